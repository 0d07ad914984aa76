"""Expression printers are dispatched by a table per style (issue 22, item 3):
every expression class of the model has a printer in llvm (and opencl) style and
in gnu style, so that a new class without one fails here rather than printing
through a fallback; render.names prints its name kinds by one table too.  The
classes come from the model's modules, not from a list.
"""

from __future__ import annotations

import inspect

import pytest

import spirmangle.model.exprs as model_exprs
import spirmangle.model.names as model_names
import spirmangle.model.requires as model_requires
from spirmangle import demangle
from support.peers import GNU, LLVM, printed
from spirmangle.model import ExternalName, FloatLiteral, IntegerLiteral, Name, Type
from spirmangle.model.node import Node
from spirmangle.render.exprs import EXPR_KINDS, GNU_PRINTERS, LLVM_PRINTERS
from spirmangle.render.names import NAME_TEXTS

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
