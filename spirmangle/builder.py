"""A builder API that reads like OpenCL C.

    >>> from spirmangle.builder import *
    >>> fract = function("fract", FLOAT4, pointer(FLOAT4, addrspace=GLOBAL), returns=FLOAT4)
    >>> mangle(fract)
    '_Z5fractDv4_fPU3AS1S_'
"""

from __future__ import annotations

from typing import Optional, Union

from .model import (
    AddressSpace,
    Atomic,
    BlockPointer,
    Builtin,
    Function,
    FunctionType,
    Image,
    NamedType,
    Opaque,
    Pipe,
    Pointer,
    Qualified,
    SourceName,
    Type,
    Vector,
)
from .typecodes import VECTOR_ELEMENTS

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
FLOAT16 = Builtin("_Float16")
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


# FLOAT4, UINT16, HALF3... for every OpenCL vector type.
for _element in VECTOR_ELEMENTS:
    for _size in (2, 3, 4, 8, 16):
        globals()["%s%d" % (_element.upper(), _size)] = Vector(Builtin(_element), _size)


def qualified(base: Type, addrspace: Optional[AddressSpace] = None, const: bool = False,
              volatile: bool = False, restrict: bool = False,
              vendor: tuple[str, ...] = ()) -> Type:
    """Add qualifiers to ``base``, merging with any it already has."""
    if isinstance(base, Qualified):
        if addrspace is None:
            addrspace = base.addrspace
        const |= base.const
        volatile |= base.volatile
        restrict |= base.restrict
        vendor = base.vendor + tuple(v for v in vendor if v not in base.vendor)
        base = base.base
    if addrspace is None and not (const or volatile or restrict or vendor):
        return base
    return Qualified(base, addrspace, const, volatile, restrict, vendor)


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
