"""The demangler's callbacks for C++20 constraints (mixed into
:class:`spirmangle.demangler.core._Builder`; the tokens are
:mod:`spirmangle.demangler.lexer.requires`' and :mod:`spirmangle.demangler.lexer.exprs`', the model
:mod:`spirmangle.model.requires`).

Inside a constraint-expression (``Q`` ending template arguments, or a trailing
requires-clause) ``T_`` names the template parameter of the declaration by its
index (clang's template-parameter-0-0), printed as llvm-cxxfilt-19 prints it
(``T``): a :class:`ConstraintParam`, a candidate as ``T_`` is.  The same
candidate read by a substitution outside the constraint (the function's
parameter types after ``IiQ5SmallIT_EE``) is the template parameter of that
place, as any ``T_`` there: the ABI's substitution stands for what it replaces,
and clang reuses the candidate because it keys a parameter by depth and index.
Whether clang reuses the candidate depends on the parameter being a pack or
not (:mod:`spirmangle.mangler.requires`).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ..errors import DemangleError
from .lalr import list_rule
from ..model.bounds import children, walk
from ..model import ArgsRequires, ConstraintParam, ExprParam, ExprRequirement, NestedRequirement, RequiresExpr, SizeofPack, TypeRequirement


def check_args_requires(name: str, entity: Any, kinds: list[str], positions: list[int]) -> None:
    """Refuse a template argument after a requires-clause (``IiQT_T_E``): the
    grammar reads ``Q <expression>`` as an element of the argument list and the
    tokens after its expression as more arguments (the lexer's constraint frame
    lasts to the list's ``E``), but the clause ends the list, as the ABI's
    ``<template-args>`` and the compilers have it.  Neither peer reads such a name
    (tests/mangler/test_roundtrip_classes_rt20h.py).  The error is at the first
    such clause's ``Q``."""
    for node in walk([entity]):
        if type(node) is ArgsRequires:
            continue
        for value in children(node):
            if type(value) is ArgsRequires:
                args = getattr(node, "args", ())
                if type(args) is not tuple or not args or args[-1] is not value:
                    first = kinds.index("ARGS_REQUIRES") if "ARGS_REQUIRES" in kinds else -1
                    at = positions[first] if 0 <= first < len(positions) else 0
                    raise DemangleError(name, at, "a requires-clause "
                                        "(Q <expression>) ends its template arguments: no "
                                        "argument follows it")


class RequiresCallbacks:
    """Reduction callbacks of constraints and requires-expressions."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    name: str  # the mangled name (_Builder's)
    table: list[object]  # the substitution candidates (_Builder's)
    in_constraint: int  # constraints open now
    constraint_from: int  # the first candidate recorded inside a constraint
    outside_memo: dict[int, object]  # candidate index -> its reading outside constraints
    last_reset: tuple[Any, ...]  # (name, dialect, note_clang) (_Builder's)
    host_addrspaces: bool  # a host spelling was read (_Builder's)

    def _add(self, node: object) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _append(self, part: Any, recorded: bool = False) -> None:  # pragma: no cover
        raise NotImplementedError

    def function(self, items: list[Any]) -> Any:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def read_outside(self, index: int) -> object:
        """Candidate ``index`` (recorded inside a constraint) read outside one."""
        found = self.outside_memo.get(index)
        if found is None:
            from ..mangler.requires import outside  # (constraints are rare: start-up, issue 23)

            found = self.outside_memo[index] = outside(self.table[index])
        return found

    def check_constraint_candidates(self, entity: Any) -> None:
        """Refuse a name whose constraint's candidates read outside it do not
        mangle back as written: a ``T_`` written again outside the constraint
        where the compilers (and the mangler) write the constraint's candidate,
        clang keying template parameters by depth, index and pack-ness."""
        from ..mangler.core import remangled, remangled_unaliased
        name, dialect = self.last_reset[0], self.last_reset[1]
        # (host spellings, U9CLgeneric..., are a host target's: spir64 writes U3AS4)
        target = "x86_64" if self.host_addrspaces else None
        again = remangled(entity, dialect, target) or ""
        if again != name and (not again or remangled_unaliased(entity, dialect, target) != again):
            # (a spelling the constraint's candidates do not change differs from the
            # name for another cause, as any name's may: clang's __private pointee of
            # an earlier cv-qualified type, P S_ read as PVo, _Z1fGVoPS_QfraSclT0_E)
            at = next((i for i, (a, b) in enumerate(zip(name, again)) if a != b),
                      min(len(name), len(again)))
            raise DemangleError(name, at, "a template parameter written again where a "
                                "constraint's candidate stands for it")

    # ---------------------------------------------------------- clauses
    def requires_open(self, items: list[Any]) -> None:
        # (_Builder.reset sets in_constraint 0 and constraint_from 1 << 62 for each name)
        if self.constraint_from == 1 << 62:  # the name's first constraint: a fresh memo
            self.outside_memo = {}
        self.in_constraint += 1
        self.constraint_from = min(self.constraint_from, len(self.table))

    args_requires_open = requires_open

    def args_requires(self, items: list[Any]) -> ArgsRequires:
        self.in_constraint -= 1
        return ArgsRequires(items[1])

    def function_requires(self, items: list[Any]) -> Any:
        """``<encoding> Q <expression>``: a function with a trailing requires-clause."""
        self.in_constraint -= 1
        f = self.function([items[0], items[1]])
        return type(f)(f.name, f.params, f.return_type, items[3])

    def closure_requires(self, items: list[Any]) -> Any:
        """``Q <expression>`` after a lambda's template head: the expression."""
        self.in_constraint -= 1
        return items[1]

    def closure_requires_decls(self, items: list[Any]) -> Any:
        # closure_open param_decls closure_requires params CLOSURE_END
        closure = self.closure_decls(  # type: ignore[attr-defined]  # (PackCallbacks')
            [items[0], items[1], items[3], items[4]])
        closure = type(closure)(closure.params, closure.number, closure.template_params,
                                closure.level, items[2])
        first, end, _ = self.scope_spans[-1]  # type: ignore[attr-defined]  # (closure_decls's)
        self.scope_spans[-1] = (first, end, closure)  # type: ignore[attr-defined]
        return closure

    # ------------------------------------------------ template parameters
    def constraint_param(self, items: list[Any]) -> ConstraintParam:
        node: ConstraintParam = items[0]
        self._add(node)
        return node

    def comp_constraint_param(self, items: list[Any]) -> None:
        """``N T_ ...`` inside a constraint (``typename T::type``)."""
        self._append(items[0])

    def expr_constraint_param(self, items: list[Any]) -> ExprParam:
        return ExprParam(items[0])

    def sizeof_pack_param(self, items: list[Any]) -> SizeofPack:
        return SizeofPack(ExprParam(items[1]))

    # ------------------------------------------------ requires-expressions
    def requires_expr(self, items: list[Any]) -> RequiresExpr:
        if len(items) == 3:  # rq <requirement>+ E
            return RequiresExpr(tuple(items[1]))
        if len(items) == 4:  # rQ _ <requirement>+ E
            return RequiresExpr(tuple(items[2]), (), True)
        return RequiresExpr(tuple(items[3]), tuple(items[1]), True)

    @list_rule
    def requirements(self, items: list[Any]) -> list[Any]:
        if len(items) == 1:
            return items
        items[0].append(items[1])
        return items[0]  # type: ignore[no-any-return]

    def req_expr(self, items: list[Any]) -> ExprRequirement:
        n = len(items)
        if n == 2:
            return ExprRequirement(items[1])
        if n == 3:
            return ExprRequirement(items[1], True)
        return ExprRequirement(items[1], n == 5, items[-1])

    def req_type(self, items: list[Any]) -> TypeRequirement:
        return TypeRequirement(items[1])

    def req_nested(self, items: list[Any]) -> NestedRequirement:
        return NestedRequirement(items[1])
