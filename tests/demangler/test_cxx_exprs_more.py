"""More expressions of issue #10 (subobjects, decltype prefixes, names only one
peer reads): read, printed as the peers print them, mangled back.  Expected
strings are llvm-cxxfilt-19's and c++filt's (binutils 2.40), checked live when
the peers are installed."""

from __future__ import annotations

import shutil

import pytest
from peers import printed as peer, prints_and_mangles_back

from spirmangle import DemangleError, demangle, mangle
from spirmangle.model.bounds import children


# so <referent type> <expr> [<offset number>] <union-selector>* [p] E: a subobject
# of a variable as a template argument (clang-19, C++20: f<&s.arr[2]>, f<&u.f> of a
# union, f<&arr[3]> one past the end, g<s.arr[1]> by reference).  c++filt reads none;
# LLVM prints the offset and neither the union selectors nor p.  (name, llvm-cxxfilt-19)
SUBOBJECTS = [
    ("_ZN2so1fITnDaXadsofL_ZNS_1uEE_0EEEEiv", "int so::f<&so::u.<float at offset 0>>()"),
    ("_ZN2so1fITnDaXadsofL_ZNS_1wEE4_0EEEEiv", "int so::f<&so::w.<float at offset 4>>()"),
    ("_ZN2so1fITnDaXadsoiL_ZNS_1sEE12EEEEiv", "int so::f<&so::s.<int at offset 12>>()"),
    ("_ZN2so1fITnDaXadsoiL_ZNS_1sEEEEEEiv", "int so::f<&so::s.<int at offset 0>>()"),
    ("_ZN2so1fITnDaXadsoiL_ZNS_3arrEE12pEEEEiv", "int so::f<&so::arr.<int at offset 12>>()"),
    ("_ZN2so1gIXsoKiL_ZNS_1sEE8EEEEiv", "int so::g<so::s.<int const at offset 8>>()"),
    # by hand: a negative offset, selectors with and without a number
    ("_ZN2so1gIXsoKiL_ZNS_1sEEn8EEEEiv", "int so::g<so::s.<int const at offset -8>>()"),
    ("_ZN2so1gIXsoKiL_ZNS_1sEE8_1_pEEEEiv", "int so::g<so::s.<int const at offset 8>>()"),
    ("_ZN2so1gIXsoKiL_ZNS_1sEE8__2EEEEiv", "int so::g<so::s.<int const at offset 8>>()"),
    # the full corpus's (clang-19, bench/cxx_sources)
    ("_ZN2li7str_ptrIXadsoKcL_ZNS_4textEEEEEEiv", "int li::str_ptr<&li::text.<char const at offset 0>>()"),
]


@pytest.mark.parametrize("name,llvm", SUBOBJECTS)
def test_subobject_expressions(name: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    # c++filt reads none: the gnu style prints the same parts in c++filt's manner
    assert sym.format("gnu") == llvm.replace(">>", "> >")
    assert sym.format("opencl")
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None, reason="llvm-cxxfilt-19 not installed")
def test_subobject_expressions_live() -> None:
    names = [n for n, _ in SUBOBJECTS]
    assert peer("llvm-cxxfilt-19", names) == [t for _, t in SUBOBJECTS]
    if shutil.which("c++filt"):
        assert peer("c++filt", names) == names  # c++filt reads none


@pytest.mark.parametrize("name", [
    "_ZN2so1gIXsoKiL_ZNS_1sEE8EEEiv",  # no E of the subobject
    "_ZN2so1gIXsoKiL_ZNS_1sEE8xEEEEiv",  # junk after the offset
    "_ZN2so1gIXsoKiL_ZNS_1sEE08EEEEiv",  # a leading zero
    "_ZN2so1gIXsoKiL_ZNS_1sEE8_01EEEEiv",  # a selector's leading zero
    "_ZN2so1gIXsoKiEEEiv",  # no expression
])
def test_bad_subobject_expressions_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_a_subobjects_parts_are_model_children() -> None:
    sym = demangle("_ZN2so1gIXsoKiL_ZNS_1sEE8_1_pEEEEiv")
    node = sym.entity.name.parts[-1].args[0].expr
    assert (node.offset, node.selectors, node.past_end) == ("8", ("1", ""), True)
    assert len(children(node)) == 2  # the type and the expression


