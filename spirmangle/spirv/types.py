"""Operand types of SPIR-V friendly calls, the way the SPIR-V LLVM translator writes them.

SPIR-V integer types have no signedness: the translator mangles them signed
(``uint`` -> ``int``) unless the instruction itself says unsigned (``u_max``,
``SatConvertSToU``...).  Pointers keep their address space and lose ``const``
(SPIR-V has no const pointee).  Scalars an OpenCL builtin accepts next to vectors
(``max(float4, float)``) are vectors in SPIR-V: the operand types of one
instruction agree.
"""

from __future__ import annotations

from ..opencl.builder import qualified
from ..config import Target
from ..mangler.core import mangle
from ..model import Builtin, Function, Pointer, Qualified, SourceName, Type, Vector
from ..render.core import opencl_type

SIGNED = {"uchar": "char", "ushort": "short", "uint": "int", "ulong": "long"}
UNSIGNED = {v: k for k, v in SIGNED.items()}
FLOATS = ("half", "float", "double")


def element(t: Type) -> Type:
    """The element type of a vector, else ``t``."""
    return t.element if isinstance(t, Vector) else t


def scalar_name(t: Type) -> str:
    e = element(t)
    return e.name if isinstance(e, Builtin) else ""


def is_float(t: Type) -> bool:
    return scalar_name(t) in FLOATS


def is_unsigned(t: Type) -> bool:
    return scalar_name(t) in SIGNED  # the unsigned names


def width(t: Type) -> int:
    """Vector size, 1 for a scalar."""
    return t.size if isinstance(t, Vector) else 1


def _rename(t: Type, table: dict[str, str]) -> Type:
    if isinstance(t, Builtin):
        return Builtin(table.get(t.name, t.name))
    if isinstance(t, Vector):
        return Vector(_rename(t.element, table), t.size)
    if isinstance(t, Qualified):
        return qualified(_rename(t.base, table), t.addrspace, False, t.volatile, False, t.vendor)
    if isinstance(t, Pointer):
        return Pointer(_rename(t.pointee, table))
    return t


def signless(t: Type) -> Type:
    """``t`` with unsigned integers signed and pointees unqualified but for their
    address space (``const __global uint4 *`` -> ``__global int4 *``)."""
    return _rename(t, SIGNED)


def unsigned(t: Type) -> Type:
    """``t`` with signed integers unsigned (``u_*`` instructions)."""
    return _rename(t, UNSIGNED)


def unqualified(t: Type) -> Type:
    """``t`` with ``const``/``restrict`` dropped from pointees, signedness kept."""
    return _rename(t, {})


def widen(t: Type, size: int) -> Type:
    """A scalar operand made a vector of ``size`` (vectors unchanged)."""
    if size > 1 and isinstance(t, Builtin):
        return Vector(t, size)
    return t


def spelled(t: Type) -> str:
    """The ``_R<type>`` spelling of a result type: ``float4``, ``uchar``."""
    return opencl_type(t)


def returns(t: Type) -> str:
    """The translator's result-type suffix: ``_Rfloat4``."""
    return "_R" + spelled(t)


def call(name: str, params: "tuple[Type, ...] | list[Type]", target: Target) -> str:
    """The mangled name of ``__spirv_<name>`` taking ``params``."""
    fn = Function(SourceName("__spirv_" + name), tuple(params) or (Builtin("void"),), None)
    return mangle(fn, target=target)
