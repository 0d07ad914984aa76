"""A lean driver for the prototype grammar's LALR tables (see :class:`FastParser`).

spirmangle.opencl.prototype builds prototypes with a Lark Transformer; this module
runs the same tables and callbacks without Lark's general-purpose lexer and
parser loop, and falls back to Lark (by returning None) for anything it cannot
read, so every diagnostic stays Lark's.  The tables and the lexer's terminals
are the ones tools/make_tables.py stored next to the grammar
(``spirmangle.grammar.prototype_tables``): reading a well-formed prototype
imports no Lark (issue 23).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Optional, Union, cast, final

from ..limits import MAX_CACHED_WORDS
from ..model import Function

if TYPE_CHECKING:
    from ..grammar import Lexer, Tables

GRAMMAR = "prototype.lark"


class Token(str):
    """A token the callbacks read: its text, and its terminal's name as ``type``
    (the face of a Lark Token, which Lark's own parse passes them; the lean
    lexer's have no position: ``line`` and ``column`` are None)."""

    type: str
    line: Optional[int] = None
    column: Optional[int] = None

    def __new__(cls, type_: str, value: str) -> "Token":
        self = super().__new__(cls, value)
        self.type = type_
        return self

    @property
    def value(self) -> str:
        return str(self)


class _Inline(list[Any]):
    """The children of an EBNF helper rule (``__x_star_n``), spliced into its parent."""

    __slots__ = ()


@final
class _Anonymous(str):
    """A token Lark filters out of the tree (``(``, ``,``, ``struct``...): its type name."""

    __slots__ = ()


# A rule's callback takes the list of its children; None keeps a ?rule's only child.
_Callback = Callable[[list[Any]], Any]
# A reduction: (number of children, callback, the rule's origin for the goto).
_Reduction = tuple[int, Optional[_Callback], str]
# A token as the driver reads it: a Token, or a filtered-out token's type name.
_Token = Union[Token, _Anonymous]


def stored_parser(transformer: Any) -> Optional["FastParser"]:
    """The parser of the tables and lexer stored next to the grammar, or None
    when they are absent (then :func:`lark_parser` makes it from Lark's)."""
    from ..grammar import load_lexer, load_tables

    try:
        return FastParser(load_tables(GRAMMAR), load_lexer(GRAMMAR), transformer)
    except (ImportError, AttributeError):  # (no stored module, or one without a lexer)
        return None


def lark_parser(lark: Any, transformer: Any) -> "FastParser":
    """The parser of the tables and terminals of a live Lark parser of the grammar."""
    from ..grammar.build import lexer_of, tables_of

    return FastParser(tables_of(lark), lexer_of(lark), transformer)


class FastParser:
    """The grammar's LALR tables driven by a lean loop, for well-formed input.

    Lark's general-purpose lexer and parser loop cost most of a parse.  This
    driver runs the same tables (stored by tools/make_tables.py, or
    :func:`~spirmangle.grammar.build.tables_of` a live Lark) with the same
    transformer callbacks and Lark's tree-building rules (anonymous tokens
    filtered out, ``__x`` helper rules inlined, single-child ``?rules`` passed
    through).  Its tokenizer classifies each word by testing Lark's own terminal
    patterns (:class:`~spirmangle.grammar.Lexer`) once per distinct word.
    Anything it cannot read returns None, and the caller re-parses with Lark,
    so every diagnostic stays Lark's.
    """

    def __init__(self, tables: "Tables", lexer: "Lexer", transformer: Any) -> None:
        self.start_state = tables.start
        self.end_state = tables.end
        # Keyword terminals, highest priority first; a word that none matches whole is a NAME.
        self.keywords = [(name, re.compile(pattern)) for name, pattern in lexer.keywords]
        self.words: dict[str, str] = {}
        self.punct = dict(lexer.punct)
        # One alternation in Lark's priority order: ignored text, ATTRIBUTE (which
        # outranks the words), words (keywords and NAME), INT, punctuation.
        self.token_re = re.compile(lexer.token_re)
        self.anonymous = {name: _Anonymous(name) for name in lexer.anonymous}
        rules: list[_Reduction] = []
        callback: Optional[_Callback]
        for size, name, origin, passthrough in tables.rules:
            if passthrough:
                callback = None
            elif name.startswith("_"):
                callback = _Inline
            else:
                callback = getattr(transformer, name)
            rules.append((size, callback, origin))
        # On a terminal, a shift is the next state (an int) and a reduction its rule
        # tuple; on a rule's name (after a reduction) the goto is always a state.
        origins = {origin for _, _, origin, _ in tables.rules}
        rows = tables.rows(rules)
        self.states: dict[int, dict[str, Union[int, _Reduction]]] = {
            state: {symbol: act for symbol, act in row.items() if symbol not in origins}
            for state, row in enumerate(rows)}
        self.gotos: dict[int, dict[str, int]] = {
            state: {symbol: act for symbol, act in row.items() if symbol in origins}
            for state, row in enumerate(rows)}

    def _word_type(self, word: str) -> str:
        for name, pattern in self.keywords:
            if pattern.fullmatch(word):
                break
        else:
            name = "NAME"
        if len(self.words) >= MAX_CACHED_WORDS:  # (bounded: prototypes read from stdin)
            self.words.clear()
        self.words[word] = name
        return name

    def tokens(self, text: str) -> Optional[list[_Token]]:
        """Tokens (anonymous ones as their type name only), or None if unreadable."""
        out: list[_Token] = []
        pos, end = 0, len(text)
        match = self.token_re.match
        words = self.words
        while pos < end:
            m = match(text, pos)
            if m is None:
                return None
            kind = m.lastgroup
            assert kind is not None  # every alternative of token_re is a named group
            value = m.group()
            pos = m.end()
            if kind == "skip":
                continue
            if kind == "word":
                kind = words.get(value) or self._word_type(value)
            elif kind == "punct":
                kind = self.punct[value]
            out.append(self.anonymous[kind] if kind in self.anonymous else Token(kind, value))
        out.append(self.anonymous["$END"])
        return out

    def parse(self, text: str) -> Optional[Function]:
        """The prototype, or None when the input needs Lark (for its diagnostics)."""
        tokens = self.tokens(text)
        if tokens is None:
            return None
        states, gotos = self.states, self.gotos
        state_stack = [self.start_state]
        value_stack: list[Any] = []
        for token in tokens:
            kind = token if type(token) is _Anonymous else token.type
            while True:
                action = states[state_stack[-1]].get(kind)
                if action is None:
                    return None
                if isinstance(action, int):
                    state_stack.append(action)
                    value_stack.append(token)
                    break
                size, callback, origin = action
                if callback is None:  # a ?rule with one child: keep the child
                    state_stack.pop()
                    state_stack.append(gotos[state_stack[-1]][origin])
                    continue
                children: list[Any] = []
                if size:
                    start = len(value_stack) - size
                    if callback is _Inline and type(value_stack[start]) is _Inline:
                        # A left-recursive helper (``x*``) grows its list in place: linear time.
                        children = value_stack[start]
                        start += 1
                    for item in value_stack[start:]:
                        if type(item) is _Inline:
                            children.extend(item)
                        elif type(item) is not _Anonymous:  # as Lark drops them
                            children.append(item)
                    del value_stack[-size:]
                    del state_stack[-size:]
                value: Any = children if type(children) is _Inline else callback(children)
                goto = gotos[state_stack[-1]][origin]
                if goto == self.end_state and kind == "$END":
                    return cast(Function, value)
                state_stack.append(goto)
                value_stack.append(value)
        return None  # pragma: no cover - $END always ends the loop
