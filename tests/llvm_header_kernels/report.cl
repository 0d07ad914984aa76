/* Diagnostics: printf (unmangled in OpenCL C, a C library function to LLVM). */
#include "common.h"

__kernel void report(__global const float *values, int n) {
  const size_t i = get_global_id(0);
  if (i == 0) printf("n=%d first=%f\n", n, values[0]);
  if (isinf(values[i])) printf("inf at %u\n", (uint)i);
}
