"""The library from many threads, and after os.fork() (issue 20, item 6).

The printers run deep models with the interpreter's recursion limit raised
(spirmangle.limits.headroom).  That limit is one for the whole process: a thread
that restored it on leaving its deep section lowered it under another thread
still deep in its own, which then got RecursionError (2 runs in 3 of eight
threads formatting 380-level names), and the limit was left raised after the
threads had finished.  Every result must be the one a single thread gets."""

import os
import random
import sys
import threading
import time
from pathlib import Path

import pytest

from spirmangle import DemangleError, demangle, limits, mangle, parse_prototype

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = ROOT / "bench" / "data" / "cxx_corpus_sample.txt"


def deep_names(count: int, seed: int) -> list[str]:
    """Distinct names 100 to ~390 levels deep, of shapes whose printing recurses
    deepest (nested template arguments: ~1,350 Python frames at 390 levels)."""
    rng = random.Random(seed)
    shapes = [
        lambda n: "1AI" * n + "i" + "E" * n,
        lambda n: "I" + "1AI" * n + "i" + "E" * n + "EvT_",
        lambda n: "PF" * n + "v" + "vE" * n,
        lambda n: "A1_" * (2 * n) + "i",
        lambda n: "P" * n + "i",
    ]
    names = set()
    while len(names) < count:
        function = "f%d" % rng.randrange(100)
        names.add("_Z%d%s%s" % (len(function), function, rng.choice(shapes)(rng.randint(50, 192))))
    return sorted(names)


