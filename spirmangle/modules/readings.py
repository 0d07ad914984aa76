"""How a module's names read: the one rule ``symbols``, ``check`` and ``remangle``
share (spirmangle.library.modules, spirmangle.library.checking,
spirmangle.remangler.ir).

A name is read under the dialect of the module's language
(spirmangle.modules.input.module_dialect: ``clang`` for OpenCL C and C++ for
OpenCL, ``itanium`` for SYCL; ``__spirv_`` names as ``auto`` reads them), and
under clang's rule, where a name alone cannot choose among its canonical
readings (optional phantoms), the one its IR signature implies
(spirmangle.modules.signature; an internal function's signature is no evidence:
the optimizer may have changed it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from ..demangler.symbol import Symbol
    from .input import ModuleFunction, ModuleInfo

__all__ = ["demangled", "module_symbol", "ModuleReader"]


def demangled(symbol: str, dialect: str) -> "Optional[Symbol]":
    """The symbol demangled, None if it is not mangled or does not demangle."""
    if not symbol.startswith("_Z"):
        return None
    from ..errors import DemangleError
    from ..demangler.symbol import demangle

    try:
        return demangle(symbol, dialect)
    except DemangleError:
        return None


def module_symbol(function: "ModuleFunction", dialect: str, generic: bool) -> "Optional[Symbol]":
    """A module's function's name demangled under ``dialect``; under clang's rule,
    where a name alone cannot choose among readings, the one its IR signature
    implies (spirmangle.modules.signature; ``generic``: the module has the
    generic address space).  Not for an internal function: the optimizer may
    have changed its signature (removed or promoted arguments)."""
    symbol = demangled(function.name, dialect)
    if symbol is None or function.signature is None or symbol.dialect != "clang" \
            or function.linkage == "internal":
        return symbol
    from .signature import module_reading

    return module_reading(symbol, function.signature, generic, function.defined)


class ModuleReader:
    """The readings of one module's names: ``names`` is the dialect its names are
    read with (``dialect`` where given, else the module's language's), ``generic``
    whether it has the generic address space; :meth:`function` reads a function
    of the module, :meth:`name` any symbol of it (its function's reading where
    the module has one by that name)."""

    def __init__(self, info: "ModuleInfo", dialect: str = "auto") -> None:
        from .input import module_dialect
        from .signature import has_generic

        self.names = module_dialect(info) if dialect == "auto" else dialect
        self.generic = self.names == "clang" and has_generic(info.functions, info.cl_std,
                                                             info.generic_pointers)
        self._functions = {f.name: f for f in info.functions}

    def dialect_of(self, name: str) -> str:
        """The dialect ``name`` reads with in this module."""
        from .input import read_dialect

        return read_dialect(name, self.names)

    def function(self, f: "ModuleFunction") -> "Optional[Symbol]":
        return module_symbol(f, self.dialect_of(f.name), self.generic)

    def name(self, name: str) -> "Optional[Symbol]":
        f = self._functions.get(name)
        return self.function(f) if f is not None else demangled(name, self.dialect_of(name))
