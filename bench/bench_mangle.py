"""Mangler benchmark; run by hand (never collected as a test), prints a table.

    python bench/bench_mangle.py [--config CL3.0_spir64] [--rounds 5] [--profile]

Measures, on the prototypes of one conformance configuration (parsed through
tests/support/corpus.py from ../shared/conformance or $SPIRMANGLE_CORPUS; a generated
set of builtin-like signatures when the corpus is absent):

* signatures mangled per second from ready model objects (``mangle()`` only);
* prototypes parsed and mangled per second end to end
  (``mangle(parse_prototype(text))``);
* prototypes parsed per second (the parser alone), for orientation.

Each figure is the best of ``--rounds`` timed passes over the whole set.
Targets: 100,000 signatures/s from the model, 10,000 prototypes/s end to end.
``--profile`` prints the top of a cProfile run of each measured loop instead.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT))

from spirmangle import language, mangle, parse_prototype  # noqa: E402
from spirmangle.model import Function, Type  # noqa: E402

TARGETS = {"model": 100_000, "end to end": 10_000}


def corpus_prototypes(config: str) -> tuple[list[str], str, str, str]:
    """The config's prototypes and its (target, cl_std, cl_ext), or an empty list."""
    try:
        import corpus
    except ImportError:
        return [], "spir64", "CL3.0", ""
    if config not in corpus.CONFIGS or not (corpus.CORPUS_DIR / (config + ".tsv")).is_file():
        return [], "spir64", "CL3.0", ""
    target, cl_std, cl_ext = corpus.CONFIGS[config]
    texts = [r.prototype() for r in corpus.rows(config) if r.mangled.startswith("_Z")]
    return texts, target, cl_std, cl_ext


def generated_prototypes(count: int = 12_000, seed: int = 1) -> list[str]:
    """Builtin-like OpenCL C 3.0 prototypes (used when the corpus is absent)."""
    rng = random.Random(seed)
    scalars = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
               "float", "double", "half", "size_t"]
    spaces = ["", "__global ", "__local ", "__private ", "__constant "]
    names = ["fract", "sincos", "vload4", "atomic_fetch_add_explicit", "read_imagef",
             "convert_int4_sat_rte", "work_group_reduce_add", "sub_group_shuffle"]

    def type_text() -> str:
        kind = rng.random()
        base = rng.choice(scalars) + (str(rng.choice((2, 3, 4, 8, 16))) if rng.random() < .5 else "")
        if kind < 0.55:
            return base
        if kind < 0.85:
            const = "const " if rng.random() < .3 else ""
            return "%s%s%s *" % (const, rng.choice(spaces), base)
        if kind < 0.95:
            return "volatile %satomic_int *" % rng.choice(spaces[:3])
        return rng.choice(["read_only image2d_t", "write_only image3d_t", "sampler_t",
                           "memory_order", "event_t *"])

    texts = []
    for _ in range(count):
        params = [type_text() for _ in range(rng.randint(1, 5))]
        if rng.random() < .3:
            params.append(params[0])
        texts.append("%s %s(%s)" % (rng.choice(scalars), rng.choice(names), ", ".join(params)))
    return texts


def best_rate(loop: Callable[[], int], rounds: int) -> float:
    """Items per second of the fastest of ``rounds`` runs of ``loop``."""
    best = float("inf")
    count = 0
    for _ in range(rounds):
        start = time.perf_counter()
        count = loop()
        best = min(best, time.perf_counter() - start)
    return count / best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", default="CL3.0_spir64", help="corpus configuration")
    parser.add_argument("--rounds", type=int, default=5, help="timed passes (best is kept)")
    parser.add_argument("--profile", action="store_true", help="cProfile each loop instead")
    args = parser.parse_args(argv)

    texts, target, cl_std, cl_ext = corpus_prototypes(args.config)
    source = "corpus %s" % args.config
    if not texts:
        texts, target, cl_std, cl_ext = generated_prototypes(), "spir64", "CL3.0", ""
        source = "generated (corpus absent)"
    lang = language(cl_std, cl_ext)
    models: list[Function] = [parse_prototype(t, target=target, lang=lang) for t in texts]

    def mangle_models() -> int:
        for m in models:
            mangle(m, target)
        return len(models)

    def parse_and_mangle() -> int:
        for t in texts:
            mangle(parse_prototype(t, target=target, lang=lang), target)
        return len(texts)

    def parse_only() -> int:
        for t in texts:
            parse_prototype(t, target=target, lang=lang)
        return len(texts)

    loops = {"model": mangle_models, "end to end": parse_and_mangle, "parse only": parse_only}
    if args.profile:
        for label, loop in loops.items():
            print("== %s" % label)
            profiler = cProfile.Profile()
            profiler.runcall(loop)
            pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
        return 0

    print("spirmangle mangler benchmark: %d prototypes (%s), target %s, %s, best of %d"
          % (len(texts), source, target, cl_std, args.rounds))
    print()
    print("%-36s %14s %10s %6s" % ("measure", "per second", "target", ""))
    print("-" * 70)
    labels = {"model": "signatures mangled from the model", "end to end":
              "prototypes parsed + mangled", "parse only": "prototypes parsed (parser alone)"}
    missed = False
    for key, loop in loops.items():
        rate = best_rate(loop, args.rounds)
        goal = TARGETS.get(key)
        verdict = "" if goal is None else ("ok" if rate >= goal else "MISSED")
        missed |= verdict == "MISSED"
        print("%-36s %14s %10s %6s" % (labels[key], "{:,.0f}".format(rate),
                                       "" if goal is None else "{:,}".format(goal), verdict))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
