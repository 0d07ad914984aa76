"""The ``spirmangle`` command line: mangle, demangle and the catalogue commands."""

from __future__ import annotations

import io
import os
import sys

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from . import streams as cli_io
from ..limits import MAX_PROTOTYPE_LINE

if TYPE_CHECKING:
    import argparse

# (spirmangle.cli.options, which loads the model, is imported by build_parser:
# after main() has paused the collector, see _pause_gc)

# Each command and the module of ``spirmangle.cli`` that registers it (None: this
# one).  ``spirmangle COMMAND ...`` builds the parser of that command alone, so
# that a command loads only what it uses (tests/cli/test_cli.py checks the table
# against the full parser).
COMMANDS: dict[str, Optional[str]] = {
    "mangle": None, "demangle": "demangle", "remangle": "remangle", "symbols": "symbols",
    "explain": "explain", "table": "catalogue", "header": "catalogue", "lookup": "catalogue",
    "check": "catalogue",
}


def cmd_mangle(args: argparse.Namespace) -> int:
    """Mangle prototypes given as arguments, or one per line from stdin."""
    from . import mangle as cli_mangle
    from ..config import language

    try:
        language(args.cl_std, args.cl_ext)
    except ValueError as exc:
        cli_io.err("error: %s\n" % exc)
        return 2
    lines = args.prototype if args.prototype else cli_io.lines(cli_io.stdin(), MAX_PROTOTYPE_LINE)
    out = cli_io.stdout()
    err = cli_io.stderr()
    return cli_mangle.mangle_lines(lines, args, out, err, MAX_PROTOTYPE_LINE)


