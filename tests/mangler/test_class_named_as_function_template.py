"""A class that shares a function template's name (C++ allows it: the class and
the function templates of one name may share a scope).  clang-19 keys
substitution candidates by declaration, so the class is another candidate than
the template's name and is written in full.  The model knows names only, and the
mangler substitutes one spelling for the other; found by the remangler's
hypothesis test (tests/support/model_strategies.py now draws no such function)."""

from __future__ import annotations

from pathlib import Path

import pytest

from spirmangle import demangle, mangle

from peers import clang_symbols

NAME = "_Z2a0IbEvPU3AS4K2a0T_"  # template <class T> void a0(const struct a0 *, T), T = bool
SOURCE = "struct a0 {};\ntemplate <class T> void a0(const struct a0 *, T) {}\n" \
         "template void a0<bool>(const struct a0 *, bool);\n"


def test_clang_writes_the_class_in_full(tmp_path: Path) -> None:
    assert clang_symbols(SOURCE, tmp_path) == [NAME]


def test_the_name_reads_as_declared() -> None:
    assert demangle(NAME).format("opencl") == "void a0<bool>(const __generic a0 *, bool)"


@pytest.mark.xfail(strict=True, reason="open: the mangler substitutes the class by the function "
                   "template's name (S_), one spelling; clang keys the two declarations apart")
def test_the_name_mangles_back() -> None:
    symbol = demangle(NAME)
    assert mangle(symbol.entity, dialect=symbol.dialect) == NAME
