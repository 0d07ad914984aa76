"""Looking builtins up and checking LLVM IR against the catalogue.

* :func:`lookup` finds the overloads of a configuration by builtin name or by
  mangled symbol.
* :func:`check_ir` reads LLVM IR text and reports every ``declare``d or
  ``call``ed ``_Z`` function that is not a builtin of the configuration (and
  not defined in the module), naming the closest real overloads when the
  symbol's ``_Z<len><name>`` prefix names a real builtin.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Optional

if TYPE_CHECKING:
    from .core import Overload


@dataclass(frozen=True)
class Catalogue:
    """The overloads of one configuration, indexed by mangled symbol and by name."""

    overloads: tuple["Overload", ...]
    by_symbol: dict[str, "Overload"] = field(compare=False)
    by_name: dict[str, tuple["Overload", ...]] = field(compare=False)
    _near: dict[str, "NearMisses"] = field(default_factory=dict, compare=False, repr=False)

    def near_misses(self, name: str) -> "NearMisses":
        """The overloads of ``name`` prepared for :func:`closest` (once per name)."""
        found = self._near.get(name)
        if found is None:
            found = self._near[name] = NearMisses(self.by_name.get(name, ()))
        return found


@lru_cache(maxsize=8)
def catalogue(target: str = "spir64", cl_std: str = "CL3.0", cl_ext: str = "",
              dialect: str = "clang") -> Catalogue:
    """The indexed overloads of one configuration (cached: call ``catalogue.cache_clear()``
    after changing the declarations)."""
    from . import overloads

    found = tuple(overloads(target, cl_std, cl_ext, dialect))
    by_name: dict[str, list["Overload"]] = {}
    for o in found:
        by_name.setdefault(o.name, []).append(o)
    return Catalogue(found, {o.mangled: o for o in found},
                     {k: tuple(v) for k, v in by_name.items()})


def lookup(query: str, cat: Catalogue) -> list["Overload"]:
    """The overloads matching ``query``: a mangled symbol (``_Z...``, or an unmangled
    builtin's symbol such as ``printf``) or a builtin name."""
    if query.startswith("_Z"):
        found = cat.by_symbol.get(query)
        return [found] if found is not None else []
    return list(cat.by_name.get(query, ()))


def versions(o: "Overload") -> str:
    """``CL1.0+`` or ``CL1.0 to CL1.2`` (``until`` is exclusive: last version before it)."""
    if o.until is None:
        return o.since + "+"
    from ..config import CL_VERSIONS

    before = [v for v, n in CL_VERSIONS.items() if n < CL_VERSIONS[o.until]]
    last = before[-1] if before else o.until
    return o.since if last == o.since else "%s to %s" % (o.since, last)


def describe(o: "Overload") -> str:
    """A multi-line description of one overload for ``spirmangle lookup``."""
    lines = [
        o.mangled,
        "  prototype:  %s" % o.prototype,
        "  versions:   %s" % versions(o),
        "  extensions: %s" % (" ".join(o.extensions) or "-"),
        "  attributes: %s" % (" ".join(o.attributes) or "-"),
        "  section:    %s" % (o.section or "-"),
    ]
    return "\n".join(lines)


# ------------------------------------------------------------ near misses

_PREFIX = re.compile(r"_Z(\d+)")


def split_symbol(symbol: str) -> Optional[tuple[str, str]]:
    """``_Z5fractDv4_fPS_`` -> (``fract``, ``Dv4_fPS_``); None if not ``_Z<len><name>``."""
    m = _PREFIX.match(symbol)
    if m is None:
        return None
    length = int(m.group(1))
    start = m.end()
    name = symbol[start:start + length]
    if len(name) != length:
        return None
    return name, symbol[start + length:]


def _params_of(o: "Overload") -> str:
    parts = split_symbol(o.mangled)
    return parts[1] if parts else o.mangled


class NearMisses:
    """The overloads of one builtin name, ranked against a symbol's mangled parameters.

    The rank is difflib's ratio (``2 M / T``: M matched characters, T both lengths),
    which is slow to compute.  M is at most the length of the longest common
    subsequence, so ``2 LCS / T`` bounds the ratio; the LCS of the parameters and
    every overload at once is one bit-parallel pass (Hyyrö's algorithm) over an
    integer holding each overload's parameters side by side.  Overloads are then
    ranked by that bound and their exact ratio computed only while the bound can
    still beat the last one kept.
    """

    def __init__(self, overloads: Iterable["Overload"]) -> None:
        self.overloads = tuple(overloads)
        params = [_params_of(o) for o in self.overloads]
        # One SequenceMatcher per overload: difflib indexes the second sequence once.
        self.matchers = [difflib.SequenceMatcher(None, "", p) for p in params]
        self.lengths = [len(p) for p in params]
        self.offsets: list[int] = []
        self.masks: dict[str, int] = {}  # character -> its positions in every overload
        self.full = offset = 0
        for p in params:
            for i, ch in enumerate(p):
                self.masks[ch] = self.masks.get(ch, 0) | 1 << (offset + i)
            self.full |= ((1 << len(p)) - 1) << offset
            self.offsets.append(offset)
            offset += len(p) + 1  # a zero guard bit stops the carries between overloads

    def common_lengths(self, text: str) -> list[int]:
        """The LCS length of ``text`` and each overload's parameters."""
        full, masks = self.full, self.masks
        v = full
        for ch in text:
            u = v & masks.get(ch, 0)
            v = ((v + u) | (v - u)) & full
        return [n - bin((v >> at) & ((1 << n) - 1)).count("1")
                for at, n in zip(self.offsets, self.lengths)]

    def closest(self, text: str, limit: int) -> list["Overload"]:
        """The ``limit`` overloads of the highest ratio to ``text``, ties in catalogue order."""
        bounds = []
        for index, (common, n) in enumerate(zip(self.common_lengths(text), self.lengths)):
            total = len(text) + n
            bounds.append((-(2.0 * common / total if total else 1.0), index))
        bounds.sort()
        best: list[tuple[float, int]] = []  # (-ratio, index), the best first
        for negative_bound, index in bounds:
            if len(best) == limit and -negative_bound < -best[-1][0]:
                break
            matcher = self.matchers[index]
            matcher.set_seq1(text)
            best.append((-matcher.ratio(), index))
            best.sort()
            del best[limit:]
        return [self.overloads[index] for _, index in best]


def closest(symbol: str, cat: Catalogue, limit: int = 3) -> list["Overload"]:
    """The overloads of the builtin ``symbol`` names whose mangled parameters are most
    like ``symbol``'s (difflib's ratio, ties in catalogue order); empty if the name is
    no builtin of the configuration."""
    parts = split_symbol(symbol)
    if parts is None:
        return []
    name, params = parts
    return cat.near_misses(name).closest(params, limit)


def known_elsewhere(symbol: str) -> bool:
    """Whether ``symbol`` is a builtin of one of the configurations the return-type
    index covers (a hint that another --cl-std/--target/--cl-ext would accept it)."""
    from ..returns import return_type_of

    return return_type_of(symbol) is not None


# ---------------------------------------------------------------- checking

# A function symbol used in IR: @_Z...( or @"_Z..."(
_USE = re.compile(r'@"?(_Z[A-Za-z0-9_$.]*?)"?\s*\(')
_DEFINE = re.compile(r'^\s*define\b[^@]*@"?(_Z[A-Za-z0-9_$.]*?)"?\s*\(')


@dataclass(frozen=True)
class Finding:
    """One unknown builtin: where it first appears and the closest real overloads."""

    line: int
    symbol: str
    suggestions: tuple["Overload", ...] = ()
    elsewhere: bool = False


def check_ir(lines: Iterable[str], cat: Catalogue) -> list[Finding]:
    """Every ``_Z`` function used or declared in ``lines`` that is not a builtin of ``cat``
    nor defined in the module, once per symbol at its first line.  One pass: memory
    holds a line and the distinct symbols, not the module."""
    defined: set[str] = set()
    first_use: dict[str, int] = {}  # symbol -> first line, in order of appearance
    for number, line in enumerate(lines, 1):
        if "@_Z" not in line and '@"_Z' not in line:
            continue
        m = _DEFINE.match(line)
        if m:
            defined.add(m.group(1))
        if line.lstrip().startswith(";"):
            continue
        for m in _USE.finditer(line):
            symbol = m.group(1)
            if symbol not in first_use and symbol not in cat.by_symbol:
                first_use[symbol] = number
    return [Finding(number, symbol, tuple(closest(symbol, cat)), known_elsewhere(symbol))
            for symbol, number in first_use.items() if symbol not in defined]


def format_finding(path: str, f: Finding) -> list[str]:
    """The report lines of one finding: ``FILE:LINE: unknown builtin SYMBOL`` plus notes."""
    out = ["%s:%d: unknown builtin %s" % (path, f.line, f.symbol)]
    for o in f.suggestions:
        out.append("%s:%d: note: closest overload: %s  %s" % (path, f.line, o.mangled, o.prototype))
    if f.elsewhere:
        out.append("%s:%d: note: %s is a builtin of another configuration "
                   "(check --cl-std, --target and --cl-ext)" % (path, f.line, f.symbol))
    return out
