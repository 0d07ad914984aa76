"""Printing the C++ constructs the demangler reads: the ``llvm`` style is
llvm-cxxfilt-19's text byte for byte, the ``gnu`` style GNU c++filt's (binutils 2.40).

Every expectation below is what the tool prints (the last tests run the tools on the
same names when they are installed).  Where a peer fails or disagrees with C++ itself,
the case is in DEVIATIONS with the reason.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from spirmangle import demangle

# (mangled, llvm-cxxfilt-19, c++filt)
PEERS = [
    # LLVM 15 and later close nested template argument lists as ">>"; c++filt keeps "> >".
    ("_Z1f3FooI3BarIiEE", "f(Foo<Bar<int>>)", "f(Foo<Bar<int> >)"),
    ("_Z1fN1AIN1BIN1CIiEEEEEE", "f(A<B<C<int>>>)", "f(A<B<C<int> > >)"),
    # Before a constructor or destructor both spell std::string & co. out in full.
    ("_ZNSsC1Ev",
     "std::basic_string<char, std::char_traits<char>, std::allocator<char>>::basic_string()",
     "std::basic_string<char, std::char_traits<char>, std::allocator<char> >::basic_string()"),
    ("_ZNSdD0Ev", "std::basic_iostream<char, std::char_traits<char>>::~basic_iostream()",
     "std::basic_iostream<char, std::char_traits<char> >::~basic_iostream()"),
    ("_ZNSiC2Ev", "std::basic_istream<char, std::char_traits<char>>::basic_istream()",
     "std::basic_istream<char, std::char_traits<char> >::basic_istream()"),
    ("_ZNSaIcEC1Ev", "std::allocator<char>::allocator()", None),
    ("_ZTTSd", "VTT for std::iostream",
     "VTT for std::basic_iostream<char, std::char_traits<char> >"),
    # The anonymous namespace.
    ("_ZN12_GLOBAL__N_114hidden_counterE", "(anonymous namespace)::hidden_counter", None),
    ("_ZN12_GLOBAL__N_11fEv", "(anonymous namespace)::f()", None),
    ("_Z1fN12_GLOBAL__N_11AE", "f((anonymous namespace)::A)", None),
    ("_ZN12_GLOBAL__N_11AC2Ev", "(anonymous namespace)::A::A()", None),
]

# (mangled, llvm style, gnu style, what the peer prints instead, reason)
DEVIATIONS = [
    ("_ZN1AcvSt6vectorIiSaIiEEEv", "A::operator std::vector<int, std::allocator<int>>()",
     "A::operator std::vector<int, std::allocator<int> >()",
     ("llvm-cxxfilt-19", "_ZN1AcvSt6vectorIiSaIiEEEv"),
     "llvm-cxxfilt-19 does not read template arguments in a conversion operator's type; "
     "the ABI's <type> has them and g++ emits them (c++filt reads them)"),
    ("_ZGTtNKSt11logic_error4whatEv", "transaction clone for std::logic_error::what() const",
     "transaction clone for std::logic_error::what() const",
     ("llvm-cxxfilt-19", "_ZGTtNKSt11logic_error4whatEv"),
     "llvm-cxxfilt-19 does not know GCC's transaction clones (libstdc++ exports them)"),
]

# The opencl style reads like the source would.
OPENCL = [
    ("_ZN12_GLOBAL__N_114hidden_counterE", "(anonymous namespace)::hidden_counter"),
    ("_Z1fN12_GLOBAL__N_11AE", "f((anonymous namespace)::A)"),
    ("_Z1f3FooI3BarIiEE", "f(Foo<Bar<int>>)"),
]


@pytest.mark.parametrize("name, llvm, gnu", PEERS)
def test_prints_like_the_peers(name: str, llvm: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (gnu or llvm)


@pytest.mark.parametrize("name, llvm, gnu, peer, reason", DEVIATIONS)
def test_deviations_from_a_peer(name: str, llvm: str, gnu: str, peer: tuple[str, str],
                                reason: str) -> None:
    symbol = demangle(name)
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu), reason


@pytest.mark.parametrize("name, opencl", OPENCL)
def test_opencl_style(name: str, opencl: str) -> None:
    assert str(demangle(name)) == opencl


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
    printed = _run(tool, [case[0] for case in PEERS])
    assert printed == [case[column] or case[1] for case in PEERS]


@pytest.mark.parametrize("tool", ["llvm-cxxfilt-19", "c++filt"])
def test_deviations_are_what_the_tools_print(tool: str) -> None:
    cases = [(name, peer[1]) for name, _, _, peer, _ in DEVIATIONS if peer[0] == tool]
    assert _run(tool, [name for name, _ in cases]) == [text for _, text in cases]
