"""The layering the developers' guide asks for, checked on the source."""

import ast
from pathlib import Path

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


def test_model_is_the_bottom_floor():
    assert package_imports(PACKAGE / "model.py") == set()


def test_bounds_rest_on_the_model_alone():
    assert package_imports(PACKAGE / "bounds.py") == {"model"}
    assert package_imports(PACKAGE / "limits.py") == set()
