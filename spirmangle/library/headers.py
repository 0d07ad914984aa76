"""Headers for the library (:func:`spirmangle.header`, ``spirmangle header``)."""

from __future__ import annotations

from typing import Optional


def title(target: str, cl_std: str, cl_ext: str, dialect: str) -> str:
    words = [cl_std, target]
    if cl_ext:
        words.append("-cl-ext=" + cl_ext)
    words.append("%s mangling" % dialect)
    return ", ".join(words)


def header(cl_std: str, target: str, cl_ext: str, dialect: str, lang: str,
           llvm_version: Optional[int], spirv_friendly: bool, base: str = "own") -> str:
    """The text ``spirmangle header`` prints; ValueError for a bad combination."""
    from ..catalogue import overloads
    from ..catalogue.header import llvm_declarations, opencl_header
    from ..catalogue.llvm_ir import DEFAULT_LLVM_VERSION
    from ..config import get_dialect, language

    options = language(cl_std, cl_ext)
    dialect = get_dialect(dialect).name
    heading = title(target, cl_std, cl_ext, dialect)
    if lang not in ("opencl", "llvm"):
        raise ValueError("lang is opencl or llvm, not %r" % lang)
    if spirv_friendly:
        if lang != "llvm":
            raise ValueError("--spirv-friendly writes LLVM IR: use it with --lang llvm")
        from ..spirv.header import spirv_declarations

        return spirv_declarations(target, cl_std, cl_ext, heading)
    found = overloads(target, cl_std, cl_ext, dialect)
    if lang == "llvm":
        version = DEFAULT_LLVM_VERSION if llvm_version is None else llvm_version
        return llvm_declarations(found, target, heading, version, options)
    if llvm_version is not None:
        raise ValueError("--llvm-version applies to --lang llvm")
    from .base_types import base_declarations

    return base_declarations(base) + opencl_header(found, cl_std, heading)
