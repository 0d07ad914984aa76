"""The llvm and gnu styles print a name as their peer does, also where the peer
misreads it (resolves a substitution or a template parameter to another thing
than the ABI does), wherever its reading is a function of the name we can
model.  The model (``Symbol.entity``), the opencl and cxx styles and JSON's
structured fields are the ABI's reading.

A peer's reading is a second entity, made from the ABI's when a style asks for
it and kept: :func:`peer_twin` gives a Symbol like the original with that
entity, or None when the peer reads the name as the ABI does.  Only names whose
parse noted scopes, constraints or other numberings (``Symbol._scopes``) can
have one:

* llvm-cxxfilt-19 (:mod:`spirmangle.render.peer_scopes`): a template parameter is the
  argument of the scope it was read in, wherever a substitution puts it; a
  constraint's template parameter is its name (``T``), also outside it; a name
  whose candidates it numbers otherwise (:mod:`spirmangle.render.peer_numbering`) is
  read again so first;
* c++filt: a name whose candidates it numbers otherwise (an unnamed type in a
  nested name, an ``alignof``/``typeid`` operand) is read again so
  (:mod:`spirmangle.render.peer_numbering`); g++'s numbering of an inheriting
  constructor's name or of ``srN`` where only the ABI's mangles back is kept by
  the parse (``Symbol._scopes``, ``Symbol.gxx_numbering``).

The rest are print rules of the styles, applied to every name (``Printer.peer``;
``format(style, exact=True)`` leaves them out): llvm-cxxfilt-19 prints a cast's
target type's left part only and ``new T()`` as ``new T``; both read one template
argument list after an inheriting constructor's base written without its own as
the base's (and print none); c++filt keeps the
template arguments of where it first printed a reference to a template parameter
for it (libiberty's saved scopes), keeps the comma of an empty pack before more
of a list, prints every template parameter in a lambda's signature as the
lambda's (``auto:1``), ``new[]`` as ``new``, ``sizeof...`` of a pack it does not
find as 0, an array type in a return type's ``decltype`` with the function's
declarator in it, and names a constructor or destructor after the last source
name it read (:mod:`spirmangle.render.peer_structors`).
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from .parser import parse_name
from ..config import get_dialect
from ..errors import DemangleError
from ..render.peer_numbering import GNU, LLVM
from .reading_mode import ReadingMode
from ..render.peer_scopes import llvm_reading

__all__ = ["misread_styles", "peer_twin"]

_DIALECTS = {"spirv": "itanium"}  # (the dialect a Symbol's reading parses under)

_NONE = "none"  # (cached: the peer reads the name as the ABI does)
# A named cast's code (dc, sc, cc, rc) may be in the name: llvm-cxxfilt-19 prints its
# target type's left part only (spirmangle.render.exprs); an inheriting constructor
# template's arguments are its base's to both peers (spirmangle.render.core).
_NAMED_CAST = re.compile(r"[dscr]c|piE|CI")
# What c++filt may print otherwise (the gnu style's print rules): an empty pack (a comma
# of it), sizeof... (0), new[] (new), decltype (an array type with the function's
# declarator in it), a constructor or destructor (the last source name read);
# and a template parameter where c++filt has no template in scope (it prints nothing).
_GNU_RULES = re.compile(r"[JI]E|Dp|sZ|sP|na|DT|[CD][0-5]|CI|T\d*_")


def peer_twin(symbol: Any, style: str) -> Optional[Any]:
    """A Symbol like ``symbol`` whose entity is the reading of ``style``'s peer,
    or None where that is the ABI's reading."""
    cache = symbol.__dict__.setdefault("_peer_twins", {})
    found = cache.get(style)
    if found is None:
        entity = _reading(symbol, style)
        if entity is None:
            found = cache[style] = _NONE
        else:
            from copy import copy  # (on first use: start-up, issue 23)

            found = cache[style] = copy(symbol)
            found.__dict__.pop("_peer_twins", None)
            found.__dict__.pop("_printed", None)  # (the symbol's texts, not the twin's)
            found._entity = entity
            found._scopes = None
            found.gxx = None
            found.clone_suffix = ""
            found._private_pointees = ((), ())
    return None if found is _NONE else found


def _reading(symbol: Any, style: str) -> Optional[Any]:
    peer = LLVM if style == "llvm" else GNU
    entity, scopes = symbol._entity, symbol._scopes
    # (spirmangle.demangler.gxx_scope: where only g++'s numbering of srN mangles back, LLVM reads the
    # ABI's; where only the ABI's does, c++filt reads g++'s)
    other = symbol.abi_numbering if peer == LLVM else symbol.gxx_numbering
    if other is not None:
        if peer == GNU or not other._scopes:
            return other._entity
        return llvm_reading(other._entity, other._scopes) or other._entity
    if scopes[3] & peer and symbol.numbering == "abi":  # the peer numbers candidates otherwise
        dialect = _DIALECTS.get(symbol.dialect, symbol.dialect)
        # (c++filt records no phantom __private candidate: its reading is the plain rule's,
        # where that reads the name)
        tried = ["itanium", dialect] if peer == GNU and get_dialect(
            dialect).substitution.phantom_private else [dialect]
        for rule in tried:
            try:
                entity, stats = parse_name(symbol.mangled, rule, ReadingMode(peer=peer))
            except DemangleError:  # (the peer reads no such name: the model's reading stands)
                entity = symbol._entity
            else:
                if peer == GNU:
                    return entity
                return llvm_reading(entity, stats.scopes) or entity
    if peer == GNU:  # (c++filt's other rules are the gnu style's printing's)
        return scopes[4]  # (g++'s numbering of an inheriting constructor's name, or None)
    return llvm_reading(entity, scopes)


def misread_styles(symbol: Any) -> list[str]:
    """The peer styles (``llvm``, ``gnu``) whose text of ``symbol`` is not the
    model's reading in that style's format (JSON's ``peer_misread``)."""
    found = []
    if symbol._scopes is not None or symbol.peer_reading is not None \
            or _NAMED_CAST.search(symbol.mangled):
        if symbol._print("llvm") != symbol._print("cxx"):
            found.append("llvm")
    if symbol._scopes is not None or symbol.gxx is not None or symbol.peer_reading is not None \
            or _GNU_RULES.search(symbol.mangled):
        try:
            exact = symbol._print("gnu", peer=False)  # (format("gnu", exact=True))
        except DemangleError:  # (c++filt's manner has no text of the model's reading)
            exact = None
        try:
            text: Optional[str] = symbol._print("gnu")
        except DemangleError:  # (c++filt prints nothing: spirmangle.render.gnu_unscoped)
            text = None
        if text != exact:
            found.append("gnu")
    return found
