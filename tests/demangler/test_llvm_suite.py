"""Cases from LLVM's demangler test suite (libcxxabi/test/DemangleTestCases.inc and
the invalid cases of test_demangle.pass.cpp) that spirmangle read or printed wrong:
clang's vendor forms outside the Itanium ABI that LLVM's demangler reads, and
others.  The expected texts are what llvm-cxxfilt-19 and c++filt (binutils 2.40)
print; the last tests run the tools on the same names, when installed.
bench/suite_check.py measures a local copy of the whole suite.
"""

from __future__ import annotations


import pytest
from peers import printed as _run, prints_and_mangles_back

from spirmangle import DemangleError, demangle, mangle

# (mangled, llvm-cxxfilt-19, c++filt): both peers read the name.
PEERS = [
    # An unnamed type as the entity's name (Ut_ as an <unqualified-name>).
    ("_ZUt_v", "'unnamed'()", "{unnamed type#1}()"),
    ("_ZUt0_v", "'unnamed0'()", "{unnamed type#2}()"),
    ("_ZUt_", "'unnamed'", "{unnamed type#1}"),
    ("_ZZUt_E1S", "'unnamed'::S", "{unnamed type#1}::S"),
    ("_Z1fIZUt_E1SEvv", "void f<'unnamed'::S>()", "void f<{unnamed type#1}::S>()"),
    ("_ZN10Issue579601EIiEENS_1FIXtlNS_UlvE_EEEEEv",
     "Issue57960::F<Issue57960::'lambda'(){}> Issue57960::E<int>()",
     "Issue57960::F<Issue57960::{lambda()#1}{}> Issue57960::E<int>()"),
    # An unresolved name with empty template arguments (clang: a call whose template
    # arguments are all deduced), f<>.
    ("_ZN6test205test1IiEEvDTcl1fIEcvT__EEE", "void test20::test1<int>(decltype(f<>((int)())))",
     "void test20::test1<int>(decltype ((f<>)((int)())))"),
    ("_Z1fIiEvDTcl1gIEfp_EE", "void f<int>(decltype(g<>(fp)))",
     "void f<int>(decltype ((g<>)({parm#1})))"),
    ("_Z1fIiEvDTcl1gIEEE", "void f<int>(decltype(g<>()))", "void f<int>(decltype ((g<>)()))"),
    # A template parameter that is a pack, as a nested-name prefix (N T_ 4type E), is
    # the candidate of the same T_ as a type: S2_ here is the pack's T_ (clang-19 and
    # g++ write these for typename T::type... after T...).
    ("_Z1fIJ2idIiEEEvDpT_DpNS2_4typeE", "void f<id<int>>(id<int>, id<int>::type)",
     "void f<id<int> >(id<int>, id<int>::type)"),
    ("_Z1gIJ2idIiES0_IcEEEvDpNT_4typeEDpS3_",
     "void g<id<int>, id<char>>(id<int>::type, id<char>::type, id<int>, id<char>)",
     "void g<id<int>, id<char> >(id<int>::type, id<char>::type, id<int>, id<char>)"),
    ("_Z2f8IiJ8identityIiES0_IfEEEvRAsPiDpT0_T_DpNS3_4typeEE_i",
     "void f8<int, identity<int>, identity<float>>(int (&) [sizeof... (int, identity<int>, "
     "identity<float>, int, identity<int>::type, identity<float>::type)])",
     "void f8<int, identity<int>, identity<float> >(int (&) [6])"),
    ("_Z1fIJiEEvDpT_NS0_4typeE", "void f<int>(int, int::type)", "void f<int>(int, int::type)"),
    # An unresolved operator name without on after sr <type> (clang before 17 wrote
    # these, clang-19 writes onmi; the suite's test19): an operator with template
    # arguments (a conversion operator: LLVM_ONLY).
    ("_ZN6test191gINS_1AEEEvNS_1SIXadsrT_miIdEEEE",
     "void test19::g<test19::A>(test19::S<&test19::A::operator-<double>>)",
     "void test19::g<test19::A>(test19::S<&(test19::A::operator-<double>)>)"),
]

