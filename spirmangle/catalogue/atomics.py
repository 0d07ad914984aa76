"""Catalogue family: atomic functions (OpenCL C 3.0 s6.15.12 and extensions).

* the OpenCL C 1.1 legacy ``atomic_*`` functions on ``volatile __global/__local``
  32-bit integers (in C++ for OpenCL also on the default address space), and
  their ``atom_*`` extension forms (cl_khr_*_int32_*_atomics, cl_khr_int64_*_atomics);
* the C11-style functions of OpenCL C 2.0: one ``__generic`` overload per type
  where the generic address space exists, and (OpenCL C 3.0) ``__global`` and
  ``__local`` overloads next to it; the plain and ``_explicit(order)`` forms need
  the ``__opencl_c_atomic_order_seq_cst``/``__opencl_c_atomic_scope_device``
  features, 64-bit types the cl_khr_int64 atomics;
* cl_ext_float_atomics: add/sub/min/max on atomic_half/float/double and
  load/store/exchange on atomic_half, per address space feature macro.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator, Mapping, Optional, Sequence

from ..config import LanguageOptions
from .core import Decl, rows

SECTION = "6.15.12"
NAMED = ("__global", "__local")
INT64 = ("cl_khr_int64_base_atomics", "cl_khr_int64_extended_atomics")
SEQ_CST = ("__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device")
SCOPE_DEVICE = ("__opencl_c_atomic_scope_device",)

Rows = Sequence[Mapping[str, str]]
# One address-space form of a C11 atomic: (template, spaces, since, when, rows32, rows64).
_Form = tuple[str, tuple[str, ...], str, Optional[Callable[[LanguageOptions], bool]], Rows, Rows]


def _generic(lang: LanguageOptions) -> bool:
    return lang.generic_address_space


# ------------------------------------------------------- legacy atomics

LEGACY_INT = rows(T=["int", "uint"])
LEGACY_LONG = rows(T=["long", "ulong"])

# operation -> (parameters after the pointer, whether it belongs to the *extended* atomics)
LEGACY_OPS = {
    "add": (", T val", False), "sub": (", T val", False), "xchg": (", T val", False),
    "inc": ("", False), "dec": ("", False), "cmpxchg": (", T cmp, T val", False),
    "min": (", T val", True), "max": (", T val", True), "and": (", T val", True),
    "or": (", T val", True), "xor": (", T val", True),
}


def _legacy() -> list[Decl]:
    decls = []
    for op, (params, extended) in LEGACY_OPS.items():
        kind = "extended" if extended else "base"
        # OpenCL C 1.1 renamed the cl_khr_*_int32 functions atom_* to atomic_*.
        decls.append(Decl("T atomic_%s(volatile AS T *p%s)" % (op, params), LEGACY_INT,
                          section=SECTION, since="CL1.1", spaces=NAMED))
        for space in ("global", "local"):
            decls.append(Decl("T atom_%s(volatile __%s T *p%s)" % (op, space, params),
                              LEGACY_INT, section="cl_khr_%s_int32_%s_atomics" % (space, kind),
                              extensions=("cl_khr_%s_int32_%s_atomics" % (space, kind),)))
        decls.append(Decl("T atom_%s(volatile AS T *p%s)" % (op, params), LEGACY_LONG,
                          section="cl_khr_int64_%s_atomics" % kind, spaces=NAMED,
                          extensions=("cl_khr_int64_%s_atomics" % kind,)))
    decls.append(Decl("float atomic_xchg(volatile AS float *p, float val)", section=SECTION,
                      since="CL1.1", spaces=NAMED))
    # C++ for OpenCL: clang's header also declares them on the default pointee address
    # space (__generic, or __private without the generic address space).
    decls += [Decl("T atomic_%s(volatile T *p%s)" % (op, params), LEGACY_INT, section=SECTION,
                   since="CL1.1", when=_cxx) for op, (params, _) in LEGACY_OPS.items()]
    decls.append(Decl("float atomic_xchg(volatile float *p, float val)", section=SECTION,
                      since="CL1.1", when=_cxx))
    return decls


def _cxx(lang: LanguageOptions) -> bool:
    return lang.cxx


# -------------------------------------------------------- C11 atomics

def _split(template: str, rows32: Rows, rows64: Rows, extensions: tuple[str, ...] = (),
           named32: Rows | None = None, named64: Rows | None = None) -> list[Decl]:
    """A C11 atomic in its address-space forms: ``__generic`` (OpenCL C 2.0, or
    3.0 with the generic address space) and ``__global``/``__local`` (3.0).
    ``AS`` is the object's space; ``EXPECTED`` (compare-exchange) is the space of
    the expected value's pointer: the same generic space, else each named space."""
    named32 = rows32 if named32 is None else named32
    named64 = rows64 if named64 is None else named64
    forms: list[_Form] = [(template.replace("EXPECTED", "AS"), ("__generic",), "CL2.0",
                           _generic, rows32, rows64)]
    expected_spaces = ("__global", "__local", "__private") if "EXPECTED" in template else ("",)
    for expected in expected_spaces:
        forms.append((template.replace("EXPECTED", expected), NAMED, "CL3.0", None,
                      named32, named64))
    decls = []
    for text, spaces, since, when, r32, r64 in forms:
        for group, exts in ((r32, extensions), (r64, extensions + INT64)):
            if group:
                decls.append(Decl(text, tuple(group), section=SECTION, since=since,
                                  extensions=exts, spaces=spaces, when=when))
    return decls


