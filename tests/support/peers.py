"""The peers (llvm-cxxfilt-19, c++filt) run over names, for tests that compare
with them live: ``printed(tool, names)`` is the tool's line for each name (the
test is skipped when the tool is not installed)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from spirmangle import demangle, mangle

LLVM = "llvm-cxxfilt-19"
GNU = "c++filt"


def printed(tool: str, names: list[str]) -> list[str]:
    if shutil.which(tool) is None:
        pytest.skip(tool + " is not installed")
    if not names:
        return []
    out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True, text=True,
                         check=True).stdout
    return out.splitlines()


def prints_and_mangles_back(name: str, llvm: str, gnu: "str | None") -> None:
    """``name`` prints as ``llvm`` in llvm style and ``gnu`` in gnu style (where
    given), prints in opencl style and as JSON, and mangles back to itself."""
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    if gnu is not None:
        assert symbol.format("gnu") == gnu
    assert symbol.format("opencl")
    assert symbol.to_json()
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
