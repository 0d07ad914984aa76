"""Cases from the public demangler test suites (LLVM's and libiberty's) that spirmangle
printed or read wrong; the expected strings are what llvm-cxxfilt-19 and c++filt
(binutils 2.40) print (the last tests run the tools on the same names when installed).
bench/suite_check.py measures a local copy of the suites.
"""

from __future__ import annotations


from pathlib import Path

import pytest
from peers import printed as _run, prints_and_mangles_back

from spirmangle import DemangleError, demangle, mangle

# (mangled, llvm-cxxfilt-19, c++filt)
PEERS = [
    # c++filt moves the cv-qualifiers of an array type to its element, after the
    # element's own, the outermost first, and prints a qualifier the element already
    # has once; llvm-cxxfilt-19 prints both.
    ("_Z3fooIA6_KiEvA9_KT_rVPrS4_",
     "void foo<int const [6]>(int const const [9][6], int const const restrict (* volatile restrict) [9][6])",
     "void foo<int const [6]>(int const [9][6], int restrict const (* volatile restrict) [9][6])"),
    ("_Z1fIA6_KiEvKT_", "void f<int const [6]>(int const const [6])", "void f<int const [6]>(int const [6])"),
    ("_Z1fIA6_ViEvKT_", "void f<int volatile [6]>(int volatile const [6])",
     "void f<int volatile [6]>(int volatile const [6])"),
    ("_Z1fIA6_KiEvVT_", "void f<int const [6]>(int const volatile [6])",
     "void f<int const [6]>(int const volatile [6])"),
    ("_Z1fIA2_A3_KiEvKT_", "void f<int const [2][3]>(int const const [2][3])",
     "void f<int const [2][3]>(int const [2][3])"),
    ("_Z1fRKA3_A4_Vi", "f(int volatile const (&) [3][4])", "f(int volatile const (&) [3][4])"),
    ("_Z1fIA3_iEvrKT_", "void f<int [3]>(int const restrict [3])", "void f<int [3]>(int restrict const [3])"),
    ("_Z1fIA3_KiEvrVKT_", "void f<int const [3]>(int const const volatile restrict [3])",
     "void f<int const [3]>(int restrict volatile const [3])"),
    ("_Z1fVKA3_i", "f(int const volatile [3])", "f(int volatile const [3])"),
    # Each array level pushes the pending qualifiers again in c++filt, reversing their order.
    ("_Z1fPVKA3_A4_i", "f(int const volatile (*) [3][4])", "f(int const volatile (*) [3][4])"),
    ("_Z1fVKA2_A3_A4_i", "f(int const volatile [2][3][4])", "f(int volatile const [2][3][4])"),
    # A vendor qualifier (or address space) on an array type: LLVM prints the qualified array
    # as one type (no parentheses round the pointer), c++filt inside the declarator.
    ("_Z1fPU3AS1A3_i", "f(int [3] AS1*)", "f(int ( AS1*) [3])"),
    ("_Z1fPU3fooA3_i", "f(int [3] foo*)", "f(int ( foo*) [3])"),
    ("_Z1fM1AU3fooA3_i", "f(int [3] foo A::*)", "f(int ( foo A::*) [3])"),
    ("_Z1fPKU3fooA3_i", "f(int [3] foo const*)", "f(int ( foo const*) [3])"),
    ("_Z1fIU3fooA3_iEvPT_", "void f<int [3] foo>(int [3] foo*)", "void f<int ( foo) [3]>(int ( foo*) [3])"),
    # A pointer to the array type just read (S_ is the last candidate): mangled back as read.
    ("_Z1fA37_iPS_", "f(int [37], int (*) [37])", "f(int [37], int (*) [37])"),
    ("_Z1fA2_A3_iPS0_", "f(int [2][3], int (*) [2][3])", "f(int [2][3], int (*) [2][3])"),
    ("_Z1fA2_A3_iPS_", "f(int [2][3], int (*) [3])", "f(int [2][3], int (*) [3])"),
    # cv-qualifiers written before vendor qualifiers (K U3foo 1X) qualify the vendor-qualified
    # type: both peers print them after it, and each is a candidate (X, X foo, X foo const).
    ("_Z1fKU3foo1XS0_", "f(X foo const, X foo)", "f(X foo const, X foo)"),
    ("_Z1fKU3foo1XS1_", "f(X foo const, X foo const)", "f(X foo const, X foo const)"),
    ("_Z1fRKU3foo1XS2_", "f(X foo const&, X foo const&)", "f(X foo const&, X foo const&)"),
    ("_Z1fVKU3foo1XS1_", "f(X foo const volatile, X foo const volatile)",
     "f(X foo const volatile, X foo const volatile)"),
    # c++filt prints a vendor qualifier with template arguments on a function type inside
    # the function's declarator, as it prints one without (void ( stdcall*)(int)).
    ("_Z18IndirectExternCallIPU7stdcallU7regparmILi3EEFviiEiEvT_T0_S3_",
     "void IndirectExternCall<void (int, int) regparm<3> stdcall*, int>(void (int, int) regparm<3> stdcall*, "
     "int, void (int, int) regparm<3> stdcall*)",
     "void IndirectExternCall<void ( regparm<3> stdcall*)(int, int), int>(void ( regparm<3> stdcall*)(int, "
     "int), int, void ( regparm<3> stdcall*)(int, int))"),
    ("_Z1fPU2rpILi3EEFviE", "f(void (int) rp<3>*)", "f(void ( rp<3>*)(int))"),
    ("_Z1fPU2rpILi3EEU7stdcallFviE", "f(void (int) stdcall rp<3>*)", "f(void ( stdcall rp<3>*)(int))"),
    ("_Z1fPKU2rpILi3EEFviE", "f(void (int) rp<3> const*)", "f(void ( rp<3> const*)(int))"),
    ("_Z1fPU2rpILi3EEPFviE", "f(void (*)(int) rp<3>*)", "f(void (* rp<3>*)(int))"),
]

