"""Readings the issue 20/21 fuzz campaigns at 7537f1d found to depend on how a
name was asked for: ``demangle(name)`` (auto) and ``demangle(name, its dialect)``
must read a name alike (the round trip re-reads the mangled-back name under the
symbol's dialect), and explain() as demangle() does."""

from __future__ import annotations

import pytest

from spirmangle import demangle, mangle
from spirmangle.explain.core import explain


# A name with OpenCL markers whose clang parse without optional phantoms is no
# compiler's reading (a parameter __private (int ())... at its top level): auto
# reads it with the optional phantom that makes it canonical; --dialect clang
# read the plain parse.  Both read it alike now, and it mangles back.
@pytest.mark.parametrize("name", [
    "_Z13ocl_reserveidPDpFivES1_",
    "_Z13ocl_reserveidPDpDoFzzES1_",
    "_Z13ocl_reserveidPDpKDoFsbzzEhDuS1_",
])
def test_explicit_clang_reads_as_auto(name):
    auto = demangle(name)
    assert auto.dialect == "clang"
    clang = demangle(name, "clang")
    assert clang.entity == auto.entity
    assert clang.format("opencl") == auto.format("opencl")
    assert mangle(clang.entity, dialect="clang") == name
    reading = explain(name).readings[0]
    assert reading.error is None and reading.demangled == auto.format("opencl")
