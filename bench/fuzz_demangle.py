"""Fuzzer for the demangler; run by hand, and slices of it are a test.

    python bench/fuzz_demangle.py --mode grammar --count 1000000 --seed 1 --jobs 1 [--json report.json]

Modes (--mode) say where the names come from:

* ``mutate``: mutated seeds: the mangled names of the clang 19 conformance
  corpus (../shared/conformance, or $SPIRMANGLE_CORPUS, read through
  tests/support/corpus.py; left out when absent) and the C++ symbols of system
  libraries committed in bench/data/cxx_seeds.txt (bench/make_cxx_seeds.py).
  A few names are seeds as they are, a few come from pathological generators
  (long pointer chains, nested template lists, substitution bombs...);
* ``grammar``: structurally plausible names built from the ABI's grammar and
  the SPIR/OpenCL extensions (bench/fuzzlib/grammar.py), a fifth of them then
  mutated once or twice;
* ``realmutate``: real symbols mutated, splices of other real symbols'
  substrings among the mutations: every ``nm -D`` symbol of this machine's C++
  libraries (the cache bench/make_cxx_seeds.py --cache writes), else the
  committed samples (bench/data/cxx_seeds.txt and cxx_corpus_sample.txt);
* ``all``: each name from one of the three, at random.

Checks (bench/fuzzlib/checks.py): nothing but DemangleError escapes demangle(),
format() in every style, str(), to_json(), explain() or mangle() of what was
read (``escape``); an accepted name mangles back to a name that reads the same
(``roundtrip``); explain() accepts what demangle() accepts and reads it alike
(``explain``; --explain-rate checks a hash-chosen share of the names only);
no name takes over --slow CPU seconds twice (``slow``) or runs past
--hang-limit CPU seconds (``hang``; CPU time, so that a name slow only because
the machine is busy is not a hang).

The hang guard has two parts.  In the checking process, a SIGPROF timer raises
:class:`Hang` after --hang-limit CPU seconds; it works only where the
interpreter gets control back, which a loop inside compiled code (the optional
Cython build, ``SPIRMANGLE_COMPILE=require``) never gives it.  So names are
always checked in worker processes (one with --jobs 1), watched by the parent
(bench/fuzzlib/watchdog.py): before each name a worker publishes in shared
memory that it starts the name at this position of its slice (and the stage it
is in); a worker that makes no progress for --wall-limit seconds (by default
WALL_FACTOR times the hang limit) is killed (SIGKILL), that exact name is
recorded as a ``hang`` of the stage it was in, and a fresh worker continues
the slice after it (from the last report the dead one sent: every name is
checked and counted once).  A worker that dies on its own is an ``escape``
("worker died") of its name, handled alike.  --check and the shrinking of
failures run their names in such a worker too, the shrinker with its own
deadline.  Setting FUZZ_DEMANGLE_HANG to names (separated by white space)
makes the workers hang on those names the way compiled code does (SIGPROF
blocked, a busy loop): the test hook (tests/demangler/test_fuzz_watchdog.py),
and a way to see the guard work on any build.

The name sequence depends only on --mode, --seed and the name's index (and the
seed files): the names come in slices of SLICE names, slice ``k`` drawn from
``random.Random("seed:k")`` (mutate; ``"MODE:seed:k"`` for the others), so any
--jobs and any machine see the same names.  Each failure kind keeps a count
and its five shortest examples; failures are also grouped into categories
(kind, stage, exception type and the spirmangle function that raised it), each
with its five shortest examples.  Exit status 1 on any failure.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import os
import random
import signal
import sys
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Iterable, Iterator, NoReturn, Optional

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
for _path in (str(BENCH), str(ROOT / "tests" / "support")):
    if _path not in sys.path:
        sys.path.insert(0, _path)
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from spirmangle import demangle, mangle  # noqa: E402

from fuzzlib import checks as fuzz_checks  # noqa: E402
from fuzzlib.checks import STYLES, Failure, Hang, check_name  # noqa: E402,F401
from fuzzlib.grammar import grammar_name  # noqa: E402
from fuzzlib.mutate import Seeds, generate, generate_real, mutate  # noqa: E402
from fuzzlib.report import KINDS, NOT_FAILURES, Report, _show  # noqa: E402,F401
from fuzzlib.watchdog import Checker, PublishedStage, Runner, Task, Worker, publish  # noqa: E402

MODES = ("mutate", "grammar", "realmutate", "all")
SLICE = 500  # names per slice (the unit of work of a worker)
GRAMMAR_MUTATED = 0.2  # grammar names then mutated
WALL_FACTOR = 10  # a name still running after this many times the hang limit in wall seconds is a hang
FLUSH = 1.0  # seconds between the reports a worker sends while on a slice
HANG_ENV = "FUZZ_DEMANGLE_HANG"  # names the workers hang on (a test hook)


def generate_grammar(rng: random.Random, seeds: Seeds) -> str:
    name = grammar_name(rng)
    if rng.random() < GRAMMAR_MUTATED:
        name = mutate(rng, name, seeds)
    return name


def _generate_any(rng: random.Random, seeds: Seeds) -> str:
    r = rng.random()
    if r < 0.4:
        return generate_grammar(rng, seeds)
    if r < 0.8:
        return generate_real(rng, seeds)
    return generate(rng, seeds)


_GENERATORS = {"mutate": generate, "grammar": generate_grammar, "realmutate": generate_real,
               "all": _generate_any}


def slice_names(seed: int, index: int, seeds: Seeds, size: int = SLICE,
                mode: str = "mutate") -> Iterator[str]:
    """The names of slice ``index`` (deterministic in ``mode``, ``seed`` and ``index``)."""
    key = "%d:%d" % (seed, index) if mode == "mutate" else "%s:%d:%d" % (mode, seed, index)
    rng = random.Random(key)
    make = _GENERATORS[mode]
    for _ in range(size):
        yield make(rng, seeds)


def names(seed: int, count: int, seeds: Optional[Seeds] = None, mode: str = "mutate") -> Iterator[str]:
    """The first ``count`` names of the sequence of ``mode`` and ``seed``."""
    seeds = seeds or Seeds.load(real=mode in ("realmutate", "all"))
    for index in range((count + SLICE - 1) // SLICE):
        yield from slice_names(seed, index, seeds, min(SLICE, count - index * SLICE), mode)


# ----------------------------------------------------------------- running
@dataclass(frozen=True)
class Config:
    mode: str = "mutate"
    slow: float = 1.0  # CPU seconds
    hang: float = 30.0  # CPU seconds
    explain_rate: float = 1.0
    wall: Optional[float] = None  # wall seconds without progress (None: WALL_FACTOR times ``hang``)

    @property
    def wall_limit(self) -> float:
        return self.wall if self.wall is not None else self.hang * WALL_FACTOR


_seeds: Optional[Seeds] = None
_config = Config()
_injected: frozenset[str] = frozenset()  # FUZZ_DEMANGLE_HANG's names


def _alarm(signum: int, frame: Any) -> None:
    raise Hang()


def _init_worker(seeds: Optional[Seeds], config: Config) -> None:
    global _seeds, _config, _injected
    _seeds = seeds if seeds is not None else Seeds.load(real=config.mode in ("realmutate", "all"))
    _config = config
    _injected = frozenset(os.environ.get(HANG_ENV, "").split())
    # Load the parser tables before anything is timed.
    demangle("_Z5fractDv4_fPU3AS1S_").to_json()
    demangle("_ZNSt6vectorIiSaIiEE9push_backERKi").to_json()
    mangle(demangle("_Z1fPiS_").entity)
    if config.explain_rate > 0:
        fuzz_checks.check_explain("_Z1fPiS_", None, {}, None)


def _stall() -> NoReturn:
    """The injected hang: a busy loop that no Python signal handler can stop
    (SIGPROF and SIGALRM blocked), as a loop inside compiled code is."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGPROF, signal.SIGALRM})
    while True:
        pass


