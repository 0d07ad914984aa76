"""Compare spirmangle with llvm-cxxfilt-19 and c++filt on a corpus of mangled names.

    python bench/compare_peers.py CORPUS [--json REPORT.json] [--jobs 2] [--examples 3] [--top 10]
                                         [--sources SOURCES.tsv] [--check-ceilings FILE] [--write-ceilings FILE]

CORPUS has one name a line (bench/make_cxx_corpus.py writes the full corpus and
the committed sample bench/data/cxx_corpus_sample.txt).  Each peer gets the
names on stdin, one a line, in batches; it *reads* a name when its output line
differs from the name.  spirmangle reads a name when ``spirmangle.demangle``
returns (a ``DemangleError`` means not read); its ``format('llvm')`` is compared
with llvm-cxxfilt-19's line and ``format('gnu')`` with c++filt's, and
``mangle(sym.entity, dialect=sym.dialect)`` with the name (the round trip).
spirmangle runs in --jobs processes.

The report counts, for each *kind* of failure, the names and their categories
(with the shortest examples):

* ``not_read``: a peer reads the name, spirmangle does not; the category is
  the name's rarest construct (CONSTRUCTS: ``local (Z)``, ``lambda (Ul)``,
  ``static (L)``...), which depends on the name alone, so a name keeps its
  category until it is read; also shown by the mangling code at the error's
  position (``Z``, ``J``, ``.clone``, ``<end>``...) and by the error's reason;
* ``llvm_mismatch`` / ``gnu_mismatch``: both read it, the texts differ;
  categories are the first difference, identifiers written ``ID`` and numbers
  ``N``: ``ours «ID::ID» | peer «(anonymous namespace)»``;
* ``roundtrip``: spirmangle reads the name but does not mangle it back to it.

--write-ceilings records the counts as ceilings; --check-ceilings fails (exit
1) when a kind's total is above its ceiling, or a category's count is above its
ceiling (0 for a new category) by more than the kind's total went down: a fix
may move names from one category to another, a regression cannot hide.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import shutil
import subprocess
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from spirmangle import DemangleError, demangle, mangle  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_cxx_corpus import features  # noqa: E402

KINDS = ("not_read", "llvm_mismatch", "gnu_mismatch", "roundtrip")
# Mismatches where the peer is wrong, each with its reason (tests/render/test_peer_deviations.py
# says why and checks them): counted as "listed", not as a mismatch.
DEVIATIONS_FILE = ROOT / "tests" / "data" / "peer_deviations.tsv"
PEERS = (("llvm", "llvm-cxxfilt-19"), ("gnu", "c++filt"))
PEER_BATCH = 20_000
WORKER_CHUNK = 400
EXAMPLE_WIDTH = 40  # characters of each side of a difference kept in a category

# Two-letter operator and expression codes (a lowercase letter alone is a builtin type).
_OPERATORS = frozenset(
    "nw na dl da ps ng ad de co pl mi ml dv rm an or eo aS pL mI mL dV rM aN oR eO ls rs lS rS ss eq ne lt gt "
    "le ge nt aa oo pp mm cm pm pt cl ix qu cv li st sz at az nx sZ sP sp tw tr te ti dt ds dc sc cc rc tl il "
    "fl fr fL fR fp".split())
_KEEP_WORDS = frozenset(
    "anonymous namespace lambda unnamed type clone const volatile restrict unsigned signed char short int long "
    "float double bool void auto decltype operator template typename struct class enum union vtable for "
    "typeinfo name VTT construction guard variable reference temporary covariant return thunk virtual non to "
    "TLS wrapper init function transaction safe std string literal default argument noexcept throw nullptr_t "
    "vector pipe block invoke sizeof alignof new delete this abi cxx11 wchar_t char8_t char16_t char32_t "
    "ocl_pipe __int128 __float128 _BitInt _Float16 __bf16 module initializer".split())
# The construct a name that is not read is filed under: the first of its
# constructs (make_cxx_corpus.features) in this order, the rarer ones first.
CONSTRUCTS = (
    ("block", "___Z.._block_invoke"), ("clone", ".suffix"), ("module", "W"), ("static", "L"), ("local", "Z"),
    ("lambda", "Ul"), ("unnamed-type", "Ut"), ("closure-$", "$_N"), ("explicit-this", "NH"),
    ("inheriting-ctor", "CI"), ("binding", "DC"), ("literal-op", "li"), ("member-ptr", "M"), ("array", "A"),
    ("arg-pack", "J"), ("pack-expansion", "Dp"), ("expression", "X/Dt/sp/fp"), ("noexcept", "Do/DO/Dw"),
    ("vendor-qual", "U<name>"), ("vector", "Dv"), ("extended-type", "Dn/Da/Dc/Du/DF/DB"), ("abi-tag", "B"),
    ("anon-ns", "_GLOBAL__N"), ("special", "T*/G*"), ("template-param", "T_"), ("function-type", "F"),
    ("template", "I"), ("ctor-dtor", "C/D"),
)
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+")
_QUOTED = re.compile(r"'[^']*'")


# -- spirmangle, per name ----------------------------------------------------------------


@dataclass(frozen=True)
class Failure:
    """One name in one kind of failure: its category and the other side's text."""

    kind: str
    category: str
    name: str
    ours: str = ""
    theirs: str = ""
    reason: str = ""
    code: str = ""