# (mangled, the ABI's reading in the llvm style's format or None: rejected, in the gnu
# style's or None, what the peer prints instead, reason)
DEVIATIONS = [
    # LLVM's DemangleTestCases.inc (clang's struct D : C { using C::C; } of
    # template <class T> C(T)): tests/demangler/test_inheriting_ctors.py
    ("_ZN1DCI21CIiEET_", "D::D<int>(int)", "D::C<int>(int)", ("llvm-cxxfilt-19", "D::D(int)"),
     "a signature's T_ makes the constructor a template: the one list after the base "
     "(no template) is the constructor's; LLVM reads it as the base's and drops it"),
    ("_ZZ3foovE8localVar__9_", None, None, ("llvm-cxxfilt-19", "foo()::localVar"),
     "Itanium 5.1.6: a discriminator below 10 is _ <digit>; __9_ is not a mangling "
     "(c++filt rejects it too, and libiberty's suite expects it rejected)"),
    ("_ZlsRKU3fooU4bart1XS0_", "operator<<(X bart foo const&, X bart foo)",
     "operator<<(X bart foo const&, X bart foo)", ("c++filt", "operator<<(X bart foo const&, X bart)"),
     "c++filt counts each vendor qualifier of a run as a candidate of its own (X bart, then X bart "
     "foo); LLVM and clang's mangler count the run's qualified type once (X bart foo)"),
    ("_ZlsRKU3fooU4bart1XS2_", "operator<<(X bart foo const&, X bart foo const&)",
     "operator<<(X bart foo const&, X bart foo const&)",
     ("c++filt", "operator<<(X bart foo const&, X bart foo const)"), "as the previous"),
    ("_Z1fDAs", "f(short _Accum)", "f(short _Accum)", ("llvm-cxxfilt-19", "_Z1fDAs"),
     "the fixed-point types of ISO/IEC TR 18037 (DA, DR, DS; clang mangles them so): both peers "
     "predate them (c++filt rejects them too); LLVM's demangler since 20 prints this text"),
    ("_Z1fDSDRm", "f(_Sat unsigned long _Fract)", "f(_Sat unsigned long _Fract)",
     ("llvm-cxxfilt-19", "_Z1fDSDRm"), "as the previous"),
    ("_ZN3FooIiE6methodIb3BarEEvT0_IT_ES3_IiE", "void Foo<int>::method<bool, Bar>(Bar<bool>, Bar<int>)",
     "void Foo<int>::method<bool, Bar>(Bar<bool>, Bar<int>)",
     ("llvm-cxxfilt-19", "void Foo<int>::method<bool, Bar>(Bar<bool>, bool<int>)"),
     "S3_ is the candidate T0_ (Bar), then given <int>: llvm-cxxfilt-19 substitutes T0_'s "
     "template argument list's first element instead (LLVM issue 108009, fixed since); c++filt "
     "and LLVM's own suite print Bar<int>"),
    ("_Zcv1BIRT_EIS1_E", None, None, ("llvm-cxxfilt-19", "operator B<><>"),
     "an unscoped conversion operator to a template whose arguments refer to the conversion's "
     "own template arguments (T_ inside them): LLVM's suite notes it should be invalid "
     "(PR51407); c++filt rejects it"),
    # F <source-name>: a member-like friend (clang-19 mangles a constrained friend defined in a
    # class template so); llvm-cxxfilt-19 prints it, c++filt 2.40 does not read F.
    ("_ZN5test21AIiEF1fEz", "test2::A<int>::friend f(...)", "test2::A<int>::f[friend](...)",
     ("c++filt", "_ZN5test21AIiEF1fEz"),
     "c++filt 2.40 does not know F <source-name> (a member-like friend, in the ABI since C++20 "
     "constraints); the gnu style spells it as newer libiberty does: its demangle-expected has "
     "_ZN1SILi1EEF3barIiEEiR4Base as int S<1>::bar[friend]<int>(Base&)"),
    ("_ZN1SILi1EEF3barIiEEiR4Base", "int S<1>::friend bar<int>(Base&)",
     "int S<1>::bar[friend]<int>(Base&)", ("c++filt", "_ZN1SILi1EEF3barIiEEiR4Base"),
     "as the previous (libiberty's own case)"),
    ("_ZN1AIiEF1fES0_", "A<int>::friend f(A<int>)", "A<int>::f[friend](A<int>)",
     ("c++filt", "_ZN1AIiEF1fES0_"), "as the previous"),
    ("_ZNK1AIiEF1fEv", "A<int>::friend f() const", "A<int>::f[friend]() const",
     ("c++filt", "_ZNK1AIiEF1fEv"), "as the previous"),
    # F <operator-name>: a member-like friend operator (FRIEND_OPERATOR_SOURCE)
    ("_ZN2ns1YIiEFdeES1_QLb1E", "ns::Y<int>::friend operator*(ns::Y<int>) requires true",
     "ns::Y<int>::operator*[friend](ns::Y<int>) requires true",
     ("c++filt", "_ZN2ns1YIiEFdeES1_QLb1E"), "as the previous (clang-19's, absl's test)"),
    ("_ZN1AIiEFplES0_S0_", "A<int>::friend operator+(A<int>, A<int>)",
     "A<int>::operator+[friend](A<int>, A<int>)", ("c++filt", "_ZN1AIiEFplES0_S0_"),
     "as the previous"),
    ("_ZN2cxF3fr3IfEEiNS_6HolderIiEET_Q8SameSizeIS3_TL0__E",
     "int cx::friend fr3<float>(cx::Holder<int>, float) requires SameSize<float, TL0_>",
     "int cx::fr3[friend]<float>(cx::Holder<int>, float) requires SameSize<float, TL0_>",
     ("c++filt", "_ZN2cxF3fr3IfEEiNS_6HolderIiEET_Q8SameSizeIS3_TL0__E"),
     "as the previous (clang-19's mangling of a constrained friend); a template parameter of an "
     "enclosing level (TL0__) prints as LLVM prints it, c++filt 2.40 reads neither"),
    ("_ZN5test21hIvEEvzQ4TrueITL0_0_E", "void test2::h<void>(...) requires True<TL0_0>",
     "void test2::h<void>(...) requires True<TL0_0>", ("c++filt", "_ZN5test21hIvEEvzQ4TrueITL0_0_E"),
     "as the previous: TL0_0_ (level 1, index 1) prints TL0_0"),
    ("_Z1fIIPiPfPdEEvDpT_", "void f<int*, float*, double*>(int*, float*, double*)",
     "void f<int*, float*, double*>(int*, float*, double*)", ("llvm-cxxfilt-19", "_Z1fIIPiPfPdEEvDpT_"),
     "I...E inside template arguments is how g++ before 4.7 wrote an argument pack (J...E now); "
     "c++filt reads it, as libiberty's suite expects; llvm-cxxfilt-19 does not"),
    # libiberty's <local-source-name> ::= L <source-name> [<discriminator>] (g++ extension:
    # two internal-linkage entities of one name in one translation unit); the discriminator
    # prints nothing, as in a local name.
    ("_ZL3foo_2", "foo", "foo", ("llvm-cxxfilt-19", "_ZL3foo_2"),
     "g++'s discriminator after an internal name (L <source-name> _ <digit>), read as c++filt "
     "reads it (libiberty's suite expects foo); llvm-cxxfilt-19 does not know it"),
    ("_ZZL3foo_2vE4var1", "foo()::var1", "foo()::var1", ("llvm-cxxfilt-19", "_ZZL3foo_2vE4var1"),
     "as the previous"),
    ("_ZZL3foo_2vE4var1_0", "foo()::var1", "foo()::var1", ("llvm-cxxfilt-19", "_ZZL3foo_2vE4var1_0"),
     "as the previous"),
    ("_ZZN7myspaceL3foo_1EvEN11localstruct1fEZNS_3fooEvE16otherlocalstruct",
     "myspace::foo()::localstruct::f(myspace::foo()::otherlocalstruct)",
     "myspace::foo()::localstruct::f(myspace::foo()::otherlocalstruct)",
     ("llvm-cxxfilt-19", "_ZZN7myspaceL3foo_1EvEN11localstruct1fEZNS_3fooEvE16otherlocalstruct"),
     "as the previous"),
    ("_ZN1fL1x_3E", "f::x", "f::x", ("llvm-cxxfilt-19", "_ZN1fL1x_3E"), "as the previous"),
    ("_ZL3foo__12_", "foo", "foo", ("llvm-cxxfilt-19", "_ZL3foo__12_"), "as the previous (__ <n> _)"),
    # Old g++ (before PR 77489) wrote a local discriminator of 10 or more as _ <number>: read
    # (only at the end of the name, where it cannot be _ <digit> followed by more), mangled back so.
    ("_ZZ3foovE8localVar_10", "foo()::localVar", "foo()::localVar",
     ("llvm-cxxfilt-19", "_ZZ3foovE8localVar_10"),
     "old g++'s discriminator _10 (the ABI writes __10_); c++filt reads it, as libiberty's "
     "suite expects; llvm-cxxfilt-19 does not"),
    # cv T_ <args> <args>: libiberty reads T_ <args> as a template template parameter with
    # arguments when a second list (the operator's) follows; T_ and T_<int> are candidates.
    ("_ZN1AcvT_IiEI1CEEv", "A::operator C<int><C>()", "A::operator C<int><C>()",
     ("llvm-cxxfilt-19", "_ZN1AcvT_IiEI1CEEv"),
     "a conversion operator template to a template template parameter with arguments (a second "
     "list follows the first), read as c++filt reads it; llvm-cxxfilt-19 takes the first list "
     "as the operator's and rejects the second"),
    ("_ZN1AcvT_IiEI1CEES1_", "A::operator C<int><C>(C<int>)", "A::operator C<int><C>(C<int>)",
     ("llvm-cxxfilt-19", "_ZN1AcvT_IiEI1CEES1_"), "as the previous"),
    ("_ZN1AcvT_IiEI1CEES3_", "A::operator C<int><C>(C)", "A::operator C<int><C>(C)",
     ("llvm-cxxfilt-19", "_ZN1AcvT_IiEI1CEES3_"), "as the previous"),
    ("_ZN1AcvPT_IiEI1CEEv", "A::operator C<int>*<C>()", "A::operator C<int>*<C>()",
     ("llvm-cxxfilt-19", "_ZN1AcvPT_IiEI1CEEv"), "as the previous"),
]


