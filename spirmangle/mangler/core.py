"""Model -> mangled name, byte-identical to clang's Itanium mangling for OpenCL.

Substitution candidates are recorded in the order their mangling finishes, keyed
by the model node itself (structural equality), never by searching the output.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from ..model.bounds import children, walk
from ..model.depths import depth_of
from ..config import CLANG, SPIR64, Dialect, Target, get_dialect, get_target, image_source_name
from ..model import OPAQUE_TYPES, AddressSpace, ArrayType, Atomic, BlockPointer, Builtin, ClosureName, OperatorName, Entity, FunctionType, Image, LValueReference, MemberPointer, Name, NamedType, NestedName, Opaque, Pipe, Pointer, Qualified, QualifiedFunctionType, RValueReference, StdAbbreviation, TaggedName, TemplateName, PackExpansion, TemplateParam, Type, Vector
from ..errors import MangleError
from ..limits import MAX_DEPTH, headroom
from .entities import EntityMangler
from .nameparts import NameMangler, _source, tparam_closures_in, internal_type, needs_nesting, nested_in, std_unnamed
from .packs import pack_expansion, tparam_key
from .types import bit_int, complex_type, constrained_auto, elaborated_type, exception_spec, level_template_param, vendor_qualified, vendor_type
from . import exprs as mangle_exprs
from . import requires as mangle_requires
from ..model import ArgsRequires, ConstraintParam, Function, SpecialName, Variable
from ..model.node import Node
from ..model import BitInt, ComplexType, ConstrainedAuto, ElaboratedType, LevelTemplateParam, VendorQualified, VendorType
from ..model.typecodes import BUILTIN_CODE, float_n_code, seq_id, template_param_id


class _Mangler(NameMangler, EntityMangler):
    """One mangling run: owns the substitution table for a single symbol."""

    __slots__ = ("target", "dialect", "phantom", "out", "subs", "scope", "local", "targs",
                 "expanding", "own_template", "overloads", "closures", "bases", "tparam_closures")

    # type(node) -> the method that mangles it; filled in once, after the class.
    # type -> the method mangling it (each takes its own class: Callable[..., None])
    _dispatch: dict[type, Callable[..., None]] = {}

    def __init__(self, target: Target, dialect: Dialect) -> None:
        self.target = target
        self.dialect = dialect
        self.phantom = dialect.substitution.phantom_private
        self.out: list[str] = []
        self.subs: dict[object, int] = {}
        self.aliases = 0  # keys of subs that name an earlier candidate (mangle_requires)
        self.alias_constraints = True  # a constraint's candidates stand for T_ outside it
        # A top-level qualified parameter that is a candidate already is written in full
        # (_written_again) where the entity being mangled (root) has sites of clang's
        # optional phantoms; else substituted like any candidate (substituting_all).
        self.params_again = self.phantom
        self.root: object = None
        self._sites: Optional[bool] = None
        # The local name being mangled: (its scope, the first component of its entity).
        self.scope: Optional[tuple[object, object]] = None
        # A name prefix of a local entity's by its unscoped key: the model of a type
        # that refers to one from outside (S2_ in ...EN3$_0C2EOS2_) is unscoped.
        self.local: dict[object, int] = {}
        # The template arguments T_ refers to here: a parameter pack's T_ is
        # another candidate than a plain one's (clang keys them by kind).
        self.targs: tuple[object, ...] = ()
        self.expanding = 0  # pack expansions open around the type being mangled
        # The template name that ends the function being encoded, and its signature:
        # overloaded function templates of one name are distinct candidates.
        self.own_template: tuple[object, object] = (None, None)
        self.overloads: dict[object, object] = {}  # function template prefix -> signature
        # len(out) right after the last substitution or template parameter written
        self.reference_end = -1
        self.digit_ends: list[int] = []  # len(out) after each one-digit discriminator
        self._packs_of: object = None  # the targs _packs was computed for
        self._packs = False  # whether a T_ of targs is a pack
        # A closure type with template parameters in a candidate, by id: (the
        # closure, the candidate's unscoped prefix, its index)...; see _shared.
        self.closures: dict[int, list[tuple[object, object, int]]] = {}
        self.tparam_closures = False  # whether such a closure has been written yet
        self.closure_parts: dict[int, tuple[object, tuple[ClosureName, ...]]] = {}  # (_shared's)
        # g++'s inheriting constructor bases written as candidates (as_type): name -> key
        self.bases: dict[object, object] = {}

    # ---------------------------------------------------------- helpers
    def _substitute(self, node: object) -> bool:
        if type(node) in _PACK_SCOPED and (self.targs or self.expanding or type(node) is PackExpansion):
            node = self._pack_scoped(node)
        index = self.subs.get(node)
        if index is None:
            return False
        self.out.append(seq_id(index))
        self.reference_end = len(self.out)
        return True

    def _add(self, node: object) -> None:
        if type(node) in _PACK_SCOPED and (self.targs or self.expanding or type(node) is PackExpansion):
            node = self._pack_scoped(node)
        if node not in self.subs:
            self.subs[node] = len(self.subs) - self.aliases
            if self.scope is not None and type(node) is tuple:
                self.local[node[1]] = self.subs[node]  # the latest local one of that name
            if self.tparam_closures:
                self._closure_candidate(node)

    def _closure_candidate(self, node: object) -> None:
        """Record the candidate ``node`` under each closure with template
        parameters in it (see _shared)."""
        core: Any = node
        while type(core) is tuple:  # (scope, key), ("template prefix", key)
            core = core[-1]
        for part in tparam_closures_in(self.closure_parts,
                                       core.parts if type(core) is NestedName else (core,)):
            self.closures.setdefault(id(part), []).append((part, core, self.subs[node]))

    def _pack_scoped(self, node: object) -> object:
        """The key of a type built on a template parameter that is a pack here:
        another candidate than the same type built on a plain parameter (clang
        keys a template type parameter by depth, index and whether it is a pack,
        so ``OT0_`` of a pack and of a plain ``T0_`` are two types).  Inside a
        pack expansion every template parameter is a pack (a generic lambda's
        ``auto...`` is its call operator's pack)."""
        if type(node) is PackExpansion:
            return ("pack-scoped", node) if _holds(node, lambda p: True) else node
        if self._packs_of is not self.targs:
            self._packs_of = self.targs
            self._packs = any(type(tparam_key(self, TemplateParam(i))) is tuple
                              for i in range(len(self.targs)))
        if (self._packs or self.expanding) and _holds(
                node, lambda p: type(tparam_key(self, p)) is tuple):
            return ("pack-scoped", node)
        return node

    # ------------------------------------------------------------ types
    def type(self, t: Type) -> None:
        """Append the mangling of ``t`` and record its candidates."""
        if type(t) is Builtin:
            try:
                self.out.append(BUILTIN_CODE[t.name])
            except KeyError:
                code = float_n_code(t.name)
                if code is None:
                    raise MangleError("unknown builtin type %r" % t.name) from None
                self.out.append(code)
            return
        if type(t) is NamedType:
            if self._substitute(self._class_key(t.name)) or self._shared(t.name):
                return
            if self._local_class(t.name):
                return
        elif self._substitute(t if type(t) is not TemplateParam else tparam_key(self, t)):
            return
        try:
            handler = self._dispatch[type(t)]
        except KeyError:
            raise MangleError("cannot mangle %r" % (t,)) from None
        handler(self, t)

    def _local_class(self, name: Name) -> bool:
        """A class type named as a local entity's name prefix, referred to from
        outside its scope (the model's type is unscoped): its substitution."""
        # (a local class named after its scope is closed)
        index = self.local.get(name) if self.scope is None else None
        if index is None and (self.bases and self.scope is None
                              or type(name) is OperatorName and name.code[:1] == "r"):
            # The local entity's own template prefix as a type: after g++'s inheriting
            # constructor base (as_type), written 1g the name would have no substitution
            # past clang's numbering and read with the base no candidate
            # (_ZZN1aCI21bEvE1gIiES1_v); an operator template's (rs, rm), also in
            # another local name: N rs E would read as restrict (_ZZZanErsIJEE_7hbENSiIS_E1TIEEge).
            index = self.local.get(("template prefix", name))
        if index is None:
            return False
        self.out.append(seq_id(index))
        self.reference_end = len(self.out)
        return True

    def _pointer(self, t: "Pointer | LValueReference | RValueReference") -> None:
        """``P``, ``R`` or ``O`` followed by the pointee (or referee)."""
        if type(t) is Pointer:
            self.out.append("P")
            self.awaited_end = len(self.out)
            self.type(t.pointee)
        elif type(t) is LValueReference or type(t) is RValueReference:
            self.out.append("R" if type(t) is LValueReference else "O")
            self.awaited_end = len(self.out)
            self.type(t.referee)
        self._add(t)

    def qualifiers(self, q: Qualified) -> str:
        """The qualifier prefix: vendor qualifiers (address space first), then r V K
        (the CV letters first where the name read wrote them so, ``cv_first``)."""
        parts = []
        if q.addrspace is not None:
            spelled = self.target.addrspace_qualifier(
                q.addrspace, self.dialect.spell_private or q.private_spelled)
            if spelled is not None:
                parts.append("U" + _source(spelled))
        for vendor in q.vendor:
            parts.append("U" + _source(vendor))
        cv = "r" * q.restrict + "V" * q.volatile + "K" * q.const
        if q.cv_first and parts:
            return cv + "".join(parts)
        return "".join(parts) + cv

    def _qualified(self, t: Qualified) -> None:
        prefix = self.qualifiers(t)
        if not prefix and not self.phantom:
            # Nothing is mangled for this qualifier set (a __private pointee under
            # a dialect without phantom candidates): the node is transparent.
            self.type(t.base)
            return
        self.out.append(prefix)
        self.awaited_end = len(self.out)
        if type(t.base) is FunctionType and t.addrspace is None and not t.vendor:
            self._function_body(t.base)  # KFvvE: the cv belongs to the one function type
        else:
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
        self._source_type(_source(image_source_name(t, self.dialect)))
        self._add(t)

    def _opaque(self, t: Opaque) -> None:
        try:
            self._source_type(_source(OPAQUE_TYPES[t.name]))
        except KeyError:
            raise MangleError("unknown OpenCL opaque type %r" % t.name) from None
        self._add(t)

    def _pipe(self, t: Pipe) -> None:
        self._source_type("8ocl_pipe")
        self._add(t)

    def _source_type(self, text: str) -> None:
        """A type written as a source name (an opaque type, an image, a pipe),
        bare also right after a discriminator ``_<digit>`` (as clang writes it)."""
        self.out.append(text)

    def _named_type(self, t: NamedType, context: str = "") -> None:
        """A class type; ``context``: "literal" for a literal's type (``L <type>
        <value> E``), "argument" for a template argument (see nested_in)."""
        if needs_nesting(t.name, True) or context and nested_in(t.name, context) \
                or self.tagged_conversion and std_unnamed(t.name) \
                or t is self.conversion_tail \
                or self._internal_nested(t.name):
            # Only a nested name lets an operator (or structor) name stand as a type.
            self.out.append("N")
            if type(t.name) is TemplateName:
                self._template(t.name, ())
            else:
                self._unqualified(t.name)
            self.out.append("E")
        else:
            self.name(t.name)
        if type(t.name) is not StdAbbreviation:
            self._add(self._class_key(t.name))

    def _internal_nested(self, name: Name) -> bool:
        """Whether an internal name as a type is written ``N L <name> E`` here (see
        nameparts.internal_type)."""
        internal = internal_type(name)
        return internal == 2 or bool(internal and self.literal_lists
                                     and self.awaited_end != len(self.out))

    def named_in(self, t: NamedType, context: str) -> None:
        """A class type as a template argument or a literal's type (see nested_in)."""
        if not nested_in(t.name, context):
            self.type(t)
        elif not self._substitute(self._class_key(t.name)) and not self._shared(t.name) \
                and not self._local_class(t.name):
            self._named_type(t, context)

    def _class_key(self, name: Name) -> object:
        """A class type's substitution key: its name, scoped like a prefix inside
        a local name (the local class or closure type itself).  A class template's
        type through its nested prefix (``S3_ IiE``: the template's name a nested
        name) is keyed as the prefix ``N ... 1f IiE`` is, one candidate."""
        if type(name) is TemplateName and type(name.name) is NestedName:
            inner = name.name
            name = NestedName(inner.parts[:-1] + (TemplateName(inner.parts[-1], name.args),))
        if self.scope is None:
            return name
        first = name.parts[0] if type(name) is NestedName else name
        return name if first != self.scope[1] else (self.scope[0], name)

    def _function_type(self, t: FunctionType) -> None:
        self._function_body(t)
        self._add(t)

    def _function_body(self, t: FunctionType) -> None:
        self.out.append("F")
        self.type(t.return_type)
        self.params(t.params)
        self.out.append("E")

    def _qualified_function(self, t: QualifiedFunctionType) -> None:
        """``[r][V][K] F <return> <params> [R|O] E``: one candidate."""
        self._qualified_function_body(t)
        self._add(t)

    def _qualified_function_body(self, t: QualifiedFunctionType) -> None:
        fn = t.function
        self.out.append("r" * t.restrict + "V" * t.volatile + "K" * t.const)
        if t.exception is not None:
            exception_spec(self, t.exception)
        self.out.append("DxF" if t.transaction_safe else "F")
        if t.extern_c:
            self.out.append("Y")
        self.type(fn.return_type)
        self.params(fn.params)
        if t.ref_qualifier not in ("", "&", "&&"):
            raise MangleError("a ref-qualifier is & or &&, not %r" % t.ref_qualifier)
        self.out.append({"": "E", "&": "RE", "&&": "OE"}[t.ref_qualifier])

    def _array(self, t: ArrayType) -> None:
        """``A [<size> | <template-param>] _ <element>``."""
        if t.dimension is not None and type(t.dimension) is not TemplateParam and t.size is None:
            self.out.append("A")  # A <expression> _
            at = len(self.out)
            mangle_exprs.expression(self, t.dimension)
            if self.out[at][:1].isdigit():  # (A 1y _ reads as a size, then garbage)
                raise MangleError("an array's dimension cannot start with a source name")
            dimension = None
        elif t.dimension is not None:
            if type(t.dimension) is not TemplateParam or t.size is not None:
                raise MangleError("an array's dimension is a size or a template parameter")
            dimension = template_param_id(t.dimension.index)
        elif t.size is not None:
            if t.size < 0:
                raise MangleError("an array's size is not negative")
            dimension = str(t.size)
        else:
            dimension = ""
        self.out.append("_" if dimension is None else "A%s_" % dimension)
        self.type(t.element)
        self._add(t)

    def _member_pointer(self, t: MemberPointer) -> None:
        self.out.append("M")
        self.type(t.class_type)
        member = t.member
        if type(member) is FunctionType or type(member) is QualifiedFunctionType:
            # Itanium 5.1.8: a member function's type is keyed by its class too; as
            # the member pointer is a candidate as a whole, clang counts the
            # function type and never refers to it (the same signature is written
            # again, F...E: the reader refuses S<n>_ of it, as no compiler writes it)
            if isinstance(member, QualifiedFunctionType):
                self._qualified_function_body(member)
            elif isinstance(member, FunctionType):
                self._function_body(member)
            self._add(("member function of", object()))
        else:
            self.type(member)
        self._add(t)

    def _block(self, t: BlockPointer) -> None:
        self.out.append("U13block_pointer")
        self.type(t.function)
        self._add(t)

    def _template_param(self, t: TemplateParam) -> None:
        self.out.append(template_param_id(t.index))
        self.reference_end = len(self.out)
        self._add(tparam_key(self, t))

    def params(self, params: tuple[Type, ...]) -> None:
        """Append a parameter list (``v`` when empty)."""
        if not params:
            self.out.append("v")
            return
        for p in params:
            if self.params_again and type(p) is Qualified and self._written_again(p):
                continue
            self.type(p)

    def _written_again(self, p: Qualified) -> bool:
        """Write a parameter qualified at its top level (which no compiler writes:
        clang drops those qualifiers) in full where it is a candidate already: its
        substitution could read, under clang's optional phantoms, as another
        candidate whose reading is canonical (``...E14ocl_image0d___ro`` came back
        ``...S3_``, whose reading makes ``e`` a phantom ``__private long double`` and
        the parameter ``d_``); written in full, every reading keeps it qualified, so
        the reading without phantoms stands.  The demangler records it again: one
        more candidate, under a key nothing else has."""
        if p.addrspace is not None and self.target.addrspace_qualifier(
                p.addrspace, self.dialect.spell_private or p.private_spelled) is None:
            return False  # (an unspelled __private: written again, it would be lost)
        key = self._pack_scoped(p) if self.targs or self.expanding else p
        if not self.qualifiers(p) or key not in self.subs:
            return False
        if self._sites is None:
            self._sites = _optional_sites(self.root)
        if not self._sites:
            return False  # (no other choice of phantoms: the substitution reads back)
        self._dispatch[Qualified](self, p)
        self.subs[("written again", len(self.subs))] = len(self.subs) - self.aliases
        return True

    def parameter_type(self, p: Type) -> Type:
        """The type a parameter of the symbol's own function mangles as: under the
        SPIR text a pipe is a pointer to a global pipe.  (The demangler reads that
        pointer back as a pipe there only: a pipe anywhere else is the type as
        written.  Top-level qualifiers of by-value parameters are already gone
        from parsed prototypes, as in clang's function types.)"""
        if self.dialect.pipe_as_global_pointer and type(p) is Pipe:
            return Pointer(Qualified(Pipe(), AddressSpace.GLOBAL))
        return p


_Mangler._dispatch.update({
    Pointer: _Mangler._pointer,
    Qualified: _Mangler._qualified,
    Vector: _Mangler._vector,
    Atomic: _Mangler._atomic,
    Image: _Mangler._image,
    Opaque: _Mangler._opaque,
    Pipe: _Mangler._pipe,
    NamedType: _Mangler._named_type,
    FunctionType: _Mangler._function_type,
    BlockPointer: _Mangler._block,
    LValueReference: _Mangler._pointer,
    RValueReference: _Mangler._pointer,
    TemplateParam: _Mangler._template_param,
    QualifiedFunctionType: _Mangler._qualified_function,
    ArrayType: _Mangler._array,
    MemberPointer: _Mangler._member_pointer,
    PackExpansion: pack_expansion,
    ComplexType: complex_type,
    BitInt: bit_int,
    VendorType: vendor_type,
    ElaboratedType: elaborated_type,
    ConstrainedAuto: constrained_auto,
    VendorQualified: vendor_qualified,
    LevelTemplateParam: level_template_param, ConstraintParam: mangle_requires.constraint_param,
    ArgsRequires: mangle_requires.args_requires,
    **mangle_exprs.TYPE_HANDLERS,  # Decltype, DependentVector
})


# Types that may be built on a template parameter (and are candidates of their own).
_PACK_SCOPED = frozenset({Pointer, LValueReference, RValueReference, Qualified, FunctionType,
                          QualifiedFunctionType, ArrayType, MemberPointer, Vector, Atomic,
                          BlockPointer, ComplexType, VendorQualified, PackExpansion})


def _holds(node: object, test: Callable[[TemplateParam], bool]) -> bool:
    """Whether a TemplateParam inside ``node`` passes ``test`` (an explicit stack)."""
    stack = [node]
    while stack:
        item = stack.pop()
        if type(item) is TemplateParam:
            if test(item):
                return True
            continue
        stack.extend(children(item))
    return False


def mangle(entity: Entity, target: "str | Target" = SPIR64,
           dialect: "str | Dialect" = CLANG) -> str:
    """Mangle a Function, Variable or SpecialName for ``target`` under ``dialect``.

    A model nested deeper than :data:`~spirmangle.limits.MAX_DEPTH` levels raises
    :class:`MangleError`; one within it is mangled with the recursion headroom it needs.
    Anything else than an entity (a declaration's text, a type) is a :class:`MangleError`
    that says so."""
    if not isinstance(entity, (Function, Variable, SpecialName)):
        raise MangleError(_not_an_entity(entity))
    t, d = get_target(target), get_dialect(dialect)
    return _run(lambda: _Mangler(t, d), entity)


def _not_an_entity(value: object) -> str:
    what = type(value).__name__
    if isinstance(value, Node):
        return ("mangle() takes a Function, Variable or SpecialName, not a %s (mangle_type() "
                "mangles a lone type; parse_prototype() reads a declaration's text)" % what)
    return ("mangle() takes a model (a Function, Variable or SpecialName), not a %s; "
            "parse_prototype(text) reads a declaration's text into one" % what)


def remangled(entity: Entity, dialect: "str | Dialect", target: "str | None" = None) -> Optional[str]:
    """``entity`` mangled under ``dialect`` (for ``target``, else the default one),
    or None where it cannot be: the demangler's checks that a reading mangles back
    to its name."""
    try:
        return mangle(entity, dialect=dialect) if target is None else \
            mangle(entity, target=target, dialect=dialect)
    except (MangleError, RecursionError):
        return None


def remangled_unaliased(entity: Entity, dialect: "str | Dialect",
                        target: "str | None" = None) -> Optional[str]:
    """:func:`remangled`, a constraint's candidates standing for no template
    parameter outside it (each written ``T_`` again): where this spelling is
    :func:`remangled`'s, a name that differs from it does so for another cause
    than a constraint (spirmangle.demangler.requires.check_constraint_candidates)."""
    t, d = get_target(target if target is not None else SPIR64), get_dialect(dialect)

    def make() -> _Mangler:
        m = _Mangler(t, d)
        m.alias_constraints = False
        return m

    try:
        return _run(make, entity)
    except (MangleError, RecursionError):
        return None


def _optional_sites(root: object) -> bool:
    """Whether ``root`` has sites of clang's optional phantoms (spirmangle.demangler.
    opencl.OptionalPhantoms), or may: template arguments, a pointer or reference
    to a template parameter, a function type (whose return type may be one)."""
    if root is None:
        return False
    for node in walk([root]):
        kind = type(node)
        if kind is TemplateName and node.args or kind is FunctionType:
            return True
        if kind in (Pointer, LValueReference, RValueReference) and \
                type(children(node)[0]) is TemplateParam:
            return True
    return False


def _run(make: Callable[[], _Mangler], entity: Entity) -> str:
    """``entity`` mangled by a fresh mangler from ``make`` (each attempt of
    :func:`_deep_safe` starts from an empty table and output)."""
    def attempt() -> str:
        m = make()
        m.root = entity
        return m.entity(entity)

    return _deep_safe(entity, attempt)


def substituting_all(entity: Entity, target: Target, dialect: Dialect) -> str:
    """:func:`mangle`, a parameter qualified at its top level substituted like any
    candidate (not written again in full: ``_Mangler._written_again``): the short
    spelling clang's numbering alone gives a longer spelling no compiler writes
    (spirmangle.demangler.auto_rule.as_canonical_spelling reads the longer one as
    that short one's canonical reading)."""
    def make() -> _Mangler:
        m = _Mangler(target, dialect)
        m.params_again = False
        return m

    return _run(make, entity)


def mangle_type(t: Type, target: "str | Target" = SPIR64, dialect: "str | Dialect" = CLANG) -> str:
    """Mangle a lone type (with its own fresh substitution table)."""
    m = _Mangler(get_target(target), get_dialect(dialect))

    def run() -> str:
        m.out.clear()
        m.subs.clear()
        m.overloads.clear()
        m.type(t)
        return "".join(m.out)

    return _deep_safe(t, run)


def _deep_safe(root: object, run: Callable[[], str]) -> str:
    """``run()``; if the model was too deep for the interpreter's recursion limit,
    measure it: beyond MAX_DEPTH it is a MangleError, else run again with headroom."""
    try:
        return run()
    except RecursionError:
        pass
    depth = depth_of(root)
    if depth > MAX_DEPTH:
        raise MangleError("the model is nested deeper than %d levels" % MAX_DEPTH)
    with headroom(depth):
        return run()


__all__ = ["mangle", "mangle_type", "MangleError", "image_source_name"]
