"""A lean driver for the prototype grammar's LALR tables (see :class:`FastParser`).

spirmangle.opencl.prototype builds prototypes with a Lark Transformer; this module
runs the same tables and callbacks without Lark's general-purpose lexer and
parser loop, and falls back to Lark (by returning None) for anything it cannot
read, so every diagnostic stays Lark's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Optional, Union, cast, final

from lark import Token

from ..grammar.build import tables_of
from ..limits import MAX_CACHED_WORDS
from ..model import Function

if TYPE_CHECKING:
    from lark import Lark, Transformer


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
# A token as the driver reads it: a Lark Token, or a filtered-out token's type name.
_Token = Union[Token, _Anonymous]


class FastParser:
    """The grammar's LALR tables driven by a lean loop, for well-formed input.

    Lark's general-purpose lexer and parser loop cost most of a parse.  This
    driver runs the same tables (:func:`~spirmangle.grammar.build.tables_of`) with the same transformer
    callbacks and Lark's tree-building rules (anonymous tokens filtered out,
    ``__x`` helper rules inlined, single-child ``?rules`` passed through).  Its
    tokenizer classifies each word by testing Lark's own terminal patterns once
    per distinct word.  Anything it cannot read returns None, and the caller
    re-parses with Lark, so every diagnostic stays Lark's.
    """

    def __init__(self, lark: Lark, transformer: Transformer[Token, Function]) -> None:
        tables = tables_of(lark)  # (Lark's own: the terminals are its lexer's)
        self.start_state = tables.start
        self.end_state = tables.end
        terminals = {t.name: t for t in lark.terminals}
        # Keyword terminals (the word-like strings and the priority-2 patterns),
        # highest priority first; a word that none matches whole is a NAME.
        keywords = [t for t in lark.terminals if t.name not in ("NAME", "INT", "ATTRIBUTE")
                    and (t.priority == 2 or t.pattern.value.isidentifier())]
        self.keywords = [(t.name, re.compile(t.pattern.to_regexp()))
                         for t in sorted(keywords, key=lambda t: -t.priority)]
        self.words: dict[str, str] = {}
        self.punct = {t.pattern.value: name for name, t in terminals.items()
                      if t.pattern.type == "str" and not t.pattern.value[0].isalpha()}

        def pattern(name: str) -> str:
            return terminals[name].pattern.to_regexp()

        # One alternation in Lark's priority order: ignored text, ATTRIBUTE (which
        # outranks the words), words (keywords and NAME), INT, punctuation.
        self.token_re = re.compile("|".join((
            "(?P<skip>%s)" % "|".join(pattern(n) for n in lark.lexer_conf.ignore),
            "(?P<ATTRIBUTE>%s)" % pattern("ATTRIBUTE"),
            "(?P<word>%s)" % pattern("NAME"),
            "(?P<INT>%s)" % pattern("INT"),
            "(?P<punct>%s)" % "|".join(map(re.escape, sorted(self.punct, key=len, reverse=True))),
        )))
        filtered = {s.name for r in lark.rules for s in r.expansion
                    if getattr(s, "filter_out", False)}
        self.anonymous = {name: _Anonymous(name) for name in filtered | {"$END"}}
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
        """Lark Tokens (anonymous ones as their type name only), or None if unreadable."""
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