def mangling_code(name: str, position: int) -> str:
    """The mangling construct at ``position`` (where the demangler gave up)."""
    if position >= len(name):
        return "<end>"
    c = name[position]
    if c == ".":
        return ".clone"
    if c.isdigit():
        return "<source-name>"
    if c == "U":
        nxt = name[position + 1:position + 2]
        return "U<vendor>" if nxt.isdigit() else "U" + nxt
    if c in "DTG":
        return name[position:position + 2]
    if c == "S":
        nxt = name[position + 1:position + 2]
        return "S" + nxt if nxt in ("t", "a", "b", "s", "i", "o", "d") else "S<subst>"
    if c.islower() and name[position:position + 2] in _OPERATORS:
        return name[position:position + 2]
    return c


def normalize(text: str) -> str:
    """Identifiers become ``ID`` (keywords and names of the demanglers' own words
    stay), numbers ``N``."""

    def word(m: "re.Match[str]") -> str:
        w = m.group()
        if w.isdigit():
            return "N"
        if w in _KEEP_WORDS or w.startswith("_") or re.fullmatch(r"AS\d+", w):
            return re.sub(r"\d+", "N", w) if w.startswith(("AS", "_GLOBAL__N")) else w
        return "ID"

    return _WORD.sub(word, text)


def _is_word(c: str) -> bool:
    return c.isalnum() or c == "_"


def differing_parts(ours: str, theirs: str, words: bool = True) -> tuple[str, str]:
    """The first place where ``ours`` and ``theirs`` differ: the two texts from the
    first differing character to where they agree again for SYNC characters (or
    both end), widened to whole words (and by a character each way when one side
    is only blanks, so ``> >`` against ``>>`` shows as that).  Without ``words``
    (mangled names), widened by one character before instead."""
    limit = min(len(ours), len(theirs))
    p = 0
    while p < limit and ours[p] == theirs[p]:
        p += 1
    i, j = _resync(ours, theirs, p)
    if not words:
        q = max(p - 1, 0)
        return ours[q:p + i], theirs[q:p + j]
    while p > 0 and _is_word(ours[p - 1]) and (_is_word(ours[p:p + 1] or " ") or _is_word(theirs[p:p + 1] or " ")):
        p, i, j = p - 1, i + 1, j + 1
    while p + i < len(ours) and p + j < len(theirs) and _is_word(ours[p + i]) and ours[p + i] == theirs[p + j] \
            and (_is_word(ours[p + i - 1]) or _is_word(theirs[p + j - 1])):
        i += 1
        j += 1
    a, b = ours[p:p + i], theirs[p:p + j]
    if not a.strip() or not b.strip():
        left = ours[p - 1:p] if p > 0 else ""
        a, b = left + a + ours[p + i:p + i + 1], left + b + theirs[p + j:p + j + 1]
    return a, b


