"""The catalogue of OpenCL C builtin overloads, described declaratively by family.

Each family module defines ``DECLS``, a list of :class:`~.core.Decl`.  This
module gathers them and expands them for one configuration.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Optional

from typing import TYPE_CHECKING

from ..config import LanguageOptions, Target, get_dialect, get_target, language

if TYPE_CHECKING:  # the core imports the prototype parser (and Lark): load it on use
    from .core import Decl, Overload

FAMILIES = (
    "math",          # math, common, geometric, relational
    "integer",       # integer functions
    "conversions",   # convert_<T><N>[_sat][_<rounding>]
    "vectors",       # vload/vstore (incl. half), shuffle, shuffle2
    "atomics",       # legacy atom_*/atomic_* and C11 atomics, float atomics
    "sync",          # work-item, barriers/fences, address-space functions, async copies,
                     # prefetch, events, clocks, printf
    "images",        # image read/write/query
    "groups",        # work-group and sub-group functions (incl. cl_khr_subgroup_*)
    "enqueue",       # device enqueue and pipe builtins in clang's form
    "vendor",        # intel, amd, arm, integer dot product
    "spir",          # builtins only the SPIR 2.0 text mangles
)


@lru_cache(maxsize=None)
def family_decls(family: str) -> "tuple[Decl, ...]":
    """The declarations of one family module."""
    module = importlib.import_module("%s.%s" % (__name__, family))
    return tuple(module.DECLS)


def all_decls() -> "tuple[Decl, ...]":
    """Every declaration of every family, in family order."""
    return tuple(d for family in FAMILIES for d in family_decls(family))


# (the package's own all_decls: a test that replaces it gets a catalogue of its
# declarations, never one read through names.tsv: spirmangle.catalogue.lint.Catalogue)
ALL_DECLS = all_decls


def overloads(target: "str | Target" = "spir64", cl_std: str = "CL3.0", cl_ext: str = "",
              dialect: str = "clang", lang: Optional[LanguageOptions] = None) -> "list[Overload]":
    """Every builtin overload of one configuration, each with its mangled name.

    A mangled name that two declarations produce (an overload declared twice,
    as the spec does across sections) is listed once.
    """
    from .core import expand

    tgt = get_target(target)
    options = lang if lang is not None else language(cl_std, cl_ext)
    seen: set[str] = set()
    out = []
    for o in expand(all_decls(), tgt, options, get_dialect(dialect).name):
        if o.mangled not in seen:
            seen.add(o.mangled)
            out.append(o)
    return out
