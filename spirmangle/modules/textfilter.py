"""The demangling filter over a byte stream (``spirmangle demangle`` without
names, :func:`spirmangle.demangle_stream`): every symbol the scanner
(:mod:`spirmangle.modules.scan`) finds is replaced by its printing, every other byte is
copied, repeated names are cached (bounded in entries and bytes)."""

from __future__ import annotations

from collections import OrderedDict

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import BinaryIO, Callable, Optional, TypeAlias

from ..errors import DemangleError, internal_error
from ..limits import FILTER_CACHE_BYTES, FILTER_CACHE_MAX_NAME, FILTER_CACHE_NAMES, MAX_FILTER_SYMBOL, filter_max_output as filter_max_output
from .scan import SymbolScanner

__all__ = ["filter_stream", "filter_max_output", "CHUNK", "Render", "Report"]

CHUNK = 1 << 16  # bytes read at a time
# A printer: the text of a name (or word), None or DemangleError if it has none.
Render: TypeAlias = "Callable[[str], Optional[str]]"
# report(line, column, name, reason): a symbol of the stream that does not demangle
Report: TypeAlias = "Callable[[int, int, bytes, str], None]"


def _encode(text: str) -> bytes:
    import os

    try:
        return os.fsencode(text)
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace")


CACHE_SIZE = FILTER_CACHE_NAMES  # names the filter's cache holds at most (and FILTER_CACHE_BYTES of text)
_ENTRY_OVERHEAD = 200  # bytes a cache entry costs besides its name and text


class _Cache:
    """An LRU of name -> printed text (None when the name does not demangle, with
    the reason), bounded in entries and in bytes; a name longer than ``max_name``
    is never kept."""

    def __init__(self, render: Render, entries: int = CACHE_SIZE,
                 max_bytes: int = FILTER_CACHE_BYTES, max_name: int = FILTER_CACHE_MAX_NAME) -> None:
        self.render = render
        self.entries = entries
        self.max_bytes = max_bytes
        self.max_name = max_name
        self.size_bytes = 0
        self.data: OrderedDict[bytes, tuple[Optional[bytes], str]] = OrderedDict()

    @staticmethod
    def _cost(name: bytes, value: tuple[Optional[bytes], str]) -> int:
        text, reason = value
        return len(name) + (len(text) if text is not None else len(reason)) + _ENTRY_OVERHEAD

    def get(self, name: bytes) -> Optional[bytes]:
        """The printed text of ``name``, None if it does not demangle."""
        return self.lookup(name)[0]

    def lookup(self, name: bytes) -> tuple[Optional[bytes], str]:
        """(printed text, "") or (None, why ``name`` does not demangle)."""
        data = self.data
        if name in data:
            data.move_to_end(name)
            return data[name]
        try:
            text = self.render(name.decode("ascii"))
        except DemangleError as exc:
            value: tuple[Optional[bytes], str] = (None, exc.reason)
        except MemoryError:
            raise
        except Exception as exc:  # one name's bug: copied through (and reported) all the same
            value = (None, internal_error(name.decode("ascii", "replace"), exc).reason)
        else:
            value = (_encode(text), "") if text is not None else (None, "not a mangled name")
        cost = self._cost(name, value)
        if len(name) <= self.max_name and cost <= self.max_bytes:
            data[name] = value
            self.size_bytes += cost
            while len(data) > self.entries or self.size_bytes > self.max_bytes:
                old, old_value = data.popitem(last=False)
                self.size_bytes -= self._cost(old, old_value)
        return value


def filter_stream(source: BinaryIO, sink: BinaryIO, render: Render,
                  chunk: int = CHUNK, max_symbol: int = MAX_FILTER_SYMBOL, *,
                  types: Optional[Render] = None, strip_underscore: bool = False,
                  report: Optional[Report] = None,
                  notes: Optional[Callable[[bytes], Optional[str]]] = None,
                  noted: Optional[Report] = None) -> None:
    """Copy ``source`` to ``sink`` replacing every demanglable symbol (see
    :class:`SymbolScanner`), and with ``types`` every word that is a type; reads
    ``chunk`` bytes at a time.  ``report`` is told of each symbol that does not
    demangle (too long included); ``noted`` of each whose ``notes`` (after it
    printed) is not None (an ambiguous name's readings)."""
    cache = _Cache(render)

    def symbol(name: bytes, line: int, column: int) -> bytes:
        text, reason = cache.lookup(name)
        if text is None:
            if report is not None:
                report(line, column, name, reason)
            return name
        if notes is not None and noted is not None:
            note = notes(name)
            if note is not None:
                noted(line, column, name, note)
        return text

    word = None
    if types is not None:
        type_cache = _Cache(types, max_bytes=FILTER_CACHE_BYTES // 4)

        def word(text: bytes) -> bytes:
            printed = type_cache.get(text)
            return text if printed is None else printed

    def overlong(head: bytes, line: int, column: int) -> None:
        if report is not None:
            report(line, column, head + b"...", "symbol longer than %d bytes" % max_symbol)

    scanner = SymbolScanner(symbol, max_symbol, word=word, strip_underscore=strip_underscore,
                            overlong=overlong)
    while True:
        data = source.read(chunk)
        if not data:
            break
        sink.write(scanner.feed(data))
    sink.write(scanner.close())
    sink.flush()


