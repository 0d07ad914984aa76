"""The ``spirmangle demangle`` subcommand: names as arguments, or a stream filter.

The filter works like c++filt: every ``_Z`` symbol inside arbitrary text (LLVM
IR, logs, nm output) is replaced by its demangling, every other byte is copied
unchanged, and a symbol that does not demangle is left as it was.  It reads in
fixed-size chunks (bounded memory, see :class:`SymbolScanner`) and caches repeated
names (bounded in entries and bytes).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import OrderedDict
from typing import BinaryIO, Callable, Optional

from . import cli_io
from .cli_io import encode
from .errors import DemangleError
from .limits import FILTER_CACHE_BYTES, FILTER_CACHE_MAX_NAME, MAX_FILTER_SYMBOL
from .render import STYLES
from .symbol import Symbol, demangle

CHUNK = 1 << 16  # bytes read at a time
CACHE_SIZE = 65536  # names the filter's cache holds at most (and FILTER_CACHE_BYTES of text)
_ENTRY_OVERHEAD = 200  # bytes a cache entry costs besides its name and text

_SYMBOL = re.compile(rb"(?<![A-Za-z0-9_$])_Z[A-Za-z0-9_]+")
_WORD = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"  # a symbol's bytes
_WORD_RUN = re.compile(rb"[A-Za-z0-9_]*")
_FREE, _HOLD, _COPY = range(3)  # what the word bytes at the start of the next chunk are


class SymbolScanner:
    """Replaces the symbols of a byte stream fed in chunks of any size.

    A symbol is a maximal run of word bytes (``[A-Za-z0-9_]``) that starts with
    ``_Z`` and one more byte, is not glued to a name byte before it (a word byte
    or ``$``, even one at the end of an earlier chunk), and is at most
    ``max_symbol`` bytes long.  ``replace`` gets each symbol and returns its
    replacement; every other byte is output unchanged, so the output does not
    depend on where the chunks end.  Memory stays below ``max_symbol`` plus a
    chunk: a longer run is output unchanged as it streams by.
    """

    def __init__(self, replace: Callable[[bytes], bytes], max_symbol: int = MAX_FILTER_SYMBOL) -> None:
        self.replace = replace
        self.max_symbol = max_symbol
        self._held = bytearray()  # the start of a run that may be a symbol
        self._mode = _FREE

    def _sub(self, match: "re.Match[bytes]") -> bytes:
        name = match.group(0)
        return self.replace(name) if len(name) <= self.max_symbol else name

    def _release(self, out: list[bytes]) -> None:
        """The held run is complete: output it, replaced if it is a symbol."""
        run = bytes(self._held)
        self._held.clear()
        self._mode = _FREE
        out.append(self.replace(run) if len(run) > 2 and run.startswith(b"_Z") else run)

    def _continue_run(self, chunk: bytes, out: list[bytes]) -> int:
        """Handle the word bytes that continue the previous chunk's last run; return
        where the rest of ``chunk`` starts (``len(chunk)`` if the run goes on)."""
        end = _WORD_RUN.match(chunk).end()  # type: ignore[union-attr]
        if self._mode == _HOLD:
            if len(self._held) + end > self.max_symbol or not b"_Z".startswith(
                    bytes(self._held[:2]) + chunk[:max(0, 2 - len(self._held))]):
                out.append(bytes(self._held))  # too long, or not _Z...: never a symbol
                self._held.clear()
                self._mode = _COPY
            else:
                self._held += chunk[:end]
                if end < len(chunk):
                    self._release(out)
                return end
        out.append(chunk[:end])
        if end < len(chunk):
            self._mode = _FREE
        return end

    def feed(self, chunk: bytes) -> bytes:
        """The output for the next ``chunk`` of input (some of it may be held back)."""
        out: list[bytes] = []
        pos = self._continue_run(chunk, out) if self._mode != _FREE else 0
        if pos == len(chunk):
            return b"".join(out)
        # Up to the run at the end of the chunk, runs are whole: chunk[pos] is not a word byte
        # (or the previous chunk ended in a byte that is no name byte).
        tail = max(len(chunk.rstrip(_WORD)), pos)
        out.append(_SYMBOL.sub(self._sub, chunk[pos:tail]))
        run = chunk[tail:]
        if not run:
            self._mode = _COPY if chunk.endswith(b"$") else _FREE
        elif (tail == 0 or chunk[tail - 1] != 0x24) and b"_Z".startswith(run[:2]) \
                and len(run) <= self.max_symbol:
            self._held += run
            self._mode = _HOLD
        else:
            out.append(run)
            self._mode = _COPY
        return b"".join(out)

    def close(self) -> bytes:
        """The output held back at the end of the input."""
        out: list[bytes] = []
        if self._mode == _HOLD:
            self._release(out)
        self._mode = _FREE
        return b"".join(out)


class _Cache:
    """An LRU of name -> printed text (None when the name does not demangle), bounded
    in entries and in bytes; a name longer than ``max_name`` is never kept."""

    def __init__(self, render: Callable[[str], Optional[str]], entries: int = CACHE_SIZE,
                 max_bytes: int = FILTER_CACHE_BYTES, max_name: int = FILTER_CACHE_MAX_NAME) -> None:
        self.render = render
        self.entries = entries
        self.max_bytes = max_bytes
        self.max_name = max_name
        self.size_bytes = 0
        self.data: OrderedDict[bytes, Optional[bytes]] = OrderedDict()

    @staticmethod
    def _cost(name: bytes, value: Optional[bytes]) -> int:
        return len(name) + (len(value) if value is not None else 0) + _ENTRY_OVERHEAD

    def get(self, name: bytes) -> Optional[bytes]:
        data = self.data
        if name in data:
            data.move_to_end(name)
            return data[name]
        text = self.render(name.decode("ascii"))
        value = encode(text) if text is not None else None
        cost = self._cost(name, value)
        if len(name) <= self.max_name and cost <= self.max_bytes:
            data[name] = value
            self.size_bytes += cost
            while len(data) > self.entries or self.size_bytes > self.max_bytes:
                old, old_value = data.popitem(last=False)
                self.size_bytes -= self._cost(old, old_value)
        return value


def filter_stream(source: BinaryIO, sink: BinaryIO, render: Callable[[str], Optional[str]],
                  chunk: int = CHUNK, max_symbol: int = MAX_FILTER_SYMBOL) -> None:
    """Copy ``source`` to ``sink`` replacing every demanglable ``_Z`` symbol (see
    :class:`SymbolScanner`); reads ``chunk`` bytes at a time."""
    cache = _Cache(render)

    def replace(name: bytes) -> bytes:
        text = cache.get(name)
        return name if text is None else text

    scanner = SymbolScanner(replace, max_symbol)
    while True:
        data = source.read(chunk)
        if not data:
            break
        sink.write(scanner.feed(data))
    sink.write(scanner.close())
    sink.flush()


def _renderer(style: str, dialect: str) -> Callable[[str], Optional[str]]:
    """The filter's printer: as for NAMEs (:func:`format_symbol`), None if no symbol."""
    def render(name: str) -> Optional[str]:
        try:
            return format_symbol(demangle(name, dialect), style)
        except DemangleError:
            return None
    return render