# <prefix> ::= <decltype>: decltype(...)::type as a nested name, N Dt <expr> E <name> E
# (g++ and clang-19 alike: template <class T> typename decltype(T())::In::type
# g(T, typename decltype(T())::type)).  The decltype is one substitution candidate,
# as the prefix (the ABI; LLVM): S3_ below is decltype((dt::S)()).
# (name, llvm-cxxfilt-19, c++filt or None where it reads none)
DECLTYPE_PREFIXES = [
    ("_ZN2dt1fINS_1SEEENDTcvT__EE4typeES2_", "decltype((dt::S)())::type dt::f<dt::S>(dt::S)",
     "decltype ((dt::S)())::type dt::f<dt::S>(dt::S)"),
    ("_ZN2dt1gINS_1SEEENDTcvT__EE2In4typeES2_NS3_4typeE",
     "decltype((dt::S)())::In::type dt::g<dt::S>(dt::S, decltype((dt::S)())::type)",
     "decltype ((dt::S)())::In::type dt::g<dt::S>(dt::S, decltype ((dt::S)())::type)"),
    ("_ZN2dx11nested_nameINS_1SEEENDtfp_E4typeET_",
     "decltype(fp)::type dx::nested_name<dx::S>(dx::S)",
     "decltype ({parm#1})::type dx::nested_name<dx::S>(dx::S)"),
    ("_ZN2dx8p_nestedINS_1SEEEvT_NDtfL0p_E4typeE",
     "void dx::p_nested<dx::S>(dx::S, decltype(fp)::type)", None),
    ("_Z1fI1SENDtfp_E4typeET_", "decltype(fp)::type f<S>(S)", "decltype ({parm#1})::type f<S>(S)"),
    ("_Z1fI1SENDtfp_E4typeES1_", "decltype(fp)::type f<S>(decltype(fp))",
     "decltype ({parm#1})::type f<S>(decltype ({parm#1}))"),
    ("_Z1fI1SENDtfp_E1XIiE4typeET_", "decltype(fp)::X<int>::type f<S>(S)",
     "decltype ({parm#1})::X<int>::type f<S>(S)"),
]


@pytest.mark.parametrize("name,llvm,gnu", DECLTYPE_PREFIXES)
def test_decltype_prefixes(name: str, llvm: str, gnu: str) -> None:
    prints_and_mangles_back(name, llvm, gnu)


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None or shutil.which("c++filt") is None,
                    reason="peers not installed")
def test_decltype_prefixes_live() -> None:
    names = [c[0] for c in DECLTYPE_PREFIXES]
    assert peer("llvm-cxxfilt-19", names) == [c[1] for c in DECLTYPE_PREFIXES]
    assert peer("c++filt", names) == [c[2] or c[0] for c in DECLTYPE_PREFIXES]


def test_a_decltype_prefix_is_one_candidate() -> None:
    # c++filt counts the decltype twice (a type, then a prefix): S2_ prints decltype
    # ({parm#1}) there and S3_ the whole type; the ABI and LLVM: S2_ is decltype(...)::type
    name = "_Z1fI1SENDTplfp_fp_E4typeES2_"
    sym = demangle(name)
    assert sym.format("llvm") == "decltype(fp + fp)::type f<S>(decltype(fp + fp)::type)"
    assert sym.format("gnu") == "decltype ({parm#1}+{parm#1})::type f<S>(decltype ({parm#1}+{parm#1})::type)"
    assert mangle(sym.entity, dialect=sym.dialect) == name
    with pytest.raises(DemangleError):
        demangle("_Z1fI1SENDtfp_E4typeES3_", dialect="itanium")  # (c++filt reads it)
    # Only clang's OpenCL rule reads it: with S a __private template argument (a
    # phantom candidate, C++ for OpenCL's), S3_ is decltype(...)::type.
    clang = demangle("_Z1fI1SENDtfp_E4typeES3_")
    assert clang.dialect == "clang" and clang.format("opencl").startswith(
        "decltype(fp)::type f<__private S>(")
    if shutil.which("c++filt"):
        assert peer("c++filt", [name]) == [
            "decltype ({parm#1}+{parm#1})::type f<S>(decltype ({parm#1}+{parm#1}))"]


