"""The substitution candidates the peers make of a qualified type with vendor
qualifiers (``U3AS1``, ``U5__ptr``), where they differ from the ABI's one.

The ABI's ``<qualifiers>`` (vendor qualifiers, then the CV letters) and clang
make one candidate of the whole qualified type.  c++filt reads each vendor
qualifier as a level of its own, the type after it a type of its own (and a
candidate): ``U3AS1 K i`` makes ``K i`` and then the whole, ``U3AS1 U3foo i``
``U3foo i`` and the whole; where the CV letters come first (old SPIR producers'
``K U3AS1 i``), the CV letters are the outer level.  LLVM's demangler reads a
run of qualifiers as one level, so only the CV letters written first make a
level of their own (``K`` and ``U3AS1 i``).

:func:`renumbering` says which peers number a qualified type otherwise; the
builder (spirmangle.demangler.core) notes them, and under a peer's reading mode
(``ReadingMode.peer``, spirmangle.demangler.peer_styles) records the peer's
inner candidates (:func:`qualifier_levels`) before the whole.  The vendor
qualifiers are taken in the model's order (the canonical spelling's).  This
module imports the model only."""

from __future__ import annotations

from ..model import Qualified
from ..render.peer_numbering import GNU, LLVM

__all__ = ["renumbering", "qualifier_levels"]


def renumbering(node: Qualified) -> int:
    """The peers (bits of spirmangle.render.peer_numbering) that make other
    candidates of ``node`` (a qualified type with a vendor qualifier)."""
    vendors = len(node.vendor) + (node.addrspace is not None)
    cv = node.const or node.volatile or node.restrict
    if not cv and vendors < 2:
        return 0
    return GNU | LLVM if node.cv_first and cv else GNU


def qualifier_levels(node: Qualified, peer: int) -> list[Qualified]:
    """The candidates ``peer`` records inside ``node``, innermost first (the
    whole, ``node``, is not among them)."""
    cv = node.const or node.volatile or node.restrict
    space = () if node.addrspace is None else (node.addrspace,)
    vendors: list[object] = [*space, *node.vendor]
    if peer == LLVM:  # (cv_first: the CV letters, then one level of the rest)
        return [_level(node, vendors, False)] if node.cv_first and cv else []
    levels = []
    if cv and not node.cv_first:
        levels.append(_level(node, [], True))
    first = 0 if node.cv_first else 1  # (cv_first: every vendor level is inside the CV letters)
    for k in range(len(vendors) - 1, first - 1, -1):
        levels.append(_level(node, vendors[k:], not node.cv_first and cv))
    return levels


def _level(node: Qualified, vendors: list[object], cv: bool) -> Qualified:
    space = node.addrspace if vendors and vendors[0] is node.addrspace and node.addrspace is not None \
        else None
    names = tuple(v for v in vendors if type(v) is str)
    return Qualified(node.base, space, cv and node.const, cv and node.volatile,
                     cv and node.restrict, names, False,
                     node.private_spelled if space is not None else False)
