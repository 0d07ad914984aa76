"""The layering of issue 22, checked on the source of every module.

The subpackages and their layers are tools/restructure.py's table (PACKAGES,
TOP_LEVEL): model at the bottom; grammar (and config); the mangler, the
printers (render) and the demangler, in that order; opencl and modules; the
catalogue; spirv; remangler, explain, library; cli.
An import -- at the top of a module, inside a function or under TYPE_CHECKING --
may go down the layers, never up, nor sideways into another subpackage of the
same layer.  The checks run on either layout: on the flat one (before
``python tools/restructure.py``) each module counts as the subpackage the table
moves it to, so a module the table does not place fails here at once.

Today's exceptions are explicit allow-lists that may only shrink: an entry that
no longer applies fails too, so that it is struck out when it is fixed.
"""

from __future__ import annotations

import ast
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGE = ROOT / "spirmangle"
sys.path.insert(0, str(ROOT / "tools"))
import restructure  # noqa: E402

NEW_LAYOUT = (PACKAGE / "demangler").is_dir()
MAX_TOP_LEVEL = 8
MAX_FUNCTION_LINES = 80

# (importing subpackage, imported subpackage): imports that go up or sideways today.
LAYER_EXCEPTIONS: set[tuple[str, str]] = set()

# Private names imported from another subpackage today: "module -> module.name" (new layout).
UNDERSCORE_EXCEPTIONS = {
    "explain.parse -> demangler.core._Builder",
    "explain.wrapped -> demangler.symbol_special._BLOCK",
    "explain.wrapped -> demangler.symbol_special._BLOCK_TAIL",
    "explain.wrapped -> demangler.symbol_special._GLOBAL",
    "explain.wrapped -> demangler.symbol_special._reftemp_splits",
    "render.peer_scopes -> model.bounds._node_fields",
    "render.peer_structors -> mangler.core._Mangler",
    "spirv.header -> catalogue.core._resolve",
}

# Functions longer than MAX_FUNCTION_LINES today: (module in the new layout, qualified name).
LONG_FUNCTIONS: set[tuple[str, str]] = set()


def canonical(module: str) -> str:
    """A module's dotted name under spirmangle in the new layout."""
    if NEW_LAYOUT:
        return module
    return restructure.new_name(module)


def owner(module: str) -> str:
    return canonical(module).split(".", 1)[0]


def layer(name: str) -> int:
    if name in restructure.PACKAGES:
        return restructure.PACKAGES[name][0]
    return restructure.TOP_LEVEL[name]


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = modules()


