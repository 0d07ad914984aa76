"""Catalogue family: explicit conversions (OpenCL C 3.0 s6.4.3).

``destType convert_destType<_sat><_roundingMode>(sourceType)`` for every pair of
scalar types and every width N, the source having the same N.  Integer
destinations take ``_sat`` and the four rounding modes in every combination;
floating-point destinations take the rounding modes only (the spec forbids
``_sat`` for them and clang declares none).
``double`` and ``half`` on either side need cl_khr_fp64 / cl_khr_fp16.
"""

from __future__ import annotations

from .core import FLOAT_SCALARS, INTEGER_SCALARS, SIZES, Decl, rows

SECTION = "6.4.3"
SCALARS = INTEGER_SCALARS + FLOAT_SCALARS
ROUNDING = ("", "_rte", "_rtz", "_rtp", "_rtn")


def _suffixes(destination: str) -> tuple[str, ...]:
    if destination in FLOAT_SCALARS:
        return ROUNDING
    return ROUNDING + tuple("_sat" + r for r in ROUNDING)


def _type(scalar: str, n: int) -> str:
    return scalar if n == 1 else "%s%d" % (scalar, n)


DECLS: list[Decl] = [
    # the destination is a placeholder too, so that it implies its extension
    Decl("D convert_%s%s(S x)" % (_type(dest, n), suffix),
         rows(D=_type(dest, n), S=[_type(src, n) for src in SCALARS]), section=SECTION,
         attributes=("const",))
    for dest in SCALARS
    for n in SIZES
    for suffix in _suffixes(dest)
]
