"""The custom Lark lexer for mangled names.

Itanium names are not regular at the token level: ``4read`` is a length
prefix followed by exactly that many characters, ``Dv4_`` is a vector width,
``U3AS1`` a vendor qualifier whose name is length-prefixed too.  This lexer
reads such units whole and hands Lark coarse tokens (one per source name, one
per qualifier run, one per literal), which keeps the LALR loop short.

It also bounds the work: numbers are at most 9 digits, a length prefix may not
run past the end, and the parser's stack depth (the nesting depth) is capped.
"""

from __future__ import annotations

from typing import Any, Iterator

from lark import Token
from lark.lexer import Lexer, LexerState

from .errors import DemangleError
from .typecodes import CODE_BUILTIN

MAX_DEPTH = 400  # parser stack entries: nesting deeper than this is rejected
MAX_NUMBER_DIGITS = 9

_ONE_LETTER_BUILTINS = frozenset(c for c in CODE_BUILTIN if len(c) == 1)
_D_BUILTINS = {c[1]: c for c in CODE_BUILTIN if len(c) == 2 and c[0] == "D"}
_ABBREVIATIONS = frozenset("abssiod")  # Sa Sb Ss Si So Sd
_SIMPLE = {"P": "PTR", "R": "LREF", "O": "RREF", "N": "NEST", "E": "END", "I": "TARGS",
           "F": "FUNC"}
_DIGITS = "0123456789"
_SEQ_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def parse_seq_id(text: str) -> int:
    """Base-36 seq-id digits (``""`` for ``S_``) -> candidate index."""
    if not text:
        return 0
    value = 0
    for ch in text:
        value = value * 36 + _SEQ_DIGITS.index(ch)
    return value + 1


class MangledLexer(Lexer):
    """Turns ``_Z5fractDv4_fPU3AS1S_`` into Z SOURCE DV BUILTIN PTR VQUAL SUBST."""

    # Lark passes (lexer_state, parser_state) to lexers declaring interface 2.
    __future_interface__ = 2

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:
        text = lexer_state.text.text if hasattr(lexer_state.text, "text") else lexer_state.text
        return self.tokens(text, parser_state)

    def tokens(self, s: str, parser_state: Any) -> Iterator[Token]:
        """Yield the tokens of ``s`` (a whole mangled name)."""
        n = len(s)
        if not s.startswith("_Z"):
            raise DemangleError(s, 0, "not a mangled name (expected '_Z')")
        yield Token("Z", "_Z", 0)
        i = 2
        stack = parser_state.state_stack if parser_state is not None else ()
        while i < n:
            if len(stack) > MAX_DEPTH:
                raise DemangleError(s, i, "nesting deeper than %d levels" % MAX_DEPTH)
            c = s[i]
            start = i
            if c in _DIGITS:
                length, i = self._number(s, i)
                if length == 0 or i + length > n:
                    raise DemangleError(s, start, "length %d runs past the end of the name" % length)
                yield Token("SOURCE", s[i:i + length], start)
                i += length
            elif c in _ONE_LETTER_BUILTINS:
                yield Token("BUILTIN", c, start)
                i += 1
            elif c in _SIMPLE:
                yield Token(_SIMPLE[c], c, start)
                i += 1
            elif c in "rVK":
                j = i
                while j < n and s[j] in "rVK":
                    j += 1
                yield Token("CV", s[i:j], start)
                i = j
            elif c == "U":
                length, j = self._number(s, i + 1)
                if length == 0 or j + length > n:
                    raise DemangleError(s, start, "vendor qualifier length runs past the end")
                word = s[j:j + length]
                i = j + length
                if word == "_Atomic":
                    yield Token("ATOMIC", word, start)
                elif word == "block_pointer":
                    yield Token("BLOCK", word, start)
                else:
                    yield Token("VQUAL", word, start)
            elif c == "S":
                i = yield from self._substitution(s, i)
            elif c == "T":
                j = i + 1
                while j < n and s[j] in _SEQ_DIGITS:
                    j += 1
                if j >= n or s[j] != "_" or j - i - 1 > 6:
                    raise DemangleError(s, start, "bad template parameter")
                yield Token("TPARAM", parse_seq_id(s[i + 1:j]), start)
                i = j + 1
            elif c == "D":
                i = yield from self._d_prefixed(s, i)
            elif c == "L":
                i = yield from self._literal(s, i)
            elif c == "C" and i + 1 < n and s[i + 1] in "12345":
                yield Token("CTOR", int(s[i + 1]), start)
                i += 2
            else:
                raise DemangleError(s, start, "unexpected character %r" % c)

    # ----------------------------------------------------------- pieces
    @staticmethod
    def _number(s: str, i: int) -> tuple[int, int]:
        j = i
        n = len(s)
        while j < n and s[j] in _DIGITS:
            j += 1
        if j == i:
            raise DemangleError(s, i, "expected a number")
        if j - i > MAX_NUMBER_DIGITS:
            raise DemangleError(s, i, "number too large")
        return int(s[i:j]), j

    def _substitution(self, s: str, i: int) -> Iterator[Token]:
        n = len(s)
        nxt = s[i + 1] if i + 1 < n else ""
        if nxt == "t":
            yield Token("STD", "St", i)
            return i + 2
        if nxt in _ABBREVIATIONS and nxt:
            yield Token("ABBR", "S" + nxt, i)
            return i + 2
        j = i + 1
        while j < n and s[j] in _SEQ_DIGITS:
            j += 1
        if j >= n or s[j] != "_" or j - i - 1 > 6:
            raise DemangleError(s, i, "bad substitution")
        yield Token("SUBST", parse_seq_id(s[i + 1:j]), i)
        return j + 1

    def _d_prefixed(self, s: str, i: int) -> Iterator[Token]:
        n = len(s)
        nxt = s[i + 1] if i + 1 < n else ""
        if nxt == "v":
            size, j = self._number(s, i + 2)
            if j >= n or s[j] != "_":
                raise DemangleError(s, i, "bad vector type")
            yield Token("DV", size, i)
            return j + 1
        if nxt == "F":
            if s.startswith("DF16_", i):
                yield Token("BUILTIN", "DF16_", i)
                return i + 5
            if s.startswith("DF16b", i):
                yield Token("BUILTIN", "DF16b", i)
                return i + 5
            raise DemangleError(s, i, "unsupported floating-point type")
        if nxt in "012345" and nxt:
            yield Token("DTOR", int(nxt), i)
            return i + 2
        code = _D_BUILTINS.get(nxt)
        if code is None:
            raise DemangleError(s, i, "unsupported type 'D%s'" % nxt)
        yield Token("BUILTIN", code, i)
        return i + 2

    def _literal(self, s: str, i: int) -> Iterator[Token]:
        """``L<builtin><number>E`` as one token whose value is (code, int)."""
        n = len(s)
        j = i + 1
        code = s[j] if j < n else ""
        if code not in _ONE_LETTER_BUILTINS:
            raise DemangleError(s, i, "unsupported template literal")
        j += 1
        negative = j < n and s[j] == "n"
        if negative:
            j += 1
        value, j = self._number(s, j)
        if j >= n or s[j] != "E":
            raise DemangleError(s, i, "unterminated literal")
        yield Token("LITERAL", (code, -value if negative else value), i)
        return j + 1
