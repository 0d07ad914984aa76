"""The ``spirmangle demangle`` subcommand: names as arguments, or a stream filter.

The filter works like c++filt: every ``_Z`` symbol inside arbitrary text (LLVM
IR, logs, nm output) is replaced by its demangling, every other byte is copied
unchanged, and a symbol that does not demangle is left as it was.  It reads in
fixed-size chunks (bounded memory, see :class:`~spirmangle.modules.scan.SymbolScanner`)
and caches repeated names (bounded in entries and bytes).

The options follow c++filt and llvm-cxxfilt: ``-p`` (no parameters), ``-t``
(types too), ``-_``/``-n`` (strip a Mach-O underscore or not), ``@file``; the
printing itself is in :mod:`spirmangle.cli.output`.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import BinaryIO, Optional

from ..model.node import cast

from . import streams as cli_io
from .streams import encode
from .output import Options, render_argument, symbol_renderer, type_renderer
from ..errors import DemangleError, internal_error
from ..render.core import TEXT_STYLES as STYLES
from ..demangler.symbol import demangle
from ..limits import filter_max_output

if TYPE_CHECKING:
    import argparse

    from ..modules.scan import SymbolScanner as SymbolScanner
    from ..modules.textfilter import Render, filter_stream as filter_stream

__all__ = ["SymbolScanner", "filter_stream", "cmd_demangle", "add_subcommand"]

_MAX_NOTES = 1 << 16  # ambiguous names the filter remembers (--strict)


def __getattr__(name: str) -> object:
    """``SymbolScanner``, ``filter_stream`` and ``CHUNK``, the filter's, loaded on
    first use (``spirmangle demangle NAME`` needs none: start-up, issue 23)."""
    if name == "SymbolScanner":
        from ..modules.scan import SymbolScanner

        return SymbolScanner
    if name in ("filter_stream", "CHUNK"):
        from ..modules import textfilter

        return getattr(textfilter, name)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


def _renderer(style: str, dialect: str, no_params: bool = False) -> Render:
    """The filter's printer of symbols: as for NAMEs (raises DemangleError)."""
    return symbol_renderer(Options(style=style, dialect=dialect, no_params=no_params))


def _json_line(name: str, dialect: str, strip_underscore: bool = False,
               max_output: Optional[int] = None) -> tuple[bytes, bool]:
    """One JSON object, ASCII (a byte of ``name`` that is no character of the
    locale's encoding is the escaped lone surrogate Python's ``surrogateescape``
    uses), and whether the name demangled (``-_``: without its underscore)."""
    try:
        data = demangle(name, dialect, max_output, strip_underscore=strip_underscore).to_json()
    except DemangleError as exc:
        data = {"mangled": name, "error": {"position": exc.position, "reason": exc.reason}}
    except MemoryError:
        raise
    except Exception as exc:  # one name's bug: an error object, and the others go on
        reason = internal_error(name, exc).reason
        data = {"mangled": name, "error": {"position": 0, "reason": reason}}
    import json

    return json.dumps(data).encode("ascii"), "error" not in data


def _json_stream(source: BinaryIO, sink: BinaryIO, dialect: str, strip_underscore: bool = False) -> bool:
    """One JSON line per symbol of ``source`` (the symbols the filter replaces);
    whether every one demangled."""
    ok = True

    def describe(name: bytes, line: int, column: int) -> bytes:
        nonlocal ok
        symbol = name.decode("ascii")
        bound = filter_max_output(len(symbol) - (1 if strip_underscore else 0))
        text, good = _json_line(symbol, dialect, strip_underscore, bound)
        sink.write(text + b"\n")
        ok = ok and good
        return b""

    from ..modules.scan import SymbolScanner  # (the filter's: on first use, start-up)
    from ..modules.textfilter import CHUNK

    scanner = SymbolScanner(describe, strip_underscore=strip_underscore)
    while True:
        data = source.read(CHUNK)
        if not data:
            break
        scanner.feed(data)
    scanner.close()
    return ok


class _Prefixed:
    """A binary stream whose first bytes were already read."""

    def __init__(self, head: bytes, rest: BinaryIO) -> None:
        self.head = head
        self.rest = rest

    def read(self, size: int = -1) -> bytes:
        if self.head:
            data, self.head = self.head, b""
            return data
        return self.rest.read(size)


def _binary_module(source: BinaryIO) -> tuple[BinaryIO, Optional[str]]:
    """``source`` (its first bytes kept) and ``LLVM bitcode`` or ``SPIR-V`` if it
    starts a binary module, which the filter would copy as garbage."""
    from ..modules.input import binary_module_kind

    peek = getattr(source, "peek", None)
    if peek is not None:
        head = peek(4)[:4]
    else:
        head = source.read(4)
        source = cast("BinaryIO", _Prefixed(head, source))
    return source, binary_module_kind(head)


