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
    """The SPIR-V friendly names (or symbols, for a symbol query) nearest ``query``."""
    import difflib

    from . import spirv_index

    symbols = list(spirv_index(target, cl_std, cl_ext))
    if query.startswith("_Z"):
        return difflib.get_close_matches(query, symbols, count, 0.6)
    names = sorted({function_name(s) for s in symbols})
    return difflib.get_close_matches(query, names, count, 0.6)
