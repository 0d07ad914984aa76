"""``spirmangle remangle``: names, a filter over stdin, or whole LLVM IR files."""

from __future__ import annotations

import argparse
import json
import os

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import BinaryIO

from . import streams as cli_io
from ..modules.scan import SymbolScanner
from ..config import DIALECTS, TARGETS
from ..errors import DemangleError, MangleError
from ..remangler.core import CHARS, HALVES, Conventions, RemangleError, remangle, remangle_explained
from ..limits import FILTER_CACHE_BYTES, FILTER_CACHE_MAX_NAME, FILTER_CACHE_NAMES

if TYPE_CHECKING:
    from ..remangler.ir import Rename

def conventions(args: argparse.Namespace) -> Conventions:
    return Conventions(char=args.char, from_char=args.from_char,
                       long_bits=None if args.long is None else int(args.long),
                       half=args.half, from_dialect=args.from_dialect,
                       to_dialect=args.to_dialect, from_target=args.from_target,
                       to_target=args.to_target, image_access=args.image_access)


def _is_name(arg: str) -> bool:
    return arg.startswith(("_Z", "___Z", "__imp__Z", "__imp____Z"))


def cmd_remangle(args: argparse.Namespace) -> int:
    """Remangle each NAME, filter stdin (``-`` or no argument), or rewrite FILEs."""
    c = conventions(args)
    out = cli_io.stdout()
    err = cli_io.stderr()
    try:
        remangle("_Z1fv", c)  # the conventions themselves are checked once, up front
    except (RemangleError, ValueError) as exc:
        err.write(cli_io.encode("spirmangle remangle: error: %s\n" % exc))
        return 2
    files = [a for a in args.arg if a != "-" and not _is_name(a)]
    if args.output is not None and len(files) != 1:
        err.write(b"spirmangle remangle: error: -o/--output takes exactly one FILE\n")
        return 2
    if args.keep_old_as_alias and not files:
        err.write(b"spirmangle remangle: error: --keep-old-as-alias rewrites a FILE\n")
        return 2
    status = 0
    for arg in args.arg or ["-"]:
        if arg == "-":
            status = max(status, _filter(c, args, out, err))
        elif _is_name(arg):
            status = max(status, _name(arg, c, args, out, err))
        else:
            status = max(status, _file(arg, c, args, out, err))
    return status


def _name(name: str, c: Conventions, args: argparse.Namespace, out: BinaryIO, err: BinaryIO) -> int:
    from ..demangler.symbol import demangle

    try:
        new, note = remangle_explained(demangle(name, c.from_dialect), c)
    except (DemangleError, MangleError, RemangleError) as exc:
        reason = exc.reason if isinstance(exc, DemangleError) else str(exc)
        if args.json:
            out.write(cli_io.encode(json.dumps({"old": name, "error": reason})) + b"\n")
        else:
            err.write(cli_io.encode("error: %s: %s\n" % (name, reason)))
            if not args.strict:
                out.write(cli_io.encode(name) + b"\n")
        return 1 if args.strict else 0
    if args.json:
        record = {"old": name, "new": new}
        if note is not None:
            record["note"] = note
        out.write(cli_io.encode(json.dumps(record)) + b"\n")
    else:
        if note is not None:
            err.write(cli_io.encode("note: %s: %s\n" % (name, note)))
        out.write(cli_io.encode(new) + b"\n")
    return 0


