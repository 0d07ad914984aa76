"""The state of one name being tokenized, which
:func:`spirmangle.demangler.lexer.core.tokenize` makes and the readers of
:mod:`spirmangle.demangler.lexer.letters` take.

The hot loop of ``tokenize`` keeps the state in locals (Python reads a local
faster than an attribute) and makes a :class:`Lexer` only when it first hands
a token to a reader (about half the names of a C++ library never do): it
writes its state here around that call, and reads back what the reader left;
markers the readers find are or-ed into :attr:`Lexer.markers`, the loop's own
at the end.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..reading_mode import ReadingMode


class Lexer:
    """One name's tokenization: ``text`` (the name), ``cursor`` (the index of the
    next character), ``stack`` (the open constructs, :class:`~.frames.Frame`
    values; a :class:`~.frames.Frames` under a reading other than the ABI's),
    ``names`` (whether a name may stand next: lower-case letters then begin an
    operator's name, not a builtin type), the tokens so far as parallel lists
    (``kinds``, ``values``, ``positions``), ``markers`` (OPENCL, CXX... bits of
    :mod:`spirmangle.demangler.lexer.words`), ``internal`` (InternalName after an
    ``L``, FriendName after a friend's ``F``: it wraps the next source name),
    ``modules`` (a module name was read: a substitution may stand for one),
    ``elaborated`` (``Ts``/``Tu``/``Te`` opened a name: the type ends with its
    unit, outside ``N ... E``), ``plain`` (positions of substitutions that are no
    modules, spirmangle.demangler.lexer.special) and ``mode`` (g++'s readings,
    spirmangle.demangler.reading_mode)."""

    __slots__ = ("text", "cursor", "stack", "names", "kinds", "values", "positions", "markers",
                 "internal", "modules", "elaborated", "plain", "mode")
    cursor: int
    names: bool
    internal: Optional[Any]
    elaborated: bool

    def __init__(self, text: str, plain: frozenset[int], mode: ReadingMode, stack: list[str],
                 kinds: list[str], values: list[Any], positions: list[int]) -> None:
        # (cursor, names, internal and elaborated: tokenize's loop writes them before
        # each reader)
        self.text = text
        self.stack = stack
        self.kinds = kinds
        self.values = values
        self.positions = positions
        self.markers = 0
        self.modules = False
        self.plain = plain
        self.mode = mode
