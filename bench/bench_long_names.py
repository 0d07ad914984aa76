"""The longest names: CPU seconds to demangle a 256 KiB name (the bound of
spirmangle.limits.MAX_NAME_LENGTH) and to print it in the three styles and as
JSON, by shape.  Run by hand from the repository root (best of ``--rounds``)::

    python bench/bench_long_names.py [--rounds 2]

docs/bad-input.md gives the bounds these figures are held to.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spirmangle import demangle  # noqa: E402
from spirmangle.limits import MAX_NAME_LENGTH  # noqa: E402

SHAPES: dict[str, tuple[str, str]] = {
    # name: (head, piece repeated to the length bound)
    "local names with T_": ("_Z1fIiEv", "Z1fIiEvT_E1a"),
    "local class types": ("_Z1f", "Z1gvE1A"),
    "local names, discriminators": ("_Z1f", "Z1gvE1A_0"),
    "closures in local names": ("_Z1f", "Z1gvEUlvE_"),
    "closures with T_": ("_Z1fIiEv", "Z1gIiEvT_EUlT_E_"),
    "string literals": ("_Z1f", "Z1gvEs"),
    "local types as arguments": ("_Z1fI", "Z1gvE1A"),
    "nested names": ("_Z1f", "N1g1AE"),
    "builtin parameters": ("_Z1f", "ifdj"),
}


def best(run: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    print("%-30s %9s %10s %14s" % ("shape (256 KiB)", "length", "demangle", "+ 3 styles, JSON"))
    for label, (head, piece) in SHAPES.items():
        tail = "Evv" if head.endswith("I") else ""
        name = head + piece * ((MAX_NAME_LENGTH - len(head) - len(tail)) // len(piece)) + tail

        def everything() -> None:
            symbol = demangle(name)
            for style in ("opencl", "llvm", "gnu"):
                symbol.format(style)
            symbol.to_json()

        print("%-30s %9d %9.2fs %13.2fs" % (label, len(name), best(lambda: demangle(name), args.rounds),
                                           best(everything, args.rounds)), flush=True)


if __name__ == "__main__":
    main()
