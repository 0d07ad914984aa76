"""The pieces of a printed name, cut as LLVM's ``ItaniumPartialDemangler`` cuts them
(for :meth:`spirmangle.Symbol.parts`).

Each piece is printed by the same printer, in the same scope, as the whole text
of the name, so it is the text that name prints in that style:

* ``name`` (``getFunctionName``): the name, with its scope, template arguments
  and ABI tags, without return type, parameters or qualifiers:
  ``std::basic_string<char, std::char_traits<char>, std::allocator<char>>::basic_string``;
* ``base_name`` (``getFunctionBaseName``): its last component without template
  arguments and ABI tags (``basic_string``; ``operator Muncher<int (*)(), int (*) []>``,
  a conversion operator's type with its own template arguments substituted);
* ``context`` (``getFunctionDeclContextName``): the scope before it, as printed
  (``std::string`` for ``_ZNSsixEm``, the expanded class before a constructor);
  a local name's is its enclosing function's text and ``::`` (``f()::$_0`` for an
  entity ``N 3$_0 cl E`` of ``f()``; ``f()::`` for a plain one, as LLVM gives it);
* ``parameters`` (``getFunctionParameters``): ``(int, char)``, ``()`` for none
  (``(void)`` in the opencl style, as it prints them);
* ``return_type`` (``getFunctionReturnType``): where the name encodes one, the type
  whole (``char (*)(float)``), else empty.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ..model.node import dataclass
from ..model import DefaultArgument, FriendName, Function, InternalName, LocalName, ModuleEntity, Name, NestedName, TaggedName, TemplateName, innermost
from .names import _enclosing
from .with_clause import named_form, named_params


@dataclass(frozen=True)
class NameParts:
    """The pieces of a function's (or another entity's) printed name; see the
    module docs.  ``parameters`` and ``return_type`` are empty but for a function."""

    name: str
    base_name: str
    context: str
    parameters: str = ""
    return_type: str = ""


def entity_parts(printer: Any, entity: Any, name: Name) -> NameParts:
    """The pieces of ``name`` (the entity's, or its target's) and, for a function
    ``entity``, of its parameters and return type, printed by ``printer`` (in the
    opencl style, a specialization printed with a with-clause: the pieces of that
    text, the name without its template arguments, spirmangle.render.with_clause)."""
    if printer.style == "opencl" and type(entity) is Function and name is entity.name:
        found = named_form(printer, entity)
        if found is not None:
            with named_params(printer, found[1]):
                return _entity_parts(printer, found[0], found[0].name)
    return _entity_parts(printer, entity, name)


def _entity_parts(printer: Any, entity: Any, name: Name) -> NameParts:
    printer.root = entity
    with printer.memoized():
        # (In the order the whole text prints them, return type, name, parameters:
        # c++filt's reading of a template parameter depends on it.)
        parameters = return_type = ""
        function = type(entity) is Function
        if function and entity.return_type is not None:
            return_type = printer.type(entity.return_type)
        text = printer.name(name)
        if function:
            parameters = "(%s)" % printer.param_list(entity.params)
            last = innermost(entity.name)
            if type(last) is NestedName and last.explicit_object and entity.params:
                parameters = "(this " + parameters[1:]  # (as the name prints: NH)
        return NameParts(text, _base(printer, name), _context(printer, name),
                         parameters, return_type)


def _bare(n: Any) -> Any:
    """``n`` without template arguments, ABI tags, internal linkage (``L``) and
    module (``W``)."""
    while type(n) in (TemplateName, TaggedName, InternalName, ModuleEntity):
        n = n.name
    return n


def _friend(n: NestedName) -> bool:
    """A member-like friend (C++20 ``F``, ``A::friend f``): LLVM's one name, no scope."""
    return type(_bare(n.parts[-1])) is FriendName


def _context(printer: Any, name: Name) -> str:
    text = ""
    n: Any = name
    while True:
        n = _bare(n)
        if type(n) is ModuleEntity:
            n = n.name
        if type(n) is NestedName:
            return text if _friend(n) else text + "::".join(printer.nested_words(n.parts, n)[:-1])
        if type(n) is not LocalName:
            return text
        text += _enclosing(printer, n) + "::"
        n = n.entity
        if type(n) is DefaultArgument:  # (llvm-cxxfilt prints the entity alone)
            if printer.style != "llvm":
                text += printer.name(n)[:-len(printer.name(n.name))]
            n = n.name


def _base(printer: Any, name: Name) -> str:
    n: Any = name
    while True:
        kind = type(n)
        if kind is TaggedName or kind is TemplateName or kind is ModuleEntity or kind is InternalName:
            n = n.name
        elif kind is LocalName:
            n = n.entity
        elif kind is DefaultArgument:
            n = n.name
        elif kind is NestedName:
            parts = n.parts[:-1] + (_bare(n.parts[-1]),)
            words = printer.nested_words(parts, n)
            return "::".join(words) if _friend(n) else words[-1]
        else:
            return printer.name(n)  # type: ignore[no-any-return]
