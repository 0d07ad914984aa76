"""Mangled name -> model, driven by ``grammar/mangled.lark``.

The LALR driver (:mod:`spirmangle.lalr`) calls :class:`_Builder` as each rule
reduces; the builder creates model nodes and records substitution candidates
in that order, which is the order their manglings finish.  Replayed parses
(names of a shape seen before) make the same calls in the same order, so the
builder cannot tell them apart.  Dialect rules (phantom ``__private``
candidates, SPIR-text pipes) come from the :class:`~spirmangle.config.Dialect`
object, the same one the mangler uses.
"""

from __future__ import annotations

import threading
from operator import is_not
from typing import Any, Optional, Sequence

from .bounds import TemplateParamError, check_template_params, measure
from .config import CLANG, Dialect, get_dialect
from .demangle_names import NameCallbacks
from .demangle_types import COMPOSITE_TYPES, TypeCallbacks
from .errors import BadReference, DemangleError
from .limits import MAX_DEPTH, MAX_EXPANDED_NODES, MIN_OUTPUT
from .lalr import DISCARD, TableDriver
from .lexer import BUILTINS, Qualifiers, Tokens, tokenize
from .model import (
    encodes_return_type,
    OPAQUE_TYPES,
    SUFFIX_ACCESS,
    AddressSpace,
    ArrayType,
    Atomic,
    BlockPointer,
    ClosureName,
    ConstructorName,
    ConversionName,
    DefaultArgument,
    DestructorName,
    Entity,
    Function,
    FunctionType,
    IMAGE_SHAPES,
    Image,
    IntegerLiteral,
    LocalName,
    LValueReference,
    MemberPointer,
    Name,
    NamedType,
    NestedName,
    Opaque,
    Pipe,
    Pointer,
    Qualified,
    QualifiedFunctionType,
    RValueReference,
    SourceName,
    SpecialName,
    StdAbbreviation,
    StdName,
    TaggedName,
    TemplateName,
    TemplateParam,
    Type,
    Variable,
    Vector,
)
from .typecodes import seq_id


_VOID = BUILTINS["v"]
# The OpenCL types by their ``ocl_`` names: images with their access suffix
# (clang and the dialects like it), and as the SPIR 1.2/2.0 text spells them.
_OCL_NAMES: dict[str, Type] = {mangled: Opaque(name) for name, mangled in OPAQUE_TYPES.items()}
_OCL_NAMES["ocl_pipe"] = Pipe()
_SPIR_NAMES = dict(_OCL_NAMES)
for _shape in IMAGE_SHAPES:
    _SPIR_NAMES["ocl_" + _shape.replace("_", "")] = Image(_shape, None)
    for _suffix, _access in SUFFIX_ACCESS.items():
        _OCL_NAMES["ocl_%s_%s" % (_shape, _suffix)] = Image(_shape, _access)


def type_for_name(name: Name, ocl_names: dict[str, Type] = _OCL_NAMES) -> Type:
    """The type a class-type name denotes: OpenCL opaque types by their ``ocl_``
    names in one dialect's spelling (another dialect's is a plain class name)."""
    if type(name) is SourceName:
        found = ocl_names.get(name.identifier)
        if found is not None:
            return found
    return NamedType(name)


def candidate_key(t: Type) -> object:
    """What a type is recorded as in the substitution table: a class type by its name."""
    return t.name if type(t) is NamedType else t


def _as_name(value: object) -> Optional[Name]:
    if isinstance(value, Name):
        return value
    if type(value) is NamedType:
        return value.name
    return value if type(value) is TemplateParam else None  # type: ignore[return-value]


def _unwrapped(part: Name) -> Name:
    """A name part without its template arguments and ABI tags."""
    while type(part) in (TemplateName, TaggedName):
        part = part.name  # type: ignore[attr-defined]
    return part


def _is_structor(part: Name) -> bool:
    return type(_unwrapped(part)) in (ConstructorName, DestructorName)


def _prefix_key(parts: list[Name]) -> Name:
    return parts[0] if len(parts) == 1 else NestedName(tuple(parts))


_KEEP, _MERGE, _PHANTOM = 0, 1, 2  # how clang's rule treats a pointee
_FUNCTION_TYPES = (FunctionType, QualifiedFunctionType)


