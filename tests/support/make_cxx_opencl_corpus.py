#!/usr/bin/env python3
"""Build the C++ for OpenCL and SYCL ground-truth corpus (issue 21) with clang-19.

The sources come from tests/support/cxx_opencl_sources.py (the same C++ for every
language).  For each configuration of :data:`CONFIGS` and each topic, clang-19
first drops the statements the language rejects (each is on a line of its own:
the lines of the errors, or for an error inside a template the line that
requested the instantiation, until it compiles), then writes

* its JSON AST (``-Xclang -ast-dump=json -fsyntax-only``): every function
  declaration clang can mangle has its ``mangledName``, its type
  (``type.qualType``), its parameters' declared types and, for a function
  template's specialization, its template arguments; and
* its module (``-O0 -S -emit-llvm``): the names the module holds, and the
  kernel names ``__builtin_sycl_unique_stable_name`` gives (SYCL).

One row per distinct mangled name, in the order the AST has them (then the
module's names the AST does not have: constructors' and destructors' other
variants, which read like their complete variant's row, and typeinfo names,
which llvm-cxxfilt-19 reads right since they come from SYCL, without phantom
candidates).  Columns (tab-separated; the JSON ones are lists of strings):

* ``mangled``;
* ``kind``: the AST node's kind, or ``variant`` / ``typeinfo-name``;
* ``name``: the declared name;
* ``params``: each parameter's declared type, as the AST prints it (JSON);
* ``targs``: a function template specialization's template arguments: a type
  as the AST prints it, ``=value`` for a non-type one (JSON);
* ``type``: the function's type (for a method, its qualifiers after the list);
* ``module``: 1 if the module holds the name, else 0;
* ``truth``: ``ast``, or for a row that has no AST node, the mangled name of the
  row whose types it shares (``variant``) or llvm-cxxfilt-19's text.

Each topic's module is kept beside the rows, ``<config>.<topic>.ll``, for the
tests of ``spirmangle symbols``.

Deterministic; the corpus is rebuilt into a cache keyed on clang's version and
these scripts by tests/support/cxx_opencl_corpus.py (about a minute), or by hand::

    python tests/support/make_cxx_opencl_corpus.py OUT_DIR [--config NAME ...] [--keep-sources]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Iterator, NamedTuple, Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import cxx_opencl_sources  # noqa: E402

CLANG = "clang-19"
CXXFILT = "llvm-cxxfilt-19"
NO_GENERIC = "-cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"
_OPENCL = ["-x", "clcpp", "-cl-no-stdinc"]
# configuration -> (language, clang options)
CONFIGS: dict[str, tuple[str, list[str]]] = {
    "clcpp2021_spir64": ("opencl", _OPENCL + ["-cl-std=clc++2021", "-target", "spir64"]),
    "clcpp2021_spir": ("opencl", _OPENCL + ["-cl-std=clc++2021", "-target", "spir"]),
    "clcpp1.0_spir64": ("opencl", _OPENCL + ["-cl-std=clc++1.0", "-target", "spir64"]),
    "clcpp2021-nogeneric_spir64": ("opencl", _OPENCL + ["-cl-std=clc++2021", "-target", "spir64",
                                                        "-Xclang", NO_GENERIC]),
    "sycl_spir64": ("sycl", ["-x", "c++", "-std=c++17", "-target", "spir64",
                             "-Xclang", "-fsycl-is-device"]),
}
# The configurations a name alone decides (the default reading must be right on them);
# without the generic address space, C++ for OpenCL names are read right from their module.
DEFAULT_CONFIGS = ("clcpp2021_spir64", "clcpp2021_spir", "clcpp1.0_spir64", "sycl_spir64")
COLUMNS = ("mangled", "kind", "name", "params", "targs", "type", "module", "truth")
_FUNCTION_KINDS = frozenset({"FunctionDecl", "CXXMethodDecl", "CXXConstructorDecl",
                             "CXXDestructorDecl", "CXXConversionDecl"})
_MAX_ROUNDS = 30


class Row(NamedTuple):
    mangled: str
    kind: str
    name: str
    params: str  # JSON list
    targs: str  # JSON list
    type: str
    module: str
    truth: str


def _run(argv: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(argv), cwd=cwd, capture_output=True, text=True, errors="replace",
                          check=False)


_DIAG = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):\d+: (?P<kind>error|warning|note): (?P<text>.*)$")


def _bad_lines(stderr: str, filename: str, seen: set[int]) -> set[int]:
    """The source lines to drop for clang's errors: the error's line, or where an
    error is inside an instantiation, the line that requested the outermost one
    (the error's own line once it was an error in an earlier round: ``seen``)."""
    bad: set[int] = set()
    current: Optional[list[tuple[int, str]]] = None
    groups: list[list[tuple[int, str]]] = []
    for line in stderr.splitlines():
        m = _DIAG.match(line)
        if not m:
            continue
        if m["kind"] == "error":
            current = []
            groups.append(current)
        elif m["kind"] == "warning":
            current = None
            continue
        if current is not None and m["file"] == filename:
            current.append((int(m["line"]), m["text"]))
    for group in groups:
        if not group:
            continue
        requested = [n for n, text in group if "requested here" in text]
        line = group[0][0]
        bad.add(requested[-1] if requested and line not in seen else line)
        seen.add(line)
    return bad


def clean_source(config: str, filename: str, text: str, work: Path, clang: str = CLANG) -> str:
    """``text`` without the statements ``config``'s language rejects."""
    argv = [clang, *CONFIGS[config][1], "-fsyntax-only", "-ferror-limit=0", "-w", filename]
    prelude = len(cxx_opencl_sources.PRELUDE.splitlines())
    seen: set[int] = set()
    for _ in range(_MAX_ROUNDS):
        (work / filename).write_text(text, encoding="utf-8")
        done = _run(argv, work)
        if done.returncode == 0:
            return text
        bad = _bad_lines(done.stderr, filename, seen)
        if not bad or min(bad) <= prelude:
            raise RuntimeError("%s on %s: cannot drop the errors:\n%s"
                               % (config, filename, done.stderr[-3000:]))
        lines = text.split("\n")
        text = "\n".join("" if i + 1 in bad else line for i, line in enumerate(lines))
    raise RuntimeError("%s on %s: still failing after %d rounds" % (config, filename, _MAX_ROUNDS))


def _function_nodes(node: Any) -> Iterator[dict[str, Any]]:
    """Every function declaration with a mangled name, depth first, in AST order."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, dict):
            if n.get("kind") in _FUNCTION_KINDS and "mangledName" in n:
                yield n
            inner = n.get("inner")
            if inner:
                stack.extend(reversed(inner))
        elif isinstance(n, list):
            stack.extend(reversed(n))


def _targ(node: dict[str, Any]) -> str:
    if "type" in node:
        return str(node["type"]["qualType"])
    return "=" + str(node.get("value", "?"))


def ast_rows(ast: Any) -> list[Row]:
    rows: dict[str, Row] = {}
    for n in _function_nodes(ast):
        mangled = n["mangledName"]
        if mangled in rows or not mangled.startswith("_Z"):
            continue
        inner = n.get("inner", ())
        params = [p["type"]["qualType"] for p in inner if p.get("kind") == "ParmVarDecl"]
        targs = [_targ(t) for t in inner if t.get("kind") == "TemplateArgument"]
        rows[mangled] = Row(mangled, n["kind"], n.get("name", ""), json.dumps(params),
                            json.dumps(targs), n["type"]["qualType"], "0", "ast")
    return list(rows.values())


_IR_NAME = re.compile(r'^(?:define|declare)\b[^@]*@"?(_Z[^"( ]+)', re.M)
_IR_STRING = re.compile(r'c"(_Z[^"\\]+)(?:\\00)?"')


def module_names(ir: str) -> list[str]:
    """The mangled names a module defines or declares, and the ``_Z`` strings it
    holds (the kernel names of __builtin_sycl_unique_stable_name), in order."""
    seen: dict[str, None] = {}
    for m in _IR_NAME.finditer(ir):
        seen.setdefault(m.group(1), None)
    for m in _IR_STRING.finditer(ir):
        seen.setdefault(m.group(1), None)
    return list(seen)


_VARIANTS = re.compile(r"(C[123]|D[0125])(?=E|I|B)")


def _variant_of(name: str, known: dict[str, Row]) -> Optional[Row]:
    """The AST row of a constructor's or destructor's other variant (C2 for C1...)."""
    for m in _VARIANTS.finditer(name):
        for other in ("C1", "C2", "D1", "D2", "D0"):
            if other[0] == m.group(1)[0]:
                candidate = name[:m.start()] + other + name[m.end():]
                if candidate in known:
                    return known[candidate]
    return None


_UNNAMED = re.compile(r"\d+\$_\d+")


def _unnamed_key(name: str) -> str:
    """``name`` with its unnamed types' numbers (``3$_0``) elided: C++ for OpenCL
    numbers lambdas in the order names are mangled, which differs between the
    AST dump and code generation."""
    return _UNNAMED.sub("$", name)


def cxxfilt(names: Sequence[str], tool: str = CXXFILT) -> list[str]:
    done = subprocess.run([tool], input="".join(n + "\n" for n in names), capture_output=True,
                          text=True, check=True)
    return done.stdout.splitlines()


def config_rows(config: str, work: Path, clang: str = CLANG, tool: str = CXXFILT,
                keep: Optional[Path] = None, modules: Optional[Path] = None) -> list[Row]:
    """The rows of one configuration, over every topic (``modules``: where to keep
    each topic's module, ``<config>.<topic>.ll``)."""
    rows: dict[str, Row] = {}
    in_module: set[str] = set()
    extra: list[str] = []
    for filename, text in cxx_opencl_sources.sources().items():
        text = clean_source(config, filename, text, work, clang)
        if keep is not None:
            (keep / ("%s.%s" % (config, filename))).write_text(text, encoding="utf-8")
        base = [clang, *CONFIGS[config][1], "-w"]
        done = _run(base + ["-Xclang", "-ast-dump=json", "-fsyntax-only", filename], work)
        if done.returncode != 0:
            raise RuntimeError("%s: AST of %s failed: %s" % (config, filename, done.stderr[-2000:]))
        for row in ast_rows(json.loads(done.stdout)):
            rows.setdefault(row.mangled, row)
        done = _run(base + ["-O0", "-S", "-emit-llvm", "-o", "-", filename], work)
        if done.returncode != 0:
            raise RuntimeError("%s: module of %s failed: %s" % (config, filename, done.stderr[-2000:]))
        if modules is not None:
            (modules / ("%s.%s.ll" % (config, Path(filename).stem))).write_text(
                done.stdout, encoding="utf-8")
        for name in module_names(done.stdout):
            in_module.add(name)
            if name not in rows and name not in extra:
                extra.append(name)
    result = [r._replace(module="1" if r.mangled in in_module else "0") for r in rows.values()]
    unread = []
    unnamed: dict[str, Row] = {}
    for row in rows.values():
        unnamed.setdefault(_unnamed_key(row.mangled), row)
    for name in extra:
        twin = _variant_of(name, rows) or unnamed.get(_unnamed_key(name)) if "$_" in name \
            else _variant_of(name, rows)
        if twin is not None:
            result.append(twin._replace(mangled=name, kind="variant", module="1",
                                        truth=twin.mangled))
        else:
            unread.append(name)
    if unread:
        if CONFIGS[config][0] != "sycl":
            raise RuntimeError("%s: module names without a declaration: %s" % (config, unread[:5]))
        for name, text in zip(unread, cxxfilt(unread, tool)):
            result.append(Row(name, "typeinfo-name" if name.startswith("_ZTS") else "ir", "",
                              "[]", "[]", "", "1", text))
    return result


def corpus_text(rows: Sequence[Row]) -> str:
    lines = ["\t".join(COLUMNS)]
    lines += ["\t".join(row) for row in rows]
    return "\n".join(lines) + "\n"


def write_corpus(out_dir: Path, configs: Sequence[str] = tuple(CONFIGS), clang: str = CLANG,
                 tool: str = CXXFILT, keep_sources: bool = False) -> list[Path]:
    """Write ``<config>.tsv`` for each configuration into ``out_dir``, and the
    modules (``<config>.<topic>.ll``)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="spirmangle-cxxcl-") as tmp:
        for config in configs:
            rows = config_rows(config, Path(tmp), clang, tool, out_dir if keep_sources else None,
                               out_dir)
            path = out_dir / (config + ".tsv")
            path.write_text(corpus_text(rows), encoding="utf-8")
            written.append(path)
    return written


def tools_key(clang: str = CLANG, tool: str = CXXFILT) -> str:
    """A key naming clang's and llvm-cxxfilt's versions and these scripts."""
    digest = hashlib.sha256(Path(__file__).read_bytes())
    digest.update(Path(cxx_opencl_sources.__file__).read_bytes())
    for program in (clang, tool):
        done = subprocess.run([program, "--version"], capture_output=True, text=True, check=True)
        digest.update(done.stdout.encode())
    return digest.hexdigest()[:16]


def missing_tools(clang: str = CLANG, tool: str = CXXFILT) -> list[str]:
    return [program for program in (clang, tool) if shutil.which(program) is None]


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Build the C++ for OpenCL and SYCL corpus "
                                     "(<config>.tsv files) with clang-19.")
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--config", action="append", choices=sorted(CONFIGS))
    parser.add_argument("--keep-sources", action="store_true",
                        help="also write the sources each configuration compiled")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        parser.error("not installed: " + ", ".join(missing))
    for path in write_corpus(args.out_dir, args.config or tuple(CONFIGS),
                             keep_sources=args.keep_sources):
        print(path, sum(1 for _ in path.open()) - 1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
