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

GRAMMARS = ("mangled.lark", "prototype.lark")
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


def test_the_prototype_parsers_stored_tables_and_lexer_are_its_larks() -> None:
    # (the parser as the prototype reader loads it, with its transformer, not
    # only the basic-lexer parser the tables are written from)
    from spirmangle.grammar import load_lexer
    from spirmangle.grammar.build import lexer_of, tables_of
    from spirmangle.opencl.prototype import _get_fast_parser, _get_parser

    live = tables_of(_get_parser())
    stored = load_tables("prototype.lark")
    assert (live.start, live.end, live.rules) == (stored.start, stored.end, stored.rules)
    reductions = [("rule", i) for i in range(len(live.rules))]
    assert live.rows(reductions) == stored.rows(reductions)
    assert load_lexer("prototype.lark") == lexer_of(_get_parser())
    assert _get_fast_parser().start_state == stored.start


def test_the_builtin_type_words_are_part_of_the_prototype_grammars_digest(monkeypatch) -> None:
    # (the grammar's BUILTIN_WORD terminal is filled in from the type code table:
    # a word added there makes the stored tables stale)
    import spirmangle.grammar as grammar

    before = grammar_digest("prototype.lark")
    monkeypatch.setattr(grammar, "builtin_words_pattern", lambda: "int|float|quux")
    assert grammar_digest("prototype.lark") != before


def test_a_missing_tables_module_falls_back_to_larks_tables() -> None:
    # (a checkout without the generated module still reads prototypes, the same way)
    code = ("import sys; sys.modules['spirmangle.grammar.prototype_tables'] = None\n"
            "from spirmangle.opencl import prototype as p\n"
            "fn = p.parse_prototype('float4 fract(float4 x, __global float4 *iptr)')\n"
            "print('lark' in sys.modules, p._get_fast_parser().start_state, fn.name.identifier)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, check=True)
    assert result.stdout.split() == ["True", "0", "fract"]


def test_reading_a_prototype_imports_no_lark_and_an_error_does() -> None:
    code = ("import sys, spirmangle\n"
            "spirmangle.mangle(spirmangle.parse_prototype('float4 fract(float4 x, __global float4 *iptr)'))\n"
            "print('lark' in sys.modules)\n"
            "try:\n    spirmangle.parse_prototype('float4 fract(float4 x,')\n"
            "except ValueError as exc:\n    print(exc.line, exc.column, 'lark' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, check=True)
    assert result.stdout.split() == ["False", "1", "23", "True"]


def test_every_catalogue_template_reads_alike_with_the_stored_tables_and_with_lark() -> None:
    from spirmangle.catalogue import all_decls
    from spirmangle.config import SPIR, language
    from spirmangle.opencl import prototype as p
    from spirmangle.opencl.prototype_fast import stored_parser

    fast = stored_parser(p._transformer)
    assert fast is not None
    texts = sorted({d.template.replace("AS ", space + " ") for d in all_decls()
                    for space in ("__generic", "__local")})
    for lang in (language("CL1.2"), language("CL3.0")):
        p._transformer.target, p._transformer.lang = SPIR, lang
        p._transformer.table = p.typedefs(SPIR)
        for text in texts:
            assert fast.parse(text) == p._get_parser().parse(text), text
            p._transformer.depths.clear()
