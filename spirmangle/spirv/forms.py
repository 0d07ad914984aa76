"""SPIR-V friendly functions that no catalogue overload becomes, described by their
parameters: what the translator writes for OpenCL C builtins that clang lowers
itself (variadic ``printf``, pipes, ``to_global``/``to_local``/``to_private``),
and the ``__spirv_*`` functions intel/llvm's SYCL headers declare (atomics,
barriers, group and sub-group operations) in both of their forms: with the
``__spv::Scope::Flag`` / ``__spv::MemorySemanticsMask::Flag`` /
``__spv::GroupOperation`` enum parameters of ``spirv_types.hpp`` and with the
plain integers that the headers' newer declarations and the passes use.

A symbol matches when it demangles, its function name is in :data:`FORMS` and its
parameters, printed in the opencl style, match one of the name's signatures, a
tuple of parameter kinds (or, for the functions the headers declare as
templates, :data:`TEMPLATES`, when it is an instance with a number of parameters
their declarations allow):

* ``S`` a scope, ``M`` memory semantics, ``G`` a group operation (the enum or
  ``int``/``uint``), ``I`` ``int``/``uint``;
* ``P`` a pointer (any address space, any cv) to a type of the name's element
  set; it binds ``T``, which a later ``T`` must equal; ``PG`` the same in the
  generic address space (or SYCL's unqualified default), ``PC`` a pointer to
  ``char`` (``printf``'s format: constant, or generic), ``PR`` to ``__spirv_ReserveId``;
* ``PT`` a pointer to ``__spv::__spirv_TaskSequenceINTEL``;
* ``R``/``W`` a read/write pipe (``__global __spirv_Pipe__0 *``/``__1``), ``RW``
  either; ``V`` any value type, ``*V`` any number of them (variadic ``printf``).
"""

from __future__ import annotations

import re
from typing import Optional, Sequence

__all__ = ["FORMS", "matches", "symbol_matches"]

INTEGERS = ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "long long",
            "unsigned long long", "signed char", "unsigned char", "unsigned short",
            "unsigned int", "unsigned long")
FLOATS = ("float", "double", "half", "_Float16")
ATOMIC_INTEGERS = ("int", "uint", "long", "ulong", "long long", "unsigned long long",
                   "unsigned int", "unsigned long")
ANY = ("*",)  # any element type

_SCOPE = ("int", "uint", "__spv::Scope::Flag", "__spv::Scope")
_SEMANTICS = ("int", "uint", "__spv::MemorySemanticsMask::Flag", "__spv::MemorySemanticsMask")
_GROUP_OP = ("int", "uint", "__spv::GroupOperation")
_PIPES = {"R": ("__global __spirv_Pipe__0 *",), "W": ("__global __spirv_Pipe__1 *",),
          "RW": ("__global __spirv_Pipe__0 *", "__global __spirv_Pipe__1 *")}


def _form(sigs: Sequence[str], elements: Sequence[str] = ANY) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    return tuple(tuple(s.split()) for s in sigs), tuple(elements)


def _atomics() -> dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]]:
    value = ATOMIC_INTEGERS + FLOATS
    out = {
        "__spirv_AtomicLoad": _form(["P S M"], value),
        "__spirv_AtomicStore": _form(["P S M T"], value),
        "__spirv_AtomicExchange": _form(["P S M T"], value),
        "__spirv_AtomicCompareExchange": _form(["P S M M T T"], ATOMIC_INTEGERS),
        "__spirv_AtomicCompareExchangeWeak": _form(["P S M M T T"], ATOMIC_INTEGERS),
        "__spirv_AtomicIIncrement": _form(["P S M"], ATOMIC_INTEGERS),
        "__spirv_AtomicIDecrement": _form(["P S M"], ATOMIC_INTEGERS),
        "__spirv_AtomicFlagTestAndSet": _form(["P S M"], ("int", "uint")),
        "__spirv_AtomicFlagClear": _form(["P S M"], ("int", "uint")),
    }
    for op in ("IAdd", "ISub", "SMin", "UMin", "SMax", "UMax", "And", "Or", "Xor"):
        out["__spirv_Atomic" + op] = _form(["P S M T"], ATOMIC_INTEGERS)
    for op in ("FAddEXT", "FMinEXT", "FMaxEXT"):
        out["__spirv_Atomic" + op] = _form(["P S M T"], FLOATS)
    return out


