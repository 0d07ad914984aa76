"""g++'s reading of ``cv T_ I <args> E I <args> E``: a conversion operator
template to a template template parameter with arguments.

The ABI's ambiguity: after ``cv T_`` (a conversion to a template parameter) an
``I`` opens the operator's own template arguments, as LLVM and c++filt read
``_ZN1AcvT_I1CEEv`` (``A::operator C<C>()``).  libiberty's cp-demangle.c reads
``T_ <args>`` as a template template parameter with arguments instead when a
second ``I`` follows those arguments: ``_ZN1AcvT_IiEI1CEEv`` is
``A::operator C<int><C>()`` (T_ and T_<int> are candidates, as in any type).
spirmangle reads it so only after the first reading is rejected (a second list
never follows the operator's arguments), under this thread's switch, which the
lexer consults; a reading where no second list follows is rejected.  This module
imports nothing, so the lexer can import it.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Iterator, Optional

_state = threading.local()


def pending() -> Optional[list[int]]:
    """None (the first reading), or the stack depths of the conversions whose
    ``T_`` took template arguments and still wait for the operator's."""
    return getattr(_state, "pending", None)


@contextmanager
def template_template_conversions() -> Iterator[None]:
    """Read ``cv T_ I`` as a template template parameter's arguments within the block."""
    before = pending()
    _state.pending = []
    try:
        yield
    finally:
        _state.pending = before


def subst_conversion() -> bool:
    """Whether a substitution that a conversion operator's type is (or ends in:
    ``cv P S1_``) leaves an ``I`` next to the operator: its own template arguments."""
    return getattr(_state, "subst", False)


@contextmanager
def substitution_conversions() -> Iterator[None]:
    """Read ``cv [P...] S<n>_ I`` with the ``I`` the operator's within the block:
    LLVM's reading (no template arguments for a type in a conversion's type), for a
    substitution that is a type already (a template parameter, a template-id):
    ``_ZN1DIZ1fIiEvT_EUlvE_EcvPS1_IivvEEv`` is ``operator int*<int, void, void>``."""
    before = subst_conversion()
    _state.subst = True
    try:
        yield
    finally:
        _state.subst = before
