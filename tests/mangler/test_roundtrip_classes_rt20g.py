"""Round-trip classes of the issue 20 campaign (tests/data/campaign20_roundtrip.tsv)
taken by the rt-20g branch: each name is read, mangled back under its dialect and
read again to the same model; the peers' readings where they are the reference."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import demangle, mangle


def _again(name: str) -> tuple[object, object, str]:
    sym = demangle(name)
    target = "x86_64" if sym.host_addrspaces else "spir64"
    again = mangle(sym.entity, target=target, dialect=sym.dialect)
    return sym, demangle(again, sym.dialect), again


# Host address spaces: a name with a host-spelled address space (U7CLlocal) reads
# U3AS<n> as the numbered address space n, a vendor qualifier (clang-19 for x86_64
# writes both: _Z1gPU3AS1iS0_PU8CLglobaliS2_).  A substitution the lexer took for a
# module (W3foo ... S2_) made the parser read the name again from fresh tokens,
# which lost that rule: the canonical spelling's U3AS3 read as CLlocal, the name's
# as AS3.  llvm-cxxfilt-19 prints AS3 on both spellings, as we do.
HOST_AS = [
    "_ZZSt12_GLOBAL__N_1IW3foo5cxx11EDTrqTU3AS3FT_vEQT_EENT_6exx11B5cxx11IJJU7CLlocaldX"
    "cvDOgtilELi1EEFdlE_EEEEE2x1EE8operator",
    # (shrunk by hand: S0_ first taken for a module; main read the AS1 as CLglobal)
    "_ZW3foo1aIiEvPU3AS1iNS0_1bEPU8CLglobali",
    # (the campaign's other row: U3AS3 and U3AS4 before U9CLprivate, W6vector guessed)
    "_Z3barIRU3AS3rVKFw2__RU3AS4rVKPU9CLprivaterbiU9CLgenericrVKFDk" + "W6vector1b8k" * 38
    + "W6vector1b8drange_tIXLi1EESB_EhEET_ESD_DedS4_SC_",
]


@pytest.mark.parametrize("name", HOST_AS)
def test_host_spelled_numbered_address_space_survives_a_reread(name):
    sym, again, spelling = _again(name)
    assert sym.host_addrspaces and again.entity == sym.entity
    assert " AS3" in sym.format("llvm") or " AS1" in sym.format("llvm")
    ours = [sym.format("llvm"), again.format("llvm")]
    peer = printed(LLVM, [name, spelling])
    if peer[0] != name:  # (llvm-cxxfilt-19 reads both)
        assert ours == peer


# Vendor qualifiers with template arguments: a run U3fooIiE U3bar l is one
# substitution candidate (LLVM's parseQualifiedType reads the run as one type, the
# demangler likewise; clang's mangleQualifiers writes a type's qualifiers at once and
# adds one substitution).  The mangler added the inner ``bar long`` as a candidate of
# its own, so the canonical spelling's S_ became S0_ (another type on reading).
# c++filt makes each vendor qualifier a candidate (its S_ is ``long bar``): the gnu
# style keeps the ABI's one candidate (tests/demangler/test_cxx_suite_classes.py).
VENDOR_ARGS = [
    "_Z1fU3fooIiEU3barlS_",
    "_Z1fU3fooIiEU3AS1lPS_",
    "_ZSt6vector12GLOBAL__N_1U4AS10DOtlcfL2p_EEFU11SYdeviceVKiILn1EEU6_ptu2clN1ianI7__cxx1"
    "18operatorEEES1_",
]


@pytest.mark.parametrize("name", VENDOR_ARGS)
def test_a_vendor_qualified_run_with_template_arguments_is_one_candidate(name):
    sym, again, spelling = _again(name)
    assert spelling == name and again.entity == sym.entity
    assert [sym.format("llvm")] == printed(LLVM, [name])


# clang's optional __private phantoms: a parameter qualified at its top level
# (restrict unsigned __int128, which no compiler writes: clang drops such
# qualifiers) makes no reading of the name canonical, so the reading without
# phantoms stands.  Its substitution (S3_) read, under another choice of phantom
# sites (e a __private long double: one more candidate), as d_, a reading that is
# canonical, so the two spellings read as two models.  The mangler now writes such
# a parameter in full where it is a candidate already (mangler/core._written_again):
# every reading keeps it qualified.  Both peers read the name as we do.
PHANTOM_SITES = "_ZZ1aIU3AS414l_imagocl_image2d_roEE14ocl_image0d___ro"


def test_a_top_level_qualified_parameter_is_written_again_in_full():
    sym, again, spelling = _again(PHANTOM_SITES)
    assert sym.dialect == "clang" and spelling == PHANTOM_SITES and again.entity == sym.entity
    assert [sym.format("llvm")] == printed(LLVM, [PHANTOM_SITES])
    assert [sym.format("gnu")] == printed(GNU, [PHANTOM_SITES])


# The candidate written again counts: the demangler records it once more, so a
# later substitution (S5_, the fourth parameter's type) numbers past it; a
# __private one that nothing spells is not written again (it would be lost: S4_).
# Where the name has no site of an optional phantom (no template arguments, no
# function type, no pointer to a template parameter) no other choice of phantoms
# can read the substitution otherwise: it stays (tests/demangler/test_vendor_runs.py
# names mangle back to themselves).
@pytest.mark.parametrize("name, spelling", [
    ("_Z1fIiEvKPU3AS1iS2_PS2_S4_", "_Z1fIiEvKPU3AS1iKS1_PKS1_S5_"),
    ("_Z1fIiEvKPU3AS1iS2_PS2_S4_S3_", "_Z1fIiEvKPU3AS1iKS1_PKS1_S5_S4_"),
    ("_Z1fKPU3AS1iS1_PS1_S3_", "_Z1fKPU3AS1iS1_PKS0_S3_"),
])
def test_a_parameter_written_again_is_one_more_candidate(name, spelling):
    sym, again, written = _again(name)
    assert sym.dialect == "clang" and written == spelling and again.entity == sym.entity


# The campaign's qualifier orders no compiler writes (tests/data/campaign20_roundtrip.tsv,
# kind alike) and its class (a) rows (a T_ written again in a local entity or closure is
# its own parameter, as the compilers' substitution there is: kind alike, checked against
# clang-19 in test_roundtrip_classes_rt20i): both spellings read to one model and print
# alike in the opencl style; what the peers print, as each row says.
def _row(prefix: str) -> tuple[str, str]:
    from test_campaign20_roundtrip import ROWS
    found = [(r[0], r[1]) for r in ROWS if r[0].startswith(prefix)]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("prefix", ["_ZGRNR3stdW6vector", "_ZNUt1_IU3AS1rVKU5__ptrd"])
def test_a_qualifier_order_no_compiler_writes_prints_in_the_abis_order(prefix):
    name, again = _row(prefix)
    sym, other = demangle(name), demangle(again)
    ours = [sym.format("llvm"), other.format("llvm")]
    peer = printed(LLVM, [name, again])
    assert ours[1] == peer[1]  # the canonical spelling as llvm-cxxfilt-19
    # the name: the same text but the qualifiers' order (LLVM's is the written one)
    assert ours[0] != peer[0] and sorted(ours[0]) == sorted(peer[0])


@pytest.mark.parametrize("prefix, llvm_reads, gnu_reads", [
    ("_ZZ6detailILyn", (False, True), (False, False)),
    ("_ZZ7__cxx11IL6detail0", (False, False), (False, False)),
    ("_ZZNDtazmmLi0EEUlT_", (False, False), (False, False)),
])
def test_a_template_parameter_written_again_in_a_local_entity(prefix, llvm_reads, gnu_reads):
    name, again = _row(prefix)
    sym, other = demangle(name), demangle(again, demangle(name).dialect)
    assert sym.entity == other.entity
    for tool, reads, style in ((LLVM, llvm_reads, "llvm"), (GNU, gnu_reads, "gnu")):
        texts = printed(tool, [name, again])
        assert (texts[0] != name, texts[1] != again) == reads
        if reads[1]:
            assert other.format(style) == texts[1]


def test_a_phantom_numbered_canonical_spelling_llvm_cannot_count():
    name, again = _row("_ZNUlTtTnU8__strongPU3AS2rKPmETtTyTn1xE1f")
    sym, other = demangle(name), demangle(again, "clang")
    assert sym.dialect == "clang" and sym.entity == other.entity
    assert [sym.format("gnu"), other.format("gnu")] == printed(GNU, [name, again])
    assert sym.format("llvm") == printed(LLVM, [name])[0]
    # LLVM counts no phantom: a substitution past its numbering it refuses, we read
    assert printed(LLVM, ["_Z1fU3fooPU3AS2rKPmS3_"]) == ["_Z1fU3fooPU3AS2rKPmS3_"]
    assert demangle("_Z1fU3fooPU3AS2rKPmS3_").dialect == "clang"
