"""The checks the demangler fuzzer (bench/fuzz_demangle.py) runs on each name.

Every name goes through the public API only.  Failures (kind, then a category
that tells root causes apart: stage, exception type, the spirmangle function
that raised it):

* ``escape``: something but DemangleError leaves demangle(), Symbol.format()
  in any style, str(Symbol), Symbol.to_json() (or the JSON is not
  serializable), spirmangle.explain.core.explain() or its text and JSON forms, or
  mangle() of what was read (a MangleError there is a ``roundtrip``);
* ``roundtrip``: for an accepted name, ``mangle(sym.entity, dialect=sym.dialect,
  target=...)`` raises MangleError, or ``demangle(that, sym.dialect)`` (with the
  name's clone suffix after it) raises, formats differently in some style or
  reads to another model, or that name does not mangle back to itself;
* ``noncanonical`` (no failure: counted and grouped apart): the name mangles
  back to another name of the same model, a spelling compilers do not write
  (tests/demangler/test_noncanonical.py lists the classes, grouped here by
  :func:`noncanonical_class`);
* ``explain``: explain() accepts a name demangle() rejects or the reverse, or
  reads an accepted name differently (its opencl text);
* ``slow`` and ``hang`` are the runner's (bench/fuzz_demangle.py).
"""

from __future__ import annotations

import json
import re
import time
import traceback
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import spirmangle
from spirmangle import DemangleError, MangleError, demangle, limits, mangle
from spirmangle.explain.core import explain
from spirmangle.explain.format import to_json_text as explain_json, to_text as explain_text
from spirmangle.demangler.symbol import clone_suffix_text

STYLES = ("opencl", "llvm", "gnu")
# The reader's refusals of an inheriting constructor's substitutions that clang and
# g++ number differently (spirmangle.demangler.special): under clang's numbering, and
# under g++'s (the constructor template, or its base in its arguments).
REFUSED_ON_PURPOSE = ("a substitution after an inheriting constructor's base class refers to a "
                      "candidate that clang and g++ number differently",
                      "a substitution of the inheriting constructor template, or of its base in "
                      "its arguments")
DETAIL = 300  # characters of a failure's detail kept
STAGE = ["demangle"]  # the stage check_name is in (for the hang guard's report)


class Hang(BaseException):
    """Raised by the per-name alarm; a BaseException so no ``except Exception`` eats it."""


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


def _reason(exc: Exception) -> str:
    """A DemangleError's reason (another error's message) with numbers removed,
    to group alike ones."""
    return "".join("#" if c.isdigit() else c for c in str(getattr(exc, "reason", exc)))[:80]


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
    except MangleError as exc:
        return Failure("roundtrip", "roundtrip mangle MangleError: %s" % _reason(exc),
                       "mangle(%s, %s): %s" % (sym.dialect, target, _describe(exc)))
    except Exception as exc:
        return _escape("mangle", exc)
    try:
        # A shorter (canonical) spelling of the same entity has a smaller default
        # output bound: the original's applies.
        bound = max(limits.MIN_OUTPUT, limits.OUTPUT_FACTOR * len(sym.mangled))
        sym2 = demangle(again, sym.dialect, max_output=bound)
        texts2 = {style: sym2.format(style) for style in STYLES}
    except DemangleError as exc:
        if any(reason in str(exc.reason) for reason in REFUSED_ON_PURPOSE):
            # The canonical spelling is refused on purpose (clang and g++ number the
            # candidates after an inheriting constructor's base otherwise: tests/
            # test_inheriting_ctors.py); the name is a longer spelling no compiler
            # writes, read exactly (tests/data/campaign20_roundtrip.tsv, kind refused).
            return Failure("noncanonical", "noncanonical canonical spelling refused (inheriting "
                           "constructor)", _clip("-> %s: %s" % (again, _describe(exc))))
        return Failure("roundtrip", "roundtrip re-demangle DemangleError: %s" % _reason(exc),
                       "%s -> %s" % (again, _describe(exc)))
    except Exception as exc:
        return Failure("roundtrip", "roundtrip re-demangle %s at %s" % (type(exc).__name__, _where(exc)),
                       "%s -> %s" % (again, _describe(exc)))
    differ = [style for style in STYLES if texts[style] != texts2[style]]
    if differ and "opencl" not in differ:
        # A peer's misreading may depend on the spelling (c++filt numbers PU3AS1Ks
        # written twice otherwise than its substitution S0_): the model's readings in
        # that style's manner must agree.
        differ = [style for style in differ if _exact(sym, style) != _exact(sym2, style)]
    if not differ or _renumbered_closure_params(sym, sym2, texts, texts2, differ):
        return _same_model(sym, sym2, again, target)
    style = differ[0]
    same_name = "same name" if again == sym.mangled else "remangled"
    return Failure("roundtrip", "roundtrip mismatch (%s; %s; %s)" % (sym.dialect, same_name, ",".join(differ)),
                   _clip("%s [%s] %r -> %s -> %r" % (again, style, texts[style], sym.dialect, texts2[style])))


