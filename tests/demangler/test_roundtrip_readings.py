"""Readings the issue 20/21 fuzz campaigns at 7537f1d found to depend on how a
name was asked for: ``demangle(name)`` (auto) and ``demangle(name, its dialect)``
must read a name alike (the round trip re-reads the mangled-back name under the
symbol's dialect), and explain() as demangle() does."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import DemangleError, demangle, mangle
from spirmangle.explain.core import explain


# A SYCL name (no phantoms) the plain rule refuses, whose reading under clang's
# rule without optional phantoms makes a parameter a template's name without its
# arguments (S7_ is ...::bar of bar<>): no type, so no reading; both peers refuse.
@pytest.mark.parametrize("name", [
    "_ZN4sycl4spanB5cxx11eoIJEC7__cxx11PxE3barIEEbS7_",
    "_ZN4sycl4spanB5cxx11eoIJEC7__cxx11PxE3barIiEEbS7_",
    "_ZN12_GLOBAL__N_13abiIRU3AS04_Z1fE5cxx11DC1aEIPdE7__cxx11D4IEESB_",
])
def test_template_name_as_a_parameter_type_is_refused(name):
    assert printed(LLVM, [name]) == [name]
    assert printed(GNU, [name]) == [name]
    with pytest.raises(DemangleError):
        demangle(name)
    assert explain(name).readings[0].error is not None  # (explain refuses it too)


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
