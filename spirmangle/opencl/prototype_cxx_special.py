"""Special names and variables in C++ for OpenCL and SYCL text (issue 25;
spirmangle.opencl.prototype_cxx): what the opencl style prints for them reads back.

* ``vtable for A``, ``VTT for A``, ``typeinfo for T``, ``typeinfo name for T``
  (``_ZTV``, ``_ZTT``, ``_ZTI``, ``_ZTS``): a type; after ``vtable``/``VTT`` a
  plain name is a class (only classes have them), after ``typeinfo`` an unknown
  type name is the usual error;
* ``guard variable for N``, ``thread-local initialization routine for N``,
  ``thread-local wrapper routine for N`` (and c++filt's ``TLS init function for``,
  ``TLS wrapper function for``): a name;
* ``transaction clone for F``, ``non-transaction clone for F``: a function's
  declaration;
* a name alone, ``ns::x``, ``A::f(void)::x``, ``static x``, ``g[abi:cxx11]``:
  a variable.  A plain identifier alone is refused: clang names a variable at
  namespace scope by its identifier, unmangled.

A thunk's text (``non-virtual thunk to A::f()``) lacks its call offsets, so it
names no one symbol: it is refused, saying so.
"""

from __future__ import annotations

from typing import Any, Optional

from ..errors import PrototypeError
from ..model import Name, SourceName, Type
from .prototype_cxx_names import has_function_part, internal
from ..render.words import SPECIAL_WORDS
from .prototype_cxx_lex import Cursor, fail, tokenize

TYPE_KINDS = frozenset(("vtable", "VTT", "typeinfo", "typeinfo name"))
NAME_KINDS = frozenset(("guard variable", "TLS init", "TLS wrapper"))
FUNCTION_KINDS = frozenset(("transaction clone", "non-transaction clone"))
CLASS_KINDS = frozenset(("vtable", "VTT"))
_THUNKS = frozenset(("non-virtual thunk", "virtual thunk"))
# the introductions' tokens (every style's), longest first: "typeinfo name for" before "typeinfo"
_INTRODUCTIONS = sorted(((tuple(t.text for t in tokenize(words)[:-1]), kind)
                         for (kind, _), words in SPECIAL_WORDS.items()),
                        key=lambda item: -len(item[0]))


def special_kind(cur: Cursor) -> Optional[str]:
    """The special name's kind whose introduction starts the text, taken (None:
    none does); a thunk's is an error."""
    texts = [t.text for t in cur.toks[cur.i:cur.i + 6]]
    for words, kind in _INTRODUCTIONS:
        if tuple(texts[:len(words)]) == words:
            if kind in _THUNKS:
                fail(cur.text, cur.tok.pos, "a %s's text has no call offsets (_ZThn8_...): "
                     "it names no one symbol" % kind)
            cur.i += len(words)
            return kind
    return None


def read_type_target(r: Any, kind: str, not_names: frozenset[str]) -> Type:
    """The type after ``vtable for`` and its kin, to the end of the text."""
    cur = r.cur
    if kind in CLASS_KINDS and cur.tok.kind == "id" and cur.tok.text not in not_names:
        t: Type = r._class_key_name()
    else:
        t = r.type_id(True)
    _end(cur)
    return t


def read_name_target(r: Any) -> Name:
    """The name after ``guard variable for`` and its kin (``static`` first: internal
    linkage), to the end of the text."""
    static = r.cur.accept("static")
    name: Name = r.name()
    _end(r.cur)
    return internal(name) if static else name


def read_variable(r: Any, quals: frozenset[str]) -> Optional[Name]:
    """A variable's name where the text is one name alone (``static`` first: internal
    linkage), else None, nothing taken."""
    cur: Cursor = r.cur
    last = cur.toks[-3] if cur.toks[-2].text == ";" and len(cur.toks) > 2 else cur.toks[-2]
    if not (last.kind == "id" and last.text not in quals or last.text in ("]", ">")):
        return None  # (a function's text ends in its parameters or qualifiers)
    start, toks, unknown, classes = cur.i, list(cur.toks), len(r.unknown), set(r.classes)
    static = cur.accept("static")
    at = cur.tok.pos
    name: Optional[Name] = None
    try:
        name = r.name()
    except PrototypeError:
        pass
    cur.accept(";")
    if name is None or cur.tok.kind != "end" or has_function_part(name):
        cur.i, cur.toks, r.classes = start, toks, classes
        del r.unknown[unknown:]
        return None
    if isinstance(name, SourceName) and not static:
        fail(cur.text, at, "a variable at namespace scope is not mangled (its symbol is "
             "'%s'); a function needs its parameter list" % name.identifier)
    return internal(name) if static else name


def _end(cur: Cursor) -> None:
    cur.accept(";")
    if cur.tok.kind != "end":
        cur.error()
