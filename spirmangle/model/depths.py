"""The nesting depth of model nodes as written (:class:`Depths`, :func:`depth_of`),
and :func:`fold`, the post-order walk it takes (beside :mod:`spirmangle.model.bounds`,
which measures the expansion)."""

from __future__ import annotations

from typing import Any

from . import NestedName
from .bounds import children


class Depths:
    """The nesting depth of model nodes as written (a template parameter is a
    leaf), counted as :func:`spirmangle.model.bounds.measure` counts it, each node measured once with an
    explicit stack.  It keeps every node it measured alive (so that their ids
    stay theirs) until :meth:`clear`; the prototype parser measures as it builds."""

    def __init__(self) -> None:
        self.known: dict[int, tuple[object, int]] = {}  # id -> (node, kept alive; depth)

    def clear(self) -> None:
        """Forget every node measured (and let them go)."""
        self.known.clear()

    def depth(self, node: object) -> int:
        """1 for a leaf, else one more than the deepest child (a nested name: one
        more per component)."""
        known = self.known

        def level(top: object, kids: list[Any]) -> tuple[object, int]:
            step = len(kids) if type(top) is NestedName else 1
            return top, step + max((known[id(k)][1] for k in kids), default=0)

        depth: int = fold(node, known, children, level)[1]
        return depth


def fold(root: object, memo: dict[int, Any], kids_of: Any, value: Any) -> Any:
    """Post-order over the distinct nodes below ``root`` with an explicit stack:
    ``memo[id(node)] = value(node, kids_of(node))`` once each, children first."""
    stack = [root]
    while stack:
        node = stack[-1]
        if id(node) in memo:
            stack.pop()
            continue
        kids = kids_of(node)
        missing = [k for k in kids if id(k) not in memo]
        if missing:
            stack.extend(missing)
            continue
        stack.pop()
        memo[id(node)] = value(node, kids)
    return memo[id(root)]


def depth_of(root: object) -> int:
    """The nesting depth of ``root`` (see :class:`Depths`)."""
    return Depths().depth(root)
