/* Reductions and scans: work-group collectives (2.0+) and sub-group functions. */
#include "common.h"

__kernel void reduce(__global const float *in, __global float *out, __global int *flags) {
  float v = in[get_global_id(0)];
#ifdef CL20
  float total = work_group_reduce_add(v);
  float prefix = work_group_scan_inclusive_add(v);
  float biggest = work_group_reduce_max(v);
  int all_pos = work_group_all(v > 0.0f), any_neg = work_group_any(v < 0.0f);
  float first = work_group_broadcast(v, 0);
  out[get_global_id(0)] = prefix / total + biggest + first;
  flags[get_group_id(0)] = all_pos | (any_neg << 1) | (int)get_local_linear_id() |
                           (int)get_global_linear_id() | (int)get_enqueued_local_size(0);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
#endif
#if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
  float sg = sub_group_reduce_add(v) + sub_group_scan_exclusive_min(v);
  sg += sub_group_broadcast(v, 0);
  uint lane = get_sub_group_local_id();
  int votes = sub_group_all(v > 0.0f) + sub_group_any(v > 1.0f);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] += sg + lane + votes + get_sub_group_size() + get_num_sub_groups() +
                           get_sub_group_id() + get_max_sub_group_size();
#endif
}
