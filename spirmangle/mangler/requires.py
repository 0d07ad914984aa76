"""The mangler's part for C++20 constraints (see :mod:`spirmangle.model.requires`):
``Q <expression>`` ending template arguments, ``T_`` inside a constraint, and
requires-expressions ``rq``/``rQ``.

A constraint's ``T_`` is a candidate; a later use of it outside the constraint
reads as the template parameter of that place (a :class:`TemplateParam`, see
:mod:`spirmangle.demangler.requires`), so each candidate recorded inside a
constraint is also recorded under that reading, unless a candidate of its own
has it: clang keys a template parameter by depth and index, one candidate.
"""

from __future__ import annotations

from typing import Any

from ..errors import MangleError
from ..model.bounds import children
from ..model import ArgsRequires, ClosureName, Function, TemplateParamDecl, FoldExpr, PackExpansion, SizeofPack, UnaryExpr, ConstraintParam, ExprRequirement, LevelTemplateParam, NestedRequirement, RequiresExpr, TemplateParam, TypeRequirement
from ..model.rewrite import COMPOSITE_CLASSES, with_fields
from ..model.typecodes import template_param_id

REQUIRES_KINDS = frozenset({RequiresExpr})
# (the nodes with a constraint of their own, a ``requires`` field)
_CONSTRAINED = frozenset({Function, ClosureName, TemplateParamDecl})
_EXPANDING = frozenset({PackExpansion, FoldExpr, SizeofPack})


def param_id(param: Any) -> str:
    """A template parameter as an expression: ``T_``, ``T0_``, ``TL0__``..."""
    if type(param) is LevelTemplateParam:
        if param.level < 1 or param.index < 0:
            raise MangleError("a template parameter's level is at least 1 and its index at "
                              "least 0")
        return "TL%d_%s" % (param.level - 1, "_" if param.index == 0 else "%d_" % (param.index - 1))
    return template_param_id(param.index)


def outside(node: Any) -> Any:
    """``node`` read outside its constraint: its ConstraintParams are TemplateParams,
    but for those of a constraint inside it (a local entity's function's trailing
    requires-clause, ``Z4_Z1fvQT_E1g``; a closure's; a template head's), which are
    read inside that constraint wherever the node is written again."""
    memo: dict[int, tuple[Any, Any]] = {}

    def rebuild(n: Any) -> Any:
        kind = type(n)
        if kind is ConstraintParam:
            return TemplateParam(n.index)
        if kind not in COMPOSITE_CLASSES or kind is ArgsRequires:
            return n
        key = id(n)
        hit = memo.get(key)
        if hit is not None:
            return hit[1]
        result = with_fields(n, kind, rebuild)
        if kind in _CONSTRAINED and result is not n and n.requires is not None \
                and result.requires is not n.requires:
            result = kind(*[n.requires if f == "requires" else getattr(result, f)
                            for f in kind.__slots__])
        memo[key] = (n, result)  # (the node is kept alive: its id stays its own)
        return result

    return rebuild(node)


def constraint_param(m: Any, t: ConstraintParam) -> None:
    m.out.append(template_param_id(t.index))
    m.reference_end = len(m.out)
    m._add(t)


def constraint(m: Any, expr: Any) -> None:
    """A constraint-expression (after its ``Q``), and its candidates read
    outside it: clang keys a template parameter by depth, index and whether it
    is a pack, so a constraint's parameter is a pack where the constraint
    expands it (a fold, ``sp``, ``Dp``, ``sizeof...``), and its candidate is one
    with a use outside only when that use is a pack alike."""
    subs = m.subs
    before = len(subs)
    expression(m, expr)
    if not m.alias_constraints:
        return
    packs = _pack_params(expr)
    for key, index in list(subs.items())[before:]:
        node = key[1] if type(key) is tuple else key
        plain = outside(node)
        if plain is node:
            continue
        pack = bool(packs) and _holds_pack(node, packs)
        if type(plain) is TemplateParam:
            again: object = ("pack", plain) if pack else plain
        else:
            again = ("pack-scoped", plain) if pack else plain
        if again not in subs:
            subs[again] = index
            m.aliases += 1


def _pack_params(expr: Any) -> set[int]:
    """The indices of the ConstraintParams that ``expr`` expands."""
    found: set[int] = set()
    seen: set[tuple[int, bool]] = set()
    stack = [(expr, False)]
    while stack:
        node, under = stack.pop()
        key = (id(node), under)
        if key in seen:
            continue
        seen.add(key)
        kind = type(node)
        if kind is ConstraintParam:
            if under:
                found.add(node.index)
            continue
        under = under or kind in _EXPANDING or (kind is UnaryExpr and node.code == "sp")
        stack.extend((c, under) for c in children(node))
    return found


def _holds_pack(node: Any, packs: set[int]) -> bool:
    stack = [node]
    while stack:
        item = stack.pop()
        if type(item) is ConstraintParam:
            if item.index in packs:
                return True
        else:
            stack.extend(children(item))
    return False


def args_requires(m: Any, a: ArgsRequires) -> None:
    """``Q <expression>`` as the last of template arguments (their ``E`` follows)."""
    m.out.append("Q")
    constraint(m, a.expr)


def expression(m: Any, e: Any) -> None:
    from .exprs import expression as mangle_expression
    mangle_expression(m, e)


def requires_expr(m: Any, e: RequiresExpr) -> None:
    """``rq <requirement>+ E`` or ``rQ <type>* _ <requirement>+ E``."""
    out = m.out
    if not e.requirements:
        raise MangleError("a requires-expression has at least one requirement")
    if e.with_params:
        out.append("rQ")
        for p in e.params:
            m.type(p)
        out.append("_")
    elif e.params:
        raise MangleError("a requires-expression without parameters (rq) has none")
    else:
        out.append("rq")
    for r in e.requirements:
        kind = type(r)
        if kind is ExprRequirement:
            out.append("X")
            expression(m, r.expr)
            if r.noexcept:
                out.append("N")
            if r.constraint is not None:
                out.append("R")
                m.name(r.constraint)
        elif kind is TypeRequirement:
            out.append("T")
            m.type(r.type)
        elif kind is NestedRequirement:
            out.append("Q")
            expression(m, r.expr)
        else:
            raise MangleError("not a requirement: %r" % (r,))
    out.append("E")
