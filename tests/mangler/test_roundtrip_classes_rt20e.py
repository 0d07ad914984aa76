"""Round-trip classes the issue 20 campaign (grammar seed 11, 72e6420) found:
each name is read, mangled back under its dialect and read again to the same
model; the peers' readings where they are the reference."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
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