# (mangled, llvm style, gnu style): names llvm-cxxfilt-19 reads and c++filt 2.40 does
# not; the gnu style spells the construct as LLVM does, with its own spelling inside.
LLVM_ONLY = [
    # clang's enable_if attributes: Ua9enable_ifI <template-arg>* E after the name,
    # printed after the function's parameters and qualifiers.
    ("_Z1fUa9enable_ifIXLi1EEEv", "f() [enable_if:1]", "f() [enable_if:1]"),
    ("_ZN5test4IdE1fEUa9enable_ifIXeqfL0p_Li1EEXeqfL0p0_Li2EEEi",
     "test4<double>::f(int) [enable_if:fp == 1, fp0 == 2]",
     "test4<double>::f(int) [enable_if:{parm#1}==(1), {parm#2}==(2)]"),
    ("_Z3quxUa9enable_ifIXLi1EEXL_Z9TRUEFACTSEEEi", "qux(int) [enable_if:1, TRUEFACTS]",
     "qux(int) [enable_if:1, TRUEFACTS]"),
    ("_Z1fIiEUa9enable_ifIXLi1EEEvT_", "void f<int>(int) [enable_if:1]",
     "void f<int>(int) [enable_if:1]"),
    ("_Z1fIiEUa9enable_ifIXLi1EEET_v", "int f<int>() [enable_if:1]", "int f<int>() [enable_if:1]"),
    ("_ZZ1fUa9enable_ifIXLi1EEEvE1x", "f() [enable_if:1]::x", "f() [enable_if:1]::x"),
    # clang-19 for __attribute__((enable_if(a > 0, ""))) and the like: the conditions print
    # outside template arguments (a > needs no parentheses; a comma expression has them)
    ('_Z1fUa9enable_ifIXgtfL0p_Li0EEEi', 'f(int) [enable_if:fp > 0]',
     'f(int) [enable_if:({parm#1}>(0))]'),
    ('_Z1gIiEUa9enable_ifIXgtLm4ELi1EEET_S0_', 'int g<int>(int) [enable_if:4ul > 1]',
     'int g<int>(int) [enable_if:((4ul)>(1))]'),
    ('_ZNK1S1mEUa9enable_ifIXnefL0p_Li3EEEi', 'S::m(int) const [enable_if:fp != 3]',
     'S::m(int) const [enable_if:{parm#1}!=(3)]'),
    ('_Z1fUa9enable_ifIXcmLi1ELi2EEEv', 'f() [enable_if:(1, 2)]',
     'f() [enable_if:(1),(2)]'),
    ('_Z1fUa9enable_ifIXrsLi4ELi1EEEv', 'f() [enable_if:4 >> 1]',
     'f() [enable_if:(4)>>(1)]'),
    # enable_if in clang's output (libc++'s memchr, llvm::StringLiteral, absl's FormatSpecTemplate)
    ('_Z6memchrB7v160006Ua9enable_ifILb1EEPKvim',
     'memchr[abi:v160006](void const*, int, unsigned long) [enable_if:true]',
     'memchr[abi:v160006](void const*, int, unsigned long) [enable_if:true]'),
    ('_Z6memchrUa9enable_ifIXLb1EEEPvim',
     'memchr(void*, int, unsigned long) [enable_if:true]',
     'memchr(void*, int, unsigned long) [enable_if:true]'),
    ('_ZN4llvm13StringLiteralC2ILm5EEEUa9enable_ifIXeqclL_Z16__builtin_strlenEfL0p_EmiLm5ELi1EEERAT__Kc',
     'llvm::StringLiteral::StringLiteral<5ul>(char const (&) [5ul]) [enable_if:__builtin_strlen(fp) == 5ul - 1]',
     'llvm::StringLiteral::StringLiteral<5ul>(char const (&) [5ul]) [enable_if:(__builtin_strlen({parm#1}))==((5ul)-(1))]'),
    ('_ZN4absl12lts_2023080219str_format_internal18FormatSpecTemplateIJEEC2EUa9enable_ifIXclL_ZNS1_15ValidFormatImplITpTnNS0_23FormatConversionCharSetEJEEEbSt17basic_string_viewIcSt11char_traitsIcEEEfL0p_EEEPKc',
     'absl::lts_20230802::str_format_internal::FormatSpecTemplate<>::FormatSpecTemplate(char const*) [enable_if:bool absl::lts_20230802::str_format_internal::ValidFormatImpl<>(std::basic_string_view<char, std::char_traits<char>>)(fp)]',
     'absl::lts_20230802::str_format_internal::FormatSpecTemplate<>::FormatSpecTemplate(char const*) [enable_if:(absl::lts_20230802::str_format_internal::ValidFormatImpl<>)({parm#1})]'),
    # clang before 17's sr <type> cv <type> (clang-19: oncv), as the previous
    ("_ZN6test191gINS_1AEEEvNS_1SIXadsrT_cviEEE",
     "void test19::g<test19::A>(test19::S<&test19::A::operator int>)",
     "void test19::g<test19::A>(test19::S<&test19::A::operator int>)"),
    ("_ZN6test191gINS_1AEEEvNS_1SIXadsrT_cvPS1_EEE",
     "void test19::g<test19::A>(test19::S<&test19::A::operator test19::A*>)",
     "void test19::g<test19::A>(test19::S<&test19::A::operator test19::A*>)"),
    # A requires-clause in a template template parameter's declaration, Tt ... Q
    # <expression> E (clang-19 for template<template<typename T, T> requires C<T>
    # typename> void g(); S1_ is TL0__); declarations print nothing in arguments
    ("_ZN5test51gITtTyTnTL0__Q1CIS1_EENS_1XEEEvv", "void test5::g<test5::X>()",
     "void test5::g<test5::X>()"),
    ("_ZN5test51gITtTyTnTL0__Q1CIS1_EENS_1ZEEEvv", "void test5::g<test5::Z>()",
     "void test5::g<test5::Z>()"),
    # ... in a lambda's template head: LLVM prints it after the parameter's name; S0_
    # is the candidate TL0__, the declared $T
    ("_ZNK1xMUlTtTyTnTL0__Q1CIS0_EEvE_clIJEEEDav",
     "auto x::'lambda'<template<typename $T, $T $N> typename $TT requires C<$T>>()::operator()<>() const",
     "auto x::{lambda<template<typename, $T0> class $TT0 requires C<$T0>>()#1}::operator()<>() const"),
    ("_ZNK1xMUlTtTyTnTL0__Q1CIT_EEvE_clIJEEEDav",
     "auto x::'lambda'<template<typename $T, $T $N> typename $TT requires C<T>>()::operator()<>() const",
     "auto x::{lambda<template<typename, $T0> class $TT0 requires C<T>>()#1}::operator()<>() const"),
    ("_ZNK1xMUlTtTyTnTL0__Q1CIS0_EETyvE_clIJEEEDav",
     "auto x::'lambda'<template<typename $T, $T $N> typename $TT requires C<$T>, typename $T0>()"
     "::operator()<>() const",
     "auto x::{lambda<template<typename, $T0> class $TT0 requires C<$T0>, typename $T1>()#1}"
     "::operator()<>() const"),
    # Requires-clauses of friends: a template parameter inside a constraint prints by
    # name (T, TL0_), as LLVM prints it (the suite's test2)
    # (c++filt 2.40 reads no F: the gnu style spells a friend as newer libiberty, f[friend])
    ("_ZN5test21AIiEF1fEzQ4TrueIT_E", "test2::A<int>::friend f(...) requires True<T>",
     "test2::A<int>::f[friend](...) requires True<T>"),
    ("_ZN5test21AIbEF1gIvEEvzQaa4TrueIT_E4TrueITL0__E",
     "void test2::A<bool>::friend g<void>(...) requires True<T> && True<TL0_>",
     "void test2::A<bool>::g[friend]<void>(...) requires (True<T>)&&(True<TL0_>)"),
    ("_ZN5test21hIvEEvzQ4TrueITL0__E", "void test2::h<void>(...) requires True<TL0_>",
     "void test2::h<void>(...) requires True<TL0_>"),
    # (the template head's requires-clause: LLVM drops it, the gnu style prints it after the
    # function as newer libiberty does; T_ is the class's parameter here, printed by name)
    ("_ZN5test21AIiEF1iIvQaa4TrueIT_E4TrueITL0__EEEvz", "void test2::A<int>::friend i<void>(...)",
     "void test2::A<int>::i[friend]<void>(...) requires (True<T>)&&(True<TL0_>)"),
    # clang's block literal Ub_ (an unnamed entity; LLVM ignores its number).
    ("_Z2tfIZUb_E1SEiv", "int tf<'block-literal'::S>()", "int tf<'block-literal'::S>()"),
    ("_ZUb_v", "'block-literal'()", "'block-literal'()"),
    ("_ZN1AUb_E", "A::'block-literal'", "A::'block-literal'"),
    ("_ZZUb_E1S", "'block-literal'::S", "'block-literal'::S"),
    # clang-19 -fblocks: a local class in a block (in a function, at namespace scope)
    ("_Z2tfIZZ1hvEUb_E1SEiv", "int tf<h()::'block-literal'::S>()", "int tf<h()::'block-literal'::S>()"),
    ("_Z2tfIZUb0_E1TEiv", "int tf<'block-literal'::T>()", "int tf<'block-literal'::T>()"),
    # A lambda as a template argument or an operand: L <closure-type-name> E.
    ("_ZN1S1fILb1EEEv1XILUlvE_EE", "void S::f<true>(X<[](){...}>)", "void S::f<true>(X<[](){...}>)"),
    ("_ZN1S1fILb1EEEv1XILUlvE0_EE", "void S::f<true>(X<[](){...}>)",
     "void S::f<true>(X<[](){...}>)"),
    ("_Z1fILUliE_EEvv", "void f<[](int){...}>()", "void f<[](int){...}>()"),
    ("_Z1fILUlvE_ELUlvE0_EEvv", "void f<[](){...}, [](){...}>()", "void f<[](){...}, [](){...}>()"),
    ("_Z1fIXadLUlvE_EEEvv", "void f<&[](){...}>()", "void f<&([](){...})>()"),
    # clang's test for llvm-project issue 57960 (template<auto> F<[]{}>); g++ writes the
    # closure's value tl <closure type> E instead (PEERS)
    ("_ZN10Issue579601EIiEENS_1FILUlvE_EEEv", "Issue57960::F<[](){...}> Issue57960::E<int>()",
     "Issue57960::F<[](){...}> Issue57960::E<int>()"),
    # ... where no template arguments open a level, T_ in its signature is its own (auto)
    ("_ZN1A1fEDTLUlT_E_EE", "A::f(decltype([](auto){...}))", "A::f(decltype ([](auto:1){...}))"),
    # A template parameter with a level in a lambda's declared template template
    # parameter: the lambda's own are T_..., the template template parameter's TL0_...
    # (one inside that TL1_...); LLVM names them as it invents them ($T0, $N...).
    ("_ZNK1xMUlTyTtTyTnT_TpTnPA3_TL0__ETpTyvE_clIi1XJfEEEDav",
     "auto x::'lambda'<typename $T, template<typename $T0, $T $N, $T0 (*...$N0) [3]> typename $TT, "
     "typename ...$T1>()::operator()<int, X, float>() const",
     "auto x::{lambda<typename $T0, template<typename, $T0, $T0 (*) [3]...> class $TT1, "
     "typename... $T2>()#1}::operator()<int, X, float>() const"),
    ("_ZNK1xMUlTtTyTtTyTnTL1__EEvE_clIJEEEDav",
     "auto x::'lambda'<template<typename $T, template<typename $T0, $T0 $N> typename $TT0> "
     "typename $TT>()::operator()<>() const",
     "auto x::{lambda<template<typename, template<typename, $T0> class> class $TT0>()#1}"
     "::operator()<>() const"),
    ("_ZNK1xMUlTtTyTnTL0__EvE_clIJEEEDav",
     "auto x::'lambda'<template<typename $T, $T $N> typename $TT>()::operator()<>() const",
     "auto x::{lambda<template<typename, $T0> class $TT0>()#1}::operator()<>() const"),
    ("_ZNK1xMUlTtTyTnPTL0__EvE_clIJEEEDav",
     "auto x::'lambda'<template<typename $T, $T* $N> typename $TT>()::operator()<>() const",
     "auto x::{lambda<template<typename, $T0*> class $TT0>()#1}::operator()<>() const"),
    # A lambda at level 1 (see DEVIATIONS): T_ is the function's, TL0_... its own
    # (past its declared ones, its autos), TL1_... a declared template template
    # parameter's.
    # (c++filt reads neither; the gnu style prints a template parameter in a lambda's
    # signature as the lambda's, as c++filt does: gnu-lambda-auto)
    ("_ZN1AIiE1fIfEEvDTLUlTyT_E_EE", "void A<int>::f<float>(decltype([]<typename $T>(float){...}))",
     "void A<int>::f<float>(decltype ([]<typename $T0>($T0){...}))"),
    ("_ZN1C1fIiEEvDTtlNS_UlT_TL0__E_EEE", "void C::f<int>(decltype(C::'lambda'(int, auto){}))",
     "void C::f<int>(decltype (C::{lambda(int, auto:1)#1}{}))"),
    ("_ZN1AIiE1fIfEEvDTLUlTyTtTyTnTL1__ETL0_1_T_TL0__E_EE",
     "void A<int>::f<float>(decltype([]<typename $T, template<typename $T0, $T0 $N> typename $TT>"
     "(auto, float, $T){...}))",
     "void A<int>::f<float>(decltype ([]<typename $T0, template<typename, $T0> class $TT1>"
     "(auto:3, float, $T0){...}))"),
    ("_ZN1AIiEC2IfEEDTLUlT_E_EE", "A<int>::A<float>(decltype([](float){...}))",
     "A<int>::A<float>(decltype ([](auto:1){...}))"),
    ("_ZN1AIiEC2IfEEDTLUlT_TL0__E_EE", "A<int>::A<float>(decltype([](float, auto){...}))",
     "A<int>::A<float>(decltype ([](float, auto:1){...}))"),
    ("_Z1fIiEvDTLUlTyTL0__TL0_0_E_EE", "void f<int>(decltype([]<typename $T>($T, auto){...}))",
     "void f<int>(decltype ([]<typename $T0>($T0, auto:2){...}))"),
    # A pointer to member converted (C++20 class-type template arguments):
    # mc <type> <expr> [<offset>] E, its operand an external name or its address.
    ("_Z1fIXtl1DmcM7DerivedKiadL_ZN11MoreDerived1zEEn8EEEEvv",
     "void f<D{(int const Derived::*)(&MoreDerived::z)}>()",
     "void f<D{(int const Derived::*)(&MoreDerived::z)}>()"),
    ("_Z1fIXmcM1AiadL_ZN1B1zEEEEEvv", "void f<(int A::*)(&B::z)>()", "void f<(int A::*)(&B::z)>()"),
    ("_Z1fIXmcM1AiadL_ZN1B1zEE8EEEvv", "void f<(int A::*)(&B::z)>()", "void f<(int A::*)(&B::z)>()"),
    ("_Z1fIXmcM1AiL_ZN1B1zEEEEEvv", "void f<(int A::*)(B::z)>()", "void f<(int A::*)(B::z)>()"),
    ("_Z1fIXplmcM1AiadL_ZN1B1zEEELi1EEEvv", "void f<(int A::*)(&B::z) + 1>()",
     "void f<((int A::*)(&B::z))+(1)>()"),
    # clang's old mangling of __uuidof(type), u8__uuidoft <type> (now u8__uuidof <type> E).
    ("_Z15test_uuidofTypeI10TestStructEvDTu8__uuidoftT_E",
     "void test_uuidofType<TestStruct>(decltype(__uuidof(TestStruct)))",
     "void test_uuidofType<TestStruct>(decltype (__uuidof(TestStruct)))"),
    ("_Z1fIiEvDTu8__uuidoftPT_E", "void f<int>(decltype(__uuidof(int*)))",
     "void f<int>(decltype (__uuidof(int*)))"),
    ("_Z1fIiEvDTplu8__uuidoftT_Li1EE", "void f<int>(decltype(__uuidof(int) + 1))",
     "void f<int>(decltype ((__uuidof(int))+(1)))"),
    # (clang's own tests of it)
    ("_ZN8UUIDTestI10TestStructXu8__uuidoftS0_EEC1Ev",
     "UUIDTest<TestStruct, __uuidof(TestStruct)>::UUIDTest()",
     "UUIDTest<TestStruct, __uuidof(TestStruct)>::UUIDTest()"),
    ("_ZTS9tmpl_guidIXadu8__uuidoft4uuidEE", "typeinfo name for tmpl_guid<&__uuidof(uuid)>",
     "typeinfo name for tmpl_guid<&(__uuidof(uuid))>"),
    ("_ZTS10tmpl_guid2IXu8__uuidoft4uuidEE", "typeinfo name for tmpl_guid2<__uuidof(uuid)>",
     "typeinfo name for tmpl_guid2<__uuidof(uuid)>"),
]

