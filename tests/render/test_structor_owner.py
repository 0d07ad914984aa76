"""The names the peers give constructors and destructors (issue 20's campaign
rows): LLVM prints none for one of a closure or unnamed type, with template
arguments or without; c++filt names one after the last source name it read
(spirmangle.render.peer_structors), also where the name is a longer spelling
that does not mangle back as written (a nested name written again where its
substitution would stand is named as the first one, as c++filt names the
substitution)."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import demangle

NAMES = [
    # a closure or unnamed type with template arguments: LLVM prints no name
    "_ZN1aUlvE_IiEC1Ev", "_ZN1aUt_IiEC1Ev", "_ZN1aUlvE_IiED1Ev", "_ZN1aUlvE_C1IiEEv",
    # non-canonical spellings (each mangles to a shorter one): c++filt's names
    "_ZN1n1AC2ENS_C2ENS_C2ENS_1BE", "_ZNDC1kEENSt1xC1Ev",
    "_ZN4llvm7remarks17ParsedStringTableC2ENS_C2ENS_C2ENS_9StringRefE",
    "_ZNDC6KernelEENStUlTn13ocl_clkeventTyT_DF32xE_D1E",
]


@pytest.mark.parametrize("style, peer", [("llvm", LLVM), ("gnu", GNU)])
def test_structor_names_print_as_the_peers(style: str, peer: str) -> None:
    expected = printed(peer, NAMES)
    ours = [demangle(n).format(style) if e != n else n for n, e in zip(NAMES, expected)]
    assert ours == expected