def build_parser(command: Optional[str] = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered (with ``command``,
    one of :data:`COMMANDS`: that subcommand alone, and those of its module)."""
    from .options import ArgumentParser, add_config_options, version_text  # (and argparse)

    parser = ArgumentParser(
        prog="spirmangle",
        description="Itanium C++ ABI name mangling with the SPIR/OpenCL extensions.")
    parser.add_argument("--version", action="version", version=version_text())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    if command in (None, "mangle"):
        p = sub.add_parser("mangle", help="mangle OpenCL C prototypes",
                           description="Mangle OpenCL C prototypes; with none, read one per line from stdin.")
        add_config_options(p)
        p.add_argument("--strict", action="store_true",
                       help="reject type names OpenCL C does not know (the default: a name "
                            "not declared struct, union, enum or by --class is an error, with "
                            "a did-you-mean)")
        p.add_argument("--sycl", action="store_true",
                       help="SYCL device code (clang -fsycl-is-device): C++ declarations, address "
                            "spaces spelled AS<n>, no default address space (dialect itanium)")
        p.add_argument("--class", dest="classes", action="append", default=[], metavar="NAMES",
                       help="class or enum names the declarations use unqualified, without "
                            "struct or enum (comma-separated, repeatable)")
        p.add_argument("--base-structors", action="store_true",
                       help="C++: X::X and X::~X are the base variants (C2, D2), not the complete "
                            "ones (C1, D1)")
        p.add_argument("prototype", nargs="*", metavar="PROTOTYPE")
        p.set_defaults(func=cmd_mangle)

    registered = [COMMANDS[command]] if command is not None else [
        "demangle", "remangle", "symbols", "explain", "catalogue"]
    for name in registered:
        if name is None:
            continue
        __import__("%s.%s" % (__package__, name))  # (not importlib: start-up)
        module = sys.modules["%s.%s" % (__package__, name)]
        if name == "catalogue":
            module.add_subcommands(sub)
        else:
            module.add_subcommand(sub)
    for each in sub.choices.values():  # ``spirmangle COMMAND --version`` too
        if "--version" not in each._option_string_actions:
            each.add_argument("--version", action="version", version=version_text())
    return parser


def parse_arguments(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """Parse ``argv``; ``demangle`` expands ``@file`` arguments and takes NAMEs between
    its options too (``_Z1fv -p _Z1gv``), as c++filt does.  An option value that
    starts with '-' may follow its option after a space (``--cl-ext -name``)."""
    from . import argv as cli_argv  # (not for demangle NAME...: start-up, issue 23)

    argv = cli_argv.attach_values(argv, ("--cl-ext",))
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
    """Entry point of the ``spirmangle`` console script.  Output that cannot be
    written (stdout closed or full) ends in a one-line error and exit status 1;
    a reader that went away (a broken pipe) ends quietly, with status 0.

    As the console script (``argv`` None), ``demangle`` ends its process itself
    once its output is flushed (see :func:`_end_process`)."""
    status = _main(argv)
    if argv is None and sys.argv[1:2] == ["demangle"]:
        _end_process(status)
    return status


def _end_process(status: int) -> None:
    """End the process with ``status`` now, skipping the interpreter's
    finalization (tearing down every module and collecting their objects: ~7% of
    ``spirmangle demangle NAME``'s instructions, issue 23), as the command leaves
    nothing behind to finalize (no file but the standard streams, no thread, no
    temporary file, no exit handler of its own).  Not while something registered
    with :mod:`atexit` may want to run (coverage's data, a profiler): then the
    process ends as usual.  What cannot be flushed ends as usual too (the error
    is the interpreter's)."""
    if "coverage" in sys.modules or "cProfile" in sys.modules or "threading" in sys.modules:
        return
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        return
    os._exit(status)


def _main(argv: Optional[list[str]]) -> int:
    _tune_gc()
    try:
        try:
            arguments = sys.argv[1:] if argv is None else list(argv)
            command = arguments[0] if arguments and arguments[0] in COMMANDS else None
            collecting = _pause_gc()
            try:
                args = _plain_demangle(arguments) if command == "demangle" else None
                if args is None:
                    parser = build_parser(command)
            finally:
                if command not in ONE_QUERY:
                    _resume_gc(collecting)
            try:
                if args is None:
                    args = parse_arguments(parser, arguments)
                status = int(args.func(args) or 0)
            finally:
                if command in ONE_QUERY:
                    _resume_gc(collecting)
        except SystemExit:  # argparse's --help, --version and usage errors: printed too
            _flush_stdout()
            raise
        _flush_stdout()
        return status
    except BrokenPipeError:
        _discard_stdout()
        return 0
    except cli_io.OutputError as exc:
        _discard_stdout()
        cli_io.err("spirmangle: error: cannot write to standard output: %s\n" % exc)
        return 1
    except OSError as exc:  # reading: an I/O error on stdin or a file
        where = " %s:" % exc.filename if exc.filename else ""
        cli_io.err("spirmangle: error:%s %s\n" % (where, exc.strerror or exc))
        return 1
    except KeyboardInterrupt:
        return 130


def _plain_demangle(arguments: list[str]) -> Optional[argparse.Namespace]:
    """The arguments of ``demangle NAME...`` without an option, ``-`` or ``@file``,
    read without argparse (spirmangle.cli.demangle.plain_arguments); else None."""
    from . import demangle as cli_demangle

    names = cli_demangle.names_only(arguments)
    return None if names is None else cli_demangle.plain_arguments(names)


# The commands that answer one query (a bounded amount of work, whose objects are
# the modules and caches they load): the collector stays paused until they have
# run (its collections took 20-30 ms of a lookup's ~140 ms: issue 23).
ONE_QUERY = ("lookup",)


def _tune_gc() -> None:
    """The command owns its process: the collector runs every 10,000 allocations
    instead of 700 (demangling allocates many short-lived nodes and few cycles:
    the collector took 10-15% of the time)."""
    import gc

    if gc.get_threshold()[0] < 10_000:
        gc.set_threshold(10_000, *gc.get_threshold()[1:])


def _pause_gc() -> bool:
    """No collection while the command's modules load (their objects are never
    garbage: the collections of the young ones took ~3 ms of a one-name run);
    whether the collector was on."""
    import gc

    collecting = gc.isenabled()
    gc.disable()
    return collecting


def _resume_gc(collecting: bool) -> None:
    """Once the command's modules are loaded: the collector stops scanning their
    objects for good (a full collection of them took ~7 ms of a one-name run),
    and runs again if it ran before."""
    import gc

    gc.freeze()
    if collecting:
        gc.enable()


def _flush_stdout() -> None:
    """Flush what was printed to ``sys.stdout`` as text (OutputError if it cannot be)."""
    if sys.stdout is not None:
        cli_io.stdout().flush()


def _discard_stdout() -> None:
    """After the reader went away or the output failed, send what is still
    buffered nowhere (so that the interpreter's last flush does not fail again)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
