"""c++filt prints the declarator pending round a closure type inside the lambda's
signature (for :class:`spirmangle.render.core.Printer`, gnu style with its peer's
rules).

libiberty's printer keeps the modifiers still to print (pointers, references,
cv-qualifiers, and for a return type the function's name and parameters) on a
list while it prints the type they apply to, and prints that list wherever an
array or function declarator asks for it.  A template argument list, a function's
parameters and a typed name start a list of their own; a lambda's signature does
not.  So where a closure type is printed under modifiers and its lambda has an
array or function type among its parameters, the modifiers are printed inside
that parameter's declarator and not after the closure::

    _Z3eatIZ3FoovEUlPA5_iE_EvRT_     (c++filt)
    void eat<Foo()::{lambda(int (*) [5])#1}>(Foo()::{lambda(int (*&) [5])#1})

    _Z3eatIZ3FoovEUlPA5_iE_ERT_v     (the return type takes the function's declarator)
    Foo()::{lambda(int (*&eat<Foo()::{lambda(int (*) [5])#1}>()) [5])#1}

libiberty's own suite records the second shape (``_Z7forwardIZ3FoovEUlPA5_T_E1_EOS0_RS0_``).
The modifiers print innermost first (``int (* const&) [5]`` for ``RKT_``), as
written, without collapsing references (``int (&&) [5]`` for an ``R`` over ``RA5_i``).
The exact format (``format("gnu", exact=True)``) prints the closure and its
declarator apart.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional

from ..model import ArrayType, ClosureName, FunctionType, LocalName, LValueReference, NamedType, NestedName, Pointer, Qualified, RValueReference, TemplateParam

__all__ = ["closure_chain", "closure_params"]

_SIGILS = {Pointer: "*", LValueReference: "&", RValueReference: "&&"}


def _closure(node: Any) -> Optional[ClosureName]:
    if type(node) is not NamedType:
        return None
    name = node.name
    if type(name) is LocalName:
        name = name.entity
    elif type(name) is NestedName:
        name = name.parts[-1]
    return name if type(name) is ClosureName else None


def _takes(t: Any) -> bool:
    """Whether a lambda parameter of type ``t`` prints the pending declarator (an
    array or function type under pointers, references and cv-qualifiers)."""
    while True:
        kind = type(t)
        if kind is ArrayType or kind is FunctionType:
            return True
        if kind is Pointer:
            t = t.pointee
        elif kind is LValueReference or kind is RValueReference:
            t = t.referee
        elif kind is Qualified and t.addrspace is None and not t.vendor:
            t = t.base
        else:
            return False


def closure_chain(printer: Any, t: Any, tail: Optional[Callable[[], str]] = None) -> Optional[str]:
    """The text of ``t`` (a chain of pointers, references and cv-qualifiers over a
    closure type, or the closure type itself where ``tail`` is given) where its
    lambda prints the chain's declarator and ``tail()`` (a function's name and
    parameters, printed in the lambda's scope) in its signature; else None."""
    mods: list[str] = []
    node = t
    while True:
        kind = type(node)
        sigil = _SIGILS.get(kind)
        if sigil is not None:
            mods.append(sigil)
            node = node.pointee if kind is Pointer else node.referee
        elif kind is Qualified:
            if node.addrspace is not None or node.vendor:
                return None
            mods.append(" " + " ".join(printer._cv(node)))
            node = node.base
        elif kind is TemplateParam:
            resolved = printer._resolve(node)
            if resolved is node:
                return None
            node = resolved
        else:
            break
    closure = _closure(node)
    if closure is None or (not mods and tail is None) or not any(_takes(p) for p in closure.params):
        return None
    saved = printer.gnu_mods
    printer.gnu_mods = (closure, "".join(reversed(mods)), tail)
    printer.gnu_mods_used = False
    try:
        left, right = printer._parts(node)
    finally:
        printer.gnu_mods = saved
    if not printer.gnu_mods_used:
        return None
    printer.gnu_mods_used = False
    return str(left + right)


def closure_params(printer: Any, n: ClosureName) -> Optional[str]:
    """A lambda's parameters with the declarator pending round its closure type
    printed in the first that takes it (in the lambda's scope), or None where no
    declarator is pending for ``n``."""
    mods = printer.gnu_mods
    if mods is None or mods[0] is not n:
        return None
    printer.gnu_mods = None
    text = mods[1] + (mods[2]() if mods[2] is not None else "")
    saved = printer.gnu_pending, printer.gnu_pending_used, printer.gnu_in_lambda
    printer.gnu_pending, printer.gnu_in_lambda = text, True
    try:
        texts = []
        for p in n.params:
            left, right = printer._parts(p)
            texts.append(left + right)
    finally:
        printer.gnu_mods_used = printer.gnu_pending is None
        printer.gnu_pending, printer.gnu_pending_used, printer.gnu_in_lambda = saved
    return str(printer._join(texts))
