"""The layering the developers' guide asks for, checked on the source."""

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "spirmangle"


def package_imports(module: Path) -> set[str]:
    """The spirmangle modules ``module`` imports, at any level of its code."""
    found = set()
    for node in ast.walk(ast.parse(module.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            found.add(node.module or "")
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("spirmangle"))
    return found


# The model's floor: model (entities, and the one import point), model_types and
# model_names.  They import nothing else of the package, and the types import
# nothing at run time (their annotations name the names under TYPE_CHECKING).
MODEL_FLOOR = {"model", "model_types", "model_names", "model_exprs", "model_requires", "model_node"}


def test_model_is_the_bottom_floor():
    for module in MODEL_FLOOR:
        assert package_imports(PACKAGE / (module + ".py")) <= MODEL_FLOOR, module
    runtime = {node.module for node in ast.parse((PACKAGE / "model_types.py").read_text()).body
               if isinstance(node, ast.ImportFrom) and node.level}
    assert runtime == {"model_node"}  # the nodes' common base, below it all
    assert package_imports(PACKAGE / "model_node.py") == set()


def test_every_module_imports_the_model_through_model_py():
    for path in PACKAGE.rglob("*.py"):
        if path.stem not in MODEL_FLOOR:
            assert not package_imports(path) & {"model_types", "model_names"}, path


def test_bounds_rest_on_the_model_alone():
    assert package_imports(PACKAGE / "bounds.py") == {"model"}
    assert package_imports(PACKAGE / "limits.py") == set()


def test_mypy_strict_is_clean_for_the_whole_package() -> None:
    pytest.importorskip("mypy")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", os.devnull, "spirmangle"],
        cwd=PACKAGE.parent, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _closure(start: str) -> set[str]:
    """The package modules ``start`` imports, at any depth (paths relative to the package)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = PACKAGE / (name.replace(".", "/") + ".py")
        if not path.is_file():
            path = PACKAGE / name.replace(".", "/") / "__init__.py"
        if not path.is_file():
            continue
        package = name.rsplit(".", 1)[0] if "." in name and not path.name == "__init__.py" else (
            name if path.name == "__init__.py" else "")
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package.split(".") if package else []
                base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
                target = ".".join([*base, node.module] if node.module else base)
                if target:
                    todo.append(target)
                    todo.extend("%s.%s" % (target, a.name) for a in node.names)
    return seen


def test_the_library_imports_no_command_line_module():
    for start in ("library.api", "library.checking", "library.modules", "library.text",
                  "library.headers", "textfilter", "printing", "scan"):
        found = {m for m in _closure(start) if m.split(".")[-1].startswith("cli")
                 or m.startswith("catalogue.commands") or m.startswith("catalogue.check")}
        assert not found, (start, sorted(found))
