"""The lexer's tokens of C++ types beyond OpenCL's (for :mod:`spirmangle.demangler.lexer.core`):

==============  ==========================================================
NOEXCEPT        ``Do``; NOEXCEPT_OPEN ``DO`` and THROW_OPEN ``Dw`` open an
                "X" frame (their ``E`` closes it; ``L`` in it is a literal)
BITINT          ``DB <number> _``, ``DU <number> _`` -> :class:`BitInt`
BUILTIN         ``DF <number> _``, ``DF <number> x`` -> ``Builtin("_Float32")``,
                ``Builtin("_Float64x")``; ``DF16b`` -> ``std::bfloat16_t``
BUILTIN         ``[DS] DA|DR <size>`` -> ``Builtin("short _Accum")``... (fixed point)
COMPLEX         ``C`` (value False) or ``G`` (imaginary: True) before a type
VENDOR_TYPE     ``u <source-name>`` -> the name (its template args follow)
==============  ==========================================================
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ...errors import DemangleError
from .names import AWAITING_TYPE, number as _number, type_done
from ...model.floats import valid_digits
from ...model import BitInt, Builtin, FloatLiteral
from ...model.typecodes import CODE_BUILTIN

_DIGITS = frozenset("0123456789")
_BFLOAT16 = Builtin(CODE_BUILTIN["DF16b"])
_FIXED_POINT = {code: Builtin(name) for code, name in CODE_BUILTIN.items()
                if code.startswith(("DA", "DR", "DS"))}


_D_TOKENS = {"o": "NOEXCEPT", "O": "NOEXCEPT_OPEN", "w": "THROW_OPEN", "x": "TRANSACTION_SAFE"}
_CONSTRAINED = {"k": False, "K": True}  # Dk: C auto, DK: C decltype(auto)


def d_extension(s: str, i: int, kind: Any, value: Any) -> int:
    """``Do``, ``DO``, ``Dw`` (exception specifications: the last two open an
    "X" frame that their ``E`` closes), ``DB``/``DU <number> _`` (_BitInt)."""
    nxt = s[i + 1:i + 2]
    token = _D_TOKENS.get(nxt)
    if token is not None:
        kind(token)
        value(None)
        return i + 2
    if nxt in _CONSTRAINED:  # a constrained placeholder; the concept's name follows
        kind("CONSTRAINED_AUTO")
        value(_CONSTRAINED[nxt])
        return i + 2
    if nxt == "A" or nxt == "R" or nxt == "S":  # fixed point: [DS] DA|DR <size>
        width = 5 if nxt == "S" else 3
        builtin = _FIXED_POINT.get(s[i:i + width])
        if builtin is None:
            raise DemangleError(s, i, "bad fixed-point type")
        kind("BUILTIN")
        value(builtin)
        return i + width
    if nxt == "B" or nxt == "U":
        if s[i + 2:i + 3] not in _DIGITS or not s[i + 2:i + 3]:
            raise DemangleError(s, i, "bad _BitInt width")
        bits, j = _number(s, i + 2)
        if not s.startswith("_", j) or (s[i + 2] == "0"):
            raise DemangleError(s, i, "bad _BitInt width")
        kind("BITINT")
        value(BitInt(bits, nxt == "B"))
        return j + 1
    raise DemangleError(s, i, "unsupported type 'D%s'" % nxt)


def float_n(s: str, i: int, kind: Any, value: Any) -> int:
    """``DF <number> _`` (``_Float<N>``), ``DF <number> x`` (``_Float<N>x``) or
    ``DF16b`` (``std::bfloat16_t``): builtin types, no candidates."""
    if s.startswith("DF16b", i):
        kind("BUILTIN")
        value(_BFLOAT16)
        return i + 5
    bits, j = _number(s, i + 2) if s[i + 2:i + 3] in _DIGITS and s[i + 2:i + 3] else (0, 0)
    end = s[j:j + 1] if j else ""
    if end not in ("_", "x") or not end or (s[i + 2] == "0" and j > i + 3):
        raise DemangleError(s, i, "unsupported floating-point type")
    name = "_Float%d%s" % (bits, "x" if end == "x" else "")
    builtin = _FLOAT_N.get(name)
    if builtin is None:
        builtin = Builtin(name)
        if len(_FLOAT_N) < 64:  # the usual widths are kept (the cache stays small)
            _FLOAT_N[name] = builtin
    kind("BUILTIN")
    value(builtin)
    return j + 1


_FLOAT_N = {"_Float16": Builtin("_Float16")}


def extended_type(s: str, i: int, stack: list[str], kind: Any, value: Any, position: Any,
                  names: bool) -> tuple[int, bool]:
    """``G`` (an imaginary type: COMPLEX True) or ``u <source-name>`` (a vendor
    extended type; its template arguments may follow) at ``i``: (end, names)."""
    if s[i] == "G":
        kind("COMPLEX")
        value(True)
        return i + 1, names
    length, j = _number(s, i + 1)
    word = s[j:j + length]
    if length == 0 or j + length > len(s) or not word.isprintable() or " " in word:
        raise DemangleError(s, i, "bad vendor extended type")
    kind("VENDOR_TYPE")
    value(word)
    i = j + length
    if stack and stack[-1] in AWAITING_TYPE and not s.startswith("I", i):
        return type_done(s, i, stack, kind, value, position)
    return i, names


def float_literal(s: str, i: int, builtin: Builtin, kind: Any, value: Any) -> int:
    """``L <float type> <digits> E`` at ``i`` (a LITERAL token whose value is a
    :class:`FloatLiteral`): its end.  The digits are lowercase hexadecimal of
    the type's length (:mod:`spirmangle.model.floats`)."""
    j = s.find("E", i + 2)
    digits = s[i + 2:j] if j >= 0 else ""
    if not valid_digits(builtin.name, digits):
        raise DemangleError(s, i, "bad %s literal (lowercase hexadecimal digits of its"
                            " representation)" % builtin.name)
    kind("LITERAL")
    value(FloatLiteral(builtin, digits))
    return j + 1
