"""From an OpenCL C builtin overload to the SPIR-V friendly call(s) it becomes.

:func:`spirv_form` answers, for one catalogue overload, what the SPIR-V LLVM
translator writes for a call to it in SPIR-V friendly IR: ``__spirv_*`` calls
(mangled), an LLVM instruction and no call (``convert_int4(float4)`` is an
``fptosi``), or None when the overload's family is not described here yet.
The rules are the specification's (which instruction an OpenCL C builtin is,
:mod:`.opencl_std`, :mod:`.core`) plus the translator's naming conventions
(:mod:`.types`); tests/spirv/test_spirv_map.py checks them against the oracle.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, NamedTuple, Optional

from ..config import Target
from ..model import Atomic, Builtin, Function, Pointer, Qualified, SourceName, Type, Vector
from . import core, extras, groups, images, opencl_std
from .types import (
    call,
    is_float,
    is_unsigned,
    returns,
    signless,
    unqualified,
    unsigned,
    widen,
    width,
)

if TYPE_CHECKING:
    from ..catalogue.core import Overload

INT = Builtin("int")


class Form(NamedTuple):
    """What a builtin overload becomes in SPIR-V friendly IR."""

    kind: str                  # "spirv" (calls), "instruction" (no call) or "kept"
    calls: tuple[str, ...] = ()
    instruction: str = ""      # the LLVM instruction, when one is characteristic

    def describe(self) -> str:
        if self.kind in ("spirv", "kept"):
            return " ".join(self.calls)
        return "instruction" + (" " + self.instruction if self.instruction else "")


def kind_of(t: Type) -> str:
    """``float``, ``signed`` or ``unsigned``: the element kind of an operand."""
    return "float" if is_float(t) else ("unsigned" if is_unsigned(t) else "signed")


def _params(fn: Function) -> list[Type]:
    return [p for p in fn.params if not (isinstance(p, Builtin) and p.name == "...")]


def _size_t(target: Target) -> Type:
    return Builtin("long" if target.pointer_bits == 64 else "int")


# ------------------------------------------------------------------ OpenCL.std


def _ext_inst(o: "Overload", target: Target) -> Optional[Form]:
    fn = o.function
    params = _params(fn)
    first = params[0] if params else (fn.return_type or INT)
    inst = opencl_std.instruction(o.name, kind_of(first))
    if inst is None:
        return None
    name = inst.name
    ret = fn.return_type or Builtin("void")
    if name in opencl_std.NOT_GENTYPE:
        types = [signless(p) for p in params]
    else:
        size = width(ret)
        convert = unsigned if name.startswith("u_") else signless
        types = [convert(widen(p, size)) for p in params]
    operands = [o for o in inst.operands if o not in opencl_std.LITERALS]
    if name != "printf" and len(operands) != len(types):
        return None
    for literal in (op for op in inst.operands if op in opencl_std.LITERALS):
        types.append(INT)
    suffix = returns(signless(ret)) if name in opencl_std.RESULT_SUFFIX else ""
    return Form("spirv", (call("ocl_" + name + suffix, types, target),))


# ------------------------------------------------------------------ conversions

_CONVERT = re.compile(r"convert_([a-z]+?)([0-9]*)(_sat)?(_rt[enpz])?")


def _conversion(o: "Overload", target: Target) -> Optional[Form]:
    m = _CONVERT.fullmatch(o.name)
    if m is None or o.function.return_type is None:
        return None
    src, dst = o.function.params[0], o.function.return_type
    key = (kind_of(src), kind_of(dst))
    sat, rounding = bool(m.group(3)), m.group(4) or ""
    if key[0] != "float" and key[1] != "float":  # integer to integer: rounding is moot
        if not sat or src == dst:
            return Form("instruction")
        name = core.CONVERSIONS[key] + returns(dst)
        if key[0] == key[1]:
            name += "_sat"
        return Form("spirv", (call(name, [src], target),))
    if key == ("float", "float") and src == dst:
        return Form("instruction")
    if not (sat or rounding):
        return Form("instruction", instruction=core.CONVERSION_INSTRUCTIONS.get(key, ""))
    name = core.CONVERSIONS[key] + returns(dst) + ("_sat" if sat else "") + rounding
    return Form("spirv", (call(name, [src], target),))


# ---------------------------------------------------------------- core families


def _work_item(o: "Overload", target: Target) -> Optional[Form]:
    builtin, dimension = core.WORK_ITEM[o.name]
    return Form("spirv", (call("BuiltIn" + builtin, [INT] if dimension else [], target),))


def _barrier(o: "Overload", target: Target) -> Optional[Form]:
    name, operands = core.BARRIERS[o.name]
    return Form("spirv", (call(name, [INT] * operands, target),))


def _relational(o: "Overload", target: Target) -> Optional[Form]:
    if o.name in core.COMPARISONS:
        return Form("instruction", instruction="fcmp")
    params = _params(o.function)
    if o.name in core.ANY_ALL:
        if width(params[0]) == 1:
            return Form("instruction", instruction="icmp")
        return Form("spirv", (call(core.ANY_ALL[o.name], [Vector(Builtin("char"),
                                                                  width(params[0]))], target),))
    return Form("spirv", (call(core.RELATIONAL[o.name], params, target),))


def _dot(o: "Overload", target: Target) -> Optional[Form]:
    params = _params(o.function)
    if not all(is_float(p) for p in params):
        return None  # the integer dot products (cl_khr_integer_dot_product): not yet
    if width(params[0]) == 1:
        return Form("instruction", instruction="fmul")
    return Form("spirv", (call("Dot", params, target),))


def _bits(o: "Overload", target: Target) -> Optional[Form]:
    if o.name in core.BIT_INTRINSICS:
        return Form("instruction", instruction=core.BIT_INTRINSICS[o.name])
    name, ints = core.BITS[o.name]
    params = _params(o.function)
    types = [signless(p) for p in params[:len(params) - ints]] + [INT] * ints
    return Form("spirv", (call(name, types, target),))


def _event(target: Target) -> Type:
    from ..model import NamedType

    return Pointer(NamedType(SourceName(core.EVENT)))


def _async(o: "Overload", target: Target) -> Optional[Form]:
    params = _params(o.function)
    if o.name == "wait_group_events":
        events = params[1]
        space = events.pointee.addrspace if (isinstance(events, Pointer) and isinstance(
            events.pointee, Qualified)) else None
        pointee: Type = _event(target)
        if space is not None:
            pointee = Qualified(pointee, space)
        return Form("spirv", (call("GroupWaitEvents", [INT, INT, Pointer(pointee)], target),))
    dst, src = signless(params[0]), signless(params[1])
    size = _size_t(target)
    return Form("spirv", (call("GroupAsyncCopy", [INT, dst, src, size, size, _event(target)],
                               target),))


_ATOMIC = re.compile(r"(?:atomic_fetch_|atomic_|atom_)(.*?)(?:_explicit)?")


def _atomic(o: "Overload", target: Target) -> Optional[Form]:
    if o.name in core.ATOMIC_STORES:
        return Form("instruction")
    m = _ATOMIC.fullmatch(o.name)
    params = _params(o.function)
    if m is None or m.group(1) not in core.ATOMICS or not params:
        return None
    obj = params[0]
    if not isinstance(obj, Pointer):
        return None
    pointee = obj.pointee
    space = pointee.addrspace if isinstance(pointee, Qualified) else None
    value = pointee.base if isinstance(pointee, Qualified) else pointee
    value = value.value if isinstance(value, Atomic) else value
    integer, floating = core.ATOMICS[m.group(1)]
    name = floating if is_float(value) else integer
    if name is None:
        return None
    convert = signless
    if is_unsigned(value) and name in core.ATOMICS_UNSIGNED:
        name, convert = core.ATOMICS_UNSIGNED[name], unqualified
    value = convert(value)
    pointer = Pointer(Qualified(value, space) if space is not None else value)
    semantics = 2 if name.startswith("CompareExchange") else 1
    values = {"IIncrement": 0, "IDecrement": 0, "Load": 0, "FlagTestAndSet": 0,
              "FlagClear": 0, "CompareExchange": 2, "CompareExchangeWeak": 2}.get(name, 1)
    types = [pointer, INT] + [INT] * semantics + [value] * values
    return Form("spirv", (call("Atomic" + name, types, target),))


Rule = Callable[["Overload", Target], Optional[Form]]


def _rules() -> dict[str, Rule]:
    table: dict[str, Rule] = {}
    for names, rule in ((core.WORK_ITEM, _work_item), (core.BARRIERS, _barrier),
                        (core.RELATIONAL, _relational), (core.COMPARISONS, _relational),
                        (core.ANY_ALL, _relational), (core.BITS, _bits),
                        (core.BIT_INTRINSICS, _bits), (core.ASYNC, _async), (("dot",), _dot),
                        (core.ATOMIC_STORES, _atomic)):
        for name in names:
            table[name] = rule
    return table


RULES = _rules()


def _kept(o: "Overload") -> bool:
    if o.name.startswith(core.KEPT_PREFIXES):
        return True
    params = _params(o.function)
    return (o.name.startswith(core.KEPT_SHORT) and bool(params)
            and is_short(params[0]))


def is_short(t: Type) -> bool:
    e = t.element if isinstance(t, Vector) else t
    return isinstance(e, Builtin) and e.name in ("short", "ushort")


def spirv_form(o: "Overload", target: Target) -> Optional[Form]:
    """What the translator makes of a call to ``o`` (None: family not described)."""
    if _kept(o):
        return Form("kept", (o.mangled,))
    rule = RULES.get(o.name)
    if rule is not None:
        form = rule(o, target)
        return form if form is not None else extras.extra_form(o, target)
    if o.name in images.NAMES:
        return images.image_form(o, target)
    if groups.is_group(o.name):
        return groups.group_form(o, target)
    if o.name.startswith(("atomic_", "atom_")):
        return _atomic(o, target)
    if o.name.startswith("convert_"):
        return _conversion(o, target)
    return extras.extra_form(o, target) or _ext_inst(o, target)
