"""A block pointer to a function type already seen: clang-19 (``-fblocks``) writes
``U13block_pointer`` and then the function type as ``mangleType`` writes any
type, a substitution where it is a candidate already (``void f(void (*)(void),
void (^)(void))`` is ``_Z1fPFvvEU13block_pointerS_``).  Both peers read it; the
demangler read only ``U13block_pointer F...E`` and refused it (found by the
million-name fuzz run of seed 1003, where the mangler wrote it so: a round trip
that did not read back)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from peers import LLVM, printed
from spirmangle import DemangleError, demangle, mangle

SOURCE = """
void f(void (*a)(void), void (^b)(void)) {}
void g(void (^b)(void), void (*a)(void)) {}
void h(void (^b)(int), void (^c)(int), int (*d)(int)) {}
void k(int (*d)(int), void (^b)(int), int (^c)(int)) {}
"""


def test_clangs_block_pointers_read_as_llvm_prints_them(tmp_path: Path) -> None:
    clang = shutil.which("clang-19")
    if clang is None:
        pytest.skip("clang-19 is not installed")
    (tmp_path / "b.cpp").write_text(SOURCE)
    ir = subprocess.run([clang, "-fblocks", "-S", "-emit-llvm", "-o", "-", str(tmp_path / "b.cpp")],
                        capture_output=True, text=True, check=True).stdout
    names = sorted({line.split("@", 1)[1].split("(", 1)[0] for line in ir.splitlines()
                    if line.startswith("define") and "@_Z" in line})
    assert "_Z1fPFvvEU13block_pointerS_" in names and len(names) == 4, names
    for name, line in zip(names, printed(LLVM, names)):
        symbol = demangle(name)
        assert symbol.format("llvm") == line, name
        assert mangle(symbol.entity, dialect=symbol.dialect) == name


def test_a_block_pointer_to_no_function_type_is_refused() -> None:
    with pytest.raises(DemangleError, match="function type"):
        demangle("_Z1f1AU13block_pointerS_")
