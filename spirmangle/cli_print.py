"""How ``spirmangle demangle`` prints a name, a bare type, or an argument.

* A symbol prints as :meth:`Symbol.format` does; in the opencl style a builtin the
  catalogue knows also gets its return type.
* ``-p`` prints a function's name only: no return type, parameters, method
  qualifiers or clone suffix (as both peers); variables and special names print
  whole (``vtable for Foo``, ``non-virtual thunk to Foo::bar(int)``), with their
  clone suffix in the llvm and opencl styles (as llvm-cxxfilt) and without it in
  the gnu style (as c++filt).
* ``-t`` reads a bare type (``Dv4_f``, ``PU3AS1Kf``, ``i``) through the public
  demangler: ``_Z1f`` + type is a function ``f`` of one parameter, that type.  The
  name ``1f`` is no substitution candidate, so the type's own candidates number
  from ``S_`` as in a bare type; ``v`` is the one type that gives no parameter.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Callable, Optional

from .errors import DemangleError
from .limits import headroom
from .model import Function, SourceName, Variable
from .symbol import Symbol, clone_suffix_text, demangle

_TYPE_PREFIX = "_Z1f"


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


def format_type(text: str, style: str, dialect: str = "auto") -> str:
    """The type mangled as ``text`` (``Dv4_f`` is ``float4`` in the opencl style);
    raises DemangleError (with a position in ``text``) if it is not one type."""
    try:
        symbol = demangle(_TYPE_PREFIX + text, dialect)
    except DemangleError as exc:
        raise DemangleError(text, max(0, exc.position - len(_TYPE_PREFIX)), exc.reason) from None
    entity = symbol.entity
    if (symbol.clone_suffix or type(entity) is not Function or entity.name != SourceName("f")
            or entity.return_type is not None or len(entity.params) > 1):
        raise DemangleError(text, 0, "not a type")
    if not entity.params:
        return "void"  # _Z1fv
    printed = symbol.format(style)
    if not (printed.startswith("f(") and printed.endswith(")")):  # pragma: no cover - defensive
        raise DemangleError(text, 0, "not a type")
    return printed[2:-1]


def _strip(name: str, options: Options) -> tuple[str, int]:
    """``name`` without the Mach-O underscore ``-_`` strips, and how many bytes went."""
    if options.strip_underscore and name.startswith("_"):
        return name[1:], 1
    return name, 0


def _moved(exc: DemangleError, name: str, offset: int) -> DemangleError:
    return DemangleError(name, exc.position + offset, exc.reason)


Ambiguous = Callable[[str, str], None]  # told (name or token, ambiguity_note(...))


def ambiguity_note(symbol: Symbol, style: str) -> Optional[str]:
    """Both readings of an ambiguous name, ``<dialect>: <text> | <dialect>: <text>``
    (the one printed first), as ``--strict`` reports them; None if the name is not
    ambiguous."""
    other = symbol.alternative
    if other is None:
        return None
    return "%s: %s | %s: %s" % (symbol.dialect, symbol.format(style), other.dialect,
                                other.format(style))


def _noted(symbol: Symbol, key: str, options: Options, ambiguous: Optional[Ambiguous]) -> None:
    if ambiguous is not None and options.dialect == "auto":
        note = ambiguity_note(symbol, options.style)
        if note is not None:
            ambiguous(key, note)


def symbol_renderer(options: Options,
                    ambiguous: Optional[Ambiguous] = None) -> Callable[[str], Optional[str]]:
    """The filter's printer of a symbol (``__Z...`` with ``-_``); raises DemangleError.
    ``ambiguous`` is told of each ambiguous name (under the auto dialect)."""
    def render(token: str) -> Optional[str]:
        name, _ = _strip(token, options)
        symbol = demangle(name, options.dialect)
        _noted(symbol, token, options, ambiguous)
        return format_symbol(symbol, options.style, options.no_params)
    return render


def type_renderer(options: Options) -> Callable[[str], Optional[str]]:
    """The filter's printer of a word that may be a type (``-t``); raises DemangleError."""
    def render(word: str) -> Optional[str]:
        text, _ = _strip(word, options)
        return format_type(text, options.style, options.dialect)
    return render


def render_argument(arg: str, options: Options, ambiguous: Optional[Ambiguous] = None) -> str:
    """How a NAME argument prints: a symbol (after a ``.``, as both peers read
    ``._Z3fooi``), else with ``-t`` a type; raises DemangleError (with a position in
    ``arg``) if it is neither.  ``ambiguous`` is told if the symbol is ambiguous."""
    dot = 1 if arg.startswith(".") and len(arg) > 1 else 0
    name, stripped = _strip(arg[dot:], options)
    if not name.startswith("_Z") and options.types and not dot:
        try:
            return format_type(name, options.style, options.dialect)
        except DemangleError as exc:
            raise _moved(exc, arg, stripped) from None
    if dot and not name.startswith("_Z"):
        name, stripped, dot = arg, 0, 0  # a dot before something else: no symbol
    try:
        symbol = demangle(name, options.dialect)
    except DemangleError as exc:
        raise _moved(exc, arg, dot + stripped) from None
    _noted(symbol, arg, options, ambiguous)
    return "." * dot + format_symbol(symbol, options.style, options.no_params)
