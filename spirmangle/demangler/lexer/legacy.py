"""Tokens of clang's vendor forms that are no part of the Itanium ABI but that
LLVM's demangler reads (for :mod:`spirmangle.demangler.lexer.core`):

================  ==========================================================
ENABLE_IF         ``Ua9enable_ifI`` after a function's name: its
                  ``enable_if`` attributes, template arguments up to ``E``
UNNAMED           ``Ub [<number>] _``: a block literal (an unnamed entity,
                  :class:`~spirmangle.model.UnnamedTypeName` with ``block``)
LAMBDA_OPEN       ``L`` before ``Ul``: a lambda as a template argument or an
                  operand, ``L <closure-type-name> E``
MEMBER_CONV_END   the ``[<offset number>] E`` of ``mc <type> <expr> [<offset>] E``
                  (a pointer to member converted, C++20 class-type template
                  arguments): read after its operand, an external name or its
                  address (``adL_Z...E``)
================  ==========================================================
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ...errors import DemangleError
from .names import AFTER_UNIT, read_count, unit_done
from ...model import UnnamedTypeName

ENABLE_IF = "Ua9enable_ifI"


def u_form(s: str, i: int, stack: list[str], kind: Any, value: Any,
           position: Any) -> tuple[int, bool]:
    """``Ua`` or ``Ub`` at ``i`` (``Ul`` and ``Ut`` are spirmangle.demangler.lexer.names'):
    (end, whether a name may stand next)."""
    if s[i + 1] == "a":
        if not s.startswith(ENABLE_IF, i) or stack[-1:] not in ([], ["Z"], ["x"]):
            raise DemangleError(s, i, "unknown vendor form (Ua9enable_ifI after a "
                                "function's name is read)")
        kind("ENABLE_IF")
        value(None)
        stack.append("I")  # template arguments up to E
        return i + len(ENABLE_IF), False
    number, end = read_count(s, i + 2, "block literal")
    kind("UNNAMED")
    value(UnnamedTypeName(number, True))
    if stack and stack[-1] in AFTER_UNIT:
        return unit_done(s, end, stack, kind, value, position)
    return end, bool(stack) and stack[-1] == "N"


def member_conversion_end(s: str, i: int, stack: list[str], kind: Any, value: Any,
                          position: Any) -> tuple[int, bool]:
    """The operand of ``mc`` is read (its external name closed at ``i``): the
    ``[n]<number>`` offset and ``E``, one MEMBER_CONV_END token (value: the offset
    as written, ``""`` for none); the expression goes on."""
    from .exprs import resume

    position(i)
    j = i + 1 if s.startswith("n", i) else i
    end = j
    while end < len(s) and s[end].isdigit() and end - j < 20:
        end += 1
    if end == j and j > i or (end - j > 1 and s[j] == "0") or not s.startswith("E", end):
        raise DemangleError(s, i, "bad end of a member pointer conversion ([n]<offset> E)")
    stack.pop()
    kind("MEMBER_CONV_END")
    value(s[i:end])
    return resume(s, end + 1, stack, kind, value, position)
