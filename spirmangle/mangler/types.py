"""Mangling C++ types beyond OpenCL's (for :class:`spirmangle.mangler.core._Mangler`,
whose first argument ``m`` is): exception specifications, complex and
imaginary types, _BitInt, vendor extended types."""

from __future__ import annotations

from typing import Any

from ..model import BitInt, ComplexType, ConstrainedAuto, ElaboratedType, LevelTemplateParam, Qualified, VendorQualified, ExceptionSpec, ExprArg, FloatLiteral, IntegerLiteral, TemplateParam, TemplateName, VendorType
from .nameparts import needs_nesting
from .packs import float_literal
from ..model.typecodes import template_param_id


def _source(identifier: str) -> str:
    return "%d%s" % (len(identifier), identifier)


def _error(reason: str) -> Exception:
    from .core import MangleError  # (mangle imports this module)

    return MangleError(reason)


def exception_spec(m: Any, spec: ExceptionSpec) -> None:
    """``Do``, ``DO <expression> E`` or ``Dw <type>+ E``."""
    if spec.types:
        if spec.condition is not None:
            raise _error("an exception specification is noexcept or throw, not both")
        m.out.append("Dw")
        m.literal_lists += 1
        try:
            for t in spec.types:
                m.type(t)
        finally:
            m.literal_lists -= 1
        m.out.append("E")
    elif spec.condition is None:
        m.out.append("Do")
    elif type(spec.condition) is TemplateParam:  # an expression: no candidate
        m.out.append("DO%sE" % template_param_id(spec.condition.index))
    elif type(spec.condition) is IntegerLiteral:
        m.out.append("DO")
        m._literal(spec.condition)
        m.out.append("E")
    elif type(spec.condition) is FloatLiteral:  # (L d <digits> E: both peers read it)
        m.out.append("DO")
        float_literal(m, spec.condition)
        m.out.append("E")
    elif type(spec.condition) is ExprArg:
        from . import exprs as mangle_exprs  # (it imports this module's neighbours)

        m.out.append("DO")
        mangle_exprs.expression(m, spec.condition.expr)
        m.out.append("E")
    else:
        raise _error("a noexcept condition is a template parameter, a literal or an expression, not %r"
                          % (spec.condition,))


def complex_type(m: Any, t: ComplexType) -> None:
    m.out.append("G" if t.imaginary else "C")
    m.type(t.element)
    m._add(t)


def bit_int(m: Any, t: BitInt) -> None:
    if t.bits < 1:
        raise _error("a _BitInt has at least one bit")
    m.out.append("%s%d_" % ("DB" if t.signed else "DU", t.bits))
    m._add(t)


def level_template_param(m: Any, t: LevelTemplateParam) -> None:
    if t.level < 1 or t.index < 0:
        raise _error("a template parameter's level is at least 1 and its index at least 0")
    m.out.append("TL%d_%s" % (t.level - 1, "_" if t.index == 0 else "%d_" % (t.index - 1)))
    m.reference_end = len(m.out)
    m._add(t)


def vendor_qualified(m: Any, t: VendorQualified) -> None:
    if not t.name or not t.args:
        raise _error("a vendor qualifier with template arguments has a name and arguments")
    m.out.append("U" + _source(t.name))
    m.template_args(t.args)
    base = t.base
    if type(base) is Qualified and base.addrspace is None and not base.vendor:
        m.out.append(m.qualifiers(base))  # cv-qualifiers right after it: no candidate
        m.type(base.base)
    elif type(base) is Qualified and m.qualifiers(base):
        # Further vendor qualifiers (U3fooIiE U3bar l): the run is one candidate, as
        # the demangler and LLVM read it (clang's mangleQualifiers writes a type's
        # qualifiers at once, then adds one substitution); the inner is none of its own.
        if not m._substitute(base):
            m.out.append(m.qualifiers(base))
            m.type(base.base)
    else:
        m.type(base)
    m._add(t)


def constrained_auto(m: Any, t: ConstrainedAuto) -> None:
    m.out.append("DK" if t.decltype_auto else "Dk")
    if needs_nesting(t.constraint, True):  # (Dk mI would read as nothing: Dk N mI E)
        m.out.append("N")
        if type(t.constraint) is TemplateName:
            m._template(t.constraint, ())
        else:
            m._unqualified(t.constraint)
        m.out.append("E")
    else:
        m.name(t.constraint)


def elaborated_type(m: Any, t: ElaboratedType) -> None:
    code = _ELABORATED_CODES.get(t.keyword)
    if code is None:
        raise _error("an elaborated type specifier is struct, union or enum")
    m.out.append(code)
    m.name(t.name)
    m._add(t)


_ELABORATED_CODES = {"struct": "Ts", "union": "Tu", "enum": "Te"}


def vendor_type(m: Any, t: VendorType) -> None:
    if not t.name:
        raise _error("a vendor extended type has a name")
    m.out.append("u" + _source(t.name))
    if t.args:
        m.template_args(t.args)
    m._add(t)
