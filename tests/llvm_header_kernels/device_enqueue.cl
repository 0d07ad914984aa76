/* Producer/consumer pipes and device-side enqueue (OpenCL C 2.0 and 3.0 with the features). */
#include "common.h"

#ifdef HAVE_PIPES
__kernel void producer(__global const int *in, __write_only pipe int out) {
  const int i = get_global_id(0);
  reserve_id_t r = reserve_write_pipe(out, 1);
  if (is_valid_reserve_id(r)) {
    write_pipe(out, r, 0, &in[i]);
    commit_write_pipe(out, r);
  } else {
    write_pipe(out, &in[i]);
  }
}

__kernel void consumer(__read_only pipe int in, __global int *out) {
  int v;
  if (read_pipe(in, &v) == 0) out[get_global_id(0)] = v + get_pipe_num_packets(in);
}
#endif

#ifdef HAVE_ENQUEUE
void child(__global int *data, int i) { data[i] *= 2; }

__kernel void parent(__global int *data, __global ulong *profile) {
  queue_t q = get_default_queue();
  ndrange_t one = ndrange_1D(64);
  size_t global2[2] = {8, 8}, local2[2] = {4, 4};
  ndrange_t two = ndrange_2D(global2, local2);
  size_t offset3[3] = {0, 0, 0}, global3[3] = {4, 4, 4}, local3[3] = {2, 2, 2};
  ndrange_t three = ndrange_3D(offset3, global3, local3);
  clk_event_t done, user = create_user_event();
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, one, 1, &user, &done,
                 ^{ child(data, get_global_id(0)); });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, two, ^{ child(data, 0); });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, three, ^{ child(data, 1); });
  set_user_event_status(user, CL_COMPLETE);
  clk_event_t marker;
  enqueue_marker(q, 1, &done, &marker);
  if (is_valid_event(done)) {
    capture_event_profiling_info(done, CLK_PROFILING_COMMAND_EXEC_TIME, profile);
    retain_event(done);
    release_event(done);
  }
  release_event(marker);
  release_event(user);
}
#endif

#ifdef HAVE_GENERIC
__kernel void spaces(__global int *g, __local int *l) {
  int *p = get_global_id(0) ? (int *)g : (int *)l;
  __global int *back = to_global(p);
  if (back) *back = get_fence(p);
}
#endif
