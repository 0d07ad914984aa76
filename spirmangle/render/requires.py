"""Printing requires-expressions (:mod:`spirmangle.model.requires`), as
llvm-cxxfilt-19 prints them: ``requires (T a) { a.foo(); { a + a } noexcept ->
C<int>; typename T::type; requires C<T>; }`` with the parameters' types only
(``requires (T) { fp.foo(); ... }``).  c++filt 2.40 reads none: the gnu style
prints the same shape with its own expressions."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ..model import ExprRequirement, NestedRequirement, RequiresExpr, TypeRequirement


def requires_text(printer: Any, e: RequiresExpr, gnu: bool) -> str:
    show = printer.gnu if gnu else (lambda x: printer.llvm(x, True))
    text = "requires"
    if e.params:
        text += " (" + printer._join([printer.type(p) for p in e.params]) + ")"
    parts = [text, " {"]
    for r in e.requirements:
        kind = type(r)
        if kind is ExprRequirement:
            braced = r.noexcept or r.constraint is not None
            body = show(r.expr)
            parts.append(" {" + body + "}" if braced else " " + body)
            if r.noexcept:
                parts.append(" noexcept")
            if r.constraint is not None:
                parts.append(" -> " + printer.name(r.constraint))
        elif kind is TypeRequirement:
            parts.append(" typename " + printer.type(r.type))
        elif kind is NestedRequirement:
            parts.append(" requires " + show(r.expr))
        parts.append(";")
    parts.append(" }")
    return "".join(parts)
