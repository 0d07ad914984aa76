"""Readings no compiler writes, by what clang's OpenCL rule does with address
spaces: spirmangle.demangler.auto_rule's ``canonical`` refuses them, so that the
reader looks further (optional phantoms) for the one clang wrote."""

from __future__ import annotations

from ..model import AddressSpace, FunctionType, Qualified
from ..model.bounds import walk


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
