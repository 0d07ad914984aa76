"""Builtins for the library: :func:`lookup`, :func:`is_builtin` and
:func:`other_configurations` over the catalogue (one name expanded at a time)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from .records import Configuration, Overload

if TYPE_CHECKING:
    from ..catalogue.core import Overload as CatalogueOverload
    from ..catalogue.lint import Catalogue
    from ..config import Target


def public_overload(o: "CatalogueOverload", target: "Target") -> Overload:
    """The public record of a catalogue overload."""
    from ..render.core import Printer
    from ..spirv import spirv_form

    printer = Printer("opencl")
    fn = o.function
    form = spirv_form(o, target)
    return Overload(
        name=o.name, mangled=o.mangled, prototype=o.prototype,
        return_type=printer.type(fn.return_type) if fn.return_type is not None else "void",
        params=tuple(printer.type(p) for p in fn.params), since=o.since, until=o.until,
        extensions=o.extensions, attributes=o.attributes,
        spirv=form.calls if form is not None and form.kind == "spirv" else (),
        section=o.section)


def catalogue_of(target: str, cl_std: str, cl_ext: str, dialect: str) -> "Catalogue":
    """The (lazy, cached) catalogue of a configuration; ValueError if it is bad."""
    from ..catalogue.lint import catalogue
    from ..config import get_dialect

    return catalogue(target, cl_std, cl_ext, get_dialect(dialect).name)


def find(query: str, target: str, cl_std: str, cl_ext: str, dialect: str,
         params: Optional[Sequence[str]] = None) -> "list[CatalogueOverload]":
    """The catalogue overloads a query names (see :func:`spirmangle.lookup`)."""
    from ..catalogue.lint import lookup as by_query
    from ..spirv import producers
    from ..spirv.describe import is_spirv_query

    cat = catalogue_of(target, cl_std, cl_ext, dialect)
    if is_spirv_query(query):
        found = list(producers(query, target, cl_std, cl_ext))
    else:
        found = by_query(query, cat)
    if params is not None:
        found = [o for o in found if o.function.params == _parsed(params, target, cl_std, cl_ext)]
    return found


def _parsed(params: Sequence[str], target: str, cl_std: str, cl_ext: str) -> tuple[object, ...]:
    """The model types of OpenCL C parameter spellings, as the catalogue holds them."""
    from ..opencl.prototype import parse_prototype

    text = "void f(%s)" % (", ".join(params) if params else "void")
    return tuple(parse_prototype(text, target=target, cl_std=cl_std, cl_ext=cl_ext).params)


def lookup(query: str, target: str, cl_std: str, cl_ext: str, dialect: str,
           params: Optional[Sequence[str]] = None) -> list[Overload]:
    from ..config import get_target

    tgt = get_target(target)
    return [public_overload(o, tgt) for o in find(query, target, cl_std, cl_ext, dialect, params)]


def is_builtin(symbol: str, target: str, cl_std: str, cl_ext: str, dialect: str) -> bool:
    return symbol in catalogue_of(target, cl_std, cl_ext, dialect).by_symbol


def other_configurations(query: str, target: str, cl_std: str, cl_ext: str,
                         dialect: str) -> list[Configuration]:
    from ..catalogue.where import elsewhere
    from ..config import get_dialect

    return [Configuration(p.target, p.cl_std, p.cl_ext, p.dialect, p.extensions)
            for p in elsewhere(query, target, cl_std, cl_ext, get_dialect(dialect).name)]
