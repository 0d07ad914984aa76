"""Locate and load the Lark grammars shipped with the package.

In a wheel the grammars live in ``spirmangle/grammar/``; in a source checkout
they are the top-level ``grammar/`` directory.  Compiled parsers are cached on
disk by Lark so start-up stays fast.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from lark import Lark

_PACKAGE_DIR = Path(__file__).resolve().parent


def grammar_path(filename: str) -> Path:
    """The path of a grammar file, installed or in a source checkout."""
    for directory in (_PACKAGE_DIR / "grammar", _PACKAGE_DIR.parent / "grammar"):
        candidate = directory / filename
        if candidate.is_file():
            return candidate
    raise FileNotFoundError("grammar %s not found next to %s" % (filename, _PACKAGE_DIR))


def _cache_file(filename: str) -> str | bool:
    user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    directory = os.environ.get("SPIRMANGLE_CACHE_DIR") or os.path.join(
        tempfile.gettempdir(), "spirmangle-cache-" + user)
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError:
        return False
    return os.path.join(directory, filename + ".lark-cache")


def load_lalr(filename: str, **options: Any) -> Lark:
    """Build an LALR parser for ``filename``; Lark caches the analysis on disk."""
    text = grammar_path(filename).read_text(encoding="utf-8")
    cache = _cache_file(filename)
    return Lark(text, parser="lalr", cache=cache, propagate_positions=False,
                maybe_placeholders=False, **options)
