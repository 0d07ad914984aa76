"""Compute a grammar's LALR tables with Lark and write them as a Python module.

The ``.lark`` files stay the single source: ``python tools/make_tables.py``
writes ``<grammar>_tables.py`` next to them from what Lark computes, and
tests/grammar/test_grammar_tables.py fails when a stored module is not what the grammar
gives today.  At run time the package imports the stored module (a ``.pyc``
after the first run) and never Lark, so the demangler starts at once, even on
the first run after an install.

The module holds the tables in a compact, canonical form (see
:class:`spirmangle.grammar.Tables`): states numbered breadth-first from the
start state, symbols taken in sorted order, rules numbered as they first appear;
so the text depends on the grammar, not on how Lark numbers its states.
"""

from __future__ import annotations

import hashlib
from typing import Any

from . import LEXED, TABLES_FORMAT, Lexer, Tables, grammar_path, grammar_text, load_lalr

Action = tuple[bool, int]
Rule = tuple[int, str, str, bool]


def grammar_digest(filename: str) -> str:
    """The SHA-256 of the grammar's text (:func:`~spirmangle.grammar.grammar_text`:
    with the builtin type words filled in) and of the tables' format."""
    text = grammar_text(filename).encode("utf-8")
    return hashlib.sha256(text + b"%d" % TABLES_FORMAT).hexdigest()


def lark_tables(filename: str) -> tuple[int, int, dict[int, dict[str, Action]], list[Rule]]:
    """Lark's tables of ``filename``: (start, end, states, rules); an action is
    (True, next state) for a shift or goto, (False, rule index) for a reduction."""
    return parse_table_of(load_lalr(filename, lexer="basic"))


def tables_of(lark: Any) -> Tables:
    """The tables of a Lark LALR parser, as :func:`spirmangle.grammar.load_tables`
    gives them (for a grammar whose parser is loaded anyway: the prototype's)."""
    start, end, rows, rules = canonical(*parse_table_of(lark))
    symbols = [tuple(row) for row in rows]
    codes: list[int | tuple[int, ...]] = [
        tuple(target if shift else ~target for shift, target in row.values()) for row in rows]
    return Tables(start, end, rules, symbols, codes)


def lexer_of(lark: Any) -> Lexer:
    """The :class:`~spirmangle.grammar.Lexer` of a Lark LALR parser's terminals
    (what the prototype reader's lean lexer reads with)."""
    import re

    terminals = {t.name: t for t in lark.terminals}
    keywords = [t for t in lark.terminals if t.name not in ("NAME", "INT", "ATTRIBUTE")
                and (t.priority == 2 or t.pattern.value.isidentifier())]
    punct = {t.pattern.value: name for name, t in terminals.items()
             if t.pattern.type == "str" and not t.pattern.value[0].isalpha()}

    def pattern(name: str) -> str:
        return str(terminals[name].pattern.to_regexp())

    token_re = "|".join((
        "(?P<skip>%s)" % "|".join(pattern(n) for n in lark.lexer_conf.ignore),
        "(?P<ATTRIBUTE>%s)" % pattern("ATTRIBUTE"),
        "(?P<word>%s)" % pattern("NAME"),
        "(?P<INT>%s)" % pattern("INT"),
        "(?P<punct>%s)" % "|".join(map(re.escape, sorted(punct, key=len, reverse=True))),
    ))
    filtered = {s.name for r in lark.rules for s in r.expansion if getattr(s, "filter_out", False)}
    return Lexer(tuple((str(t.name), pattern(t.name))
                       for t in sorted(keywords, key=lambda t: -t.priority)),
                 token_re, tuple(sorted(punct.items())), tuple(sorted(filtered | {"$END"})))


def parse_table_of(lark: Any) -> tuple[int, int, dict[int, dict[str, Action]], list[Rule]]:
    """:func:`lark_tables` of a Lark LALR parser."""
    from lark.parsers.lalr_analysis import Shift

    table = lark.parser.parser.parser.parse_table
    rule_index: dict[Any, int] = {}
    rules: list[Rule] = []
    states: dict[int, dict[str, Action]] = {}
    for state, actions in table.states.items():
        row: dict[str, Action] = {}
        for symbol, (action, arg) in actions.items():
            symbol = str(symbol)  # (Lark's Token, a str with a slow __eq__)
            if action is Shift:
                row[symbol] = (True, arg)
                continue
            if arg not in rule_index:
                rule_index[arg] = len(rules)
                passthrough = (not arg.alias and arg.options.expand1 and len(arg.expansion) == 1)
                rules.append((len(arg.expansion), str(arg.alias or arg.origin.name),
                              str(arg.origin.name), bool(passthrough)))
            row[symbol] = (False, rule_index[arg])
        states[state] = row
    return table.start_states["start"], table.end_states["start"], states, rules


