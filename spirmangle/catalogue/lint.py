"""Looking builtins up and checking LLVM IR against the catalogue.

* :func:`lookup` finds the overloads of a configuration by builtin name or by
  mangled symbol.
* :func:`check_ir` reads LLVM IR text and reports every ``declare``d or
  ``call``ed ``_Z`` function that is not a builtin of the configuration (and
  not defined in the module), naming the closest real overloads when the
  symbol's ``_Z<len><name>`` prefix names a real builtin.
* modules (IR text, bitcode or SPIR-V) are judged by
  :mod:`spirmangle.library.checking`, over this module's catalogue and :func:`closest`.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Iterator, Mapping, Optional

from ..model.node import dataclass  # (dataclasses.dataclass, made cheaply: start-up)

if TYPE_CHECKING:
    from .core import Decl, Overload


class _BySymbol(Mapping[str, "Overload"]):
    """mangled symbol -> overload, expanding only the name a symbol spells."""

    def __init__(self, cat: "Catalogue") -> None:
        self.cat = cat

    def __getitem__(self, symbol: str) -> "Overload":
        parts = split_symbol(symbol)
        found = self.cat.symbols_of(parts[0] if parts is not None else symbol).get(symbol)
        if found is None:
            raise KeyError(symbol)
        return found

    def __iter__(self) -> Iterator[str]:
        return (o.mangled for o in self.cat.overloads)

    def __len__(self) -> int:
        return len(self.cat.overloads)


class _ByName(Mapping[str, "tuple[Overload, ...]"]):
    """builtin name -> its overloads (a name with none is not a key)."""

    def __init__(self, cat: "Catalogue") -> None:
        self.cat = cat

    def __getitem__(self, name: str) -> "tuple[Overload, ...]":
        found = self.cat.named(name)
        if not found:
            raise KeyError(name)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys(o.name for o in self.cat.overloads))

    def __len__(self) -> int:
        return sum(1 for _ in self)


class Catalogue:
    """The overloads of one configuration, indexed by mangled symbol and by name.

    Lazy: a name's overloads are expanded the first time it is asked for
    (:mod:`spirmangle.catalogue.named`), the whole configuration only when it is
    iterated (``overloads``, iterating ``by_symbol`` or ``by_name``)."""

    def __init__(self, target: str = "spir64", cl_std: str = "CL3.0", cl_ext: str = "",
                 dialect: str = "clang") -> None:
        from ..config import get_dialect, get_target, language
        from . import ALL_DECLS, all_decls

        self.config = (target, cl_std, cl_ext, dialect)
        self._target = get_target(target)
        self._lang = language(cl_std, cl_ext)
        self._dialect = get_dialect(dialect).name
        # The declarations: every family's, or (when they are the package's own,
        # not a test's) only those of the names asked for (named.indexed_decls).
        self._decls: Optional[tuple["Decl", ...]] = None if all_decls is ALL_DECLS else all_decls()
        self._named: dict[str, tuple["Overload", ...]] = {}
        self._symbols: dict[str, dict[str, "Overload"]] = {}
        self._all: Optional[tuple["Overload", ...]] = None
        self._near: dict[str, "NearMisses"] = {}
        self.by_symbol: Mapping[str, "Overload"] = _BySymbol(self)
        self.by_name: Mapping[str, tuple["Overload", ...]] = _ByName(self)

    @property
    def overloads(self) -> tuple["Overload", ...]:
        """Every overload of the configuration (expanded once)."""
        if self._all is None:
            from . import overloads

            self._all = tuple(overloads(self._target, lang=self._lang, dialect=self._dialect))
        return self._all

    def named(self, name: str) -> tuple["Overload", ...]:
        """The overloads of the builtin ``name`` (empty if it is none here)."""
        found = self._named.get(name)
        if found is None:
            from .named import decls_by_name, expand_named, indexed_decls

            decls = indexed_decls(name) if self._decls is None else None
            if decls is None:
                decls = decls_by_name(self.decls()).get(name, ())
            found = expand_named(decls, self._target, self._lang, self._dialect) if decls else ()
            self._named[name] = found
        return found

    def symbols_of(self, name: str) -> dict[str, "Overload"]:
        """mangled symbol -> overload, for the overloads of ``name``."""
        found = self._symbols.get(name)
        if found is None:
            found = self._symbols[name] = {o.mangled: o for o in self.named(name)}
        return found

    def decls(self) -> tuple["Decl", ...]:
        """Every declaration of the catalogue."""
        if self._decls is None:
            from . import all_decls

            self._decls = all_decls()
        return self._decls

    def names(self) -> frozenset[str]:
        """Every builtin name some declaration declares (in any configuration)."""
        from .named import decls_by_name, families_by_name

        index = families_by_name() if self._decls is None else None
        return frozenset(index if index is not None else decls_by_name(self.decls()))

    def near_misses(self, name: str) -> "NearMisses":
        """The overloads of ``name`` prepared for :func:`closest` (once per name)."""
        found = self._near.get(name)
        if found is None:
            found = self._near[name] = NearMisses(self.named(name))
        return found


@lru_cache(maxsize=16)
def catalogue(target: str = "spir64", cl_std: str = "CL3.0", cl_ext: str = "",
              dialect: str = "clang") -> Catalogue:
    """The indexed overloads of one configuration (cached: call ``catalogue.cache_clear()``
    after changing the declarations); raises ValueError for a bad configuration."""
    return Catalogue(target, cl_std, cl_ext, dialect)


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
    from ..demangler.returns import return_type_of

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


SPIRV_FRIENDLY_PREFIX = "__spirv_"


def judged(symbol: str) -> bool:
    """Whether ``check`` judges ``symbol``: a function of the global namespace
    (``_Z<len><name>``, as every mangled builtin is), not a SPIR-V friendly
    ``__spirv_*`` one.  C++ names in namespaces or classes (``_ZN``), operators and
    special names are the program's own, never builtins."""
    parts = split_symbol(symbol)
    return parts is not None and not parts[0].startswith(SPIRV_FRIENDLY_PREFIX)


def spirv_friendly(symbol: str) -> bool:
    """Whether ``symbol`` is a ``__spirv_*`` function (SPIR-V friendly IR), mangled or not."""
    parts = split_symbol(symbol)
    return (parts[0] if parts else symbol).startswith(SPIRV_FRIENDLY_PREFIX)


def format_finding(path: str, f: Finding) -> list[str]:
    """The report lines of one finding: ``FILE:LINE: unknown builtin SYMBOL`` plus notes
    (``FILE:`` alone when the line is unknown: 0)."""
    where = "%s:%d" % (path, f.line) if f.line else path
    out = ["%s: unknown builtin %s" % (where, f.symbol)]
    for o in f.suggestions:
        out.append("%s: note: closest overload: %s  %s" % (where, o.mangled, o.prototype))
    if f.elsewhere:
        out.append("%s: note: %s is a builtin of another configuration "
                   "(check --cl-std, --target and --cl-ext)" % (where, f.symbol))
    return out
