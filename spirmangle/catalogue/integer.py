"""Catalogue family: integer functions (OpenCL C 3.0 s6.15.3) and cl_khr_extended_bit_ops.

``gentype`` is every integer scalar and vector type; ``ugentype`` is its
unsigned counterpart of the same width (``abs``, ``abs_diff`` return it).
``max``/``min``/``clamp`` (integer overloads included) belong to the math family.
"""

from __future__ import annotations

from typing import Mapping

from .core import INTEGER_SCALARS, Decl, rows, vec

SECTION = "6.15.3"
CONST = ("const",)

_UNSIGNED = dict(zip(INTEGER_SCALARS, ("uchar", "uchar", "ushort", "ushort", "uint", "uint",
                                       "ulong", "ulong")))
_SIGNED = dict(zip(INTEGER_SCALARS, ("char", "char", "short", "short", "int", "int",
                                     "long", "long")))

# gentype T in lock-step with its unsigned (U) and signed (S) counterparts
GENTYPE = rows(T=[t for s in INTEGER_SCALARS for t in vec(s)],
               U=[t for s in INTEGER_SCALARS for t in vec(_UNSIGNED[s])],
               S=[t for s in INTEGER_SCALARS for t in vec(_SIGNED[s])])
INT32 = rows(T=vec("int") + vec("uint"))

# upsample(hi, lo): hi of the narrow type, lo its unsigned form, result twice as wide
_WIDER = {"char": "short", "uchar": "ushort", "short": "int", "ushort": "uint",
          "int": "long", "uint": "ulong"}
UPSAMPLE = rows(R=[t for s in _WIDER for t in vec(_WIDER[s])],
                H=[t for s in _WIDER for t in vec(s)],
                L=[t for s in _WIDER for t in vec(_UNSIGNED[s])])


def _integer(template: str, values: tuple[Mapping[str, str], ...] = GENTYPE,
             since: str = "CL1.0") -> Decl:
    return Decl(template, values, section=SECTION, since=since, attributes=CONST)


INTEGER = [
    _integer("U abs(T x)"),
    _integer("U abs_diff(T x, T y)"),
    *[_integer("T %s(T x, T y)" % name)
      for name in ("add_sat", "hadd", "rhadd", "mul_hi", "rotate", "sub_sat")],
    _integer("T clz(T x)"),
    _integer("T ctz(T x)", since="CL2.0"),
    _integer("T mad_hi(T a, T b, T c)"),
    _integer("T mad_sat(T a, T b, T c)"),
    _integer("R upsample(H hi, L lo)", UPSAMPLE),
    _integer("T popcount(T x)", since="CL1.2"),
    _integer("T mad24(T x, T y, T z)", INT32),
    _integer("T mul24(T x, T y)", INT32),
]

# clang defines cl_khr_extended_bit_ops (for SPIR) from OpenCL C 2.0 on
EXTENDED_BIT_OPS = [
    Decl(template, GENTYPE, section="cl_khr_extended_bit_ops", since="CL2.0",
         extensions=("cl_khr_extended_bit_ops",), attributes=CONST)
    for template in (
        "T bitfield_insert(T base, T insert, uint offset, uint count)",
        "S bitfield_extract_signed(T base, uint offset, uint count)",
        "U bitfield_extract_unsigned(T base, uint offset, uint count)",
        "T bit_reverse(T base)",
    )
]

DECLS: list[Decl] = INTEGER + EXTENDED_BIT_OPS
