"""Issue 21: ``check`` and ``remangle`` read a module's names as ``symbols`` does
(spirmangle.modules.readings): under the dialect of the module's language and,
where a name alone cannot choose among clang's readings, as its IR signature
says.  Checked on modules clang-19 compiles (C++ for OpenCL with and without the
generic address space, SYCL), whose names a name alone reads otherwise:

* ``gt(&x, 0)`` of ``template <class T> void gt(T *, int)`` deduces ``T = __private
  int`` (x is a local): ``_Z2gtIiEvPT_i``, which is ``gt<int>`` too; the IR passes
  a private pointer (``ptr``), where ``gt<int>`` would pass a ``__generic`` one;
* ``t78<__private Foo>(T, const T &, T, Foo)`` is ``_Z3t78I3FooEPT_S2_RKS2_S2_S0_``,
  whose plain reading ``t78<Foo>(Foo *, Foo *const &, Foo *, Foo)`` mangles so too;
  the IR passes the class ``byval``;
* in SYCL device code, ``fract(__global int *, int *, int *&)`` is
  ``_Z5fractPU3AS1iPiRS1_``, which clang's OpenCL rule reads as ``fract(__global
  int *, __private int *, __private int &)``, and a name with a builtin's name
  prefers that reading; the module is SYCL's: the plain rule reads it.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import spirmangle
from spirmangle import demangle, mangle
from spirmangle.cli.main import main
from spirmangle.remangler.core import Conventions, remangle, remangle_symbol
from spirmangle.remangler.ir import remangle_module

CXX = r"""
struct Foo { int x; };
template <class T> void gt(T *, int);
template <class T> T *t78(T a, const T &b, T c, Foo d) { return 0; }
template __private Foo *t78<__private Foo>(__private Foo, const __private Foo &, __private Foo, Foo);
void k(int *p) { int x = 0; gt(&x, 0); }
"""
SYCL = r"""
#define AS_G __attribute__((opencl_global))
void fract(AS_G int *a, int *b, int *&c);
void k(AS_G int *a, int *b) { fract(a, b, b); }
"""
OPENCL = ["-x", "clcpp", "-cl-no-stdinc", "-cl-std=clc++2021", "-target", "spir64", "-O0"]
NO_GENERIC = ["-Xclang", "-cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,"
              "-__opencl_c_device_enqueue"]
CONFIGS = {
    "clcpp2021": (CXX, OPENCL),
    "clcpp2021-nogeneric": (CXX, OPENCL + NO_GENERIC),
    "sycl": (SYCL, ["-x", "c++", "-std=c++17", "-target", "spir64", "-Xclang", "-fsycl-is-device"]),
}
GT, T78, FRACT = "_Z2gtIiEvPT_i", "_Z3t78I3FooEPT_S2_RKS2_S2_S0_", "_Z5fractPU3AS1iPiRS1_"
# name -> its declaration (from the sources), in the opencl style
DECLARED = {
    GT: "void gt<__private int>(__private int *, int)",
    T78: "__private Foo * t78<__private Foo>(__private Foo, const __private Foo &, "
         "__private Foo, Foo)",
    FRACT: "fract(__global int *, int *, int *&)",
}
# what each configuration's module decides (without the generic address space, gt<int>'s
# pointer is a private one too: the IR cannot tell the readings apart)
DECIDED = {"clcpp2021": [GT, T78], "clcpp2021-nogeneric": [T78], "sycl": [FRACT]}


@pytest.fixture(scope="module")
def modules(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    directory = tmp_path_factory.mktemp("readings")
    out = {}
    for config, (source, flags) in CONFIGS.items():
        path = directory / (config + (".cpp" if config == "sycl" else ".clcpp"))
        path.write_text(source, encoding="utf-8")
        out[config] = directory / (config + ".ll")
        subprocess.run(["clang-19", *flags, "-S", "-emit-llvm", "-o", str(out[config]), str(path)],
                       check=True, capture_output=True)
    return out


def _names(module: Path) -> list[str]:
    return re.findall(r"^(?:define|declare) [^@]*@(_Z[^(]+)\(", module.read_text(), re.M)


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_a_name_alone_reads_otherwise_than_the_module(modules: dict[str, Path],
                                                      config: str) -> None:
    names = _names(modules[config])
    for name in DECIDED[config]:
        assert name in names
        assert demangle(name).format("opencl") != DECLARED[name], name


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_symbols_reads_the_declarations(modules: dict[str, Path], config: str) -> None:
    readings = {f.symbol: f.demangled for f in spirmangle.read_module(str(modules[config])).functions}
    for name in DECIDED[config]:
        assert readings[name].format("opencl") == DECLARED[name], name
        assert mangle(readings[name].entity, dialect=readings[name].dialect) == name


@pytest.mark.parametrize("config", ["clcpp2021", "sycl"])
def test_check_prints_the_modules_reading(modules: dict[str, Path], config: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    name = GT if config == "clcpp2021" else FRACT  # (declared only: check judges it)
    assert main(["check", "--json", str(modules[config])]) == 1
    findings = {f["symbol"]: f for f in json.loads(capsys.readouterr().out)[0]["findings"]}
    assert findings[name]["demangled"] == DECLARED[name]
    # the library's check too, on the path and on the module read_module made
    for module in (str(modules[config]), spirmangle.read_module(str(modules[config]))):
        texts = {f.symbol: f.demangled for f in spirmangle.check(module)}
        assert texts[name] == DECLARED[name]
    # an allow pattern matches the module's reading
    assert not [f for f in spirmangle.check(str(modules[config]), allow=[DECLARED[name]])
                if f.symbol == name]


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_remangle_moves_the_modules_reading(modules: dict[str, Path], config: str) -> None:
    """Moved to SYCL's rule (``--to-dialect itanium``), a name becomes the module's
    reading's name, not its reading alone's (a SYCL name stays as it is)."""
    conventions = Conventions(to_dialect="itanium")
    result = remangle_module(modules[config].read_bytes(), conventions)
    renames = {r.old: r.new for r in result.renames}
    readings = {f.symbol: f.demangled for f in spirmangle.read_module(str(modules[config])).functions}
    for name in DECIDED[config]:
        expected = remangle_symbol(readings[name], conventions)
        assert expected != remangle(name, conventions), name  # (the name alone's reading)
        assert renames.get(name, name) == expected, name
        assert (expected == name) == (config == "sycl")
        assert expected.encode() in result.text


INCOMPLETE = r"""
namespace std { template <class T> struct vec { T *d; }; }
struct Foo { int x; };
template <class T> struct Tpl { T *p; };
template <class T> void t49(__private T *a0, std::vec<T> &a1, __private T *a2) {}
template void t49<__private Foo>(__private Foo *, std::vec<__private Foo> &, __private Foo *);
template <class T> auto t45(__private T *a0, Tpl<T> &a1, __private T *a2, int a3) { return 0; }
template auto t45<Tpl<int>>(__private Tpl<int> *, Tpl<Tpl<int>> &, __private Tpl<int> *, int);
"""
INCOMPLETE_DECLARED = {
    # (its plain text, t49<__private Foo>(__private Foo *, std::vec<__private Foo> &,
    # __private Foo *), reads back as ...ES3_: the with-clause says which is T, issue 25)
    "_Z3t49I3FooEvPT_RSt3vecIS2_ES4_":
        "void t49(__private T *, std::vec<T> &, __private T *) [with T = __private Foo]",
    "_Z3t45I3TplIiEEDaPT_RS0_IS2_ES4_i":
        "auto t45<Tpl<int>>(__private Tpl<int> *, Tpl<Tpl<int>> &, __private Tpl<int> *, int)",
}


def test_a_defined_functions_class_parameter_is_complete(tmp_path: Path) -> None:
    """Without the generic address space a class that is not trivially copyable is
    passed by value as a plain ``ptr``, as a ``__private`` pointer is; but a class
    the reading passes by value must be complete in a function the module defines,
    and the IR shows a reference to an incomplete class (no ``dereferenceable``):
    ``t49<Foo>(Foo *, std::vec<Foo *> &, std::vec<Foo *>)`` is not the reading."""
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    source, module = tmp_path / "k.clcpp", tmp_path / "k.ll"
    source.write_text(INCOMPLETE, encoding="utf-8")
    subprocess.run(["clang-19", *OPENCL, *NO_GENERIC, "-S", "-emit-llvm", "-o", str(module),
                    str(source)], check=True, capture_output=True)
    assert sorted(_names(module)) == sorted(INCOMPLETE_DECLARED)
    assert re.search(r"@_Z3t49\S*\(ptr noundef %0, ptr noundef nonnull align 1 %1,",
                     module.read_text())  # (no dereferenceable: std::vec<Foo> is incomplete)
    readings = {f.symbol: f.demangled for f in spirmangle.read_module(str(module)).functions}
    for name, declared in INCOMPLETE_DECLARED.items():
        assert demangle(name).format("opencl") != declared  # (the name alone's reading)
        assert readings[name].format("opencl") == declared, name

