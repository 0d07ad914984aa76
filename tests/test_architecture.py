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
MODEL_FLOOR = {"model", "model_types", "model_names", "model_exprs", "model_requires"}


def test_model_is_the_bottom_floor():
    for module in MODEL_FLOOR:
        assert package_imports(PACKAGE / (module + ".py")) <= MODEL_FLOOR, module
    runtime = {node.module for node in ast.parse((PACKAGE / "model_types.py").read_text()).body
               if isinstance(node, ast.ImportFrom) and node.level}
    assert runtime == set()


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
