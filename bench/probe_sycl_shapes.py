#!/usr/bin/env python3
"""Probe the default reading on names shaped like the real SYCL headers (issue 21).

Compiles tests/support/sycl_shapes_sources.py's sources with clang-19 as SYCL device
code (``sycl::_V1``, and the same library in a user namespace, whose names carry
no SYCL marker) and as C++ for OpenCL (with and without the generic address
space), takes every function's ``mangledName`` and declared types from the JSON
AST and every name of the module (kernel names of
``__builtin_sycl_unique_stable_name`` too), and for each name checks
``demangle(name)`` (default options):

* it reads (no error) where llvm-cxxfilt-19 reads it;
* it reads to the declared types (tests/support/cxx_opencl_corpus.misread), or
  is flagged ``ambiguous`` with the declared reading as the alternative;
* SYCL: the llvm style is llvm-cxxfilt-19's text (SYCL has the plain Itanium
  rule, which both peers read), and the opencl style says ``__private`` and
  ``__generic`` exactly where the name spells ``AS0`` and ``AS4`` (an unspelled
  pointee is SYCL's default address space, no ``__private``);
* it mangles back (``mangle(sym.entity, dialect=sym.dialect) == name``);
* its opencl-style text, read back as a declaration of the configuration's
  language (``--sycl``, ``--cl-std CLC++2021``, without the generic address space
  where it has none), mangles to it (issue 25), except for a text naming a lambda
  or an unnamed type, which the reader refuses.

    python bench/probe_sycl_shapes.py [--config NAME ...] [--show N] [--keep DIR]

Prints the counts per configuration and class of finding; deterministic.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT))

import cxx_opencl_corpus as corpus  # noqa: E402
import make_cxx_opencl_corpus as maker  # noqa: E402
import sycl_shapes_sources  # noqa: E402
from measure_text_roundtrip import facts  # noqa: E402

from spirmangle import (DemangleError, MangleError, PrototypeError, demangle,  # noqa: E402
                        language, mangle, parse_declaration)

SYCL = ["-x", "c++", "-std=c++17", "-target", "spir64", "-Xclang", "-fsycl-is-device"]
_OPENCL = ["-x", "clcpp", "-cl-no-stdinc", "-cl-std=clc++2021", "-target", "spir64"]
# configuration -> (language, library namespace, clang options)
CONFIGS: dict[str, tuple[str, str, list[str]]] = {
    "sycl": ("sycl", "sycl", SYCL),
    "sycl-userns": ("sycl", "mylib", SYCL),
    "clcpp2021": ("opencl", "mylib", _OPENCL),
    "clcpp2021-nogeneric": ("opencl", "mylib", _OPENCL + ["-Xclang", maker.NO_GENERIC]),
}
_MAX_ROUNDS = 40
# configuration -> the language its declarations' text is read in (issue 25)
_TEXT = {"sycl": ("CLC++2021", "", True), "sycl-userns": ("CLC++2021", "", True),
         "clcpp2021": ("CLC++2021", "", False),
         "clcpp2021-nogeneric": ("CLC++2021", "-__opencl_c_generic_address_space", False)}
_BASE = re.compile(r"[CD]2[EI]")


def _bad_lines(stderr: str, filename: str, guard: int) -> set[int]:
    """The lines of the uses to drop: each error's own line, or the last line of
    the uses that requested the instantiation it is in."""
    bad: set[int] = set()
    group: list[tuple[int, str]] = []
    for line in stderr.splitlines() + ["x: error: end"]:
        m = maker._DIAG.match(line) or re.match(r"^(?P<file>x): (?P<kind>error): (?P<text>end)$", line)
        if not m or m["kind"] == "warning":
            continue
        if m["kind"] == "error" and group:
            uses = [n for n, _ in group if n > guard]
            if uses:
                bad.add(uses[-1])
            elif group:
                bad.add(group[0][0])
            group = []
        if m["file"] == filename:
            group.append((int(m["line"]), m["text"]))
    return bad


def _clean(argv: list[str], filename: str, text: str, work: Path, guard: int) -> str:
    """``text`` without the statements the language rejects (lines after ``guard``)."""
    for _ in range(_MAX_ROUNDS):
        (work / filename).write_text(text, encoding="utf-8")
        done = maker._run(argv + ["-fsyntax-only", "-ferror-limit=0", "-w", filename], work)
        if done.returncode == 0:
            return text
        bad = _bad_lines(done.stderr, filename, guard)
        if not bad or min(bad) <= guard:
            raise RuntimeError("%s: cannot drop the errors:\n%s" % (filename, done.stderr[-3000:]))
        lines = text.split("\n")
        text = "\n".join("" if i + 1 in bad else line for i, line in enumerate(lines))
    raise RuntimeError("%s: still failing" % filename)


def rows(config: str, work: Path, keep: Optional[Path] = None,
         topics: Optional[set[str]] = None) -> list[maker.Row]:
    """The AST's rows, then the module's other names (truth: llvm-cxxfilt-19's text);
    ``topics``: only these sources (``spirv``, ``kernels``...)."""
    language, namespace, options = CONFIGS[config]
    argv = [maker.CLANG, *options]
    found: dict[str, maker.Row] = {}
    extra: list[str] = []
    for filename, text in sycl_shapes_sources.sources(namespace).items():
        if topics is not None and Path(filename).stem not in topics:
            continue
        guard = text.index("\nvoid use_") if "\nvoid use_" in text else text.index("\nint run_kernels()")
        text = _clean(argv, filename, text, work, text[:guard].count("\n") + 1)
        if keep is not None:
            (keep / ("%s.%s" % (config, filename))).write_text(text, encoding="utf-8")
        done = maker._run(argv + ["-w", "-Xclang", "-ast-dump=json", "-fsyntax-only", filename], work)
        for row in _ast_rows(json.loads(done.stdout)):
            found.setdefault(row.mangled, row)
        done = maker._run(argv + ["-w", "-O0", "-S", "-emit-llvm", "-o", "-", filename], work)
        if done.returncode != 0:
            raise RuntimeError(done.stderr[-2000:])
        for name in maker.module_names(done.stdout):
            if name not in found and name not in extra:
                extra.append(name)
    result = list(found.values())
    for name in extra:
        twin = maker._variant_of(name, found)
        if twin is not None:
            result.append(twin._replace(mangled=name, kind="variant", truth=twin.mangled))
    others = [n for n in extra if maker._variant_of(n, found) is None]
    for name, text in zip(others, maker.cxxfilt(others)):
        result.append(maker.Row(name, "ir", "", "[]", "[]", "", "1", text))
    return result


def _desugared(node: dict[str, Any]) -> str:
    t = node["type"]
    return str(t.get("desugaredQualType", t["qualType"]))


def _ast_rows(ast: Any) -> list[maker.Row]:
    """maker.ast_rows with the types desugared (typedefs, aliases, ``id<>``)."""
    found: dict[str, maker.Row] = {}
    for n in maker._function_nodes(ast):
        mangled = n["mangledName"]
        if mangled in found or not mangled.startswith("_Z"):
            continue
        inner = n.get("inner", ())
        params = [_desugared(p) for p in inner if p.get("kind") == "ParmVarDecl"]
        targs = [_desugared(t) if "type" in t else "=" + str(t.get("value", "?"))
                 for t in inner if t.get("kind") == "TemplateArgument"]
        found[mangled] = maker.Row(mangled, n["kind"], n.get("name", ""), json.dumps(params),
                                   json.dumps(targs), _desugared(n), "0", "ast")
    return list(found.values())


_ENUM_ARG = re.compile(r"\([\w:]+\)-?\d+|\b(?:[A-Za-z_]\w*::)*(?:address_space|decorated|mode|target|"
                       r"placeholder|memory_order|memory_scope)::\w+")


# The library's type aliases and members' typedefs, which the AST prints as written
# (JSON's desugaredQualType desugars the top level only): any type matches them.
_ALIASES = re.compile(r"\b(?:pointer|decorated_type|reference|ConcreteASPtrType|ptr_t|vector_t|"
                      r"element_type|DataT|size_t|global_ptr|local_ptr|private_ptr|generic_ptr|"
                      r"type)\b")
_TEMPLATE_ARGS = re.compile(r"<[^<>]*>")


_VECTOR = re.compile(r"\b(?:unsigned |signed )?\w+(?: __private)? __attribute__\(\((?:ext_vector_type|"
                     r"vector_size)\(\d+\)\)\)|\b(?:u?char|u?short|u?int|u?long|float|double|half)\d+\b")


def _shape(text: str) -> str:
    text = corpus.normal(_VECTOR.sub("VECTOR", _ENUM_ARG.sub("ENUM", text)).replace(
        "typename ", ""))
    while True:
        stripped = _TEMPLATE_ARGS.sub("", text)
        if stripped == text:
            return text
        text = stripped


def _params_misread(row: maker.Row, symbol: Any) -> Optional[str]:
    """The parameters compared without template arguments (the AST prints
    ``id<>`` for ``id<1>``), an alias matching any type."""
    ours = [corpus.printer(symbol).type(p) for p in symbol.params]
    declared = [corpus.declared_param(p) for p in json.loads(row.params)]
    if ours and ours[-1] == "..." and row.type.endswith("...)"):
        ours.pop()  # (the AST's parameters have no varargs)
    # (joined: a pack expansion prints its elements as one parameter)
    o, d = ", ".join(o for o in ours if o), ", ".join(declared)  # (an empty pack prints nothing)
    pattern = "".join(".+?" if part == "\0" else re.escape(part)
                      for part in re.split(r"(\0)", _ALIASES.sub("\0", _shape(d))))
    if not re.fullmatch(pattern, _shape(o)):
        return "parameters (%s), declared (%s)" % (o, d)
    return None


def _misread(row: maker.Row, symbol: Any) -> Optional[str]:
    """corpus.misread with enumerators as template arguments made alike (clang prints
    the enumerator, we the cast value: the name has only the value)."""
    loose = row._replace(params=_ENUM_ARG.sub("ENUM", row.params), targs=_ENUM_ARG.sub(
        "ENUM", row.targs), type=_ENUM_ARG.sub("ENUM", row.type))
    original = corpus.normal

    def normal(text: str, loose_: bool = True) -> str:
        return original(_ENUM_ARG.sub("ENUM", text), loose_)
    corpus.normal = normal  # type: ignore[assignment]
    try:
        why = corpus.misread(loose, symbol)
    finally:
        corpus.normal = original  # type: ignore[assignment]
    if why is not None and (row.truth == "ast" or row.truth.startswith("_Z")) and why.startswith(
            ("parameter ", "template argument", "1 parameters", "2 parameters", "3 parameters")):
        return _params_misread(row, symbol)  # (sugar: the parameters' shapes decide)
    return why


_AS = re.compile(r"\bAS(\d)\b")


def _spaces_wrong(symbol: Any, peer: str) -> Optional[str]:
    """SYCL: whether the opencl style's __private/__generic are the name's AS0/AS4."""
    text = symbol.format("opencl")
    spelled = Counter(_AS.findall(peer))
    for word, digit in (("__private", "0"), ("__generic", "4")):
        if text.count(word) != spelled[digit]:
            return "opencl style %r has %d %s, the name spells AS%s %d times" % (
                text, text.count(word), word, digit, spelled[digit])
    return None


def check(language: str, row: maker.Row, peer: str) -> tuple[str, str]:
    """(class, detail) of one row: class 'ok' where the reading is right."""
    name = row.mangled
    try:
        symbol = demangle(name)
    except DemangleError as error:
        if peer != name:
            return "refused (peer reads it)", "%s: %s" % (name, error)
        return "ok", ""
    if language == "sycl":  # (the plain Itanium rule: llvm-cxxfilt-19 reads it exactly)
        row = row._replace(truth=peer)
    why = _misread(row, symbol)
    if why is not None and language == "opencl" and "$_" in name:
        # C++ for OpenCL numbers unnamed types ($_N) in the order names are mangled: the
        # AST dump's numbers are not the module's, so its row may be another lambda's
        # (make_cxx_opencl_corpus._unnamed_key); the round trip still checks the reading.
        why = None
    if why is not None:
        other = symbol.alternative if symbol.ambiguous else None
        if other is None or _misread(row, other) is not None:
            return "misread", "%s: %s [dialect %s, ambiguous %s]" % (
                name, why, symbol.dialect, symbol.ambiguous)
        return "ambiguous, declared as alternative", name
    if language == "sycl":
        ours = symbol.format("llvm")
        if ours != peer and peer != name:
            return "llvm style differs from llvm-cxxfilt-19", "%s: %r vs %r" % (name, ours, peer)
        wrong = _spaces_wrong(symbol, peer)
        if wrong is not None:
            other = symbol.alternative
            if other is not None and _spaces_wrong(other, peer) is None:
                return "ambiguous, declared as alternative", name
            return "opencl-style address space", "%s: %s" % (name, wrong)
    try:
        back = mangle(symbol.entity, dialect=symbol.dialect)
    except MangleError as error:
        return "no round trip", "%s: %s" % (name, error)
    if back != name:
        return "no round trip", "%s: mangles back to %s" % (name, back)
    return "ok", ""


def check_text(config: str, name: str) -> tuple[str, str]:
    """(class, detail) of a name's opencl-style text read back as a declaration of
    ``config``'s language: 'text ok' where it mangles to the name (an ambiguous
    name's: the text of the reading in that language, its alternative's where the
    printed one is another language's, as a __spirv_ name's translator reading)."""
    try:
        symbol = demangle(name)
    except DemangleError:
        return "text ok", ""  # (check's business)
    cl_std, cl_ext, sycl = _TEXT[config]
    readings = [symbol] + ([symbol.alternative] if symbol.alternative is not None else [])
    found = ("text ok", "")
    for reading in readings:
        text = reading.format("opencl")
        try:  # (the classes it names unqualified: the declarations a source has)
            fn, suffix = parse_declaration(text, lang=language(cl_std, cl_ext, sycl=sycl),
                                           classes=facts(reading.entity)[0],
                                           base_structors=bool(_BASE.search(name)))
            again = mangle(fn, dialect="itanium" if sycl else "clang") + suffix
        except (PrototypeError, MangleError) as error:
            if "lambda" in text or "unnamed" in text or "$_" in text:
                return "text refused (lambda or unnamed)", ""
            found = found if found[1] else ("text refused", "%s: %s | %s" % (name, text, error))
            continue
        if again == name:
            return "text ok", ""
        found = found if found[1] else ("text reads as another name",
                                        "%s: %s | %s" % (name, text, again))
    return found


def measure(config: str, show: int, keep: Optional[Path]) -> Counter[str]:
    counts: Counter[str] = Counter()
    with tempfile.TemporaryDirectory(prefix="spirmangle-syclprobe-") as tmp:
        found = rows(config, Path(tmp), keep)
    peers = maker.cxxfilt([r.mangled for r in found])
    shown: Counter[str] = Counter()
    for row, peer in zip(found, peers):
        counts["names"] += 1
        for kind, detail in (check(CONFIGS[config][0], row, peer), check_text(config, row.mangled)):
            counts[kind] += 1
            if kind not in ("ok", "text ok") and detail and shown[kind] < show:
                shown[kind] += 1
                print("  %s | %s | %s" % (config, kind, detail))
    return counts


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--config", action="append", choices=sorted(CONFIGS))
    parser.add_argument("--show", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="write the cleaned sources here")
    args = parser.parse_args(argv)
    missing = maker.missing_tools()
    if missing:
        parser.error("not installed: " + ", ".join(missing))
    for config in args.config or list(CONFIGS):
        try:
            counts = measure(config, args.show, args.keep)
        except RuntimeError as error:
            print("%s: not compiled: %s" % (config, str(error).splitlines()[0]))
            continue
        print("%s: %s" % (config, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
