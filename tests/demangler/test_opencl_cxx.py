"""C++ for OpenCL (issue 9, items 4 and 5): member functions with their ``this``
address space, ``--cl-std CLC++``, the ``auto`` rule for C++ names, and clang's
rule for array pointees.

The names were compiled by clang-19 from tests/cxx_sources/opencl_cxx.clcpp
(``-cl-std=clc++2021 -target spir64 -O0``; ``-Xclang -mno-constructor-aliases``
gives the C1/D1 forms) and from the snippets below; the live tests recompile them.
Neither llvm-cxxfilt-19 nor c++filt reads an address space in a nested name
(``NU3AS4``): both leave the name alone, so the llvm and gnu styles print the
method's address space as they print any vendor qualifier after a cv-qualifier
(``_Z1fPU3AS4Ki`` is ``f(int const AS4*)``): after the method's cv-qualifiers,
before its ref-qualifier: ``Pt::get() const AS4``, ``Pt::crefget() const AS4 &``.
(Neither peer prints a vendor qualifier of a member function type that way; both
print ``_Z1fM1AU3AS4KFvvE`` oddly, llvm ``f(void  const() AS4 A::*)``.)  Without
the address space each name is one the peers read, and then we print exactly
what they print (checked live below).  The opencl style prints the address
space keyword there: ``Pt::get(void) const __generic``.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest
from peers import printed as _peer

from spirmangle import DemangleError, demangle, mangle
from spirmangle.catalogue import overloads
from spirmangle.catalogue.header import opencl_header
from spirmangle.cli.main import main
from spirmangle.config import language
from spirmangle.demangler.symbol import looks_like_opencl

SOURCE = Path(__file__).resolve().parent.parent / "cxx_sources" / "opencl_cxx.clcpp"
CLANG = shutil.which("clang-19")
needs_clang = pytest.mark.skipif(CLANG is None, reason="clang-19 not installed")
NO_GENERIC = "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"

# (mangled, llvm style, gnu style (None: as llvm), opencl style)
METHODS = [
    # constructors, destructors (C1/D1 with -mno-constructor-aliases, else C2/D2)
    ("_ZNU3AS42PtC1Ev", "Pt::Pt() AS4", None, "Pt::Pt(void) __generic"),
    ("_ZNU3AS42PtC2Ev", "Pt::Pt() AS4", None, "Pt::Pt(void) __generic"),
    ("_ZNU3AS42PtC1Ei", "Pt::Pt(int) AS4", None, "Pt::Pt(int) __generic"),
    ("_ZNU3AS42PtC2Ei", "Pt::Pt(int) AS4", None, "Pt::Pt(int) __generic"),
    ("_ZNU3AS42PtC1ERU3AS4KS_", "Pt::Pt(Pt const AS4&) AS4", None,
     "Pt::Pt(const __generic Pt &) __generic"),
    ("_ZNU3AS42PtC2ERU3AS4KS_", "Pt::Pt(Pt const AS4&) AS4", None,
     "Pt::Pt(const __generic Pt &) __generic"),
    ("_ZNU3AS42PtD1Ev", "Pt::~Pt() AS4", None, "Pt::~Pt(void) __generic"),
    ("_ZNU3AS42PtD2Ev", "Pt::~Pt() AS4", None, "Pt::~Pt(void) __generic"),
    ("_ZNU3AS43BoxIiEC1Ev", "Box<int>::Box() AS4", None, "Box<int>::Box(void) __generic"),
    ("_ZNU3AS43BoxIiEC2Ev", "Box<int>::Box() AS4", None, "Box<int>::Box(void) __generic"),
    # cv-qualified methods
    ("_ZNU3AS4K2Pt3getEv", "Pt::get() const AS4", None, "Pt::get(void) const __generic"),
    ("_ZNU3AS4V2Pt4vgetEv", "Pt::vget() volatile AS4", None, "Pt::vget(void) volatile __generic"),
    ("_ZNU3AS4VK2Pt5cvgetEv", "Pt::cvget() const volatile AS4", None,
     "Pt::cvget(void) const volatile __generic"),
    # methods in each address space (__private is not spelled: AS0 is not mangled)
    ("_ZNU3AS12Pt4ggetEv", "Pt::gget() AS1", None, "Pt::gget(void) __global"),
    ("_ZNU3AS22Pt4cgetEv", "Pt::cget() AS2", None, "Pt::cget(void) __constant"),
    ("_ZNU3AS32Pt4lgetEv", "Pt::lget() AS3", None, "Pt::lget(void) __local"),
    ("_ZNU3AS42Pt6gengetEv", "Pt::genget() AS4", None, "Pt::genget(void) __generic"),
    ("_ZN2Pt4pgetEv", "Pt::pget()", None, "Pt::pget(void)"),
    ("_ZNU3AS12Pt3getEv", "Pt::get() AS1", None, "Pt::get(void) __global"),
    ("_ZNU3AS1K2Pt5cggetEv", "Pt::cgget() const AS1", None, "Pt::cgget(void) const __global"),
    # ref-qualified: the ref-qualifier comes last
    ("_ZNU3AS4R2Pt6refgetEv", "Pt::refget() AS4 &", None, "Pt::refget(void) __generic &"),
    ("_ZNU3AS4O2Pt7rrefgetEv", "Pt::rrefget() AS4 &&", None, "Pt::rrefget(void) __generic &&"),
    ("_ZNU3AS4KR2Pt7crefgetEv", "Pt::crefget() const AS4 &", None,
     "Pt::crefget(void) const __generic &"),
    # operators
    ("_ZNU3AS42PtaSERU3AS4KS_", "Pt::operator=(Pt const AS4&) AS4", None,
     "Pt::operator=(const __generic Pt &) __generic"),
    ("_ZNU3AS4K2PtplERU3AS4KS_", "Pt::operator+(Pt const AS4&) const AS4", None,
     "Pt::operator+(const __generic Pt &) const __generic"),
    ("_ZNU3AS4K2PteqERU3AS4KS_", "Pt::operator==(Pt const AS4&) const AS4", None,
     "Pt::operator==(const __generic Pt &) const __generic"),
    ("_ZNU3AS4K2PtixEi", "Pt::operator[](int) const AS4", None,
     "Pt::operator[](int) const __generic"),
    ("_ZNU3AS4K2PtcviEv", "Pt::operator int() const AS4", None,
     "Pt::operator int(void) const __generic"),
    ("_ZNU3AS43AccpLEi", "Acc::operator+=(int) AS4", None, "Acc::operator+=(int) __generic"),
    ("_ZNU3AS4K3AccclEi", "Acc::operator()(int) const AS4", None,
     "Acc::operator()(int) const __generic"),
    # templates: member templates (the return type is encoded) and class templates
    ("_ZNU3AS4K2Pt4convIfEET_S1_", "float Pt::conv<float>(float) const AS4", None,
     "float Pt::conv<float>(float) const __generic"),
    ("_ZNU3AS4K2Pt4convIlEET_S1_", "long Pt::conv<long>(long) const AS4", None,
     "long Pt::conv<long>(long) const __generic"),
    ("_ZNU3AS15Outer2tnILi3EEEiv", "int Outer::tn<3>() AS1", None,
     "int Outer::tn<3>(void) __global"),
    ("_ZNU3AS4K3BoxIiE3getEv", "Box<int>::get() const AS4", None,
     "Box<int>::get(void) const __generic"),
    ("_ZNU3AS13BoxIfE3setEf", "Box<float>::set(float) AS1", None,
     "Box<float>::set(float) __global"),
    ("_ZNU3AS1K3VecIiE3sumEPU3AS1i", "Vec<int>::sum(int AS1*) const AS1", None,
     "Vec<int>::sum(__global int *) const __global"),
    # parameters in address spaces; nested classes; a static method (clang mangles
    # the default address space of this even there)
    ("_ZNU3AS42Pt4takeEPU3AS1iPU3AS4iPU3AS3f", "Pt::take(int AS1*, int AS4*, float AS3*) AS4",
     None, "Pt::take(__global int *, __generic int *, __local float *) __generic"),
    ("_ZNU3AS4K2ns2In1mEPU3AS4i", "ns::In::m(int AS4*) const AS4", None,
     "ns::In::m(__generic int *) const __generic"),
    ("_ZNU3AS4K5Outer5Inner1mEv", "Outer::Inner::m() const AS4", None,
     "Outer::Inner::m(void) const __generic"),
    ("_ZNU3AS42Pt4sgetEPU3AS4i", "Pt::sget(int AS4*) AS4", None,
     "Pt::sget(__generic int *) __generic"),
    # local classes and lambdas (clang's $_N closures of non-inline functions)
    ("_ZZ6helperiENU3AS4K1L1fEv", "helper(int)::L::f() const AS4", None,
     "helper(int)::L::f(void) const __generic"),
    ("_ZZ7helper2iENU3AS4KUliE_clEi", "helper2(int)::'lambda'(int)::operator()(int) const AS4",
     "helper2(int)::{lambda(int)#1}::operator()(int) const AS4",
     "helper2(int)::{lambda(int)#1}::operator()(int) const __generic"),
    ("_ZZ7helper2iENU3AS4KUliE0_clEi", "helper2(int)::'lambda0'(int)::operator()(int) const AS4",
     "helper2(int)::{lambda(int)#2}::operator()(int) const AS4",
     "helper2(int)::{lambda(int)#2}::operator()(int) const __generic"),
    # (llvm-cxxfilt-19 reads S_ as the closure's auto: tparam-scope, which the llvm style
    # reproduces; neither peer reads NU3AS4, both read the name without it)
    ("_ZZ7helper2iENU3AS4KUlT_E_clIiEEDaS_",
     "auto helper2(int)::'lambda'(auto)::operator()<int>(auto) const AS4",
     "auto helper2(int)::{lambda(auto:1)#1}::operator()<int>(int) const AS4",
     "auto helper2(int)::{lambda(auto)#1}::operator()<int>(int) const __generic"),
    ("_ZZ7helper2iENU3AS4KUlT_E_clIfEEDaS_",
     "auto helper2(int)::'lambda'(auto)::operator()<float>(auto) const AS4",
     "auto helper2(int)::{lambda(auto:1)#1}::operator()<float>(float) const AS4",
     "auto helper2(int)::{lambda(auto)#1}::operator()<float>(float) const __generic"),
    ("_ZZ6helperiENU3AS4K3$_1clEi", "helper(int)::$_1::operator()(int) const AS4", None,
     "helper(int)::$_1::operator()(int) const __generic"),
    ("_ZZ6helperiENU3AS4K3$_0clIiEEDaT_",
     "auto helper(int)::$_0::operator()<int>(int) const AS4", None,
     "auto helper(int)::$_0::operator()<int>(int) const __generic"),
    ("_ZZ7helper3iENU3AS4K3$_0clEi", "helper3(int)::$_0::operator()(int) const AS4", None,
     "helper3(int)::$_0::operator()(int) const __generic"),
    ("_ZZ6helperiENU3AS4K3$_0clIfEEDaT_",
     "auto helper(int)::$_0::operator()<float>(float) const AS4", None,
     "auto helper(int)::$_0::operator()<float>(float) const __generic"),
]

# Functions (no this) of the same sources: templates over address spaces, arrays.
FUNCTIONS = [
    ("_Z5loadpIU3AS1iET_PS1_", "int AS1 loadp<int AS1>(int AS1*)", None,
     "__global int loadp<__global int>(__global int *)"),
    ("_Z5storeIiEvPU3AS1T_S0_", "void store<int>(int AS1*, int)", None,
     "void store<int>(__global int *, int)"),
    ("_Z3arrRA4_U3AS4iPA2_U3AS1f", "arr(int AS4 (&) [4], float AS1 (*) [2])", None,
     "arr(__generic int (&) [4], __global float (*) [2])"),
    ("_Z1hPA2_U3AS4fPS_S1_", "h(float AS4 (*) [2], float AS4*, float AS4 (*) [2])", None,
     "h(__generic float (*) [2], __generic float *, __generic float (*) [2])"),
    ("_Z4callIZ7helper2iEUliE_EiRKT_i",
     "int call<helper2(int)::'lambda'(int)>(helper2(int)::'lambda'(int) const&, int)",
     "int call<helper2(int)::{lambda(int)#1}>(helper2(int)::{lambda(int)#1} const&, int)",
     None),
]


def _check(name: str, llvm: str, gnu: "str | None", opencl: "str | None") -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (gnu or llvm)
    if opencl is not None:
        assert str(symbol) == opencl
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    json.dumps(symbol.to_json())


@pytest.mark.parametrize("name, llvm, gnu, opencl", METHODS + FUNCTIONS)
def test_cxx_for_opencl_names(name, llvm, gnu, opencl):
    _check(name, llvm, gnu, opencl)


def test_the_method_address_space_is_in_the_model():
    symbol = demangle("_ZNU3AS4K2Pt3getEv")
    quals = symbol.entity.name.qualifiers
    assert (quals.addrspace.keyword, quals.const, symbol.dialect) == ("__generic", True, "clang")
    assert symbol.to_json()["base_name"] == "get"


# llvm-cxxfilt-19 does not read the T_ of a $_0 closure's call operator in a local name
# (_ZZ6helperiENK3$_0clIfEEDaT_; c++filt does, as we print it).
_LLVM_UNREAD = {"_ZZ6helperiENU3AS4K3$_0clIfEEDaT_", "_ZZ6helperiENU3AS4K3$_0clIiEEDaT_"}


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt-19", "llvm"), ("c++filt", "gnu")])
def test_without_the_address_space_the_peers_print_the_same(tool, style):
    """Neither peer reads NU3AS<n>; the name without it they read, and print what we
    print without the " AS<n>"."""
    names = [m[0] for m in METHODS if "NU3AS" in m[0]]
    assert _peer(tool, names) == names  # both leave them alone
    plain = [re.sub(r"NU3AS\d", "N", n, count=1) for n in names]
    printed = _peer(tool, plain)
    for name, theirs in zip(names, printed):
        ours = demangle(name).format(style)
        space = " AS" + re.search(r"NU3AS(\d)", name).group(1)
        at = ours.rindex(space)
        if style == "llvm" and name in _LLVM_UNREAD:
            continue
        assert ours[:at] + ours[at + len(space):] == theirs, name


@needs_clang
def test_clang_emits_these_names():
    """Every _Z function clang-19 defines for the source reads, mangles back, and
    the table above lists it (and the deduced __private argument, below)."""
    names = set()
    for extra in ([], ["-Xclang", "-mno-constructor-aliases"]):
        ir = subprocess.run([CLANG, "-cl-std=clc++2021", "-target", "spir64", "-O0", "-emit-llvm",
                             "-S", "-o", "-", str(SOURCE)] + extra,
                            capture_output=True, text=True, check=True).stdout
        names |= set(re.findall(r'^define[^@]*@"?(_Z[\w$.]*)', ir, re.M))
    listed = {m[0] for m in METHODS + FUNCTIONS}
    for name in sorted(names):
        symbol = demangle(name)
        assert mangle(symbol.entity, dialect=symbol.dialect) == name
    with_space = {n for n in names if "NU3AS" in n}
    assert with_space <= listed, with_space - listed
    assert DEDUCED_PRIVATE in names


# clang makes a template argument deduced from a pointer to __private (T = __private
# int) a phantom candidate of its own: `template <class T> T loadp(T *)` called on
# &private_int is loadp<__private int>, _Z5loadpIiET_PS1_ (S_ loadp, S0_ the argument,
# S1_ T_).  The mangling does not say whether a template argument is __private
# (twice<int> is _Z5twiceIiET_S0_, no phantom), the plain rule does not read S1_ and
# both peers reject it; clang's rule reads it with the argument __private (an
# optional phantom, spirmangle.demangler.auto_rule), the one reading there is.
DEDUCED_PRIVATE = "_Z5loadpIiET_PS1_"


def test_a_deduced_private_template_argument_is_read():
    with pytest.raises(DemangleError):
        demangle(DEDUCED_PRIVATE, dialect="itanium")
    symbol = demangle(DEDUCED_PRIVATE)
    assert (symbol.dialect, symbol.ambiguous) == ("clang", False)
    assert str(symbol) == "__private int loadp<__private int>(__private int *)"
    assert symbol.format("llvm") == "int loadp<int>(int*)"
    assert mangle(symbol.entity, dialect="clang") == DEDUCED_PRIVATE


# ------------------------------------------------- the auto rule (issue item 5)
@pytest.mark.parametrize("name, dialect, llvm, gnu", [
    # OpenCL C cannot produce template arguments: a vector alone does not make
    # this an OpenCL name (both peers print this; under clang's rule S1_ is short*)
    ("_Z13JVTLib_103270ILi1EEvPsDv2_xS1_", "itanium",
     "void JVTLib_103270<1>(short*, long long vector[2], long long vector[2])",
     "void JVTLib_103270<1>(short*, long long __vector(2), long long __vector(2))"),
    ("_ZN2ty7vec_tplIDv4_iEET_S2_", "itanium",
     "int vector[4] ty::vec_tpl<int vector[4]>(int vector[4])",
     "int __vector(4) ty::vec_tpl<int __vector(4)>(int __vector(4))"),
    ("_ZN4simd3addEPDv4_fS1_", "itanium",
     "simd::add(float vector[4]*, float vector[4]*)",
     "simd::add(float __vector(4)*, float __vector(4)*)"),
    ("_Z1fRDv4_fS_", "itanium", "f(float vector[4]&, float vector[4])",
     "f(float __vector(4)&, float __vector(4))"),
    # a method's address space is C++ for OpenCL's: clang's rule
    ("_ZNU3AS4K2Pt3getEv", "clang", "Pt::get() const AS4", None),
    # a global address space alone: both rules read it alike, and SYCL names have it too
    ("_Z5storeIiEvPU3AS1T_S0_", "itanium", "void store<int>(int AS1*, int)", None),
    # what OpenCL C produces stays clang's
    ("_Z5fractDv4_fPS_", "clang", "fract(float vector[4], float vector[4]*)",
     "fract(float __vector(4), float __vector(4)*)"),
])
def test_auto_reads_cxx_names_by_the_plain_rule(name, dialect, llvm, gnu):
    symbol = demangle(name)
    assert symbol.dialect == dialect
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (gnu or llvm)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt-19", "llvm"), ("c++filt", "gnu")])
def test_the_plain_readings_are_the_peers(tool, style):
    names = ["_Z13JVTLib_103270ILi1EEvPsDv2_xS1_", "_ZN2ty7vec_tplIDv4_iEET_S2_",
             "_ZN4simd3addEPDv4_fS1_", "_Z1fRDv4_fS_", "_Z5tmin2IPfEvPT_S2_"]
    assert _peer(tool, names) == [demangle(n).format(style) for n in names]


@pytest.mark.parametrize("name, opencl", [
    ("_ZNU3AS42PtC1Ev", True),
    ("_Z1fIiEvPU3AS1i", True),
    ("_Z1fRU3AS1Dv4_f", True),
    ("_ZN2ns1fEDv4_f", False),   # a nested name
    ("_Z1fIiEvDv4_f", False),    # template arguments
    ("_ZZ1fDv4_fE1a", False),    # a local name
    ("_Z1fRDv4_f", False),       # a reference
    ("_Z1fODh", False),
    ("_Z1fPDv4_f", True),        # OpenCL C has pointers and vectors
])
def test_cxx_constructs_without_an_address_space_are_not_opencl(name, opencl):
    assert looks_like_opencl(name) is opencl


def test_a_name_only_clangs_rule_reads_is_read_by_it():
    # clang-19 -cl-std=clc++2021 without the generic address space, for
    # template <class T> void tmin(T *, T *) called as tmin(&pf, &pf), pf a local
    # float *: T is deduced __private float *__private, a phantom of its own (an
    # optional one: nothing in the name says so); T_ * is dependent, no phantom.
    # S_ tmin, S0_ __private float, S1_ float *, S2_ T (__private), S3_ T_, S4_ T_ *.
    # The plain rule has no S4_ (both peers reject the name), clang's reads it.
    symbol = demangle("_Z4tminIPfEvPT_S4_")
    assert (symbol.dialect, symbol.ambiguous) == ("clang", False)
    assert symbol.format("llvm") == "void tmin<float*>(float**, float**)"
    assert str(symbol) == ("void tmin<__private float *__private>(__private float *__private *, "
                           "__private float *__private *)")
    assert mangle(symbol.entity, dialect="clang") == "_Z4tminIPfEvPT_S4_"
    # tmin<float *>(&pf, &pf), T given: no phantom for T, S3_ is T_ *.  Or, with T's
    # phantom, S3_ is T_: tmin2<__private float *__private>(&pf, pf) of a tmin2(T *, T) is
    # _Z5tmin2IPfEvPT_S3_ (tests/demangler/test_nogeneric_cxx_opencl.py): ambiguous.
    symbol = demangle("_Z4tminIPfEvPT_S3_")
    assert (symbol.dialect, symbol.ambiguous) == ("clang", True)
    assert symbol.format("llvm") == "void tmin<float*>(float**, float**)"
    assert mangle(symbol.entity, dialect="clang") == "_Z4tminIPfEvPT_S3_"
    assert symbol.alternative is not None
    assert symbol.alternative.format("llvm") == "void tmin<float*>(float**, float*)"


def test_the_limit_of_the_rule():
    # The same compiler gives template <class T> void tmin2(T *, T) with T = float *
    # as _Z5tmin2IPfEvPT_S2_: under clang's rule S2_ is T_ (float *), under the plain
    # rule T_ * (float **), which is what g++ would mean and both peers print.  A C++
    # name without an address space is read as C++; --dialect clang reads it as clang.
    symbol = demangle("_Z5tmin2IPfEvPT_S2_")
    assert (symbol.dialect, symbol.ambiguous) == ("itanium", True)
    assert symbol.format("llvm") == "void tmin2<float*>(float**, float**)"
    clang = demangle("_Z5tmin2IPfEvPT_S2_", dialect="clang")
    assert clang.format("llvm") == "void tmin2<float*>(float**, float*)"
    assert mangle(clang.entity, dialect="clang") == "_Z5tmin2IPfEvPT_S2_"


@needs_clang
def test_the_no_generic_names_come_from_clang():
    source = ("template <class T> void tmin(T *, T *) {}\n"
              "template <class T> void tmin2(T *, T) {}\n"
              "kernel void k() { float f; float *pf = &f; tmin(&pf, &pf); tmin2<float *>(&pf, pf);"
              " tmin<float *>(&pf, &pf); }\n")
    ir = subprocess.run([CLANG, "-cl-std=clc++2021", "-Xclang", "-cl-ext=" + NO_GENERIC,
                         "-target", "spir64", "-O0", "-emit-llvm", "-S", "-o", "-", "-x", "clcpp",
                         "-"], input=source, capture_output=True, text=True, check=True).stdout
    assert set(re.findall(r"^define[^@]*@(_Z\w*)", ir, re.M)) == {
        "_Z4tminIPfEvPT_S4_", "_Z5tmin2IPfEvPT_S2_", "_Z4tminIPfEvPT_S3_"}


# ---------------------------------------- clang's rule for pointers to arrays
# clang keeps an array's qualifiers on its element: the phantom __private is the
# element's, before the array's candidate, and an element with a spelled address
# space makes none.  (OpenCL C, clang-19 -cl-std=CL1.2 and CL2.0.)
@pytest.mark.parametrize("name, llvm, opencl", [
    ("_Z1fPA2_U3AS1fS1_", "f(float AS1 (*) [2], float AS1 (*) [2])",
     "f(__global float (*) [2], __global float (*) [2])"),
    ("_Z1gPA2_fS1_", "g(float (*) [2], float (*) [2])",
     "g(__private float (*) [2], __private float (*) [2])"),
    ("_Z1kPA2_U3AS1fPS_S1_", "k(float AS1 (*) [2], float AS1*, float AS1 (*) [2])",
     "k(__global float (*) [2], __global float *, __global float (*) [2])"),
    ("_Z1gPA2_U3AS4fS1_", "g(float AS4 (*) [2], float AS4 (*) [2])",
     "g(__generic float (*) [2], __generic float (*) [2])"),
    ("_Z1gPA2_KfS1_", "g(float const (*) [2], float const (*) [2])",
     "g(const __private float (*) [2], const __private float (*) [2])"),
    ("_Z1gPA2_A3_fS2_", "g(float (*) [2][3], float (*) [2][3])",
     "g(__private float (*) [2][3], __private float (*) [2][3])"),
])
def test_clang_reads_a_pointer_to_an_array(name, llvm, opencl):
    symbol = demangle(name)
    assert symbol.dialect == "clang"
    assert symbol.format("llvm") == llvm
    assert str(symbol) == opencl
    assert mangle(symbol.entity, dialect="clang") == name


def test_clang_rule_on_an_array_pointee_without_markers():
    # void h(float (*)[2], float *, float (*)[2]) in OpenCL C 1.2 is _Z1hPA2_fPS_S1_:
    # S_ __private float, S0_ the array, S1_ the pointer.  It has no OpenCL marker,
    # so auto reads it as C++ (as both peers do); clang's rule reads it right.
    clang = demangle("_Z1hPA2_fPS_S1_", dialect="clang")
    assert str(clang) == "h(__private float (*) [2], __private float *, __private float (*) [2])"
    assert mangle(clang.entity, dialect="clang") == "_Z1hPA2_fPS_S1_"
    assert demangle("_Z1hPA2_fPS_S1_").dialect == "itanium"


@needs_clang
def test_clang_mangles_array_pointees_so():
    source = ("void __attribute__((overloadable)) f(__global float (*b)[2], __global float (*c)[2]) {}\n"
              "void __attribute__((overloadable)) g(float (*b)[2], float (*c)[2]) {}\n"
              "void __attribute__((overloadable)) g(const float (*b)[2], const float (*c)[2]) {}\n"
              "void __attribute__((overloadable)) g(float (*b)[2][3], float (*c)[2][3]) {}\n"
              "void __attribute__((overloadable)) h(float (*b)[2], float *c, float (*d)[2]) {}\n"
              "void __attribute__((overloadable)) k(__global float (*b)[2], __global float *c,"
              " __global float (*d)[2]) {}\n")
    ir = subprocess.run([CLANG, "-cl-std=CL1.2", "-target", "spir64", "-O0", "-emit-llvm", "-S",
                         "-o", "-", "-x", "cl", "-"], input=source, capture_output=True, text=True,
                        check=True).stdout
    assert set(re.findall(r"^define[^@]*@(_Z\w*)", ir, re.M)) == {
        "_Z1fPA2_U3AS1fS1_", "_Z1gPA2_fS1_", "_Z1gPA2_KfS1_", "_Z1gPA2_A3_fS2_",
        "_Z1hPA2_fPS_S1_", "_Z1kPA2_U3AS1fPS_S1_"}


# --------------------------------------------------- --cl-std CLC++ (item 4)
@pytest.mark.parametrize("cl_std, version", [("CLC++", 200), ("CLC++1.0", 200),
                                             ("CLC++2021", 300), ("CL3.0", 300)])
def test_cxx_for_opencl_versions(cl_std, version):
    lang = language(cl_std)
    assert (lang.version, lang.cxx) == (version, cl_std.startswith("CLC++"))


@lru_cache(maxsize=None)
def _catalogue(target: str, cl_std: str, cl_ext: str = "") -> tuple:
    return tuple(overloads(target, cl_std, cl_ext))


def _mangled(target: str, cl_std: str, cl_ext: str = "") -> set[str]:
    return {o.mangled for o in _catalogue(target, cl_std, cl_ext)}


def test_printf_is_mangled_in_cxx_for_opencl():
    cxx = _mangled("spir64", "CLC++2021")
    c = _mangled("spir64", "CL3.0")
    assert "_Z6printfPU3AS2Kcz" in cxx and "printf" not in cxx
    assert "printf" in c and "_Z6printfPU3AS2Kcz" not in c
    # opencl-c.h also declares the legacy atomics on the default address space for C++
    assert cxx - c == {"_Z6printfPU3AS2Kcz", "_Z11atomic_xchgPU3AS4Vff"} | {
        "_Z%d%sPU3AS4V%s" % (len(op), op, args)
        for op, n in (("atomic_add", 2), ("atomic_sub", 2), ("atomic_xchg", 2),
                      ("atomic_inc", 1), ("atomic_dec", 1), ("atomic_cmpxchg", 3),
                      ("atomic_min", 2), ("atomic_max", 2), ("atomic_and", 2),
                      ("atomic_or", 2), ("atomic_xor", 2))
        for args in ("i" * n, "j" * n)}
    assert c - cxx == {"printf"}
    no_generic = _mangled("spir64", "CLC++2021", NO_GENERIC)
    assert "_Z10atomic_addPVii" in no_generic


def _clang_declares(cl_std: str, target: str, cl_ext: str, path: Path,
                    own: bool = False) -> set[str]:
    """clang's mangled names of every declaration (``own``: of those in ``path``)."""
    arm = ("cl_arm_integer_dot_product_int8", "cl_arm_integer_dot_product_accumulate_int8",
           "cl_arm_integer_dot_product_accumulate_int16",
           "cl_arm_integer_dot_product_accumulate_saturate_int8")
    argv = [CLANG, "-cc1", "-triple", target + "-unknown-unknown", "-cl-std=" + cl_std,
            "-finclude-default-header", "-cl-ext=+all"]
    if cl_ext:
        argv.append("-cl-ext=" + cl_ext)
    argv += ["-D%s=1" % m for m in arm] + ["-ast-dump=json", str(path)]
    done = subprocess.run(argv, capture_output=True, text=True, check=True)
    start = done.stdout.find('"file": "%s"' % path) if own else 0
    assert start >= 0
    return set(re.findall(r'"mangledName": "([^"]*)"', done.stdout[start:]))


