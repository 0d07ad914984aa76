"""The substitution candidates of a run of vendor qualifiers, as each peer numbers them
(spirmangle.demangler.vendor_runs).

clang writes a type's qualifiers as one run (``U3AS1K``, ``U3fooU4bar``) and
records the qualified type once; LLVM's demangler reads it so, and so do the model,
the opencl style and the llvm style.  c++filt (libiberty) records a candidate for
each vendor qualifier and each group of CV letters of the run, so a substitution
after one names another type for it.  The gnu style prints what c++filt prints;
``format("gnu", exact=True)`` the ABI's reading; JSON's ``peer_misread`` says so.
Every expectation below is checked against the live tools.
"""

from __future__ import annotations

import pytest
from peers import GNU, LLVM, printed

from spirmangle import DemangleError, demangle, mangle

# (mangled, llvm-cxxfilt-19 = the ABI's reading, c++filt)
RUNS = [
    # clang-19 (spir64) writes _Z3fooPU3AS1KfS0_ for foo(const global float*, const global float*)
    ("_Z3fooPU3AS1KfS0_", "foo(float const AS1*, float const AS1*)",
     "foo(float const AS1*, float const AS1)"),
    ("_Z3fooPU3AS1KfS_", "foo(float const AS1*, float const AS1)", "foo(float const AS1*, float const)"),
    ("_Z1fPU3AS3VKiS_", "f(int const volatile AS3*, int const volatile AS3)",
     "f(int const volatile AS3*, int const volatile)"),
    ("_Z1fPU3AS3U11__unalignediS_", "f(int __unaligned AS3*, int __unaligned AS3)",
     "f(int __unaligned AS3*, int __unaligned)"),
    ("_Z1fPU3AS1U3fooKiS_", "f(int const foo AS1*, int const foo AS1)", "f(int const foo AS1*, int const)"),
    ("_Z1fPU3AS1U3fooKiS0_", "f(int const foo AS1*, int const foo AS1*)",
     "f(int const foo AS1*, int const foo)"),
    # CV letters before the vendor qualifiers qualify a candidate of their own for both
    ("_Z1fKU3fooU3bariS_S0_", "f(int bar foo const, int bar foo, int bar foo const)",
     "f(int bar foo const, int bar, int bar foo)"),
    ("_Z1fPKU3fooU3bariS_S0_S1_",
     "f(int bar foo const*, int bar foo, int bar foo const, int bar foo const*)",
     "f(int bar foo const*, int bar, int bar foo, int bar foo const)"),
    ("_Z1fPVU3AS4U7_AtomiciS0_", "f(int _Atomic AS4 volatile*, int _Atomic AS4 volatile)",
     "f(int _Atomic AS4 volatile*, int _Atomic AS4)"),
    # a vendor qualifier with template arguments over a cv-qualified type
    ("_Z1fU3fooIiEKiS_", "f(int const foo<int>, int const foo<int>)", "f(int const foo<int>, int const)"),
    ("_Z1fPU3fooIiEKiS0_", "f(int const foo<int>*, int const foo<int>*)",
     "f(int const foo<int>*, int const foo<int>)"),
    # the host spelling (U8CLglobal): AS<n> is a numbered vendor qualifier there
    ("_Z1gPU8CLglobalKiS_", "g(int const CLglobal*, int const CLglobal)", "g(int const CLglobal*, int const)"),
    ("_Z1gPU8CLglobaliPU3AS1KiS2_", "g(int CLglobal*, int const AS1*, int const AS1*)",
     "g(int CLglobal*, int const AS1*, int const AS1)"),
    # where no substitution reaches past the run, the numberings agree
    ("_Z3fooPU3AS1KfS_S0_", "foo(float const AS1*, float const AS1, float const AS1*)",
     "foo(float const AS1*, float const, float const AS1)"),
    ("_Z3fooPU3AS1Kf", "foo(float const AS1*)", "foo(float const AS1*)"),
    ("_Z1fPiPU3AS1KfS_", "f(int*, float const AS1*, int*)", "f(int*, float const AS1*, int*)"),
]

