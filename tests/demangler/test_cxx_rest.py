"""The rest of the Itanium names: substitution keys of overloaded function
templates and of local names used as prefixes, closures in data-member
initialisers and variable templates (``<data-member-prefix>``), member-pointer
and floating-point template literals, and GCC's old argument pack spelling
``I <args> E``: read, printed as llvm-cxxfilt-19 (llvm) and c++filt (binutils
2.40, gnu) print them, mangled back byte for byte.

The names are clang-19's and g++'s for the sources quoted (or real library
symbols); the expected strings are the tools' output.
"""

from __future__ import annotations


import pytest

from peers import printed as _printed

from spirmangle import DemangleError, demangle, mangle

# ---------------------------------------------------------------- round trips

# Names whose substitutions only come out right when the mangler keys them as
# the compilers do; (mangled, what c++filt prints).
ROUND_TRIPS = [
    # template <class T> int f(T) { struct X {}; ... f(X{}); }: one template, S_ again
    ("_Z1fIZS_IiEiT_E1XEiS0_", "int f<f<int>(int)::X>(f<int>(int)::X)"),
    # template <class T, class U> int g(T, U*) { struct Y {}; ... }, template <class T>
    # int g(T&&): two templates named g, so the second 1g is no substitution (both
    # compilers write it again)
    ("_Z1gIRZ1gIiiEiT_PT0_E1YEiOS1_",
     "int g<g<int, int>(int, int*)::Y&>(g<int, int>(int, int*)::Y&)"),
    ("_Z2g2IZ1gIiiEiT_PT0_E1YEiS1_", "int g2<g<int, int>(int, int*)::Y>(g<int, int>(int, int*)::Y)"),
    # void C::run() { struct Event { enum EventType {...}; }; v.emplace_back(1, Event::A); }
    # NS1_9EventTypeE: a local class (S1_) as the prefix of a nested name
    ("_ZNSt6vectorIZN1C3runEvE5EventSaIS1_EE12emplace_backIJiZNS0_3runEvENS1_9EventTypeEEEERS1_DpOT_",
     "C::run()::Event& std::vector<C::run()::Event, std::allocator<C::run()::Event> >::emplace_back"
     "<int, C::run()::C::run()::Event::EventType>(int&&, C::run()::C::run()::Event::EventType&&)"),
]

# Real symbols of LLVM 19 and clang-tidy with the same shapes (round trip only).
REAL_ROUND_TRIPS = [
    "_ZNSt6vectorIZN5clang4tidy27ClangTidyDiagnosticConsumer24removeIncompatibleErrorsEvE5EventSaIS3_EE"
    "12emplace_backIJRjS7_ZNS2_24removeIncompatibleErrorsEvENS3_9EventTypeES7_RiEEERS3_DpOT_",
    "_ZN4llvm23SmallVectorTemplateBaseIZN5clang4Sema24FindCompositePointerTypeENS1_14SourceLocationERPNS1_"
    "4ExprES6_bE4StepLb1EE18growAndEmplaceBackIJZNS2_24FindCompositePointerTypeES3_S6_S6_bENS7_4KindERPKNS1_"
    "4TypeEEEERS7_DpOT_",
    "_ZN4llvm7jitlink19ELFLinkGraphBuilderINS_6object7ELFTypeILNS_10endiannessE1ELb1EEEE21forEachRela"
    "RelocationIZNS6_21forEachRelaRelocationINS0_25ELFLinkGraphBuilder_riscvIS5_EEMSA_FNS_5ErrorERKNS2_12"
    "Elf_Rel_ImplIS5_Lb1EEERKNS2_13Elf_Shdr_ImplIS5_EERNS0_5BlockEEEESB_SJ_PT_OT0_EUlRKSO_RKSQ_RT1_E_EESB_SJ_"
    "OSO_",
    "_ZN4llvm6detail18UniqueFunctionBaseIvJNS_15unique_functionIFvNS_3orc6shared21WrapperFunctionResultEEE"
    "EPKcmEE15CallbacksHolderIZNS3_16ExecutionSession16wrapAsyncWithSPSIFNS4_11SPSExpectedINS4_15SPSExecutor"
    "AddrEEESF_NS4_11SPSSequenceIcEEEZNSC_16wrapAsyncWithSPSISJ_NS3_12COFFPlatformEJNS2_IFvNS_8ExpectedINS3_"
    "12ExecutorAddrEEEEEESN_NS_9StringRefEEEENS2_IFvS7_S9_mEEEPT0_MSU_FvDpT1_EEUlOSQ_OSN_OSR_E_EEST_OSU_EUl"
    "S7_S9_mE_S15_vE9CallbacksE",
]


