"""Names whose end the grammar cannot see (for :func:`spirmangle.demangler.symbol.demangle`).

* A reference temporary ``_ZGR <name> [<seq-id>] _``: a seq-id is made of
  digits and capitals, which a name may end with too (``_ZGR1xE_`` is the
  temporary ``E_`` of ``x``; ``_ZGRN1xE_`` the first of ``x``).  As LLVM's
  demangler, the name is read as long as it goes: the trailer is found by
  trying the longest name first.  GCC's old form without a trailer
  (``_ZGR3foo``) is read too (both peers do), also where the name ends with
  ``_`` (``_ZGRUlvE_``, ``_ZGR2__``), when no trailer reads.
* A local name's discriminator written as bare digits (old Apple compilers,
  ``_ZZ1fvE1a29``) is one only where the digits end the whole name (as LLVM
  reads it): not before a clone suffix, a temporary's trailer or
  ``_block_invoke`` (:func:`bare_end`).
* A block invocation function ``___Z <encoding> _block_invoke [[_]<number>]
  [.<anything>]``, as llvm-cxxfilt reads them (c++filt does not): the text after
  ``_block_invoke`` is kept and not printed.
* g++'s global constructors and destructors of a translation unit, keyed to a
  name: ``_GLOBAL_ <_ . $> I|D _`` and ``_Z`` with an encoding, or any other
  text, as c++filt reads them (llvm-cxxfilt reads none): ``_GLOBAL__I__Z2fnv``
  is ``global constructors keyed to fn()``, ``_GLOBAL__D_foo`` ``global
  destructors keyed to foo``.  g++'s and clang's ``_GLOBAL__sub_I_<file>`` are
  no such names (neither peer reads them).
* gcj's (g++'s Java) resources ``_ZGr <length> _ <text>``, the text's ``$S``,
  ``$_`` and ``$$`` standing for ``/``, ``.`` and ``$``, as c++filt reads them:
  ``_ZGr32_java$Sutil$Siso4217$_properties`` is ``java resource
  java/util/iso4217.properties``.  The model keeps the text as written.
* A COFF import thunk ``__imp_`` + a mangled name (``__imp__ZSt6futureIvE``, as
  llvm-cxxfilt reads it: ``import thunk for std::future<void>``; c++filt does not):
  the inner name, clone suffixes and all, is read by :func:`read_import_thunk`.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Callable

from ..errors import DemangleError
from ..model import Function, LocalName, SourceName, SpecialName, Variable
from ..model.bounds import walk

from .symbol_record import IMPORT_THUNK as IMPORT_THUNK, WRAPPED as WRAPPED
_SEQ = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_BLOCK_TAIL = re.compile(r"_block_invoke((?:_?[0-9]+)?(?:\..*)?)\Z", re.S)
_BLOCK = "_block_invoke"
_MAX_SEQ = 6  # seq-id digits, as spirmangle.demangler.lexer.core reads them
_GLOBAL = re.compile(r"_GLOBAL_([._$])([ID])_")
_GLOBAL_KINDS = {"I": "global constructors", "D": "global destructors"}
_JAVA = re.compile(r"_ZGr([1-9][0-9]{0,5})_")


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
    legacy: object = None
    for inner, offsets in _reftemp_splits(name):
        try:
            symbol = read(inner)
        except DemangleError as exc:
            first = first or exc
            continue
        if offsets and bare_end(symbol):  # (its digits are the temporary's number)
            first = first or DemangleError(name, len(inner), "a discriminator does not end the name")
            continue
        entity = symbol._entity  # type: ignore[attr-defined]
        if offsets:
            _rewrap(symbol, name, SpecialName(entity.kind, entity.target, offsets))
        if not _legacy_end(symbol):
            return symbol
        legacy = legacy or symbol
    if legacy is not None:
        return legacy
    assert first is not None
    raise first


def bare_end(symbol: object) -> bool:
    """Whether ``symbol`` was read with a bare discriminator (its digits ended the
    text read), which a name cut before a trailer or suffix does not have."""
    return any(type(node) is LocalName and node.discriminator_form == "bare"
               for node in walk([symbol.entity]))  # type: ignore[attr-defined]


def _legacy_end(symbol: object) -> bool:
    """Whether ``symbol``'s name ends with old g++'s discriminator ``_<number>`` (10
    or more): ``_ZGRZ1fvE1x_91_`` is clang's discriminator _9 and temporary 1_ (the
    ABI's reading, tried next), not old g++'s _91 and the first temporary."""
    entity = symbol._entity  # type: ignore[attr-defined]
    target = entity.target if type(entity) is SpecialName else entity
    name = getattr(target, "name", target)
    return (getattr(target, "discriminator_form", "") == "legacy"
            or getattr(name, "discriminator_form", "") == "legacy")


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
    if bare_end(symbol):
        raise DemangleError(name, start, "expected _block_invoke after the encoding")
    entity = symbol._entity  # type: ignore[attr-defined]
    if type(entity) is Variable:
        target: object = entity.name
    elif type(entity) is Function:
        target = entity
    else:
        raise DemangleError(name, 4, "a block is in a function or a variable")
    _rewrap(symbol, name, SpecialName("block invocation", target, (), suffix=tail.group(1)))  # type: ignore[arg-type]
    return symbol


def read_import_thunk(name: str, read: Callable[[str], object]) -> object:
    """The Symbol of ``__imp_`` + a name that ``read`` (the public demangle: clone
    suffixes, block invocations) reads: ``_Z...`` or ``___Z..._block_invoke``.
    (llvm-cxxfilt also reads ``__imp___Z``, a Mach-O underscore besides, and a type:
    ``__imp_f`` as ``import thunk for float``, which is a C function's thunk.)"""
    inner = name[len(IMPORT_THUNK):]
    if not inner.startswith("_Z") and not inner.startswith("___Z"):
        raise DemangleError(name, len(IMPORT_THUNK), "expected a mangled name after __imp_")
    try:
        symbol = read(inner)
    except DemangleError as exc:
        raise DemangleError(name, exc.position + len(IMPORT_THUNK), exc.reason) from None
    suffix = symbol.clone_suffix  # type: ignore[attr-defined]
    _rewrap(symbol, name[:len(name) - len(suffix)],
            SpecialName("import thunk", symbol._entity))  # type: ignore[attr-defined]
    return symbol


def _rewrap(symbol: object, name: str, entity: SpecialName) -> None:
    """Give ``symbol`` (of the inner name) the whole name and its entity."""
    symbol.ambiguous  # type: ignore[attr-defined]  # (computed on the inner name)
    symbol._entity = entity  # type: ignore[attr-defined]
    symbol.mangled = name  # type: ignore[attr-defined]



def read_global(name: str, read: Callable[[str], object], plain: Callable[[SpecialName], object]) -> object:
    """The Symbol of g++'s global constructors or destructors ``name`` (see the
    module's text): ``read`` demangles the ``_Z`` name after the prefix into a
    Symbol, ``plain`` makes the Symbol of an entity keyed to other text."""
    head = _GLOBAL.match(name)
    if head is None:
        raise DemangleError(name, 0, "not a mangled name (expected '_Z')")
    kind, separator, rest = _GLOBAL_KINDS[head.group(2)], head.group(1), name[head.end():]
    if not rest.startswith("_Z"):
        if not rest:
            raise DemangleError(name, len(name), "expected the name global constructors are keyed to")
        return plain(SpecialName(kind, SourceName(rest), suffix=separator))
    try:
        symbol = read(rest)
    except DemangleError as exc:
        raise DemangleError(name, exc.position + head.end(), exc.reason) from None
    suffix = symbol.clone_suffix  # type: ignore[attr-defined]
    if suffix:
        raise DemangleError(name, len(name) - len(suffix), "unexpected text after the name")
    gxx = symbol.gxx  # type: ignore[attr-defined]
    if gxx is not None:  # (g++'s reading of the encoding, which the gnu style prints)
        _rewrap(gxx, name, SpecialName(kind, gxx._entity, suffix=separator))
    _rewrap(symbol, name, SpecialName(kind, symbol._entity, suffix=separator))  # type: ignore[attr-defined]
    return symbol


def read_java_resource(name: str, plain: Callable[[SpecialName], object]) -> object:
    """The Symbol (made by ``plain``) of gcj's resource ``name`` (see the module's text)."""
    head = _JAVA.match(name)
    if head is None:
        raise DemangleError(name, 4, "expected a java resource's length (no leading zero) and '_'")
    text = name[head.end():]
    if len(text) != int(head.group(1)) - 1 or not text:
        raise DemangleError(name, head.end(), "a java resource's length is that of its name and '_'")
    from ..mangler.special import JAVA_TEXT  # (a gcj resource's text, as the mangler checks it)

    if JAVA_TEXT.fullmatch(text) is None:
        raise DemangleError(name, head.end() + text.find("$"), "'$' escapes S, _ or $ only")
    return plain(SpecialName("java resource", SourceName(text)))
