/* Tiled transpose with async copies, events, prefetch and fences. */
#include "common.h"

__kernel void transpose(__global const float *in, __global float *out, __local float *tile,
                        const int width) {
  const size_t gx = get_group_id(0), gy = get_group_id(1), ts = get_local_size(0);
  event_t ev = async_work_group_strided_copy(tile, in + gy * ts * width + gx * ts, ts,
                                             (size_t)width, 0);
  wait_group_events(1, &ev);
  const size_t lx = get_local_id(0), ly = get_local_id(1);
  float v = tile[lx * ts + ly];
  barrier(CLK_LOCAL_MEM_FENCE);
  tile[ly * ts + lx] = v;
  mem_fence(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t back = async_work_group_copy(out + gx * ts * width + gy * ts, tile, ts, 0);
  wait_group_events(1, &back);
  prefetch(in + get_global_id(0), 16);
  read_mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
}

__kernel void copy_vectors(__global const int4 *in, __global int4 *out, __local int4 *buf) {
  event_t ev = async_work_group_copy(buf, in + get_group_id(0) * 64, 64, 0);
  wait_group_events(1, &ev);
  out[get_global_id(0)] = buf[get_local_id(0)] + (int4)((int)get_work_dim(), (int)get_num_groups(0),
                                                         (int)get_global_offset(0), (int)get_global_size(0));
}
