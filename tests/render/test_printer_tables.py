"""Printers are dispatched by tables keyed by model class (issue 22, item 3):
every concrete class of the model has a printer in every style (opencl, llvm,
gnu; cxx is the llvm style's printer) or is printed by the node that holds it
(OWNED_PARTS), so that a new class without one fails here rather than printing
through a fallback.  Types print by render.type_printers.PARTS_PRINTERS, names by
render.core.NAME_PRINTERS, non-type template arguments by ARG_PRINTERS, entities
by ENTITY_PRINTERS (one function per class for every style, which each reads
``printer.style``), expressions by one table per style (render.exprs).  The
classes come from the model's modules, not from a list.
"""

from __future__ import annotations

import inspect

import pytest

import spirmangle.model as model
import spirmangle.model.exprs as model_exprs
import spirmangle.model.names as model_names
import spirmangle.model.requires as model_requires
import spirmangle.model.types as model_types
from spirmangle import demangle
from support.peers import GNU, LLVM, printed
from spirmangle.model import ExternalName, FloatLiteral, IntegerLiteral, Name, Type
from spirmangle.model.node import Node
from spirmangle.render.exprs import EXPR_KINDS, GNU_PRINTERS, LLVM_PRINTERS
from spirmangle.render.core import ARG_PRINTERS, ENTITY_PRINTERS, NAME_PRINTERS, STYLES
from spirmangle.render.declarators import DECLARATOR_PRINTERS
from spirmangle.render.names import NAME_TEXTS
from spirmangle.render.type_printers import PARTS_PRINTERS, SIMPLE_PRINTERS

# Parts printed by the node that holds them, not as expressions: a template
# argument's expression (template_arg) and a requires-expression's requirements
# (spirmangle.render.requires.requires_text).
OWNED_PARTS = {"ExprArg", "ArgsRequires", "ExprRequirement", "TypeRequirement", "NestedRequirement"}
# Literals and external names: template arguments that may stand as operands.
LITERALS = {IntegerLiteral, FloatLiteral, ExternalName}


def _classes(module: object) -> list[type]:
    return [c for c in vars(module).values() if inspect.isclass(c)
            and c.__module__ == module.__name__ and issubclass(c, Node)]  # type: ignore[attr-defined]


EXPRESSIONS = sorted((c for m in (model_exprs, model_requires) for c in _classes(m)
                      if not issubclass(c, (Type, Name)) and c.__name__ not in OWNED_PARTS),
                     key=lambda c: c.__name__)


def test_the_model_has_expression_classes() -> None:
    assert len(EXPRESSIONS) > 20 and set(EXPR_KINDS) <= set(EXPRESSIONS)
    assert OWNED_PARTS <= {c.__name__ for m in (model_exprs, model_requires) for c in _classes(m)}


@pytest.mark.parametrize("kind", EXPRESSIONS, ids=lambda c: c.__name__)
def test_every_expression_class_has_a_printer_in_every_style(kind: type) -> None:
    assert kind in LLVM_PRINTERS, "no llvm (opencl) printer for %s" % kind.__name__
    assert kind in GNU_PRINTERS, "no gnu printer for %s" % kind.__name__


def test_local_and_unnamed_names_print_by_a_table() -> None:
    # (the classes of model.names whose text is the same function in every style)
    assert set(NAME_TEXTS) <= set(_classes(model_names))
    assert {c.__name__ for c in NAME_TEXTS} >= {"LocalName", "ClosureName", "UnnamedTypeName",
                                                  "DefaultArgument", "DataMember", "StringLiteral"}


def test_literals_print_as_template_arguments_in_gnu_style_too() -> None:
    assert LITERALS <= set(GNU_PRINTERS) and not LITERALS & set(LLVM_PRINTERS)
    assert set(LLVM_PRINTERS) | LITERALS == set(GNU_PRINTERS)


# One name per expression class the corpora hold few of (a table entry each).
NAMES = ["_Z1fIiEvDTplfp_Li1EE", "_Z1fIiEvDTcl1gfp_EE", "_Z1fIiEvDTqufp_Li1ELi2EE",
         "_Z1fIiEvDTcvT__EE", "_Z1fIiEvDTsciLi1EE", "_Z1fIiEvDTtlT_Li1EEE", "_Z1fIJiEEvDTsZT_E",
         "_Z1fIiEvDTnw_T_EE", "_Z1fIiEvDTdtfp_1xE", "_Z1fIiEvDTtrE"]


def test_table_dispatch_prints_as_the_peers() -> None:
    llvm, gnu = printed(LLVM, NAMES), printed(GNU, NAMES)
    assert [demangle(n).format('llvm') for n in NAMES] == llvm
    assert [demangle(n).format('gnu') for n in NAMES] == gnu


