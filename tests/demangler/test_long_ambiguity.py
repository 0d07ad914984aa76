"""``Symbol.ambiguous`` on names longer than the optional-phantom search's budget
(spirmangle.demangler.auto_rule.MAX_SEARCHED characters): the search for another
reading reads the name at most once more, and not at all where the plain parse
noted that clang's rule reads it alike (issue 20, item 7: to_json and ambiguous on
256 KiB names took 8-18 s, reading the name twice more under clang's rule)."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from spirmangle import demangle, mangle
from spirmangle.demangler import auto_rule
from spirmangle.demangler.auto_rule import MAX_SEARCHED


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Count the parses auto_rule makes (every reading it compares is one)."""
    calls: list[str] = []
    real: Callable[..., Any] = auto_rule.parse_tokens

    def counted(name: str, *args: Any, **kwargs: Any) -> Any:
        calls.append(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(auto_rule, "parse_tokens", counted)
    return calls


def _local_chain(pieces: int) -> str:
    # f<int>()'s local g<int>(int)::a, again and again: template arguments are clang's
    # optional phantom sites, and no pointer makes a phantom
    return "_Z1fIiEv" + "Z1fIiEvT_E1a" * pieces


def test_a_long_name_clang_reads_alike_is_not_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    name = _local_chain(MAX_SEARCHED // 12 + 10)
    assert len(name) > MAX_SEARCHED
    symbol = demangle(name)
    calls = _counting(monkeypatch)
    assert (symbol.dialect, symbol.ambiguous) == ("itanium", False)
    assert calls == []
    assert symbol.to_json()["ambiguous"] is False


def test_a_short_name_of_that_shape_is_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    # (within the budget, the optional phantoms are tried: the name is read again)
    symbol = demangle(_local_chain(3))
    calls = _counting(monkeypatch)
    assert symbol.ambiguous is False
    assert len(calls) >= 2


def test_a_long_ambiguous_name_is_still_found_ambiguous(monkeypatch: pytest.MonkeyPatch) -> None:
    # f(int *, int *&, int...) in C++; f(__private int *, __private int &, int...) in C++ for
    # OpenCL without the generic address space (tests/demangler/test_auto_rule.py's
    # _Z1fPiRS_): the other rule's reading without optional phantoms differs, at any length
    name = "_Z1fPiRS_" + "i" * (MAX_SEARCHED + 100)
    symbol = demangle(name)
    calls = _counting(monkeypatch)
    assert (symbol.dialect, symbol.ambiguous) == ("itanium", True)
    assert len(calls) == 1  # (clang's reading without optional phantoms, once)
    other = symbol.alternative
    assert other is not None and other.dialect == "clang"
    assert other.format("llvm").startswith("f(int*, int&, int, ")
    assert mangle(other.entity, dialect="clang") == name


def test_a_long_clang_reading_is_compared_with_the_plain_one_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # --dialect clang's reading of the same name: its other reading is the plain rule's,
    # one parse; clang's own reading without optional phantoms is this one (not read again)
    name = "_Z1fPiRS_" + "i" * (MAX_SEARCHED + 100)
    symbol = demangle(name, dialect="clang")
    calls = _counting(monkeypatch)
    assert symbol.ambiguous is True
    assert len(calls) == 1
    assert symbol.alternative is not None and symbol.alternative.dialect == "itanium"


def test_each_style_is_printed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # to_json and ambiguous ask for styles format() printed already (the llvm style
    # twice: its text and whether the peer misreads): each is printed once
    from spirmangle.demangler.symbol_record import Symbol

    printed: list[tuple[str, bool]] = []
    real = Symbol._print_once

    def counted(self: Symbol, style: str, fast: bool, peer: bool) -> str:
        printed.append((style, peer))
        return real(self, style, fast, peer)

    monkeypatch.setattr(Symbol, "_print_once", counted)
    symbol = demangle(_local_chain(200))  # (deep: every style goes through the printer)
    texts = [symbol.format(style) for style in ("opencl", "llvm", "gnu", "cxx")]
    data = symbol.to_json()
    assert (data["demangled"], data["llvm"]) == (texts[0], texts[1])
    assert printed and len(printed) == len(set(printed))


@pytest.mark.parametrize("name, cxx", [
    # read as the inner name (whose ambiguous printed it), then given the whole name:
    # the texts printed before are not the symbol's (the digest caught the first)
    ("___ZN2bl1S1mEi_block_invoke", "invocation function for block in bl::S::m(int)"),
    ("___ZN2bl3tplIiEET_S1__block_invoke", "invocation function for block in int bl::tpl<int>(int)"),
])
def test_texts_printed_while_reading_are_forgotten(name: str, cxx: str) -> None:
    symbol = demangle(name)
    assert symbol.format("cxx") == cxx
    assert symbol.to_json()["llvm"] == symbol.format("llvm") == cxx


@pytest.mark.parametrize("field", ["gxx", "peer_reading", "_entity"])
def test_a_text_is_printed_again_when_a_field_it_depends_on_changes(field: str) -> None:
    # the readers set these after a text may have been printed (a reading check, a
    # wrapper's inner name): the memo holds only for the fields it was printed from
    symbol = demangle("_Z1fi")
    other = demangle("_Z1gv")
    assert symbol.format("gnu") == "f(int)" and symbol.to_json()["llvm"] == "f(int)"
    setattr(symbol, field, other._entity if field == "_entity" else other)
    assert symbol.format("gnu") == "g()"
    assert symbol.to_json()["llvm"] == ("f(int)" if field == "gxx" else "g()")  # (gxx: gnu's only)
