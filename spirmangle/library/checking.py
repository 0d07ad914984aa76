"""What :func:`spirmangle.check` (and ``spirmangle check``) reports on a module.

Every function a module declares or calls and does not define is judged against
the configuration's catalogue (the target and OpenCL version the module states,
unless given; spir64 and CL3.0 stand in for what neither says):

* a ``_Z<len><name>`` function that is no builtin: ``unknown-builtin``, with the
  closest overloads of the same name (or of a name one or two edits away: a
  misspelling) and the configurations that have it;
* a ``__spirv_*`` function that no builtin of the configuration becomes and that
  is none of :mod:`spirmangle.spirv.forms` (the translator's printf, pipe and
  generic-cast forms, SYCL's declarations): ``unknown-spirv-builtin``;
* an unmangled declaration whose name is (or is one or two edits from) a builtin's
  name, declared without ``overloadable``: ``unmangled-near-miss``;
* with ``spirv_friendly``, an OpenCL builtin the translator writes as ``__spirv_*``
  calls: ``opencl-in-spirv-friendly-ir``.

``allow`` patterns (globs over the symbol, its demangling or its function name)
leave a function out (vendor builtins the catalogue lacks).
"""

from __future__ import annotations

import fnmatch
from typing import TYPE_CHECKING, Callable, Iterable, Mapping, Optional, Sequence

from ..model.node import dataclass  # (dataclasses.dataclass, made cheaply: start-up)
from .records import Configuration, Finding, Suggestion

if TYPE_CHECKING:
    from ..catalogue.core import Overload as CatalogueOverload
    from ..catalogue.lint import Catalogue
    from ..demangler.symbol import Symbol
    from ..modules.input import ModuleFunction, ModuleInfo

DEFAULT_TARGET = "spir64"
DEFAULT_CL_STD = "CL3.0"
NEAR = 2  # edits that make a name a misspelling of another


@dataclass(frozen=True)
class Checked:
    """A module, the configuration it was judged in and what was found."""

    info: "ModuleInfo"
    target: str
    cl_std: str
    cl_ext: str
    dialect: str
    from_module: tuple[str, ...]
    findings: tuple[Finding, ...]


def edit_distance(a: str, b: str, limit: int = NEAR) -> int:
    """Levenshtein distance of ``a`` and ``b``, or ``limit + 1`` once it is over ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > limit:
            return limit + 1
        previous = current
    return previous[-1]


def demangled_text(symbol: str, dialect: str = "auto") -> Optional[str]:
    """The opencl-style demangling of ``symbol``, None if it has none; ``dialect``
    as a module's (spirmangle.modules.input.read_dialect: ``__spirv_`` names stay
    ``auto``)."""
    if not symbol.startswith("_Z"):
        return None
    from ..modules.input import read_dialect
    from ..demangler.symbol import demangle

    try:
        return str(demangle(symbol, read_dialect(symbol, dialect)).format("opencl"))
    except MemoryError:
        raise
    except Exception:  # DemangleError, or one name's bug: no text, the check goes on
        return None


def module_text(read: Callable[["ModuleFunction"], "Optional[Symbol]"],
                f: "ModuleFunction") -> Optional[str]:
    """The opencl-style demangling of a module's function as ``read`` (the module's
    spirmangle.modules.readings.ModuleReader) reads it, None if it has none."""
    if not f.name.startswith("_Z"):
        return None
    try:
        symbol = read(f)
        return None if symbol is None else str(symbol.format("opencl"))
    except MemoryError:
        raise
    except Exception:  # one name's bug: no text, the check goes on
        return None


def allowed(symbol: str, patterns: Sequence[str], text: Optional[str] = None) -> bool:
    """Whether a glob of ``patterns`` matches the symbol, its demangling (``text``,
    else as ``auto`` reads it) or its name."""
    if not patterns:
        return False
    from ..catalogue.lint import split_symbol

    parts = split_symbol(symbol)
    if text is None:
        text = demangled_text(symbol)
    texts = [symbol, text or "", parts[0] if parts else ""]
    return any(fnmatch.fnmatchcase(t, p) for p in patterns for t in texts if t)


def read_allow_file(path: str) -> list[str]:
    """The patterns of an allow file: one a line; blank lines and ``#`` comments skipped."""
    with open(path, encoding="utf-8") as f:
        lines = [line.split("#", 1)[0].strip() for line in f]
    return [line for line in lines if line]


