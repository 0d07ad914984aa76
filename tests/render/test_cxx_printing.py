"""Printing the C++ constructs the demangler reads: the ``llvm`` style is
llvm-cxxfilt-19's text byte for byte, the ``gnu`` style GNU c++filt's (binutils 2.40).

Every expectation below is what the tool prints (the last tests run the tools on the
same names when they are installed).  Where a peer fails or disagrees with C++ itself,
the case is in DEVIATIONS with the reason.
"""

from __future__ import annotations


import pytest
from peers import printed as _run

from spirmangle import demangle

# (mangled, llvm-cxxfilt-19, c++filt)
PEERS = [
    # LLVM 15 and later close nested template argument lists as ">>"; c++filt keeps "> >".
    ("_Z1f3FooI3BarIiEE", "f(Foo<Bar<int>>)", "f(Foo<Bar<int> >)"),
    ("_Z1fN1AIN1BIN1CIiEEEEEE", "f(A<B<C<int>>>)", "f(A<B<C<int> > >)"),
    # Before a constructor or destructor both spell std::string & co. out in full.
    ("_ZNSsC1Ev",
     "std::basic_string<char, std::char_traits<char>, std::allocator<char>>::basic_string()",
     "std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string()"),
    ("_ZNSdD0Ev", "std::basic_iostream<char, std::char_traits<char>>::~basic_iostream()",
     "std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()"),
    ("_ZNSiC2Ev", "std::basic_istream<char, std::char_traits<char>>::basic_istream()",
     "std::basic_istream<char, std::char_traits<char> >::basic_istream()"),
    ("_ZNSaIcEC1Ev", "std::allocator<char>::allocator()", None),
    ("_ZTTSd", "VTT for std::iostream",
     "VTT for std::basic_iostream<char, std::char_traits<char> >"),
    # The anonymous namespace.
    ("_ZN12_GLOBAL__N_114hidden_counterE", "(anonymous namespace)::hidden_counter", None),
    ("_ZN12_GLOBAL__N_11fEv", "(anonymous namespace)::f()", None),
    ("_Z1fN12_GLOBAL__N_11AE", "f((anonymous namespace)::A)", None),
    ("_ZN12_GLOBAL__N_11AC2Ev", "(anonymous namespace)::A::A()", None),
    ("_ZN10_GLOBAL__N1xE", "(anonymous namespace)::x", None),
    ("_ZN9_GLOBAL__1xE", "_GLOBAL__::x", None),
    # c++filt also knows the spellings of targets where "$" or "." replace "_".
    ("_ZN12_GLOBAL_$N_11xE", "_GLOBAL_$N_1::x", "(anonymous namespace)::x"),
    ("_ZN12_GLOBAL_.N_11xE", "_GLOBAL_.N_1::x", "(anonymous namespace)::x"),
    # Declarators inside out: functions returning pointers to functions...
    ("_Z6outer2IsEPFilEv", "int (*outer2<short>())(long)", None),
    ("_Z6outer2IsEPFilEPFPFicEdE", "int (*outer2<short>(int (* (*)(double))(char)))(long)",
     "int (*outer2<short>(int (*(*)(double))(char)))(long)"),
    ("_Z1fIiEPFPFilEcEv", "int (* (*f<int>())(char))(long)", "int (*(*f<int>())(char))(long)"),
    ("_ZN1A1fIiEEPFivEv", "int (*A::f<int>())()", None),
    ("_ZN1A1fIiEERPFivEv", "int (*&A::f<int>())()", None),
    ("_Z1fIiERKPFivEv", "int (* const&f<int>())()", None),
    # ... the method's qualifiers: after the whole declarator (LLVM), inside it (GNU).
    ("_ZNK1A1fIiEEPFivEv", "int (*A::f<int>())() const", "int (*A::f<int>() const)()"),
    ("_ZNKR1A1fIiEEPFivEv", "int (*A::f<int>())() const &", "int (*A::f<int>() const &)()"),
    # ... pointers and references to functions returning pointers to functions.
    ("_Z1fPFPFilEcE", "f(int (* (*)(char))(long))", "f(int (*(*)(char))(long))"),
    ("_Z1fRFPFilEcE", "f(int (* (&)(char))(long))", "f(int (*(&)(char))(long))"),
    ("_Z1fPFRFilEcE", "f(int (& (*)(char))(long))", None),
    ("_ZTIFPFilEcE", "typeinfo for int (* (char))(long)", "typeinfo for int (*(char))(long)"),
    ("_ZTIFRFilEcE", "typeinfo for int (& (char))(long)", "typeinfo for int (&(char))(long)"),
    # ... template parameters that are function types, and pointers to them.
    ("_Z1fIFviEEvPT_", "void f<void (int)>(void (*)(int))", None),
    ("_Z1fIPFviEEvPT_", "void f<void (*)(int)>(void (**)(int))", None),
    ("_Z1fIPFviEEvRKT_", "void f<void (*)(int)>(void (* const&)(int))", None),
    ("_Z1fIPFPFilEcEEvPT_", "void f<int (* (*)(char))(long)>(int (* (**)(char))(long))",
     "void f<int (*(*)(char))(long)>(int (*(**)(char))(long))"),
    ("_Z1fIFvvEEvPT_S1_", "void f<void ()>(void (*)(), void ())", None),
    # cv-qualified function types: the qualifiers of the function itself...
    ("_ZTIKFvvE", "typeinfo for void () const", None),
    ("_ZTIPKFvvE", "typeinfo for void (*)() const", None),
    ("_Z1fPKFviE", "f(void (*)(int) const)", None),
    # ... after the return type's declarator (LLVM), inside it (GNU)...
    ("_ZTIKFPFivEvE", "typeinfo for int (* ())() const", "typeinfo for int (*() const)()"),
    ("_Z1fPKFPFivEvE", "f(int (* (*)())() const)", "f(int (*(*)() const)())"),
    # ... but after a vendor qualifier, LLVM reads them as qualifiers of the type.
    ("_Z1fRU3AS0KFvvE", "f(void  const() AS0&)", "f(void ( AS0&)() const)"),
    ("_ZTIU3AS1KFvvE", "typeinfo for void  const() AS1", "typeinfo for void ( AS1)() const"),
    # Qualifiers on a pointer to function, with and without a vendor qualifier.
    ("_Z1fU3AS1VKPKFPRlvE", "f(long&* (* const volatile)() const AS1)",
     "f(long&* (* const volatile AS1)() const)"),
    ("_Z1fVlPU3AS0rRFPivE", "f(long volatile, int* (& restrict)() AS0*)",
     "f(long volatile, int* (& restrict AS0*)())"),
    # ... and a qualifier on a template parameter that is a function type.
    ("_Z1fIFviEEvKT_", "void f<void (int)>(void  const(int))",
     "void f<void (int)>(void ( const)(int))"),
    ("_Z1fIFviEEvRKT_", "void f<void (int)>(void  const(&)(int))",
     "void f<void (int)>(void ( const&)(int))"),
    # Vendor qualifiers on function types (blocks, address spaces).
    ("_Z1fU13block_pointerFPFilEvE", "f(int (* ())(long) block_pointer)",
     "f(int (* ( block_pointer)())(long))"),
    ("_Z1fPU13block_pointerFviE", "f(void (int) block_pointer*)",
     "f(void ( block_pointer*)(int))"),
    ("_Z1fPU3AS4FviE", "f(void (int) AS4*)", "f(void ( AS4*)(int))"),
    # Reference collapsing: & + & = &, & + && = &, && + && = &&.
    ("_Z1fIRiEvOT_", "void f<int&>(int&)", None),
    ("_Z1fIOiEvRT_", "void f<int&&>(int&)", None),
    ("_Z1fIOiEvOT_", "void f<int&&>(int&&)", None),
    ("_Z1fIRiEvRT_", "void f<int&>(int&)", None),
    ("_Z1fIRiEvOT_S1_", "void f<int&>(int&, int&)", None),
    ("_Z1fRRv", "f(void&)", None),
    ("_Z1fORv", "f(void&)", None),
    ("_Z1fROv", "f(void&)", None),
    ("_Z1fOOv", "f(void&&)", None),
    ("_Z1fRiOS_", "f(int&, int&)", None),
    ("_Z1fOiRS_", "f(int&&, int&)", None),
    # A qualifier between the references stops the collapse (both peers).
    ("_Z1fIRiEvRKT_", "void f<int&>(int& const&)", None),
    # A qualifier on a type that has it already: LLVM repeats it, c++filt does not.
    ("_Z1fKiKS_", "f(int const, int const const)", "f(int const, int const)"),
    ("_Z1fIKiEvRKT_", "void f<int const>(int const const&)", "void f<int const>(int const&)"),
    ("_Z1fIViEvKT_", "void f<int volatile>(int volatile const)", None),
    # ... unless a vendor qualifier stands between them.
    ("_Z1fIU3AS0KiEvRKT_", "void f<int const AS0>(int const AS0 const&)", None),
    # Vendor qualifiers (SYCL's AS0 included) after cv, the last mangled first.
    ("_ZN1a1fERU3AS0KNS_7nd_itemILi3EEE", "a::f(a::nd_item<3> const AS0&)", None),
    ("_ZN4sycl3_V16detail1fERU3AS0KNS0_7nd_itemILi3EEE",
     "sycl::_V1::detail::f(sycl::_V1::nd_item<3> const AS0&)", None),
    ("_ZN1a1fERU3AS0NS_7nd_itemILi3EEES3_", "a::f(a::nd_item<3> AS0&, a::nd_item<3> AS0&)", None),
    ("_ZN1a1fEPU3AS1iRU3AS4KNS_7nd_itemILi3EEE",
     "a::f(int AS1*, a::nd_item<3> const AS4&)", None),
    ("_Z1fPU3AS1U3fooKi", "f(int const foo AS1*)", None),
]

