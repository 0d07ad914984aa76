"""The round-trip classes of the issue 20/21 fuzz campaigns at 7537f1d, one test
per class: a name we accept mangles back to a spelling that we read to the same
model and print alike in every style, and that spelling mangles back to itself;
where the live peers read both spellings, they print them alike (the reference
for the llvm and gnu styles)."""

from __future__ import annotations

import dataclasses

import pytest

from peers import GNU, LLVM, printed
from roundtrip import peers_agree, remangled
from spirmangle import DemangleError, MangleError, demangle, mangle


# g++'s internal-linkage prefix L <source-name> as a class type: inside template
# arguments (a function type's parameters there, a vector's element after Dv_
# <expr> _) or Dw's types, L starts a literal (L3barE: a literal of type bar
# without a value) unless P, R, O or qualifiers come just before; with a
# discriminator of its own (L3bar_2) it reads nowhere but at the top.  There the
# mangler writes N L <name> E, which both peers read; elsewhere it stays bare.
@pytest.mark.parametrize("name, again", [
    ("_ZN1SIDv_4_Z1f_NL3barEE4syclEv", "_ZN1SIDv_4_Z1f_NL3barEE4syclEv"),
    ("_Z1fIDv_1f_NL3barEEvv", "_Z1fIDv_1f_NL3barEEvv"),
    ("_Z1fIFvNL3barEEEvv", "_Z1fIFvNL3barEEEvv"),
    ("_ZTv8_6_1_I1ELDnEEDwNL4syclEEFDwbEFT_mEmEf", "_ZTv8_6_1_I1ELDnEEDwNL4syclEEFDwbEFT_mEmEf"),
    ("_ZUlN3abiENL14ocl_image2d_ro_2EE_", "_ZUl3abiNL14ocl_image2d_ro_2EE_"),
    ("_Z1fL3bar_2i", "_Z1fNL3bar_2Ei"),
    ("_Z1fL3bar", "_Z1fL3bar"),  # (bare where it reads)
    ("_Z1fIPL3barEvv", "_Z1fIPL3barEvv"),
    ("_ZUlL3barE_", "_ZUlL3barE_"),
])
def test_internal_name_as_a_type_is_nested(name, again):
    assert remangled(name) == again
    peers_agree(name, again)


# A local entity that is g++'s internal name with a discriminator of its own
# (Z ... E N L <name> _<n> E): bare, its _<n> reads as the local name's.
@pytest.mark.parametrize("name", [
    "_ZZ1fvENL1a_2E",
    "_ZZ1fvENL1a_2E_3",
    "_ZZ5cxx11IZSt4spanPKL7__cxx11IU6__ptr32rmfEE3barl3barET_vENL5cxx11__93_Ehv",
])
def test_local_internal_name_with_a_discriminator_stays_nested(name):
    again = remangled(name)
    assert "NL1a_2E" in again or "NL5cxx11__93_E" in again
    peers_agree(name, again)


# A conversion operator with ABI tags to std::<closure or unnamed type>: St Ul..E_
# B <tag> reads the tags as the type's (both peers), so the type is written N ... E.
@pytest.mark.parametrize("name, again", [
    ("_ZN1acvNStUlvE_EB1aEv", "_ZN1acvNStUlvE_EB1aEv"),
    ("_ZN1acvPNStUlvE_EB1aEv", "_ZN1acvPNStUlvE_EB1aEv"),
    ("_ZNmmptB1acvNStUlvE_EB1aB5cxx11Ev", "_ZNmmptB1acvNStUlvE_EB1aB5cxx11Ev"),
    ("_ZN1acvNStUlvE_EEv", "_ZN1acvStUlvE_Ev"),  # (no tags: St Ul...E_ alone)
])
def test_tagged_conversion_to_std_closure_stays_nested(name, again):
    assert remangled(name) == again
    peers_agree(name, again)


