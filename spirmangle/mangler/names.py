"""Name helpers of the mangler (:mod:`spirmangle.mangle`): which template
prefix is a function template's own, so that overloaded function templates of
one name are distinct substitution candidates, as clang and g++ key them by
their declarations (``_Z1gIRZ1gIiiEiT_PT0_E1YEiOS1_``: ``1g`` again, where
the one template ``f`` is ``S_`` in ``_Z1fIZS_IiEiT_E1XEiS0_``).  Two
instantiations of one function template have the same signature as the
encoding writes it (in terms of its template parameters); two overloads never
do, so the signature tells them apart.  The first function template of a name
is recorded by the name (a template template argument naming it finds it),
another one by the name and its signature.

A ``<data-member-prefix>`` (:class:`~spirmangle.model.DataMember`) is written
where a prefix ends with one; as the last component of a name it is refused."""

from __future__ import annotations

from typing import Any

from ..model import DataMember, Function, InternalName, Name, NestedName, TemplateName, encodes_return_type, innermost, is_member_name

_NONE: tuple[object, object] = (None, None)


def function_template(e: Function) -> tuple[object, object]:
    """(the TemplateName that ends ``e``'s name, ``e``'s signature) or (None, None)."""
    name = innermost(e.name)
    last = name.parts[-1] if type(name) is NestedName else name
    if type(last) is not TemplateName:
        return _NONE
    returns = e.return_type if encodes_return_type(e.name) else None
    return last, ("function template", returns, e.params)


def overload_key(m: Any, key: object) -> object:
    """The key a function template's own prefix ``key`` is (or will be)
    recorded under in the mangler ``m``'s table (see the module's text)."""
    signature = m.own_template[1]
    first = m.overloads.get(key)
    if first is None:
        if key not in m.subs:
            m.overloads[key] = signature
        return key
    return key if first == signature else (key, signature)


def data_member(m: Any, parts: tuple[Name, ...]) -> None:
    """A prefix that ends with a data member: ``<prefix> <member source-name>
    [<template-args>] M`` (its template prefix a candidate as any other)."""
    member = parts[-1]
    if type(member) is not DataMember or not is_member_name(member.name):
        from ..errors import MangleError

        raise MangleError("a data member prefix is a source name with or without template"
                          " arguments, not %r" % (member,))
    m._component(parts[:-1] + (member.name,))
    m.out.append("M")


def discriminated(name: Name) -> bool:
    """Whether ``name`` is g++'s internal name with a discriminator of its own
    (``L <name> _<n>``, with template arguments or not).  The reader takes the
    ``_<n>`` as the name's only where a name ends at the top of an encoding, in
    ``N ... E`` or in a local name's ``Z <encoding> E``; after a local name's
    ``E`` it is the local name's (``Z1fvE L3foo_1``, as LLVM reads it), in ``L Z
    <encoding> E`` or a default argument's ``d_`` nothing reads it.  There the
    name is written ``N L <name> _<n> E``, which c++filt reads (LLVM reads neither
    spelling)."""
    if type(name) is TemplateName:
        name = name.name
    return type(name) is InternalName and name.discriminator is not None
