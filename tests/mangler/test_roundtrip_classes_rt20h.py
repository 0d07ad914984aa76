"""Round-trip classes of the issue 20 campaign taken by the rt-20h branch: each
name is read, mangled back under its dialect and read again to the same model
(tests/support/roundtrip), and the live peers read both spellings as we print
them where they read them."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from roundtrip import peers_agree, remangled
from spirmangle import DemangleError, demangle, mangle


# A constraint inside a substitution candidate recorded after a constraint was
# read: a local entity's function with a trailing requires-clause (Z 4_Z1f v QT_ E 1g),
# a template-id whose arguments end with one (1X IiQT_E).  A candidate recorded
# inside a constraint reads, outside it, with the constraint's T_ the template
# parameter of that place (spirmangle.demangler.requires); the constraint's own
# T_ inside such a candidate is read inside its constraint wherever the
# candidate is written, so it stays the constraint's.  The substitution read it
# as a template parameter: another model than the type it stands for (the
# mangler wrote the type in full, the campaign's name), or a T_ with no referent
# (the name refused, which both peers read).
@pytest.mark.parametrize("name, again", [
    ("_ZNW3std2clILn4294967296EEEFDv3_jrKORKZ4_Z1fvQT_E1gS4_REi",
     "_ZW3std2clILn4294967296EEFDv3_jrKORKZ4_Z1fvQT_E1gS4_REi"),
    ("_Z1fRZ1gvQT_E1hS0_", None),
    ("_Z1f1XIiQT_ES0_", None),
])
def test_a_constraint_inside_a_candidate_stays_the_constraints(name, again):
    assert remangled(name) == (again or name)
    peers_agree(name, again or name)
    params = demangle(name).entity.params
    if len(params) == 2:  # (the substitution is the type it stands for)
        assert params[0] == params[1]
    assert printed(LLVM, [name]) == [demangle(name).format("llvm")]
    assert printed(GNU, [name])[0] in (name, demangle(name).format("gnu"))


# A template argument after a requires-clause (Q <expression> ending template
# arguments): the grammar read the tokens after the clause's expression as more
# arguments (T_ there a constraint's, counted with the clause as an argument by
# T<n>_ outside), which no compiler writes (clang's requires-clause ends the list,
# as the ABI's <template-args> has it: the clang-written name below) and neither
# peer reads (each prints the name as it is); the mangler wrote the second T_ as
# its candidate S6_, which the reader then refused.  Refused now, with the error
# at the clause's Q.
@pytest.mark.parametrize("name", [
    "_ZNVK3stdW3fooW14ocl_image2d_ro8operatorIu1SI1gEQcvDtcvbfpV_ELi1ET_T_T2_EET_m",
    "_Z1fIiQT_T_Evv",
    "_Z1fIiQT_Li1EEvv",
    "_Z1fIiQLb1ET_EvT_",
])
def test_no_template_argument_follows_a_requires_clause(name):
    assert printed(LLVM, [name]) == [name]
    assert printed(GNU, [name]) == [name]
    with pytest.raises(DemangleError, match="ends its template arguments") as caught:
        demangle(name)
    assert name[caught.value.position] == "Q"


# (clang-19 -std=c++20: template<class T> void g() requires C<T>, and a
# requires-clause after a template head; each mangles back as written)
@pytest.mark.parametrize("name", ["_Z1gIiEvvQ1CIT_E", "_Z1hIiQ1CIT_EEvv"])
def test_a_requires_clause_that_ends_the_arguments_is_read(name):
    assert remangled(name) == name
    assert printed(LLVM, [name]) == [demangle(name).format("llvm")]


# rt-20f's class (tests/mangler/test_roundtrip_local_prefix.py: a local entity's
# prefix read through a substitution is the very node read before, and its closure
# type with template parameters is written as that substitution) where the closure
# is not a part of the prefix but inside a part's template arguments (an external
# name's, L_Z St UlTyT_E_ E, of x or of a friend's name St F1x): the mangler looked
# for the closure among the parts only and wrote the prefix in full, which LLVM
# reads with other names ($T0 for $T) and we read to the same model.
@pytest.mark.parametrize("name, full", [
    ("_ZZNStF1xIL_ZStUlTnT0_jbE_EDpDhE1SUt0_6detail2clUlS2_S4_DhE2_IS4_EEsvENS7_li3_kmIS8_EE14ocl_image2d_rov",
     None),
    ("_ZZN1xIL_ZStUlTyT_E_EE1fEvENS1_1gEv", "_ZZN1xIL_ZStUlTyT_E_EE1fEvEN1xIL_ZStUlTyS0_E_EE1gEv"),
    ("_ZZNStF1xIL_ZStUlTyT_E_EE1fEvENS1_1gEv",
     "_ZZNStF1xIL_ZStUlTyT_E_EE1fEvENStF1xIL_ZStUlTyS0_E_EE1gEv"),
])
def test_a_closure_in_a_prefixs_template_arguments_is_substituted(name, full):
    assert remangled(name) == name
    symbol = demangle(name)
    assert printed(LLVM, [name]) == [symbol.format("llvm")]
    gnu = printed(GNU, [name])[0]
    assert gnu in (name, symbol.format("gnu"))
    if full is not None:  # the full spelling: one model, but LLVM reads other names
        other = demangle(full)
        assert other.entity == symbol.entity
        assert printed(LLVM, [full]) == [other.format("llvm")] != [symbol.format("llvm")]


# A pack expansion of a type that is no pack (Dpb) among a function's template
# arguments and again in its parameters: the opencl style prints the function
# with a with-clause, its parameters by the parameters' names (an expansion there
# ``bool ...``, as a pack's ``Ts ...``) and the clause by the arguments
# (``T = bool...``).  The printer's memo of a node's text is by identity: where a
# substitution makes the two one node (the canonical spelling, S0_), the clause
# printed the parameters' text.  The with-clause has memos of its own now: both
# spellings print alike.  (Both peers read both spellings alike.)
@pytest.mark.parametrize("name, again", [
    ("_Z1xIDpbEjv1xIDpbEjv", "_Z1xIDpbEjvS_IS0_Ejv"),
    ("_Z1xIDpbEjv1xIDpbEjv1xIDpbEjv1xIDpbEjv", "_Z1xIDpbEjvS_IS0_EjvS1_jvS1_jv"),
    ("_Z1xIDpbDpiEvDpb1xIDpiDpbEDpi", "_Z1xIDpbDpiEvS0_S_IS1_S0_ES1_"),
])
def test_a_pack_expansion_prints_alike_through_a_substitution(name, again):
    assert remangled(name) == again
    peers_agree(name, again)
    text = demangle(again).format("opencl")
    assert text == demangle(name).format("opencl")
    assert "bool ...>" in text or "bool ...," in text
    assert "T = bool...]" in text or "T = bool...," in text


# A function's trailing requires-clause inside a local name in a template argument:
# clang keys a template parameter by depth and index, so the clause's T_ candidate
# (S1_ in Z1gIiEvvQ1CIT_E) stands for the outer function's T_ after it (f's U&,
# written RS1_).  The demangler reads that candidate outside the constraint as the
# template parameter there; the mangler recorded no such alias for a trailing
# requires-clause (only for one ending template arguments or a closure's head) and
# wrote RT_ S4_.  clang-19 -std=c++20 of:
#   template<class T> concept C = sizeof(T) > 1;
#   template<class T> concept D = sizeof(T) > 0;
#   template<class U> void f(U&, U&) {}
#   template<class U, class V> void f2(U, V*, V*) {}
#   template<class T> void g() requires C<T> { struct h { void m(T) {} }; h a; f(a, a); a.m(T{}); }
#   template<class T> int g2(T t) requires C<T> && D<T*> { static int x; struct k {}; k b;
#     f(b, b); f2(b, &t, &t); auto l = [](auto q) { return q; }; l(t); f(l, l); return x; }
#   template<class T, class W> void g3(W) requires C<T> {
#     struct h {}; h a; f2(a, (T*)0, (T*)0); f2(a, (W*)0, (W*)0); }
#   template void g<int>(); template int g2<long>(long); template void g3<int, char>(char);
@pytest.mark.parametrize("name", [
    "_Z1fIZ1gIiEvvQ1CIT_EE1hEvRS1_S3_",  # (main: RT_S4_)
    "_Z2f2IZ2g3IicEvT0_Q1CIT_EE1hcEvS2_PS1_S4_",  # (main: T_PS1_S5_)
    "_Z2f2IZ2g3IicEvT0_Q1CIT_EE1hiEvS2_PS1_S4_",
    "_Z1fIZ2g2IlEiT_Qaa1CIS1_E1DIPS1_EE1kEvRS1_S4_",
    "_Z1fIZ2g2IlEiT_Qaa1CIS1_E1DIPS1_EEUlS1_E_EvRS1_S4_",
    "_Z2f2IZ2g2IlEiT_Qaa1CIS1_E1DIPS1_EE1klEvS1_PT0_S5_",
    "_Z1gIiEvvQ1CIT_E",
    "_Z2g2IlEiT_Qaa1CIS0_E1DIPS0_E",
    "_Z2g3IicEvT0_Q1CIT_E",
    "_ZZ1gIiEvvQ1CIT_EEN1h1mEi",
    "_ZZ2g2IlEiT_Qaa1CIS0_E1DIPS0_EE1x",
    "_ZZ2g2IlEiT_Qaa1CIS0_E1DIPS0_EENKUlS0_E_clIlEEDaS0_",
])
def test_clang_names_with_a_trailing_requires_clause_mangle_back(name):
    assert remangled(name) == name
    assert printed(LLVM, [name]) == [demangle(name).format("llvm")]


# (the grammar slice of seed 31 on the first version of the closure lookup above:
# a candidate's key holds a marker, no model node, where a member function's type
# is recorded; walking it raised TypeError from demangle, mangle and to_json)
@pytest.mark.parametrize("name", [
    "_ZNH3abiMUlTtEvE1_EM14ocl_image2d_roISajhEFDhvS2_EdS2_",
    "_ZNUt_ILs1EEUlTnM2__IbDhEFfT_REbS3_DhE_Ut_Evz",
    "_ZNSt2x1W1b3stdUlTk3barTyvE_14ocl_image2d_roB1aILsn9223372036854775808EMW4syclW4span3barF"
    "wFU13block_pointerFY1SfEcSicEiREmEET1_wsmm",
])
def test_a_member_function_type_among_closure_candidates(name):
    symbol = demangle(name)
    assert symbol.to_json()
    remangled(name)


# A real name (bench/data/cxx_corpus_sample.txt: range-v3's tuple_foldl_fn::impl with a
# closure of iter_zip_with_view::cursor::equal() const requires and_v<...>, a local
# name in a template argument): clang's OpenCL reading (its __private phantoms
# number the candidates otherwise) refers through a substitution to a candidate
# holding that trailing requires-clause; its T0_ was read as a template parameter
# with no referent, and the reading refused.  It reads and mangles back now (the
# name is reported ambiguous, as thousands of C++ names are); the default reading
# is as before.
RANGES = ("_ZN6ranges14tuple_foldl_fn4implILm0EJLm1EESt5tupleIJbbEEbZNKS_18iter_zip_with_viewINS_6detail16indirect_zip_fn_EJNS_8ref_viewISt6vectorIiSaIiEEEENS7_IKS8_INSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaISH_EEEEEE6cursorILb0EE5equalERKSO"
          "_Q5and_vIXsp12sentinel_forIDTclL_ZNS_1_5beginEEclscPDoFRN4meta6detail12add_const_ifIXTL0__EE6invokeIT0_EEvELDnEEEES12_EEEEUlbbE_S0_EEDTclsrT4_4implIXspT0_EEscT1_fp_clfp1_clsr3stdE4movefp0_Eclsr6detailE7adl_getIXT_EEscS15_fp_EEfp1_EEOS15_T2_RT3_")


def test_a_real_names_clang_reading_keeps_its_constraint():
    symbol = demangle(RANGES)
    assert symbol.dialect == "itanium" and symbol.ambiguous
    assert remangled(RANGES) == RANGES
    clang = demangle(RANGES, "clang")
    assert mangle(clang.entity, dialect="clang") == RANGES
    assert clang.entity != symbol.entity
