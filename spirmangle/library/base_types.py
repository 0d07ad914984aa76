"""The base types and macros an OpenCL C header of builtin declarations needs to
compile on its own (``clang -cl-no-stdinc -include h.h``): what clang's
``opencl-c-base.h`` would give the declarations (scalar and vector typedefs,
``size_t`` and friends, ``memory_order``/``memory_scope``, ``cl_mem_fence_flags``,
``ndrange_t``...), written here, guarded so that a translation unit that has
``opencl-c-base.h`` already (``-finclude-default-header``) skips them.  ``BASES``
are the choices of ``spirmangle header --base``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..config import LanguageOptions

BASES = ("own", "include", "none")
_SCALARS = (("uchar", "unsigned char"), ("ushort", "unsigned short"), ("uint", "unsigned int"),
            ("ulong", "unsigned long"))
_VECTORS = ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float")
_SIZES = (2, 3, 4, 8, 16)
_CL20 = "#if defined(__OPENCL_CPP_VERSION__) || (__OPENCL_C_VERSION__ >= 200)"


def _vectors(element: str) -> list[str]:
    return ["typedef %s %s%d __attribute__((ext_vector_type(%d)));" % (element, element, n, n)
            for n in _SIZES]


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
    lines += ["typedef %s %s;" % (c, name) for name, c in _SCALARS]
    lines += ["typedef __SIZE_TYPE__ size_t;", "typedef __PTRDIFF_TYPE__ ptrdiff_t;",
              "typedef __INTPTR_TYPE__ intptr_t;", "typedef __UINTPTR_TYPE__ uintptr_t;"]
    for element in _VECTORS:
        lines += _vectors(element)
    lines += ["#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)",
              "#pragma OPENCL EXTENSION cl_khr_fp64 : enable"] + _vectors("double") + ["#endif"]
    lines += ["#if defined(cl_khr_fp16)", "#pragma OPENCL EXTENSION cl_khr_fp16 : enable"]
    lines += _vectors("half") + ["#endif"]
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
