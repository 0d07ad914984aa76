"""Issue 21: a constructor template's arguments are always deduced (there is no
syntax to give them explicitly), so in C++ for OpenCL, where every object has an
address space, a plain argument (``IiE`` with no phantom) can come only from a
parameter taken by value.  A reading of a constructor template's name whose
argument no call could deduce is no reading (spirmangle.demangler.auto_rule._read): the
phantom one is the name's, and it is not ambiguous.  Checked live with clang-19.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import demangle, mangle

SOURCE = r"""
struct C0 {
  template <class U> C0(U *, U &, __private int *&);
  template <class U> C0(U, int *);
};
void use(__global int *g, __private int *&pb) {
  int x = 0;
  C0 a(&x, x, pb);
  C0 b(g, *g, pb);
  C0 c(x, &x);
}
"""


@pytest.fixture(scope="module")
def names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    out: list[str] = []
    for extra in ([], ["-Xclang", "-cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,"
                                  "-__opencl_c_device_enqueue"]):
        source = Path(tmp_path_factory.mktemp("ctor")) / "k.clcpp"
        source.write_text(SOURCE, encoding="utf-8")
        done = subprocess.run(["clang-19", "-x", "clcpp", "-cl-std=clc++2021", "-cl-no-stdinc",
                               "-target", "spir64", *extra, "-S", "-emit-llvm", "-o", "-",
                               str(source)], capture_output=True, text=True, check=True)
        out += re.findall(r"declare [^@]*@(_Z[^(]+)\(", done.stdout)
    return out


def test_clang_writes_the_phantom_of_a_deduced_private_argument(names: list[str]) -> None:
    assert "_ZNU3AS42C0C1IiEEPT_RS2_RU3AS4PS1_" in names  # C0<__private int> from (&x, x, pb)
    assert "_ZN2C0C1IiEEPT_RS2_RPS1_" in names  # the same without the generic address space
    assert "_ZNU3AS42C0C1IiEET_PU3AS4i" in names  # U = int deduced by value: no phantom


def test_the_constructor_templates_reading_is_the_deduced_one() -> None:
    symbol = demangle("_ZNU3AS42C0C1IiEEPT_RS2_RU3AS4PS1_")
    assert str(symbol) == ("C0::C0<__private int>(__private int *, __private int &, "
                           "__private int *__generic &) __generic")
    assert not symbol.ambiguous
    # without the generic address space only the module can say it is OpenCL; under
    # clang's rule the reading is the deduced one, and it is the only one
    symbol = demangle("_ZN2C0C1IiEEPT_RS2_RPS1_", "clang")
    assert str(symbol) == ("C0::C0<__private int>(__private int *, __private int &, "
                           "__private int *__private &)")
    assert not symbol.ambiguous or symbol.alternative.dialect != "clang"


def test_clangs_names_mangle_back(names: list[str]) -> None:
    for name in names:
        symbol = demangle(name, "clang")
        assert mangle(symbol.entity, dialect="clang") == name


def test_a_plain_argument_deduced_by_value_has_no_phantom() -> None:
    symbol = demangle("_ZNU3AS42C0C1IiEET_PU3AS4i")
    assert str(symbol) == "C0::C0<int>(int, __generic int *) __generic"
