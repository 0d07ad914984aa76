"""How a demangled symbol or bare type prints, for ``spirmangle demangle`` and the
library's text filter (:func:`spirmangle.demangle_text`): the opencl style adds a
catalogued builtin's return type; ``no_params`` (``-p``) prints a function's name
only (see :func:`format_symbol`)."""

from __future__ import annotations

from ..limits import headroom
from ..model import Function, NestedName, Variable
from ..demangler.symbol import Symbol, clone_suffix_text
from ..demangler.type_symbol import demangle_type

__all__ = ["format_symbol", "format_type"]


def format_symbol(symbol: Symbol, style: str, no_params: bool = False) -> str:
    """Print a symbol; in the opencl style a builtin the catalogue knows gets its
    return type.  ``no_params``: ``-p`` (see module docs)."""
    if no_params:
        return _name_only(symbol, style)
    return str(symbol) if style == "opencl" else symbol.format(style)


def _name_only(symbol: Symbol, style: str) -> str:
    entity = symbol.entity
    node = entity.name if type(entity) is Function or type(entity) is Variable else None
    if style == "gnu" and type(node) is NestedName and (node.qualifiers or node.ref_qualifier):
        from dataclasses import replace  # (rare: not at start-up)

        node = replace(node, qualifiers=None, ref_qualifier="")  # (c++filt -p prints none:
    else:  # the gnu style prints a data name's, as c++filt does without -p)
        node = None if type(entity) is Variable else node
    if node is not None:
        # The function's name printed as a variable of that name would be.
        name = Symbol(symbol.mangled, Variable(node), symbol.dialect, False,
                      host_addrspaces=symbol.host_addrspaces, max_output=symbol.max_output)
        with headroom():
            return name.format(style)
    text = symbol.format(style)
    if style == "gnu" and symbol.clone_suffix:
        text = text[:len(text) - len(clone_suffix_text(symbol.clone_suffix, "gnu"))]
    return text


def format_type(text: str, style: str, dialect: str = "auto",
                strip_underscore: bool = False) -> str:
    """The type mangled as ``text`` (``Dv4_f`` is ``float4`` in the opencl style);
    raises DemangleError (with a position in ``text``) if it is not one type."""
    return demangle_type(text, dialect, strip_underscore=strip_underscore).format(style)