@needs_clang
@pytest.mark.parametrize("clang_std, cl_std, target, cl_ext", [
    ("clc++2021", "CLC++2021", "spir64", ""),
    ("clc++2021", "CLC++2021", "spir64", NO_GENERIC),
    ("clc++1.0", "CLC++1.0", "spir", ""),
])
def test_the_catalogue_is_clangs_cxx_for_opencl_header(tmp_path, clang_std, cl_std, target,
                                                       cl_ext):
    """clang's default header under C++ for OpenCL declares exactly the catalogue's
    builtins of the configuration (names in the empty kernel file aside)."""
    path = tmp_path / "empty.clcpp"
    path.write_text("kernel void k(void) {}\n")
    declared = _clang_declares(clang_std, target, cl_ext, path) - {"k"}
    assert declared == _mangled(target, cl_std, cl_ext)


@needs_clang
def test_the_cxx_header_compiles_as_cxx_for_opencl(tmp_path):
    path = tmp_path / "header.clcpp"
    path.write_text(opencl_header(_catalogue("spir64", "CLC++2021"), "CLC++2021"))
    declared = _clang_declares("clc++2021", "spir64", "", path, own=True)
    assert _mangled("spir64", "CLC++2021") == declared


@needs_clang
def test_check_knows_the_cxx_builtins(tmp_path, capsys):
    source = tmp_path / "k.clcpp"
    source.write_text('kernel void k(__global int *g) { printf("%d", g[0]);'
                      " volatile int *p = g; atomic_add(p, 1); }\n")
    ir = tmp_path / "k.ll"
    subprocess.run([CLANG, "-cl-std=clc++2021", "-target", "spir64", "-O0", "-emit-llvm", "-S",
                    "-o", str(ir), str(source)], check=True)
    text = ir.read_text()
    assert "@_Z6printfPU3AS2Kcz(" in text and "@_Z10atomic_addPU3AS4Vii(" in text
    assert main(["check", "--cl-std", "CLC++2021", str(ir)]) == 0
    assert capsys.readouterr().out == ""
    assert main(["check", "--cl-std", "CL3.0", str(ir)]) == 1
    out = capsys.readouterr().out
    assert "unknown builtin _Z6printfPU3AS2Kcz" in out
    assert "unknown builtin _Z10atomic_addPU3AS4Vii" in out


