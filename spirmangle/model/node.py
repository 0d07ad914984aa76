"""The common base of the model's nodes: each node caches its hash.

A node's dataclass ``__hash__`` hashes the tuple of its fields, and so every
node below it again: a dict lookup of a node 200 levels deep (the mangler's
substitution table, the printers' memos) cost a walk of all of it, and
mangling such a name was quadratic.  :func:`cache_hashes` wraps each node
class's ``__hash__`` so that it is computed once per node, from its children's
cached hashes, and kept in the one slot this base adds (``_hash``: not a
dataclass field, so ``dataclasses.fields``, ``repr``, equality, JSON and
pickling are unchanged; the nodes are immutable, so the hash cannot go stale).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable


class Node:
    """Base of every model node (types, names, expressions, entities)."""

    __slots__ = ("_hash",)


def _caching(plain: Callable[[Any], int]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        try:
            return self._hash  # type: ignore[no-any-return]
        except AttributeError:
            value = plain(self)
            object.__setattr__(self, "_hash", value)  # (a frozen dataclass)
            return value

    __hash__.cached = True  # type: ignore[attr-defined]
    return __hash__


def cache_hashes(namespace: dict[str, Any]) -> None:
    """Make the ``__hash__`` of every node dataclass in ``namespace`` cached."""
    for value in list(namespace.values()):
        if not (isinstance(value, type) and dataclasses.is_dataclass(value)
                and issubclass(value, Node)):
            continue
        plain = value.__dict__.get("__hash__")
        if plain is None or getattr(plain, "cached", False):
            continue
        setattr(value, "__hash__", _caching(plain))
