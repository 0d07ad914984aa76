"""The declarator and the declaration of the C++ reader (spirmangle.opencl.prototype_cxx,
issue 25): qualifiers (``Quals``), a declarator's steps (``Op``: pointers, pointers to
members, arrays), and a whole declaration ``[static] [return type] name(params)
[qualifiers]`` read with a ``prototype_cxx._Reader``, its name given the qualifiers of
``this``."""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Optional

from ..model import AddressSpace, ArrayType, Builtin, Function, FunctionParam, InternalName, LocalName, MemberPointer, Name, NestedName, Pointer, Qualified, Type
from .builder import qualified
from .prototype_cxx_lex import fail
from .prototype_cxx_names import internal, operator_arity, structors, tag_function


class Quals(NamedTuple):
    space: Optional[AddressSpace] = None
    const: bool = False
    volatile: bool = False
    restrict: bool = False

    def apply(self, t: Type) -> Type:
        return qualified(t, self.space, self.const, self.volatile, self.restrict)


# one step of a declarator, applied to the type so far
Op = Callable[[Type], Type]


def pointer(q: Quals) -> Op:
    return lambda t: q.apply(Pointer(t))


def member_pointer(cls: Type, q: Quals) -> Op:
    return lambda t: q.apply(MemberPointer(cls, t))


def array(size: Optional[int]) -> Op:
    return lambda t: ArrayType(t, size)


def outer_params(node: object) -> object:
    """A function parameter named in a parameter's type is one level out."""
    if isinstance(node, FunctionParam) and node.level == 0:
        return FunctionParam(node.index, 1, node.cv)
    return None


def build(t: Type, ops: list[Op]) -> Type:
    for op in ops:
        t = op(t)
    return t


def by_value(t: Type) -> Type:
    """Top-level qualifiers of a by-value parameter or return type do not count."""
    return t.base if isinstance(t, Qualified) else t


def declaration(r: Any, base_structors: bool) -> Function:
    """``[static] [return type] name(params) [qualifiers]``."""
    cur = r.cur
    static = cur.accept("static")
    core, q, name = r.specifiers(top=True)
    returns: Optional[Type] = None
    if name is None:
        if core is None:
            cur.error("expected a declaration")
        ops, _ = r.declarator(named=False, nested=False)
        if cur.at("(") and cur.peek().text != "anonymous":  # int (&f(int)) [3]
            name, params, (this, ref), inner = nested_function(r)
            returns = build(q.apply(core), ops + inner)
            if (this, ref) == (Quals(), ""):  # (the opencl style prints them last)
                this, ref = r.method_quals()
        else:
            returns = build(q.apply(core), ops)
            name = r.name()
            params, (this, ref) = r.params(), r.method_quals()
    elif q != Quals():
        cur.error("expected a return type")
    else:
        params, (this, ref) = r.params(), r.method_quals()
    while cur.at("__attribute__"):
        r._skip_attribute()
    if cur.at("requires"):
        fail(cur.text, cur.tok.pos, "a requires-clause: clang mangles a function template's "
             "constraints (Q...), which the C++ reader cannot write")
    cur.accept(";")
    if cur.tok.kind != "end":
        cur.error()
    return tag_function(function(name, params, returns, this, ref, static, base_structors),
                        r.tags)


def nested_function(r: Any) -> tuple[Name, tuple[Type, ...], tuple[Quals, str], list[Op]]:
    """``(&f(int)) [3]``, the declarator of a function returning an array or a
    function pointer: its name, parameters, qualifiers, and the steps that make
    its return type of the type before it."""
    cur = r.cur
    cur.expect("(")
    ops = r.pointer_ops()
    if not ops:
        cur.error("expected '*' or '&'")
    if cur.at("(") and cur.peek().text != "anonymous":
        name, params, quals, inner = nested_function(r)
    else:
        name, params, quals, inner = r.name(), r.params(), r.method_quals(), []
    cur.expect(")")
    suffixes: list[Op] = []
    while cur.at("(") or cur.at("["):
        suffixes.append(r._function_suffix() if cur.at("(") else r._array_suffix())
    if not suffixes:
        cur.error("expected '[' or '('")
    return name, params, quals, list(reversed(suffixes)) + ops + inner


def function(name: Name, params: tuple[Type, ...], returns: Optional[Type], this: Quals,
              ref: str, static: bool, base_structors: bool) -> Function:
    if isinstance(name, LocalName):
        inner = function(name.entity, params, returns, this, ref, False, base_structors)
        full: Name = LocalName(name.function, inner.name)
        return Function(internal(full) if static else full, inner.params, inner.return_type)
    parts = list(name.parts) if isinstance(name, NestedName) else [name]
    parts = operator_arity(structors(parts, base_structors), len(params))
    full = with_this(NestedName(tuple(parts)) if len(parts) > 1 else parts[0], this, ref)
    if static:
        full = InternalName(full)
    return Function(full, params, returns)


def with_this(name: Name, this: Quals, ref: str) -> Name:
    """A member function's name with the qualifiers of ``this`` written after its
    parameters (ValueError for another name)."""
    if this == Quals() and not ref:
        return name
    if not isinstance(name, NestedName):
        raise ValueError("only a member function has qualifiers after its parameters")
    return NestedName(name.parts, Qualified(Builtin("void"), this.space, this.const,
                                            this.volatile, this.restrict), ref)