# (mangled, the ABI's reading in the llvm and gnu styles' format, what the peer prints
# instead, why): the peer is wrong; its style prints its text (but for STILL_DEVIATING).
DEVIATIONS = [
    ("_ZN3FooIiE6methodIb3BarEEvT0_IT_ES3_IiE",
     "void Foo<int>::method<bool, Bar>(Bar<bool>, Bar<int>)",
     "void Foo<int>::method<bool, Bar>(Bar<bool>, Bar<int>)",
     ("llvm-cxxfilt-19", "void Foo<int>::method<bool, Bar>(Bar<bool>, bool<int>)"),
     "S3_ is the candidate T0_ (Bar, the template template parameter) recorded before "
     "T0_IT_E; LLVM 19 takes T_ for it (llvm-project issue 108009, in its suite since); "
     "c++filt agrees with spirmangle"),
    ("_Z1fPU3AS1KiS0_", "f(int const AS1*, int const AS1*)", "f(int const AS1*, int const AS1*)",
     ("c++filt", "f(int const AS1*, int const AS1)"),
     "the qualifiers of one type (K and the vendor's U3AS1) make one candidate, the qualified "
     "type, as clang mangles and LLVM reads it (the suite: \"multiple qualifiers on the same "
     "type should all get the same entry\"; clang-19 writes this name for f(const AS1 int*, "
     "const AS1 int*)); c++filt counts int const and int const AS1 apart"),
    # A lambda in the signature of a function whose name has template arguments is at
    # level 1: T_ in its signature is the function's (lam_sizeof<int> of
    # bench/cxx_sources/decltype_exprs.cpp has [](T x)), its own parameters TL0_...
    ("_ZN2dx10lam_sizeofIiEEPAsztlNS_UlT_E2_EE_cS1_",
     "char (*dx::lam_sizeof<int>(int)) [sizeof (dx::'lambda2'(int){})]",
     "char (*dx::lam_sizeof<int>(int)) [sizeof dx::{lambda(int)#4}{}]",
     ("c++filt", "char (*dx::lam_sizeof<int>(int)) [sizeof dx::{lambda(auto:1)#4}{}]"),
     "c++filt reads T_ in a lambda's signature as its auto parameter; there it is the "
     "function template's T, as the source has it and LLVM reads it (gnu-lambda-auto)"),
    ("_ZN1C1fIiEEvDTtlNS_UlT_E_EEE", "void C::f<int>(decltype(C::'lambda'(int){}))",
     "void C::f<int>(decltype (C::{lambda(int)#1}{}))",
     ("c++filt", "void C::f<int>(decltype (C::{lambda(auto:1)#1}{}))"), "as the previous"),
    # The suite's names where a substitution names a candidate T_ recorded inside a
    # lambda's signature or a local name's encoding (tparam-scope of
    # tests/render/test_peer_deviations.py): the ABI reads it where it is used
    ("_ZZ18test_assign_throwsI20small_throws_on_copyLb0EEvvENKUlRNSt3__13anyEOT_E_clIRS0_EEDaS3_S5_",
     "auto void test_assign_throws<small_throws_on_copy, false>()::'lambda'(std::__1::any&, "
     "auto&&)::operator()<small_throws_on_copy&>(std::__1::any&, small_throws_on_copy&) const",
     "auto test_assign_throws<small_throws_on_copy, false>()::{lambda(std::__1::any&, auto:1&&)#1}"
     "::operator()<small_throws_on_copy&>(std::__1::any&, small_throws_on_copy&) const",
     ("llvm-cxxfilt-19", "auto void test_assign_throws<small_throws_on_copy, false>()::'lambda'("
      "std::__1::any&, auto&&)::operator()<small_throws_on_copy&>(std::__1::any&, auto&&) const"),
     "tparam-scope: S5_ is the candidate OT_ of the lambda's auto&&; in operator()'s "
     "parameters T_ is its template argument small_throws_on_copy&; c++filt agrees"),
    ("_ZZ11inline_funcvENKUlTyTyT_T0_E_clIiiEEDaS_S0_",
     "auto inline_func()::'lambda'<typename $T, typename $T0>($T, $T0)::operator()<int, int>"
     "(int, int) const",
     "auto inline_func()::{lambda<typename $T0, typename $T1>($T0, $T1)#1}::operator()<int, int>"
     "(int, int) const",
     ("llvm-cxxfilt-19", "auto inline_func()::'lambda'<typename $T, typename $T0>($T, $T0)::"
      "operator()<int, int>($T, $T0) const"), "tparam-scope, as the previous"),
    ("_ZZ11inline_funcvENKUlTyTyT_T1_T0_E_clIiiiEEDaS_S0_S1_",
     "auto inline_func()::'lambda'<typename $T, typename $T0>($T, auto, $T0)::operator()"
     "<int, int, int>(int, int, int) const",
     "auto inline_func()::{lambda<typename $T0, typename $T1>($T0, auto:3, $T1)#1}::operator()"
     "<int, int, int>(int, int, int) const",
     ("llvm-cxxfilt-19", "auto inline_func()::'lambda'<typename $T, typename $T0>($T, auto, $T0)"
      "::operator()<int, int, int>($T, auto, $T0) const"), "tparam-scope, as the previous"),
    ("_ZZN5test71fIiEEvvENKUlTyT0_E_clIiiEEDaS1_",
     "auto void test7::f<int>()::'lambda'<typename $T>(auto)::operator()<int, int>(int) const",
     "auto test7::f<int>()::{lambda<typename $T0>(auto:2)#1}::operator()<int, int>(int) const",
     ("llvm-cxxfilt-19", "auto void test7::f<int>()::'lambda'<typename $T>(auto)::operator()"
      "<int, int>(auto) const"), "tparam-scope, as the previous"),
    ("_ZN1XIZ1fIiEvOT_EUlS2_DpT0_E_EclIJEEEvDpT_",
     "void X<void f<int>(int&&)::'lambda'(auto&&, auto...)>::operator()<>()",
     "void X<f<int>(int&&)::{lambda(auto:1&&, (auto:2)...)#1}>::operator()<>()",
     ("llvm-cxxfilt-19", "void X<void f<int>(int&&)::'lambda'(int&&, auto...)>::operator()<>()"),
     "tparam-scope: S2_ (f's OT_) inside the lambda's signature is its auto&&"),
    ("_Z1h1XIJZ1fIiEDaOT_E1AZ1gIdEDaS2_E1BEE",
     "h(X<auto f<int>(int&&)::A, auto g<double>(double&&)::B>)",
     "h(X<f<int>(int&&)::A, g<double>(double&&)::B>)",
     ("llvm-cxxfilt-19", "h(X<auto f<int>(int&&)::A, auto g<double>(int&&)::B>)"),
     "tparam-scope-both: S2_ (OT_) in g<double>'s parameters is g's T&&, double&&"),
    ("_Z1h1XIJZ1fIiEDaOT_E1AZ1gIdEDaS2_E1BEE",
     "h(X<auto f<int>(int&&)::A, auto g<double>(double&&)::B>)",
     "h(X<f<int>(int&&)::A, g<double>(double&&)::B>)",
     ("c++filt", "h(X<f<int>(int&&)::A, g<double>(int&&)::B>)"), "as the previous"),
    # c++filt keeps the comma of an empty pack (gnu-empty-pack-comma); LLVM agrees
    ("_Z1fIJEJiEEvDpT_DpT0_", "void f<int>(int)", "void f<int>(int)",
     ("c++filt", "void f<, int>(, int)"), "gnu-empty-pack-comma"),
    ("_Z1hIJEEPDwDpT_iEFivEPDwiS1_EFivE", "int (*h<>(int (*)() throw(int)))() throw(int)",
     "int (*h<>(int (*)() throw(int)))() throw(int)",
     ("c++filt", "int (*h<>(int (*)() throw(int)))() throw(, int)"), "gnu-empty-pack-comma"),
]

