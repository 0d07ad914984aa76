"""Catalogue family: vector data load and store (OpenCL C 3.0 s6.15.7) and
miscellaneous vector functions (s6.15.13).

Loads read from a ``const`` pointer in ``__constant`` memory or in the pointer
spaces of the configuration (``__generic``, else ``__global``, ``__local``,
``__private``); stores write through the latter only.  The ``*_half`` forms
convert between ``half`` in memory and ``float`` (or ``double``, cl_khr_fp64)
values; a ``half *`` pointer needs no cl_khr_fp16.  ``vloada_half``/``vstorea_half``
exist for vector widths only, as clang declares them.
"""

from __future__ import annotations

from typing import Mapping

from .core import FLOAT_SCALARS, INTEGER_SCALARS, VSIZES, Decl, rows

LOAD_STORE = "6.15.7"
SCALARS = INTEGER_SCALARS + FLOAT_SCALARS
ROUNDING = ("", "_rte", "_rtz", "_rtp", "_rtn")
PURE = ("pure",)


def _n(n: int) -> str:
    return "" if n == 1 else str(n)


def _loads(name: str, result: str, pointee: str,
           values: tuple[Mapping[str, str], ...]) -> list[Decl]:
    """``result name(size_t offset, const <space> pointee *p)`` in __constant memory
    and in every pointer space of the configuration."""
    return [Decl("%s %s(size_t offset, const %s %s *p)" % (result, name, space, pointee),
                 values, section=LOAD_STORE, attributes=PURE)
            for space in ("__constant", "AS")]


def _vector_load_store() -> list[Decl]:
    decls = []
    for n in VSIZES:
        values = rows(S=SCALARS, V=["%s%d" % (s, n) for s in SCALARS])
        decls += _loads("vload%d" % n, "V", "S", values)
        decls.append(Decl("void vstore%d(V data, size_t offset, AS S *p)" % n, values,
                          section=LOAD_STORE))
    return decls


def _half_load_store() -> list[Decl]:
    decls = []
    for n in (1,) + VSIZES:
        decls += _loads("vload_half%s" % _n(n), "float%s" % _n(n), "half", ({},))
        if n > 1:
            decls += _loads("vloada_half%d" % n, "float%d" % n, "half", ({},))
        values = rows(F=["float%s" % _n(n), "double%s" % _n(n)])
        stores = ["vstore_half"] + (["vstorea_half"] if n > 1 else [])
        decls += [Decl("void %s%s%s(F data, size_t offset, AS half *p)" % (store, _n(n), mode),
                       values, section=LOAD_STORE)
                  for store in stores for mode in ROUNDING]
    return decls


# The mask is the unsigned integer type as wide as an element (ushort for half).
_MASK = {"char": "uchar", "uchar": "uchar", "short": "ushort", "ushort": "ushort",
         "int": "uint", "uint": "uint", "long": "ulong", "ulong": "ulong",
         "float": "uint", "double": "ulong", "half": "ushort"}
SHUFFLE_SIZES = (2, 4, 8, 16)

# x (and y) of width n, mask and result of width m
SHUFFLE = tuple({"X": "%s%d" % (s, n), "M": "%s%d" % (_MASK[s], m), "R": "%s%d" % (s, m)}
                for s in SCALARS for n in SHUFFLE_SIZES for m in SHUFFLE_SIZES)

MISC_VECTOR = [
    Decl("R shuffle(X x, M mask)", SHUFFLE, section="6.15.13", attributes=("const",)),
    Decl("R shuffle2(X x, X y, M mask)", SHUFFLE, section="6.15.13", attributes=("const",)),
]

DECLS: list[Decl] = _vector_load_store() + _half_load_store() + MISC_VECTOR
