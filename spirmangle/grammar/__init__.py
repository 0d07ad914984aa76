"""Locate and load the Lark grammars shipped with the package.

In a wheel the grammars live in ``spirmangle/grammar/``; in a source checkout
they are the top-level ``grammar/`` directory.  Compiled parsers are cached on
disk by Lark so start-up stays fast.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, cast

if TYPE_CHECKING:
    from lark import Lark

TABLES_FORMAT = 2

# A parser action: (True, next state) for a shift or goto, (False, rule index) for a reduction.
Action = tuple[bool, int]
# A grammar rule: (length, callback name, origin name, passthrough).
Rule = tuple[int, str, str, bool]

_PACKAGE_DIR = Path(__file__).resolve().parents[1]


def grammar_path(filename: str) -> Path:
    """The path of a grammar file, installed or in a source checkout."""
    for directory in (_PACKAGE_DIR / "grammar", _PACKAGE_DIR.parent / "grammar"):
        candidate = directory / filename
        if candidate.is_file():
            return candidate
    raise FileNotFoundError("grammar %s not found next to %s" % (filename, _PACKAGE_DIR))


def _cache_file(filename: str) -> str | Literal[False]:
    user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    directory = os.environ.get("SPIRMANGLE_CACHE_DIR") or os.path.join(
        tempfile.gettempdir(), "spirmangle-cache-" + user)
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError:
        return False
    return os.path.join(directory, filename + ".lark-cache")


def load_lalr(filename: str, **options: Any) -> Lark:
    """Build a Lark LALR parser for ``filename``; Lark caches the analysis on disk."""
    from lark import Lark

    text = grammar_path(filename).read_text(encoding="utf-8")
    cache = _cache_file(filename)
    return Lark(text, parser="lalr", cache=cache, propagate_positions=False,
                maybe_placeholders=False, **options)


class Tables:
    """An LALR table in plain data, as the demangler's driver consumes it.

    ``states[state][terminal or rule name]`` is ``(True, next_state)`` for a
    shift/goto and ``(False, rule_index)`` for a reduction; ``rules[i]`` is
    ``(length, callback name, origin name, passthrough)``.
    """

    def __init__(self, start: int, end: int, states: dict[int, dict[str, Action]],
                 rules: list[Rule]) -> None:
        self.start = start
        self.end = end
        # Each action is an Action; the drivers rebuild the rows into their own
        # action values (a state, or a rule with its callback), so they read them
        # as Any rather than narrowing every pair.
        self.states: dict[int, dict[str, Any]] = states
        self.rules = rules


def load_tables(filename: str) -> Tables:
    """The LALR tables of ``filename``: from a pickle keyed by the grammar's hash,
    else computed by Lark (which is imported only then) and saved."""
    text = grammar_path(filename).read_bytes()
    key = hashlib.sha256(text + b"%d" % TABLES_FORMAT).hexdigest()[:24]
    cache = _cache_file(filename)
    path = (cache + "." + key + ".tables") if cache else None
    if path and os.path.exists(path):
        try:
            with open(path, "rb") as f:
                return cast(Tables, pickle.load(f))
        except Exception:  # a corrupt or foreign cache file: rebuild it
            pass
    tables = _compute_tables(filename)
    if path:
        _save(path, tables)
    return tables


def _save(path: str, tables: Tables) -> None:
    tmp = "%s.%d.tmp" % (path, os.getpid())
    try:
        with open(tmp, "wb") as f:
            pickle.dump(tables, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass


def _compute_tables(filename: str) -> Tables:
    from lark.parsers.lalr_analysis import Shift

    lark = load_lalr(filename, lexer="basic")
    table = lark.parser.parser.parser.parse_table
    rule_index: dict[Any, int] = {}
    rules: list[Rule] = []
    states: dict[int, dict[str, Action]] = {}
    for state, actions in table.states.items():
        row: dict[str, Action] = {}
        for symbol, (action, arg) in actions.items():
            # Lark names symbols with Token objects (a str subclass with a slow
            # __eq__): keep plain strings so the driver's lookups stay in C.
            symbol = str(symbol)
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
    return Tables(table.start_states["start"], table.end_states["start"], states, rules)
