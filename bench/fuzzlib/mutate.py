"""Seeds and mutations of the demangler fuzzer (bench/fuzz_demangle.py).

The seeds are mangled names in pools: the clang conformance corpus
(../shared/conformance or $SPIRMANGLE_CORPUS, through tests/support/corpus.py; empty when
absent), the committed sample of system C++ symbols (bench/data/cxx_seeds.txt),
and for --mode realmutate the real symbols of this machine's C++ libraries
(bench/make_cxx_seeds.py --cache, see :func:`real_seeds`).  Every function
here depends only on the ``random.Random`` it is given and the seeds.
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tests" / "support"))

CXX_SEEDS = ROOT / "bench" / "data" / "cxx_seeds.txt"
CXX_CORPUS_SAMPLE = ROOT / "bench" / "data" / "cxx_corpus_sample.txt"
REAL_CACHE = ROOT / "bench" / ".cache" / "real_symbols.txt"  # not committed

PLAIN_RATE = 0.03  # seeds as they are
# Names from the pathological generators: at most ~40 kB (most much shorter), so
# a linear-time reading stays far below the 1 s bound and a quadratic one does not.
PATHOLOGICAL_RATE = 0.02

ALPHABET = "0123456789_PKVrUSDvEIFNZLTabcdfhijlmstvzCOR"
EXTRA_ALPHABET = "eghknopquwxyABGHJMQWXY.$"
CONTROL = "\x00\x01\x07\t\n\r\x1b\x7f"
NON_ASCII = ("\x80", "\xa0", "\xe9", "\xff", "\u0100", "\u2603", "\ufeff", "\U0001f600", "\udc80")
SUB_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Well-formed (or nearly) pieces of manglings, inserted whole.
FRAGMENTS = (
    "S_", "S0_", "S1_", "SA_", "T_", "T0_", "T1_", "St", "Sa", "Sb", "Ss", "Si", "So", "Sd",
    "NS_", "NS0_", "NSt", "IiE", "IT_E", "IS_E", "N1a1bE", "N1aIiE1bE", "PFvvE", "FviE", "FvS_E",
    "Dv4_", "Dv3_", "Dv16_", "Dv2_h", "PU3AS1", "PU3AS3", "PKU3AS2", "U3AS0", "U3AS4", "U4AS10",
    "U8CLglobal", "U9CLprivate", "U10CLconstant", "U7CLlocal", "U9CLgeneric",
    "11ocl_image2d", "14ocl_image2d_ro", "14ocl_image3d_wo", "8ocl_pipe", "9ocl_event",
    "11ocl_sampler", "9ocl_queue", "13ocl_clkevent", "13ocl_reserveid", "Dh", "Dn", "Da", "Dc",
    "DF16_", "DpT_", "DpS_", "B5cxx11", "C1E", "C2E", "D0Ev", "D1Ev", "D2Ev", "L_Z1fvE", "Li1E",
    "Lb0E", "Lj4294967295E", "Ln5E", "_Z", "_ZTV", "_ZTI", "_ZTS", "_ZGV", "_ZTT", "_ZTh",
    "_ZThn8_", "_ZTv0_n24_", "_ZTc", "_ZTW", "_ZTH", "_ZGR", "_ZGTt", "U13block_pointerFvvE",
    "U7_Atomici", "12memory_order", "12memory_scope", "9ndrange_t", "cv", "cvi", "pl", "ix",
    "cl", "qu", "li", "aSERKS_", "M1aFvvE", "M1ai", "A10_i", "A_i", "Z1fvE", "Z1fvE1a", "Ul",
    "UlvE_", "Ut_", "Dt", "DT", "sr", "fp_", "Tf", "X", "XT_E", "J", "Dx", "Do", "DO", "Dw",
    "Sc", "N12_GLOBAL__N_11aE", "K", "VK", "rVK", "O", "R", "P", "E", "EE", "I", "N", "v", "z",
    "G", "C", ".cold", ".constprop.0", "@@GLIBCXX_3.4", "_", "__", "0", "9", "999999999",
)




# ------------------------------------------------------------------ seeds
def corpus_seeds() -> list[str]:
    """The distinct mangled names of the clang conformance corpus (empty when absent)."""
    try:
        import corpus
    except ImportError:
        return []
    names: set[str] = set()
    for config in corpus.CONFIGS:
        path = corpus.CORPUS_DIR / (config + ".tsv")
        if path.is_file():
            names.update(r.mangled for r in corpus.rows(config))
    return sorted(names)


def cxx_seeds(path: Path = CXX_SEEDS) -> list[str]:
    """A committed sample of C++ symbols (by default the system libraries')."""
    if not path.is_file():
        return []
    return [line for line in path.read_text(encoding="ascii").splitlines() if line]


def real_cache() -> Path:
    """Where bench/make_cxx_seeds.py --cache writes every real symbol of this machine."""
    return Path(os.environ.get("SPIRMANGLE_REAL_SYMBOLS") or REAL_CACHE)


def real_seeds() -> tuple[list[str], str]:
    """The real symbols --mode realmutate mutates, and where they came from: the
    cache of every symbol of this machine's C++ libraries when it exists, else
    the committed samples (the system symbols and the C++ corpus sample, which
    has the C++ for OpenCL and SYCL names of bench/cxx_sources/ too)."""
    cache = real_cache()
    if cache.is_file():
        names = [n for n in cache.read_text(encoding="ascii", errors="replace").splitlines() if n]
        return names, "%s (%d names)" % (cache, len(names))
    names = sorted(set(cxx_seeds()) | set(cxx_seeds(CXX_CORPUS_SAMPLE)))
    return names, "committed samples (%d names; no %s)" % (len(names), cache)


@dataclass(frozen=True)
class Seeds:
    opencl: tuple[str, ...]
    cxx: tuple[str, ...]
    real: tuple[str, ...] = ()  # for --mode realmutate (empty unless loaded)
    real_source: str = ""

    @classmethod
    def load(cls, real: bool = False) -> "Seeds":
        if not real:
            return cls(tuple(corpus_seeds()), tuple(cxx_seeds()))
        names, source = real_seeds()
        return cls(tuple(corpus_seeds()), tuple(cxx_seeds()), tuple(names), source)

    def pick(self, rng: random.Random) -> str:
        pools = [p for p in (self.opencl, self.cxx) if p]
        if not pools:
            return "_Z1fv"
        return rng.choice(rng.choice(pools))

    def real_only(self) -> "Seeds":
        """These seeds with the real symbols as the only pool (for splices)."""
        return Seeds((), self.real or self.cxx)


# -------------------------------------------------------------- mutations
def seq_id(n: int) -> str:
    """The base-36 <seq-id> of S/T references: S_ is candidate 0, S0_ candidate 1..."""
    if n <= 0:
        return ""
    n -= 1
    digits = ""
    while True:
        n, r = divmod(n, 36)
        digits = SUB_DIGITS[r] + digits
        if n == 0:
            return digits


def random_seq(rng: random.Random) -> str:
    """A <seq-id>, sometimes odd: huge, leading zeros, lowercase, or not base 36."""
    r = rng.random()
    if r < 0.6:
        return seq_id(rng.randrange(0, 40))
    if r < 0.7:
        return seq_id(rng.randrange(40, 5000))
    if r < 0.8:
        return "0" * rng.randint(1, 12) + seq_id(rng.randrange(0, 40))
    if r < 0.9:
        return rng.choice(("ZZZZZZZZZZ", "ZZZZZZ", "10000000000000", "1" * 30, "ZZZZZZZZZZZZZZZZZZZZ"))
    return "".join(rng.choice(SUB_DIGITS + "az_") for _ in range(rng.randint(1, 4)))


def random_number(rng: random.Random, old: str) -> str:
    """A replacement for a decimal length or index ``old``."""
    n = int(old) if old else 0
    r = rng.random()
    if r < 0.35:
        return str(max(0, n + rng.choice((-2, -1, 1, 2))))
    if r < 0.5:
        return str(rng.randrange(0, 1000))
    if r < 0.6:
        return "0" * rng.randint(1, 5) + old
    if r < 0.7:
        return ""
    if r < 0.8:
        return rng.choice(("0", "00", "999999999", "1000000000", "4294967296", "18446744073709551616",
                           "9" * 40, "2147483647"))
    if r < 0.9:
        return old * rng.randint(2, 4)
    return str(n * rng.randint(2, 100))


def pick_char(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.85:
        return rng.choice(ALPHABET)
    if r < 0.97:
        return rng.choice(EXTRA_ALPHABET)
    return rng.choice(CONTROL) if r < 0.985 else rng.choice(NON_ASCII)


def m_delete(rng: random.Random, s: str, seeds: Seeds) -> str:
    if not s:
        return s
    i = rng.randrange(len(s))
    return s[:i] + s[i + rng.choice((1, 1, 1, 2, 3, 5)):]


def m_insert(rng: random.Random, s: str, seeds: Seeds) -> str:
    i = rng.randint(0, len(s))
    return s[:i] + pick_char(rng) + s[i:]


def m_replace(rng: random.Random, s: str, seeds: Seeds) -> str:
    if not s:
        return pick_char(rng)
    i = rng.randrange(len(s))
    return s[:i] + pick_char(rng) + s[i + 1:]


def m_fragment(rng: random.Random, s: str, seeds: Seeds) -> str:
    i = rng.randint(0, len(s))
    return s[:i] + rng.choice(FRAGMENTS) + s[i:]


def m_duplicate(rng: random.Random, s: str, seeds: Seeds) -> str:
    """A substring repeated 2..60 times in place."""
    if not s:
        return s
    i = rng.randrange(len(s))
    j = min(len(s), i + rng.choice((1, 1, 2, 3, 4, 6, 8, 12, 20)))
    return s[:i] + s[i:j] * rng.randint(2, 60) + s[j:]


def m_splice(rng: random.Random, s: str, seeds: Seeds) -> str:
    """A prefix of this name and a suffix of another seed."""
    other = seeds.pick(rng)
    return s[:rng.randint(0, len(s))] + other[rng.randint(0, len(other)):]


def m_truncate(rng: random.Random, s: str, seeds: Seeds) -> str:
    return s[:rng.randint(0, len(s))] if s else s


def _digit_runs(s: str) -> list[tuple[int, int]]:
    runs = []
    i = 0
    while i < len(s):
        if s[i].isdigit() and s[i].isascii():
            j = i
            while j < len(s) and s[j].isdigit() and s[j].isascii():
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    return runs


def m_number(rng: random.Random, s: str, seeds: Seeds) -> str:
    """A length prefix (or any decimal number) changed."""
    runs = _digit_runs(s)
    if not runs:
        return m_insert(rng, s, seeds)
    i, j = rng.choice(runs)
    return s[:i] + random_number(rng, s[i:j]) + s[j:]


def _references(s: str) -> list[tuple[int, int]]:
    """Spans of the <seq-id> of S<seq>_ / T<seq>_ references (possibly empty)."""
    spans = []
    for i, c in enumerate(s):
        if c in "ST" and i + 1 < len(s):
            j = i + 1
            while j < len(s) and s[j] in SUB_DIGITS:
                j += 1
            if j < len(s) and s[j] == "_":
                spans.append((i + 1, j))
    return spans


def m_reference(rng: random.Random, s: str, seeds: Seeds) -> str:
    """A substitution or template parameter number changed, or a new reference inserted."""
    spans = _references(s)
    if not spans or rng.random() < 0.2:
        i = rng.randint(0, len(s))
        return s[:i] + rng.choice("ST") + random_seq(rng) + "_" + s[i:]
    i, j = rng.choice(spans)
    return s[:i] + random_seq(rng) + s[j:]


def m_control(rng: random.Random, s: str, seeds: Seeds) -> str:
    i = rng.randint(0, len(s))
    c = rng.choice(CONTROL) if rng.random() < 0.5 else rng.choice(NON_ASCII)
    return s[:i] + c + s[i:]


MUTATIONS: tuple[tuple[Callable[[random.Random, str, Seeds], str], int], ...] = (
    (m_delete, 10), (m_insert, 10), (m_replace, 12), (m_fragment, 12), (m_duplicate, 8),
    (m_splice, 8), (m_truncate, 5), (m_number, 12), (m_reference, 12), (m_control, 1),
)
_MUTATORS = tuple(m for m, _ in MUTATIONS)
_WEIGHTS = tuple(w for _, w in MUTATIONS)


def mutate(rng: random.Random, s: str, seeds: Seeds) -> str:
    """1 to 5 mutations, fewer more often."""
    n = 1
    while n < 5 and rng.random() < 0.4:
        n += 1
    for mutator in rng.choices(_MUTATORS, _WEIGHTS, k=n):
        s = mutator(rng, s, seeds)
    return s


# ---------------------------------------------------- pathological names
def g_pointer_chain(rng: random.Random) -> str:
    n = rng.choice((50, 200, 399, 400, 401, 1000, 3000))
    unit = rng.choice(("P", "PK", "R", "O", "PU3AS1", "PVK", "K", "U3AS4P", "A1_", "Dv4_", "PA2_"))
    leaf = rng.choice(("i", "v", "S_", "Dv4_f", "1a"))
    return "_Z1f" + unit * n + leaf


def g_nested_templates(rng: random.Random) -> str:
    n = rng.choice((10, 100, 200, 399, 401, 1000, 2000, 8000))
    form = rng.randrange(3)
    if form == 0:  # a<a<a<...int...>>>
        return "_Z1f" + "1aI" * n + "i" + "E" * n
    if form == 1:  # ns::a<ns::a<...>>
        return "_Z1f" + "N1aI" * n + "i" + "EE" * n
    return "_ZN" + "1aIiE" * n + "1fEv"  # a<int>::a<int>::...::f()


def g_function_bomb(rng: random.Random) -> str:
    """Function types each taking the previous one twice: exponential when expanded."""
    n = rng.choice((8, 16, 20, 30, 60, 200))
    out = ["_Z1fPFviE"]
    last = 1  # the candidate number of the last pointer-to-function
    for _ in range(n):
        ref = "S" + seq_id(last) + "_"
        out.append("PFv" + ref + ref + "E")
        last += 2
    out.append("S" + seq_id(last) + "_" * rng.choice((1, 1, 0)))
    return "".join(out)


def g_substitution_bomb(rng: random.Random) -> str:
    """Template arguments that repeat the previous candidate: 2^n nodes expanded."""
    n = rng.choice((10, 17, 18, 20, 40, 100))
    out = ["_Z1f1aIiE"]
    for k in range(n):
        ref = "S" + seq_id(k) + "_"
        out.append("1aI" + ref + ref + "E")
    return "".join(out)


def g_many_references(rng: random.Random) -> str:
    n = rng.choice((100, 1000, 4000))
    if rng.random() < 0.5:
        return "_Z1fPFvvE" + "S_" * n
    return "_Z1fIiEvT_" + "T_" * n


def g_long_names(rng: random.Random) -> str:
    r = rng.randrange(4)
    if r == 0:
        n = rng.choice((100, 1000, 4000, 16000))
        return "_ZN" + "1a" * n + "1fEv"
    if r == 1:
        n = rng.choice((1000, 100000))
        return "_Z%d%sv" % (n, "x" * n)
    if r == 2:
        return "_Z1f" + "i" * rng.choice((1000, 10000))
    return "_Z1f" + "St6vectorIiSaIiEE" * rng.choice((10, 100, 500))


def g_nested_functions(rng: random.Random) -> str:
    n = rng.choice((10, 100, 300, 400, 1000))
    return "_Z1f" + "PFv" * n + "i" + "E" * n


def g_local_names(rng: random.Random) -> str:
    n = rng.choice((5, 50, 400, 1000))
    return "_Z" + "Z1fvE" * n + "1av"


PATHOLOGICAL: tuple[Callable[[random.Random], str], ...] = (
    g_pointer_chain, g_nested_templates, g_function_bomb, g_substitution_bomb,
    g_many_references, g_long_names, g_nested_functions, g_local_names,
)


def generate(rng: random.Random, seeds: Seeds) -> str:
    """One fuzz name."""
    r = rng.random()
    if r < PLAIN_RATE:
        return seeds.pick(rng)
    if r < PLAIN_RATE + PATHOLOGICAL_RATE:
        name = rng.choice(PATHOLOGICAL)(rng)
        return mutate(rng, name, seeds) if rng.random() < 0.3 else name
    return mutate(rng, seeds.pick(rng), seeds)



# ------------------------------------------------------ real symbols mutated
def m_substring(rng: random.Random, s: str, seeds: Seeds) -> str:
    """A substring of another seed inserted, or put in place of one of this name."""
    other = seeds.pick(rng)
    if not other:
        return s
    i = rng.randrange(len(other))
    piece = other[i:i + rng.choice((1, 2, 3, 4, 6, 8, 12, 20, 40))]
    a = rng.randint(0, len(s))
    b = a if rng.random() < 0.5 else min(len(s), a + rng.choice((1, 2, 3, 5, 8, 16)))
    return s[:a] + piece + s[b:]


def m_cross(rng: random.Random, s: str, seeds: Seeds) -> str:
    """A prefix of this name, a middle piece of another seed, a suffix of this name."""
    other = seeds.pick(rng)
    i = rng.randint(0, len(other))
    j = rng.randint(i, len(other))
    a = rng.randint(0, len(s))
    return s[:a] + other[i:j] + s[rng.randint(a, len(s)):]


REAL_MUTATIONS: tuple[tuple[Callable[[random.Random, str, Seeds], str], int], ...] = MUTATIONS + (
    (m_substring, 14), (m_cross, 6),
)
_REAL_MUTATORS = tuple(m for m, _ in REAL_MUTATIONS)
_REAL_WEIGHTS = tuple(w for _, w in REAL_MUTATIONS)


OPENCL_SHARE = 0.1


def generate_real(rng: random.Random, seeds: Seeds) -> str:
    """One real symbol (``seeds.real``, or a tenth of the time clang's OpenCL
    names) with 1 to 4 mutations, splices of other real symbols' substrings
    among them; a few are kept as they are."""
    real = seeds.real_only()
    # A tenth are clang's OpenCL names (the conformance corpus), when present.
    s = rng.choice(seeds.opencl) if seeds.opencl and rng.random() < OPENCL_SHARE else real.pick(rng)
    if rng.random() < PLAIN_RATE:
        return s
    n = 1
    while n < 4 and rng.random() < 0.35:
        n += 1
    for mutator in rng.choices(_REAL_MUTATORS, _REAL_WEIGHTS, k=n):
        s = mutator(rng, s, real)
    return s
