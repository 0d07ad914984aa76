"""``spirmangle check`` on SPIR-V friendly IR: ``__spirv_*`` calls are checked
against the SPIR-V friendly names the configuration's OpenCL builtins become
(:func:`spirmangle.spirv.spirv_index`), not against the OpenCL catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from . import function_name, spirv_form, spirv_index
from .describe import closest_spirv

if TYPE_CHECKING:
    from ..catalogue.lint import Catalogue, Finding
    from ..modules_input import ModuleFunction


def format_spirv_finding(path: str, f: "Finding", target: str, cl_std: str,
                         cl_ext: str = "") -> list[str]:
    """``FILE:LINE: unknown SPIR-V friendly builtin SYMBOL`` and the closest real ones."""
    where = "%s:%d" % (path, f.line) if f.line else path  # (no lines in bitcode, SPIR-V)
    out = ["%s: unknown SPIR-V friendly builtin %s" % (where, f.symbol)]
    near = closest_spirv(f.symbol, target, cl_std, cl_ext)
    if not near:
        near = closest_spirv(function_name(f.symbol), target, cl_std, cl_ext)
    out += ["%s: note: closest SPIR-V friendly builtin: %s" % (where, n) for n in near]
    return out


def unknown_spirv(names: Iterable[str], target: str, cl_std: str, cl_ext: str = "") -> list[str]:
    """The ``__spirv_*`` symbols of ``names`` that no builtin of the configuration becomes."""
    known = spirv_index(target, cl_std, cl_ext)
    return [n for n in names if n not in known]


def opencl_calls(path: str, functions: Iterable["ModuleFunction"], cat: "Catalogue",
                 target: str) -> list[str]:
    """``check --spirv-friendly`` over a module read by :mod:`spirmangle.modules_input`:
    ``FILE:LINE: OpenCL builtin SYMBOL in SPIR-V friendly IR`` for each OpenCL
    builtin it calls that the translator writes as ``__spirv_*`` calls, with them."""
    from ..config import get_target

    tgt = get_target(target)
    out = []
    for f in functions:
        o = cat.by_symbol.get(f.name)
        if f.defined or o is None:
            continue
        form = spirv_form(o, tgt)
        if form is None or form.kind != "spirv":
            continue
        where = "%s:%d" % (path, f.line) if f.line else path
        out.append("%s: OpenCL builtin %s in SPIR-V friendly IR" % (where, f.name))
        out += ["%s: note: the translator writes %s" % (where, c) for c in form.calls]
    return out
