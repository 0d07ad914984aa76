"""The substitution candidates c++filt makes of a qualified type with vendor
qualifiers (``U3AS1``, ``U5__ptr``), where it differs from the ABI's one.

The ABI's ``<qualifiers>`` (vendor qualifiers, then the CV letters), clang and
LLVM's demangler make one candidate of the whole qualified type.  c++filt reads
each vendor qualifier as a level of its own, the type after it a type of its own
(and a candidate): ``U3AS1 K i`` makes ``K i`` and then the whole, ``U3AS1 U3foo i``
``U3foo i`` and the whole.  (Where the CV letters come first, old SPIR producers'
``K U3AS1 i``, both peers make ``U3AS1 i`` a candidate, which the producers that
write it do not: the styles print the producers' reading there,
tests/catalogue/test_thirdparty_items.py.)

:func:`renumbering` says whether c++filt numbers a qualified type otherwise; the
builder (spirmangle.demangler.core) notes it, and under c++filt's reading mode
(``ReadingMode.peer``, spirmangle.demangler.peer_styles) records its inner
candidates (:func:`qualifier_levels`) before the whole.  The vendor qualifiers
are taken in the model's order (the canonical spelling's)."""

from __future__ import annotations

from ..model import Qualified
from ..render.peer_numbering import GNU

__all__ = ["renumbering", "qualifier_levels"]


def renumbering(node: Qualified) -> int:
    """The peers (bits of spirmangle.render.peer_numbering) that make other
    candidates of ``node`` (a qualified type with a vendor qualifier)."""
    if node.cv_first:  # (the producers' numbering: see module docs)
        return 0
    vendors = len(node.vendor) + (node.addrspace is not None)
    cv = node.const or node.volatile or node.restrict
    return GNU if cv or vendors > 1 else 0


def qualifier_levels(node: Qualified, peer: int) -> list[Qualified]:
    """The candidates ``peer`` records inside ``node``, innermost first (the
    whole, ``node``, is not among them)."""
    if peer != GNU:
        return []
    cv = node.const or node.volatile or node.restrict
    space = () if node.addrspace is None else (node.addrspace,)
    vendors: list[object] = [*space, *node.vendor]
    levels = [_level(node, [], True)] if cv else []
    for k in range(len(vendors) - 1, 0, -1):
        levels.append(_level(node, vendors[k:], cv))
    return levels


def _level(node: Qualified, vendors: list[object], cv: bool) -> Qualified:
    space = node.addrspace if vendors and vendors[0] is node.addrspace and node.addrspace is not None \
        else None
    names = tuple(v for v in vendors if type(v) is str)
    return Qualified(node.base, space, cv and node.const, cv and node.volatile,
                     cv and node.restrict, names, False,
                     node.private_spelled if space is not None else False)
