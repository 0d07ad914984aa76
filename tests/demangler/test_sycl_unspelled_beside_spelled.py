"""Issue 21: a C++ name with a spelled address space beside an unspelled pointee.

SYCL device code (clang-19 ``-fsycl-is-device``) spells the named address spaces
it is given (``__attribute__((opencl_local))``: ``U3AS3``) and leaves its default
(generic) one unspelled, as in a SYCL-CTS-style helper
``cts::Box<int>::get(__local int *, int *)``: ``_ZN3cts3BoxIiE3getEPU3AS3iPi``.
C++ for OpenCL without the generic address space writes the very same name for
the same source, where the ``int *`` is ``__private int *`` (its default
pointee, unspelled; so is the method's ``this``).  Both rules read the name alike
and nothing in it says which language wrote it (no ``sycl`` word, no ``AS0``, no
``__generic``, no ``this`` address space): ``demangle`` keeps clang's reading
(``__private int *``) and flags the name ambiguous, SYCL's reading (``int *``)
the alternative.  Found by bench/probe_sycl_shapes.py; checked live with clang-19
in both languages."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import demangle, mangle

SOURCE = r"""
#if defined(__OPENCL_CPP_VERSION__)
#define AS_G __global
#define AS_L __local
#else
#define AS_G __attribute__((opencl_global))
#define AS_L __attribute__((opencl_local))
#endif
namespace cts {
template <class T> struct Box { T *get(AS_L T *a, T *b) { return b; } };
void plain(AS_G int *a, float *b) {}
template <class T> void tpl(AS_G T *a, float *b) {}
}
void helper(AS_L float (*a)[4], int *b) {}
void use() {
  cts::Box<int> b; (void)b.get(0, 0);
  cts::Box<float> c; (void)c.get(0, 0);
  cts::tpl<int>(0, 0);
}
"""
SYCL = ["-x", "c++", "-std=c++17", "-Xclang", "-fsycl-is-device"]
CLCPP_NO_GENERIC = ["-x", "clcpp", "-cl-std=clc++2021", "-cl-no-stdinc", "-Xclang",
                    "-cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,"
                    "-__opencl_c_device_enqueue"]


def _names(tmp: Path, options: list[str]) -> list[str]:
    clang = shutil.which("clang-19")
    if clang is None:
        pytest.skip("clang-19 is not installed")
    (tmp / "s.cpp").write_text(SOURCE)
    ir = subprocess.run([clang, *options, "-target", "spir64", "-O0", "-S", "-emit-llvm", "-o", "-",
                         str(tmp / "s.cpp")], capture_output=True, text=True, check=True).stdout
    return sorted(set(re.findall(r"^define [^@]*@(_Z\w+)\(", ir, re.M)) - {"_Z3usev"})


@pytest.fixture(scope="module")
def names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return _names(tmp_path_factory.mktemp("sycl_unspelled"), SYCL)


def test_cxx_for_opencl_without_generic_writes_the_same_names(
        names: list[str], tmp_path: Path) -> None:
    assert names == _names(tmp_path, CLCPP_NO_GENERIC)
    assert "_ZN3cts3BoxIiE3getEPU3AS3iPi" in names


def test_both_readings_are_offered(names: list[str]) -> None:
    """Each name is ambiguous: clang's reading says ``__private`` where SYCL's says
    nothing; both print alike in the llvm style and mangle back."""
    assert len(names) == 5, names
    for name in names:
        symbol = demangle(name)
        other = symbol.alternative
        assert other is not None, name
        readings = {symbol.dialect: symbol, other.dialect: other}
        assert set(readings) == {"clang", "itanium"}, name
        assert "__private" in readings["clang"].format("opencl"), name
        assert "__private" not in readings["itanium"].format("opencl"), name
        assert readings["clang"].format("llvm") == readings["itanium"].format("llvm")
        for reading in readings.values():
            assert mangle(reading.entity, dialect=reading.dialect) == name


def test_opencl_evidence_keeps_one_reading() -> None:
    """With the generic address space spelled (C++ for OpenCL's default pointee)
    the unspelled pointee is clang's ``__private``: no SYCL reading is offered."""
    symbol = demangle("_ZN3cts3BoxIiE3getEPU3AS4iPi")
    assert symbol.dialect == "clang" and not symbol.ambiguous


@pytest.mark.parametrize("name", ["_Z3madPU3AS1fPf", "_Z5fractfPU3AS1fPf"])
def test_a_builtins_name_keeps_one_reading(name: str) -> None:
    """A builtin's name is OpenCL's evidence on every path of the default reading
    (``mad`` took the one that reads OpenCL names at once, and was offered SYCL's
    reading there); a user's function of the same shape is offered both."""
    symbol = demangle(name)
    assert symbol.dialect == "clang" and not symbol.ambiguous
    assert symbol.format("opencl").endswith("__global float *, __private float *)")
    user = demangle(name.replace("3mad", "3foo").replace("5fract", "5fooba"))
    assert user.ambiguous and user.alternative is not None
    assert user.alternative.format("opencl").endswith("__global float *, float *)")
