#!/usr/bin/env python3
"""Print every style and the JSON of every mangled name of the committed corpora.

    python tools/compare_outputs.py OUT.txt [--limit N]

Reads the names of bench/data/*, tests/data/** and the clang-19 conformance TSVs
($SPIRMANGLE_CORPUS, default /work/shared/conformance/clang19, where present);
writes one line per name and output (opencl, the CLI's line, llvm, gnu, cxx,
JSON, and the mangler's round trip) to OUT.txt, and prints the count and the
file's SHA-256.  Run it before and after a change that must not change
behaviour (issue 22's restructure) and compare the two files with ``diff``;
``--installed`` runs the installed package instead of the checkout's (the
compiled build against the pure one: tests/whole/test_compiled.py).
It uses the package's public face only, so it runs on either layout.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if "--installed" not in sys.argv[1:]:
    sys.path.insert(0, str(ROOT))

import spirmangle  # noqa: E402  (the checkout's package, not an installed one, by default)

NAME = re.compile(r"(?<![\w$.])(?:_{1,3}Z|_GLOBAL_)[A-Za-z0-9_$.]+")
STYLES = ("opencl", "llvm", "gnu", "cxx")
SUFFIXES = {".txt", ".tsv", ".ll", ".json", ".cl", ".clcpp", ".csv", ""}


def corpus_files() -> list[Path]:
    files = [p for d in ("bench/data", "tests/data") for p in sorted((ROOT / d).rglob("*"))
             if p.is_file() and p.suffix in SUFFIXES]
    clang = Path(os.environ.get("SPIRMANGLE_CORPUS", "/work/shared/conformance/clang19"))
    if clang.is_dir():
        files += sorted(clang.glob("*.tsv"))
    return files


def names(files: list[Path]) -> list[str]:
    found: set[str] = set()
    for path in files:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        found.update(NAME.findall(text))
    return sorted(found)


def outputs(name: str) -> list[tuple[str, str]]:
    def attempt(key: str, make: object) -> tuple[str, str]:
        try:
            return key, make()  # type: ignore[operator]
        except Exception as error:  # noqa: BLE001 - a changed error is a difference too
            return key, "!%s: %s" % (type(error).__name__, error)

    try:
        symbol = spirmangle.demangle(name)
    except Exception as error:  # noqa: BLE001
        return [("demangle", "!%s: %s" % (type(error).__name__, error))]
    rows = [attempt("line", lambda: str(symbol))]
    rows += [attempt(style, lambda style=style: symbol.format(style)) for style in STYLES]
    rows.append(attempt("json", lambda: json.dumps(symbol.to_json(), sort_keys=True)))
    rows.append(attempt("mangle", lambda: spirmangle.mangle(symbol.entity)))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--limit", type=int, default=0, help="the first N names only")
    parser.add_argument("--installed", action="store_true",
                        help="the installed spirmangle (the compiled build's check), not the checkout's")
    args = parser.parse_args(argv)
    todo = names(corpus_files())
    if args.limit:
        todo = todo[:args.limit]
    digest = hashlib.sha256()
    with args.out.open("w", encoding="utf-8") as out:
        for name in todo:
            for key, text in outputs(name):
                line = "%s\t%s\t%s\n" % (name, key, text.replace("\n", "\\n"))
                out.write(line)
                digest.update(line.encode("utf-8", "surrogatepass"))
    print("%d names, sha256 %s" % (len(todo), digest.hexdigest()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
