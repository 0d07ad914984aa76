"""Expressions in mangled names (issue #10): read, printed as both peers print
them, mangled back.  Expected strings are llvm-cxxfilt-19's and c++filt's."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from spirmangle import DemangleError, demangle, mangle
from peers import printed

# name, llvm-cxxfilt-19, c++filt (binutils 2.40)
CASES = [
    ("_ZN2ex3negIdEEDTngfp_ET_", "decltype(-fp) ex::neg<double>(double)",
     "decltype (-{parm#1}) ex::neg<double>(double)"),
    ("_Z1fIiEDTplfp_fp0_ET_S0_", "decltype(fp + fp0) f<int>(int, decltype(fp + fp0))",
     "decltype ({parm#1}+{parm#2}) f<int>(int, decltype ({parm#1}+{parm#2}))"),
    ("_Z1fIiEvPAplT_Li1E_c", "void f<int>(char (*) [int + 1])", "void f<int>(char (*) [(int)+(1)])"),
    ("_Z1fIiEDTcl3foofp_EET_", "decltype(foo(fp)) f<int>(int)", "decltype (foo({parm#1})) f<int>(int)"),
    ("_Z1fIiEDTmlplfp_fp_fp_ET_", "decltype((fp + fp) * fp) f<int>(int)",
     "decltype (({parm#1}+{parm#1})*{parm#1}) f<int>(int)"),
    ("_ZN2ex5arrowINS_1VEEEDtptfp_5valueEPT_", "decltype(fp->value) ex::arrow<ex::V>(ex::V*)",
     "decltype ({parm#1}->value) ex::arrow<ex::V>(ex::V*)"),
    ("_ZN4llvm10checkedMulIlEENSt9enable_ifIXsr3std9is_signedIT_EE5valueENS_8OptionalIS2_EEE4typeES2_S2_",
     "std::enable_if<std::is_signed<long>::value, llvm::Optional<long>>::type llvm::checkedMul<long>(long, long)",
     "std::enable_if<std::is_signed<long>::value, llvm::Optional<long> >::type llvm::checkedMul<long>(long, long)"),
    ("_Z1fIiEDTcvT_fp_ES0_", "decltype((int)(fp)) f<int>(int)", "decltype ((int){parm#1}) f<int>(int)"),
    ("_Z1fIiEDTcvT__fp_fp_EES0_", "decltype((int)(fp, fp)) f<int>(int)",
     "decltype ((int)({parm#1}, {parm#1})) f<int>(int)"),
    ("_Z1fIiEDTscT_fp_ES0_", "decltype(static_cast<int>(fp)) f<int>(int)",
     "decltype (static_cast<int>({parm#1})) f<int>(int)"),
    ("_Z1fIiEDTquntfp_fp_fp_ET_", "decltype(!fp ? fp : fp) f<int>(int)",
     "decltype ((!{parm#1})?{parm#1} : {parm#1}) f<int>(int)"),
    ("_Z1fIiEDTstT_ES0_", "decltype(sizeof (int)) f<int>(int)", "decltype (sizeof (int)) f<int>(int)"),
    ("_Z1fIiEDTszfp_ET_", "decltype(sizeof (fp)) f<int>(int)", "decltype (sizeof {parm#1}) f<int>(int)"),
    ("_Z1fIiEDTdvplfp_fp_fp_ET_", "decltype(fp + fp / fp) f<int>(int)",  # (LLVM 19's dv precedence)
     "decltype (({parm#1}+{parm#1})/{parm#1}) f<int>(int)"),
    ("_Z1fIiEDTplfp_dvfp_fp_ET_", "decltype(fp + (fp / fp)) f<int>(int)",
     "decltype ({parm#1}+({parm#1}/{parm#1})) f<int>(int)"),
    ("_Z1fIiEDTppfp_ET_", "decltype(fp++) f<int>(int)", "decltype ({parm#1}++) f<int>(int)"),
    ("_Z1fIiEDTpp_fp_ET_", "decltype(++fp) f<int>(int)", "decltype (++{parm#1}) f<int>(int)"),
    ("_Z1fIiEDTixfp_Li1EET_", "decltype(fp[1]) f<int>(int)", "decltype ({parm#1}[1]) f<int>(int)"),
    ("_Z1fIJiEEDTspfp_EDpT_", "decltype(fp...) f<int>(int)", "decltype ({parm#1}...) f<int>(int)"),
    ("_Z1fIJiEEDTflplfp_EDpT_", "decltype((... + (fp...))) f<int>(int)", "decltype ((...+{parm#1})) f<int>(int)"),
    ("_Z1fIJiEEDTfLplLi1Efp_EDpT_", "decltype((1 + ... + (fp...))) f<int>(int)",
     "decltype (((1)+...+{parm#1})) f<int>(int)"),
    ("_Z1fIiEDTtlT_fp_EES0_", "decltype(int{fp}) f<int>(int)", "decltype (int{{parm#1}}) f<int>(int)"),
    ("_Z1fIiEDTilfp_EET_", "decltype({fp}) f<int>(int)", "decltype ({{parm#1}}) f<int>(int)"),
    ("_Z1fIiEDTsrT_3fooES0_", "decltype(int::foo) f<int>(int)", "decltype (int::foo) f<int>(int)"),
    ("_Z1fIiEDTcmfp_fp_ET_", "decltype(fp, fp) f<int>(int)", "decltype ({parm#1},{parm#1}) f<int>(int)"),
    ("_Z1fIXadL_Z3barEEEvv", "void f<&bar>()", "void f<&bar>()"),
    ("_Z1fILDn0EEvv", "void f<nullptr>()", "void f<(decltype(nullptr))0>()"),
    ("_Z1fILg10EEvv", "void f<(__float128)10>()", "void f<(__float128)[10]>()"),
    ("_Z1fIiEDTcl7declvalIT_EEEv", "decltype(declval<int>()) f<int>()", "decltype ((declval<int>)()) f<int>()"),
    ("_Z1fIiEDTgtfp_Li1EET_", "decltype(fp > 1) f<int>(int)", "decltype (({parm#1}>(1))) f<int>(int)"),
    ("_Z1fIiEvP1AIXgtT_Li1EEE", "void f<int>(A<(int > 1)>*)", "void f<int>(A<((int)>(1))>*)"),
    ("_Z1fIiEDTdtfp_srT_3fooES0_", "decltype(fp.int::foo) f<int>(int)", "decltype ({parm#1}.int::foo) f<int>(int)"),
    ("_Z1fIiEDTsrNT_3barE3fooES0_", "decltype(int::bar::foo) f<int>(int)", "decltype (int::bar::foo) f<int>(int)"),
    ("_Z1fIiEDTtwfp_ET_", "decltype(throw fp) f<int>(int)", "decltype (throw {parm#1}) f<int>(int)"),
    ("_Z1fIiEDTtrET_", "decltype(throw) f<int>(int)", "decltype (throw) f<int>(int)"),
    ("_Z1fIiEDTdefp_ET_", "decltype(*fp) f<int>(int)", "decltype (*{parm#1}) f<int>(int)"),
    ("_Z1fIiEDTdafp_ET_", "decltype(delete[] fp) f<int>(int)", "decltype (delete[] {parm#1}) f<int>(int)"),
    ("_Z1fIiEDTcmcmfp_fp_fp_ET_", "decltype(fp, fp, fp) f<int>(int)",
     "decltype (({parm#1},{parm#1}),{parm#1}) f<int>(int)"),
    ("_Z1fIiEDTaSfp_fp_ET_", "decltype(fp = fp) f<int>(int)", "decltype ({parm#1}={parm#1}) f<int>(int)"),
    # c++filt parenthesizes an operand unless it is a name, a qualified name, a braced
    # list or a function parameter (cp-demangle.c's d_print_subexpr): a template-id,
    # ::x (gs is an operator there), a literal, a sizeof... are parenthesized
    ("_Z1fIiEDTntsr1AE1xIiEET_", "decltype(!A::x<int>) f<int>(int)",
     "decltype (!(A::x<int>)) f<int>(int)"),
    ("_Z1fIiEDTntgs1xET_", "decltype(!::x) f<int>(int)", "decltype (!(::x)) f<int>(int)"),
    ("_Z1fIiEDTclonplfp_fp_EET_", "decltype(operator+(fp, fp)) f<int>(int)",
     "decltype ((operator+)({parm#1}, {parm#1})) f<int>(int)"),
    ("_Z1fIiEDTplL_Z1vEL_ZN1A1vEEET_", "decltype(v + A::v) f<int>(int)", "decltype (v+A::v) f<int>(int)"),
    ("_Z1fIJiiEEDTplsZT_Li1EEDpT_", "decltype(sizeof...(int, int) + 1) f<int, int>(int, int)",
     "decltype ((2)+(1)) f<int, int>(int, int)"),
    ("_Z1fIJiiEEDTcl1gspplfp_Li1EEEDpT_", "decltype(g(fp + 1...)) f<int, int>(int, int)",
     "decltype (g(({parm#1}+(1))...)) f<int, int>(int, int)"),
    # & of a function: c++filt drops the parameters of a qualified name only; a callee
    # given by its encoding is printed by its name alone
    ("_Z1fIiEDTcl1gadL_Z1hvEEET_", "decltype(g(&h())) f<int>(int)", "decltype (g(&(h()))) f<int>(int)"),
    ("_Z1fIiEDTcl1gadL_ZN1A1hEvEEET_", "decltype(g(&A::h())) f<int>(int)",
     "decltype (g(&A::h)) f<int>(int)"),
    ("_Z1fIiEDTcl1gadL_ZNK1A1hEvEEET_", "decltype(g(&A::h() const)) f<int>(int)",
     "decltype (g(&(A::h() const))) f<int>(int)"),
    ("_Z1fIiEDTcl1gadL_ZN1A1hIiEEvvEEET_", "decltype(g(&void A::h<int>())) f<int>(int)",
     "decltype (g(&(void A::h<int>()))) f<int>(int)"),
    ("_Z1fIiEDTclL_Z1gIiEvvEEET_", "decltype(void g<int>()()) f<int>(int)",
     "decltype ((g<int>)()) f<int>(int)"),
    # an internal name (_ZL) is a plain name to c++filt; a method's qualifiers follow its name
    ("_Z1fIiEDTplL_ZL1vEfp_ET_", "decltype(v + fp) f<int>(int)", "decltype (v+{parm#1}) f<int>(int)"),
    ("_Z1fIiEDTclL_ZL1hvEEET_", "decltype(h()()) f<int>(int)", "decltype (h()) f<int>(int)"),
    ("_Z1fIiEDTclL_ZNR1A1hEvEEET_", "decltype(A::h() &()) f<int>(int)",
     "decltype ((A::h &)()) f<int>(int)"),
    ("_Z1fIiEDTclL_ZNVK1A1gEvEEET_", "decltype(A::g() const volatile()) f<int>(int)",
     "decltype ((A::g const volatile)()) f<int>(int)"),
    # LLVM parenthesizes a comma expression as a template argument (c++filt does not)
    ("_Z1fIiXcmLi49ELi49EEEvT_", "void f<int, (49, 49)>(int)", "void f<int, (49),(49)>(int)"),
    # an external name as an array's dimension
    ("_Z1fIiEvPAL_ZN1A1xEE_c", "void f<int>(char (*) [A::x])", "void f<int>(char (*) [A::x])"),
    # srN with a substitution as its scope, no later reference past it: both readings agree
    ("_ZN1WIiE1mIiEEDTplsrNS0_1XIT_EE1yLm1EES0_", "decltype(W<int>::X<int>::y + 1ul) W<int>::m<int>(W<int>)",
     "decltype (W<int>::X<int>::y+(1ul)) W<int>::m<int>(W<int>)"),
]

# Template parameters inside an external name L_Z <encoding> E refer to that
# encoding's own arguments (both peers read them so).
# Folds over a pack of known elements (clang-19, bench/cxx_sources/folds.cpp): LLVM expands
# the operand once per element, c++filt prints it once with the pack as its whole list.
CASES += [
    ("_ZN2fo13x_sizeof_eachIJilEEENS_3IntIXfRmlstT_Li1EEEEDpS2_",
     "fo::Int<((sizeof (int), sizeof (long)) * ... * 1)> fo::x_sizeof_each<int, long>(int, long)",
     "fo::Int<((sizeof (int, long))*...*(1))> fo::x_sizeof_each<int, long>(int, long)"),
    ("_ZN2fo6nt_andIJLb1ELb0EEEEPAplfraaT_Li1E_cv",
     "char (*fo::nt_and<true, false>()) [((true, false) && ...) + 1]",
     "char (*fo::nt_and<true, false>()) [(((true, false)&&...))+(1)]"),
    ("_ZN2fo8nt_shiftIJLj1ELj2EEEEPAfLlsLj1ET__cv",
     "char (*fo::nt_shift<1u, 2u>()) [(1u << ... << (1u, 2u))]",
     "char (*fo::nt_shift<1u, 2u>()) [((1u)<<...<<(1u, 2u))]"),
    ("_ZN2fo8nt_alignIJlsEEENS_3IntIXfLplLi0EatT_EEEv",
     "fo::Int<(0 + ... + (alignof (long), alignof (short)))> fo::nt_align<long, short>()",
     "fo::Int<((0)+...+(alignof (long, short)))> fo::nt_align<long, short>()"),
]

# c++filt drops the ", " of an empty last pack element by shortening its output, whose
# last character stays the space, so the > closing after it gets no space of its own
# (libstdc++'s __get_helper<1, ref_view<...>>(_Tuple_impl<1, ref_view<...>>&), clang-19).
CASES += [
    ("_ZSt12__get_helperILm1EN6ranges8ref_viewISt6vectorIiSaIiEEEEJEERT0_RSt11_Tuple_implIXT_EJS6_DpT1_EE",
     "ranges::ref_view<std::vector<int, std::allocator<int>>>& std::__get_helper<1ul, ranges::ref_view<std::vector<int, std::allocator<int>>>>(std::_Tuple_impl<1ul, ranges::ref_view<std::vector<int, std::allocator<int>>>>&)",
     "ranges::ref_view<std::vector<int, std::allocator<int> > >& std::__get_helper<1ul, ranges::ref_view<std::vector<int, std::allocator<int> > >>(std::_Tuple_impl<1ul, ranges::ref_view<std::vector<int, std::allocator<int> > >>&)"),
]

CASES += [
    ("_Z1fIXadL_Z1gIiEvT_EEEvv", "void f<&void g<int>(int)>()", "void f<&(void g<int>(int))>()"),
    ("_ZN1AIcE1fIXadL_ZN1B1gIiEEvT_EEEEvS0_",
     "void A<char>::f<&void B::g<int>(int)>(A<char>)",
     "void A<char>::f<&(void B::g<int>(int))>(A<char>)"),
]

# new-expressions (clang-19 and g++ write these): nw <placement>* _ <type> E, ... pi
# <init>* E, ... il <braced>* E; gs before nw/na/dl/da is ::
CASES += [
    ("_Z2f1IiEDTnw_T_EES0_", "decltype(new int) f1<int>(int)", "decltype (new int) f1<int>(int)"),
    ("_Z2f2IiEDTnw_T_pifp_EES0_", "decltype(new int(fp)) f2<int>(int)",
     "decltype (new int({parm#1})) f2<int>(int)"),
    ("_Z2f5IiEDTgsnwcvPvLi0E_T_pifp_EES1_", "decltype(::new((void*)(0)) int(fp)) f5<int>(int)",
     "decltype (::new ((void*)(0)) int({parm#1})) f5<int>(int)"),
    ("_Z2f8IiEDTnwadfp__T_EES0_", "decltype(new(&fp) int) f8<int>(int)",
     "decltype (new (&{parm#1}) int) f8<int>(int)"),
    ("_Z1fIiEDTgsdlfp_ET_", "decltype(::delete fp) f<int>(int)", "decltype (::delete {parm#1}) f<int>(int)"),
]

# Designated initializers (di, dx, dX; clang-19 writes the first two), a vendor's
# expression u <name> <template-arg>* E, a call of a function given by its encoding.
CASES += [
    ("_Z2f4IiEDTtl1Bdi1aildxLi1Efp_EEET_", "decltype(B{.a = {[1] = fp}}) f4<int>(int)",
     "decltype (B{.a={[1]={parm#1}}}) f4<int>(int)"),
    ("_Z2f1I1AEDTtlT_di1xLi1Edi1ydtfp_1yEES1_", "decltype(A{.x = 1, .y = fp.y}) f1<A>(A)",
     "decltype (A{.x=(1), .y=({parm#1}.y)}) f1<A>(A)"),
    ("_Z1fIiEDTtlT_dXLi1ELi2Efp_EES0_", "decltype(int{[1 ... 2] = fp}) f<int>(int)",
     "decltype (int{[1 ... 2]={parm#1}}) f<int>(int)"),
    ("_Z1fIiEDTtlT_di1adxLi1Efp_EES0_", "decltype(int{.a[1] = fp}) f<int>(int)",
     "decltype (int{.a[1]={parm#1}}) f<int>(int)"),
    ("_Z2f2IiEDTplclL_Z31__builtin_is_constant_evaluatedEEfp_ET_",
     "decltype(__builtin_is_constant_evaluated() + fp) f2<int>(int)",
     "decltype ((__builtin_is_constant_evaluated())+{parm#1}) f2<int>(int)"),
    ("_Z1fIiEDTplu5__fooT_ELi1EES0_", "decltype(__foo(int) + 1) f<int>(int)",
     "decltype ((__foo(int))+(1)) f<int>(int)"),
    ("_Z1fIiEDTu5__fooT_Li1EEES0_", "decltype(__foo(int, 1)) f<int>(int)",
     "decltype (__foo(int, 1)) f<int>(int)"),
]

# noexcept(<expression>) on a function type: DO <expression> E (clang-19,
# bench/cxx_sources/decltype_exprs.cpp; the second hand-written)
CASES += [
    ("_ZN2dx12nx_fptr_exprIlEEvPDOgtstT_Li2EEFvS1_E",
     "void dx::nx_fptr_expr<long>(void (*)(long) noexcept(sizeof (long) > 2))",
     "void dx::nx_fptr_expr<long>(void (*)(long) noexcept(((sizeof (long))>(2))))"),
    ("_Z1fIiEvPDOstT_EFvvE", "void f<int>(void (*)() noexcept(sizeof (int)))",
     "void f<int>(void (*)() noexcept(sizeof (int)))"),
    ("_Z1fIiEvPDOfp_EFvvE", "void f<int>(void (*)() noexcept(fp))",
     "void f<int>(void (*)() noexcept({parm#1}))"),
]

# __int128 literals beyond 64 bits, read exactly (clang-19, bench/cxx_sources/literals.cpp)
CASES += [
    ("_ZN2li4i128ILn1267650600228229401496703205376EEEiv",
     "int li::i128<(__int128)1267650600228229401496703205376>()",
     "int li::i128<(__int128)1267650600228229401496703205376>()"),
    ("_ZN2li4u128ILo340282366920938463463374607431768211455EEEiv",
     "int li::u128<(unsigned __int128)340282366920938463463374607431768211455>()",
     "int li::u128<(unsigned __int128)340282366920938463463374607431768211455>()"),
]

# Read by llvm-cxxfilt-19 only: (name, its text = spirmangle's llvm style).
LLVM_ONLY = [
    # a function parameter of the enclosing function (fL0p_) in a noexcept condition
    ("_ZN2xc11nx_fptr_depIiEEvT_PDOnxcl1ffL0p_EEFvS1_E",
     "void xc::nx_fptr_dep<int>(int, void (*)(int) noexcept(noexcept (f(fp))))"),
    # a string literal L <array type> E
    ("_Z1fIiEDTplLA4_KcELi1EET_", 'decltype("<char const [4]>" + 1) f<int>(int)'),
    ("_Z1fIiEDTclfp_LA4_KcEEET_", 'decltype(fp("<char const [4]>")) f<int>(int)'),
    # braces leave a > or >> inside template arguments as it is: LLVM parenthesizes it
    ("_Z1fIiXtlT_rsLi1ELi2EEEEvS0_", "void f<int, int{(1 >> 2)}>(int)"),
    # a trailing requires-clause: <encoding> Q <expression>, also in a local name's encoding
    ("_ZN2ex8trailingIcEEiT_QeqstS1_Li1E", "int ex::trailing<char>(char) requires sizeof (char) == 1"),
    ("_ZZN2ex8trailingIcEEiT_QeqstS1_Li1EE1x",
     "int ex::trailing<char>(char) requires sizeof (char) == 1::x"),
]


@pytest.mark.parametrize("name,llvm", LLVM_ONLY)
def test_names_only_llvm_reads(name: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    try:
        assert sym.format("gnu")
    except DemangleError as refusal:  # c++filt prints nothing of it (no template in scope)
        assert refusal.reason.startswith("c++filt prints no template parameter")
        if shutil.which("c++filt"):
            assert subprocess.run(["c++filt", name], capture_output=True, text=True).stdout.strip() == name
    again = mangle(sym.entity, dialect=sym.dialect)
    assert again == name or demangle(again).entity == sym.entity
    if shutil.which("llvm-cxxfilt-19"):
        out = subprocess.run(["llvm-cxxfilt-19", name], capture_output=True, text=True).stdout.strip()
        assert out == llvm


# Read by c++filt only: (name, c++filt's text = spirmangle's gnu style, spirmangle's llvm style).
GNU_ONLY = [
    # char32_t, char16_t and char8_t literals L Di/Ds/Du <number> E (clang-19,
    # bench/cxx_sources/literals.cpp and decltype_exprs.cpp); LLVM reads none
    ("_ZN2li1aILDi51EEEiv", "int li::a<(char32_t)51>()", "int li::a<(char32_t)51>()"),
    ("_ZN2li3c16ILDs65535EEEiv", "int li::c16<(char16_t)65535>()",
     "int li::c16<(char16_t)65535>()"),
    ("_ZN2li2c8ILDu97EEEiv", "int li::c8<(char8_t)97>()", "int li::c8<(char8_t)97>()"),
    ("_ZN2dx8lit_charIiEEDTplplplplplfp_Lc97ELw98ELDs99ELDi100ELDu101EET_",
     "decltype ((((({parm#1}+((char)97))+((wchar_t)98))+((char16_t)99))+((char32_t)100))"
     "+((char8_t)101)) dx::lit_char<int>(int)",
     "decltype(fp + (char)97 + (wchar_t)98 + (char16_t)99 + (char32_t)100 + (char8_t)101) "
     "dx::lit_char<int>(int)"),
    # LLVM reads no braced initializer after new
    ("_Z2f4IiEDTnw_T_ilfp_EES0_", "decltype (new int{{parm#1}}) f4<int>(int)",
     "decltype(new int{fp}) f4<int>(int)"),
    # g++'s sr <type> <name> with a type under std:: (llvm-cxxfilt-19 reads none of these);
    # the type's candidates count as any type's: S3_ is std::is_same<int, int>
    ("_Z1fIiENSt9enable_ifIXsrSt7is_sameIT_iE5valueEvE4typeES3_",
     "std::enable_if<std::is_same<int, int>::value, void>::type f<int>(std::is_same<int, int>)",
     "std::enable_if<std::is_same<int, int>::value, void>::type f<int>(std::is_same<int, int>)"),
]


@pytest.mark.parametrize("name,gnu,llvm", GNU_ONLY)
def test_names_only_cxxfilt_reads(name: str, gnu: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("gnu") == gnu
    assert sym.format("llvm") == llvm
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if shutil.which("c++filt"):
        out = subprocess.run(["c++filt", name], capture_output=True, text=True).stdout.strip()
        assert out == gnu


def test_an_external_names_parameter_outside_it_is_the_enclosing_ones() -> None:
    # clang-19 and g++ write f<char, &g<int>>(char) so: S1_ is the T_ candidate recorded
    # inside g's encoding, standing here for f's own T_ (char); llvm-cxxfilt-19 prints
    # int (tparam-scope), and so does the llvm style
    sym = demangle("_Z1fIcXadL_Z1gIiEvT_EEEvS1_")
    assert sym.format("gnu") == "void f<char, &(void g<int>(int))>(char)"
    assert sym.format("cxx") == "void f<char, &void g<int>(int)>(char)"
    assert sym.format("llvm") == "void f<char, &void g<int>(int)>(int)"
    assert printed("llvm-cxxfilt-19", [sym.mangled]) == [sym.format("llvm")]
    assert mangle(sym.entity, dialect=sym.dialect) == "_Z1fIcXadL_Z1gIiEvT_EEEvS1_"


# Names whose expressions are not read yet: rejected, never guessed.
UNREAD = [
    # literal values no compiler writes, which the peers print as written (010, -0)
    "_Z1fILi010EEvv",
    "_Z1fILin0EEvv",
]

# c++filt prints na (new[]) as new, and an array type after it with the function's
# declarator in it (new int (f3<int>(int)) [4]): the gnu style prints that (gnu-new-array,
# tests/data/peer_misreads.tsv), its exact reading has no text of c++filt's manner.
GNU_REJECTED = ["_Z2f3IiEDTna_T_EES0_", "_Z2f3IiEDTna_A4_T_EES0_"]


def test_a_dimension_that_would_read_as_a_size_is_not_mangled() -> None:
    from spirmangle import MangleError
    from spirmangle.model import (ArrayType, Builtin, Function, Pointer, SourceName,
                                  TemplateName, TemplateParam, UnresolvedName)
    dimension = UnresolvedName(SourceName("y"))  # A1y_c would read as char[1], then y
    f = Function(TemplateName(SourceName("f"), (Builtin("int"),)),
                 (Pointer(ArrayType(Builtin("char"), None, dimension)),), Builtin("void"))
    with pytest.raises(MangleError):
        mangle(f, dialect="itanium")
    scoped = UnresolvedName(SourceName("y"), "sr", TemplateParam(0))
    f = Function(f.name, (Pointer(ArrayType(Builtin("char"), None, scoped)),), Builtin("void"))
    assert mangle(f, dialect="itanium") == "_Z1fIiEvPAsrT_1y_c"


@pytest.mark.parametrize("name", GNU_REJECTED)
def test_gnu_style_prints_what_cxxfilt_garbles(name: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm").startswith("decltype(new[] int")
    assert printed("c++filt", [name]) == [sym.format("gnu")]
    assert sym.format("gnu").startswith("decltype (new int")
    with pytest.raises(DemangleError):
        sym.format("gnu", exact=True)

# A peer disagrees with the ABI: (style, name, reason); listed with the same reason in
# tests/data/peer_misreads.tsv (tests/render/test_peer_deviations.py checks them live): the
# style prints the peer's text, the exact reading is the ABI's.
DEVIATIONS: list[tuple[str, str, str]] = [
    ("gnu", "_ZN2ex8align_ofIdEEPAatT__cS1_", "gnu-expr-type-operand"),
]

# What spirmangle reads them as (the ABI's reading).
DEVIATION_TEXTS = {
    "_ZN2ex8align_ofIdEEPAatT__cS1_": "char (*ex::align_of<double>(double)) [alignof (double)]",
}

# llvm-cxxfilt-19 misreads these and the llvm style prints its text (spirmangle.demangler.peer_styles);
# the cxx style prints the ABI's reading: (name, the ABI's reading in the cxx style).
LLVM_MISREADS = [
    # llvm-param-decl-pack: LLVM keeps a pack whose parameter is declared (TpTnm J...E) as
    # the argument pack itself, so an expansion of T_ prints its elements and "...":
    # Seq<...> for the empty pack, which expands to nothing ([temp.variadic])
    ("_ZN2pk3seqITpTnmJEEEiNS_3SeqIJXspT_EEEE", "int pk::seq<>(pk::Seq<>)"),
    # new T() (nw _ T_ pi E): llvm-cxxfilt-19 prints new int, which is new T (nw _ T_ E)
    ("_Z2f6IiEDTnw_T_piEES0_", "decltype(new int()) f6<int>(int)"),
]


@pytest.mark.parametrize("style,name,reason", DEVIATIONS)
def test_deviations_are_listed_and_read_by_the_abi(style: str, name: str, reason: str) -> None:
    from pathlib import Path
    listed = (Path(__file__).parent.parent / "data" / "peer_misreads.tsv").read_text().splitlines()
    assert "%s\t%s\t%s" % (style, reason, name) in listed
    sym = demangle(name)
    assert sym.format(style, exact=True) == DEVIATION_TEXTS[name]
    assert sym.format(style) == printed("c++filt" if style == "gnu" else "llvm-cxxfilt-19",
                                        [name])[0]
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.parametrize("name,ours", LLVM_MISREADS)
def test_llvm_misreads_are_reproduced(name: str, ours: str) -> None:
    sym = demangle(name)
    assert sym.format("cxx") == ours
    assert sym.format("llvm") != ours and "llvm" in sym.to_json()["peer_misread"]
    assert printed("llvm-cxxfilt-19", [name]) == [sym.format("llvm")]
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.parametrize("name,llvm,gnu", CASES)
def test_expression_names(name: str, llvm: str, gnu: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    assert sym.format("gnu") == gnu
    assert sym.format("opencl")
    assert json.dumps(sym.to_json())
    again = mangle(sym.entity, dialect=sym.dialect)
    # (some hand-written names here spell a repeated T_ where a compiler writes S_)
    assert again == name or demangle(again).entity == sym.entity


@pytest.mark.parametrize("name", UNREAD)
def test_unread_expressions_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


# A template parameter written again is its candidate's S<seq>_ (clang-19 and g++:
# decltype((T)t) f(T) is _Z1fIiEDTcvT_fp_ES0_); a second T_ of one index where no local
# name, external name or closure gives parameters scopes is another template level's,
# which the name does not identify: Outer<T...>::zip<U...>(U...) -> decltype((std::tuple<T,
# U>(), ...)) is ...tupleIJT_T_EE... (clang-19, bench/cxx_sources/folds.cpp); the peers
# print tuple<char, short, char, short> (llvm) and tuple<short, short>; the source has
# tuple<int, char>, tuple<long, short>.
OTHER_LEVEL = ["_ZN2fo5OuterIJilEE3zipIJcsEEEDTfrcmcvSt5tupleIJT_T_EE_EEDpS4_",
               "_Z1fIiEDTcvT_fp_ET_",
               # A Z or Ul inside a source name opens no scope (it was taken for one,
               # by a search of the text, and the name read).
               "_ZN4Zone1fI1AEEvT_IiEPT_", "_ZN5Ultra1fI1AEEvT_IiEPT_",
               "_ZN1x4_Z1fILDnEEEPPU3AS2iOrVKDv0_vT_ILc0EEPT_"]


@pytest.mark.parametrize("name", OTHER_LEVEL)
def test_a_parameter_of_another_level_is_rejected(name: str) -> None:
    with pytest.raises(DemangleError, match="another template level"):
        demangle(name)


def test_a_parameter_again_inside_a_scope_is_read() -> None:
    # T_ inside a local name's encoding, then the enclosing template's T_ (clang-19)
    name = ("_ZN4llvm12handleErrorsIJZN5clang8cross_tu27CrossTranslationUnitContext20importDefinition"
            "ImplINS1_12FunctionDeclEEENS_8ExpectedIPKT_EES9_PNS1_7ASTUnitEEUlRKNS1_11ImportErrorEE_"
            "EEENS_5ErrorESH_DpOT_")
    sym = demangle(name)
    assert mangle(sym.entity, dialect=sym.dialect) == name


def test_deep_expressions_are_rejected_not_recursed() -> None:
    name = "_Z1fIiEDT" + "ng" * 5000 + "fp_" + "ET_"
    with pytest.raises(DemangleError):
        demangle(name)


def test_moderately_deep_expressions_print_and_mangle() -> None:
    name = "_Z1fIiEDT" + "ng" * 150 + "fp_" + "ET_"
    sym = demangle(name)
    assert sym.format("llvm").startswith("decltype(" + "-(" * 149 + "-fp" + ")" * 149 + ")")
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None or shutil.which("c++filt") is None,
                    reason="peers not installed")
def test_live_peers_agree() -> None:
    names = [c[0] for c in CASES]
    for tool, index in (("llvm-cxxfilt-19", 1), ("c++filt", 2)):
        out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True,
                             text=True, check=True).stdout.splitlines()
        assert out == [c[index] for c in CASES], tool
