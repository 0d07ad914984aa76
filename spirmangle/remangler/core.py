"""Moving a mangled name between conventions: read it under its own, rewrite
the model, mangle it under the others (:func:`remangle`).

Each convention is one of the model's or the mangler's parameters, so the
substitutions of the new name are numbered by the mangler itself, never
patched in the text:

* ``char``: which builtin a plain ``char`` becomes: ``plain`` (``c``),
  ``signed`` (``a``) or ``unsigned`` (``h``), from ``from_char`` (default
  ``plain``; to go back to ``plain``, say which one the name used);
* ``long_bits``: 32 makes OpenCL's 64-bit ``long``/``ulong`` (``l``/``m``) the
  host's ``long long`` (``x``/``y``); 64 goes back;
* ``half``: ``Dh`` (OpenCL ``half``) or ``DF16_`` (C++ ``_Float16``), from
  the other;
* ``from_dialect``/``to_dialect``: ``clang``, ``spir``, ``itanium``,
  ``spirv``: phantom ``__private`` candidates appear or vanish, images gain or
  lose their access suffix, pipes change spelling.  SPIR does not mangle an
  image's access: going from SPIR to a dialect that does, images get
  ``image_access`` (default ``read_only``, OpenCL C's default); a SPIR name's
  pointee without an address space is ``__private``;
* ``from_target``/``to_target``: ``spir``, ``spir64``, ``x86_64``: how address
  spaces are spelled, and for a builtin the catalogue knows, the width of its
  ``size_t``/``ptrdiff_t``/``intptr_t`` parameters, the way clang mangles the
  same declaration for the other target.

Clone suffixes (``.cold``) are kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ..config import SPIR_DIALECT, TARGETS, get_dialect
from ..model.node import dataclass  # (dataclasses.dataclass, made cheaply: start-up)
from ..demangler.parser import parse_tokens
from ..demangler.lexer.core import tokenize
from ..limits import headroom
from ..mangler.core import mangle
from ..model import ACCESS_SUFFIX, Entity, Function, Image
from ..demangler.private import mark_private
from ..model.rewrite import map_nodes, rename_builtins
from ..model.typecodes import BUILTIN_CODE
from ..demangler.symbol import Symbol, demangle

if TYPE_CHECKING:
    from ..catalogue.lint import Catalogue

CHARS = {"plain": "char", "signed": "signed char", "unsigned": "uchar"}
HALVES = {BUILTIN_CODE[name]: name for name in ("half", "_Float16")}  # (code -> builtin)
# The OpenCL C versions whose catalogues are searched for a builtin, newest first.
_CATALOGUE_STDS = ("CL3.0", "CL2.0", "CL1.2", "CLC++2021")


class RemangleError(ValueError):
    """Conventions that cannot be applied (an unknown option, or a name whose
    source convention is not said and cannot be told)."""


@dataclass(frozen=True)
class Conventions:
    """What :func:`remangle` changes (None: keep as the name has it)."""

    char: Optional[str] = None
    from_char: Optional[str] = None
    long_bits: Optional[int] = None
    half: Optional[str] = None
    from_dialect: str = "auto"
    to_dialect: Optional[str] = None
    from_target: Optional[str] = None
    to_target: Optional[str] = None
    image_access: Optional[str] = None

    def builtin_names(self) -> dict[str, str]:
        """The builtin renames these conventions ask for (model names)."""
        names: dict[str, str] = {}
        if self.char is not None:
            target = _choice(self.char, CHARS, "char")
            source = self.from_char or ("plain" if self.char != "plain" else None)
            if source is None:
                raise RemangleError("--char plain needs --from-char signed|unsigned: "
                                    "which char did the name use?")
            if _choice(source, CHARS, "from-char") != target:
                names[CHARS[source]] = target
        if self.long_bits is not None:
            if self.long_bits == 32:
                names.update({"long": "long long", "ulong": "unsigned long long"})
            elif self.long_bits == 64:
                names.update({"long long": "long", "unsigned long long": "ulong"})
            else:
                raise RemangleError("--long is 32 or 64, not %r" % self.long_bits)
        if self.half is not None:
            target = _choice(self.half, HALVES, "half")
            source = "_Float16" if target == "half" else "half"
            names[source] = target
        return names


def _choice(value: str, choices: dict[str, str], option: str) -> str:
    try:
        return choices[value]
    except KeyError:
        raise RemangleError("--%s is one of %s, not %r"
                            % (option, ", ".join(choices), value)) from None


def remangle(name: str, conventions: Optional[Conventions] = None, **options: Any) -> str:
    """``name`` moved to other conventions (see the module docs; ``options`` are
    the fields of :class:`Conventions`).  A name the conventions do not touch
    comes back unchanged.  Raises :class:`DemangleError` for a name that does
    not demangle, :class:`RemangleError` for bad conventions and
    :class:`~spirmangle.MangleError` for a model the target cannot mangle."""
    c = conventions if conventions is not None else Conventions(**options)
    symbol = demangle(name, c.from_dialect)
    return remangle_symbol(symbol, c)


def remangle_symbol(symbol: Symbol, c: Conventions) -> str:
    """:func:`remangle` of a name already read."""
    return remangle_explained(symbol, c)[0]


def remangle_explained(symbol: Symbol, c: Conventions) -> tuple[str, Optional[str]]:
    """:func:`remangle_symbol`, and a note when a choice was made for the user: a
    SPIR builtin whose image access several real overloads fit."""
    for target in (c.from_target, c.to_target):
        if target is not None and target not in TARGETS:
            raise RemangleError("unknown target %r (choose from %s)" % (target, ", ".join(TARGETS)))
    if c.to_dialect is not None:
        get_dialect(c.to_dialect)  # (raises ValueError for an unknown one)
    source_target = c.from_target or ("x86_64" if symbol.host_addrspaces else None)
    target = c.to_target or source_target or "spir64"
    dialect = c.to_dialect or symbol.dialect
    depth = max(getattr(symbol, "_depth", 0), 1)
    with headroom(depth + 50):
        entity: Entity = symbol.entity
        if symbol.dialect == "spir" and dialect != "spir":
            entity = _spir_private(symbol)
        if c.to_target is not None and c.to_target != source_target:
            entity = _retarget_builtin(symbol, entity, source_target, c.to_target)
        entity = rename_builtins(entity, c.builtin_names())
        note = None
        if get_dialect(dialect).image_access_suffix:
            if c.image_access is None:
                entity, note = _builtin_access(entity, target, dialect)
            else:
                entity = _default_access(entity, c.image_access)
        text = mangle(entity, target=target, dialect=dialect)
    return text + symbol.clone_suffix, note


def _builtin_access(entity: Entity, target: str, dialect: str) -> tuple[Entity, Optional[str]]:
    """Images without an access (a SPIR name's) get the access that makes the name
    a real builtin overload (``write_imagef`` has no ``read_only`` image); where
    several do, ``read_only`` if it is one of them, else the first, and a note
    says which others would do.  A name no access makes a builtin gets
    ``read_only``, OpenCL C's default."""
    from ..demangler.returns import return_type_of

    if type(entity) is not Function or not _has_bare_image(entity):
        return _default_access(entity, "read_only"), None
    fits = []
    for access in ACCESS_SUFFIX:
        candidate = _default_access(entity, access)
        if return_type_of(mangle(candidate, target=target, dialect=dialect)) is not None:
            fits.append((access, candidate))
    if not fits:
        return _default_access(entity, "read_only"), None
    chosen = next((f for f in fits if f[0] == "read_only"), fits[0])
    if len(fits) == 1:
        return chosen[1], None
    others = [a for a, _ in fits if a != chosen[0]]
    return chosen[1], ("images made %s; %s would name an overload too (--image-access to "
                       "choose)" % (chosen[0], " and ".join(others)))


def _has_bare_image(entity: Entity) -> bool:
    found = False

    def look(node: Any) -> Any:
        nonlocal found
        if type(node) is Image and node.access is None:
            found = True
        return node

    map_nodes(entity, look)
    return found


def _spir_private(symbol: Symbol) -> Entity:
    """A SPIR 1.2/2.0 name's entity with every pointee whose address space the
    name does not spell made ``__private``, which is what SPIR means by it (the
    generic address space is spelled ``AS4``): as clang reads a name."""
    name = symbol.mangled
    entity, stats = parse_tokens(name, tokenize(name), SPIR_DIALECT, note_clang=True)
    return mark_private(entity, stats.clang_private, stats.phantom_pointers)


def _default_access(entity: Entity, default: str) -> Entity:
    """Images without an access qualifier (SPIR 1.2/2.0 does not mangle it:
    ``ocl_image2d``) get ``default``, for a dialect that spells one."""
    if default not in ACCESS_SUFFIX:
        raise RemangleError("--image-access is one of %s, not %r"
                            % (", ".join(ACCESS_SUFFIX), default))

    def access(node: Any) -> Any:
        if type(node) is Image and node.access is None:
            return Image(node.shape, default)
        return node

    return map_nodes(entity, access)  # type: ignore[no-any-return]


def _retarget_builtin(symbol: Symbol, entity: Entity, source: Optional[str],
                      target: str) -> Entity:
    """For a builtin the catalogue knows under the source target (any target if
    it is not said), the same declaration's function for ``target``: its size_t
    family of parameters follows the target's width.  Any other entity is kept."""
    from ..catalogue.lint import split_symbol
    from ..demangler.returns import is_catalogued_name

    parts = split_symbol(symbol.mangled)
    if type(entity) is not Function or parts is None or not is_catalogued_name(parts[0]):
        return entity  # (no builtin: no catalogue to expand)
    dialect = symbol.dialect if symbol.dialect in ("clang", "spir") else "clang"
    sources = [source] if source is not None else [t for t in TARGETS if t != target]
    for src in sources:
        for cl_std in _CATALOGUE_STDS:
            found = _declaration(src, cl_std, dialect, symbol.mangled)
            if found is None:
                continue
            moved = _declared_for(target, cl_std, dialect, found)
            if moved is not None:
                return moved
    return entity


def _catalogue(target: str, cl_std: str, dialect: str) -> Optional["Catalogue"]:
    """The catalogue of one configuration (cached by spirmangle.catalogue.lint), or
    None where the catalogue has none (x86_64, spir64 CL1.2...)."""
    if target == "x86_64":
        return None  # the catalogue describes the SPIR targets
    from ..catalogue.lint import catalogue

    try:
        return catalogue(target, cl_std, "", dialect)
    except ValueError:
        return None


def _declaration(target: str, cl_std: str, dialect: str, mangled: str) -> Optional[tuple[str, str]]:
    """(builtin name, prototype as declared) of a builtin's mangled name, or None."""
    cat = _catalogue(target, cl_std, dialect)
    o = cat.by_symbol.get(mangled) if cat is not None else None
    return (o.name, o.prototype) if o is not None else None


def _declared_for(target: str, cl_std: str, dialect: str,
                  declaration: tuple[str, str]) -> Optional[Function]:
    """The function of the same declaration in another configuration, or None."""
    cat = _catalogue(target, cl_std, dialect)
    name, prototype = declaration
    for o in cat.by_name.get(name, ()) if cat is not None else ():
        if o.prototype == prototype:
            return o.function
    return None


__all__ = ["CHARS", "HALVES", "Conventions", "RemangleError", "remangle", "remangle_symbol",
           "remangle_explained"]
