"""The committed C++ corpus sample (bench/data/cxx_corpus_sample.txt, made by
bench/make_cxx_corpus.py) against llvm-cxxfilt-19 and c++filt, through
bench/compare_peers.py: nothing may get worse than the ceilings recorded in
bench/data/cxx_corpus_ceilings.json.

The ceilings record what holds today, not what is right: names a peer reads and
spirmangle does not, names printed unlike the peer, names that do not mangle
back.  When a change fixes names, lower the ceilings:

    python bench/compare_peers.py bench/data/cxx_corpus_sample.txt \\
        --write-ceilings bench/data/cxx_corpus_ceilings.json

A kind's total may never rise; a category may grow only by as much as its
kind's total went down (a fix can move a name from one category to another).
Skips without the two peers.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import compare_peers  # noqa: E402

SAMPLE = ROOT / "bench" / "data" / "cxx_corpus_sample.txt"
CEILINGS = ROOT / "bench" / "data" / "cxx_corpus_ceilings.json"
TOOLS = {"llvm": "llvm-cxxfilt-19", "gnu": "c++filt"}
needs_peers = pytest.mark.skipif(not all(shutil.which(t) for t in TOOLS.values()),
                                 reason="llvm-cxxfilt-19 or c++filt not installed")


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    names = compare_peers.load_names(SAMPLE)
    return compare_peers.compare(names, jobs=2, tools=TOOLS, top=10**6, examples=1)


def test_sample_is_sorted_deduplicated_and_small():
    text = SAMPLE.read_text(encoding="ascii")
    names = text.splitlines()
    assert names == sorted(set(names))
    assert len(text) <= 2_000_000
    assert all(n.startswith(("_Z", "___Z")) and " " not in n for n in names)
    # every kind of source the script reads is in the sample
    for marker in ("Ul", "ZZ", "_GLOBAL__N", "W3geo", "U3AS", "_block_invoke", "_ZTSZ", "DC", "NH", "CI1", ".cold"):
        assert any(marker in n for n in names), marker


def test_ceilings_are_for_this_sample():
    ceilings = json.loads(CEILINGS.read_text())
    assert ceilings["corpus"] == SAMPLE.name
    assert set(compare_peers.KINDS) <= set(ceilings)


@needs_peers
def test_the_peers_read_the_sample(report):
    # guards the harness: a peer that reads nothing would make every check pass
    total = report["total"]
    assert report["read"]["llvm-cxxfilt"] > 0.95 * total
    assert report["read"]["c++filt"] > 0.95 * total
    assert not any(report["peer_crashes"].values())


@needs_peers
def test_no_kind_of_failure_rises_above_its_ceiling(report):
    problems = compare_peers.check_ceilings(report, json.loads(CEILINGS.read_text()))
    assert not problems, "\n".join(problems[:20])
