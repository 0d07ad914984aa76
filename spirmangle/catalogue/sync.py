"""Catalogue family: work-items, synchronization, fences, async copies, clocks, printf.

Work-item functions (s6.15.1), barriers (s6.15.8), legacy fences (s6.15.9),
``get_fence`` (s6.15.10; ``to_global``/``to_local``/``to_private`` are clang
builtins lowered to unmangled calls, so the SPIR-only family declares them),
async copies and prefetch (s6.15.11), cl_khr_kernel_clock and printf (s6.15.14).
"""

from __future__ import annotations

from ..config import LanguageOptions
from .core import FLOAT_SCALARS, INTEGER_SCALARS, Decl, rows, vec

GENTYPES = rows(T=[t for scalar in INTEGER_SCALARS + FLOAT_SCALARS for t in vec(scalar)])


def _generic(lang: LanguageOptions) -> bool:
    return lang.generic_address_space


WORK_ITEM = [
    Decl("uint get_work_dim(void)", section="6.15.1", attributes=("const",)),
    *[Decl("size_t %s(uint dimindx)" % name, section="6.15.1", attributes=("const",))
      for name in ("get_global_size", "get_global_id", "get_local_size", "get_local_id",
                   "get_num_groups", "get_group_id")],
    Decl("size_t get_global_offset(uint dimindx)", section="6.15.1", since="CL1.1",
         attributes=("const",)),
    Decl("size_t get_enqueued_local_size(uint dimindx)", section="6.15.1", since="CL2.0"),
    Decl("size_t get_global_linear_id(void)", section="6.15.1", since="CL2.0"),
    Decl("size_t get_local_linear_id(void)", section="6.15.1", since="CL2.0"),
]

SYNCHRONIZATION = [
    Decl("void barrier(cl_mem_fence_flags flags)", section="6.15.8",
         attributes=("convergent",)),
    Decl("void work_group_barrier(cl_mem_fence_flags flags)", section="6.15.8",
         since="CL2.0", attributes=("convergent",)),
    Decl("void work_group_barrier(cl_mem_fence_flags flags, memory_scope scope)",
         section="6.15.8", since="CL2.0", attributes=("convergent",)),
    *[Decl("void %s(cl_mem_fence_flags flags)" % name, section="6.15.9")
      for name in ("mem_fence", "read_mem_fence", "write_mem_fence")],
    # only with the generic address space: the pointer is a __generic void *
    Decl("cl_mem_fence_flags get_fence(const void *ptr)", section="6.15.10", since="CL2.0",
         when=_generic),
    Decl("cl_mem_fence_flags get_fence(void *ptr)", section="6.15.10", since="CL2.0",
         when=_generic),
]

ASYNC_COPIES = [
    Decl("event_t async_work_group_copy(__local T *dst, const __global T *src, "
         "size_t num_gentypes, event_t event)", GENTYPES, section="6.15.11"),
    Decl("event_t async_work_group_copy(__global T *dst, const __local T *src, "
         "size_t num_gentypes, event_t event)", GENTYPES, section="6.15.11"),
    Decl("event_t async_work_group_strided_copy(__local T *dst, const __global T *src, "
         "size_t num_gentypes, size_t src_stride, event_t event)", GENTYPES, section="6.15.11"),
    Decl("event_t async_work_group_strided_copy(__global T *dst, const __local T *src, "
         "size_t num_gentypes, size_t dst_stride, event_t event)", GENTYPES, section="6.15.11"),
    # the event list is in the default address space (generic, else private)
    Decl("void wait_group_events(int num_events, event_t *event_list)", section="6.15.11"),
    Decl("void prefetch(const __global T *p, size_t num_gentypes)", GENTYPES,
         section="6.15.11"),
]

# clang defines cl_khr_kernel_clock and its scope features for OpenCL C >= 2.0 only
KERNEL_CLOCK = [
    Decl("%s clock_read%s_%s(void)" % (ret, hilo, scope), section="cl_khr_kernel_clock",
         since="CL2.0",
         extensions=("cl_khr_kernel_clock", "__opencl_c_kernel_clock_scope_" + scope))
    for scope in ("device", "work_group", "sub_group")
    for ret, hilo in (("ulong", ""), ("uint2", "_hilo"))
]

# clang leaves printf unmangled; the SPIR text mangles it _Z6printfPU3AS2Kcz
PRINTF = [
    Decl("int printf(const __constant char *restrict format, ...)", section="6.15.14",
         since="CL1.2", unmangled_in=("clang",)),
]

DECLS: list[Decl] = WORK_ITEM + SYNCHRONIZATION + ASYNC_COPIES + KERNEL_CLOCK + PRINTF
