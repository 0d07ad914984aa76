"""The levels of template parameters in lambdas' signatures, settled after a parse
(for :mod:`spirmangle.demangle`).

LLVM's demangler (and clang's mangler) count template parameter levels: the
template arguments of an encoding's name open the first, once the name is read;
a lambda's own explicit and ``auto`` parameters open the next.  So in the
signature (parameter and return types) of a function whose name has template
arguments, a lambda is at level 1: ``T_`` in its signature is the function's and
its own parameters are ``TL0_...`` (``_ZN1C1fIiEEvDTtlNS_UlT_TL0__E_EEE`` is
``C::f<int>(decltype(C::'lambda'(int, auto){}))``); everywhere else (the name, a
local name's entity, which a scope of its own encloses) a lambda is at level 0:
``T_`` is its own.  Such lambdas are marked (:attr:`ClosureName.level`); what
does not fit either reading is rejected."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..model.bounds import children, template_args, walk
from ..errors import DemangleError
from .fastnodes import new_function
from ..limits import headroom
from ..model import ArgsRequires, ClosureName, DeclaredArg, ExternalName, Function, LevelTemplateParam, LocalName, Name, TemplateName, TemplateParam, TemplateParamDecl
from ..model.rewrite import COMPOSITE_CLASSES
from ..model.node import replace


def lambda_levels(name: str, entity: Any,
                  moved: Optional[dict[int, tuple[Any, Any]]] = None) -> Any:
    """``entity`` with the lambdas of its signature at level 1 marked; a lambda
    whose signature names a template parameter it cannot mean is rejected.
    ``moved`` gets each node rebuilt, by id: (the node, its new node)."""
    if type(entity) is Function and _has_template_args(entity.name):
        if not template_args(entity):  # (A<int>::f: LLVM's level is the class template's)
            _reject_in_signature(name, entity)
        entity = _mark(entity, {} if moved is None else moved)
    _check(name, entity)
    return entity


# Where a template parameter with a level (TL <level> _ <index> _) has something to
# refer to: a lambda (its own parameters, past the function's level), a template
# parameter's declaration (Tt ... TL0__ ... E) and a constraint.
_LEVELS_OPEN = (ClosureName, TemplateParamDecl, DeclaredArg, ArgsRequires)


def check_level_reach(name: str, entity: Any) -> None:
    """A template parameter with a level inside a declaration (a lambda's, a
    template template parameter's) must name a level declared there: printed
    once with the printer's own resolution (``strict_levels``), which raises
    DemangleError for one past them (neither peer reads such a name)."""
    from ..render.core import Printer

    printer = Printer("llvm", template_args(entity), mangled=name, peer=False)
    printer.strict_levels = True
    with headroom():
        printer.entity(entity)


def check_level_params(name: str, entity: Any) -> None:
    """A template parameter with a level stands in a lambda, a template parameter's
    declaration or a constraint, else nothing declares it: rejected (as LLVM
    rejects ``_Z1gTL0__``, and ``T_`` where no template arguments are)."""
    stack: list[tuple[object, bool]] = [(entity, False)]
    seen: set[tuple[int, bool]] = set()
    while stack:
        node, open_ = stack.pop()
        if (id(node), open_) in seen:
            continue
        seen.add((id(node), open_))
        kind = type(node)
        if kind is LevelTemplateParam and not open_:
            raise DemangleError(name, -1, "template parameter TL%d_%s_ stands where no "
                                "template parameter list of its level is declared"
                                % (node.level - 1, node.index - 1 if node.index else ""))  # type: ignore[attr-defined]
        open_ = open_ or kind in _LEVELS_OPEN
        kids = children(node)
        requires = getattr(node, "requires", None) if kind is Function else None
        stack.extend((kid, open_ or (requires is not None and kid is requires)) for kid in kids)


def _mark(f: Function, memo: dict[int, tuple[Any, Any]]) -> Function:
    # A closure read in the name (a local name's encoding too) keeps its level where a
    # substitution brings it into the signature: the candidate is that node, which
    # LLVM prints as read (its T_ its own auto).
    in_name = {id(n) for n in walk([f.name]) if type(n) is ClosureName}

    def rebuild(node: Any) -> Any:
        key = id(node)
        hit = memo.get(key)
        if hit is not None:
            return hit[1]
        kind = type(node)
        result = node
        if kind is ClosureName:
            if key not in in_name and _names_template_param(node):
                result = replace(node, level=1)
        elif kind is not LocalName and kind is not ExternalName and kind in COMPOSITE_CLASSES:
            values = []
            changed = False
            for field in kind.__slots__:
                value = getattr(node, field)
                new: Any = tuple(rebuild(v) for v in value) if type(value) is tuple else rebuild(value)
                changed = changed or (any(a is not b for a, b in zip(new, value))
                                      if type(value) is tuple else new is not value)
                values.append(new)
            if changed:
                result = kind(*values)
        memo[key] = (node, result)
        return result

    with headroom():
        params = tuple(rebuild(p) for p in f.params)
        returns = rebuild(f.return_type) if f.return_type is not None else None
    if returns is f.return_type and all(a is b for a, b in zip(params, f.params)):
        return f
    return new_function(f.name, params, returns, f.requires, f.enable_if)


def _check(name: str, entity: Any) -> None:
    """A lambda at level 0 names no template parameter with a level outside its
    declared template template parameters' declarations, nor does one inside a
    lambda at level 1 name any (LLVM's level 2); and an encoding inside (a local
    name's, an external name's) has no lambda at level 1 naming one (not read)."""
    stack: list[tuple[object, bool]] = [(entity, False)]
    seen: set[tuple[int, bool]] = set()
    while stack:
        node, inside = stack.pop()
        if (id(node), inside) in seen:
            continue
        seen.add((id(node), inside))
        kind = type(node)
        if kind is ClosureName:
            closure: Any = node
            level = closure.level
            if not level and (inside and _names_template_param(closure) or any(
                    type(n) is LevelTemplateParam for n in _walk(list(closure.params)))):
                raise DemangleError(name, -1, "a template parameter with a level in a lambda's "
                                    "signature that no level encloses is not supported")
            inside = inside or bool(level)
        elif kind is Function and node is not entity:  # an inner encoding's
            inner: Any = node
            if _has_template_args(inner.name):
                _reject_in_signature(name, inner)
        elif kind is LocalName:
            inside = False
        stack.extend((child, inside) for child in children(node))


def _reject_in_signature(name: str, f: Function) -> None:
    signature = [*f.params, *([f.return_type] if f.return_type is not None else [])]
    if any(type(n) is ClosureName and _names_template_param(n) for n in _walk(signature)):
        raise DemangleError(name, -1, "a lambda naming a template parameter in this function's "
                            "signature is not supported")


def _walk(roots: list[Any]) -> list[object]:
    """The nodes under ``roots`` (each once), not into local or external names."""
    found: list[object] = []
    stack = list(roots)
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in seen or type(node) is LocalName or type(node) is ExternalName:
            continue
        seen.add(id(node))
        found.append(node)
        stack.extend(children(node))
    return found


def _names_template_param(closure: Any) -> bool:
    return any(type(n) is TemplateParam or type(n) is LevelTemplateParam
               for n in _walk(list(children(closure))))


def _has_template_args(name: Name) -> bool:
    """Whether a component of ``name`` has template arguments (a local name's
    entity is looked into, not its encoding, which is a scope of its own)."""
    stack: list[object] = [name]
    while stack:
        node = stack.pop()
        if type(node) is TemplateName:
            return True
        if type(node) is LocalName:
            stack.append(node.entity)
        elif type(node) is not ClosureName:
            stack.extend(c for c in children(node) if isinstance(c, Name))
    return False
