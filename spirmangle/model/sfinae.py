"""Which dependent types of a non-type template parameter a text can say (issue 25):
SFINAE's ``std::enable_if<std::is_integral<T>::value, int>::type U = 0``.

clang-19 mangles such a parameter with its declaration
(``TnNSt9enable_ifIXsr3std11is_integralIT_EE5valueEiE4typeELi0E``).  The opencl
style prints it in the with-clause, and the C++ reader
(spirmangle.opencl.prototype_cxx_with) reads it back where its text says it: a
qualified name whose last part is a source name (``::type``), maybe a pointer to
it, whose template arguments are types that name no parameter but as a bound
name (``T``), literals, or expressions (:func:`writable_expr`) that C++ reads as
expressions from their text: a qualified name through the parameters without
``typename`` (``std::is_integral<T>::value``, ``T::value``: ``sr``), a bound
value (``N``), ``!``, ``~``, ``-``, the binary operators and ``sizeof``/``alignof``
of a type.  A template-id of the parameters as an argument (``Tr<T>``) is not
said: it prints alike as a class's type and as a variable template's value
(``std::is_integral_v<T>``, ``Xsr3stdE13is_integral_vIT_EE``).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from . import Builtin, IntegerLiteral, NamedType, NestedName, Pointer, Qualified, SourceName, StdName, TemplateName, TemplateParam
from .bounds import children
from .exprs import BinaryExpr, ExprArg, ExprParam, TypeExpr, UnaryExpr, UnresolvedName

# the binary operators the C++ reader reads (spirmangle.opencl.prototype_cxx_exprs)
BINARY_CODES = frozenset(("oo", "aa", "or", "eo", "an", "eq", "ne", "lt", "gt", "le", "ge",
                          "ls", "rs", "pl", "mi", "ml", "dv", "rm"))
_UNARY_CODES = frozenset(("nt", "co", "ng"))


def names_param(node: object) -> bool:
    """Whether a template parameter is written somewhere in ``node``."""
    stack: list[object] = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, TemplateParam):
            return True
        stack.extend(children(item))
    return False


def writable_dependent(t: object) -> bool:
    """Whether ``t``, a non-type parameter's type naming the other parameters, is one
    the C++ reader reads back from its text: ``X<...>::type``, or a pointer to it."""
    if isinstance(t, Pointer):
        t = t.pointee
    if isinstance(t, Qualified) and t.addrspace is None and not t.vendor:
        t = t.base
    if not isinstance(t, NamedType) or not isinstance(t.name, NestedName):
        return False
    parts = t.name.parts
    if not isinstance(parts[-1], SourceName) or not names_param(t):
        return False
    return all(_writable_part(p) for p in parts)


def _writable_id(part: object) -> bool:
    """``x<args>`` whose arguments the text says."""
    return isinstance(part, TemplateName) and isinstance(part.name, SourceName) and \
        all(_writable_arg(a) for a in part.args)


def _writable_arg(a: object) -> bool:
    if isinstance(a, ExprArg):  # (not a literal alone: it reads as one, no X...E)
        return writable_expr(a.expr) and not isinstance(a.expr, IntegerLiteral)
    if isinstance(a, IntegerLiteral):
        return isinstance(a.type, Builtin)
    if isinstance(a, TemplateParam):
        return True
    if isinstance(a, Builtin):
        return a != Builtin("...")
    if isinstance(a, Pointer):
        return _writable_arg(a.pointee)
    if isinstance(a, Qualified):
        return a.addrspace is None and not a.vendor and _writable_arg(a.base)
    return isinstance(a, NamedType) and (_plain_name(a.name) or _dependent_name(a.name))


def _dependent_name(name: object) -> bool:
    """``typename T::x``, ``typename decay<T>::type``: a qualified type name through the
    parameters, which the with-clause's text says with ``typename``
    (spirmangle.render.with_clause.typename_needed)."""
    if not isinstance(name, NestedName) or not isinstance(name.parts[-1], SourceName):
        return False
    first, rest = name.parts[0], name.parts[1:]
    return (isinstance(first, TemplateParam) or _writable_part(first)) and \
        all(_writable_part(p) for p in rest) and names_param(name)


def _writable_part(part: object) -> bool:
    return isinstance(part, (SourceName, StdName)) or _writable_id(part)


def _plain_name(name: object) -> bool:
    """Source names, maybe with template arguments of builtin types (``ns::S``, ``A<int>``):
    a class's name, whatever the text's reader is told of it."""
    if isinstance(name, NestedName):
        return all(_plain_name(p) for p in name.parts)
    if isinstance(name, TemplateName):
        return isinstance(name.name, SourceName) and \
            all(isinstance(a, Builtin) and a != Builtin("...") for a in name.args)
    return isinstance(name, (SourceName, StdName))


def arg_in_parentheses(e: object) -> bool:
    """Whether a with-clause's text puts template argument ``X e E`` in parentheses:
    its text starts with what C++ (and the C++ reader) reads as a type's name, a
    template-id not qualified through the parameters (a variable template's value,
    ``(std::is_integral_v<T>)``, ``(a::b::deep_v<T> && small_v<T>)``), or with a
    literal it does not end at (``(1 + N)``)."""
    lead = _leftmost(e)
    if isinstance(lead, IntegerLiteral):
        return lead is not e
    return isinstance(lead, UnresolvedName) and not through_params(lead) and \
        not (lead.scope is not None and names_param(lead.scope))  # (std::is_same<T, U>::x)


def through_params(name: UnresolvedName) -> bool:
    """A qualified name through the template parameters (``T::value``,
    ``std::is_integral<T>::value``), which C++ reads as an expression."""
    return isinstance(name.scope, TemplateParam) or \
        any(names_param(level) for level in name.levels)


def _leftmost(e: object) -> object:
    """The operand an expression's text starts with."""
    while isinstance(e, BinaryExpr):
        e = e.left
    return e