def _filter_stdin(options: Options, out: BinaryIO, err: BinaryIO) -> int:
    """Filter stdin to ``out``; with ``--strict`` report unreadable symbols on ``err``.
    A binary module (bitcode, SPIR-V) on stdin is an error naming ``symbols``."""
    source, kind = _binary_module(cli_io.stdin())
    if kind is not None:
        err.write(encode("error: <stdin> is %s, not text: use `spirmangle symbols FILE` "
                         "to list its functions demangled\n" % kind))
        return 2
    if options.json:
        ok = _json_stream(source, out, options.dialect, options.strip_underscore)
        return 0 if ok or not options.strict else 1
    failures = 0
    notes: dict[bytes, str] = {}  # the ambiguous names seen (--strict), bounded

    def report(line: int, column: int, name: bytes, reason: str) -> None:
        nonlocal failures
        failures += 1
        err.write(b"error: %d:%d: %s: %s\n" % (line, column, name, encode(reason)))

    def note(token: str, text: str) -> None:
        if len(notes) >= _MAX_NOTES:
            notes.clear()
        notes[encode(token)] = text

    def ambiguous(line: int, column: int, name: bytes, text: str) -> None:
        nonlocal failures
        failures += 1
        err.write(b"ambiguous: %d:%d: %s: %s\n" % (line, column, name, encode(text)))

    # (The scanner takes -_'s underscore off the words it gives the renderers.)
    from dataclasses import replace

    from ..modules.textfilter import filter_stream  # (the filter core, the library's too)

    plain = replace(options, strip_underscore=False)
    filter_stream(source, out, symbol_renderer(plain, note if options.strict else None),
                  types=type_renderer(plain) if options.types else None,
                  strip_underscore=options.strip_underscore,
                  report=report if options.strict else None,
                  notes=notes.get if options.strict else None, noted=ambiguous)
    return 1 if failures else 0


def _name_argument(name: str, options: Options, out: BinaryIO, err: BinaryIO) -> int:
    """Print one NAME; the exit status it asks for."""
    if options.json:
        line, ok = _json_line(name, options.dialect, options.strip_underscore)
        out.write(line + b"\n")
        return 0 if ok or not options.strict else 1
    notes: list[str] = []
    try:
        text = render_argument(name, options,
                               (lambda _, note: notes.append(note)) if options.strict else None)
    except DemangleError as exc:
        if not options.strict:
            out.write(encode(name) + b"\n")
            return 0
        err.write(encode("error: %s: %d: %s\n%s\n%s^\n" % (name, exc.position, exc.reason, name,
                                                         " " * exc.position)))
        return 1
    out.write(encode(text) + b"\n")
    for note in notes:
        err.write(encode("ambiguous: %s: %s\n" % (name, note)))
    return 1 if notes else 0


def cmd_demangle(args: argparse.Namespace) -> int:
    """Demangle the NAMEs (``-``: filter stdin there), or filter stdin when there are none."""
    options = Options.from_args(args)
    if options.json and (options.no_params or options.types):
        cli_io.err("spirmangle demangle: error: --json describes whole symbols: "
                   "it takes neither -p/--no-params nor -t/--types\n")
        return 2
    out = cli_io.stdout()
    err = cli_io.stderr()
    status = 0
    for name in args.name or ["-"]:
        if name == "-":
            result = _filter_stdin(options, out, err)
        else:
            result = _name_argument(name, options, out, err)
        status = max(status, result)
    return status


def names_only(arguments: list[str]) -> Optional[list[str]]:
    """The NAMEs of ``demangle NAME...`` (``arguments``) with no option, no ``-``
    (stdin) and no ``@file``: those the command line reads without argparse
    (:func:`plain_arguments`); else None."""
    if len(arguments) < 2 or arguments[0] != "demangle":
        return None
    names = arguments[1:]
    if any(not name or name[0] in "-@" for name in names):
        return None
    return names


def plain_arguments(names: list[str]) -> "argparse.Namespace":
    """What :func:`add_subcommand`'s parser gives ``spirmangle demangle NAME...`` for
    :func:`names_only`'s NAMEs, without importing argparse, building the parser and
    loading the locale (~2-3 ms of a one-name run, issue 23; tests/cli/test_cli.py
    compares the two)."""
    from types import SimpleNamespace

    found = SimpleNamespace(command="demangle", style=DEFAULT_STYLE, dialect=DEFAULT_DIALECT,
                            json=False, strict=False, no_params=False, types=False,
                            strip_underscore=False, name=list(names), func=cmd_demangle)
    return cast("argparse.Namespace", found)


DEFAULT_STYLE = "opencl"
DEFAULT_DIALECT = "auto"


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``demangle`` on the top-level parser."""
    from .options import version_text

    p = sub.add_parser(
        "demangle", help="demangle names, or filter text on stdin",
        description="Demangle NAMEs (one line each); with none, or for a NAME '-', replace "
                    "every mangled symbol in stdin and copy everything else unchanged. "
                    "An argument @FILE is replaced by the arguments in FILE.")
    p.add_argument("--style", choices=STYLES, default=DEFAULT_STYLE,
                   help="opencl (default), llvm (llvm-cxxfilt-19's text), gnu (c++filt's text) "
                        "or cxx (the llvm style's format of the exact reading, where "
                        "llvm-cxxfilt misreads)")
    p.add_argument("--dialect", choices=("auto", "clang", "spir", "itanium", "spirv"), default=DEFAULT_DIALECT,
                   help="substitution and type-name rules (default: auto)")
    p.add_argument("--json", action="store_true", help="one JSON object per name")
    p.add_argument("--strict", action="store_true",
                   help="report names that do not demangle on stderr and exit 1")
    p.add_argument("-p", "--no-params", action="store_true",
                   help="print a function's name without its parameters and return type")
    p.add_argument("-t", "--types", action="store_true",
                   help="also demangle words that are types (Dv4_f, PU3AS1Kf, i)")
    p.add_argument("-_", "--strip-underscore", action="store_true", dest="strip_underscore",
                   help="names start with an extra underscore (Mach-O: __Z3fooi)")
    p.add_argument("-n", "--no-strip-underscore", action="store_false", dest="strip_underscore",
                   help="names start with _Z (the default)")
    p.add_argument("--version", action="version", version=version_text())
    p.add_argument("name", nargs="*", metavar="NAME")
    p.set_defaults(func=cmd_demangle)