class _Context:
    """An open nested name: its parts so far and whether the prefix still needs recording."""

    __slots__ = ("parts", "pending", "qualifiers", "ref")

    def __init__(self, qualifiers: Optional[Qualified], ref: str = "") -> None:
        self.parts: list[Name] = []
        self.pending = False
        self.qualifiers = qualifiers
        self.ref = ref


class _Builder(NameCallbacks, TypeCallbacks):
    """The reduction callbacks: one method per grammar rule (or alias); those of
    local names and closure types come from :class:`NameCallbacks`."""

    def __init__(self) -> None:
        self.reset("", CLANG)

    def reset(self, name: str, dialect: Dialect, note_clang: bool = False) -> None:
        self.last_reset = (name, dialect, note_clang)
        self.name = name
        self.phantom = dialect.substitution.phantom_private
        self.ocl_names = _OCL_NAMES if dialect.image_access_suffix else _SPIR_NAMES
        # Under a rule without phantoms, note what clang's rule would do instead:
        # count the phantoms it would make and collect the fresh qualified
        # pointees it would mark __private (see spirmangle.symbol).
        self.note_clang = note_clang and not self.phantom
        self.merged: list[Qualified] = []
        self.phantom_pointers: list[Type] = []  # pointers whose pointee clang wraps (or would)
        self.lookups_before_phantom = 0  # substitutions read before clang's first phantom
        self.table: list[object] = []
        self.named_types: Optional[dict[int, tuple[Name, Type]]] = None  # subst() per candidate
        self.contexts: list[_Context] = []
        self.fresh: object = None
        self.phantoms = 0
        self.private_pointees = 0
        self.substitutions = 0
        self.tparams: list[TemplateParam] = []
        self.most_parts = 0  # components of the longest nested name
        self.host_addrspaces = False
        self.pipes = 0  # fresh ocl_pipe types read so far: the next one's Pipe.ordinal
        self.scoped = False  # a local name or closure: template parameters have scopes

    def restart(self) -> None:
        """The state of the last :meth:`reset` again (for a second parse of the name)."""
        self.reset(*self.last_reset)

    def _fail(self, reason: str) -> DemangleError:
        """An error at the token where the current rule reduces (see spirmangle.lalr)."""
        return DemangleError(self.name, -1, reason)

    def _add(self, node: object) -> None:
        self.table.append(node)

    def _lookup(self, ref: tuple[int, int]) -> object:
        index, position = ref
        if index >= len(self.table):
            raise BadReference(self.name, position,
                               "substitution %s refers to candidate #%d but only %d exist"
                                % (seq_id(index), index + 1, len(self.table)))
        self.substitutions += 1
        return self.table[index]

    def _lookup_name(self, ref: tuple[int, int]) -> Name:
        name = _as_name(self._lookup(ref))
        if name is None:
            raise BadReference(self.name, ref[1], "substitution %s is a type, not a name"
                               % seq_id(ref[0]))
        return name

    # ------------------------------------------------------ entities
    def function(self, items: list[Any]) -> Function:
        name, params = items
        returns = None
        if encodes_return_type(name):
            if len(params) < 2:
                raise self._fail("a template function needs a return type and parameters")
            returns, params = params[0], params[1:]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        return Function(name, tuple(params), returns)

    def variable(self, items: list[Any]) -> Variable:
        return Variable(items[0])

    def special(self, items: list[Any]) -> SpecialName:
        return SpecialName(items[0], items[1])

    def special_function(self, items: list[Any]) -> SpecialName:
        kind, offsets = items[0]
        return SpecialName(kind, self.function(items[1:]), offsets)

    def params(self, items: list[Any]) -> list[Type]:
        if len(items) == 1:
            return items  # the driver hands a single child over in a fresh list
        items[0].append(items[1])
        return items[0]  # type: ignore[no-any-return]

    template_arg_list = params

    def typed_literal(self, items: list[Any]) -> IntegerLiteral:
        return IntegerLiteral(items[1], items[2])

    # --------------------------------------------------------- names
    def std_name(self, items: list[Any]) -> Name:
        return NestedName((items[0], items[1]))

    def template_name(self, items: list[Any]) -> Name:
        if type(items[0]) is TemplateName:
            raise self._fail("two template argument lists in a row")
        return TemplateName(items[0], tuple(items[2]))

    def head_name(self, items: list[Any]) -> Name:
        self._add(items[0])
        return items[0]  # type: ignore[no-any-return]

    def head_std(self, items: list[Any]) -> Name:
        name = NestedName((items[0], items[1]))
        self._add(name)
        return name

    def head_subst(self, items: list[Any]) -> Name:
        return self._lookup_name(items[0])

    def nested_open(self, items: list[Any]) -> None:
        quals = None
        ref = ""
        for item in items[1:]:
            if type(item) is str:
                ref = item
            else:
                quals = self._qualified(_VOID, item)
        self.contexts.append(_Context(quals, ref))

    def ref_qualifier(self, items: list[Any]) -> str:
        return "&" if items[0] is LValueReference else "&&"

    def _append(self, part: Name, recorded: bool = False) -> None:
        ctx = self.contexts[-1]
        parts = ctx.parts
        if ctx.pending:
            self._add(_prefix_key(parts))
        if type(part) is NestedName and recorded:
            parts.extend(part.parts)
        else:
            parts.append(part)
        ctx.pending = not recorded
        if len(parts) > MAX_DEPTH:
            raise self._fail("nesting deeper than %d levels (nested-name components)" % MAX_DEPTH)

    def comp_name(self, items: list[Any]) -> None:
        part = items[0]
        if type(part) is not SourceName and _is_structor(part):
            parts = self.contexts[-1].parts
            if not parts or type(parts[-1]) is StdName:
                raise self._fail("a constructor or destructor needs its class before it")
        self._append(part)

    def conversion_open(self, items: list[Any]) -> None:
        if self.contexts:  # the prefix so far is a candidate before the type's
            self.nested_targs_open(items)

    def conversion(self, items: list[Any]) -> ConversionName:
        return ConversionName(items[1])

    def conversion_name(self, items: list[Any]) -> Name:
        return items[0]  # type: ignore[no-any-return]

    def comp_subst(self, items: list[Any]) -> None:
        if self.contexts[-1].parts:
            raise DemangleError(self.name, items[0][1], "a substitution only starts a nested name")
        self._append(self._lookup_name(items[0]), recorded=True)

    def comp_std(self, items: list[Any]) -> None:
        if self.contexts[-1].parts:
            raise self._fail("std only starts a nested name")
        self._append(items[0], recorded=True)

    comp_abbr = comp_std

    def nested_targs_open(self, items: list[Any]) -> None:
        self.flush_prefix()

    def flush_prefix(self) -> None:
        """Record the open nested name's prefix so far, if it is still pending."""
        if not self.contexts:
            return
        ctx = self.contexts[-1]
        if ctx.pending:
            self._add(_prefix_key(ctx.parts))
            ctx.pending = False

    def comp_targs(self, items: list[Any]) -> None:
        ctx = self.contexts[-1]
        if not ctx.parts or type(ctx.parts[-1]) is StdName:
            raise self._fail("template arguments without a template name")
        if type(ctx.parts[-1]) is TemplateName:
            raise self._fail("two template argument lists in a row")
        ctx.parts.append(TemplateName(ctx.parts.pop(), tuple(items[1])))
        ctx.pending = True

    components = DISCARD

    def nested(self, items: list[Any]) -> Name:
        if len(items) == 4:  # ... conversion E: the conversion operator is the last part
            self._append(items[2])
        ctx = self.contexts.pop()
        if len(ctx.parts) > self.most_parts:
            self.most_parts = len(ctx.parts)
        if type(ctx.parts[-1]) is StdName:
            raise self._fail("std:: needs a name after it")
        if len(ctx.parts) == 1 and ctx.qualifiers is None and not ctx.ref:
            if type(ctx.parts[0]) is TemplateParam:  # (a prefix or a template template)
                raise self._fail("a template parameter alone is written T_, not N T_ E")
            return ctx.parts[0]
        return NestedName(tuple(ctx.parts), ctx.qualifiers, ctx.ref)

    # --------------------------------------------------------- types
    def _qualified(self, base: Type, quals: Qualifiers) -> Qualified:
        space, const, volatile, restrict, others, host = quals
        if host:
            self.host_addrspaces = True
        return Qualified(base, space, const, volatile, restrict, others)

    def qualified(self, items: list[Any]) -> Type:
        if type(items[1]) in _FUNCTION_TYPES:
            merged = self.qualified_function(items[1], items[0])
            if merged is not None:
                return merged
        node = self._qualified(items[1], items[0])
        self._add(node)
        self.fresh = node
        return node

    def _clang_pointee(self, child: Type) -> int:
        """How clang's OpenCL rule treats a pointee (every pointee has an address
        space; an unspelled one is __private): _KEEP a function type or a spelled
        address space; _MERGE __private into a qualified pointee just recorded, in
        place; otherwise add a _PHANTOM, the __private pointee as a candidate of
        its own.  A pointee already merged (noted, under note_clang) is kept."""
        if type(child) in _FUNCTION_TYPES:
            return _KEEP  # a function has no address space
        if isinstance(child, Qualified):
            if child.addrspace is not None or any(m is child for m in self.merged):
                return _KEEP
            if child is self.fresh and self.table and self.table[-1] is child:
                return _MERGE
        return _PHANTOM

    def _pointee(self, child: Type) -> Type:
        """The pointee under clang's rule, its __private applied and recorded."""
        how = self._clang_pointee(child)
        if how == _KEEP:
            return child
        self.private_pointees += 1
        if how == _MERGE and isinstance(child, Qualified):
            merged = Qualified(child.base, AddressSpace.PRIVATE, child.const, child.volatile,
                               child.restrict, child.vendor)
            self.table[-1] = merged
            return merged
        phantom = Qualified(child, AddressSpace.PRIVATE)
        self._add(phantom)
        self._count_phantom()
        return phantom

    def _count_phantom(self) -> None:
        if not self.phantoms:
            self.lookups_before_phantom = self.substitutions
        self.phantoms += 1

    def _note_pointee(self, child: Type) -> int:
        """What :meth:`_pointee` would do, noted without doing it."""
        how = self._clang_pointee(child)
        if how == _KEEP:
            return how
        self.private_pointees += 1
        if how == _MERGE and isinstance(child, Qualified):
            self.merged.append(child)
        else:
            self._count_phantom()
        return how

    def pointer(self, items: list[Any]) -> Type:
        """``P``/``R``/``O`` <type> (the token's value is the model class): under
        clang's rule the pointee gets its __private."""
        child = items[1]
        noted = _KEEP
        if self.phantom:
            phantoms = self.phantoms
            child = self._pointee(child)
            if self.phantoms > phantoms:
                noted = _PHANTOM
        elif self.note_clang:
            noted = self._note_pointee(child)
        node = items[0](child)
        if noted == _PHANTOM:
            self.phantom_pointers.append(node)
        self._add(node)
        return node  # type: ignore[no-any-return]

    def vector(self, items: list[Any]) -> Vector:
        node = Vector(items[1], items[0])
        self._add(node)
        return node

    def atomic(self, items: list[Any]) -> Atomic:
        node = Atomic(items[1])
        self._add(node)
        return node

    def block(self, items: list[Any]) -> BlockPointer:
        node = BlockPointer(items[1])
        self._add(node)
        return node

    def function_type(self, items: list[Any]) -> FunctionType:
        params = items[2]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        node = FunctionType(items[1], tuple(params))
        self._add(node)
        return node

    def subst(self, items: list[Any]) -> Type:
        value = self._lookup(items[0])
        self.fresh = None  # a substituted pointee is not the one just read: no merge
        if not isinstance(value, Name):
            return value  # type: ignore[return-value]
        # A class name as a type: one node for every use of the candidate.
        index = items[0][0]
        if self.named_types is None:
            self.named_types = {}
        found = self.named_types.get(index)
        if found is None or found[0] is not value:
            found = self.named_types[index] = (value, type_for_name(value, self.ocl_names))
        return found[1]

    def tparam(self, items: list[Any]) -> TemplateParam:
        node = TemplateParam(items[0][0])
        self.tparams.append(node)
        self._add(node)
        return node

    def class_type(self, items: list[Any]) -> Type:
        name = items[0]
        node = type_for_name(name, self.ocl_names)
        if type(node) is Pipe:  # a fresh ocl_pipe is a pipe type distinct from earlier ones
            node = Pipe(None, None, self.pipes)
            self.pipes += 1
        if type(name) is not StdAbbreviation:  # Ss, So... are substitutions already
            self._add(candidate_key(node))
        return node