@pytest.mark.parametrize("name, gnu", ROUND_TRIPS)
def test_substitution_keys_round_trip(name: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("gnu") == gnu
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert symbol.to_json()["llvm"] == symbol.format("llvm")


@pytest.mark.parametrize("name", REAL_ROUND_TRIPS)
def test_real_names_round_trip(name: str) -> None:
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


_run = _printed  # the peer's line for each name (skips without the peer)


def test_cxxfilt_prints_the_round_trips_the_same() -> None:
    assert _run("c++filt", [n for n, _ in ROUND_TRIPS]) == [g for _, g in ROUND_TRIPS]


# ------------------------------------------ closures in data-member initialisers

# (mangled, llvm-cxxfilt-19, c++filt, opencl style).  <data-member-prefix> ::=
# <member source-name> [<template-args>] M: the prefix up to the M is a
# substitution candidate (clang: ns::W::f is S1_ in the second name).  g++ does
# not record it, so in its names the peers (and we, by the ABI) read the
# substitutions after it one candidate off: static_lambda's S0_ is "char const".
DATA_MEMBERS = [
    # auto global_lambda = [](int x) { ... };
    ("_ZNK13global_lambdaMUliE_clEi",
     "global_lambda::'lambda'(int)::operator()(int) const",
     "global_lambda::{lambda(int)#1}::operator()(int) const",
     "global_lambda::{lambda(int)#1}::operator()(int) const"),
    # static auto static_lambda = [](const char*) { ... }; (g++)
    ("_ZNKL13static_lambdaMUlPKcE_clES0_",
     "static_lambda::'lambda'(char const*)::operator()(char const) const",
     "static_lambda::{lambda(char const*)#1}::operator()(char const) const",
     "static_lambda::{lambda(const char *)#1}::operator()(const char) const"),
    # namespace ns { struct W { int (*fp)(int) = [](int x) { return x; };
    #   static inline auto f = [](W*, int) { ... };
    #   template<class T> static inline auto vt = [](T t, W*) { ... };
    #   static inline auto g = [](In<int>*, In<int>*) { ... }; };
    #   template<class T> auto varl = [](T t) { ... }; }
    ("_ZN2ns1W2fpMUliE_4_FUNEi",
     "ns::W::fp::'lambda'(int)::_FUN(int)",
     "ns::W::fp::{lambda(int)#1}::_FUN(int)",
     "ns::W::fp::{lambda(int)#1}::_FUN(int)"),
    ("_ZNK2ns1W1fMUlPS0_iE_clES2_i",
     "ns::W::f::'lambda'(ns::W*, int)::operator()(ns::W*, int) const",
     "ns::W::f::{lambda(ns::W*, int)#1}::operator()(ns::W*, int) const",
     "ns::W::f::{lambda(ns::W *, int)#1}::operator()(ns::W *, int) const"),
    ("_ZNK2ns1W2vtIcEMUlcPS0_E_clEcS3_",
     "ns::W::vt<char>::'lambda'(char, ns::W*)::operator()(char, ns::W*) const",
     "ns::W::vt<char>::{lambda(char, ns::W*)#1}::operator()(char, ns::W*) const",
     "ns::W::vt<char>::{lambda(char, ns::W *)#1}::operator()(char, ns::W *) const"),
    ("_ZNK2ns1W1gMUlPNS0_2InIiEES4_E_clES4_S4_",
     "ns::W::g::'lambda'(ns::W::In<int>*, ns::W::In<int>*)::operator()(ns::W::In<int>*, "
     "ns::W::In<int>*) const",
     "ns::W::g::{lambda(ns::W::In<int>*, ns::W::In<int>*)#1}::operator()(ns::W::In<int>*, "
     "ns::W::In<int>*) const",
     "ns::W::g::{lambda(ns::W::In<int> *, ns::W::In<int> *)#1}::operator()(ns::W::In<int> *, "
     "ns::W::In<int> *) const"),
    ("_ZNK2ns4varlIlEMUllE_clEl",
     "ns::varl<long>::'lambda'(long)::operator()(long) const",
     "ns::varl<long>::{lambda(long)#1}::operator()(long) const",
     "ns::varl<long>::{lambda(long)#1}::operator()(long) const"),
    ("_ZNK2ns1W2fpMUliE_cvPFiiEEv",
     "ns::W::fp::'lambda'(int)::operator int (*)(int)() const",
     "ns::W::fp::{lambda(int)#1}::operator int (*)(int)() const",
     "ns::W::fp::{lambda(int)#1}::operator int (*)(int)(void) const"),
    # typeinfo of a closure type, a local name inside one, a closure's destructor
    ("_ZTSN4llvm2gi18OperandTypeChecker10OpTypeInfo16PrintTypeSrcNoteMUlvE_E",
     "typeinfo name for llvm::gi::OperandTypeChecker::OpTypeInfo::PrintTypeSrcNote::'lambda'()",
     "typeinfo name for llvm::gi::OperandTypeChecker::OpTypeInfo::PrintTypeSrcNote::{lambda()#1}",
     "typeinfo name for llvm::gi::OperandTypeChecker::OpTypeInfo::PrintTypeSrcNote::{lambda()#1}"),
    ("_ZZNK19QXcbNativeInterface17m_nativeEventTypeMUlvE_clEvE18qbytearray_literal",
     "QXcbNativeInterface::m_nativeEventType::'lambda'()::operator()() const::qbytearray_literal",
     "QXcbNativeInterface::m_nativeEventType::{lambda()#1}::operator()() const::qbytearray_literal",
     "QXcbNativeInterface::m_nativeEventType::{lambda()#1}::operator()(void) const"
     "::qbytearray_literal"),
    ("_ZN1aMUlvE_D2Ev", "a::'lambda'()::~()", "a::{lambda()#1}::~a()", "a::{lambda()#1}::~a(void)"),
    ("_ZN1aB3tagMUlvE_E", "a[abi:tag]::'lambda'()", "a[abi:tag]::{lambda()#1}",
     "a[abi:tag]::{lambda()#1}"),
    # the ABI's grammar allows any unqualified name after the prefix
    ("_ZN1aM1bE", "a::b", "a::b", "a::b"),
]

# Generic lambdas in data members: c++filt reads the substitutions of template
# parameters where they are used, as we do; LLVM where they were recorded (the
# "tparam-scope" deviation of tests/render/test_peer_deviations.py).
DATA_MEMBERS_GNU = [
    ("_ZNK3lam7genericMUlT_OT0_DpPKT1_E_clIcdJiiEEEDaS1_S3_S7_",
     "auto lam::generic::{lambda(auto:1, auto:2&&, (auto:3 const*)...)#1}::operator()"
     "<char, double, int, int>(char, double&&, int const*, int const*) const"),
    ("_ZZNK2ns5glob2MUlT_E_clIiEEDaS1_ENKUlS1_E_clIiEEDaS1_",
     "auto ns::glob2::{lambda(auto:1)#1}::operator()<int>(int) const::{lambda(auto:1)#1}"
     "::operator()<int>(int) const"),
]


@pytest.mark.parametrize("name, llvm, gnu, opencl", DATA_MEMBERS)
def test_closures_in_data_members(name: str, llvm: str, gnu: str, opencl: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == gnu
    assert demangle(name, "itanium").format("opencl") == opencl
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert symbol.to_json()["llvm"] == llvm


@pytest.mark.parametrize("name, gnu", DATA_MEMBERS_GNU)
def test_generic_closures_in_data_members(name: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("gnu") == gnu
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


def test_a_data_member_prefix_in_the_model() -> None:
    from spirmangle.model import ClosureName, DataMember, NestedName, SourceName

    name = demangle("_ZNK2ns1W2vtIcEMUlcPS0_E_clEcS3_").entity.name
    assert type(name) is NestedName
    member = name.parts[2]
    assert type(member) is DataMember and member.name.name == SourceName("vt")
    assert type(name.parts[3]) is ClosureName


def test_data_members_print_as_the_peers_print_them() -> None:
    names = [c[0] for c in DATA_MEMBERS]
    assert _run("llvm-cxxfilt-19", names) == [c[1] for c in DATA_MEMBERS]
    assert _run("c++filt", names) == [c[2] for c in DATA_MEMBERS]
    assert _run("c++filt", [c[0] for c in DATA_MEMBERS_GNU]) == [c[1] for c in DATA_MEMBERS_GNU]


@pytest.mark.parametrize("name", [
    "_ZNMUlvE_E",        # no member before the M (LLVM rejects it, c++filt does not)
    "_ZN1aME",           # nothing after it (c++filt rejects it, LLVM does not)
    "_ZN1aMM1bE",        # two Ms (LLVM rejects it)
    "_ZN1aM",
    "_ZNS_MUlvE_E",
    # Not a <member source-name> [<template-args>] M, though both peers skip the M:
    "_ZN1aMIiEE",        # template arguments after the M
    "_ZN1aMUlvE_M1bE",   # a closure as the member
    "_ZN1aUlvE_MUlvE_E",
    "_ZN1aMS_E",         # a substitution after the M
])
def test_bad_data_member_prefixes_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_a_data_member_only_stands_before_a_component() -> None:
    from spirmangle.mangler.core import MangleError
    from spirmangle.model import DataMember, NestedName, SourceName, Variable

    a, b = SourceName("a"), SourceName("b")
    assert mangle(Variable(NestedName((DataMember(a), b)))) == "_ZN1aM1bE"
    for bad in (NestedName((a, DataMember(b))), NestedName((DataMember(DataMember(a)), b))):
        with pytest.raises(MangleError):
            mangle(Variable(bad))


# ------------------------------------------------ member-pointer and float literals

# (mangled, llvm-cxxfilt-19, c++filt): clang-19 and g++ for
#   template<double D> double float_nttp();  template<float F> float fl();
#   template<long double L> long double ld();  template<int Obj::*P> int nttp_mptr();
# LLVM prints a float's value as glibc's %a (x87's %La for a long double, f and L
# after them), c++filt the digits as they are.
LITERALS = [
    ("_ZN2ty9nttp_mptrILMNS_3ObjEi0EEEiv", "int ty::nttp_mptr<(int ty::Obj::*)0>()", None),
    ("_ZN2ty8nttp_mfpILMNS_3ObjEFivE0EEEiv", "int ty::nttp_mfp<(int (ty::Obj::*)())0>()", None),
    ("_Z1fILM1Ai1EEvv", "void f<(int A::*)1>()", None),
    ("_ZN2sp10float_nttpILd3ff8000000000000EEEdv", "double sp::float_nttp<0x1.8p+0>()",
     "double sp::float_nttp<(double)[3ff8000000000000]>()"),
    ("_ZN2sp10float_nttpILdbfd0000000000000EEEdv", "double sp::float_nttp<-0x1p-2>()",
     "double sp::float_nttp<(double)[bfd0000000000000]>()"),
    ("_ZN2sp10float_nttpILd0000000000000000EEEdv", "double sp::float_nttp<0x0p+0>()",
     "double sp::float_nttp<(double)[0000000000000000]>()"),
    ("_ZN2sp10float_nttpILd8000000000000000EEEdv", "double sp::float_nttp<-0x0p+0>()",
     "double sp::float_nttp<(double)[8000000000000000]>()"),
    ("_ZN2sp10float_nttpILd7e37e43c8800759cEEEdv", "double sp::float_nttp<0x1.7e43c8800759cp+996>()",
     "double sp::float_nttp<(double)[7e37e43c8800759c]>()"),
    ("_ZN2sp10float_nttpILd7ff0000000000000EEEdv", "double sp::float_nttp<inf>()",
     "double sp::float_nttp<(double)[7ff0000000000000]>()"),
    ("_Z1fILdfff8000000000000EEvv", "void f<-nan>()", "void f<(double)[fff8000000000000]>()"),
    ("_Z1fILd0000000000000001EEvv", "void f<0x0.0000000000001p-1022>()",
     "void f<(double)[0000000000000001]>()"),
    ("_ZN2sp2flILf40200000EEEfv", "float sp::fl<0x1.4p+1f>()", "float sp::fl<(float)[40200000]>()"),
    ("_ZN2sp2flILfbf800000EEEfv", "float sp::fl<-0x1p+0f>()", "float sp::fl<(float)[bf800000]>()"),
    ("_ZN2sp2flILf000116c2EEEfv", "float sp::fl<0x1.16c2p-133f>()",
     "float sp::fl<(float)[000116c2]>()"),
    ("_Z1fILf7fc00000EEvv", "void f<nanf>()", "void f<(float)[7fc00000]>()"),
    ("_Z1fILfff800000EEvv", "void f<-inff>()", "void f<(float)[ff800000]>()"),
    ("_ZN2sp2ldILe3fffc000000000000000EEEev", "long double sp::ld<0xcp-3L>()",
     "long double sp::ld<(long double)[3fffc000000000000000]>()"),
    ("_ZN2sp2ldILec000c000000000000000EEEev", "long double sp::ld<-0xcp-2L>()",
     "long double sp::ld<(long double)[c000c000000000000000]>()"),
    ("_Z1fILe00008000000000000000EEvv", "void f<0x8p-16385L>()",
     "void f<(long double)[00008000000000000000]>()"),
    ("_Z1fILe3fff0000000000000000EEvv", "void f<nanL>()",  # x87: an unnormal is a NaN
     "void f<(long double)[3fff0000000000000000]>()"),
    ("_Z1fILe7fff8000000000000000EEvv", "void f<infL>()",
     "void f<(long double)[7fff8000000000000000]>()"),
    # a template parameter that names a literal prints it
    ("_Z1fILd3ff8000000000000EEvT_", "void f<0x1.8p+0>(0x1.8p+0)",
     "void f<(double)[3ff8000000000000]>((double)[3ff8000000000000])"),
]

# g++ writes a long double in 32 digits (x87's 20 after 12 of padding), which
# llvm-cxxfilt-19 does not read: the llvm style prints its value as LLVM prints
# clang's 20 digits (the same number); 32 digits without that padding are an IEEE
# quad (another target's long double), printed as c++filt prints them.
GCC_LONG_DOUBLES = [
    ("_ZN2sp2ldILe0000000000003fffc000000000000000EEEev", "long double sp::ld<0xcp-3L>()",
     "long double sp::ld<(long double)[0000000000003fffc000000000000000]>()"),
    ("_ZN2sp2ldILe000000000000c000c000000000000000EEEev", "long double sp::ld<-0xcp-2L>()",
     "long double sp::ld<(long double)[000000000000c000c000000000000000]>()"),
    ("_Z1fILe3fff8000000000000000000000000000EEvv",
     "void f<(long double)[3fff8000000000000000000000000000]>()",
     "void f<(long double)[3fff8000000000000000000000000000]>()"),
]


@pytest.mark.parametrize("name, llvm, gnu", LITERALS + GCC_LONG_DOUBLES)
def test_member_pointer_and_float_literals(name: str, llvm: str, gnu: "str | None") -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (llvm if gnu is None else gnu)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert symbol.to_json()["llvm"] == llvm


def test_float_literals_in_the_model_and_opencl_style() -> None:
    from spirmangle.model import Builtin, FloatLiteral, Function, SourceName, TemplateName

    symbol = demangle("_Z1fILd3ff8000000000000EEvv", "itanium")
    name = symbol.entity.name
    assert type(name) is TemplateName
    assert name.args == (FloatLiteral(Builtin("double"), "3ff8000000000000"),)
    assert symbol.format("opencl") == "void f<0x1.8p+0>(void)"
    built = Function(TemplateName(SourceName("f"), (FloatLiteral(Builtin("float"), "3fc00000"),)),
                     (), Builtin("void"))
    assert mangle(built) == "_Z1fILf3fc00000EEvv"


def test_literals_print_as_the_peers_print_them() -> None:
    names = [c[0] for c in LITERALS]
    assert _run("llvm-cxxfilt-19", names) == [c[1] for c in LITERALS]
    assert _run("c++filt", names) == [c[1] if c[2] is None else c[2] for c in LITERALS]
    gcc = [c[0] for c in GCC_LONG_DOUBLES]
    assert _run("llvm-cxxfilt-19", gcc) == gcc  # not read
    assert _run("c++filt", gcc) == [c[2] for c in GCC_LONG_DOUBLES]


@pytest.mark.parametrize("name", [
    "_Z1fILd3ff800000000000EEvv",      # 15 digits: a double has 16 (c++filt prints any)
    "_Z1fILd3FF8000000000000EEvv",     # upper case
    "_Z1fILdn3ff8000000000000EEvv",    # a sign
    "_Z1fILe3fffc0000000000000000EEvv",  # 21 digits
    "_Z1fILf3fc00000",                 # unterminated
    "_Z1fILM1AiEEvv",                  # a member pointer literal needs its value
])
def test_bad_literals_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_bad_float_literals_are_not_mangled() -> None:
    from spirmangle.mangler.core import MangleError
    from spirmangle.model import Builtin, FloatLiteral, Function, SourceName, TemplateName

    for bad in (FloatLiteral(Builtin("double"), "3ff8"), FloatLiteral(Builtin("int"), "00000001")):
        with pytest.raises(MangleError):
            mangle(Function(TemplateName(SourceName("f"), (bad,)), (), Builtin("void")))


# ---------------------------------------------- GCC's old argument packs I...E

# (mangled, c++filt).  Old g++ (and libstdc++'s exported symbols) spell an argument
# pack I <template-arg>* E where a template argument starts; after a name, a
# substitution or a template parameter, I opens that template's arguments (as
# c++filt reads them).  llvm-cxxfilt-19 reads none of them.  Decision: these are
# valid g++ output, so the llvm style prints them as LLVM prints the same pack
# spelled J...E (no name LLVM reads changes); the model keeps the spelling, so
# they mangle back with I.
OLD_PACKS = [
    ("_ZNSt5dequeINSt10filesystem4_DirESaIS1_EE12emplace_backIIS1_EEERS1_DpOT_",
     "std::filesystem::_Dir& std::deque<std::filesystem::_Dir, std::allocator<std::filesystem::_Dir> >"
     "::emplace_back<std::filesystem::_Dir>(std::filesystem::_Dir&&)"),
    ("_ZNSt5dequeINSt10filesystem4pathESaIS1_EE16_M_push_back_auxIIRKS1_EEEvDpOT_",
     "void std::deque<std::filesystem::path, std::allocator<std::filesystem::path> >"
     "::_M_push_back_aux<std::filesystem::path const&>(std::filesystem::path const&)"),
    ("_Z1fIIicEEvv", "void f<int, char>()"),
    ("_Z1fIiIcEEvv", "void f<int, char>()"),
    ("_Z1fIIEEvv", "void f<>()"),
    ("_Z1fILi1EIcEEvv", "void f<1, char>()"),
    ("_Z1fI1AIiEIcEEvv", "void f<A<int>, char>()"),
    ("_Z1fIIIiEcEEvv", "void f<int, char>()"),
    ("_Z1fIIicEEvDpT_", "void f<int, char>(int, char)"),
    ("_Z1fIiIicEEvT_DpT0_", "void f<int, int, char>(int, int, char)"),
    ("_ZN1AIiE1fIIiEEEvv", "void A<int>::f<int>()"),
    ("_Z1fIPiIcEEvv", "void f<int*, char>()"),
    ("_Z1fIFvvEIcEEvv", "void f<void (), char>()"),
]


@pytest.mark.parametrize("name, gnu", OLD_PACKS)
def test_old_argument_packs(name: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("gnu") == gnu
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert symbol.to_json()["llvm"] == symbol.format("llvm")
    # the llvm style: as llvm-cxxfilt-19 prints the pack spelled J...E
    spelled_j = demangle(name.replace("emplace_backIIS1_E", "emplace_backIJS1_E")
                         .replace("auxIIRKS1_E", "auxIJRKS1_E")) if "deque" in name else None
    if spelled_j is not None:
        assert symbol.format("llvm") == spelled_j.format("llvm")


def test_old_argument_packs_in_llvm_style() -> None:
    assert demangle("_Z1fIIicEEvDpT_").format("llvm") == "void f<int, char>(int, char)"
    assert demangle("_Z1fIIicEEvDpT_").format("llvm") == demangle("_Z1fIJicEEvDpT_").format("llvm")
    assert demangle("_Z1fI1AIiEIcEEvv").format("llvm") == "void f<A<int>, char>()"


def test_old_argument_packs_keep_their_spelling() -> None:
    from spirmangle.model import ArgumentPack, Builtin

    name = demangle("_Z1fIiIcEEvv").entity.name
    assert name.args == (Builtin("int"), ArgumentPack((Builtin("char"),), spelled_i=True))
    assert demangle("_Z1fIiJcEEvv").entity.name.args[1] == ArgumentPack((Builtin("char"),))


def test_an_empty_old_pack_prints_no_comma() -> None:
    # an empty pack expands to nothing; c++filt prints "f<, int>", which the gnu style
    # reproduces (gnu-empty-pack-comma of tests/render/test_peer_deviations.py)
    symbol = demangle("_Z1fIIEiEvv")
    assert symbol.format("gnu", exact=True) == symbol.format("llvm") == "void f<int>()"
    assert symbol.format("gnu") == "void f<, int>()"
    assert mangle(symbol.entity) == "_Z1fIIEiEvv"


def test_old_packs_print_as_cxxfilt_prints_them() -> None:
    assert _run("c++filt", [n for n, _ in OLD_PACKS]) == [g for _, g in OLD_PACKS]
    assert _run("llvm-cxxfilt-19", ["_Z1fIIicEEvv"]) == ["_Z1fIIicEEvv"]  # not read
    assert _run("c++filt", ["_Z1fIIEiEvv"]) == ["void f<, int>()"]


@pytest.mark.parametrize("name", [
    "_Z1fIIicEvv",     # unterminated
    "_ZIicE",          # not in template arguments
])
def test_bad_old_packs_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_an_old_pack_after_a_substitution_mangles_as_the_abi_spells_it() -> None:
    # SaIcEIcE: allocator<char>, then GCC's old pack <char> (c++filt reads it so).
    # Where allocator<char> is a substitution (S8_), I...E after it would read as
    # S8_'s template arguments: the mangler writes the ABI's J...E instead.
    name = ("_ZN4absl7debian314flags_internal13AbslParseFlagENS0_11string_viewEPjPNSt7__cxx1112"
            "basic_stringIcSt11char_traitsIcESaIcEIcESaIcEIcESaIcEEE")
    symbol = demangle(name)
    again = mangle(symbol.entity, dialect=symbol.dialect)
    assert again.endswith("SaIcEIcES8_JcES8_EE")
    assert demangle(again).format("gnu") == symbol.format("gnu")
