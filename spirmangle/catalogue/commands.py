"""The catalogue subcommands of ``spirmangle``: table, header, lookup and check.

``spirmangle.cli`` calls :func:`add_subcommands` with its subparsers; every
command takes the shared configuration options (``--cl-std``, ``--target``,
``--cl-ext``, ``--dialect``) and returns an exit status:

* ``table``  -- one row per overload, as csv, json or md;
* ``header`` -- an OpenCL C header (``--lang opencl``) or LLVM IR declarations
  (``--lang llvm``);
* ``lookup`` -- the overloads of a builtin name or a mangled symbol (1 if none);
* ``check``  -- report unknown builtins in an LLVM IR file (1 if any).
"""

from __future__ import annotations

import argparse
from typing import Iterator

from .. import cli_io
from ..cli_io import err, out
from ..config import language


def _config(args: argparse.Namespace) -> tuple[str, str, str, str]:
    """(target, cl_std, cl_ext, dialect) of parsed arguments; raises ValueError on a bad -cl-ext."""
    language(args.cl_std, args.cl_ext)
    return args.target, args.cl_std, args.cl_ext, args.dialect


def _title(args: argparse.Namespace) -> str:
    words = [args.cl_std, args.target]
    if args.cl_ext:
        words.append("-cl-ext=" + args.cl_ext)
    words.append("%s mangling" % args.dialect)
    return ", ".join(words)


def _error(message: str) -> int:
    err("error: %s\n" % message)
    return 2


def cmd_table(args: argparse.Namespace) -> int:
    """Print one row per overload of the configuration."""
    from . import overloads
    from .table import render

    try:
        config = _config(args)
    except ValueError as exc:
        return _error(str(exc))
    extra = None
    if getattr(args, "spirv", False):  # the SPIR-V friendly call(s) of each overload
        from ..config import get_target
        from ..spirv.describe import spirv_cell

        target = get_target(args.target)
        extra = {"spirv": lambda o: spirv_cell(o, target)}
    out(render(overloads(*config), args.format, extra))
    return 0


def cmd_header(args: argparse.Namespace) -> int:
    """Print the configuration's builtins as an OpenCL C header or LLVM IR declarations."""
    from . import overloads
    from .header import llvm_declarations, opencl_header

    try:
        config = _config(args)
    except ValueError as exc:
        return _error(str(exc))
    if getattr(args, "spirv_friendly", False):
        if args.lang != "llvm":
            return _error("--spirv-friendly writes LLVM IR: use it with --lang llvm")
        from ..spirv.header import spirv_declarations

        out(spirv_declarations(args.target, args.cl_std, args.cl_ext, _title(args)))
        return 0
    found = overloads(*config)
    if args.lang == "llvm":
        out(llvm_declarations(found, args.target, _title(args)))
    else:
        out(opencl_header(found, args.cl_std, _title(args)))
    return 0


def cmd_lookup(args: argparse.Namespace) -> int:
    """Print the overloads of a builtin name or a mangled symbol; 1 if there are none."""
    from .lint import catalogue, closest, describe, known_elsewhere, lookup

    try:
        cat = catalogue(*_config(args))
    except ValueError as exc:
        return _error(str(exc))
    from ..spirv.describe import describe_spirv, is_spirv_query, spirv_cell

    if is_spirv_query(args.query):  # a SPIR-V friendly name: the OpenCL overloads behind it
        text = describe_spirv(args.query, args.target, args.cl_std, args.cl_ext)
        if text is not None:
            out(text + "\n")
            return 0
        from ..spirv.describe import closest_spirv

        near = closest_spirv(args.query, args.target, args.cl_std, args.cl_ext)
        err("no OpenCL builtin of %s becomes %s\n" % (_title(args), args.query)
            + "".join("  closest SPIR-V friendly name: %s\n" % n for n in near))
        return 1
    found = lookup(args.query, cat)
    if found:
        from ..config import get_target

        target = get_target(args.target)
        out("\n".join(describe(o) + ("\n  spirv:      " + spirv_cell(o, target)
                                      if getattr(args, "spirv", False) else "")
                       for o in found) + "\n")
        return 0
    lines = ["no builtin %s in %s" % (args.query, _title(args))]
    if args.query.startswith("_Z"):
        lines += ["  closest overload: %s  %s" % (o.mangled, o.prototype)
                  for o in closest(args.query, cat)]
        if known_elsewhere(args.query):
            lines.append("  %s is a builtin of another configuration" % args.query)
    err("\n".join(lines) + "\n")
    return 1


