"""The round-trip checks the issue 20 class tests share: what a name mangles back
to, checked to read as the name does, and whether each peer reads both spellings alike."""

from __future__ import annotations

from peers import GNU, LLVM, printed
from spirmangle import demangle, mangle


def remangled(name: str) -> str:
    """What ``name`` mangles back to, checked to read as ``name`` does."""
    symbol = demangle(name)
    target = "x86_64" if symbol.host_addrspaces else "spir64"
    again = mangle(symbol.entity, target=target, dialect=symbol.dialect)
    other = demangle(again, symbol.dialect)
    assert other.entity == symbol.entity
    for style in ("opencl", "llvm", "gnu"):
        assert other.format(style) == symbol.format(style)
    assert mangle(other.entity, target=target, dialect=symbol.dialect) == again
    return again


def peers_agree(name: str, again: str) -> None:
    """Each peer that reads ``name`` reads ``again`` alike, as our style prints it."""
    symbol = demangle(name)
    for style, tool in (("llvm", LLVM), ("gnu", GNU)):
        lines = printed(tool, [name, again])
        if lines[0] != name:
            assert lines == [symbol.format(style)] * 2
