"""The fuzzer's hang guard (bench/fuzz_demangle.py, bench/fuzzlib/watchdog.py) on
hangs that no Python signal handler can stop, as a loop inside the compiled
build's code (issue #20: one such name stopped a campaign).

The hook FUZZ_DEMANGLE_HANG makes a worker spin with SIGPROF and SIGALRM
blocked on the names it lists: the in-process CPU guard never fires, the
parent's watchdog must kill the worker, report that exact name as a hang and
finish the run with every other name checked.  Small wall limits keep these
tests short; nothing here is timed.
"""

from __future__ import annotations

import faulthandler
import multiprocessing
import os
import signal
import sys
from pathlib import Path
from typing import Any, Optional

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "bench"))

import fuzz_demangle  # noqa: E402
from fuzzlib import checks as fuzz_checks  # noqa: E402
from fuzzlib.report import Report  # noqa: E402
from spirmangle import DemangleError, demangle  # noqa: E402

WALL = 1.5  # seconds without progress before a worker is killed
SEED = 7
COUNT = 40

fork_only = pytest.mark.skipif(multiprocessing.get_start_method() != "fork",
                               reason="the workers see a monkeypatched module only when forked")


def _accepted(name: str) -> bool:
    try:
        sym = demangle(name)
        for style in fuzz_checks.STYLES:
            sym.format(style)
    except DemangleError:
        return False
    return True


def _names(count: int = COUNT) -> list[str]:
    return list(fuzz_demangle.names(SEED, count, mode="grammar"))


def _hang_examples(report: Report) -> dict[str, str]:
    return {name: detail for name, detail in report.examples["hang"]}


def test_an_uninterruptible_hang_is_reported_and_the_run_completes(monkeypatch: pytest.MonkeyPatch) -> None:
    names = _names()
    hung = [name for name in names if _accepted(name)][1:3]  # two accepted names, one after the other
    assert len(hung) == 2
    base = fuzz_demangle.run(COUNT, seed=SEED, jobs=1, mode="grammar", wall=WALL)
    monkeypatch.setenv(fuzz_demangle.HANG_ENV, " ".join(hung))
    report = fuzz_demangle.run(COUNT, seed=SEED, jobs=1, mode="grammar", wall=WALL)
    assert report.names == COUNT
    assert report.counts["hang"] == 2 and base.counts["hang"] == 0, report.summary()
    examples = _hang_examples(report)
    assert set(examples) == set(hung), report.summary()
    assert all("no progress for 1.5 s (wall)" in detail for detail in examples.values())
    assert report.categories.get("hang in demangle") == 2
    # Every other name is checked once: the hung names' acceptance is all that is missing.
    assert report.accepted == base.accepted - 2
    assert report.rejected == base.rejected
    for kind in ("escape", "slow", "roundtrip", "explain"):
        assert report.counts[kind] == base.counts[kind], kind
    assert report.max_rss_mb > 0
    assert report.info["complete"] is True


def test_hangs_across_slices_workers_and_recycling(monkeypatch: pytest.MonkeyPatch) -> None:
    # Slices of 20 names (the parent hands out the slices; a worker generates
    # what its task says): three slices on two workers, each replaced after a slice.
    monkeypatch.setattr(fuzz_demangle, "SLICE", 20)
    names = list(fuzz_demangle.names(SEED, 60, mode="mutate"))
    accepted = [i for i, name in enumerate(names) if _accepted(name)]
    # Accepted names: the first of slice 0, one inside slice 1, the last of slice 2.
    hung = [names[i] for i in (min(accepted), min(i for i in accepted if i > 25), max(accepted))]
    assert len(set(hung)) == 3
    base = fuzz_demangle.run(60, seed=SEED, jobs=1, wall=WALL, explain_rate=0.1)
    monkeypatch.setenv(fuzz_demangle.HANG_ENV, " ".join(hung))
    report = fuzz_demangle.run(60, seed=SEED, jobs=2, recycle=1, wall=WALL, explain_rate=0.1)
    assert report.names == 60
    assert set(_hang_examples(report)) == set(hung), report.summary()
    assert report.counts["hang"] == 3 and base.counts["hang"] == 0
    assert report.accepted == base.accepted - 3
    assert report.rejected == base.rejected
    assert report.info["recycle"] == "a fresh worker every 20 names"


def _stall_on(target: str, original: Any) -> Any:
    def check_explain(name: str, *args: Any) -> Any:
        if name == target:
            fuzz_demangle._stall()
        return original(name, *args)
    return check_explain


@fork_only
def test_the_stage_is_reported_and_a_dying_worker_is_an_escape(monkeypatch: pytest.MonkeyPatch) -> None:
    names = _names(20)
    in_explain, dying = names[4], names[11]
    monkeypatch.setattr(fuzz_checks, "check_explain", _stall_on(in_explain, fuzz_checks.check_explain))
    original = fuzz_checks.check_name

    def check_name(name: str, *args: Any) -> Any:
        if name == dying:
            faulthandler.disable()  # (no traceback of the whole test run on stderr)
            os.kill(os.getpid(), signal.SIGSEGV)
        return original(name, *args)

    monkeypatch.setattr(fuzz_demangle, "check_name", check_name)
    report = fuzz_demangle.run(20, seed=SEED, jobs=1, mode="grammar", wall=WALL)
    assert report.names == 20
    assert [name for name, _ in report.category_examples["hang in explain"]] == [in_explain], report.summary()
    died = "escape demangle worker died (signal %d)" % signal.SIGSEGV
    assert [name for name, _ in report.category_examples[died]] == [dying], report.summary()


def test_check_runs_each_name_under_the_watchdog(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(fuzz_demangle.HANG_ENV, "_Z1fv")
    status = fuzz_demangle.main(["--check", "_Z1gv", "_Z1fv", "_Z1hi", "--wall-limit", str(WALL)])
    out = capsys.readouterr().out.splitlines()
    assert status == 1
    assert out == [
        "_Z1gv: accepted",
        "_Z1fv: rejected or failed",
        "  hang: hang in demangle",
        "    demangle made no progress for 1.5 s (wall); worker killed",
        "_Z1hi: accepted",
    ]


@fork_only
def test_the_shrinker_skips_a_candidate_that_hangs(monkeypatch: pytest.MonkeyPatch) -> None:
    # A made-up failure (names with an X) to shrink; its first candidate hangs.
    def check_name(name: str, *args: Any, failures: Optional[list[Any]] = None, **kw: Any) -> Any:
        return "X" in name, [fuzz_checks.Failure("escape", "escape made up", name)] if "X" in name else []

    monkeypatch.setattr(fuzz_demangle, "check_name", check_name)
    monkeypatch.setenv(fuzz_demangle.HANG_ENV, "Xbb")
    checker = fuzz_demangle.new_checker(fuzz_demangle.Config(wall=WALL))
    try:
        assert checker.check("Xbb")[1][0].kind == "hang"
        assert fuzz_demangle.shrink("aaXbb", "escape made up", seconds=30.0, checker=checker) == "X"
    finally:
        checker.close()
