"""Mangled types given without ``_Z``: :func:`demangle_type` and :class:`TypeSymbol`.

Both peers read a word that is no symbol as a type when asked to (``c++filt -t``,
``llvm-cxxfilt -t``): ``i`` is ``int``, ``PKFvRiE`` is ``void (*)(int&) const``,
``Dv4_f`` is ``float4`` (opencl style).  :func:`demangle_type` reads one such type
(the whole text, nothing after it) into the model; ``spirmangle demangle -t`` prints
through it.  The type is read as the one parameter of a function ``f``
(``_Z1f`` + the text): the name ``1f`` is no substitution candidate, so the type's
own candidates number from ``S_`` as in a lone type, and ``v`` (a function of no
parameters) is ``void``.  :func:`spirmangle.mangle_type` writes it back.

``strip_underscore`` is the Mach-O rule of both peers' ``-_``: one leading ``_`` is
dropped first (:func:`spirmangle.demangle` takes it too).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..errors import DemangleError
from ..model import Builtin, Function, SourceName, Type

_PREFIX = "_Z1f"
_VOID = Builtin("void")


class TypeSymbol:
    """A demangled type: ``type`` is its model, ``mangled`` the text read (without
    an underscore ``strip_underscore`` dropped), ``dialect`` the substitution rule
    applied (as :attr:`spirmangle.Symbol.dialect`)."""

    def __init__(self, mangled: str, symbol: Any) -> None:
        self.mangled = mangled
        self._symbol = symbol
        params = symbol.entity.params
        self.type: Type = params[0] if params else _VOID
        self.dialect: str = symbol.dialect

    def format(self, style: str = "opencl") -> str:
        """Print in ``opencl``, ``llvm`` (``llvm-cxxfilt -t``) or ``gnu``
        (``c++filt -t``) style."""
        if not self._symbol.entity.params:
            return "void"
        printed: str = self._symbol.format(style)
        if not (printed.startswith("f(") and printed.endswith(")")):  # pragma: no cover
            raise DemangleError(self.mangled, 0, "not a type")  # (defensive)
        return printed[2:-1]

    def __str__(self) -> str:
        return self.format("opencl")

    def __repr__(self) -> str:
        return "TypeSymbol(%r, %r)" % (self.mangled, self.format("opencl"))


def demangle_type(text: str, dialect: str = "auto", max_output: Optional[int] = None,
                  strip_underscore: bool = False) -> TypeSymbol:
    """Demangle ``text`` as one type (``Dv4_f``, ``PU3AS1Kf``, ``i``); ``dialect``
    as for :func:`spirmangle.demangle`.  Raises :class:`spirmangle.DemangleError`
    (with a position in ``text``) if it is not exactly one type."""
    if strip_underscore and text.startswith("_"):
        try:
            return demangle_type(text[1:], dialect, max_output)
        except DemangleError as exc:
            raise DemangleError(text, exc.position + 1, exc.reason) from None
    from .symbol import demangle

    try:
        symbol = demangle(_PREFIX + text, dialect, max_output)
    except DemangleError as exc:
        raise DemangleError(text, max(0, exc.position - len(_PREFIX)), exc.reason) from None
    entity = symbol.entity
    if (symbol.clone_suffix or type(entity) is not Function or entity.name != SourceName("f")
            or entity.return_type is not None or len(entity.params) > 1):
        raise DemangleError(text, 0, "not a type")
    return TypeSymbol(text, symbol)
