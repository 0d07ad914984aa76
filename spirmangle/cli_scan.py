"""Finding symbols (and, for ``-t``, words) in a byte stream read in chunks.

A *word* is a maximal run of ``[A-Za-z0-9_]``.  A word is *glued* to a name byte
before it (a word byte or ``$``), and then it is never a symbol: ``x_Z1fv`` and
``$_Z1fv`` are left alone.  A *symbol* is a word that is not glued and starts
with ``_Z`` and at least one more byte (``__Z`` with ``strip_underscore``, the
Mach-O spelling; or two more underscores before either, a clang block
invocation ``___Z..._block_invoke``), plus the clone suffixes that follow it
(:data:`spirmangle.symbol.CLONE_SUFFIX`: ``.cold``, ``.constprop.0.isra.0``),
provided they are not glued to a name byte after them (``_Z1fv.llvm.12x``
keeps ``.llvm.12x`` as text) and the symbol stays within ``max_symbol`` bytes
(else it goes without them).  With a ``word`` callback (``-t``), every other
word that is not glued, and has no ``.`` right before it nor ``.`` or ``$`` right
after it, is offered as a type (``x=i,`` has two; ``a.b`` and ``i.cold`` none).

Every other byte is output unchanged, so the output does not depend on where
the chunks end.  Memory stays below ``max_symbol`` plus a chunk: a longer word
is output unchanged as it streams by (``overlong`` is told about such a symbol,
with its first 40 bytes).
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from .limits import MAX_FILTER_SYMBOL
from .symbol import CLONE_SUFFIX

_WORD_RUN = re.compile(rb"[A-Za-z0-9_]*")
_WORD_BYTES = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"
_NAME_BYTES = frozenset(_WORD_BYTES + b"$")  # what glues a word to the bytes around it
_SUFFIX = re.compile(CLONE_SUFFIX.encode("ascii"))
_DOT, _DOLLAR, _NEWLINE = 0x2E, 0x24, b"\n"
_NOT_GLUED = rb"(?<![A-Za-z0-9_$])"
_HEAD = 40  # bytes of an overlong symbol shown

# symbol(name, line, column) -> output; word(text) -> output; overlong(head, line, column)
SymbolCallback = Callable[[bytes, int, int], bytes]
WordCallback = Callable[[bytes], bytes]
OverlongCallback = Callable[[bytes, int, int], None]


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
        self.prefix = b"__Z" if strip_underscore else b"_Z"
        # A clang block invocation ___Z..._block_invoke has two more underscores.
        self.block_prefix = b"__" + self.prefix
        start = rb"[A-Za-z0-9_]" if word is not None else rb"(?:__)?" + re.escape(self.prefix)
        self._start = re.compile(_NOT_GLUED + start)
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
        while True:
            m = self._start.search(buf, pos)
            if m is None:
                return self._tail(out, buf, first, pos, final)
            s = m.start()
            e = _WORD_RUN.match(buf, s).end()  # type: ignore[union-attr]
            if e == n and not final and e - s <= self.max_symbol:
                self._raw(out, buf, first, pos, s)  # the word may go on in the next chunk
                return self._hold(out, buf, first, s)
            if e - s > self.max_symbol:  # its bytes in the next chunk are glued to it
                self._raw(out, buf, first, pos, s)
                pos = s
                self._overlong(buf, first, s)
                end, text = e, None
            elif (buf.startswith(self.prefix, s) and e - s > len(self.prefix)) or (
                    buf.startswith(self.block_prefix, s) and e - s > len(self.block_prefix)):
                self._raw(out, buf, first, pos, s)  # counts the lines before it
                pos = s
                end = self._symbol_end(buf, s, e, final)
                if end < 0:
                    return self._hold(out, buf, first, s)
                column = self._base + s - first - self._line_start + 1
                text = self.symbol(buf[s:end], self.line, column)
            elif self.word is not None and self._free_word(buf, s, e):
                end, text = e, self.word(buf[s:e])
            else:
                end, text = e, None
            if text is None:
                self._raw(out, buf, first, pos, end)
            else:
                self._raw(out, buf, first, pos, s)
                out.append(text)
            pos = end

    def _symbol_end(self, buf: bytes, s: int, e: int, final: bool) -> int:
        """Where the symbol whose word is ``buf[s:e]`` ends (with its clone suffixes),
        or -1 if the next chunk may still extend them."""
        m = _SUFFIX.match(buf, e)
        end = m.end() if m is not None else e
        n = len(buf)
        if end - s > self.max_symbol:
            return e
        if not final and (end == n or (end + 1 == n and buf[end] == _DOT)):
            return -1
        if end < n and buf[end] in _NAME_BYTES:
            return e  # glued: not clone suffixes
        return end

    @staticmethod
    def _free_word(buf: bytes, s: int, e: int) -> bool:
        """Whether the word ``buf[s:e]`` has no dot before it and no dot or ``$`` after it."""
        return (s == 0 or buf[s - 1] != _DOT) and (e == len(buf) or buf[e] not in (_DOT, _DOLLAR))

    def _tail(self, out: list[bytes], buf: bytes, first: int, pos: int, final: bool) -> bytes:
        """Output the rest of ``buf`` but a trailing start of a symbol's prefix (``_``,
        ``___``)."""
        n = len(buf)
        run = n - len(buf.rstrip(_WORD_BYTES))
        t = n - run
        if (not final and run and t >= pos and (t == 0 or buf[t - 1] not in _NAME_BYTES)
                and (self.prefix.startswith(buf[t:]) or self.block_prefix.startswith(buf[t:]))):
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
        if self.overlong is not None and (buf.startswith(self.prefix, s) or buf.startswith(self.block_prefix, s)):
            column = self._base + s - first - self._line_start + 1
            self.overlong(buf[s:s + min(_HEAD, self.max_symbol)], self.line, column)
