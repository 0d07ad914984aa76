"""The immutable type model shared by the mangler and the demangler.

Every construct is one frozen dataclass with structural equality, so two types
built independently (by the builder API, the prototype parser or the demangler)
compare and hash equal when they mean the same thing.  The substitution tables
of both directions are keyed by these nodes.

The model is the OpenCL C view of a type: ``Builtin("uint")`` rather than
``unsigned int``, images carry their shape and access qualifier, and an address
space is a field of :class:`Qualified`, not a vendor-qualifier string.  Names
(:class:`SourceName`, :class:`NestedName`, :class:`TemplateName`) already cover
the Itanium shapes C++ symbols need, so the model grows without a rewrite.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Optional, Union


class AddressSpace(IntEnum):
    """OpenCL address spaces, numbered as SPIR numbers them."""

    PRIVATE = 0
    GLOBAL = 1
    CONSTANT = 2
    LOCAL = 3
    GENERIC = 4
    GLOBAL_DEVICE = 5
    GLOBAL_HOST = 6

    @property
    def keyword(self) -> str:
        """The OpenCL C keyword: ``__global`` and so on."""
        return "__" + self.name.lower()


class Access(str):
    """Image and pipe access qualifiers (plain strings with named constants)."""

    READ_ONLY = "read_only"
    WRITE_ONLY = "write_only"
    READ_WRITE = "read_write"


ACCESS_SUFFIX = {"read_only": "ro", "write_only": "wo", "read_write": "rw"}
SUFFIX_ACCESS = {v: k for k, v in ACCESS_SUFFIX.items()}


class Type:
    """Base of every type node.  The model imports nothing of the package: to
    print a type, ``spirmangle.render.opencl_type(t)`` or a ``Printer``."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Builtin(Type):
    """A builtin type, named by its OpenCL C spelling (``uint``, ``half``, ``...``)."""

    name: str


@dataclass(frozen=True, slots=True)
class Vector(Type):
    """An OpenCL vector ``<element><size>``, mangled ``Dv<size>_<element>``."""

    element: Type
    size: int


@dataclass(frozen=True, slots=True)
class Pointer(Type):
    pointee: Type


@dataclass(frozen=True, slots=True)
class LValueReference(Type):
    referee: Type


@dataclass(frozen=True, slots=True)
class RValueReference(Type):
    referee: Type


@dataclass(frozen=True, slots=True)
class Qualified(Type):
    """A type with one qualifier set: address space, vendor qualifiers, cv, restrict.

    The whole set is a single substitution candidate (Itanium 5.1.5).
    ``vendor`` holds other vendor qualifiers (``U<len><name>``) in emission order.
    """

    base: Type
    addrspace: Optional[AddressSpace] = None
    const: bool = False
    volatile: bool = False
    restrict: bool = False
    vendor: tuple[str, ...] = ()

    def without_addrspace(self) -> Type:
        """The same qualifiers minus the address space (or the bare base type)."""
        if not (self.const or self.volatile or self.restrict or self.vendor):
            return self.base
        return Qualified(self.base, None, self.const, self.volatile, self.restrict, self.vendor)


@dataclass(frozen=True, slots=True)
class Atomic(Type):
    """``_Atomic(T)``: a type constructor mangled ``U7_Atomic<T>``, not a qualifier."""

    value: Type


IMAGE_SHAPES = (
    "image1d",
    "image1d_array",
    "image1d_buffer",
    "image2d",
    "image2d_array",
    "image2d_depth",
    "image2d_array_depth",
    "image2d_msaa",
    "image2d_array_msaa",
    "image2d_msaa_depth",
    "image2d_array_msaa_depth",
    "image3d",
)


@dataclass(frozen=True, slots=True)
class Image(Type):
    """An OpenCL image: ``shape`` from IMAGE_SHAPES, ``access`` read_only/... or None."""

    shape: str
    access: Optional[str] = None


@dataclass(frozen=True, slots=True)
class Pipe(Type):
    """``pipe T``.  Neither element nor access is mangled (``8ocl_pipe``), yet clang
    keys a pipe's substitution candidate by both: two pipes are one type, and one
    candidate, only when element type and access match.

    ``element`` None is an unknown element type: a demangled ``8ocl_pipe``, or
    ``pipe void`` in OpenCL C.  Its ``access`` is then None unless known to be
    ``write_only``.  ``ordinal`` tells distinct pipe types of unknown element
    apart: each fresh ``8ocl_pipe`` of a demangled name takes the next one
    (0, 1, ...; printed ``pipe void``, ``pipe void#2``...) and a substitution
    reuses its pipe's.  It is 0 when the element is known.
    """

    element: Optional[Type] = None
    access: Optional[str] = None
    ordinal: int = 0

    def __post_init__(self) -> None:
        if self.ordinal < 0 or (self.ordinal and self.element is not None):
            raise ValueError("a pipe's ordinal is a non-negative number that only pipes of"
                             " unknown element type (element None) take, not %r" % (self,))


