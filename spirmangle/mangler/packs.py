"""Mangling argument packs, pack expansions and template parameter
declarations (for :class:`spirmangle.mangler.core._Mangler`): ``J <template-arg>* E``,
``Dp <type>``, ``Ty``, ``Tn <type>``, ``Tt <template-param-decl>* E``, ``Tp
<template-param-decl>`` and ``Tk <name>``.  Their candidates are those the
demangler records (see :mod:`spirmangle.demangler.packs`)."""

from __future__ import annotations

from typing import Any

from ..model.floats import valid_digits
from ..model.typecodes import CODE_BUILTIN
from ..model import ArgsRequires, ArgumentPack, Builtin, ClosureName, ComplexType, DeclaredArg, FloatLiteral, PackExpansion, TemplateParam, TemplateParamDecl

_DECL_CODES = {"type": "Ty", "non-type": "Tn", "template": "Tt", "pack": "Tp", "constrained": "Tk"}


def template_arg(m: Any, a: object) -> None:
    """Append an argument pack, a declared argument or a floating-point literal
    (``m`` is the mangler, whose ``template_arg`` writes the other arguments)."""
    kind = type(a)
    if kind is ArgumentPack:
        # GCC's old I...E right after a substitution or template parameter would
        # read as that template's arguments (S8_IcE), after a name (a class type
        # N3fooE written 3foo, cv 3foo, a vendor type, ABI tags, a discriminator)
        # as its own: the ABI's J...E then; I...E stays only after an argument
        # that ends with E or a builtin type's code, or first in the list.
        last = m.out[-1] if m.out else ""
        ambiguous = m.reference_end == len(m.out) or not (
            last == "I" or last.endswith("E") or last in CODE_BUILTIN)
        m.out.append("I" if a.spelled_i and not ambiguous else "J")  # type: ignore[attr-defined]
        for element in a.args:  # type: ignore[attr-defined]
            m.template_arg(element)
        m.out.append("E")
    elif kind is DeclaredArg:
        decl(m, a.decl)  # type: ignore[attr-defined]
        m.template_arg(a.arg)  # type: ignore[attr-defined]
    elif kind is FloatLiteral:
        float_literal(m, a)  # type: ignore[arg-type]
    else:
        raise TypeError("not a pack, declared argument or float literal: %r" % (a,))


def float_literal(m: Any, a: FloatLiteral) -> None:
    """``L <float type> <digits> E``."""
    t = a.type.element if type(a.type) is ComplexType else a.type
    if type(t) is not Builtin or not all(valid_digits(t.name, d) for d in (
            a.digits.split("_") if type(a.type) is ComplexType else [a.digits])):
        from .core import MangleError

        raise MangleError("a floating-point literal is a float, double or long double and the"
                          " lowercase hexadecimal digits of its representation, not %r" % (a,))
    m.out.append("L")
    m.type(a.type)
    m.out.append(a.digits + "E")


def decl(m: Any, d: TemplateParamDecl) -> None:
    """Append a template parameter's declaration."""
    from .core import MangleError

    code = _DECL_CODES.get(d.kind)
    if code is None:
        raise MangleError("unknown template parameter declaration %r" % d.kind)
    m.out.append(code)
    if d.kind == "non-type":
        if d.type is None:
            raise MangleError("a non-type template parameter's declaration needs its type")
        m.type(d.type)
    elif d.kind == "template":
        for inner in d.params:
            decl(m, inner)
        if d.requires is not None:
            from .requires import args_requires
            args_requires(m, ArgsRequires(d.requires))
        m.out.append("E")
    elif d.kind == "pack":
        if len(d.params) != 1:
            raise MangleError("a parameter pack's declaration packs one declaration")
        decl(m, d.params[0])
    elif d.kind == "constrained":
        if d.constraint is None:
            raise MangleError("a constrained parameter's declaration needs its concept")
        m.name(d.constraint)


def pack_expansion(m: Any, t: PackExpansion) -> None:
    """``Dp <pattern>``: a candidate after the pattern's."""
    m.out.append("Dp")
    m.expanding += 1
    try:
        m.type(t.pattern)
    finally:
        m.expanding -= 1
    m._add(t)


def tparam_key(m: Any, t: TemplateParam) -> object:
    """A template parameter's substitution key: a parameter pack's ``T_`` is
    another candidate than a plain parameter's (clang keys a template type
    parameter by depth, index and whether it is a pack)."""
    args = m.targs
    if t.index < len(args):
        arg = args[t.index]
        while type(arg) is DeclaredArg:
            arg = arg.arg
        if type(arg) is ArgumentPack:
            return ("pack", t)
    elif type(args) is _LambdaParams and m.expanding:  # a generic lambda's auto...
        return ("pack", t)
    return t


class _LambdaParams(tuple):  # type: ignore[type-arg]
    """A lambda's template parameters as :func:`tparam_key` sees them: a pack
    for a declared parameter pack; past them, its ``auto`` parameters (a pack
    where a pack expansion names one)."""


def lambda_args(closure: ClosureName) -> tuple[object, ...]:
    """What a lambda signature's template parameters stand for (see _LambdaParams)."""
    return _LambdaParams(_PACK if d.kind == "pack" else None for d in closure.template_params)


_PACK = ArgumentPack()
