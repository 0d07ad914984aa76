"""Concurrency check: N threads reading the same deep names must agree with one.

    python bench/fuzz_threads.py [--threads 8] [--rounds 5] [--count 300] [--styles opencl,llvm,gnu]

Each thread demangles every name of :func:`deep_names` (pointer chains, nested
template argument lists, nested names with template arguments, nested function
types, pointers to members, vectors: up to ~400 levels of nesting, the designed
bound), then prints each in every style, ``str()`` and JSON; each result (or
the exception raised) is compared with what one thread alone gets.  The
threads start each phase together (a barrier); each round starts from the
recursion limit at entry (the interpreter's default in a fresh process).  Issue #20 item 6: ``limits.headroom`` changed the process-wide recursion
limit, so one thread restoring it cut another one short (RecursionError).
tests/demangler/test_threads.py runs a slice of this.  Exit status 1 on any difference.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import threading
import time
from pathlib import Path
from typing import Callable, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from spirmangle import DemangleError, Symbol, demangle  # noqa: E402

STYLES = ("opencl", "llvm", "gnu")
Result = tuple[str, ...]


# Shapes of deep names: (label, function of n, nesting levels per unit of n).
def _templates(n: int) -> str:
    return "_Z1f" + "1aI" * n + "i" + "E" * n


def _nested_templates(n: int) -> str:
    return "_Z1fIN" + "1aI" * n + "iE" * n + "EEvv"


def _const_pointers(n: int) -> str:
    return "_Z1f" + "PK" * n + "i"


def _pointers(n: int) -> str:
    return "_Z1f" + "P" * n + "c"


def _functions(n: int) -> str:
    return "_Z1f" + "PFv" * n + "i" + "E" * n


def _members(n: int) -> str:
    return "_Z1f" + "M1aPK" * n + "i"


def _vectors(n: int) -> str:
    return "_Z1f" + "PDv4_" * n + "f"


SHAPES: tuple[tuple[Callable[[int], str], int, int], ...] = (
    # (shape, smallest n, largest n): the largest is near the 400-level bound.
    (_templates, 60, 198),
    (_nested_templates, 60, 196),
    (_const_pointers, 60, 198),
    (_pointers, 60, 198),
    (_functions, 40, 131),
    (_members, 30, 78),
    (_vectors, 30, 98),
)


def _wide_template(rng: random.Random) -> str:
    """185 nested template argument lists around 40 arguments: every name of
    this kind is exactly as deep (its printers ask for the same headroom), and
    printing its innermost arguments is a long stretch of calls ~1,300 frames
    down, where a recursion limit lowered by another thread strikes."""
    ids = "".join("1%sI" % rng.choice("abcdefgh") for _ in range(185))
    args = "".join(rng.choice(("i", "c", "j", "l", "f", "1b", "2xy")) for _ in range(40))
    return "_Z1f" + ids + args + "E" * 185


def deep_names(count: int = 300) -> list[str]:
    """``count`` deep names: half spread over the shapes and depths, shallow to
    deep, half of one depth (:func:`_wide_template`); the same on every call."""
    shaped = count - count // 2
    names: list[tuple[float, str]] = []
    for i, (shape, low, high) in enumerate(SHAPES):
        per_shape = shaped // len(SHAPES) + (i < shaped % len(SHAPES))
        for k in range(per_shape):
            n = low + (high - low) * k // max(1, per_shape - 1)
            names.append(((n - low) / max(1, high - low), shape(n)))
    names.sort()
    rng = random.Random(20)
    wide = [_wide_template(rng) for _ in range(count // 2)]
    return wide + [name for _, name in names][:shaped]


def _error(exc: BaseException) -> Result:
    if isinstance(exc, DemangleError):
        return ("DemangleError", str(exc))
    return (type(exc).__name__, str(exc)[:200])


def read_names(names: Sequence[str]) -> tuple[list[Optional[Symbol]], list[Result]]:
    """demangle() of each name: the symbols (None where it raised) and what it raised."""
    symbols: list[Optional[Symbol]] = []
    errors: list[Result] = []
    for name in names:
        try:
            symbols.append(demangle(name))
            errors.append(("ok",))
        except Exception as exc:  # compared, not raised: the report says what
            symbols.append(None)
            errors.append(_error(exc))
    return symbols, errors


def print_symbol(symbol: Optional[Symbol], styles: Sequence[str] = STYLES) -> Result:
    """Everything the API prints for a symbol, or what it raised."""
    if symbol is None:
        return ()
    try:
        texts = tuple(symbol.format(style) for style in styles)
        return texts + (str(symbol), json.dumps(symbol.to_json(), sort_keys=True))
    except Exception as exc:  # compared, not raised
        return _error(exc)


def read_all(names: Sequence[str], styles: Sequence[str] = STYLES,
             barrier: Optional[threading.Barrier] = None) -> list[Result]:
    """For each name, what demangle() and then every printing give; the names are
    all demangled first, then all printed (``barrier``: a wait between the two)."""
    symbols, errors = read_names(names)
    if barrier is not None:
        barrier.wait()
    return [error + print_symbol(symbol, styles) for symbol, error in zip(symbols, errors)]


def run_round(names: Sequence[str], threads: int, styles: Sequence[str] = STYLES) -> list[list[Result]]:
    """Every thread's results of one round (the threads start each phase together,
    from the recursion limit at entry)."""
    results: list[list[Result]] = [[] for _ in range(threads)]
    limit = sys.getrecursionlimit()
    start = threading.Barrier(threads)
    printing = threading.Barrier(threads, action=lambda: sys.setrecursionlimit(limit))

    def work(k: int) -> None:
        start.wait()
        results[k] = read_all(names, styles, printing)

    workers = [threading.Thread(target=work, args=(k,)) for k in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return results


def differences(names: Sequence[str], threads: int = 8, rounds: int = 5,
                styles: Sequence[str] = STYLES, expected: Optional[list[Result]] = None,
                stop: bool = False) -> list[tuple[int, int, str, Result, Result]]:
    """(round, thread, name, alone, threaded) of each result that differs from
    one thread's (``stop``: no round after one with a difference); the recursion
    limit is reset to its value at entry before each round (and restored at the end)."""
    limit = sys.getrecursionlimit()
    found = []
    try:
        alone = expected if expected is not None else read_all(names, styles)
        for r in range(rounds):
            sys.setrecursionlimit(limit)
            for t, got in enumerate(run_round(names, threads, styles)):
                for name, a, b in zip(names, alone, got):
                    if a != b:
                        found.append((r, t, name, a, b))
            if found and stop:
                break
    finally:
        sys.setrecursionlimit(limit)
    return found


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--count", type=int, default=300, help="deep names")
    ap.add_argument("--styles", default=",".join(STYLES))
    args = ap.parse_args(argv)
    names = deep_names(args.count)
    styles = tuple(args.styles.split(","))
    start = time.perf_counter()
    alone = read_all(names, styles)
    accepted = sum(1 for r in alone if r[0] == "ok")
    found = differences(names, args.threads, args.rounds, styles, alone)
    elapsed = time.perf_counter() - start
    rounds_failed = len({r for r, *_ in found})
    print("%d names (%d accepted by one thread), %d threads x %d rounds: %d differing results, "
          "%d rounds of %d with a difference, %.1f s"
          % (len(names), accepted, args.threads, args.rounds, len(found), rounds_failed,
             args.rounds, elapsed))
    kinds: dict[str, int] = {}
    for _, _, _, _, got in found:
        kinds[got[0]] = kinds.get(got[0], 0) + 1
    for kind, n in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print("  %6d  %s" % (n, kind))
    for r, t, name, a, b in found[:5]:
        print("round %d thread %d: %s...(%d chars)\n  alone: %.120s\n  threaded: %.120s"
              % (r, t, name[:40], len(name), a, b))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
