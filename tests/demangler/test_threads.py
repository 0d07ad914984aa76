"""Threads (issue #20 item 6): the library must be safe to call from any number
of threads.  8 threads demangle and print the same deep names (up to the
400-level bound: nested template arguments, pointer chains, nested function
types...; bench/fuzz_threads.py) in every style, str() and JSON, and each must
get exactly what one thread alone gets.  A race is timing-dependent: several
rounds, each phase from the recursion limit at entry, the threads released
together; half the names are exactly as deep and long to print at depth, where
a limit lowered by another thread struck (3 rounds of 3 saw it before
spirmangle.limits.headroom kept the limit raised while any thread is deep).
Reproduce or go further by hand with

    python bench/fuzz_threads.py --threads 8 --rounds 10
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "bench"))

import fuzz_threads  # noqa: E402

THREADS = 8
NAMES = 200
ROUNDS = 3


def test_deep_names_read_the_same_in_one_thread():
    names = fuzz_threads.deep_names(NAMES)
    assert len(names) >= 200
    alone = fuzz_threads.read_all(names)
    # They are deep and accepted: the threads below exercise the printers' recursion.
    assert all(result[0] == "ok" for result in alone), [
        (name[:40], result) for name, result in zip(names, alone) if result[0] != "ok"][:3]
    assert fuzz_threads.read_all(names) == alone


def test_threads_read_deep_names_as_one_thread_does():
    names = fuzz_threads.deep_names(NAMES)
    found = fuzz_threads.differences(names, THREADS, ROUNDS, stop=True)
    assert not found, "%d results differ from one thread's, e.g. round %d thread %d %.60s...: %r" % (
        len(found), found[0][0], found[0][1], found[0][2], found[0][4][:3])