def _filter(c: Conventions, args: argparse.Namespace, out: BinaryIO, err: BinaryIO) -> int:
    """Every symbol of stdin remangled; other bytes copied (a symbol that cannot be
    moved is copied as it is, and reported with --strict)."""
    failures = 0
    cache: dict[bytes, bytes] = {}  # bounded as the demangle filter's: names, bytes, length
    cached_bytes = 0

    def symbol(name: bytes, line: int, column: int) -> bytes:
        nonlocal failures, cached_bytes
        found = cache.get(name)
        if found is not None:
            return found
        try:
            new = remangle(name.decode("ascii"), c).encode("ascii")
        except (DemangleError, MangleError, RemangleError) as exc:
            if args.strict:
                failures += 1
                reason = exc.reason if isinstance(exc, DemangleError) else str(exc)
                err.write(b"error: %d:%d: %s: %s\n" % (line, column, name, cli_io.encode(reason)))
            new = name
        cost = len(name) + len(new) + 200
        if (len(cache) < FILTER_CACHE_NAMES and len(name) <= FILTER_CACHE_MAX_NAME
                and cached_bytes + cost <= FILTER_CACHE_BYTES):
            cache[name] = new
            cached_bytes += cost
        return new

    scanner = SymbolScanner(symbol)
    source = cli_io.stdin()
    while True:
        data = source.read(1 << 16)
        if not data:
            break
        out.write(scanner.feed(data))
    out.write(scanner.close())
    out.flush()
    return 1 if failures else 0


def _file(path: str, c: Conventions, args: argparse.Namespace, out: BinaryIO, err: BinaryIO) -> int:
    """An LLVM IR module (text or bitcode) rewritten (to -o, else stdout: bitcode
    when OUT ends in .bc), the renames on stderr (or as JSON with --json)."""
    from ..remangler.ir import remangle_module
    from ..modules.input import ModuleInputError
    try:
        with open(path, "rb") as f:
            data = f.read()
        data = _ir_text(data)
    except OSError as exc:
        err.write(cli_io.encode("spirmangle remangle: error: %s: %s\n" % (path, exc.strerror)))
        return 2
    except ModuleInputError as exc:
        err.write(cli_io.encode("spirmangle remangle: error: %s: %s\n" % (path, exc)))
        return 2
    result = remangle_module(data, c, keep_old_as_alias=args.keep_old_as_alias)
    try:
        if args.output is not None or not args.json:  # (--json alone: stdout is the JSON)
            _write(result.text, args.output, out)
    except (OSError, ModuleInputError) as exc:
        err.write(cli_io.encode("spirmangle remangle: error: %s: %s\n" % (args.output, exc)))
        return 2
    _report(path, result.renames, args, out, err)
    failed = any(r.clash or r.error for r in result.renames)
    return 1 if failed and args.strict else 0


def _ir_text(data: bytes) -> bytes:
    """The module as LLVM IR text: bitcode is disassembled (llvm-dis or llvmlite,
    see spirmangle.modules.input); SPIR-V and other formats are refused."""
    from ..modules.input import BITCODE, HEAD, IR, ModuleInputError, detect_format, disassemble_bitcode

    fmt = detect_format(data[:HEAD])
    if fmt == BITCODE:
        return cli_io.encode(disassemble_bitcode(data)[0])
    if fmt != IR:
        raise ModuleInputError("a SPIR-V module: remangle rewrites LLVM IR (text or bitcode)")
    return data


def _write(text: bytes, output: "str | None", out: BinaryIO) -> None:
    if output is None:
        out.write(text)
        return
    if output.endswith(".bc"):
        text = assemble(text)
    with open(output, "wb") as f:
        f.write(text)


def assemble(text: bytes) -> bytes:
    """LLVM bitcode of IR ``text``: through llvm-as (llvm-as-19, llvm-as, other
    versions) or llvmlite; raises ModuleInputError naming what to install."""
    import shutil  # (only here: start-up, issue 23)
    import subprocess

    from ..modules.input import ModuleInputError, llvm_dis_tools

    failures = []
    for tool in [t.replace("llvm-dis", "llvm-as") for t in llvm_dis_tools()]:
        if not shutil.which(tool):
            continue
        done = subprocess.run([tool, "-o", "-", "-"], input=text, capture_output=True)
        if done.returncode == 0:
            return done.stdout
        lines = done.stderr.decode("utf-8", "replace").strip().splitlines()
        failures.append("%s: %s" % (os.path.basename(tool), lines[-1] if lines else "failed"))
    try:
        from llvmlite import binding  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        binding = None
    if binding is not None:
        try:
            return bytes(binding.parse_assembly(text.decode("utf-8", "surrogateescape")).as_bitcode())
        except Exception as exc:  # llvmlite raises RuntimeError
            failures.append("llvmlite: %s" % (str(exc).strip().splitlines() or ["failed"])[-1])
    if failures:
        raise ModuleInputError("no assembler here writes this module (%s)" % "; ".join(failures))
    raise ModuleInputError("writing LLVM bitcode needs llvm-as (apt-get install llvm-19) "
                           "or llvmlite (pip install 'spirmangle[bitcode]')")


