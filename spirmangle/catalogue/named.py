"""The catalogue by builtin name: one name's overloads without expanding the rest.

A configuration's whole catalogue (tens of thousands of overloads) takes seconds
to expand and mangle; most questions are about a few names (``remangle`` of one
builtin, ``lookup fract``, the builtins one module calls).  :func:`decls_named`
indexes the declarations by the function name their template declares, once per
set of declarations, and :func:`expand_named` expands only that name's, in
catalogue order: the same overloads, in the same order, as
:func:`spirmangle.catalogue.overloads` lists for that name.

Importing every family module (building its declarations) takes a good part of
a command's start-up, so ``names.tsv`` beside this module says which families
declare each builtin name (``name<TAB>family,family``): :func:`indexed_decls`
imports only those.  It is written from the declarations by ``python -m
spirmangle.catalogue.named``, committed and shipped; a test regenerates it and
fails on any difference (tests/catalogue/test_catalogue_index.py).
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from ..config import LanguageOptions, Target
    from .core import Decl, Overload

NAMES_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "names.tsv")
_DECLARED = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(")

# (the declarations indexed, name -> their declarations): rebuilt when the
# catalogue's declarations are not the same objects (tests swap them)
_last: Optional[tuple[tuple["Decl", ...], dict[str, tuple["Decl", ...]]]] = None


def declared_name(decl: "Decl") -> str:
    """The function name a declaration's template declares (``fract``)."""
    m = _DECLARED.search(decl.template)
    return m.group(1) if m else ""


def _same(a: tuple["Decl", ...], b: tuple["Decl", ...]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def decls_by_name(decls: tuple["Decl", ...]) -> dict[str, tuple["Decl", ...]]:
    """name -> the declarations of that name, in catalogue order (cached for ``decls``)."""
    global _last
    if _last is not None and _same(_last[0], decls):
        return _last[1]
    found = _by_name(decls)
    _last = (decls, found)
    return found


def _by_name(decls: tuple["Decl", ...]) -> dict[str, tuple["Decl", ...]]:
    index: dict[str, list["Decl"]] = {}
    for d in decls:
        index.setdefault(declared_name(d), []).append(d)
    return {k: tuple(v) for k, v in index.items()}


def expand_named(decls: tuple["Decl", ...], target: "Target", lang: "LanguageOptions",
                 dialect: str) -> tuple["Overload", ...]:
    """The overloads of some declarations of one name, each mangled name once."""
    from .core import expand

    seen: set[str] = set()
    out = []
    for o in expand(decls, target, lang, dialect):
        if o.mangled not in seen:
            seen.add(o.mangled)
            out.append(o)
    return tuple(out)


@lru_cache(maxsize=None)
def families_by_name() -> Optional[dict[str, tuple[str, ...]]]:
    """name -> the families that declare it, from ``names.tsv`` (None if absent)."""
    try:
        with open(NAMES_FILE, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    return {name: tuple(families.split(",")) for name, families in
            (line.split("\t") for line in lines if line)}


@lru_cache(maxsize=None)
def _family_by_name(family: str) -> dict[str, tuple["Decl", ...]]:
    from . import family_decls

    return _by_name(family_decls(family))


def indexed_decls(name: str) -> Optional[tuple["Decl", ...]]:
    """The declarations of the builtin ``name`` in catalogue order (as
    ``decls_by_name(all_decls())`` has them), importing only the families
    ``names.tsv`` lists for it; None when there is no ``names.tsv``."""
    index = families_by_name()
    if index is None:
        return None
    return tuple(d for family in index.get(name, ()) for d in _family_by_name(family).get(name, ()))


def render_names() -> str:
    """The text of ``names.tsv``: each declared name (sorted) and its families in
    catalogue order."""
    from . import FAMILIES, family_decls

    found: dict[str, list[str]] = {}
    for family in FAMILIES:
        for name in dict.fromkeys(declared_name(d) for d in family_decls(family)):
            found.setdefault(name, []).append(family)
    return "".join("%s\t%s\n" % (name, ",".join(found[name])) for name in sorted(found))


def main(argv: Optional[list[str]] = None) -> int:
    """``python -m spirmangle.catalogue.named [--check]``: write ``names.tsv`` (with
    ``--check``: write nothing, exit 1 if it is stale)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m spirmangle.catalogue.named",
                                     description="Regenerate names.tsv, the families "
                                                 "that declare each builtin name.")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the file differs from the catalogue")
    args = parser.parse_args(argv)
    text = render_names()
    current = None
    if os.path.exists(NAMES_FILE):
        with open(NAMES_FILE, encoding="utf-8") as f:
            current = f.read()
    if args.check:
        print("up to date" if current == text else "stale: %s" % NAMES_FILE)
        return 0 if current == text else 1
    with open(NAMES_FILE, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote", NAMES_FILE)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
