"""Group and sub-group builtins as SPIR-V friendly calls.

The group instructions of SPIR-V 1.6 (3.42.21 Group and Subgroup Instructions,
3.42.24 Non-Uniform Instructions, SPV_KHR_subgroup_rotate, SPV_INTEL_subgroups)
take the execution scope first (``int``), then, for reductions and scans, the
group operation (``int``), then the value.  The translator writes the value
signless, except for the unsigned min/max instructions (``GroupUMin``...), whose
value stays unsigned; predicates are ``bool``; ballots (``uint4``), ids of the
non-uniform instructions and cluster sizes keep their unsigned OpenCL types.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional

from ..config import Target
from ..model import Builtin, Type, Vector
from .types import call, is_float, is_unsigned, signless

if TYPE_CHECKING:
    from ..catalogue.core import Overload
    from .mapping import Form

INT, BOOL, UINT = Builtin("int"), Builtin("bool"), Builtin("uint")

# OpenCL C operation -> (integer, float, unsigned integer) instruction suffix.
OPERATIONS = {
    "add": ("IAdd", "FAdd", "IAdd"), "mul": ("IMul", "FMul", "IMul"),
    "min": ("SMin", "FMin", "UMin"), "max": ("SMax", "FMax", "UMax"),
    "and": ("BitwiseAnd", None, "BitwiseAnd"), "or": ("BitwiseOr", None, "BitwiseOr"),
    "xor": ("BitwiseXor", None, "BitwiseXor"),
    "logical_and": ("LogicalAnd", None, None), "logical_or": ("LogicalOr", None, None),
    "logical_xor": ("LogicalXor", None, None),
}
_COLLECTIVE = re.compile(r"(work_group|sub_group)_(non_uniform_|clustered_)?"
                         r"(reduce|scan_inclusive|scan_exclusive)_(\w+)")

# Non-collective group builtins: builtin -> (instruction, operand kinds after the scope).
# Kinds: "value" (signless), "pred" (bool), "id" (signless), "uid" (as given: uint),
# "ballot" (as given), "op" (the group operation, int).
SIMPLE = {
    "work_group_all": ("GroupAll", ("pred",)), "work_group_any": ("GroupAny", ("pred",)),
    "sub_group_all": ("GroupAll", ("pred",)), "sub_group_any": ("GroupAny", ("pred",)),
    "sub_group_broadcast": ("GroupBroadcast", ("value", "id")),
    "sub_group_elect": ("GroupNonUniformElect", ()),
    "sub_group_non_uniform_all": ("GroupNonUniformAll", ("pred",)),
    "sub_group_non_uniform_any": ("GroupNonUniformAny", ("pred",)),
    "sub_group_non_uniform_all_equal": ("GroupNonUniformAllEqual", ("value",)),
    "sub_group_non_uniform_broadcast": ("GroupNonUniformBroadcast", ("value", "uid")),
    "sub_group_broadcast_first": ("GroupNonUniformBroadcastFirst", ("value",)),
    "sub_group_ballot": ("GroupNonUniformBallot", ("pred",)),
    "sub_group_inverse_ballot": ("GroupNonUniformInverseBallot", ("ballot",)),
    "sub_group_ballot_bit_extract": ("GroupNonUniformBallotBitExtract", ("ballot", "uid")),
    "sub_group_ballot_bit_count": ("GroupNonUniformBallotBitCount", ("op", "ballot")),
    "sub_group_ballot_inclusive_scan": ("GroupNonUniformBallotBitCount", ("op", "ballot")),
    "sub_group_ballot_exclusive_scan": ("GroupNonUniformBallotBitCount", ("op", "ballot")),
    "sub_group_ballot_find_lsb": ("GroupNonUniformBallotFindLSB", ("ballot",)),
    "sub_group_ballot_find_msb": ("GroupNonUniformBallotFindMSB", ("ballot",)),
    "sub_group_shuffle": ("GroupNonUniformShuffle", ("value", "uid")),
    "sub_group_shuffle_xor": ("GroupNonUniformShuffleXor", ("value", "uid")),
    "sub_group_shuffle_up": ("GroupNonUniformShuffleUp", ("value", "uid")),
    "sub_group_shuffle_down": ("GroupNonUniformShuffleDown", ("value", "uid")),
    "sub_group_rotate": ("GroupNonUniformRotateKHR", ("value", "id")),
    "sub_group_clustered_rotate": ("GroupNonUniformRotateKHR", ("value", "id", "uid")),
}
# SPV_INTEL_subgroups: no scope operand.
INTEL = {
    "intel_sub_group_shuffle": ("SubgroupShuffleINTEL", ("value", "uid")),
    "intel_sub_group_shuffle_xor": ("SubgroupShuffleXorINTEL", ("value", "uid")),
    "intel_sub_group_shuffle_down": ("SubgroupShuffleDownINTEL", ("value", "value", "uid")),
    "intel_sub_group_shuffle_up": ("SubgroupShuffleUpINTEL", ("value", "value", "uid")),
}
NAMES = frozenset(SIMPLE) | frozenset(INTEL) | {"work_group_broadcast"}


def _operand(kind: str, t: Type) -> Type:
    if kind == "pred":
        return BOOL
    if kind in ("value", "id"):
        return signless(t)
    return t


def _collective(o: "Overload", target: Target) -> "Optional[Form]":
    from .mapping import Form

    m = _COLLECTIVE.fullmatch(o.name)
    params = list(o.function.params)
    if m is None or m.group(4) not in OPERATIONS or not params:
        return None
    value = params[0]
    choices = OPERATIONS[m.group(4)]
    name = choices[1] if is_float(value) else (choices[2] if is_unsigned(value) else choices[0])
    if name is None:
        return None
    prefix = "GroupNonUniform" if m.group(2) or name.startswith(("Bitwise", "Logical", "IMul",
                                                                    "FMul")) else "Group"
    if name.startswith("Logical"):
        value = BOOL
    elif not name.startswith("U"):
        value = signless(value)
    types = [INT, INT, value] + [UINT] * (len(params) - 1)
    return Form("spirv", (call(prefix + name, types, target),))


def group_form(o: "Overload", target: Target) -> "Optional[Form]":
    """The SPIR-V friendly call of a group builtin; None for other builtins."""
    from .mapping import Form

    params = list(o.function.params)
    if o.name == "work_group_broadcast":
        ids = params[1:]
        size = signless(ids[0]) if ids else INT
        local = size if len(ids) == 1 else Vector(size, len(ids))
        return Form("spirv", (call("GroupBroadcast", [INT, signless(params[0]), local],
                                   target),))
    if o.name in SIMPLE or o.name in INTEL:
        name, kinds = SIMPLE.get(o.name) or INTEL[o.name]
        it = iter(params)
        types: list[Type] = [] if o.name in INTEL else [INT]
        for kind in kinds:
            types.append(INT if kind == "op" else _operand(kind, next(it)))
        return Form("spirv", (call(name, types, target),))
    return _collective(o, target)


def is_group(name: str) -> bool:
    return name in NAMES or _COLLECTIVE.fullmatch(name) is not None
