"""A module's evidence for the reading of its names: the LLVM IR signature.

Under clang's OpenCL rule a name may have several canonical readings that a
name alone cannot choose between (optional phantoms: a template argument in
the private address space, a dependent pointee written ``__private T *``;
spirmangle.demangler.auto_rule.clang_readings).  The module that defines or
declares the function can: its IR says, for each parameter, whether it is a
pointer (a pointer or a reference) and in which address space, or an aggregate
passed ``byval``, or a scalar, and whether the result is returned through an
``sret`` pointer.  :func:`module_reading` keeps the symbol's reading where its
signature agrees with the IR, else takes the most likely reading that does.

How a reading lowers (clang-19's SPIR ABI, ``DefaultABIInfo``): a pointer or a
reference is ``ptr addrspace(N)``, N its pointee's address space (``__private``
0, ``__global`` 1, ``__constant`` 2, ``__local`` 3, ``__generic`` 4); a pointee
with no address space in the name (a dependent ``T *`` instantiated with a plain
``T``) gets the default one, ``__generic`` where the module has the generic
address space, else ``__private``; a reference has ``align`` or
``dereferenceable``, a pointer neither; a class is passed ``byval`` (or, if it is not
trivially copyable, as a private pointer) or as an integer (an enum); an
arithmetic type is no pointer.  A method's ``this`` is one more parameter first.
Where the parameters do not line up (varargs, packs, a signature the optimizer
changed) the IR says nothing; nor about a pointee whose address space it cannot
know (a function's).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Optional, Sequence

from ..model import (ArrayType, Builtin, Decltype, LValueReference, NamedType, NestedName,
                     Pointer, Qualified, RValueReference, TemplateParam, Vector, innermost)
from ..model.bounds import template_args

if TYPE_CHECKING:
    from ..demangler.symbol import Symbol

__all__ = ["IrParam", "ir_params", "module_reading", "agrees", "has_generic"]

_PTR = re.compile(r"ptr(?:\s+addrspace\((\d+)\))?(?=[\s,]|$)")
_REFERENCE = re.compile(r"\s(?:align\s+\d|dereferenceable(?:_or_null)?\()")
_RETURN_PTR = re.compile(r"\bptr(?:\s+addrspace\((\d+)\))?\s*$")
# Builtins that lower to integers or floating-point values, never to a pointer.
_ARITHMETIC = frozenset({"bool", "char", "signed char", "uchar", "unsigned char", "short", "ushort",
                         "unsigned short", "int", "uint", "unsigned int", "long", "ulong",
                         "unsigned long", "long long", "unsigned long long", "__int128",
                         "unsigned __int128", "float", "double", "long double", "half",
                         "wchar_t", "char8_t", "char16_t", "char32_t", "_Float16", "__bf16"})
# Pointees whose address space is the default one where the name spells none.
_OBJECTS = frozenset({Builtin, Decltype, NamedType, Pointer, LValueReference, RValueReference,
                      Vector})
_MAX_SIGNATURE = 1 << 14  # characters of a parameter list read


class IrParam(tuple):  # type: ignore[type-arg]
    """(pointer, address space, byval, sret, reference) of one IR parameter;
    ``reference``: clang gave it ``align`` or ``dereferenceable``, as it does a
    reference and never a pointer."""

    __slots__ = ()

    def __new__(cls, pointer: bool, addrspace: int, byval: bool, sret: bool,
                reference: bool = False) -> "IrParam":
        return tuple.__new__(cls, (pointer, addrspace, byval, sret, reference))


def _split(text: str) -> Optional[list[str]]:
    """The top-level comma-separated items of a parameter list (``text`` starts
    after its ``(``), None if it does not close."""
    items: list[str] = []
    depth = 0
    start = 0
    quoted = False
    for i, c in enumerate(text[:_MAX_SIGNATURE]):
        if quoted:
            quoted = c != '"'
        elif c == '"':
            quoted = True
        elif c in "([{<":
            depth += 1
        elif c in ")]}>":
            if depth == 0:
                items.append(text[start:i])
                return [item.strip() for item in items if item.strip()]
            depth -= 1
        elif c == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    return None


def ir_params(params_text: str) -> Optional[list[IrParam]]:
    """The parameters of an IR parameter list, None if it cannot be read or is
    variadic."""
    items = _split(params_text)
    if items is None or "..." in items:
        return None
    out = []
    for item in items:
        m = _PTR.match(item)
        if m:
            byval, sret = "byval(" in item, "sret(" in item
            out.append(IrParam(True, int(m.group(1) or 0), byval, sret,
                               not (byval or sret) and _REFERENCE.search(item) is not None))
        else:
            out.append(IrParam(False, -1, False, False))
    return out


def _resolve(t: Any, args: Sequence[Any], depth: int = 0, bare: bool = False) -> Any:
    """``t`` with a template parameter replaced by its argument (and qualifiers
    without an address space dropped; with ``bare``, every qualifier, an address
    space too), None if unknown."""
    while depth < 64:
        depth += 1
        kind = type(t)
        if kind is TemplateParam:
            if t.index >= len(args):
                return None
            t = args[t.index]
        elif kind is Qualified and (bare or t.addrspace is None):
            t = t.base
        else:
            return t
    return None


def _addrspace(t: Any, args: Sequence[Any], default: int) -> Optional[int]:
    """The address space of a pointee as the IR has it."""
    for _ in range(64):
        kind = type(t)
        if kind is Qualified and t.addrspace is not None:
            return int(t.addrspace)
        if kind is Qualified:
            t = t.base
        elif kind is TemplateParam:
            if t.index >= len(args):
                return None
            t = args[t.index]
        elif kind is ArrayType:
            t = t.element  # (clang keeps an array's address space on its element)
        elif kind in _OBJECTS:
            return default
        else:
            return None  # (a function, a pack...: the IR may say otherwise)
    return None


def _expected(t: Any, args: Sequence[Any], default: int) -> Optional[tuple[str, int]]:
    """("pointer" | "reference", address space) | ("class", 0) | ("scalar", 0), None
    if unknown."""
    t = _resolve(t, args)
    kind = type(t)
    if kind is Pointer:
        space = _addrspace(t.pointee, args, default)
        return None if space is None else ("pointer", space)
    if kind is LValueReference or kind is RValueReference:
        space = _addrspace(t.referee, args, default)
        return None if space is None else ("reference", space)
    if kind is NamedType:
        return ("class", 0)
    if kind is Builtin and t.name in _ARITHMETIC:
        return ("scalar", 0)
    return None


def _fits(expected: Optional[tuple[str, int]], param: IrParam) -> bool:
    if expected is None:
        return True
    pointer, space, byval, sret, reference = param
    what, want = expected
    if what == "pointer" or what == "reference":
        return pointer and not byval and space == want and reference == (what == "reference")
    if what == "scalar":
        return not pointer
    # a class: byval, a private pointer (not trivially copyable), or an integer (an enum)
    return not pointer or byval or space == 0


def _method(entity: Any) -> bool:
    name = getattr(entity, "name", None)
    if name is None:
        return False
    name = innermost(name)
    return type(name) is NestedName


def _incomplete_by_value(ours: Sequence[Any], items: Sequence[str], args: Sequence[Any]) -> bool:
    """Whether the reading passes a class by value that the IR shows incomplete:
    the referee of a reference parameter that has no ``dereferenceable`` (clang
    gives a reference to a complete object its size).  A function the module
    defines has complete parameter types, so such a reading is not its own (in C++
    for OpenCL without the generic address space a class that is not trivially
    copyable is passed as a plain ``ptr``, as a ``__private`` pointer is:
    ``t49<Foo>(Foo *, std::vec<Foo *> &, std::vec<Foo *>)`` of
    ``_Z3t49I3FooEvPT_RSt3vecIS2_ES4_`` against ``t49<__private Foo>``)."""
    incomplete = []
    for p, item in zip(ours, items):
        t = _resolve(p, args)
        if (type(t) is LValueReference or type(t) is RValueReference) and _PTR.match(item) \
                and "dereferenceable" not in item:
            referee = _resolve(t.referee, args, bare=True)
            if type(referee) is NamedType:
                incomplete.append(referee)
    return bool(incomplete) and any(
        type(t) is NamedType and t in incomplete for t in (_resolve(p, args) for p in ours))


def agrees(entity: Any, signature: tuple[str, str], default: int,
           defined: bool = False) -> Optional[bool]:
    """Whether the reading ``entity`` (a function) lowers to the IR signature;
    None where the IR cannot say (the parameters do not line up).  ``defined``:
    the module defines the function (its parameters' types are complete)."""
    params = ir_params(signature[1])
    entity_params = getattr(entity, "params", None)
    if params is None or entity_params is None:
        return None
    args = template_args(entity)
    sret = [p for p in params[:2] if p[3]]
    items = [item for item, p in zip(_split(signature[1]) or [], params) if not p[3]]
    params = [p for p in params if not p[3]]
    ours = [p for p in entity_params if not (type(p) is Builtin and p.name == "void")]
    if len(params) == len(ours) + 1 and _method(entity):
        params, items = params[1:], items[1:]  # this
    if len(params) != len(ours):
        return None
    if not all(_fits(_expected(p, args, default), q) for p, q in zip(ours, params)):
        return False
    if defined and _incomplete_by_value(ours, items, args):
        return False
    returned = getattr(entity, "return_type", None)
    if returned is not None:
        expected = _expected(returned, args, default)
        if sret:
            return expected is None or expected[0] == "class"
        m = _RETURN_PTR.search(signature[0].strip())
        if expected is not None and expected[0] in ("pointer", "reference"):
            return m is not None and int(m.group(1) or 0) == expected[1]
        if m is not None and expected is not None:
            return False  # (a class or a scalar returned as a pointer)
    return True


def module_reading(symbol: "Symbol", signature: Optional[tuple[str, str]],
                   generic: bool, defined: bool = False) -> "Symbol":
    """The reading of ``symbol``'s name its module's IR signature implies: the
    symbol itself where they agree (or the IR cannot say), else the most likely
    reading under clang's rule that agrees; the symbol where none does.
    ``generic``: whether an unspelled dependent pointee is ``__generic`` (the
    module has the generic address space) rather than ``__private``;
    ``defined``: whether the module defines the function."""
    if signature is None or symbol.dialect != "clang" or symbol.clone_suffix:
        return symbol
    default = 4 if generic else 0
    if agrees(symbol.entity, signature, default, defined) is not False:
        return symbol
    from ..demangler.auto_rule import clang_readings
    from ..demangler.symbol import Symbol

    for reading in clang_readings(symbol.mangled):
        if agrees(reading.entity, signature, default, defined):
            return Symbol(symbol.mangled, reading.entity, reading.dialect, None,
                          stats=reading.stats, max_output=symbol.max_output)
    return symbol


def has_generic(functions: Sequence[Any], cl_std: Optional[str],
                generic_pointers: bool = False) -> bool:
    """Whether a module has the generic address space: C++ for OpenCL 1.0 always
    has it; else a pointer in address space 4 in its text (``generic_pointers``:
    spirmangle.modules.input.ModuleInfo's; a C++ for OpenCL method's ``this`` is one,
    and a copy of a class) or a signature that passes a ``__generic`` pointer says so."""
    if cl_std == "CLC++1.0" or generic_pointers:
        return True
    return any(f.signature is not None and ("addrspace(4)" in f.signature[0]
                                            or "addrspace(4)" in f.signature[1][:_MAX_SIGNATURE])
               for f in functions)
