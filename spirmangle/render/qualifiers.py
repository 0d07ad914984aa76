"""How qualifiers print in each style: const, volatile and restrict, the address
space (an OpenCL keyword, ``AS<n>``, or the host spelling) and the vendor
qualifiers, in the order each peer prints them (the half of
:class:`spirmangle.render.types.TypePrinter` that prints words, not declarators)."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from ..model import AddressSpace, Qualified
from .packs import PackPrinter


class QualifierPrinter(PackPrinter):
    """The qualifiers' words (:class:`spirmangle.render.core.Printer` sets these)."""

    style: str
    host_addrspaces: bool
    spell_private: bool

    def _addrspace(self, space: AddressSpace) -> str:
        if self.style == "opencl":
            return space.keyword
        if self.host_addrspaces:
            from ..config import host_addrspace

            return host_addrspace(space)
        return "AS%d" % int(space)

    def _cv(self, q: Qualified) -> list[str]:
        if not (q.const or q.volatile or q.restrict):
            return []
        return [w for w, on in (("const", q.const), ("volatile", q.volatile),
                                ("restrict", q.restrict)) if on]

    def _ext(self, q: Qualified) -> list[str]:
        """The vendor qualifiers as printed.  The peers print the last mangled first,
        and the address space is mangled first (opencl: the address space first)."""
        space, vendor = q.addrspace, q.vendor
        if space is None:
            return list(reversed(vendor)) if vendor and self.style != "opencl" else list(vendor)
        if self.style == "opencl":
            return [space.keyword, *vendor]
        # In llvm/gnu style a __private that the mangling did not spell is not printed.
        spelled = self.spell_private or space != AddressSpace.PRIVATE or q.private_spelled
        return [*reversed(vendor), self._addrspace(space)] if spelled else list(reversed(vendor))

    def _no_space(self, q: Qualified) -> bool:
        """Whether ``q`` prints no address space (none, or an unspelled __private:
        clang's reading of a pointee marks it so, and prints alike)."""
        space = q.addrspace
        return space is None or (space == AddressSpace.PRIVATE and not self.spell_private
                                 and not q.private_spelled)

    def _quals(self, q: Qualified) -> list[str]:
        return self._cv(q) + self._ext(q)


def objc_protocol(t: Qualified) -> Optional[str]:
    """The protocol of an Objective-C ``U <len>objcproto<source-name>`` vendor
    qualifier (``objcproto1A``: ``A``), or None."""
    if len(t.vendor) != 1 or not t.vendor[0].startswith("objcproto"):
        return None
    rest = t.vendor[0][9:]
    digits = len(rest) - len(rest.lstrip("0123456789"))
    if not digits or rest[0] == "0" or int(rest[:digits]) != len(rest) - digits:
        return None
    return rest[digits:]
