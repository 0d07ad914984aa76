"""Model nodes of C++20 constraints (imported through :mod:`spirmangle.model`).

A ``<constraint-expression>`` stands after ``Q``: at the end of a template
argument list (the requires-clause after a template head, :class:`ArgsRequires`),
after a function's parameter types (a trailing requires-clause,
``Function.requires``), or in a closure's signature.  Inside it a template
parameter is named by its depth and index in the declaration (clang's
template-parameter-D-I, the ABI's ``T_`` and ``TL <level> __``), not by the
arguments of the entity being printed: ``T_`` there is a :class:`ConstraintParam`,
printed by its name (``T``, ``T0``) as llvm-cxxfilt-19 prints it.  Its candidate
read again outside the constraint is the template parameter of that place.

A requires-expression ``rq <requirement>+ E`` or ``rQ <params> _ <requirement>+ E``
is a :class:`RequiresExpr` of :class:`ExprRequirement` (``X <expr> [N] [R <name>]``),
:class:`TypeRequirement` (``T <type>``) and :class:`NestedRequirement` (``Q <expr>``).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional, TypeAlias

from .node import Node, cache_hashes, dataclass

from .types import Type

Expr: TypeAlias = "Any"  # (an expression of spirmangle.model.exprs; named so bounds walks the field)
Name: TypeAlias = "Any"  # (a name of spirmangle.model.names)


@dataclass(frozen=True, slots=True)
class ConstraintParam(Type):
    """``T_`` (index 0), ``T0_``... written inside a constraint-expression: the
    template parameter of that index at the outermost level of the declaration.
    A substitution candidate, as ``T_`` is."""

    index: int


@dataclass(frozen=True, slots=True)
class ArgsRequires(Node):
    """``Q <constraint-expression>`` as the last element of a template argument
    list (``IiQ5SmallIT_EE``): the requires-clause after the template head.
    Neither peer prints it (LLVM reads and drops it)."""

    expr: Expr


@dataclass(frozen=True, slots=True)
class ExprRequirement(Node):
    """``X <expression> [N] [R <type-constraint>]``: a simple requirement, or a
    compound one ``{ expr } noexcept -> C<...>``."""

    expr: Expr
    noexcept: bool = False
    constraint: Optional[Name] = None


@dataclass(frozen=True, slots=True)
class TypeRequirement(Node):
    """``T <type>``: ``typename T::type;``."""

    type: Type


@dataclass(frozen=True, slots=True)
class NestedRequirement(Node):
    """``Q <expression>``: ``requires sizeof(T) > 2;``."""

    expr: Expr


@dataclass(frozen=True, slots=True)
class RequiresExpr(Node):
    """``rq <requirement>+ E`` (no parameters) or, with ``with_params``,
    ``rQ <type>* _ <requirement>+ E`` (``requires (T a) { ... }``)."""

    requirements: tuple[Expr, ...]
    params: tuple[Type, ...] = ()
    with_params: bool = False


cache_hashes(globals())
