#!/usr/bin/env python3
"""Regenerate the clang 19 OpenCL conformance corpus from clang's own header.

For each configuration of tests/support/corpus.py, clang-19 parses an empty OpenCL file
with its default header (opencl-c.h and opencl-c-base.h) and every extension
enabled::

    clang-19 -cc1 -triple <target>-unknown-unknown -cl-std=<V> -finclude-default-header
             -cl-ext=+all [-cl-ext=<config's list>] -D<arm macros> -fsyntax-only -ast-dump=json

Its JSON AST holds every function the header declares with the name clang's
mangler gives it (``mangledName``, the symbol code generation emits).  One row
is written per distinct mangled name, in declaration order (first declaration
wins), with the columns of ../shared/conformance/clang19/*.tsv:

* ``mangled``: clang's symbol (``printf`` is the one unmangled row);
* ``name``: the declared name;
* ``signature``: clang's function type with the implicit ``__private`` of
  by-value parameters removed (typedef names and an explicit ``__private`` on
  a pointee stay);
* ``llvm_demangled``: llvm-cxxfilt-19's reading of ``mangled``.  For the names
  llvm-cxxfilt cannot read (clang counts a ``__private`` pointee as a
  substitution candidate although it prints nothing; MANGLING-FACTS section 4)
  the reading comes from clang's types: the declaration is declared again with
  each ``__private`` pointee in address space 7 instead, which clang mangles as
  a visible ``U3AS7`` candidate; llvm-cxxfilt reads that name and the ``AS7``
  marks are removed from its output.  No spirmangle code is involved, so the
  corpus stays an independent oracle.

The output is deterministic and byte-identical to the committed corpus in
../shared (tests/mangler/test_make_clang_corpus.py checks it when both exist).  All five
configurations take about half a minute.

Usage::

    python tests/support/make_clang_corpus.py OUT_DIR [--config NAME ...] [--check DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, NamedTuple, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import corpus  # noqa: E402

CLANG = "clang-19"
CXXFILT = "llvm-cxxfilt-19"
COLUMNS = ("mangled", "name", "signature", "llvm_demangled")

# opencl-c.h guards arm_dot* with these macros, which clang 19 never defines for spir
# targets (not even with -cl-ext=+all); the corpus lists those builtins, so define them.
ARM_MACROS = ("cl_arm_integer_dot_product_int8", "cl_arm_integer_dot_product_accumulate_int8",
              "cl_arm_integer_dot_product_accumulate_int16",
              "cl_arm_integer_dot_product_accumulate_saturate_int8")

# The address space that stands in for an invisible __private pointee (see above);
# OpenCL's own address spaces are 0 to 6 on spir targets.
SHADOW_AS = 7
_SHADOW_QUALIFIER = "__attribute__((address_space(%d))) " % SHADOW_AS
_SHADOW_MARK = " AS%d" % SHADOW_AS


class Decl(NamedTuple):
    mangled: str
    name: str
    signature: str


def clang_argv(clang: str, config: str) -> list[str]:
    """clang's options for one corpus configuration (without the input file)."""
    target, cl_std, cl_ext = corpus.CONFIGS[config]
    argv = [clang, "-cc1", "-triple", "%s-unknown-unknown" % target, "-cl-std=" + cl_std,
            "-finclude-default-header", "-cl-ext=+all"]
    if cl_ext:
        argv.append("-cl-ext=" + cl_ext)
    argv += ["-D%s=1" % macro for macro in ARM_MACROS]
    return argv + ["-fsyntax-only", "-ast-dump=json"]


def _function_decls(clang: str, config: str, source: str) -> list[dict[str, Any]]:
    """The top-level function declarations of clang's JSON AST of ``source``."""
    with tempfile.TemporaryDirectory(prefix="spirmangle-corpus-") as tmp:
        path = Path(tmp) / "corpus.cl"
        path.write_text(source, encoding="utf-8")
        done = subprocess.run(clang_argv(clang, config) + [str(path)],
                              capture_output=True, check=False)
    if done.returncode != 0:
        raise RuntimeError("%s failed on %s: %s" % (clang, config, done.stderr.decode()[-2000:]))
    tree = json.loads(done.stdout)
    return [node for node in tree.get("inner", ())
            if node.get("kind") == "FunctionDecl" and not node.get("isImplicit")]


def _parameter(qual_type: str) -> str:
    """A parameter's type without the implicit __private of the parameter itself."""
    if qual_type.endswith("*__private"):
        return qual_type[:-len("__private")]
    if qual_type.startswith("__private "):
        return qual_type[len("__private "):]
    return qual_type


def signature(node: dict[str, Any]) -> str:
    """The corpus ``signature`` of a FunctionDecl node of clang's JSON AST."""
    function_type = node["type"]["qualType"]
    params = [_parameter(p["type"]["qualType"]) for p in node.get("inner", ())
              if p.get("kind") == "ParmVarDecl"]
    if node.get("variadic"):
        params.append("...")
    if not params:
        return str(function_type)  # "int (void)"
    return "%s (%s)" % (function_type.split(" (", 1)[0], ", ".join(params))


def declarations(clang: str, config: str) -> list[Decl]:
    """Every function of the default header, one per mangled name, in header order."""
    seen: set[str] = set()
    decls = []
    for node in _function_decls(clang, config, ""):
        mangled = node["mangledName"]
        if mangled not in seen:
            seen.add(mangled)
            decls.append(Decl(mangled, node["name"], signature(node)))
    return decls


