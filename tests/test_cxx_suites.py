"""Cases from the public demangler test suites (LLVM's and libiberty's) that spirmangle
printed or read wrong; the expected strings are what llvm-cxxfilt-19 and c++filt
(binutils 2.40) print (the last tests run the tools on the same names when installed).
bench/suite_check.py measures a local copy of the suites.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from spirmangle import DemangleError, demangle, mangle

# (mangled, llvm-cxxfilt-19, c++filt)
PEERS = [
    # c++filt moves the cv-qualifiers of an array type to its element, after the
    # element's own, the outermost first, and prints a qualifier the element already
    # has once; llvm-cxxfilt-19 prints both.
    ("_Z3fooIA6_KiEvA9_KT_rVPrS4_",
     "void foo<int const [6]>(int const const [9][6], int const const restrict (* volatile restrict) [9][6])",
     "void foo<int const [6]>(int const [9][6], int restrict const (* volatile restrict) [9][6])"),
    ("_Z1fIA6_KiEvKT_", "void f<int const [6]>(int const const [6])", "void f<int const [6]>(int const [6])"),
    ("_Z1fIA6_ViEvKT_", "void f<int volatile [6]>(int volatile const [6])",
     "void f<int volatile [6]>(int volatile const [6])"),
    ("_Z1fIA6_KiEvVT_", "void f<int const [6]>(int const volatile [6])",
     "void f<int const [6]>(int const volatile [6])"),
    ("_Z1fIA2_A3_KiEvKT_", "void f<int const [2][3]>(int const const [2][3])",
     "void f<int const [2][3]>(int const [2][3])"),
    ("_Z1fRKA3_A4_Vi", "f(int volatile const (&) [3][4])", "f(int volatile const (&) [3][4])"),
    ("_Z1fIA3_iEvrKT_", "void f<int [3]>(int const restrict [3])", "void f<int [3]>(int restrict const [3])"),
    ("_Z1fIA3_KiEvrVKT_", "void f<int const [3]>(int const const volatile restrict [3])",
     "void f<int const [3]>(int restrict volatile const [3])"),
    ("_Z1fVKA3_i", "f(int const volatile [3])", "f(int volatile const [3])"),
    # A pointer to the array type just read (S_ is the last candidate): mangled back as read.
    ("_Z1fA37_iPS_", "f(int [37], int (*) [37])", "f(int [37], int (*) [37])"),
    ("_Z1fA2_A3_iPS0_", "f(int [2][3], int (*) [2][3])", "f(int [2][3], int (*) [2][3])"),
    ("_Z1fA2_A3_iPS_", "f(int [2][3], int (*) [3])", "f(int [2][3], int (*) [3])"),
]

# (mangled, llvm style or None: rejected, gnu style or None, what the peer prints instead, reason)
DEVIATIONS = [
    ("_ZZ3foovE8localVar__9_", None, None, ("llvm-cxxfilt-19", "foo()::localVar"),
     "Itanium 5.1.6: a discriminator below 10 is _ <digit>; __9_ is not a mangling "
     "(c++filt rejects it too, and libiberty's suite expects it rejected)"),
]


@pytest.mark.parametrize("name, llvm, gnu", PEERS)
def test_prints_like_the_peers(name: str, llvm: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == gnu
    assert symbol.format("opencl")
    assert symbol.to_json()
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


@pytest.mark.parametrize("name, llvm, gnu, peer, reason", DEVIATIONS)
def test_deviations_from_a_peer(name: str, llvm: "str | None", gnu: "str | None",
                                peer: tuple[str, str], reason: str) -> None:
    if llvm is None:
        with pytest.raises(DemangleError):
            demangle(name)
        return
    symbol = demangle(name)
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu), reason


def _run(tool: str, names: list[str]) -> list[str]:
    if shutil.which(tool) is None:
        pytest.skip(tool + " is not installed")
    if not names:
        return []
    done = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True,
                          text=True, check=True)
    return done.stdout.splitlines()


@pytest.mark.parametrize("tool, column", [("llvm-cxxfilt-19", 1), ("c++filt", 2)])
def test_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    assert _run(tool, [case[0] for case in PEERS]) == [case[column] for case in PEERS]


@pytest.mark.parametrize("tool", ["llvm-cxxfilt-19", "c++filt"])
def test_deviations_are_what_the_tools_print(tool: str) -> None:
    cases = [(name, peer[1]) for name, _, _, peer, _ in DEVIATIONS if peer[0] == tool]
    assert _run(tool, [name for name, _ in cases]) == [text for _, text in cases]
