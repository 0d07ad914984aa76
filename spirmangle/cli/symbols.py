"""``spirmangle symbols FILE...``: the functions of LLVM IR, LLVM bitcode or SPIR-V modules.

For each module (read by :mod:`spirmangle.modules.input`) a heading line names
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

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from . import streams as cli_io
from .streams import err, out
from ..render.core import TEXT_STYLES as STYLES

if TYPE_CHECKING:
    from ..library.records import FunctionEntry, Module
    from ..modules.input import ModuleInfo

__all__ = ["cmd_symbols", "add_subcommand"]

_FORMAT_NAMES = {"llvm-ir": "LLVM IR", "llvm-bitcode": "LLVM bitcode", "spirv": "SPIR-V"}


def _printed(f: "FunctionEntry", style: str) -> Optional[str]:
    from ..modules.printing import format_symbol

    try:
        return format_symbol(f.demangled, style) if f.demangled is not None else None
    except MemoryError:
        raise
    except Exception:  # DemangleError, or one name's bug: the row has no text, the others go on
        return None


def _heading(module: "Module") -> str:
    words = [_FORMAT_NAMES.get(module.format, module.format)]
    if module.triple:
        words.append("target " + module.triple)
    elif module.target:
        words.append("target %s (%s addressing)" % (module.target, module.addressing))
    elif module.addressing:
        words.append("%s addressing" % module.addressing)
    if module.language:
        words.append(module.language + (" " + module.version if module.version else ""))
    if module.reader:
        words.append("read by " + module.reader)
    return "%s: %s" % (module.path, ", ".join(words))


def _text(module: "Module", style: str) -> str:
    lines = [_heading(module)]
    for f in module.functions:
        text = _printed(f, style)
        lines.append("  %-9s %-12s %-7s %s%s" % (
            "defined" if f.defined else "declared", f.linkage or "-", "kernel" if f.kernel else "",
            f.symbol, "  " + text if text is not None else ""))
    if module.opencl_std:
        lines.append("  OpenCL.std builtins (extended instructions, not named in SPIR-V): "
                     + " ".join(module.opencl_std))
    return "\n".join(lines) + "\n"


def _json(info: "ModuleInfo", module: "Module", style: str) -> dict[str, object]:
    data = info.to_json()
    data["dialect"] = module.dialect
    functions = data["functions"]
    assert isinstance(functions, list)
    for f, entry in zip(functions, module.functions):
        f["demangled"] = _printed(entry, style)
    return data


def cmd_symbols(args: argparse.Namespace) -> int:
    """List the functions of each FILE; 2 if one cannot be read."""
    from ..library.modules import load, public_module
    from ..modules.input import ModuleInputError

    status = 0
    found: list[dict[str, object]] = []
    for path in args.file:
        shown = "<stdin>" if path == "-" else path
        try:
            info = load(cli_io.stdin(), shown) if path == "-" else load(path)
        except (ModuleInputError, OSError) as exc:
            message = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            err("error: %s: %s\n" % (shown, message))
            if args.json:
                found.append({"path": shown, "error": message})
            status = 2
            continue
        module = public_module(info, args.dialect)
        if args.json:
            found.append(_json(info, module, args.style))
        else:
            out(_text(module, args.style))
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