class _Parser:
    """The builder wired to the LALR tables of ``grammar/mangled.lark``."""

    def __init__(self) -> None:
        self.builder = _Builder()
        self.driver = TableDriver("mangled.lark", lambda name: getattr(self.builder, name, None),
                                  MAX_DEPTH, restart=self.builder.restart)

    def parse(self, name: str, tokens: Tokens, dialect: Dialect,
              note_clang: bool = False) -> tuple[Entity, "_Stats"]:
        b = self.builder
        b.reset(name, dialect, note_clang)
        kinds, values, positions, _ = tokens
        entity = self.driver.run(kinds, values, positions, name)
        nesting = self.driver.deepest + b.most_parts + b.phantoms
        if b.substitutions or b.tparams or b.scoped or nesting > _SHALLOW_NESTING:
            depth, chars = _check_expansion(name, entity, kinds, values, b, nesting)
        else:  # the common case: nothing to expand, and shallow
            depth, chars = nesting, 0
        if dialect.pipe_as_global_pointer and type(entity) is Function:
            entity = Function(entity.name, tuple(_spir_pipe(p) for p in entity.params), entity.return_type)
        return entity, _Stats(b, depth, chars)


_SHALLOW_NESTING = min(MAX_DEPTH, MIN_OUTPUT, MAX_EXPANDED_NODES) // 4