@pytest.mark.parametrize("name", [
    "_Z1fI1SEN1ADtfp_E4typeET_",  # a decltype only starts a nested name
    "_Z1fI1SENDtfp_EET_",  # a decltype alone is no nested name
])
def test_misplaced_decltype_prefixes_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


# g++'s inheriting constructor template: CI1 <substitution> <template-args>, where the
# substitution is already a template-id (S4_ is std::tuple<int&, int&>), so the
# arguments are the constructor's (range-v3's forward_tuple_interface inheriting
# std::tuple's constructors; the full corpus).  Both peers drop them, and both styles
# reproduce that (gxx-inherited-ctor-targs, tests/data/peer_misreads.tsv); LLVM prints
# them for clang's spelling CI2 S2_IJS3_S3_EE ILb1E...E.  c++filt names the constructor
# after its class when the base is a substitution.  (name, the model's reading in the
# llvm and gnu styles' format)
GXX_CTOR = ("_ZN6ranges15_tuple_wrapper_23forward_tuple_interfaceISt5tupleIJRiS3_EEECI1S4_"
            "ILb1ELb1EEES3_S3_")
INHERITING = [
    (GXX_CTOR,
     "ranges::_tuple_wrapper_::forward_tuple_interface<std::tuple<int&, int&>>::"
     "forward_tuple_interface<true, true>(int&, int&)",
     "ranges::_tuple_wrapper_::forward_tuple_interface<std::tuple<int&, int&> >::"
     "forward_tuple_interface<true, true>(int&, int&)"),
    # by hand, as both peers read them: a substitution alone, or taking the first list
    ("_ZN1DCI1S_Ei", "D::D(int)", "D::D(int)"),
    ("_ZN1DCI1S_IiEEi", "D::D(int)", "D::D(int)"),
    ("_ZN1DCI1S_IiEIcEEi", "D::D<char>(int)", "D::D<char>(int)"),
    # S1_ is B<int>: the list is the constructor's (both peers drop it)
    ("_ZN1DI1BIiEECI1S1_IcEEi", "D<B<int>>::D<char>(int)", "D<B<int> >::D<char>(int)"),
]


@pytest.mark.parametrize("name,llvm,gnu", INHERITING)
def test_inheriting_constructors_from_a_substitution(name: str, llvm: str, gnu: str) -> None:
    sym = demangle(name)
    assert (sym.format("llvm", exact=True), sym.format("gnu", exact=True)) == (llvm, gnu)
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if name in (GXX_CTOR, "_ZN1DI1BIiEECI1S1_IcEEi"):  # (one list after S<n>_: the peers'
        # base's template-id, which they print as the class: dropped)
        assert sym.to_json()["peer_misread"] == ["llvm", "gnu"]
        assert sym.format("llvm") == llvm.replace("<char>", "").replace("<true, true>", "")
        assert sym.format("gnu") == gnu.replace("<char>", "").replace("<true, true>", "")
    else:
        assert (sym.format("llvm"), sym.format("gnu")) == (llvm, gnu)


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None or shutil.which("c++filt") is None,
                    reason="peers not installed")
