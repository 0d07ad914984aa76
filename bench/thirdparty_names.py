"""Extract the Itanium names of third-party demangler tests into name lists (no data here).

    python bench/thirdparty_names.py [--root /work/thirdparty] [--out /work/thirdparty/lists]

Reads local copies, where present under ROOT:

* ``demangle/`` (Go's demangler): every quoted ``_Z`` string of its ``*_test.go``
  files -> ``go-tests.txt``; ``testdata/demangle-expected`` -> ``go-demangle-expected.txt``;
* ``cpp_demangle/`` (Rust): the names of ``tests/tests.rs`` (``demangles!(NAME, ...)``
  and quoted strings) -> ``cpp_demangle-tests.txt``; ``tests/libiberty-demangle-expected``
  -> ``cpp_demangle-demangle-expected.txt``;
* ``SPIRV-LLVM-Translator/`` : every ``_Z`` token (a run of ``[A-Za-z0-9_$]`` not glued
  to a name byte before it) of its ``test/**/*.ll``, ``*.cl`` and ``*.spvasm`` files ->
  ``translator.txt``.

The demangle-expected files give their gnu-v3/auto cases (bench/suite_check.py's
reader).  Each list has one name a line, in first-seen order, without repeats; only
names starting with ``_Z``, ``__Z``, ``___Z`` or ``____Z`` are kept.  The lists are
the input of bench/compare_peers.py and bench/thirdparty_check.py.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Iterable

sys.path.insert(0, str(Path(__file__).resolve().parent))
from suite_check import _gnu_cases  # noqa: E402

_QUOTED = re.compile(r'"(_{1,4}Z[^"\\\s]*)"')
_RUST_MACRO = re.compile(r"\bdemangles\w*!\(\s*([A-Za-z0-9_$]+)\s*,")
_TOKEN = re.compile(r"(?<![A-Za-z0-9_$])_{1,4}Z[A-Za-z0-9_$]+")
_ITANIUM = re.compile(r"_{1,4}Z")


def unique(names: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for name in names:
        if _ITANIUM.match(name) and name not in seen:
            seen[name] = None
    return list(seen)


def go_tests(root: Path) -> list[str]:
    return unique(m for path in sorted(root.glob("*_test.go"))
                  for m in _QUOTED.findall(path.read_text(errors="replace")))


def rust_tests(path: Path) -> list[str]:
    text = path.read_text(errors="replace")
    return unique([*_RUST_MACRO.findall(text), *_QUOTED.findall(text)])


def expected_file(path: Path) -> list[str]:
    return unique(name for name, _ in _gnu_cases(path.read_text(errors="replace")))


def translator(root: Path) -> list[str]:
    names: list[str] = []
    for path in sorted(root.rglob("*")):
        if path.suffix in (".ll", ".cl", ".spvasm") and path.is_file():
            names += _TOKEN.findall(path.read_text(errors="replace"))
    return unique(names)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default="/work/thirdparty")
    ap.add_argument("--out", default="/work/thirdparty/lists")
    args = ap.parse_args()
    root, out = Path(args.root), Path(args.out)
    sources = {
        "go-tests.txt": (root / "demangle", go_tests),
        "go-demangle-expected.txt": (root / "demangle/testdata/demangle-expected", expected_file),
        "cpp_demangle-tests.txt": (root / "cpp_demangle/tests/tests.rs", rust_tests),
        "cpp_demangle-demangle-expected.txt": (root / "cpp_demangle/tests/libiberty-demangle-expected",
                                               expected_file),
        "translator.txt": (root / "SPIRV-LLVM-Translator/test", translator),
    }
    out.mkdir(parents=True, exist_ok=True)
    for filename, (source, read) in sources.items():
        if not source.exists():
            print(f"{filename}: {source} not found, skipped")
            continue
        names = read(source)
        (out / filename).write_text("".join(n + "\n" for n in names))
        print(f"{filename}: {len(names)} names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