def _type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imports(module: str) -> list[tuple[str, list[str], int, bool]]:
    """(imported module, imported names, line, deferred) for every import of the package."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []

    def visit(node: ast.AST, deferred: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".") if package else []
                    base = base[:len(base) - child.level + 1]
                    target = ".".join(base + ([child.module] if child.module else []))
                elif child.module and child.module.split(".")[0] == "spirmangle":
                    target = child.module.partition(".")[2]
                else:
                    continue
                names = [a.name for a in child.names]
                subs = [n for n in names if (target + "." if target else "") + n in MODULES]
                for n in subs:
                    found.append(((target + "." if target else "") + n, [], child.lineno, deferred))
                rest = [n for n in names if n not in subs]
                if rest or not subs:
                    found.append((target, rest, child.lineno, deferred))
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.split(".")[0] == "spirmangle":
                        found.append((alias.name.partition(".")[2], [], child.lineno, deferred))
            visit(child, deferred or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)))

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def layer_violations() -> dict[tuple[str, str], list[str]]:
    found: dict[tuple[str, str], list[str]] = {}
    for module in MODULES:
        if module in ("", "__main__") or (NEW_LAYOUT and module in restructure.SHIMS):
            continue  # the package's face sits above everything
        source = owner(module)
        for target, _, line, _ in imports(module):
            if target == "":
                continue  # (``from .. import __version__``)
            dest = owner(target)
            if dest != source and layer(dest) >= layer(source):
                found.setdefault((source, dest), []).append(
                    "%s:%d -> %s" % (canonical(module), line, canonical(target)))
    return found


def test_every_flat_module_has_a_place_in_the_table():
    assert restructure.check_known(ROOT) == []


def test_at_most_eight_modules_at_the_top():
    top = {canonical(m) for m in MODULES if m and "." not in canonical(m)
           and canonical(m) not in restructure.PACKAGES}
    assert len(top) <= MAX_TOP_LEVEL, sorted(top)


def test_imports_go_down_the_layers():
    found = layer_violations()
    new = {pair: sites for pair, sites in found.items() if pair not in LAYER_EXCEPTIONS}
    assert not new, new
    assert not LAYER_EXCEPTIONS - set(found), "fixed: strike out of LAYER_EXCEPTIONS"


def test_no_underscore_name_across_subpackages():
    found = set()
    for module in MODULES:
        for target, names, _, _ in imports(module):
            if target and owner(target) != owner(module):
                found |= {"%s -> %s.%s" % (canonical(module), canonical(target), n)
                          for n in names if n.startswith("_") and not n.startswith("__")}
    assert not found - UNDERSCORE_EXCEPTIONS
    assert not UNDERSCORE_EXCEPTIONS - found, "fixed: strike out of UNDERSCORE_EXCEPTIONS"


def long_functions() -> dict[tuple[str, str], int]:
    found = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))

        def visit(node: ast.AST, prefix: str) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    name = prefix + child.name
                    if not isinstance(child, ast.ClassDef):
                        assert child.end_lineno is not None
                        length = child.end_lineno - child.lineno + 1
                        if length > MAX_FUNCTION_LINES:
                            found[(canonical(module), name)] = length
                    visit(child, name + ".")
                else:
                    visit(child, prefix)

        visit(tree, "")
    return found


def test_no_function_over_eighty_lines():
    found = long_functions()
    assert not set(found) - LONG_FUNCTIONS, {k: v for k, v in found.items() if k not in LONG_FUNCTIONS}
    assert not LONG_FUNCTIONS - set(found), "now short: strike out of LONG_FUNCTIONS"


MAX_MODULE_LINES = 600


def test_no_module_over_six_hundred_lines():
    """Modules split along a seam before they grow past ~600 lines; the grammar's
    generated parse tables (``*_tables.py``, tools/make_tables.py) are data."""
    long = {str(path.relative_to(PACKAGE)): n for path in sorted(PACKAGE.rglob("*.py"))
            if not path.name.endswith("_tables.py")
            and (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert not long, long


DOCUMENTED = {
    "spirmangle.model": ["Function", "Pointer", "Qualified", "AddressSpace"],
    "spirmangle.opencl.builder": ["vector", "pointer", "function", "named"],
    "spirmangle.catalogue": [],
    "spirmangle.config": ["LanguageOptions", "Target", "language"],
    "spirmangle.errors": ["DemangleError", "PrototypeError"],
}


def test_documented_import_paths_keep_working():
    for name, attributes in DOCUMENTED.items():
        module = importlib.import_module(name)
        for attribute in attributes:
            assert hasattr(module, attribute), (name, attribute)
    import spirmangle
    for name in spirmangle.__all__:
        assert getattr(spirmangle, name) is not None, name
    for name in ("demangle", "mangle", "remangle", "check", "lookup", "parse_prototype"):
        assert callable(getattr(spirmangle, name)), name
    from spirmangle.opencl import builder
    assert builder.__name__ in ("spirmangle.opencl.builder", "spirmangle.opencl.builder")
    from spirmangle.model import Function
    assert isinstance(spirmangle.parse_prototype("void f(int)"), Function)


def test_model_is_the_bottom_floor():
    for module in MODULES:
        if owner(module) == "model":
            assert all(owner(target) == "model" for target, *_ in imports(module)
                       if target), module


def test_bounds_and_limits_rest_on_the_model_alone():
    bounds = next(m for m in MODULES if canonical(m) == "model.bounds")
    assert {canonical(t) for t, *_ in imports(bounds)} == {"model"}
    assert imports("limits") == []


def test_the_library_imports_no_command_line_module():
    for module in MODULES:
        if owner(module) in ("library", "modules"):
            targets = {canonical(t) for t, *_ in imports(module)}
            assert not {t for t in targets if t.split(".")[0] == "cli"}, module


def test_mypy_strict_is_clean_for_the_whole_package() -> None:
    pytest.importorskip("mypy")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", os.devnull, "spirmangle"],
        cwd=PACKAGE.parent, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