# (mangled, llvm style, gnu style, what the peer prints instead, reason)
DEVIATIONS = [
    ("_ZN1AcvSt6vectorIiSaIiEEEv", "A::operator std::vector<int, std::allocator<int>>()",
     "A::operator std::vector<int, std::allocator<int> >()",
     ("llvm-cxxfilt-19", "_ZN1AcvSt6vectorIiSaIiEEEv"),
     "llvm-cxxfilt-19 does not read template arguments in a conversion operator's type; "
     "the ABI's <type> has them and g++ emits them (c++filt reads them)"),
    ("_ZGTtNKSt11logic_error4whatEv", "transaction clone for std::logic_error::what() const",
     "transaction clone for std::logic_error::what() const",
     ("llvm-cxxfilt-19", "_ZGTtNKSt11logic_error4whatEv"),
     "llvm-cxxfilt-19 does not know GCC's transaction clones (libstdc++ exports them)"),
    ("_Zpmii", "operator->*(int, int)", "operator->*(int, int)", ("llvm-cxxfilt-19", "_Zpmii"),
     "llvm-cxxfilt-19 rejects the ->* operator's name; the ABI lists pm, c++filt reads it"),
    ("_Z1fDF16b", "f(std::bfloat16_t)", "f(std::bfloat16_t)", ("llvm-cxxfilt-19", "_Z1fDF16b"),
     "llvm-cxxfilt-19 does not know DF16b (the ABI's std::bfloat16_t); c++filt's spelling"),
    # clang-19 -Xclang -fsycl-is-device -target spir64 mangles
    # void f(const __attribute__((opencl_private)) a::nd_item<3>&,
    #        const __attribute__((opencl_private)) a::nd_item<3>*, const a::nd_item<3>*)
    # so: the whole qualifier set U3AS0 K is one candidate (S2_), as LLVM reads it.
    ("_Z1fRU3AS0KN1a7nd_itemILi3EEEPS2_PKS1_",
     "f(a::nd_item<3> const AS0&, a::nd_item<3> const AS0*, a::nd_item<3> const*)",
     "f(a::nd_item<3> const AS0&, a::nd_item<3> const AS0*, a::nd_item<3> const*)",
     ("c++filt", "f(a::nd_item<3> const AS0&, a::nd_item<3> const*, a::nd_item<3> const*)"),
     "c++filt makes the cv-qualified type under a vendor qualifier a candidate of its own"),
    # Chains of three references only come from hand-written names (a compiler
    # collapses before it mangles); C++ collapses the whole chain ([dcl.ref]), as
    # LLVM does, while c++filt collapses one pair only.
    ("_Z1fRRRv", "f(void&)", "f(void&)", ("c++filt", "f(void&&)"),
     "c++filt collapses only the outer pair of references"),
    ("_Z1fRROv", "f(void&)", "f(void&)", ("c++filt", "f(void&&&)"),
     "c++filt collapses only the outer pair of references"),
    # C23 _BitInt: clang-19 mangles void f(_BitInt(37), _BitInt(37)) as below, a
    # _BitInt being no builtin type but a substitution candidate (Itanium 5.1.5).
    ("_Z1fDB37_S_", "f(_BitInt(37), _BitInt(37))", "f(_BitInt(37), _BitInt(37))",
     ("llvm-cxxfilt-19", "_Z1fDB37_S_"),
     "llvm-cxxfilt-19 makes no candidate of a _BitInt, so rejects what clang-19 emits"),
    ("_ZN2ty7bitintsEDB37_DU128_DB2_",
     "ty::bitints(_BitInt(37), unsigned _BitInt(128), _BitInt(2))",
     "ty::bitints(_BitInt(37), unsigned _BitInt(128), _BitInt(2))",
     ("c++filt", "_ZN2ty7bitintsEDB37_DU128_DB2_"),
     "c++filt 2.40 does not know DB/DU (C23 _BitInt); gnu style spells it as LLVM does"),
    ("_Z1fDF64x", "f(_Float64x)", "f(_Float64x)", ("llvm-cxxfilt-19", "_Z1fDF64x"),
     "llvm-cxxfilt-19 does not know DF<N>x (the ABI's _Float<N>x); c++filt's spelling"),
    ("_Z1fu5__fooIiE", "f(__foo(int))", "f(__foo(int))", ("c++filt", "_Z1fu5__fooIiE"),
     "c++filt 2.40 does not read a vendor type's template arguments (clang's type "
     "transforms, __underlying_type(T)); gnu style spells them as LLVM does"),
    # Template template parameters: the parameter is a candidate, then the type it
    # makes with its arguments (Itanium 5.1.8; clang-19 mangles so, c++filt reads so).
    ("_Z2ttI3BoxEvT_IiES1_IcE", "void tt<Box>(Box<int>, Box<char>)",
     "void tt<Box>(Box<int>, Box<char>)",
     ("llvm-cxxfilt-19", "void tt<Box>(Box<int>, Box<int><char>)"),
     "llvm-cxxfilt-19 does not number a template template parameter before its arguments"),
    ("_Z3tt2I3BoxiEvPT_IT0_ES4_", "void tt2<Box, int>(Box<int>*, Box<int>*)",
     "void tt2<Box, int>(Box<int>*, Box<int>*)", ("llvm-cxxfilt-19", "_Z3tt2I3BoxiEvPT_IT0_ES4_"),
     "llvm-cxxfilt-19 does not number a template template parameter before its arguments"),
    ("_Z1fCPFivE", "f(int (* complex)())", "f(int (* _Complex)())",
     ("llvm-cxxfilt-19", "f(int (* complex)"),
     "llvm-cxxfilt-19 drops the right half of a declarator under 'complex'"),
]