# cv-qualifiers before a function type are its own (a member function's): c++filt
# records the qualified function type, not the bare one.  (mangled, llvm-cxxfilt-19,
# the ABI's reading in c++filt's manner, c++filt)
FUNCTION_RUNS = [
    ("_Z1fPU3fooKFvvES_", "f(void  const() foo*, void ())", "f(void ( foo*)() const, void ())",
     "f(void ( foo*)() const, void () const)"),
    ("_Z1fPU3AS1KFviES_S0_", "f(void  const(int) AS1*, void (int), void  const(int) AS1)",
     "f(void ( AS1*)(int) const, void (int), void ( AS1)(int) const)",
     "f(void ( AS1*)(int) const, void (int) const, void ( AS1)(int) const)"),
]


@pytest.mark.parametrize("name, llvm, exact, gnu", FUNCTION_RUNS)
def test_a_function_types_own_qualifiers_in_a_run(name: str, llvm: str, exact: str, gnu: str) -> None:
    symbol = demangle(name)
    assert (symbol.format("llvm"), symbol.format("gnu", exact=True), symbol.format("gnu")) == (
        llvm, exact, gnu)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert printed(LLVM, [name]) == [llvm]
    assert printed(GNU, [name]) == [gnu]


# c++filt reads a substitution to a candidate only its numbering has; no compiler writes
# one (clang records the run once), and the ABI's reading has no such candidate: refused.
REFUSED = [
    ("_Z1fPU3AS1U3fooKiS1_", "f(int const foo AS1*, int const foo AS1)"),
    ("_Z3fooPU3AS1KfS1_", "foo(float const AS1*, float const AS1*)"),
]


@pytest.mark.parametrize("name, llvm, gnu", RUNS)
def test_each_style_numbers_the_run_as_its_peer(name: str, llvm: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == gnu
    assert symbol.format("gnu", exact=True) == llvm  # the ABI's reading, in c++filt's manner
    assert ("gnu" in symbol.to_json()["peer_misread"]) == (gnu != llvm)
    target = "x86_64" if symbol.host_addrspaces else "spir64"  # (U8CLglobal: a host's spelling)
    assert mangle(symbol.entity, target, dialect=symbol.dialect) == name


def test_the_default_reading_keeps_clangs_numbering() -> None:
    assert str(demangle("_Z3fooPU3AS1KfS0_")) == "foo(const __global float *, const __global float *)"
    assert demangle("_Z3fooPU3AS1KfS0_", dialect="clang").format("gnu") == (
        "foo(float const AS1*, float const AS1)")


# OpenCL builtins as the SPIR-V translator names them: read under clang's rule (a phantom
# __private candidate for the pointee of Pi), which c++filt does not know either; the gnu
# style's second reading is c++filt's (the plain rule, its numbering of the run).
OPENCL_BUILTINS = [
    ("_Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope",
     "bool atomic_compare_exchange_weak_explicit(volatile __local atomic_int *, __private int *, "
     "int, memory_order, memory_order, memory_scope)",
     "atomic_compare_exchange_weak_explicit(int _Atomic volatile AS3*, int*, int, memory_order, "
     "memory_order, memory_scope)"),
    ("_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_"
     "12memory_scope",
     "bool atomic_compare_exchange_strong_explicit(volatile __generic atomic_int *, __generic int *, "
     "int, memory_order, memory_order, memory_scope)",
     "atomic_compare_exchange_strong_explicit(int _Atomic volatile AS4*, int AS4*, int, memory_order, "
     "int AS4*, memory_scope)"),
]


@pytest.mark.parametrize("name, opencl, gnu", OPENCL_BUILTINS)
def test_an_opencl_builtin_prints_cxxfilts_reading_in_gnu_style(name: str, opencl: str, gnu: str) -> None:
    symbol = demangle(name)
    assert str(symbol) == opencl
    assert symbol.format("gnu") == gnu
    assert printed(GNU, [name]) == [gnu]


@pytest.mark.parametrize("name, gnu", REFUSED)
def test_a_reference_only_cxxfilts_numbering_has_is_refused(name: str, gnu: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_expectations_are_what_the_tools_print() -> None:
    names = [c[0] for c in RUNS]
    assert printed(LLVM, names) == [c[1] for c in RUNS]
    assert printed(GNU, names) == [c[2] for c in RUNS]
    refused = [c[0] for c in REFUSED]
    assert printed(GNU, refused) == [c[1] for c in REFUSED]
    assert printed(LLVM, refused) == refused
