// Vector math: geometric, common and math builtins, conversions and vload/vstore.
kernel void shade(global const float *pos, global float4 *color, global int4 *quant, float t)
{
    size_t i = get_global_id(0);
    float4 p = vload4(i, pos);
    float4 n = normalize(p);
    float4 whole;
    float4 f = fract(p * t, &whole);
    float4 c;
    float4 s = sincos(n * 3.14159f, &c);
    float d = dot(n, (float4)(0.0f, 0.0f, 1.0f, 0.0f));
    float4 lit = mix(s, c, clamp(d, 0.0f, 1.0f)) + native_exp(-f) + fmax(whole, 0.0f);
    lit = select(lit, (float4)(0.0f), isnan(lit));
    color[i] = lit + (float4)(length(p.xyz), rsqrt(fabs(d) + 1.0f), pow(t, 2.0f), hypot(t, d));
    quant[i] = convert_int4_sat_rte(lit * 255.0f) + (int4)(as_int(d), (int)abs(-3), popcount((int)i), (int)rotate(1u, 3u));
    vstore4(lit, i, (global float *)color);
}