_CLOSURE_PARAM = re.compile(r"\$(TT|T|N)[0-9]*")


def _renumbered_closure_params(sym: spirmangle.Symbol, sym2: spirmangle.Symbol, texts: dict[str, str],
                               texts2: dict[str, str], differ: list[str]) -> bool:
    """Whether the two spellings read to one model and their texts differ only in
    the names of closure template parameters ($T, $T0, $N0...): LLVM numbers a
    closure's template parameters again where the closure is written again (a
    local entity that starts with a substitution, ``Z...E N S5_ ... E``, mangles
    back writing that prefix in full), and the llvm and opencl styles print as it
    does on both spellings (tests/data/campaign20_roundtrip.tsv, kind peer)."""
    try:
        with limits.headroom():
            if sym2.entity != sym.entity:
                return False
    except RecursionError:
        return False
    return all(_CLOSURE_PARAM.sub("$", texts[style]) == _CLOSURE_PARAM.sub("$", texts2[style])
               for style in differ)


def _exact(sym: spirmangle.Symbol, style: str) -> Optional[str]:
    """The model's reading in ``style``'s manner (None where c++filt's manner has none)."""
    try:
        return sym.format(style, exact=True)
    except DemangleError:
        return None


def _same_model(sym: spirmangle.Symbol, sym2: spirmangle.Symbol, again: str,
                target: str) -> Optional[Failure]:
    """A name that mangles back to ``again`` (read as ``sym2``), printed alike: the
    same model, and ``again`` canonical (it mangles back to itself); then None if
    ``again`` is the name, else the non-canonical spelling's class."""
    try:
        with limits.headroom():
            same = sym2.entity == sym.entity
    except RecursionError:  # (deeper than the bound: the printed texts agreed)
        same = True
    name = sym.mangled + sym.clone_suffix
    if not same:
        return Failure("roundtrip", "roundtrip model differs (%s)" % sym.dialect,
                       _clip("%s -> %s" % (name, again)))
    if again == name:
        return None
    try:
        third = mangle(sym2.entity, target=target, dialect=sym.dialect) + sym2.clone_suffix
    except MangleError as exc:
        return Failure("roundtrip", "roundtrip canonical name: MangleError: %s" % _reason(exc),
                       _clip("%s -> %s: %s" % (name, again, _describe(exc))))
    if third != again:
        return Failure("roundtrip", "roundtrip canonical name mangles otherwise (%s)" % sym.dialect,
                       _clip("%s -> %s -> %s" % (name, again, third)))
    return Failure("noncanonical", "noncanonical " + noncanonical_class(name, again),
                   _clip("-> " + again))


_ZEROS = re.compile(r"(?<![0-9])0+(?=[0-9])")
_QUALIFIER_RUN = re.compile(r"(?:[rVK]|U[1-9][0-9]*[A-Za-z_][A-Za-z0-9_]*?(?=[rVK]|U[1-9]|[a-zA-Z]))+")


def noncanonical_class(name: str, canonical: str) -> str:
    """The listed class(es) of a non-canonical spelling (a heuristic, for grouping
    the fuzzer's report): leading zeros, a qualifier order, N <one name> E, a type
    written again where its substitution stands; "other" for the rest."""
    classes = []
    unzeroed = _ZEROS.sub("", name)
    if unzeroed != name:
        classes.append("leading zeros")
        name = unzeroed
    if name != canonical and len(name) == len(canonical) and sorted(name) == sorted(canonical):
        classes.append("qualifier order")
    elif name != canonical and name.count("N") > canonical.count("N") and \
            name.count("E") > canonical.count("E") and len(name) - len(canonical) <= 2:
        classes.append("N <one name> E")
    elif canonical.count("S") > name.count("S") or len(canonical) < len(name) and "S" in canonical:
        classes.append("no substitution")
    elif len(canonical) < len(name):
        classes.append("shorter")
    elif name != canonical:
        classes.append("other")
    return "+".join(classes)


