/* Version switches shared by the kernels: OpenCL C 2.0+ or C++ for OpenCL. */
#ifndef KERNELS_COMMON_H
#define KERNELS_COMMON_H
#if defined(__OPENCL_CPP_VERSION__) || __OPENCL_C_VERSION__ >= 200
#define CL20 1
#endif
#if defined(CL20) && (defined(__opencl_c_pipes) || __OPENCL_C_VERSION__ == 200)
#define HAVE_PIPES 1
#endif
#if defined(CL20) && (defined(__opencl_c_device_enqueue) || __OPENCL_C_VERSION__ == 200)
#define HAVE_ENQUEUE 1
#endif
#if defined(CL20) && (defined(__opencl_c_generic_address_space) || __OPENCL_C_VERSION__ == 200)
#define HAVE_GENERIC 1
#endif
#endif
