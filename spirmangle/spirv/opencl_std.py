"""The OpenCL.std extended instruction set as SPIR-V friendly calls ``__spirv_ocl_<name>``.

The table lists every instruction of the OpenCL.std 1.00 extended instruction
set (SPIR-V Extended Instructions for OpenCL, revision 10): its name, its
opcode and its operands as the specification names them.  The SPIR-V LLVM
translator (``llvm-spirv -r --spirv-target-env=SPV-IR``) writes an
``OpExtInst`` as a call to ``__spirv_ocl_<name>`` whose parameters are the
operands:

* integer operands are signless (mangled signed) except for the ``u_*``
  instructions, whose integer operands are unsigned;
* ``vloadn``, ``vload_half``, ``vload_halfn`` and ``vloada_halfn`` carry their
  result type as a suffix (``__spirv_ocl_vloadn_Rfloat4``);
* the literal operands ``n`` (vector size) and ``mode`` (rounding mode) are
  ``int`` parameters;
* ``printf``'s variadic operands follow the format.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Optional


class ExtInst(NamedTuple):
    name: str                   # the instruction name (``s_max``, ``vloadn``)
    opcode: int
    operands: tuple[str, ...]   # operand names of the specification


OPENCL_STD: tuple[ExtInst, ...] = (
    ExtInst("acos", 0, ("x",)),
    ExtInst("acosh", 1, ("x",)),
    ExtInst("acospi", 2, ("x",)),
    ExtInst("asin", 3, ("x",)),
    ExtInst("asinh", 4, ("x",)),
    ExtInst("asinpi", 5, ("x",)),
    ExtInst("atan", 6, ("x",)),
    ExtInst("atan2", 7, ("y", "x")),
    ExtInst("atanh", 8, ("x",)),
    ExtInst("atanpi", 9, ("x",)),
    ExtInst("atan2pi", 10, ("y", "x")),
    ExtInst("cbrt", 11, ("x",)),
    ExtInst("ceil", 12, ("x",)),
    ExtInst("copysign", 13, ("x", "y")),
    ExtInst("cos", 14, ("x",)),
    ExtInst("cosh", 15, ("x",)),
    ExtInst("cospi", 16, ("x",)),
    ExtInst("erfc", 17, ("x",)),
    ExtInst("erf", 18, ("x",)),
    ExtInst("exp", 19, ("x",)),
    ExtInst("exp2", 20, ("x",)),
    ExtInst("exp10", 21, ("x",)),
    ExtInst("expm1", 22, ("x",)),
    ExtInst("fabs", 23, ("x",)),
    ExtInst("fdim", 24, ("x", "y")),
    ExtInst("floor", 25, ("x",)),
    ExtInst("fma", 26, ("a", "b", "c")),
    ExtInst("fmax", 27, ("x", "y")),
    ExtInst("fmin", 28, ("x", "y")),
    ExtInst("fmod", 29, ("x", "y")),
    ExtInst("fract", 30, ("x", "ptr")),
    ExtInst("frexp", 31, ("x", "exp")),
    ExtInst("hypot", 32, ("x", "y")),
    ExtInst("ilogb", 33, ("x",)),
    ExtInst("ldexp", 34, ("x", "k")),
    ExtInst("lgamma", 35, ("x",)),
    ExtInst("lgamma_r", 36, ("x", "signp")),
    ExtInst("log", 37, ("x",)),
    ExtInst("log2", 38, ("x",)),
    ExtInst("log10", 39, ("x",)),
    ExtInst("log1p", 40, ("x",)),
    ExtInst("logb", 41, ("x",)),
    ExtInst("mad", 42, ("a", "b", "c")),
    ExtInst("maxmag", 43, ("x", "y")),
    ExtInst("minmag", 44, ("x", "y")),
    ExtInst("modf", 45, ("x", "iptr")),
    ExtInst("nan", 46, ("nancode",)),
    ExtInst("nextafter", 47, ("x", "y")),
    ExtInst("pow", 48, ("x", "y")),
    ExtInst("pown", 49, ("x", "y")),
    ExtInst("powr", 50, ("x", "y")),
    ExtInst("remainder", 51, ("x", "y")),
    ExtInst("remquo", 52, ("x", "y", "quo")),
    ExtInst("rint", 53, ("x",)),
    ExtInst("rootn", 54, ("x", "y")),
    ExtInst("round", 55, ("x",)),
    ExtInst("rsqrt", 56, ("x",)),
    ExtInst("sin", 57, ("x",)),
    ExtInst("sincos", 58, ("x", "cosval")),
    ExtInst("sinh", 59, ("x",)),
    ExtInst("sinpi", 60, ("x",)),
    ExtInst("sqrt", 61, ("x",)),
    ExtInst("tan", 62, ("x",)),
    ExtInst("tanh", 63, ("x",)),
    ExtInst("tanpi", 64, ("x",)),
    ExtInst("tgamma", 65, ("x",)),
    ExtInst("trunc", 66, ("x",)),
    ExtInst("half_cos", 67, ("x",)),
    ExtInst("half_divide", 68, ("x", "y")),
    ExtInst("half_exp", 69, ("x",)),
    ExtInst("half_exp2", 70, ("x",)),
    ExtInst("half_exp10", 71, ("x",)),
    ExtInst("half_log", 72, ("x",)),
    ExtInst("half_log2", 73, ("x",)),
    ExtInst("half_log10", 74, ("x",)),
    ExtInst("half_powr", 75, ("x", "y")),
    ExtInst("half_recip", 76, ("x",)),
    ExtInst("half_rsqrt", 77, ("x",)),
    ExtInst("half_sin", 78, ("x",)),
    ExtInst("half_sqrt", 79, ("x",)),
    ExtInst("half_tan", 80, ("x",)),
    ExtInst("native_cos", 81, ("x",)),
    ExtInst("native_divide", 82, ("x", "y")),
    ExtInst("native_exp", 83, ("x",)),
    ExtInst("native_exp2", 84, ("x",)),
    ExtInst("native_exp10", 85, ("x",)),
    ExtInst("native_log", 86, ("x",)),
    ExtInst("native_log2", 87, ("x",)),
    ExtInst("native_log10", 88, ("x",)),
    ExtInst("native_powr", 89, ("x", "y")),
    ExtInst("native_recip", 90, ("x",)),
    ExtInst("native_rsqrt", 91, ("x",)),
    ExtInst("native_sin", 92, ("x",)),
    ExtInst("native_sqrt", 93, ("x",)),
    ExtInst("native_tan", 94, ("x",)),
    ExtInst("s_abs", 141, ("x",)),
    ExtInst("s_abs_diff", 142, ("x", "y")),
    ExtInst("s_add_sat", 143, ("x", "y")),
    ExtInst("u_add_sat", 144, ("x", "y")),
    ExtInst("s_hadd", 145, ("x", "y")),
    ExtInst("u_hadd", 146, ("x", "y")),
    ExtInst("s_rhadd", 147, ("x", "y")),
    ExtInst("u_rhadd", 148, ("x", "y")),
    ExtInst("s_clamp", 149, ("x", "minval", "maxval")),
    ExtInst("u_clamp", 150, ("x", "minval", "maxval")),
    ExtInst("clz", 151, ("x",)),
    ExtInst("ctz", 152, ("x",)),
    ExtInst("s_mad_hi", 153, ("a", "b", "c")),
    ExtInst("u_mad_sat", 154, ("x", "y", "z")),
    ExtInst("s_mad_sat", 155, ("x", "y", "z")),
    ExtInst("s_max", 156, ("x", "y")),
    ExtInst("u_max", 157, ("x", "y")),
    ExtInst("s_min", 158, ("x", "y")),
    ExtInst("u_min", 159, ("x", "y")),
    ExtInst("s_mul_hi", 160, ("x", "y")),
    ExtInst("rotate", 161, ("v", "i")),
    ExtInst("s_sub_sat", 162, ("x", "y")),
    ExtInst("u_sub_sat", 163, ("x", "y")),
    ExtInst("u_upsample", 164, ("hi", "lo")),
    ExtInst("s_upsample", 165, ("hi", "lo")),
    ExtInst("popcount", 166, ("x",)),
    ExtInst("s_mad24", 167, ("x", "y", "z")),
    ExtInst("u_mad24", 168, ("x", "y", "z")),
    ExtInst("s_mul24", 169, ("x", "y")),
    ExtInst("u_mul24", 170, ("x", "y")),
    ExtInst("u_abs", 201, ("x",)),
    ExtInst("u_abs_diff", 202, ("x", "y")),
    ExtInst("u_mul_hi", 203, ("x", "y")),
    ExtInst("u_mad_hi", 204, ("a", "b", "c")),
    ExtInst("fclamp", 95, ("x", "minval", "maxval")),
    ExtInst("degrees", 96, ("radians",)),
    ExtInst("fmax_common", 97, ("x", "y")),
    ExtInst("fmin_common", 98, ("x", "y")),
    ExtInst("mix", 99, ("x", "y", "a")),
    ExtInst("radians", 100, ("degrees",)),
    ExtInst("step", 101, ("edge", "x")),
    ExtInst("smoothstep", 102, ("edge0", "edge1", "x")),
    ExtInst("sign", 103, ("x",)),
    ExtInst("cross", 104, ("p0", "p1")),
    ExtInst("distance", 105, ("p0", "p1")),
    ExtInst("length", 106, ("p",)),
    ExtInst("normalize", 107, ("p",)),
    ExtInst("fast_distance", 108, ("p0", "p1")),
    ExtInst("fast_length", 109, ("p",)),
    ExtInst("fast_normalize", 110, ("p",)),
    ExtInst("bitselect", 186, ("a", "b", "c")),
    ExtInst("select", 187, ("a", "b", "c")),
    ExtInst("vloadn", 171, ("offset", "p", "n")),
    ExtInst("vstoren", 172, ("data", "offset", "p")),
    ExtInst("vload_half", 173, ("offset", "p")),
    ExtInst("vload_halfn", 174, ("offset", "p", "n")),
    ExtInst("vstore_half", 175, ("data", "offset", "p")),
    ExtInst("vstore_half_r", 176, ("data", "offset", "p", "mode")),
    ExtInst("vstore_halfn", 177, ("data", "offset", "p")),
    ExtInst("vstore_halfn_r", 178, ("data", "offset", "p", "mode")),
    ExtInst("vloada_halfn", 179, ("offset", "p", "n")),
    ExtInst("vstorea_halfn", 180, ("data", "offset", "p")),
    ExtInst("vstorea_halfn_r", 181, ("data", "offset", "p", "mode")),
    ExtInst("shuffle", 182, ("x", "shuffle_mask")),
    ExtInst("shuffle2", 183, ("x", "y", "shuffle_mask")),
    ExtInst("printf", 184, ("format", "additional_arguments")),
    ExtInst("prefetch", 185, ("ptr", "num_elements")),
)

BY_NAME = {i.name: i for i in OPENCL_STD}
# Operands that are literal integers in the instruction (``int`` parameters).
LITERALS = frozenset({"n", "mode"})
# Instructions whose result type is part of the function name.
RESULT_SUFFIX = frozenset({"vloadn", "vload_half", "vload_halfn", "vloada_halfn"})
# Operand lists that are not "gentype" (a scalar among vectors stays a scalar).
NOT_GENTYPE = frozenset({"vloadn", "vstoren", "vload_half", "vload_halfn", "vstore_half",
                         "vstore_half_r", "vstore_halfn", "vstore_halfn_r", "vloada_halfn",
                         "vstorea_halfn", "vstorea_halfn_r", "shuffle", "shuffle2", "printf",
                         "prefetch"})

# OpenCL C builtins that name one instruction per element kind: float, signed, unsigned.
BY_KIND = {
    "max": ("fmax", "s_max", "u_max"), "min": ("fmin", "s_min", "u_min"),
    "clamp": ("fclamp", "s_clamp", "u_clamp"),
    "abs": (None, "s_abs", "u_abs"), "abs_diff": (None, "s_abs_diff", "u_abs_diff"),
    "add_sat": (None, "s_add_sat", "u_add_sat"), "sub_sat": (None, "s_sub_sat", "u_sub_sat"),
    "hadd": (None, "s_hadd", "u_hadd"), "rhadd": (None, "s_rhadd", "u_rhadd"),
    "mad_hi": (None, "s_mad_hi", "u_mad_hi"), "mad_sat": (None, "s_mad_sat", "u_mad_sat"),
    "mul_hi": (None, "s_mul_hi", "u_mul_hi"), "mad24": (None, "s_mad24", "u_mad24"),
    "mul24": (None, "s_mul24", "u_mul24"),
    # the translator writes every upsample as u_upsample
    "upsample": (None, "u_upsample", "u_upsample"),
}
# OpenCL C builtins the translator writes as core instructions, not OpenCL.std ones.
CORE = frozenset({"popcount"})

_VECTOR_IO = (
    (re.compile(r"vload([0-9]+)"), "vloadn"),
    (re.compile(r"vstore([0-9]+)"), "vstoren"),
    (re.compile(r"vload_half"), "vload_half"),
    (re.compile(r"vload_half([0-9]+)"), "vload_halfn"),
    (re.compile(r"vloada_half([0-9]+)"), "vloada_halfn"),
    (re.compile(r"vstore_half"), "vstore_half"),
    (re.compile(r"vstore_half_rt[enpz]"), "vstore_half_r"),
    (re.compile(r"vstore_half([0-9]+)"), "vstore_halfn"),
    (re.compile(r"vstore_half([0-9]+)_rt[enpz]"), "vstore_halfn_r"),
    (re.compile(r"vstorea_half([0-9]+)"), "vstorea_halfn"),
    (re.compile(r"vstorea_half([0-9]+)_rt[enpz]"), "vstorea_halfn_r"),
)
ROUNDING = {"rte": 0, "rtz": 1, "rtp": 2, "rtn": 3}  # FPRoundingMode


def instruction(builtin: str, kind: str) -> Optional[ExtInst]:
    """The OpenCL.std instruction an OpenCL C builtin becomes, for arguments whose
    element kind is ``float``, ``signed`` or ``unsigned``; None when there is none."""
    if builtin in CORE:
        return None
    if builtin in BY_KIND:
        choice = BY_KIND[builtin][("float", "signed", "unsigned").index(kind)]
        return BY_NAME[choice] if choice else None
    for pattern, name in _VECTOR_IO:
        if pattern.fullmatch(builtin):
            return BY_NAME[name]
    return BY_NAME.get(builtin)
