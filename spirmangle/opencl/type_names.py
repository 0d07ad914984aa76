"""The type names an OpenCL C prototype may use (the typedefs OpenCL C predefines,
resolved for a target), and the ones it uses unknown.

OpenCL C knows its builtin type words and typedefs (``size_t``, ``float4``...); a
class, union or enum type is known where the text declares it (``struct Foo``)
or the caller names it (``classes``, the command's ``--class``).  Any other name
is an error with a did-you-mean, never silently a class (issue 25): a typo such
as ``flaot4`` would otherwise mangle as a class named ``flaot4``.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache
from typing import Iterable

from ..config import Target, get_target
from ..errors import PrototypeError
from ..model import IMAGE_SHAPES, OPAQUE_TYPES, Atomic, Builtin, Entity, Image, NamedType, Opaque, SourceName, Type, Vector
from ..model.bounds import walk
from ..model.typecodes import C_TYPE_WORDS, VECTOR_ELEMENTS

_TAGGED = re.compile(r"(?<![A-Za-z0-9_])(?:struct|union|enum)\s+([A-Za-z_][A-Za-z0-9_]*)")


@lru_cache(maxsize=None)
def typedefs(target: Target) -> dict[str, Type]:
    """Every typedef name OpenCL C predefines, resolved for ``target``."""
    size_t, ptrdiff_t = target.size_t, target.ptrdiff_t
    table: dict[str, Type] = {
        "uchar": Builtin("uchar"), "ushort": Builtin("ushort"), "uint": Builtin("uint"),
        "ulong": Builtin("ulong"),
        "size_t": size_t, "uintptr_t": size_t, "ptrdiff_t": ptrdiff_t, "intptr_t": ptrdiff_t,
        "cl_mem_fence_flags": Builtin("uint"),
        "kernel_enqueue_flags_t": Builtin("int"), "clk_profiling_info": Builtin("int"),
        "memory_order": NamedType(SourceName("memory_order")),
        "memory_scope": NamedType(SourceName("memory_scope")),
        "ndrange_t": NamedType(SourceName("ndrange_t")),
        "atomic_flag": Atomic(Builtin("int")),
        "atomic_size_t": Atomic(size_t), "atomic_uintptr_t": Atomic(size_t),
        "atomic_ptrdiff_t": Atomic(ptrdiff_t), "atomic_intptr_t": Atomic(ptrdiff_t),
    }
    for scalar in ("int", "uint", "long", "ulong", "float", "double", "half"):
        table["atomic_" + scalar] = Atomic(Builtin(scalar))
    for element in VECTOR_ELEMENTS:
        if element == "bool":
            continue
        for size in (2, 3, 4, 8, 16):
            table["%s%d" % (element, size)] = Vector(Builtin(element), size)
    for shape in IMAGE_SHAPES:
        table[shape + "_t"] = Image(shape, None)
    for name in OPAQUE_TYPES:
        table[name] = Opaque(name)
    return table


@lru_cache(maxsize=None)
def known_type_names(target: str) -> tuple[str, ...]:
    """Every type name OpenCL C knows on ``target`` (builtin words and typedefs)."""
    return tuple(sorted(set(C_TYPE_WORDS) | set(typedefs(get_target(target)))))


def unknown_type_names(fn: Entity, text: str, target: str,
                       declared: Iterable[str] = ()) -> list[str]:
    """The class type names of ``fn`` that OpenCL C does not know and ``text`` does
    not declare with ``struct``/``union``/``enum`` (nor ``declared`` lists), in order
    of appearance."""
    known = set(known_type_names(target)) | set(_TAGGED.findall(text)) | set(declared)
    found: list[str] = []
    for node in walk([fn]):
        if type(node) is NamedType and type(node.name) is SourceName:
            name = node.name.identifier
            if name not in known and name not in found:
                found.append(name)
    return sorted(found, key=lambda n: offset_of(text, n))


def offset_of(text: str, word: str) -> int:
    """The index of ``word``'s first appearance as a word in ``text`` (0 if none)."""
    m = re.search(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(word), text)
    return m.start() if m else 0


def did_you_mean(name: str, target: str) -> str:
    """`` (did you mean 'float4'?)`` or empty."""
    close = difflib.get_close_matches(name, known_type_names(target), n=1, cutoff=0.6)
    return " (did you mean '%s'?)" % close[0] if close else ""


UNKNOWN_HINT = " (write 'struct %s' or declare it as a class)"


def check_type_names(fn: Entity, text: str, target: str, declared: Iterable[str] = (),
                     hint: str = UNKNOWN_HINT) -> None:
    """Raise :class:`PrototypeError` at the first type name of ``fn`` that OpenCL C
    does not know and ``text`` does not declare (nor ``declared`` lists): a
    did-you-mean where a known name is close, else ``hint`` (``%s``: the name)."""
    unknown = unknown_type_names(fn, text, target, declared)
    if not unknown:
        return
    name = unknown[0]
    offset = offset_of(text, name)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    message = "unknown type name '%s'%s" % (name, did_you_mean(name, target)
                                            or hint.replace("%s", name))
    raise PrototypeError(message, line, column, text)
