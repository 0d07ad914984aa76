"""Real C++ names (libstdc++'s exported symbols): whatever we read, we print exactly
as llvm-cxxfilt and c++filt do, and it mangles back.  Skips without the tools."""

import glob
import shutil
import subprocess

import pytest

from spirmangle import DemangleError, demangle, mangle

LIBS = sorted(glob.glob("/usr/lib/*/libstdc++.so.6"))
pytestmark = pytest.mark.skipif(not (LIBS and shutil.which("nm")), reason="no libstdc++ or nm")


def libstdcxx_names():
    out = subprocess.run(["nm", "-D", "--defined-only", LIBS[0]], capture_output=True, text=True).stdout
    return sorted({line.split()[-1].split("@")[0] for line in out.splitlines()
                   if line.split() and line.split()[-1].startswith("_Z")})


def read(names):
    symbols = []
    for name in names:
        try:
            symbols.append((name, demangle(name)))
        except DemangleError:
            pass
    return symbols


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt", "llvm"), ("c++filt", "gnu")])
def test_cxx_names_print_like_the_reference_tool(tool, style):
    if not shutil.which(tool):
        pytest.skip(tool + " not installed")
    symbols = read(libstdcxx_names())
    assert len(symbols) > 1000
    expected = subprocess.run([tool], input="\n".join(n for n, _ in symbols) + "\n",
                              capture_output=True, text=True, check=True).stdout.splitlines()
    wrong = [(n, s.format(style), e) for (n, s), e in zip(symbols, expected) if s.format(style) != e]
    assert not wrong, wrong[:3]


def test_cxx_names_round_trip():
    symbols = read(libstdcxx_names())
    assert [n for n, s in symbols if mangle(s.entity, dialect=s.dialect) != n] == []
