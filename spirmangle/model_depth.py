"""The nesting depth of a model (the levels :data:`spirmangle.limits.MAX_DEPTH` bounds),
measured without recursion.

Every model node counts as a level: a ``Pointer`` and the ``Qualified`` pointee
inside it are two, a function is one more than its deepest name, parameter or
return type.
"""

from __future__ import annotations

import dataclasses

_FIELDS: dict[type, tuple[str, ...]] = {}


def children(node: object) -> list[object]:
    """The model nodes directly inside ``node`` (a field, or an element of a tuple field)."""
    names = _FIELDS.get(type(node))
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(node)) if dataclasses.is_dataclass(node) else ()
        _FIELDS[type(node)] = names
    out: list[object] = []
    for name in names:
        value = getattr(node, name)
        for item in value if isinstance(value, tuple) else (value,):
            if dataclasses.is_dataclass(item) and not isinstance(item, type):
                out.append(item)
    return out


class Depths:
    """The nesting depth of model nodes, each node measured once with an explicit
    stack (a deep model never recurses here).  It keeps every node it measured
    alive (so that their ids stay theirs) until :meth:`clear`."""

    def __init__(self) -> None:
        self.known: dict[int, tuple[object, int]] = {}  # id -> (node, kept alive; depth)

    def clear(self) -> None:
        """Forget every node measured (and let them go)."""
        self.known.clear()

    def depth(self, node: object) -> int:
        """The levels of ``node``: 1 for a leaf, else one more than its deepest child."""
        known = self.known
        stack = [node]
        while stack:
            top = stack[-1]
            if id(top) in known:
                stack.pop()
                continue
            kids = children(top)
            missing = [k for k in kids if id(k) not in known]
            if missing:
                stack.extend(missing)
                continue
            stack.pop()
            known[id(top)] = (top, 1 + max((known[id(k)][1] for k in kids), default=0))
        return known[id(node)][1]
