"""spirmangle: Itanium C++ ABI name mangling with the SPIR/OpenCL extensions."""

from .config import (
    CLANG,
    DIALECTS,
    ITANIUM,
    SPIR,
    SPIR64,
    SPIR_DIALECT,
    TARGETS,
    X86_64,
    Dialect,
    LanguageOptions,
    SubstitutionPolicy,
    Target,
    language,
)
from .errors import DemangleError
from .mangle import MangleError, mangle, mangle_type
from .symbol import Symbol, demangle

__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    # The prototype parser needs Lark at import time; load it on first use so
    # demangling starts fast.
    if name in ("parse_prototype", "PrototypeError"):
        from . import prototype

        return getattr(prototype, name)
    raise AttributeError("module 'spirmangle' has no attribute %r" % name)


__all__ = [
    "CLANG", "DIALECTS", "ITANIUM", "SPIR", "SPIR64", "SPIR_DIALECT", "TARGETS", "X86_64",
    "Dialect", "LanguageOptions", "SubstitutionPolicy", "Target", "language",
    "MangleError", "mangle", "mangle_type", "PrototypeError", "parse_prototype",
    "DemangleError", "Symbol", "demangle",
]