# A class type written with a digit first (a source name) right after a
# discriminator _<digit>: the ABI's _<digit> is one digit, so Z1fvE1T_6 6Kernel is
# discriminator 6 then Kernel, as clang-19 and g++ write it and LLVM reads it
# (c++filt reads _66 greedily, then the parameters K e r n e l, which the gnu
# style reproduces).  The N 6Kernel E
# spelling (this file's mangler wrote it until issue 21: a spelling no compiler
# writes) reads alike and mangles back bare (tests/mangler/test_discriminator_digits.py).
@pytest.mark.parametrize("nested, bare", [
    ("_ZZ1fvE1T_6N6KernelE", "_ZZ1fvE1T_66Kernel"),
    ("_ZZ1fvE1T_6N6KernelIiEE", "_ZZ1fvE1T_66KernelIiE"),
    ("_Z1gZ1fvE1S_6N6KernelE", "_Z1gZ1fvE1S_66Kernel"),
    ("_ZL3bar_2N6KernelE", "_ZL3bar_26Kernel"),
    ("_ZZDC8operator14ocl_image2d_ro6KernelEvE1T_6N6KernelE",
     "_ZZDC8operator14ocl_image2d_ro6KernelEvE1T_66Kernel"),
])
def test_source_name_after_a_one_digit_discriminator_is_bare(nested, bare):
    sym = demangle(nested)
    assert mangle(sym.entity, dialect=sym.dialect) == bare
    assert demangle(bare).entity == sym.entity
    assert remangled(bare) == bare
    llvm = printed(LLVM, [nested, bare])
    if llvm[0] != nested:  # (LLVM reads no L <name> _<n>)
        assert llvm == [demangle(bare).format("llvm")] * 2
    # c++filt reads _66 greedily: K e r n e l after it (the gnu style's text), or nothing
    gnu = printed(GNU, [bare])[0]
    assert gnu == bare or gnu == demangle(bare).format("gnu") != sym.format("gnu")


def test_the_bare_spelling_after_a_discriminator_reads_as_llvm_reads_it():
    bare = "_ZZ1fvE1T_66Kernel"
    assert printed(LLVM, [bare]) == ["f()::T(Kernel)"]
    assert demangle(bare).format("llvm") == "f()::T(Kernel)"


# A local entity's name prefix with template arguments after it, referred to from
# the parameters (outside the local scope): S0_ IiE after Z1fvE N1S1T1gE is the
# prefix f()::S::T's substitution (as for a class type without arguments).
@pytest.mark.parametrize("name", [
    "_ZZ1fvEN1S1T1gES0_IiE",
    "_ZZSaEN1SDC1_E12_GLOBAL__N_1orES1_I2_RDv3_hXfp_EE",
    "_ZZSt3bar3bariENrKSt1SDC3abi1f1_E12_GLOBAL__N_1orES1_IA235_RKmDv3_hXfpV_EE",
])
def test_local_prefix_with_template_arguments_outside_its_scope(name):
    assert remangled(name) == name
    peers_agree(name, name)


# A string literal's array type (L A <n>_ <element> E) is written in full where it
# was a candidate already: L S0_ E reads as nothing (both peers and the reader
# take L A for a string literal only); written again, the array is a candidate
# again for LLVM and the reader (their tables keep duplicates), S2_ after it.
@pytest.mark.parametrize("name, again", [
    ("_Z1fA1_KcDTLA1_KcEE", "_Z1fA1_KcDTLA1_S_EE"),
    ("_Z1fA1_KcDTLA1_KcEES0_", "_Z1fA1_KcDTLA1_S_EES0_"),
    ("_Z1fA1_KcDTLA1_KcEES2_", "_Z1fA1_KcDTLA1_S_EES0_"),
    ("_Z1fDTLA1_KcEE", "_Z1fDTLA1_KcEE"),
    ("_ZZZ1a1iENDTlSLA_KcEptu3aJEEonrsIXde4syclEEElsad14ocl_image2d_rwEEUl7__cxx11NS4_8operatorEE_",
     "_ZZZ1a1iENDTlSLA_KcEptu3aJEEonrsIXde4syclEEElsad14ocl_image2d_rwEEUl7__cxx11NDTlSLA_S0_Eptu3a"
     "JEEonrsIXde4syclEEElsad8operatorEE_"),
])
def test_string_literal_type_written_in_full(name, again):
    assert remangled(name) == again
    peers_agree(name, again)


