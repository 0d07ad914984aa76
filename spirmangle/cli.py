"""The ``spirmangle`` command line: mangle, demangle and the catalogue commands."""

from __future__ import annotations

import argparse
import sys
from typing import Iterable, Optional, TextIO

from .cli_options import add_config_options
from .config import language
from .mangle import MangleError, mangle


def _mangle_lines(lines: Iterable[str], args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .prototype import PrototypeError, parse_prototype

    lang = language(args.cl_std, args.cl_ext)
    status = 0
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text:
            continue
        try:
            fn = parse_prototype(text, target=args.target, lang=lang)
            out.write(mangle(fn, target=args.target, dialect=args.dialect) + "\n")
        except PrototypeError as exc:
            err.write("error: %d:%d: %s\n" % (number, exc.column, exc.message))
            status = 1
        except MangleError as exc:
            err.write("error: %d:1: %s\n" % (number, exc))
            status = 1
    return status


def cmd_mangle(args: argparse.Namespace) -> int:
    """Mangle prototypes given as arguments, or one per line from stdin."""
    try:
        language(args.cl_std, args.cl_ext)
    except ValueError as exc:
        sys.stderr.write("error: %s\n" % exc)
        return 2
    lines = args.prototype if args.prototype else sys.stdin
    return _mangle_lines(lines, args, sys.stdout, sys.stderr)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="spirmangle",
        description="Itanium C++ ABI name mangling with the SPIR/OpenCL extensions.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    p = sub.add_parser("mangle", help="mangle OpenCL C prototypes",
                       description="Mangle OpenCL C prototypes; with none, read one per line from stdin.")
    add_config_options(p)
    p.add_argument("prototype", nargs="*", metavar="PROTOTYPE")
    p.set_defaults(func=cmd_mangle)

    from . import cli_demangle

    cli_demangle.add_subcommand(sub)
    try:
        from .catalogue import commands as catalogue_commands
    except ImportError:  # pragma: no cover - only while the catalogue commands are absent
        catalogue_commands = None  # type: ignore[assignment]
    if catalogue_commands is not None:
        catalogue_commands.add_subcommands(sub)
    return parser


def main(argv: Optional[list[str]] = None) -> int:
    """Entry point of the ``spirmangle`` console script."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