# ---------------------------------------------------------------- every model class
# Classes printed by the node that holds them (by the function named), not by a table.
HELD = {"ExceptionSpec": "render.declarators.exception_text (a function type's)",
        "TemplateParamDecl": "render.packs (a template head's declarations)",
        "ExprRequirement": "render.requires.requires_text", "TypeRequirement": "the same",
        "NestedRequirement": "the same",
        "CallOffset": "none: a thunk's offset prints nothing (virtual thunk to f())"}
MODEL_MODULES = (model, model_types, model_names, model_exprs, model_requires)
CONCRETE = sorted((c for m in MODEL_MODULES for c in _classes(m) if not c.__subclasses__()),
                  key=lambda c: c.__name__)
# (the per-style table of expressions; cxx prints by the llvm style's printer)
EXPRESSION_TABLES = {"opencl": LLVM_PRINTERS, "llvm": LLVM_PRINTERS, "gnu": GNU_PRINTERS}
TABLES = {"PARTS_PRINTERS": PARTS_PRINTERS, "SIMPLE_PRINTERS": SIMPLE_PRINTERS,
          "DECLARATOR_PRINTERS": DECLARATOR_PRINTERS, "NAME_PRINTERS": NAME_PRINTERS,
          "NAME_TEXTS": NAME_TEXTS, "ARG_PRINTERS": ARG_PRINTERS,
          "ENTITY_PRINTERS": ENTITY_PRINTERS, "LLVM_PRINTERS": LLVM_PRINTERS,
          "GNU_PRINTERS": GNU_PRINTERS}


def _printer(kind: type, style: str) -> object:
    """The table entry that prints ``kind`` in ``style`` (by the class's role), or None."""
    if issubclass(kind, Type) or kind is model_requires.ArgsRequires:
        # (a requires-clause ending template arguments: Printer.template_arg prints it
        # as a type, whose halves are empty)
        return PARTS_PRINTERS.get(kind)
    if issubclass(kind, Name):
        return NAME_PRINTERS.get(kind)
    if kind in ENTITY_PRINTERS:
        return ENTITY_PRINTERS[kind]
    if kind in (model.IntegerLiteral, model.FloatLiteral, model.ExternalName, model.ExprArg,
                model.ArgumentPack, model.DeclaredArg):  # template arguments
        return ARG_PRINTERS.get(kind)
    return EXPRESSION_TABLES[style].get(kind)


def test_the_model_is_enumerated_whole() -> None:
    names = {c.__name__ for c in CONCRETE}
    assert len(CONCRETE) > 90 and {"Builtin", "SourceName", "BinaryExpr", "RequiresExpr",
                                   "Function", "SpecialName", "ConstraintParam"} <= names
    assert set(HELD) <= names and STYLES == tuple(EXPRESSION_TABLES)


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("kind", [c for c in CONCRETE if c.__name__ not in HELD],
                         ids=lambda c: c.__name__)
def test_every_model_class_has_a_printer_in_every_style(kind: type, style: str) -> None:
    assert callable(_printer(kind, style)), "no %s printer for %s" % (style, kind.__name__)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_table_key_is_a_model_class(table: str) -> None:
    assert set(TABLES[table]) <= set(CONCRETE), table


def test_type_and_name_tables_cover_their_kinds() -> None:
    # every type class prints its two halves by PARTS_PRINTERS, which takes the simple
    # and declarator kinds whole; every name class by NAME_PRINTERS
    types = {c for c in CONCRETE if issubclass(c, Type)}
    assert types <= set(PARTS_PRINTERS) and set(SIMPLE_PRINTERS) | set(DECLARATOR_PRINTERS) <= set(PARTS_PRINTERS)
    assert {c for c in CONCRETE if issubclass(c, Name)} <= set(NAME_PRINTERS)
    assert set(NAME_TEXTS) <= set(NAME_PRINTERS)


# One name per type, name or entity kind that the tables print, as each peer prints it.
KINDS = ["_Z1fDv4_i", "_Z1fPFivE", "_Z1fM1AKFivE", "_Z1fRA3_i", "_Z1fCf",
         "_Z1fIiEvDTcvT__EE", "_ZN3FooIiE3barEv", "_ZNSt3foo3barEv", "_Z1fB5cxx11v",
         "_ZN1AcviEv", "_ZN1AC2Ev", "_ZTV1A", "_ZGVZ1fvE1x", "_Z1fILi3EEvv", "_Z1fILb1EEvv",
         "_Z1fIJicEEvv", "_ZThn8_N1A1fEv", "_Z1fPU3AS1i", "_Z1fPVKi"]


def test_table_printers_print_as_the_peers() -> None:
    llvm, gnu = printed(LLVM, KINDS), printed(GNU, KINDS)
    assert [demangle(n).format('llvm') for n in KINDS] == llvm
    assert [demangle(n).format('gnu') for n in KINDS] == gnu