# (mangled, llvm style, gnu style, what mangle() writes, why): names in a longer spelling
# than the ABI's, which both peers read alike; spirmangle mangles the model back in the
# ABI's (and the compilers') shorter one.
NONCANONICAL = [
    ("_ZTHN3fooE", "thread-local initialization routine for foo", "TLS init function for foo",
     "_ZTH3foo", "N...E around one unscoped name: the ABI writes the <unscoped-name> bare"),
    ("_ZN2FnIXgs4BaseEX4BaseEEEvv", "void Fn<::Base, Base>()", "void Fn<::Base, Base>()",
     "_Z2FnIXgs4BaseEX4BaseEEvv", "as the previous, around a template name"),
    ("_Z1iIJEEPDwiDpT_EFivEPS2_", "int (*i<>(int (*)() throw(int)))() throw(int)",
     "int (*i<>(int (*)() throw(int)))() throw(int)", "_Z1iIJEEPDwiDpT_EFivES3_",
     "P S2_ is the type S3_ stands for (the return type: a pointer to the same function "
     "type); the ABI substitutes the whole; LLVM's suite has both spellings"),
    ("_ZN1XIZ1fIiEvOT_EUlOT_DpT0_E_EclIJEEEvDpT_",
     "void X<void f<int>(int&&)::'lambda'(auto&&, auto...)>::operator()<>()",
     "void X<f<int>(int&&)::{lambda(auto:1&&, (auto:2)...)#1}>::operator()<>()",
     "_ZN1XIZ1fIiEvOT_EUlS2_DpT0_E_EclIJEEEvDpT_",
     "clang-19 and g++ write the lambda's auto&& as S2_, the candidate of f's OT_ (see "
     "tparam-scope in tests/render/test_peer_deviations.py); the suite's OT_ reads the same"),
    ("_Z1fM1XRFivEMS_OFivEMS_KOFivE",
     "f(int (& X::*)(), int (&& X::*)(), int (&& const X::*)())",
     "f(int (& X::*)(), int (&& X::*)(), int (&& const X::*)())",
     "_Z1fM1XRFivEMS_OS0_MS_KS3_",
     "the function type FivE under R is a substitution candidate (S0_; only a pointer to "
     "member's own function type is not), so the ABI writes the later ones S0_ and OS0_ "
     "(S3_); LLVM 19's suite (test_demangle.pass.cpp) spells them out again"),
    ('_ZN2FnIXgsdlLi4EEXdaLi4EEEEvv',
     'void Fn<::delete 4, delete[] 4>()',
     'void Fn<::delete (4), delete[] (4)>()',
     '_Z2FnIXgsdlLi4EEXdaLi4EEEvv',
     'as _ZN2FnIXgs4BaseEX4BaseEEEvv'),
    ('_ZN2FnIXdlLj4EEXgsdaLj4EEEEvv',
     'void Fn<delete 4u, ::delete[] 4u>()',
     'void Fn<delete (4u), ::delete[] (4u)>()',
     '_Z2FnIXdlLj4EEXgsdaLj4EEEvv',
     'as _ZN2FnIXgs4BaseEX4BaseEEEvv'),
    # (_Z1iIJfEEPDwiDpT_EFivEPS2_, a longer spelling of the plain reading, is what clang's
    # OpenCL rule writes for i<__private float>: auto reads it so, and the peers' styles
    # print their plain reading: tests/demangler/test_respelled.py)
    ('_ZZN4NIds4NStr14TCStrAggregateINS0_13TCTCStrTraitsINS0_11TCStrTraitsIcNS0_17CDefaultStrParamsEEENS0_14TCStrImp_FixedIS5_Lx256EEEEEE21f_AddFromIteratorUTF8INS0_16CStrIteratorUTF8EEEvRxRKT_ENKSA_ISB_EUlmE0_clEm',
     "void NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll>>>::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>(long long&, NIds::NStr::CStrIteratorUTF8 const&)::NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll>>>::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>::'lambda0'(unsigned long)::operator()(unsigned long) const",
     'NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll> > >::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>(long long&, NIds::NStr::CStrIteratorUTF8 const&)::NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll> > >::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>::{lambda(unsigned long)#2}::operator()(unsigned long) const',
     '_ZZN4NIds4NStr14TCStrAggregateINS0_13TCTCStrTraitsINS0_11TCStrTraitsIcNS0_17CDefaultStrParamsEEENS0_14TCStrImp_FixedIS5_Lx256EEEEEE21f_AddFromIteratorUTF8INS0_16CStrIteratorUTF8EEEvRxRKT_ENK4NIds4NStr14TCStrAggregateINSH_13TCTCStrTraitsINSH_11TCStrTraitsIcNSH_17CDefaultStrParamsEEENSH_14TCStrImp_FixedISM_Lx256EEEEEE21f_AddFromIteratorUTF8INSH_16CStrIteratorUTF8EEUlmE0_clEm',
     "the mangler keys a local entity's prefix apart from the enclosing encoding's (clang's numbering: spirmangle.mangler.core._Mangler._scoped) and writes it out; this name (not clang's) refers to the enclosing function's template prefix and argument, SA_ I SB_ E, instead"),
    ('_ZZN4NIds4NStr14TCStrAggregateINS0_13TCTCStrTraitsINS0_11TCStrTraitsIcNS0_17CDefaultStrParamsEEENS0_14TCStrImp_FixedIS5_Lx256EEEEEE21f_AddFromIteratorUTF8INS0_16CStrIteratorUTF8EEEvRxRKT_ENKSA_ISB_EUt0_clEm',
     "void NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll>>>::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>(long long&, NIds::NStr::CStrIteratorUTF8 const&)::NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll>>>::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>::'unnamed0'::operator()(unsigned long) const",
     'NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll> > >::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>(long long&, NIds::NStr::CStrIteratorUTF8 const&)::NIds::NStr::TCStrAggregate<NIds::NStr::TCTCStrTraits<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, NIds::NStr::TCStrImp_Fixed<NIds::NStr::TCStrTraits<char, NIds::NStr::CDefaultStrParams>, 256ll> > >::f_AddFromIteratorUTF8<NIds::NStr::CStrIteratorUTF8>::{unnamed type#2}::operator()(unsigned long) const',
     '_ZZN4NIds4NStr14TCStrAggregateINS0_13TCTCStrTraitsINS0_11TCStrTraitsIcNS0_17CDefaultStrParamsEEENS0_14TCStrImp_FixedIS5_Lx256EEEEEE21f_AddFromIteratorUTF8INS0_16CStrIteratorUTF8EEEvRxRKT_ENK4NIds4NStr14TCStrAggregateINSH_13TCTCStrTraitsINSH_11TCStrTraitsIcNSH_17CDefaultStrParamsEEENSH_14TCStrImp_FixedISM_Lx256EEEEEE21f_AddFromIteratorUTF8INSH_16CStrIteratorUTF8EEUt0_clEm',
     "as the previous, with an unnamed type Ut0_ (the suite has both)"),
]

