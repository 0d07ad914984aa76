"""Issue 21: SYCL modules as DPC++ (intel/llvm's clang) writes them.

Upstream clang-19's ``-fsycl-is-device`` writes no language metadata, and a
spir/spir64 module without OpenCL metadata is SYCL's (spirmangle.modules.input).
DPC++ marks its SYCL device modules as OpenCL C++ 1.0, as intel/llvm's tests
show: ``!spirv.Source = !{!{i32 4, i32 100000}}`` (SourceLanguageOpenCL_CPP),
with ``!opencl.spir.version = !{!{i32 1, i32 2}}``, after some passes an
``!opencl.ocl.version`` too, the module flag ``!{i32 1, !"sycl-device", i32 1}``,
and SPIR-V ``OpSource OpenCL_CPP 100000`` once translated.  Those modules hold SYCL
names (the plain rule), which clang's OpenCL rule, which the OpenCL version
metadata would choose, reads otherwise: ``_Z5fractPU3AS1iPiRS1_`` is
``fract(__global int *, int *, int *&)`` there, not ``__private int *``.  No
other compiler writes OpenCL_CPP: clang and the translator write C++ for OpenCL
as ``!opencl.ocl.version`` and ``OpSource OpenCL_C`` (checked live with clang-15
and llvm-spirv-15) or ``CPP_for_OpenCL``.  The module is made with clang-19 and
given DPC++'s metadata here."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import spirmangle
from spirmangle.modules.input import load_module as load, module_dialect

SOURCE = r"""
#define AS_G __attribute__((opencl_global))
void fract(AS_G int *a, int *b, int *&c);
void k(AS_G int *a, int *b) { fract(a, b, b); }
"""
FRACT = "_Z5fractPU3AS1iPiRS1_"
DECLARED = "fract(__global int *, int *, int *&)"
DPCPP = {
    "spirv.Source": "!opencl.spir.version = !{!90}\n!spirv.Source = !{!91}\n"
                    "!90 = !{i32 1, i32 2}\n!91 = !{i32 4, i32 100000}\n",
    "ocl.version too": "!opencl.spir.version = !{!90}\n!spirv.Source = !{!91}\n"
                       "!opencl.ocl.version = !{!92}\n"
                       "!90 = !{i32 1, i32 2}\n!91 = !{i32 4, i32 100000}\n!92 = !{i32 2, i32 0}\n",
    "sycl-device flag": "!opencl.ocl.version = !{!92}\n!92 = !{i32 2, i32 0}\n"
                        "!93 = !{i32 1, !\"sycl-device\", i32 1}\n",
}


@pytest.fixture(scope="module")
def base_ir(tmp_path_factory: pytest.TempPathFactory) -> str:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    tmp = tmp_path_factory.mktemp("dpcpp")
    (tmp / "s.cpp").write_text(SOURCE)
    return subprocess.run(["clang-19", "-x", "c++", "-std=c++17", "-target", "spir64", "-Xclang",
                           "-fsycl-is-device", "-S", "-emit-llvm", "-o", "-", str(tmp / "s.cpp")],
                          capture_output=True, text=True, check=True).stdout


def _with(ir: str, metadata: str) -> str:
    if "sycl-device" in metadata:  # (a module flag joins the flags' list)
        ir = ir.replace("!llvm.module.flags = !{", "!llvm.module.flags = !{!93, ", 1)
    return ir + "\n" + metadata


@pytest.mark.parametrize("kind", sorted(DPCPP))
def test_dpcpp_ir_is_read_as_sycl(base_ir: str, kind: str, tmp_path: Path) -> None:
    path = tmp_path / "m.ll"
    path.write_text(_with(base_ir, DPCPP[kind]))
    info = load(str(path))
    assert module_dialect(info) == "itanium"
    module = spirmangle.read_module(str(path))
    readings = {f.symbol: f.demangled for f in module.functions}
    assert readings[FRACT] is not None and readings[FRACT].format("opencl") == DECLARED
    assert module.language == "SYCL"


def test_opencl_metadata_alone_is_still_opencl(base_ir: str, tmp_path: Path) -> None:
    """The same module with OpenCL's metadata only (no SYCL marker) is read by
    clang's rule, as before: the metadata is what decides."""
    path = tmp_path / "m.ll"
    path.write_text(base_ir + "\n!opencl.ocl.version = !{!92}\n!92 = !{i32 2, i32 0}\n")
    assert module_dialect(load(str(path))) == "clang"


def test_dpcpp_spirv_is_read_as_sycl(tmp_path: Path) -> None:
    """Translated (clang-15's SYCL module, DPC++'s metadata, llvm-spirv-15): ``OpSource
    OpenCL_CPP 100000``."""
    tools = ("clang-15", "llvm-as-15", "llvm-spirv-15")
    if any(shutil.which(t) is None for t in tools):
        pytest.skip("needs clang-15, llvm-as-15 and llvm-spirv-15")
    (tmp_path / "s.cpp").write_text(SOURCE)
    ir = subprocess.run(["clang-15", "-x", "c++", "-std=c++17", "-target", "spir64", "-Xclang",
                         "-fsycl-is-device", "-S", "-emit-llvm", "-o", "-", str(tmp_path / "s.cpp")],
                        capture_output=True, text=True, check=True).stdout
    (tmp_path / "m.ll").write_text(_with(ir, DPCPP["spirv.Source"]))
    subprocess.run(["llvm-as-15", str(tmp_path / "m.ll"), "-o", str(tmp_path / "m.bc")], check=True)
    subprocess.run(["llvm-spirv-15", str(tmp_path / "m.bc"), "-o", str(tmp_path / "m.spv")], check=True)
    text = subprocess.run(["llvm-spirv-15", "-to-text", str(tmp_path / "m.spv"), "-o", "-"],
                          capture_output=True, text=True, check=True).stdout
    assert "Source 4 100000" in text
    info = load(str(tmp_path / "m.spv"))
    assert module_dialect(info) == "itanium"
    module = spirmangle.read_module(str(tmp_path / "m.spv"))
    readings = {f.symbol: f.demangled for f in module.functions}
    assert readings[FRACT] is not None and readings[FRACT].format("opencl") == DECLARED
    assert module.language == "SYCL"
