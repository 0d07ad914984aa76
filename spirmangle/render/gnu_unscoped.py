"""Where c++filt has no template in scope for a template parameter.

libiberty (cp-demangle.c) looks a template parameter up in the templates its
printer has in scope, and fails the whole name (c++filt then copies it through)
where it has none.  A function whose name ends with template arguments puts
them in scope for its signature (return type and parameters) only: its name is
printed, with its own template arguments, in the scope around the function, at
the top of a name none.  So ``_Z1aIiT_Evv``, ``_Z1aIiDtsZT_EEvv``,
``_ZZ1aIiT_EvvE1x`` and ``_ZTV1aIiT_E`` come back unchanged from c++filt, where
LLVM prints the parameter as the list's own argument.  The exceptions libiberty
makes:

* a lambda's signature prints its template parameters as ``auto:N`` without
  looking them up;
* a conversion operator template's type (``cv T_ I...E``) has that template's
  arguments in scope;
* a reference to a template parameter that was printed under a reference
  before, in scope (in the return type, which c++filt prints before the name,
  except in a local name's function), gets that scope back (libiberty's saved
  scopes: ``_Z1aIiRT_ES1_v``, not ``_ZZ1aIiRT_ES1_vE1x``);
* an encoding inside the name (a local name's function, an ``L_Z...E``
  argument) has its own signature in scope.

:func:`unscoped_template_param` says whether an entity has a template parameter
where c++filt has none; the gnu style then refuses the name.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ..model.bounds import children, walk
from ..model import ClosureName, ConversionName, ExternalName, Function, LocalName, LValueReference, NestedName, RValueReference, SizeofPack, SpecialName, TemplateName, TemplateParam, TemplateParamName, Variable, innermost

__all__ = ["unscoped_template_param"]

_REFERENCES = (LValueReference, RValueReference)


def unscoped_template_param(entity: object) -> bool:
    """Whether c++filt looks a template parameter of ``entity`` up where it has
    no template in scope (and so prints nothing of the name)."""
    return _Walk().entity(entity)


class _Walk:
    def __init__(self) -> None:
        self.saved: set[int] = set()  # template parameters printed under a reference, in scope
        self.seen: set[int] = set()  # nodes walked in a region without a scope (shared: once)

    def entity(self, e: object, returns: bool = True) -> bool:
        """``returns``: c++filt prints the function's return type (not in a local
        name's function)."""
        kind = type(e)
        if kind is SpecialName:
            s: Any = e
            if type(s.target) is Function:
                return self.entity(s.target)
            return self.unscoped(s.target) or (s.base is not None and self.unscoped(s.base))
        if kind is Variable:
            return self.unscoped(e.name)  # type: ignore[attr-defined]
        if kind is not Function:
            return self.unscoped(e)
        f: Any = e
        if not _is_template(f.name):  # (nothing is in scope for its signature either)
            return any(self.unscoped(t) for t in (f.return_type, *f.params) if t is not None)
        if f.return_type is not None and returns:
            self._save(f.return_type)
        return self.unscoped(f.name)

    def _save(self, t: object) -> None:
        """Note the template parameters ``t`` holds under a reference."""
        for node in walk([t], _closure_or_tparam):
            if type(node) in _REFERENCES and type(node.referee) is TemplateParam:
                self.saved.add(id(node.referee))

    def unscoped(self, node: object) -> bool:
        """Whether ``node``, printed with no template in scope, looks one up."""
        for n in walk([node], kids=self._looked_into, seen=self.seen):
            kind = type(n)
            if kind is TemplateParam or kind is TemplateParamName:
                return True
            if kind is SizeofPack and type(n.pack) is TemplateParam:
                return True
            if kind is LocalName and self.entity(n.function, returns=False):
                return True
            if kind is ExternalName and self.entity(n.entity):
                return True
        return False

    def _looked_into(self, n: Any) -> Any:
        """What :meth:`unscoped` looks into after ``n`` (then ``n``'s own checks are done)."""
        kind = type(n)
        if kind is ClosureName or kind is ExternalName:
            return ()  # (a closure's signature prints auto:N; the encoding is checked)
        if kind in _REFERENCES and type(n.referee) is TemplateParam and id(n.referee) in self.saved:
            return ()  # (its saved scope)
        if kind is LocalName:
            return (n.entity,)
        if kind is TemplateName and type(n.name) is ConversionName:
            return n.args  # (the conversion's type has the template in scope)
        return children(n)


def _closure_or_tparam(node: object) -> bool:
    return type(node) is ClosureName or type(node) is TemplateParam


def _is_template(name: object) -> bool:
    """Whether a function's name (libiberty's typed name) ends with template arguments."""
    last: Any = innermost(name)  # type: ignore[arg-type]
    if type(last) is NestedName:
        last = last.parts[-1]
    return type(last) is TemplateName