# The opencl style reads like the source would.
OPENCL = [
    ("_ZN12_GLOBAL__N_114hidden_counterE", "(anonymous namespace)::hidden_counter"),
    ("_Z1fN12_GLOBAL__N_11AE", "f((anonymous namespace)::A)"),
    ("_ZN12_GLOBAL_$N_11xE", "(anonymous namespace)::x"),
    ("_Z6outer2IsEPFilEv", "int (*outer2<short>(void))(long)"),
    ("_Z1fPFPFilEcE", "f(int (*(*)(char))(long))"),
    ("_Z1fIFviEEvPT_", "void f<void (int)>(void (*)(int))"),
    ("_Z1fPKFPFivEvE", "f(int (*(*)(void) const)(void))"),  # C++'s own placement
    ("_Z1f3FooI3BarIiEE", "f(Foo<Bar<int>>)"),
    ("_Z1fRiOS_", "f(int &, int &)"),
    # the template's T && (collapsed with T = int &, the text f<int &>(int &) reads as T_):
    # a with-clause names it (issue 25, spirmangle.render.with_clause)
    ("_Z1fIRiEvOT_", "void f(T &&) [with T = int &]"),
]


@pytest.mark.parametrize("name, llvm, gnu", PEERS)
def test_prints_like_the_peers(name: str, llvm: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (gnu or llvm)


@pytest.mark.parametrize("name, llvm, gnu, peer, reason", DEVIATIONS)
def test_deviations_from_a_peer(name: str, llvm: str, gnu: str, peer: tuple[str, str],
                                reason: str) -> None:
    symbol = demangle(name)
    if name in PEER_NUMBERING:  # the ABI's reading; the peer's style prints the peer's
        assert (symbol.format("llvm", exact=True), symbol.format("gnu", exact=True)) == (llvm, gnu)
        assert symbol.format("gnu" if peer[0] == "c++filt" else "llvm") == peer[1], reason
        return
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu), reason


# c++filt numbers the candidates of a vendor qualifier run otherwise: the gnu style
# reads the name as it does (spirmangle.demangler.vendor_runs).
PEER_NUMBERING = {"_Z1fRU3AS0KN1a7nd_itemILi3EEEPS2_PKS1_"}


@pytest.mark.parametrize("name, opencl", OPENCL)
def test_opencl_style(name: str, opencl: str) -> None:
    assert str(demangle(name)) == opencl


@pytest.mark.parametrize("tool, column", [("llvm-cxxfilt-19", 1), ("c++filt", 2)])
def test_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    printed = _run(tool, [case[0] for case in PEERS])
    assert printed == [case[column] or case[1] for case in PEERS]


@pytest.mark.parametrize("tool", ["llvm-cxxfilt-19", "c++filt"])
def test_deviations_are_what_the_tools_print(tool: str) -> None:
    cases = [(name, peer[1]) for name, _, _, peer, _ in DEVIATIONS if peer[0] == tool]
    assert _run(tool, [name for name, _ in cases]) == [text for _, text in cases]
