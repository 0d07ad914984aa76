"""Core SPIR-V instructions and built-in variables as SPIR-V friendly calls.

The SPIR-V LLVM translator writes the core instructions that OpenCL C builtins
become as calls to ``__spirv_<OpName>`` (the ``Op`` dropped), with the result
type as a ``_R<type>`` suffix where the operands do not determine it, and
``_sat``/``_rte``... suffixes for the ``SaturatedConversion`` and
``FPRoundingMode`` decorations.  Built-in variables (``BuiltIn`` decorations)
are read through calls to ``__spirv_BuiltIn<Name>``, with an ``int`` dimension
for the vector ones.  Scope, memory-semantics and group-operation operands are
``int``; events are ``__spirv_Event *``.
"""

from __future__ import annotations

# SPIR-V BuiltIn decorations (SPIR-V 1.6, section 3.21) read by OpenCL C work-item
# functions: builtin -> (BuiltIn name, takes a dimension).
WORK_ITEM = {
    "get_work_dim": ("WorkDim", False),
    "get_global_size": ("GlobalSize", True),
    "get_global_id": ("GlobalInvocationId", True),
    "get_local_size": ("WorkgroupSize", True),
    "get_enqueued_local_size": ("EnqueuedWorkgroupSize", True),
    "get_local_id": ("LocalInvocationId", True),
    "get_num_groups": ("NumWorkgroups", True),
    "get_group_id": ("WorkgroupId", True),
    "get_global_offset": ("GlobalOffset", True),
    "get_global_linear_id": ("GlobalLinearId", False),
    "get_local_linear_id": ("LocalInvocationIndex", False),
    "get_sub_group_size": ("SubgroupSize", False),
    "get_max_sub_group_size": ("SubgroupMaxSize", False),
    "get_num_sub_groups": ("NumSubgroups", False),
    "get_enqueued_num_sub_groups": ("NumEnqueuedSubgroups", False),
    "get_sub_group_id": ("SubgroupId", False),
    "get_sub_group_local_id": ("SubgroupLocalInvocationId", False),
    "get_sub_group_eq_mask": ("SubgroupEqMaskKHR", False),
    "get_sub_group_ge_mask": ("SubgroupGeMaskKHR", False),
    "get_sub_group_gt_mask": ("SubgroupGtMaskKHR", False),
    "get_sub_group_le_mask": ("SubgroupLeMaskKHR", False),
    "get_sub_group_lt_mask": ("SubgroupLtMaskKHR", False),
}

# OpControlBarrier (Execution, Memory, Semantics) and OpMemoryBarrier (Memory, Semantics).
BARRIERS = {
    "barrier": ("ControlBarrier", 3), "work_group_barrier": ("ControlBarrier", 3),
    "sub_group_barrier": ("ControlBarrier", 3),
    "mem_fence": ("MemoryBarrier", 2), "read_mem_fence": ("MemoryBarrier", 2),
    "write_mem_fence": ("MemoryBarrier", 2), "atomic_work_item_fence": ("MemoryBarrier", 2),
}

# Relational instructions taking the OpenCL argument as is (OpIsNan...).
RELATIONAL = {
    "isfinite": "IsFinite", "isinf": "IsInf", "isnan": "IsNan", "isnormal": "IsNormal",
    "signbit": "SignBitSet",
}
# Ordered/unordered comparisons: plain LLVM ``fcmp`` (no call).
COMPARISONS = frozenset({"isequal", "isnotequal", "isgreater", "isgreaterequal", "isless",
                         "islessequal", "islessgreater", "isordered", "isunordered"})
# OpAny/OpAll take a boolean vector: the translator mangles it as a char vector.
ANY_ALL = {"any": "Any", "all": "All"}

# Bit instructions (OpBitCount, cl_khr_extended_bit_ops' OpBitField*): signless operands,
# the offset and count ``int``.
BITS = {"popcount": ("BitCount", 0), "bitfield_insert": ("BitFieldInsert", 2),
        "bitfield_extract_signed": ("BitFieldSExtract", 2),
        "bitfield_extract_unsigned": ("BitFieldUExtract", 2)}
BIT_INTRINSICS = {"bit_reverse": "llvm.bitreverse"}

# Conversions (OpConvert*, OpSatConvert*): (source kind, destination kind) -> opcode name.
CONVERSIONS = {
    ("float", "signed"): "ConvertFToS", ("float", "unsigned"): "ConvertFToU",
    ("signed", "float"): "ConvertSToF", ("unsigned", "float"): "ConvertUToF",
    ("float", "float"): "FConvert",
    ("signed", "signed"): "SConvert", ("unsigned", "unsigned"): "UConvert",
    ("signed", "unsigned"): "SatConvertSToU", ("unsigned", "signed"): "SatConvertUToS",
}
# The LLVM instruction of a conversion that needs no decoration.
CONVERSION_INSTRUCTIONS = {
    ("float", "signed"): "fptosi", ("float", "unsigned"): "fptoui",
    ("signed", "float"): "sitofp", ("unsigned", "float"): "uitofp",
}

# OpGroupAsyncCopy (Execution, Destination, Source, NumElements, Stride, Event) and
# OpGroupWaitEvents (Execution, NumEvents, EventsList).
ASYNC = {"async_work_group_copy": "GroupAsyncCopy",
         "async_work_group_strided_copy": "GroupAsyncCopy",
         "wait_group_events": "GroupWaitEvents"}
EVENT = "__spirv_Event"

# Vendor builtins SPIR-V has no instruction for: the translator passes the OpenCL call
# through (cl_amd_media_ops[2], cl_arm_integer_dot_product, cl_khr_kernel_clock, the
# packed integer dot products of cl_khr_integer_dot_product, and cl_intel_subgroups_short's
# broadcast/reduce/scan).
KEPT_PREFIXES = ("amd_", "arm_dot", "clock_read_", "dot_4x8packed_", "dot_acc_sat_4x8packed_")
KEPT_SHORT = ("intel_sub_group_broadcast", "intel_sub_group_reduce_", "intel_sub_group_scan_")

# Atomic instructions (SPIR-V 1.6, 3.42.18): OpenCL C operation -> instruction for
# integers, and the SPV_EXT_shader_atomic_float_* instruction for floats.  Operands:
# Pointer, Scope, Semantics (two for the compare-exchanges), then the values.
ATOMICS = {
    "add": ("IAdd", "FAddEXT"), "sub": ("ISub", "FAddEXT"),
    "xchg": ("Exchange", "Exchange"), "exchange": ("Exchange", "Exchange"),
    "inc": ("IIncrement", None), "dec": ("IDecrement", None),
    "cmpxchg": ("CompareExchange", None),
    "compare_exchange_strong": ("CompareExchange", "CompareExchange"),
    "compare_exchange_weak": ("CompareExchangeWeak", "CompareExchangeWeak"),
    "min": ("SMin", "FMinEXT"), "max": ("SMax", "FMaxEXT"),
    "and": ("And", None), "or": ("Or", None), "xor": ("Xor", None),
    "store": ("Store", "Store"), "load": ("Load", "Load"),
    "flag_test_and_set": ("FlagTestAndSet", None), "flag_clear": ("FlagClear", None),
}
# Unsigned variants: their pointer and value operands stay unsigned.
ATOMICS_UNSIGNED = {"SMin": "UMin", "SMax": "UMax"}
# atomic_init is a plain store: no call.
ATOMIC_STORES = frozenset({"atomic_init"})
