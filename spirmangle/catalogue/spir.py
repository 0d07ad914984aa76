"""Catalogue family: builtins that only the SPIR 1.2/2.0 specification text mangles.

clang lowers pipes, device-side enqueue and ``to_global``/``to_local``/
``to_private`` to unmangled runtime calls and leaves ``printf`` unmangled, so
these declarations exist in the ``spir`` dialect only.  They follow the SPIR 2.0
signature changes:

* 2.10.7: every builtin taking a pipe gets two trailing ``uint`` parameters
  (packet size and alignment), and the ``read_pipe``/``write_pipe`` data
  pointer becomes ``__generic void *``; the dialect itself mangles the pipe as
  ``__global ocl_pipe *`` (``_Z9read_pipePU3AS18ocl_pipePU3AS4vjj``);
* 2.10.8: address space qualifier functions take and return ``void *``
  (``_Z8to_localPU3AS4v``);
* 2.1.3.7: blocks mangle as ``U13block_pointer`` function types
  (``_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerFvvE``);
* 2.10.5: ``int printf(constant char *restrict fmt, ...)`` (``_Z6printfPU3AS2Kcz``).

The pipe element type is not mangled, so pipes are declared over ``gentype``.
"""

from __future__ import annotations

from .core import Decl

SPIR_ONLY = ("spir",)
PIPES = ("__opencl_c_pipes",)
ENQUEUE = ("__opencl_c_device_enqueue",)
SIZE_ALIGN = "uint packet_size, uint packet_align"


def _pipe(template: str, section: str = "6.15.17", extensions: tuple[str, ...] = ()) -> Decl:
    """A pipe builtin in its SPIR form: packet size and alignment appended."""
    head, _, params = template.rpartition(")")[0].partition("(")
    return Decl("%s(%s, %s)" % (head, params, SIZE_ALIGN), section=section, since="CL2.0",
                extensions=PIPES + extensions, dialects=SPIR_ONLY)


PIPE_DECLS = [
    # OpenCL C 2.0 s6.13.16.2: pipe read and write functions
    _pipe("int read_pipe(read_only pipe gentype p, __generic void *ptr)"),
    _pipe("int write_pipe(write_only pipe gentype p, __generic void *ptr)"),
    _pipe("int read_pipe(read_only pipe gentype p, reserve_id_t reserve_id, uint index,"
          " __generic void *ptr)"),
    _pipe("int write_pipe(write_only pipe gentype p, reserve_id_t reserve_id, uint index,"
          " __generic void *ptr)"),
    _pipe("reserve_id_t reserve_read_pipe(read_only pipe gentype p, uint num_packets)"),
    _pipe("reserve_id_t reserve_write_pipe(write_only pipe gentype p, uint num_packets)"),
    _pipe("void commit_read_pipe(read_only pipe gentype p, reserve_id_t reserve_id)"),
    _pipe("void commit_write_pipe(write_only pipe gentype p, reserve_id_t reserve_id)"),
    # s6.13.16.3: work-group pipe functions
    _pipe("reserve_id_t work_group_reserve_read_pipe(read_only pipe gentype p, uint num_packets)"),
    _pipe("reserve_id_t work_group_reserve_write_pipe(write_only pipe gentype p,"
          " uint num_packets)"),
    _pipe("void work_group_commit_read_pipe(read_only pipe gentype p, reserve_id_t reserve_id)"),
    _pipe("void work_group_commit_write_pipe(write_only pipe gentype p, reserve_id_t reserve_id)"),
    # s6.13.16.4: pipe queries
    _pipe("uint get_pipe_num_packets(pipe gentype p)"),
    _pipe("uint get_pipe_max_packets(pipe gentype p)"),
    # cl_khr_subgroups: sub-group pipe functions
    *(_pipe(t, "cl_khr_subgroups", ("cl_khr_subgroups",)) for t in (
        "reserve_id_t sub_group_reserve_read_pipe(read_only pipe gentype p, uint num_packets)",
        "reserve_id_t sub_group_reserve_write_pipe(write_only pipe gentype p, uint num_packets)",
        "void sub_group_commit_read_pipe(read_only pipe gentype p, reserve_id_t reserve_id)",
        "void sub_group_commit_write_pipe(write_only pipe gentype p, reserve_id_t reserve_id)",
    )),
    # Takes no pipe, so its signature is unchanged (clang mangles it the same way).
    Decl("bool is_valid_reserve_id(reserve_id_t reserve_id)", section="6.15.17", since="CL2.0",
         extensions=PIPES, dialects=SPIR_ONLY),
]

ADDRESS_SPACE_DECLS = [
    Decl("%s__%s void *to_%s(%s__generic void *ptr)" % (const, space, space, const),
         section="6.15.10", since="CL2.0", extensions=("__opencl_c_generic_address_space",),
         dialects=SPIR_ONLY)
    for space in ("global", "local", "private") for const in ("", "const ")
]

# OpenCL C 2.0 s6.13.17: a kernel is enqueued as a block, either without
# arguments or with __local pointer arguments whose sizes follow the block.
QUEUE = "queue_t queue, kernel_enqueue_flags_t flags, const ndrange_t ndrange"
EVENTS = ("uint num_events_in_wait_list, const clk_event_t *event_wait_list,"
          " clk_event_t *event_ret")
BLOCK = "void (^block)(void)"
LOCAL_BLOCK = "void (^block)(__local void *, ...), uint size0, ..."


def _enqueue(template: str) -> Decl:
    return Decl(template, section="6.15.18", since="CL2.0", extensions=ENQUEUE,
                dialects=SPIR_ONLY)


ENQUEUE_DECLS = [
    _enqueue("int enqueue_kernel(%s, %s)" % (QUEUE, BLOCK)),
    _enqueue("int enqueue_kernel(%s, %s, %s)" % (QUEUE, EVENTS, BLOCK)),
    _enqueue("int enqueue_kernel(%s, %s)" % (QUEUE, LOCAL_BLOCK)),
    _enqueue("int enqueue_kernel(%s, %s, %s)" % (QUEUE, EVENTS, LOCAL_BLOCK)),
    *(_enqueue("uint %s(void (^block)(%s))" % (name, params))
      for name in ("get_kernel_work_group_size", "get_kernel_preferred_work_group_size_multiple")
      for params in ("void", "__local void *, ...")),
]

# SPIR 1.2 s2.10.3 and SPIR 2.0 s2.10.5 both mangle printf; OpenCL C has it since 1.2.
PRINTF_DECLS = [
    Decl("int printf(const __constant char *restrict fmt, ...)", section="6.15.14",
         since="CL1.2", dialects=SPIR_ONLY),
]

DECLS: list[Decl] = PIPE_DECLS + ADDRESS_SPACE_DECLS + ENQUEUE_DECLS + PRINTF_DECLS
