"""A fixed slice of the demangler fuzzer (bench/fuzz_demangle.py) as a test.

50,000 mutated names (seed 20240601), on up to two processes: nothing but
DemangleError may escape demangle/format/to_json, no name may take over a
second, and every accepted name must mangle back and read the same in every
style.  On failure the message is the fuzzer's report, with the shortest
examples of each kind.  Reproduce or go further by hand with

    python bench/fuzz_demangle.py --count 50000 --seed 20240601 --jobs 2
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import fuzz_demangle  # noqa: E402

SEED = 20240601
COUNT = 50_000


def test_fuzz_slice() -> None:
    jobs = min(2, os.cpu_count() or 1)
    report = fuzz_demangle.run(COUNT, seed=SEED, jobs=jobs)
    assert report.names == COUNT
    assert report.accepted > COUNT // 10, report.summary()  # the mutants still reach deep code
    failures = {kind: report.counts[kind] for kind in fuzz_demangle.KINDS
                if report.counts[kind] and kind not in fuzz_demangle.NOT_FAILURES}
    assert not failures, "fuzz failures %s\n%s" % (failures, report.summary())
