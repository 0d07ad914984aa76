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

The classes live in :mod:`spirmangle.model.types` (types) and
:mod:`spirmangle.model.names` (names, template arguments); this module holds the
entities and re-exports them all, so ``from spirmangle.model import X`` is the
one way in.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional, Union, TypeAlias

from .node import Node, cache_hashes, dataclass

from .types import AddressSpace as AddressSpace, Access as Access, ACCESS_SUFFIX as ACCESS_SUFFIX, SUFFIX_ACCESS as SUFFIX_ACCESS, Type as Type, Builtin as Builtin, Vector as Vector, Pointer as Pointer, LValueReference as LValueReference, RValueReference as RValueReference, Qualified as Qualified, Atomic as Atomic, IMAGE_SHAPES as IMAGE_SHAPES, Image as Image, Pipe as Pipe, OPAQUE_TYPES as OPAQUE_TYPES, AVC_TYPES as AVC_TYPES, Opaque as Opaque, FunctionType as FunctionType, ExceptionSpec as ExceptionSpec, QualifiedFunctionType as QualifiedFunctionType, ComplexType as ComplexType, BitInt as BitInt, VendorType as VendorType, ElaboratedType as ElaboratedType, ConstrainedAuto as ConstrainedAuto, VendorQualified as VendorQualified, LevelTemplateParam as LevelTemplateParam, ArrayType as ArrayType, MemberPointer as MemberPointer, BlockPointer as BlockPointer, TemplateParam as TemplateParam
from .names import Name as Name, SourceName as SourceName, StdName as StdName, STD_ABBREVIATIONS as STD_ABBREVIATIONS, StdAbbreviation as StdAbbreviation, ConstructorName as ConstructorName, DestructorName as DestructorName, TaggedName as TaggedName, InternalName as InternalName, FriendName as FriendName, DataMember as DataMember, OperatorName as OperatorName, ConversionName as ConversionName, ClosureName as ClosureName, UnnamedTypeName as UnnamedTypeName, StringLiteral as StringLiteral, DefaultArgument as DefaultArgument, LocalName as LocalName, DISCRIMINATOR_FORMS as DISCRIMINATOR_FORMS, innermost as innermost, encodes_return_type as encodes_return_type, is_member_name as is_member_name, IntegerLiteral as IntegerLiteral, FloatLiteral as FloatLiteral, PackExpansion as PackExpansion, TemplateParamDecl as TemplateParamDecl, ArgumentPack as ArgumentPack, DeclaredArg as DeclaredArg, TemplateParamName as TemplateParamName, TemplateArg as TemplateArg, TemplateName as TemplateName, NestedName as NestedName, NamedType as NamedType, ModuleName as ModuleName, ModuleEntity as ModuleEntity, LiteralOperatorName as LiteralOperatorName, VendorOperatorName as VendorOperatorName, StructuredBinding as StructuredBinding, ExternalName as ExternalName

from .exprs import Decltype as Decltype, ExprArg as ExprArg, NullptrLiteral as NullptrLiteral, FunctionParam as FunctionParam, ExprParam as ExprParam, UnaryExpr as UnaryExpr, BinaryExpr as BinaryExpr, ConditionalExpr as ConditionalExpr, CallExpr as CallExpr, CastExpr as CastExpr, TypeExpr as TypeExpr, SizeofPack as SizeofPack, SizeofArgs as SizeofArgs, Rethrow as Rethrow, FoldExpr as FoldExpr, BracedInit as BracedInit, UnresolvedName as UnresolvedName, DestructorExpr as DestructorExpr, NewExpr as NewExpr, VendorExpr as VendorExpr, StringLiteralExpr as StringLiteralExpr, DesignatedInit as DesignatedInit, SubobjectExpr as SubobjectExpr, LambdaLiteral as LambdaLiteral, MemberConversion as MemberConversion, DependentBitInt as DependentBitInt, DependentVector as DependentVector, Expr as Expr
from .requires import ArgsRequires as ArgsRequires, ConstraintParam as ConstraintParam, ExprRequirement as ExprRequirement, NestedRequirement as NestedRequirement, RequiresExpr as RequiresExpr, TypeRequirement as TypeRequirement


# ---------------------------------------------------------------- entities


