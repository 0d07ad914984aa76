// Work-group collective functions and OpenCL C 2.0 atomics through the generic
// address space (OpenCL C 2.0, or 3.0 with those features).
kernel void scan(global const int *in, global int *out, global atomic_int *total)
{
    size_t gid = get_global_id(0);
    int x = in[gid];
    int prefix = work_group_scan_inclusive_add(x);
    int sum = work_group_reduce_add(x);
    int first = work_group_broadcast(x, 0);
    if (work_group_all(x >= 0) && work_group_any(x > 100))
        prefix += first;
    out[gid] = prefix;
    if (get_local_id(0) == 0)
        atomic_fetch_add_explicit(total, sum, memory_order_relaxed, memory_scope_device);
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    generic int *p = &out[gid];
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
    *p += (int)get_enqueued_local_size(0) + (int)get_global_linear_id();
}
