"""The tokens of requires-expressions' requirements (for :mod:`spirmangle.demangler.lexer.exprs`).

``rq`` and ``rQ`` open a frame "r" (``rQ`` first a frame "P": its parameter
types, which :func:`spirmangle.demangler.lexer.core.tokenize` reads up to ``_``).  At the top
of that frame, where a requirement starts, a letter that starts no expression
is a requirement's marker:

============  ==============================================================
REQ_EXPR      ``X <expression>``: a simple or compound requirement, then
REQ_NOEXCEPT  ``N`` (``{ e } noexcept``) and REQ_RETURN ``R <type-constraint>``
              (a name, which tokenize reads: ``-> C<...>``)
REQ_TYPE      ``T <type>`` (``typename T::type;``; ``T_``, ``T0_`` and ``TL``
              there are template parameters of the expression before it)
REQ_NESTED    ``Q <expression>`` (``requires C<T>;``)
============  ==============================================================

The ``E`` that closes the frame is the requires-expression's END.  Template
parameters inside a constraint (a frame "Q" or "q" below) are
CONSTRAINT_PARAM tokens (:class:`spirmangle.model.ConstraintParam`).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

REQUIREMENT = frozenset("XQNRT")
_KINDS = {"X": "REQ_EXPR", "Q": "REQ_NESTED", "N": "REQ_NOEXCEPT", "R": "REQ_RETURN",
          "T": "REQ_TYPE"}
_DIGITS = frozenset("0123456789")


def requirement_starts(s: str, i: int, req_types: bool = False) -> bool:
    """Whether the marker letter at ``i`` starts a requirement: a ``T`` that
    reads as a template parameter (``T_``, ``T0_``, ``TL0_``) continues the
    expression before it.  ``T <n> _`` with ``<n>`` from 1 is either, a type
    requirement of a source name that starts with ``_`` (clang's ``T5_IterIT_E``,
    ``typename _Iter<T>``) or a template parameter ``T4_``: which one, the
    expression before it decides, which the lexer does not count; it reads the
    template parameter, and the requirement under ``req_types``
    (spirmangle.demangler.reading_mode), demangle's second try."""
    if s[i] != "T":
        return True
    nxt = s[i + 1:i + 2]
    if nxt == "_":
        return False
    j = i + 2 if nxt == "L" else i + 1
    while s[j:j + 1] in _DIGITS and s[j:j + 1]:
        j += 1
    if nxt == "L":  # TL <level> _ is a template parameter; else L <name> a type
        return j == i + 2 or not s.startswith("_", j)
    return j == i + 1 or not s.startswith("_", j) or req_types and nxt != "0"


def requirement(s: str, i: int, stack: list[str], kind: Any, value: Any) -> tuple[int, bool]:
    """The requirement marker at ``i``: (end, whether a type or name follows,
    which tokenize reads)."""
    c = s[i]
    kind(_KINDS[c])
    value(None)
    if c == "R" or c == "T":
        stack.append("y")  # the name or type; then the requirements go on
        return i + 1, True
    return i + 1, False
