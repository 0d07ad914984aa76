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
from .prototype import PrototypeError, parse_prototype
from .symbol import Symbol, demangle

__version__ = "0.1.0"

__all__ = [
    "CLANG", "DIALECTS", "ITANIUM", "SPIR", "SPIR64", "SPIR_DIALECT", "TARGETS", "X86_64",
    "Dialect", "LanguageOptions", "SubstitutionPolicy", "Target", "language",
    "MangleError", "mangle", "mangle_type", "PrototypeError", "parse_prototype",
    "DemangleError", "Symbol", "demangle",
]