def canonical(start: int, end: int, states: dict[int, dict[str, Action]],
              rules: list[Rule]) -> tuple[int, int, list[dict[str, Action]], list[Rule]]:
    """The same tables renumbered: states breadth-first from ``start`` (symbols in
    sorted order, unreachable states after them in Lark's order), rules as they
    first appear."""
    order = [start]
    number = {start: 0}
    for state in order:
        for symbol in sorted(states[state]):
            shift, target = states[state][symbol]
            if shift and target not in number:
                number[target] = len(order)
                order.append(target)
    for state in sorted(states):
        if state not in number:
            number[state] = len(order)
            order.append(state)
    rule_number: dict[int, int] = {}
    new_rules: list[Rule] = []
    rows: list[dict[str, Action]] = []
    for state in order:
        row: dict[str, Action] = {}
        for symbol in sorted(states[state]):
            shift, target = states[state][symbol]
            if shift:
                row[symbol] = (True, number[target])
                continue
            if target not in rule_number:
                rule_number[target] = len(new_rules)
                new_rules.append(rules[target])
            row[symbol] = (False, rule_number[target])
        rows.append(row)
    return 0, number[end], rows, new_rules


def tables_source(filename: str) -> str:
    """The text of the tables module of ``filename``."""
    start, end, rows, rules = canonical(*lark_tables(filename))
    symbol_sets: list[tuple[str, ...]] = []
    set_index: dict[tuple[str, ...], int] = {}
    lines = [
        '"""The LALR tables of grammar/%s, written by tools/make_tables.py from what' % filename,
        "Lark computes: do not edit (tests/grammar/test_grammar_tables.py checks them; see",
        'spirmangle.grammar.build for the format)."""',
        "",
        "# fmt: off",
        "GRAMMAR_SHA256 = %r" % grammar_digest(filename),
        "START = %d" % start,
        "END = %d" % end,
        "# (length, callback name, origin name, passthrough) of each rule",
        "RULES = (",
    ]
    lines += ["    %r," % (rule,) for rule in rules]
    lines.append(")")
    state_lines = []
    for row in rows:
        symbols = tuple(row)
        if symbols not in set_index:
            set_index[symbols] = len(symbol_sets)
            symbol_sets.append(symbols)
        # a shift or goto is the next state; a reduction by rule i is ~i
        codes = [target if shift else ~target for shift, target in row.values()]
        if len(set(codes)) == 1:
            state_lines.append("    (%d, %d)," % (set_index[symbols], codes[0]))
        else:
            state_lines.append("    (%d, (%s))," % (set_index[symbols], "".join(
                "%d, " % code for code in codes).rstrip()))
    lines.append("# the symbols of a row: each state's row has one of these")
    lines.append("SYMBOLS = (")
    lines += ["    %r," % (symbols,) for symbols in symbol_sets]
    lines.append(")")
    lines.append("# each state: (its SYMBOLS, its actions in that order, or one action for all)")
    lines.append("STATES = (")
    lines += state_lines
    lines.append(")")
    if filename in LEXED:
        lines += lexer_lines(lexer_of(load_lalr(filename)))
    return "\n".join(lines) + "\n"


def lexer_lines(lexer: Lexer) -> list[str]:
    """The lines of a tables module that hold its grammar's lexer."""
    lines = ["# the lexer (spirmangle.grammar.Lexer): keyword terminals, highest priority first",
             "KEYWORDS = ("]
    lines += ["    %r," % (keyword,) for keyword in lexer.keywords]
    lines += [")", "TOKEN_RE = %r" % lexer.token_re, "PUNCT = ("]
    lines += ["    %r," % (item,) for item in lexer.punct]
    lines += [")", "ANONYMOUS = %r" % (lexer.anonymous,)]
    return lines


def module_path(filename: str) -> str:
    """Where the tables module of ``filename`` lives."""
    return str(grammar_path(filename).with_name(module_name(filename) + ".py"))


def module_name(filename: str) -> str:
    """``mangled.lark`` -> ``mangled_tables``."""
    return filename.rpartition(".")[0] + "_tables"