def check_info(info: "ModuleInfo", target: Optional[str] = None, cl_std: Optional[str] = None,
               cl_ext: str = "", dialect: str = "clang", allow: Sequence[str] = (),
               spirv_friendly: bool = False,
               readings: "Optional[Mapping[str, Optional[Symbol]]]" = None) -> Checked:
    """Judge a module read by :mod:`spirmangle.modules.input`; ValueError for a bad
    configuration.  Its names read as the module says (``symbols`` reads them so:
    spirmangle.modules.readings), or as ``readings`` has them (a public module's,
    whose record has no IR signatures)."""
    from ..config import get_dialect, language
    from .builtins import catalogue_of

    from_module = tuple(k for k, given, found in (("target", target, info.target),
                                                 ("cl_std", cl_std, info.cl_std))
                        if given is None and found is not None)
    tgt = target or info.target or DEFAULT_TARGET
    std = cl_std or info.cl_std or DEFAULT_CL_STD
    d = get_dialect(dialect).name
    language(std, cl_ext)
    cat = catalogue_of(tgt, std, cl_ext, d)
    from ..modules.readings import ModuleReader

    reader = ModuleReader(info)  # (the module decides how its names read)
    read = reader.function if readings is None else (lambda f: readings.get(f.name))

    def text(f: "ModuleFunction") -> Optional[str]:
        return module_text(read, f)

    functions = [f for f in info.functions
                 if not f.defined and not (allow and allowed(f.name, allow, text(f)))]
    findings = _builtins(functions, cat, text) + _spirv(functions, cat, text)
    if spirv_friendly:
        findings += _opencl_in_spirv(functions, cat, text)
    return Checked(info, tgt, std, cl_ext, d, from_module, tuple(findings))


def _builtins(functions: Iterable["ModuleFunction"], cat: "Catalogue",
              text: "Callable[[ModuleFunction], Optional[str]]") -> list[Finding]:
    from ..catalogue.lint import judged, spirv_friendly

    target, cl_std, cl_ext, dialect = cat.config
    out = []
    for f in functions:
        if f.name in cat.by_symbol or spirv_friendly(f.name):
            continue
        if judged(f.name):
            out.append(Finding("unknown-builtin", f.name, f.line, text(f),
                               tuple(Suggestion(o.mangled, o.prototype) for o in near_overloads(f.name, cat)),
                               tuple(_elsewhere(f.name, target, cl_std, cl_ext, dialect))))
        elif not f.name.startswith(("_Z", "__")):
            found = _unmangled_near_miss(f, cat)
            if found is not None:
                out.append(found)
    return out


def _elsewhere(symbol: str, target: str, cl_std: str, cl_ext: str, dialect: str) -> list[Configuration]:
    from .builtins import other_configurations

    return other_configurations(symbol, target, cl_std, cl_ext, dialect)


def near_names(name: str, cat: "Catalogue") -> list[str]:
    """The builtin names of the configuration at most :data:`NEAR` edits from
    ``name``, nearest first."""
    scored = []
    for candidate in cat.names():
        distance = edit_distance(name, candidate)
        if distance <= NEAR and cat.named(candidate):
            scored.append((distance, candidate))
    return [n for _, n in sorted(scored)]


def near_overloads(symbol: str, cat: "Catalogue", limit: int = 3) -> "list[CatalogueOverload]":
    """The closest overloads of the builtin ``symbol`` names, or of the builtin
    name nearest its name (a misspelling); none for a name that is near no builtin."""
    from ..catalogue.lint import closest, split_symbol

    found = closest(symbol, cat, limit)
    parts = split_symbol(symbol)
    if found or parts is None or parts[0] in cat.by_name:
        return found
    names = near_names(parts[0], cat)
    return cat.near_misses(names[0]).closest(parts[1], limit) if names else []


def _unmangled_near_miss(f: "ModuleFunction", cat: "Catalogue") -> Optional[Finding]:
    names = near_names(f.name, cat)
    if not names:
        return None
    return Finding("unmangled-near-miss", f.name, f.line, None,
                   tuple(Suggestion(o.mangled, o.prototype) for o in cat.named(names[0])[:3]))


def _spirv(functions: Iterable["ModuleFunction"], cat: "Catalogue",
           text: "Callable[[ModuleFunction], Optional[str]]") -> list[Finding]:
    from ..catalogue.lint import spirv_friendly
    from ..spirv import function_name, spirv_index
    from ..spirv.describe import closest_spirv
    from ..spirv.forms import symbol_matches

    target, cl_std, cl_ext, _ = cat.config
    out = []
    for f in functions:
        if f.name in cat.by_symbol or not spirv_friendly(f.name):
            continue
        if f.name in spirv_index(target, cl_std, cl_ext) or symbol_matches(f.name, cl_std):
            continue
        name = function_name(f.name) or f.name
        near = [n for n in closest_spirv(f.name, target, cl_std, cl_ext)
                if edit_distance(function_name(n) or n, name) <= NEAR]
        out.append(Finding("unknown-spirv-builtin", f.name, f.line, text(f),
                           tuple(Suggestion(n) for n in near)))
    return out


def _opencl_in_spirv(functions: Iterable["ModuleFunction"], cat: "Catalogue",
                     text: "Callable[[ModuleFunction], Optional[str]]") -> list[Finding]:
    from ..config import get_target
    from ..spirv import spirv_form

    tgt = get_target(cat.config[0])
    out = []
    for f in functions:
        o = cat.by_symbol.get(f.name)
        form = spirv_form(o, tgt) if o is not None else None
        if form is not None and form.kind == "spirv":
            out.append(Finding("opencl-in-spirv-friendly-ir", f.name, f.line,
                               text(f), tuple(Suggestion(c) for c in form.calls)))
    return out
