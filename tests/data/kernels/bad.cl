// Seeded mistakes: builtins declared by hand with a misspelt name or overloads
// no OpenCL C version has.  Every call below must be reported by check.
float4 fract(float4 x, global double4 *iptr) __attribute__((overloadable));  // _Z5fractDv4_fPU3AS1Dv4_d
uint get_groupid(uint dim) __attribute__((overloadable));                    // _Z11get_groupidj
float sin(int x) __attribute__((overloadable));                              // _Z3sini

kernel void seeded(global float4 *out, global double4 *ip)
{
    out[0] = fract(out[1], ip);
    out[2].x = (float)get_groupid(0) + sin(3);
}
