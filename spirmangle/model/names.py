"""The model's names and template arguments (see :mod:`spirmangle.model`, which
re-exports them).  Imports only :mod:`spirmangle.model.types`."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional, Union, TypeAlias

from .node import Node, cache_hashes, dataclass, field

from .types import Type, Qualified

if TYPE_CHECKING:  # annotations only
    from . import Function, SpecialName, Variable
    from .requires import Expr


# ---------------------------------------------------------------- names


class Name(Node):
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
    ``inherited`` is the base class an inheriting constructor ``CI1 <name>`` comes from
    (a :class:`~spirmangle.model.types.NamedType` where it was written as a substitution
    candidate, ``CI1 S4_``)."""

    variant: int
    inherited: Optional[Union[Name, Type]] = None
    as_type: bool = False  # g++'s CI1 <base class type>: the base is a candidate


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
    substitution candidate of its own; it is kept so the name mangles back.
    ``discriminator``: g++'s ``L <source-name> <discriminator>`` (libiberty's
    <local-source-name>), None when there is none; it prints nothing."""

    name: Name
    discriminator: Optional[int] = None


@dataclass(frozen=True, slots=True)
class FriendName(Name):
    """``F <source-name>`` as the last component of a nested name: a member-like
    friend (a constrained friend function defined in a class template,
    ``_ZN1AIiEF1fEv``), printed ``friend f`` (LLVM's spelling)."""

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
    (the codes are :data:`~spirmangle.model.typecodes.OPERATORS`)."""

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
    # 1 in the signature of a function whose name has template arguments: T_ there is
    # the function's, the lambda's own parameters are TL0_... (LLVM's levels)
    level: int = 0
    # the requires-clause after the template head, Q <expression> before the
    # parameter types ([]<class T> requires C<T> (T)): an expression of
    # spirmangle.model.exprs, in which T_ is a ConstraintParam
    requires: Optional["Expr"] = None


@dataclass(frozen=True, slots=True)
class UnnamedTypeName(Name):
    """An unnamed class or enum ``Ut [<number>] _`` (None for the first, ``Ut_``);
    ``block``: clang's block literal ``Ub [<number>] _`` (Objective-C/Apple blocks)."""

    number: Optional[int] = None
    block: bool = False


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
    Template parameters in ``function`` refer to its own template arguments.
    ``discriminator_form``: how a discriminator not written as the ABI writes it
    was written, mangled back so; both only at the very end of a name (one of
    :data:`DISCRIMINATOR_FORMS`): ``"legacy"``, a number of 10 or more written
    ``_<n>`` (old g++); ``"bare"``, the number's digits alone (old Apple
    compilers; LLVM reads it)."""

    function: Union[Function, Variable]
    entity: Name
    discriminator: Optional[int] = None
    discriminator_form: str = ""


#: A local name's discriminator forms other than the ABI's (LocalName.discriminator_form).
DISCRIMINATOR_FORMS = ("legacy", "bare")


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
class IntegerLiteral(Node):
    """A template argument ``L<type><value>E``."""

    type: Type
    value: int


@dataclass(frozen=True, slots=True)
class FloatLiteral(Node):
    """A template argument ``L <type> <digits> E`` of a floating-point type
    (``float``, ``double``, ``long double``): ``digits`` is the value's
    representation in lowercase hexadecimal, as mangled (the printed value is
    derived from it: :mod:`spirmangle.model.floats`).  Of a complex floating type
    (``L Cf <real> _ <imag> E``), ``digits`` are the parts' joined by ``_``."""

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
class TemplateParamDecl(Node):
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
    requires: Optional["Expr"] = None  # Tt <template-param-decl>* Q <expression> E


@dataclass(frozen=True, slots=True)
class ArgumentPack(Node):
    """``J <template-arg>* E``: the template argument of a parameter pack, its
    elements in order (none for an empty pack); ``spelled_i`` for GCC's old
    spelling ``I <template-arg>* E`` (directly as a template argument).  A template parameter naming it
    stands for one element at a time inside a :class:`PackExpansion`."""

    args: tuple["TemplateArg", ...] = ()
    # GCC's old spelling I <template-arg>* E, kept to mangle it back: a spelling of the
    # same pack (not compared; after a substitution only J...E reads as a pack)
    spelled_i: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class DeclaredArg(Node):
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


TemplateArg: TypeAlias = "Union[Type, IntegerLiteral, ArgumentPack, DeclaredArg, ExternalName, FloatLiteral]"


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
class VendorOperatorName(Name):
    """``v <digit> <source-name>``: a vendor extended operator (``operator x``),
    ``arity`` its number of operands."""

    arity: int
    identifier: str


@dataclass(frozen=True, slots=True)
class StructuredBinding(Name):
    """``DC <source-name>+ E``: a structured binding ``[a, b]``."""

    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ExternalName(Node):
    """A template argument ``L _Z <encoding> E``: an entity (``&global``'s referent,
    or clang's template parameter object ``L _Z TA <template-arg> E``, a SpecialName);
    ``bare_z``: written ``L Z <encoding> E`` (old g++, as both peers read it)."""

    entity: Union[Function, Variable, SpecialName]
    bare_z: bool = False


cache_hashes(globals())