def test_inheriting_constructors_live() -> None:
    names = [c[0] for c in INHERITING[1:4]]
    assert peer("c++filt", names) == [c[2] for c in INHERITING[1:4]]
    # LLVM reads CI1 <name>, not the ABI's CI1 <base class type>: no substitution alone
    assert peer("llvm-cxxfilt-19", names) == [names[0]] + [c[1] for c in INHERITING[2:4]]
    clang = ("_ZN6ranges15_tuple_wrapper_23forward_tuple_interfaceISt5tupleIJRiS3_EEECI2S2_IJS3_S3_EE"
             "ILb1ETnNSt9enable_ifIXclsr4_TCCIXT_EEE29__is_implicitly_constructibleIS3_S3_EEEbE4type"
             "ELb1EEES3_S3_")
    assert peer("llvm-cxxfilt-19", [clang, GXX_CTOR]) == [
        INHERITING[0][1], INHERITING[0][1].replace("<true, true>(", "(")]
    assert demangle(clang).format("llvm") == INHERITING[0][1]


# Old g++ spellings both peers read (libiberty's demangle-expected): sr <type>
# <operator-name> without on (PR 70182), and L Z <encoding> E without the underscore
# (PR 16240).  (name, llvm-cxxfilt-19 or None where it reads none, c++filt)
OLD_GXX = [
    ("_Z1gI1AEv1SIXadsrT_plEE", "void g<A>(S<&A::operator+>)", "void g<A>(S<&A::operator+>)"),
    ("_Z1gI1AEv1SIXadsrS_plEE", "void g<A>(S<&g::operator+>)", "void g<A>(S<&g::operator+>)"),
    ("_Z1gI1AEDTcldtfp_srS0_miEES0_", "decltype(fp.A::operator-()) g<A>(A)",
     "decltype (({parm#1}.A::operator-)()) g<A>(A)"),
    ("_ZN13PatternDriver23StringScalarDeleteValueC1ERKNS_25ConflateStringScalarValueERKNS_25"
     "AbstractStringScalarValueERKNS_12TemplateEnumINS_12pdcomplementELZNS_16complement_namesEE"
     "LZNS_14COMPLEMENTENUMEEEE",
     "PatternDriver::StringScalarDeleteValue::StringScalarDeleteValue(PatternDriver::"
     "ConflateStringScalarValue const&, PatternDriver::AbstractStringScalarValue const&, "
     "PatternDriver::TemplateEnum<PatternDriver::pdcomplement, PatternDriver::complement_names, "
     "PatternDriver::COMPLEMENTENUM> const&)",
     "PatternDriver::StringScalarDeleteValue::StringScalarDeleteValue(PatternDriver::"
     "ConflateStringScalarValue const&, PatternDriver::AbstractStringScalarValue const&, "
     "PatternDriver::TemplateEnum<PatternDriver::pdcomplement, PatternDriver::complement_names, "
     "PatternDriver::COMPLEMENTENUM> const&)"),
    ("_Z1fILZ3barEEvv", "void f<bar>()", "void f<bar>()"),
    ("_Z1fIXadLZ3barEEEvv", None, "void f<&bar>()"),
]


@pytest.mark.parametrize("name,llvm,gnu", OLD_GXX)
def test_old_gxx_spellings(name: str, llvm: str, gnu: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == (llvm or gnu)
    assert sym.format("gnu") == gnu
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None or shutil.which("c++filt") is None,
                    reason="peers not installed")
def test_old_gxx_spellings_live() -> None:
    names = [c[0] for c in OLD_GXX]
    assert peer("llvm-cxxfilt-19", names) == [c[1] or c[0] for c in OLD_GXX]
    assert peer("c++filt", names) == [c[2] for c in OLD_GXX]


def test_a_bare_operator_needs_an_operator() -> None:
    with pytest.raises(DemangleError):
        demangle("_Z1gI1AEv1SIXadsrT_xxEE")
    # sr T_ cv <type> needs on; sr T_ 1x is a source name as usual
    assert demangle("_Z1gI1AEv1SIXadsrT_1xEE").format("llvm") == "void g<A>(S<&A::x>)"


