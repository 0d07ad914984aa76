"""Types of C++ for OpenCL and SYCL declarations (spirmangle.opencl.prototype_cxx): builtin
words, template parameters in a specialization's signature, and the default
address spaces of pointees and referees."""

from __future__ import annotations

import dataclasses
from typing import Any, Callable, Optional

from ..model.bounds import children
from ..model import AddressSpace, ArrayType, Builtin, Function, FunctionType, IntegerLiteral, InternalName, LValueReference, MemberPointer, NestedName, Pointer, Qualified, QualifiedFunctionType, RValueReference, TemplateName, TemplateParam, Type
from .builder import qualified
from ..model.exprs import Decltype
from ..model.typecodes import CXX_WORDS

_CXX_WORDS = CXX_WORDS  # (the spellings C++ adds to OpenCL C's: spirmangle.model.typecodes)


def builtin_words(words: tuple[str, ...]) -> Type:
    """``unsigned long`` -> ulong...; ValueError for an invalid combination."""
    from .prototype import _builtin_from_words

    if words in _CXX_WORDS:
        return Builtin(_CXX_WORDS[words])
    return _builtin_from_words(words)


def rebuild(node: Any, replace: Callable[[Any], Any]) -> Any:
    """``node`` with ``replace`` applied top-down: where it returns a node, that is
    the node's replacement (not walked further); where None, the children are."""
    found = replace(node)
    if found is not None:
        return found
    if not children(node):
        return node
    changes: dict[str, Any] = {}
    for field in dataclasses.fields(node):
        value = getattr(node, field.name)
        if isinstance(value, tuple):
            new: Any = tuple(rebuild(v, replace) if _is_node(v) else v for v in value)
        elif _is_node(value):
            new = rebuild(value, replace)
        else:
            continue
        if new != value:
            changes[field.name] = new
    return dataclasses.replace(node, **changes) if changes else node


def _is_node(value: object) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type)


def _own_template_args(fn: Function) -> tuple[object, ...]:
    name: Any = fn.name
    if isinstance(name, InternalName):
        name = name.name
    if isinstance(name, NestedName):
        name = name.parts[-1]
    return name.args if isinstance(name, TemplateName) else ()


def through_template_params(fn: Function, default: Optional[AddressSpace]) -> Function:
    """A function template specialization's parameter and return types written
    through its template parameters: each type equal to a type argument is ``T_``
    (clang mangles the template's signature, ``void f<int>(int *)`` is ``PT_``),
    also under added cv-qualifiers (``const T *``).  A type qualified with the
    ``default`` address space is not dependent (clang gives dependent types none)."""
    args = _own_template_args(fn)
    index: dict[object, int] = {}
    for i, arg in enumerate(args):
        if isinstance(arg, Type) and arg != Builtin("..."):
            index.setdefault(arg, i)
    if not index:
        return fn

    def replace(node: Any) -> Any:
        if isinstance(node, IntegerLiteral):
            return node  # (a literal's type is its own: decltype(fp + 1))
        if not isinstance(node, Type):
            return None
        i = index.get(node)
        if i is not None:
            return TemplateParam(i)
        if isinstance(node, Qualified):
            return _under_cv(node, index, replace, default)
        return None

    params = tuple(rebuild(p, replace) for p in fn.params)
    returns = rebuild(fn.return_type, replace) if fn.return_type is not None else None
    return dataclasses.replace(fn, params=params, return_type=returns)


def _under_cv(node: Qualified, index: dict[object, int], replace: Callable[[Any], Any],
              default: Optional[AddressSpace]) -> Any:
    """``const T`` where T is an address-space-qualified argument; a type in the
    default address space stays as written."""
    for arg, i in index.items():
        if isinstance(arg, Qualified) and arg.base == node.base and \
                arg.addrspace == node.addrspace and not arg.vendor and \
                (arg.const, arg.volatile, arg.restrict) <= (node.const or not arg.const,
                                                           node.volatile or not arg.volatile,
                                                           node.restrict or not arg.restrict) and \
                (node.const, node.volatile, node.restrict) != (arg.const, arg.volatile,
                                                               arg.restrict):
            return qualified(TemplateParam(i), None, node.const and not arg.const,
                             node.volatile and not arg.volatile, node.restrict and not arg.restrict)
    if default is not None and node.addrspace == default:
        return node
    return None


def _unqualified(t: object) -> object:
    return t.base if isinstance(t, Qualified) else t


def with_defaults(fn: Function, space: Optional[AddressSpace]) -> Function:
    """Give every unqualified pointee and referee the address space ``space`` (C++
    for OpenCL's default; None: SYCL, none).  A template parameter is dependent
    and gets none; an array's elements get it; a member's type does not."""
    if space is None:
        return fn

    def replace(node: Any) -> Any:
        if isinstance(node, (Pointer, LValueReference, RValueReference)):
            inner = node.pointee if isinstance(node, Pointer) else node.referee
            return type(node)(_qualify(rebuild(inner, replace), space))
        if isinstance(node, MemberPointer):
            return MemberPointer(node.class_type, rebuild(node.member, replace))  # (no default)
        return None

    return rebuild(fn, replace)  # type: ignore[no-any-return]


def _dependent(t: Type) -> bool:
    """Whether ``t`` holds a template parameter (clang deduces no address space for it)."""
    stack: list[object] = [t]
    while stack:
        node = stack.pop()
        if isinstance(node, (TemplateParam, Decltype)):
            return True
        stack.extend(children(node))
    return False


def _qualify(t: Type, space: AddressSpace) -> Type:
    if isinstance(t, Qualified) and t.addrspace is not None or _dependent(t):
        return t
    base = t.base if isinstance(t, Qualified) else t
    if isinstance(base, TemplateParam):
        return t
    if isinstance(t, ArrayType):
        return ArrayType(_qualify(t.element, space), t.size, t.dimension)
    if isinstance(base, QualifiedFunctionType):
        return t
    if isinstance(t, Qualified):
        return dataclasses.replace(t, addrspace=space)
    if isinstance(t, FunctionType):
        return Qualified(t, space)
    return Qualified(t, space)
