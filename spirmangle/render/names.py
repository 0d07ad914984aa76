"""Printing local names, closure types and unnamed types (for :class:`spirmangle.render.core.Printer`).

========================  ===============================  =================================
mangled                   llvm (llvm-cxxfilt-19)           gnu (c++filt), opencl
========================  ===============================  =================================
``Z3foovE1a``             ``foo()::a``                     ``foo()::a``
``Z2tlIiEiT_E1a``         ``int tl<int>(int)::a``          ``tl<int>(int)::a`` (no return type)
``Z3foovEs``              ``foo()::string literal``        ``foo()::string literal``
``Z3foovEd0_1a``          ``foo()::a``                     ``foo()::{default arg#2}::a``
``UliE_``, ``UldE0_``     ``'lambda'(int)``,               ``{lambda(int)#1}``,
                          ``'lambda0'(double)``            ``{lambda(double)#2}``
``Ut_``, ``Ut0_``         ``'unnamed'``, ``'unnamed0'``    ``{unnamed type#1}``, ``#2``
``UlT_E_``                ``'lambda'(auto)``               ``{lambda(auto:1)#1}`` (opencl ``auto``)
========================  ===============================  =================================

Discriminators print nothing in any style.  Template parameters are resolved
where they are printed: in a local name's encoding against its own template
arguments, in a closure's signature as the lambda's ``auto`` parameters, and
elsewhere against the entity's (so the printer's memo of texts is per scope).
"""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable

from ..model.bounds import children, template_args
from .gnu_closures import closure_params
from .legacy import level_closure_parts
from ..model import Builtin, ClosureName, DataMember, DefaultArgument, Function, InternalName, LevelTemplateParam, LocalName, Name, NamedType, NestedName, SourceName, StringLiteral, TaggedName, TemplateName, UnnamedTypeName, Variable, innermost

UNNAMED_KINDS = frozenset({ClosureName, UnnamedTypeName})
_AUTO = Builtin("auto")
_GNU_AUTO: dict[int, NamedType] = {}  # kept alive: the printer's memo is keyed by identity


class _AutoArgs(Sequence[object]):
    """A lambda signature's template arguments: every one is ``auto`` (c++filt
    numbers them ``auto:1``, ``auto:2``...)."""

    lambda_signature = True

    def __init__(self, gnu: bool) -> None:
        self.gnu = gnu

    def __len__(self) -> int:
        return 1 << 62

    def __getitem__(self, index: Any) -> Any:
        if not self.gnu:
            return _AUTO
        found = _GNU_AUTO.get(index)
        if found is None:
            found = _GNU_AUTO[index] = NamedType(SourceName("auto:%d" % (index + 1)))
        return found


_LLVM_AUTO, _GNU_AUTO_ARGS = _AutoArgs(False), _AutoArgs(True)


def in_scope(printer: Any, args: Sequence[object], run: Callable[[], str]) -> str:
    """``run()`` with template parameters referring to ``args`` and memos of its own.
    c++filt prints every template parameter in a lambda's signature as the lambda's
    (auto:1...), also in an encoding there: the gnu style keeps the lambda's."""
    saved = printer.template_args, printer._names, printer._types
    if (getattr(saved[0], "lambda_signature", False) and printer.style == "gnu" and printer.peer
            and not getattr(args, "lambda_signature", False)):
        args = saved[0]
    printer.template_args = args
    if saved[1] is not None:
        printer._names, printer._types = {}, {}
    try:
        return run()
    finally:
        printer.template_args, printer._names, printer._types = saved


def name_text(printer: Any, n: Name) -> str:
    """The text of a local name, closure type, unnamed type or their parts."""
    text = NAME_TEXTS.get(type(n))
    if text is None:
        raise TypeError("not a name: %r" % (n,))
    return text(printer, n)


def _closure_text(printer: Any, n: ClosureName) -> str:
    decls = ""
    if n.level and not _gnu_auto(printer, n):  # (render_legacy)
        decls, params = level_closure_parts(printer, n)
    else:
        if n.template_params:
            args = printer.lambda_args(n)
            decls = in_scope(printer, args, lambda: printer.lambda_decls(n))
        else:
            args = _LLVM_AUTO if printer.style != "gnu" else _GNU_AUTO_ARGS
        params = in_scope(printer, args,  # (gnu: perhaps with a declarator in it, gnu_closures)
                          lambda: closure_params(printer, n) or printer.param_list(n.params))
    if n.requires is not None:  # after the template head
        decls += " requires %s " % printer.expr_text(n.requires)
    if printer.style == "opencl" and not n.params:
        params = ""
    if printer.style == "llvm":
        return "'lambda%s'%s(%s)" % (_raw(n.number), decls, params)
    return "{lambda%s(%s)#%d}" % (decls, params, _ordinal(n.number))


