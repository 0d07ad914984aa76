"""How ``spirmangle demangle`` prints a name, a bare type, or an argument.

* A symbol prints as :meth:`Symbol.format` does; in the opencl style a builtin the
  catalogue knows also gets its return type.
* ``-p`` prints a function's name only: no return type, parameters, method
  qualifiers or clone suffix (as both peers); variables and special names print
  whole (``vtable for Foo``, ``non-virtual thunk to Foo::bar(int)``), with their
  clone suffix in the llvm and opencl styles (as llvm-cxxfilt) and without it in
  the gnu style (as c++filt).
* ``-t`` reads a bare type (``Dv4_f``, ``PU3AS1Kf``, ``i``) with the public
  :func:`spirmangle.demangle_type`; ``-_`` is the public API's ``strip_underscore``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Callable, Optional

from .errors import DemangleError
from .limits import headroom
from .model import Function, Variable
from .symbol import Symbol, clone_suffix_text, demangle
from .type_symbol import demangle_type



@dataclass(frozen=True)
class Options:
    """What ``spirmangle demangle`` was asked to print."""

    style: str = "opencl"
    dialect: str = "auto"
    no_params: bool = False
    types: bool = False
    strip_underscore: bool = False
    strict: bool = False
    json: bool = False

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> "Options":
        return cls(style=args.style, dialect=args.dialect, no_params=args.no_params,
                   types=args.types, strip_underscore=args.strip_underscore,
                   strict=args.strict, json=args.json)


def format_symbol(symbol: Symbol, style: str, no_params: bool = False) -> str:
    """Print a symbol; in the opencl style a builtin the catalogue knows gets its
    return type.  ``no_params``: ``-p`` (see module docs)."""
    if no_params:
        return _name_only(symbol, style)
    return str(symbol) if style == "opencl" else symbol.format(style)


def _name_only(symbol: Symbol, style: str) -> str:
    entity = symbol.entity
    if type(entity) is Function:
        # The function's name printed as a variable of that name would be.
        name = Symbol(symbol.mangled, Variable(entity.name), symbol.dialect, False,
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


def _moved(exc: DemangleError, name: str, offset: int) -> DemangleError:
    return DemangleError(name, exc.position + offset, exc.reason)


def symbol_renderer(options: Options) -> Callable[[str], Optional[str]]:
    """The filter's printer of a symbol (``__Z...`` with ``-_``); raises DemangleError."""
    def render(token: str) -> Optional[str]:
        symbol = demangle(token, options.dialect, strip_underscore=options.strip_underscore)
        return format_symbol(symbol, options.style, options.no_params)
    return render


def type_renderer(options: Options) -> Callable[[str], Optional[str]]:
    """The filter's printer of a word that may be a type (``-t``); raises DemangleError."""
    def render(word: str) -> Optional[str]:
        return format_type(word, options.style, options.dialect, options.strip_underscore)
    return render


def render_argument(arg: str, options: Options) -> str:
    """How a NAME argument prints: a symbol (after a ``.``, as both peers read
    ``._Z3fooi``), else with ``-t`` a type; raises DemangleError (with a position in
    ``arg``) if it is neither.  As llvm-cxxfilt-19 (and the filter, spirmangle.cli_scan):
    ``-_`` takes a leading underscore, and then no dot; else one leading dot."""
    stripped = 1 if options.strip_underscore and arg.startswith("_") else 0
    name = arg[stripped:]
    dot = 1 if not stripped and name.startswith(".") and len(name) > 1 else 0
    name = name[dot:]
    if not name.startswith("_Z") and options.types and not dot:
        try:
            return format_type(name, options.style, options.dialect)
        except DemangleError as exc:
            raise _moved(exc, arg, stripped) from None
    if dot and not name.startswith(("_Z", "___Z")):
        name, stripped, dot = arg, 0, 0  # a dot before something else: no symbol
    try:
        symbol = demangle(name, options.dialect)
    except DemangleError as exc:
        raise _moved(exc, arg, dot + stripped) from None
    return "." * dot + format_symbol(symbol, options.style, options.no_params)
