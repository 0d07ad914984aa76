"""Mutation fuzzer for the demangler; run by hand, and a slice of it is a test.

    python bench/fuzz_demangle.py --count 1000000 --seed 1 --jobs 2 [--json report.json]

Names are mutated from seeds: the mangled names of the clang 19 conformance
corpus (../shared/conformance, or $SPIRMANGLE_CORPUS, read through
tests/corpus.py; left out when absent) and the C++ symbols of system libraries
committed in bench/data/cxx_seeds.txt (written by bench/make_cxx_seeds.py).
A few names are seeds as they are, a few come from pathological generators
(long pointer chains, nested template lists, substitution bombs...).

Every name goes through the public API only, and these are failures:

* ``escape``: demangle(), Symbol.format() in any style or Symbol.to_json()
  raises anything but DemangleError;
* ``slow``: processing the name (all the checks) takes over --slow seconds of
  CPU time (1 s), twice (a name that was slow once is timed again);
* ``hang``: it is still running after --hang-limit seconds of wall time
  (a SIGALRM guard, where the platform has one);
* ``roundtrip``: for an accepted name, ``mangle(sym.entity,
  dialect=sym.dialect, target=...)`` raises, or ``demangle(that, sym.dialect)``
  (with the name's clone suffix after it) raises or formats differently from
  the original in some style.

The name sequence depends only on --seed and the name's index: the names come
in slices of SLICE names, slice ``k`` drawn from ``random.Random("seed:k")``,
so any --jobs and any machine (with the same seed files) see the same names.
Each failure kind keeps a count and its five shortest examples; failures are
also grouped into categories (kind, stage, exception type and the spirmangle
function that raised it) to tell root causes apart.  Exit status 1 on any
failure.
"""

from __future__ import annotations

import argparse
import gc
import json
import multiprocessing
import os
import random
import signal
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

import spirmangle  # noqa: E402
from spirmangle import DemangleError, MangleError, demangle, limits, mangle  # noqa: E402

CXX_SEEDS = ROOT / "bench" / "data" / "cxx_seeds.txt"
STYLES = ("opencl", "llvm", "gnu")
KINDS = ("escape", "slow", "hang", "roundtrip")
SLICE = 500  # names per slice (the unit of work of a worker)
EXAMPLES = 5  # shortest examples kept per failure kind
CATEGORY_EXAMPLES = 3  # ...and per category
DETAIL = 300  # characters of a failure's detail kept

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


class Hang(BaseException):
    """Raised by the per-name alarm; a BaseException so no ``except Exception`` eats it."""


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
    """The committed sample of system C++ symbols."""
    if not path.is_file():
        return []
    return [line for line in path.read_text(encoding="ascii").splitlines() if line]


@dataclass(frozen=True)
class Seeds:
    opencl: tuple[str, ...]
    cxx: tuple[str, ...]

    @classmethod
    def load(cls) -> "Seeds":
        return cls(tuple(corpus_seeds()), tuple(cxx_seeds()))

    def pick(self, rng: random.Random) -> str:
        pools = [p for p in (self.opencl, self.cxx) if p]
        if not pools:
            return "_Z1fv"
        return rng.choice(rng.choice(pools))


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


def slice_names(seed: int, index: int, seeds: Seeds, size: int = SLICE) -> Iterator[str]:
    """The names of slice ``index`` (deterministic in ``seed`` and ``index``)."""
    rng = random.Random("%d:%d" % (seed, index))
    for _ in range(size):
        yield generate(rng, seeds)