def _groups() -> dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]]:
    out = {
        "__spirv_ControlBarrier": _form(["S S M"]),
        "__spirv_MemoryBarrier": _form(["S M"]),
        "__spirv_GroupAll": _form(["S V"]), "__spirv_GroupAny": _form(["S V"]),
        "__spirv_GroupNonUniformAll": _form(["S V"]), "__spirv_GroupNonUniformAny": _form(["S V"]),
        "__spirv_GroupNonUniformAllEqual": _form(["S V"]),
        "__spirv_GroupBroadcast": _form(["S V V"]),
        "__spirv_GroupNonUniformBroadcast": _form(["S V V"]),
        "__spirv_GroupNonUniformBroadcastFirst": _form(["S V"]),
        "__spirv_GroupNonUniformBallot": _form(["S V"]),
        "__spirv_GroupNonUniformInverseBallot": _form(["S V"]),
        "__spirv_GroupNonUniformBallotBitExtract": _form(["S V V"]),
        "__spirv_GroupNonUniformBallotBitCount": _form(["S G V"]),
        "__spirv_GroupNonUniformBallotFindLSB": _form(["S V"]),
        "__spirv_GroupNonUniformBallotFindMSB": _form(["S V"]),
        "__spirv_GroupNonUniformShuffle": _form(["S V V"]),
        "__spirv_GroupNonUniformShuffleXor": _form(["S V V"]),
        "__spirv_GroupNonUniformShuffleUp": _form(["S V V"]),
        "__spirv_GroupNonUniformShuffleDown": _form(["S V V"]),
        "__spirv_SubgroupShuffleINTEL": _form(["V I"]),
        "__spirv_SubgroupShuffleXorINTEL": _form(["V I"]),
        "__spirv_SubgroupShuffleUpINTEL": _form(["V V I"]),
        "__spirv_SubgroupShuffleDownINTEL": _form(["V V I"]),
        "__spirv_SubgroupBlockReadINTEL": _form(["P"], INTEGERS),
        "__spirv_SubgroupBlockWriteINTEL": _form(["P V"], INTEGERS),
    }
    for op in ("IAdd", "FAdd", "SMin", "UMin", "FMin", "SMax", "UMax", "FMax", "IMulKHR",
               "FMulKHR", "BitwiseAndKHR", "BitwiseOrKHR", "BitwiseXorKHR", "LogicalAndKHR",
               "LogicalOrKHR", "LogicalXorKHR"):
        out["__spirv_Group" + op] = _form(["S G V"])
    for op in ("IAdd", "FAdd", "SMin", "UMin", "FMin", "SMax", "UMax", "FMax", "IMul", "FMul",
               "BitwiseAnd", "BitwiseOr", "BitwiseXor", "LogicalAnd", "LogicalOr", "LogicalXor"):
        out["__spirv_GroupNonUniform" + op] = _form(["S G V", "S G V I"])
    return out


def _translator() -> dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]]:
    out = {
        # printf: the format in the constant (OpenCL C) or generic (SYCL) address
        # space, then the promoted arguments as called
        "__spirv_ocl_printf": _form(["PC *V"]),
        "__spirv_GetNumPipePackets": _form(["RW I I"]),
        "__spirv_GetMaxPipePackets": _form(["RW I I"]),
    }
    for side, pipe in (("Read", "R"), ("Write", "W")):
        out["__spirv_%sPipe" % side] = _form(["%s PG I I" % pipe])
        out["__spirv_Reserved%sPipe" % side] = _form(["%s PR I PG I I" % pipe])
        out["__spirv_Reserve%sPipePackets" % side] = _form(["%s I I I" % pipe])
        out["__spirv_Commit%sPipe" % side] = _form(["%s PR I I" % pipe])
        out["__spirv_GroupReserve%sPipePackets" % side] = _form(["S %s I I I" % pipe])
        out["__spirv_GroupCommit%sPipe" % side] = _form(["S %s PR I I" % pipe])
    for space in ("Global", "Local", "Private"):
        out["__spirv_GenericCastToPtrExplicit_To" + space] = _form(["PG I"])
    return out


