"""The demangler's callbacks for argument packs, pack expansions, template
parameter declarations and template template parameters with arguments (mixed
into :class:`spirmangle.demangler.core._Builder`).

Candidates (Itanium 5.1.8, as both compilers and LLVM's demangler number them):
a pack expansion ``Dp <type>`` is a type, so a candidate after its pattern's; an
argument pack ``J...E`` and a declaration are none (the types in them are); a
template template parameter with arguments ``T_IiE`` makes two, ``T_`` before
the arguments' and the whole after them.  Template parameters index the whole
argument list: in ``IiJcdEfE`` ``T0_`` is the pack ``<char, double>``.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from .lexer.core import BUILTINS
from ..render.peer_numbering import DECLARED_PACK, LLVM
from .reading_mode import ReadingMode
from ..model import ArgumentPack, ClosureName, DeclaredArg, Name, NamedType, PackExpansion, TemplateName, TemplateParam, TemplateParamDecl, TemplateParamName

_VOID = BUILTINS["v"]


class PackCallbacks:
    """Reduction callbacks of packs, expansions and ``<template-param-decl>``."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    table: list[object]  # the substitution candidates (_Builder's)
    tparams: list[TemplateParam]  # every template parameter read (_Builder's)
    renumbered: int  # (spirmangle.render.peer_numbering; _Builder's)
    mode: ReadingMode  # the parse's reading mode: its ``peer`` numbering (_Builder's)
    scoped: bool  # template parameters have scopes (a lambda was read)

    def _add(self, node: object) -> None:
        self.table.append(node)

    # ------------------------------------------------ packs and expansions
    def argument_pack(self, items: list[Any]) -> ArgumentPack:
        # PACK END, or PACK template_arg_list END
        return ArgumentPack(tuple(items[1]) if len(items) == 3 else ())

    def argument_pack_i(self, items: list[Any]) -> ArgumentPack:
        # OLD_PACK END, or OLD_PACK template_arg_list END: GCC's I...E
        return ArgumentPack(tuple(items[1]) if len(items) == 3 else (), True)

    def pack_expansion(self, items: list[Any]) -> PackExpansion:
        node = PackExpansion(items[1])
        self._add(node)
        return node

    # ------------------------------------------------------ declarations
    def declared_arg(self, items: list[Any]) -> DeclaredArg:
        if type(items[1]) is ArgumentPack:  # LLVM reads a T_ of it otherwise (peer_scopes)
            self.note_scopes()  # type: ignore[attr-defined]  # (NameCallbacks')
            self.renumbered |= DECLARED_PACK
        return DeclaredArg(items[0], items[1])

    def decl_type(self, items: list[Any]) -> TemplateParamDecl:
        return TemplateParamDecl("type")  # a node of its own: LLVM numbers each

    def decl_nontype(self, items: list[Any]) -> TemplateParamDecl:
        return TemplateParamDecl("non-type", items[1])

    def decl_template(self, items: list[Any]) -> TemplateParamDecl:
        # DECL_TEMPLATE END, or DECL_TEMPLATE param_decls [args_requires] END
        if len(items) == 4:  # a requires-clause after its parameters (an ArgsRequires)
            return TemplateParamDecl("template", params=tuple(items[1]), requires=items[2].expr)
        return TemplateParamDecl("template", params=tuple(items[1]) if len(items) == 3 else ())

    def decl_pack(self, items: list[Any]) -> TemplateParamDecl:
        return TemplateParamDecl("pack", params=(items[1],))

    def decl_constrained(self, items: list[Any]) -> TemplateParamDecl:
        return TemplateParamDecl("constrained", constraint=items[1])

    def param_decls(self, items: list[Any]) -> list[TemplateParamDecl]:
        if len(items) == 1:
            return items
        items[0].append(items[1])
        return items[0]  # type: ignore[no-any-return]

    def closure_decls(self, items: list[Any]) -> ClosureName:
        # closure_open param_decls params CLOSURE_END
        params = items[2]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        return self.scope_close(ClosureName(tuple(params), items[3], tuple(items[1])))  # type: ignore[attr-defined, no-any-return]

    # --------------------------------------- template template parameters
    def _lookup(self, ref: tuple[int, int]) -> object:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _lookup_name(self, ref: tuple[int, int]) -> Name:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def head_subst(self, items: list[Any]) -> Name:
        """A substitution before template arguments: a name, or a template
        template parameter (S1_IcE where S1_ is T_)."""
        index = items[0][0]
        if index < len(self.table) and type(self.table[index]) is TemplateParam:
            return TemplateParamName(self._lookup(items[0]))  # type: ignore[arg-type]
        return self._lookup_name(items[0])

    def tparam_head(self, items: list[Any]) -> TemplateParamName:
        node = TemplateParam(items[0][0])
        self.tparams.append(node)
        self.note_scopes()  # type: ignore[attr-defined]  # (NameCallbacks': LLVM numbers it
        self.renumbered |= LLVM  # otherwise, spirmangle.render.peer_numbering)
        if self.mode.peer != LLVM:
            self._add(node)
        else:  # (a type: LLVM records T_<args> only; sr's scope: T_ only, see ur_scoped)
            self.llvm_head = len(self.table), node
        return TemplateParamName(node)

    def template_template(self, items: list[Any]) -> NamedType:
        # tparam_head TARGS template_arg_list END
        name = TemplateName(items[0], tuple(items[2]))
        self._add(name)
        return NamedType(name)


# The classes of this module's nodes that hold other nodes (for mark_private).
PACK_COMPOSITES = frozenset({ArgumentPack, PackExpansion, DeclaredArg, TemplateParamDecl,
                             TemplateParamName})
