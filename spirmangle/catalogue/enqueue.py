"""Catalogue family: device-side enqueue (s6.15.18) and pipe builtins as clang mangles them.

clang lowers ``enqueue_kernel``, the ``get_kernel_*`` queries and the pipe
read/write/reserve/commit functions to unmangled runtime calls; the ``spir``
family declares their SPIR 2.0 forms.  What remains mangled is listed here.
"""

from __future__ import annotations

from .core import Decl

ENQUEUE = ("__opencl_c_device_enqueue",)
PIPES = ("__opencl_c_pipes",)


def _enqueue(template: str) -> Decl:
    return Decl(template, section="6.15.18", since="CL2.0", extensions=ENQUEUE)


# ndrange_2D/3D take arrays: a by-value array parameter decays to a pointer into
# the private address space, whatever the default pointee address space is.
_SIZES = {2: "const __private size_t %s[2]", 3: "const __private size_t %s[3]"}


def _ndrange(dims: int) -> list[Decl]:
    if dims == 1:
        params = ["size_t global_work_size", "size_t global_work_offset, size_t global_work_size",
                  "size_t global_work_offset, size_t global_work_size, size_t local_work_size"]
    else:
        work = _SIZES[dims]
        params = [work % "global_work_size",
                  "%s, %s" % (work % "global_work_size", work % "local_work_size"),
                  "%s, %s, %s" % (work % "global_work_offset", work % "global_work_size",
                                  work % "local_work_size")]
    return [_enqueue("ndrange_t ndrange_%dD(%s)" % (dims, p)) for p in params]


ENQUEUE_DECLS = [
    _enqueue("queue_t get_default_queue(void)"),
    *_ndrange(1), *_ndrange(2), *_ndrange(3),
    _enqueue("int enqueue_marker(queue_t queue, uint num_events_in_wait_list, "
             "const clk_event_t *event_wait_list, clk_event_t *event_ret)"),
    _enqueue("void retain_event(clk_event_t event)"),
    _enqueue("void release_event(clk_event_t event)"),
    _enqueue("clk_event_t create_user_event(void)"),
    _enqueue("bool is_valid_event(clk_event_t event)"),
    _enqueue("void set_user_event_status(clk_event_t event, int status)"),
    _enqueue("void capture_event_profiling_info(clk_event_t event, clk_profiling_info name, "
             "__global void *value)"),
]

# The spir family declares the SPIR-dialect form (the same mangling).
PIPE_DECLS = [
    Decl("bool is_valid_reserve_id(reserve_id_t reserve_id)", section="6.15.17", since="CL2.0",
         extensions=PIPES, dialects=("clang",)),
]

DECLS: list[Decl] = ENQUEUE_DECLS + PIPE_DECLS
