"""Mangled name -> model, driven by ``grammar/mangled.lark``.

The LALR driver (:mod:`spirmangle.demangler.lalr`) calls :class:`_Builder` as each rule
reduces; the builder creates model nodes and records substitution candidates
in that order, which is the order their manglings finish.  Replayed parses
(names of a shape seen before) make the same calls in the same order, so the
builder cannot tell them apart.  Dialect rules (phantom ``__private``
candidates, SPIR-text pipes) come from the :class:`~spirmangle.config.Dialect`
object, the same one the mangler uses.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional
from ..config import CLANG, Dialect
from .exprs import ExprCallbacks
from .legacy import LegacyCallbacks
from .names import MEMBER_FUNCTION_TYPE, NameCallbacks
from .requires import RequiresCallbacks
from .opencl import KEEP, PHANTOM, ArrayPointees, OptionalPhantoms, Tracking, builder_dependent
from .special import InheritNumbering, SpecialCallbacks
from .packs import PackCallbacks
from .types import Context, TypeCallbacks, open_context
from ..errors import BadReference, DemangleError
from .fields import BUILDER_FIELDS
from .fastnodes import new_function, new_named, new_nested, new_qualified, new_template
from ..limits import MAX_DEPTH
from .parse_checks import check_type_name
from .lalr import DISCARD, list_rule
from .lexer.core import BUILTINS
from .reading_mode import ABI_READING
from .lexer.words import CXX, OPENCL, Qualifiers
from .vendor_runs import gnu_steps
from ..render.peer_numbering import GNU
from ..model import Decltype, encodes_return_type, OPAQUE_TYPES, ConstraintParam, SUFFIX_ACCESS, AddressSpace, Builtin, Atomic, ConstructorName, ConversionName, DestructorName, Function, FunctionType, IMAGE_SHAPES, Image, IntegerLiteral, LValueReference, LiteralOperatorName, ModuleName, Name, NamedType, NestedName, OperatorName, Opaque, Pipe, Pointer, Qualified, QualifiedFunctionType, RValueReference, SourceName, SpecialName, StdAbbreviation, StdName, StructuredBinding, TaggedName, TemplateName, TemplateParam, TemplateParamName, Type, UnnamedTypeName, Variable, Vector
from ..model.typecodes import seq_id

_VOID = BUILTINS["v"]
_NO_RUNS: dict[int, str] = {}
# The OpenCL types by their ``ocl_`` names: images with their access suffix
# (clang and the dialects like it), and as the SPIR 1.2/2.0 text spells them.
_OCL_NAMES: dict[str, Type] = {mangled: Opaque(name) for name, mangled in OPAQUE_TYPES.items()}
_OCL_NAMES["ocl_pipe"] = Pipe()
_SPIR_NAMES = dict(_OCL_NAMES)
for _shape in IMAGE_SHAPES:
    _SPIR_NAMES["ocl_" + _shape.replace("_", "")] = Image(_shape, None)
    for _suffix, _access in SUFFIX_ACCESS.items():
        _OCL_NAMES["ocl_%s_%s" % (_shape, _suffix)] = Image(_shape, _access)


# N K 1a E as a type: cv- and ref-qualifiers and H qualify a member function's
# name; no compiler writes them on a class type (LLVM drops them, c++filt prints
# them after the type).
_METHOD_QUALIFIERS = "a class type's nested name has a member function's qualifiers (K, V, r, R, O or H)"


def type_for_name(name: Name, ocl_names: dict[str, Type] = _OCL_NAMES) -> Type:
    """The type a class-type name denotes: OpenCL opaque types by their ``ocl_``
    names in one dialect's spelling (another dialect's is a plain class name)."""
    if type(name) is SourceName:
        found = ocl_names.get(name.identifier)
        if found is not None:
            return found
    return new_named(name)


def candidate_key(t: Type) -> object:
    """What a type is recorded as in the substitution table: a class type by its name."""
    return t.name if type(t) is NamedType else t


def _as_name(value: object) -> Optional[Name]:
    if isinstance(value, Name):
        return value
    if type(value) is NamedType:
        return value.name
    kind = type(value)  # T_ as a name prefix (T::type), also a constraint's; decltype(x)::
    return value if kind is TemplateParam or kind is ConstraintParam or kind is Decltype else None  # type: ignore


def _unwrapped(part: Name) -> Name:
    """A name part without its template arguments and ABI tags."""
    while type(part) in (TemplateName, TaggedName):
        part = part.name  # type: ignore[attr-defined]
    return part


# What names no class, so no constructor or destructor follows it (c++filt rejects
# them all; LLVM names such a constructor after the operator: operator+::~operator+()).
_NO_CLASS = (StdName, OperatorName, LiteralOperatorName, ConversionName, ConstructorName,
             DestructorName, StructuredBinding)


def _is_structor(part: Name) -> bool:
    return type(_unwrapped(part)) in (ConstructorName, DestructorName)


def _prefix_key(parts: list[Name]) -> Name:
    return parts[0] if len(parts) == 1 else new_nested(tuple(parts), None, "", False)


_FUNCTION_TYPES = (FunctionType, QualifiedFunctionType)
_TRACKED = OPENCL | CXX
# Pointees that clang's rule wraps in a __private candidate of their own (PHANTOM).
_PLAIN_POINTEES = frozenset({Builtin, NamedType, Pointer, LValueReference, RValueReference, Vector})


class _Builder(RequiresCallbacks, NameCallbacks, ArrayPointees, OptionalPhantoms, SpecialCallbacks,
               PackCallbacks,
               TypeCallbacks, ExprCallbacks, LegacyCallbacks):
    """The reduction callbacks: one method per grammar rule (or alias); those of
    local names and closure types come from :class:`NameCallbacks`, others from
    mixins (packs and ``head_subst``: :class:`PackCallbacks`)."""

    __slots__ = BUILDER_FIELDS  # (quicker than an instance dict: spirmangle.demangler.fields)

    def __init__(self) -> None:
        self.substituted = self.ur_substituted = self.past_scope = None  # (mixins' fields)
        self.inherit_keep = False
        self.mode = ABI_READING  # the parse's reading mode (member function types, a peer's numbering)
        self.scope_tokens: tuple[list[str], list[int]] = ([], [])
        self.run_texts = _NO_RUNS  # (ReadingMode(peer=GNU): spirmangle.demangler.vendor_runs)
        self.reset("", CLANG)

    def reset(self, name: str, dialect: Dialect, note_clang: bool = False,
              optional: Optional[frozenset[int]] = None, track: bool = False) -> None:
        self.last_reset = (name, dialect, note_clang, optional, track)
        self.name = name
        self.phantom = dialect.substitution.phantom_private
        self.spell_private = dialect.spell_private
        self.ocl_names = _OCL_NAMES if dialect.image_access_suffix else _SPIR_NAMES
        # Under a rule without phantoms, note what clang's rule would do instead:
        # count the phantoms it would make and collect the fresh qualified
        # pointees it would mark __private (see spirmangle.demangler.symbol).
        self.note_clang = note_clang and not self.phantom
        self.merged: list[Qualified] = []
        # (OptionalPhantoms.reset_sites, at once: the per-name path)
        self.dependent_memo = None
        self.decltypes = 0
        self.fn_returns = 0
        self.ref_pointee = False  # a pointer to a reference was read: no type
        self.tracking = Tracking(optional) if track or optional is not None else None
        self.phantom_pointers: list[Type] = []  # pointers whose pointee clang wraps (or would)
        self.lookups_before_phantom = 0  # substitutions read before clang's first phantom
        self.table: list[object] = []
        self.named_types: Optional[dict[int, tuple[Name, Type]]] = None  # subst() per candidate
        self.contexts: list[Context] = []
        self.fresh: object = None
        self.phantoms = 0
        self.clang_deep = False  # (note_clang) clang's reading would be too deep
        self.private_pointees = 0
        self.substitutions = 0
        self.tparams: list[TemplateParam] = []
        self.most_parts = 0  # components of the longest nested name
        self.host_addrspaces = False
        self.pipes = 0  # fresh ocl_pipe types read so far: the next one's Pipe.ordinal
        self.scoped = False  # a local name or closure: template parameters have scopes
        self.scope_spans = None  # (spirmangle.demangler.names.NameCallbacks.scope_open)
        self.renumbered = 0  # (peers that number candidates otherwise: spirmangle.render.peer_numbering)
        self.gxx_inherit_reading = None  # (c++filt's of an inheriting constructor: peer_styles)
        self.level_params = False  # a TL <level> _ <index> _ was read (as a type)
        self.gxx_scope_from = 1 << 62  # (none yet) demangle_exprs.ExprCallbacks.sr_n_scope
        self.inherit_from = self.inherit_low = 1 << 62  # (none yet) demangle_special.inherit_mark
        self.inherit_base_refs = self.inherit_by_subst = False
        self.inherit_gxx = self.inherit_keep  # (a second parse with g++'s numbering)
        self.inherit_ambiguous = -1  # a substitution clang and g++ number differently
        self.inherit_slots = -1  # g++'s numbering: the base's and prefix's candidates
        self.in_constraint = 0  # (spirmangle.demangler.requires; outside_memo is made there)
        self.constraint_from = 1 << 62
        self.vendor_split_from = 1 << 62  # (none yet) c++filt's candidates part from here

    def restart(self) -> None:
        """The state of the last :meth:`reset` again (for a second parse of the name),
        under the same reading mode: the builder's and its tracking's (the mode the
        optional sites are read under, Symbol.optional_mode, which explain rereads)."""
        mode = self.tracking.mode if self.tracking is not None else None
        self.reset(*self.last_reset)
        if self.tracking is not None:
            self.tracking.mode = mode

    def _fail(self, reason: str) -> DemangleError:
        """An error at the token where the current rule reduces (see spirmangle.demangler.lalr)."""
        return DemangleError(self.name, -1, reason)

    def _add(self, node: object) -> None:
        self.table.append(node)

    def _lookup(self, ref: tuple[int, int]) -> object:
        index, position = ref
        if index >= len(self.table):
            kind = InheritNumbering if index >= self.inherit_from and not self.inherit_gxx \
                else BadReference  # (g++'s numbering after CI1 may read it)
            raise kind(self.name, position,
                       "substitution %s refers to candidate #%d but only %d exist"
                       % (seq_id(index), index + 1, len(self.table)))
        if index >= self.gxx_scope_from:
            self._ambiguous_scope(position)
        if index >= self.inherit_low:
            self.inherit_lookup(index, position)
        if index >= self.vendor_split_from:  # c++filt numbers this one otherwise
            self.renumbered |= GNU
            self.note_scopes()
        self.substitutions += 1
        found = self.table[index]
        tracking = self.tracking
        if tracking is not None and tracking.targ_phantoms and id(found) in tracking.targ_phantoms:
            tracking.targ_hits += 1  # (spirmangle.demangler.auto_rule ranks readings by them)
        if type(found) is tuple and found[0] is MEMBER_FUNCTION_TYPE:
            if not self.mode.member_function_types:
                raise BadReference(self.name, position, "substitution %s is a member function's "
                                   "type, which compilers write again" % seq_id(index))
            found = found[1]
        if index >= self.constraint_from and not self.in_constraint:
            return self.read_outside(index)  # (spirmangle.demangler.requires)
        return found

    def _lookup_name(self, ref: tuple[int, int]) -> Name:
        name = _as_name(self._lookup(ref))
        if name is None or type(name) is ModuleName:
            raise BadReference(self.name, ref[1], "substitution %s is a type, not a name"
                               % seq_id(ref[0]))
        return name

    # ------------------------------------------------------ entities
    def function(self, items: list[Any]) -> Function:
        name, params = items
        if self.inherit_low < 1 << 62:  # CI1: whose template arguments (demangle_special)
            name = self.inherited_targs(name)
        returns = None
        if type(name) is not SourceName and encodes_return_type(name):
            if len(params) < 2:
                raise self._fail("a template function needs a return type and parameters")
            returns, params = params[0], params[1:]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        return new_function(name, tuple(params), returns)

    def function_java(self, items: list[Any]) -> Function:
        """gcj's ``<name> J <return type> <parameters>`` (c++filt reads it)."""
        name, _, params = items
        if len(params) < 2:
            raise self._fail("J needs a return type and parameters")
        returns = params[0]
        params = [] if len(params) == 2 and params[1] is _VOID else params[1:]
        return new_function(name, tuple(params), returns, None, (), True)

    def variable(self, items: list[Any]) -> Variable:
        return Variable(items[0])

    def special(self, items: list[Any]) -> SpecialName:
        return SpecialName(items[0], items[1])

    def special_function(self, items: list[Any]) -> SpecialName:
        kind, offsets = items[0]
        return SpecialName(kind, self.function(items[1:]), offsets)

    @list_rule
    def params(self, items: list[Any]) -> list[Type]:
        if len(items) == 1:
            return items  # the driver hands a single child over in a fresh list
        items[0].append(items[1])
        return items[0]  # type: ignore[no-any-return]

    def typed_literal(self, items: list[Any]) -> IntegerLiteral:
        return IntegerLiteral(items[1], items[2])

    # --------------------------------------------------------- names
    def std_name(self, items: list[Any]) -> Name:
        if type(items[1]) is UnnamedTypeName:  # St Ut_: c++filt records Ut_ as in a nested name
            self.renumbered |= GNU
            self.note_scopes()  # (NameCallbacks')
            if self.mode.peer == GNU:
                self.table.append(items[1])
        return new_nested((items[0], items[1]), None, "", False)

    def template_name(self, items: list[Any]) -> Name:
        head = items[0]  # (S1_ I...E where S1_ is a<int> or b::a<int>)
        if type(head) is TemplateName or type(head) is NestedName and type(head.parts[-1]) is TemplateName:
            # (only a substitution gives one here: another rule's numbering may make it
            # the template's name, as clang's phantoms do in _Z3g39Pi3TplIiES1_I3FooE)
            raise BadReference(self.name, -1, "two template argument lists in a row")
        return new_template(items[0], tuple(items[2]))

    def template_name_empty(self, items: list[Any]) -> Name:
        """``<template-head> I E``: no arguments, ``f<>`` (both peers read it)."""
        return self.template_name([items[0], items[1], []])

    def head_name(self, items: list[Any]) -> Name:
        self._add(items[0])
        if self.tracking is not None:
            self.tracking.head(items[0])
        return items[0]  # type: ignore[no-any-return]

    def head_std(self, items: list[Any]) -> Name:
        name = new_nested((items[0], items[1]), None, "", False)
        self._add(name)
        if self.tracking is not None:
            self.tracking.head(name)
        return name

    def nested_open(self, items: list[Any]) -> None:
        if len(items) == 1:  # the common case: N alone
            self.contexts.append(open_context(None, ""))
            return
        quals = None
        ref = ""
        for item in items[1:]:
            if type(item) is str:
                ref = item
            else:
                quals = self._qualified(_VOID, item)
        self.contexts.append(open_context(quals, ref))

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
        if type(part) is not SourceName:
            if _is_structor(part):
                parts = self.contexts[-1].parts
                if not parts or type(_unwrapped(parts[-1])) in _NO_CLASS:
                    raise self._fail("a constructor or destructor needs its class before it")
            elif type(part) is UnnamedTypeName:
                self.unnamed_part(part)
        # _append(part), at once
        ctx = self.contexts[-1]
        parts = ctx.parts
        if ctx.pending:
            self.table.append(parts[0] if len(parts) == 1
                              else new_nested(tuple(parts), None, "", False))
        parts.append(part)
        ctx.pending = True
        if len(parts) > MAX_DEPTH:
            raise self._fail("nesting deeper than %d levels (nested-name components)" % MAX_DEPTH)

    def conversion_open(self, items: list[Any]) -> None:
        if self.contexts:  # the prefix so far is a candidate before the type's
            self.nested_targs_open(items)

    def conversion(self, items: list[Any]) -> ConversionName:
        return ConversionName(items[1])

    def conversion_tagged(self, items: list[Any]) -> TaggedName:
        """``cv <type> B <tag>...``: the operator's ABI tags (operator bool[abi:v1])."""
        return TaggedName(ConversionName(items[1]), items[2])

    def conversion_name(self, items: list[Any]) -> Name:
        return items[0]  # type: ignore[no-any-return]

    def comp_subst(self, items: list[Any]) -> None:
        if self.contexts[-1].parts:
            raise DemangleError(self.name, items[0][1], "a substitution only starts a nested name")
        name = self._lookup_name(items[0])
        if type(name) is TemplateName and type(name.name) is NestedName:
            # a class template's type S3_ IiE as a prefix: its parts, the last one
            # with the arguments, as N S3_ IiE ... E reads (one model either way)
            inner = name.name
            name = new_nested(inner.parts[:-1] + (new_template(inner.parts[-1], name.args),),
                              None, "", False)
        self._append(name, recorded=True)

    def comp_std(self, items: list[Any]) -> None:
        ctx = self.contexts[-1]
        if ctx.parts:
            raise self._fail("std only starts a nested name")
        ctx.parts.append(items[0])  # _append(items[0], recorded=True), at once
        ctx.pending = False

    def comp_abbr(self, items: list[Any]) -> None:
        self.comp_std(items)
        if type(items[0]) is TaggedName:  # SsB1X: the tagged abbreviation is a candidate
            self._add(items[0])

    def head_abbr(self, items: list[Any]) -> Name:
        # Sa I...E: the abbreviation is a substitution already; with ABI tags
        # (SaB5cxx11), the tagged name is a candidate before the arguments (as LLVM)
        if type(items[0]) is TaggedName:
            self._add(items[0])
        return items[0]  # type: ignore[no-any-return]

    def nested_targs_open(self, items: list[Any]) -> None:
        if self.contexts and self.contexts[-1].pending:
            self.flush_prefix()
            if self.tracking is not None:  # (a template's name: no type without arguments)
                self.tracking.head(self.table[-1])

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
        if type(ctx.parts[-1]) is TemplateName:  # (as in template_name: a substitution's
            # other numbering may read it, _Z3g42Pi3TplIiENS1_I3FooE2InE)
            raise BadReference(self.name, -1, "two template argument lists in a row")
        ctx.parts.append(new_template(ctx.parts.pop(), tuple(items[1])))
        ctx.pending = True

    def comp_targs_empty(self, items: list[Any]) -> None:
        """A component's ``I E``: no arguments (both peers read it)."""
        self.comp_targs([items[0], []])

    components = DISCARD

    def nested(self, items: list[Any]) -> Name:
        if len(items) == 4:  # ... conversion E: the conversion operator is the last part
            self._append(items[2])
        elif len(items) >= 5:  # ... CI1 <name> [<template-args>] E: an inheriting constructor
            self.inheriting_constructor(items)
        ctx = self.contexts.pop()
        if len(ctx.parts) > self.most_parts:
            self.most_parts = len(ctx.parts)
        if type(ctx.parts[0]) is StdName and len(ctx.parts) < 3:
            self.std_nested(ctx)  # (std:: alone, N St <name> E)
            last = ctx.parts[1]
            if type(last) is TemplateName and ctx.qualifiers is None and not ctx.ref \
                    and not ctx.explicit:  # N St 1f IiE E: std::f<int>, as St 1f IiE reads
                return new_template(new_nested((ctx.parts[0], last.name), None, "", False),
                                    last.args)
        if len(ctx.parts) == 1 and ctx.qualifiers is None and not ctx.ref and not ctx.explicit:
            part = ctx.parts[0]
            if isinstance(part, (TemplateParam, Decltype)):  # (a prefix or a template template)
                raise self._fail("a template parameter or decltype alone is written without N ... E")
            head: Any = part.name if type(part) is TemplateName else None
            if type(head) is TemplateParam:
                # N T_ <args> E (or N S_ <args> E of a T_): the template template
                # parameter T_ <args>, as it reads without N ... E
                return TemplateName(TemplateParamName(head), part.args)  # type: ignore[attr-defined]
            return part
        return new_nested(tuple(ctx.parts), ctx.qualifiers, ctx.ref, ctx.explicit)

    # --------------------------------------------------------- types
    def _qualified(self, base: Type, quals: Qualifiers) -> Qualified:
        space, const, volatile, restrict, others, host, cv_first = quals
        if host:
            self.host_addrspaces = True
        # An explicit U3AS0 under a dialect that leaves __private unspelled is kept.
        spelled = space is AddressSpace.PRIVATE and not host and not self.spell_private
        return new_qualified(base, space, const, volatile, restrict, others, cv_first, spelled)

    def qualified(self, items: list[Any]) -> Type:
        if type(items[1]) in _FUNCTION_TYPES:
            merged = self.qualified_function(items[1], items[0])
            if merged is not None:
                return merged
        quals = items[0]
        if quals[4] or quals[0] is not None:  # a vendor qualifier: vendor_runs.splits, at once
            if len(quals[4]) + (quals[0] is not None) > 1 or quals[1] or quals[2] or quals[3]:
                self.vendor_run(items[1], quals)
        node = self._qualified(items[1], quals)
        self._add(node)
        self.fresh = node
        return node

    def vendor_run(self, base: Type, quals: Qualifiers) -> None:
        """c++filt records a candidate for each vendor qualifier and CV group of a run
        (spirmangle.demangler.vendor_runs): under its numbering, those before the
        whole type's; else where the numberings part."""
        if self.mode.peer != GNU:
            at = len(self.table)
            if type(base) in _FUNCTION_TYPES and at and self.table[-1] is base and (
                    quals[1] or quals[2] or quals[3]):
                at -= 1  # (c++filt may not record the bare function type: below)
            if self.vendor_split_from > at:
                self.vendor_split_from = at
            return
        steps = gnu_steps(self.run_texts.get(id(quals), ""), quals)
        if steps and type(base) in _FUNCTION_TYPES and self.table and self.table[-1] is base \
                and steps[0][0] is None and not steps[0][4]:
            self.table.pop()  # (K F...E: c++filt's cv-qualified function type, not the bare one)
        for step in steps:
            self._add(self._qualified(base, step))

    def pointer(self, items: list[Any]) -> Type:
        """``P``/``R``/``O`` <type> (the token's value is the model class)."""
        child = items[1]
        if items[0] is Pointer and type(child) in (LValueReference, RValueReference):  # (R/O: collapses)
            self.ref_pointee = True  # no type: unwritable.impossible
        tracking = self.tracking
        if tracking is not None:
            key = (items[0], id(child))
            if key in tracking.pointer_keys:
                tracking.redundant = True  # P S_ where P S_ is a candidate already (auto_rule)
            else:
                tracking.pointer_keys.add(key)
                tracking.kept.append(child)
            if tracking.optional is not None:
                child = self.pointee_site(child, tracking)
        if type(child) is Qualified and child.addrspace is not None:
            # An OpenCL pointee with its address space spelled (PU3AS1f), at once: every
            # rule keeps it as it is (_clang_pointee's first KEEP).
            node = items[0](child)
            self.table.append(node)
            return node  # type: ignore[no-any-return]
        if self.note_clang and type(child) in _PLAIN_POINTEES and (
                type(child) is Builtin or not builder_dependent(self, child)):
            # the common case, at once:
            self.private_pointees += 1  # _note_pointee's PHANTOM
            self._count_phantom()
            node = items[0](child)
            self.phantom_pointers.append(node)
            self.table.append(node)
            return node  # type: ignore[no-any-return]
        noted = KEEP
        if self.phantom:
            phantoms = self.phantoms
            child = self._pointee(child)
            if self.phantoms > phantoms:
                noted = PHANTOM
        elif self.note_clang:
            noted = self._note_pointee(child)
        node = items[0](child)
        if noted == PHANTOM:
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

    def function_type(self, items: list[Any]) -> Type:
        params = items[2]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        node: Type = FunctionType(items[1], tuple(params))
        if items[0]:  # F Y: extern "C"
            node = QualifiedFunctionType(node, extern_c=True)  # type: ignore[arg-type]
        self._add(node)
        return node

    def subst(self, items: list[Any]) -> Type:
        value = self._lookup(items[0])
        self.fresh, self.substituted = None, value  # a substituted pointee: no merge, kept
        if not isinstance(value, Name):
            return value  # type: ignore[return-value]
        if type(value) is ModuleName:
            raise self.module_misused(items[0])
        # A class name as a type: one node for every use of the candidate.
        index = items[0][0]
        if self.named_types is None:
            self.named_types = {}
        found = self.named_types.get(index)
        if found is None or found[0] is not value:
            if type(value) is not SourceName:  # (a structured binding: no type, as written in full)
                check_type_name(self.name, value)
            found = self.named_types[index] = (value, type_for_name(value, self.ocl_names))
        return found[1]

    def class_type(self, items: list[Any]) -> Type:
        name = items[0]
        if type(name) is SourceName and name.identifier not in self.ocl_names:
            self.table.append(name)  # the common case, at once
            return new_named(name)
        if type(name) is NestedName and (name.qualifiers is not None or name.ref_qualifier
                                         or name.explicit_object):
            raise DemangleError(self.name, -1, _METHOD_QUALIFIERS)
        if type(name) is not SourceName:  # (an OpenCL type's name: no structured binding)
            check_type_name(self.name, name)
        node = type_for_name(name, self.ocl_names)
        if type(node) is Pipe:  # a fresh ocl_pipe is a pipe type distinct from earlier ones
            node = Pipe(None, None, self.pipes)
            self.pipes += 1
        if type(name) is not StdAbbreviation:  # Ss, So... are substitutions already
            self._add(candidate_key(node))
        return node
