"""The peers whose candidate numbering differs from the ABI's: where they record
other substitution candidates.

* LLVM's demangler records a template template parameter used with arguments as
  a type, ``T_ <template-args>``, as one candidate (``T_<args>``), where the
  ABI's ``<template-template-param>`` is a candidate of its own before its
  arguments (as clang-19 and c++filt number it); as an unresolved name's scope
  (``sr T_ IiE``) it records ``T_`` alone, where the ABI records ``T_<int>``.
* c++filt records an unnamed type (``Ut_``) of a nested name as a candidate of
  its own before the nested name's prefix that ends with it.

:mod:`spirmangle.demangler.peer_styles` reads a name that has one a second time
under the peer's numbering, for the peer's style: a parse's reading mode
(``spirmangle.demangler.reading_mode.ReadingMode.peer``) names the peer, which the
builder follows.  This module imports nothing.
"""

from __future__ import annotations

LLVM = 1  # (the bits of a parse's ``renumbered``: which peers number its candidates
GNU = 2  # otherwise than the ABI; and whether it has a declared pack, TpTn... J...E, which
DECLARED_PACK = 4  # LLVM reads as no parameter pack: spirmangle.render.peer_scopes)
