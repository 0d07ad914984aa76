/* Histograms and counters: legacy atomics, 64-bit atom_*, and C11 atomics (2.0+). */
#include "common.h"
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

__kernel void histogram(__global const uchar *data, __global uint *bins, __local uint *local_bins,
                        __global ulong *total, __global int *minmax) {
  const size_t lid = get_local_id(0);
  local_bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&local_bins[data[get_global_id(0)]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&bins[lid], local_bins[lid]);
  atom_add(total, (ulong)local_bins[lid]);
  atomic_min(&minmax[0], (int)local_bins[lid]);
  atomic_max(&minmax[1], (int)local_bins[lid]);
  atomic_cmpxchg(&minmax[2], 0, 1);
  atomic_xchg(&minmax[3], (int)lid);
  atomic_dec(&bins[0]);
}

#ifdef CL20
__kernel void counters(__global atomic_int *count, __global atomic_uint *flags,
                       __global atomic_flag *lock, __global int *out) {
  int old = atomic_fetch_add_explicit(count, 1, memory_order_relaxed, memory_scope_device);
  atomic_fetch_or(flags, 1u << (old & 31));
  int expected = old + 1;
  atomic_compare_exchange_strong(count, &expected, old + 2);
  atomic_store(count, atomic_load(count) + 1);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  while (atomic_flag_test_and_set_explicit(lock, memory_order_acquire, memory_scope_device)) {}
  out[get_global_id(0)] = atomic_exchange(count, 0);
  atomic_flag_clear_explicit(lock, memory_order_release, memory_scope_device);
}
#endif
