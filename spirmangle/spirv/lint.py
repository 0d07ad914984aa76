"""``spirmangle check`` on SPIR-V friendly IR: ``__spirv_*`` calls are checked
against the SPIR-V friendly names the configuration's OpenCL builtins become
(:func:`spirmangle.spirv.spirv_index`), not against the OpenCL catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from . import function_name, spirv_index
from .describe import closest_spirv

if TYPE_CHECKING:
    from ..catalogue.lint import Finding


def split_spirv(findings: Iterable["Finding"], target: str, cl_std: str,
                cl_ext: str = "") -> "tuple[list[Finding], list[Finding]]":
    """(OpenCL findings, unknown ``__spirv_*`` symbols): the ``__spirv_*`` symbols the
    configuration's builtins become are dropped."""
    plain: list["Finding"] = []
    spirv: list["Finding"] = []
    known = None
    for f in findings:
        if not function_name(f.symbol).startswith("__spirv_"):
            plain.append(f)
            continue
        if known is None:
            known = spirv_index(target, cl_std, cl_ext)
        if f.symbol not in known:
            spirv.append(f)
    return plain, spirv


def format_spirv_finding(path: str, f: "Finding", target: str, cl_std: str,
                         cl_ext: str = "") -> list[str]:
    """``FILE:LINE: unknown SPIR-V friendly builtin SYMBOL`` and the closest real ones."""
    out = ["%s:%d: unknown SPIR-V friendly builtin %s" % (path, f.line, f.symbol)]
    near = closest_spirv(f.symbol, target, cl_std, cl_ext)
    if not near:
        near = closest_spirv(function_name(f.symbol), target, cl_std, cl_ext)
    out += ["%s:%d: note: closest SPIR-V friendly builtin: %s" % (path, f.line, n)
            for n in near]
    return out
