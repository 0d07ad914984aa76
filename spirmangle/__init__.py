"""spirmangle: Itanium C++ ABI name mangling with the SPIR/OpenCL extensions."""

from typing import Optional

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
from .errors import DemangleError, PrototypeError
from .mangle import MangleError, mangle, mangle_type
from .model import Function
from .remangle import Conventions, RemangleError, remangle
from .symbol import Symbol, demangle
from .type_symbol import TypeSymbol, demangle_type

__version__ = "0.1.0"


def parse_prototype(text: str, target: "str | Target" = "spir64", cl_std: str = "CL3.0",
                    cl_ext: str = "", lang: Optional[LanguageOptions] = None,
                    dialect: object = None) -> Function:
    """Parse an OpenCL C prototype into a :class:`~spirmangle.model.Function`.

    ``cl_std``/``cl_ext`` (or a ready ``lang``) decide where unqualified pointers
    point; ``target`` resolves size_t and friends; ``dialect`` is accepted for
    symmetry with :func:`mangle`.  Raises :class:`PrototypeError` (with line,
    column and :meth:`~PrototypeError.caret`) on bad input.
    """
    # The prototype parser needs Lark: it is loaded on first use, so that
    # demangling starts fast.
    from .prototype import parse_prototype as parse

    return parse(text, target, cl_std, cl_ext, lang, dialect)


__all__ = [
    "CLANG", "DIALECTS", "ITANIUM", "SPIR", "SPIR64", "SPIR_DIALECT", "TARGETS", "X86_64",
    "Dialect", "LanguageOptions", "SubstitutionPolicy", "Target", "language",
    "MangleError", "mangle", "mangle_type", "PrototypeError", "parse_prototype",
    "DemangleError", "Symbol", "demangle", "TypeSymbol", "demangle_type",
    "Conventions", "RemangleError", "remangle",
]