# A cv-qualifier written twice in one qualifier run is no mangling (the ABI's
# <CV-qualifiers> ::= [r] [V] [K], each once): refused, never read as one (which
# could not mangle back); LLVM prints it twice, c++filt once.
@pytest.mark.parametrize("name", [
    "_Z1fPKKi", "_Z1fPVVi", "_Z1fPrri", "_Z1fPKVKi", "_Z1fPU3AS1KKi", "_Z1fPKU3AS1Ki",
    "_ZNKK1A1fEv", "_Z1fM1AKKFvvE", "_Z1fIKKiEvv",
])
def test_a_repeated_cv_qualifier_is_refused(name: str) -> None:
    with pytest.raises(DemangleError, match="repeated"):
        demangle(name)


@pytest.mark.parametrize("name,llvm", [
    ("_Z1fPrVKi", "f(int const volatile restrict*)"),
    ("_Z1fPKU3fooKi", "f(int const foo const*)"),  # two runs: K qualifies (foo const int)
    ("_Z1fPU3AS1U3AS1i", "f(int AS1 AS1*)"),  # (vendor qualifiers may repeat)
])
def test_distinct_or_nested_qualifiers_are_read(name: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    assert mangle(sym.entity, dialect=sym.dialect) == name


# A vector of dependent size: Dv _ <expression> _ <type> (the ABI's, g++'s; c++filt
# reads it), and clang's Dv <expression> _ <type> (LLVM reads it): template <class T,
# int N> void f(T __attribute__((vector_size(N * sizeof(T))))) (clang-19), and
# libiberty's f<float, 4>(float __vector(4)).  (name, llvm style, gnu style)
DEPENDENT_VECTORS = [
    ("_Z1fIfLi4EEvDv_T0__T_", "void f<float, 4>(float vector[4])",
     "void f<float, 4>(float __vector(4))"),
    ("_Z1fIiEvDv_plT_Li1E_f", "void f<int>(float vector[int + 1])",
     "void f<int>(float __vector((int)+(1)))"),
    ("_Z1fIfLi4EEvDvmlT0_stT__S0_", "void f<float, 4>(float vector[4 * sizeof (float)])",
     "void f<float, 4>(float __vector((4)*(sizeof (float))))"),
    ("_Z1gILi4EEvDvT__f", "void g<4>(float vector[4])", "void g<4>(float __vector(4))"),
]


@pytest.mark.parametrize("name,llvm,gnu", DEPENDENT_VECTORS)
def test_vectors_of_dependent_size(name: str, llvm: str, gnu: str) -> None:
    prints_and_mangles_back(name, llvm, gnu)


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None or shutil.which("c++filt") is None,
                    reason="peers not installed")
def test_vectors_of_dependent_size_live() -> None:
    names = [c[0] for c in DEPENDENT_VECTORS]
    llvm, gnu = peer("llvm-cxxfilt-19", names), peer("c++filt", names)
    for (name, ours_llvm, ours_gnu), theirs_llvm, theirs_gnu in zip(DEPENDENT_VECTORS, llvm, gnu):
        assert theirs_llvm in (name, ours_llvm)  # LLVM reads clang's form only
        assert theirs_gnu in (name, ours_gnu)  # c++filt the ABI's only
        assert (theirs_llvm, theirs_gnu) != (name, name)


def test_a_dependent_vector_is_a_candidate() -> None:
    sym = demangle("_Z1gILi4EEvDvT__fS0_")
    assert sym.format("llvm") == "void g<4>(float vector[4], float vector[4])"


# on cv <type>: a conversion operator as an unresolved name's base (libiberty's
# PR 88115 cases; g++ writes them).  (name, llvm-cxxfilt-19, c++filt)
ON_CONVERSIONS = [
    ("_Z1gI1AEv1SIXadsrT_oncviEE", "void g<A>(S<&A::operator int>)", "void g<A>(S<&A::operator int>)"),
    ("_Z1jI1AEDTcldtfp_oncvPT_EES1_", "decltype(fp.operator A*()) j<A>(A)",
     "decltype (({parm#1}.(operator A*))()) j<A>(A)"),
]