# (mangled, llvm style, what mangle() writes, what c++filt prints): N...E around one
# name (see NONCANONICAL) with na, new[]: c++filt prints it as new (which would mangle
# back as nw); the gnu style prints c++filt's text, its exact reading has none.
NONCANONICAL_GNU_REFUSED = [
    ("_ZN2FnIXgsnw_iEEXna_ipiLi4EEEEEvv", "void Fn<::new int, new[] int(4)>()",
     "_Z2FnIXgsnw_iEEXna_ipiLi4EEEEvv", "void Fn<::new int, new int(4)>()"),
    ("_ZN2FnIXnwLj4E_iEEXgsnaLj4E_ipiLi4EEEEEvv", "void Fn<new(4u) int, ::new[](4u) int(4)>()",
     "_Z2FnIXnwLj4E_iEEXgsnaLj4E_ipiLi4EEEEvv", "void Fn<new (4u) int, ::new (4u) int(4)>()"),
]


@pytest.mark.parametrize("name, llvm, canonical, gnu_peer", NONCANONICAL_GNU_REFUSED)
def test_new_arrays_in_a_longer_spelling(name: str, llvm: str, canonical: str,
                                         gnu_peer: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == gnu_peer
    with pytest.raises(DemangleError):
        symbol.format("gnu", exact=True)
    assert symbol.to_json()["peer_misread"] == ["gnu"]
    assert mangle(symbol.entity, dialect=symbol.dialect) == canonical
    assert demangle(canonical).format("llvm") == llvm


def test_new_arrays_are_what_the_tools_print() -> None:
    names = [case[0] for case in NONCANONICAL_GNU_REFUSED]
    assert _run("llvm-cxxfilt-19", names) == [case[1] for case in NONCANONICAL_GNU_REFUSED]
    assert _run("c++filt", names) == [case[3] for case in NONCANONICAL_GNU_REFUSED]


# Names both peers reject, as the suite's invalid cases (and a few near the forms above).
INVALID = [
    "_ZIPPreEncode",
    "_ZNSt16allocator_traitsISaIN4llvm3sys2fs18directory_iteratorEEE9constructIS3_IS3_EEEDTcl12"
    "_S_constructfp_fp0_spcl7forwardIT0_Efp1_EEERS4_PT_DpOS7_",
    "_ZcvCiIJEEDvT__FFFFT_vT_v",
    "___Z2i_D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D1D",
    "_ZN3TPLS_E",
    "_ZN3CLSIiEIiEE",
    "_ZN3CLSDtLi0EEE",
    "_ZN3CLSIiEEvNS_T_Ev",
    "_ZN1fIiEEvNTUt_E",
    "_ZNDTUt_Ev",
    "_Z1fIXfLpt1x1yEEvv",
    "_Z1fIXfLdt1x1yEEvv",
    "_ZN1fIXawLi0EEEEvv",
    "_ZNWUt_3FOOEv",
    "_ZWDC3FOOEv",
    "_ZGI3Foo",
    "_ZGIW3Foov",
    "_Zcv1BIRT_EIS1_E",
    # enable_if: one list, not empty, after a function's name only; Ub_, Ut_ are no types
    "_Z1gUa9enable_ifIXLi1EEEUa9enable_ifIXLi1EEEv",
    "_Z1fUa9enable_ifIEEv",
    "_Z1fUb_",
    "_Z1fUt_",
    # A lambda naming T_ in the signature of a function whose name has template arguments
    # only in an earlier component: LLVM reads T_ as the class template's argument (which
    # a member's signature never names): not read.
    "_ZN1AIiE1fEDTLUlT_E_EE",
    # TL outside a declared template template parameter's declarations, or past them
    "_ZNK1xMUlTtTyTnTL1__EvE_clIJEEEDav",
    "_ZNK1xMUlTyTL0__E_clIiEEDav",
    # a requires-clause naming a candidate no declaration recorded (S0_ after Ty only)
    "_ZNK1xMUlTtTyQ1CIS0_EEvE_clIJEEEDav",
    "_ZNK1xMUlTtTyQaa1CIS0_E1DIS0_EEvE_clIJEEEDav",
    # mc: an offset with a leading zero (no compiler writes it); an operand other than an
    # external name or its address is not read
    "_Z1fIXmcM1AiadL_ZN1B1zEE08EEEvv",
    "_Z1fIXmcM1Ai1zEEEvv",
]


# Invalid names c++filt 2.40 reads: (c++filt's text, why the name is rejected).
GNU_READS = {
    "_ZN3CLSIiEIiEE": ("CLS<int><int>", "a <prefix> takes one <template-args> after its "
                       "template prefix; two lists in a row is no mangling (LLVM rejects it)"),
    "_Z1fIXfLpt1x1yEEvv": ("void f<(x->...->y)>()", "a fold expression's operator is a binary "
                           "operator: -> and . are member accesses, no fold operators"),
    "_Z1fIXfLdt1x1yEEvv": ("void f<(x.....y)>()", "as the previous"),
    "_ZN1fIXawLi0EEEEvv": ("void f<co_await (0)>()", "co_await may not stand in a constant "
                           "expression (a template argument): no compiler writes it, and "
                           "LLVM's suite lists it as invalid"),
}


@pytest.mark.parametrize("name, llvm, gnu", PEERS + LLVM_ONLY)
def test_prints_like_the_peers(name: str, llvm: str, gnu: str) -> None:
    prints_and_mangles_back(name, llvm, gnu)


# (c++filt counts each vendor qualifier apart: the gnu style prints its reading too,
# spirmangle.demangler.vendor_runs)
STILL_DEVIATING: set[str] = set()


@pytest.mark.parametrize("name, llvm, gnu, peer, reason", DEVIATIONS)
def test_deviations_from_a_peer(name: str, llvm: str, gnu: str, peer: tuple[str, str],
                                reason: str) -> None:
    symbol = demangle(name)
    exact = (symbol.format("llvm", exact=True), symbol.format("gnu", exact=True))
    assert exact == (llvm, gnu), reason
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    tool, theirs = peer
    style = "llvm" if tool == "llvm-cxxfilt-19" else "gnu"
    if name in STILL_DEVIATING:
        assert symbol.format(style) == exact[style == "gnu"]
    else:  # the peer's style reproduces its misreading (spirmangle.demangler.peer_styles)
        assert symbol.format(style) == theirs != exact[style == "gnu"], reason
        assert style in symbol.to_json()["peer_misread"]


@pytest.mark.parametrize("name, llvm, gnu, canonical, reason", NONCANONICAL)
def test_longer_spellings_mangle_back_in_the_abis(name: str, llvm: str, gnu: str, canonical: str,
                                                   reason: str) -> None:
    symbol = demangle(name)
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu)
    assert mangle(symbol.entity, dialect=symbol.dialect) == canonical, reason
    again = demangle(canonical)  # the same reading (a peer may misread one spelling only)
    assert (again.format("llvm", exact=True), again.format("gnu", exact=True)) == (
        symbol.format("llvm", exact=True), symbol.format("gnu", exact=True))


