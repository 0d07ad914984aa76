"""The requires-clause in a lambda's template head (for :mod:`spirmangle.demangler.lexer.exprs`).

``Ul <template-param-decl>+ Q <expression> <type>+ E [<number>] _``: nothing
closes the expression, its parameter types follow at once
(``UlTyQ5SmallIT_ES1_E_``, ``[]<class T> requires Small<T> (T)``).  The
expression is in prefix notation, so it ends where its last operand does; the
lexer counts the operands still to read.  ``Q`` in a closure's signature opens
a frame "h" (a constraint: ``T_`` inside is a CONSTRAINT_PARAM) and one "K"
above it: an operand to read at the top of the expression.  Where
:func:`spirmangle.demangler.lexer.exprs.resume` is to read at a "K", :func:`operand` pops
it and pushes one "K" for each further operand of the form that starts there
(``pl`` two, ``ng`` one, a name or a literal none) that the form's own frames
do not hold (a call's arguments are in its "(" up to ``E``, a cast's type in a
"y").  When "h" is on top again the expression is complete: an END token (as
the ``E`` that ends a function's requires-clause), and the lexer reads the
lambda's parameter types.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ...errors import DemangleError
from .frames import Frame as F, frames, mode_of

LAMBDA_FRAMES = frames(F.LAMBDA_REQUIRES, F.LAMBDA_OPERAND)
_UNARY_NAMES = frozenset("gs dn sZ".split())  # a prefix before one more operand
_TWO_MORE = frozenset("di dx fL fR".split())  # a field or index, or a pack and an init


def requires(s: str, i: int, stack: list[str], kind: Any, value: Any,
             position: Any) -> tuple[int, bool]:
    """``Q`` at ``i`` in a closure type's signature: its requires-clause."""
    from .exprs import resume
    kind("REQUIRES")
    value(None)
    stack.append("h")
    stack.append("K")
    return resume(s, i + 1, stack, kind, value, position)


def operand(s: str, i: int, stack: list[str]) -> None:
    """An operand of the lambda's requires-clause starts at ``i`` (a "K" on
    top): replace the "K" by one for each further operand of its form."""
    stack.pop()
    more = _more(s, i, mode_of(stack).sr_types)
    if more:
        stack.extend("K" * more)


def _more(s: str, i: int, sr_types: int) -> int:
    """How many operands follow the form at ``i`` on its own level (``sr_types``:
    the reading mode's, spirmangle.demangler.reading_mode)."""
    from . import exprs as x
    c = s[i:i + 1]
    if not c or c == "E" or c == "_":
        raise DemangleError(s, i, "expected an expression in a lambda's requires-clause")
    code = s[i:i + 2]
    if c not in x._LOWERCASE or s.startswith(x.UUIDOF_TYPE, i) \
            or c == "u" and s[i + 1:i + 2] in x._DIGITS:
        return 0  # a name, parameter, literal, decltype, vendor expression...
    if code == "dt" or code == "pt":
        if s.startswith("fp", i + 2) and _member_bare(s, i):
            return 0
        return 2
    if code in x.BINARY_CODES:
        return 2
    if code == "qu" or code == "dX":
        return 3
    if code in x._PREFIX or code in x._POSTFIX or code in _UNARY_NAMES:
        return 1
    if code in x._CASTS:
        return 1  # (cv's list: resume drops this operand when _ opens it)
    if code == "fL" and s[i + 2:i + 3] in x._DIGITS and s[i + 2:i + 3]:
        return 0  # fL <level> p ...: a function parameter
    if code in _TWO_MORE:
        return 2
    if code == "fl" or code == "fr":
        return 1
    if code == "sr":
        return _unresolved(s, i, sr_types)
    return 0  # its own frames hold the rest: cl, nw, il, tl, st, rq, on, fp...


def _member_bare(s: str, i: int) -> bool:
    """Whether ``dt``/``pt`` at ``i`` is old g++'s ``dt fp_ <operator>`` (read whole)."""
    from .exprs import _function_param
    from ...model.typecodes import OPERATORS
    _, j = _function_param(s, i + 2)
    op = s[j:j + 2]
    return op in OPERATORS and op not in ("cv", "on", "dn", "li", "sr", "gs")


def _unresolved(s: str, i: int, sr_types: int) -> int:
    """The operands after ``sr`` at ``i`` (as lexer_exprs reads it): none for old
    g++'s ``sr T_ <operator>``, the base name after a type or qualifier levels
    (which their frames hold), else the scope (``T_``, ``S_``) and the base name."""
    from . import exprs as x
    from .subexprs import bare_operator
    k = i + 2
    if s[k:k + 1] in ("T", "S") and s[k:k + 1]:
        sink: list[Any] = []
        if bare_operator(s, i, sink.append, sink.append, sink.append):
            return 0
    if (s.startswith("S", k) and s[k + 1:k + 2] in x._STD_ABBREVIATIONS and s[k + 1:k + 2]
            or sr_types and x._gxx_type(s, k, sr_types) or x._TPARAM_ARGS.match(s, k)
            or s.startswith("N", k) or s[k:k + 1] in x._DIGITS and s[k:k + 1]):
        return 1
    return 2
