"""pyproject.toml's requires-python is the true minimum: no module uses a feature of a
later Python (syntax through ast's feature_version; library features by a scan of
calls, imports and run-time ``X | Y`` unions).  Checked by hand as well: the suite
passes under Python 3.10.13, and under 3.9 ``dataclass(slots=True)`` fails at import."""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent.parent
SCANNED = ("spirmangle", "tests", "bench")

Version = tuple[int, int]

# Library features by the version that brought them.
IMPORTED_NAMES: dict[tuple[str, str], Version] = {
    ("typing", "TypeAlias"): (3, 10), ("typing", "ParamSpec"): (3, 10),
    ("typing", "TypeGuard"): (3, 10), ("typing", "Concatenate"): (3, 10),
    ("typing", "is_typeddict"): (3, 10), ("itertools", "pairwise"): (3, 10),
    ("typing", "Self"): (3, 11), ("typing", "LiteralString"): (3, 11),
    ("typing", "Never"): (3, 11), ("typing", "assert_never"): (3, 11),
    ("typing", "reveal_type"): (3, 11), ("typing", "Unpack"): (3, 11),
    ("typing", "TypeVarTuple"): (3, 11), ("typing", "Required"): (3, 11),
    ("typing", "NotRequired"): (3, 11), ("typing", "dataclass_transform"): (3, 11),
    ("enum", "StrEnum"): (3, 11), ("datetime", "UTC"): (3, 11),
    ("typing", "override"): (3, 12), ("itertools", "batched"): (3, 12),
}
MODULES: dict[str, Version] = {"tomllib": (3, 11), "wsgiref.types": (3, 11)}
KEYWORDS: dict[tuple[str, str], Version] = {
    ("dataclass", "slots"): (3, 10), ("dataclass", "kw_only"): (3, 10),
    ("zip", "strict"): (3, 10), ("field", "kw_only"): (3, 10),
}
BUILTINS: dict[str, Version] = {"aiter": (3, 10), "anext": (3, 10), "EncodingWarning": (3, 10),
                                "ExceptionGroup": (3, 11), "BaseExceptionGroup": (3, 11)}
METHODS: dict[str, Version] = {"bit_count": (3, 10)}


def declared_minimum() -> Version:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'^requires-python\s*=\s*">=\s*(\d+)\.(\d+)"', text, re.M)
    assert found, "pyproject.toml has no requires-python = \">=X.Y\""
    return int(found.group(1)), int(found.group(2))


def sources() -> list[Path]:
    return sorted(p for d in SCANNED for p in (ROOT / d).rglob("*.py"))


def _type_checking_only(tree: ast.Module) -> set[int]:
    """ids of the nodes under ``if TYPE_CHECKING:`` (never run)."""
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                hidden.update(id(n) for n in ast.walk(child))
    return hidden


def _annotations(tree: ast.Module) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        annotation = getattr(node, "annotation", None) if isinstance(
            node, (ast.arg, ast.AnnAssign)) else getattr(node, "returns", None)
        if annotation is not None:
            found.update(id(n) for n in ast.walk(annotation))
    return found


def _is_type_union(node: ast.BinOp) -> bool:
    """``X | None`` or ``list[X] | Y``: a union of types (not of integer flags)."""
    return any((isinstance(side, ast.Constant) and side.value is None)
               or isinstance(side, ast.Subscript) for side in (node.left, node.right))


def features(tree: ast.Module) -> Iterator[tuple[int, str, Version]]:
    """(line, feature, version) of each later-Python library feature that runs."""
    hidden = _type_checking_only(tree)
    lazy = any(isinstance(n, ast.ImportFrom) and n.module == "__future__"
               and any(a.name == "annotations" for a in n.names) for n in tree.body)
    annotations = _annotations(tree)
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                if (node.module, alias.name) in IMPORTED_NAMES:
                    yield line, "%s.%s" % (node.module, alias.name), \
                        IMPORTED_NAMES[node.module, alias.name]
            if node.module in MODULES:
                yield line, node.module, MODULES[node.module]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MODULES:
                    yield line, alias.name, MODULES[alias.name]
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and (node.value.id, node.attr) in IMPORTED_NAMES:
            yield line, "%s.%s" % (node.value.id, node.attr), IMPORTED_NAMES[node.value.id, node.attr]
        elif isinstance(node, ast.Call):
            callee = node.func.attr if isinstance(node.func, ast.Attribute) else \
                node.func.id if isinstance(node.func, ast.Name) else ""
            for keyword in node.keywords:
                if (callee, keyword.arg) in KEYWORDS:
                    yield line, "%s(%s=)" % (callee, keyword.arg), KEYWORDS[callee, keyword.arg]
            if isinstance(node.func, ast.Attribute) and node.func.attr in METHODS:
                yield line, "." + node.func.attr + "()", METHODS[node.func.attr]
        elif isinstance(node, ast.Name) and node.id in BUILTINS:
            yield line, node.id, BUILTINS[node.id]
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr) \
                and _is_type_union(node) and (id(node) not in annotations or not lazy):
            yield line, "X | Y evaluated at run time", (3, 10)


@lru_cache(maxsize=None)
def scan() -> dict[Version, list[str]]:
    """Every later-Python feature found, by the version it needs."""
    found: dict[Version, list[str]] = {}
    for path in sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for line, feature, version in features(tree):
            found.setdefault(version, []).append("%s:%d %s" % (path.relative_to(ROOT), line, feature))
    return found


def test_the_syntax_parses_at_the_declared_minimum():
    minimum = declared_minimum()
    for path in sources():
        ast.parse(path.read_text(encoding="utf-8"), str(path), feature_version=minimum)


def test_no_library_feature_needs_a_later_python():
    minimum = declared_minimum()
    later = {v: uses for v, uses in scan().items() if v > minimum}
    assert not later, "requires-python >= %d.%d, but: %s" % (minimum + (later,))


def test_the_minimum_is_not_below_what_the_model_needs():
    # dataclass(slots=True) (3.10) is what makes 3.9 fail; the scan must see it.
    found = scan()
    assert any("model/types.py" in use and "slots" in use for use in found.get((3, 10), []))
    assert declared_minimum() == max(found)


def test_the_scan_sees_each_kind_of_feature():
    source = """
import tomllib
from typing import TYPE_CHECKING, Self
if TYPE_CHECKING:
    from typing import Never
X = int | None
def f(a: int | None) -> None:
    zip(a, a, strict=True)
    (5).bit_count()
    raise ExceptionGroup("x", [])
"""
    found = sorted((feature, version) for _, feature, version in features(ast.parse(source)))
    assert found == [(".bit_count()", (3, 10)), ("ExceptionGroup", (3, 11)),
                     ("X | Y evaluated at run time", (3, 10)),
                     ("X | Y evaluated at run time", (3, 10)),
                     ("tomllib", (3, 11)), ("typing.Self", (3, 11)), ("zip(strict=)", (3, 10))]
