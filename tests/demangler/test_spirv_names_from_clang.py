"""``__spirv_`` names that clang writes from OpenCL C or C++ for OpenCL source
(libclc's builtins, a user's declarations), found by the SYCL shapes probe in
its C++ for OpenCL configurations (issue 21).

``auto`` reads a ``__spirv_`` name without SYCL evidence by the translator's rule
(its ``__private`` pointee unspelled, no phantom candidates).  Clang's OpenCL rule
makes the unspelled ``__private int`` pointee a candidate too, so after such a
pointer the two number the candidates differently:

* ``_Z19__spirv_ocl_sincos2fPfS0_``: ``S0_`` is past the translator's candidates,
  and the name was refused ("substitution S0_ refers to candidate #2 but only 1
  exist");
* ``_Z18__spirv_ocl_frexp3PiPU3AS3iS0_S0_``: the translator's rule reads ``S0_`` as
  ``__local int``, by value, which no compiler writes (a parameter's address
  space), and printed that, silently.

Now a name the translator's rule cannot have written is read by the general
path, as clang wrote it.  A name it can have written keeps its reading
(tests/demangler/test_spirv_names_in_sycl.py)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import demangle

# (declaration, the opencl style's text of its name)
DECLARATIONS = [
    ("void __spirv_ocl_frexp3(__private int *a, __local int *b, __private int *c, "
     "__private int *d)",
     "__spirv_ocl_frexp3(__private int *, __local int *, __private int *, __private int *)"),
    ("void __spirv_ocl_sincos2(float x, __private float *a, __private float *b)",
     "__spirv_ocl_sincos2(float, __private float *, __private float *)"),
    ("void __spirv_ocl_frexp6(__private float *a, __generic float *b, __generic float *c)",
     "__spirv_ocl_frexp6(__private float *, __generic float *, __generic float *)"),
    ("void __spirv_ocl_frexp2(float x, __local int *a, __private int *b, __private int *c)",
     "__spirv_ocl_frexp2(float, __local int *, __private int *, __private int *)"),
    ("void __spirv_ocl_modf(__global float *a, __private float *b, __private float *c)",
     "__spirv_ocl_modf(__global float *, __private float *, __private float *)"),
]


def _compiled(language: str, tmp: Path) -> list[str]:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    prefix = "__attribute__((overloadable)) " if language == "cl" else ""
    source = tmp / ("s.cl" if language == "cl" else "s.clcpp")
    source.write_text("".join("%s%s {}\n" % (prefix, d) for d, _ in DECLARATIONS))
    std = "-cl-std=CL2.0" if language == "cl" else "-cl-std=clc++2021"
    done = subprocess.run(["clang-19", std, "-target", "spir64", "-S", "-emit-llvm", "-o", "-",
                           str(source)], capture_output=True, text=True, check=True)
    return [line.split("@", 1)[1].split("(", 1)[0] for line in done.stdout.splitlines()
            if line.startswith("define ")]


@pytest.mark.parametrize("language", ["cl", "clcpp"])
def test_clangs_spirv_names_read_as_declared(language: str, tmp_path: Path) -> None:
    names = _compiled(language, tmp_path)
    assert len(names) == len(DECLARATIONS)
    for name, (_, text) in zip(names, DECLARATIONS):
        assert demangle(name).format("opencl") == text, name


def test_the_translators_reading_stays_where_it_can_be() -> None:
    # S_ is the pointer by the translator's rule; clang's phantom would make it
    # a __private float by value: the translator's reading (SYCL's the alternative).
    symbol = demangle("_Z19__spirv_ocl_sincos2fPfS_")
    assert symbol.dialect == "spirv"
    assert symbol.format("opencl") == "__spirv_ocl_sincos2(float, __private float *, __private float *)"