SYNC = 8  # characters that must agree again after a difference
RESYNC_WINDOW = 80  # how far each side may run before they agree again


def _resync(ours: str, theirs: str, p: int) -> tuple[int, int]:
    """(i, j), smallest i + j, with ``ours[p+i:]`` and ``theirs[p+j:]`` agreeing on
    their next SYNC characters (or both ending); else both rests."""
    for total in range(0, 2 * RESYNC_WINDOW + 1):
        for i in range(max(0, total - RESYNC_WINDOW), min(total, RESYNC_WINDOW) + 1):
            j = total - i
            if p + i > len(ours) or p + j > len(theirs):
                continue
            if ours[p + i:p + i + SYNC] == theirs[p + j:p + j + SYNC]:
                return i, j
    return len(ours) - p, len(theirs) - p


def _cut(text: str) -> str:
    return text if len(text) <= EXAMPLE_WIDTH else text[:EXAMPLE_WIDTH] + "..."


def diff_category(ours: str, theirs: str) -> str:
    a, b = differing_parts(ours, theirs)
    return "ours «%s» | peer «%s»" % (_cut(normalize(a)), _cut(normalize(b)))


def mangled_diff_category(name: str, remangled: str) -> str:
    a, b = differing_parts(name, remangled, words=False)
    return "name «%s» | mangle «%s»" % (_cut(re.sub(r"\d+", "N", a)), _cut(re.sub(r"\d+", "N", b)))


def construct(name: str) -> str:
    """The construct ``name`` is filed under when it is not read (see CONSTRUCTS)."""
    found = {f.split(":")[0] for f in features(name)}
    for feature, code in CONSTRUCTS:
        if feature in found:
            return "%s (%s)" % (feature, code)
    return "plain"


def error_reason(exc: DemangleError) -> str:
    return re.sub(r"\d+", "N", _QUOTED.sub("'?'", exc.reason))


def load_deviations(path: Path = DEVIATIONS_FILE) -> dict[tuple[str, str], str]:
    """``(style, name) -> reason`` from a ``style<TAB>reason<TAB>name`` file."""
    found: dict[tuple[str, str], str] = {}
    if path.is_file():
        for line in path.read_text(encoding="ascii").splitlines():
            if line and not line.startswith("#"):
                style, reason, name = line.split("\t")
                found[style, name] = reason
    return found


DEVIATIONS = load_deviations()


