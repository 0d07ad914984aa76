"""The issue 20 campaign's accepted names that do not mangle back to a name that
reads the same, listed with what they mangle to and why (tests/data/
campaign20_roundtrip.tsv).  The list must stay true: a listed name is still
accepted and mangles to the listed spelling; a ``peer`` entry's style prints as
the live peer on both spellings; a ``refused`` entry's canonical spelling is
refused on purpose, with the reason given (the input is a longer spelling no
compiler writes, read exactly); an ``alike`` entry's two spellings read to one
model and print alike in the opencl style.  (Fix an ``open`` one: remove its line.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from peers import GNU, LLVM, printed
from spirmangle import DemangleError, MangleError, demangle, mangle

DATA = Path(__file__).resolve().parent.parent / "data" / "campaign20_roundtrip.tsv"
ROWS = [line.split("\t") for line in DATA.read_text().splitlines()
        if line and not line.startswith("#")]


@pytest.mark.parametrize("name, again, kind, reason", ROWS, ids=[r[0][:40] for r in ROWS])
def test_the_listing_is_true(name, again, kind, reason):
    symbol = demangle(name)
    target = "x86_64" if symbol.host_addrspaces else "spir64"
    if not again:
        with pytest.raises(MangleError):
            mangle(symbol.entity, target=target, dialect=symbol.dialect)
        return
    assert mangle(symbol.entity, target=target, dialect=symbol.dialect) == again
    if kind == "refused":  # the canonical spelling is refused on purpose, for the reason given
        with pytest.raises(DemangleError) as info:
            demangle(again, symbol.dialect)
        assert reason.startswith("refused: ") and reason[len("refused: "):] in info.value.reason
        return
    if kind == "peer":
        other = demangle(again, symbol.dialect)
        for style, peer in (("llvm", LLVM), ("gnu", GNU)):
            if style in reason:
                assert [symbol.format(style), other.format(style)] == printed(peer, [name, again])
    elif kind == "alike":  # one model, the opencl text alike; the peer styles as the reason says
        other = demangle(again, symbol.dialect)
        assert other.entity == symbol.entity
        assert other.format("opencl") == symbol.format("opencl")
        assert reason.startswith("alike: ")
    else:
        assert kind == "open" and reason.startswith("open: ")
