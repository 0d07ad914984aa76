"""Issue 21: C++ for OpenCL without the generic address space, as ``auto`` reads it.

With ``-cl-ext=-__opencl_c_generic_address_space`` Sema's default pointee and
``this`` address space (``getDefaultOpenCLPointeeAddrSpace``) is ``__private``,
which ``mangleQualifiers`` does not spell: such a name carries no OpenCL marker
(no ``AS4``, no ``this`` address space) and looks like plain C++, yet clang's
rule numbered it, with its phantoms and optional phantoms (a class template's
argument ``__private int``, a dependent pointee written ``__private T *``).
Where the plain rule cannot read such a name, or reads it only as a spelling no
compiler writes (the same pointer twice, where a compiler substitutes), clang's
canonical reading is the name's; where both a class template's ``__private``
argument and a plain one read it canonically, the name is ambiguous and the
other reading is :attr:`Symbol.alternative`.  Checked live with clang-19: the
names are clang's for the source below, and each reads to the declaration it
comes from (spelled here from the source) and mangles back.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from peers import LLVM, printed
from spirmangle import DemangleError, demangle, mangle

SOURCE = r"""
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
struct Foo { int x; };
template <class T> struct Tpl { T *p; };
template <class T> struct Box { T *v; Box(const Box &); Box &operator=(const Box &); };
template <class A, class B> struct Two { void f(A *, B *); static void g(A &, B &); };
template <class T> struct CT { CT(T *, int *, T &, T **, Tpl<T> *); };
struct M { template <class T> void tm(T *, M *); };
template <class T> auto t48(__private T *, void (*)(T *), __private T *) { return 0; }
void use(M &m, Box<__private int> &b, Two<__private Foo, Foo> &two, Foo *pf, int *pi,
         Tpl<__private int> *tp) {
  int x = 0;
  Box<__private int> c(b);
  c = b;
  two.f(pf, pf);
  Two<__private Foo, Foo>::g(*pf, *pf);
  CT<__private int> ct(pi, pi, x, &pi, tp);
  m.tm(&m, &m);
  void (*fp)(int *) = 0;
  t48<int>(&x, fp, &x);
}
template <class T> void tmin2(T *, T) {}
void use2(float *pf) { tmin2<__private float *__private>(&pf, pf); }
"""
FLAGS = ["-x", "clcpp", "-cl-no-stdinc", "-cl-std=clc++2021", "-target", "spir64", "-O0", "-Xclang",
         "-cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"]
# name -> its declaration, in the opencl style (from SOURCE: an unspelled pointee is __private)
DECLARED = {
    # class template arguments __private int: the plain rule does not read these
    "_ZN3BoxIiEC1ERKS1_": "Box<__private int>::Box(const __private Box<__private int> &)",
    "_ZN3BoxIiEaSERKS1_": "Box<__private int>::operator=(const __private Box<__private int> &)",
    "_ZN2CTIiEC1EPS0_S2_RS0_PS2_P3TplIS0_E":
        "CT<__private int>::CT(__private int *, __private int *, __private int &, "
        "__private int *__private *, __private Tpl<__private int> *)",
    # a dependent pointee written __private T *: the plain rule reads the same pointer twice
    "_Z3t48IiEDaPT_PFvPS0_ES2_": "auto t48<int>(__private int *, void (*)(int *), __private int *)",
}
# use(..., Two<__private Foo, Foo> &, ...): clang-19 writes the same name for
# use(..., Two<Foo, __private Foo> &, ...) (either argument's phantom is the candidate S8_
# refers to), so the name alone cannot choose; both readings are as likely (issue 21, q6's class)
USE = "_Z3useR1MR3BoxIiER3TwoI3FooS8_EPS9_PS3_P3TplIS3_E"
USE_READINGS = {"use(__private M &, __private Box<__private int> &, __private Two<%s> &, "
                "__private Foo *, __private int *, __private Tpl<__private int> *)" % args
                for args in ("__private Foo, Foo", "Foo, __private Foo")}
# names that Two<Foo, Foo>'s methods taking Two<Foo, Foo> would have too: ambiguous
AMBIGUOUS = {
    "_ZN3TwoI3FooS0_E1fEPS1_S3_": "Two<__private Foo, Foo>::f(__private Foo *, __private Foo *)",
    "_ZN3TwoI3FooS0_E1gERS1_S3_": "Two<__private Foo, Foo>::g(__private Foo &, __private Foo &)",
}
# M::tm<__private M> (deduced from &m); tm(T *, __private T *) with T = M has the same name
# and prints the same in the llvm style (either is canonical; a module cannot tell them apart:
# every pointer is a plain ptr)
TM = "_ZN1M2tmIS_EEvPT_PS1_"
# tmin2<__private float *__private>(T *, T) (given explicitly; T = the type of a local
# pointer, which a call tmin2(&pf, ...) deduces): the name of tmin2<__private float *>(T *, T *)
# too (an explicit tmin2<float *>)
TMIN2 = "_Z5tmin2IPfEvPT_S3_"
TMIN2_READINGS = {"void tmin2<__private float *__private>(__private float *__private *, "
                  "__private float *__private)",
                  "void tmin2<__private float *>(__private float **, __private float **)"}
TM_READINGS = {"void M::tm<__private M>(__private M *, __private M *)",
               "void M::tm<M>(M *, __private M *)"}


@pytest.fixture(scope="module")
def names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    source = Path(tmp_path_factory.mktemp("nogeneric")) / "k.clcpp"
    source.write_text(SOURCE, encoding="utf-8")
    done = subprocess.run(["clang-19", *FLAGS, "-S", "-emit-llvm", "-o", "-", str(source)],
                          capture_output=True, text=True, check=True)
    return re.findall(r"^(?:define|declare) [^@]*@(_Z[^(]+)\(", done.stdout, re.M)


def test_clang_writes_these_names(names: list[str]) -> None:
    assert sorted(names) == sorted([*DECLARED, *AMBIGUOUS, USE, TM, TMIN2, "_Z4use2Pf"])


def test_names_read_as_declared_and_mangle_back(names: list[str]) -> None:
    for name, declared in DECLARED.items():
        symbol = demangle(name)
        assert (symbol.dialect, symbol.format("opencl")) == ("clang", declared), name
        assert not symbol.ambiguous, name
        assert mangle(symbol.entity, dialect=symbol.dialect) == name


def test_the_plain_rule_reads_them_otherwise_or_not_at_all(names: list[str]) -> None:
    for name in DECLARED:
        try:
            plain = demangle(name, "itanium")
        except DemangleError:
            continue
        assert mangle(plain.entity, dialect="itanium") != name, name


def test_a_class_templates_private_argument_is_the_other_reading(names: list[str]) -> None:
    for name, declared in AMBIGUOUS.items():
        symbol = demangle(name)
        assert symbol.ambiguous and symbol.alternative is not None, name
        assert symbol.alternative.format("opencl") == declared
        assert symbol.format("opencl") != declared  # (Two<Foo, Foo>::f(Two<Foo, Foo> *, ...))
        for reading in (symbol, symbol.alternative):
            assert mangle(reading.entity, dialect=reading.dialect) == name


def test_either_class_template_argument_may_be_the_private_one(
        tmp_path: Path, names: list[str]) -> None:
    twin = SOURCE.replace("Two<__private Foo, Foo> &two", "Two<Foo, __private Foo> &two")
    assert twin != SOURCE
    source = tmp_path / "twin.clcpp"
    source.write_text(twin, encoding="utf-8")
    done = subprocess.run(["clang-19", *FLAGS, "-S", "-emit-llvm", "-o", "-", str(source)],
                          capture_output=True, text=True, check=True)
    assert "@" + USE + "(" in done.stdout  # (the same name for the other declaration)
    symbol = demangle(USE)
    assert symbol.ambiguous and symbol.alternative is not None
    assert {symbol.format("opencl"), symbol.alternative.format("opencl")} == USE_READINGS
    for reading in (symbol, symbol.alternative):
        assert mangle(reading.entity, dialect=reading.dialect) == USE


def test_an_explicit_private_argument_is_the_other_reading(names: list[str]) -> None:
    symbol = demangle(TMIN2)
    assert symbol.ambiguous and symbol.alternative is not None
    assert {symbol.format("opencl"), symbol.alternative.format("opencl")} == TMIN2_READINGS
    for reading in (symbol, symbol.alternative):
        assert mangle(reading.entity, dialect=reading.dialect) == TMIN2


def test_a_spelling_with_an_optional_phantom_reads_canonically(names: list[str]) -> None:
    symbol = demangle(TM)
    assert symbol.format("opencl") in TM_READINGS
    assert mangle(symbol.entity, dialect=symbol.dialect) == TM
    # (as the peers print it: they read PS1_ as the pointer PT_ again, which prints alike)
    assert [symbol.format("llvm")] == printed(LLVM, [TM])


def test_a_cxx_name_spelled_twice_stays_cxx_where_clang_does_not_write_it() -> None:
    # A::f(A *, A *) with the same pointer spelled twice (a compiler writes PS_S0_); no
    # optional phantom makes clang's rule write it either: both peers' reading stays
    name = "_ZN1A1fEPS_PS_"
    symbol = demangle(name)
    assert symbol.dialect == "itanium"
    assert [symbol.format("llvm")] == printed(LLVM, [name])
