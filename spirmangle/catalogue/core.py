"""The declarative core of the builtin catalogue.

A family module describes builtins the way the OpenCL C specification does:

    Decl("T fract(T x, AS T *iptr)", rows(T=FLOATN), section="6.15.2",
         attributes=("const",))

* ``template`` is an OpenCL C prototype in which some words are placeholders.
  ``rows`` gives the placeholder values, one dict per overload, expanded in
  lock-step (see :func:`rows`, :func:`product`).
* The placeholder ``AS`` (and ``AS2``...) stands for the address spaces a pointer
  argument may have; :func:`pointer_spaces` decides them per configuration
  (``__generic`` when the generic address space exists, else ``__global``,
  ``__local``, ``__private``), unless ``spaces=`` lists them explicitly.
* ``since``/``until`` bound the OpenCL C versions (``until`` exclusive),
  ``extensions`` must all be enabled, ``when`` is an extra predicate on the
  language options, and ``dialects`` says which manglings list the builtin.

Expansion parses each distinct template once and substitutes placeholder types
in the model, so a whole configuration expands and mangles in well under 2 s.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache
from typing import Callable, Iterable, Iterator, Mapping, Optional, Sequence, TypedDict

from ..opencl.builder import qualified
from ..config import CL_VERSIONS, LanguageOptions, Target, get_dialect
from ..mangler.core import mangle
from ..model.node import dataclass, field  # (dataclasses', made cheaply: start-up)
from ..model import (
    Atomic,
    BlockPointer,
    Builtin,
    Function,
    FunctionType,
    LValueReference,
    NamedType,
    Pipe,
    Pointer,
    Qualified,
    RValueReference,
    SourceName,
    Type,
    Vector,
)
from ..opencl.prototype import parse_prototype
from ..opencl.type_names import typedefs
from ..render.core import base_name

# ----------------------------------------------------------- type lists

SIZES = (1, 2, 3, 4, 8, 16)
VSIZES = (2, 3, 4, 8, 16)


def vec(scalar: str, sizes: Iterable[int] = SIZES) -> list[str]:
    """``vec("float")`` -> float, float2, float3, float4, float8, float16."""
    return [scalar if n == 1 else "%s%d" % (scalar, n) for n in sizes]


FLOATN, DOUBLEN, HALFN = vec("float"), vec("double"), vec("half")
CHARN, UCHARN, SHORTN, USHORTN = vec("char"), vec("uchar"), vec("short"), vec("ushort")
INTN, UINTN, LONGN, ULONGN = vec("int"), vec("uint"), vec("long"), vec("ulong")
SIGNED_SCALARS = ("char", "short", "int", "long")
UNSIGNED_SCALARS = ("uchar", "ushort", "uint", "ulong")
INTEGER_SCALARS = ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong")
FLOAT_SCALARS = ("float", "double", "half")


def rows(**columns: Sequence[str]) -> tuple[dict[str, str], ...]:
    """Lock-step expansion: ``rows(T=FLOATN, I=INTN)`` pairs the i-th of each list.
    A column given as a single string is repeated."""
    length = max((len(v) for v in columns.values() if not isinstance(v, str)), default=1)
    out = []
    for i in range(length):
        out.append({k: (v if isinstance(v, str) else v[i]) for k, v in columns.items()})
    return tuple(out)


def product(*groups: Sequence[Mapping[str, str]]) -> tuple[dict[str, str], ...]:
    """Cartesian product of row groups: ``product(rows(T=FLOATN), rows(R=["rte","rtz"]))``."""
    out = []
    for combo in itertools.product(*groups):
        merged: dict[str, str] = {}
        for part in combo:
            merged.update(part)
        out.append(merged)
    return tuple(out)


# ------------------------------------------------------- declarations


def pointer_spaces(lang: LanguageOptions) -> tuple[str, ...]:
    """Address spaces of a generic-pointer argument: ``__generic`` when the generic
    address space exists, else one overload per named address space."""
    if lang.generic_address_space:
        return ("__generic",)
    return ("__global", "__local", "__private")


def type_extensions(values: Iterable[str]) -> tuple[str, ...]:
    """Extensions implied by the types of an overload: double -> cl_khr_fp64,
    half -> cl_khr_fp16."""
    exts = []
    text = " ".join(values)
    if re.search(r"\bdouble", text):
        exts.append("cl_khr_fp64")
    if re.search(r"\bhalf", text):
        exts.append("cl_khr_fp16")
    return tuple(exts)


class DeclConditions(TypedDict, total=False):
    """The keyword fields of :class:`Decl` that say where an overload exists (the
    versions, extensions, predicates, dialects and address spaces), as a family
    passes them along: ``Decl(template, values, **conditions)``."""

    since: str
    until: Optional[str]
    extensions: tuple[str, ...]
    auto_extensions: bool
    spaces: Optional[tuple[str, ...]]
    when: Optional[Callable[[LanguageOptions], bool]]
    row_when: Optional[Callable[[Mapping[str, str], LanguageOptions], bool]]
    dialects: tuple[str, ...]
    unmangled_in: tuple[str, ...]


class DeclOptions(DeclConditions, total=False):
    """Every keyword field of :class:`Decl`: its conditions, section and attributes."""

    section: str
    attributes: tuple[str, ...]


@dataclass(frozen=True)
class Decl:
    """One declarative entry: a template and the rows it expands over."""

    template: str
    rows: Sequence[Mapping[str, str]] = ({},)
    section: str = ""
    since: str = "CL1.0"
    until: Optional[str] = None
    extensions: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    auto_extensions: bool = True
    spaces: Optional[tuple[str, ...]] = None
    when: Optional[Callable[[LanguageOptions], bool]] = None
    row_when: Optional[Callable[[Mapping[str, str], LanguageOptions], bool]] = None
    dialects: tuple[str, ...] = ("clang", "spir")
    unmangled_in: tuple[str, ...] = ()  # dialects that leave it unmangled in OpenCL C


@dataclass(frozen=True)
class Overload:
    """One expanded builtin overload of one configuration."""

    name: str
    prototype: str
    function: Function = field(compare=False)
    mangled: str
    since: str
    until: Optional[str]
    extensions: tuple[str, ...]
    attributes: tuple[str, ...]
    section: str


_PLACEHOLDER = re.compile(r"\b([A-Z][A-Z0-9]*)\b")


def _fill(template: str, values: Mapping[str, str]) -> str:
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(1)), template)


@lru_cache(maxsize=None)
def _parse_template(text: str, target: Target, lang: LanguageOptions) -> Function:
    return parse_prototype(text, target=target, lang=lang)


@lru_cache(maxsize=4096)
def _resolve(name: str, target: Target) -> Type:
    found = typedefs(target).get(name)
    if found is not None:
        return found
    return parse_prototype("%s f(void)" % name, target=target).return_type or Builtin("void")


def _substitute(t: Type, mapping: Mapping[str, Type]) -> Type:
    """Replace placeholder NamedTypes by their values, everywhere in ``t``."""
    # Exact type tests (not isinstance): the same speed as a dispatch, and mypy
    # narrows ``type(t) is C`` as it does isinstance.
    if type(t) is NamedType:
        name = t.name
        if type(name) is SourceName and name.identifier in mapping:
            return mapping[name.identifier]
        return t
    if type(t) is Builtin:
        return t
    if type(t) is Pointer:
        return Pointer(_substitute(t.pointee, mapping))
    if type(t) is Qualified:
        return qualified(_substitute(t.base, mapping), t.addrspace, t.const, t.volatile,
                         t.restrict, t.vendor)
    if type(t) is Vector:
        return Vector(_substitute(t.element, mapping), t.size)
    if type(t) is Atomic:
        return Atomic(_substitute(t.value, mapping))
    if type(t) is FunctionType:
        return _substitute_function(t, mapping)
    if type(t) is BlockPointer and type(t.function) is FunctionType:
        return BlockPointer(_substitute_function(t.function, mapping))
    if type(t) is Pipe:
        return Pipe(_substitute(t.element, mapping), t.access) if t.element is not None else t
    if type(t) is LValueReference:
        return LValueReference(_substitute(t.referee, mapping))
    if type(t) is RValueReference:
        return RValueReference(_substitute(t.referee, mapping))
    return t


def _substitute_function(t: FunctionType, mapping: Mapping[str, Type]) -> FunctionType:
    return FunctionType(_substitute(t.return_type, mapping),
                        tuple(_substitute(p, mapping) for p in t.params))


def _version_ok(decl: Decl, lang: LanguageOptions) -> bool:
    v = lang.version
    if v < CL_VERSIONS[decl.since]:
        return False
    return decl.until is None or v < CL_VERSIONS[decl.until]


def expand(decls: Iterable[Decl], target: Target, lang: LanguageOptions,
           dialect: str = "clang") -> Iterator[Overload]:
    """Every overload the declarations give for one configuration."""
    d = get_dialect(dialect)
    for decl in decls:
        if d.name not in decl.dialects or not _version_ok(decl, lang):
            continue
        if decl.when is not None and not decl.when(lang):
            continue
        if not all(lang.has(e) for e in decl.extensions):
            continue
        spaces = decl.spaces if decl.spaces is not None else pointer_spaces(lang)
        space_rows = [{}] if not re.search(r"\bAS\b", decl.template) else [{"AS": s} for s in spaces]
        for values in decl.rows:
            if decl.row_when is not None and not decl.row_when(values, lang):
                continue
            exts = decl.extensions
            if decl.auto_extensions:
                exts = exts + tuple(e for e in type_extensions(values.values()) if e not in exts)
            if not all(lang.has(e) for e in exts):
                continue
            mapping = {k: _resolve(v, target) for k, v in values.items()}
            for space in space_rows:
                text = _fill(decl.template, space)
                base = _parse_template(text, target, lang)
                fn = Function(base.name, tuple(_substitute(p, mapping) for p in base.params),
                              _substitute(base.return_type, mapping) if base.return_type else None)
                if d.name in decl.unmangled_in and not lang.cxx:  # C++ mangles them all
                    mangled = base_name(fn.name)
                else:
                    mangled = mangle(fn, target=target, dialect=d)
                yield Overload(base_name(fn.name), _fill(text, values), fn, mangled, decl.since,
                               decl.until, exts, decl.attributes, decl.section)