@pytest.mark.parametrize("name", INVALID)
def test_invalid_names_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name).format("llvm")


@pytest.mark.parametrize("tool, column", [("llvm-cxxfilt-19", 1), ("c++filt", 2)])
def test_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    assert _run(tool, [case[0] for case in PEERS]) == [case[column] for case in PEERS]


def test_llvm_only_names_are_what_the_tools_print() -> None:
    names = [case[0] for case in LLVM_ONLY]
    assert _run("llvm-cxxfilt-19", names) == [case[1] for case in LLVM_ONLY]
    assert _run("c++filt", names) == names  # c++filt reads none of them


# Rejected names that llvm-cxxfilt-19 reads: what it prints.
LLVM_READS = {
    "_Zcv1BIRT_EIS1_E": "operator B<><>",  # (the suite: "should be invalid", llvm.org/PR51407)
    "_ZN1AIiE1fEDTLUlT_E_EE": "A<int>::f(decltype([](int){...}))",
    "_Z1fIXmcM1AiadL_ZN1B1zEE08EEEvv": "void f<(int A::*)(&B::z)>()",
    "_Z1fIXmcM1Ai1zEEEvv": "void f<(int A::*)(z)>()",
}


def test_deviations_are_what_the_tools_print() -> None:
    for tool in ("llvm-cxxfilt-19", "c++filt"):
        cases = [(name, peer[1]) for name, _, _, peer, _ in DEVIATIONS if peer[0] == tool]
        assert _run(tool, [name for name, _ in cases]) == [text for _, text in cases]
    names = [case[0] for case in NONCANONICAL]
    assert _run("llvm-cxxfilt-19", names) == [case[1] for case in NONCANONICAL]
    assert _run("c++filt", names) == [case[2] for case in NONCANONICAL]


def test_invalid_names_are_rejected_by_the_tools() -> None:
    assert _run("llvm-cxxfilt-19", INVALID) == [LLVM_READS.get(n, n) for n in INVALID]
    assert _run("c++filt", INVALID) == [GNU_READS.get(n, (n,))[0] for n in INVALID]


@pytest.mark.parametrize("name", [
    "_Z1fI" + "Tt" * 5000 + "TyQ1CIT_E" + "E" * 5000 + "NS_1XEEvv",
    "_ZN6test191gINS_1AEEEvNS_1SIXadsrT_cv" + "P" * 100000 + "iEEE",
    "_ZN6test191gINS_1AEEEvNS_1SIXadsrT_miI" + "JJ" * 20000 + "EEEE",
])
def test_deep_nesting_in_these_forms_is_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name).format("llvm")
