"""Issue 21: where a name alone cannot decide its reading, ``spirmangle symbols``
reads it as its module implies: the module's language (clang's OpenCL rule for
OpenCL C and C++ for OpenCL, the plain rule for SYCL) and, among clang's
readings with different optional phantoms, the one whose parameters lower to the
IR signature (spirmangle.modules.signature).  ``demangle NAME`` still flags these
names ambiguous.  The compiled tests skip without clang-19."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import demangle
from spirmangle.cli.main import main
from spirmangle.modules.signature import agrees, ir_params

CLANG = shutil.which("clang-19")
needs_clang = pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")

# Explicit instantiations over __private arguments and dependent pointees written
# __private: the name cannot say which template argument or pointee is __private
# (no address space is spelled), so several readings mangle back to it.
CXX_FOR_OPENCL = """
struct Foo { int x; };
template <class T> struct Tpl { T *p; };
namespace std { template <class T> struct vec { T *d; }; }
template <class T> void t49(__private T *a0, std::vec<T> &a1, __private T *a2) {}
template void t49<__private Foo>(__private Foo *, std::vec<__private Foo> &, __private Foo *);
template <class T> T t52(T *a0, __global T *a1, T *a2) { return *(T *)0; }
template Tpl<int> t52<Tpl<int>>(Tpl<int> *, __global Tpl<int> *, Tpl<int> *);
template <class T> T *t78(T a0, const T &a1, T a2, Foo a3) { return (T *)0; }
template __private Foo *t78<__private Foo>(__private Foo, const __private Foo &, __private Foo, Foo);
"""
# The declarations above, as the opencl style prints them (a dependent pointee
# instantiated with a plain type is __generic in C++ for OpenCL, unspelled in the name;
# t49's plain text reads back as another name: its with-clause says which is T, issue 25).
CXX_DECLARED = {
    "_Z3t49I3FooEvPT_RSt3vecIS2_ES4_":
        "void t49(__private T *, std::vec<T> &, __private T *) [with T = __private Foo]",
    "_Z3t52I3TplIiEET_PS2_PU3AS1S2_S3_":
        "Tpl<int> t52<Tpl<int>>(Tpl<int> *, __global Tpl<int> *, Tpl<int> *)",
    "_Z3t78I3FooEPT_S2_RKS2_S2_S0_":
        "__private Foo * t78<__private Foo>(__private Foo, const __private Foo &, __private Foo, Foo)",
}

SYCL = """
#define AS_G __attribute__((opencl_global))
#define AS_P __attribute__((opencl_private))
struct Foo { int x; };
void helper(Foo &a, AS_G int *b, Foo &c, Foo d) {}
void h(int *a, int *&b) {}
template <class T> void t49(AS_P T *a0, T &a1, AS_P T *a2) {}
template void t49<AS_P Foo>(AS_P Foo *, AS_P Foo &, AS_P Foo *);
"""
SYCL_DECLARED = {
    "_Z6helperR3FooPU3AS1iS0_S_": "helper(Foo &, __global int *, Foo &, Foo)",
    "_Z1hPiRS_": "h(int *, int *&)",
    "_Z3t49IU3AS03FooEvPU3AS0T_RS2_S4_":
        "void t49(__private T *, T &, __private T *) [with T = __private Foo]",
}


def _compile(tmp_path: Path, source: str, options: list[str]) -> Path:
    assert CLANG is not None
    src = tmp_path / "a.src"
    src.write_text(source, encoding="utf-8")
    out = tmp_path / "a.ll"
    subprocess.run([CLANG, *options, "-target", "spir64", "-O0", "-S", "-emit-llvm", "-w",
                    "-o", str(out), str(src)], check=True)
    return out


def _symbols(module: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, str]:
    assert main(["symbols", "--json", str(module)]) == 0
    data = json.loads(capsys.readouterr().out)[0]
    return {f["name"]: f["demangled"] for f in data["functions"]}


@needs_clang
def test_symbols_reads_cxx_for_opencl_names_as_declared(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = _compile(tmp_path, CXX_FOR_OPENCL,
                      ["-x", "clcpp", "-cl-std=clc++2021", "-cl-no-stdinc"])
    printed = _symbols(module, capsys)
    assert printed == CXX_DECLARED
    for name, declared in CXX_DECLARED.items():
        symbol = demangle(name)  # the name alone: ambiguous, the declared reading one of two
        assert symbol.ambiguous
        assert declared in (symbol.format("opencl"), symbol.alternative.format("opencl"))  # type: ignore[union-attr]
    # and the text output says the same
    assert main(["symbols", str(module)]) == 0
    text = capsys.readouterr().out
    assert all(declared in text for declared in CXX_DECLARED.values())


@needs_clang
def test_symbols_reads_sycl_names_as_declared(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    module = _compile(tmp_path, SYCL, ["-x", "c++", "-std=c++17", "-Xclang", "-fsycl-is-device"])
    assert _symbols(module, capsys) == SYCL_DECLARED


# The IR of the C++ for OpenCL source above (clang-19, spir64), its t49 line.
T49_IR = ("define weak_odr dso_local spir_func void ",
          "ptr noundef %0, ptr addrspace(4) noundef align 1 %1, ptr noundef %2) #0 comdat {")


def test_ir_params_read_pointers_address_spaces_byval_and_sret() -> None:
    assert ir_params(T49_IR[1]) == [(True, 0, False, False, False), (True, 4, False, False, True),
                                     (True, 0, False, False, False)]
    assert ir_params("ptr sret(%struct.Tpl) align 8 %0, i32 noundef %1, ptr byval(%s) align 4 %2, "
                     "ptr noundef nonnull align 4 dereferenceable(4) %3)") == [
        (True, 0, False, True, False), (False, -1, False, False, False),
        (True, 0, True, False, False), (True, 0, False, False, True)]
    assert ir_params("i32, ...)") is None  # variadic: the IR cannot say
    assert ir_params("i32 %0") is None  # unclosed


def test_the_signature_chooses_among_clangs_readings() -> None:
    name = "_Z3t49I3FooEvPT_RSt3vecIS2_ES4_"
    chosen = demangle(name, "clang")
    other = chosen.alternative
    assert other is not None
    # clang's most likely reading by the name (no optional phantom) passes std::vec by value
    assert agrees(chosen.entity, T49_IR, 4) is False
    assert agrees(other.entity, T49_IR, 4) is True
    # a parameter count that does not line up: no evidence
    assert agrees(other.entity, (T49_IR[0], "ptr noundef %0)"), 4) is None


_CXX_MODULE = """\
target triple = "spir64"
define {linkage}spir_func void @_Z3t49I3FooEvPT_RSt3vecIS2_ES4_(ptr noundef %0, \
ptr addrspace(4) noundef align 1 %1, ptr noundef %2) {{
  ret void
}}
!opencl.cxx.version = !{{!0}}
!0 = !{{i32 2021, i32 0}}
"""


@pytest.mark.parametrize("linkage, declared", [
    ("weak_odr ", True),
    # an internal function's signature may be the optimizer's: no evidence
    ("internal ", False),
])
def test_read_module_takes_the_reading_the_signature_implies(linkage: str, declared: bool) -> None:
    from spirmangle.library.modules import read_module

    module = read_module(_CXX_MODULE.format(linkage=linkage).encode())
    assert module.dialect == "clang"
    (f,) = module.functions
    name = "_Z3t49I3FooEvPT_RSt3vecIS2_ES4_"
    expected = CXX_DECLARED[name] if declared else demangle(name, "clang").format("opencl")
    assert f.demangled is not None and f.demangled.format("opencl") == expected
    assert (expected == CXX_DECLARED[name]) is declared
