"""The rarer expression tokens (for :mod:`spirmangle.demangler.lexer.exprs`): subobjects
``so <type> <expr> [<offset>] <union-selector>* [p] E``, vectors of dependent size
``Dv _ <expr> _`` (and clang's ``Dv <expr> _``), ``_BitInt`` of a dependent
width ``DB <expr> _``/``DU <expr> _``, and old g++'s operator names
without ``on`` (``sr T_ pl``, ``dt fp_ mi``).  Each reads its tokens flat, as
:func:`spirmangle.demangler.lexer.exprs.resume` does, and goes on there.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ...errors import DemangleError
from .names import MAX_NUMBER_DIGITS, number, template_param
from ...model import ConstraintParam, LevelTemplateParam, OperatorName
from ...model.typecodes import OPERATORS

_DIGITS = frozenset("0123456789")
_SEQ = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_STD_ABBREVIATIONS = frozenset("tabsiod")  # St, Sa, Sb, Ss, Si, So, Sd


def vector(s: str, i: int, stack: list[str], kind: Any, value: Any,
           position: Any) -> tuple[int, bool]:
    """``Dv`` at ``i`` before a dimension that is an expression: ``Dv _ <expr> _``
    (the ABI's, g++'s) or ``Dv <expr> _`` (clang's); the element type follows."""
    underscore = s.startswith("_", i + 2)
    kind("DV_EXPR")
    value(underscore)
    stack.append("a")
    from .exprs import resume
    return resume(s, i + 2 + underscore, stack, kind, value, position)


def bit_int(s: str, i: int, stack: list[str], kind: Any, value: Any,
            position: Any) -> tuple[int, bool]:
    """``DB`` or ``DU`` at ``i`` before a width that is an expression:
    ``DB <expr> _`` (C23 ``_BitInt(expr)``); its ``_`` completes the type."""
    kind("BITINT_EXPR")
    value(s[i + 1] == "B")
    stack.append("b")
    from .exprs import resume
    return resume(s, i + 2, stack, kind, value, position)


def subobject_end(s: str, i: int, stack: list[str], kind: Any, value: Any,
                  position: Any) -> tuple[int, bool]:
    """The object of ``so <type> <expr>`` is read (an external name): its
    ``[<offset number>] <union-selector>* [p] E`` at ``i``, one SUBOBJECT_END
    token whose value is (offset, selectors, past_end); the expression goes on."""
    position(i)
    j = i + 1 if s.startswith("n", i) else i
    end = _digits_end(s, j)
    if end == j and j > i:
        raise DemangleError(s, i, "bad subobject offset")
    offset = s[i:end]
    selectors = []
    while s.startswith("_", end):
        start = end + 1
        end = _digits_end(s, start)
        selectors.append(s[start:end])
    past_end = s.startswith("p", end)
    end += past_end
    if not s.startswith("E", end):
        raise DemangleError(s, end, "expected 'E' after a subobject expression")
    stack.pop()
    kind("SUBOBJECT_END")
    value((offset, tuple(selectors), past_end))
    from .exprs import resume
    return resume(s, end + 1, stack, kind, value, position)


def _digits_end(s: str, i: int) -> int:
    """The end of a <number>'s digits at ``i`` (no leading zero, at most nine)."""
    j = i
    while s[j:j + 1] in _DIGITS and s[j:j + 1]:
        j += 1
    if j - i > MAX_NUMBER_DIGITS or (j - i > 1 and s[i] == "0"):
        raise DemangleError(s, i, "bad number")
    return j


def bare_operator(s: str, i: int, kind: Any, value: Any, position: Any) -> int:
    """``sr`` at ``i`` before a template parameter or substitution: when an
    operator's code follows that (old g++'s ``sr T_ pl``, without ``on``), its
    SR, TPARAM or SUBST and BARE_OPERATOR tokens, and the end; else 0 (nothing read).
    A conversion operator (clang before 17's ``sr T_ cv <type>``) is a
    BARE_CONVERSION token; its type, or an operator's template arguments (``sr T_
    mi I d E``), follow at the end, which the caller has tokenize read."""
    k = i + 2
    j = k + 1
    while s[j:j + 1] in _SEQ and s[j:j + 1]:
        j += 1
    op = s[j + 1:j + 3]
    if not s.startswith("_", j) or (op not in OPERATORS and op != "cv") or op in ("on", "dn", "li") \
            or j - k > 7 or (s[k] == "S" and s[k + 1:k + 2] in _STD_ABBREVIATIONS and j == k + 2):
        return 0
    kind("SR")
    value(None)
    position(k)
    if s[k] == "T":
        index, after = template_param(s, k + 1)
        kind("TPARAM")
        value((index, k))
    else:
        kind("SUBST")
        value((int(s[k + 1:j], 36) + 1 if j > k + 1 else 0, k))
        after = j + 1
    position(after)
    if op == "cv":
        kind("BARE_CONVERSION")
        value(None)
        return after + 2
    kind("BARE_OPERATOR")
    value(OperatorName(op))
    return after + 2


def member_bare_operator(s: str, i: int, kind: Any, value: Any, position: Any) -> int:
    """``dt``/``pt`` at ``i``, a function parameter, then an operator's code: old
    g++'s member access to an operator function without ``on`` (``dt fp_ mi``; the
    right operand is an unresolved name): EXPR_BINARY, FUNC_PARAM and BARE_OPERATOR
    tokens, and the end; else 0 (nothing read)."""
    from .exprs import _function_param
    node, j = _function_param(s, i + 2)
    op = s[j:j + 2]
    if op not in OPERATORS or op in ("cv", "on", "dn", "li", "sr", "gs"):
        return 0
    kind("EXPR_BINARY")
    value(s[i:i + 2])
    position(i + 2)
    kind("FUNC_PARAM")
    value(node)
    position(j)
    kind("BARE_OPERATOR")
    value(OperatorName(op))
    return j + 2


def expr_template_param(s: str, i: int, stack: list[str], kind: Any, value: Any) -> int:
    """``T_``, ``T<n>_`` or (in a constraint) ``TL<level>__...`` at ``i`` in an
    expression: one token; a constraint's parameters are its own."""
    constraint = "Q" in stack or "q" in stack or "h" in stack
    if s.startswith("L", i + 1) and constraint:
        node, after = level_param(s, i)
        kind("TPARAM_LEVEL")
        value(node)
        return after
    if not s.startswith("_", i + 1) and s[i + 1:i + 2] not in _DIGITS:
        raise DemangleError(s, i, "unsupported template parameter in an expression")
    index, after = template_param(s, i + 1)
    if constraint:
        kind("CONSTRAINT_PARAM")
        value(ConstraintParam(index))
    else:
        kind("TPARAM")
        value((index, i))
    return after


def expr_substitution(s: str, i: int, kind: Any, value: Any) -> int:
    """``S_`` or ``S<seq-id>_`` at ``i`` in an expression: one SUBST token."""
    n = len(s)
    j = i + 1
    while j < n and s[j] in _SEQ:
        j += 1
    if j >= n or s[j] != "_" or j - i > 7:
        raise DemangleError(s, i, "unsupported substitution in an expression")
    kind("SUBST")
    value((int(s[i + 1:j], 36) + 1 if j > i + 1 else 0, i))
    return j + 1


def level_param(s: str, i: int) -> tuple[LevelTemplateParam, int]:
    """``TL <level-1> _ [<index-1>] _`` at ``i``: (the parameter, end)."""
    level, j = number(s, i + 2)
    if not s.startswith("_", j):
        raise DemangleError(s, i, "bad template parameter")
    index, j = template_param(s, j + 1)
    return LevelTemplateParam(level + 1, index), j
