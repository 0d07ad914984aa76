"""Real C++ names (libstdc++'s exported symbols): whatever we read, we print exactly
as llvm-cxxfilt-19 and c++filt do, and it mangles back.  Skips without the tools."""

import glob
import shutil
import subprocess

import pytest

from spirmangle import DemangleError, demangle, mangle
from spirmangle.config import ITANIUM
from spirmangle.demangler.parser import parse_name, parse_tokens
from spirmangle.demangler.lexer.core import tokenize
from spirmangle.demangler.lexer.words import CXX, SYCL
from spirmangle.demangler.symbol import looks_like_opencl

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


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt-19", "llvm"), ("c++filt", "gnu")])
def test_cxx_names_print_like_the_reference_tool(tool, style):
    if not shutil.which(tool):
        pytest.skip(tool + " not installed")
    symbols = read(libstdcxx_names())
    assert len(symbols) > 1000
    expected = subprocess.run([tool], input="\n".join(n for n, _ in symbols) + "\n",
                              capture_output=True, text=True, check=True).stdout.splitlines()
    # Names the tool leaves alone are not compared: llvm-cxxfilt-19 does not read
    # GCC's transaction clones (_ZGTt) nor a conversion operator to a template
    # (test_cxx_printing.DEVIATIONS has both, with what we print).
    compared = [(n, s, e) for (n, s), e in zip(symbols, expected) if e != n]
    left_alone = [(n, s) for (n, s), e in zip(symbols, expected) if e == n]
    assert all(n.startswith("_ZGTt") or s.base_name.startswith("operator ")
               for n, s in left_alone), left_alone[:3]
    assert len(compared) > 0.95 * len(symbols)
    wrong = [(n, s.format(style), e) for n, s, e in compared if s.format(style) != e]
    assert not wrong, wrong[:3]


def test_cxx_names_round_trip():
    symbols = read(libstdcxx_names())
    assert [n for n, s in symbols if mangle(s.entity, dialect=s.dialect) != n] == []


def auto_by_definition(name):
    """The documented ``auto`` rule for a name without SPIR-text or SPIR-V markers,
    by two explicit parses: (dialect, entity).  clang's reading is kept when the
    name looks like OpenCL (OpenCL markers, no SYCL ones, and an address space if
    it is something OpenCL C cannot produce), or is something OpenCL C can
    produce, has no SYCL markers, no substitution after clang's first phantom
    candidate and no two equal phantoms (then both rules read it alike and
    clang's mangles it the same), and a pointee clang's reading marks __private
    (a pointer to a function does not count: OpenCL C has none)."""
    try:
        clang, stats = parse_name(name, "clang")
    except DemangleError:
        clang, stats = None, None
    markers = tokenize(name)[3]
    sycl = bool(markers & SYCL)
    cxx = bool(markers & CXX)  # (without an address space, or it would look like OpenCL)
    if stats is not None and (looks_like_opencl(name) or not sycl and not cxx and stats.agrees):
        opencl = looks_like_opencl(name) or parse_tokens(name, tokenize(name), ITANIUM,
                                                         note_clang=True)[1].private_pointees
        return ("clang", clang) if opencl else ("itanium", parse_name(name, "itanium")[0])
    try:
        return "itanium", parse_name(name, "itanium")[0]
    except DemangleError:
        if clang is None:
            raise
        return "clang", clang


def test_auto_takes_one_parse_but_follows_the_documented_rule():
    names = libstdcxx_names()
    checked = 0
    for name in names:
        try:
            expected = auto_by_definition(name)
        except DemangleError:
            with pytest.raises(DemangleError):
                demangle(name)
            continue
        symbol = demangle(name)
        assert (symbol.dialect, symbol.entity) == expected, name
        checked += 1
    assert checked > 1000
