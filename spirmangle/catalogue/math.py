"""Catalogue family: math (OpenCL C 3.0 s6.15.2), the integer ``max``/``min``/``clamp``
(s6.15.3), common (s6.15.4), geometric (s6.15.5) and relational (s6.15.6) functions.

Placeholders follow the spec's generic type names, expanded in lock-step per row:

* ``T``: gentype (float, double or half, scalar or vector of 2, 3, 4, 8, 16);
* ``S``: its scalar element type (``sgentype``);
* ``I``: ``intn`` of the same width (``frexp``, ``ilogb``, ``ldexp``, ``pown``...);
* ``U``: the unsigned integer of the element's size (``nan``'s ``nancode``);
* ``R``: a relational result: ``int`` for scalars, a vector of the signed integer
  of the element's size (int, long, short) for vectors.

``double`` and ``half`` rows need cl_khr_fp64 / cl_khr_fp16 (added by the core).
Pointer arguments (``fract``, ``frexp``, ``lgamma_r``, ``modf``, ``remquo``,
``sincos``) take the ``AS`` placeholder: ``__generic`` where the generic address
space exists, else one overload each for ``__global``, ``__local`` and ``__private``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from .core import (
    FLOAT_SCALARS,
    INTEGER_SCALARS,
    SIGNED_SCALARS,
    SIZES,
    VSIZES,
    Decl,
    DeclConditions,
    rows,
    vec,
)

if TYPE_CHECKING:
    from typing_extensions import Unpack

CONST = ("const",)
Rows = Sequence[Mapping[str, str]]

# the signed and unsigned integers of a scalar's size
_SIGNED_OF = {"float": "int", "double": "long", "half": "short",
              "char": "char", "uchar": "char", "short": "short", "ushort": "short",
              "int": "int", "uint": "int", "long": "long", "ulong": "long"}
_UNSIGNED_OF = {"float": "uint", "double": "ulong", "half": "ushort",
                "char": "uchar", "uchar": "uchar", "short": "ushort", "ushort": "ushort",
                "int": "uint", "uint": "uint", "long": "ulong", "ulong": "ulong"}


def _width(scalar: str, n: int) -> str:
    return scalar if n == 1 else "%s%d" % (scalar, n)


def gentype(scalars: Iterable[str] = FLOAT_SCALARS, sizes: Iterable[int] = SIZES) -> Rows:
    """One row per scalar and width, with the T/S/I/U/R columns described above."""
    out = []
    for s in scalars:
        for n in sizes:
            out.append({"T": _width(s, n), "S": s, "I": _width("int", n),
                        "U": _width(_UNSIGNED_OF[s], n),
                        "R": "int" if n == 1 else _width(_SIGNED_OF[s], n)})
    return tuple(out)


GENTYPE = gentype()
VECTORS = gentype(sizes=VSIZES)           # the vector-with-scalar-argument variants
FLOAT_ONLY = gentype(("float",))         # half_* and native_*
GEOMETRIC = gentype(sizes=(1, 2, 3, 4))  # geometric functions take up to 4 components


def _decls(templates: Iterable[str], values: Rows = GENTYPE, section: str = "6.15.2",
           attributes: tuple[str, ...] = CONST, **options: Unpack[DeclConditions]
           ) -> list[Decl]:
    return [Decl(t, values, section=section, attributes=attributes, **options) for t in templates]


# ------------------------------------------------------------- 6.15.2 math

_UNARY = ("acos acosh acospi asin asinh asinpi atan atanh atanpi cbrt ceil cos cosh cospi "
          "erfc erf exp exp2 exp10 expm1 fabs floor lgamma log log2 log10 log1p logb rint "
          "round rsqrt sin sinh sinpi sqrt tan tanh tanpi tgamma trunc").split()
_BINARY = ("atan2 atan2pi copysign fdim fmax fmin fmod hypot maxmag minmag nextafter pow "
           "powr remainder").split()

MATH = [
    *_decls("T %s(T x)" % f for f in _UNARY),
    *_decls("T %s(T x, T y)" % f for f in _BINARY),
    *_decls(["T fma(T a, T b, T c)", "T mad(T a, T b, T c)"]),
    # fmax/fmin also take a scalar y with a vector x
    *_decls(["T fmax(T x, S y)", "T fmin(T x, S y)"], VECTORS),
    *_decls(["I ilogb(T x)", "T ldexp(T x, I k)", "T pown(T x, I y)", "T rootn(T x, I y)",
             "T nan(U nancode)"]),
    *_decls(["T ldexp(T x, int k)"], VECTORS),
    # the functions returning a second result through a pointer are not __cnfn
    *_decls(["T fract(T x, AS T *iptr)", "T frexp(T x, AS I *exp)",
             "T lgamma_r(T x, AS I *signp)", "T modf(T x, AS T *iptr)",
             "T remquo(T x, T y, AS I *quo)", "T sincos(T x, AS T *cosval)"], attributes=()),
]

_REDUCED = "cos exp exp2 exp10 log log2 log10 recip rsqrt sin sqrt tan".split()

HALF_NATIVE = [
    *_decls(("T %s_%s(T x)" % (prefix, f) for prefix in ("half", "native") for f in _REDUCED),
            FLOAT_ONLY),
    *_decls(("T %s_%s(T x, T y)" % (prefix, f)
             for prefix in ("half", "native") for f in ("divide", "powr")), FLOAT_ONLY),
]

# ------------------------------------------------ 6.15.3 integer max/min/clamp

INTEGERS = rows(T=[t for s in INTEGER_SCALARS for t in vec(s)],
                S=[s for s in INTEGER_SCALARS for _ in SIZES])
INTEGER_VECTORS = rows(T=[t for s in INTEGER_SCALARS for t in vec(s, VSIZES)],
                       S=[s for s in INTEGER_SCALARS for _ in VSIZES])

INTEGER_MINMAX = [
    *_decls(["T max(T x, T y)", "T min(T x, T y)", "T clamp(T x, T minval, T maxval)"],
            INTEGERS, section="6.15.3"),
    *_decls(["T max(T x, S y)", "T min(T x, S y)", "T clamp(T x, S minval, S maxval)"],
            INTEGER_VECTORS, section="6.15.3"),
]

# ----------------------------------------------------------- 6.15.4 common

COMMON = [
    *_decls(["T clamp(T x, T minval, T maxval)", "T degrees(T radians)", "T max(T x, T y)",
             "T min(T x, T y)", "T mix(T x, T y, T a)", "T radians(T degrees)",
             "T step(T edge, T x)", "T smoothstep(T edge0, T edge1, T x)", "T sign(T x)"],
            section="6.15.4"),
    # the scalar-argument variants of vector calls
    *_decls(["T clamp(T x, S minval, S maxval)", "T max(T x, S y)", "T min(T x, S y)",
             "T mix(T x, T y, S a)", "T step(S edge, T x)",
             "T smoothstep(S edge0, S edge1, T x)"], VECTORS, section="6.15.4"),
]

# -------------------------------------------------------- 6.15.5 geometric

GEOMETRIC_DECLS = [
    *_decls(["T cross(T p0, T p1)"], gentype(sizes=(3, 4)), section="6.15.5"),
    *_decls(["S dot(T p0, T p1)", "S distance(T p0, T p1)", "S length(T p)",
             "T normalize(T p)"], GEOMETRIC, section="6.15.5"),
    *_decls(["S fast_distance(T p0, T p1)", "S fast_length(T p)", "T fast_normalize(T p)"],
            gentype(("float",), (1, 2, 3, 4)), section="6.15.5"),
]

# ------------------------------------------------------- 6.15.6 relational

_COMPARISONS = "isequal isnotequal isgreater isgreaterequal isless islessequal islessgreater " \
               "isordered isunordered".split()
_CLASSIFY = "isfinite isinf isnan isnormal signbit".split()

ALL_SCALARS = INTEGER_SCALARS + FLOAT_SCALARS
ALL_TYPES = rows(T=[t for s in ALL_SCALARS for t in vec(s)])
# select(a, b, c): c is the signed or the unsigned integer of a's element size
SELECT = tuple({"T": _width(s, n), "C": _width(of[s], n)}
               for s in ALL_SCALARS for of in (_SIGNED_OF, _UNSIGNED_OF) for n in SIZES)

RELATIONAL = [
    *_decls(("R %s(T x, T y)" % f for f in _COMPARISONS), section="6.15.6"),
    *_decls(("R %s(T x)" % f for f in _CLASSIFY), section="6.15.6"),
    *_decls(["int any(T x)", "int all(T x)"],
            rows(T=[t for s in SIGNED_SCALARS for t in vec(s)]), section="6.15.6"),
    *_decls(["T bitselect(T a, T b, T c)"], ALL_TYPES, section="6.15.6"),
    *_decls(["T select(T a, T b, C c)"], SELECT, section="6.15.6"),
]

DECLS: list[Decl] = MATH + HALF_NATIVE + INTEGER_MINMAX + COMMON + GEOMETRIC_DECLS + RELATIONAL