@dataclass(frozen=True, slots=True)
class Function(Node):
    """A function: its name, parameters and (optional) return type.

    The return type is mangled only where Itanium encodes it (template functions),
    but a prototype keeps it so it can be printed.
    """

    name: Name
    params: tuple[Type, ...] = ()
    return_type: Optional[Type] = None
    requires: Optional[Expr] = None  # a trailing requires-clause: Q <expression>
    # clang's enable_if attributes, Ua9enable_ifI <template-arg>* E after the name
    enable_if: tuple[TemplateArg, ...] = ()
    # gcj's (g++'s Java) J before the parameters: the first type is the return type,
    # also where the name does not encode one (c++filt reads it)
    explicit_return: bool = False


@dataclass(frozen=True, slots=True)
class Variable(Node):
    """A data object: ``_Z3foo``, ``_ZN2ns3barE``."""

    name: Name


@dataclass(frozen=True, slots=True)
class CallOffset(Node):
    """A thunk's ``h <offset> _`` (``virtual`` None) or ``v <offset> _ <virtual> _``."""

    offset: int
    virtual: Optional[int] = None


@dataclass(frozen=True, slots=True)
class SpecialName(Node):
    """A special name: ``vtable for T`` (``_ZTV``), ``typeinfo for T`` (``_ZTI``),
    ``guard variable for N`` (``_ZGV``), ``non-virtual thunk to F`` (``_ZTh``)...

    ``kind`` is one of :data:`~spirmangle.model.typecodes.SPECIAL_CODES`.  ``target``
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


Entity: TypeAlias = "Union[Function, Variable, SpecialName]"

__all__ = [
    "AddressSpace",
    "Access",
    "ACCESS_SUFFIX",
    "SUFFIX_ACCESS",
    "Type",
    "Builtin",
    "Vector",
    "Pointer",
    "LValueReference",
    "RValueReference",
    "Qualified",
    "Atomic",
    "IMAGE_SHAPES",
    "Image",
    "Pipe",
    "OPAQUE_TYPES",
    "AVC_TYPES",
    "Opaque",
    "FunctionType",
    "ExceptionSpec",
    "QualifiedFunctionType",
    "ComplexType",
    "BitInt",
    "VendorType",
    "ElaboratedType",
    "ConstrainedAuto",
    "VendorQualified",
    "LevelTemplateParam",
    "ConstraintParam",
    "ArgsRequires",
    "RequiresExpr",
    "ExprRequirement",
    "TypeRequirement",
    "NestedRequirement",
    "ArrayType",
    "MemberPointer",
    "BlockPointer",
    "TemplateParam",
    "Name",
    "SourceName",
    "StdName",
    "STD_ABBREVIATIONS",
    "StdAbbreviation",
    "ConstructorName",
    "DestructorName",
    "TaggedName",
    "InternalName",
    "FriendName",
    "DataMember",
    "OperatorName",
    "ConversionName",
    "ClosureName",
    "UnnamedTypeName",
    "StringLiteral",
    "DefaultArgument",
    "LocalName",
    "DISCRIMINATOR_FORMS",
    "innermost",
    "encodes_return_type",
    "is_member_name",
    "IntegerLiteral",
    "FloatLiteral",
    "PackExpansion",
    "TemplateParamDecl",
    "ArgumentPack",
    "DeclaredArg",
    "TemplateParamName",
    "TemplateArg",
    "TemplateName",
    "NestedName",
    "NamedType",
    "ModuleName",
    "ModuleEntity",
    "LiteralOperatorName",
    "VendorOperatorName",
    "StructuredBinding",
    "ExternalName",
    "Decltype",
    "ExprArg",
    "NullptrLiteral",
    "FunctionParam",
    "ExprParam",
    "UnaryExpr",
    "BinaryExpr",
    "ConditionalExpr",
    "CallExpr",
    "CastExpr",
    "TypeExpr",
    "SizeofPack",
    "SizeofArgs",
    "Rethrow",
    "FoldExpr",
    "BracedInit",
    "UnresolvedName",
    "DestructorExpr",
    "Expr",
    "Function",
    "Variable",
    "CallOffset",
    "SpecialName",
    "Entity",
    "NewExpr",
    "VendorExpr",
    "StringLiteralExpr",
    "DesignatedInit",
    "SubobjectExpr",
    "LambdaLiteral",
    "MemberConversion",
    "DependentBitInt",
    "DependentVector",
]


cache_hashes(globals())
