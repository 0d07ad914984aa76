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
MODEL_FLOOR = {"model", "model_types", "model_names", "model_exprs"}


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


# The modules `mypy --strict` passes, relative to the package.  Extend the list
# as modules become clean; the others (lexer, mangle, render, render_declarators,
# render_names, render_types) are not yet.
MYPY_STRICT_CLEAN = (
    "__init__.py",
    "__main__.py",
    "cli_remangle.py",
    "ir_remangle.py",
    "remangle.py",
    "returns.py",
    "rewrite.py",
    "bounds.py",
    "builder.py",
    "catalogue/__init__.py",
    "catalogue/atomics.py",
    "catalogue/commands.py",
    "catalogue/conversions.py",
    "catalogue/core.py",
    "catalogue/enqueue.py",
    "catalogue/groups.py",
    "catalogue/header.py",
    "catalogue/images.py",
    "catalogue/index.py",
    "catalogue/integer.py",
    "catalogue/lint.py",
    "catalogue/math.py",
    "catalogue/spir.py",
    "catalogue/sync.py",
    "catalogue/table.py",
    "catalogue/vectors.py",
    "catalogue/vendor.py",
    "cli.py",
    "cli_argv.py",
    "cli_demangle.py",
    "cli_io.py",
    "cli_options.py",
    "cli_print.py",
    "cli_scan.py",
    "config.py",
    "demangle.py",
    "demangle_exprs.py",
    "demangle_names.py",
    "errors.py",
    "fastnodes.py",
    "grammars.py",
    "lalr.py",
    "lexer_exprs.py",
    "lexer_names.py",
    "lexer_words.py",
    "limits.py",
    "mangle_exprs.py",
    "model.py",
    "model_exprs.py",
    "model_names.py",
    "model_types.py",
    "parse_checks.py",
    "private.py",
    "prototype.py",
    "prototype_fast.py",
    "render_exprs.py",
    "symbol.py",
    "typecodes.py",
)


def test_mypy_strict_is_clean_for_the_listed_modules() -> None:
    pytest.importorskip("mypy")
    paths = [str(PACKAGE / name) for name in MYPY_STRICT_CLEAN]
    missing = [p for p in paths if not Path(p).is_file()]
    assert not missing, "listed modules that do not exist: %s" % missing
    # Errors in modules the listed ones import but that are not listed are not
    # reported (--follow-imports=silent); their types are still checked against.
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
         "--cache-dir", os.devnull, *paths],
        cwd=PACKAGE.parent, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
