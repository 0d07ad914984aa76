"""The catalogue subcommands of ``spirmangle``: table, header, lookup and check.

``spirmangle.cli.main`` calls :func:`add_subcommands` with its subparsers; every
command takes the shared configuration options (``--cl-std``, ``--target``,
``--cl-ext``, ``--dialect``) and returns an exit status:

* ``table``  -- one row per overload, as csv, json or md;
* ``header`` -- an OpenCL C header (``--lang opencl``) or LLVM IR declarations
  (``--lang llvm``);
* ``lookup`` -- the overloads of a builtin name or a mangled symbol (1 if none);
* ``check``  -- report unknown builtins in LLVM IR, bitcode or SPIR-V modules
  (1 if any; see :mod:`spirmangle.cli.check`).
"""

from __future__ import annotations

import argparse

from .streams import err, out
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
    from ..catalogue import overloads
    from ..catalogue.table import render

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
    from ..library.headers import header

    try:
        _config(args)
        text = header(args.cl_std, args.target, args.cl_ext, args.dialect, args.lang,
                      args.llvm_version, getattr(args, "spirv_friendly", False),
                      getattr(args, "base", None) or "own")
    except ValueError as exc:
        return _error(str(exc))
    out(text)
    return 0


def cmd_lookup(args: argparse.Namespace) -> int:
    """Print the overloads of a builtin name or a mangled symbol; 1 if there are none."""
    from ..errors import PrototypeError
    from ..library.builtins import find
    from ..catalogue.lint import catalogue, closest, describe, lookup
    from ..catalogue.where import elsewhere, hint, similar_names

    params = None
    if getattr(args, "params", None) is not None:
        params = [p.strip() for p in args.params.split(",") if p.strip()]
    try:
        cat = catalogue(*_config(args))
        found = find(args.query, args.target, args.cl_std, args.cl_ext, args.dialect, params)
    except PrototypeError as exc:
        return _error("--params: %s" % exc)
    except ValueError as exc:
        return _error(str(exc))
    if params is not None and not found and lookup(args.query, cat):
        err("no overload %s(%s) in %s (%s has %d overloads there)\n" % (
            args.query, ", ".join(params), _title(args), args.query, len(lookup(args.query, cat))))
        return 1
    from ..spirv.describe import describe_spirv, is_spirv_query, spirv_cell

    if is_spirv_query(args.query) and params is None:  # the OpenCL overloads behind it
        text = describe_spirv(args.query, args.target, args.cl_std, args.cl_ext)
        if text is not None:
            out(text + "\n")
            return 0
        from ..spirv.describe import closest_spirv

        names = closest_spirv(args.query, args.target, args.cl_std, args.cl_ext)
        err("no OpenCL builtin of %s becomes %s\n" % (_title(args), args.query)
            + "".join("  closest SPIR-V friendly name: %s\n" % n for n in names))
        return 1
    near = closest(args.query, cat) if not found and args.query.startswith("_Z") else []
    places = [] if found else elsewhere(args.query, args.target, args.cl_std, args.cl_ext,
                                        args.dialect)
    if getattr(args, "json", False):
        from ..catalogue.lookup_json import lookup_json

        out(lookup_json(args, found, near, places) + "\n")
        return 0 if found else 1
    if found:
        from ..config import get_target

        target = get_target(args.target)
        out("\n".join(describe(o) + ("\n  spirv:      " + spirv_cell(o, target)
                                      if getattr(args, "spirv", False) else "")
                       for o in found) + "\n")
        return 0
    lines = ["no builtin %s in %s" % (args.query, _title(args))]
    lines += ["  " + line for line in hint(places, args.target, args.cl_ext, args.dialect)]
    if not places and not args.query.startswith("_Z"):
        lines += ["  did you mean %s?" % name for name in similar_names(args.query)]
    lines += ["  closest overload: %s  %s" % (o.mangled, o.prototype) for o in near]
    err("\n".join(lines) + "\n")
    return 1


def add_subcommands(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register table, header, lookup and check on the ``spirmangle`` subparsers."""
    from .options import add_config_options
    # (header.LANGS and table.FORMATS, which tests/catalogue/test_catalogue_tools.py checks:
    # those modules are imported when their command runs)
    LANGS = ("opencl", "llvm")
    FORMATS = ("csv", "json", "md")

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
                                   "extension, or LLVM IR declare lines with their attribute "
                                   "groups, as clang writes them.")
    add_config_options(p)
    p.add_argument("--lang", choices=LANGS, default="opencl", help="output language (default: opencl)")
    p.add_argument("--llvm-version", type=int, metavar="N",
                   help="with --lang llvm: declare as clang of LLVM N does: <= 14 typed pointers "
                        "(%%opencl.image2d_ro_t addrspace(1)*), 15-16 opaque pointers (ptr), "
                        ">= 17 target extension types (target(\"spirv.Image\", ...)); default 17")
    p.add_argument("--spirv-friendly", action="store_true",
                   help="with --lang llvm: declare the __spirv_* functions the builtins become")
    p.add_argument("--base", choices=("own", "include", "none"), default="own",
                   help="with --lang opencl: start with the base types and macros the "
                        "declarations need, so the header compiles alone with clang "
                        "-cl-no-stdinc (own, the default; skipped where opencl-c-base.h "
                        "was included), #include <opencl-c-base.h> (include), or nothing")
    p.set_defaults(func=cmd_header)

    p = sub.add_parser("lookup", help="show the overloads of a builtin name or mangled symbol",
                       description="Look a builtin up by name (fract) or by symbol (_Z5fractff).")
    add_config_options(p)
    p.add_argument("--json", action="store_true",
                   help="one JSON object: the overloads found, or where else the builtin is")
    p.add_argument("query", metavar="NAME_OR_SYMBOL")
    p.add_argument("--params", metavar="TYPES",
                   help="only the overloads with these parameter types, OpenCL C spellings "
                        "separated by commas: --params 'float4, __global float4 *'")
    p.add_argument("--spirv", action="store_true",
                   help="also show each overload's SPIR-V friendly call(s) (__spirv_* names "
                        "are looked up on both sides without it)")
    p.set_defaults(func=cmd_lookup)

    from .check import add_subcommand as add_check

    add_check(sub)
