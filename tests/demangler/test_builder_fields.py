"""The builder's fields are its __slots__ (spirmangle.demangler.fields): every
field the builder or one of its mixins sets, or a parse sets on it from outside
(``b.mode = ...``), is listed there; else setting it raises AttributeError on
whichever rare path first sets it."""

from __future__ import annotations

import ast
from pathlib import Path

import spirmangle
from spirmangle.demangler.core import _Builder
from spirmangle.demangler.fields import BUILDER_FIELDS

PACKAGE = Path(spirmangle.__file__).parent


def _assigned(tree: ast.AST, owners: set[str]) -> set[str]:
    """The attributes assigned (=, +=, annotated) on the names ``owners``."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        else:
            continue
        for target in targets:
            for e in ast.walk(target):
                if isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) \
                        and e.value.id in owners:
                    found.add(e.attr)
    return found


def _builder_classes() -> list[type]:
    return [c for c in _Builder.__mro__ if c.__module__.startswith("spirmangle.demangler.")]


def test_every_field_the_builder_and_its_mixins_set_is_a_slot():
    fields = set()
    for cls in _builder_classes():
        module = PACKAGE.joinpath(*cls.__module__.split(".")[1:]).with_suffix(".py")
        tree = ast.parse(module.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
                fields |= _assigned(node, {"self"})
    assert fields, "no fields found: the scan is broken"
    assert not fields - set(BUILDER_FIELDS)


def test_every_field_a_parse_sets_on_the_builder_is_a_slot():
    fields = set()
    for path in PACKAGE.rglob("*.py"):
        if path.parent.name == "explain":  # (its recording builder is a subclass with a dict)
            continue
        fields |= _assigned(ast.parse(path.read_text(encoding="utf-8")), {"b", "builder"})
    assert {"mode", "run_texts", "scope_tokens"} <= fields  # (Parser.parse's, found)
    assert not fields - set(BUILDER_FIELDS)


def test_the_builder_has_no_instance_dict():
    assert not hasattr(_Builder(), "__dict__")
    for cls in _builder_classes()[1:]:  # the mixins add no slots of their own
        assert cls.__dict__.get("__slots__") == (), cls
