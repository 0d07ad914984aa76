"""Tokens of clang's vendor forms that are no part of the Itanium ABI but that
LLVM's demangler reads (for :mod:`spirmangle.lexer`):

================  ==========================================================
ENABLE_IF         ``Ua9enable_ifI`` after a function's name: its
                  ``enable_if`` attributes, template arguments up to ``E``
UNNAMED           ``Ub [<number>] _``: a block literal (an unnamed entity,
                  :class:`~spirmangle.model.UnnamedTypeName` with ``block``)
LAMBDA_OPEN       ``L`` before ``Ul``: a lambda as a template argument or an
                  operand, ``L <closure-type-name> E``
================  ==========================================================
"""

from __future__ import annotations

from typing import Any

from .errors import DemangleError
from .lexer_names import AFTER_UNIT, read_count, unit_done
from .model import UnnamedTypeName

ENABLE_IF = "Ua9enable_ifI"


def u_form(s: str, i: int, stack: list[str], kind: Any, value: Any,
           position: Any) -> tuple[int, bool]:
    """``Ua`` or ``Ub`` at ``i`` (``Ul`` and ``Ut`` are spirmangle.lexer_names'):
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
