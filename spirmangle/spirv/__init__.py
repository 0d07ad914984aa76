"""SPIR-V friendly builtins: the ``__spirv_*`` functions of SPIR-V friendly LLVM IR.

The SPIR-V LLVM translator, asked for SPIR-V friendly IR (``llvm-spirv -r
--spirv-target-env=SPV-IR``), and SYCL's libspirv name builtins after the SPIR-V
instructions they are: ``__spirv_ocl_<name>`` for the OpenCL.std extended
instructions (:mod:`.opencl_std`), ``__spirv_<OpName>`` for core instructions and
``__spirv_BuiltIn<Name>`` for built-in variables (:mod:`.core`).  :mod:`.mapping`
gives, for an OpenCL C builtin overload of the catalogue, the call(s) it becomes;
:func:`producers` goes the other way.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from .mapping import Form, spirv_form

if TYPE_CHECKING:
    from ..catalogue.core import Overload

__all__ = ["Form", "spirv_form", "spirv_index", "producers", "function_name"]


@lru_cache(maxsize=8)
def spirv_index(target: str = "spir64", cl_std: str = "CL3.0",
                cl_ext: str = "") -> "dict[str, tuple[Overload, ...]]":
    """``__spirv_*`` mangled name -> the OpenCL C overloads (clang dialect) that
    become a call to it, for one configuration."""
    from ..catalogue import overloads
    from ..config import get_target

    tgt = get_target(target)
    index: dict[str, list["Overload"]] = {}
    for o in overloads(tgt, cl_std, cl_ext, "clang"):
        form = spirv_form(o, tgt)
        if form is not None and form.kind == "spirv":
            for name in form.calls:
                index.setdefault(name, []).append(o)
    return {k: tuple(v) for k, v in index.items()}


def producers(spirv_name: str, target: str = "spir64", cl_std: str = "CL3.0",
              cl_ext: str = "") -> "tuple[Overload, ...]":
    """The OpenCL C overloads whose calls become ``spirv_name``: a mangled name
    (``_Z15__spirv_ocl_sinDv4_f``) or a function name (``__spirv_ocl_sin``: every
    overload of it)."""
    index = spirv_index(target, cl_std, cl_ext)
    if spirv_name.startswith("_Z"):
        return index.get(spirv_name, ())
    out: list["Overload"] = []
    for mangled, found in index.items():
        if function_name(mangled) == spirv_name:
            out.extend(found)
    return tuple(out)


def function_name(mangled: str) -> str:
    """The function name of a plain ``_Z<length><name>...`` mangled name."""
    m = _SOURCE_NAME.match(mangled)
    return mangled[m.end():m.end() + int(m.group(1))] if m else ""


_SOURCE_NAME = re.compile(r"_Z([0-9]+)")
