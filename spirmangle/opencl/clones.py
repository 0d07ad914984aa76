"""Clone suffixes written after a declaration (issue 25): ``f(int) (.cold)`` as the
opencl and llvm styles print ``_Z1fi.cold``, ``f(int) [clone .cold]`` as the gnu
style (c++filt) does, and several of them, ``(.constprop.0.isra.0)`` or
``[clone .constprop.0] [clone .isra.0]``.

The demangler keeps a name's clone suffix apart from its model
(``Symbol.clone_suffix``, spirmangle.demangler.symbol): the model is the
function's, the suffix follows its mangled name.  So does the reader: it splits
the suffix off the end of the text, reads the declaration before it, and gives
both (spirmangle.opencl.prototype.parse_declaration).  A suffix is what c++filt
reads as one (spirmangle.demangler.symbol.CLONE_SUFFIX); anything else in that
place is an error at its column.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..errors import PrototypeError
from ..model import Entity

# (the demangler's: a dot, lower-case letters, digits or _, then dot-and-digits groups
# or further clones; spirmangle.demangler.symbol.CLONE_SUFFIX, kept equal by a test)
CLONE_SUFFIX = r"\.[a-z0-9_]+(?:\.(?:[0-9]+|[a-z_][a-z0-9_]*))*"
_LAST = re.compile(r"(?:\(\s*(?P<llvm>%s)\s*\)|\[\s*clone\s+(?P<gnu>%s)\s*\])\s*\Z"
                   % (CLONE_SUFFIX, CLONE_SUFFIX))
# a group in that place that is no clone suffix: an error there, not a declarator's
_LOOSE = re.compile(r"(?:\(\s*\.(?!\.)[^()]*\)|\[\s*clone(?![A-Za-z0-9_])[^\[\]]*\])\s*\Z")


class Declaration(NamedTuple):
    """A declaration's entity (a Function, or in C++ the special name or variable
    the text names) and the clone suffix written after it (``.cold``, empty for
    none): the mangled name is ``mangle(entity) + clone_suffix``."""

    entity: Entity
    clone_suffix: str = ""


def split_clone_suffix(text: str) -> tuple[str, str, int]:
    """(the declaration before the clone suffixes, the suffix as the mangled name
    ends in it, the offset in ``text`` of its first group); (text, "", len) for none.
    A trailing ``;`` may follow the suffixes."""
    if "." not in text and "clone" not in text:  # (the common case, at once)
        return text, "", len(text)
    end = len(text.rstrip())
    if end and text[end - 1] == ";":
        end -= 1
    head = text[:end]
    clones: list[str] = []
    start = len(text)
    while True:
        m = _LAST.search(head)
        if m is None:
            break
        clones.append(m.group("llvm") or m.group("gnu"))
        head, start = head[:m.start()], m.start()
    loose = _LOOSE.search(head)
    if loose is not None:
        line = text.count("\n", 0, loose.start()) + 1
        column = loose.start() - (text.rfind("\n", 0, loose.start()) + 1) + 1
        raise PrototypeError("invalid clone suffix (a dot, lower-case letters, digits or '_': "
                             "'(.cold)', '[clone .isra.0]')", line, column, text)
    if not clones:
        return text, "", len(text)
    return text[:len(head.rstrip())], "".join(reversed(clones)), start