def _check_expansion(name: str, entity: Entity, kinds: list[str], values: list[Any],
                     b: _Builder, nesting: int) -> tuple[int, int]:
    """Reject an entity whose expansion is too deep or too large, or whose template
    parameters have no referent: (depth, a lower bound on the printed characters;
    0 when not measured).

    ``nesting`` bounds the depth as written: the parser's deepest stack plus the
    components of the longest nested name plus the phantom candidates (made or
    noted).  Each reference (a substitution or a template parameter) adds at most
    the depth so far and at most doubles the size, so only names whose bounds
    could be exceeded are measured."""
    references = b.substitutions + len(b.tparams)
    estimate = nesting * (references + 1)
    try:
        if not b.scoped and estimate <= MAX_DEPTH and (
                len(name) << min(references, 64) <= min(MIN_OUTPUT, MAX_EXPANDED_NODES)):
            if b.tparams:
                check_template_params(entity, b.tparams)
            return estimate, 0
        depth, nodes, chars = measure(entity, b.scoped, max(MAX_EXPANDED_NODES, len(name)))
    except TemplateParamError as exc:
        where = next((v[1] for k, v in zip(kinds, values) if k == "TPARAM"), 0)
        raise DemangleError(name, where, str(exc)) from None
    if b.note_clang:
        depth += b.phantoms  # clang's reading may wrap that many more pointees
    if depth > MAX_DEPTH:
        raise DemangleError(name, 0, "nesting deeper than %d levels with substitutions and "
                            "template parameters expanded" % MAX_DEPTH)
    if nodes > max(MAX_EXPANDED_NODES, len(name)):
        raise DemangleError(name, 0, "substitutions expand beyond %d nodes"
                            % max(MAX_EXPANDED_NODES, len(name)))
    return depth, chars


