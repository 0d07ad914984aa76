/* Image filters: samplers, read/write/query of 2D, 3D, arrays and buffers. */
#include "common.h"

__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                               CLK_FILTER_NEAREST;

__kernel void gaussian(__read_only image2d_t src, __write_only image2d_t dst,
                       sampler_t linear, __constant float *weights) {
  const int2 at = (int2)((int)get_global_id(0), (int)get_global_id(1));
  const int2 dim = get_image_dim(src);
  if (at.x >= dim.x || at.y >= get_image_height(src)) return;
  float4 sum = (float4)(0.0f);
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      sum += weights[(dy + 1) * 3 + dx + 1] * read_imagef(src, nearest, at + (int2)(dx, dy));
  float2 uv = (convert_float2(at) + 0.5f) / convert_float2(dim);
  sum += read_imagef(src, linear, uv) * 0.0f;
  write_imagef(dst, at, sum);
}

__kernel void volume(__read_only image3d_t vol, __write_only image2d_t out, sampler_t s) {
  const int x = get_global_id(0), y = get_global_id(1);
  uint4 acc = (uint4)(0);
  for (int z = 0; z < get_image_depth(vol); ++z)
    acc += read_imageui(vol, s, (int4)(x, y, z, 0));
  write_imageui(out, (int2)(x, y), acc);
  (void)get_image_channel_order(vol);
  (void)get_image_channel_data_type(out);
}

__kernel void layers(__read_only image2d_array_t stack, __read_only image1d_buffer_t lut,
                     __write_only image1d_t line, sampler_t s) {
  const int x = get_global_id(0);
  int4 v = read_imagei(stack, s, (int4)(x, 0, (int)get_image_array_size(stack) - 1, 0));
  float4 l = read_imagef(lut, x % get_image_width(lut));
  write_imagef(line, x, l + convert_float4(v));
}

#ifdef CL20
__kernel void in_place(__read_write image2d_t img) {
  const int2 at = (int2)((int)get_global_id(0), (int)get_global_id(1));
  float4 v = read_imagef(img, at);
  work_group_barrier(CLK_IMAGE_MEM_FENCE);
  write_imagef(img, at, 1.0f - v);
}
#endif
