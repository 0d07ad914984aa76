"""Mangling expressions (for :mod:`spirmangle.mangle`): the inverse of
:mod:`spirmangle.demangler.lexer.exprs` and :mod:`spirmangle.demangler.exprs`, with the
same candidates (the types in an expression as anywhere, a ``decltype``, a
``T_`` or ``decltype`` that scopes an unresolved name)."""

from __future__ import annotations

from typing import Any, Callable

from ..errors import MangleError
from ..model import ArrayType, ConstraintParam, ConversionName, BinaryExpr, BracedInit, NewExpr, VendorExpr, StringLiteralExpr, SubobjectExpr, DesignatedInit, CallExpr, CastExpr, ConditionalExpr, Decltype, DependentBitInt, DependentVector, DestructorExpr, ExprParam, ExternalName, FloatLiteral, FoldExpr, FunctionParam, IntegerLiteral, Name, NamedType, NullptrLiteral, OperatorName, Rethrow, LambdaLiteral, MemberConversion, SizeofArgs, SizeofPack, SourceName, TemplateName, TemplateParam, TemplateParamName, TypeExpr, UnaryExpr, UnresolvedName
from .requires import REQUIRES_KINDS, param_id, requires_expr
from ..model.typecodes import template_param_id


def decltype(m: Any, t: Decltype) -> None:
    """``Dt <expression> E`` or ``DT <expression> E`` (a candidate)."""
    m.out.append("Dt" if t.id_expression else "DT")
    expression(m, t.expr)
    m.out.append("E")
    m._add(t)


def dependent_vector(m: Any, t: DependentVector) -> None:
    """``Dv _ <expression> _ <element>`` (``Dv <expression> _`` clang's; a candidate)."""
    m.out.append("Dv_" if t.underscore else "Dv")
    expression(m, t.dimension)
    m.out.append("_")
    m.type(t.element)
    m._add(t)


def dependent_bit_int(m: Any, t: DependentBitInt) -> None:
    """``DB <expression> _`` or ``DU <expression> _`` (a candidate)."""
    m.out.append("DB" if t.signed else "DU")
    expression(m, t.width)
    m.out.append("_")
    m._add(t)


TYPE_HANDLERS: dict[type, Callable[..., None]] = {Decltype: decltype, DependentVector: dependent_vector,
                                                  DependentBitInt: dependent_bit_int}


def expression(m: Any, e: Any) -> None:
    """Append the mangling of the expression ``e``."""
    out = m.out
    kind = type(e)
    if kind is FunctionParam:
        out.append(_function_param(e))
    elif kind is BinaryExpr or kind is ConditionalExpr:
        out.append(e.code if kind is BinaryExpr else "qu")
        for operand in ((e.left, e.right) if kind is BinaryExpr
                        else (e.condition, e.then, e.otherwise)):
            expression(m, operand)
    elif kind is UnaryExpr:
        out.append(("gs" if e.global_ else "") + e.code)
        expression(m, e.operand)
    elif kind is UnresolvedName:
        unresolved(m, e)
    elif kind is ExprParam:
        out.append(param_id(e.param))
    elif kind is CallExpr:
        out.append("cl")
        expression(m, e.callee)
        _list(m, e.args)
    elif kind is CastExpr:
        out.append(e.code)
        m.type(e.type)
        if e.list:
            out.append("_")
            _list(m, e.args)
        elif len(e.args) == 1:
            expression(m, e.args[0])
        else:
            raise MangleError("a cast without a list has one operand")
    elif kind is TypeExpr:
        out.append(e.code)
        m.type(e.type)
    elif kind is FoldExpr:
        out.append(e.code + e.op)
        expression(m, e.first)
        if e.second is not None:
            expression(m, e.second)
    elif kind is SizeofPack:
        out.append("sZ")
        expression(m, e.pack)
    elif kind is SizeofArgs:
        out.append("sP")
        for a in e.args:
            m.template_arg(a)
        out.append("E")
    elif kind is BracedInit:
        if e.type is None:
            out.append("il")
        else:
            out.append("tl")
            m.type(e.type)
        _list(m, e.items)
    elif kind is NewExpr or kind is VendorExpr or kind is StringLiteralExpr \
            or kind is DesignatedInit:
        _more(m, e, kind)
    elif kind is NullptrLiteral:
        out.append("LDn0E" if e.zero else "LDnE")
    elif kind is Rethrow:
        out.append("tr")
    else:
        _other(m, e, kind)


def _other(m: Any, e: Any, kind: type) -> None:
    """:func:`expression` for subobjects, member conversions, lambdas, literals,
    external names and requires-expressions."""
    out = m.out
    if kind is SubobjectExpr:
        out.append("so")
        m.type(e.type)
        expression(m, e.expr)
        out.append(e.offset + "".join("_" + s for s in e.selectors)
                   + ("p" if e.past_end else "") + "E")
    elif kind is MemberConversion:
        out.append("mc")
        m.type(e.type)
        expression(m, e.expr)
        out.append(e.offset + "E")
    elif kind is LambdaLiteral:
        out.append("L")
        m._unqualified(e.closure)
        out.append("E")
    elif kind is Decltype:
        raise MangleError("a decltype is no expression by itself")
    elif kind in (IntegerLiteral, FloatLiteral, ExternalName):
        m.template_arg(e)
    elif kind in REQUIRES_KINDS:
        requires_expr(m, e)
    else:
        raise MangleError("cannot mangle the expression %r" % (e,))


