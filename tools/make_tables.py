#!/usr/bin/env python3
"""Write the LALR tables of the grammars as Python modules next to them.

    python tools/make_tables.py [--check]

The ``.lark`` files are the single source: after changing one, run this and
commit the ``spirmangle/grammar/*_tables.py`` it writes (tests/grammar/test_grammar_tables.py
fails while they are stale).  ``--check`` writes nothing and exits 1 if a
stored module differs from what the grammar gives.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirmangle.grammar.build import module_path, tables_source  # noqa: E402

GRAMMARS = ("mangled.lark", "prototype.lark")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    stale = 0
    for grammar in GRAMMARS:
        path = Path(module_path(grammar))
        text = tables_source(grammar)
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            print("%s: up to date" % path.name)
        elif args.check:
            print("%s: stale (run python tools/make_tables.py)" % path.name)
            stale = 1
        else:
            path.write_text(text, encoding="utf-8")
            print("%s: written" % path.name)
    return stale


if __name__ == "__main__":
    sys.exit(main())
