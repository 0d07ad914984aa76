#!/usr/bin/env python3
"""Mirror tests/ to the package's subpackages (issue 22, item 6).

    python tools/mirror_tests.py [--root REPO] [--dry-run] [--no-git]

Deterministic and idempotent, standard library only.  It

* moves each ``tests/test_*.py`` to the folder :data:`TABLE` names for it
  (``tests/demangler/``, ``tests/mangler/``...); a test module the table does not
  know goes to :data:`DEFAULT` (and is listed, so that a row can be added);
* moves the shared helpers (every other ``tests/*.py`` but ``conftest.py``) to
  the one support folder ``tests/support/``, which ``tests/conftest.py`` puts
  on ``sys.path`` (so ``from peers import LLVM`` reads as before, in every folder);
* rewrites, in each moved file, the paths it builds from its own place
  (``Path(__file__).resolve().parent...`` gets one ``.parent`` more: it stands
  one folder deeper, and still means tests/, tests/data or the repository);
* rewrites every mention of a moved file's path (``tests/test_x.py``,
  ``tests/corpus.py``) in the package, tests/, bench/, tools/, docs/, .ci/,
  README.md and CONTRIBUTING.md, and the ``sys.path`` entries of bench/ and
  tools/ that point at tests/ (to tests/support/, where the helpers are).

Data and sources (tests/data, tests/cxx_sources, tests/tools,
tests/llvm_header_kernels) stay where they are.  Run it after merging the
branches that add tests; then ``python -m pytest --collect-only -q`` collects
as many tests as before (the script prints the count before and after unless
``--dry-run``).  Run twice, the second run finds nothing to move.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

SUPPORT = "support"
DEFAULT = "whole"  # a test module not in TABLE: tests that cross the layers

# Where each test module goes: its folder under tests/ (the subpackage it
# tests most), by exact stem first, then by the first prefix of PREFIXES that fits.
TABLE: dict[str, str] = {
    # model/
    "test_model_hash": "model",
    # demangler/ (names in, model out; its speed paths and bounds)
    "test_demangle": "demangler", "test_auto_rule": "demangler",
    "test_clone_suffix": "demangler", "test_conformance_demangle": "demangler",
    "test_gxx_scope": "demangler", "test_inheriting_ctors": "demangler",
    "test_noncanonical": "demangler",
    "test_sycl_dialect": "demangler", "test_symbol_parts": "demangler",
    "test_scoped_measure": "demangler", "test_hostile": "demangler",
    "test_hostile_escapes": "demangler", "test_fuzz_slice": "demangler",
    "test_llvm_suite": "demangler", "test_ctor_templates": "demangler",
    "test_opencl_cxx": "demangler", "test_concurrency": "demangler",
    "test_threads": "demangler", "test_memory": "demangler",
    "test_lalr_observer": "demangler", "test_tree_walk": "model",
    "test_grammar_tables": "grammar", "test_model_dataclass": "model", "test_compiled": "whole",
    # mangler/ (model out to names; round trips)
    "test_conformance_mangle": "mangler", "test_expr_roundtrip": "mangler",
    "test_campaign20_roundtrip": "mangler", "test_differential_clang": "mangler",
    "test_make_clang_corpus": "mangler",
    "test_pipes": "mangler",  # (imports test_differential_clang's clang backend)
    # render/ (the printers and the peers' styles)
    "test_render_fast": "render", "test_cxx_printing": "render",
    "test_gnu_unscoped": "render", "test_peer_deviations": "render",
    # opencl/ (prototypes, the builder)
    "test_prototype_cxx": "opencl", "test_properties": "opencl",
    "test_header_standalone": "opencl",
    # catalogue/
    "test_check_kernels": "catalogue", "test_check_toolchains": "catalogue",
    "test_thirdparty_items": "catalogue",
    # modules/
    "test_modules_input": "modules",
    # spirv/
    "test_spirv_map": "spirv", "test_spirv_oracle": "spirv",
    # remangler/, explain/
    "test_remangle": "remangler", "test_explain": "explain",
    # library/ (the public face, its docs and examples)
    "test_api": "library", "test_library_cli": "library",
    "test_library_doctests": "library", "test_readme": "library",
    # cli/
    "test_spirv_cli": "cli", "test_remangle_cli": "cli", "test_hostile_io": "cli",
    "test_filter_guard": "cli",
    # whole/ (the layout itself, the Python versions)
    "test_architecture": "whole", "test_python_version": "whole",
}
PREFIXES: tuple[tuple[str, str], ...] = (
    ("test_catalogue_", "catalogue"),
    ("test_cli", "cli"),
    ("test_cxx_", "demangler"),
)
STAYS = {"conftest.py"}  # tests/ files that stay where they are
# Where mentions of moved files and the tests/ sys.path entries are rewritten.
TEXT_DIRS = ("spirmangle", "tests", "bench", "tools", "docs", ".ci")
TEXT_FILES = ("README.md", "CONTRIBUTING.md", "pyproject.toml")
TEXT_SUFFIXES = {".py", ".md", ".toml", ".txt", ".cfg", ".ini", ".json", ""}
SKIP = {"tools/mirror_tests.py", "tools/restructure.py"}  # (their own tables name the old places)

# Path(__file__)[.resolve()].parent...: one .parent more one folder deeper.
_HERE = re.compile(r"(Path\(__file__\)(?:\.resolve\(\))?)((?:\.parent)+)")
# A bench/tools sys.path entry for tests/ (its helpers): ... / "tests"))
_TESTS_ON_PATH = re.compile(r'/ "tests"\)')
CONFTEST_LINE = 'sys.path.insert(0, str(Path(__file__).resolve().parent / "support"))'


def place(stem: str) -> str:
    """The folder under tests/ of the test module ``stem``."""
    if stem in TABLE:
        return TABLE[stem]
    for prefix, folder in PREFIXES:
        if stem.startswith(prefix):
            return folder
    return DEFAULT


def plan(tests: Path) -> dict[str, str]:
    """Old path -> new path (relative to tests/) of every file to move."""
    moves: dict[str, str] = {}
    for path in sorted(tests.glob("*.py")):
        if path.name in STAYS:
            continue
        if path.name.startswith("test_"):
            moves[path.name] = "%s/%s" % (place(path.stem), path.name)
        else:
            moves[path.name] = "%s/%s" % (SUPPORT, path.name)
    return moves


_IMPORTS_TEST = re.compile(r"^\s*(?:from|import) (test_\w+)", re.M)


def crossings(tests: Path, moves: dict[str, str]) -> list[str]:
    """Test modules that import a test module placed in another folder (which
    its folder's sys.path would not find): give both one folder in TABLE."""
    found = []
    for old, new in moves.items():
        if not old.startswith("test_"):
            continue
        for name in _IMPORTS_TEST.findall((tests / old).read_text(encoding="utf-8")):
            other = moves.get(name + ".py")
            if other is not None and other.split("/")[0] != new.split("/")[0]:
                found.append("%s (%s) imports %s (%s)" % (old, new, name, other))
    return found


def deeper(text: str) -> str:
    """A moved file's own-place paths, one folder deeper."""
    return _HERE.sub(lambda m: m.group(1) + ".parent" + m.group(2), text)


def mentions(text: str, moves: dict[str, str]) -> str:
    """``tests/<old>`` -> ``tests/<new>`` for each moved file (whole names only)."""
    if "tests/" not in text:
        return text
    for old, new in moves.items():
        text = re.sub(r"(?<![\w/.])tests/%s(?![\w])" % re.escape(old), "tests/" + new, text)
    return text


def support_on_path(text: str) -> str:
    """bench/ and tools/ put tests/ on sys.path for its helpers: tests/support now."""
    lines = text.split("\n")
    for n, line in enumerate(lines):
        if ("sys.path" in line or "_path in" in line) and _TESTS_ON_PATH.search(line):
            lines[n] = _TESTS_ON_PATH.sub('/ "tests" / "%s")' % SUPPORT, line)
    return "\n".join(lines)


def text_files(root: Path) -> list[Path]:
    found = [root / name for name in TEXT_FILES if (root / name).is_file()]
    for folder in TEXT_DIRS:
        base = root / folder
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            rel = path.relative_to(root).as_posix()
            if (path.is_file() and path.suffix in TEXT_SUFFIXES and rel not in SKIP
                    and "__pycache__" not in path.parts and "/data/" not in "/" + rel):
                found.append(path)
    return found


def collected(root: Path) -> int:
    """How many tests pytest collects in ``root`` (a subprocess; -1 if it fails)."""
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                          "-p", "no:cacheprovider"], cwd=root, capture_output=True, text=True)
    found = re.search(r"(\d+) tests? collected", out.stdout)
    return int(found.group(1)) if found else -1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--dry-run", action="store_true", help="print the moves only")
    parser.add_argument("--no-git", action="store_true", help="move with rename, not git mv")
    args = parser.parse_args(argv)
    root: Path = args.root.resolve()
    tests = root / "tests"
    moves = plan(tests)
    defaulted = sorted(old for old, new in moves.items()
                       if new.startswith(DEFAULT + "/") and Path(old).stem not in TABLE)
    for old, new in moves.items():
        print("tests/%s -> tests/%s" % (old, new))
    if defaulted:
        print("not in TABLE (moved to tests/%s/): %s" % (DEFAULT, ", ".join(defaulted)))
    crossing = crossings(tests, moves)
    if crossing:
        print("stopped: " + "; ".join(crossing))
        return 2
    if args.dry_run or not moves:
        if not moves:
            print("nothing to move: the tests are mirrored already")
        return 0
    before = collected(root)
    for old, new in moves.items():
        target = tests / new
        target.parent.mkdir(parents=True, exist_ok=True)
        if args.no_git:
            (tests / old).rename(target)
        else:
            subprocess.run(["git", "mv", str(tests / old), str(target)], cwd=root, check=True)
        target.write_text(deeper(target.read_text(encoding="utf-8")), encoding="utf-8")
    conftest = tests / "conftest.py"
    text = conftest.read_text(encoding="utf-8")
    if CONFTEST_LINE not in text:
        text = text.rstrip("\n") + "\n# the shared helpers (tools/mirror_tests.py)\n" + CONFTEST_LINE + "\n"
        conftest.write_text(text, encoding="utf-8")
    for path in text_files(root):
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        new = mentions(text, moves)
        rel = path.relative_to(root).as_posix()
        if rel.startswith(("bench/", "tools/")):
            new = support_on_path(new)
        if new != text:
            path.write_text(new, encoding="utf-8")
    after = collected(root)
    print("tests collected: %d before, %d after" % (before, after))
    return 0 if before == after else 1


if __name__ == "__main__":
    sys.exit(main())
