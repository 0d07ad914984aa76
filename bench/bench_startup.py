"""Cold start of the command line and of ``import spirmangle``, with llvm-cxxfilt-19.

Each command runs in a fresh process; the rounds interleave the commands (so
that a busy machine slows them alike) and each figure is the median wall time
of its runs (with the median CPU time, user + system, which a busy machine
inflates less).  The goals (issue 23): ``spirmangle demangle NAME`` at most 60 ms
and within 3x of llvm-cxxfilt-19; ``remangle``, ``check``, ``lookup`` and
``symbols`` on one small input under 0.3 s each.

``--first`` also times the first run after an install: an empty cache
directory (``SPIRMANGLE_CACHE_DIR``) for every run.  The package's ``.pyc``
files are written once before timing (an installed wheel has them; a checkout
with ``PYTHONDONTWRITEBYTECODE`` set would compile every module every run).
Run from the repository root::

    python bench/bench_startup.py [--rounds N] [--first] [--tree DIR] [--baseline VENV]

``--tree DIR`` times the package of another checkout (``python -m spirmangle``
with ``PYTHONPATH=DIR``, e.g. an older commit's ``git archive``) instead of the
installed console script.  ``--baseline VENV`` also times the console script and
the Python of another virtual environment (e.g. a non-editable install of an
older commit) in the same interleaved rounds, and prints its figures beside
(``before``) with the ratio of the two medians.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NAME = "_ZN3foo3barIiEEvT_PU3AS1Kc"

# A small LLVM IR module: two builtins called, one unknown function, one kernel.
MODULE = """\
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %x = call spir_func float @_Z4fabsf(float 1.0)
  %y = call spir_func float @_Z7unknownf(float %x)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func float @_Z4fabsf(float)
declare spir_func float @_Z7unknownf(float)

!opencl.ocl.version = !{!0}
!0 = !{i32 3, i32 0}
"""


def spirmangle_command(tree: str | None, python: str = sys.executable) -> list[str]:
    """The console script next to this interpreter, else ``python -m spirmangle``."""
    script = Path(python).with_name("spirmangle")
    return [str(script)] if script.exists() and not tree else [python, "-m", "spirmangle"]


def commands(module: str, tree: str | None, python: str = sys.executable) -> dict[str, list[str]]:
    tool = spirmangle_command(tree, python)
    found = {
        "spirmangle demangle NAME": tool + ["demangle", NAME],
        "spirmangle demangle --style llvm NAME": tool + ["demangle", "--style", "llvm", NAME],
        "python -c 'import spirmangle'": [python, "-c", "import spirmangle"],
        "python -c pass": [python, "-c", "pass"],
        "spirmangle remangle NAME": tool + ["remangle", "--to-dialect", "spir", "_Z4fabsDv4_f"],
        "spirmangle check FILE.ll": tool + ["check", module],
        "spirmangle lookup NAME": tool + ["lookup", "_Z5fractff"],
        "spirmangle symbols FILE.ll": tool + ["symbols", module],
        "spirmangle mangle PROTOTYPE": tool + ["mangle", "float fract(float x, float *p)"],
    }
    cxxfilt = shutil.which("llvm-cxxfilt-19")
    if cxxfilt:
        found["llvm-cxxfilt-19 NAME"] = [cxxfilt, NAME]
    return found


def run(argv: list[str], env: dict[str, str], cwd: str) -> tuple[float, float]:
    """One run's wall time and CPU time (user + system; less sensitive to a busy
    machine), in ``cwd``, which holds no package (``python -c`` and ``-m`` look
    there first)."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            env=env, cwd=cwd)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--first", action="store_true",
                        help="also time runs with an empty cache directory each")
    parser.add_argument("--tree", help="the checkout whose package runs (python -m spirmangle)")
    parser.add_argument("--baseline", metavar="VENV",
                        help="also time this virtual environment's install, interleaved")
    args = parser.parse_args()
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if args.tree:
        env["PYTHONPATH"] = os.path.abspath(args.tree)
    with tempfile.TemporaryDirectory() as tmp:
        module = os.path.join(tmp, "kernel.ll")
        Path(module).write_text(MODULE, encoding="utf-8")
        table = commands(module, args.tree)
        if args.baseline:
            python = os.path.join(args.baseline, "bin", "python")
            table.update(("before: " + label, argv) for label, argv in commands(module, None, python).items()
                         if label.startswith(("spirmangle", "python -c 'import")))
        cache = os.path.join(tmp, "cache")
        env["SPIRMANGLE_CACHE_DIR"] = cache
        for argv in table.values():  # .pyc files and the caches: written here
            run(argv, env, tmp)
        times: dict[str, list[float]] = {label: [] for label in table}
        cpu: dict[str, list[float]] = {label: [] for label in table}
        first: dict[str, list[float]] = {label: [] for label in table
                                         if label.startswith(("spirmangle", "before: spirmangle"))}
        for round_ in range(args.rounds):
            for label, argv in table.items():
                wall, used = run(argv, env, tmp)
                times[label].append(wall)
                cpu[label].append(used)
                if args.first and label in first:
                    fresh = dict(env, SPIRMANGLE_CACHE_DIR=os.path.join(tmp, "fresh%d" % round_))
                    first[label].append(run(argv, fresh, tmp)[0])
                    shutil.rmtree(fresh["SPIRMANGLE_CACHE_DIR"], ignore_errors=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    peer = statistics.median(times["llvm-cxxfilt-19 NAME"]) if "llvm-cxxfilt-19 NAME" in times else None
    print("%s: median of %d interleaved rounds, load %.2f"
          % (args.tree or "installed", args.rounds, load))
    print("%-40s %9s %9s %9s %s" % ("command", "median", "min", "CPU", "vs llvm-cxxfilt-19"
                                     if peer else ""))
    for label, values in times.items():
        if label.startswith("before: "):
            continue
        median = statistics.median(values)
        ratio = "%.1fx" % (median / peer) if peer else ""
        before = times.get("before: " + label)
        if before:
            ratio += "   before %7.1fms (%.1fx), CPU %7.1fms; now %.2f of before" % (
                statistics.median(before) * 1e3, statistics.median(before) / peer if peer else 0,
                statistics.median(cpu["before: " + label]) * 1e3, median / statistics.median(before))
        print("%-40s %7.1fms %7.1fms %7.1fms %s" % (label, median * 1e3, min(values) * 1e3,
                                                    statistics.median(cpu[label]) * 1e3, ratio))
        if args.first and label in first:
            earlier = first.get("before: " + label)
            print("%-40s %7.1fms %7.1fms %s" % ("  (first run, empty cache)",
                                                statistics.median(first[label]) * 1e3,
                                                min(first[label]) * 1e3,
                                                "          before %7.1fms" % (
                                                    statistics.median(earlier) * 1e3)
                                                if earlier else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
