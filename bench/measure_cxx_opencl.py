#!/usr/bin/env python3
"""How the default reading does on the C++ for OpenCL and SYCL corpus (issue 21).

For each configuration of tests/support/make_cxx_opencl_corpus.py (the corpus is made,
or taken from its cache, by tests/support/cxx_opencl_corpus.py): how many rows
``demangle(name)`` reads (no error), reads right (tests/cxx_opencl_corpus.misread),
and mangles back (``mangle(sym.entity, dialect=sym.dialect) == name``); and the
same for the names of the compiled modules as ``spirmangle symbols`` reads them
(``--module``: the dialect of the module's language, and where a name alone
cannot choose among clang's readings, the one its IR signature implies).  ``--show N`` prints N failures per
configuration.

    python bench/measure_cxx_opencl.py [--config NAME ...] [--show N] [--module]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

import cxx_opencl_corpus as corpus  # noqa: E402

from spirmangle import DemangleError, MangleError, demangle, mangle  # noqa: E402


def module_readings(config: str) -> dict[str, object]:
    """Name -> its reading as ``spirmangle symbols`` gives it (the dialect of the
    module's language, and where a name alone cannot decide, the IR signature:
    spirmangle.library.modules.public_module), for the names of the
    configuration's modules."""
    from spirmangle.library.modules import public_module
    from spirmangle.modules.input import load_module

    found: dict[str, object] = {}
    directory = corpus.directory()
    assert directory is not None
    for path in sorted(directory.glob(config + ".*.ll")):
        for f in public_module(load_module(str(path)), "auto").functions:
            if f.symbol.startswith("_Z"):
                found.setdefault(f.symbol, f.demangled)
    return found


def measure(config: str, dialect: str, show: int, silent_only: bool = False,
            module: bool = False) -> Counter[str]:
    counts: Counter[str] = Counter()
    shown = 0
    target = "spir" if config.endswith("_spir") else "spir64"
    readings = module_readings(config) if module else {}
    for row in corpus.rows(config):
        if module and row.mangled not in readings:
            continue
        counts["rows"] += 1
        symbol_ambiguous = False
        try:
            symbol = readings[row.mangled] if module else demangle(row.mangled, dialect)
            if symbol is None:
                raise DemangleError(row.mangled, 0, "not read in its module")
        except DemangleError as error:
            counts["unread"] += 1
            problem = "unread: %s" % error
        else:
            problem = corpus.misread(row, symbol)
            if problem:
                counts["misread"] += 1
            try:
                back = mangle(symbol.entity, target=target, dialect=symbol.dialect)
            except MangleError as error:
                back = "MangleError %s" % error
            if back != row.mangled:
                counts["no round trip"] += 1
                problem = (problem + "; " if problem else "") + "mangles back to %s" % back
            symbol_ambiguous = symbol.ambiguous
            if symbol_ambiguous:
                counts["ambiguous"] += 1
                if problem and getattr(symbol, "alternative", None) is not None \
                        and not corpus.misread(row, symbol.alternative):
                    counts["other right"] += 1  # --strict shows the right reading too
            elif problem:
                counts["silent"] += 1  # misread (or no round trip) and not flagged ambiguous
        if not problem:
            counts["right"] += 1
        elif shown < show and (not silent_only or not symbol_ambiguous):
            shown += 1
            print("  %s\n    %s" % (row.mangled, problem))
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--config", action="append", choices=sorted(corpus.CONFIGS))
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("--module", action="store_true",
                        help="the names of the configuration's modules, read with the dialect "
                             "of the module's language (as spirmangle symbols reads them)")
    parser.add_argument("--dialect", default="auto")
    parser.add_argument("--silent", action="store_true",
                        help="show only failures not flagged ambiguous")
    args = parser.parse_args()
    if corpus.directory() is None:
        print(corpus.skip_reason(), file=sys.stderr)
        return 1
    for config in args.config or corpus.CONFIGS:
        print("%s (%s):" % (config, "the names of its modules, as `symbols` reads them"
                                if args.module else args.dialect))
        c = measure(config, args.dialect, args.show, args.silent, args.module)
        n = c["rows"]
        print("  rows %d, unread %d, misread %d, no round trip %d, ambiguous %d (misread, the "
              "other reading right: %d), silent %d; right and round trip %d (%.2f%%)"
              % (n, c["unread"], c["misread"], c["no round trip"], c["ambiguous"],
                 c["other right"], c["silent"], c["right"], 100.0 * c["right"] / max(n, 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
