"""Clang's ``__private`` reading of a parsed entity (:func:`mark_private`)."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Sequence

from .opencl import private_element, private_of, private_set
from ..model import ArrayType, Entity, Pointer, Qualified, Type
from ..model.rewrite import COMPOSITE_CLASSES, with_fields


def mark_private(root: Entity, pointees: Sequence[Qualified],
                 pointers: Sequence[Type] = ()) -> Entity:
    """``root`` with each of ``pointees`` (found by identity, wherever shared)
    given the ``__private`` address space, and the pointee of each of ``pointers``
    wrapped in a ``__private`` qualifier: clang's reading of a name whose plain
    reading numbers the substitutions the same way."""
    chosen = {id(p) for p in pointees}
    wrapped = {id(p) for p in pointers}
    memo: dict[int, Any] = {}

    def rebuild(node: Any) -> Any:
        kind = type(node)
        if kind not in COMPOSITE_CLASSES:
            return node
        key = id(node)
        if key in memo:
            return memo[key]
        result = with_fields(node, kind, rebuild)
        if key in chosen:
            result = private_set(result)
        elif key in wrapped:
            inner = result.pointee if kind is Pointer else result.referee
            # (``P S_``, ``S_`` an earlier cv-qualified type: one qualifier set, as
            # clang's parse reads it, BuilderOpenCL._pointee; wrapped, the model would
            # differ from that parse's, and from the name re-read as clang's)
            result = kind(private_element(inner) if type(inner) is ArrayType
                          else private_of(inner))
        memo[key] = result
        return result

    return rebuild(root)  # type: ignore[no-any-return]