def _unnamed_text(printer: Any, n: UnnamedTypeName) -> str:
    if n.block:  # clang's Ub_ (c++filt reads none)
        return "'block-literal'"
    if printer.style == "llvm":
        return "'unnamed%s'" % _raw(n.number)
    return "{unnamed type#%d}" % _ordinal(n.number)


def _default_argument_text(printer: Any, n: DefaultArgument) -> str:
    inner: str = printer.name(n.name)
    if printer.style == "llvm":  # llvm-cxxfilt leaves the default argument's scope out
        return inner
    return "{default arg#%d}::%s" % (_ordinal(n.number), inner)


def _gnu_auto(printer: Any, n: Any) -> bool:
    """c++filt prints a lambda's template parameters as its own (auto:1...) also at
    level 1, where ``T_`` is the function's (a lambda in its signature)."""
    if printer.style != "gnu" or not printer.peer:
        return False
    stack, seen = list(n.params), set()
    while stack:
        node = stack.pop()
        if type(node) is LevelTemplateParam:
            return False  # (TL0_: c++filt reads none)
        if id(node) not in seen:
            seen.add(id(node))
            stack.extend(children(node))
    return True


def _local_name(printer: Any, n: LocalName) -> str:
    entity: str = printer.name(n.entity)
    return _enclosing(printer, n) + "::" + entity


def _enclosing(printer: Any, n: LocalName) -> str:
    """The enclosing function of a local name, printed in its own scope."""
    function = n.function
    if type(function) is Variable:
        return in_scope(printer, (), lambda: printer.name(function.name))
    if type(function) is not Function:
        raise TypeError("not an encoding: %r" % (function,))
    if printer.style != "llvm" and function.return_type is not None:
        # c++filt leaves out the return type of the enclosing function.
        function = Function(function.name, function.params, None, function.requires)
    return in_scope(printer, template_args(function), lambda: printer._entity(function))


def local_context(printer: Any, n: LocalName) -> str:
    """The scope a local name's entity is in: the enclosing function and the
    entity's own prefix (``f()::S`` for ``f()::S::g``)."""
    inner = n.entity.name if type(n.entity) is DefaultArgument else n.entity
    if type(inner) is LocalName:  # f()::g()::a: f()::g()
        return "%s::%s" % (_enclosing(printer, n), local_context(printer, inner))
    if type(inner) is NestedName and len(inner.parts) > 1:
        prefix: str = printer.name(LocalName(n.function, NestedName(inner.parts[:-1])))
        return prefix
    return _enclosing(printer, n)


def method_suffix(printer: Any, name: LocalName) -> str:
    """The cv- and ref-qualifiers of a local class's method, printed after its
    parameters (`` const``)."""
    inner = innermost(name)
    if type(inner) is not NestedName:
        return ""
    text = ""
    if inner.qualifiers is not None:
        words = printer._quals(inner.qualifiers)
        if words:
            text += " " + " ".join(words)
    if inner.ref_qualifier:
        text += " " + inner.ref_qualifier
    return text


def structor_owner(style: str, parts: Sequence[Name]) -> str:
    """The name a constructor or destructor of an unnamed or closure type (the
    last of ``parts``) is printed with: none by llvm-cxxfilt (``A::'unnamed'::~()``);
    the last source name before it by c++filt (``A::{unnamed type#1}::~A()``)."""
    if style == "llvm":
        return ""
    for part in reversed(parts):
        while type(part) in (TemplateName, TaggedName, InternalName, DataMember):
            part = part.name  # type: ignore[attr-defined]
        if type(part) is SourceName:
            return part.identifier
    return ""


def _raw(number: "int | None") -> str:
    return "" if number is None else str(number)


def _ordinal(number: "int | None") -> int:
    """c++filt's count: 1 for the first (no number), n + 2 for number n."""
    return 1 if number is None else number + 2


# The printer of each name kind of NAME_KINDS (the same in every style, which each reads).
NAME_TEXTS: dict[type, Callable[[Any, Any], str]] = {
    LocalName: _local_name,
    ClosureName: _closure_text,
    UnnamedTypeName: _unnamed_text,
    StringLiteral: lambda printer, n: "string literal",
    DataMember: lambda printer, n: printer.name(n.name),  # <data-member-prefix>: M prints nothing
    DefaultArgument: _default_argument_text,
}
NAME_KINDS = frozenset(NAME_TEXTS)
