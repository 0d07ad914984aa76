"""Which candidate numbering this thread's parse follows: the ABI's, or a
peer's where it records other substitution candidates.

* LLVM's demangler records a template template parameter used with arguments as
  a type, ``T_ <template-args>``, as one candidate (``T_<args>``), where the
  ABI's ``<template-template-param>`` is a candidate of its own before its
  arguments (as clang-19 and c++filt number it); as an unresolved name's scope
  (``sr T_ IiE``) it records ``T_`` alone, where the ABI records ``T_<int>``.
* c++filt records an unnamed type (``Ut_``) of a nested name as a candidate of
  its own before the nested name's prefix that ends with it.

:mod:`spirmangle.demangler.peer_styles` reads a name that has one a second time under
:func:`numbering` for the peer's style.  This module imports nothing, so the
builder can consult it.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

_state = threading.local()


LLVM = 1  # (the bits of a parse's ``renumbered``: which peers number its candidates
GNU = 2  # otherwise than the ABI; and whether it has a declared pack, TpTn... J...E, which
DECLARED_PACK = 4  # LLVM reads as no parameter pack: spirmangle.render.peer_scopes)


def llvm_numbering() -> bool:
    """Whether this thread's parse numbers candidates as llvm-cxxfilt-19 does."""
    return getattr(_state, "peer", 0) == LLVM  # (LLVM, GNU: 1, 2)


def gnu_numbering() -> bool:
    """Whether this thread's parse numbers candidates as c++filt does."""
    return getattr(_state, "peer", 0) == GNU


@contextmanager
def numbering(peer: int) -> Iterator[None]:
    """Parse with ``peer``'s numbering (LLVM or GNU) within the block."""
    before = getattr(_state, "peer", 0)
    _state.peer = peer
    try:
        yield
    finally:
        _state.peer = before