def test_string_literal_of_a_substituted_type_reads_as_nothing():
    """(why): L S0_ E is refused by both peers."""
    name = "_Z1fA1_KcDTLS0_EE"
    assert printed(LLVM, [name]) == [name]
    assert printed(GNU, [name]) == [name]


# g++'s internal name with a discriminator as an external name's entity in a
# template argument (I L Z N L7__cxx11_6 E E E): bare, L7__cxx11_6 E reads as
# nothing; c++filt reads the nested spelling.
@pytest.mark.parametrize("name", [
    "_ZaNIDv4_iLZNL7__cxx11_6EEEjS_",
    "_Z1fILZNL3bar_2EEEvv",
])
def test_discriminated_internal_name_in_an_external_name_stays_nested(name):
    assert remangled(name) == name
    peers_agree(name, name)


# A type written as a source name (an OpenCL opaque type, an image, a pipe) right
# after a discriminator _<digit> (a local name's or g++'s internal name's): as for
# a class type, _6 9ocl_event is discriminator 6 then ocl_event (the ABI's
# grammar, clang-19's spelling, LLVM's reading), written bare; the N <source-name> E
# spelling reads alike and mangles back bare.
@pytest.mark.parametrize("name, again", [
    ("_ZNL1f_6E9ocl_event", "_ZL1f_69ocl_event"),
    ("_ZNL1f_6E14ocl_image2d_ro", "_ZL1f_614ocl_image2d_ro"),
    ("_ZZ1fvE1g_6N9ocl_eventE", "_ZZ1fvE1g_69ocl_event"),
    ("_ZZ1fvE1g_6N8ocl_pipeE", "_ZZ1fvE1g_68ocl_pipe"),
    ("_ZZ1fvE1g_6N14ocl_image2d_roE", "_ZZ1fvE1g_614ocl_image2d_ro"),
    ("_ZZ1fvE1g_6N11ocl_image2dE", "_ZZ1fvE1g_611ocl_image2d"),
    ("_ZZ1fvE1g_6Dv4_i9ocl_event", "_ZZ1fvE1g_6Dv4_i9ocl_event"),
])
def test_source_named_type_after_a_one_digit_discriminator_is_bare(name, again):
    assert remangled(name) == again
    assert remangled(again) == again
    llvm = printed(LLVM, [name, again])
    if llvm[0] != name:  # (LLVM reads no L <name> _<n>)
        assert llvm == [demangle(again).format("llvm")] * 2


def test_the_bare_source_named_type_after_a_discriminator_is_read():
    """c++filt reads no _6 9ocl_event (libiberty's _<number> is greedy); LLVM and we do."""
    bare = "_ZZ1fvE1g_69ocl_event"
    assert printed(GNU, [bare]) == [bare]
    assert printed(LLVM, [bare]) == [demangle(bare).format("llvm")] == ["f()::g(ocl_event)"]


# g++'s internal name with a discriminator as a default argument's entity (Z ...
# E d_ N L <name> _<n> E): bare, d_ L1f_6 reads nowhere in ours (nor in LLVM,
# which reads neither spelling); c++filt reads both alike.
@pytest.mark.parametrize("name", [
    "_ZZ1fvEd_NL1f_6E",
    "_ZZ1fvEd_NL1f_6Ev",
    "_ZZ1fvEd_NL1f_6E1S",
    "_ZGRZ1fvEd_NL1f_6E1_",
])
def test_discriminated_internal_name_in_a_default_argument_stays_nested(name):
    assert remangled(name) == name
    peers_agree(name, name)


