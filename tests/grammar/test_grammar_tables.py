"""The LALR tables stored next to the grammars are what Lark computes from them.

The ``.lark`` files are the single source; ``spirmangle/grammar/*_tables.py``
are written from them by ``python tools/make_tables.py`` so that start-up needs
no Lark (issue 23).  These tests fail while a stored module is stale, and check
that the stored (renumbered) automaton is Lark's, state for state.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from spirmangle.grammar import load_tables
from spirmangle.grammar.build import grammar_digest, lark_tables, module_name, module_path, tables_source

GRAMMARS = ("mangled.lark",)  # (the prototype parser takes Lark's own)
ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.mark.parametrize("grammar", GRAMMARS)
def test_stored_tables_are_what_the_grammar_gives(grammar: str) -> None:
    stored = importlib.import_module("spirmangle.grammar." + module_name(grammar))
    assert stored.GRAMMAR_SHA256 == grammar_digest(grammar), (
        "%s changed: run python tools/make_tables.py" % grammar)
    assert Path(module_path(grammar)).read_text(encoding="utf-8") == tables_source(grammar), (
        "stale tables: run python tools/make_tables.py")


@pytest.mark.parametrize("grammar", GRAMMARS)
def test_stored_automaton_is_larks_state_for_state(grammar: str) -> None:
    start, end, states, rules = lark_tables(grammar)
    tables = load_tables(grammar)
    stored = tables.rows([("rule", i) for i in range(len(tables.rules))])
    pairs = {tables.start: start}  # stored state -> Lark's
    todo = [tables.start]
    seen = {tables.start}
    while todo:
        mine = todo.pop()
        theirs = states[pairs[mine]]
        assert set(stored[mine]) == set(theirs), (mine, pairs[mine])
        for symbol, action in stored[mine].items():
            shift, target = theirs[symbol]
            if isinstance(action, int):
                assert shift
                assert pairs.setdefault(action, target) == target
                if action == tables.end:
                    assert target == end
                if action not in seen:
                    seen.add(action)
                    todo.append(action)
            else:
                assert not shift
                assert tables.rules[action[1]] == rules[target], (symbol, mine)
    assert len(set(pairs.values())) == len(pairs) == len(stored) == len(states)


def test_demangling_imports_no_lark() -> None:
    code = ("import sys, spirmangle; spirmangle.demangle('_ZN1a1bIiEEvT_'); "
            "print('lark' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, check=True)
    assert result.stdout.split() == ["False"]


def test_the_prototype_parser_takes_the_tables_of_its_own_lark() -> None:
    # (its lexer's terminal names are the live Lark's: no stored copy to go stale)
    from spirmangle.grammar.build import canonical, tables_of
    from spirmangle.opencl.prototype import _get_fast_parser, _get_parser

    tables = tables_of(_get_parser())
    start, end, rows, rules = canonical(*lark_tables("prototype.lark"))
    assert (tables.start, tables.end, tables.rules) == (start, end, rules)
    assert tables.symbols == [tuple(row) for row in rows]
    assert _get_fast_parser().start_state == start