def shallow_names(count: int) -> list[str]:
    names = SAMPLE.read_text(encoding="ascii").split()
    return names[:: max(1, len(names) // count)][:count]


def outcome(name: str) -> object:
    """Everything the library says about ``name`` (or its error); mangled back
    unless long (mangling a deep model takes time quadratic in its depth)."""
    try:
        symbol = demangle(name)
        again = mangle(symbol.entity, dialect=symbol.dialect) if len(name) < 400 else ""
        return (symbol.format("opencl"), symbol.format("llvm"), symbol.format("gnu"),
                symbol.to_json(), again)
    except DemangleError as exc:
        return ("error", exc.reason)
    except Exception as exc:  # what the test is about: nothing else may differ
        return ("escape", type(exc).__name__, str(exc)[:200])


def run_threads(work, count: int) -> None:
    threads = [threading.Thread(target=work, args=(k,)) for k in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


@pytest.fixture
def default_limit():
    """The interpreter's default recursion limit, whatever pytest set (restored after)."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)
    try:
        yield 1000
    finally:
        sys.setrecursionlimit(old)


def test_a_thread_leaving_its_section_does_not_lower_the_limit_under_another(default_limit):
    # Thread B raises the limit first; thread A enters while it is raised (it needs
    # no more), B leaves, and A recurses as deep as its section allows.
    a_in, b_out = threading.Event(), threading.Event()
    result: list[object] = []

    def recurse(n: int) -> int:
        return 0 if n == 0 else 1 + recurse(n - 1)

    def a() -> None:
        with limits.headroom(300):
            a_in.set()
            b_out.wait(10)
            try:
                result.append(recurse(300 * limits.FRAMES_PER_LEVEL))
            except RecursionError as exc:
                result.append(exc)

    def b() -> None:
        with limits.headroom(400):
            thread_a.start()
            a_in.wait(10)
        b_out.set()

    thread_a = threading.Thread(target=a)
    thread_b = threading.Thread(target=b)
    thread_b.start()
    thread_b.join()
    thread_a.join()
    assert result == [300 * limits.FRAMES_PER_LEVEL]
    assert sys.getrecursionlimit() == default_limit  # restored when the last one left


def test_nested_sections_restore_the_limit_once(default_limit):
    with limits.headroom(400):
        raised = sys.getrecursionlimit()
        assert raised > default_limit
        with limits.headroom(100):
            assert sys.getrecursionlimit() == raised
        assert sys.getrecursionlimit() == raised
    assert sys.getrecursionlimit() == default_limit


def test_eight_threads_read_every_name_as_one_thread_does(default_limit):
    names = deep_names(500, seed=20) + shallow_names(1500)
    expected = dict(zip(names, map(outcome, names)))
    assert not [e for e in expected.values() if e[0] == "escape"]
    # (a dozen are errors: the gnu style refuses what c++filt cannot print, a template
    # parameter in the name's own arguments: spirmangle.render.gnu_unscoped)
    assert len(expected) == 2000 and sum(1 for e in expected.values() if e[0] != "error") > 1980
    for round_ in range(3):
        results: list[list[tuple[str, object]]] = [[] for _ in range(8)]

        def work(k: int) -> None:
            # Each thread its own names in its own order, deep and shallow ones overlapping.
            picked = random.Random(round_ * 8 + k).sample(names, 100)
            results[k] = [(n, outcome(n)) for n in picked]

        run_threads(work, 8)
        for k in range(8):
            assert len(results[k]) == 100
            wrong = [(n, got, expected[n]) for n, got in results[k] if got != expected[n]]
            assert not wrong, (round_, k, len(wrong), wrong[:3])
        assert sys.getrecursionlimit() == default_limit


def test_eight_threads_format_the_same_deep_symbols(default_limit):
    # The case: shared Symbol objects, formatted again and again.
    symbols = [demangle(n) for n in deep_names(40, seed=7)]
    expected = [[s.format(style) for style in ("opencl", "llvm", "gnu")] for s in symbols]
    failures: list[object] = []

    def work(k: int) -> None:
        for _ in range(4):
            for symbol, want in zip(symbols, expected):
                try:
                    got = [symbol.format(style) for style in ("opencl", "llvm", "gnu")]
                except RecursionError as exc:
                    failures.append(exc)
                    continue
                if got != want:
                    failures.append((symbol.mangled, got))

    run_threads(work, 8)
    assert failures == []
    assert sys.getrecursionlimit() == default_limit


def wait_child(pid: int, timeout: float = 60.0) -> int:
    """The child's exit code; it is killed (and the test fails) if it hangs."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.02)
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    pytest.fail("the forked child hung")


def forked(check) -> int:
    """Run ``check()`` in a forked child: its exit code (0 when it returned True)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        code = 1
        try:
            code = 0 if check() else 3
        except BaseException:
            code = 2
        finally:
            os._exit(code)
    return wait_child(pid)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork")
def test_fork_while_other_threads_are_deep(default_limit):
    names = deep_names(12, seed=3)
    expected = [outcome(n) for n in names]
    prototype = "float4 fract(float4 x, __global float4 *iptr)"
    want_prototype = mangle(parse_prototype(prototype))
    stop = threading.Event()

    def busy() -> None:  # other threads in deep sections and in the prototype parser
        while not stop.is_set():
            for n in names[:5]:
                outcome(n)
            parse_prototype(prototype)

    threads = [threading.Thread(target=busy) for _ in range(4)]
    for t in threads:
        t.start()
    try:
        codes = []
        for _ in range(3):
            time.sleep(0.05)

            def child() -> bool:
                same = [outcome(n) for n in names] == expected
                parsed = mangle(parse_prototype(prototype)) == want_prototype
                return same and parsed and sys.getrecursionlimit() == 1000

            codes.append(forked(child))
    finally:
        stop.set()
        for t in threads:
            t.join()
    assert codes == [0] * 3
    assert sys.getrecursionlimit() == default_limit


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork")
def test_fork_while_another_thread_holds_the_prototype_parser(default_limit):
    from spirmangle.opencl import prototype as module

    held, release = threading.Event(), threading.Event()

    def hold() -> None:
        with module._lock:
            held.set()
            release.wait(30)

    holder = threading.Thread(target=hold)
    holder.start()
    held.wait(10)
    try:
        code = forked(lambda: mangle(parse_prototype("int f(int)")) == "_Z1fi")
    finally:
        release.set()
        holder.join()
    assert code == 0


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork")
def test_fork_inside_a_deep_section(default_limit):
    # The forking thread's own section goes on in the child, and ends there.
    def child() -> bool:
        with limits.headroom(50):
            pass
        return sys.getrecursionlimit() > 1000

    with limits.headroom(400):
        code = forked(child)
        raised = sys.getrecursionlimit()
    assert code == 0 and raised > default_limit
    assert sys.getrecursionlimit() == default_limit
