__kernel void k(__global float4 *out, __global const float *in, __global int *counter,
                read_only image2d_t img, sampler_t s, __local float *tmp) {
  size_t i = get_global_id(0);
  float4 v = vload4(i, in);
  v = sin(v) + fma(v, v, (float4)(1.0f)) + max(v, 0.5f);
  int4 c = convert_int4_sat_rte(v);
  v += convert_float4(c) + read_imagef(img, s, (int2)(i, 0));
  tmp[get_local_id(0)] = v.x;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(counter, (int)work_group_reduce_add(c.x));
  out[i] = v + (float4)(tmp[0]) + (float4)(dot(v, v));
}