# libiberty's suite names that c++filt reads and spirmangle refuses by design: (name, the peer
# that reads it, reason).  bench/suite_check.py files them as documented deviations.
REFUSED_BY_DESIGN = [
    ("_Z1fM1AFivEPS0_", "both",
     "S0_ is the member function type int () of A::* (Itanium 5.1.8: a member function's type "
     "is a candidate of its own, different from int (); clang counts it without a reading); a "
     "pointer to it is no type, and c++filt's int (*)() would mangle as PFivE"),
    ("_Z1fILi1ELc120EEv1AIXplT_cviLd810000000000000000703DAD7A370C5EEE", "c++filt",
     "a double literal is the 16 hex digits of its IEEE representation; these 33 (old g++'s, "
     "gcc PR 8861) are none (llvm-cxxfilt-19 rejects it too)"),
    ("_ZN4modc6parser8sequenceINS_9astParser13LocatedParserINS0_9ParserRefINS2_UlRNS2_16Token"
     "ParserInputEE_EEEEEINS0_14OptionalParserINS2_18ListParserTemplateILNS_6tokens5Token4TypeE4"
     "EXadL_ZNSD_Ut_13parenthesizedEEEE6ParserINS4_INS0_6ParserIS5_NS_3ast10ExpressionEEEEEEEEE"
     "NSA_INS4_INS2_22OneOfKeywordsToTParserINSJ_5StyleEEEEEEENS0_14SequenceParserIS5_INS0_18Exact"
     "ElementParserIS5_EENSA_ISM_EEEEENS0_14RepeatedParserINS4_INS0_15TransformParserINSU_IS5_INS4_"
     "INSP_INSJ_10Annotation12RelationshipEEEEESX_EEENS2_UlNS2_3LocES12_ONS_5MaybeISK_EEE19_EEEEE"
     "Lb0EEEEEENSU_INS0_17ExtractParserTypeIT_E9InputTypeEINS0_8MaybeRefIS1F_E4TypeEDpNS1I_IT0_E4"
     "TypeEEEEOS1F_DpOS1L_", "c++filt",
     "two template argument lists in a row on one class (NSU_ I...E I...E): c++filt prints "
     "OptionalParser<...><...>, no C++ type; llvm-cxxfilt-19 rejects it too"),
    # cpp_demangle's and Go's demangler tests (fuzzed names): c++filt prints them, LLVM does not.
    # A literal's <value> is a number (n for a minus, no leading zero, no -0); a float's is the
    # hex digits of its representation, 8 for a float, 16 for a double (Itanium 5.1.6).
    *[("_Z3fooIL%s%sEEvi" % (t, v), "c++filt",
       "a literal value no compiler writes (letters, -0, a dot, a float's digits that are "
       "not its representation); c++filt prints the letters as written")
      for t, v in [("b", "aaaaaa"), ("b", "n0"), ("c", "aaaaaa"), ("b", "999.999"), ("c", "999.999")]
      + [(t, v) for t in "df" for v in ("65", "48", "0", "999999", "aaaaaa", "n65", "999.999")]],
    *[("_Z3fooILi%sEEvv" % v, "c++filt", "as the previous") for v in ("aaaaaa", "999.999")],
    ("_Z3fooILin0EEvv", "both", "as the previous: -0"),
    ("_ZZ1irFeeEES_S_", "c++filt",
     "a local name's entity (after Z <encoding> E) is a name; S_ here is a function type: "
     "c++filt prints a type where the name stands"),
    ("_ZdsrFliEZS_GS_EcvS_", "c++filt", "as the previous (the encoding S_ is a type)"),
    ("_Z1_VFaeEZS_S_ES_", "c++filt", "as the previous"),
    ("_Z1AIXsZ1_EE", "c++filt",
     "sZ takes a template parameter or a function parameter (sizeof...); 1_ is neither "
     "(c++filt prints A<0>)"),
    ("_ZGTmNKSt11logic_error4whatEv", "c++filt",
     "GT is followed by n or t (a transaction-safe entry or clone); c++filt reads any letter "
     "but n as t"),
]


