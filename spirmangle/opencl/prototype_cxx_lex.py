"""Tokens of a C++ for OpenCL or SYCL declaration (spirmangle.opencl.prototype_cxx).

A small hand-written scanner: identifiers, integer literals with their
suffixes, and C++ punctuation (longest first); every token keeps its offset so
that an error names its line and column.  ``>>`` is split where a template
argument list closes (:meth:`Cursor.close_angle`).
"""

from __future__ import annotations

import re
from typing import NamedTuple, NoReturn, Optional

from ..errors import PrototypeError

_PUNCT = ("...", "<<=", ">>=", "<=>", "->*", "::", "->", "&&", "||", "++", "--", "<<", ">>",
          "<=", ">=", "==", "!=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
          "(", ")", "[", "]", "<", ">", "{", "}", ",", ";", "*", "&", "~", "!", "+", "-",
          "/", "%", "^", "|", "=", "?", ".", ":", "#")
_TOKEN = re.compile(r"(?P<ws>\s+|/\*.*?\*/|//[^\n]*)|(?P<id>[A-Za-z_$][A-Za-z0-9_$]*)"
                    r"|(?P<num>[0-9]+[A-Za-z0-9_]*)|(?P<str>\"(?:[^\"\\\n]|\\.)*\")|(?P<punct>%s)"
                    % "|".join(re.escape(p) for p in _PUNCT), re.S)


class Tok(NamedTuple):
    """A token: ``kind`` is ``id``, ``num``, ``str`` (a string literal, as in an
    attribute), ``punct`` or ``end``."""

    kind: str
    text: str
    pos: int


def tokenize(text: str) -> list[Tok]:
    """The tokens of ``text``, ending in an ``end`` token; PrototypeError on a
    character no token starts with."""
    out: list[Tok] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            fail(text, pos, "unexpected character %r" % text[pos])
        if m.lastgroup != "ws":
            out.append(Tok(m.lastgroup or "", m.group(), pos))
        pos = m.end()
    out.append(Tok("end", "", len(text)))
    return out


def fail(text: str, pos: int, message: str) -> NoReturn:
    """Raise the PrototypeError for ``message`` at offset ``pos`` of ``text``."""
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    raise PrototypeError(message, line, column, text)


class Cursor:
    """A position in the token list (of ``text``, or ``toks``: some of its tokens,
    ending in an ``end`` token)."""

    def __init__(self, text: str, toks: Optional[list[Tok]] = None) -> None:
        self.text = text
        self.toks = tokenize(text) if toks is None else toks
        self.i = 0

    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def peek(self, ahead: int = 1) -> Tok:
        return self.toks[min(self.i + ahead, len(self.toks) - 1)]

    def at(self, *texts: str) -> bool:
        return self.tok.kind in ("id", "punct") and self.tok.text in texts

    def take(self) -> Tok:
        tok = self.tok
        if tok.kind != "end":
            self.i += 1
        return tok

    def accept(self, *texts: str) -> bool:
        if self.at(*texts):
            self.i += 1
            return True
        return False

    def expect(self, text: str) -> Tok:
        if not self.at(text):
            self.error("expected '%s'" % text)
        return self.take()

    def close_angle(self) -> None:
        """Take the ``>`` closing a template argument list (half of a ``>>``)."""
        tok = self.tok
        if tok.kind == "punct" and tok.text in (">>", ">=", ">>="):
            self.toks[self.i] = Tok("punct", tok.text[1:], tok.pos + 1)
            return
        self.expect(">")

    def error(self, message: str = "") -> NoReturn:
        tok = self.tok
        if not message:
            message = "unexpected end of input" if tok.kind == "end" else "unexpected %r" % tok.text
        elif tok.kind == "end":
            message += ", found the end of input"
        else:
            message += ", found %r" % tok.text
        fail(self.text, tok.pos, message)