def _read(name: str, failures: list[Failure]) -> tuple[Optional[spirmangle.Symbol], Optional[DemangleError],
                                                       dict[str, str]]:
    """demangle() and every printing of the symbol: (symbol, its DemangleError, texts)."""
    try:
        sym = demangle(name)
    except DemangleError as exc:
        return None, exc, {}
    except Exception as exc:
        failures.append(_escape("demangle", exc))
        return None, None, {}
    texts: dict[str, str] = {}
    for style in STYLES:
        try:
            texts[style] = sym.format(style)
        except DemangleError as exc:  # e.g. an output bound reached while printing
            return sym, exc, {}
        except Exception as exc:
            failures.append(_escape("format %s" % style, exc))
            return sym, None, {}
    calls: tuple[tuple[str, Callable[[], str]], ...] = (
        ("str", lambda: str(sym)), ("to_json", lambda: json.dumps(sym.to_json())))
    for stage, call in calls:
        try:
            call()
        except DemangleError as exc:
            return sym, exc, {}
        except Exception as exc:
            failures.append(_escape(stage, exc))
            return sym, None, {}
    return sym, None, texts


def explained(name: str, rate: float) -> bool:
    """Whether ``name`` is among the ``rate`` of names explain() is checked on
    (decided by a hash of the name: the same on every run)."""
    return rate >= 1.0 or zlib.crc32(name.encode("utf-8", "surrogatepass")) % 10_000 < rate * 10_000


def check_explain(name: str, sym: Optional[spirmangle.Symbol], texts: dict[str, str],
                  error: Optional[DemangleError]) -> Optional[Failure]:
    """explain() of the name: no escape, and it accepts what demangle() accepts
    (``sym``; ``error`` when it rejects) and reads it alike (``texts``, when printed)."""
    try:
        e = explain(name)
        explain_text(e)
        explain_json(e)  # (encoded as the command encodes it)
    except DemangleError:
        return None  # explain's own bounds
    except Exception as exc:
        return _escape("explain", exc)
    reading = e.readings[0]
    if error is not None and reading.error is None:
        return Failure("explain", "explain accepts what demangle rejects: %s" % _reason(error),
                       _clip("demangle: %s; explain: %r" % (error, reading.demangled)))
    if sym is not None and reading.error is not None:
        reason = "".join("#" if c.isdigit() else c for c in str(reading.error[1]))[:80]
        return Failure("explain", "explain rejects what demangle accepts: %s" % reason,
                       _clip("explain: %s; demangle: %r" % (reading.error, texts.get("opencl", ""))))
    if texts and reading.demangled + clone_suffix_text(e.clone_suffix, "opencl") != texts["opencl"]:
        return Failure("explain", "explain reads differently (%s)" % reading.dialect,
                       _clip("explain: %r; demangle: %r" % (reading.demangled, texts["opencl"])))
    return None


def check_name(name: str, explain_rate: float = 1.0, timings: Optional[dict[str, float]] = None,
               failures: Optional[list[Failure]] = None) -> tuple[bool, list[Failure]]:
    """(accepted, failures) for one name: every check but the timing ones.
    STAGE[0] names the stage running (for a hang); ``timings`` gets the CPU
    seconds of each stage; the failures are appended to ``failures`` as they are
    found (so a caller interrupted by a hang has those found before it)."""
    if failures is None:
        failures = []
    clock = _Clock(timings)
    STAGE[0] = "demangle/format"
    sym, error, texts = _read(name, failures)
    clock.lap("demangle/format")
    accepted = bool(texts)
    if accepted:
        assert sym is not None
        STAGE[0] = "roundtrip"
        failure = roundtrip(sym, texts)
        clock.lap("roundtrip")
        if failure is not None:
            failures.append(failure)
    printed = accepted or sym is None or error is None  # not stopped by an output bound
    if printed and (sym is not None or error is not None) and explained(name, explain_rate):
        STAGE[0] = "explain"
        failure = check_explain(name, sym, texts, error)
        clock.lap("explain")
        if failure is not None:
            failures.append(failure)
    return accepted, failures


class _Clock:
    """CPU time per stage, into ``timings`` (nothing when it is None)."""

    def __init__(self, timings: Optional[dict[str, float]]) -> None:
        self.timings = timings
        self.last = time.process_time() if timings is not None else 0.0

    def lap(self, stage: str) -> None:
        if self.timings is not None:
            now = time.process_time()
            self.timings[stage] = self.timings.get(stage, 0.0) + now - self.last
            self.last = now
