"""A builder API that reads like OpenCL C.

    >>> from spirmangle.opencl.builder import *
    >>> fract = function("fract", FLOAT4, pointer(FLOAT4, addrspace=GLOBAL), returns=FLOAT4)
    >>> mangle(fract)
    '_Z5fractDv4_fPU3AS1S_'
"""

from __future__ import annotations

from typing import Optional, Union

from ..model.dependent import qualified as qualified  # (also the C++ reader's, and the opencl style's check)
from ..model import AddressSpace, Atomic, BlockPointer, Builtin, Function, FunctionType, Image, NamedType, Opaque, Pipe, Pointer, SourceName, Type, Vector

PRIVATE = AddressSpace.PRIVATE
GLOBAL = AddressSpace.GLOBAL
CONSTANT = AddressSpace.CONSTANT
LOCAL = AddressSpace.LOCAL
GENERIC = AddressSpace.GENERIC
GLOBAL_DEVICE = AddressSpace.GLOBAL_DEVICE
GLOBAL_HOST = AddressSpace.GLOBAL_HOST

VOID = Builtin("void")
BOOL = Builtin("bool")
CHAR = Builtin("char")
UCHAR = Builtin("uchar")
SHORT = Builtin("short")
USHORT = Builtin("ushort")
INT = Builtin("int")
UINT = Builtin("uint")
LONG = Builtin("long")
ULONG = Builtin("ulong")
FLOAT = Builtin("float")
DOUBLE = Builtin("double")
HALF = Builtin("half")
FLOAT16_T = Builtin("_Float16")  # (FLOAT16 is float16, the vector)
BF16 = Builtin("__bf16")
ELLIPSIS = Builtin("...")

SAMPLER = Opaque("sampler_t")
EVENT = Opaque("event_t")
CLK_EVENT = Opaque("clk_event_t")
QUEUE = Opaque("queue_t")
RESERVE_ID = Opaque("reserve_id_t")
NDRANGE = NamedType(SourceName("ndrange_t"))
MEMORY_ORDER = NamedType(SourceName("memory_order"))
MEMORY_SCOPE = NamedType(SourceName("memory_scope"))


def vector(element: Union[Type, str], size: int) -> Vector:
    """``vector(FLOAT, 4)`` is float4."""
    if isinstance(element, str):
        element = Builtin(element)
    return Vector(element, size)


# FLOAT4, UINT16, HALF3... for every OpenCL vector type (VECTOR_ELEMENTS x sizes
# 2, 3, 4, 8, 16; tests/library/test_api.py checks the list is whole).
CHAR2 = Vector(CHAR, 2)
CHAR3 = Vector(CHAR, 3)
CHAR4 = Vector(CHAR, 4)
CHAR8 = Vector(CHAR, 8)
CHAR16 = Vector(CHAR, 16)
UCHAR2 = Vector(UCHAR, 2)
UCHAR3 = Vector(UCHAR, 3)
UCHAR4 = Vector(UCHAR, 4)
UCHAR8 = Vector(UCHAR, 8)
UCHAR16 = Vector(UCHAR, 16)
SHORT2 = Vector(SHORT, 2)
SHORT3 = Vector(SHORT, 3)
SHORT4 = Vector(SHORT, 4)
SHORT8 = Vector(SHORT, 8)
SHORT16 = Vector(SHORT, 16)
USHORT2 = Vector(USHORT, 2)
USHORT3 = Vector(USHORT, 3)
USHORT4 = Vector(USHORT, 4)
USHORT8 = Vector(USHORT, 8)
USHORT16 = Vector(USHORT, 16)
INT2 = Vector(INT, 2)
INT3 = Vector(INT, 3)
INT4 = Vector(INT, 4)
INT8 = Vector(INT, 8)
INT16 = Vector(INT, 16)
UINT2 = Vector(UINT, 2)
UINT3 = Vector(UINT, 3)
UINT4 = Vector(UINT, 4)
UINT8 = Vector(UINT, 8)
UINT16 = Vector(UINT, 16)
LONG2 = Vector(LONG, 2)
LONG3 = Vector(LONG, 3)
LONG4 = Vector(LONG, 4)
LONG8 = Vector(LONG, 8)
LONG16 = Vector(LONG, 16)
ULONG2 = Vector(ULONG, 2)
ULONG3 = Vector(ULONG, 3)
ULONG4 = Vector(ULONG, 4)
ULONG8 = Vector(ULONG, 8)
ULONG16 = Vector(ULONG, 16)
FLOAT2 = Vector(FLOAT, 2)
FLOAT3 = Vector(FLOAT, 3)
FLOAT4 = Vector(FLOAT, 4)
FLOAT8 = Vector(FLOAT, 8)
FLOAT16 = Vector(FLOAT, 16)
DOUBLE2 = Vector(DOUBLE, 2)
DOUBLE3 = Vector(DOUBLE, 3)
DOUBLE4 = Vector(DOUBLE, 4)
DOUBLE8 = Vector(DOUBLE, 8)
DOUBLE16 = Vector(DOUBLE, 16)
HALF2 = Vector(HALF, 2)
HALF3 = Vector(HALF, 3)
HALF4 = Vector(HALF, 4)
HALF8 = Vector(HALF, 8)
HALF16 = Vector(HALF, 16)
BOOL2 = Vector(BOOL, 2)
BOOL3 = Vector(BOOL, 3)
BOOL4 = Vector(BOOL, 4)
BOOL8 = Vector(BOOL, 8)
BOOL16 = Vector(BOOL, 16)


def pointer(pointee: Type, addrspace: Optional[AddressSpace] = None, const: bool = False,
            volatile: bool = False, restrict: bool = False) -> Pointer:
    """A pointer to ``pointee`` qualified with the given pointee qualifiers:
    ``pointer(FLOAT4, addrspace=GLOBAL, const=True)`` is ``const __global float4 *``."""
    return Pointer(qualified(pointee, addrspace, const, volatile, restrict))


def atomic(value: Type) -> Atomic:
    """``atomic(INT)`` is atomic_int."""
    return Atomic(value)


def image(shape: str, access: Optional[str] = "read_only") -> Image:
    """``image("image2d", "write_only")`` is ``__write_only image2d_t``."""
    return Image(shape, access)


def pipe(element: Optional[Type] = None, access: Optional[str] = "read_only",
         ordinal: int = 0) -> Pipe:
    """``pipe(INT, "write_only")`` is ``write_only pipe int``; no access is read_only.
    Without an element, or with VOID, the element type is unknown, as in a demangled
    name (``pipe void``, ``pipe void#2`` for ordinal 1...); read_only is then
    stored as None, the unknown access such a pipe demangles with."""
    if element is None or element == VOID:
        return Pipe(None, None if access in (None, "read_only") else access, ordinal)
    return Pipe(element, access or "read_only", ordinal)


def block(returns: Type, *params: Type) -> BlockPointer:
    """``block(VOID)`` is ``void (^)(void)``."""
    return BlockPointer(FunctionType(returns, tuple(params)))


def named(name: str) -> NamedType:
    """A user-defined type mangled by its name (struct, enum, typedef name)."""
    return NamedType(SourceName(name))


def function(name: str, *params: Type, returns: Optional[Type] = None) -> Function:
    """A function signature: ``function("fract", FLOAT4, pointer(...), returns=FLOAT4)``."""
    return Function(SourceName(name), tuple(params), returns)
