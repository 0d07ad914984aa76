"""The ``spirmangle demangle`` subcommand: names as arguments, or a stream filter.

The filter works like c++filt: every ``_Z`` symbol inside arbitrary text (LLVM
IR, logs, nm output) is replaced by its demangling, every other byte is copied
unchanged, and a symbol that does not demangle is left as it was.  It reads in
fixed-size chunks (constant memory) and caches repeated names.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import OrderedDict
from typing import BinaryIO, Callable, Iterator, Optional

from . import cli_io
from .cli_io import encode
from .errors import DemangleError
from .render import STYLES
from .symbol import Symbol, demangle

CHUNK = 1 << 16
MAX_SYMBOL = 1 << 16  # a run of name characters longer than this is copied unchanged
CACHE_SIZE = 65536

_SYMBOL = re.compile(rb"(?<![A-Za-z0-9_$])_Z[A-Za-z0-9_]+")
_NAME_BYTE = re.compile(rb"[A-Za-z0-9_$]")


class _Cache:
    """A bounded LRU of name -> printed text (None when the name does not demangle)."""

    def __init__(self, render: Callable[[str], Optional[str]], size: int = CACHE_SIZE) -> None:
        self.render = render
        self.size = size
        self.data: OrderedDict[bytes, Optional[bytes]] = OrderedDict()

    def get(self, name: bytes) -> Optional[bytes]:
        data = self.data
        if name in data:
            return data[name]
        text = self.render(name.decode("ascii"))
        value = text.encode("utf-8") if text is not None else None
        data[name] = value
        if len(data) > self.size:
            data.popitem(last=False)
        return value


def filter_stream(source: BinaryIO, sink: BinaryIO, render: Callable[[str], Optional[str]]) -> None:
    """Copy ``source`` to ``sink`` replacing every demanglable ``_Z`` symbol."""
    cache = _Cache(render)

    def replace(match: "re.Match[bytes]") -> bytes:
        out = cache.get(match.group(0))
        return match.group(0) if out is None else out

    carry = b""
    while True:
        chunk = source.read(CHUNK)
        if not chunk:
            break
        data = carry + chunk
        # Keep back a trailing run of name characters: it may continue in the next chunk.
        cut = len(data)
        while cut > 0 and _NAME_BYTE.match(data, cut - 1):
            cut -= 1
            if len(data) - cut > MAX_SYMBOL:
                cut = len(data)
                break
        # The byte before the kept run decides the look-behind, so keep it too.
        keep_from = max(cut - 1, 0) if cut < len(data) else len(data)
        head, carry = data[:keep_from], data[keep_from:]
        sink.write(_SYMBOL.sub(replace, head))
    if carry:
        sink.write(_SYMBOL.sub(replace, carry))
    sink.flush()


def _renderer(style: str, dialect: str) -> Callable[[str], Optional[str]]:
    def render(name: str) -> Optional[str]:
        try:
            return demangle(name, dialect).format(style)
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


def cmd_demangle(args: argparse.Namespace) -> int:
    """Demangle the NAMEs, or filter stdin when there are none."""
    out = cli_io.binary_output(sys.stdout)
    if not args.name:
        if args.json:
            for line in cli_io.stdin():
                for match in _SYMBOL.finditer(line):
                    out.write(_json_line(match.group(0).decode("ascii"), args.dialect) + b"\n")
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