# OpenCL C opaque type spelling -> mangled source name.
OPAQUE_TYPES = {
    "sampler_t": "ocl_sampler",
    "event_t": "ocl_event",
    "clk_event_t": "ocl_clkevent",
    "queue_t": "ocl_queue",
    "reserve_id_t": "ocl_reserveid",
}

AVC_TYPES = tuple(
    "intel_sub_group_avc_" + n + "_t"
    for n in (
        "mce_payload",
        "ime_payload",
        "ref_payload",
        "sic_payload",
        "mce_result",
        "ime_result",
        "ref_result",
        "sic_result",
        "ime_result_single_reference_streamout",
        "ime_result_dual_reference_streamout",
        "ime_single_reference_streamin",
        "ime_dual_reference_streamin",
    )
)
OPAQUE_TYPES.update({n: "ocl_" + n for n in AVC_TYPES})


@dataclass(frozen=True, slots=True)
class Opaque(Type):
    """An OpenCL opaque type (``sampler_t``, ``event_t``, AVC types...)."""

    name: str


@dataclass(frozen=True, slots=True)
class FunctionType(Type):
    """A function type; an ellipsis is a trailing ``Builtin("...")`` parameter."""

    return_type: Type
    params: tuple[Type, ...] = ()


@dataclass(frozen=True, slots=True)
class ExceptionSpec:
    """A function type's exception specification: ``Do`` (``noexcept``),
    ``DO <expression> E`` (``noexcept(B)``: ``condition``, a template parameter
    or a literal) or ``Dw <type>+ E`` (``throw(T...)``: ``types``, each a
    substitution candidate before the function type)."""

    condition: Optional[TemplateArg] = None
    types: tuple[Type, ...] = ()


@dataclass(frozen=True, slots=True)
class QualifiedFunctionType(Type):
    """A cv- or ref-qualified function type (a member function's type), or one
    with an exception specification, mangled ``[<CV-qualifiers>]
    [<exception-spec>] F <types> [R|O] E``: one type and one substitution
    candidate, as the ABI and both compilers have it.  ``ref_qualifier`` is
    ``&``, ``&&`` or empty."""

    function: FunctionType
    const: bool = False
    volatile: bool = False
    restrict: bool = False
    ref_qualifier: str = ""
    exception: Optional[ExceptionSpec] = None


@dataclass(frozen=True, slots=True)
class ComplexType(Type):
    """``C <type>`` (C99 ``float _Complex``) or, ``imaginary``, ``G <type>``
    (``float _Imaginary``): a substitution candidate."""

    element: Type
    imaginary: bool = False


@dataclass(frozen=True, slots=True)
class BitInt(Type):
    """``DB <bits> _`` (C23 ``_BitInt(bits)``) or, unsigned, ``DU <bits> _``:
    unlike a builtin type, a substitution candidate (as clang mangles it)."""

    bits: int
    signed: bool = True


@dataclass(frozen=True, slots=True)
class VendorType(Type):
    """``u <source-name> [<template-args>]``: a vendor extended type
    (``__SVInt8_t``; clang's type transforms ``__underlying_type(T)`` carry
    their argument).  Unlike a builtin type, a substitution candidate."""

    name: str
    args: tuple[TemplateArg, ...] = ()


@dataclass(frozen=True, slots=True)
class ElaboratedType(Type):
    """``Ts <name>``, ``Tu <name>``, ``Te <name>``: a class type written with its
    elaborated type specifier (``struct S::c``, as clang mangles a dependent one);
    ``keyword`` is ``struct``, ``union`` or ``enum``.  One substitution
    candidate (the name inside is no type of its own)."""

    keyword: str
    name: "Name"


@dataclass(frozen=True, slots=True)
class ArrayType(Type):
    """``A <size> _ <element>``, ``A _ <element>`` (no size: ``int []``) or
    ``A <template-param> _ <element>`` (the size is a template argument:
    ``dimension``, a :class:`TemplateParam`, which is no substitution candidate)."""

    element: Type
    size: Optional[int] = None
    dimension: Optional[Type] = None


