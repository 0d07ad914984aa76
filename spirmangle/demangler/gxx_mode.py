"""Which numbering of an unresolved name's scope this thread's parse follows.

g++ writes ``A<T>::x`` in an expression as its ``sr <type> <name>``: ``srN`` and a
nested-name type (``srN1W1XIT_EE1y``, ``srNT_4typeE5value``) or a plain type
(``sr1AIT_E1b``), whose prefixes are substitution candidates as in any type.  The
ABI's ``srN <unresolved-type> <qualifier-level>* E`` (clang's, LLVM's reading)
makes none of its levels a candidate.  :mod:`spirmangle.demangler.gxx_scope` reads a name
both ways; this module holds the switch the lexer and the builder consult (per
thread, as the parsers are): it imports nothing, so the lexer can import it.

``SR_TYPES``: 0 reads the ABI's grammar; 1 reads ``srN`` as g++'s
``sr <type>``; 2 reads ``sr <digit>`` so too (c++filt's second try, see
:func:`spirmangle.demangler.gxx_scope.modes`).  ``past_scope``: a substitution may refer
past an ``srN`` scope (the ABI reading, kept beside the g++ one); else the
builder rejects it, and :mod:`spirmangle.demangler.gxx_scope` reads the name both ways.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator

_state = threading.local()


def sr_types() -> int:
    """How this thread's lexer reads ``sr`` (see module docs): 0, 1 or 2."""
    return getattr(_state, "sr_types", 0)


def past_scope() -> bool:
    """Whether a substitution may refer past an ``srN`` scope in this thread's parse."""
    return getattr(_state, "past_scope", False)


@contextmanager
def reading(sr_types: int = 0, past_scope: bool = False) -> Iterator[None]:
    """Parse under these switches within the block (restored after it)."""
    before = (getattr(_state, "sr_types", 0), getattr(_state, "past_scope", False))
    _state.sr_types, _state.past_scope = sr_types, past_scope
    try:
        yield
    finally:
        _state.sr_types, _state.past_scope = before
