"""Issue 21: why there is no ``sycl`` dialect.

Under ``-fsycl-is-device`` clang's SPIR targets map the default address space to
the generic one (SPIR.h's SPIRDefIsGenMap: Default -> 4), so
ItaniumMangle.cpp's ``mangleQualifiers`` spells every address space, target
address space 0 too (``U3AS0``: it omits AS0 only while Default is 0 as well),
and an unqualified type has no address space: no qualified type prints nothing,
so there is no phantom candidate.  That is the ``itanium`` dialect's rule (plain
Itanium with vendor address spaces), and differs from ``clang``'s (OpenCL:
``__private`` unspelled and a candidate of its own).  Checked live with clang-19
on a source whose names tell the rules apart: every name reads, under ``auto``
and ``itanium``, as llvm-cxxfilt-19 (right on SYCL names: it knows no phantom)
prints it and mangles back; ``clang``'s rule reads the ones with an unqualified
referee otherwise or not at all.  (The C++ for OpenCL and SYCL corpus,
tests/demangler/test_cxx_opencl_corpus.py, checks thousands more against the declarations.)
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from peers import LLVM, printed
from spirmangle import DemangleError, demangle, mangle

SOURCE = r"""
#define AS_P __attribute__((opencl_private))
#define AS_G __attribute__((opencl_global))
struct Foo {};
void f1(AS_P int *a, AS_P int *b) {}
void f2(int *a, int *b, int &c) {}
void f3(AS_G int *a, AS_P Foo *b, AS_P Foo *c, Foo &d) {}
template <class T> void t1(T *a, T *b) {}
template void t1<AS_P int>(AS_P int *, AS_P int *);
template void t1<int>(int *, int *);
void f4(Foo &a, AS_G int *b, Foo c, Foo &d) {}
void f5(int *a, int **b, int *&c) {}
"""
# What clang-19 writes (asserted below, so that the rule this file states stays clang's)
EXPECTED = ["_Z2f1PU3AS0iS0_", "_Z2f2PiS_Ri", "_Z2f3PU3AS1iPU3AS03FooS3_RS1_",
            "_Z2t1IU3AS0iEvPT_S2_", "_Z2t1IiEvPT_S1_", "_Z2f4R3FooPU3AS1iS_S0_",
            "_Z2f5PiPS_RS_"]


@pytest.fixture(scope="module")
def names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    source = Path(tmp_path_factory.mktemp("sycl")) / "k.cpp"
    source.write_text(SOURCE, encoding="utf-8")
    done = subprocess.run(["clang-19", "-x", "c++", "-std=c++17", "-target", "spir64", "-Xclang",
                           "-fsycl-is-device", "-S", "-emit-llvm", "-o", "-", str(source)],
                          capture_output=True, text=True, check=True)
    return re.findall(r"define [^@]*@(_Z[^(]+)\(", done.stdout)


def test_clang_spells_a_private_address_space_under_sycl(names: list[str]) -> None:
    assert names == EXPECTED


@pytest.mark.parametrize("dialect", ["auto", "itanium"])
def test_sycl_names_read_under_the_itanium_rule(names: list[str], dialect: str) -> None:
    for name, text in zip(names, printed(LLVM, names)):
        symbol = demangle(name, dialect)
        assert symbol.dialect == "itanium", name
        assert symbol.format("llvm") == text, name
        assert mangle(symbol.entity, dialect="itanium") == name


def test_clangs_opencl_rule_reads_them_otherwise(names: list[str]) -> None:
    differ = 0
    for name in names:
        try:
            other = demangle(name, "clang").format("llvm")
        except DemangleError:
            differ += 1
            continue
        differ += other != demangle(name, "itanium").format("llvm")
    assert differ >= 3  # f2, f4, f5 (unqualified referees: phantoms under clang's rule)
