"""The designed bounds on hostile input, in one place.

Every recursion that follows the structure of its input (the demangler's
builder and printer, the mangler, the prototype parser, JSON) is bounded by
:data:`MAX_DEPTH` levels of *expanded* nesting: a substitution or a template
parameter counts with the depth of what it stands for, and each component of
a nested name counts as a level.  The printers and the mangler are run with
enough recursion headroom for that depth (:func:`headroom`), so a name the
demangler accepts never hits Python's recursion limit afterwards.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Iterator

MAX_NAME_LENGTH = 256 * 1024  # a longer name is rejected at once (real ones are < 64 KiB)
MAX_DEPTH = 400  # levels of expanded nesting in a name, prototype or model
MAX_EXPANDED_NODES = 200_000  # model nodes with every substitution expanded
MIN_OUTPUT = 64 * 1024  # a demangling may print this many characters...
OUTPUT_FACTOR = 256  # ...or this many times the length of the name, if more
FRAMES_PER_LEVEL = 6  # Python frames the printers or the mangler spend per level
MAX_FILTER_SYMBOL = 1 << 20  # the stream filter copies a longer run of name bytes unchanged
FILTER_CACHE_BYTES = 8 << 20  # the filter's cache of demanglings holds at most this much text...
FILTER_CACHE_MAX_NAME = 4096  # ...and no name longer than this
MAX_PROTOTYPE_LINE = 1 << 20  # bytes in one prototype given to ``spirmangle mangle``


def max_output(name_length: int) -> int:
    """The default bound on the text printed for a name of this length."""
    return max(MIN_OUTPUT, OUTPUT_FACTOR * name_length)


@contextmanager
def headroom(levels: int = MAX_DEPTH) -> Iterator[None]:
    """Run a recursion over at most ``levels`` levels of a model with the
    interpreter's recursion limit raised to fit it (and restored after)."""
    need = levels * FRAMES_PER_LEVEL + 200
    frame = sys._getframe()
    depth = 0
    while frame is not None and depth < 10_000:
        frame = frame.f_back  # type: ignore[assignment]
        depth += 1
    old = sys.getrecursionlimit()
    if depth + need <= old:
        yield
        return
    sys.setrecursionlimit(depth + need)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