def _distinct_pointees(pointers: list[Type]) -> bool:
    """Whether no two of these pointers (or references) point to equal types:
    clang's rule would substitute the second's __private pointee."""
    pointees = {p.pointee if type(p) is Pointer else p.referee for p in pointers}  # type: ignore[attr-defined]
    return len(pointees) == len(pointers)


class _Stats:
    """What a parse noticed: phantom candidates made, pointees made __private, host
    spellings; the expanded depth (or a bound on it) and a lower bound on the text.

    Under ``note_clang``: ``clang_private`` (qualified pointees clang would mark
    ``__private``), ``phantom_pointers`` (pointers whose pointee clang would wrap
    in ``__private``), and ``agrees``: whether clang's rule reads the name the
    same and would mangle that reading without new substitutions: no substitution
    comes after clang's first phantom candidate, and no two phantoms are equal."""

    __slots__ = ("phantoms", "private_pointees", "host_addrspaces", "clang_private",
                 "phantom_pointers", "late_lookups", "depth", "chars")

    def __init__(self, b: _Builder, depth: int, chars: int) -> None:
        self.phantoms = b.phantoms
        self.private_pointees = b.private_pointees
        self.host_addrspaces = b.host_addrspaces
        self.clang_private = b.merged
        self.phantom_pointers = b.phantom_pointers
        self.late_lookups = b.substitutions != b.lookups_before_phantom
        self.depth = depth
        self.chars = chars

    @property
    def agrees(self) -> bool:
        return not self.phantoms or (not self.late_lookups
                                     and _distinct_pointees(self.phantom_pointers))


