"""Readings no compiler writes: a parameter qualified at its top level, a
pointer to a reference, a template's name as a type, and by what clang's OpenCL
rule does with address spaces, two address spaces on a type and mixed function
pointees.  spirmangle.demangler.auto_rule's ``canonical`` refuses them, so that
the reader looks further (the other rule, optional phantoms) for the one a
compiler wrote."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ..model import (AddressSpace, ArrayType, Function, FunctionType, LValueReference, MemberPointer,
                     NamedType, Pointer, Qualified, RValueReference, SpecialName, Type)
from ..model.bounds import children, walk


_ADJUSTED = frozenset({Qualified, ArrayType, FunctionType})


def qualified_param(entity: object) -> bool:
    """Whether a parameter of a function (or function type) in ``entity`` is
    qualified at its top level, or an array or a function, which no compiler
    mangles (a parameter's type is adjusted: unqualified, decayed to a pointer);
    or a pointer or reference to a reference (or to a qualified one) is in it."""
    for node in walk([entity]):
        kind = type(node)
        if (kind is Function or kind is FunctionType) and any(
                type(p) in _ADJUSTED for p in node.params):
            return True
        if kind in _DECLARATORS:
            pointee = children(node)[0]
            if type(pointee) is Qualified:  # (clang's __private on it changes nothing)
                pointee = pointee.base
            if type(pointee) in REFERENCES:
                return True  # a pointer or reference to a reference is no type
        if kind is MemberPointer and type(node.class_type) is Qualified:
            return True  # (clang mangles a member pointer's class unqualified)
    return False


_DECLARATORS = (Pointer, LValueReference, RValueReference)
REFERENCES = (LValueReference, RValueReference)


def _param_types(entity: object) -> list[Any]:
    """The parameter types of a function entity (of a special name's function)."""
    if type(entity) is SpecialName:
        entity = entity.target
    return list(entity.params) if type(entity) is Function else []


def template_as_type(entity: object, heads: set[int]) -> bool:
    """Whether a parameter's type is a template's name without its arguments
    (a substitution that refers to the name ``Tpl`` of ``Tpl<int>``): no type."""
    for t in walk(_param_types(entity), _not_compound, _type_children):
        if type(t) is NamedType and id(t.name) in heads:
            return True
    return False


def _not_compound(t: object) -> bool:
    kind = type(t)
    return not (kind in _DECLARATORS or kind is Qualified or kind is ArrayType
                or kind is FunctionType)


def _type_children(t: object) -> list[Type]:
    return [c for c in children(t) if isinstance(c, Type)]


def impossible(entity: object, stats: Any, opencl: bool) -> bool:
    """Whether a plain parse is a reading no compiler writes, by what shows at
    little cost: a parameter qualified at its top level, a pointer or reference
    to a reference (the builder notes it); in a name with OpenCL
    markers, a template's name as a parameter's type too (in a C++ name that
    may be a numbering of the plain rule that g++ or LLVM reads otherwise,
    spirmangle.demangler.gxx_scope, not clang's OpenCL rule)."""
    if not stats.lookups:
        return False
    if stats.ref_pointee:  # (int &* from a substitution: _Z3t56IiEDtfp_ERT_PS2_S3_)
        return True
    if type(entity) is Function:  # (the common case, at once)
        for p in entity.params:
            if type(p) in _ADJUSTED:
                return True
    elif any(type(p) in _ADJUSTED for p in _param_types(entity)):
        return True
    return bool(opencl and stats.heads and template_as_type(entity, stats.heads))



def mixed_function_pointees(entity: object) -> bool:
    """Whether a reading points both to a ``__generic`` function type and to a
    ``__private`` one: clang gives every function pointee ``AS4`` in the OpenCL modes
    that have a generic address space and an unspelled ``__private`` (a phantom) in
    those that have none (OpenCL C 1.2), so no one translation unit writes both
    (``_Z2h3PU3AS4FiiEPS_`` is ``h3(__private int (*)(int), __private int *)``, its
    ``S_`` the return type made ``__private``, not a pointer to ``FiiE``)."""
    spaces = set()
    for node in walk([entity]):
        if type(node) is Qualified and type(node.base) is FunctionType and not (
                node.addrspace is AddressSpace.PRIVATE and node.private_spelled):
            spaces.add(node.addrspace)
    return AddressSpace.GENERIC in spaces and AddressSpace.PRIVATE in spaces


def two_address_spaces(entity: object) -> bool:
    """Whether a reading qualifies a type with an address space twice (``U3AS1 S3_``,
    ``S3_`` a ``__generic Foo``): a type has one address space (clang: "multiple
    address spaces specified for type"), so no compiler writes that."""
    return any(type(node) is Qualified and node.addrspace is not None
               and type(node.base) is Qualified and node.base.addrspace is not None
               for node in walk([entity]))
