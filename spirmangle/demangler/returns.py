"""The OpenCL C return type of a catalogued builtin, by mangled name: the lookup
side of :mod:`spirmangle.catalogue.index`, which builds the file this reads
(``catalogue/return_types.tsv``, committed and shipped).  It imports nothing of
the package, so that :class:`spirmangle.Symbol` can print a builtin's return
type the way the command line does without the catalogue above it."""

from __future__ import annotations

import os
from functools import lru_cache

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

if TYPE_CHECKING:
    from pathlib import Path

# (a str, so that start-up does not import pathlib; INDEX_FILE is its Path)
INDEX_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                          "catalogue", "return_types.tsv")
_FEW = 32  # lookups answered by a substring search before the table is built


@lru_cache(maxsize=1)
def _text() -> str:
    return "\n" + index_text()


def index_text() -> str:
    """The index file's text (empty if it cannot be read)."""
    try:
        with open(INDEX_PATH, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def __getattr__(name: str) -> Path:
    if name == "INDEX_FILE":  # the index file, as a Path
        from pathlib import Path

        return Path(INDEX_PATH)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


@lru_cache(maxsize=1)
def _table() -> dict[str, str]:
    return dict(line.split("\t", 1) for line in _text().splitlines() if "\t" in line)


_lookups = 0


def return_type_of(mangled: str) -> Optional[str]:
    """The OpenCL C return type of a catalogued builtin, or None if unknown."""
    global _lookups
    _lookups += 1
    if _lookups > _FEW:  # many names: build the table once
        return _table().get(mangled)
    # A few names (the common command line): one substring search beats
    # parsing the whole file at start-up.
    text = _text()
    key = "\n%s\t" % mangled
    start = text.find(key)
    if start < 0:
        return None
    start += len(key)
    end = text.find("\n", start)
    return text[start:end if end >= 0 else len(text)]


def is_catalogued_name(name: str) -> bool:
    """Whether some catalogued builtin is named ``name`` (one substring search:
    ``_Z<len><name>`` starts a mangled name of that name and no other)."""
    return ("\n_Z%d%s" % (len(name), name)) in _text()