def check_name(name: str, llvm: Optional[str], gnu: Optional[str]) -> tuple[bool, list[Failure]]:
    """Whether spirmangle reads ``name``, and its failures against the peers'
    texts (``None``: the peer does not read it)."""
    try:
        sym = demangle(name)
    except DemangleError as exc:
        if llvm is None and gnu is None:
            return False, []
        return False, [Failure("not_read", construct(name), name, theirs=llvm or gnu or "", reason=error_reason(exc),
                               code=mangling_code(name, exc.position))]
    except Exception as exc:  # a crash is a failure to read, reported as such
        if llvm is None and gnu is None:
            return False, []
        reason = "internal error: %s" % type(exc).__name__
        return False, [Failure("not_read", construct(name), name, theirs=llvm or gnu or "", reason=reason,
                               code=reason)]
    failures = []
    texts: dict[str, str] = {}
    for style in ("llvm", "gnu"):
        try:
            texts[style] = sym.format(style)
        except Exception as exc:
            texts[style] = "<%s: %s>" % (type(exc).__name__, exc)
    agrees = {"llvm": gnu is not None and texts["gnu"] == gnu,
              "gnu": llvm is not None and texts["llvm"] == llvm}
    for kind, style, expected in (("llvm_mismatch", "llvm", llvm), ("gnu_mismatch", "gnu", gnu)):
        text = texts[style]
        if expected is None or text == expected:
            continue
        listed = DEVIATIONS.get((style, name))
        # The reason says whether the other peer reads the name as spirmangle does.
        other = "the other peer agrees" if agrees[style] else "the other peer differs too"
        if listed:
            failures.append(Failure("listed", "%s %s" % (style, listed), name, ours=text, theirs=expected))
        else:
            failures.append(Failure(kind, diff_category(text, expected), name, ours=text, theirs=expected,
                                    reason=other))
    try:
        again = mangle(sym.entity, dialect=sym.dialect) + (sym.clone_suffix or "")
    except Exception as exc:
        reason = "%s: %s" % (type(exc).__name__, re.sub(r"\d+", "N", _QUOTED.sub("'?'", str(exc)))[:80])
        failures.append(Failure("roundtrip", reason, name, ours="<%s>" % reason))
    else:
        if again != name:
            failures.append(Failure("roundtrip", mangled_diff_category(name, again), name, ours=again))
    return True, failures


def check_chunk(chunk: Sequence[tuple[str, Optional[str], Optional[str]]]) -> tuple[list[bool], list[Failure]]:
    reads, failures = [], []
    for name, llvm, gnu in chunk:
        read, found = check_name(name, llvm, gnu)
        reads.append(read)
        failures.extend(found)
    return reads, failures


def chunks(items: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def run_spirmangle(names: Sequence[str], llvm: Sequence[Optional[str]], gnu: Sequence[Optional[str]],
                   jobs: int) -> tuple[list[bool], list[Failure]]:
    work = list(zip(names, llvm, gnu))
    reads: list[bool] = []
    failures: list[Failure] = []
    if jobs <= 1:
        results: Iterable[tuple[list[bool], list[Failure]]] = map(check_chunk, chunks(work, WORKER_CHUNK))
        for r, f in results:
            reads += r
            failures += f
        return reads, failures
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with context.Pool(jobs) as pool:
        for r, f in pool.imap(check_chunk, chunks(work, WORKER_CHUNK)):
            reads += r
            failures += f
    return reads, failures


# -- peers -------------------------------------------------------------------------------


def run_peer(tool: str, names: Sequence[str]) -> tuple[list[Optional[str]], list[str]]:
    """The peer's text for each name (``None`` where it leaves the name alone), and
    the names it crashed on (a batch that fails is split until the name is found)."""
    texts: list[Optional[str]] = []
    crashed: list[str] = []
    for batch in chunks(names, PEER_BATCH):
        texts += _peer_batch(tool, batch, crashed)
    return texts, crashed


def _peer_batch(tool: str, batch: Sequence[str], crashed: list[str]) -> list[Optional[str]]:
    result = subprocess.run([tool], input="".join(n + "\n" for n in batch), capture_output=True,
                            text=True, errors="replace")
    lines = result.stdout.split("\n")[:-1]
    if result.returncode == 0 and len(lines) == len(batch):
        return [None if out == name else out for name, out in zip(batch, lines)]
    if len(batch) == 1:
        crashed.append(batch[0])
        return [None]
    half = len(batch) // 2
    return _peer_batch(tool, batch[:half], crashed) + _peer_batch(tool, batch[half:], crashed)


def peer_version(tool: str) -> str:
    out = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.strip().splitlines()
    return " ".join(line.strip() for line in out[:2])


# -- the report --------------------------------------------------------------------------


@dataclass
class Tally:
    """Failures of one kind: counts per category and the shortest examples."""

    count: int = 0
    categories: Counter = field(default_factory=Counter)
    examples: dict[str, list[Failure]] = field(default_factory=lambda: defaultdict(list))
    reasons: Counter = field(default_factory=Counter)
    codes: Counter = field(default_factory=Counter)
    code_examples: dict[str, str] = field(default_factory=dict)

    def add(self, failure: Failure) -> None:
        self.count += 1
        self.categories[failure.category] += 1
        self.examples[failure.category].append(failure)
        if failure.reason:
            self.reasons[failure.reason] += 1
        if failure.code:
            self.codes[failure.code] += 1
            best = self.code_examples.get(failure.code)
            if best is None or (len(failure.name), failure.name) < (len(best), best):
                self.code_examples[failure.code] = failure.name

    def to_json(self, top: int, per_category: int) -> dict[str, Any]:
        return {
            "count": self.count,
            "categories": [
                {"category": cat, "count": n,
                 "examples": [{"name": f.name, "ours": f.ours, "peer": f.theirs, "reason": f.reason}
                              for f in shortest(self.examples[cat], per_category)]}
                for cat, n in ranked(self.categories)[:top]],
            "all_categories": dict(ranked(self.categories)),
            "reasons": dict(ranked(self.reasons)),
            "codes": [{"code": code, "count": n, "example": self.code_examples[code]}
                      for code, n in ranked(self.codes)[:top]],
        }


def ranked(counter: Counter) -> list[tuple[str, int]]:
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))


