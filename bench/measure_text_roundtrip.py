#!/usr/bin/env python3
"""Does the opencl-style text of every corpus name mangle back to it (issue 25)?

For each name (default: the names tools/compare_outputs.py reads; ``--names FILE``:
the names found in FILE), demangle it (the default reading), take its opencl-style
text and read it as a C++ declaration, first as SYCL device code (``--sycl``:
``language(sycl=True)``, dialect itanium), then as C++ for OpenCL
(``--cl-std CLC++2021``, dialect clang), as ``spirmangle mangle`` does, through
the library.  The class names the text uses unqualified are given (``--class``:
the model's class types named by a plain identifier), and ``X::X``/``X::~X`` are
the base variants where the name is one (``C2``/``D2``).  Each name is counted
once:

* ``back``: one of the two readings mangles to the name;
* ``same text``: no reading mangles to the name, and the names they mangle to
  print the same opencl text, one of them at least (the text cannot say which: a structor variant
  other than C1/C2/D1/D2, a non-canonical spelling, a host name whose text
  names a standard abbreviation's typedef);
* ``another``: no reading mangles to the name and one mangles to a name that
  prints another text (a silent misread of the text: must be 0; every one is
  listed);
* ``refused``: no reading mangles (the text is refused, or the model cannot be
  mangled), counted by the class of the first reading's error message (quoted
  words and numbers blanked).

The same counts are printed for the names whose model has a pack (an argument
pack ``J...E`` or a pack expansion ``Dp``).  ``--show N`` prints N examples of
each refusal class.

    python bench/measure_text_roundtrip.py [--names FILE] [--show N] [--packs] [--outcomes F]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import compare_outputs  # noqa: E402

from spirmangle import (DemangleError, MangleError, PrototypeError, demangle,  # noqa: E402
                        language, mangle, parse_declaration)
from spirmangle.model import ArgumentPack, NamedType, PackExpansion, SourceName  # noqa: E402
from spirmangle.model.bounds import children  # noqa: E402

READINGS = (("sycl", True, "itanium"), ("clc++2021", False, "clang"))
_BASE = re.compile(r"[CD]2[EI]")


def facts(entity: object) -> tuple[tuple[str, ...], bool]:
    """(the class names the model names by a plain identifier, whether it has a pack)."""
    classes: set[str] = set()
    packs = False
    stack = [entity]
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        kind = type(node)
        if kind is NamedType and type(node.name) is SourceName:  # type: ignore[attr-defined]
            classes.add(node.name.identifier)  # type: ignore[attr-defined]
        elif kind is ArgumentPack or kind is PackExpansion:
            packs = True
        stack.extend(children(node))
    return tuple(sorted(classes)), packs


def error_class(message: str) -> str:
    """A refusal's message with its particulars blanked: the class it counts in."""
    text = re.sub(r"^\d+:\d+: ", "", message)
    text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r"\d+", "N", text)
    return text[:110]


def attempt(name: str) -> tuple[str, str, str, bool]:
    """(outcome, detail, text, has a pack) of one name: outcome is back, another,
    refused or unread (the name does not demangle)."""
    try:
        symbol = demangle(name)
    except DemangleError as error:
        return "unread", str(error), "", False
    text = symbol.format("opencl")
    classes, packs = facts(symbol.entity)
    base = bool(_BASE.search(name))
    others: list[str] = []
    errors: list[str] = []
    for label, sycl, dialect in READINGS:
        try:
            fn, clone_suffix = parse_declaration(text, lang=language("CLC++2021", sycl=sycl),
                                                 classes=classes, base_structors=base)
            again = mangle(fn, dialect=dialect) + clone_suffix
        except (PrototypeError, MangleError) as error:
            errors.append("%s: %s" % (type(error).__name__, error_class(str(error))))
            continue
        except Exception as error:  # noqa: BLE001 - an escape is a finding too
            errors.append("ESCAPE %s: %s" % (type(error).__name__, error_class(str(error))))
            continue
        if again == name:
            return "back", label, text, packs
        others.append("%s %s" % (label, again))
    if others:
        same = any(_text_of(other) == text for other in others)
        return "same text" if same else "another", "; ".join(others), text, packs
    return "refused", errors[0], text, packs


def _text_of(reading: str) -> str:
    """The opencl text of what one reading mangled to ("LABEL NAME"), read in that
    reading's dialect."""
    label, name = reading.split(" ", 1)
    try:
        return demangle(name, dict((r[0], r[2]) for r in READINGS)[label]).format("opencl")
    except DemangleError as error:
        return "unread: %s" % error


def report(title: str, counts: Counter[str], classes: Counter[str]) -> None:
    total = sum(counts.values()) - counts["unread"]
    print("%s: %d names read; back %d, same text %d, another name %d, refused %d (unread %d)"
          % (title, total, counts["back"], counts["same text"], counts["another"],
             counts["refused"], counts["unread"]))
    for cls, n in classes.most_common():
        print("  %6d  %s" % (n, cls))


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--names", type=Path, help="the mangled names found in this file")
    parser.add_argument("--show", type=int, default=0, help="examples of each refusal class")
    parser.add_argument("--packs", action="store_true", help="only names with a pack")
    parser.add_argument("--same", action="store_true",
                        help="list the names whose text mangles to another name of that text")
    parser.add_argument("--outcomes", type=Path,
                        help="write each name's outcome there (NAME TAB OUTCOME), to compare runs")
    parser.add_argument("--limit", type=int, default=0, help="the first N names only")
    args = parser.parse_args(argv)
    names = (compare_outputs.names([args.names]) if args.names
             else compare_outputs.names(compare_outputs.corpus_files()))
    if args.limit:
        names = names[:args.limit]
    counts: dict[bool, Counter[str]] = {False: Counter(), True: Counter()}
    classes: dict[bool, Counter[str]] = {False: Counter(), True: Counter()}
    examples: dict[str, list[str]] = defaultdict(list)
    another: list[str] = []
    rows: list[str] = []
    for name in names:
        outcome, detail, text, packs = attempt(name)
        rows.append("%s\t%s\n" % (name, outcome))
        if args.packs and not packs:
            continue
        for key in {False, packs}:
            counts[key][outcome] += 1
            if outcome == "refused":
                classes[key][detail] += 1
        if outcome == "refused" and len(examples[detail]) < args.show:
            examples[detail].append("%s\n        %s" % (name, text))
        if outcome == "another" or (outcome == "same text" and args.same):
            another.append("%s\n    %s\n    -> %s" % (name, text, detail))
    if args.outcomes:
        args.outcomes.write_text("".join(rows), encoding="utf-8")
    report("all", counts[False], classes[False])
    report("with packs", counts[True], classes[True])
    if another:
        print("mangles to another name:")
        print("\n".join("  " + line for line in another))
    if args.show:
        for detail, shown in sorted(examples.items(), key=lambda kv: -classes[False][kv[0]]):
            print("%s:" % detail)
            for line in shown:
                print("    " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