def _string_literal_type(m: Any, t: ArrayType) -> None:
    """A string literal's array type, ``A <n>_ <element>``, written in full: ``L
    S0_ E`` reads as nothing (both peers and the reader take ``L A`` for a string
    literal only).  Written again, the array is a candidate again for the readers
    (LLVM's table keeps duplicates), so the mangler counts one more."""
    again = t in m.subs
    m._array(t)
    if again:
        m.subs[("string literal", len(m.subs))] = len(m.subs) - m.aliases


def _more(m: Any, e: Any, kind: type) -> None:
    """new, a vendor's expression, a string literal, a designator."""
    out = m.out
    if kind is NewExpr:
        out.append(("gs" if e.global_ else "") + e.code)
        for item in e.placement:
            expression(m, item)
        out.append("_")
        m.type(e.type)
        if e.paren:
            out.append("pi")
            _list(m, e.init)
        elif e.braced is not None:
            expression(m, e.braced)
        else:
            out.append("E")
    elif kind is VendorExpr:
        name = e.name.identifier
        out.append("u%d%s" % (len(name), name))
        for a in e.args:
            m.template_arg(a)
        out.append("E")
    elif kind is StringLiteralExpr:
        out.append("L")
        if type(e.type) is ArrayType:
            _string_literal_type(m, e.type)
        else:
            m.type(e.type)
        out.append("E")
    elif kind is DesignatedInit:
        out.append(e.code)
        expression(m, e.field)
        if e.last is not None:
            expression(m, e.last)
        expression(m, e.init)


def _list(m: Any, items: tuple[object, ...]) -> None:
    for item in items:
        expression(m, item)
    m.out.append("E")


def _function_param(p: FunctionParam) -> str:
    if p.index is None:
        return "fpT"
    number = "" if not p.index else str(p.index - 1)
    if p.level:
        return "fL%dp%s%s_" % (p.level - 1, p.cv, number)
    return "fp%s%s_" % (p.cv, number)


def unresolved(m: Any, e: UnresolvedName) -> None:
    out = m.out
    if e.global_:
        out.append("gs")
    if e.form:
        out.append("srN" if e.form == "srN" else "sr")
    if e.scope is not None:
        _scope(m, e.scope, e.form == "sr")
        written = type(e.scope) is TemplateParam and out[-1][:1] == "T"  # T_, not S<n>_
        if e.scope_targs:
            m.template_args(e.scope_args)
            if written and type(e.scope) is TemplateParam:  # T_<args>: a candidate
                args: Any = e.scope_args  # (template arguments, as the grammar reads them)
                m._add(m._class_key(TemplateName(TemplateParamName(e.scope), args)))
    for level in e.levels:
        _simple_id(m, level)
    if e.form == "srN" or (e.form == "sr" and e.levels):
        out.append("E")
    base = e.base
    if type(base) is DestructorExpr:
        out.append("dn")
        target = base.target
        if type(target) is SourceName or type(target) is TemplateName:
            _simple_id(m, target)
        else:
            _scope(m, target)
    elif type(base) is ConversionName:
        out.append("cv" if e.bare_operator else "oncv")
        m.type(base.type)
    elif type(base) is OperatorName or (type(base) is TemplateName
                                        and type(base.name) is OperatorName):
        head = base.name if type(base) is TemplateName else base
        out.append(("" if e.bare_operator else "on") + head.code)  # type: ignore[attr-defined]
        if type(base) is TemplateName:
            m.template_args(base.args)
    else:
        _simple_id(m, base)


def _simple_id(m: Any, n: Name) -> None:
    if type(n) is TemplateName and type(n.name) is SourceName:
        m.out.append("%d%s" % (len(n.name.identifier), n.name.identifier))
        m.template_args(n.args)
    elif type(n) is SourceName:
        m.out.append("%d%s" % (len(n.identifier), n.identifier))
    else:
        raise MangleError("an unresolved name's part is a source name: %r" % (n,))


def _scope(m: Any, scope: object, sr_type: bool = False) -> None:
    """An unresolved type: T_ or a decltype (candidates), else a substitution;
    ``sr_type``: after ``sr``, where g++ writes a class type out (spirmangle.demangler.gxx_scope)."""
    if type(scope) is TemplateParam or type(scope) is Decltype or type(scope) is ConstraintParam:
        m.type(scope)
        return
    key = m._class_key(scope.name) if type(scope) is NamedType else scope
    if isinstance(scope, Name):
        key = m._class_key(scope)
    if not m._substitute(key) and not m._local_prefix(
            scope.name if type(scope) is NamedType else scope) and not (  # (a local entity's prefix)
            m.scope is not None and isinstance(scope, Name)  # (inside it: its own, scoped)
            and m._substitute(m._scoped((scope,)))):
        if _under_std(scope) or (sr_type and type(scope) is NamedType):
            # g++'s sr <type>: a type under std::, or any class type (its prefixes
            # candidates: srN's nested name, sr's template type), written out
            m.type(scope)
            return
        raise MangleError("an unresolved name's scope is T_, a decltype or a substitution")


def _under_std(scope: object) -> bool:
    """A class type named under ``std::`` (``St``, ``Sa``...): g++'s sr <type>."""
    if type(scope) is not NamedType:
        return False
    name: object = scope.name
    if type(name) is TemplateName:
        name = name.name
    if type(name).__name__ == "NestedName":
        name = name.parts[0]  # type: ignore[attr-defined]
    return type(name).__name__ in ("StdName", "StdAbbreviation")