_SPIR_PIPE = Pointer(Qualified(Pipe(), AddressSpace.GLOBAL))


def _spir_pipe(t: Type) -> Type:
    return Pipe() if t == _SPIR_PIPE else t


_local = threading.local()


def _demangler() -> _Parser:
    d = getattr(_local, "parser", None)
    if d is None:
        d = _local.parser = _Parser()
    return d


def parse_name(name: str, dialect: "str | Dialect" = CLANG) -> tuple[Entity, Any]:
    """Parse ``name`` under one concrete dialect: (entity, stats).  Raises DemangleError."""
    return _demangler().parse(name, tokenize(name), get_dialect(dialect))


def parse_tokens(name: str, tokens: Tokens, dialect: Dialect,
                 note_clang: bool = False) -> tuple[Entity, Any]:
    """Parse ``name`` from its :func:`~spirmangle.lexer.tokenize` result, which the
    parse consumes.  With ``note_clang`` (under a dialect without phantoms), the
    stats note what clang's rule would read differently: ``phantoms`` (> 0 when
    the readings diverge) and ``clang_private``, the pointees clang would mark
    ``__private``."""
    return _demangler().parse(name, tokens, dialect, note_clang)


def mark_private(root: Entity, pointees: Sequence[Qualified],
                 pointers: Sequence[Type] = ()) -> Entity:
    """``root`` with each of ``pointees`` (found by identity, wherever shared)
    given the ``__private`` address space, and the pointee of each of ``pointers``
    wrapped in a ``__private`` qualifier: clang's reading of a name whose plain
    reading numbers the substitutions the same way."""
    chosen = {id(p) for p in pointees}
    wrapped = {id(p) for p in pointers}
    memo: dict[int, Any] = {}

    def rebuild(node: Any) -> Any:
        kind = type(node)
        if kind not in _COMPOSITE:
            return node
        key = id(node)
        if key in memo:
            return memo[key]
        values = []
        changed = False
        for field in kind.__slots__:
            value = getattr(node, field)
            if type(value) is tuple:
                new = tuple(map(rebuild, value))
                changed = changed or any(map(is_not, new, value))
            else:
                new = rebuild(value)
                changed = changed or new is not value
            values.append(new)
        result = kind(*values) if changed else node
        if key in chosen:
            result = Qualified(result.base, AddressSpace.PRIVATE, result.const, result.volatile,
                               result.restrict, result.vendor)
        elif key in wrapped:
            inner = result.pointee if kind is Pointer else result.referee
            result = kind(Qualified(inner, AddressSpace.PRIVATE))
        memo[key] = result
        return result

    return rebuild(root)  # type: ignore[no-any-return]


# The model classes that hold other nodes (the rest are leaves for mark_private).
_COMPOSITE = frozenset({Pointer, LValueReference, RValueReference, Vector, Qualified, Atomic,
                        BlockPointer, FunctionType, NamedType, NestedName, TemplateName,
                        ConversionName, TaggedName, IntegerLiteral,
                        Function, Variable, SpecialName,
                        LocalName, ClosureName, DefaultArgument,
                        QualifiedFunctionType, ArrayType, MemberPointer}) | COMPOSITE_TYPES


def forget_replays() -> None:
    """Drop this thread's recorded reduction programs, so the next parses start
    cold (benchmarks use it to measure names whose shapes are new)."""
    driver = _demangler().driver
    driver.programs.clear()
    driver.recorded_tokens = 0
