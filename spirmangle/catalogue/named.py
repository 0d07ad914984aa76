"""The catalogue by builtin name: one name's overloads without expanding the rest.

A configuration's whole catalogue (tens of thousands of overloads) takes seconds
to expand and mangle; most questions are about a few names (``remangle`` of one
builtin, ``lookup fract``, the builtins one module calls).  :func:`decls_named`
indexes the declarations by the function name their template declares, once per
set of declarations, and :func:`expand_named` expands only that name's, in
catalogue order: the same overloads, in the same order, as
:func:`spirmangle.catalogue.overloads` lists for that name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from ..config import LanguageOptions, Target
    from .core import Decl, Overload

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
    index: dict[str, list["Decl"]] = {}
    for d in decls:
        index.setdefault(declared_name(d), []).append(d)
    found = {k: tuple(v) for k, v in index.items()}
    _last = (decls, found)
    return found


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