def _order_forms(template: str, orders: str = "memory_order order"
                 ) -> Iterator[tuple[str, tuple[str, ...]]]:
    """The plain, ``_explicit(order)`` and ``_explicit(order, scope)`` forms of
    ``template`` (``NAME`` ends the function name, ``ORDER`` the parameters), each
    with the features clang requires for it."""
    for suffix, extra, features in (("", "", SEQ_CST),
                                    ("_explicit", ", " + orders, SCOPE_DEVICE),
                                    ("_explicit", ", %s, memory_scope scope" % orders, ())):
        yield template.replace("NAME", suffix).replace(", ORDER", extra), features


def _orders(template: str, orders: str, rows32: Rows, rows64: Rows, *,
            named32: Rows | None = None, named64: Rows | None = None) -> list[Decl]:
    """:func:`_split` applied to every :func:`_order_forms` of ``template``."""
    decls = []
    for text, features in _order_forms(template, orders):
        decls += _split(text, rows32, rows64, extensions=features, named32=named32,
                        named64=named64)
    return decls


READ_WRITE = {
    "store": "void atomic_storeNAME(volatile AS A *obj, T desired, ORDER)",
    "load": "T atomic_loadNAME(volatile AS A *obj, ORDER)",
    "exchange": "T atomic_exchangeNAME(volatile AS A *obj, T desired, ORDER)",
}
FETCH = "T atomic_fetch_%sNAME(volatile AS A *obj, M operand, ORDER)"


def _types(*names: str) -> tuple[dict[str, str], ...]:
    return rows(A=["atomic_" + n for n in names], T=list(names))


ATOMIC32 = _types("int", "uint")
ATOMIC64 = _types("long", "ulong")
FLOAT32, DOUBLE = _types("float"), _types("double")
# atomic_fetch_add/sub(atomic_uintptr_t *, ptrdiff_t)
UINTPTR_DIFF = rows(A="atomic_uintptr_t", T="uintptr_t", M="ptrdiff_t")
# the OpenCL C 3.0 named-space bitwise/min forms also take the pointer types
# with an operand of the other signedness; max only atomic_uintptr_t (clang 19)
INTPTR_BITS = rows(A=["atomic_uintptr_t", "atomic_intptr_t"], T=["uintptr_t", "intptr_t"],
                   M=["intptr_t", "uintptr_t"])