def test_mangle_and_lookup_take_cxx_for_opencl(capsys):
    assert main(["mangle", "--cl-std", "CLC++", "void f(int *p)"]) == 0
    assert main(["mangle", "--cl-std", "CLC++2021", "--cl-ext=" + NO_GENERIC,
                 "void f(int *p)"]) == 0
    assert capsys.readouterr().out == "_Z1fPU3AS4i\n_Z1fPi\n"
    assert main(["lookup", "--cl-std", "CLC++2021", "_Z6printfPU3AS2Kcz"]) == 0
    assert main(["lookup", "--cl-std", "CL3.0", "_Z6printfPU3AS2Kcz"]) == 1
    capsys.readouterr()
    # the opencl style knows a C++ builtin's return type
    assert main(["demangle", "_Z10atomic_addPU3AS4Vii"]) == 0
    assert capsys.readouterr().out == "int atomic_add(volatile __generic int *, int)\n"


@pytest.mark.parametrize("name, dialect, opencl", [
    # no substitution after the phantom: both rules read it alike, clang's knows __private
    ("_Z1gPA2_f", "clang", "g(__private float (*) [2])"),
    ("_Z1gPA2_Kf", "clang", "g(const __private float (*) [2])"),
    ("_Z1gRA2_f", "itanium", "g(float (&) [2])"),  # a reference: C++, the plain rule
    # clang's rule would make the second __private float a substitution (PS_): the
    # phantoms are the element and the float, equal, so the name is C++'s
    ("_Z1gPA2_fPf", "itanium", "g(float (*) [2], float *)"),
])
def test_auto_notes_clangs_array_phantoms(name, dialect, opencl):
    symbol = demangle(name)
    assert (symbol.dialect, str(symbol)) == (dialect, opencl)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
