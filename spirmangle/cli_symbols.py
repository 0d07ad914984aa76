"""``spirmangle symbols FILE...``: the functions of LLVM IR, LLVM bitcode or SPIR-V modules.

For each module (read by :mod:`spirmangle.modules_input`) a heading line names
the file, its format, target and source language, then one line per function:

    defined   export   kernel  reduce
    declared  import           _Z3sinf  float sin(float)

``defined``/``declared`` says whether the module has its body; the linkage is
``export`` or ``import`` (SPIR-V's words; an IR ``define`` with external linkage
exports, a ``declare`` imports), ``internal``, ``linkonce_odr``... or ``-``; a
mangled name is followed by its demangling.  For SPIR-V, the ``OpenCL.std``
extended instructions the module uses are listed too: translators turn most
OpenCL C builtins into them, and SPIR-V names them by number, not by a mangled
name.  ``--json`` prints one JSON list, an object per file.  Exit status 2 if a
file cannot be read.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Callable, Optional

from . import cli_io
from .cli_io import err, out
from .cli_print import Options, symbol_renderer
from .errors import DemangleError
from .render import STYLES

if TYPE_CHECKING:
    from .modules_input import ModuleInfo

__all__ = ["cmd_symbols", "add_subcommand"]

Render = Callable[[str], Optional[str]]
_FORMAT_NAMES = {"llvm-ir": "LLVM IR", "llvm-bitcode": "LLVM bitcode", "spirv": "SPIR-V"}


def _dialect(args: argparse.Namespace, info: "ModuleInfo") -> str:
    """``--dialect``; for ``auto``, the dialect of the module's language
    (spirmangle.modules_input.module_dialect)."""
    from .modules_input import module_dialect

    return module_dialect(info) if args.dialect == "auto" else str(args.dialect)


def _demangler(args: argparse.Namespace, dialect: str) -> Render:
    """The printer of a module's names under ``dialect``."""
    from .modules_input import read_dialect

    renders = {d: symbol_renderer(Options(style=args.style, dialect=d))
               for d in {dialect, "auto"}}

    def demangled(name: str) -> Optional[str]:
        if not name.startswith("_Z"):
            return None
        try:
            return renders[read_dialect(name, dialect)](name)
        except DemangleError:
            return None

    return demangled


def _heading(info: "ModuleInfo") -> str:
    words = [_FORMAT_NAMES.get(info.format, info.format)]
    if info.triple:
        words.append("target " + info.triple)
    elif info.target:
        words.append("target %s (%s addressing)" % (info.target, info.addressing))
    elif info.addressing:
        words.append("%s addressing" % info.addressing)
    if info.source:
        words.append(info.source)
    if info.reader:
        words.append("read by " + info.reader)
    return "%s: %s" % (info.path, ", ".join(words))


def _text(info: "ModuleInfo", demangled: Render) -> str:
    lines = [_heading(info)]
    for f in info.functions:
        text = demangled(f.name)
        lines.append("  %-9s %-12s %-7s %s%s" % (
            "defined" if f.defined else "declared", f.linkage or "-", "kernel" if f.kernel else "",
            f.name, "  " + text if text is not None else ""))
    builtins = [name for group, name in info.ext_instructions if group == "OpenCL.std"]
    if builtins:
        lines.append("  OpenCL.std builtins (extended instructions, not named in SPIR-V): "
                     + " ".join(builtins))
    return "\n".join(lines) + "\n"


def _json(info: "ModuleInfo", demangled: Render, dialect: str) -> dict[str, object]:
    data = info.to_json()
    data["dialect"] = dialect
    functions = data["functions"]
    assert isinstance(functions, list)
    for f in functions:
        f["demangled"] = demangled(f["name"])
    return data


def cmd_symbols(args: argparse.Namespace) -> int:
    """List the functions of each FILE; 2 if one cannot be read."""
    from .modules_input import ModuleInputError, load_module

    status = 0
    found: list[dict[str, object]] = []
    for path in args.file:
        shown = "<stdin>" if path == "-" else path
        try:
            info = load_module(shown, cli_io.stdin()) if path == "-" else load_module(path)
        except (ModuleInputError, OSError) as exc:
            message = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            err("error: %s: %s\n" % (shown, message))
            if args.json:
                found.append({"path": shown, "error": message})
            status = 2
            continue
        dialect = _dialect(args, info)
        demangled = _demangler(args, dialect)
        if args.json:
            found.append(_json(info, demangled, dialect))
        else:
            out(_text(info, demangled))
    if args.json:
        out(json.dumps(found, indent=2) + "\n")
    return status


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``symbols`` on the ``spirmangle`` subparsers."""
    p = sub.add_parser(
        "symbols", help="list the functions of LLVM IR, bitcode or SPIR-V modules",
        description="List each module's functions: defined or declared, exported or "
                    "imported, kernels, mangled and demangled. Reads LLVM IR text, LLVM "
                    "bitcode (through llvm-dis or llvmlite) and SPIR-V binaries.")
    p.add_argument("--style", choices=STYLES, default="opencl",
                   help="how to print demangled names (default: opencl)")
    p.add_argument("--dialect", choices=("auto", "clang", "spir", "itanium"), default="auto",
                   help="substitution and type-name rules (default: auto: the module's "
                        "language decides, clang for OpenCL, itanium for SYCL)")
    p.add_argument("--json", action="store_true", help="one JSON list, an object per file")
    p.add_argument("file", nargs="+", metavar="FILE", help="a .ll, .bc or .spv module, or - for stdin")
    p.set_defaults(func=cmd_symbols)

