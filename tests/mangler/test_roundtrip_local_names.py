"""The round-trip classes of issue 20's part D (local names, discriminators,
substitution numbering), one test per class: a name we accept mangles back to a
spelling that we read to the same model and print alike in every style, and
that spelling mangles back to itself; the live peers' outputs on both spellings
are recorded where they are the reference."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from roundtrip import remangled
from spirmangle import DemangleError, demangle, mangle


# g++'s internal name with a discriminator of its own (L <name> _<n>) followed by
# template arguments, as a local entity (Z ... E N L1__8 I...E E), as an external
# name's entity (L Z N L1g_7 E ... E: in a template argument or a requires
# clause) or in a default argument (d_ N L1f_6 I...E E): bare, _<n> after a local
# name's E reads as the local name's (then I is unexpected), and in L Z ... E or
# after d_ nothing reads it; N ... E keeps it the name's.  c++filt reads both
# spellings alike where it reads them; llvm-cxxfilt-19 reads neither; a trailing
# requires clause neither peer reads.  (gnu: c++filt prints a local function
# template in a template argument or a default argument without its return type,
# our gnu style with it: a difference of the style, not of the reading.)
@pytest.mark.parametrize("name, bare, gnu", [
    ("_ZZ2otENL1__8IEEdv", "_ZZ2otEL1__8IEdv", "double ot::_<>()"),
    ("_ZZW2__eoPPKtENL1__8I1fEEdv", "_ZZW2__eoPPKtEL1__8I1fEdv",
     "double operator^@__(unsigned short const**)::_<f>()"),
    ("_Z1fIL_ZZ3fooiENL1g_7IdEEdvEEvv", "_Z1fIL_ZZ3fooiEL1g_7IdEdvEEvv",
     "void f<foo(int)::g<double>()>()"),
    ("_ZZ1fvEd_NL1f_6IiEEvv", "_ZZ1fvEd_L1f_6IiEvv", "f()::{default arg#1}::f<int>(void, void)"),
    ("_Z1fIiEvsQLZNL1g_7IiEEvvE", "_Z1fIiEvsQLZL1g_7IiEvvE", None),
    ("_ZNR6detail1a1TEsQLZNL6detail_7Eu1TE", "_ZNR6detail1a1TEsQLZL6detail_7u1TE", None),
])
def test_discriminated_internal_name_with_arguments_stays_nested(name, bare, gnu):
    assert remangled(name) == name
    with pytest.raises(DemangleError):
        demangle(bare)
    assert printed(LLVM, [name, bare]) == [name, bare]
    if gnu is None:
        assert printed(GNU, [name, bare]) == [name, bare]
    else:
        assert printed(GNU, [name])[0] == gnu
        assert printed(GNU, [bare])[0] in (bare, gnu)


@pytest.mark.parametrize("name, again", [
    # the campaign's names
    ("_Z7__cxx11ImLDn0EL_ZZ3fooiENL1g_7Id20ocl_image1d_buffer_roEEdT0_EdE",
     "_Z7__cxx11ImLDn0EL_ZZ3fooiENL1g_7Id20ocl_image1d_buffer_roEEdT0_EdE"),
    ("_ZN6deta1TEsQLZNL6detail_7E1TE", "_Z6deta1TsQLZNL6detail_7E1TE"),
    # a local name's function in an external name reads bare (Z L1f_1 v E)
    ("_Z1fIL_ZZL1f_1vE1xEEvv", "_Z1fIL_ZZL1f_1vE1xEEvv"),
    ("_Z1fIL_ZZNL1f_1EvE1xEEvv", "_Z1fIL_ZZL1f_1vE1xEEvv"),
])
def test_discriminated_internal_name_in_an_external_name(name, again):
    assert remangled(name) == again
    for tool in (LLVM, GNU):  # each peer reads both spellings alike (or neither)
        lines = printed(tool, [name, again])
        assert lines[0] == lines[1] or lines == [name, again]


# GCC's old spelling of a pack I...E (a spelling the model keeps, not compares)
# right after an argument that ends with a name (a class type N3fooE written
# 3foo, a conversion's type, ABI tags) would read as that name's template
# arguments (3foo IiE: foo<int>); it is written J...E there, which both peers
# read as the pack (llvm-cxxfilt-19 reads no I...E pack; c++filt reads both
# alike, and refuses a conversion operator in template arguments).
@pytest.mark.parametrize("name, again", [
    ("_ZNSaUt_IN3fooEIEE6detailE", "_ZNSaUt_I3fooJEE6detailE"),
    ("_ZNSaUt_IcvN3fooEIPsEEF6detailE", "_ZNSaUt_Icv3fooJPsEEF6detailE"),
    ("_Z1fIN3fooEIiEEvv", "_Z1fI3fooJiEEvv"),
    ("_Z1fIPN3fooEIiEEvv", "_Z1fIP3fooJiEEvv"),
    ("_Z1fIN3fooB3tagEIiEEvv", "_Z1fI3fooB3tagJiEEvv"),
    ("_Z1fIiIEEvv", "_Z1fIiIEEvv"),  # (after a builtin type, after E, first: I stays)
    ("_Z1fIN1a1bEIEEvv", "_Z1fIN1a1bEIEEvv"),
    ("_Z1fIIiEEvv", "_Z1fIIiEEvv"),
])
def test_an_i_spelled_pack_after_a_name_is_written_j(name, again):
    assert remangled(name) == again
    symbol = demangle(name)
    llvm = printed(LLVM, [name, again])
    assert llvm[0] == name and llvm[1] in (again, symbol.format("llvm"))
    gnu = printed(GNU, [name, again])
    assert gnu in ([symbol.format("gnu")] * 2, [name, again])


# A class template's type written through its nested prefix (S0_ IiE, a template
# whose name is a nested name) used again as a prefix (N S1_ 1c E) reads as the
# prefix written in full does (N S_ 1b IiE 1c E: a::b<int> one part): one model
# either way, and the mangler keys that type as the prefix, so the canonical
# spelling substitutes it (S1_), as clang writes _Z1gN1a1bIiEENS1_1cE.  The
# campaign's name wrote S8_ after a local name's E (its entity's prefix): the
# mangler writes a local entity's prefix in full, which reads to the same model.
@pytest.mark.parametrize("name, again", [
    ("_Z1fN1a1bES0_IiENS1_1cE", "_Z1fN1a1bES0_IiENS1_1cE"),
    ("_Z1fN1a1bES0_IiENS_1bIiE1cE", "_Z1fN1a1bES0_IiENS1_1cE"),
    ("_Z1gN1a1bIiEENS1_1cE", "_Z1gN1a1bIiEENS1_1cE"),
    ("_ZZNDtazfp_E1W6Kernel1_1f1SeqUlDv5_DTfp_ES3_ILl0EES_E_EENS8_2x1UlfE_12_GLOBAL__N_1E11ocl_image1d",
     "_ZZNDtazfp_E1W6Kernel1_1f1SeqUlDv5_DTfp_ES3_ILl0EES_E_EENDtazfp_E1W6Kernel1_1fILl0EE2x1UlfE_"
     "12_GLOBAL__N_1E11ocl_image1d"),
])
def test_a_template_type_through_its_prefix_is_one_candidate(name, again):
    assert remangled(name) == again
    symbol = demangle(name)
    llvm = printed(LLVM, [name, again])
    assert llvm == [symbol.format("llvm")] * 2
    if "Kernel" not in name:  # (c++filt numbers the campaign's name otherwise, as our gnu style)
        assert printed(GNU, [name, again]) == [symbol.format("gnu")] * 2


# A substitution past an srN scope is read by the ABI's reading only where that
# reading mangles back to the name (spirmangle.demangler.gxx_scope): the check
# mangled a name with host-spelled address spaces (U7CLlocal) for the SPIR target
# (U3AS3), never the name, so the canonical spelling (S6_) of a name read
# exactly was refused.  llvm-cxxfilt-19 reads both spellings alike; c++filt reads
# the longer one only.
def test_a_host_spelled_name_past_an_srn_scope_mangles_back():
    name = ("_ZNSoclUlDpU7CLlocal13block_pointerFDtsrNDtrmeoeoclatT_Epsna_hE1_fp_E2clE1iE"
            "14ocl_image2d_woEE_E14ocl_image2d_wo")
    again = name[:-len("14ocl_image2d_wo")] + "S6_"
    assert remangled(name) == again
    symbol = demangle(name)
    assert printed(LLVM, [name, again]) == [symbol.format("llvm")] * 2
    assert printed(GNU, [name, again]) == [symbol.format("gnu"), again]


# g++'s numbering of an inheriting constructor (its base a candidate) whose base
# is written N <one name> E before the constructor's template arguments
# (CI1 N4syclE IPiE E): the base keeps its N ... E in the model as in clang's
# numbering, so the mangler writes it back (bare, CI1 4sycl IPiE reads the list
# as possibly the base's, refused).  Neither peer reads the campaign's name (nor
# its spelling without N ... E); both read the plain one alike.
@pytest.mark.parametrize("name", [
    "_ZNUlT_E_1_CI1N4syclEIPiEES5_12SYprivaterVKFjhE",
    "_ZN1aCI1N1bEIiEEv",
])
def test_an_inheriting_constructors_nested_base_stays_nested(name):
    assert remangled(name) == name
    bare = name.replace("CI1N4syclEIPiEE", "CI14syclIPiEE")
    if bare != name:
        with pytest.raises(DemangleError):
            demangle(bare)
        assert printed(LLVM, [name, bare]) == printed(GNU, [name, bare]) == [name, bare]
    else:
        assert printed(LLVM, [name]) == [demangle(name).format("llvm")]


# A member function's type in a member pointer (M <class> F...E) is counted and
# never referred to: clang suppresses its substitution (the member pointer is a
# candidate as a whole) and the reader refuses S<n>_ of it.  The campaign's SC_
# (a member pointer inside a closure, whose T_ is the closure's auto) is another
# candidate outside it, where the mangler referred to the inner function type
# (SA_).  The model's T_ is the closure's there and the function's outside, so
# each peer prints the two spellings differently, as our llvm and gnu styles do.
@pytest.mark.parametrize("name, again", [
    ("_Z2__IFPiDpZZngFRGPKjvEEUlOM8operatorFRKiT_EE_EclDuEESC_s",
     "_Z2__IFPiDpZZngFRGPKjvEEUlOM8operatorFRKiT_EE_EclDuEEOMS6_FS8_T_Es"),
    ("_Z1gIiEvM1AFiT_ES3_", "_Z1gIiEvM1AFiT_ES3_"),  # (clang-19's)
    ("_Z1fIM1AFiiEEvT_S2_S2_", "_Z1fIM1AFiiEEvT_S2_S2_"),
])
def test_a_member_functions_type_is_never_substituted(name, again):
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) == again
    other = demangle(again, symbol.dialect)
    assert other.entity == symbol.entity
    assert mangle(other.entity, dialect=symbol.dialect) == again
    assert printed(LLVM, [name, again]) == [symbol.format("llvm"), other.format("llvm")]
    assert printed(GNU, [again]) == [other.format("gnu")]
