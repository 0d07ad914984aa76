"""Catalogue benchmark: expanding and mangling every builtin overload; run by hand.

    python bench/bench_catalogue.py [--rounds 3]

Per table configuration (spirmangle.catalogue.table.TABLE_CONFIGS) it times:
* ``expand (cold)``: ``overloads()`` with the template cache emptied (parse every
  template, substitute, mangle every overload);
* ``expand (warm)``: the same with templates already parsed;
* ``mangle``: mangling every expanded Function again on its own;
* ``table``/``header``: rendering the CSV table and the OpenCL and LLVM headers.
Plus the wall time of a fresh process that imports spirmangle and expands
CL3.0 spir64 (everything a ``spirmangle table`` run pays).  Target: under 2 s.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spirmangle.catalogue import all_decls, overloads  # noqa: E402
from spirmangle.catalogue.core import _parse_template  # noqa: E402
from spirmangle.catalogue.header import llvm_declarations, opencl_header  # noqa: E402
from spirmangle.catalogue.table import TABLE_CONFIGS, render  # noqa: E402
from spirmangle.mangler.core import mangle  # noqa: E402

TARGET_SECONDS = 2.0


def best(fn: Callable[[], object], rounds: int, before: Callable[[], object] = lambda: None) -> float:
    """The best wall time of ``rounds`` calls of ``fn`` (``before`` runs untimed each round)."""
    times = []
    for _ in range(rounds):
        before()
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def fresh_process() -> float:
    """Wall seconds of a new interpreter importing spirmangle and expanding CL3.0 spir64."""
    code = ("from spirmangle.catalogue import overloads; "
            "overloads('spir64', 'CL3.0')")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    start = time.perf_counter()
    decls = all_decls()
    load = time.perf_counter() - start
    print("catalogue: %d declarations, family modules loaded in %.3f s" % (len(decls), load))

    header = ("configuration", "overloads", "expand cold", "expand warm", "mangle", "table",
              "opencl hdr", "llvm hdr")
    print("\nseconds, best of %d" % args.rounds)
    print(" | ".join(header))
    print("|".join("---" for _ in header))
    worst = 0.0
    for c in TABLE_CONFIGS:
        config = (c.target, c.cl_std, c.cl_ext, c.dialect)
        cold = best(lambda: overloads(*config), args.rounds, _parse_template.cache_clear)
        warm = best(lambda: overloads(*config), args.rounds)
        found = overloads(*config)
        remangle = best(lambda: [mangle(o.function, target=c.target, dialect=c.dialect)
                                 for o in found if o.mangled.startswith("_Z")], args.rounds)
        tab = best(lambda: render(found, "csv"), args.rounds)
        ohdr = best(lambda: opencl_header(found, c.cl_std), args.rounds)
        lhdr = best(lambda: llvm_declarations(found, c.target), args.rounds)
        worst = max(worst, cold)
        print(" | ".join([c.stem, str(len(found))] +
                         ["%.3f" % t for t in (cold, warm, remangle, tab, ohdr, lhdr)]))

    process = fresh_process()
    print("\nfresh process, import + expand CL3.0 spir64: %.2f s" % process)
    verdict = "OK" if max(worst, process) < TARGET_SECONDS else "SLOWER THAN TARGET"
    print("target: under %.1f s per configuration -> %s" % (TARGET_SECONDS, verdict))


if __name__ == "__main__":
    main()
