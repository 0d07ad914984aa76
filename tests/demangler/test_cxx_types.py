"""C++ types beyond OpenCL: declarators nested inside out, exception
specifications, extended builtin and vendor types, complex types, template
parameters as prefixes and templates, templated conversion operators.

Every expectation is what llvm-cxxfilt-19 (llvm style) and c++filt of
binutils 2.40 (gnu style) print; the last tests run the tools on the same names
where they are installed.  Each name mangles back to itself.  Cases where a
peer does not read a name, or disagrees with the ABI, are in
tests/render/test_cxx_printing.py DEVIATIONS with the reason.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Optional

import pytest

from peers import GNU, LLVM, printed, prints_and_mangles_back
from peers import printed as _printed

from spirmangle import DemangleError, demangle, mangle

# (mangled, llvm-cxxfilt-19, c++filt or None when the same)
DECLARATORS = [
    # A function returning a pointer to member function (std::_Bind's signature).
    ("_ZTSSt5_BindIFMN4llvm4bolt13MCPlusBuilderEKFbRKNS0_6MCInstEEPS2_St12_PlaceholderILi1EEEE",
     "typeinfo name for std::_Bind<bool (llvm::bolt::MCPlusBuilder::* (llvm::bolt::MCPlusBuilder*,"
     " std::_Placeholder<1>))(llvm::MCInst const&) const>",
     "typeinfo name for std::_Bind<bool (llvm::bolt::MCPlusBuilder::*(llvm::bolt::MCPlusBuilder*,"
     " std::_Placeholder<1>))(llvm::MCInst const&) const>"),
    ("_ZTIFM1AFivEvE", "typeinfo for int (A::* ())()", "typeinfo for int (A::*())()"),
    ("_ZTIFM1AKFivEvE", "typeinfo for int (A::* ())() const", "typeinfo for int (A::*())() const"),
    ("_Z1fPFM1AFivEvE", "f(int (A::* (*)())())", "f(int (A::*(*)())())"),
    ("_Z1fPKFM1AFivEvE", "f(int (A::* (*)())() const)", "f(int (A::*(*)() const)())"),
    ("_Z1fM1AKFM1BFivEvE", "f(int (B::* (A::*)())() const)", "f(int (B::* (A::*)() const)())"),
    ("_Z1fIiEM1AFivEv", "int (A::*f<int>())()", None),
    ("_Z1fIiEPM1AFPFivEvEv", "int (* (A::**f<int>())())()", None),
    ("_ZN1A1fIiEEM1BKFivEv", "int (B::*A::f<int>())() const", None),
    # A pointer to member function returning a pointer to function.
    ("_Z1fM1AFPFivEvE", "f(int (* (A::*)())())", None),
    # Functions returning (pointers to) arrays, arrays of pointers to functions.
    ("_Z1fPFPA3_ivE", "f(int (* (*)()) [3])", "f(int (*(*)()) [3])"),
    ("_Z1fPFRA3_ivE", "f(int (& (*)()) [3])", None),
    ("_Z1fIiEPA3_iv", "int (*f<int>()) [3]", None),
    ("_Z1fIiERA3_iv", "int (&f<int>()) [3]", None),
    ("_Z1fIiEM1AA3_iv", "int(A::*f<int>()) [3]", "int (A::*f<int>()) [3]"),
    ("_ZTIFM1AA3_ivE", "typeinfo for int(A::* ()) [3]", "typeinfo for int (A::*()) [3]"),
    ("_Z1fIiEA3_iv", "intf<int>() [3]", "int (f<int>()) [3]"),
    ("_Z1fFA3_ivE", "f(int () [3])", "f(int (()) [3])"),
    ("_Z1fPFA3_ivE", "f(int (*)() [3])", "f(int ((*)()) [3])"),
    ("_Z1fA3_PFivE", "f(int (* [3])())", None),
    ("_Z1fPA3_PFivE", "f(int (* (*) [3])())", None),
    ("_Z1fM1AA3_PFivE", "f(int (*(A::*) [3])())", "f(int (* (A::*) [3])())"),
    ("_Z1fRA3_M1AFivE", "f(int (A::* (&) [3])())", None),
    ("_Z1fA3_M1AFivE", "f(int (A::* [3])())", None),
    # Pointers to members of pointers to members, qualified, behind pointers.
    ("_Z1fM1AM1BFivE", "f(int (B::* A::*)())", None),
    ("_Z1fPM1AFivE", "f(int (A::**)())", None),
    ("_Z1fRKM1AFivE", "f(int (A::* const&)())", None),
    ("_Z1fKM1AFivE", "f(int (A::* const)())", None),
    ("_Z1fPFM1AivE", "f(int A::* (*)())", None),
    ("_Z1fM1APFivE", "f(int (* A::*)())", None),
    ("_Z1fM1APA3_i", "f(int (* A::*) [3])", None),
    ("_Z1fIM1AFivEEvPT_", "void f<int (A::*)()>(int (A::**)())", None),
    ("_Z1fU3AS1M1AFivE", "f(int (A::*)() AS1)", "f(int (A::* AS1)())"),
    ("_Z1fPU3AS1M1AFivE", "f(int (A::*)() AS1*)", "f(int (A::* AS1*)())"),
    ("_Z1fM1AU3AS1FivE", "f(int () AS1 A::*)", "f(int ( AS1 A::*)())"),
]

# Exception specifications (clang-19 and g++ 12 compile the first ones).
EXCEPTIONS = [
    ("_Z2nxILb1EEvPDOT_EFvvE", "void nx<true>(void (*)() noexcept(true))", None),
    ("_ZN2ty6nx_depILb0EEEvPDOT_EFvvE", "void ty::nx_dep<false>(void (*)() noexcept(false))", None),
    ("_Z2vfIiEvPDoFvvET_", "void vf<int>(void (*)() noexcept, int)", None),
    ("_ZN2ty10take_nxmfnEMNS_3ObjEDoFivE", "ty::take_nxmfn(int (ty::Obj::*)() noexcept)", None),
    # LLVM prints the specification after the cv- and ref-qualifiers, c++filt before.
    ("_Z1fM1AKDoFvvRE", "f(void (A::*)() const & noexcept)", "f(void (A::*)() noexcept const &)"),
    ("_Z1gM1ADoFvvOES1_", "g(void (A::*)() && noexcept, void (A::*)() && noexcept)",
     "g(void (A::*)() noexcept &&, void (A::*)() noexcept &&)"),
    ("_Z1fPKDoFvvE", "f(void (*)() const noexcept)", "f(void (*)() noexcept const)"),
    ("_Z1fM1AKDoFvvE", "f(void (A::*)() const noexcept)", "f(void (A::*)() noexcept const)"),
    # The specification is part of the one candidate of the function type...
    ("_Z1fPDoFvvES_", "f(void (*)() noexcept, void () noexcept)", None),
    ("_Z1fPDoFvvES0_", "f(void (*)() noexcept, void (*)() noexcept)", None),
    ("_Z1fPDoFvvEPFvvE", "f(void (*)() noexcept, void (*)())", None),
    # ... and the types of throw(...) are candidates before it.
    ("_Z1fPDwiEFvvE", "f(void (*)() throw(int))", None),
    ("_Z1fPDwicEFvvE", "f(void (*)() throw(int, char))", None),
    ("_Z1fPDwiEFvvES_", "f(void (*)() throw(int), void () throw(int))", None),
    ("_Z1fPDwN1A1BEEFvvES_", "f(void (*)() throw(A::B), A)", None),
    ("_Z1fPDwN1A1BEEFvvES0_", "f(void (*)() throw(A::B), A::B)", None),
    ("_Z1fIiEvPDOLb1EEFvvE", "void f<int>(void (*)() noexcept(true))", None),
    ("_Z1fIiEvPDOLi1EEFvvE", "void f<int>(void (*)() noexcept(1))", None),
    ("_ZTIDoFvvE", "typeinfo for void () noexcept", None),
    ("_Z1fIDoFvvEEvv", "void f<void () noexcept>()", None),
    ("_Z1fPDoFPDoFvvEvE", "f(void (* (*)())() noexcept noexcept)",
     "f(void (*(*)() noexcept)() noexcept)"),
]

# _BitInt, _FloatN, complex and imaginary, vendor extended types.
EXTENDED = [
    ("_ZN2ty13complex_typesECfCe", "ty::complex_types(float complex, long double complex)",
     "ty::complex_types(float _Complex, long double _Complex)"),
    ("_Z1fGf", "f(float imaginary)", "f(float _Imaginary)"),
    ("_Z1fCfPS_", "f(float complex, float complex*)", "f(float _Complex, float _Complex*)"),
    ("_Z1fKCf", "f(float complex const)", "f(float _Complex const)"),
    ("_Z1fCKf", "f(float const complex)", "f(float const _Complex)"),
    ("_Z1fDF32_", "f(_Float32)", None),
    ("_Z1fDF128_", "f(_Float128)", None),
    ("_Z1fDF8_", "f(_Float8)", None),
    ("_Z1fu5__foo", "f(__foo)", None),
    ("_Z1fu5__fooS_", "f(__foo, __foo)", None),
    ("_Z1fDn", "f(std::nullptr_t)", "f(decltype(nullptr))"),
    ("_Z1fDa", "f(auto)", None),
    ("_Z1fDc", "f(decltype(auto))", None),
    ("_Z1fDu", "f(char8_t)", None),
]

# Template parameters as nested-name prefixes and as template template parameters
# (the first four compiled by clang-19 and g++ 12).
TEMPLATE_PARAMS = [
    ("_ZN4Glib17Container_Helpers12create_arrayIN3Gdk11ColorTraitsEEEPNT_5CTypeENSt6vectorINS4_"
     "7CppTypeESaIS8_EE14const_iteratorEm",
     "Gdk::ColorTraits::CType* Glib::Container_Helpers::create_array<Gdk::ColorTraits>(std::vector"
     "<Gdk::ColorTraits::CppType, std::allocator<Gdk::ColorTraits::CppType>>::const_iterator, "
     "unsigned long)",
     "Gdk::ColorTraits::CType* Glib::Container_Helpers::create_array<Gdk::ColorTraits>(std::vector"
     "<Gdk::ColorTraits::CppType, std::allocator<Gdk::ColorTraits::CppType> >::const_iterator, "
     "unsigned long)"),
    ("_Z12create_arrayI2TrEPNT_5CTypeENS1_7CppTypeE", "Tr::CType* create_array<Tr>(Tr::CppType)",
     None),
    ("_Z1fIN1A1BEEvNT_1CIiEE", "void f<A::B>(A::B::C<int>)", None),
    ("_Z1fIN1A1BEEvNT_IiE1CE", "void f<A::B>(A::B<int>::C)", None),
    ("_Z1fI3BoxEvT_IiE", "void f<Box>(Box<int>)", None),
    ("_Z1fI3BoxEvS_IiE", "void f<Box>(f<int>)", None),
]

# Conversion operators: templated (cv T_ I <args> E, the arguments the operator's
# as both peers read it), to pointers to members (g++ 12 and clang-19 compile the
# MF and Conv ones; boost's from Debian's libboost-iostreams).
CONVERSIONS = [
    ("_ZNK4ConvcvT_IiEEv", "Conv::operator int<int>() const", None),
    ("_ZNK2sp4ConvcvT_IiEEv", "sp::Conv::operator int<int>() const", None),
    ("_ZNK4ConvcvT_IPiEEv", "Conv::operator int*<int*>() const", None),
    ("_ZNK4ConvcvPT_IiEEv", "Conv::operator int*<int>() const", None),
    ("_ZN1A1BcvT_IiEEv", "A::B::operator int<int>()", None),
    ("_ZN1AcviIcEEv", "A::operator int<char>()", None),
    ("_ZN1AcvM1BT_IiEEv", "A::operator int B::*<int>()", None),
    ("_ZN1AcvN1B1CEIiEEv", "A::operator B::C<int>()", None),
    ("_ZNK1AcvM1BFT_vEIiEEv", "A::operator int (B::*)()<int>() const", None),
    ("_ZNK2MFcvM2SBFvvEEv", "MF::operator void (SB::*)()() const", None),
    ("_ZNK2MFcvM2SBiEv", "MF::operator int SB::*() const", None),
    ("_ZNK5boost9iostreams18mapped_file_sourcecvMNS1_16safe_bool_helperEiEv",
     "boost::iostreams::mapped_file_source::operator int boost::iostreams::mapped_file_source::"
     "safe_bool_helper::*() const", None),
]

ALL = DECLARATORS + EXCEPTIONS + EXTENDED + TEMPLATE_PARAMS + CONVERSIONS

# Read by no peer, or one only; what we print (llvm, gnu, opencl) and why.
ONE_PEER = [
    # clang-19 mangles void f(_BitInt(37), _BitInt(37)) so: a _BitInt is a candidate.
    ("_Z1fDB37_S_", "f(_BitInt(37), _BitInt(37))", None, "f(_BitInt(37), _BitInt(37))"),
    ("_Z1hDU8_CfS0_PCd", "h(unsigned _BitInt(8), float complex, float complex, double complex*)",
     "h(unsigned _BitInt(8), float _Complex, float _Complex, double _Complex*)",
     "h(unsigned _BitInt(8), _Complex float, _Complex float, __private _Complex double *)"),
    ("_ZN2ty7bitintsEDB37_DU128_DB2_",
     "ty::bitints(_BitInt(37), unsigned _BitInt(128), _BitInt(2))", None,
     "ty::bitints(_BitInt(37), unsigned _BitInt(128), _BitInt(2))"),
    ("_Z1fDF64x", "f(_Float64x)", None, "f(_Float64x)"),
    ("_Z1fu5__fooIiES_", "f(__foo(int), __foo(int))", None, "f(__foo(int), __foo(int))"),
    # clang-19: template <template <class> class TT, class V> void tt2(TT<V>*, TT<V>*):
    # T_ and T_<T0_> are both candidates (c++filt agrees; LLVM numbers them otherwise).
    ("_Z3tt2I3BoxiEvPT_IT0_ES4_", "void tt2<Box, int>(Box<int>*, Box<int>*)",
     "void tt2<Box, int>(Box<int>*, Box<int>*)", "void tt2<Box, int>(Box<int> *, Box<int> *)"),
    ("_Z2ttI3BoxEvT_IiES1_IcE", "void tt<Box>(Box<int>, Box<char>)", None,
     "void tt<Box>(Box<int>, Box<char>)"),
]


def check(name: str, llvm: str, gnu: Optional[str]) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (llvm if gnu is None else gnu)
    assert symbol.format("opencl")
    json.dumps(symbol.to_json())
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


@pytest.mark.parametrize("name, llvm, gnu", DECLARATORS)
def test_declarators_nest_inside_out(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)


_run = _printed  # the peer's line for each name (skips without the peer)


@pytest.mark.parametrize("tool, column", [("llvm-cxxfilt-19", 1), ("c++filt", 2)])
def test_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    printed = _run(tool, [case[0] for case in ALL])
    assert printed == [case[column] or case[1] for case in ALL]


@pytest.mark.parametrize("name, llvm, gnu", EXCEPTIONS)
def test_exception_specifications(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)


@pytest.mark.parametrize("name, llvm, gnu", EXTENDED)
def test_extended_types(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)


@pytest.mark.parametrize("name, llvm, gnu, opencl", ONE_PEER)
def test_types_a_peer_does_not_read(name: str, llvm: str, gnu: Optional[str],
                                    opencl: str) -> None:
    check(name, llvm, gnu)
    assert demangle(name).format("opencl") == opencl


def test_exception_specifications_and_new_types_in_the_model() -> None:
    from spirmangle.model import (BitInt, Builtin, ComplexType, ExceptionSpec, FunctionType,
                                  IntegerLiteral, Pointer, QualifiedFunctionType, TemplateParam,
                                  VendorType)
    void = FunctionType(Builtin("void"))
    entity = demangle("_Z2nxILb1EEvPDOT_EFvvE").entity
    assert entity.params == (Pointer(QualifiedFunctionType(void, exception=ExceptionSpec(
        TemplateParam(0)))),)
    entity = demangle("_Z1fPDwiEFvvE").entity
    assert entity.params[0].pointee.exception == ExceptionSpec(None, (Builtin("int"),))
    assert demangle("_Z1fIiEvPDOLb1EEFvvE").entity.params[0].pointee.exception == ExceptionSpec(
        IntegerLiteral(Builtin("bool"), 1))
    assert demangle("_Z1fDU8_").entity.params == (BitInt(8, False),)
    assert demangle("_Z1fGf").entity.params == (ComplexType(Builtin("float"), True),)
    assert demangle("_Z1fu5__fooIiE").entity.params == (VendorType("__foo", (Builtin("int"),)),)
    assert demangle("_Z1fDF32x").entity.params == (Builtin("_Float32x"),)


@pytest.mark.parametrize("name, llvm, gnu", TEMPLATE_PARAMS)
def test_template_parameter_prefixes_and_templates(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)


@pytest.mark.parametrize("name, llvm, gnu", CONVERSIONS)
def test_conversion_operators(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)


def test_template_parameters_as_names_in_the_model() -> None:
    from spirmangle.model import (Builtin, ConversionName, NamedType, NestedName, Pointer,
                                  SourceName, TemplateName, TemplateParam, TemplateParamName)
    entity = demangle("_Z12create_arrayI2TrEPNT_5CTypeENS1_7CppTypeE").entity
    assert entity.return_type == Pointer(NamedType(NestedName((TemplateParam(0),
                                                               SourceName("CType")))))
    assert entity.params == (NamedType(NestedName((TemplateParam(0), SourceName("CppType")))),)
    entity = demangle("_Z1fI3BoxEvT_IiE").entity
    assert entity.params == (NamedType(TemplateName(TemplateParamName(TemplateParam(0)),
                                                    (Builtin("int"),))),)
    entity = demangle("_ZNK4ConvcvT_IiEEv").entity
    assert entity.name.parts[-1] == TemplateName(ConversionName(TemplateParam(0)),
                                                 (Builtin("int"),))


@pytest.mark.parametrize("name", [
    "_Z1fIiEvN1AT_E",           # a template parameter only starts a nested name
    "_ZNK4ConvcvT0_IiEEv",      # T0_ has no referent among the operator's arguments
    "_ZNK4ConvcvT_EEv",         # ... nor T_ without any
    "_Z1fI3BoxEvS1_IiE",        # no candidate S1_ yet
    "_Z1fIiEvNT_E",             # T_ alone is not a nested name (both peers read it as T_)
    "_ZcvT_IiEv",               # a conversion operator template is a member (peers read it)
    "_Z1fM1ADoKFvvE",           # cv-qualifiers come before the exception specification
    "_Z1fPDOT_EFvvE",           # T_ has no referent
    "_Z1fIiEvPDOT0_EFvvE",
    "_Z1fPDwEFvvE",             # throw() has one type at least
    "_Z1fPDoE",                 # a function type follows
    "_Z1fDF016_",               # no leading zeros
    "_Z1fDF16",
    "_Z1fDB0_",
    "_Z1fDB_",
    "_Z1fDF16_S_",              # a builtin type is no candidate
    "_Z1fu",
    "_Z1fu9__foo",
])
def test_bad_types_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


# Fixed-point types (ISO/IEC TR 18037), as clang-19 -ffixed-point mangles them:
# builtins, so no substitution candidates (S_ below is the pointer).  Neither
# llvm-cxxfilt-19 nor c++filt 2.40 reads them; the spellings are the types'
# (LLVM 20's demangler prints them so).
FIXED_POINT = [
    ("_Z1fDAsDRjDSDAlDSDRt",
     "f(short _Accum, unsigned _Fract, _Sat long _Accum, _Sat unsigned short _Fract)"),
    ("_Z1gPDAsS_", "g(short _Accum*, short _Accum*)"),
    ("_Z1hDAiDAjDAmDRsDRlDSDRi", "h(_Accum, unsigned _Accum, unsigned long _Accum, short _Fract, "
                                 "long _Fract, _Sat _Fract)"),
]


@pytest.mark.parametrize("name,text", FIXED_POINT)
def test_fixed_point_types(name: str, text: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == text
    assert symbol.format("gnu") == text
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


@pytest.mark.parametrize("name", ["_Z1fDAx", "_Z1fDSi", "_Z1fDSDA", "_Z1fDR"])
def test_bad_fixed_point_types_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


@pytest.mark.skipif(not shutil.which("clang++-19"), reason="clang++-19 not installed")
def test_fixed_point_names_are_clangs(tmp_path) -> None:
    source = tmp_path / "fx.cpp"
    source.write_text("void f(short _Accum, unsigned _Fract, _Sat long _Accum, _Sat unsigned short _Fract){}\n"
                      "void g(short _Accum*, short _Accum*){}\n")
    obj = tmp_path / "fx.o"
    subprocess.run(["clang++-19", "-ffixed-point", "-c", str(source), "-o", str(obj)], check=True)
    names = subprocess.run(["nm", str(obj)], capture_output=True, text=True, check=True).stdout.split()
    assert {"_Z1fDAsDRjDSDAlDSDRt", "_Z1gPDAsS_"} <= set(names)


# Elaborated type specifiers Ts/Tu/Te (clang writes them for a dependent
# `struct T::c`): the whole type is one candidate.  c++filt 2.40 does not read
# them; the gnu style prints them as llvm-cxxfilt-19 does.
ELABORATED = [
    ("_ZN6test471fINS_1SEEEvPTsNT_1cE", "void test47::f<test47::S>(struct test47::S::c*)"),
    ("_ZN6test481fINS_1SEEEvPTuNT_1uE", "void test48::f<test48::S>(union test48::S::u*)"),
    ("_ZN6test451fINS_1SEEEvPTeNT_1eE", "void test45::f<test45::S>(enum test45::S::e*)"),
    ("_Z1fTs3FooS_", "f(struct Foo, struct Foo)"),
    ("_Z1fTe1EPS_", "f(enum E, enum E*)"),
    # The elaborated type ends with its name inside a function type or template
    # arguments too: a lower-case letter after it is a builtin type (it was read as
    # an operator name, and the name refused).
    ("_Z1fFTe1g4spansE", "f(enum g (span, short))"),
    ("_Z1fITe1gsEvv", "void f<enum g, short>()"),
    ("_Z1fFTsSt1bsE", "f(struct std::b (short))"),
    ("_Z1fFTeplsE", "f(enum operator+ (short))"),
    ("_Z1fFTsN1a1bEsE", "f(struct a::b (short))"),
]


@pytest.mark.parametrize("name,text", ELABORATED)
def test_elaborated_type_specifiers(name: str, text: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == text
    assert symbol.format("gnu") == text
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    if shutil.which("llvm-cxxfilt-19"):
        assert subprocess.run(["llvm-cxxfilt-19", name], capture_output=True, text=True).stdout.strip() == text


# ABI tags on a std abbreviation (SsB1X): the tagged name is the candidate.
TAGGED_ABBREVIATIONS = [
    ("_Z1fSsB1XS_", "f(std::string[abi:X], std::string[abi:X])",
     "f(std::basic_string<char, std::char_traits<char>, std::allocator<char> >[abi:X], "
     "std::basic_string<char, std::char_traits<char>, std::allocator<char> >[abi:X])"),
    ("_ZNSsB1XC1Ev", "std::string[abi:X]::string()",
     "std::basic_string<char, std::char_traits<char>, std::allocator<char> >[abi:X]::basic_string()"),
    ("_ZNSsB1XD1Ev", "std::string[abi:X]::~string()",
     "std::basic_string<char, std::char_traits<char>, std::allocator<char> >[abi:X]::~basic_string()"),
]


@pytest.mark.parametrize("name,llvm,gnu", TAGGED_ABBREVIATIONS)
def test_abi_tags_on_std_abbreviations(name: str, llvm: str, gnu: str) -> None:
    check(name, llvm, gnu)
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


# Pointer literals as template arguments (L <pointer type> <value> E; clang writes
# a null pointer default argument so): both peers print a cast of the value.
POINTER_LITERALS = [
    ("_Z1fILPi0EEvv", "void f<(int*)0>()", None),
    ("_Z1fILPKc0EEvv", "void f<(char const*)0>()", None),
    ("_Z1fILPi32EEvv", "void f<(int*)32>()", None),
    ("_ZN4llvm4json5ValueC2ISt8optionalISt6vectorIN5clang6clangd17TypeHierarchyItemESaIS7_EEEvLPS1_0EEERKT_",
     "llvm::json::Value::Value<std::optional<std::vector<clang::clangd::TypeHierarchyItem, "
     "std::allocator<clang::clangd::TypeHierarchyItem>>>, void, (llvm::json::Value*)0>"
     "(std::optional<std::vector<clang::clangd::TypeHierarchyItem, "
     "std::allocator<clang::clangd::TypeHierarchyItem>>> const&)",
     "llvm::json::Value::Value<std::optional<std::vector<clang::clangd::TypeHierarchyItem, "
     "std::allocator<clang::clangd::TypeHierarchyItem> > >, void, (llvm::json::Value*)0>"
     "(std::optional<std::vector<clang::clangd::TypeHierarchyItem, "
     "std::allocator<clang::clangd::TypeHierarchyItem> > > const&)"),
]


@pytest.mark.parametrize("name,llvm,gnu", POINTER_LITERALS)
def test_pointer_literals(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)
    for tool, text in (("llvm-cxxfilt-19", llvm), ("c++filt", gnu or llvm)):
        if shutil.which(tool):
            assert subprocess.run([tool, name], capture_output=True, text=True).stdout.strip() == text


# Constrained placeholders Dk/DK <type-constraint> (C++20 `C auto` non-type
# template parameters, declared with Tn): no substitution candidate, as
# llvm-cxxfilt-19 reads them (it rejects _Z1fDk1CS_).  c++filt reads none.
CONSTRAINED = [
    ("_ZN5test31fITnDk1CLi0EEEvv", "void test3::f<0>()"),
    ("_ZN5test31gITnDk1DIiELi0EEEvv", "void test3::g<0>()"),
    ("_ZN5test31hIiTnDk1DIT_ELi0EEEvv", "void test3::h<int, 0>()"),
    ("_Z1fDK1C", "f(C decltype(auto))"),
    ("_Z1fDk1C", "f(C auto)"),
]


@pytest.mark.parametrize("name,text", CONSTRAINED)
def test_constrained_placeholders(name: str, text: str) -> None:
    if "T_" in name:  # in the name's own arguments: c++filt has no template in scope, prints nothing
        symbol = demangle(name)
        assert symbol.format("llvm") == text
        with pytest.raises(DemangleError):
            symbol.format("gnu")
        if shutil.which("c++filt"):
            assert subprocess.run(["c++filt", name], capture_output=True, text=True).stdout.strip() == name
    else:
        check(name, text, None)
    if shutil.which("llvm-cxxfilt-19"):
        assert subprocess.run(["llvm-cxxfilt-19", name], capture_output=True, text=True).stdout.strip() == text


def test_a_constrained_placeholder_is_no_candidate() -> None:
    with pytest.raises(DemangleError):
        demangle("_Z1fDk1CS_")


# Objective-C protocol qualifiers (U11objcproto1A): llvm-cxxfilt-19 prints them as
# Objective-C does (id<A>, NSArray<A>); c++filt as any vendor qualifier.
OBJC = [
    ("_Z1fPU11objcproto1A11objc_object", "f(id<A>)", "f(objc_object objcproto1A*)"),
    ("_Z1fU11objcproto1A3Foo", "f(Foo<A>)", "f(Foo objcproto1A)"),
    ("_Z1fPPU11objcproto1A11objc_object", "f(id<A>*)", "f(objc_object objcproto1A**)"),
]


@pytest.mark.parametrize("name,llvm,gnu", OBJC)
def test_objc_protocol_qualifiers(name: str, llvm: str, gnu: str) -> None:
    check(name, llvm, gnu)
    for tool, text in (("llvm-cxxfilt-19", llvm), ("c++filt", gnu)):
        if shutil.which(tool):
            assert subprocess.run([tool, name], capture_output=True, text=True).stdout.strip() == text


def test_objc_protocol_under_const_prints_as_llvm_does() -> None:
    # clang writes K before the protocol qualifier; the model merges the two
    # qualifier sets, so this name mangles back in the ABI's order (U... K).
    assert demangle("_Z1fPKU11objcproto1A7NSArray").format("llvm") == "f(NSArray<A> const*)"


# A conversion operator template whose target is a class template: the class's
# arguments, then the operator's (which the target's template parameters name,
# forward).  llvm-cxxfilt-19 reads them all; c++filt only the simplest.
CONVERSION_TEMPLATES = [
    ("_ZN1Scv1BIiEIcEEv", "S::operator B<int><char>()"),
    ("_ZN1Scv7MuncherIJDpPT_EEIJFivEA_iEEEv", "S::operator Muncher<int (*)(), int (*) []><int (), int []>()"),
    ("_ZNK1AIJ1Z1Y1XEEcv1BIJDpPT_EEIJS2_S1_S0_EEEv", "A<Z, Y, X>::operator B<X*, Y*, Z*><X, Y, Z>() const"),
    ("_ZN5OuterI4MarpEcv7MuncherIJT_T0_DpT1_EEI4MerpS0_JicfEEEv",
     "Outer<Marp>::operator Muncher<Merp, Marp, int, char, float><Merp, Marp, int, char, float>()"),
    ("_ZZN5OuterI4MarpEcv7MuncherIJT_T0_DpT1_EEI4MerpS0_JicfEEEvEN1ScvS9_Ev",
     "Outer<Marp>::operator Muncher<Merp, Marp, int, char, float><Merp, Marp, int, char, float>()"
     "::S::operator Merp()"),
]


@pytest.mark.parametrize("name,text", CONVERSION_TEMPLATES)
def test_conversion_templates_to_class_templates(name: str, text: str) -> None:
    check(name, text, None)
    if shutil.which("llvm-cxxfilt-19"):
        assert subprocess.run(["llvm-cxxfilt-19", name], capture_output=True, text=True).stdout.strip() == text


# Dx (transaction_safe) and Y (extern "C") function types: part of the one
# function-type candidate.  llvm-cxxfilt-19 prints neither; c++filt prints
# transaction_safe (before noexcept and the cv-qualifiers).
FUNCTION_FLAGS = [
    ("_Z1fPDxFvvE", "f(void (*)())", "f(void (*)() transaction_safe)"),
    ("_Z1fPDxFvvES0_", "f(void (*)(), void (*)())",
     "f(void (*)() transaction_safe, void (*)() transaction_safe)"),
    ("_Z1fPDoDxFvvE", "f(void (*)() noexcept)", "f(void (*)() transaction_safe noexcept)"),
    ("_Z1fM1AKDxFvvE", "f(void (A::*)() const)", "f(void (A::*)() transaction_safe const)"),
    ("_Z1fPFYvvE", "f(void (*)())", None),
    ("_Z1fPFYivES0_", "f(int (*)(), int (*)())", None),
    ("_Z1fM1AKFYvvE", "f(void (A::*)() const)", None),
]


@pytest.mark.parametrize("name,llvm,gnu", FUNCTION_FLAGS)
def test_transaction_safe_and_extern_c_function_types(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)
    for tool, text in (("llvm-cxxfilt-19", llvm), ("c++filt", gnu or llvm)):
        if shutil.which(tool):
            assert subprocess.run([tool, name], capture_output=True, text=True).stdout.strip() == text


# Vendor qualifiers with template arguments (Apple's __ptrauth): one candidate,
# printed after the type by both peers; cv-qualifiers right after one are no
# candidate of their own (LLVM, clang; c++filt makes `int const` one: _Z1fU3fooIiEKiS_
# is `f(int const foo<int>, int const)` there, which the gnu style prints:
# spirmangle.demangler.vendor_runs; the third column is c++filt's text where it differs).
VENDOR_QUALIFIERS = [
    ("_Z1fU9__ptrauthILj1ELb0ELj1234EEPi", "f(int* __ptrauth<1u, false, 1234u>)", None),
    ("_Z1fPU9__ptrauthILj1ELb0ELj1234EEi", "f(int __ptrauth<1u, false, 1234u>*)", None),
    ("_Z3fooPU9__ptrauthILj3ELb1ELj234EEPi", "foo(int* __ptrauth<3u, true, 234u>*)", None),
    ("_Z3fooIPU9__ptrauthILj1ELb0ELj64EEPiEvT_",
     "void foo<int* __ptrauth<1u, false, 64u>*>(int* __ptrauth<1u, false, 64u>*)", None),
    ("_Z3fooPU9__ptrauthILj3ELb1ELj234EEPiS0_",
     "foo(int* __ptrauth<3u, true, 234u>*, int* __ptrauth<3u, true, 234u>)", None),
    ("_Z1fU3fooIiEKi", "f(int const foo<int>)", None),
    ("_Z1fU3fooIiEKiS_", "f(int const foo<int>, int const foo<int>)", "f(int const foo<int>, int const)"),
    ("_Z1fPU3AS1U3fooIiEi", "f(int foo<int> AS1*)", None),
]


@pytest.mark.parametrize("name,llvm,gnu", VENDOR_QUALIFIERS)
def test_vendor_qualifiers_with_template_arguments(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)
    assert demangle(name).format("gnu", exact=True) == llvm  # (the ABI's reading)
    if shutil.which("llvm-cxxfilt-19"):
        assert subprocess.run(["llvm-cxxfilt-19", name], capture_output=True, text=True).stdout.strip() == llvm
    if shutil.which("c++filt"):
        assert subprocess.run(["c++filt", name], capture_output=True, text=True).stdout.strip() == (gnu or llvm)


def test_objective_c_method_names_keep_their_blank() -> None:
    # clang names a local entity of an Objective-C method after the method; both
    # peers read it.  Blanks anywhere else in an identifier stay an error.
    symbol = demangle("_ZZ10+[Foo bar]E3Baz")
    assert symbol.format("llvm") == symbol.format("gnu") == "+[Foo bar]::Baz"
    assert mangle(symbol.entity, dialect=symbol.dialect) == "_ZZ10+[Foo bar]E3Baz"
    for name in ("_Z3f o", "_ZZ10+[Foo barE3Baz", "_Z5a b]c"):
        with pytest.raises(DemangleError):
            demangle(name)


@pytest.mark.parametrize("name,text", [
    ("_Z1fSaB1XIiES_", "f(std::allocator[abi:X]<int>, std::allocator[abi:X])"),
    ("_Z1fSaB1XIiES0_", "f(std::allocator[abi:X]<int>, std::allocator[abi:X]<int>)"),
    ("_ZNSsB1X1fES_", "std::string[abi:X]::f(std::string[abi:X])"),
])
def test_a_tagged_abbreviation_is_a_candidate_before_its_arguments(name: str, text: str) -> None:
    # ABI 5.1.2: a built-in substitution with ABI tags is a substitutable component
    # (the fuzzer found the template head and the nested prefix missing it).
    symbol = demangle(name)
    assert symbol.format("llvm") == text
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert _run("llvm-cxxfilt-19", [name]) == [text]


# A pointer to member's class or member type with template arguments where a type
# is awaited (an expression's type, a literal's, a conversion operator's): the
# arguments are that type's (they were read as the expression going on, or the
# literal's value, and the name refused).  (name, llvm-cxxfilt-19, c++filt or None:
# it does not read alignof of a type.)
MEMBER_POINTER_ARGS = [
    ("_Z1fIXatM1AIiEFvvEEEvv", "void f<alignof (void (A<int>::*)())>()", None),
    ("_Z1fIXatM1AIiEiEEvv", "void f<alignof (int A<int>::*)>()", None),
    ("_Z1fIXatM1A1BIiEEEvv", "void f<alignof (B<int> A::*)>()", None),
    ("_Z1fIXatM1AM1BIiE1CIiEEEvv", "void f<alignof (C<int> B<int>::* A::*)>()", None),
    ("_Z1fILM1AIiEi0EEvv", "void f<(int A<int>::*)0>()", "void f<(int A<int>::*)0>()"),
    ("_Z1fILM1A1BIiE0EEvv", "void f<(B<int> A::*)0>()", "void f<(B<int> A::*)0>()"),
    ("_ZN1AcvM1BIiEiEv", "A::operator int B<int>::*()", "A::operator int B<int>::*()"),
    # ...and a literal's class template type: L <type> <value> E (its value was
    # looked for at the I).
    ("_Z1fILSt1bIiE0EEvv", "void f<(std::b<int>)0>()", "void f<(std::b<int>)0>()"),
    ("_Z1fIL1bIiE0EEvv", "void f<(b<int>)0>()", "void f<(b<int>)0>()"),
    ("_Z1fILS_IiE0EEvv", "void f<(f<int>)0>()", "void f<(f<int>)0>()"),
]


@pytest.mark.parametrize("name, llvm, gnu", MEMBER_POINTER_ARGS)
def test_member_pointer_types_with_template_arguments(name: str, llvm: str, gnu: "str | None") -> None:
    prints_and_mangles_back(name, llvm, gnu)


def test_member_pointer_types_with_template_arguments_print_as_the_peers() -> None:
    names = [n for n, _, _ in MEMBER_POINTER_ARGS]
    assert printed(LLVM, names) == [llvm for _, llvm, _ in MEMBER_POINTER_ARGS]
    assert printed(GNU, names) == [gnu or n for n, _, gnu in MEMBER_POINTER_ARGS]
