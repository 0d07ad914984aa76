"""A name the plain rule reads only as a spelling no compiler writes (the same
pointer spelled twice, where a compiler substitutes), which clang's OpenCL rule
writes with an optional ``__private`` phantom between (issue 21): ``auto`` reads
it as clang wrote it, and the llvm and gnu styles print it as both peers do (their
plain reading), which JSON's ``peer_misread`` says."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from spirmangle import demangle, mangle

from peers import clang_symbols, printed

LLVM, GNU = "llvm-cxxfilt-19", "c++filt"

# clang-19 -cl-std=clc++2021 (and C++ for OpenCL 1.0) for t2<__private Foo>: S2_ is the
# template argument __private Foo (an optional phantom), PS2_ the pointer T * (which a
# plain C++ compiler would substitute: S3_), P PS2_ the T ** of the signature
SOURCE = """
struct Foo { int x; };
template <class T> using Id = T;
template <class T> auto t2(T (*a0)[2], T ** a1, T (*a2)[2]) { return 0; }
template auto t2<__private Foo>(Id<__private Foo> (*)[2], Id<__private Foo> **,
                                Id<__private Foo> (*)[2]);
"""
T2 = "_Z2t2I3FooEDaPA2_T_PPS2_S4_"
T2_OPENCL = ("auto t2<__private Foo>(__private Foo (*) [2], __private Foo **, "
             "__private Foo (*) [2])")


def test_clang_writes_the_name(tmp_path: Path) -> None:
    assert {n for n in clang_symbols(SOURCE, tmp_path) if n.startswith("_Z2t2")} == {T2}


def test_auto_reads_it_as_clang_wrote_it() -> None:
    symbol = demangle(T2)
    assert (symbol.dialect, symbol.format("opencl")) == ("clang", T2_OPENCL)
    assert mangle(symbol.entity, dialect=symbol.dialect) == T2
    # the plain reading (Foo (**) [2]) is no compiler's: it mangles to another name
    plain = demangle(T2, dialect="itanium")
    assert mangle(plain.entity, dialect="itanium") != T2
    assert symbol.alternative is None or symbol.alternative.dialect == "clang"


@pytest.mark.parametrize("name", [T2, "_Z1iIJfEEPDwiDpT_EFivEPS2_"])
def test_the_peer_styles_print_the_peers_plain_reading(name: str) -> None:
    # (the second is LLVM's test name: the plain rule reads a longer spelling of
    # int (*i<float>(int (*)() throw(int, float)))() throw(int, float), clang's rule
    # writes it for i<__private float>(__private float *))
    symbol = demangle(name)
    assert symbol.dialect == "clang"
    assert mangle(symbol.entity, dialect="clang") == name
    plain = demangle(name, dialect="itanium")
    assert (symbol.format("llvm"), symbol.format("gnu")) == (plain.format("llvm"),
                                                             plain.format("gnu"))
    assert symbol.format("llvm", exact=True) != plain.format("llvm")
    assert symbol.parts("llvm") == plain.parts("llvm")
    assert symbol.to_json()["peer_misread"] == ["llvm", "gnu"]


@pytest.mark.parametrize("name", [T2, "_Z1iIJfEEPDwiDpT_EFivEPS2_"])
def test_the_peer_styles_are_what_the_peers_print(name: str) -> None:
    symbol = demangle(name)
    if shutil.which(LLVM) is None or shutil.which(GNU) is None:
        pytest.skip("llvm-cxxfilt-19 or c++filt is not installed")
    assert [symbol.format("llvm")] == printed(LLVM, [name])
    assert [symbol.format("gnu")] == printed(GNU, [name])
