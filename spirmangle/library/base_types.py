"""The base types and macros an OpenCL C header of builtin declarations needs to
compile on its own (``clang -cl-no-stdinc -include h.h``): what clang's
``opencl-c-base.h`` would give the declarations (the extension and feature
macros their guards test, as clang defines them for SPIR; scalar and vector typedefs,
``size_t`` and friends, ``memory_order``/``memory_scope``, ``cl_mem_fence_flags``,
``ndrange_t``..., the ``as_<type>`` reinterpretations and the sampler and fence
flags), written here, guarded so that a translation unit that has
``opencl-c-base.h`` already (``-finclude-default-header``) skips them.  ``BASES``
are the choices of ``spirmangle header --base``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.typecodes import BUILTIN_ROWS

if TYPE_CHECKING:
    from ..config import LanguageOptions

BASES = ("own", "include", "none")
# OpenCL C's typedef names of builtin types (uchar: unsigned char...), from spirmangle.model.typecodes
_SCALARS = tuple((row.name, row.c[0]) for row in BUILTIN_ROWS
                 if row.c and row.name != row.c[0] and row.name.isidentifier())
_VECTORS = ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float")
_SIZES = (2, 3, 4, 8, 16)
_CL20 = "#if defined(__OPENCL_CPP_VERSION__) || (__OPENCL_C_VERSION__ >= 200)"


# What the declarations' guards test, as clang defines it for the SPIR targets:
# the extensions of OpenCL C 2.0 and later, the OpenCL C 2.0 (C++ for OpenCL 1.0)
# features, and those of 3.0 (C++ for OpenCL 2021) that -cl-ext=-FEATURE may turn off.
_SPIR_EXTENSIONS = (
    "cl_khr_subgroup_extended_types", "cl_khr_subgroup_non_uniform_vote", "cl_khr_subgroup_ballot",
    "cl_khr_subgroup_non_uniform_arithmetic", "cl_khr_subgroup_shuffle",
    "cl_khr_subgroup_shuffle_relative", "cl_khr_subgroup_clustered_reduce",
    "cl_khr_subgroup_rotate", "cl_khr_extended_bit_ops", "cl_khr_integer_dot_product",
    "__opencl_c_integer_dot_product_input_4x8bit",
    "__opencl_c_integer_dot_product_input_4x8bit_packed", "cl_ext_float_atomics",
    "__opencl_c_ext_fp32_global_atomic_add", "__opencl_c_ext_fp32_local_atomic_add",
    "__opencl_c_ext_fp32_global_atomic_min_max", "__opencl_c_ext_fp32_local_atomic_min_max",
    "__opencl_c_ext_image_raw10_raw12", "cl_khr_kernel_clock",
    "__opencl_c_kernel_clock_scope_device", "__opencl_c_kernel_clock_scope_work_group",
    "__opencl_c_kernel_clock_scope_sub_group")
_FP_ATOMICS = {"cl_khr_fp16": "fp16", "cl_khr_fp64": "fp64"}
_CL20_FEATURES = (
    "__opencl_c_pipes", "__opencl_c_generic_address_space",
    "__opencl_c_work_group_collective_functions", "__opencl_c_atomic_order_acq_rel",
    "__opencl_c_atomic_order_seq_cst", "__opencl_c_atomic_scope_device",
    "__opencl_c_atomic_scope_all_devices", "__opencl_c_device_enqueue",
    "__opencl_c_read_write_images", "__opencl_c_program_scope_global_variables",
    "__opencl_c_images")
_CL30_FEATURES = (
    "__opencl_c_work_group_collective_functions", "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_scope_device", "__opencl_c_atomic_scope_all_devices",
    "__opencl_c_read_write_images")
_SPIR = "#if defined(__SPIR__) || defined(__SPIRV__)"


def _macros() -> list[str]:
    lines = [_CL20, _SPIR] + ["#define %s 1" % e for e in _SPIR_EXTENSIONS]
    for extension, short in _FP_ATOMICS.items():
        lines.append("#ifdef " + extension)
        for where in ("global", "local"):
            for what in (("atomic_load_store", "atomic_add", "atomic_min_max") if short == "fp16"
                         else ("atomic_add", "atomic_min_max")):
                lines.append("#define __opencl_c_ext_%s_%s_%s 1" % (short, where, what))
        lines.append("#endif")
    lines += ["#endif", "#endif",
              "#if (__OPENCL_CPP_VERSION__ == 100 || __OPENCL_C_VERSION__ == 200)"]
    lines += ["#define %s 1" % f for f in _CL20_FEATURES] + ["#endif"]
    lines += ["#if (__OPENCL_CPP_VERSION__ == 202100 || __OPENCL_C_VERSION__ == 300)", _SPIR]
    lines += ["#define %s 1" % f for f in _CL30_FEATURES] + ["#endif"]
    for f in _CL30_FEATURES:
        lines += ["#ifdef __undef_" + f, "#undef " + f, "#endif"]
    lines += ["#endif", "#if !defined(__opencl_c_generic_address_space)",
              "#define __opencl_c_named_address_space_builtins 1", "#endif"]
    return lines


def _vectors(element: str) -> list[str]:
    return ["typedef %s %s%d __attribute__((ext_vector_type(%d)));" % (element, element, n, n)
            for n in _SIZES]


def _as_type_macros() -> list[str]:
    """``as_<type>(x)``: the reinterpretations (``__builtin_astype``), per type."""
    lines = []
    for element in _VECTORS + ("double", "half"):
        for name in [element] + ["%s%d" % (element, n) for n in _SIZES]:
            lines.append("#define as_%s(x) __builtin_astype((x), %s)" % (name, name))
    return lines


def base_declarations(base: str = "own") -> str:
    """The lines before the declarations: ``own`` (the types written here),
    ``include`` (``#include <opencl-c-base.h>``, clang's) or ``none``."""
    if base == "none":
        return ""
    if base == "include":
        return "#include <opencl-c-base.h>\n\n"
    if base != "own":
        raise ValueError("base is one of %s, not %r" % (", ".join(BASES), base))
    lines = ["/* The base types of the declarations (as opencl-c-base.h has them). */",
             "#ifndef _OPENCL_BASE_H_", "#define _OPENCL_BASE_H_"]
    lines += _macros()
    lines += ["typedef %s %s;" % (c, name) for name, c in _SCALARS]
    lines += ["typedef __SIZE_TYPE__ size_t;", "typedef __PTRDIFF_TYPE__ ptrdiff_t;",
              "typedef __INTPTR_TYPE__ intptr_t;", "typedef __UINTPTR_TYPE__ uintptr_t;"]
    for element in _VECTORS:
        lines += _vectors(element)
    lines += ["#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)",
              "#pragma OPENCL EXTENSION cl_khr_fp64 : enable"] + _vectors("double") + ["#endif"]
    lines += ["#if defined(cl_khr_fp16)", "#pragma OPENCL EXTENSION cl_khr_fp16 : enable"]
    lines += _vectors("half") + ["#endif"]
    lines += _as_type_macros()
    lines += ["#define CLK_ADDRESS_NONE 0", "#define CLK_ADDRESS_CLAMP_TO_EDGE 2",
              "#define CLK_ADDRESS_CLAMP 4", "#define CLK_ADDRESS_REPEAT 6",
              "#define CLK_ADDRESS_MIRRORED_REPEAT 8", "#define CLK_NORMALIZED_COORDS_FALSE 0",
              "#define CLK_NORMALIZED_COORDS_TRUE 1", "#define CLK_FILTER_NEAREST 0x10",
              "#define CLK_FILTER_LINEAR 0x20"]
    lines += ["typedef uint cl_mem_fence_flags;",
              "#define CLK_LOCAL_MEM_FENCE 0x01", "#define CLK_GLOBAL_MEM_FENCE 0x02",
              "#define CLK_IMAGE_MEM_FENCE 0x04"]
    lines += [_CL20,
              "typedef enum memory_scope {",
              "  memory_scope_work_item = __OPENCL_MEMORY_SCOPE_WORK_ITEM,",
              "  memory_scope_work_group = __OPENCL_MEMORY_SCOPE_WORK_GROUP,",
              "  memory_scope_device = __OPENCL_MEMORY_SCOPE_DEVICE,",
              "  memory_scope_all_svm_devices = __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES,",
              "  memory_scope_all_devices = memory_scope_all_svm_devices,",
              "  memory_scope_sub_group = __OPENCL_MEMORY_SCOPE_SUB_GROUP",
              "} memory_scope;",
              "typedef enum memory_order {",
              "  memory_order_relaxed = __ATOMIC_RELAXED,",
              "  memory_order_acquire = __ATOMIC_ACQUIRE,",
              "  memory_order_release = __ATOMIC_RELEASE,",
              "  memory_order_acq_rel = __ATOMIC_ACQ_REL,",
              "  memory_order_seq_cst = __ATOMIC_SEQ_CST",
              "} memory_order;",
              "typedef int kernel_enqueue_flags_t;",
              "typedef int clk_profiling_info;",
              "#define MAX_WORK_DIM 3",
              "typedef struct {",
              "  unsigned int workDimension;",
              "  size_t globalWorkOffset[MAX_WORK_DIM];",
              "  size_t globalWorkSize[MAX_WORK_DIM];",
              "  size_t localWorkSize[MAX_WORK_DIM];",
              "} ndrange_t;",
              "#endif", "#endif", "", ""]
    return "\n".join(lines)
