"""The optional compiled build (issue 23): ``SPIRMANGLE_COMPILE=1 pip install .``.

The package is pure Python and stays so by default.  With ``SPIRMANGLE_COMPILE``
set, this hatchling build hook compiles the same typed sources with Cython (in
pure-Python mode: no ``.pyx``, no change to a source file) into extension
modules and ships them in the wheel next to the ``.py`` files, which Python
imports in their place.  Only the modules of the per-name path (``HOT``) are
compiled; the others stay Python.

* ``SPIRMANGLE_COMPILE=1``: compile where Cython and a C compiler work; where
  they do not, say so on stderr and build the pure-Python wheel.
* ``SPIRMANGLE_COMPILE=require``: the same, but a failure fails the build (CI).

Editable installs are never compiled.  ``spirmangle.config.compiled()`` tells
which build is running; ``spirmangle --version`` says it too.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

_ON = ("1", "yes", "true", "require")

# The modules compiled: those the per-name path spends its time in (cProfile over
# the OpenCL corpus and real C++ symbols: every module with at least 1% of the
# time; together 92%, and compiling the next 18 gained nothing measurable).  The
# rest stay Python: each extension module adds ~0.1 ms to every start (loading
# and initialising it costs more than its ``.pyc``), and all ~170 of them made
# ``spirmangle demangle NAME`` start slower than the pure build.
# tests/whole/test_compiled.py checks that each one exists.
HOT = (
    "demangler/core.py", "demangler/lalr.py", "demangler/lexer/core.py",
    "demangler/parse_checks.py", "demangler/parser.py", "demangler/symbol.py",
    "demangler/symbol_record.py", "model/bounds.py", "model/dependent.py",
    "render/core.py", "render/fast.py", "render/types.py",
)


def _wanted() -> str:
    return os.environ.get("SPIRMANGLE_COMPILE", "").strip().lower()


class CompiledBuild(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        return ["cython>=3.0", "setuptools>=61"] if _wanted() in _ON else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable" or _wanted() not in _ON:
            return
        work = Path(tempfile.mkdtemp(prefix="spirmangle-compile-"))
        try:
            built = _compile(Path(self.root), work)
        except Exception as exc:  # (any failure: no compiler, no Cython, a build error)
            shutil.rmtree(work, ignore_errors=True)
            if _wanted() == "require":
                raise
            print("spirmangle: the compiled build failed (%s: %s); installing pure Python"
                  % (type(exc).__name__, exc), file=sys.stderr)
            return
        self._work = work  # (removed once the wheel is written)
        for path, target in built:
            build_data["force_include"][str(path)] = target
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)


def _compile(root: Path, work: Path) -> list[tuple[Path, str]]:
    """Compile the ``HOT`` modules of ``root``/spirmangle in a copy under ``work``:
    the extension modules built, each with its path inside the wheel."""
    from Cython.Build import cythonize
    from setuptools import Distribution
    from setuptools.command.build_ext import build_ext

    source = work / "src"
    shutil.copytree(root / "spirmangle", source / "spirmangle",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c"))
    modules = sorted("spirmangle/" + name for name in HOT)
    here = os.getcwd()
    os.chdir(source)
    try:
        extensions = cythonize(modules, language_level=3, quiet=True,
                               compiler_directives={"binding": True, "annotation_typing": False})
        for ext in extensions:
            ext.extra_compile_args = ["-O2", "-g0"]
        dist = Distribution({"name": "spirmangle", "ext_modules": extensions})
        command = build_ext(dist)
        command.build_lib = str(work / "lib")
        command.build_temp = str(work / "tmp")
        command.parallel = os.cpu_count() or 1
        command.ensure_finalized()
        command.run()
    finally:
        os.chdir(here)
    built = [(p, str(p.relative_to(work / "lib")).replace(os.sep, "/"))
             for p in sorted((work / "lib").rglob("*")) if p.suffix in (".so", ".pyd")]
    if len(built) != len(modules):
        raise RuntimeError("%d of %d modules compiled" % (len(built), len(modules)))
    return built
