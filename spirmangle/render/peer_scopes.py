"""The readings llvm-cxxfilt-19 gives names whose template parameters have scopes.

The ABI reads a substitution as what it stands for *where it is used*: a ``T_``
recorded as a candidate inside a local name's encoding (``Z <encoding> E``), a
closure type's signature (``Ul ... E``) or an external name (``L_Z ... E``) and
used again by its ``S<seq>_`` outside it means the template parameter of the
place of use (clang keys a parameter by its depth and index, so it writes the
candidate again).  LLVM's demangler resolves a ``T_`` as it reads it, against
the template arguments of the scope it is read in (the encoding's, or ``auto``
in a generic lambda's signature), and its substitution table keeps the resolved
node: the ``S<seq>_`` prints the argument of the scope the candidate was
recorded in.  Inside a constraint (``Q <expression>``) it reads ``T_`` as the
name ``T`` (``T0``...), and a substitution of that candidate used outside prints
``T`` too.

:func:`llvm_reading` builds that reading from the ABI's model: every template
parameter stands, wherever it is printed, for the argument of the scope it was
read in.  The parse notes the scopes (:func:`spirmangle.demangler.parse_checks.peer_scopes`):
the template parameters in the order they were read, and the span of them each
local name, closure type and external name read.  The printer resolves a
template parameter against the scope it is printed in (the ABI's reading), so a
parameter printed in the scope it was read in stays as it is; one printed in
another scope (where a substitution put it) is replaced by its argument in its
own scope, or by ``auto`` for a generic lambda's.  The reading is the model of
no name (it need not mangle back): the llvm style prints it, ``Symbol.entity``
stays the ABI's.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..model.bounds import _node_fields, children, template_args, walk
from ..limits import headroom
from .peer_numbering import DECLARED_PACK
from ..model import ArgumentPack, Builtin, ClosureName, DeclaredArg, ExternalName, Function, LocalName, NamedType, PackExpansion, SourceName, SpecialName, TemplateParam, UnaryExpr, Variable
from .packs import LLVM_KINDS, llvm_decl_names
from ..model.rewrite import COMPOSITE_CLASSES

__all__ = ["llvm_reading"]

_ROOT = 0  # the key of the entity's own scope (no node has id 0)
# Model classes that hold no nodes (a TemplateParam is one, and is rewritten)
_LEAVES = frozenset(k for k in COMPOSITE_CLASSES if not _node_fields(k))
_AUTO = Builtin("auto")  # (LLVM's NameType "auto": a generic lambda's parameter)


def llvm_reading(entity: Any, scopes: Any) -> Optional[Any]:
    """The entity as llvm-cxxfilt-19 reads it (see module docs), or None when
    that is the ABI's reading."""
    tparams, spans, outside, flags = scopes[:4]
    if not spans and not outside and not flags & DECLARED_PACK:
        return None  # (no scopes, no constraint's candidate outside it, no declared pack)
    with headroom():
        scope_nodes = _scope_nodes(entity)
        read_in = _read_in(tparams, spans, scope_nodes)
        result = _Rewrite(entity, read_in, scope_nodes, outside).walk(entity, _ROOT)
    return None if result is entity else result


def _scope_nodes(entity: Any) -> dict[int, Any]:
    """The nodes the printer resolves template parameters against, by id: local
    names' encodings, closure types at level 0 and external names' encodings."""
    found: dict[int, Any] = {}
    for node in walk([entity]):
        kind = type(node)
        if kind is LocalName:
            found[id(node.function)] = node.function
        elif kind is ClosureName and not node.level:
            found[id(node)] = node
        elif kind is ExternalName:
            found[id(node.entity)] = node.entity
    return found


def _read_in(tparams: list[Any], spans: list[tuple[int, int, Any]],
             scope_nodes: dict[int, Any]) -> dict[int, int]:
    """The scope (a key of ``scope_nodes``, or _ROOT) each template parameter was
    read in, by id."""
    read_in = {id(t): _ROOT for t in tparams}
    # Outer scopes first (a span's inner spans close before it and start no earlier).
    order = sorted(range(len(spans)), key=lambda i: (spans[i][0], -spans[i][1], -i))
    for i in order:
        first, end, node = spans[i]
        kind = type(node)
        if kind is LocalName:
            scope = node.function
            # Only the encoding is the local name's scope; its entity is read in the
            # enclosing one: the encoding's parameters are those it holds.
            held = _tparam_ids(scope)
            while end > first and id(tparams[end - 1]) not in held:
                end -= 1
        elif kind is ExternalName:
            scope = node.entity
        else:
            scope = node
        if id(scope) not in scope_nodes:  # (a closure at level 1: T_ is the function's)
            continue
        for t in tparams[first:end]:
            read_in[id(t)] = id(scope)
    return read_in


def _tparam_ids(root: Any) -> set[int]:
    return {id(node) for node in walk([root], _is_tparam) if type(node) is TemplateParam}


def _is_tparam(node: object) -> bool:
    return type(node) is TemplateParam


def _reversed_children(node: object) -> Any:
    return reversed(children(node))


# What a pack expansion's pattern does not look into for a foreign pack.
_OPAQUE = frozenset({TemplateParam, PackExpansion, ClosureName, LocalName})


class _Splice(list):  # type: ignore[type-arg]
    """The elements a pack expansion of another scope's pack stands for."""


