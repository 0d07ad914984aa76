#!/usr/bin/env python3
"""Write spirmangle/model/init_tables.py: the compiled form of the functions
model.node defines from text (every ``__init__`` of a class made by
``model.node.dataclass``, and demangler.fastnodes' makers).

    python tools/make_inits.py [--check]

The classes are the single source: after adding or changing a field of one, run
this and commit the module it writes (tests/model/test_init_tables.py fails
while it is stale; a stale entry is never used: ``model.node.define`` compiles
any function whose text or names it does not find there).  ``--check`` writes
nothing and exits 1 if the stored module differs.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import spirmangle  # noqa: E402
from spirmangle.model import node  # noqa: E402

PATH = ROOT / "spirmangle" / "model" / "init_tables.py"


def functions() -> list[tuple[str, tuple[str, ...]]]:
    """(text, names) of every function model.node defines for the package: each
    module imported (its import-time definitions: fastnodes' makers), and the
    ``__init__`` of each class model.node.dataclass made there."""
    found = []
    for info in pkgutil.walk_packages(spirmangle.__path__, "spirmangle."):
        if info.name.endswith("__main__") or info.name == "spirmangle.model.init_tables":
            continue
        module = importlib.import_module(info.name)
        for value in list(vars(module).values()):
            if (isinstance(value, type) and value.__module__ == module.__name__
                    and "__node_fields__" in value.__dict__):
                source, env = node.init_source(value)
                found.append((source, tuple(sorted(env))))
    return found + [key for key in node.DEFINED if key[0].startswith("def make(")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    text = node.init_tables_text(functions())
    current = PATH.read_text(encoding="utf-8") if PATH.exists() else None
    if current == text:
        print("%s: up to date" % PATH.name)
    elif args.check:
        print("%s: stale (run python tools/make_inits.py)" % PATH.name)
        return 1
    else:
        PATH.write_text(text, encoding="utf-8")
        print("%s: written" % PATH.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
