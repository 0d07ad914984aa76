"""Memory stays flat over many names (issue 20, item 7; issue 23's leak).

The llvm style's fast printer gives up on node kinds it does not print (local
names, function and member pointers, arrays...).  It used to raise one shared
exception object each time: every raise added its frames to that object's
traceback, so each traceback and the frames in it stayed alive (878 MB in the
filter over 5 MB of distinct local names).  Measured in objects and bytes
(tracemalloc), never in time."""

import gc
import tracemalloc

from spirmangle import demangle, limits
from spirmangle.render.fast import llvm_text

# Names the fast printer gives up on (the generic printer prints them), and some it prints.
SLOW = ["_ZZ1fvE1x", "_ZZ1fvE1xB5cxx11", "_ZN1AUlvE_clEv", "_ZZN1A1fEvE1x_0", "_Z1fPFviE",
        "_Z1fM1AFvvE", "_Z1fA3_i", "_ZZ4mainENK3$_0clEv"]
FAST = ["_Z1fIiEvT_", "_ZNKSt6vectorIiSaIiEE4sizeEv", "_ZTV1A", "_Z5fractDv4_fPU3AS1S_"]


def test_the_names_exercise_the_fast_printer_giving_up():
    for name in SLOW:
        assert llvm_text(demangle(name).entity, False, False, 1 << 16) is None, name
    for name in FAST:
        assert llvm_text(demangle(name).entity, False, False, 1 << 16) is not None, name


def growth(work, rounds: int) -> tuple[int, int]:
    """(objects, bytes) still alive after ``rounds`` more calls of ``work`` than
    a first warm-up round left."""
    work()
    gc.collect()
    tracemalloc.start()
    try:
        objects = len(gc.get_objects())
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(rounds):
            work()
        gc.collect()
        return len(gc.get_objects()) - objects, tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()


def test_formatting_the_same_symbols_again_keeps_memory_flat():
    symbols = [demangle(n) for n in SLOW + FAST]

    def work() -> None:
        for symbol in symbols:
            symbol.format("llvm")

    objects, size = growth(work, 2000)  # 16,000 times the fast printer gives up
    assert objects < 200 and size < 100_000, (objects, size)


def test_demangling_and_formatting_again_keeps_memory_flat():
    names = ["_ZZ%svE%d%s" % (f, len(v), v)
             for f in ("1f", "4main", "N1A1gE") for v in ("x", "buffer", "i")]
    names += SLOW + FAST

    def work() -> None:
        for name in names:
            symbol = demangle(name)
            for style in ("llvm", "gnu", "opencl"):
                symbol.format(style)
            symbol.to_json()

    objects, size = growth(work, 300)
    assert objects < 200 and size < 100_000, (objects, size)


# ------------------------------------------------------------- cache bounds
def test_the_lexer_caches_stay_within_their_bounds(monkeypatch):
    from spirmangle.demangler.lexer import words as lexer_words

    monkeypatch.setattr(lexer_words, "MAX_CACHED_QUALIFIERS", 50)
    lexer_words._qualifier_runs.clear()
    for n in range(200):
        word = "q%d" % n
        demangle("_Z1fPU%d%sKi" % (len(word), word))
        assert len(lexer_words._qualifier_runs) <= 50
    assert len(lexer_words._source_names) <= lexer_words.MAX_CACHED
    assert limits.MAX_CACHED_QUALIFIERS < limits.MAX_CACHED_NAMES  # (runs are few, and large)


def test_the_prototype_readers_word_cache_is_bounded(monkeypatch):
    from spirmangle.opencl import prototype_fast
    from spirmangle.opencl.prototype import _get_fast_parser, parse_prototype

    monkeypatch.setattr(prototype_fast, "MAX_CACHED_WORDS", 30)
    for n in range(100):
        parse_prototype("void f%d(int x%d)" % (n, n))
        assert len(_get_fast_parser().words) <= 30


def test_the_filter_copies_a_symbol_whose_text_is_past_its_bound():
    import io

    from spirmangle.cli.demangle import filter_stream
    from spirmangle.cli.output import Options, symbol_renderer

    word = "a" * 500
    name = "_Z1f%d%s" % (len(word), word) + "S_" * 9000  # prints 4.5 MB, 250 times its length
    assert len(demangle(name).format("llvm")) > limits.FILTER_MAX_OUTPUT  # (as a NAME, it prints)
    reports = []
    for style in ("opencl", "llvm", "gnu"):
        sink = io.BytesIO()
        filter_stream(io.BytesIO(b"x %s y\n_Z1fv\n" % name.encode()), sink,
                      symbol_renderer(Options(style=style)),
                      report=lambda line, column, symbol, reason: reports.append((line, column, reason)))
        assert sink.getvalue().startswith(b"x %s y\n" % name.encode()) and sink.getvalue() != b""
    assert reports == [(1, 3, "output too large (more than %d characters)" % limits.FILTER_MAX_OUTPUT)] * 3


def test_the_remangle_filter_keeps_no_long_names(monkeypatch):
    # Its cache of names held 65,536 names of any length (up to 1 MiB each).
    import io
    import sys

    from spirmangle.cli.main import main

    words = ["w%05d" % n + "x" * 8000 for n in range(600)]  # 600 distinct names of 8 KB
    data = "".join("_Z%d%sv\n" % (len(w), w) for w in words).encode()
    out = io.BytesIO()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(out))
    gc.collect()
    tracemalloc.start()
    try:
        assert main(["remangle", "--long", "32"]) == 0
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert out.getvalue() == data  # (nothing to change in them)
    # The input and the output held in memory here (2x), not a cache of every name (4x).
    assert peak < 2.5 * len(data), peak / len(data)