UINTPTR_MAX = rows(A="atomic_uintptr_t", T="uintptr_t", M="uintptr_t")


def _same(group: Rows) -> tuple[dict[str, str], ...]:
    """Rows whose operand type M is the value type T."""
    return tuple(dict(r, M=r["T"]) for r in group)


def _c11() -> list[Decl]:
    decls = _split("void atomic_init(volatile AS A *obj, T value)",
                   ATOMIC32 + FLOAT32, ATOMIC64 + DOUBLE)
    decls.append(Decl("void atomic_work_item_fence(cl_mem_fence_flags flags, memory_order order, "
                      "memory_scope scope)", section=SECTION, since="CL2.0"))
    for template in READ_WRITE.values():
        decls += _orders(template, "memory_order order", ATOMIC32 + FLOAT32, ATOMIC64 + DOUBLE)
    for strength in ("strong", "weak"):
        decls += _orders("bool atomic_compare_exchange_%sNAME(volatile AS A *obj, "
                         "EXPECTED T *expected, T desired, ORDER)" % strength,
                         "memory_order success, memory_order failure",
                         ATOMIC32 + FLOAT32, ATOMIC64 + DOUBLE)
    for op in ("add", "sub", "or", "xor", "and", "min", "max"):
        # pointer-sized forms: add/sub in every address space, the others only
        # in the OpenCL C 3.0 named-space overloads
        pointer_sized = UINTPTR_DIFF if op in ("add", "sub") else ()
        named_pointer_sized = pointer_sized or (UINTPTR_MAX if op == "max" else INTPTR_BITS)
        decls += _orders(FETCH % op, "memory_order order", _same(ATOMIC32),
                         _same(ATOMIC64) + pointer_sized,
                         named64=_same(ATOMIC64) + named_pointer_sized)
    for template in ("bool atomic_flag_test_and_setNAME(volatile AS atomic_flag *obj, ORDER)",
                     "void atomic_flag_clearNAME(volatile AS atomic_flag *obj, ORDER)"):
        decls += _orders(template, "memory_order order", ({},), ())  # one row, no 64-bit
    return decls


# ------------------------------------------------ cl_ext_float_atomics

FLOAT_ATOMIC_TYPES = (("fp16", "half", ()), ("fp32", "float", ()), ("fp64", "double", INT64))


def _float_ext(ops: Sequence[str], feature: str, types: Sequence[tuple[str, str, tuple[str, ...]]]
               ) -> list[Decl]:
    """cl_ext_float_atomics: a __global overload per ``__opencl_c_ext_<fp>_global_<feature>``,
    a __local one per ``..._local_...``, and one in the default address space
    (generic, or private without it) when both are supported."""
    decls = []
    for fp, scalar, exts in types:
        group = tuple(dict(r, M=scalar) for r in _types(scalar))
        spaces: dict[str, tuple[str, ...]] = {
            "__global": ("__opencl_c_ext_%s_global_%s" % (fp, feature),),
            "__local": ("__opencl_c_ext_%s_local_%s" % (fp, feature),)}
        spaces[""] = spaces["__global"] + spaces["__local"]
        for op in ops:
            for text, _ in _order_forms(READ_WRITE.get(op, FETCH % op)):
                for space, features in spaces.items():
                    # clang defines cl_ext_float_atomics for OpenCL C >= 2.0 only
                    decls.append(Decl(re.sub(r"\bAS ", space + " " if space else "", text),
                                      group, section="cl_ext_float_atomics", since="CL2.0",
                                      extensions=("cl_ext_float_atomics",) + exts + features))
    return decls


DECLS: list[Decl] = (
    _legacy()
    + _c11()
    + _float_ext(("store", "load", "exchange"), "atomic_load_store", FLOAT_ATOMIC_TYPES[:1])
    + _float_ext(("add", "sub"), "atomic_add", FLOAT_ATOMIC_TYPES)
    + _float_ext(("min", "max"), "atomic_min_max", FLOAT_ATOMIC_TYPES)
)
