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

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional, TypeVar, TypeAlias

from ..errors import DemangleError, internal_error
from ..model.node import dataclass
from ..modules.printing import format_symbol, format_type
from ..demangler.symbol import Symbol, demangle
from ..limits import filter_max_output

if TYPE_CHECKING:
    import argparse

if TYPE_CHECKING:
    _T = TypeVar("_T")


def guarded(render: Callable[..., _T]) -> Callable[..., _T]:
    """``render`` (of one name first, then anything), raising DemangleError only:
    whatever else it raises becomes :func:`internal_error` (a MemoryError aside)."""
    def run(name: str, *rest: Any) -> _T:
        try:
            return render(name, *rest)
        except (DemangleError, MemoryError):
            raise
        except Exception as exc:
            raise internal_error(name, exc) from None
    return run


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


def _moved(exc: DemangleError, name: str, offset: int) -> DemangleError:
    return DemangleError(name, exc.position + offset, exc.reason)


Ambiguous: TypeAlias = "Callable[[str, str], None]"  # told (name or token, ambiguity_note(...))


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
        bound = filter_max_output(len(token) - (1 if options.strip_underscore else 0))
        symbol = demangle(token, options.dialect, bound, strip_underscore=options.strip_underscore)
        _noted(symbol, token, options, ambiguous)
        return format_symbol(symbol, options.style, options.no_params)
    return guarded(render)


def type_renderer(options: Options) -> Callable[[str], Optional[str]]:
    """The filter's printer of a word that may be a type (``-t``); raises DemangleError."""
    def render(word: str) -> Optional[str]:
        return format_type(word, options.style, options.dialect, options.strip_underscore)
    return guarded(render)


def render_argument(arg: str, options: Options, ambiguous: Optional[Ambiguous] = None) -> str:
    """How a NAME argument prints: a symbol (after a ``.``, as both peers read
    ``._Z3fooi``), else with ``-t`` a type; raises DemangleError (with a position in
    ``arg``) if it is neither, and nothing else (see :func:`guarded`).  As
    llvm-cxxfilt-19 (and the filter, spirmangle.modules.scan): ``-_`` takes a leading
    underscore, and then no dot; else one leading dot.  ``ambiguous`` is told if the
    symbol is ambiguous."""
    return guarded(_render_argument)(arg, options, ambiguous)


def _render_argument(arg: str, options: Options, ambiguous: Optional[Ambiguous]) -> str:
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
    _noted(symbol, arg, options, ambiguous)
    return "." * dot + format_symbol(symbol, options.style, options.no_params)
