"""Smaller families as SPIR-V friendly calls: integer dot products, Intel sub-group
block reads/writes, device-side events and queues, ``get_fence``.

* ``OpSDotKHR``/``OpUDotKHR``/``OpSUDotKHR`` and their ``AccSat`` forms
  (SPV_KHR_integer_dot_product): signless vector operands, the result type as a
  ``_R<type>`` suffix (``_Rint``, ``_Ruint``);
* ``OpSubgroupBlockReadINTEL``/``OpSubgroupImageBlockReadINTEL`` (result suffix,
  signless) and their ``Write`` forms (SPV_INTEL_subgroups): the buffer pointer
  and the data keep their OpenCL types;
* device enqueue (SPIR-V 1.6, 3.42.23): ``clk_event_t`` is ``__spirv_DeviceEvent *``,
  ``queue_t`` is ``__spirv_Queue *``; ``ndrange_1D`` is ``BuildNDRange_1D`` with
  global size, local size and offset;
* ``get_fence`` is ``OpGenericPtrMemSemantics`` on a ``__generic char *``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional

from ..config import Target
from ..model import (
    AddressSpace,
    Builtin,
    Image,
    NamedType,
    Opaque,
    Pointer,
    Qualified,
    SourceName,
    Type,
)
from .types import call, is_unsigned, returns, signless, unqualified

if TYPE_CHECKING:
    from ..catalogue.core import Overload
    from .mapping import Form

INT = Builtin("int")
_BLOCK = re.compile(r"intel_sub_group_block_(read|write)(_ui|_us|_uc|_ul)?([0-9]*)")
# Device-enqueue builtins: builtin -> instruction.
ENQUEUE = {"retain_event": "RetainEvent", "release_event": "ReleaseEvent",
           "is_valid_event": "IsValidEvent", "set_user_event_status": "SetUserEventStatus",
           "capture_event_profiling_info": "CaptureEventProfilingInfo",
           "create_user_event": "CreateUserEvent", "get_default_queue": "GetDefaultQueue",
           "enqueue_marker": "EnqueueMarker", "is_valid_reserve_id": "IsValidReserveId"}
OPAQUES = {"clk_event_t": "__spirv_DeviceEvent", "queue_t": "__spirv_Queue",
           "reserve_id_t": "__spirv_ReserveId"}


def _named_pointer(name: str, space: Optional[AddressSpace] = None) -> Type:
    base: Type = NamedType(SourceName(name))
    return Pointer(Qualified(base, space) if space is not None else base)


def _opaque(t: Type) -> Type:
    """An OpenCL opaque type, or a pointer to one, as the translator's struct pointers."""
    if isinstance(t, Opaque) and t.name in OPAQUES:
        return _named_pointer(OPAQUES[t.name])
    if isinstance(t, Pointer):
        pointee = t.pointee
        space = pointee.addrspace if isinstance(pointee, Qualified) else None
        base = pointee.base if isinstance(pointee, Qualified) else pointee
        if isinstance(base, Opaque) and base.name in OPAQUES:
            inner = _opaque(base)
            return Pointer(Qualified(inner, space) if space is not None else inner)
        if isinstance(base, Builtin) and base.name == "void":
            return Pointer(Qualified(Builtin("char"), space) if space is not None
                           else Builtin("char"))
    return t


def _dot(o: "Overload", target: Target) -> "Optional[Form]":
    from .mapping import Form

    params = list(o.function.params)
    if len(params) < 2 or o.function.return_type is None:
        return None
    a, b = is_unsigned(params[0]), is_unsigned(params[1])
    kind = "U" if a and b else ("SU" if a or b else "S")
    acc = "AccSat" if o.name == "dot_acc_sat" else ""
    name = kind + "Dot" + acc + "KHR" + returns(o.function.return_type)
    return Form("spirv", (call(name, [signless(p) for p in params], target),))


def _block(o: "Overload", target: Target) -> "Optional[Form]":
    from .images import Shape, _handle
    from .mapping import Form

    m = _BLOCK.fullmatch(o.name)
    params = list(o.function.params)
    if m is None or not params:
        return None
    first: Type = params[0]
    image = isinstance(first, Image)
    if image:
        assert isinstance(first, Image)
        first = _handle("__spirv_Image" + Shape(first).suffix(), AddressSpace.GLOBAL)
    prefix = "SubgroupImageBlock" if image else "SubgroupBlock"
    if m.group(1) == "read":
        ret = o.function.return_type or INT
        name = prefix + "ReadINTEL" + returns(signless(ret))
        return Form("spirv", (call(name, [first] + params[1:], target),))
    rest = params[1:] if image else [unqualified(p) for p in params[1:]]
    if not image:
        first = unqualified(first)
    return Form("spirv", (call(prefix + "WriteINTEL", [first] + rest, target),))


def _enqueue(o: "Overload", target: Target) -> "Optional[Form]":
    from .mapping import Form

    types = [_opaque(p) for p in o.function.params]
    return Form("spirv", (call(ENQUEUE[o.name], types, target),))


def _ndrange(o: "Overload", target: Target) -> "Optional[Form]":
    from .mapping import Form

    size = Builtin("long" if target.pointer_bits == 64 else "int")
    return Form("spirv", (call("BuildNDRange_1D", [size] * 3, target),))


def _fence(o: "Overload", target: Target) -> "Optional[Form]":
    from .mapping import Form

    return Form("spirv", (call("GenericPtrMemSemantics",
                               [unqualified(_opaque(p)) for p in o.function.params], target),))


def extra_form(o: "Overload", target: Target) -> "Optional[Form]":
    """The SPIR-V friendly call of a builtin of these families; None for others."""
    if o.name in ("dot", "dot_acc_sat"):
        return _dot(o, target)
    if o.name in ENQUEUE:
        return _enqueue(o, target)
    if o.name == "ndrange_1D":
        return _ndrange(o, target)
    if o.name == "get_fence":
        return _fence(o, target)
    if o.name.startswith("intel_sub_group_block_"):
        return _block(o, target)
    if o.name.startswith(("intel_sub_group_avc_", "intel_sub_group_ime_")):
        from .avc import avc_form

        return avc_form(o, target)
    return None