def test_the_bare_internal_name_in_a_default_argument_is_refused():
    """(why the mangler nests it): we refuse d_ L1f_6, LLVM reads neither
    spelling, c++filt reads both alike."""
    bare, nested = "_ZZ1fvEd_L1f_6v", "_ZZ1fvEd_NL1f_6Ev"
    with pytest.raises(DemangleError):
        demangle(bare)
    assert printed(LLVM, [bare, nested]) == [bare, nested]
    assert printed(GNU, [bare]) == printed(GNU, [nested]) == ["f()::{default arg#1}::f()"]


def test_a_discriminator_followed_by_a_temporarys_number_is_written():
    """A local name's discriminator _6 before a reference temporary's number 1_
    reads as one digit (clang-19 writes _ZGRZ1fvE1x_91_), as g++'s internal
    name's own (L1f_6 1_) does; only digits alone after it (old g++'s _61 at the
    end of a name) would read as another, and that is refused."""
    local = demangle("_ZGRZ1fvE1a_6_").entity
    assert mangle(dataclasses.replace(local, offsets=(2,))) == "_ZGRZ1fvE1a_61_"
    assert remangled("_ZGRZ1fvE1a_61_") == "_ZGRZ1fvE1a_61_"
    assert remangled("_ZGRL1f_61_") == "_ZGRL1f_61_"
    assert remangled("_ZGRNL1f_6E1_") == "_ZGRL1f_61_"


# A local class template's own template prefix (Z1fvE 1S I...E) is a candidate of
# its own: a class type S (without arguments, so no template's name: clang keys
# the prefix by the template, the type by its class) is written 1S, not S_, both
# inside the template's arguments and outside (in a member's parameters); the
# template with other arguments (S_IcE) is its substitution.  c++filt refuses
# the campaign's name spelled IvlnS7_E (which clang never writes).
@pytest.mark.parametrize("name, again", [
    ("_ZZ1fvE1SIiS_E", "_ZZ1fvE1SIi1SE"),
    ("_ZZ1fvE1SIiN1SEE", "_ZZ1fvE1SIi1SE"),
    ("_ZZ1fvE1SIiS_IcEE", "_ZZ1fvE1SIiS_IcEE"),
    ("_ZZ1fvEN1SIiE1gES_IcE", "_ZZ1fvEN1SIiE1gES_IcE"),
    ("_ZZ1fvEN1SIiE1gE1S", "_ZZ1fvEN1SIiE1gE1S"),
    ("_ZZNVKUt_WP2__W8drange_t6vectorI11ocl_samplerEEdDxFYi1EDhT_cEdE7__cxx11Ivln7__cxx11E",
     "_ZZNVKUt_WP2__W8drange_t6vectorI11ocl_samplerEEdDxFYi1EDhT_cEdE7__cxx11Ivln7__cxx11E"),
])
def test_local_template_prefix_is_no_class_type(name, again):
    assert remangled(name) == again
    peers_agree(name, again)


def test_the_template_prefix_as_a_type_reads_as_the_class():
    """The campaign's name spelled S7_ (c++filt refuses it: our gnu style too)
    reads as the class __cxx11 and mangles to the spelling c++filt reads."""
    name = "_ZZNVKUt_WP2__W8drange_t6vectorI11ocl_samplerEEdDxFYi1EDhT_cEdE7__cxx11IvlnS7_E"
    again = name.replace("IvlnS7_E", "Ivln7__cxx11E")
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) == again
    assert demangle(again).entity == symbol.entity
    assert printed(GNU, [name, again]) == [name, demangle(again).format("gnu")]
    assert printed(LLVM, [name])[0] == symbol.format("llvm")
