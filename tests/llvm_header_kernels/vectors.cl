/* Packing and unpacking: vload/vstore (half too), conversions, integer and shuffle builtins. */
#include "common.h"

__kernel void pack(__global const float *in, __global half *h, __global uchar *bytes,
                   __global int *ints, __constant short *lut, __global ushort *out16) {
  const size_t i = get_global_id(0);
  float4 v = vload4(i, in);
  float8 w = vload8(0, in + 4 * i);
  vstore_half4_rte(v, i, h);
  vstore_half(v.x, i, h);
  float back = vload_half(i, h);
  float4 back4 = vloada_half4(i, h);
  uchar4 b = convert_uchar4_sat_rte(v * 255.0f);
  vstore4(b, i, bytes);
  int4 q = convert_int4_rtz(w.lo) + convert_int4(w.hi);
  q = clamp(q, -128, 127) + convert_int4(abs_diff(q, (int4)(3))) + (int4)(popcount(q.x), clz(q.y),
                                                            mad24(q.z, 2, 1), mul24(q.w, 3));
  q = rotate(q, (int4)(1)) + hadd(q, q) + convert_int4(abs(q)) + mad_hi(q, q, q);
  vstore4(q, i, ints);
  short2 s = vload2(i, lut);
  ushort2 u = upsample((uchar2)(b.x, b.y), (uchar2)(b.z, b.w));
  vstore2(u + as_ushort2(s), i, out16);
  float4 sh = shuffle(v, (uint4)(3, 2, 1, 0)) + shuffle2(v, back4, (uint4)(0, 4, 1, 5));
  int any_big = any(q > 100) + all(q < 0);
  ints[i] += any_big + convert_int(back) + convert_int_sat(sh.x) + (int)bitselect(1u, 2u, 3u);
  short wide = max((short)q.x, (short)q.y);
  ints[i] += wide + upsample((uchar)b.x, (uchar)b.y) + abs((char)q.z);
  vstore8(convert_float8(convert_long8(w)), i, (__global float *)in);
}
