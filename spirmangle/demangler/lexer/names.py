"""The lexer's frames of open constructs, and the tokens of local names,
closure types and unnamed types (for :mod:`spirmangle.demangler.lexer.core`).

:func:`spirmangle.demangler.lexer.core.tokenize` keeps a stack of the constructs that are
open: "N" (name components), "I" and "F" (types), "C" (the type of a
conversion operator) and "L" (a literal's type) wait for their ``E`` or for a
type to end; the functions here say what a finished unit or an ``E`` does to
them.  A local name ``Z <encoding> E <entity> [<discriminator>]`` nests an encoding
inside a name, so the lexer keeps two more frames on its stack of open
constructs: ``Z`` while the inner encoding is read (a name, where an operator
may stand, then its parameter types) and ``e`` while the local entity is read
(a name again).  A closure type's signature ``Ul <types> E`` is an ``l``
frame.  The tokens:

==============  ==========================================================
LOCAL           ``Z``
STRING          ``s`` after the ``E`` of a local name -> :class:`StringLiteral`
DEFAULT_ARG     ``d [<number>] _`` after that ``E`` -> the number or None
DISCRIMINATOR   ``_<digit>`` or ``__<number>_`` (10 or more) -> the number; old
                g++'s ``_<number>`` and old Apple's ``<number>`` ending the name
                (LegacyDiscriminator, BareDiscriminator)
CLOSURE_OPEN    ``Ul``; its ``E [<number>] _`` is CLOSURE_END -> number or None
UNNAMED         ``Ut [<number>] _`` -> :class:`UnnamedTypeName`
==============  ==========================================================
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ...errors import DemangleError
from ...model import InternalName, StringLiteral, UnnamedTypeName
from .frames import Frame as F, conversions_of, frames

MAX_NUMBER_DIGITS = 9
STRING_LITERAL = StringLiteral()
_DIGITS = frozenset("0123456789")
# frames that end with a type: a conversion's, a literal's, a construction vtable's
# first; where one awaits its type, a pointer to member awaits two: "M" its class
# type, then "m" its member type
_HEX = frozenset("0123456789abcdef")
AWAITING_TYPE = frames(F.CONVERSION, F.LITERAL, F.COMPLEX_LITERAL, F.CTOR_VTABLE, F.MEMBER,
                       F.MEMBER_TYPE, F.EXPR_TYPE, F.VENDOR_QUALIFIED)  # (EXPR_TYPE: spirmangle.demangler.lexer.exprs)
# a local name's encoding and entity, an external name's encoding
LOCAL_FRAMES = frames(F.LOCAL, F.LOCAL_ENTITY, F.EXTERNAL)
AFTER_UNIT = AWAITING_TYPE | LOCAL_FRAMES  # frames unit_done handles after a name unit
AFTER_CLOSE = AWAITING_TYPE | frames(F.LOCAL_ENTITY, F.VENDOR_ARGS)  # ...and after an E that closes N or I
# frames whose E has more to read or ends no type (close_scope)
SCOPE_FRAMES = frames(F.LOCAL, F.CLOSURE, F.EXTERNAL, F.EXCEPTIONS)
# where L starts a literal: template arguments (and packs), a literal's type, an
# exception specification
LITERAL_FRAMES = frames(F.TEMPLATE_ARGS, F.PACK, F.LITERAL, F.EXCEPTIONS)


def number(s: str, i: int, max_digits: int = MAX_NUMBER_DIGITS) -> tuple[int, int]:
    j = i
    n = len(s)
    while j < n and s[j] in _DIGITS:
        j += 1
    if j == i:
        raise DemangleError(s, i, "expected a number")
    if j - i > max_digits:
        raise DemangleError(s, i, "number too large")
    return int(s[i:j]), j


def literal_value(s: str, j: int, start: int) -> tuple[int, int]:
    """``[n]<number>E`` at ``j`` -> (value, end)."""
    negative = s.startswith("n", j)
    first = j + negative
    value, j = number(s, first, 40)  # literal values are up to 128-bit (n, o: __int128)
    if not s.startswith("E", j):
        raise DemangleError(s, start, "unterminated literal")
    if s[first] == "0" and (j - first > 1 or negative):
        # (no compiler writes 010 or n0; the peers print the digits as written)
        raise DemangleError(s, start, "a literal value with a leading zero or -0")
    return (-value if negative else value), j + 1


def read_count(s: str, i: int, what: str) -> tuple[Optional[int], int]:
    """``[<number>]_`` at ``i`` (a closure's, an unnamed type's or a default
    argument's number): (None for a bare ``_``, else the number; end)."""
    j = i
    n = len(s)
    while j < n and s[j] in _DIGITS:
        j += 1
    if j >= n or s[j] != "_" or j - i > MAX_NUMBER_DIGITS or (j - i > 1 and s[i] == "0"):
        raise DemangleError(s, i, "bad %s number" % what)
    return (int(s[i:j]) if j > i else None), j + 1


class LegacyDiscriminator(int):
    """A discriminator of 10 or more written ``_<number>`` (g++ before PR 77489)."""


class BareDiscriminator(int):
    """A local name's discriminator written as its digits alone, ending the name
    (old Apple compilers; LLVM's parse_discriminator reads it)."""


def bare_discriminator(s: str, i: int) -> BareDiscriminator:
    """The digits from ``i`` to the end of ``s`` as a :class:`BareDiscriminator`
    (a leading zero would not mangle back, so it is refused)."""
    if s[i] == "0" and len(s) > i + 1:
        raise DemangleError(s, i, "a discriminator's number has no leading zero")
    if len(s) - i > MAX_NUMBER_DIGITS:
        raise DemangleError(s, i, "bad discriminator number")
    return BareDiscriminator(s[i:])


def discriminator(s: str, i: int) -> tuple[int, int]:
    """``_<digit>`` or ``__<number>_`` (a number of 10 or more, no leading zero)
    at ``i``: (number, end).  ``_<digit>`` is one digit also where a digit follows
    (the ABI's grammar; clang-19 and g++ write ``_9 11return_type``; LLVM reads
    it so, c++filt not); old g++'s ``_<number>`` (10 or more) only where it ends
    the name (a :class:`LegacyDiscriminator`), where ``_<digit>`` cannot be."""
    first = s[i + 1:i + 2]
    if first in _DIGITS and first:
        if s[i + 2:i + 3] in _DIGITS and s[i + 2:i + 3]:
            rest = s[i + 1:]  # old g++'s _<number>: the name's last characters
            if rest.isascii() and rest.isdecimal():
                if first == "0" or len(rest) > MAX_NUMBER_DIGITS:
                    raise DemangleError(s, i, "bad discriminator number")
                return LegacyDiscriminator(rest), len(s)
        return int(first), i + 2
    if first == "_":
        count, end = read_count(s, i + 2, "discriminator")
        if count is None or count < 10:
            raise DemangleError(s, i, "a discriminator under 10 is written _<digit>")
        return count, end
    raise DemangleError(s, i, "bad discriminator")


def greedy_discriminator(s: str, i: int) -> tuple[int, int]:
    """c++filt's reading of a discriminator at ``i`` (libiberty's d_discriminator):
    ``_`` or ``__``, then every digit; ``__`` and 10 or more end with ``_``."""
    j = i + 2 if s[i + 1:i + 2] == "_" else i + 1
    k = j
    while k < len(s) and s[k] in _DIGITS and k - j <= MAX_NUMBER_DIGITS:
        k += 1
    if k == j or k - j > MAX_NUMBER_DIGITS:
        raise DemangleError(s, i, "bad discriminator")
    number = int(s[j:k])
    if j == i + 2 and number >= 10:
        if s[k:k + 1] != "_":
            raise DemangleError(s, k, "bad discriminator")
        k += 1
    return number, k


def internal_discriminator(node: Any, s: str, i: int, stack: list[str],
                           greedy: bool = False) -> tuple[Any, int]:
    """After ``L <source-name>`` (an InternalName ``node``, else none) at ``i``: g++'s
    ``<discriminator>`` (libiberty's <local-source-name>), where a name ends (at
    the top, in a nested or a local name): (the name, end); ``greedy``: as
    c++filt reads it (:func:`greedy_discriminator`)."""
    if type(node) is not InternalName or s[i:i + 1] != "_" \
            or (stack and stack[-1] not in ("N", "Z")):
        return node, i
    if greedy:
        number, end = greedy_discriminator(s, i)
        return InternalName(node.name, number), end
    number, end = discriminator(s, i)
    if type(number) is LegacyDiscriminator:
        raise DemangleError(s, i, "a discriminator of two digits or more is written __<n>_")
    return InternalName(node.name, number), end


def unnamed(s: str, i: int) -> tuple[UnnamedTypeName, int]:
    """``Ut [<number>] _`` at ``i``: (the name, end)."""
    number, end = read_count(s, i + 2, "unnamed type")
    return UnnamedTypeName(number), end


def local_end(s: str, i: int, stack: list[str], kind: Any, value: Any,
              position: Any) -> tuple[int, bool]:
    """The ``E`` that closes a local name's encoding was read (its frame popped):
    read ``s`` or ``d [<number>] _`` after it, and open the entity's frame
    unless it is a string literal: (end, whether a name may stand next)."""
    nxt = s[i:i + 1]
    if nxt == "s":
        position(i)
        kind("STRING")
        value(STRING_LITERAL)
        return i + 1, False
    if nxt == "d":
        position(i)
        count, i = read_count(s, i + 1, "default argument")
        kind("DEFAULT_ARG")
        value(count)
    stack.append("e")
    return i, True


def type_done(s: str, i: int, stack: list[str], kind: Any, value: Any,
              position: Any) -> tuple[int, bool]:
    """The type a conversion operator ("C"), a literal ("L"), a construction
    vtable ("c", its first) or a pointer to member ("M", "m") waited for is complete at ``i``: close it (reading a
    literal's value); a pointer to member's member type completes the type
    below it: (end, names)."""
    while True:
        frame = stack.pop()
        if frame == "y":  # a type in an expression: the expression goes on
            from .exprs import resume
            return resume(s, i, stack, kind, value, position)
        if frame == "M":  # the class type: the member type follows
            stack.append("m")
            return i, False
        if frame == "L":
            position(i)
            literal, i = literal_value(s, i, i)
            kind("LITERAL_VALUE")
            value(literal)
            if stack and stack[-1] in "{D(awnqQrhK":  # a literal in an expression
                from .exprs import resume
                return resume(s, i, stack, kind, value, position)
        if frame == "j":  # a complex literal's <real> _ <imag> E (lowercase hexadecimal)
            position(i)
            end = s.find("E", i)
            parts = s[i:end].split("_") if end > i else []
            if len(parts) != 2 or not all(p and set(p) <= _HEX for p in parts):
                raise DemangleError(s, i, "bad complex literal (<real> _ <imag> E)")
            kind("COMPLEX_VALUE")
            value("%s_%s" % tuple(parts))
            i = end + 1
            if stack and stack[-1] in "{D(awnhK":
                from .exprs import resume
                return resume(s, i, stack, kind, value, position)
        elif frame == "c":  # TC <type> <number> _ <type>
            position(i)
            negative = s.startswith("n", i)
            offset, i = number(s, i + negative, 20)
            if not s.startswith("_", i):
                raise DemangleError(s, i, "expected '_' after a construction vtable's offset")
            kind("VTABLE_OFFSET")
            value(-offset if negative else offset)
            i += 1
        if frame != "m" and frame != "u" or not stack or stack[-1] not in AWAITING_TYPE:
            return i, bool(stack) and stack[-1] == "N"


def closes_conversion(stack: list[str]) -> bool:
    """Whether a type completed now completes a conversion operator's type
    (the frames above its "C" are member types of pointers to members)."""
    for frame in reversed(stack):
        if frame != "m" and frame != "u":
            return frame == "C"
    return False


def finish_type(s: str, i: int, stack: list[str], kind: Any, value: Any, position: Any,
                done: Any = None) -> tuple[int, bool]:
    """``done(...)`` (:func:`type_done`, or :func:`unit_done` after an ``E``):
    a type awaited is complete at ``i``.  If that completes a conversion
    operator's type, an ``I`` next opens the operator's own template arguments
    (CONV_TARGS): ``cv T_ I <args> E``, the ABI's known ambiguity read as LLVM
    and c++filt read it (after a class name, the arguments are the class
    template's, as c++filt reads them).  (end, names)."""
    conversion = closes_conversion(stack)
    if conversion and done is unit_done:
        done = type_done  # an E closed the class type's name or arguments: the type is whole
    waiting = conversions_of(stack)
    if conversion and waiting and waiting[-1] == len(stack):  # cv T_ <args>: <args> follow
        waiting.pop()
        if not s.startswith("I", i):
            raise DemangleError(s, i, "a conversion to T_ <args> takes its own arguments next")
    i, names = (done or type_done)(s, i, stack, kind, value, position)
    if conversion and s.startswith("B", i) and s[i + 1:i + 2].isdigit():
        # ABI tags of the operator (libc++'s cvbB7v170000: operator bool[abi:v170000])
        position(i)
        tags, i = conversion_tags(s, i)
        kind("CONV_TAGS")
        value(tags)
        if s.startswith("I", i):
            raise DemangleError(s, i, "template arguments after a tagged conversion operator "
                                "are not read")
    if not conversion or not s.startswith("I", i):
        return i, names
    position(i)
    kind("CONV_TARGS")
    value(None)
    stack.append("I")
    return i + 1, False


def conversion_tags(s: str, i: int) -> tuple[tuple[str, ...], int]:
    """The ABI tags ``B <source-name>...`` at ``i``: (tags, end)."""
    tags = []
    while s.startswith("B", i) and s[i + 1:i + 2].isdigit():
        length, j = number(s, i + 1)
        tag = s[j:j + length]
        if length == 0 or j + length > len(s) or not tag.isprintable() or " " in tag:
            raise DemangleError(s, i, "bad ABI tag")
        tags.append(tag)
        i = j + length
    return tuple(tags), i


def tt_conversion(stack: list[str]) -> bool:
    """Whether ``T_`` just read as a conversion's type takes the ``I`` next as a
    template template parameter's arguments (:mod:`spirmangle.demangler.reading_mode`)."""
    waiting = conversions_of(stack)
    if waiting is None:
        return False
    waiting.append(len(stack))
    return True


def unit_done(s: str, i: int, stack: list[str], kind: Any, value: Any,
              position: Any) -> tuple[int, bool]:
    """A name unit (source name, operator, closure or unnamed type, a name's
    template arguments) ended at ``i`` inside ``stack[-1]``: what follows it
    (end, whether a name may stand next).  A local name's entity ("e") ends
    here unless template arguments follow; a type awaited ends here."""
    top = stack[-1]
    if top == "Z" or top == "x":  # an inner encoding's name: its parameter types follow
        return i, False
    if top == "U":  # (after an E) a vendor qualifier's arguments: the type it qualifies follows
        stack.pop()
        stack.append("u")
        return i, False
    if (top == "c" or top == "C" or top == "y" or top == "L" or top == "u") and s.startswith("I", i):
        return i, False  # the class type's template arguments (then the operator's, the value)
    if (top == "M" or top == "m") and s.startswith("I", i) and _member_args(stack):
        return i, False  # a pointer to member's class or member type's template arguments
    if top == "e":
        if s.startswith("I", i):
            return i, False
        stack.pop()
        while stack and stack[-1] == "e":  # the entity was a local name: it ends too
            stack.pop()
        if not stack or stack[-1] not in AWAITING_TYPE:
            return i, False
    elif top not in AWAITING_TYPE:
        return i, top == "N"
    return type_done(s, i, stack, kind, value, position)


def _member_args(stack: list[str]) -> bool:
    """Whether template arguments after a pointer to member's class ("M") or member
    type ("m") are that type's: always, unless the pointer to member is a
    conversion operator's type, where they may be the operator's (tt_conversion)."""
    if stack[-1] == "M":
        return True
    k = len(stack) - 1
    while k >= 0 and stack[k] == "m":
        k -= 1
    return k < 0 or stack[k] != "C"


def close_scope(frame: str, s: str, i: int, stack: list[str], kinds: list[str],
                values: list[Any], position: Any) -> tuple[int, bool]:
    """The ``E`` just read closes a local name's encoding ("Z"), a closure
    type's signature ("l") or an exception specification ("X", which a
    function type follows): (end, whether a name may stand next)."""
    if frame == "X":
        return i, False
    kind, value = kinds.append, values.append
    if frame == "x" and stack and stack[-1] == "k":  # mc's operand (spirmangle.demangler.lexer.legacy)
        from .legacy import member_conversion_end
        return member_conversion_end(s, i, stack, kind, value, position)
    if frame == "x" and stack and stack[-1] == "o":  # the object of a subobject expression
        from .subexprs import subobject_end
        return subobject_end(s, i, stack, kind, value, position)
    if frame == "x":  # L _Z <encoding> E: the external name is read
        if stack and stack[-1] in "{D(awnqQrhK":  # in an expression, which goes on
            from .exprs import resume
            return resume(s, i, stack, kind, value, position)
        return i, bool(stack) and stack[-1] == "N"
    if frame == "l":
        kinds[-1] = "CLOSURE_END"
        values[-1], i = read_count(s, i, "closure type")
        if not stack:
            return i, False
        if stack[-1] in AFTER_UNIT:
            return unit_done(s, i, stack, kind, value, position)
        return i, stack[-1] == "N"
    i, names = local_end(s, i, stack, kind, value, position)
    if not names:  # a string literal: the local name is complete
        if stack and stack[-1] in AWAITING_TYPE:
            return type_done(s, i, stack, kind, value, position)
        if stack and stack[-1] == "e":
            return unit_done(s, i, stack, kind, value, position)
    return i, names


def template_param(s: str, i: int) -> tuple[int, int]:
    """Read the decimal ``[<number>]_`` of ``T<number>_`` at ``i`` -> (index, end):
    ``T_`` is 0, ``T0_`` 1, ``T10_`` 11; no leading zeros."""
    j = i
    n = len(s)
    while j < n and s[j] in _DIGITS:
        j += 1
    if j >= n or s[j] != "_" or j - i > MAX_NUMBER_DIGITS or (j - i > 1 and s[i] == "0"):
        raise DemangleError(s, i - 1, "bad template parameter")
    return (int(s[i:j]) + 1 if j > i else 0), j + 1


def closure_or_unnamed(s: str, i: int, stack: list[str], kind: Any, value: Any,
                        position: Any) -> tuple[int, bool]:
    """``Ul`` (a closure type's signature follows) or ``Ut [<number>] _`` at ``i``:
    (end, whether a name may stand next)."""
    if s[i + 1] == "l":
        kind("CLOSURE_OPEN")
        value(None)
        stack.append("l")
        return i + 2, False
    kind("UNNAMED")
    node, i = unnamed(s, i)
    value(node)
    if not stack:
        return i, False
    if stack[-1] in AFTER_UNIT:
        return unit_done(s, i, stack, kind, value, position)
    return i, stack[-1] == "N"


def array_dimension(s: str, i: int) -> tuple[tuple[Optional[int], Optional[tuple[int, int]]], int]:
    """``A <size> _``, ``A _`` or ``A <template-param> _`` at ``i``: ((size or
    None, the template parameter as a TPARAM value or None), end)."""
    j = i + 1
    if s.startswith("T", j):
        index, j = template_param(s, j + 1)
        if not s.startswith("_", j):
            raise DemangleError(s, i, "bad array dimension")
        return (None, (index, i + 1)), j + 1
    if s.startswith("_", j):
        return (None, None), j + 1
    size, j = number(s, j)
    if not s.startswith("_", j) or (s[i + 1] == "0" and j > i + 2):  # A0_ is int[0]
        raise DemangleError(s, i, "bad array dimension (a number, a template parameter or none)")
    return (size, None), j + 1