def shortest(failures: list[Failure], n: int) -> list[Failure]:
    return sorted(failures, key=lambda f: (len(f.name), f.name))[:n]


def load_names(path: Path) -> list[str]:
    names = []
    for line in path.read_text(encoding="ascii", errors="surrogateescape").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            names.append(line)
    return sorted(set(names))


def load_sources(path: Path) -> dict[str, list[str]]:
    sources = {}
    for line in path.read_text(encoding="ascii", errors="surrogateescape").splitlines():
        name, _, labels = line.partition("\t")
        sources[name] = labels.split(",") if labels else []
    return sources


def compare(names: Sequence[str], jobs: int = 2, tools: Optional[dict[str, str]] = None,
            sources: Optional[dict[str, list[str]]] = None, top: int = 10, examples: int = 3) -> dict[str, Any]:
    """Run the comparison on ``names``; the JSON-ready report."""
    tools = tools or {style: tool for style, tool in PEERS}
    times: dict[str, float] = {}
    peer_texts: dict[str, list[Optional[str]]] = {}
    crashes: dict[str, list[str]] = {}
    for style, tool in PEERS:
        exe = tools.get(style)
        if exe and shutil.which(exe):
            start = time.perf_counter()
            peer_texts[style], crashes[style] = run_peer(exe, names)
            times[exe] = time.perf_counter() - start
        else:
            peer_texts[style] = [None] * len(names)
    start = time.perf_counter()
    reads, failures = run_spirmangle(names, peer_texts["llvm"], peer_texts["gnu"], jobs)
    times["spirmangle"] = time.perf_counter() - start
    tallies = {kind: Tally() for kind in KINDS + ("listed",)}
    for failure in failures:
        tallies[failure.kind].add(failure)
    llvm, gnu = peer_texts["llvm"], peer_texts["gnu"]
    read = {
        "spirmangle": sum(reads),
        "llvm-cxxfilt": sum(t is not None for t in llvm),
        "c++filt": sum(t is not None for t in gnu),
        "either peer": sum(a is not None or b is not None for a, b in zip(llvm, gnu)),
        "both peers": sum(a is not None and b is not None for a, b in zip(llvm, gnu)),
    }
    only_ours = [n for n, r, a, b in zip(names, reads, llvm, gnu) if r and a is None and b is None]
    report: dict[str, Any] = {
        "total": len(names),
        "read": read,
        "compared": {"llvm": sum(r and t is not None for r, t in zip(reads, llvm)),
                     "gnu": sum(r and t is not None for r, t in zip(reads, gnu))},
        "tools": {tools[s]: peer_version(tools[s]) for s, _ in PEERS if tools.get(s) and shutil.which(tools[s])},
        "kinds": {kind: tallies[kind].to_json(top, examples) for kind in KINDS},
        "listed": tallies["listed"].to_json(top, examples),
        "only_spirmangle": {"count": len(only_ours),
                            "examples": sorted(only_ours, key=lambda n: (len(n), n))[:examples * 3]},
        "peer_crashes": crashes,
        "times": {k: round(v, 2) for k, v in times.items()},
        "jobs": jobs,
    }
    if sources is not None:
        report["sources"] = per_source(names, reads, llvm, gnu, failures, sources)
    return report


