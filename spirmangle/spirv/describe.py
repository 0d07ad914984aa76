"""Text for the command line: the SPIR-V friendly side of ``lookup`` and ``table``.

* :func:`is_spirv_query` -- is a ``lookup`` query a ``__spirv_*`` name or symbol;
* :func:`describe_spirv` -- the OpenCL C overloads that become a ``__spirv_*``
  call (both sides), or None when there are none;
* :func:`spirv_cell` -- what an OpenCL C overload becomes, as one table cell or
  ``lookup`` line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from . import function_name, producers, spirv_form

if TYPE_CHECKING:
    from ..catalogue.core import Overload
    from ..config import Target


def is_spirv_query(query: str) -> bool:
    return query.startswith("__spirv_") or function_name(query).startswith("__spirv_")


def spirv_cell(o: "Overload", target: "Target") -> str:
    """``_Z15__spirv_ocl_sinDv4_f``, ``instruction fptosi``, ``kept`` or ``-``
    (family not described yet)."""
    form = spirv_form(o, target)
    if form is None:
        return "-"
    if form.kind == "kept":
        return "kept"
    return form.describe()


def describe_spirv(query: str, target: str, cl_std: str, cl_ext: str = "") -> Optional[str]:
    """The SPIR-V friendly functions matching ``query`` with the OpenCL C overloads
    that become them; None when no overload of the configuration does."""
    found = producers(query, target, cl_std, cl_ext)
    if not found:
        return None
    from ..config import get_target

    tgt = get_target(target)
    by_call: dict[str, list["Overload"]] = {}
    for o in found:
        form = spirv_form(o, tgt)
        for name in form.calls if form is not None else ():
            if name == query or function_name(name) == query:
                by_call.setdefault(name, []).append(o)
    lines = []
    for name in sorted(by_call):
        lines.append(name)
        lines += ["  from:       %s  %s" % (o.mangled, o.prototype) for o in by_call[name]]
    return "\n".join(lines)


def closest_spirv(query: str, target: str, cl_std: str, cl_ext: str = "",
                  count: int = 3) -> list[str]:
    """The SPIR-V friendly names nearest ``query``; for a symbol, the symbols of the
    same function with the nearest parameters, or else the best symbol of each of
    the nearest function names."""
    import difflib

    from . import spirv_index

    by_name: dict[str, list[str]] = {}
    for symbol in spirv_index(target, cl_std, cl_ext):
        by_name.setdefault(function_name(symbol), []).append(symbol)
    if not query.startswith("_Z"):
        return difflib.get_close_matches(query, sorted(by_name), count, 0.6)
    name = function_name(query)
    if name in by_name:
        return difflib.get_close_matches(query, by_name[name], count, 0.0)
    params = query[query.index(name) + len(name):] if name else query
    out = []
    for near in difflib.get_close_matches(name, sorted(by_name), count, 0.6):
        symbols = by_name[near]
        best = difflib.get_close_matches(params, [s[s.index(near) + len(near):]
                                                  for s in symbols], 1, 0.0)
        out.append(next(s for s in symbols if s.endswith(near + best[0])) if best
                   else symbols[0])
    return out