@pytest.mark.parametrize("name,llvm,gnu", ON_CONVERSIONS)
def test_conversion_operators_in_unresolved_names(name: str, llvm: str, gnu: str) -> None:
    prints_and_mangles_back(name, llvm, gnu)


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None or shutil.which("c++filt") is None,
                    reason="peers not installed")
def test_conversion_operators_in_unresolved_names_live() -> None:
    names = [c[0] for c in ON_CONVERSIONS]
    assert peer("llvm-cxxfilt-19", names) == [c[1] for c in ON_CONVERSIONS]
    assert peer("c++filt", names) == [c[2] for c in ON_CONVERSIONS]


# N St <name> E: both peers read it, no compiler writes it (clang-19 and g++ write
# namespace std { auto [a] = p; } as _ZStDC1aE, std::x as _ZSt1x): read as the same
# name and mangled back as clang writes it, a non-canonical spelling listed in
# tests/demangler/test_noncanonical.py.  (N St <name> <name> E is every compiler's.)
@pytest.mark.parametrize("name, canonical", [
    ("_ZNStDC1aEE", "_ZStDC1aE"), ("_ZNSt1xE", "_ZSt1x"), ("_ZNSt1fEv", "_ZSt1fv"),
    ("_ZNSt1fIiEEvv", "_ZSt1fIiEvv")])
def test_a_nested_name_of_std_and_one_name_reads_as_std_name(name: str, canonical: str) -> None:
    sym = demangle(name)
    assert sym.entity == demangle(canonical).entity
    assert mangle(sym.entity, dialect=sym.dialect) == canonical


@pytest.mark.parametrize("name", ["_ZStDC1aE", "_ZSt1x", "_ZNSt3_In4wardE", "_ZNSt6vectorIiSaIiEE9push_backERKi"])
def test_names_in_std_mangle_back(name: str) -> None:
    sym = demangle(name)
    assert mangle(sym.entity, dialect=sym.dialect) == name


# A complex floating-point literal L C <float> <real> _ <imag> E (the ABI's; g++'s, its
# testsuite's baz: sizeof (foo((int)(), (float _Complex)...))); c++filt prints the
# digits after the type, LLVM reads none; the complex type is a candidate (c++filt's
# S0_ below).  (name, c++filt = the gnu style, the llvm style)
COMPLEX_LITERALS = [
    ("_Z3bazIiEvP1AIXszcl3foocvT__ELCf00000000_00000000EEEE",
     "void baz<int>(A<sizeof (foo((int)(), (float _Complex)00000000_00000000))>*)",
     "void baz<int>(A<sizeof (foo((int)(), (float complex)00000000_00000000))>*)"),
    ("_Z1fILCd3ff0000000000000_0000000000000000EEvv",
     "void f<(double _Complex)3ff0000000000000_0000000000000000>()",
     "void f<(double complex)3ff0000000000000_0000000000000000>()"),
    ("_Z1fILCf3f800000_00000000EES0_v", "float _Complex f<(float _Complex)3f800000_00000000>()",
     "float complex f<(float complex)3f800000_00000000>()"),
]


