"""Demangling speed on real C++ symbols, with its peers in the same run (issue 23).

    python bench/bench_cxx.py [--count 60000] [--rounds 5] [--profile N] [--style llvm]

The set: the defined dynamic ``_Z`` symbols (``nm -D --defined-only``) of the
Debian C++ libraries installed (libLLVM, libclang-cpp, libstdc++, boost, ICU,
Qt where present), their version suffixes stripped, deduplicated, sorted, and
``--count`` of them drawn with a fixed seed; then only the names that every
tool reads (spirmangle, itanium_demangler, pydemumble).  It is written to
``bench/.cache/`` (not committed) and rebuilt when the libraries change.

Each round times every tool over the whole set, the tools taking turns (so that
a busy machine slows them alike); spirmangle starts each round with no
recorded parses (``forget_replays``).  The figures are the medians of the
rounds' names/s and their ratios.  ``--profile N`` runs cProfile over the set
once and prints the N most expensive functions instead.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spirmangle import DemangleError, demangle  # noqa: E402
from spirmangle.demangler.core import forget_replays  # noqa: E402

LIBRARIES = ["libLLVM.so.*", "libLLVM-*.so.1", "libclang-cpp.so.*", "libstdc++.so.6",
             "libboost_*.so.*", "libicuuc.so.*", "libicui18n.so.*", "libQt*Core.so.*",
             "libQt*Gui.so.*", "libQt*Widgets.so.*"]
CACHE = ROOT / "bench" / ".cache"


def libraries() -> list[str]:
    found: dict[str, str] = {}
    for pattern in LIBRARIES:
        for path in sorted(glob.glob("/usr/lib/x86_64-linux-gnu/" + pattern)):
            real = os.path.realpath(path)
            found.setdefault(real, path)
    return sorted(found)


def symbols(paths: list[str]) -> list[str]:
    names: set[str] = set()
    for path in paths:
        out = subprocess.run(["nm", "-D", "--defined-only", path], capture_output=True,
                             text=True, check=False).stdout
        for line in out.splitlines():
            word = line.rsplit(" ", 1)[-1].split("@", 1)[0]
            if word.startswith("_Z"):
                names.add(word)
    return sorted(names)


def ours(style: str) -> Callable[[str], str]:
    def run(name: str) -> str:
        return demangle(name).format(style)
    return run


def peers() -> dict[str, Callable[[str], object]]:
    found: dict[str, Callable[[str], object]] = {}
    try:
        import itanium_demangler

        def itanium(name: str) -> object:
            node = itanium_demangler.parse(name)
            return None if node is None else str(node)

        found["itanium_demangler"] = itanium
    except ImportError:
        print("(itanium_demangler is not installed)")
    try:
        import pydemumble

        found["pydemumble"] = pydemumble.demangle
    except ImportError:
        print("(pydemumble is not installed)")
    return found


def reads(tool: Callable[[str], object], name: str) -> bool:
    try:
        out = tool(name)
    except (DemangleError, Exception):  # noqa: B014 - a peer's own errors too
        return False
    return bool(out) and out != name


def name_set(count: int, tools: dict[str, Callable[[str], object]]) -> list[str]:
    paths = libraries()
    key = hashlib.sha256(repr([(p, os.path.getsize(p)) for p in paths] + [count, sorted(tools)])
                         .encode()).hexdigest()[:16]
    cached = CACHE / ("cxx_names_%s.txt" % key)
    if cached.exists():
        return cached.read_text(encoding="utf-8").split()
    every = symbols(paths)
    drawn = sorted(random.Random(23).sample(every, min(count, len(every))))
    common = [n for n in drawn if all(reads(tool, n) for tool in tools.values())]
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text("\n".join(common) + "\n", encoding="utf-8")
    print("built the set: %d libraries, %d symbols, %d drawn, %d read by every tool"
          % (len(paths), len(every), len(drawn), len(common)))
    return common


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=60000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--style", default="llvm")
    parser.add_argument("--profile", type=int, default=0, metavar="N")
    args = parser.parse_args()
    tools: dict[str, Callable[[str], object]] = {"spirmangle": ours(args.style)}
    tools.update(peers())
    names = name_set(args.count, tools)
    if args.profile:
        import cProfile
        import pstats

        forget_replays()
        profile = cProfile.Profile()
        profile.enable()
        for name in names:
            tools["spirmangle"](name)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(args.profile)
        return 0
    rates: dict[str, list[float]] = {label: [] for label in tools}
    for _ in range(args.rounds):
        for label, tool in tools.items():
            if label == "spirmangle":
                forget_replays()
            start = time.perf_counter()
            for name in names:
                tool(name)
            rates[label].append(len(names) / (time.perf_counter() - start))
    load = os.getloadavg()[0]
    print("%d real C++ names (%d libraries), median of %d interleaved rounds, load %.2f"
          % (len(names), len(libraries()), args.rounds, load))
    ours_rate = statistics.median(rates["spirmangle"])
    for label, values in rates.items():
        rate = statistics.median(values)
        print("  %-18s %8.0f names/s   spirmangle / it = %.2fx" % (label, rate, ours_rate / rate))
    return 0


if __name__ == "__main__":
    sys.exit(main())