def per_source(names: Sequence[str], reads: Sequence[bool], llvm: Sequence[Optional[str]],
               gnu: Sequence[Optional[str]], failures: Sequence[Failure],
               sources: dict[str, list[str]]) -> dict[str, dict[str, int]]:
    table: dict[str, Counter] = defaultdict(Counter)
    for name, read, a, b in zip(names, reads, llvm, gnu):
        for label in sources.get(name, ["?"]):
            row = table[label]
            row["names"] += 1
            row["spirmangle"] += read
            row["llvm-cxxfilt"] += a is not None
            row["c++filt"] += b is not None
    for failure in failures:
        for label in sources.get(failure.name, ["?"]):
            table[label][failure.kind] += 1
    return {label: dict(table[label]) for label in sorted(table)}


# -- ceilings ----------------------------------------------------------------------------

CEILINGS_COMMENT = ("Written by bench/compare_peers.py --write-ceilings; checked by tests/demangler/test_cxx_corpus.py. "
                    "Counts of today's failures per kind and category: lower them (rerun) when names get fixed.")


def ceilings_of(report: dict[str, Any]) -> dict[str, Any]:
    return {kind: {"total": report["kinds"][kind]["count"],
                   "categories": report["kinds"][kind]["all_categories"]} for kind in KINDS}


def check_ceilings(report: dict[str, Any], ceilings: dict[str, Any]) -> list[str]:
    """The violations of ``ceilings`` (see the module docs); empty when none."""
    problems = []
    for kind in KINDS:
        ceiling = ceilings.get(kind, {"total": 0, "categories": {}})
        now = report["kinds"][kind]
        if now["count"] > ceiling["total"]:
            problems.append("%s: %d names, ceiling %d" % (kind, now["count"], ceiling["total"]))
            continue
        slack = ceiling["total"] - now["count"]
        for category, count in now["all_categories"].items():
            allowed = ceiling["categories"].get(category, 0)
            if count > allowed + slack:
                example = next((c["examples"][0]["name"] for c in now["categories"]
                                if c["category"] == category and c["examples"]), "")
                problems.append("%s: %s: %d names, ceiling %d (+%d slack) e.g. %s"
                                % (kind, category, count, allowed, slack, example))
    return problems


# -- text output -------------------------------------------------------------------------