def names(seed: int, count: int, seeds: Optional[Seeds] = None) -> Iterator[str]:
    """The first ``count`` names of the sequence of ``seed``."""
    seeds = seeds or Seeds.load()
    for index in range((count + SLICE - 1) // SLICE):
        yield from slice_names(seed, index, seeds, min(SLICE, count - index * SLICE))


# ----------------------------------------------------------------- checks
@dataclass
class Failure:
    kind: str
    category: str
    detail: str


def _where(exc: BaseException) -> str:
    """Where ``exc`` was raised: the innermost spirmangle function
    (``module.function``) in the traceback.  For a RecursionError, where the
    limit happens to strike says little: the functions of the recursion instead
    (those that recur at least half as often as the most frequent one), after
    the spirmangle function that entered it when the recursion is outside the
    package (``mangle._substitute -> <string>.__hash__``: a dataclass hash)."""
    frames = [("/spirmangle/" in frame.filename.replace("\\", "/"),
               "%s.%s" % (Path(frame.filename).stem, frame.name))
              for frame in traceback.extract_tb(exc.__traceback__)]
    ours = [label for inside, label in frames if inside]
    innermost = ours[-1] if ours else "?"
    if not isinstance(exc, RecursionError) or not frames:
        return innermost
    counts = Counter(label for _, label in frames)
    top = max(counts.values())
    cycle = sorted(label for label, n in counts.items() if 2 * n >= top)
    if any(label in ours for label in cycle):
        return "/".join(cycle)
    return "%s -> %s" % (innermost, "/".join(cycle))


def _describe(exc: BaseException) -> str:
    return _clip("%s: %s" % (type(exc).__name__, exc))


def _reason(exc: DemangleError) -> str:
    """A DemangleError's reason with numbers removed, to group alike ones."""
    return "".join("#" if c.isdigit() else c for c in str(exc.reason))[:80]


def _escape(stage: str, exc: BaseException) -> Failure:
    return Failure("escape", "escape %s %s at %s" % (stage, type(exc).__name__, _where(exc)),
                   "%s: %s" % (stage, _describe(exc)))


def _clip(text: str) -> str:
    return text if len(text) <= DETAIL else text[:DETAIL] + "..."


def roundtrip(sym: spirmangle.Symbol, texts: dict[str, str]) -> Optional[Failure]:
    """Mangle the entity back under the symbol's dialect and demangle that again."""
    target = "x86_64" if sym.host_addrspaces else "spir64"
    try:
        # The model has no clone suffix (.cold): the name keeps it.
        again = mangle(sym.entity, target=target, dialect=sym.dialect) + sym.clone_suffix
    except Exception as exc:
        return Failure("roundtrip", "roundtrip mangle %s at %s" % (type(exc).__name__, _where(exc)),
                       "mangle(%s, %s): %s" % (sym.dialect, target, _describe(exc)))
    try:
        # A shorter (canonical) spelling of the same entity has a smaller default
        # output bound: the original's applies.
        bound = max(limits.MIN_OUTPUT, limits.OUTPUT_FACTOR * len(sym.mangled))
        sym2 = demangle(again, sym.dialect, max_output=bound)
        texts2 = {style: sym2.format(style) for style in STYLES}
    except DemangleError as exc:
        return Failure("roundtrip", "roundtrip re-demangle DemangleError: %s" % _reason(exc),
                       "%s -> %s" % (again, _describe(exc)))
    except Exception as exc:
        return Failure("roundtrip", "roundtrip re-demangle %s at %s" % (type(exc).__name__, _where(exc)),
                       "%s -> %s" % (again, _describe(exc)))
    differ = [style for style in STYLES if texts[style] != texts2[style]]
    if not differ:
        return None
    style = differ[0]
    same_name = "same name" if again == sym.mangled else "remangled"
    return Failure("roundtrip", "roundtrip mismatch (%s; %s; %s)" % (sym.dialect, same_name, ",".join(differ)),
                   _clip("%s [%s] %r -> %s -> %r" % (again, style, texts[style], sym.dialect, texts2[style])))


def check_name(name: str) -> tuple[bool, Optional[Failure]]:
    """(accepted, failure) for one name, escape and roundtrip checks only."""
    try:
        sym = demangle(name)
    except DemangleError:
        return False, None
    except Exception as exc:
        return False, _escape("demangle", exc)
    try:
        texts = {style: sym.format(style) for style in STYLES}
        sym.to_json()
    except DemangleError:
        return False, None  # e.g. an output bound reached while printing
    except Exception as exc:
        return False, _escape("format/to_json", exc)
    return True, roundtrip(sym, texts)


# ---------------------------------------------------------------- reports
def _keep_shortest(examples: list[list[str]], name: str, detail: str, limit: int) -> None:
    """Insert (name, detail) into ``examples``, keeping the ``limit`` shortest names."""
    if any(e[0] == name for e in examples):
        return
    examples.append([name, detail])
    examples.sort(key=lambda e: (len(e[0]), e[0]))
    del examples[limit:]


@dataclass
class Report:
    names: int = 0
    accepted: int = 0
    rejected: int = 0
    counts: dict[str, int] = field(default_factory=lambda: {k: 0 for k in KINDS})
    examples: dict[str, list[list[str]]] = field(default_factory=lambda: {k: [] for k in KINDS})
    categories: dict[str, int] = field(default_factory=dict)
    category_examples: dict[str, list[list[str]]] = field(default_factory=dict)
    max_time: float = 0.0
    max_time_name: str = ""
    cpu: float = 0.0  # CPU seconds over all names (wall time suffers from other load)
    wall: float = 0.0
    shrunk: dict[str, str] = field(default_factory=dict)  # category -> shrunk example

    def add(self, name: str, failure: Failure) -> None:
        self.counts[failure.kind] += 1
        _keep_shortest(self.examples[failure.kind], name, failure.detail, EXAMPLES)
        self.categories[failure.category] = self.categories.get(failure.category, 0) + 1
        _keep_shortest(self.category_examples.setdefault(failure.category, []), name,
                       failure.detail, CATEGORY_EXAMPLES)

    def time(self, name: str, seconds: float) -> None:
        self.cpu += seconds
        if seconds > self.max_time:
            self.max_time, self.max_time_name = seconds, name

    def merge(self, other: "Report") -> None:
        self.names += other.names
        self.accepted += other.accepted
        self.rejected += other.rejected
        self.cpu += other.cpu
        for kind in KINDS:
            self.counts[kind] += other.counts[kind]
            for name, detail in other.examples[kind]:
                _keep_shortest(self.examples[kind], name, detail, EXAMPLES)
        for category, n in other.categories.items():
            self.categories[category] = self.categories.get(category, 0) + n
            for name, detail in other.category_examples[category]:
                _keep_shortest(self.category_examples.setdefault(category, []), name, detail,
                               CATEGORY_EXAMPLES)
        if other.max_time > self.max_time or (other.max_time == self.max_time
                                              and other.max_time_name < self.max_time_name):
            self.max_time, self.max_time_name = other.max_time, other.max_time_name

    @property
    def failures(self) -> int:
        return sum(self.counts.values())

    def to_json(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["failures"] = self.failures
        data["names_per_second"] = self.names / self.wall if self.wall else 0.0
        data["categories"] = dict(sorted(self.categories.items(), key=lambda kv: (-kv[1], kv[0])))
        return data

    def summary(self) -> str:
        rate = self.names / self.wall if self.wall else 0.0
        lines = [
            "names      %d" % self.names,
            "accepted   %d" % self.accepted,
            "rejected   %d" % self.rejected,
            "escapes    %d" % self.counts["escape"],
            "slow       %d" % self.counts["slow"],
            "hangs      %d" % self.counts["hang"],
            "roundtrip  %d" % self.counts["roundtrip"],
            "max time   %.3f s (CPU) on %s" % (self.max_time, _show(self.max_time_name, 80)),
            "CPU time   %.1f s (all names, all workers)" % self.cpu,
            "wall time  %.1f s" % self.wall,
            "names/s    %.0f" % rate,
        ]
        for kind in KINDS:
            if self.examples[kind]:
                lines.append("")
                lines.append("%s examples (shortest):" % kind)
                for name, detail in self.examples[kind]:
                    lines.append("  %s\n      %s" % (_show(name), _show(detail)))
        if self.categories:
            lines.append("")
            lines.append("categories:")
            for category, n in sorted(self.categories.items(), key=lambda kv: (-kv[1], kv[0])):
                lines.append("  %7d  %s" % (n, category))
                for name, _ in self.category_examples[category]:
                    lines.append("             %s" % _show(name, 160))
                if category in self.shrunk and self.shrunk[category] != self.category_examples[category][0][0]:
                    lines.append("    shrunk:  %s" % _show(self.shrunk[category], 160))
                lines.append("    detail:  %s" % _show(self.category_examples[category][0][1], 240))
        return "\n".join(lines)


def _show(text: str, limit: int = 400) -> str:
    """Printable ASCII (control and non-ASCII characters escaped), clipped."""
    shown = ascii(text)[1:-1]
    return shown if len(shown) <= limit else shown[:limit] + "...(%d chars)" % len(text)


# ----------------------------------------------------------------- running
_seeds: Optional[Seeds] = None
_limits = (1.0, 30.0)  # (slow, hang) seconds


def _alarm(signum: int, frame: Any) -> None:
    raise Hang()


def _init_worker(seeds: Optional[Seeds], slow: float, hang: float) -> None:
    global _seeds, _limits
    _seeds = seeds if seeds is not None else Seeds.load()
    _limits = (slow, hang)
    # Load the parser tables before anything is timed.
    demangle("_Z5fractDv4_fPU3AS1S_").to_json()
    demangle("_ZNSt6vectorIiSaIiEE9push_backERKi").to_json()
    mangle(demangle("_Z1fPiS_").entity)


def check_guarded(name: str) -> tuple[bool, Optional[Failure]]:
    """:func:`check_name` under the hang guard (SIGALRM after the hang limit)."""
    hang = _limits[1]
    guard = hasattr(signal, "setitimer")
    try:
        if guard:
            signal.setitimer(signal.ITIMER_REAL, hang)
        try:
            return check_name(name)
        finally:
            if guard:
                signal.setitimer(signal.ITIMER_REAL, 0)
    except Hang:
        return False, Failure("hang", "hang", "still running after %g s" % hang)
    except RecursionError as exc:  # raised outside check_name's handlers (should not happen)
        return False, _escape("harness", exc)


def check_timed(name: str, report: Report) -> None:
    """Check one name under the time limits and record it in ``report``."""
    slow = _limits[0]
    start = time.process_time()
    accepted, failure = check_guarded(name)
    elapsed = time.process_time() - start
    report.names += 1
    if accepted:
        report.accepted += 1
    elif failure is None:  # a DemangleError (an escape or a hang is neither)
        report.rejected += 1
    report.time(name, elapsed)
    if failure is not None:
        report.add(name, failure)
    if elapsed > slow and (failure is None or failure.kind != "hang"):
        # Timed again: a collection of the garbage of earlier names can land on any
        # name; a name is slow when it is slow twice.
        gc.collect()
        start = time.process_time()
        check_guarded(name)
        elapsed = min(elapsed, time.process_time() - start)
        if elapsed > slow:
            report.add(name, Failure("slow", "slow", "%.2f s (CPU)" % elapsed))


class _AlarmHandler:
    """SIGALRM raises :class:`Hang` while this is active (where there is SIGALRM)."""

    def __enter__(self) -> None:
        self.old = signal.signal(signal.SIGALRM, _alarm) if hasattr(signal, "SIGALRM") else None

    def __exit__(self, *exc: object) -> None:
        if self.old is not None:
            signal.signal(signal.SIGALRM, self.old)


def run_slice(task: tuple[int, int, int]) -> Report:
    """Worker: generate and check slice ``index`` of ``size`` names."""
    seed, index, size = task
    assert _seeds is not None
    report = Report()
    with _AlarmHandler():
        for name in slice_names(seed, index, _seeds, size):
            check_timed(name, report)
    return report


def shrink(name: str, category: str, seconds: float = 10.0) -> str:
    """A shorter name failing in the same category: chunks deleted while it
    still does, halving the chunk size, for at most ``seconds``.  Slow and hang
    failures are not shrunk."""
    if category in ("slow", "hang"):
        return name
    deadline = time.perf_counter() + seconds

    def same(candidate: str) -> bool:
        failure = check_guarded(candidate)[1]
        return failure is not None and failure.category == category

    with _AlarmHandler():
        chunk = max(1, len(name) // 2)
        while chunk >= 1 and time.perf_counter() < deadline:
            i = 0
            while i < len(name) and time.perf_counter() < deadline:
                candidate = name[:i] + name[i + chunk:]
                if candidate and same(candidate):
                    name = candidate
                else:
                    i += chunk
            chunk //= 2
    return name


def shrink_report(report: Report, seconds: float = 10.0) -> None:
    """Add the shrunk shortest example of each category to ``report.shrunk``."""
    for category, examples in report.category_examples.items():
        report.shrunk[category] = shrink(examples[0][0], category, seconds)


def _tasks(seed: int, count: int) -> list[tuple[int, int, int]]:
    return [(seed, index, min(SLICE, count - index * SLICE))
            for index in range((count + SLICE - 1) // SLICE)]


def run(count: int, seed: int = 1, jobs: Optional[int] = None, slow: float = 1.0,
        hang: float = 30.0, progress: bool = False) -> Report:
    """Fuzz ``count`` names of the sequence of ``seed`` on ``jobs`` processes
    (in this process when ``jobs`` is 1) and return the merged report."""
    jobs = jobs or os.cpu_count() or 1
    seeds = Seeds.load()
    tasks = _tasks(seed, count)
    total = Report()
    start = time.perf_counter()
    if jobs == 1:
        _init_worker(seeds, slow, hang)
        results: Iterator[Report] = map(run_slice, tasks)
        _consume(results, total, len(tasks), progress, start)
    else:
        # Workers load the seeds themselves: nothing big is pickled.
        with multiprocessing.Pool(jobs, _init_worker, (None, slow, hang)) as pool:
            _consume(pool.imap_unordered(run_slice, tasks), total, len(tasks), progress, start)
    total.wall = time.perf_counter() - start
    return total


def _consume(results: Iterator[Report], total: Report, n: int, progress: bool, start: float) -> None:
    for done, report in enumerate(results, 1):
        total.merge(report)
        if progress and (done % 20 == 0 or done == n):
            elapsed = time.perf_counter() - start
            print("\r%d names, %d failures, %.0f s" % (total.names, total.failures, elapsed),
                  end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=100_000, help="names to try")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="worker processes (1: in this process)")
    ap.add_argument("--slow", type=float, default=1.0, help="CPU seconds a name may take")
    ap.add_argument("--hang-limit", type=float, default=30.0, help="wall seconds before a name is a hang")
    ap.add_argument("--json", type=Path, help="write the report as JSON here")
    ap.add_argument("--show", type=int, metavar="N", help="print the first N names and exit")
    ap.add_argument("--quiet", action="store_true", help="no progress line")
    ap.add_argument("--no-shrink", action="store_true",
                    help="do not shrink the shortest example of each failure category")
    args = ap.parse_args(argv)
    if args.show is not None:
        for name in names(args.seed, args.show):
            print(_show(name, 10_000))
        return 0
    report = run(args.count, args.seed, args.jobs, args.slow, args.hang_limit,
                 progress=not args.quiet and sys.stderr.isatty())
    if report.failures and not args.no_shrink:
        _init_worker(None, args.slow, args.hang_limit)
        shrink_report(report)
    print(report.summary())
    if args.json:
        args.json.write_text(json.dumps(report.to_json(), indent=1) + "\n", encoding="utf-8")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