def cxxfilt(tool: str, names: Sequence[str]) -> list[str]:
    """llvm-cxxfilt's line for each name (the name itself when it cannot read it)."""
    done = subprocess.run([tool], input="".join(n + "\n" for n in names),
                          capture_output=True, text=True, check=True)
    lines = done.stdout.splitlines()
    if len(lines) != len(names):
        raise RuntimeError("%s printed %d lines for %d names" % (tool, len(lines), len(names)))
    return lines


def _shadow_readings(clang: str, tool: str, config: str, decls: Sequence[Decl]) -> list[str]:
    """llvm-style readings of names llvm-cxxfilt cannot read, from clang's types."""
    lines = []
    for decl in decls:
        ret, _, params = decl.signature.partition(" (")
        if "__private " not in params:
            raise RuntimeError("%s cannot read %s and it has no __private pointee"
                               % (tool, decl.mangled))
        lines.append("%s __attribute__((overloadable)) %s(%s;\n" % (
            ret, decl.name, params.replace("__private ", _SHADOW_QUALIFIER)))
    shadows = [n["mangledName"] for n in _function_decls(clang, config, "".join(lines))]
    shadows = shadows[len(shadows) - len(decls):]  # the shadow file's, after the header's
    readings = []
    for decl, shadow, text in zip(decls, shadows, cxxfilt(tool, shadows)):
        if not shadow.startswith("_Z%d%s" % (len(decl.name), decl.name)) or text == shadow \
                or _SHADOW_MARK not in text:
            raise RuntimeError("no reading of %s through %s (%s)" % (decl.mangled, shadow, text))
        readings.append(text.replace(_SHADOW_MARK, ""))
    return readings


def corpus_rows(config: str, clang: str = CLANG, tool: str = CXXFILT) -> list[tuple[str, ...]]:
    """The corpus rows of one configuration (without the header row)."""
    decls = declarations(clang, config)
    readings = cxxfilt(tool, [d.mangled for d in decls])
    unread = [i for i, (d, text) in enumerate(zip(decls, readings))
              if d.mangled.startswith("_Z") and text == d.mangled]
    if unread:
        fixed = _shadow_readings(clang, tool, config, [decls[i] for i in unread])
        for i, text in zip(unread, fixed):
            readings[i] = text
    return [tuple(d) + (text,) for d, text in zip(decls, readings)]


def corpus_text(config: str, clang: str = CLANG, tool: str = CXXFILT) -> str:
    """One configuration's TSV file, byte for byte."""
    rows = [COLUMNS] + corpus_rows(config, clang, tool)
    for row in rows:
        if any("\t" in field or "\n" in field for field in row):
            raise RuntimeError("a field holds a tab or newline: %r" % (row,))
    return "".join("\t".join(row) + "\n" for row in rows)


def write_corpus(out_dir: Path, configs: Sequence[str] = tuple(corpus.CONFIGS),
                 clang: str = CLANG, tool: str = CXXFILT) -> list[Path]:
    """Write ``<config>.tsv`` for each configuration into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for config in configs:
        path = out_dir / (config + ".tsv")
        path.write_bytes(corpus_text(config, clang, tool).encode("utf-8"))
        written.append(path)
    return written


def tools_key(clang: str = CLANG, tool: str = CXXFILT) -> str:
    """A key naming the tools' versions and this script: a cached corpus is valid for it."""
    digest = hashlib.sha256(Path(__file__).read_bytes())
    digest.update(repr(sorted(corpus.CONFIGS.items())).encode())
    for program in (clang, tool):
        done = subprocess.run([program, "--version"], capture_output=True, text=True, check=True)
        digest.update(done.stdout.encode())
    return digest.hexdigest()[:16]


def missing_tools(clang: str = CLANG, tool: str = CXXFILT) -> list[str]:
    """The tools regeneration needs that are not installed."""
    return [program for program in (clang, tool) if shutil.which(program) is None]


def compare(written: Sequence[Path], reference: Path) -> list[str]:
    """The names of written files that differ from (or are missing in) ``reference``."""
    return [p.name for p in written
            if not (reference / p.name).is_file() or (reference / p.name).read_bytes() != p.read_bytes()]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Regenerate the clang 19 OpenCL conformance corpus (<config>.tsv files, as "
                    "in ../shared/conformance/clang19) from clang's own opencl-c.h.")
    parser.add_argument("out_dir", type=Path, help="directory to write <config>.tsv into")
    parser.add_argument("--config", action="append", choices=sorted(corpus.CONFIGS),
                        help="configuration to write (repeatable; default: all)")
    parser.add_argument("--clang", default=CLANG, help="clang 19 to run (default: %(default)s)")
    parser.add_argument("--llvm-cxxfilt", default=CXXFILT,
                        help="llvm-cxxfilt to run (default: %(default)s)")
    parser.add_argument("--check", type=Path, metavar="DIR",
                        help="then compare the files byte for byte with DIR's; exit 1 if any differs")
    args = parser.parse_args(argv)
    missing = missing_tools(args.clang, args.llvm_cxxfilt)
    if missing:
        parser.error("not installed: %s (apt-get install clang-19 llvm-19)" % ", ".join(missing))
    written = write_corpus(args.out_dir, args.config or tuple(corpus.CONFIGS),
                           args.clang, args.llvm_cxxfilt)
    for path in written:
        print(path)
    if args.check is not None:
        differ = compare(written, args.check)
        if differ:
            print("differ from %s: %s" % (args.check, ", ".join(differ)), file=sys.stderr)
            return 1
        print("identical to %s" % args.check)
    return 0


if __name__ == "__main__":
    sys.exit(main())
