"""Rewriting a model: every node replaced bottom-up by a function of it.

The model is immutable and shares subtrees (a substitution is the same node
again), so :func:`map_nodes` rebuilds each distinct node once (memoized by
identity) and keeps a node whose children did not change.  It walks every
model class with fields, so new node classes need no listing here.
"""

from __future__ import annotations

from operator import is_not

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Mapping, TypeAlias

from .. import model
from . import Builtin
from .node import field_names, is_dataclass_type

NodeFunction: TypeAlias = "Callable[[Any], Any]"


def _composites() -> frozenset[type]:
    """Every model class with fields: a new node class is walked without being
    listed anywhere (its leaves, strings and numbers, come back unchanged)."""
    found = set()
    for value in vars(model).values():
        if isinstance(value, type) and value.__module__.startswith(model.__name__) \
                and is_dataclass_type(value) and field_names(value):
            found.add(value)
    return frozenset(found)


COMPOSITE_CLASSES = _composites()


def with_fields(node: Any, kind: Any, function: NodeFunction) -> Any:
    """Composite ``node`` (of class ``kind``) with ``function`` applied to each field's
    value (to each element of a tuple field); ``node`` itself where none changed."""
    values = []
    changed = False
    for name in kind.__slots__:
        value = getattr(node, name)
        if type(value) is tuple:
            new: Any = tuple(map(function, value))
            changed = changed or any(map(is_not, new, value))
        else:
            new = function(value)
            changed = changed or new is not value
        values.append(new)
    return kind(*values) if changed else node


def map_nodes(root: Any, function: NodeFunction) -> Any:
    """``root`` with each node ``n`` (children first) replaced by ``function(n)``;
    ``function`` returns its argument to keep a node.  The recursion follows the
    model's depth: callers run it within :func:`spirmangle.limits.headroom` for a
    deep model."""
    memo: dict[int, Any] = {}

    def rebuild(node: Any) -> Any:
        kind = type(node)
        key = id(node)
        if key in memo:
            return memo[key][1]
        result = with_fields(node, kind, rebuild) if kind in COMPOSITE_CLASSES else node
        result = function(result)
        memo[key] = (node, result)  # (the node is kept alive: its id stays its own)
        return result

    return rebuild(root)


def rename_builtins(root: Any, names: Mapping[str, str]) -> Any:
    """``root`` with each builtin type named in ``names`` renamed (``long`` ->
    ``long long``): in parameters, return types, template arguments and the
    types of literals alike."""
    if not names:
        return root
    renamed = {old: Builtin(new) for old, new in names.items()}

    def rename(node: Any) -> Any:
        if type(node) is Builtin:
            return renamed.get(node.name, node)
        return node

    return map_nodes(root, rename)