@pytest.mark.parametrize("name, peer, reason", REFUSED_BY_DESIGN)
def test_refused_by_design(name: str, peer: str, reason: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_refused_names_are_read_by_the_peers_named() -> None:
    for tool in ("llvm-cxxfilt-19", "c++filt"):
        names = [name for name, _, _ in REFUSED_BY_DESIGN]
        readers = {n for n, peer, _ in REFUSED_BY_DESIGN if peer in ("both", tool)}
        assert [out != name for name, out in zip(names, _run(tool, names))] == [
            name in readers for name in names]


@pytest.mark.parametrize("name, llvm, gnu", PEERS)
def test_prints_like_the_peers(name: str, llvm: str, gnu: str) -> None:
    prints_and_mangles_back(name, llvm, gnu)


# Deviations the peer's style now reproduces: llvm-cxxfilt-19's numbering after a template
# template parameter with arguments (llvm-template-template-candidate, peer_numbering).
MISREADS = {"_ZN3FooIiE6methodIb3BarEEvT0_IT_ES3_IiE",
            "_ZN1DCI21CIiEET_",  # (the list after CI2 1C is the base's to LLVM: peer_styles)
            # (c++filt's candidates of a vendor qualifier run: spirmangle.demangler.vendor_runs)
            "_ZlsRKU3fooU4bart1XS0_", "_ZlsRKU3fooU4bart1XS2_"}


@pytest.mark.parametrize("name, llvm, gnu, peer, reason", DEVIATIONS)
def test_deviations_from_a_peer(name: str, llvm: "str | None", gnu: "str | None",
                                peer: tuple[str, str], reason: str) -> None:
    if llvm is None:
        with pytest.raises(DemangleError):
            demangle(name)
        return
    symbol = demangle(name)
    exact = (symbol.format("llvm", exact=True), symbol.format("gnu", exact=True))
    assert exact == (llvm, gnu), reason
    assert symbol.format("opencl")
    assert symbol.to_json()
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    tool, theirs = peer
    style = "llvm" if tool == "llvm-cxxfilt-19" else "gnu"
    if name in MISREADS:  # the peer's style reproduces its misreading (peer_styles)
        assert symbol.format(style) == theirs != exact[style == "gnu"], reason
    else:
        assert symbol.format(style) == exact[style == "gnu"]


@pytest.mark.parametrize("tool, column", [("llvm-cxxfilt-19", 1), ("c++filt", 2)])
def test_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    assert _run(tool, [case[0] for case in PEERS]) == [case[column] for case in PEERS]


@pytest.mark.parametrize("tool", ["llvm-cxxfilt-19", "c++filt"])
def test_deviations_are_what_the_tools_print(tool: str) -> None:
    cases = [(name, peer[1]) for name, _, _, peer, _ in DEVIATIONS if peer[0] == tool]
    assert _run(tool, [name for name, _ in cases]) == [text for _, text in cases]


# cv T_ <args> is a template template parameter's only when the operator's list follows: else
# the list is the operator's (T_<int> is then no candidate), as both peers read it.
@pytest.mark.parametrize("name", ["_ZN1AcvT_IiEEvS2_", "_ZN1AcvT_IiEI1CEES4_", "_ZN1AcvT_IiEI1CEEI1DEv"])
def test_template_template_conversions_need_the_operators_arguments(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_explain_replays_a_template_template_conversion() -> None:
    from spirmangle.explain.core import explain

    reading = explain("_ZN1AcvT_IiEI1CEES1_").readings[0]
    assert reading.error is None
    assert reading.demangled == demangle("_ZN1AcvT_IiEI1CEES1_").format("opencl")


def test_a_conversion_to_template_template_args_alone_is_not_mangled() -> None:
    import dataclasses

    from spirmangle import MangleError

    entity = demangle("_ZN1AcvT_IiEI1CEEv").entity
    name = entity.name  # type: ignore[attr-defined]
    bare = dataclasses.replace(name, parts=name.parts[:-1] + (name.parts[-1].name,))
    with pytest.raises(MangleError):  # cvT_IiE would read as the operator's <int>
        mangle(dataclasses.replace(entity, name=bare))


# g++'s names in libiberty's suite that spell a template parameter again where the
# mangler (as clang, which keys a template parameter by its depth and index) writes
# the candidate: read and printed as the peers print them, mangled back in that form,
# which reads back to the same text.  (name, the mangler's spelling, reason)
GXX_LONGER = [
    ("_ZSt7forwardIRN1x14refobjiteratorINS0_3refINS0_4mime30multipart_section_processorObjIZ15"
     "get_body_parserIZZN14mime_processor21make_section_iteratorERKNS2_INS3_10sectionObjENS0_10"
     "ptrrefBaseEEEbENKUlvE_clEvEUlSB_bE_ZZNS6_21make_section_iteratorESB_bENKSC_clEvEUlSB_E0_ENS1_"
     "INS2_INS0_20outputrefiteratorObjIiEES8_EEEERKSsSB_OT_OT0_EUlmE_NS3_32make_multipart_default_"
     "discarderISP_EEEES8_EEEEEOT_RNSt16remove_referenceISW_E4typeE",
     "_ZSt7forwardIRN1x14refobjiteratorINS0_3refINS0_4mime30multipart_section_processorObjIZ15"
     "get_body_parserIZZN14mime_processor21make_section_iteratorERKNS2_INS3_10sectionObjENS0_10"
     "ptrrefBaseEEEbENKUlvE_clEvEUlSB_bE_ZZNS6_21make_section_iteratorESB_bENKSC_clEvEUlSB_E0_ENS1_"
     "INS2_INS0_20outputrefiteratorObjIiEES8_EEEERKSsSB_OT_OT0_EUlmE_NS3_32make_multipart_default_"
     "discarderISP_EEEES8_EEEEESM_RNSt16remove_referenceISL_E4typeE",
     "g++ writes forward's T&& as OT_ again after the OT_ of get_body_parser's signature "
     "inside the local name; a template parameter of depth 0 and index 0 is one type there "
     "and here, so the mangler writes its candidate, SM_ (and SL_ for T_)"),
    ("_Z7ZipWithI7QStringS0_5QListZN4oral6detail16AdaptCreateTableI7AccountEES0_RKNS3_16"
     "CachedFieldsDataEEUlRKS0_SA_E_ET1_IDTclfp1_cvT__EcvT0__EEEERKT1_ISC_ERKT1_ISD_ET2_",
     "_Z7ZipWithI7QStringS0_5QListZN4oral6detail16AdaptCreateTableI7AccountEES0_RKNS3_16"
     "CachedFieldsDataEEUlRKS0_SA_E_ET1_IDTclfp1_cvT__EcvT0__EEEERKSC_ISC_ERKSC_ISD_ET2_",
     "g++ writes the template template parameter T1_ again before each argument list; the "
     "ABI's <template-template-param> is a substitution candidate once written (SC_), as "
     "the mangler writes it"),
]


@pytest.mark.parametrize("name, canonical, reason", GXX_LONGER)
def test_gxx_longer_spellings_mangle_back_with_the_candidate(name: str, canonical: str,
                                                             reason: str) -> None:
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) == canonical, reason
    again = demangle(canonical)  # the same reading (a peer may misread one spelling only)
    assert (again.format("llvm", exact=True), again.format("gnu", exact=True)) == (
        symbol.format("llvm", exact=True), symbol.format("gnu", exact=True))
    assert _run("c++filt", [name]) == [symbol.format("gnu")]
    assert _run("llvm-cxxfilt-19", [name, canonical]) == [symbol.format("llvm"), again.format("llvm")]


# A data name whose nested name carries cv- or ref-qualifiers (no compiler writes
# one; whitequark's itanium_demangler tests have them): c++filt prints them after
# the name, llvm-cxxfilt-19 drops them.  (name, llvm-cxxfilt-19, c++filt)
DATA_QUALIFIERS = [
    ("_ZNK3fooE", "foo", "foo const"),
    ("_ZNV3fooE", "foo", "foo volatile"),
    ("_ZNKR1A1fE", "A::f", "A::f const &"),
    ("_ZNKO3fooE", "foo", "foo const &&"),
    ("_ZNVK1A1fE", "A::f", "A::f const volatile"),
]


@pytest.mark.parametrize("name, llvm, gnu", DATA_QUALIFIERS)
def test_a_data_names_qualifiers_print_as_each_peer_prints_them(name: str, llvm: str,
                                                                 gnu: str) -> None:
    symbol = demangle(name)
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


def test_data_qualifier_expectations_are_what_the_tools_print() -> None:
    names = [n for n, _, _ in DATA_QUALIFIERS]
    assert _run("llvm-cxxfilt-19", names) == [c[1] for c in DATA_QUALIFIERS]
    assert _run("c++filt", names) == [c[2] for c in DATA_QUALIFIERS]


def test_without_parameters_c_filt_prints_no_data_qualifiers() -> None:
    import shutil
    import subprocess
    from spirmangle.modules.printing import format_symbol
    if shutil.which("c++filt") is None:
        pytest.skip("c++filt is not installed")
    names = [n for n, _, _ in DATA_QUALIFIERS]
    theirs = subprocess.run(["c++filt", "-p", *names], capture_output=True, text=True,
                            check=True).stdout.splitlines()
    assert theirs == [c[1] for c in DATA_QUALIFIERS]  # (the name alone, as llvm-cxxfilt-19's)
    assert [format_symbol(demangle(n), "gnu", no_params=True) for n in names] == theirs


# clang-19 -std=c++20 mangles a constrained friend operator defined in a class template
# F <operator-name> (llvm-cxxfilt-19 reads it: DEVIATIONS above)
FRIEND_OPERATOR_SOURCE = """\
namespace ns {
template<class T> struct Y { friend void operator*(Y) requires true {} };
}
void use() { ns::Y<int> y; *y; }
"""


def test_clang_writes_the_friend_operator(tmp_path: Path) -> None:
    import shutil
    import subprocess
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    src, obj = tmp_path / "a.cpp", tmp_path / "a.o"
    src.write_text(FRIEND_OPERATOR_SOURCE)
    subprocess.run(["clang-19", "--target=x86_64-linux-gnu", "-std=c++20", "-c", str(src), "-o",
                    str(obj)], check=True)
    nm = subprocess.run(["nm", "--defined-only", str(obj)], capture_output=True, text=True,
                        check=True).stdout
    assert {line.split()[-1] for line in nm.splitlines()} == {"_Z3usev", "_ZN2ns1YIiEFdeES1_QLb1E"}
    assert _run("llvm-cxxfilt-19", ["_ZN2ns1YIiEFdeES1_QLb1E"]) == [
        "ns::Y<int>::friend operator*(ns::Y<int>) requires true"]

