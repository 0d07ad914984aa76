"""The peers (llvm-cxxfilt-19, c++filt) run over names, for tests that compare
with them live: ``printed(tool, names)`` is the tool's line for each name (the
test is skipped when the tool is not installed); ``clang_symbols`` compiles a
source with clang-19 and gives the functions it defines (clang's names, the
ground truth of the mangler)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

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


def clang_symbols(source: str, tmp: Path, language: str = "clc++2021") -> list[str]:
    """The mangled names of the functions clang-19 defines for ``source``, in
    order: ``language`` ``clc++2021`` (C++ for OpenCL on spir64) or ``c++17``
    (plain C++ on the host).  Skips the test where clang-19 is missing."""
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    if language.startswith("clc++"):
        path, options = tmp / "s.clcpp", ["-cl-std=" + language, "-target", "spir64"]
    else:
        path, options = tmp / "s.cpp", ["-x", "c++", "-std=" + language]
    path.write_text(source, encoding="utf-8")
    done = subprocess.run(["clang-19", *options, "-S", "-emit-llvm", "-o", "-", str(path)],
                          capture_output=True, text=True, check=True)
    return re.findall(r"^define [^@]*@(_Z\w+)", done.stdout, re.M)
