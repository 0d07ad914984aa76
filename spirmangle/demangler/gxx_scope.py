"""g++'s numbering of an unresolved name's scope, read beside the ABI's.

An expression names ``A<T>::x`` by an unresolved name.  The ABI (and clang,
mostly, and LLVM's demangler) writes ``sr <qualifier-level>+ E x`` or
``srN <unresolved-type> <qualifier-level>* E x`` and makes none of the levels a
substitution candidate (the unresolved-type is one: ``T_``, a decltype, and
``T_<args>``, which every compiler records and LLVM does not).  g++ writes its
own ``sr <type> x``: the type is a
nested name after ``srN`` (``srN1W1XIT_EE1y``, ``srNT_4typeE5value``,
``srNS_8internal15get_fixed_valueIT_Lin1EEE5value``) or a type named by a
source name after ``sr`` (``sr1AIT_E1b``), and every prefix of that type and
the type itself are candidates, as in any type.  A substitution after the
scope therefore means one thing to g++ (and c++filt, which reads ``srN`` so)
and another to the ABI (and llvm-cxxfilt).  ``srN`` followed by a source name
and ``sr <type>`` without ``E`` only g++ writes; ``srNT_4typeE5value`` is the
same characters under both.

:func:`reread` is called when the ABI reading is rejected (a later
substitution refers past an ``srN`` scope, or the name does not parse):

* the ABI reading, now letting substitutions refer past the scope;
* g++'s reading (:mod:`spirmangle.demangler.reading_mode`): ``srN`` as ``sr <type>``, and if
  that fails, ``sr <digit>`` too (c++filt's order: it reads ``sr1A1bE1c`` by the
  ABI first, as ``sr <type>`` only when the whole name fails so);
* a reading that does not mangle back to the name is dropped.

When both remain, the Symbol is the ABI's (the llvm and opencl styles, JSON and
the model) and keeps g++'s as ``Symbol.gxx``, which the gnu style prints (as
c++filt does).  When only g++'s remains, the Symbol is g++'s, its
``numbering`` is ``"g++"``, and its model (an unresolved name whose scope is a
class type, :class:`~spirmangle.model.UnresolvedName` form ``sr``) mangles back
with g++'s numbering.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Optional

from ..errors import DemangleError, MangleError
from .reading_mode import ABI_READING, ReadingMode

if TYPE_CHECKING:  # pragma: no cover
    from .symbol import Symbol

__all__ = ["attempt", "modes", "reread"]

_SR_DIGIT = re.compile(r"sr[1-9]")
Read = Callable[[ReadingMode], "Symbol"]  # a name read under a reading mode


def modes(name: str) -> list[int]:
    """The g++ readings worth trying (:class:`ReadingMode`'s ``sr_types``):
    1 if the name has ``srN``, 2 if it has ``sr <digit>``; none if neither."""
    found = [1] if "srN" in name else []
    if _SR_DIGIT.search(name):
        found.append(2)
    return found


def reread(name: str, read: Read, mode: ReadingMode = ABI_READING) -> Optional["Symbol"]:
    """``name`` read the ABI's way and g++'s way (see module docs), after the
    ABI reading was rejected (``read(mode)`` reads it under a reading ``mode``,
    these derived from ``mode``); None if neither reads it (or mangles back)."""
    tries = modes(name)
    if not tries:
        return None
    abi = attempt(name, read, _abi_scope(mode))
    gxx = None
    for sr_types in tries:
        gxx = attempt(name, read, _gxx_scope(mode, sr_types))
        if gxx is not None:
            break
    if gxx is None:
        if abi is not None:
            _keep_gxx_numbering(abi, name, read, _gxx_scope(mode, tries[0]))
        return abi
    if abi is None:
        gxx.numbering = "g++"
        _keep_abi_numbering(gxx, name, read, _abi_scope(mode))
        return gxx
    abi.gxx = gxx
    return abi


def _abi_scope(mode: ReadingMode) -> ReadingMode:
    """``mode`` with the ABI's ``sr``, a substitution past an ``srN`` scope allowed."""
    return mode._replace(sr_types=0, past_scope=True)


def _gxx_scope(mode: ReadingMode, sr_types: int) -> ReadingMode:
    """``mode`` with g++'s ``sr <type>`` (``sr_types``: see :func:`modes`)."""
    return mode._replace(sr_types=sr_types, past_scope=False)


def _keep_gxx_numbering(abi: "Symbol", name: str, read: Read, gxx_mode: ReadingMode) -> None:
    """g++'s numbering of ``name`` (``srN``'s nested name a type, its prefixes
    candidates), though it does not mangle back, kept for the gnu style: c++filt
    reads it so (spirmangle.demangler.peer_styles)."""
    try:
        gxx = read(gxx_mode)
    except DemangleError:
        return
    abi.gxx_numbering = gxx
    if abi._scopes is None:  # (the gnu style asks spirmangle.demangler.peer_styles for the reading)
        abi._scopes = ([], [], [], 0, None)


def _keep_abi_numbering(gxx: "Symbol", name: str, read: Read, abi_mode: ReadingMode) -> None:
    """The ABI's numbering of ``name`` (``srN``'s levels no candidates), though it
    does not mangle back, kept for the llvm style: llvm-cxxfilt-19 reads it so
    (spirmangle.demangler.peer_styles)."""
    try:
        abi = read(abi_mode)
    except DemangleError:
        return
    gxx.abi_numbering = abi
    if gxx._scopes is None:  # (the llvm style asks spirmangle.demangler.peer_styles for the reading)
        gxx._scopes = ([], [], [], 0, None)


def attempt(name: str, read: Read, mode: ReadingMode) -> Optional["Symbol"]:
    """``read(mode)`` of ``name`` (``mode``: the reading of the lexer and builder,
    spirmangle.demangler.reading_mode), if it parses and mangles back to
    ``name``; else None."""
    try:
        symbol = read(mode)
    except (DemangleError, MangleError):
        return None
    # (a host-spelled address space, U7CLlocal, is written so for a host target)
    target = "x86_64" if symbol.host_addrspaces else None
    from ..mangler.core import remangled  # (on first use: start-up, issue 23)

    return symbol if remangled(symbol.entity, symbol.dialect, target) == name else None
