"""Printing clang's vendor forms that LLVM's demangler reads (for
:mod:`spirmangle.render.core` and :mod:`spirmangle.render.exprs`): ``enable_if``
attributes (``f(int) [enable_if:fp == 1]``) and lambda literals
(``[](){...}``); and a template parameter with a level inside a declared template
template parameter (``TtTyTnTL0__E`` in a lambda's declarations: ``TL0__`` is the
template template parameter's first).  c++filt reads none; the gnu style spells them as LLVM
does, with its own spelling of what is inside."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable

from ..errors import DemangleError
from ..model import ClosureName, ExprArg, Function, LambdaLiteral, LevelTemplateParam, MemberConversion, TemplateParamDecl


def enable_if_text(printer: Any, e: Function) -> str:
    """`` [enable_if:<args>]`` after a function's qualifiers, or nothing."""
    if not e.enable_if:
        return ""
    from .exprs import COMMA  # (render_exprs imports this module)

    # (LLVM prints the conditions outside template arguments: a > needs no parentheses)
    texts: list[str] = [printer.operand(a.expr, COMMA, gt=True) if isinstance(a, ExprArg)
                        and printer.style != "gnu" else printer.template_arg(a) for a in e.enable_if]
    joined: str = printer._join(texts)
    return " [enable_if:" + joined + "]"


def lambda_literal_text(printer: Any, e: "LambdaLiteral | MemberConversion") -> str:
    """``[]<template parameters>(parameters){...}``: the closure type's
    declarator (its name printed, less the ``'lambda'``/``{lambda`` word and
    ``#n}``) between ``[]`` and ``{...}``.  (A member pointer conversion:
    ``(type)(operand)``, as LLVM prints it; c++filt reads none.)"""
    if isinstance(e, MemberConversion):
        operand: str = printer.expr_text(e.expr)
        return "(%s)(%s)" % (printer.type(e.type), operand)
    text: str = printer.name(e.closure)
    if text.startswith("'"):  # 'lambda<n>'<decls>(params)
        inner = text[text.index("'", 1) + 1:]
    else:  # {lambda<decls>(params)#n}
        inner = text[len("{lambda"):text.rindex("#")]
    return "[]" + inner + "{...}"


def in_level(printer: Any, decl: TemplateParamDecl, text: Callable[[], str]) -> str:
    """``text()`` with the template template parameter ``decl``'s own parameters
    open as the next level: a lambda's are the first (``T_``), so its declared
    template template parameter's are ``TL0_...``, one inside that ``TL1_...``."""
    saved: tuple[tuple[str, ...], ...] = printer.decl_levels
    names = tuple(printer._decl_name(d, position) for position, d in enumerate(decl.params))
    printer.decl_levels = saved + (names,)
    try:
        return text()
    finally:
        printer.decl_levels = saved


def level_param_text(printer: Any, t: LevelTemplateParam) -> str:
    """The name of the declared parameter ``TL<level-1>_<index>`` stands for (past a
    lambda's declared ones, one of its ``auto`` parameters)."""
    levels: tuple[tuple[str, ...], ...] = printer.decl_levels
    if 1 <= t.level <= len(levels):
        level = levels[t.level - 1]
        if t.index < len(level):
            return level[t.index]
        if type(level) is _LambdaLevel:
            return "auto:%d" % (t.index + 1) if printer.style == "gnu" else "auto"
    # Out of reach of the open levels: the demangler refuses such a name
    # (spirmangle.demangler.levels.check_level_reach prints it with strict_levels);
    # else as outside any declaration (as LLVM prints one), not an error of printing.
    if printer.strict_levels:
        raise DemangleError(printer.mangled, -1, "template parameter %s stands past the "
                            "levels declared there" % unresolved_level_text(t))
    return unresolved_level_text(t)


def unresolved_level_text(t: LevelTemplateParam) -> str:
    """A level template parameter as LLVM prints one it cannot resolve: TL0__ as
    TL0_, TL0_0_ as TL0_0."""
    return "TL%d_%s" % (t.level - 1, "" if t.index == 0 else t.index - 1)


class _LambdaLevel(tuple):  # type: ignore[type-arg]
    """A lambda's own level: its declared parameters' names, then its autos."""


def level_closure_parts(printer: Any, n: ClosureName) -> tuple[str, str]:
    """(declarations, parameters) of a lambda at level 1 (in the signature of a
    function whose name has template arguments): ``T_`` there is the function's,
    so both print in the function's scope, with the lambda's own parameters open
    as the next level (``TL0_...``)."""
    names = printer.lambda_args(n).names  # (its declarations' invented names)
    saved: tuple[tuple[str, ...], ...] = printer.decl_levels
    printer.decl_levels = saved + (_LambdaLevel(a.name.identifier for a in names),)
    try:
        decls: str = printer.lambda_decls(n)
        params: str = printer.param_list(n.params)
        return decls, params
    finally:
        printer.decl_levels = saved
