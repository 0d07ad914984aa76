"""One LALR loop (issue 22): TableDriver.run_observed is the table loop of
demangle's parse, telling an observer of every shift and reduction; explain's
span parser is such an observer, with no loop of its own."""

from __future__ import annotations

from typing import Any
from pathlib import Path

import pytest

from spirmangle import DemangleError
from spirmangle.config import CLANG
from spirmangle.demangler.parser import Parser
from spirmangle.demangler.lalr import DISCARD, TableDriver
from spirmangle.demangler.lexer.core import tokenize
from spirmangle.explain import parse as explain_parse
from spirmangle.model import Function

NAMES = ["_Z3fooPU3AS1i", "_Z5fractDv4_fPU3AS1S_", "_ZN1A1BIiE1fERKS1_", "_Z1fIiEvT_S0_"]


class Counting:
    """Counts shifts and reductions, and checks that reductions nest."""

    def __init__(self) -> None:
        self.shifted: list[int] = []
        self.open = 0  # items on the observer's own stack
        self.reductions = 0
        self.values: list[Any] = []

    def shift(self, index: int, kind: str, value: Any) -> None:
        self.shifted.append(index)
        self.open += 1

    def reduce(self, callback: Any, origin: str, size: int) -> None:
        assert 1 <= size <= self.open, (origin, size, self.open)
        self.open -= size
        self.reductions += 1

    def reduced(self, value: Any) -> None:
        self.values.append(value)
        self.open += 1


def _parse(name: str, observer: Any = None) -> Any:
    parser = Parser()
    parser.builder.reset(name, CLANG)
    kinds, values, positions, _ = tokenize(name)
    if observer is None:
        return parser.driver.run_tables(kinds, values, positions, name), kinds
    return parser.driver.run_observed(kinds, values, positions, name, observer), kinds


@pytest.mark.parametrize("name", NAMES)
def test_an_observed_parse_reads_as_the_tables_do_and_sees_every_step(name: str) -> None:
    plain, kinds = _parse(name)
    seen = Counting()
    observed, _ = _parse(name, seen)
    assert observed == plain and type(observed) is Function
    # every token but $END is shifted once, in order; the last reduction is the entity
    assert seen.shifted == list(range(len(kinds) - 1))
    assert seen.open == 1 and seen.values[-1] is observed
    assert seen.reductions >= 2


def test_an_error_is_reported_by_the_same_loop_observed_or_not() -> None:
    name = "_Z3fooPU3AS1iE"
    errors = []
    for observer in (None, Counting()):
        with pytest.raises(DemangleError) as caught:
            _parse(name, observer)
        errors.append((caught.value.position, caught.value.reason))
    assert errors[0] == errors[1]


def test_explain_keeps_no_loop_of_its_own() -> None:
    # (the source file, beside the extension module in the compiled build)
    source = (Path(explain_parse.__file__).parent / "parse.py").read_text(encoding="utf-8")
    assert "states[" not in source and "state_stack" not in source
    assert "run_observed" in source
    span = explain_parse.SpanParser()
    assert isinstance(span.driver, TableDriver)
    assert DISCARD is not None  # (explain marks discarded rules' parts by it)