class _Rewrite:
    """The model rebuilt with template parameters printed out of their scope
    replaced (see module docs); each node rebuilt once per scope."""

    def __init__(self, entity: Any, read_in: dict[int, int], scope_nodes: dict[int, Any],
                 outside: list[tuple[Any, Any]]) -> None:
        self.entity = entity
        self.read_in = read_in
        self.scope_nodes = scope_nodes
        self.outside = {id(found): raw for found, raw in outside if found is not raw}
        self.memo: dict[tuple[int, int, Optional[int]], tuple[Any, Any]] = {}
        self.pack_at: Optional[int] = None  # the element of a foreign pack being expanded
        self.decl_names: Optional[dict[int, str]] = None

    def walk(self, node: Any, key: int) -> Any:
        kind = type(node)
        if kind in _LEAVES and kind is not TemplateParam and id(node) not in self.outside:
            return node  # (nothing in it to rewrite: at once)
        memo_key = (id(node), key, self.pack_at)
        hit = self.memo.get(memo_key)
        if hit is not None:
            return hit[1]
        self.memo[memo_key] = (node, node)  # (while it is rebuilt)
        result = node
        raw = self.outside.get(id(node))
        if raw is not None:  # a constraint's candidate read outside it: as recorded
            result = self.walk(raw, key)
        elif kind is TemplateParam:
            scope = self.read_in.get(id(node), key)
            arg = self._argument(scope, node.index)
            if type(arg) is DeclaredArg:  # a declared pack: LLVM's is no pack (see _argument)
                result = self.walk(arg.arg, key)
            elif scope != key and arg is not None:
                if type(arg) is ArgumentPack:  # an element (LLVM: the first, outside an expansion)
                    at = self.pack_at or 0
                    arg = arg.args[at] if at < len(arg.args) else ArgumentPack()
                result = self.walk(arg, key)
        elif kind is PackExpansion and self.pack_at is None and self._foreign_pack(
                node.pattern, key):
            result = self._expand(node.pattern, key)
        elif kind is UnaryExpr and node.code == "sp" and self.pack_at is None and \
                self._foreign_pack(node.operand, key):  # (an expression's pack expansion)
            result = self._expand(node.operand, key)
        elif kind in COMPOSITE_CLASSES:
            result = self._rebuild(node, kind, key)
        self.memo[memo_key] = (node, result)
        return result

    def _rebuild(self, node: Any, kind: type, key: int) -> Any:
        inner = key
        if kind is ClosureName and not node.level or kind is ExternalName:
            inner = id(node) if kind is ClosureName else id(node.entity)
        changes: dict[str, Any] = {}
        for field, many in _node_fields(kind):  # (the fields that hold nodes)
            value = getattr(node, field)
            if value is None:
                continue
            scope = id(value) if kind is LocalName and field == "function" else inner
            if many:
                items: list[Any] = []
                for v in value:
                    w = self.walk(v, scope)
                    if type(w) is _Splice:  # (a pack expansion's elements, in its place)
                        items.extend(w)
                    else:
                        items.append(w)
                if len(items) != len(value) or any(a is not b for a, b in zip(items, value)):
                    changes[field] = tuple(items)
            else:
                new = self.walk(value, scope)
                if type(new) is _Splice:  # (no list to splice into: one element, or as LLVM
                    new = new[0] if len(new) == 1 else ArgumentPack(tuple(new))  # prints a pack)
                if new is not value:
                    changes[field] = new
        if not changes:
            return node
        return kind(*(changes.get(f, getattr(node, f)) for f in kind.__slots__))  # type: ignore[attr-defined]

    def _foreign_pack(self, pattern: Any, key: int) -> Optional[ArgumentPack]:
        """The pack of the first template parameter in an expansion's ``pattern``
        read in another scope than ``key``, if it stands for one there."""
        for node in walk([pattern], lambda n: type(n) in _OPAQUE, _reversed_children):
            if type(node) is TemplateParam:
                scope = self.read_in.get(id(node), key)
                if scope != key:
                    arg = self._argument(scope, node.index)
                    if type(arg) is ArgumentPack:
                        return arg
        return None

    def _expand(self, pattern: Any, key: int) -> "_Splice":
        """A pack expansion of another scope's pack: its elements (LLVM prints
        the pattern once per element of the pack it substituted), spliced into
        the list the expansion stands in."""
        pack = self._foreign_pack(pattern, key)
        assert pack is not None
        elements = []
        try:
            for at in range(len(pack.args)):
                self.pack_at = at
                elements.append(self.walk(pattern, key))
        finally:
            self.pack_at = None
        return _Splice(elements)

    def _argument(self, scope: int, index: int) -> Optional[Any]:
        """What template parameter ``index`` read in ``scope`` stands for there; a
        pack whose parameter is declared before it (``TpTn... J...E``) as its
        DeclaredArg: LLVM keeps the argument pack itself as the parameter's
        value, no parameter pack, so an expansion of it prints all its elements
        once and then ``...`` (``Seq<...>`` for an empty one)."""
        node = self.entity if scope == _ROOT else self.scope_nodes[scope]
        kind = type(node)
        if kind is ClosureName:
            if index >= len(node.template_params):
                return _AUTO
            decl = node.template_params[index]
            while decl.kind == "pack" and decl.params:
                decl = decl.params[0]
            if self.decl_names is None:
                self.decl_names = llvm_decl_names(self.entity)
            name = self.decl_names.get(id(decl)) or LLVM_KINDS.get(decl.kind, "$T")
            return NamedType(SourceName(name))  # (LLVM: the declaration's invented name)
        if kind is Variable:
            return None
        if kind is not Function and kind is not SpecialName:
            return None
        args = template_args(node)
        if index >= len(args):
            return None
        arg = args[index]
        while type(arg) is DeclaredArg:
            if type(arg.arg) is ArgumentPack:
                return arg
            arg = arg.arg
        return arg
