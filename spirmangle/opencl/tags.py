"""ABI tags in OpenCL C prototypes (issue 25; spirmangle.opencl.prototype): ``f[abi:x](int)``
and ``S[abi:t]`` as the opencl style prints them (``_Z1fB1xi``, ``_Z1g1SB1t``), and the
``__attribute__((abi_tag("x")))`` a declaration carries, which clang mangles alike."""

from __future__ import annotations

import re

from ..errors import PrototypeError

TAG = re.compile(r"abi\s*:\s*([A-Za-z0-9_]+)")  # (in an ABI_TAG token, [abi:x])
_ATTRIBUTE_TAGS = re.compile(r"abi_tag\s*\(([^()]*)\)")
_STRINGS = re.compile(r'\s*"[^"\\\n]*"\s*(?:,\s*"[^"\\\n]*"\s*)*\Z')


class Tags(tuple[str, ...]):
    """A name's ABI tags written after it, ``[abi:x][abi:y]``."""

    __slots__ = ()


def attribute_abi_tags(text: str) -> tuple[str, ...]:
    """The tags of an ``__attribute__((abi_tag("x", "y")))`` (empty for another
    attribute; :func:`check_attribute_tags` has checked their form)."""
    return tuple(tag for m in _ATTRIBUTE_TAGS.finditer(text)
                 for tag in re.findall(r'"([^"]*)"', m.group(1)))


def check_attribute_tags(text: str) -> None:
    """Every ``abi_tag(...)`` of ``text`` takes one or more tag strings, else a
    PrototypeError at its argument."""
    for m in re.finditer(r"(?<![A-Za-z0-9_])abi_tag\s*\(", text):
        close = _ATTRIBUTE_TAGS.match(text, m.start())
        if close is None or not _STRINGS.match(close.group(1)):
            at = m.end()
            line = text.count("\n", 0, at) + 1
            column = at - (text.rfind("\n", 0, at) + 1) + 1
            raise PrototypeError('expected ABI tag strings: abi_tag("x", "y")', line, column, text)
