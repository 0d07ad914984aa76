"""Per-name speed of two installs of spirmangle, side by side (issues 22 and 23).

    python bench/bench_ab.py --baseline VENV [--candidate VENV] [--set opencl|cxx|both]
                             [--rounds 7] [--count 20000] [--style opencl]

Each install runs in a process of its own (``VENV/bin/python``), so each times
its own installed package, never this checkout: a non-editable install of the
commit to compare with is the baseline, and the candidate is this checkout's
interpreter's install unless ``--candidate`` names another.  The sets are the
OpenCL corpus (../shared/conformance, or $SPIRMANGLE_CORPUS) and real C++
symbols (bench_cxx.py's set, names every peer reads), the same names for both.
A round times each install once over the whole set, the installs taking turns,
each starting with no recorded parses; the figure is names per CPU second
(``time.process_time``: other jobs of a busy machine do not count), the median
of the rounds, and the ratio candidate / baseline.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "support"))

# Run by each install's interpreter: demangle and print every name, report CPU seconds.
WORKER = r"""
import json, sys, time
names = open(sys.argv[1], encoding="ascii").read().split()
style = sys.argv[2]
from spirmangle import demangle
try:
    from spirmangle.demangler.parser import forget_replays
except ImportError:
    from spirmangle.demangle import forget_replays
for n in names[:200]:
    demangle(n).format(style)
forget_replays()
start = time.process_time()
for n in names:
    demangle(n).format(style)
print(json.dumps(time.process_time() - start))
"""


def opencl_names() -> list[str]:
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_demangle
    return bench_demangle.corpus_names()


def cxx_names(count: int) -> list[str]:
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_cxx
    tools = {"spirmangle": bench_cxx.ours("llvm")}
    tools.update(bench_cxx.peers())
    return bench_cxx.name_set(count, tools)


def one_run(python: str, names_file: str, style: str) -> float:
    out = subprocess.run([python, "-c", WORKER, names_file, style], check=True,
                         capture_output=True, text=True, cwd=tempfile.gettempdir())
    return float(json.loads(out.stdout))


def compare(label: str, names: list[str], pythons: dict[str, str], rounds: int,
            style: str) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(names))
    try:
        times: dict[str, list[float]] = {k: [] for k in pythons}
        for _ in range(rounds):
            for key, python in pythons.items():
                times[key].append(one_run(python, f.name, style))
    finally:
        os.unlink(f.name)
    rate = {k: len(names) / statistics.median(v) for k, v in times.items()}
    print("%s, %d names, %s style, median of %d rounds (names per CPU second):"
          % (label, len(names), style, rounds))
    for key in pythons:
        spread = (min(times[key]), max(times[key]))
        print("  %-10s %9.0f/s   (round CPU %.2f-%.2f s)" % (key, rate[key], *spread))
    print("  candidate / baseline: %.3f" % (rate["candidate"] / rate["baseline"]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", required=True, help="the venv of the install to compare with")
    ap.add_argument("--candidate", help="the venv of the install measured (default: this one)")
    ap.add_argument("--set", choices=("opencl", "cxx", "both"), default="both")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--count", type=int, default=20000, help="C++ names drawn")
    ap.add_argument("--style", default="opencl")
    args = ap.parse_args()
    candidate = (str(Path(args.candidate) / "bin" / "python") if args.candidate
                 else sys.executable)
    pythons = {"baseline": str(Path(args.baseline) / "bin" / "python"),
               "candidate": candidate}
    if args.set in ("opencl", "both"):
        compare("OpenCL corpus", opencl_names(), pythons, args.rounds, args.style)
    if args.set in ("cxx", "both"):
        compare("real C++ symbols", cxx_names(args.count), pythons, args.rounds, args.style)


if __name__ == "__main__":
    main()
