"""spirmangle: Itanium C++ ABI name mangling with the SPIR/OpenCL extensions."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

# The public names are loaded on first use (PEP 562), so that ``import
# spirmangle`` and the command line pay only for what they use: demangling a
# name does not load the mangler, the remangler or the catalogue.
_LAZY = {
    "CLANG": "config", "DIALECTS": "config", "ITANIUM": "config", "SPIR": "config",
    "SPIR64": "config", "SPIR_DIALECT": "config", "TARGETS": "config", "X86_64": "config",
    "Dialect": "config", "LanguageOptions": "config", "SubstitutionPolicy": "config",
    "Target": "config", "language": "config",
    "DemangleError": "errors", "PrototypeError": "errors",
    "check": "library.api", "demangle_stream": "library.api", "demangle_text": "library.api",
    "header": "library.api", "is_builtin": "library.api", "lookup": "library.api",
    "other_configurations": "library.api", "read_module": "library.api",
    "Configuration": "library.records", "Finding": "library.records",
    "FunctionEntry": "library.records", "Module": "library.records",
    "Overload": "library.records", "Suggestion": "library.records",
    "MangleError": "mangler.core", "mangle": "mangler.core", "mangle_type": "mangler.core",
    "Function": "model", "Declaration": "opencl.clones",
    "Conventions": "remangler.core", "RemangleError": "remangler.core",
    "remangle": "remangler.core",
    "Symbol": "demangler.symbol", "demangle": "demangler.symbol",
    "TypeSymbol": "demangler.type_symbol", "demangle_type": "demangler.type_symbol",
    # ModuleInputError lives with the module readers.
    "ModuleInputError": "modules.input",
}

if TYPE_CHECKING:
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
    from .library.api import (
        check,
        demangle_stream,
        demangle_text,
        header,
        is_builtin,
        lookup,
        other_configurations,
        read_module,
    )
    from .library.records import Configuration, Finding, FunctionEntry, Module, Overload, Suggestion
    from .mangler.core import MangleError, mangle, mangle_type
    from .model import Function
    from .opencl.clones import Declaration
    from .remangler.core import Conventions, RemangleError, remangle
    from .demangler.symbol import Symbol, demangle
    from .demangler.type_symbol import TypeSymbol, demangle_type
    from .modules.input import ModuleInputError

__version__ = "0.1.0"


def parse_prototype(text: str, target: "str | Target" = "spir64", cl_std: str = "CL3.0",
                    cl_ext: str = "", lang: Optional[LanguageOptions] = None,
                    dialect: object = None, classes: "tuple[str, ...] | frozenset[str]" = (),
                    base_structors: bool = False) -> Function:
    """Parse an OpenCL C prototype into a :class:`~spirmangle.model.Function`.

    ``cl_std``/``cl_ext`` (or a ready ``lang``) decide where unqualified pointers
    point; ``target`` resolves size_t and friends; ``dialect`` is accepted for
    symmetry with :func:`mangle`.  In C++ for OpenCL (``cl_std="CLC++2021"``) and
    SYCL (``lang=language(sycl=True)``) the text is a C++ declaration: ``classes``
    names the class types it uses unqualified, ``base_structors`` makes ``X::X``
    and ``X::~X`` the base variants (C2, D2) instead of the complete ones.  In
    OpenCL C a type name the language does not know is a class only where the
    text declares it (``struct Foo``) or ``classes`` names it; any other is an
    error with a did-you-mean (``flaot4``), never silently a class.  Raises
    :class:`PrototypeError` (with line, column and :meth:`~PrototypeError.caret`)
    on bad input.
    """
    # The prototype parser needs Lark: it is loaded on first use, so that
    # demangling starts fast.
    from .opencl.prototype import parse_prototype as parse

    return parse(text, target, cl_std, cl_ext, lang, dialect, classes, base_structors, cxx=True)


def parse_declaration(text: str, target: "str | Target" = "spir64", cl_std: str = "CL3.0",
                      cl_ext: str = "", lang: Optional[LanguageOptions] = None,
                      dialect: object = None, classes: "tuple[str, ...] | frozenset[str]" = (),
                      base_structors: bool = False) -> "Declaration":
    """:func:`parse_prototype`, also of a declaration with clone suffixes after it
    (``void f(int) (.cold)``, ``[clone .cold]``): ``(entity, clone_suffix)``, the
    mangled name being ``mangle(entity) + clone_suffix`` (``_Z1fi.cold``), as
    :func:`demangle` keeps a name's ``clone_suffix`` apart from its entity.  In C++
    the entity may also be the special name or variable the text names, as the
    opencl style prints them (``typeinfo for ns::A``, ``ns::x``).  An unknown OpenCL C
    type name is an error, as in :func:`parse_prototype`."""
    from .opencl.prototype import parse_declaration as parse

    return parse(text, target, cl_std, cl_ext, lang, dialect, classes, base_structors, cxx=True)


__all__ = [
    "CLANG", "DIALECTS", "ITANIUM", "SPIR", "SPIR64", "SPIR_DIALECT", "TARGETS", "X86_64",
    "Dialect", "LanguageOptions", "SubstitutionPolicy", "Target", "language",
    "MangleError", "mangle", "mangle_type", "PrototypeError", "parse_prototype",
    "parse_declaration", "Declaration",
    "DemangleError", "Symbol", "demangle", "TypeSymbol", "demangle_type",
    "Conventions", "RemangleError", "remangle",
    "lookup", "is_builtin", "other_configurations", "read_module", "check", "demangle_text",
    "demangle_stream", "header", "Overload", "Configuration", "FunctionEntry", "Module",
    "Finding", "Suggestion", "ModuleInputError",
]


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    from importlib import import_module

    value = getattr(import_module("." + module, __name__), name)
    globals()[name] = value  # once: later reads find it at once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