def writable_expr(e: object) -> bool:
    """Whether the C++ reader reads expression ``e`` back from its text, as a template
    argument (see the module's docstring)."""
    if isinstance(e, UnresolvedName):
        return _writable_unresolved(e)
    if isinstance(e, ExprParam):
        return isinstance(e.param, TemplateParam)
    if isinstance(e, IntegerLiteral):
        return isinstance(e.type, Builtin)
    if isinstance(e, UnaryExpr):
        return e.code in _UNARY_CODES and not e.global_ and writable_expr(e.operand) and \
            not (e.code == "ng" and isinstance(e.operand, IntegerLiteral))  # (-1: a literal)
    if isinstance(e, BinaryExpr):
        return e.code in BINARY_CODES and writable_expr(e.left) and writable_expr(e.right)
    if isinstance(e, TypeExpr):
        return e.code in ("st", "at") and (isinstance(e.type, (TemplateParam, Builtin))
                                           or isinstance(e.type, NamedType)
                                           and _plain_name(e.type.name))
    return False


def _writable_unresolved(e: UnresolvedName) -> bool:
    """``std::is_integral<T>::value`` (``sr``, its levels naming a parameter), ``T::value``
    (``sr T_``), ``T::x::value`` (``srN T_ 1x E``), ``::trait<T>::value`` (``gs``); a
    variable template's value of the parameters, ``std::is_integral_v<T>``,
    ``small_v<T>``, ``::small_v<T>`` (the text puts it in parentheses where it leads:
    :func:`arg_in_parentheses`)."""
    if e.scope_targs or e.bare_operator:
        return False
    if isinstance(e.base, TemplateName) and e.scope is None and _writable_id(e.base) and \
            names_param(e.base):
        return (e.form == "sr" and bool(e.levels) or e.form == "" and not e.levels) and \
            all(isinstance(level, SourceName) for level in e.levels)
    if not isinstance(e.base, SourceName):
        return False
    if not all(isinstance(level, SourceName) or _writable_id(level) for level in e.levels):
        return False
    if isinstance(e.scope, TemplateParam):
        return e.form == ("srN" if e.levels else "sr") and not e.global_
    return e.scope is None and e.form == "sr" and any(names_param(level) for level in e.levels)


def spelled_value(decl_type: Any, value: object) -> bool:
    """Whether ``value`` is a literal a with-clause spells with its type (``0``,
    ``5l``, ``(char)97``, ``(void *)0``) and of the kind of ``decl_type``'s (a
    pointer's null, an integer's)."""
    if not isinstance(value, IntegerLiteral):
        return False
    if isinstance(decl_type, Pointer):
        return isinstance(value.type, Pointer) and value.value == 0
    return isinstance(value.type, Builtin)
