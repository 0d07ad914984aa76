"""``spirmangle check`` on many unknown near-miss symbols; run by hand.

    python bench/bench_check.py [--count 2000] [--rounds 3]

Generates (seeded) ``--count`` distinct ``_Z8shuffle2`` symbols whose vector
parameters no overload has, declares them in an LLVM IR file, and reports the
best wall time of ``python -m spirmangle check FILE`` over ``--rounds`` runs
(each reports every symbol with its three closest overloads), and of the
near-miss search alone in process.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def near_misses(count: int, seed: int = 1) -> list[str]:
    rng = random.Random(seed)
    vectors, elements = ["Dv2_", "Dv3_", "Dv4_", "Dv8_", "Dv16_", ""], "cshijlmfdDh"
    found: set[str] = set()
    while len(found) < count:
        found.add("_Z8shuffle2" + "".join(rng.choice(vectors) + rng.choice(elements)
                                          for _ in range(rng.randint(1, 4))))
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    symbols = near_misses(args.count)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "near.ll"
        path.write_text("".join("declare void @%s(i32)\n" % s for s in symbols))
        best = float("inf")
        for _ in range(args.rounds):
            start = time.perf_counter()
            result = subprocess.run([sys.executable, "-m", "spirmangle", "check", str(path)],
                                    capture_output=True)
            best = min(best, time.perf_counter() - start)
            assert result.returncode == 1 and result.stdout.count(b": unknown builtin ") == len(symbols)
    print("check, %d near misses (end to end):  %.2f s" % (len(symbols), best))

    from spirmangle.catalogue import lint

    cat = lint.catalogue("spir64", "CL3.0", "", "clang")
    best = float("inf")
    for _ in range(args.rounds):
        start = time.perf_counter()
        for symbol in symbols:
            lint.closest(symbol, cat)
        best = min(best, time.perf_counter() - start)
    print("closest() alone:                       %.2f s  (%.2f ms per symbol)"
          % (best, 1000 * best / len(symbols)))


if __name__ == "__main__":
    main()
