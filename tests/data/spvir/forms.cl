// Kernels that use every form the SPIR-V LLVM translator writes as a SPIR-V
// friendly call: tests/test_check_toolchains.py compiles them with clang-15,
// translates them to SPIR-V and back to SPIR-V friendly IR (llvm-spirv-15 -r
// --spirv-target-env=SPV-IR) and checks the result.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void printfs(global int *p, float f, double d, long l, char c, float4 v, int4 iv) {
  printf("plain\n");
  printf("%d %f\n", p[0], f);
  printf("%f %ld %c\n", d, l, c);
  printf("%v4hlf %v4d %s\n", v, iv, "text");
  printf("%u %hd\n", (uint)p[1], (short)p[2]);
}

kernel void pipes(read_only pipe int in, write_only pipe int out, read_only pipe float4 in4,
                  write_only pipe float4 out4, global int *res) {
  int v;
  float4 w;
  int n = read_pipe(in, &v) + write_pipe(out, &v) + read_pipe(in4, &w) + write_pipe(out4, &w);
  reserve_id_t r = reserve_read_pipe(in, 2);
  if (is_valid_reserve_id(r)) {
    n += read_pipe(in, r, 0, &v);
    commit_read_pipe(in, r);
  }
  reserve_id_t s = reserve_write_pipe(out4, 1);
  n += write_pipe(out4, s, 0, &w);
  commit_write_pipe(out4, s);
  reserve_id_t g = work_group_reserve_read_pipe(in4, 4);
  work_group_commit_read_pipe(in4, g);
  reserve_id_t h = work_group_reserve_write_pipe(out, 4);
  work_group_commit_write_pipe(out, h);
  reserve_id_t i = sub_group_reserve_read_pipe(in, 1);
  sub_group_commit_read_pipe(in, i);
  reserve_id_t j = sub_group_reserve_write_pipe(out4, 1);
  sub_group_commit_write_pipe(out4, j);
  n += get_pipe_num_packets(in) + get_pipe_max_packets(out) + get_pipe_num_packets(out4);
  res[0] = n + (int)w.x;
}

kernel void casts(global int *g, local float *l, global char *c) {
  int *p = g;
  float *q = l;
  char *r = c;
  global int *gg = to_global(p);
  local float *ll = to_local(q);
  private char *pp = to_private(r);
  global char *gc = to_global(r);
  if (gg) *gg = get_fence(p);
  if (ll) *ll = 1.0f;
  if (pp) *pp = 2;
  if (gc) *gc = 3;
}

kernel void images(read_only image2d_t a, write_only image2d_t b, read_write image2d_t c,
                   read_only image3d_t d, read_only image2d_array_t e, write_only image1d_t f,
                   read_only image1d_buffer_t g, read_only image2d_depth_t h, sampler_t s,
                   global float4 *out) {
  float4 x = read_imagef(a, s, (int2)(0, 0)) + read_imagef(a, s, (float2)(0.5f, 0.5f));
  x += read_imagef(a, (int2)(1, 1)) + convert_float4(read_imagei(c, (int2)(0, 0)));
  x += convert_float4(read_imageui(d, s, (int4)(0))) + read_imagef(e, s, (float4)(0.0f));
  x += read_imagef(g, 0) + read_imagef(h, s, (float2)(0.0f));
  write_imagef(b, (int2)(0, 0), x);
  write_imagei(c, (int2)(1, 0), (int4)(1));
  write_imageui(f, 0, (uint4)(2));
  int w = get_image_width(a) + get_image_height(b) + get_image_depth(d)
        + get_image_channel_data_type(c) + get_image_channel_order(e) + (int)get_image_array_size(e);
  int2 dim = get_image_dim(a);
  out[0] = x + (float)(w + dim.x);
}

kernel void atomics(global int *g, local uint *l, global long *gl, global atomic_int *a,
                    global atomic_float *af, global atomic_flag *flag, global float *f) {
  atomic_inc(g); atomic_dec(g); atomic_add(g, 2); atomic_sub(l, 1u); atomic_xchg(g, 3);
  atomic_min(g, 1); atomic_max(l, 9u); atomic_and(g, 7); atomic_or(l, 1u); atomic_xor(g, 2);
  atomic_cmpxchg(g, 1, 2); atomic_xchg(f, 1.0f);
  atom_add(gl, 1); atom_cmpxchg(gl, 1, 2);
  atomic_init(a, 0);
  atomic_store(a, 1); g[1] = atomic_load(a); atomic_fetch_add(a, 1); atomic_fetch_sub(a, 1);
  atomic_fetch_or(a, 1); atomic_fetch_xor(a, 1); atomic_fetch_and(a, 1);
  atomic_fetch_min(a, 1); atomic_fetch_max(a, 1); atomic_exchange(a, 4);
  int e = 0;
  atomic_compare_exchange_strong(a, &e, 2);
  atomic_compare_exchange_weak_explicit(a, &e, 3, memory_order_acq_rel, memory_order_acquire,
                                        memory_scope_work_group);
  atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(af, 1.0f, memory_order_release);
  f[0] = atomic_load_explicit(af, memory_order_acquire, memory_scope_work_group);
  if (!atomic_flag_test_and_set(flag)) atomic_flag_clear(flag);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  mem_fence(CLK_LOCAL_MEM_FENCE); read_mem_fence(CLK_GLOBAL_MEM_FENCE);
}

kernel void groups(global int *g, global uint *u, global long *l, global float *f,
                   global double *d) {
  size_t id = get_global_id(0) + get_local_id(1) + get_group_id(2);
  int x = g[id];
  x = work_group_reduce_add(x) + work_group_scan_inclusive_max(x) + work_group_broadcast(x, 0);
  x += work_group_all(x) + work_group_any(x) + work_group_scan_exclusive_min(x);
  x += work_group_broadcast(x, (size_t)1, (size_t)1);
  u[0] = work_group_reduce_max(u[1]) + work_group_scan_exclusive_add(u[2]);
  l[0] = work_group_reduce_min(l[1]);
  f[0] = work_group_reduce_add(f[1]) + work_group_scan_inclusive_min(f[2]);
  d[0] = work_group_reduce_max(d[1]);
  barrier(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  g[0] = x;
}

kernel void subgroups(global int *g, global uint *u, global float *f, global long *l) {
  int x = g[get_sub_group_local_id()];
  x = sub_group_reduce_add(x) + sub_group_scan_exclusive_min(x) + sub_group_broadcast(x, 0);
  x += sub_group_all(x) + sub_group_any(x) + sub_group_scan_inclusive_max(x);
  x += get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups()
     + get_enqueued_num_sub_groups() + get_sub_group_id();
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_sub_group);
  u[0] = sub_group_reduce_max(u[1]) + sub_group_broadcast(u[2], 1u);
  f[0] = sub_group_reduce_min(f[1]) + sub_group_scan_inclusive_add(f[2]);
  l[0] = sub_group_reduce_add(l[1]);
  g[0] = x;
}
