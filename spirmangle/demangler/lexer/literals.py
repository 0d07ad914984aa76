"""Literals in template arguments and expressions (for :mod:`spirmangle.demangler.lexer.core`):
``L <builtin> <number> E`` as one token, and the openings of the literals whose
type or value is read as tokens (class and enum types, external names, lambdas,
complex values); the builtin type nodes every lexer shares."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ...errors import DemangleError
from ...model.floats import FLOAT_DIGITS
from .names import literal_value
from .types import float_literal
from ...model import Builtin, IntegerLiteral
from ...model.typecodes import CODE_BUILTIN

TEMPLATE_OBJECT = "template parameter object"  # (the kind of _Z TA <template-arg>)

BUILTINS = {code: Builtin(name) for code, name in CODE_BUILTIN.items()}
ONE_LETTER_BUILTINS = {c: b for c, b in BUILTINS.items() if len(c) == 1}
D_BUILTINS = {c[1]: b for c, b in BUILTINS.items() if len(c) == 2 and c[0] == "D"}
_CHAR_LITERALS = frozenset("isu")  # L Di/Ds/Du <number> E: char32_t, char16_t, char8_t
_DIGITS = frozenset("0123456789")


def literal(s: str, i: int, kind: Any, value: Any, position: Any) -> int:
    """``L<builtin><number>E`` as one token whose value is an IntegerLiteral; or,
    for a literal of a class or enum type, LITERAL_OPEN (the type's tokens and
    the LITERAL_VALUE come next)."""
    n = len(s)
    j = i + 1
    builtin = ONE_LETTER_BUILTINS.get(s[j]) if j < n else None
    if builtin is None:
        if s.startswith("Dn", j):
            from .exprs import nullptr  # (the expressions' reader: on first use, start-up)

            return nullptr(s, i, kind, value)
        if s.startswith("D", j) and s[j + 1:j + 2] in _CHAR_LITERALS:  # (Di, Ds, Du)
            j += 1
            builtin = D_BUILTINS[s[j]]
            number, j = literal_value(s, j + 1, i)
            kind("LITERAL")
            value(IntegerLiteral(builtin, number))
            return j
        if s.startswith("_Z", j) or s.startswith("Z", j):  # an external name: an encoding,
            kind("EXTERNAL_OPEN")  # then E (LZ: old g++, without the underscore)
            value(None if s[j] == "_" else "Z")
            j += 2 - (s[j] == "Z")
            if s.startswith("TA", j):  # a template parameter object: its argument follows
                position(j)
                kind("TEMPLATE_OBJECT")
                value(TEMPLATE_OBJECT)
                return j + 2
            return j
        if s.startswith("Ul", j):  # a lambda: L <closure-type-name> E
            kind("LAMBDA_OPEN")
            value(None)
            return j
        if j < n and (s[j] in "NSMPC" or s[j] in _DIGITS):  # (M, P: a member pointer, a pointer;
            # C: a complex literal, L C <float> <real> _ <imag> E)
            kind("LITERAL_OPEN")
            value(None)
            return j
        raise DemangleError(s, i, "unsupported template literal")
    if builtin.name in FLOAT_DIGITS:
        return float_literal(s, i, builtin, kind, value)
    number, j = literal_value(s, j + 1, i)
    kind("LITERAL")
    value(IntegerLiteral(builtin, number))
    return j