def _others() -> dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]]:
    """The SYCL headers' other plain declarations (bfloat16 and tf32 conversions,
    ``SubgroupBlockReadINTEL``'s pointers, task sequences)."""
    return {
        "__spirv_ConvertBF16ToFINTEL": _form(["V"], ("ushort", "short")),
        "__spirv_ConvertFToBF16INTEL": _form(["V"], ("float",)),
        "__spirv_RoundFToTF32INTEL": _form(["V"], ("float",)),
        "__spirv_TaskSequenceReleaseINTEL": _form(["PT"]),
    }


FORMS = {**_translator(), **_atomics(), **_groups(), **_others()}


def _range(low: int, high: int = -1) -> tuple[int, int]:
    return low, high if high >= 0 else low


# Functions the SYCL headers declare as templates: any instance (a name with
# template arguments) with a number of parameters the declarations allow (some
# have defaulted ones; -1: any number more) is theirs.
TEMPLATES: dict[str, tuple[int, int]] = {
    "__spirv_CooperativeMatrixLoadKHR": _range(1, 4),
    "__spirv_CooperativeMatrixStoreKHR": _range(2, 5),
    "__spirv_CooperativeMatrixLengthKHR": _range(1),
    "__spirv_CooperativeMatrixConstructCheckedINTEL": _range(5, 6),
    "__spirv_CooperativeMatrixLoadCheckedINTEL": _range(3, 8),
    "__spirv_CooperativeMatrixStoreCheckedINTEL": _range(4, 9),
    "__spirv_CooperativeMatrixMulAddKHR": _range(3, 4),
    "__spirv_CooperativeMatrixPrefetchINTEL": _range(6),
    "__spirv_CompositeConstruct": _range(1),
    "__spirv_JointMatrixGetElementCoordINTEL": _range(2),
    "__spirv_AccessChain": _range(2),
    "__spirv_ImageQueryFormat": _range(1), "__spirv_ImageQueryOrder": _range(1),
    "__spirv_ImageQuerySize": _range(1), "__spirv_ImageWrite": _range(3),
    "__spirv_ImageRead": _range(2), "__spirv_ImageFetch": _range(2),
    "__spirv_SampledImageFetch": _range(2), "__spirv_ImageArrayFetch": _range(3),
    "__spirv_SampledImageArrayFetch": _range(3), "__spirv_SampledImageGather": _range(3),
    "__spirv_ImageArrayRead": _range(3), "__spirv_ImageArrayWrite": _range(4),
    "__spirv_SampledImage": _range(2), "__spirv_ImageSampleExplicitLod": _range(4, 5),
    "__spirv_ImageSampleCubemap": _range(2),
    "__spirv_ConvertHandleToImageINTEL": _range(1),
    "__spirv_ConvertHandleToSamplerINTEL": _range(1),
    "__spirv_ConvertHandleToSampledImageINTEL": _range(1),
    "__spirv_SubgroupBlockReadINTEL": _range(1),
    "__spirv_ConvertBF16ToFINTEL": _range(1), "__spirv_ConvertFToBF16INTEL": _range(1),
    "__spirv_IAddCarry": _range(2), "__spirv_ISubBorrow": _range(2),
    "__spirv_ConvertPtrToU": _range(1),
    "__spirv_TaskSequenceCreateINTEL": _range(1, 5),
    "__spirv_TaskSequenceAsyncINTEL": (1, 1 << 30),
    "__spirv_TaskSequenceGetINTEL": _range(1),
    "__spirv_ocl_printf": (1, 1 << 30),
}
for _name in ("Sqrt", "Recip", "Rsqrt", "Sin", "Cos", "SinCos", "SinPi", "CosPi", "SinCosPi",
              "Log", "Exp"):
    TEMPLATES["__spirv_Fixed%sINTEL" % _name] = _range(4, 6)
TEMPLATES["__spirv_ArbitraryFloatCastINTEL"] = _range(3, 6)
TEMPLATES["__spirv_ArbitraryFloatCastFromIntINTEL"] = _range(2, 6)
TEMPLATES["__spirv_ArbitraryFloatCastToIntINTEL"] = _range(2, 6)
for _name in ("Add", "Sub", "Mul", "Div", "Hypot", "ATan2", "Pow", "PowR", "PowN"):
    TEMPLATES["__spirv_ArbitraryFloat%sINTEL" % _name] = _range(5, 8)
for _name in ("GT", "GE", "LT", "LE", "EQ"):
    TEMPLATES["__spirv_ArbitraryFloat%sINTEL" % _name] = _range(4)
