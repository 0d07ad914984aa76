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
