// A sum reduction in local memory with barriers, counting finished groups with
// a global atomic (OpenCL C 1.2 and later).
kernel void reduce_sum(global const float *in, global float *partial, local float *scratch,
                       global volatile int *done, uint n)
{
    size_t gid = get_global_id(0);
    size_t lid = get_local_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t stride = get_local_size(0) / 2; stride > 0; stride >>= 1) {
        if (lid < stride)
            scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial[get_group_id(0)] = scratch[0];
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        atomic_inc(done);
        atomic_max(done + 1, (int)get_group_id(0));
    }
}