class _GcClock:
    """CPU seconds the garbage collector has spent in this process (gc.callbacks)."""

    spent = 0.0
    _start = 0.0

    @classmethod
    def callback(cls, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            cls._start = time.process_time()
        else:
            cls.spent += time.process_time() - cls._start


gc.callbacks.append(_GcClock.callback)


def check_guarded(name: str, timings: Optional[dict[str, float]] = None,
                  again: bool = True) -> tuple[bool, list[Failure]]:
    """:func:`check_name` under the in-process hang guard (SIGPROF after the hang
    limit in CPU seconds, where the interpreter gets control back; the watchdog of
    the worker's parent catches the rest); the failures found before a hang are
    kept.  A collection of the garbage of earlier names can land on any name: where
    the collector took half the limit, the name is checked ``again``, once, after a
    full collection."""
    hang = _config.hang
    guard = hasattr(signal, "setitimer")
    fuzz_checks.STAGE[0] = "demangle"
    failures: list[Failure] = []
    collected = _GcClock.spent
    try:
        if guard:
            signal.setitimer(signal.ITIMER_PROF, hang)
        try:
            if name in _injected:
                _stall()
            return check_name(name, _config.explain_rate, timings, failures)
        finally:
            if guard:
                signal.setitimer(signal.ITIMER_PROF, 0)
    except Hang:
        stage = fuzz_checks.STAGE[0]
        if again and _GcClock.spent - collected > hang / 2:
            gc.collect()
            return check_guarded(name, timings, again=False)
        return False, failures + [Failure("hang", "hang in %s" % stage,
                                          "%s still running after %g s (CPU)" % (stage, hang))]
    except Exception as exc:  # raised outside check_name's handlers (should not happen)
        return False, failures + [fuzz_checks._escape("harness", exc)]


def check_timed(name: str, report: Report) -> None:
    """Check one name under the time limits and record it in ``report``."""
    slow = _config.slow
    start = time.process_time()
    accepted, failures = check_guarded(name)
    elapsed = time.process_time() - start
    report.names += 1
    if accepted:
        report.accepted += 1
    elif not any(f.kind in ("escape", "hang") for f in failures):  # a DemangleError
        report.rejected += 1
    report.time(name, elapsed)
    for failure in failures:
        report.add(name, failure)
    if elapsed > slow and not any(f.kind == "hang" for f in failures):
        # Timed again: a collection of the garbage of earlier names can land on any
        # name; a name is slow when it is slow twice.
        gc.collect()
        timings: dict[str, float] = {}
        start = time.process_time()
        check_guarded(name, timings)
        elapsed = min(elapsed, time.process_time() - start)
        if elapsed > slow:
            stage = max(timings, key=lambda k: timings[k]) if timings else "?"
            report.add(name, Failure("slow", "slow in %s" % stage, "%.2f s (CPU); %s" % (
                elapsed, ", ".join("%s %.2f s" % kv for kv in sorted(timings.items())))))


class _AlarmHandler:
    """SIGPROF raises :class:`Hang` while this is active (where it exists)."""

    SIGNALS = tuple(getattr(signal, name) for name in ("SIGPROF",) if hasattr(signal, name))

    def __enter__(self) -> None:
        self.old = [(signum, signal.signal(signum, _alarm)) for signum in self.SIGNALS]

    def __exit__(self, *exc: object) -> None:
        for signum, handler in self.old:
            signal.signal(signum, handler)


def run_slice(task: Task, conn: Optional[Connection] = None) -> Report:
    """Worker: generate and check the names of ``task``, publishing each one's
    position before it is checked; with ``conn``, the report so far is sent
    every FLUSH seconds as ``("part", next position, report, False)`` (and the
    rest at the end, with True), else returned."""
    assert _seeds is not None
    report = Report()
    flush = time.monotonic() + FLUSH
    for position, name in enumerate(slice_names(task.seed, task.index, _seeds, task.size, task.mode)):
        if position < task.start or position in task.skip:
            continue
        if conn is not None and time.monotonic() >= flush:
            report.max_rss_mb = max_rss_mb()
            conn.send(("part", position, report, False))
            report, flush = Report(), time.monotonic() + FLUSH
        publish(position)
        check_timed(name, report)
    report.max_rss_mb = max_rss_mb()
    if conn is not None:
        conn.send(("part", task.size, report, True))
    return report


def _serve(conn: Connection, seeds: Optional[Seeds], config: Config) -> None:
    """A worker process (bench/fuzzlib/watchdog.py): answers ``("slice", task)``
    (:func:`run_slice`) and ``("check", name)`` (:func:`check_guarded`'s answer)
    until it gets None."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops it
    fuzz_checks.STAGE = PublishedStage("demangle")
    _init_worker(seeds, config)
    conn.send(("ready",))
    with _AlarmHandler():
        while True:
            try:
                request = conn.recv()
            except EOFError:
                return
            if request is None:
                return
            if request[0] == "slice":
                run_slice(request[1], conn)
            else:
                publish(0)
                conn.send(check_guarded(request[1]))


def max_rss_mb() -> float:
    """This process's peak resident memory in MB (0 where unknown)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not on POSIX
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1 << 20) if sys.platform == "darwin" else peak / 1024


