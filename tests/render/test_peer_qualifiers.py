"""The peers' substitution candidates inside a vendor-qualified type
(spirmangle.demangler.peer_qualifiers): c++filt makes each vendor qualifier a
level of its own, so clang's ``PU3AS1Ki ... S0_`` is ``int const AS1`` to it (and
``S_`` ``int const``); both peers make ``U3AS1 i`` a candidate inside the old SPIR
order ``K U3AS1 i``.  Each style prints such a name as its peer; the model keeps
the ABI's (clang's) numbering, one candidate per qualified type."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import demangle, mangle

NAMES = ["_Z1fPU3AS1KiS0_", "_Z1fPU3AS1KiS_", "_Z1fPKU3AS1iS_", "_Z1fPKU3AS1iS0_",
         "_Z1fU3AS1U5__ptrrVKdS_", "_Z1fU3AS1U3fooiS_", "_Z1fPU3AS1VKiS0_",
         "_Z1fPU3AS1U3fooVKiS0_", "_Z1fPU3AS1U3fooVKiS_", "_Z1fPKU3AS1U3fooiS_",
         "_Z1fPKU3AS1U3fooiS0_", "_Z1fPU3AS1KiPU3AS3KiS2_S1_"]


@pytest.mark.parametrize("style, peer", [("llvm", LLVM), ("gnu", GNU)])
def test_vendor_qualified_candidates_as_the_peers_number_them(style: str, peer: str) -> None:
    expected = printed(peer, NAMES)
    assert [demangle(n).format(style) for n in NAMES] == expected


def test_the_model_keeps_the_abis_numbering() -> None:
    symbol = demangle("_Z1fPU3AS1KiS0_")
    assert symbol.format("opencl") == "f(const __global int *, const __global int *)"
    assert mangle(symbol.entity) == "_Z1fPU3AS1KiS0_"
    assert symbol.format("llvm", exact=True) == "f(int const AS1*, int const AS1*)"
