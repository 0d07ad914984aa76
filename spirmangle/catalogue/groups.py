"""Catalogue family: work-group (s6.15.16) and sub-group (s6.15.19) collective functions.

Sub-group functions come from cl_khr_subgroups before OpenCL C 3.0 and from the
optional feature __opencl_c_subgroups in 3.0.  The cl_khr_subgroup_* extensions
add types and operations; clang defines them for OpenCL C 2.0 and later only.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from .core import INTEGER_SCALARS, VSIZES, Decl, rows, vec

CONV = ("convergent",)
CONST = ("const",)

# gentype of the work-group and cl_khr_subgroups collectives
COLLECTIVE = ("int", "uint", "long", "ulong", "float", "double", "half")
# every scalar of the cl_khr_subgroup_* extensions
SCALARS = INTEGER_SCALARS + ("float", "double", "half")
SMALL_INTEGERS = ("char", "uchar", "short", "ushort")

REDUCTIONS = ("reduce", "scan_exclusive", "scan_inclusive")


def _types(scalars: Sequence[str], sizes: Sequence[int] = (1,)) -> tuple[dict[str, str], ...]:
    return rows(T=[t for s in scalars for t in vec(s, sizes)])


# ------------------------------------------------------------ work-group

WORK_GROUP_FEATURE = ("__opencl_c_work_group_collective_functions",)


def _work_group(template: str, values: Sequence[Mapping[str, str]] = ({},)) -> Decl:
    return Decl(template, tuple(values), section="6.15.16", since="CL2.0",
                extensions=WORK_GROUP_FEATURE, attributes=CONV)


WORK_GROUP = [
    _work_group("int work_group_all(int predicate)"),
    _work_group("int work_group_any(int predicate)"),
    _work_group("T work_group_broadcast(T a, size_t local_id)", _types(COLLECTIVE)),
    _work_group("T work_group_broadcast(T a, size_t local_id_x, size_t local_id_y)",
                _types(COLLECTIVE)),
    _work_group("T work_group_broadcast(T a, size_t local_id_x, size_t local_id_y, "
                "size_t local_id_z)", _types(COLLECTIVE)),
    *(_work_group("T work_group_%s_%s(T x)" % (kind, op), _types(COLLECTIVE))
      for kind in REDUCTIONS for op in ("add", "min", "max")),
]

# ------------------------------------------------------------- sub-group


def _sub_group(template: str, values: Sequence[Mapping[str, str]] = ({},),
               since: str = "CL1.0", attributes: tuple[str, ...] = ()) -> list[Decl]:
    """A cl_khr_subgroups builtin: the extension before OpenCL C 3.0, the feature in 3.0."""
    return [
        Decl(template, tuple(values), section="cl_khr_subgroups", since=since, until="CL3.0",
             extensions=("cl_khr_subgroups",), attributes=attributes),
        Decl(template, tuple(values), section="6.15.19", since="CL3.0",
             extensions=("__opencl_c_subgroups",), attributes=attributes),
    ]


SUB_GROUP = [
    *(d for name in ("get_sub_group_size", "get_max_sub_group_size", "get_num_sub_groups",
                     "get_sub_group_id", "get_sub_group_local_id")
      for d in _sub_group("uint %s(void)" % name)),
    *_sub_group("uint get_enqueued_num_sub_groups(void)", since="CL2.0"),
    *_sub_group("void sub_group_barrier(cl_mem_fence_flags flags)", attributes=CONV),
    *_sub_group("void sub_group_barrier(cl_mem_fence_flags flags, memory_scope scope)",
                since="CL2.0", attributes=CONV),
    *_sub_group("int sub_group_all(int predicate)", attributes=CONV),
    *_sub_group("int sub_group_any(int predicate)", attributes=CONV),
    *_sub_group("T sub_group_broadcast(T x, uint sub_group_local_id)", _types(COLLECTIVE),
                attributes=CONV),
    *(d for kind in REDUCTIONS for op in ("add", "min", "max")
      for d in _sub_group("T sub_group_%s_%s(T x)" % (kind, op), _types(COLLECTIVE),
                          attributes=CONV)),
]

# ------------------------------------------------- cl_khr_subgroup_* extensions


def _khr(extension: str, template: str, values: Sequence[Mapping[str, str]] = ({},),
         attributes: tuple[str, ...] = ()) -> Decl:
    return Decl(template, tuple(values), section=extension, since="CL2.0",
                extensions=(extension,), attributes=attributes)


EXTENDED = "cl_khr_subgroup_extended_types"
EXTENDED_TYPES = [
    # the scalar int, uint, long, ulong, float, half, double broadcasts are cl_khr_subgroups
    _khr(EXTENDED, "T sub_group_broadcast(T value, uint index)",
         _types(SMALL_INTEGERS, (1,) + VSIZES) + _types(COLLECTIVE, VSIZES), CONV),
    *(_khr(EXTENDED, "T sub_group_%s_%s(T value)" % (kind, op), _types(SMALL_INTEGERS), CONV)
      for kind in REDUCTIONS for op in ("add", "min", "max")),
]

VOTE = "cl_khr_subgroup_non_uniform_vote"
NON_UNIFORM_VOTE = [
    _khr(VOTE, "int sub_group_elect(void)"),
    _khr(VOTE, "int sub_group_non_uniform_all(int predicate)"),
    _khr(VOTE, "int sub_group_non_uniform_any(int predicate)"),
    _khr(VOTE, "int sub_group_non_uniform_all_equal(T value)", _types(SCALARS)),
]

BALLOT = "cl_khr_subgroup_ballot"
SUB_GROUP_BALLOT = [
    _khr(BALLOT, "T sub_group_non_uniform_broadcast(T value, uint index)",
         _types(SCALARS, (1,) + VSIZES)),
    _khr(BALLOT, "T sub_group_broadcast_first(T value)", _types(SCALARS)),
    _khr(BALLOT, "uint4 sub_group_ballot(int predicate)"),
    _khr(BALLOT, "int sub_group_inverse_ballot(uint4 value)", attributes=CONST),
    _khr(BALLOT, "int sub_group_ballot_bit_extract(uint4 value, uint index)", attributes=CONST),
    _khr(BALLOT, "uint sub_group_ballot_bit_count(uint4 value)", attributes=CONST),
    *(_khr(BALLOT, "uint sub_group_ballot_%s(uint4 value)" % name)
      for name in ("inclusive_scan", "exclusive_scan", "find_lsb", "find_msb")),
    *(_khr(BALLOT, "uint4 get_sub_group_%s_mask(void)" % rel, attributes=CONST)
      for rel in ("eq", "ge", "gt", "le", "lt")),
]

ARITHMETIC = "cl_khr_subgroup_non_uniform_arithmetic"
NON_UNIFORM_ARITHMETIC = [
    *(_khr(ARITHMETIC, "T sub_group_non_uniform_%s_%s(T value)" % (kind, op), _types(SCALARS))
      for kind in REDUCTIONS for op in ("add", "mul", "min", "max")),
    *(_khr(ARITHMETIC, "T sub_group_non_uniform_%s_%s(T value)" % (kind, op),
           _types(INTEGER_SCALARS))
      for kind in REDUCTIONS for op in ("and", "or", "xor")),
    *(_khr(ARITHMETIC, "int sub_group_non_uniform_%s_logical_%s(int predicate)" % (kind, op))
      for kind in REDUCTIONS for op in ("and", "or", "xor")),
]

SHUFFLE, RELATIVE = "cl_khr_subgroup_shuffle", "cl_khr_subgroup_shuffle_relative"
SHUFFLES = [
    _khr(SHUFFLE, "T sub_group_shuffle(T value, uint index)", _types(SCALARS)),
    _khr(SHUFFLE, "T sub_group_shuffle_xor(T value, uint mask)", _types(SCALARS)),
    _khr(RELATIVE, "T sub_group_shuffle_up(T value, uint delta)", _types(SCALARS)),
    _khr(RELATIVE, "T sub_group_shuffle_down(T value, uint delta)", _types(SCALARS)),
]

CLUSTERED = "cl_khr_subgroup_clustered_reduce"
CLUSTERED_REDUCE = [
    *(_khr(CLUSTERED, "T sub_group_clustered_reduce_%s(T value, uint clustersize)" % op,
           _types(SCALARS)) for op in ("add", "mul", "min", "max")),
    *(_khr(CLUSTERED, "T sub_group_clustered_reduce_%s(T value, uint clustersize)" % op,
           _types(INTEGER_SCALARS)) for op in ("and", "or", "xor")),
    *(_khr(CLUSTERED, "int sub_group_clustered_reduce_logical_%s(int predicate, "
                      "uint clustersize)" % op) for op in ("and", "or", "xor")),
]

ROTATE = "cl_khr_subgroup_rotate"
SUB_GROUP_ROTATE = [
    _khr(ROTATE, "T sub_group_rotate(T value, int delta)", _types(SCALARS), CONV),
    _khr(ROTATE, "T sub_group_clustered_rotate(T value, int delta, uint clustersize)",
         _types(SCALARS), CONV),
]

DECLS: list[Decl] = (WORK_GROUP + SUB_GROUP + EXTENDED_TYPES + NON_UNIFORM_VOTE
                     + SUB_GROUP_BALLOT + NON_UNIFORM_ARITHMETIC + SHUFFLES + CLUSTERED_REDUCE
                     + SUB_GROUP_ROTATE)