def _report(path: str, renames: "list[Rename]", args: argparse.Namespace, out: BinaryIO,
            err: BinaryIO) -> None:
    report = out if args.json else err
    if args.json:
        report.write(cli_io.encode(json.dumps({"file": path, "renames": [
            r.to_json() for r in renames]}, indent=1)) + b"\n")
        return
    for r in renames:
        if r.error:
            text = "%s:%d: %s: not remangled: %s" % (path, r.line, r.old, r.error)
        elif r.clash:
            text = "%s:%d: %s: not renamed to %s: the module already defines it" % (
                path, r.line, r.old, r.new)
        else:
            text = "%s:%d: %s -> %s%s" % (path, r.line, r.old, r.new,
                                          " (old name kept as an alias)" if r.alias else "")
        err.write(cli_io.encode(text + "\n"))


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``remangle`` on the top-level parser."""
    p = sub.add_parser(
        "remangle", help="move names to other targets, dialects and type conventions",
        description="Remangle each NAME (an argument starting with _Z), rewrite each LLVM IR "
                    "FILE or bitcode (every other argument; to stdout, or to -o OUT, bitcode for "
                    "an OUT.bc), or filter stdin "
                    "('-' or no argument) replacing every mangled symbol. Substitutions are "
                    "renumbered by the mangler.")
    p.add_argument("--char", choices=sorted(CHARS),
                   help="what a plain char becomes: signed (a), unsigned (h) or plain (c)")
    p.add_argument("--from-char", choices=sorted(CHARS),
                   help="which char the names use (default plain; say it for --char plain)")
    p.add_argument("--long", choices=("32", "64"),
                   help="32: OpenCL long/ulong (l/m) become long long (x/y); 64: back")
    p.add_argument("--half", choices=sorted(HALVES), help="half as Dh (OpenCL) or DF16_ (_Float16)")
    p.add_argument("--from-dialect", choices=("auto", *DIALECTS), default="auto",
                   help="the rule the names were mangled with (default: auto)")
    p.add_argument("--to-dialect", choices=tuple(DIALECTS),
                   help="the rule to mangle with (default: the names' own)")
    p.add_argument("--from-target", choices=tuple(TARGETS),
                   help="the target the names are for (default: as spelled)")
    p.add_argument("--to-target", choices=tuple(TARGETS),
                   help="the target to mangle for: address-space spelling, and the size_t "
                        "of builtins the catalogue knows")
    p.add_argument("--image-access", choices=("read_only", "write_only", "read_write"),
                   help="the access of SPIR images (not mangled there) in a dialect that "
                        "spells it (default: for a builtin the catalogue knows, the access "
                        "of a real overload, read_only when several fit, with a note; "
                        "else read_only)")
    p.add_argument("-o", "--output", metavar="OUT",
                   help="write the rewritten FILE there (as bitcode if OUT ends in .bc)")
    p.add_argument("--keep-old-as-alias", action="store_true",
                   help="keep each remangled definition's old name as an alias")
    p.add_argument("--json", action="store_true",
                   help="a JSON object per NAME; for a FILE the list of renames, on stdout "
                        "(the rewritten FILE then goes to -o OUT only)")
    p.add_argument("--strict", action="store_true",
                   help="exit 1 when a name cannot be remangled (or a FILE rename clashes)")
    p.add_argument("arg", nargs="*", metavar="NAME|FILE|-")
    p.set_defaults(func=cmd_remangle)
