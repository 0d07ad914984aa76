"""How the opencl style spells a vector type, and how the prototype parser reads it.

OpenCL C names the vectors of its scalar types by typedef: ``float4``, ``uchar16``
(sizes 2, 3, 4, 8 and 16).  Any other vector -- of ``_Float16``, ``__bf16``,
``_BitInt(N)``, ``signed char``, ``long long``, or of another size (``Dv32_f``,
``Dv1_c``) -- has no such name, and is spelled with GCC's ``vector_size``
attribute, which takes the vector's size in bytes: clang-19 accepts it in OpenCL
C on a parameter's type and mangles the type ``Dv<N>_<element>``
(``_Float16 __attribute__((vector_size(8)))`` is ``Dv4_DF16_``).  Qualifiers
follow the attribute (``_Float16 __attribute__((vector_size(8))) const __global *``):
there clang applies them to the vector, as the prototype parser does; an address
space written before the attribute qualifies the element (clang's reading too).
An element whose size OpenCL C does not fix (``bool``, ``wchar_t``,
``char16_t``...) is spelled with clang's ``ext_vector_type(N)``, which takes the
element count (clang takes that one on a typedef only; the prototype parser reads
it on a parameter too).
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from . import BitInt, Builtin, Qualified, Type, Vector
from .typecodes import BUILTIN_SIZES, VECTOR_ELEMENTS

TYPEDEF_SIZES = (2, 3, 4, 8, 16)
_TYPEDEF_ELEMENTS = frozenset(VECTOR_ELEMENTS) - {"bool"}
# Sizes in OpenCL C (clang-19, spir64; long long is 128 bits there), for vector_size.
_BYTES = BUILTIN_SIZES
# (compiled at its first use, by re's cache: demangling never reads it)
_VECTOR_ATTRIBUTE = (
    r"__attribute__\s*\(\(\s*(?:__)?(vector_size|ext_vector_type)(?:__)?\s*\(\s*([0-9]+)\s*\)\s*\)\)\Z")


def element_bytes(element: Type) -> Optional[int]:
    """The size of a vector element in OpenCL C, where it is fixed (a qualified
    element: its type's); None for others."""
    if type(element) is Qualified:
        element = element.base
    if type(element) is Builtin:
        return _BYTES.get(element.name)
    if type(element) is BitInt and element.bits >= 8 and element.bits & (element.bits - 1) == 0:
        return element.bits // 8  # (clang takes a power of 2 from 8 bits on)
    return None


def has_typedef(t: Type) -> bool:
    """Whether OpenCL C names the vector ``t`` by a typedef (``float4``)."""
    if not isinstance(t, Vector):
        return False
    element = t.element
    return type(element) is Builtin and element.name in _TYPEDEF_ELEMENTS and t.size in TYPEDEF_SIZES


def vector_attribute(t: Vector) -> str:
    """The attribute that makes ``t``'s element a vector (for a vector without typedef)."""
    size = element_bytes(t.element)
    if size is not None:
        return "__attribute__((vector_size(%d)))" % (size * t.size)
    return "__attribute__((ext_vector_type(%d)))" % t.size


def read_vector_attribute(text: str) -> Optional[tuple[str, int]]:
    """``("bytes", n)`` for ``vector_size(n)``, ``("count", n)`` for
    ``ext_vector_type(n)``, None for another attribute.  Raises ValueError for an
    attribute that names one of them in another form (several attributes in one)."""
    m = re.match(_VECTOR_ATTRIBUTE, text)
    if m is not None:
        return ("bytes" if m.group(1) == "vector_size" else "count"), int(m.group(2))
    if "vector_size" in text or "ext_vector_type" in text:
        raise ValueError("a vector attribute is read alone: __attribute__((vector_size(N)))")
    return None


def vector_of(element: Type, kind: str, value: int) -> Vector:
    """The vector an attribute read by :func:`read_vector_attribute` makes of ``element``."""
    if kind == "count":
        count = value
    else:
        size = element_bytes(element)
        if size is None:
            raise ValueError("vector_size needs an element of known size; "
                             "use ext_vector_type(N) for this one")
        if value % size:
            raise ValueError("vector_size(%d) is no whole number of %d-byte elements" % (value, size))
        count = value // size
    if count < 1:
        raise ValueError("a vector has at least one element")
    return Vector(element, count)
