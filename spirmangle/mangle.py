"""Model -> mangled name, byte-identical to clang's Itanium mangling for OpenCL.

Substitution candidates are recorded in the order their mangling finishes, keyed
by the model node itself (structural equality), never by searching the output.
"""

from __future__ import annotations

from typing import Callable, Optional

from .config import CLANG, SPIR64, Dialect, Target, get_dialect, get_target
from .model import (
    ACCESS_SUFFIX,
    OPAQUE_TYPES,
    STD_ABBREVIATIONS,
    AddressSpace,
    Atomic,
    BlockPointer,
    Builtin,
    Entity,
    Function,
    FunctionType,
    Image,
    IntegerLiteral,
    LValueReference,
    Name,
    NamedType,
    NestedName,
    Opaque,
    Pipe,
    Pointer,
    Qualified,
    RValueReference,
    SourceName,
    StdAbbreviation,
    StdName,
    TemplateName,
    TemplateParam,
    Type,
    Variable,
    Vector,
)
from .typecodes import BUILTIN_CODE, seq_id, template_param_id


class MangleError(ValueError):
    """The model cannot be mangled (for example an unknown builtin name)."""


def image_source_name(image: Image, dialect: Dialect) -> str:
    """``ocl_image2d_ro`` (clang) or ``ocl_image2d`` (SPIR spec text)."""
    if not dialect.image_access_suffix:
        return "ocl_" + image.shape.replace("_", "")
    return "ocl_%s_%s" % (image.shape, ACCESS_SUFFIX[image.access or "read_only"])


def _source(identifier: str) -> str:
    return "%d%s" % (len(identifier), identifier)


