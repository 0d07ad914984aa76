"""Issue 21: a ``__spirv_`` name with an unspelled pointee and no SYCL evidence.

SPIRV-LLVM-Translator's names (and libclc's, OpenCL C) leave a ``__private``
pointee unspelled: ``_Z17__spirv_ocl_fractfPf`` takes a private pointer there,
and the ``spirv`` dialect prints ``__private float *``.  SYCL device code
(clang-19 ``-fsycl-is-device``, as intel/llvm's headers declare the builtins
over generic pointers: ``__spirv_ocl_fract(float, float *)``,
``__spirv_AtomicLoad(const int *, int, int)``) writes the same name for a pointer
in its default (generic) address space, whose ``__private`` it spells ``U3AS0``.
Where nothing else in the name says SYCL (no ``__spv`` type, ``sycl`` namespace or
``AS0``: tests/demangler/test_spirv_names_in_sycl.py), the name alone cannot
decide: ``demangle`` keeps the translator's reading and flags the name
ambiguous, SYCL's reading (no address space on the pointee) the alternative.
A module decides (``symbols`` reads a SYCL module's names under SYCL's rule).
Found by bench/probe_sycl_shapes.py; checked live with clang-19."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import demangle, mangle

SOURCE = r"""
#define SYCL_EXTERNAL __attribute__((sycl_device))
#define GLOBAL __attribute__((opencl_global))
#define LOCAL __attribute__((opencl_local))
extern SYCL_EXTERNAL float __spirv_ocl_fract(float, float *);
extern SYCL_EXTERNAL float __spirv_ocl_fract(float, GLOBAL float *);
extern SYCL_EXTERNAL double __spirv_ocl_modf(double, double *);
extern SYCL_EXTERNAL int __spirv_AtomicLoad(const int *, int, int);
extern SYCL_EXTERNAL int __spirv_AtomicCompareExchange(int *, int, int, int, int, int);
extern SYCL_EXTERNAL float __spirv_ocl_remquo(float, float, int *);
extern SYCL_EXTERNAL float __spirv_ocl_frexp(LOCAL int *, int *, int *);
extern SYCL_EXTERNAL GLOBAL int *__spirv_GenericCastToPtrExplicit_ToGlobal(int *, int *, int);
SYCL_EXTERNAL void use(GLOBAL int *g, LOCAL int *l, int *p, float *f, double *d) {
  __spirv_ocl_fract(1.0f, f);
  __spirv_ocl_fract(1.0f, (GLOBAL float *)g);
  __spirv_ocl_modf(1.0, d);
  __spirv_AtomicLoad(p, 1, 0);
  __spirv_AtomicCompareExchange(p, 1, 0, 0, 1, 2);
  __spirv_ocl_remquo(1.0f, 2.0f, p);
  __spirv_ocl_frexp(l, p, p);
  __spirv_GenericCastToPtrExplicit_ToGlobal(p, p, 5);
}
"""


@pytest.fixture(scope="module")
def names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    clang = shutil.which("clang-19")
    if clang is None:
        pytest.skip("clang-19 is not installed")
    tmp: Path = tmp_path_factory.mktemp("spirv_generic")
    (tmp / "s.cpp").write_text(SOURCE)
    ir = subprocess.run([clang, "-Xclang", "-fsycl-is-device", "-std=c++17", "-target", "spir64",
                         "-S", "-emit-llvm", "-o", "-", str(tmp / "s.cpp")],
                        capture_output=True, text=True, check=True).stdout
    found = sorted(set(re.findall(r"^declare [^@]*@(_Z\w*__spirv_\w+)\(", ir, re.M)))
    assert len(found) == 8, found
    return found


def test_unspelled_pointee_is_flagged_with_sycls_reading(names: list[str]) -> None:
    """Each name with an unspelled pointee is ambiguous: the translator's reading
    (``__private``) and SYCL's (no address space), both of which mangle back."""
    unspelled = [n for n in names if re.search(r"P(?!U3AS)", n)]
    assert len(unspelled) == 7, unspelled
    for name in unspelled:
        symbol = demangle(name)
        other = symbol.alternative
        assert other is not None, name
        readings = {symbol.dialect: symbol, other.dialect: other}
        assert set(readings) == {"spirv", "itanium"}, name
        sycl = readings["itanium"].format("opencl")
        assert "__private" not in sycl, (name, sycl)
        assert "__private" in readings["spirv"].format("opencl"), name
        assert readings["itanium"].format("llvm") == readings["spirv"].format("llvm")
        for reading in readings.values():
            assert mangle(reading.entity, dialect=reading.dialect) == name


def test_spelled_pointees_only_are_not_ambiguous(names: list[str]) -> None:
    """A name whose every pointee spells its address space reads one way."""
    spelled = [n for n in names if not re.search(r"P(?!U3AS)", n)]
    assert spelled == ["_Z17__spirv_ocl_fractfPU3AS1f"]
    assert not demangle(spelled[0]).ambiguous


def test_json_says_ambiguous(names: list[str]) -> None:
    data = demangle("_Z17__spirv_ocl_fractfPf").to_json()
    assert data["ambiguous"] is True
    assert data["demangled"] == "__spirv_ocl_fract(float, __private float *)"
