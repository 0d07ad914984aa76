"""The lexer's stack of open constructs, which carries the reading mode of the
name being read (:mod:`spirmangle.demangler.reading_mode`) to every lexer
function that is handed the stack: a plain list for the ABI's reading, a
:class:`Frames` for another (:func:`mode_of`, :func:`conversions_of`)."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from ..reading_mode import ABI_READING, ReadingMode


class Frame:
    """The open constructs on the lexer's stack.  The stack holds their values,
    one character each (what a frozenset of them tests fastest); the lexer's
    frame sets (``AWAITING_TYPE``...) are made from these names.  (A plain
    class of constants, no Enum: an Enum of these took 1 ms of every start-up,
    issue 23.)"""

    NAME = "N"  # N ... E: a nested name's components
    TEMPLATE_ARGS = "I"  # I ... E
    PACK = "J"  # J ... E: an argument pack
    FUNCTION = "F"  # F ... E: a function type
    CONVERSION = "C"  # cv <type>: a conversion operator's type
    LITERAL = "L"  # L <type> <value> E: a literal of a class or enum type
    COMPLEX_LITERAL = "j"  # L C <type> <real> _ <imag> E
    LOCAL = "Z"  # Z <encoding> E <entity>: a local name's encoding
    LOCAL_ENTITY = "e"  # ...and its entity
    CLOSURE = "l"  # Ul <signature> E: a closure type's signature
    EXTERNAL = "x"  # L _Z <encoding> E in an expression (or a lambda literal's)
    EXCEPTIONS = "X"  # DO/Dw ... E: an exception specification
    CTOR_VTABLE = "c"  # TC <type> <offset> _ <type>: its first type, then the offset
    MEMBER = "M"  # M <class type> <member type>: the class type
    MEMBER_TYPE = "m"  # ...then the member type
    VENDOR_ARGS = "U"  # U <name> I ... E: a vendor qualifier's arguments, where a type is awaited
    VENDOR_QUALIFIED = "u"  # ...then the type it qualifies (which completes the type below)
    EXPR_TYPE = "y"  # a type (or template arguments) inside an expression
    EXPR = "{"  # X <expression> E, DO <expression> E
    DECLTYPE = "D"  # Dt/DT <expression> E
    OPERANDS = "("  # operands (a call's, a braced list's, sr's levels...) up to E
    DIMENSION = "a"  # A/Dv <expression> _: an array's or vector's dimension
    BITINT_WIDTH = "b"  # DB/DU <expression> _
    NEW = "w"  # nw/na ... E: a new-expression
    NEW_PLACEMENT = "n"  # its placement, up to _
    CAST = "v"  # cv <type> (_ <expression>* E): a conversion's type
    MEMBER_CONVERSION = "k"  # mc <type> <expression> [<offset>] E
    SUBOBJECT = "o"  # so <type> <expression> [<offset>] ... E
    REQUIRES_EXPR = "r"  # rq/rQ ... E: a requires-expression's requirements
    REQUIRES_PARAMS = "P"  # rQ <parameter types> _
    REQUIRES = "q"  # Q <expression>: a trailing requires-clause
    ARGS_REQUIRES = "Q"  # Q <expression> E ending template arguments
    LAMBDA_REQUIRES = "h"  # Q ...: a closure type's requires-clause
    LAMBDA_OPERAND = "K"  # ...an operand of it still to read
    TEMPLATE_TEMPLATE = "t"  # Tt <declarations> E: a template template parameter's


def frames(*kinds: str) -> frozenset[str]:
    """The stack values of ``kinds`` (:class:`Frame`'s), for a test on the stack's top."""
    return frozenset(kinds)


class Frames(list[str]):
    """The stack of a reading other than the ABI's (:func:`for_mode`; the ABI's is
    a plain list, the lexer's fastest): its ``mode`` and, under
    ``mode.tt_conversions``, ``conversions``: the stack depths of the conversions
    whose ``T_`` took template arguments and still wait for the operator's."""

    __slots__ = ("mode", "conversions")

    def __init__(self, mode: ReadingMode) -> None:
        super().__init__()
        self.mode = mode
        self.conversions: Optional[list[int]] = [] if mode.tt_conversions else None


def for_mode(mode: ReadingMode) -> list[str]:
    """An empty stack for a reading under ``mode``."""
    return [] if mode is ABI_READING else Frames(mode)


def mode_of(stack: list[str]) -> ReadingMode:
    """The reading mode of the name whose stack ``stack`` is."""
    return stack.mode if type(stack) is Frames else ABI_READING


def conversions_of(stack: list[str]) -> Optional[list[int]]:
    """The conversions waiting for their operator's arguments (None unless the
    reading reads ``cv T_ I`` as a template template parameter's arguments)."""
    return stack.conversions if type(stack) is Frames else None