@pytest.mark.parametrize("name,gnu,llvm", COMPLEX_LITERALS)
def test_complex_literals(name: str, gnu: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("gnu") == gnu
    assert sym.format("llvm") == llvm
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if shutil.which("c++filt"):
        assert peer("c++filt", [name]) == [gnu]


@pytest.mark.parametrize("name", ["_Z1fILCf3f800000EEvv", "_Z1fILCi1_2EEvv", "_Z1fILCf3f8_0EEvv",
                                  "_Z1fILGf3f800000_00000000EEvv"])
def test_bad_complex_literals_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


# LLVM spaces a return type that has no right-hand component from the function's
# name (complex, _BitInt, vendor and elaborated types; a pointer to a data member).
@pytest.mark.parametrize("name,llvm", [
    ("_Z1fIiECfv", "float complex f<int>()"),
    ("_Z1fIiEGfv", "float imaginary f<int>()"),
    ("_Z1fIiEDB37_v", "_BitInt(37) f<int>()"),
    ("_Z1fIiEu5__foov", "__foo f<int>()"),
    ("_Z1fIiETs1Av", "struct A f<int>()"),
    ("_Z1fIiEM1Aiv", "int A::* f<int>()"),
    ("_Z1fIiEM1APiv", "int* A::* f<int>()"),
    ("_Z1fIiEM1AFivEv", "int (A::*f<int>())()"),
    ("_Z1fIiEPCfv", "float complex* f<int>()"),
])
def test_return_types_without_a_right_part_are_spaced(name: str, llvm: str) -> None:
    assert demangle(name).format("llvm") == llvm
    if shutil.which("llvm-cxxfilt-19"):
        assert peer("llvm-cxxfilt-19", [name]) == [llvm]


# Old g++'s member access to an operator function without on: dt fp_ mi (libiberty's
# h<A>); c++filt reads it, LLVM reads only dt fp_ on mi, whose text the llvm style
# prints.  (name, c++filt = the gnu style, the llvm style)
MEMBER_OPERATORS = [
    ("_Z1hI1AEDTcldtfp_miEET_", "decltype (({parm#1}.(operator-))()) h<A>(A)",
     "decltype(fp.operator-()) h<A>(A)"),
    ("_Z1hI1AEDTclptfp_miEEPT_", "decltype (({parm#1}->(operator-))()) h<A>(A*)",
     "decltype(fp->operator-()) h<A>(A*)"),
]


@pytest.mark.parametrize("name,gnu,llvm", MEMBER_OPERATORS)
def test_member_operators_without_on(name: str, gnu: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("gnu") == gnu
    assert sym.format("llvm") == llvm
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if shutil.which("c++filt") and shutil.which("llvm-cxxfilt-19"):
        assert peer("c++filt", [name]) == [gnu]
        assert peer("llvm-cxxfilt-19", [name.replace("fp_mi", "fp_onmi")]) == [llvm]


@pytest.mark.parametrize("name", [
    "_Z1fIiEv" + "Dv_T__" * 3000 + "f",  # dependent vectors of dependent vectors
    "_Z1fIiEv" + "DvT__" * 3000 + "f",
    "_Z1fIiEDT" + "pl" * 3000 + "LCf00000000_00000000E" * 3001 + "ET_",
    "_Z1fIiEDT" + "cldtfp_mi" * 3000 + "E" * 3000 + "ET_",
])
def test_deep_new_constructs_are_rejected_not_recursed(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


# libiberty's demangle-expected names a peer reads that are refused by design: a
# discriminator __9_ (the ABI writes one below 10 as _9; LLVM reads it, c++filt does
# not) and a member function type's substitution (above).
@pytest.mark.parametrize("name", ["_ZZ3foovE8localVar__9_", "_Z1fM1AFivEPS0_"])
def test_suite_names_refused_by_design(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


# ...and misread by LLVM, as test_cxx_exprs's llvm-new-empty-init: new T() (nw/na _ <type>
# pi E) has its (), which llvm-cxxfilt-19 drops; the llvm style drops it too, cxx keeps it.
@pytest.mark.parametrize("name,ours,theirs", [
    ("_Z6check2IiEvP6helperIXszgsnw_T_piEEE", "void check2<int>(helper<sizeof (::new int())>*)",
     "void check2<int>(helper<sizeof (::new int)>*)"),
    ("_Z6check5IiEvP6helperIXszna_A1_T_piEEE", "void check5<int>(helper<sizeof (new[] int [1]())>*)",
     "void check5<int>(helper<sizeof (new[] int [1])>*)"),
])
def test_suite_new_with_empty_initializers(name: str, ours: str, theirs: str) -> None:
    sym = demangle(name)
    assert sym.format("cxx") == ours
    assert sym.format("llvm") == theirs
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if shutil.which("llvm-cxxfilt-19"):
        assert peer("llvm-cxxfilt-19", [name]) == [theirs]
