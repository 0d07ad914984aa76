"""The tokens of modules, structured bindings, literal operators, inheriting
constructors, external names and the rarer special names (for
:mod:`spirmangle.demangler.lexer.core`).

==============  ==============================================================
MODULE          ``W <source-name>`` or ``WP <source-name>`` -> (identifier, partition)
MODULE_SUBST    a substitution that stands for a module (``S_`` in ``S_1S``) ->
                (candidate index, position), as SUBST
BINDING         ``DC <source-name>+ E`` -> :class:`StructuredBinding`
OPERATOR        ``li <source-name>`` -> :class:`LiteralOperatorName`;
                ``v <digit> <source-name>`` -> :class:`VendorOperatorName`
CTOR_INHERIT    ``CI1``/``CI2`` (the base class's name follows) -> the variant
EXPLICIT_THIS   ``H`` after ``N``: the function has an explicit object parameter
EXTERNAL_OPEN   ``L_Z`` (an encoding and ``E`` follow) in a template argument
SPECIAL_MODULE  ``GI`` (a module name follows); TEMPLATE_OBJECT ``TA``; REFTEMP
                ``GR``; CTOR_VTABLE ``TC`` (a type, VTABLE_OFFSET ``<number> _``
                and a type follow: spirmangle.demangler.lexer.names reads the offset)
==============  ==============================================================

A substitution is a module only by what it refers to, which the builder knows
and the lexer does not: ``S_1S`` is the class ``S`` of module ``S_`` or two
parameter types.  Once a module name was read, the lexer guesses that a
substitution followed by a name is a module (as compilers write them), unless
its position is in ``plain``; the builder raises :class:`ModuleGuess` when the
guess was wrong, and the name is read again with that position in ``plain``.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ...errors import DemangleError
from .names import number
from ...model import CallOffset, LiteralOperatorName, StructuredBinding, VendorOperatorName
from ...model.typecodes import SPECIAL_CODES

_DIGITS = frozenset("0123456789")
# Special names of spirmangle.model.typecodes.SPECIAL_CODES this module reads: code -> token.
SPECIALS = {"GI": "SPECIAL_MODULE", "GR": "REFTEMP", "TA": "TEMPLATE_OBJECT",
            "TC": "CTOR_VTABLE"}
MODULE_FOLLOWERS = frozenset("123456789WL")  # what may follow a module substitution
_KINDS = {code: kind for kind, code in SPECIAL_CODES.items()}
_SPECIAL_TYPES = {code: _KINDS[code] for code in ("TV", "TT", "TI", "TS")}
_SPECIAL_NAMES = {code: _KINDS[code] for code in ("GV", "TH", "TW")}


class ModuleGuess(DemangleError):
    """The substitution at ``position`` was read as a module and is not one."""


def source(s: str, i: int, what: str) -> tuple[str, int]:
    """``<length><identifier>`` at ``i``: (identifier, end)."""
    length, j = number(s, i)
    if length == 0 or s[i] == "0" or j + length > len(s):
        raise DemangleError(s, i, "bad %s" % what)
    word = s[j:j + length]
    if not word.isprintable() or " " in word:
        raise DemangleError(s, j, "unprintable character in a %s" % what)
    return word, j + length


def module(s: str, i: int) -> tuple[tuple[str, bool], int]:
    """``W [P] <source-name>`` at ``i``: ((identifier, partition), end)."""
    partition = s.startswith("P", i + 1)
    word, end = source(s, i + 1 + partition, "module name")
    return (word, partition), end


def binding(s: str, i: int) -> tuple[StructuredBinding, int]:
    """``DC <source-name>+ E`` at ``i``: (the binding, end)."""
    names = []
    j = i + 2
    while not s.startswith("E", j):
        word, j = source(s, j, "structured binding")
        names.append(word)
    if not names:
        raise DemangleError(s, i, "a structured binding names one variable or more")
    return StructuredBinding(tuple(names)), j + 1


def literal_operator(s: str, i: int) -> tuple[LiteralOperatorName, int]:
    """``li <source-name>`` at ``i``: (``operator"" <name>``, end)."""
    word, end = source(s, i + 2, "literal operator name")
    return LiteralOperatorName(word), end


def vendor_operator(s: str, i: int) -> tuple[VendorOperatorName, int]:
    """``v <digit> <source-name>`` at ``i``: (``operator <name>``, end)."""
    word, end = source(s, i + 2, "vendor operator name")
    return VendorOperatorName(int(s[i + 1]), word), end


def call_offset(s: str, i: int) -> tuple[CallOffset, int]:
    """``h <number> _`` or ``v <number> _ <number> _`` at ``i``: (offset, end)."""
    code = s[i:i + 1]
    if code not in ("h", "v"):
        raise DemangleError(s, i, "expected a call offset (h or v)")
    offset, j = signed(s, i + 1, "call offset")
    if code == "h":
        return CallOffset(offset), j
    virtual, j = signed(s, j, "call offset")
    return CallOffset(offset, virtual), j


def signed(s: str, i: int, what: str) -> tuple[int, int]:
    """``[n] <number> _`` at ``i``: (value, end)."""
    negative = s.startswith("n", i)
    value, j = number(s, i + negative, 20)
    if not s.startswith("_", j):
        raise DemangleError(s, j, "expected '_' after a %s" % what)
    return (-value if negative else value), j + 1


def special(s: str, kind: Any, value: Any, position: Any) -> tuple[int, bool]:
    """A special-name prefix after ``_Z`` (Itanium 5.1.4): ``TV``, ``TI``... before a
    type (SPECIAL_TYPE), ``GV``, ``TH``, ``TW`` before a name (SPECIAL_NAME),
    ``Th``/``Tv``/``Tc`` with call offsets (THUNK) or ``GTt``/``GTn``/``GA`` (CLONE) before
    an encoding, and :data:`SPECIALS`: (end, whether a name follows)."""
    position(2)
    code = s[2:4]
    found = _SPECIAL_TYPES.get(code)
    if found is not None:
        kind("SPECIAL_TYPE")
        value(found)
        return 4, False
    found = _SPECIAL_NAMES.get(code)
    if found is not None:
        kind("SPECIAL_NAME")
        value(found)
        return 4, True
    if code in ("Th", "Tv", "Tc"):
        offsets: tuple[Any, ...]
        if code == "Tc":
            first, i = call_offset(s, 4)
            second, i = call_offset(s, i)
            offsets = (first, second)
        else:
            offset, i = signed(s, 4, "thunk offset")
            offsets = (offset,)
            if code == "Tv":
                vcall, i = signed(s, i, "thunk offset")
                offsets = (offset, vcall)
        kind("THUNK")
        value((_KINDS[code], offsets))
        return i, True
    if code == "GA" or s.startswith(("GTt", "GTn"), 2):  # (c++filt reads GT<other> as GTt)
        kind("CLONE")
        value((_KINDS[s[2:5] if code == "GT" else code], ()))
        return 4 + (code == "GT"), True
    if code in SPECIALS:
        kind(SPECIALS[code])
        value(_KINDS[code])
        return 4, code in ("GI", "GR")
    if code == "GT":  # (c++filt reads GTm as GTt; no compiler writes it)
        raise DemangleError(s, 4, "a transaction clone is GTt, a non-transaction clone GTn")
    raise DemangleError(s, 2, "unsupported special name '%s'" % code)