def cmd_check(args: argparse.Namespace) -> int:
    """Report unknown builtins used or declared in an LLVM IR file; 1 if any."""
    from .lint import catalogue, check_ir, format_finding

    try:
        cat = catalogue(*_config(args))
    except ValueError as exc:
        return _error(str(exc))
    path = "<stdin>" if args.file == "-" else args.file
    try:
        source = cli_io.stdin() if args.file == "-" else open(args.file, "rb")
    except OSError as exc:
        return _error("%s: %s" % (args.file, exc.strerror or exc))
    try:
        # Lines end at a newline only (as LLVM counts them), decoded the way argv is.
        lines: Iterator[str] = (cli_io.decode(line) for line in source)
        mixed = None
        if getattr(args, "spirv_friendly", False):  # OpenCL calls have no place in SPV-IR
            from ..spirv.lint import OpenCLCalls

            mixed = OpenCLCalls(cat, args.target)
            lines = mixed.watch(lines)
        findings = check_ir(lines, cat)
    except OSError as exc:
        return _error("%s: %s" % (args.file, exc.strerror or exc))
    finally:
        if args.file != "-":
            source.close()
    # __spirv_* calls (SPIR-V friendly IR) are checked against the SPIR-V friendly names.
    from ..spirv.lint import format_spirv_finding, split_spirv

    findings, spirv = split_spirv(findings, args.target, args.cl_std, args.cl_ext)
    out("".join("\n".join(format_finding(path, f)) + "\n" for f in findings))
    out("".join("\n".join(format_spirv_finding(path, f, args.target, args.cl_std, args.cl_ext))
                + "\n" for f in spirv))
    extra = mixed.report(path) if mixed is not None else []
    out("".join(line + "\n" for line in extra))
    return 1 if findings or spirv or extra else 0


def add_subcommands(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register table, header, lookup and check on the ``spirmangle`` subparsers."""
    from ..cli_options import add_config_options
    from .header import LANGS
    from .table import FORMATS

    p = sub.add_parser("table", help="list every builtin overload of a configuration",
                       description="One row per builtin overload: name, mangled, prototype, "
                                   "since, until, extensions, attributes, section.")
    add_config_options(p)
    p.add_argument("--format", choices=FORMATS, default="csv", help="output format (default: csv)")
    p.add_argument("--spirv", action="store_true",
                   help="add a spirv column: the SPIR-V friendly call(s) of each overload")
    p.set_defaults(func=cmd_table)

    p = sub.add_parser("header", help="declare every builtin as OpenCL C or LLVM IR",
                       description="An OpenCL C header of overloadable declarations guarded per "
                                   "extension, or LLVM IR declare lines (SPIR 2.0 types).")
    add_config_options(p)
    p.add_argument("--lang", choices=LANGS, default="opencl", help="output language (default: opencl)")
    p.add_argument("--spirv-friendly", action="store_true",
                   help="with --lang llvm: declare the __spirv_* functions the builtins become")
    p.set_defaults(func=cmd_header)

    p = sub.add_parser("lookup", help="show the overloads of a builtin name or mangled symbol",
                       description="Look a builtin up by name (fract) or by symbol (_Z5fractff).")
    add_config_options(p)
    p.add_argument("query", metavar="NAME_OR_SYMBOL")
    p.add_argument("--spirv", action="store_true",
                   help="also show each overload's SPIR-V friendly call(s) (__spirv_* names "
                        "are looked up on both sides without it)")
    p.set_defaults(func=cmd_lookup)

    p = sub.add_parser("check", help="report unknown builtins in LLVM IR",
                       description="Report every declared or called _Z function of an LLVM IR "
                                   "file that is not a builtin of the configuration (nor defined "
                                   "in the file). Exit status 1 when something is reported.")
    add_config_options(p)
    p.add_argument("file", metavar="FILE.ll", help="LLVM IR text, or - for stdin")
    p.add_argument("--spirv-friendly", action="store_true",
                   help="the file is SPIR-V friendly IR: also report OpenCL builtin calls "
                        "the translator writes as __spirv_* calls (__spirv_* calls are "
                        "always checked)")
    p.set_defaults(func=cmd_check)
