"""One tree walk (issue 22): spirmangle.model.bounds.walk, which the auto rule
and the printers' searches use: each node once (by id), depth first, last
pushed first, a pruned node's children not walked."""

from __future__ import annotations

from spirmangle import demangle
from spirmangle.model import NamedType, Pointer, SourceName, TemplateParam
from spirmangle.model.bounds import children, walk


def _recursive(node: object, out: list[int], seen: set[int]) -> None:
    """The order walk() promises, written recursively (children last first)."""
    if id(node) in seen:
        return
    seen.add(id(node))
    out.append(id(node))
    stack = list(children(node))
    while stack:
        _recursive(stack.pop(), out, seen)


def test_each_node_once_in_depth_first_order() -> None:
    entity = demangle("_ZN1A1BIiE1fERKS1_PS2_S3_").entity
    order = [id(n) for n in walk([entity])]
    expected: list[int] = []
    _recursive(entity, expected, set())
    assert order[0] == id(entity) and len(order) == len(set(order))
    # (a shared node is reached once: where the stack reaches it first)
    assert set(order) == set(expected)


def test_prune_keeps_the_node_and_drops_its_children() -> None:
    leaf = SourceName("x")
    inner = NamedType(leaf)
    root = Pointer(inner)
    assert list(walk([root])) == [root, inner, leaf]
    assert list(walk([root], lambda n: type(n) is NamedType)) == [root, inner]


def test_a_shared_seen_set_walks_a_node_once_over_walks() -> None:
    param = TemplateParam(0)
    seen: set[int] = set()
    assert list(walk([Pointer(param)], seen=seen))[-1] is param
    assert list(walk([param], seen=seen)) == []


def test_kids_chooses_what_is_walked_next() -> None:
    a, b = SourceName("a"), SourceName("b")
    assert list(walk([NamedType(a)], kids=lambda n: [b] if n is a else children(n))) \
        [1:] == [a, b]
