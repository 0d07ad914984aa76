"""c++filt's greedy discriminator twin (Symbol.gxx, issue 21), decided by the lexer.

c++filt reads a discriminator ``_<number>`` greedily, so where a digit follows a
one-digit discriminator (``_6 6Kernel``) it reads another name (``_66``, then
K e r n e l), which the gnu style prints.  demangle() tries that reading only
where the lexer read a discriminator under 10 with a digit right after it
(``ParseStats.short_then_digit``, kept as ``Symbol.short_then_digit``): of a
local name (``Z <encoding> E <entity> _<digit>``) or of g++'s internal name
(``L <source-name> _<digit>``).  g++ never writes the latter's discriminator
(GCC's mangle.cc, write_unqualified_name: "The default discriminator is 1, and
that's all we ever use"), so its names here are written by hand, and checked
against live c++filt and llvm-cxxfilt-19 (skipped with the reason where missing).
"""

from __future__ import annotations

from typing import Any

import pytest

from peers import GNU, LLVM, printed
from spirmangle import demangle
from spirmangle.demangler import symbol as symbol_module
from spirmangle.demangler.lexer.core import tokenize
from spirmangle.demangler.lexer.words import SHORT_THEN_DIGIT
from spirmangle.demangler.parser import parse_name

# c++filt reads each of these greedily and otherwise than llvm-cxxfilt-19 (the ABI's reading)
GREEDY = [
    "_ZZ1fvEN1S1kE_66Kernel",  # a local name's discriminator, as clang-19 and g++ write it
    "_Z1gZ1fvE1S_66Kernel",  # a local class as a parameter
    "_ZZ1fvEN1S1kE_66Kernel.cold",  # with a clone suffix
    "_ZL1f_12ab",  # g++'s internal name at the top (a name without markers: the fast path)
    "_ZN1aL1b_12plEv",  # ... inside N ... E (c++filt: a::b::operator+())
    "_ZN1aL1b_12C1Ev",  # ... before a constructor's name (c++filt: a::b::b())
    "_ZZ1fvEL1b_12ab",  # ... as a local name's entity
]
# a _<digit><digit> that is no discriminator a digit follows: a substitution's S1_ before a
# name's length (and a local name's discriminator _0 elsewhere), a template parameter's
# T1_ (and an internal name without a discriminator), a discriminator before a letter
NOT_GREEDY = [
    "_Z1gN1a1b1cES1_12abcdefghijklZ1fvE1S_0",
    "_ZL1fIiiEvT_T0_12abcdefghijkl",
    "_ZZ1fvEN1S1gE_9i",
    "_ZZ1fvE1x_12",  # old g++'s discriminator 12 at the end: both peers read 12 too
]


def test_the_twin_prints_cxxfilts_reading_where_it_reads_greedily() -> None:
    gnu, llvm = printed(GNU, GREEDY), printed(LLVM, GREEDY)
    for name, theirs, abi in zip(GREEDY, gnu, llvm):
        symbol = demangle(name)
        assert symbol.short_then_digit, name
        assert symbol.gxx is not None, name
        assert theirs != name and symbol.format("gnu") == theirs, name
        if abi != name:  # (llvm-cxxfilt-19 reads no internal name's discriminator in N...E)
            assert symbol.format("llvm") == abi, name
        assert symbol.format("gnu") != symbol.format("llvm"), name  # (the twin reads otherwise)


def _greedy_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names demangle() reads again as c++filt reads discriminators, from now on."""
    reads: list[str] = []
    read = symbol_module._read

    def counting(name: str, dialect: Any, max_output: Any, mode: Any = None) -> Any:
        if mode is not None and mode.greedy_discriminators:
            reads.append(name)
        return read(name, dialect, max_output) if mode is None else read(
            name, dialect, max_output, mode)

    monkeypatch.setattr(symbol_module, "_read", counting)
    return reads


def test_a_digit_after_no_short_discriminator_tries_no_twin(monkeypatch: pytest.MonkeyPatch) -> None:
    reads = _greedy_reads(monkeypatch)
    for name in NOT_GREEDY:
        symbol = demangle(name)
        assert not symbol.short_then_digit and symbol.gxx is None, name
        assert not tokenize(name)[3] & SHORT_THEN_DIGIT, name
    assert reads == []
    gnu = printed(GNU, NOT_GREEDY)
    for name, theirs in zip(NOT_GREEDY, gnu):
        assert theirs == name or demangle(name).format("gnu") == theirs, name
    for name in GREEDY:  # (the counter counts)
        demangle(name)
    assert len(reads) == len(GREEDY)


def test_the_lexer_fact_reaches_the_parse_stats() -> None:
    for name in GREEDY[:2] + GREEDY[3:]:
        assert tokenize(name)[3] & SHORT_THEN_DIGIT, name
        assert parse_name(name, "itanium")[1].short_then_digit, name
    for name in NOT_GREEDY:
        assert not parse_name(name, "itanium")[1].short_then_digit, name


def test_the_bit_changes_no_path() -> None:
    """The bit is no marker of where a name comes from: a name without OpenCL or
    C++ markers but it reads as such a name does (the plain rule, dialect itanium)."""
    markers = tokenize("_ZL1f_12ab")[3]
    assert markers == SHORT_THEN_DIGIT
    symbol = demangle("_ZL1f_12ab")
    assert symbol.dialect == demangle("_ZL1f_1ab").dialect == "itanium"
    assert symbol.ambiguous is False


def test_no_twin_outside_the_abis_reading() -> None:
    from spirmangle.demangler.reading_mode import ABI_READING

    mode = ABI_READING._replace(sr_types=2)
    assert demangle("_ZZ1fvEN1S1kE_66Kernel", mode=mode).gxx is None
