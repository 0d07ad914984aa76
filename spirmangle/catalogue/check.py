"""``spirmangle check FILE...``: unknown builtins in LLVM IR, LLVM bitcode or SPIR-V modules.

Each module is read by :mod:`spirmangle.modules_input` and judged against the
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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from .. import cli_io
from ..cli_io import err, out
from ..config import language
if TYPE_CHECKING:
    from .lint import Finding

DEFAULT_TARGET = "spir64"
DEFAULT_CL_STD = "CL3.0"
STDIN_NAME = "<stdin>"


def configuration(args: argparse.Namespace, target: Optional[str],
                  cl_std: Optional[str]) -> tuple[str, str, str, str, list[str]]:
    """(target, cl_std, cl_ext, dialect, what came from the module): flags first,
    then the module's own ``target`` and ``cl_std``, then the defaults."""
    from_module = []
    if args.target is None and target is not None:
        from_module.append("target")
    if args.cl_std is None and cl_std is not None:
        from_module.append("cl_std")
    chosen_target = args.target or target or DEFAULT_TARGET
    chosen_std = args.cl_std or cl_std or DEFAULT_CL_STD
    return chosen_target, chosen_std, args.cl_ext, args.dialect, from_module


def _demangled(symbol: str, dialect: str = "auto") -> Optional[str]:
    from ..errors import DemangleError
    from ..modules_input import read_dialect
    from ..symbol import demangle

    try:
        return str(demangle(symbol, read_dialect(symbol, dialect)).format("opencl"))
    except DemangleError:
        return None


@dataclass
class FileReport:
    """What ``check`` found in one file (``error`` set when it could not be read)."""

    path: str
    format: Optional[str] = None
    configuration: Optional[dict[str, object]] = None
    findings: tuple["Finding", ...] = ()
    # __spirv_* calls that no builtin of the configuration becomes, and (with
    # --spirv-friendly) OpenCL builtins called where the translator writes __spirv_*
    spirv_findings: tuple["Finding", ...] = ()
    opencl_in_spirv: tuple[str, ...] = ()
    error: Optional[str] = None
    names_dialect: str = "auto"  # what the module's language says its names are read with

    def to_json(self) -> dict[str, object]:
        findings = [{"symbol": f.symbol, "line": f.line or None,
                     "demangled": _demangled(f.symbol, self.names_dialect),
                     "closest": [{"mangled": o.mangled, "prototype": o.prototype}
                                 for o in f.suggestions],
                     "other_configuration": f.elsewhere} for f in self.findings]
        spirv = [{"symbol": f.symbol, "line": f.line or None} for f in self.spirv_findings]
        return {"path": self.path, "format": self.format, "configuration": self.configuration,
                "findings": findings, "spirv_findings": spirv,
                "opencl_in_spirv_friendly_ir": list(self.opencl_in_spirv), "error": self.error}

    def write_text(self) -> None:
        """The findings on stdout as ``FILE[:LINE]: ...`` lines; errors and notes on stderr."""
        if self.error is not None:
            err("error: %s: %s\n" % (self.path, self.error))
            return
        from .lint import format_finding

        lines = [line for f in self.findings for line in format_finding(self.path, f)]
        config = self.configuration or {}
        for f in self.spirv_findings:
            from ..spirv.lint import format_spirv_finding

            lines += format_spirv_finding(self.path, f, str(config.get("target")),
                                          str(config.get("cl_std")), str(config.get("cl_ext", "")))
        lines += list(self.opencl_in_spirv)
        if lines:
            out("\n".join(lines) + "\n")


def check_path(path: str, args: argparse.Namespace) -> FileReport:
    """The report of one file (``-``: stdin)."""
    from ..modules_input import ModuleInputError, load_module

    report = FileReport(STDIN_NAME if path == "-" else path)
    try:
        info = load_module(report.path, cli_io.stdin()) if path == "-" else load_module(path)
    except ModuleInputError as exc:
        report.error = str(exc)
        return report
    except OSError as exc:
        report.error = str(exc.strerror or exc)
        return report
    from ..modules_input import module_dialect

    target, cl_std, cl_ext, dialect, from_module = configuration(args, info.target, info.cl_std)
    report.format = info.format
    report.names_dialect = module_dialect(info)
    report.configuration = {"target": target, "cl_std": cl_std, "cl_ext": cl_ext,
                            "dialect": dialect, "from_module": from_module}
    try:
        language(cl_std, cl_ext)
    except ValueError as exc:
        report.error = str(exc)
        return report
    from .lint import catalogue, check_module

    cat = catalogue(target, cl_std, cl_ext, dialect)
    result = check_module(info.functions, cat)
    report.findings = result.findings
    if result.not_judged:  # __spirv_* calls: against what the builtins become
        from ..spirv.lint import unknown_spirv
        from .lint import Finding

        lines = {f.name: f.line for f in info.functions}
        report.spirv_findings = tuple(Finding(lines.get(name, 0), name, (), False)
                                      for name in unknown_spirv(result.not_judged, target, cl_std,
                                                                cl_ext))
    if getattr(args, "spirv_friendly", False):
        from ..spirv.lint import opencl_calls

        report.opencl_in_spirv = tuple(opencl_calls(report.path, info.functions, cat, target))
    return report


def cmd_check(args: argparse.Namespace) -> int:
    """Report unknown builtins of each FILE; 2 if one cannot be read, else 1 if any finding."""
    if args.cl_ext:
        try:
            language(args.cl_std or DEFAULT_CL_STD, args.cl_ext)
        except ValueError as exc:
            err("error: %s\n" % exc)
            return 2
    reports = [check_path(path, args) for path in args.file]
    if args.json:
        out(json.dumps([r.to_json() for r in reports], indent=2) + "\n")
    else:
        for report in reports:
            report.write_text()
    if any(r.error is not None for r in reports):
        return 2
    return 1 if any(r.findings or r.spirv_findings or r.opencl_in_spirv for r in reports) else 0


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``check`` on the ``spirmangle`` subparsers."""
    from ..cli_options import add_config_options

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
    p.add_argument("file", nargs="+", metavar="FILE",
                   help="a .ll, .bc or .spv module, or - for stdin")
    p.set_defaults(func=cmd_check)