for _name in ("Recip", "RSqrt", "Cbrt", "Sqrt", "Log", "Log2", "Log10", "Log1p", "Exp", "Exp2",
              "Exp10", "Expm1", "Sin", "Cos", "SinCos", "SinPi", "CosPi", "SinCosPi", "ASin",
              "ASinPi", "ACos", "ACosPi", "ATan", "ATanPi"):
    TEMPLATES["__spirv_ArbitraryFloat%sINTEL" % _name] = _range(3, 6)
# The translator's forms need OpenCL C 2.0 (pipes, the generic address space).
TRANSLATOR_SINCE_CL20 = frozenset(n for n in _translator() if n != "__spirv_ocl_printf")

_POINTER = re.compile(r"^((?:(?:const|volatile|restrict) )*)(?:(__global|__local|__private|"
                      r"__generic|__constant) )?(.+?) \*$")
_QUALIFIERS = re.compile(r"\b(?:const|volatile|restrict|__global|__local|__private|__generic|"
                         r"__constant)\b\s*")


def _pointer(printed: str) -> Optional[tuple[str, str]]:
    """(address space or "", pointee without qualifiers) of a printed pointer type."""
    m = _POINTER.match(printed)
    if m is None:
        return None
    pointee = _QUALIFIERS.sub("", m.group(3)).strip()
    return m.group(2) or "", pointee


def _one(kind: str, printed: str, elements: tuple[str, ...], bound: list[str]) -> bool:
    if kind == "S":
        return printed in _SCOPE
    if kind == "M":
        return printed in _SEMANTICS
    if kind == "G":
        return printed in _GROUP_OP
    if kind == "I":
        return printed in ("int", "uint")
    if kind == "V":
        return printed != "void" and not printed.endswith("*")
    if kind in _PIPES:
        return printed in _PIPES[kind]
    if kind == "T":
        return bool(bound) and _QUALIFIERS.sub("", printed).strip() == bound[0]
    pointer = _pointer(printed)
    if pointer is None:
        return False
    space, pointee = pointer
    if kind == "PC":  # (a format: constant, or SYCL's generic default; never global)
        return pointee == "char" and space in ("__constant", "__generic", "", "__private")
    if kind == "PR":
        return pointee == "__spirv_ReserveId"
    if kind == "PT":
        return pointee == "__spv::__spirv_TaskSequenceINTEL"
    if kind == "PG" and space not in ("__generic", "", "__private"):
        return False
    if elements != ANY and pointee not in elements:
        return False
    bound[:] = [pointee]
    return True


def _match(signature: tuple[str, ...], params: Sequence[str], elements: tuple[str, ...]) -> bool:
    bound: list[str] = []
    if signature and signature[-1] == "*V":
        fixed = signature[:-1]
        if len(params) < len(fixed):
            return False
        rest = params[len(fixed):]
        return (all(_one(k, p, elements, bound) for k, p in zip(fixed, params))
                and all(p != "void" for p in rest))
    return len(signature) == len(params) and all(
        _one(k, p, elements, bound) for k, p in zip(signature, params))


def matches(name: str, params: Sequence[str], cl_std: str = "CL3.0") -> bool:
    """Whether a ``__spirv_*`` function of that name with those parameters (printed
    in the opencl style) is one of :data:`FORMS`."""
    form = FORMS.get(name)
    if form is None:
        return False
    if name in TRANSLATOR_SINCE_CL20 and cl_std in ("CL1.0", "CL1.1", "CL1.2"):
        return False
    signatures, elements = form
    return any(_match(s, params, elements) for s in signatures)


def symbol_matches(symbol: str, cl_std: str = "CL3.0") -> bool:
    """:func:`matches` of a mangled symbol (False if it does not demangle)."""
    from ..errors import DemangleError
    from ..model import Function, TemplateName
    from ..render.core import Printer, base_name
    from ..demangler.symbol import demangle

    try:
        entity = demangle(symbol).entity
    except DemangleError:
        return False
    if type(entity) is not Function:
        return False
    name = base_name(entity.name)
    if type(entity.name) is TemplateName and name in TEMPLATES:
        low, high = TEMPLATES[name]
        return low <= len(entity.params) <= high
    printer = Printer("opencl")
    return matches(name, [printer.type(p) for p in entity.params], cl_std)