def new_checker(config: Config) -> Checker:
    """Checks names one at a time in a worker process under the watchdog."""
    return Checker(lambda: Worker(_serve, Seeds((), ()), config), config.wall_limit)


def shrink(name: str, category: str, seconds: float = 10.0, checker: Optional[Checker] = None) -> str:
    """A shorter name failing in the same category: chunks deleted while it
    still does, halving the chunk size, for at most ``seconds`` (each candidate
    checked by ``checker``, under its watchdog with what is left of that
    deadline: a candidate that hangs does not fail alike).  Slow and hang
    failures are not shrunk."""
    if category.startswith(("slow", "hang")):
        return name
    own = checker is None
    checker = checker or new_checker(_config)
    deadline = time.monotonic() + seconds

    def same(candidate: str) -> bool:
        limit = min(checker.limit, max(0.1, deadline - time.monotonic()))
        return any(f.category == category for f in checker.check(candidate, limit)[1])

    try:
        chunk = max(1, len(name) // 2)
        while chunk >= 1 and time.monotonic() < deadline:
            i = 0
            while i < len(name) and time.monotonic() < deadline:
                candidate = name[:i] + name[i + chunk:]
                if candidate and same(candidate):
                    name = candidate
                else:
                    i += chunk
            chunk //= 2
    finally:
        if own:
            checker.close()
    return name


def shrink_report(report: Report, seconds: float = 10.0, config: Optional[Config] = None) -> None:
    """Add the shrunk shortest example of each category to ``report.shrunk``."""
    check = new_checker(config or _config)
    try:
        for category, examples in report.category_examples.items():
            if not category.startswith(NOT_FAILURES):
                report.shrunk[category] = shrink(examples[0][0], category, seconds, check)
    finally:
        check.close()


def _tasks(mode: str, seed: int, count: int) -> list[Task]:
    return [Task(mode, seed, index, min(SLICE, count - index * SLICE))
            for index in range((count + SLICE - 1) // SLICE)]


def run(count: int, seed: int = 1, jobs: Optional[int] = None, slow: float = 1.0,
        hang: float = 30.0, progress: bool = False, mode: str = "mutate",
        explain_rate: float = 1.0, checkpoint: Optional[Path] = None, recycle: int = 0,
        wall: Optional[float] = None) -> Report:
    """Fuzz ``count`` names of the sequence of ``mode`` and ``seed`` on ``jobs``
    worker processes under the watchdog (``wall`` seconds without progress: a
    hang; default WALL_FACTOR times ``hang``) and return the merged report;
    ``recycle``: a worker is replaced by a fresh one after that many slices (what
    the library keeps from name to name cannot grow without bound; the report's
    max_rss_mb says how much it grew); with ``checkpoint``, the report so far is
    written there as JSON every minute."""
    jobs = jobs or os.cpu_count() or 1
    config = Config(mode, slow, hang, explain_rate, wall)
    seeds = Seeds.load(real=mode in ("realmutate", "all"))
    tasks = _tasks(mode, seed, count)
    total = Report()
    total.info.update(mode=mode, seed=seed, count=count, explain_rate=explain_rate, hang_limit=hang,
                      seeds="corpus %d, cxx %d%s" % (len(seeds.opencl), len(seeds.cxx),
                                                    ", real: " + seeds.real_source if seeds.real else ""))
    start = time.perf_counter()
    watch = _Progress(total, len(tasks), progress, start, checkpoint)
    if recycle:
        total.info["recycle"] = "a fresh worker every %d names" % (recycle * SLICE)

    def name_at(task: Task, position: int) -> str:
        return next(itertools.islice(slice_names(seed, task.index, seeds, task.size, mode), position, None))

    # Workers load the seeds themselves: nothing big is pickled.
    runner = Runner(lambda: Worker(_serve, None, config), jobs, config.wall_limit, recycle, watch.add, name_at)
    runner.run(tasks)
    watch.finish()
    total.wall = time.perf_counter() - start
    return total


class _Progress:
    """Merges the workers' reports; a progress line and a JSON checkpoint now and then."""

    def __init__(self, total: Report, n: int, progress: bool, start: float,
                 checkpoint: Optional[Path]) -> None:
        self.total, self.n, self.progress, self.start = total, n, progress, start
        self.checkpoint = checkpoint
        self.saved = start
        self.done = 0  # slices

    def add(self, report: Report, done: bool) -> None:
        """Merge ``report`` (the end of a slice when ``done``)."""
        self.total.merge(report)
        self.done += done
        now = time.perf_counter()
        if self.progress and done and (self.done % 20 == 0 or self.done == self.n):
            print("\r%d names, %d failures, %.0f s" % (self.total.names, self.total.failures,
                                                       now - self.start),
                  end="", file=sys.stderr, flush=True)
        if self.checkpoint is not None and now - self.saved > 60:
            self.saved = now
            self.total.wall = now - self.start
            self.total.info["complete"] = False
            write_json(self.total, self.checkpoint)

    def finish(self) -> None:
        self.total.info["complete"] = True
        if self.progress:
            print(file=sys.stderr)


def write_json(report: Report, path: Path) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(report.to_json(), indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)


def check_names(given: Iterable[str], config: Config) -> int:
    """--check: each name's failures (or ``ok``/``rejected``), one a line; 1 if
    any.  Each name is checked in a worker process under the watchdog."""
    check = new_checker(config)
    status = 0
    try:
        for name in given:
            accepted, failures = check.check(name)
            print("%s: %s" % (_show(name, 200), "accepted" if accepted else "rejected or failed"), flush=True)
            for f in failures:
                status = 1
                print("  %s: %s\n    %s" % (f.kind, f.category, _show(f.detail, 400)), flush=True)
    finally:
        check.close()
    return status


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=100_000, help="names to try")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mode", choices=MODES, default="mutate", help="where the names come from")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    ap.add_argument("--slow", type=float, default=1.0, help="CPU seconds a name may take")
    ap.add_argument("--hang-limit", type=float, default=30.0,
                    help="CPU seconds before a name is a hang (the in-process guard)")
    ap.add_argument("--wall-limit", type=float,
                    help="wall seconds a worker may stay on one name before it is killed and the name "
                         "is a hang (default: %d times the hang limit)" % WALL_FACTOR)
    ap.add_argument("--explain-rate", type=float, default=1.0,
                    help="share of the names explain() is checked on (chosen by a hash of the name)")
    ap.add_argument("--recycle", type=int, default=40, metavar="SLICES",
                    help="replace a worker process by a fresh one after this many slices of %d names "
                         "(bounds what the library keeps from name to name; 0: never)" % SLICE)
    ap.add_argument("--json", type=Path,
                    help="write the report as JSON here (also every minute while running)")
    ap.add_argument("--show", type=int, metavar="N", help="print the first N names and exit")
    ap.add_argument("--check", nargs="+", metavar="NAME",
                    help="run the checks on these names (in a worker, under the hang guard) and exit")
    ap.add_argument("--quiet", action="store_true", help="no progress line")
    ap.add_argument("--no-shrink", action="store_true",
                    help="do not shrink the shortest example of each failure category")
    args = ap.parse_args(argv)
    if args.show is not None:
        for name in names(args.seed, args.show, mode=args.mode):
            print(_show(name, 10_000))
        return 0
    config = Config(args.mode, args.slow, args.hang_limit, args.explain_rate, args.wall_limit)
    if args.check:
        return check_names(args.check, config)
    report = run(args.count, args.seed, args.jobs, args.slow, args.hang_limit,
                 progress=not args.quiet and sys.stderr.isatty(), mode=args.mode,
                 explain_rate=args.explain_rate, checkpoint=args.json, recycle=args.recycle,
                 wall=args.wall_limit)
    if report.failures and not args.no_shrink:
        shrink_report(report, config=config)
    print(report.summary())
    if args.json:
        write_json(report, args.json)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