@dataclass(frozen=True, slots=True)
class MemberPointer(Type):
    """A pointer to member ``M <class type> <member type>``: ``int A::*``,
    ``int (A::*)() const``."""

    class_type: Type
    member: Type


@dataclass(frozen=True, slots=True)
class BlockPointer(Type):
    """A block ``R (^)(A...)``, mangled ``U13block_pointer`` + function type."""

    function: FunctionType


@dataclass(frozen=True, slots=True)
class TemplateParam(Type):
    """A reference to the enclosing template's argument ``T_`` (index 0), ``T0_``..."""

    index: int


# ---------------------------------------------------------------- names


class Name:
    """Base of every name node."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class SourceName(Name):
    identifier: str


@dataclass(frozen=True, slots=True)
class StdName(Name):
    """The ``std`` namespace itself, mangled ``St`` as a prefix."""


# Itanium's abbreviations for std entities (mangled as-is, never candidates).
STD_ABBREVIATIONS = {
    "Sa": "std::allocator",
    "Sb": "std::basic_string",
    "Ss": "std::string",
    "Si": "std::istream",
    "So": "std::ostream",
    "Sd": "std::iostream",
}


@dataclass(frozen=True, slots=True)
class StdAbbreviation(Name):
    code: str  # "Sa", "Sb", ...


@dataclass(frozen=True, slots=True)
class ConstructorName(Name):
    """A constructor of the enclosing class: ``C1`` (complete), ``C2`` (base), ``C3``...
    ``inherited`` is the base class an inheriting constructor ``CI1 <name>`` comes from."""

    variant: int
    inherited: Optional[Name] = None


@dataclass(frozen=True, slots=True)
class DestructorName(Name):
    """A destructor of the enclosing class: ``D0`` (deleting), ``D1``, ``D2``..."""

    variant: int


@dataclass(frozen=True, slots=True)
class TaggedName(Name):
    """An unqualified name with ABI tags: ``B5cxx11`` after it, ``name[abi:cxx11]``."""

    name: Name
    tags: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class InternalName(Name):
    """``L <unqualified-name>``: a name with internal linkage (a ``static`` at
    namespace scope, ``_ZL9NumReMats``).  It prints as ``name`` and is no
    substitution candidate of its own; it is kept so the name mangles back."""

    name: Name


@dataclass(frozen=True, slots=True)
class DataMember(Name):
    """``<member source-name> [<template-args>] M`` (a ``<data-member-prefix>``):
    the data member or variable (template) in whose initialiser the closure
    after it stands (``global_lambda::'lambda'(int)``).  ``name`` is a source
    name (maybe internal or ABI-tagged) or a TemplateName of one; it prints as
    ``name``, stands only before another component of a nested name, and is a
    substitution candidate as that prefix, like any component."""

    name: Name


@dataclass(frozen=True, slots=True)
class OperatorName(Name):
    """An operator function's name: ``pl`` (``operator+``), ``nw`` (``operator new``)...
    (the codes are :data:`~spirmangle.typecodes.OPERATORS`)."""

    code: str


@dataclass(frozen=True, slots=True)
class ConversionName(Name):
    """A conversion operator: ``cv <type>`` is ``operator <type>``."""

    type: "Type"


@dataclass(frozen=True, slots=True)
class ClosureName(Name):
    """A lambda's closure type ``Ul <lambda-sig> E [<number>] _``: its parameter
    types (none for ``v``) and its number among the lambdas of the same
    signature in the scope (None for the first, ``E_``; n for ``E<n>_``).
    A template parameter in the signature is one of the lambda's explicit
    template parameters (``template_params``, C++20 ``[]<class T>(T)``: the
    declarations ``Ty``, ``Tn <type>``... before the parameter types) or, past
    them, one of its ``auto`` parameters."""

    params: tuple[Type, ...] = ()
    number: Optional[int] = None
    template_params: tuple["TemplateParamDecl", ...] = ()


@dataclass(frozen=True, slots=True)
class UnnamedTypeName(Name):
    """An unnamed class or enum ``Ut [<number>] _`` (None for the first, ``Ut_``)."""

    number: Optional[int] = None


@dataclass(frozen=True, slots=True)
class StringLiteral(Name):
    """The entity ``s`` of a local name: a string literal in a function."""


@dataclass(frozen=True, slots=True)
class DefaultArgument(Name):
    """``d [<number>] _ <name>``: an entity in a default argument of the enclosing
    function (``number`` None for the last parameter, ``d_``; n for ``d<n>_``)."""

    name: Name
    number: Optional[int] = None


@dataclass(frozen=True, slots=True)
class LocalName(Name):
    """``Z <encoding> E <entity> [<discriminator>]``: an entity local to a function.

    ``function`` is the enclosing function's encoding (a :class:`Variable` when
    it has no parameter types, like clang's ``main``); ``entity`` a name, a
    :class:`StringLiteral` or a :class:`DefaultArgument`; ``discriminator`` None
    for the first entity of its name, n for ``_<n>`` (n < 10) or ``__<n>_``.
    Template parameters in ``function`` refer to its own template arguments."""

    function: Union[Function, Variable]
    entity: Name
    discriminator: Optional[int] = None


def innermost(name: Name) -> Name:
    """The name that a local name (or a default argument's scope) ends with."""
    while True:
        kind = type(name)
        if kind is LocalName:
            name = name.entity  # type: ignore[attr-defined]
        elif kind is DefaultArgument:
            name = name.name  # type: ignore[attr-defined]
        else:
            return name


def encodes_return_type(name: Name) -> bool:
    """Whether a function with this name mangles its return type: a template
    function, except constructors, destructors and conversion operators."""
    name = innermost(name)
    last = name.parts[-1] if type(name) is NestedName else name
    return type(last) is TemplateName and type(last.name) not in (
        ConstructorName, DestructorName, ConversionName)


def is_member_name(part: Name) -> bool:
    """Whether ``part`` may be a :class:`DataMember`'s name: a source name (maybe
    internal or ABI-tagged), with or without template arguments."""
    if type(part) is TemplateName:
        part = part.name
    while True:
        kind = type(part)
        if kind is SourceName:
            return True
        if kind is not InternalName and kind is not TaggedName:
            return False
        part = part.name  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class IntegerLiteral:
    """A template argument ``L<type><value>E``."""

    type: Type
    value: int


@dataclass(frozen=True, slots=True)
class FloatLiteral:
    """A template argument ``L <type> <digits> E`` of a floating-point type
    (``float``, ``double``, ``long double``): ``digits`` is the value's
    representation in lowercase hexadecimal, as mangled (the printed value is
    derived from it: :mod:`spirmangle.floats`)."""

    type: Type
    digits: str


@dataclass(frozen=True, slots=True)
class PackExpansion(Type):
    """``Dp <type>``: a pack expansion, the type of a function parameter pack
    (``Ts&&...``).  Its pattern names a template parameter whose argument is an
    :class:`ArgumentPack`; it stands for the pattern once per element of that
    pack (none for an empty pack).  A substitution candidate, as any type."""

    pattern: Type


@dataclass(frozen=True, slots=True)
class TemplateParamDecl:
    """A template parameter's declaration ``<template-param-decl>``: ``kind`` is
    ``type`` (``Ty``), ``non-type`` (``Tn <type>``, of ``type``), ``template``
    (``Tt <template-param-decl>* E``, its own ``params``), ``pack`` (``Tp
    <template-param-decl>``, the one declaration it packs in ``params``) or
    ``constrained`` (``Tk <name>``: a type constrained by the concept
    ``constraint``, a name with or without template arguments).  They stand
    before a template argument whose parameter needs declaring (``TnDaLi1E``:
    ``auto`` non-type parameter, argument 1) and as a lambda's explicit template
    parameters; they print nothing in a template argument list."""

    kind: str
    type: Optional[Type] = None
    params: tuple["TemplateParamDecl", ...] = ()
    constraint: Optional[Name] = None


@dataclass(frozen=True, slots=True)
class ArgumentPack:
    """``J <template-arg>* E``: the template argument of a parameter pack, its
    elements in order (none for an empty pack); ``spelled_i`` for GCC's old
    spelling ``I <template-arg>* E`` (directly as a template argument).  A template parameter naming it
    stands for one element at a time inside a :class:`PackExpansion`."""

    args: tuple["TemplateArg", ...] = ()
    spelled_i: bool = False  # GCC's old spelling I <template-arg>* E (kept to mangle it back)


@dataclass(frozen=True, slots=True)
class DeclaredArg:
    """``<template-param-decl> <template-arg>``: a template argument preceded by
    its parameter's declaration; a template parameter naming it stands for
    ``arg``."""

    decl: TemplateParamDecl
    arg: "TemplateArg"


@dataclass(frozen=True, slots=True)
class TemplateParamName(Name):
    """A template template parameter used as a template's name: ``T_`` in
    ``T_IiE`` (``TT<int>``), or a substitution that stands for it."""

    param: Type


TemplateArg = Union[Type, IntegerLiteral, ArgumentPack, DeclaredArg, "ExternalName", FloatLiteral]


@dataclass(frozen=True, slots=True)
class TemplateName(Name):
    """``name<args...>``: ``name`` is a SourceName or a NestedName/StdAbbreviation."""

    name: Name
    args: tuple[TemplateArg, ...]


@dataclass(frozen=True, slots=True)
class NestedName(Name):
    """``a::b::c``: each part is a SourceName, StdName, StdAbbreviation or TemplateName.

    ``qualifiers`` are the cv/address-space qualifiers of ``this`` for methods,
    held as a :class:`Qualified` whose base is unused (``void``); ``ref_qualifier``
    is ``&`` or ``&&`` for ref-qualified methods.
    """

    parts: tuple[Name, ...]
    qualifiers: Optional[Qualified] = None
    ref_qualifier: str = ""  # "&" or "&&" for ref-qualified methods
    explicit_object: bool = False  # NH: the first parameter is the object (``this T``)


@dataclass(frozen=True, slots=True)
class NamedType(Type):
    """A user-defined type mangled by its name: structs, enums, typedef'd structs."""

    name: Name


@dataclass(frozen=True, slots=True)
class ModuleName(Name):
    """A C++20 module ``W <source-name>`` (``WP``: a partition), ``parent`` the
    module name before it (``W3geoW5users`` is ``geo.users``).  Each is a
    substitution candidate of its own, never a name by itself."""

    identifier: str
    partition: bool = False
    parent: Optional[ModuleName] = None


@dataclass(frozen=True, slots=True)
class ModuleEntity(Name):
    """``[<module-name>] <unqualified-name>``: a name attached to a module
    (``use_twice@geo``)."""

    module: ModuleName
    name: Name


@dataclass(frozen=True, slots=True)
class LiteralOperatorName(Name):
    """``li <source-name>``: ``operator"" _km``."""

    identifier: str


@dataclass(frozen=True, slots=True)
class StructuredBinding(Name):
    """``DC <source-name>+ E``: a structured binding ``[a, b]``."""

    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ExternalName:
    """A template argument ``L _Z <encoding> E``: an entity (``&global``'s referent)."""

    entity: Union[Function, Variable]


# ---------------------------------------------------------------- entities


@dataclass(frozen=True, slots=True)
class Function:
    """A function: its name, parameters and (optional) return type.

    The return type is mangled only where Itanium encodes it (template functions),
    but a prototype keeps it so it can be printed.
    """

    name: Name
    params: tuple[Type, ...] = ()
    return_type: Optional[Type] = None


@dataclass(frozen=True, slots=True)
class Variable:
    """A data object: ``_Z3foo``, ``_ZN2ns3barE``."""

    name: Name


@dataclass(frozen=True, slots=True)
class CallOffset:
    """A thunk's ``h <offset> _`` (``virtual`` None) or ``v <offset> _ <virtual> _``."""

    offset: int
    virtual: Optional[int] = None


@dataclass(frozen=True, slots=True)
class SpecialName:
    """A special name: ``vtable for T`` (``_ZTV``), ``typeinfo for T`` (``_ZTI``),
    ``guard variable for N`` (``_ZGV``), ``non-virtual thunk to F`` (``_ZTh``)...

    ``kind`` is one of :data:`~spirmangle.typecodes.SPECIAL_CODES`.  ``target``
    is a Type for the vtable and typeinfo kinds, a Name for guard
    variables and TLS routines, and a Function for thunks and transaction clones.
    ``offsets`` are a thunk's call offsets: one for a non-virtual thunk, the
    offset and the virtual-call offset for a virtual one; a covariant return
    thunk's are two :class:`CallOffset`.  ``base`` is the base class of a
    construction vtable (``target`` the complete class, ``offsets`` its offset).
    A reference temporary's ``offsets`` is ``(n,)`` for the (n+1)th (``_``,
    ``0_``...) or ``()`` (GCC's old form with neither).  A block invocation's
    ``suffix`` is what follows ``_block_invoke`` (``_2``, ``.3``).
    """

    kind: str
    target: Union[Type, Name, Function, "TemplateArg", ModuleName]
    offsets: tuple[Union[int, CallOffset], ...] = ()
    base: Optional[Type] = None
    suffix: str = ""


Entity = Union[Function, Variable, SpecialName]
