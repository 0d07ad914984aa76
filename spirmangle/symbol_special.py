"""Names whose end the grammar cannot see (for :func:`spirmangle.symbol.demangle`).

* A reference temporary ``_ZGR <name> [<seq-id>] _``: a seq-id is made of
  digits and capitals, which a name may end with too (``_ZGR1xE_`` is the
  temporary ``E_`` of ``x``; ``_ZGRN1xE_`` the first of ``x``).  As LLVM's
  demangler, the name is read as long as it goes: the trailer is found by
  trying the longest name first.  GCC's old form without a trailer
  (``_ZGR3foo``) is read too (both peers do), also where the name ends with
  ``_`` (``_ZGRUlvE_``, ``_ZGR2__``), when no trailer reads.
* A block invocation function ``___Z <encoding> _block_invoke [[_]<number>]
  [.<anything>]``, as llvm-cxxfilt reads them (c++filt does not): the text after
  ``_block_invoke`` is kept and not printed.
"""

from __future__ import annotations

import re
from typing import Callable

from .errors import DemangleError
from .model import Function, SpecialName, Variable

WRAPPED = ("_ZGR", "___Z")
_SEQ = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_BLOCK_TAIL = re.compile(r"_block_invoke((?:_?[0-9]+)?(?:\..*)?)\Z", re.S)
_BLOCK = "_block_invoke"
_MAX_SEQ = 6  # seq-id digits, as spirmangle.lexer reads them


def _reftemp_splits(name: str) -> list[tuple[str, tuple[int, ...]]]:
    """(the name without its trailer, the temporary's number) to try, the
    longest name first."""
    if not name.endswith("_") or len(name) < 6:
        return [(name, ())]
    end = len(name) - 1
    splits: list[tuple[str, tuple[int, ...]]] = [(name[:end], (0,))]
    start = end
    while start > 5 and end - start < _MAX_SEQ and name[start - 1] in _SEQ:
        start -= 1
        seq = name[start:end]
        # After an unscoped name, I starts its template arguments (as LLVM reads it).
        if seq[0] != "I" or name[start - 1] == "E":
            splits.append((name[:start], (int(seq, 36) + 1,)))
    splits.append((name, ()))  # no trailer: the name ends with _ (a closure's E_)
    return splits


def read_wrapped(name: str, read: Callable[[str], object]) -> object:
    """The Symbol of a reference temporary or block invocation ``name``;
    ``read`` demangles a name of the plain grammar into a Symbol."""
    if name.startswith("___Z"):
        return _block(name, read)
    first: DemangleError | None = None
    for inner, offsets in _reftemp_splits(name):
        try:
            symbol = read(inner)
        except DemangleError as exc:
            first = first or exc
            continue
        entity = symbol._entity  # type: ignore[attr-defined]
        if offsets:
            _rewrap(symbol, name, SpecialName(entity.kind, entity.target, offsets))
        return symbol
    assert first is not None
    raise first


def _block(name: str, read: Callable[[str], object]) -> object:
    start = name.find(_BLOCK, 4)
    while start >= 0:
        tail = _BLOCK_TAIL.match(name, start)
        if tail is not None:
            break
        start = name.find(_BLOCK, start + 1)
    else:
        raise DemangleError(name, len(name), "expected _block_invoke after the encoding")
    try:
        symbol = read(name[2:start])
    except DemangleError as exc:
        raise DemangleError(name, exc.position + 2, exc.reason) from None
    entity = symbol._entity  # type: ignore[attr-defined]
    if type(entity) is Variable:
        target: object = entity.name
    elif type(entity) is Function:
        target = entity
    else:
        raise DemangleError(name, 4, "a block is in a function or a variable")
    _rewrap(symbol, name, SpecialName("block invocation", target, (), suffix=tail.group(1)))  # type: ignore[arg-type]
    return symbol


def _rewrap(symbol: object, name: str, entity: SpecialName) -> None:
    """Give ``symbol`` (of the inner name) the whole name and its entity."""
    symbol.ambiguous  # type: ignore[attr-defined]  # (computed on the inner name)
    symbol._entity = entity  # type: ignore[attr-defined]
    symbol.mangled = name  # type: ignore[attr-defined]

