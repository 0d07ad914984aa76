"""Explaining names the grammar reads inside a wrapper (see :mod:`spirmangle.demangler.symbol_special`):
a reference temporary ``_ZGR <name> [<seq-id>] _``, a block invocation
``___Z <encoding> _block_invoke...``, an import thunk ``__imp_`` + a name and
g++'s global constructors ``_GLOBAL__I_ <name>``.  The inner name is explained,
its spans moved to where it stands in the whole name, and the wrapper's bytes
are parts of their own; a name with no inner name (gcj's resource ``_ZGr...``,
global constructors keyed to other text) is one part."""

from __future__ import annotations

from typing import Callable

from ..demangler.reading_mode import ABI_READING, ReadingMode

from ..errors import DemangleError
from .core import Part, Reading
from ..demangler.symbol import demangle
from ..demangler.symbol_special import _BLOCK, _BLOCK_TAIL, _GLOBAL, IMPORT_THUNK, _reftemp_splits

Read = Callable[[str, str, str], Reading]


def read_any(name: str, dialect: str, style: str, read: Read,
             mode: ReadingMode = ABI_READING) -> Reading:
    """``read(name, dialect, style)``, for a wrapped name too (``read`` reads under
    ``mode``, and so does the demangling of the whole name)."""
    if name.startswith(IMPORT_THUNK):
        return _import_thunk(name, dialect, style, read, mode)
    if name.startswith("___Z"):
        return _block(name, dialect, style, read, mode)
    if name.startswith(("_GLOBAL_", "_ZGr")):
        return _older(name, dialect, style, read, mode)
    if not name.startswith("_ZGR"):
        return read(name, dialect, style)
    reading = None
    for inner, offsets in _reftemp_splits(name):
        reading = read(inner, dialect, style)
        if reading.error is None:
            if len(inner) < len(name):
                reading.components.append(
                    Part("reference_temporary", len(inner), len(name),
                         value="temporary #%d" % (offsets[0] + 1 if offsets else 1)))
            return _whole(reading, name, dialect, style, mode)
    assert reading is not None
    return reading


def _import_thunk(name: str, dialect: str, style: str, read: Read, mode: ReadingMode) -> Reading:
    inner = read_any(name[len(IMPORT_THUNK):], dialect, style, read, mode)
    _shift(inner, len(IMPORT_THUNK))
    inner.components.insert(0, Part("import_prefix", 0, len(IMPORT_THUNK), value="import thunk for"))
    if inner.error is not None:
        return inner
    return _whole(inner, name, dialect, style, mode)


def _block(name: str, dialect: str, style: str, read: Read, mode: ReadingMode) -> Reading:
    start = name.find(_BLOCK, 4)
    while start >= 0 and _BLOCK_TAIL.match(name, start) is None:
        start = name.find(_BLOCK, start + 1)
    if start < 0:
        return Reading(dialect, error=(len(name), "expected _block_invoke after the encoding"))
    reading = read(name[2:start], dialect, style)
    _shift(reading, 2)
    reading.components.insert(0, Part("block_prefix", 0, 2, value="block invocation of"))
    reading.components.append(Part("block_invoke", start, len(name), value="block invocation"))
    if reading.error is not None:
        return reading
    return _whole(reading, name, dialect, style, mode)


def _older(name: str, dialect: str, style: str, read: Read, mode: ReadingMode) -> Reading:
    """g++'s global constructors or gcj's resource (c++filt's older forms)."""
    head = _GLOBAL.match(name)
    if head is not None and name.startswith("_Z", head.end()):
        reading = read(name[head.end():], dialect, style)
        _shift(reading, head.end())
        reading.components.insert(0, Part("global_structors", 0, head.end(),
                                          value="global %s keyed to" % (
                                              "constructors" if head.group(2) == "I" else "destructors")))
        return reading if reading.error is not None else _whole(reading, name, dialect, style, mode)
    try:
        symbol = demangle(name, dialect, mode=mode)
    except DemangleError as exc:
        return Reading(dialect, error=(exc.position, exc.reason))
    reading = Reading(symbol.dialect, demangled=symbol.format(style))
    reading.components.append(Part(symbol.special or "", 0, len(name), value=reading.demangled))
    return reading


def _whole(reading: Reading, name: str, dialect: str, style: str, mode: ReadingMode) -> Reading:
    """The reading with the whole name's demangling."""
    try:
        reading.demangled = demangle(name, dialect, mode=mode).format(style)
    except DemangleError as exc:
        reading.demangled, reading.error = "", (exc.position, exc.reason)
    return reading


def _shift(reading: Reading, offset: int) -> None:
    if reading.error is not None:
        reading.error = (reading.error[0] + offset, reading.error[1])
    stack = list(reading.components)
    while stack:
        p = stack.pop()
        p.start += offset
        p.end += offset
        stack.extend(p.children)
    for c in reading.candidates:
        c.start += offset
        c.end += offset
    for r in reading.references:
        r.start += offset
        r.end += offset