def _json_line(name: str, dialect: str) -> bytes:
    """One JSON object, ASCII (a byte of ``name`` that is no character of the
    locale's encoding is the escaped lone surrogate Python's ``surrogateescape`` uses)."""
    try:
        data = demangle(name, dialect).to_json()
    except DemangleError as exc:
        data = {"mangled": name, "error": {"position": exc.position, "reason": exc.reason}}
    return json.dumps(data).encode("ascii")


def _json_stream(source: BinaryIO, sink: BinaryIO, dialect: str) -> None:
    """One JSON line per symbol of ``source`` (the symbols the filter replaces)."""

    def describe(name: bytes) -> bytes:
        sink.write(_json_line(name.decode("ascii"), dialect) + b"\n")
        return b""

    scanner = SymbolScanner(describe)
    while True:
        data = source.read(CHUNK)
        if not data:
            break
        scanner.feed(data)
    scanner.close()


def cmd_demangle(args: argparse.Namespace) -> int:
    """Demangle the NAMEs, or filter stdin when there are none."""
    out = cli_io.binary_output(sys.stdout)
    if not args.name:
        if args.json:
            _json_stream(cli_io.stdin(), out, args.dialect)
            return 0
        filter_stream(cli_io.stdin(), out, _renderer(args.style, args.dialect))
        return 0
    err = cli_io.binary_output(sys.stderr)
    status = 0
    for name in args.name:
        if args.json:
            out.write(_json_line(name, args.dialect) + b"\n")
            continue
        try:
            symbol = demangle(name, args.dialect)
        except DemangleError as exc:
            if args.strict:
                err.write(encode("error: %s: %d: %s\n" % (name, exc.position, exc.reason)))
                status = 1
            else:
                out.write(encode(name) + b"\n")
            continue
        out.write(encode(format_symbol(symbol, args.style)) + b"\n")
    return status


def format_symbol(symbol: Symbol, style: str) -> str:
    """Print a symbol; in the opencl style a builtin the catalogue knows gets its return type."""
    text = symbol.format(style)
    if style == "opencl" and symbol.return_type is None and symbol.is_function:
        returns = _catalogue_return_type(symbol.mangled)
        if returns:
            text = returns + " " + text
    return text


def _catalogue_return_type(mangled: str) -> Optional[str]:
    try:
        from .catalogue.index import return_type_of
    except ImportError:  # the catalogue index is optional at this layer
        return None
    return return_type_of(mangled)


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``demangle`` on the top-level parser."""
    p = sub.add_parser(
        "demangle", help="demangle names, or filter text on stdin",
        description="Demangle NAMEs (one line each); with none, replace every mangled "
                    "symbol in stdin and copy everything else unchanged.")
    p.add_argument("--style", choices=STYLES, default="opencl",
                   help="opencl (default), llvm (llvm-cxxfilt) or gnu (c++filt)")
    p.add_argument("--dialect", choices=("auto", "clang", "spir", "itanium"), default="auto",
                   help="substitution and type-name rules (default: auto)")
    p.add_argument("--json", action="store_true", help="one JSON object per name")
    p.add_argument("--strict", action="store_true",
                   help="report names that do not demangle on stderr and exit 1")
    p.add_argument("name", nargs="*", metavar="NAME")
    p.set_defaults(func=cmd_demangle)
