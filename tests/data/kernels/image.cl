// Image sampling: a 3x3 box blur with a sampler, written to a second image.
constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void blur(read_only image2d_t src, write_only image2d_t dst)
{
    int2 pos = (int2)((int)get_global_id(0), (int)get_global_id(1));
    if (pos.x >= get_image_width(src) || pos.y >= get_image_height(src))
        return;
    float4 sum = (float4)(0.0f);
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            sum += read_imagef(src, smp, pos + (int2)(dx, dy));
    float2 at = convert_float2(pos) + 0.5f;
    sum += read_imagef(src, smp, at) * 0.0f;
    write_imagef(dst, pos, sum / 9.0f);
}