class _Mangler:
    """One mangling run: owns the substitution table for a single symbol."""

    __slots__ = ("target", "dialect", "phantom", "out", "subs", "_dispatch")

    def __init__(self, target: Target, dialect: Dialect) -> None:
        self.target = target
        self.dialect = dialect
        self.phantom = dialect.substitution.phantom_private
        self.out: list[str] = []
        self.subs: dict[object, int] = {}
        self._dispatch: dict[type, Callable[[Type], None]] = {
            Pointer: self._pointer,
            Qualified: self._qualified,
            Vector: self._vector,
            Atomic: self._atomic,
            Image: self._image,
            Opaque: self._opaque,
            Pipe: self._pipe,
            NamedType: self._named_type,
            FunctionType: self._function_type,
            BlockPointer: self._block,
            LValueReference: self._lref,
            RValueReference: self._rref,
            TemplateParam: self._template_param,
        }

    # ---------------------------------------------------------- helpers
    def _substitute(self, node: object) -> bool:
        index = self.subs.get(node)
        if index is None:
            return False
        self.out.append(seq_id(index))
        return True

    def _add(self, node: object) -> None:
        if node not in self.subs:
            self.subs[node] = len(self.subs)

    # ------------------------------------------------------------ types
    def type(self, t: Type) -> None:
        """Append the mangling of ``t`` and record its candidates."""
        if type(t) is Builtin:
            try:
                self.out.append(BUILTIN_CODE[t.name])
            except KeyError:
                raise MangleError("unknown builtin type %r" % t.name) from None
            return
        if self._substitute(t):
            return
        try:
            handler = self._dispatch[type(t)]
        except KeyError:
            raise MangleError("cannot mangle %r" % (t,)) from None
        handler(t)

    def _pointer(self, t: Pointer) -> None:
        self.out.append("P")
        self.type(t.pointee)
        self._add(t)

    def _lref(self, t: LValueReference) -> None:
        self.out.append("R")
        self.type(t.referee)
        self._add(t)

    def _rref(self, t: RValueReference) -> None:
        self.out.append("O")
        self.type(t.referee)
        self._add(t)

    def qualifiers(self, q: Qualified) -> str:
        """The qualifier prefix: vendor qualifiers (address space first), then r V K."""
        parts = []
        if q.addrspace is not None:
            spelled = self.target.addrspace_qualifier(q.addrspace, self.dialect.spell_private)
            if spelled is not None:
                parts.append("U" + _source(spelled))
        for vendor in q.vendor:
            parts.append("U" + _source(vendor))
        if q.restrict:
            parts.append("r")
        if q.volatile:
            parts.append("V")
        if q.const:
            parts.append("K")
        return "".join(parts)

    def _qualified(self, t: Qualified) -> None:
        prefix = self.qualifiers(t)
        if not prefix and not self.phantom:
            # Nothing is mangled for this qualifier set (a __private pointee under
            # a dialect without phantom candidates): the node is transparent.
            self.type(t.base)
            return
        self.out.append(prefix)
        self.type(t.base)
        self._add(t)

    def _vector(self, t: Vector) -> None:
        self.out.append("Dv%d_" % t.size)
        self.type(t.element)
        self._add(t)

    def _atomic(self, t: Atomic) -> None:
        self.out.append("U7_Atomic")
        self.type(t.value)
        self._add(t)

    def _image(self, t: Image) -> None:
        self.out.append(_source(image_source_name(t, self.dialect)))
        self._add(t)

    def _opaque(self, t: Opaque) -> None:
        try:
            self.out.append(_source(OPAQUE_TYPES[t.name]))
        except KeyError:
            raise MangleError("unknown OpenCL opaque type %r" % t.name) from None
        self._add(t)

    def _pipe(self, t: Pipe) -> None:
        self.out.append("8ocl_pipe")
        self._add(t)

    def _named_type(self, t: NamedType) -> None:
        self.name(t.name, is_type=True)
        self._add(t)

    def _function_type(self, t: FunctionType) -> None:
        self.out.append("F")
        self.type(t.return_type)
        self.params(t.params)
        self.out.append("E")
        self._add(t)

    def _block(self, t: BlockPointer) -> None:
        self.out.append("U13block_pointer")
        self.type(t.function)
        self._add(t)

    def _template_param(self, t: TemplateParam) -> None:
        self.out.append(template_param_id(t.index))
        self._add(t)

    def params(self, params: tuple[Type, ...]) -> None:
        """Append a parameter list (``v`` when empty)."""
        if not params:
            self.out.append("v")
            return
        for p in params:
            self.type(self.parameter_type(p))

    def parameter_type(self, p: Type) -> Type:
        """The type a parameter mangles as: top-level qualifiers dropped,
        a SPIR-text pipe turned into a pointer to a global pipe."""
        if type(p) is Qualified:
            p = p.base
        if self.dialect.pipe_as_global_pointer and type(p) is Pipe:
            return Pointer(Qualified(Pipe(), AddressSpace.GLOBAL))
        return p

    # ------------------------------------------------------------ names
    def name(self, n: Name, is_type: bool = False) -> None:
        """Append a name.  ``is_type`` names are candidates as a whole (by the caller)."""
        kind = type(n)
        if kind is SourceName:
            self.out.append(_source(n.identifier))
        elif kind is TemplateName:
            self._template_name(n)
        elif kind is NestedName:
            self._nested_name(n)
        elif kind is StdAbbreviation:
            self.out.append(n.code)
        else:
            raise MangleError("cannot mangle name %r" % (n,))

    def _template_name(self, n: TemplateName) -> None:
        inner = n.name
        if type(inner) is SourceName:
            if not self._substitute(inner):
                self.out.append(_source(inner.identifier))
                self._add(inner)
        elif type(inner) is NestedName and inner.parts[:1] == (StdName(),) and len(inner.parts) == 2:
            # ::std::name<...> is written St<name>, and the template name is a candidate.
            if not self._substitute(inner):
                self.out.append("St")
                self.name(inner.parts[1])
                self._add(inner)
        else:
            self.name(inner)
        self.template_args(n.args)

    def template_args(self, args: tuple) -> None:
        self.out.append("I")
        for a in args:
            if type(a) is IntegerLiteral:
                self.out.append("L")
                self.type(a.type)
                self.out.append(("n%d" % -a.value) if a.value < 0 else str(a.value))
                self.out.append("E")
            else:
                self.type(a)
        self.out.append("E")

    def _nested_name(self, n: NestedName) -> None:
        parts = n.parts
        if len(parts) == 2 and type(parts[0]) is StdName and n.qualifiers is None:
            self.out.append("St")
            self.name(parts[1])
            return
        self.out.append("N")
        if n.qualifiers is not None:
            self.out.append(self.qualifiers(n.qualifiers))
        prefix: tuple[Name, ...] = ()
        for i, part in enumerate(parts):
            prefix = prefix + (part,)
            last = i == len(parts) - 1
            key = NestedName(prefix)
            if type(part) is StdName:
                self.out.append("St")
                continue
            if type(part) is TemplateName:
                self._nested_template(prefix, part)
            elif not last and self._substitute(key):
                continue
            else:
                if type(part) is StdAbbreviation:
                    self.out.append(part.code)
                    continue
                self.name(part)
            if not last:
                self._add(key)
        self.out.append("E")

    def _nested_template(self, prefix: tuple[Name, ...], part: TemplateName) -> None:
        template_key = NestedName(prefix[:-1] + (part.name,))
        if not self._substitute(template_key):
            self.name(part.name)
            self._add(template_key)
        self.template_args(part.args)

    # ---------------------------------------------------------- entities
    def entity(self, e: Entity) -> str:
        self.out.append("_Z")
        if type(e) is Variable:
            self.name(e.name)
            return "".join(self.out)
        self.name(e.name)
        if _encodes_return_type(e.name):
            if e.return_type is None:
                raise MangleError("a template function needs a return type")
            self.type(e.return_type)
        self.params(e.params)
        return "".join(self.out)


def _encodes_return_type(name: Name) -> bool:
    if type(name) is TemplateName:
        return True
    return type(name) is NestedName and type(name.parts[-1]) is TemplateName


def mangle(entity: Entity, target: "str | Target" = SPIR64,
           dialect: "str | Dialect" = CLANG) -> str:
    """Mangle a Function or Variable for ``target`` under ``dialect``."""
    return _Mangler(get_target(target), get_dialect(dialect)).entity(entity)


def mangle_type(t: Type, target: "str | Target" = SPIR64, dialect: "str | Dialect" = CLANG) -> str:
    """Mangle a lone type (with its own fresh substitution table)."""
    m = _Mangler(get_target(target), get_dialect(dialect))
    m.type(t)
    return "".join(m.out)


__all__ = ["mangle", "mangle_type", "MangleError", "image_source_name"]
