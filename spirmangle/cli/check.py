"""``spirmangle check FILE...``: unknown builtins in LLVM IR, LLVM bitcode or SPIR-V modules.

Each module is read by :mod:`spirmangle.modules.input` and judged against the
catalogue of the configuration it states: the target from its ``target triple``
(or SPIR-V addressing model) and the OpenCL version from its
``!opencl.ocl.version`` / ``!opencl.cxx.version`` metadata (or SPIR-V
``OpSource``); ``--target`` and ``--cl-std`` given on the command line win, and
spir64 / CL3.0 stand in for what neither says.  Only functions of the global
namespace (``_Z<len><name>``, as builtins are) are judged; ``__spirv_*`` ones
(SPIR-V friendly IR) are set apart with one note.

Exit status: 2 if a file cannot be read (or the options are wrong), else 1 if
anything is reported, else 0.
"""

from __future__ import annotations

import argparse
import json

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from . import streams as cli_io
from .streams import err, out
from ..config import language
if TYPE_CHECKING:
    from ..library.records import Finding

STDIN_NAME = "<stdin>"


class FileReport:
    """What ``check`` found in one file (``error`` set when it could not be read)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.format: Optional[str] = None
        self.configuration: Optional[dict[str, object]] = None
        self.findings: tuple["Finding", ...] = ()
        self.error: Optional[str] = None

    def of_kind(self, *kinds: str) -> list["Finding"]:
        return [f for f in self.findings if f.kind in kinds]

    def to_json(self) -> dict[str, object]:
        findings = [{"symbol": f.symbol, "kind": f.kind, "line": f.line or None,
                     "demangled": f.demangled,
                     "closest": [{"mangled": s.mangled, "prototype": s.prototype}
                                 for s in f.closest],
                     "other_configuration": bool(f.configurations),
                     "other_configurations": [
                         {"target": c.target, "cl_std": c.cl_std, "cl_ext": c.cl_ext,
                          "dialect": c.dialect, "extensions": list(c.extensions)}
                         for c in f.configurations]}
                    for f in self.of_kind("unknown-builtin", "unmangled-near-miss")]
        spirv = [{"symbol": f.symbol, "line": f.line or None,
                  "closest": [s.mangled for s in f.closest]}
                 for f in self.of_kind("unknown-spirv-builtin")]
        opencl = [line for f in self.of_kind("opencl-in-spirv-friendly-ir")
                  for line in format_finding(self.path, f, self.configuration or {})]
        return {"path": self.path, "format": self.format, "configuration": self.configuration,
                "findings": findings, "spirv_findings": spirv,
                "opencl_in_spirv_friendly_ir": opencl, "error": self.error}

    def write_text(self) -> None:
        """The findings on stdout as ``FILE[:LINE]: ...`` lines; errors on stderr."""
        if self.error is not None:
            err("error: %s: %s\n" % (self.path, self.error))
            return
        order = ("unknown-builtin", "unmangled-near-miss", "unknown-spirv-builtin",
                 "opencl-in-spirv-friendly-ir")
        lines = [line for kind in order for f in self.of_kind(kind)
                 for line in format_finding(self.path, f, self.configuration or {})]
        if lines:
            out("\n".join(lines) + "\n")


def format_finding(path: str, f: "Finding", config: dict[str, object]) -> list[str]:
    """The report lines of one finding: ``FILE:LINE: ...`` and its notes (``FILE:``
    alone where the format has no lines)."""
    where = "%s:%d" % (path, f.line) if f.line else path
    if f.kind == "unknown-spirv-builtin":
        return (["%s: unknown SPIR-V friendly builtin %s" % (where, f.symbol)]
                + ["%s: note: closest SPIR-V friendly builtin: %s" % (where, s.mangled)
                   for s in f.closest])
    if f.kind == "opencl-in-spirv-friendly-ir":
        return (["%s: OpenCL builtin %s in SPIR-V friendly IR" % (where, f.symbol)]
                + ["%s: note: the translator writes %s" % (where, s.mangled) for s in f.closest])
    if f.kind == "unmangled-near-miss":
        name = f.closest[0].prototype if f.closest else ""
        return (["%s: unmangled function %s is no builtin (builtins are overloadable, so "
                 "mangled)" % (where, f.symbol)]
                + ["%s: note: closest overload: %s  %s" % (where, s.mangled, s.prototype)
                   for s in f.closest if name])
    lines = ["%s: unknown builtin %s" % (where, f.symbol)]
    lines += ["%s: note: closest overload: %s  %s" % (where, s.mangled, s.prototype)
              for s in f.closest]
    if f.configurations:
        from ..catalogue.where import Place, hint

        places = [Place(c.target, c.cl_std, c.cl_ext, c.dialect, c.extensions)
                  for c in f.configurations]
        lines += ["%s: note: %s" % (where, line)
                  for line in hint(places, str(config.get("target")), str(config.get("cl_ext", "")),
                                   str(config.get("dialect")))]
    return lines


def check_path(path: str, args: argparse.Namespace) -> FileReport:
    """The report of one file (``-``: stdin)."""
    from ..library.checking import check_info
    from ..modules.input import ModuleInputError, load_module

    report = FileReport(STDIN_NAME if path == "-" else path)
    try:
        info = load_module(report.path, cli_io.stdin()) if path == "-" else load_module(path)
    except ModuleInputError as exc:
        report.error = str(exc)
        return report
    except OSError as exc:
        report.error = str(exc.strerror or exc)
        return report
    report.format = info.format
    try:
        checked = check_info(info, args.target, args.cl_std, args.cl_ext, args.dialect,
                             args.allow, getattr(args, "spirv_friendly", False))
    except ValueError as exc:
        report.error = str(exc)
        return report
    report.configuration = {"target": checked.target, "cl_std": checked.cl_std,
                            "cl_ext": checked.cl_ext, "dialect": checked.dialect,
                            "from_module": list(checked.from_module)}
    report.findings = checked.findings
    return report


def cmd_check(args: argparse.Namespace) -> int:
    """Report unknown builtins of each FILE; 2 if one cannot be read, else 1 if any finding."""
    from ..library.checking import DEFAULT_CL_STD, read_allow_file

    if args.cl_ext:
        try:
            language(args.cl_std or DEFAULT_CL_STD, args.cl_ext)
        except ValueError as exc:
            err("error: %s\n" % exc)
            return 2
    try:
        args.allow = list(args.allow or []) + [p for path in args.allow_file or []
                                               for p in read_allow_file(path)]
    except OSError as exc:
        err("error: %s: %s\n" % (exc.filename, exc.strerror))
        return 2
    reports = [check_path(path, args) for path in args.file]
    if args.json:
        out(json.dumps([r.to_json() for r in reports], indent=2) + "\n")
    else:
        for report in reports:
            report.write_text()
    if any(r.error is not None for r in reports):
        return 2
    return 1 if any(r.findings for r in reports) else 0


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``check`` on the ``spirmangle`` subparsers."""
    from .options import add_config_options

    p = sub.add_parser(
        "check", help="report unknown builtins in LLVM IR, bitcode or SPIR-V modules",
        description="Report every declared or called _Z<len><name> function of each module "
                    "(LLVM IR text, LLVM bitcode or SPIR-V) that is not a builtin of its "
                    "configuration nor defined in it. The target and OpenCL version come "
                    "from the module (target triple, !opencl.ocl.version, SPIR-V "
                    "addressing model and OpSource) unless --target or --cl-std is given. "
                    "Exit status 1 when something is reported, 2 when a file cannot be read.")
    add_config_options(p)
    p.set_defaults(target=None, cl_std=None)
    p.add_argument("--json", action="store_true", help="one JSON list, an object per file")
    p.add_argument("--spirv-friendly", action="store_true",
                   help="the modules are SPIR-V friendly IR: also report OpenCL builtin calls "
                        "the translator writes as __spirv_* calls (__spirv_* calls are always "
                        "checked against what the configuration's builtins become)")
    p.add_argument("--allow", action="append", metavar="PATTERN",
                   help="do not report functions this glob matches (over the symbol, its "
                        "demangling or its function name: 'intel_sub_group_media_block_*'); "
                        "repeatable")
    p.add_argument("--allow-file", action="append", metavar="FILE",
                   help="read --allow patterns from FILE, one a line (# comments)")
    p.add_argument("file", nargs="+", metavar="FILE",
                   help="a .ll, .bc or .spv module, or - for stdin")
    p.set_defaults(func=cmd_check)
