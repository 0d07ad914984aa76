"""Every corpus name demangles as clang meant it, and round-trips both ways."""

import pytest

import corpus
from spirmangle import demangle, language, mangle, parse_prototype

pytestmark = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())


@pytest.mark.parametrize("config", sorted(corpus.CONFIGS))
def test_corpus_demangles_and_round_trips(config):
    target, cl_std, cl_ext = corpus.CONFIGS[config]
    lang = language(cl_std, cl_ext)
    wrong_llvm, wrong_round_trip, wrong_opencl = [], [], []
    count = 0
    for row in corpus.rows(config):
        if not row.mangled.startswith("_Z"):
            continue
        count += 1
        symbol = demangle(row.mangled)
        if symbol.format("llvm") != row.llvm_demangled:
            wrong_llvm.append((row.mangled, symbol.format("llvm"), row.llvm_demangled))
        if mangle(symbol.entity, target=target, dialect=symbol.dialect) != row.mangled:
            wrong_round_trip.append(row.mangled)
        text = symbol.format("opencl")
        if mangle(parse_prototype(text, target=target, lang=lang), target=target) != row.mangled:
            wrong_opencl.append((row.mangled, text))
    assert count > 10000
    assert not wrong_llvm, "%d llvm-style differences, first %s" % (len(wrong_llvm), wrong_llvm[:3])
    assert not wrong_round_trip, "mangle(demangle(s)) != s for %s" % wrong_round_trip[:3]
    assert not wrong_opencl, "opencl text does not mangle back: %s" % wrong_opencl[:3]


def test_names_llvm_cxxfilt_cannot_read_are_read_by_clang_rules():
    # The phantom __private candidate S2/S4 forms (MANGLING-FACTS section 4).
    name = "_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_"
    symbol = demangle(name)
    assert symbol.dialect == "clang"
    assert symbol.format("opencl") == (
        "atomic_compare_exchange_strong_explicit(volatile __global atomic_int *, "
        "__private int *, int, memory_order, memory_order)")
