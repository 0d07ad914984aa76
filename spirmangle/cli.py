"""The ``spirmangle`` command line: mangle, demangle and the catalogue commands."""

from __future__ import annotations

import argparse
import io
import os
import sys
from typing import BinaryIO, Iterable, Optional

from . import __version__, cli_argv, cli_io
from .cli_io import encode
from .cli_options import add_config_options
from .config import language
from .limits import MAX_PROTOTYPE_LINE
from .mangle import MangleError, mangle


def _error_text(message: str, text: str, column: int) -> str:
    """A prototype error message; a byte that is no character of the locale's
    encoding is named by its value."""
    if 0 < column <= len(text) and "\udc80" <= text[column - 1] <= "\udcff":
        return "unexpected byte 0x%02x" % (ord(text[column - 1]) - 0xDC00)
    return message


def _mangle_lines(lines: Iterable[Optional[str]], args: argparse.Namespace, out: BinaryIO, err: BinaryIO) -> int:
    """Mangle one prototype per line; a bad line (None: too long to read) is reported
    on ``err`` and skipped."""
    from .errors import PrototypeError
    from .prototype import parse_prototype

    lang = language(args.cl_std, args.cl_ext)
    status = 0
    for number, line in enumerate(lines, 1):
        if line is None or len(encode(line)) > MAX_PROTOTYPE_LINE:
            err.write(b"error: %d:1: prototype longer than %d bytes\n" % (number, MAX_PROTOTYPE_LINE))
            status = 1
            continue
        text = line.strip()
        if not text:
            continue
        try:
            fn = parse_prototype(text, target=args.target, lang=lang)
            symbol = mangle(fn, target=args.target, dialect=args.dialect)  # bounds its own depth
        except PrototypeError as exc:
            message = _error_text(exc.message, text, exc.column)
            err.write(encode("error: %d:%d: %s\n" % (number, exc.column, message)))
            status = 1
        except MangleError as exc:
            err.write(encode("error: %d:1: %s\n" % (number, exc)))
            status = 1
        else:
            out.write(encode(symbol + "\n"))
    return status


def cmd_mangle(args: argparse.Namespace) -> int:
    """Mangle prototypes given as arguments, or one per line from stdin."""
    try:
        language(args.cl_std, args.cl_ext)
    except ValueError as exc:
        cli_io.err("error: %s\n" % exc)
        return 2
    lines = args.prototype if args.prototype else cli_io.lines(cli_io.stdin(), MAX_PROTOTYPE_LINE)
    out = cli_io.binary_output(sys.stdout)
    err = cli_io.binary_output(sys.stderr)
    return _mangle_lines(lines, args, out, err)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="spirmangle",
        description="Itanium C++ ABI name mangling with the SPIR/OpenCL extensions.")
    parser.add_argument("--version", action="version", version="spirmangle " + __version__)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    p = sub.add_parser("mangle", help="mangle OpenCL C prototypes",
                       description="Mangle OpenCL C prototypes; with none, read one per line from stdin.")
    add_config_options(p)
    p.add_argument("prototype", nargs="*", metavar="PROTOTYPE")
    p.set_defaults(func=cmd_mangle)

    from . import cli_demangle, cli_remangle

    cli_demangle.add_subcommand(sub)
    cli_remangle.add_subcommand(sub)
    try:
        from .catalogue import commands as catalogue_commands
    except ImportError:  # pragma: no cover - only while the catalogue commands are absent
        catalogue_commands = None  # type: ignore[assignment]
    if catalogue_commands is not None:
        catalogue_commands.add_subcommands(sub)
    return parser


def parse_arguments(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """Parse ``argv``; ``demangle`` expands ``@file`` arguments and takes NAMEs between
    its options too (``_Z1fv -p _Z1gv``), as c++filt does."""
    if argv[:1] != ["demangle"]:
        return parser.parse_args(argv)
    try:
        argv = argv[:1] + cli_argv.expand(argv[1:])
    except cli_argv.ResponseFileError as exc:
        cli_io.err("spirmangle demangle: error: %s\n" % exc)
        raise SystemExit(2) from None
    args, extra = parser.parse_known_args(argv)
    unknown = [a for a in extra if a.startswith("-") and a != "-"]
    if unknown:
        parser.error("unrecognized arguments: %s" % " ".join(unknown))
    args.name = list(args.name) + extra
    return args


def main(argv: Optional[list[str]] = None) -> int:
    """Entry point of the ``spirmangle`` console script."""
    parser = build_parser()
    args = parse_arguments(parser, sys.argv[1:] if argv is None else list(argv))
    try:
        status = int(args.func(args) or 0)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        _discard_stdout()
        return 0
    except KeyboardInterrupt:
        return 130


def _discard_stdout() -> None:
    """After the reader went away, send what is still buffered nowhere (so that
    the interpreter's last flush does not fail again)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
