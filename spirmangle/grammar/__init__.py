"""Locate and load the Lark grammars shipped with the package.

In a wheel the grammars live in ``spirmangle/grammar/``; in a source checkout
they are the top-level ``grammar/`` directory.  The demangler's LALR tables
are stored next to its grammar as a Python module (``mangled_tables``, written
by tools/make_tables.py, see :mod:`.build`), so that demangling imports no
Lark; the prototype reader loads Lark (cached on disk by Lark) and takes its
tables from it.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, ItemsView, Iterator, Literal

from ..model.node import cast

if TYPE_CHECKING:
    from pathlib import Path

    from lark import Lark

TABLES_FORMAT = 3  # (of the stored tables modules: their digests change with it)

# A grammar rule: (length, callback name, origin name, passthrough).
Rule = tuple[int, str, str, bool]


def grammar_path(filename: str) -> Path:
    """The path of a grammar file, installed or in a source checkout."""
    from pathlib import Path

    return Path(_grammar_file(filename))


def _grammar_file(filename: str) -> str:
    """:func:`grammar_path` as a string (without importing :mod:`pathlib`, which
    takes ~2 ms of a command's start-up)."""
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    for directory in (os.path.join(package, "grammar"),
                      os.path.join(os.path.dirname(package), "grammar")):
        candidate = os.path.join(directory, filename)
        if os.path.isfile(candidate):
            return candidate
    raise FileNotFoundError("grammar %s not found next to %s" % (filename, package))


def _cache_file(filename: str) -> str | Literal[False]:
    import tempfile

    user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    directory = os.environ.get("SPIRMANGLE_CACHE_DIR") or os.path.join(
        tempfile.gettempdir(), "spirmangle-cache-" + user)
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError:
        return False
    return os.path.join(directory, filename + ".lark-cache")


def builtin_words_pattern() -> str:
    """The alternatives of the prototype grammar's ``BUILTIN_WORD`` terminal: the
    words of the OpenCL C spellings of the builtin type codes and their aliases
    (spirmangle.model.typecodes), longest first."""
    from ..model.typecodes import C_TYPE_WORDS, WORD_ALIASES

    return "|".join(sorted({*C_TYPE_WORDS, *WORD_ALIASES}, key=lambda w: (-len(w), w)))


def grammar_text(filename: str) -> str:
    """The text of a grammar file, with ``@BUILTIN_WORDS@`` filled in from the
    table of builtin type codes (:func:`builtin_words_pattern`)."""
    with open(_grammar_file(filename), encoding="utf-8") as source:
        text = source.read()
    if "@BUILTIN_WORDS@" in text:
        text = text.replace("/(@BUILTIN_WORDS@)", "/(%s)" % builtin_words_pattern())
    return text


def load_lalr(filename: str, **options: Any) -> Lark:
    """Build a Lark LALR parser for ``filename`` (its :func:`grammar_text`); Lark
    caches the analysis on disk."""
    from lark import Lark

    text = grammar_text(filename)
    cache = _cache_file(filename)
    return Lark(text, parser="lalr", cache=cache, propagate_positions=False,
                maybe_placeholders=False, **options)


class Tables:
    """An LALR table as the drivers consume it (stored by :mod:`.build`).

    ``rules[i]`` is ``(length, callback name, origin name, passthrough)``;
    ``symbols[state]`` are the symbols (terminals and rule names) with an action
    in ``state``, and ``codes[state]`` their actions in that order, or one
    action for all of them: the next state for a shift or goto, ``~i`` for a
    reduction by rule ``i``.  :meth:`rows` makes them dicts.
    """

    def __init__(self, start: int, end: int, rules: list[Rule],
                 symbols: list[tuple[str, ...]], codes: list[int | tuple[int, ...]]) -> None:
        self.start = start
        self.end = end
        self.rules = rules
        self.symbols = symbols
        self.codes = codes

    def rows(self, reductions: list[Any], lazy: bool = False) -> list[dict[str, Any]]:
        """Each state's actions: ``rows[state][symbol]`` is the next state (an int)
        for a shift or goto, ``reductions[i]`` for a reduction by rule ``i``.

        ``lazy``: each row is made at its first read (a :class:`_Row` stands in
        its place until then): making them all took ~1.5 ms of every start-up,
        and one name reads a few dozen of the ~600 (issue 23)."""
        objects: list[Any] = [*range(len(self.codes)), *reversed(reductions)]
        get = objects.__getitem__  # (objects[~i] is reductions[i])
        symbols_of = self.symbols
        codes_of = self.codes

        def row(state: int) -> dict[str, Any]:
            symbols = symbols_of[state]
            codes = codes_of[state]
            if codes.__class__ is int:
                return dict.fromkeys(symbols, get(codes))
            return dict(zip(symbols, map(get, cast("tuple[int, ...]", codes))))

        if not lazy:
            return [row(state) for state in range(len(codes_of))]
        rows: list[Any] = []
        rows.extend(_Row(rows, state, row) for state in range(len(codes_of)))
        return rows


class _Row:
    """A row of :meth:`Tables.rows` not made yet: its first read makes it and
    puts it in its place in the list (later reads find the dict)."""

    __slots__ = ("rows", "state", "make")

    def __init__(self, rows: list[Any], state: int, make: Callable[[int], dict[str, Any]]) -> None:
        self.rows = rows
        self.state = state
        self.make = make

    def made(self) -> dict[str, Any]:
        found = self.rows[self.state]
        if found is self:
            found = self.rows[self.state] = self.make(self.state)
        return found  # type: ignore[no-any-return]

    def __getitem__(self, symbol: str) -> Any:
        return self.made()[symbol]

    def get(self, symbol: str, default: Any = None) -> Any:
        return self.made().get(symbol, default)

    def __contains__(self, symbol: object) -> bool:
        return symbol in self.made()

    def __iter__(self) -> Iterator[str]:
        return iter(self.made())

    def __len__(self) -> int:
        return len(self.made())

    def items(self) -> ItemsView[str, Any]:
        return self.made().items()


class Lexer:
    """What a lean lexer takes from a Lark grammar's terminals (stored by :mod:`.build`
    for the grammars in ``LEXED``; spirmangle.opencl.prototype_fast reads with it).

    ``keywords``: (name, regexp) of each keyword terminal (the word-like strings
    and the priority-2 patterns), highest priority first: a word none matches
    whole is a ``NAME``; ``token_re``: one alternation, in Lark's priority order,
    of the ignored text (``skip``), ``ATTRIBUTE``, words, ``INT`` and
    punctuation (``punct``); ``punct``: (text, terminal name) of each
    punctuation string; ``anonymous``: the terminals Lark filters out of the
    tree, and ``$END``.
    """

    def __init__(self, keywords: tuple[tuple[str, str], ...], token_re: str,
                 punct: tuple[tuple[str, str], ...], anonymous: tuple[str, ...]) -> None:
        self.keywords = keywords
        self.token_re = token_re
        self.punct = punct
        self.anonymous = anonymous

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Lexer) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def key(self) -> tuple[object, ...]:
        return (self.keywords, self.token_re, self.punct, self.anonymous)


# The grammars whose tables module also holds their lexer (:class:`Lexer`).
LEXED = ("prototype.lark",)


def _tables_module(filename: str) -> Any:
    name = "%s.%s_tables" % (__name__, filename.rpartition(".")[0])
    __import__(name)  # (not importlib: start-up)
    return sys.modules[name]


def load_tables(filename: str) -> Tables:
    """The LALR tables of ``filename``, from the module tools/make_tables.py
    wrote next to it (``mangled.lark``: ``mangled_tables``); Lark is not imported.
    ImportError when there is no such module."""
    module = _tables_module(filename)
    return Tables(module.START, module.END, list(module.RULES),
                  [module.SYMBOLS[index] for index, _ in module.STATES],
                  [codes for _, codes in module.STATES])


def load_lexer(filename: str) -> Lexer:
    """The lexer stored with the tables of ``filename`` (a grammar of ``LEXED``);
    ImportError when there is no tables module."""
    module = _tables_module(filename)
    return Lexer(module.KEYWORDS, module.TOKEN_RE, module.PUNCT, module.ANONYMOUS)
