"""Where a builtin that one configuration lacks can be found (for ``spirmangle lookup``).

``elsewhere(query, target, cl_std, cl_ext, dialect)`` searches the usual
configurations -- OpenCL C 1.2, 2.0 and 3.0, both dialects, every extension on,
and for a mangled name the other target too -- and returns the ones that have
the builtin (with the extensions it needs there); :func:`hint` words them:
``it is a builtin of CL2.0 and CL3.0 under --dialect spir (with
__opencl_c_device_enqueue)``.  Expanding a configuration takes a moment, so a
query no declaration could produce is answered at once.
"""

from __future__ import annotations

from typing import Any

from ..model.node import dataclass  # (dataclasses.dataclass, made cheaply: start-up)

STANDARDS = ("CL1.2", "CL2.0", "CL3.0")
_DIALECTS = ("clang", "spir")
_TARGETS = ("spir", "spir64")
# Searched when no configuration above has the builtin: C++ for OpenCL (clang
# mangles every builtin there), and OpenCL 3.0 without the generic address space
# (its pointer arguments per named address space).
NO_GENERIC = "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"
_MORE = (("CLC++2021", "", "clang"), ("CL3.0", NO_GENERIC, "clang"),
         ("CLC++2021", NO_GENERIC, "clang"), ("CL3.0", NO_GENERIC, "spir"))


@dataclass(frozen=True)
class Place:
    """A configuration that has the builtin, and the extensions it needs there."""

    target: str
    cl_std: str
    cl_ext: str
    dialect: str
    extensions: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target, "cl_std": self.cl_std, "cl_ext": self.cl_ext,
                "dialect": self.dialect, "extensions": list(self.extensions)}


def _declared_names() -> frozenset[str]:
    """Every builtin name some declaration declares: ``names.tsv``'s (no family
    module imported: start-up, issue 23), or, for a test's own declarations
    (``all_decls`` replaced) or without ``names.tsv``, theirs."""
    from . import ALL_DECLS, all_decls
    from .named import declared_name, families_by_name

    index = families_by_name() if all_decls is ALL_DECLS else None
    if index is not None:
        return frozenset(index)
    return frozenset(declared_name(d) for d in all_decls())


def _possible(query: str) -> bool:
    if query.startswith("_Z"):
        from ..demangler.returns import return_type_of

        return return_type_of(query) is not None
    return query in _declared_names() or any(ch.isupper() for ch in query)  # (NAME placeholders)


def elsewhere(query: str, target: str, cl_std: str, cl_ext: str, dialect: str) -> list[Place]:
    """The configurations (other than the given one) that have ``query``: OpenCL C
    1.2, 2.0 and 3.0 under both dialects; if none, C++ for OpenCL 2021 and 3.0
    without the generic address space; if none, the same for the other target
    (a mangled name only)."""
    if not _possible(query):
        return []
    targets = [target] + ([t for t in _TARGETS if t != target] if query.startswith("_Z") else [])
    for tgt in targets:
        dialects = [dialect] + [x for x in _DIALECTS if x != dialect]
        for configs in ([(std, "", d) for d in dialects for std in STANDARDS], _MORE):
            places = _search(query, tgt, configs, (target, cl_std, cl_ext, dialect))
            if places:
                return places
    return []


def _search(query: str, target: str, configs: "tuple[tuple[str, str, str], ...] | list[tuple[str, str, str]]",
            given: tuple[str, str, str, str]) -> list[Place]:
    from .lint import catalogue, lookup

    places = []
    for std, ext, d in configs:
        if (target, std, ext, d) == given:
            continue
        found = lookup(query, catalogue(target, std, ext, d))
        if found:
            common = set(found[0].extensions).intersection(*(o.extensions for o in found))
            places.append(Place(target, std, ext, d, tuple(sorted(common))))
    return places


def hint(places: list[Place], target: str, cl_ext: str, dialect: str) -> list[str]:
    """Lines saying where the builtin is, grouped by what must change."""
    groups: dict[tuple[str, str, str], list[Place]] = {}
    for p in places:
        groups.setdefault((p.target, p.dialect, p.cl_ext), []).append(p)
    lines = []
    for (tgt, d, ext), group in groups.items():
        options = []
        if tgt != target:
            options.append("--target %s" % tgt)
        if d != dialect:
            options.append("--dialect %s" % d)
        if ext != cl_ext:
            options.append("--cl-ext=%s" % ext if ext else "without --cl-ext=%s" % cl_ext)
        stds = [p.cl_std for p in group]
        where = stds[0] if len(stds) == 1 else "%s and %s" % (", ".join(stds[:-1]), stds[-1])
        line = "it is a builtin of %s" % where
        if options:
            line += " under " + " ".join(options)
        extensions = sorted({e for p in group for e in p.extensions})
        if extensions:
            line += " (with %s)" % ", ".join(extensions)
        lines.append(line)
    return lines


def similar_names(query: str) -> list[str]:
    """Declared builtin names close to ``query`` (a misspelt name)."""
    import difflib

    return difflib.get_close_matches(query, sorted(_declared_names()), n=3, cutoff=0.8)
