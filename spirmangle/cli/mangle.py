"""``spirmangle mangle``: one output line per prototype, errors with a caret.

Every input line (or argument) gives exactly one line on stdout, so output lines
up with input: the mangled name, or an empty line for a blank line or one that
fails (the error goes to stderr, as ``error: LINE:COLUMN: message`` followed by
the prototype and a caret under the column).

* A kernel (``kernel``/``__kernel``) is never mangled by clang: its symbol is its
  plain name, which is printed, with a note on stderr.
* A type name that is neither an OpenCL C type nor declared (``struct``/``union``/
  ``enum`` before it, or ``--class NAME``) is an error suggesting the closest known
  names, never silently a class (``flaot4``; a typedef of a builtin type, which
  clang mangles as that type, would be another name). ``--strict`` asks for the
  same, and is kept for the scripts that pass it.
"""

from __future__ import annotations

import argparse
import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import BinaryIO, Iterable, Optional

from .streams import encode
from ..config import language
from ..limits import MAX_PROTOTYPE_LINE
from ..mangler.core import MangleError, mangle
from ..model import Entity, Function, SourceName

_KERNEL = re.compile(r"(?<![A-Za-z0-9_])(?:__kernel|kernel)(?![A-Za-z0-9_])")


class _LineError(Exception):
    """A prototype error at a column of its line."""

    def __init__(self, message: str, column: int) -> None:
        super().__init__(message)
        self.message = message
        self.column = column


def caret_lines(text: str, column: int) -> str:
    """``text`` and a caret under ``column`` (1-based), each line ending in a newline."""
    return "%s\n%s^\n" % (text, " " * max(column - 1, 0))


def _error_text(message: str, text: str, column: int) -> str:
    """A prototype error message; a byte that is no character of the locale's
    encoding is named by its value."""
    if 0 < column <= len(text) and "\udc80" <= text[column - 1] <= "\udcff":
        return "unexpected byte 0x%02x" % (ord(text[column - 1]) - 0xDC00)
    return message


def is_kernel(text: str, fn: Entity) -> bool:
    """Whether the prototype declares a kernel: ``kernel``/``__kernel`` before its name."""
    if not isinstance(fn, Function) or not isinstance(fn.name, SourceName):
        return False
    name = re.search(r"(?<![A-Za-z0-9_])%s\s*\(" % re.escape(fn.name.identifier), text)
    return _KERNEL.search(text[:name.start()] if name else text.split("(", 1)[0]) is not None


def _mangle_one(text: str, args: argparse.Namespace) -> tuple[str, str]:
    """(symbol, note) of one prototype; raises _LineError."""
    from ..errors import PrototypeError
    from ..opencl.prototype import parse_declaration

    sycl = bool(getattr(args, "sycl", False))
    classes = tuple(n.strip() for item in getattr(args, "classes", ()) for n in item.split(",")
                    if n.strip())
    try:
        fn, clone_suffix = parse_declaration(
            text, target=args.target, lang=language(args.cl_std, args.cl_ext, sycl),
            classes=classes, base_structors=bool(getattr(args, "base_structors", False)),
            cxx=True, unknown_hint=" (write 'struct %s' or pass --class %s)")
    except PrototypeError as exc:
        raise _LineError(_error_text(exc.message, text, exc.column), exc.column) from None
    if not sycl and isinstance(fn, Function) and is_kernel(text, fn) \
            and isinstance(fn.name, SourceName):  # (SYCL has no kernel qualifier)
        name = fn.name.identifier
        return name, "kernel %s is not mangled: clang names a kernel by its plain name" % name
    try:
        dialect = "itanium" if sycl else args.dialect
        return mangle(fn, target=args.target, dialect=dialect) + clone_suffix, ""  # bounds its own depth
    except MangleError as exc:
        raise _LineError(str(exc), 1) from None


def mangle_lines(lines: Iterable[Optional[str]], args: argparse.Namespace, out: BinaryIO,
                 err: BinaryIO, max_line: int = MAX_PROTOTYPE_LINE) -> int:
    """Mangle one prototype per line (None: a line too long to read), one output
    line each; 1 if a line failed."""
    status = 0
    for number, line in enumerate(lines, 1):
        if line is None or len(encode(line)) > max_line:
            err.write(b"error: %d:1: prototype longer than %d bytes\n" % (number, max_line))
            out.write(b"\n")
            status = 1
            continue
        text = line.strip()
        if not text:
            out.write(b"\n")
            continue
        try:
            symbol, note = _mangle_one(text, args)
        except _LineError as exc:
            err.write(encode("error: %d:%d: %s\n" % (number, exc.column, exc.message)
                             + caret_lines(text, exc.column)))
            out.write(b"\n")
            status = 1
            continue
        if note:
            err.write(encode("note: %d: %s\n" % (number, note)))
        out.write(encode(symbol + "\n"))
    return status
