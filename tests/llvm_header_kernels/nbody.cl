/* N-body step: geometric, math (const and pointer-taking), common and relational builtins. */
#include "common.h"

float r2_free(float4 p) { return sqrt(p.x * p.x + p.y * p.y) + atan2(p.y, p.x); }

__kernel void nbody_step(__global float4 *pos, __global float4 *vel, const int n,
                         const float dt, const float eps, __local float4 *tile) {
  const size_t gid = get_global_id(0), lid = get_local_id(0), lsz = get_local_size(0);
  float4 p = pos[gid], acc = (float4)(0.0f);
  for (int base = 0; base < n; base += (int)lsz) {
    tile[lid] = pos[base + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t j = 0; j < lsz; ++j) {
      float4 d = tile[j] - p;
      float r2 = dot(d.xyz, d.xyz) + eps * eps;
      float inv = rsqrt(r2);
      acc.xyz += d.xyz * (tile[j].w * inv * inv * inv);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float4 v = vel[gid] + acc * dt;
  v.xyz = normalize(v.xyz) * fmin(length(v.xyz), 10.0f);
  float whole;
  float part = fract(p.x, &whole);
  float c, s = sincos(p.y, &c);
  int e;
  float m = frexp(fabs(p.z) + 1.0f, &e);
  v.w = mad(part, s, c) + ldexp(m, e) + native_exp(-r2_free(p)) + half_sqrt(fabs(p.w));
  v.w = isnan(v.w) ? 0.0f : clamp(v.w, -1.0f, 1.0f);
  v.w = select(v.w, mix(v.w, 1.0f, 0.5f), isgreater(v.w, 0.5f));
  float3 axis = cross(p.xyz, v.xyz);
  v.xyz += smoothstep(0.0f, 1.0f, axis) * distance(p, v) * step(0.5f, p.xyz);
  vel[gid] = v;
  pos[gid] = p + v * dt + (float4)(pow(dt, 2.0f), exp(-dt), log1p(dt), hypot(dt, eps));
}


