"""Round-trip classes the issue 20 campaign (grammar seed 11, 72e6420) found:
each name is read, mangled back under its dialect and read again to the same
model; the peers' readings where they are the reference."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from roundtrip import remangled
from spirmangle import demangle, mangle


def _round_trip(name: str) -> str:
    sym = demangle(name)
    again = mangle(sym.entity, dialect=sym.dialect)
    assert demangle(again, sym.dialect).entity == sym.entity
    return again


# A local entity whose first component is a substitution of the unscoped template
# name operator% (``Z3barmmE N S_ 6detail ...E``, S_ = ``rm``): written out it
# would be ``N rm 6detail``, which reads as a restrict-qualified ``N r`` then
# ``m6``; the substitution stands for it as read.  c++filt reads the name as we do
# (gnu style byte-identical); llvm-cxxfilt-19 refuses both (it prints them as
# they are), a peer's limit: the ABI's grammar reads them.
@pytest.mark.parametrize("name", [
    "_ZrmIXcldlmmclLZZ3barmmENS_6detailUt0_EEEEEiEDpT_s",
    "_ZrmIiEvvZ3barvENS_6detailE",
])
def test_local_prefix_operator_starting_with_r_stays_substituted(name):
    assert _round_trip(name) == name
    gnu = printed(GNU, [name])[0]
    assert "::operator%::detail" in gnu
    assert demangle(name).format("gnu") == gnu
    assert printed(LLVM, [name]) == [name]


# A reference temporary of a local entity with discriminator 0 (``_0``) and a
# sequence number whose seq-id starts with a digit: ``_0 0_``.  The ABI's
# discriminator below 10 is ``_ <digit>``, so the name is f's second local entity
# and its temporary #1; llvm-cxxfilt-19 reads it so (it prints neither number);
# c++filt 2.40 refuses it (libiberty reads ``_00`` as one number).  g++'s older
# discriminator ``_ <number>`` never starts with 0, so ``_0`` then a digit reads
# back as written (``_1 2_`` would not: that is refused, tests below).
@pytest.mark.parametrize("name, temporary", [
    ("_ZGRZ3stdILl1EmcEhmE1f_00_", 1),
    ("_ZGRZ1fvE1x_01_", 2),
    ("_ZGRZ1fvE1x_0A_", 11),
])
def test_reference_temporary_after_discriminator_zero(name, temporary):
    assert _round_trip(name) == name
    sym = demangle(name)
    assert sym.entity.target.discriminator == 0
    assert sym.entity.offsets == (temporary,)
    llvm = printed(LLVM, [name])[0]
    assert llvm.startswith("reference temporary for ") and llvm != name
    assert printed(GNU, [name]) == [name]


def test_reference_temporary_after_another_discriminator():
    """_1 then 2_ reads as discriminator 1 and temporary #3 (the ABI's _<digit>;
    clang-19 writes _ZGRZ1fvE1x_91_, tests/mangler/test_discriminator_digits.py),
    not as old g++'s discriminator 12 of the first temporary."""
    from dataclasses import replace
    sym = demangle("_ZGRZ1fvE1x_1A_")  # discriminator 1, temporary #11
    assert mangle(sym.entity, dialect=sym.dialect) == "_ZGRZ1fvE1x_1A_"
    two = replace(sym.entity, offsets=(3,))
    assert mangle(two, dialect=sym.dialect) == "_ZGRZ1fvE1x_12_"
    again = demangle("_ZGRZ1fvE1x_12_").entity
    assert again == two



# The campaign's inheriting-constructor name (its S past clang's numbering stands for a
# local template prefix used as a type; once a campaign20_roundtrip.tsv open row, it
# mangles back since rt-20f: tests/mangler/test_roundtrip_local_prefix.py): the peers' readings.
def test_inheriting_constructor_rows_peers():
    campaign = ("_ZZNRW1b2clCI2N14ocl_image2d_roEEvEZNHSt4syclIPKsEli1x6vector6detailDC8operator3foo"
                "12_GLOBAL__N_1E1TMUlDhvDhE4_EvE6KernelImESB_v")
    assert printed(LLVM, [campaign]) == [campaign] and printed(GNU, [campaign]) == [campaign]
    small = "_ZZN1aCI21bEvE1gIiES1_v"
    assert printed(GNU, [small]) == [demangle(small).format("gnu")] == ["g a::b()::g<int>()"]
    assert printed(LLVM, [small]) == [small]
    # the substitution kept: the base numbered as g++ numbers it (a candidate)
    again = demangle(mangle(demangle(small).entity), "itanium")
    assert again.entity == demangle(small).entity
    assert again.format("gnu") == demangle(small).format("gnu")


# An unresolved name's scope that is the local entity's own template name (sr S_ inside
# f()::g<...>'s arguments, or a thunk's target's): the mangler looked the scope up
# unscoped only and raised MangleError; it is the scoped candidate there.  Both peers
# read the names as we do (llvm-cxxfilt-19: void f()::g<g::cxx11>()).
@pytest.mark.parametrize("name", [
    "_ZZ1fvE1gIXsrS_5cxx11EEvv",
    "_ZTv8_6_Z1vE1gIXsrS_5cxx11EEff",
    "_ZTvn8_n16_Z1gvESt1gIXdlsrS_5cxx11EEcDff",
])
def test_a_local_template_name_as_an_unresolved_scope_is_substituted(name: str) -> None:
    assert remangled(name) == name
    llvm = printed(LLVM, [name])
    if llvm[0] != name:  # (c++filt prints no thunk's return type: our gnu style does)
        assert llvm == [demangle(name).format("llvm")]