def format_report(report: dict[str, Any], top: int) -> str:
    lines = []
    total = report["total"]
    lines.append("names: %d" % total)
    lines.append("%-24s %9s %9s" % ("", "read", "not read"))
    for tool, n in report["read"].items():
        lines.append("%-24s %9d %9d" % (tool, n, total - n))
    lines.append("%-24s %9d" % ("read only by spirmangle", report["only_spirmangle"]["count"]))
    titles = {
        "not_read": "a peer reads, spirmangle does not",
        "llvm_mismatch": "llvm style != llvm-cxxfilt (of %d compared)" % report["compared"]["llvm"],
        "gnu_mismatch": "gnu style != c++filt (of %d compared)" % report["compared"]["gnu"],
        "roundtrip": "round trip mangle(demangle(s)) != s (of %d read)" % report["read"]["spirmangle"],
    }
    for kind in KINDS:
        tally = report["kinds"][kind]
        lines.append("")
        lines.append("%s: %d" % (titles[kind], tally["count"]))
        for entry in tally["categories"][:top]:
            ex = entry["examples"][0] if entry["examples"] else None
            lines.append("  %7d  %s" % (entry["count"], entry["category"]))
            if ex:
                lines.append("           e.g. %s" % ex["name"])
                if ex["ours"]:
                    lines.append("                ours: %s" % ex["ours"])
                if ex["peer"]:
                    lines.append("                peer: %s" % ex["peer"])
        if kind == "not_read" and tally["codes"]:
            lines.append("  by the mangling code where the demangler stopped:")
            for entry in tally["codes"][:top]:
                lines.append("  %7d  %-14s e.g. %s" % (entry["count"], entry["code"], entry["example"]))
        if tally["reasons"]:
            lines.append("  by reason:")
            for reason, n in list(tally["reasons"].items())[:top]:
                lines.append("  %7d  %s" % (n, reason))
    listed = report.get("listed")
    if listed and listed["count"]:
        lines.append("")
        lines.append("listed deviations (the peer is wrong, tests/render/test_peer_deviations.py): %d" % listed["count"])
        for entry in listed["categories"][:top]:
            lines.append("  %7d  %s" % (entry["count"], entry["category"]))
    if report["only_spirmangle"]["examples"]:
        lines.append("")
        lines.append("read only by spirmangle, e.g.: " + " ".join(report["only_spirmangle"]["examples"][:6]))
    for style, crashed in report["peer_crashes"].items():
        if crashed:
            lines.append("%s crashed on %d names, e.g. %s" % (style, len(crashed), crashed[0][:200]))
    if "sources" in report:
        lines.append("")
        cols = ("names", "spirmangle", "llvm-cxxfilt", "c++filt") + KINDS
        lines.append("%-18s" % "source" + "".join("%14s" % c for c in cols))
        for label, row in report["sources"].items():
            lines.append("%-18s" % label + "".join("%14d" % row.get(c, 0) for c in cols))
    lines.append("")
    lines.append("times (s): " + ", ".join("%s %.1f" % kv for kv in report["times"].items())
                 + " (spirmangle on %d processes)" % report["jobs"])
    return "\n".join(lines)


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path, help="one mangled name a line")
    ap.add_argument("--json", type=Path, help="write the full report here")
    ap.add_argument("--jobs", type=int, default=2, help="spirmangle processes")
    ap.add_argument("--top", type=int, default=10, help="categories shown per kind")
    ap.add_argument("--examples", type=int, default=3, help="examples kept per category")
    ap.add_argument("--sources", type=Path, help="name<TAB>sources file (make_cxx_corpus's cxx_corpus_sources.tsv)")
    ap.add_argument("--llvm-cxxfilt", default="llvm-cxxfilt-19")
    ap.add_argument("--cxxfilt", default="c++filt")
    ap.add_argument("--check-ceilings", type=Path, help="exit 1 when a count is above its ceiling")
    ap.add_argument("--write-ceilings", type=Path, help="record the counts as the ceilings")
    args = ap.parse_args(argv)
    names = load_names(args.corpus)
    sources = load_sources(args.sources) if args.sources else None
    started = time.perf_counter()
    report = compare(names, args.jobs, {"llvm": args.llvm_cxxfilt, "gnu": args.cxxfilt}, sources,
                     max(args.top, 1000) if args.json else args.top, args.examples)
    report["times"]["total"] = round(time.perf_counter() - started, 2)
    report["corpus"] = str(args.corpus)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    if args.write_ceilings:
        ceilings = {"corpus": args.corpus.name, "_comment": CEILINGS_COMMENT, **ceilings_of(report)}
        args.write_ceilings.write_text(json.dumps(ceilings, indent=1, ensure_ascii=False, sort_keys=True) + "\n")
    print(format_report(report, args.top))
    if args.check_ceilings:
        problems = check_ceilings(report, json.loads(args.check_ceilings.read_text()))
        for problem in problems:
            print("above ceiling: " + problem, file=sys.stderr)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
