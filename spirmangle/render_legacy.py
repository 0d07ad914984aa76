"""Printing clang's vendor forms that LLVM's demangler reads (for
:mod:`spirmangle.render` and :mod:`spirmangle.render_exprs`): ``enable_if``
attributes (``f(int) [enable_if:fp == 1]``) and lambda literals
(``[](){...}``).  c++filt reads neither; the gnu style spells them as LLVM
does, with its own spelling of what is inside."""

from __future__ import annotations

from typing import Any

from .model import Function, LambdaLiteral


def enable_if_text(printer: Any, e: Function) -> str:
    """`` [enable_if:<args>]`` after a function's qualifiers, or nothing."""
    if not e.enable_if:
        return ""
    texts: list[str] = [printer.template_arg(a) for a in e.enable_if]
    joined: str = printer._join(texts)
    return " [enable_if:" + joined + "]"


def lambda_literal_text(printer: Any, e: LambdaLiteral) -> str:
    """``[]<template parameters>(parameters){...}``: the closure type's
    declarator (its name printed, less the ``'lambda'``/``{lambda`` word and
    ``#n}``) between ``[]`` and ``{...}``."""
    text: str = printer.name(e.closure)
    if text.startswith("'"):  # 'lambda<n>'<decls>(params)
        inner = text[text.index("'", 1) + 1:]
    else:  # {lambda<decls>(params)#n}
        inner = text[len("{lambda"):text.rindex("#")]
    return "[]" + inner + "{...}"
