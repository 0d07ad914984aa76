"""Finding symbols (and, for ``-t``, words) in a byte stream read in chunks.

The rules are llvm-cxxfilt-19's.  A *word* is a maximal run of ``[A-Za-z0-9_.$]``
(the bytes of an Itanium name, ``.`` and ``$`` included: ``_Z3fooi$``,
``Foo._Z3Bar`` and ``_Z3fooi.cold`` are one word each), and a word is replaced
whole or copied whole.  A word is a *symbol* when, after the Mach-O underscore
``strip_underscore`` takes from its start (``-_``; else one leading ``.``, which
stays in the output: ``._Z3fooi`` is ``.foo(int)``), it starts with ``_Z`` or
``___Z`` (a clang block invocation) and at least one more byte, or, with neither
underscore nor dot taken, with ``__imp_`` and more (a COFF import thunk).  The
``symbol`` callback gets it without the underscore or dot taken; what follows the
name in the word (clone suffixes, ``.cold``) is the callback's to read.  With a
``word`` callback (``-t``), every other word is offered as a type, without the
underscore ``-_`` takes (a word with a ``.`` or ``$`` is no type).

Every other byte is output unchanged, so the output does not depend on where
the chunks end.  Memory stays below ``max_symbol`` plus a chunk: a longer word
is output unchanged as it streams by (``overlong`` is told about such a symbol,
with its first 40 bytes).
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Callable, Optional, TypeAlias

from ..limits import MAX_FILTER_SYMBOL

_WORD_BYTES = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.$"
_WORD_RUN = re.compile(rb"[A-Za-z0-9_.$]*")
_NAME_BYTES = frozenset(_WORD_BYTES)  # what glues a word to the bytes around it
_DOT, _UNDERSCORE, _NEWLINE = 0x2E, 0x5F, b"\n"
_NOT_GLUED = rb"(?<![A-Za-z0-9_.$])"
_HEAD = 40  # bytes of an overlong symbol shown
# The starts of a symbol's word (each with one more byte): llvm-cxxfilt-19's
# Itanium encodings (_Z, ___Z, after a dot too) and import thunks; with -_ one
# more underscore, which takes the dot's place.
_STARTS = (b"_Z", b"___Z", b"._Z", b".___Z", b"__imp_")
_STRIPPED_STARTS = (b"__Z", b"____Z", b"._Z", b".___Z", b"___imp_")

# symbol(name, line, column) -> output; word(text) -> output; overlong(head, line, column)
SymbolCallback: TypeAlias = "Callable[[bytes, int, int], bytes]"
WordCallback: TypeAlias = "Callable[[bytes], bytes]"
OverlongCallback: TypeAlias = "Callable[[bytes, int, int], None]"


class SymbolScanner:
    """Replaces the symbols (and words) of a byte stream fed in chunks of any size
    (see the module docs).  ``symbol`` gets each symbol with its line and column
    (1-based, in bytes) and returns its replacement."""

    def __init__(self, symbol: SymbolCallback, max_symbol: int = MAX_FILTER_SYMBOL, *,
                 word: Optional[WordCallback] = None, strip_underscore: bool = False,
                 overlong: Optional[OverlongCallback] = None) -> None:
        self.symbol = symbol
        self.word = word
        self.overlong = overlong
        self.max_symbol = max_symbol
        self.strip_underscore = strip_underscore
        self.starts = _STRIPPED_STARTS if strip_underscore else _STARTS
        # Every word (-t) by a pattern; else a symbol's word by its "_Z" or "__imp_",
        # found at memchr speed (a pattern that starts with a lookbehind tries each byte).
        self._words = re.compile(_NOT_GLUED + rb"[A-Za-z0-9_.$]") if word is not None else None
        self._imp = self.starts[-1]
        self._imp_at = -1  # (the next __imp_ at or after where it was looked for; -2: none)
        self._context = b""  # the byte before the held ones, once there is one
        self._held = b""  # bytes that may be the start of a symbol or word
        self._base = 0  # the offset in the stream of the first held byte
        self.line = 1
        self._line_start = 0  # the offset in the stream of the current line

    # ----------------------------------------------------------- public
    def feed(self, chunk: bytes) -> bytes:
        """The output for the next ``chunk`` of input (some of it may be held back)."""
        return self._scan(self._context + self._held + chunk, final=False)

    def close(self) -> bytes:
        """The output held back at the end of the input."""
        text = self._scan(self._context + self._held, final=True)
        self._context, self._held = b"", b""
        return text

    # --------------------------------------------------------- scanning
    def _scan(self, buf: bytes, final: bool) -> bytes:
        """The output for ``buf`` (the context byte, the held bytes and a chunk);
        what may go on in the next chunk is held back, unless ``final``."""
        out: list[bytes] = []
        first = pos = len(self._context)
        n = len(buf)
        self._imp_at = -1
        while True:
            s = self._next_start(buf, pos)
            if s < 0:
                return self._tail(out, buf, first, pos, final)
            e = _WORD_RUN.match(buf, s).end()  # type: ignore[union-attr]
            if e == n and not final and e - s <= self.max_symbol:
                self._raw(out, buf, first, pos, s)  # the word may go on in the next chunk
                return self._hold(out, buf, first, s)
            self._raw(out, buf, first, pos, s)  # counts the lines before it
            skip = self._symbol_skip(buf, s, e)
            text: Optional[bytes] = None
            if e - s > self.max_symbol:  # its bytes in the next chunk are glued to it
                if skip >= 0:
                    self._overlong(buf, first, s)
            elif skip >= 0:
                column = self._base + s - first - self._line_start + 1
                name = buf[s + skip:e]
                replaced = self.symbol(name, self.line, column)
                if replaced != name:  # (else the word stays whole, -_'s underscore too)
                    text = (b"." if buf[s] == _DOT else b"") + replaced
            elif self.word is not None:
                strip = 1 if self.strip_underscore and buf[s] == _UNDERSCORE else 0
                word = buf[s + strip:e]
                if word:
                    text = self.word(word)
                    text = None if text == word else text
            if text is None:
                self._raw(out, buf, first, s, e)
            else:
                out.append(text)
            pos = e

    def _next_start(self, buf: bytes, pos: int) -> int:
        """Where the first word at or after ``pos`` that may be replaced starts (-1:
        none): every word with ``-t``; else a word that starts as a symbol's does
        (``_Z``, ``___Z``, ``._Z``, ``.___Z`` or ``__imp_``; each has ``_Z`` or
        ``__imp_`` in it, and a word glued to the bytes before it is none)."""
        if self._words is not None:
            m = self._words.search(buf, pos)
            return -1 if m is None else m.start()
        while True:
            z = buf.find(b"_Z", pos)
            if self._imp_at != -2 and self._imp_at < pos:
                self._imp_at = buf.find(self._imp, pos)
                self._imp_at = -2 if self._imp_at < 0 else self._imp_at
            hit = z if self._imp_at < 0 or 0 <= z < self._imp_at else self._imp_at
            if hit < 0:
                return -1
            w = hit  # (the start of the word around the hit)
            while w > pos and buf[w - 1] in _NAME_BYTES:
                w -= 1
            if (w == 0 or buf[w - 1] not in _NAME_BYTES) and buf.startswith(self.starts, w):
                return w
            pos = _WORD_RUN.match(buf, hit).end()  # type: ignore[union-attr]

    def _symbol_skip(self, buf: bytes, s: int, e: int) -> int:
        """How many bytes of the word ``buf[s:e]`` precede its symbol (the
        underscore -_ takes, or a dot), or -1 if it is no symbol."""
        for start in self.starts:
            if buf.startswith(start, s) and e - s > len(start):
                if start[0] == _DOT or self.strip_underscore:
                    return 1
                return 0
        return -1

    def _tail(self, out: list[bytes], buf: bytes, first: int, pos: int, final: bool) -> bytes:
        """Output the rest of ``buf`` but a trailing start of a symbol's word (``_``,
        ``._``, ``__im``)."""
        n = len(buf)
        run = n - len(buf.rstrip(_WORD_BYTES))
        t = n - run
        if (not final and run and t >= pos and (t == 0 or buf[t - 1] not in _NAME_BYTES)
                and any(start.startswith(buf[t:]) for start in self.starts)):
            self._raw(out, buf, first, pos, t)
            return self._hold(out, buf, first, t)
        self._raw(out, buf, first, pos, n)
        return self._hold(out, buf, first, n)

    # ------------------------------------------------------- bookkeeping
    def _raw(self, out: list[bytes], buf: bytes, first: int, start: int, end: int) -> None:
        """Output ``buf[start:end]`` unchanged, counting its lines."""
        if start >= end:
            return
        out.append(buf[start:end])
        lines = buf.count(_NEWLINE, start, end)
        if lines:
            self.line += lines
            self._line_start = self._base + buf.rindex(_NEWLINE, start, end) + 1 - first

    def _hold(self, out: list[bytes], buf: bytes, first: int, at: int) -> bytes:
        """Keep ``buf[at:]`` for the next chunk (and the byte before it as context)."""
        self._held = buf[at:]
        self._context = buf[at - 1:at] if at > 0 else self._context
        self._base += at - first
        return b"".join(out)

    def _overlong(self, buf: bytes, first: int, s: int) -> None:
        if self.overlong is not None:
            column = self._base + s - first - self._line_start + 1
            self.overlong(buf[s:s + min(_HEAD, self.max_symbol)], self.line, column)
