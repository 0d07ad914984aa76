"""The model's types (see :mod:`spirmangle.model`, which re-exports them): builtin,
OpenCL and C++ types.  Imports nothing of the package at run time."""

from __future__ import annotations

from enum import IntEnum

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from .node import Node, cache_hashes, dataclass

if TYPE_CHECKING:  # annotations only: the names import the types, not back
    from .exprs import ExprArg
    from .names import Name, TemplateArg


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


class Type(Node):
    """Base of every type node.  The model imports nothing of the package: to
    print a type, ``spirmangle.render.core.opencl_type(t)`` or a ``Printer``."""

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
    Two flags keep a spelling that is not the dialect's own, so that the name
    prints as the peers print it and mangles back as it was written:
    ``cv_first``, the CV letters written before the vendor qualifiers (``VU3AS4``,
    as old SPIR producers wrote them; still one candidate), and
    ``private_spelled``, an explicit ``U3AS0`` where the dialect leaves
    ``__private`` unspelled (clang, spir, spirv).
    """

    base: Type
    addrspace: Optional[AddressSpace] = None
    const: bool = False
    volatile: bool = False
    restrict: bool = False
    vendor: tuple[str, ...] = ()
    cv_first: bool = False
    private_spelled: bool = False

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
class ExceptionSpec(Node):
    """A function type's exception specification: ``Do`` (``noexcept``),
    ``DO <expression> E`` (``noexcept(B)``: ``condition``, a template parameter,
    a literal or an ``ExprArg`` holding another expression) or ``Dw <type>+ E``
    (``throw(T...)``: ``types``, each a substitution candidate before the
    function type)."""

    # (a model node: spirmangle.model.bounds walks the fields its annotation names as such)
    condition: Optional[TemplateArg | ExprArg] = None
    types: tuple[Type, ...] = ()


@dataclass(frozen=True, slots=True)
class QualifiedFunctionType(Type):
    """A cv- or ref-qualified function type (a member function's type), or one
    with an exception specification, mangled ``[<CV-qualifiers>]
    [<exception-spec>] [Dx] F [Y] <types> [R|O] E``: one type and one
    substitution candidate, as the ABI and both compilers have it.
    ``ref_qualifier`` is ``&``, ``&&`` or empty; ``transaction_safe`` is ``Dx``
    and ``extern_c`` the ``Y`` of a function with C language linkage."""

    function: FunctionType
    const: bool = False
    volatile: bool = False
    restrict: bool = False
    ref_qualifier: str = ""
    exception: Optional[ExceptionSpec] = None
    transaction_safe: bool = False  # Dx before F
    extern_c: bool = False  # F Y ...: a function type with C language linkage


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
class ConstrainedAuto(Type):
    """``Dk <type-constraint>`` (``C auto``) or ``DK <type-constraint>``
    (``C decltype(auto)``, ``decltype_auto`` True): a placeholder type
    constrained by a concept's name (with or without template arguments), as
    the type of a non-type template parameter.  No substitution candidate, as
    LLVM reads it (like ``Da``, the placeholder it constrains)."""

    constraint: "Name"
    decltype_auto: bool = False


@dataclass(frozen=True, slots=True)
class VendorQualified(Type):
    """``U <source-name> <template-args> <type>``: a vendor qualifier with
    template arguments (``__ptrauth<1u, false, 64u>``, Apple's pointer
    authentication) on ``base``.  One substitution candidate, as LLVM reads it."""

    base: Type
    name: str
    args: tuple[TemplateArg, ...] = ()


@dataclass(frozen=True, slots=True)
class LevelTemplateParam(Type):
    """``TL <level-1> _ [<index-1>] _``: a template parameter of a template
    parameter list ``level`` levels in (``TL0__``: the first of the template
    template parameter being declared), in a template parameter's declaration.
    A substitution candidate, as ``T_`` is."""

    level: int
    index: int


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
    """A block ``R (^)(A...)``, mangled ``U13block_pointer`` + function type.
    The ABI's function type may carry ``Y`` or a ref-qualifier (``F...RE``), which
    OpenCL never writes but both peers read: then ``function`` is a
    :class:`QualifiedFunctionType`."""

    function: "FunctionType | QualifiedFunctionType"


@dataclass(frozen=True, slots=True)
class TemplateParam(Type):
    """A reference to the enclosing template's argument ``T_`` (index 0), ``T0_``..."""

    index: int


cache_hashes(globals())
