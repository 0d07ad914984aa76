"""The lexer's words (for :mod:`spirmangle.demangler.lexer.core`): length-prefixed identifiers,
the OpenCL and SYCL *markers* a name's words carry (bits of the ``markers``
:func:`spirmangle.demangler.lexer.core.tokenize` returns, for :mod:`spirmangle.demangler.symbol`'s
``auto`` rule), and runs of qualifiers: CV letters and vendor qualifiers
``U3AS1K`` read into one :data:`Qualifiers` value (a QUALS token)."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional, TypeAlias

from ...config import addrspace_from_qualifier
from ...errors import DemangleError
from .names import number as _number
from ...limits import MAX_CACHED_LENGTH as MAX_CACHED_LENGTH  # (the lexer imports it from here)
from ...limits import MAX_CACHED_NAMES, MAX_CACHED_QUALIFIERS
from ...model import IMAGE_SHAPES, AddressSpace, SourceName

MAX_CACHED = MAX_CACHED_NAMES  # source names kept for reuse (limits.py has every bound)
# (address space, const, volatile, restrict, other vendor qualifiers, host spelling,
#  CV letters written before the vendor qualifiers)
Qualifiers: TypeAlias = "tuple[Optional[AddressSpace], bool, bool, bool, tuple[str, ...], bool, bool]"
_DIGITS = frozenset("0123456789")
_CV = frozenset("rVK")
_TYPE_CONSTRUCTORS = {"_Atomic": "ATOMIC", "block_pointer": "BLOCK"}

# What a name's tokens say about where it comes from (spirmangle.demangler.symbol's
# ``auto`` rule): bits of the ``markers`` tokenize() returns.
OPENCL = 1  # an OpenCL-only construct: AS1-AS9 or CLglobal..., ocl_ types, _Atomic, blocks...
SYCL = 2  # AS0, which OpenCL never spells, or a sycl or __spv namespace
SPIR_TEXT = 4  # the SPIR 1.2/2.0 spelling: PU3AS18ocl_pipe, an image without access suffix
_PIPE = 8  # the ocl_pipe name (SPIR_TEXT behind a plain U3AS1 pointer)
SPIRV_NAME = 16  # a __spirv_ name: SPIRV-LLVM-Translator's mangling (no phantom candidates)
ADDRSPACE = 32  # an OpenCL address space, AS1-AS9 or CLglobal... (OPENCL is set too)
CXX = 64  # what OpenCL C cannot produce: a nested or local name, template arguments, a reference
GENERIC = 128  # the generic address space, AS4 or CLgeneric (OpenCL's default pointee)
THIS_AS = 256  # an address space in a nested name: a C++ for OpenCL method's ``this``
OCL_TYPE = 512  # an OpenCL type: an ocl_ type, _Atomic, a block, memory_order/memory_scope/ndrange_t
HOST = 1024  # an address space in the host spelling, CLglobal... (clang spells every one there)
# No marker of where a name comes from (spirmangle.demangler.symbol's _read masks it with
# ORIGIN): a discriminator under 10 written _<digit> with a digit right after it, which
# c++filt reads greedily (_6 6Kernel as _66: the parse's stats and the Symbol keep it,
# and demangle() reads the name c++filt's way, Symbol.gxx, only then).
SHORT_THEN_DIGIT = 2048
ORIGIN = SHORT_THEN_DIGIT - 1  # the bits above but SHORT_THEN_DIGIT

_OPENCL_WORDS = frozenset({"memory_order", "memory_scope", "ndrange_t"})
# SYCL's namespaces: its own, and its SPIR-V headers' types (__spv::Scope::Flag...,
# which intel's libclc spells by hand to link with SYCL code)
_SYCL_WORDS = frozenset({"sycl", "__spv"})
_SPIR_IMAGES = frozenset("ocl_" + shape.replace("_", "") for shape in IMAGE_SHAPES)
_HOST_PREFIXES = tuple("CL" + space for space in ("global", "local", "constant", "private",
                                                   "generic", "device", "host"))

_source_names: dict[str, tuple[SourceName, int]] = {}  # (the lexer's cache)
_qualifier_runs: dict[str, tuple[Qualifiers, int]] = {}


def _word_markers(word: str) -> int:
    if word.startswith("__spirv_"):
        return SPIRV_NAME
    if "ocl_" in word:
        if word == "ocl_pipe":
            return OPENCL | OCL_TYPE | _PIPE
        return OPENCL | OCL_TYPE | (SPIR_TEXT if word in _SPIR_IMAGES else 0)
    if word in _OPENCL_WORDS:
        return OPENCL | OCL_TYPE
    return SYCL if word in _SYCL_WORDS else 0


def _vendor_markers(word: str) -> int:
    if len(word) == 3 and word.startswith("AS") and word[2] in _DIGITS:
        return SYCL if word == "AS0" else OPENCL | ADDRSPACE | (GENERIC if word == "AS4" else 0)
    if word.startswith(_HOST_PREFIXES):
        return OPENCL | ADDRSPACE | HOST | (GENERIC if word == "CLgeneric" else 0)
    return 0


def _objc_method(word: str) -> bool:
    """An Objective-C method's name, ``+[Foo bar:]`` (clang names the local
    entities of a method so; blanks are part of it, as both peers read it)."""
    return word[:2] in ("+[", "-[") and word.endswith("]")


def _check_identifier(s: str, i: int, word: str) -> None:
    """Identifiers are printable and have no blanks (but an Objective-C method's
    name): a control character, NUL or newline inside a length-prefixed name is
    an error, not something to print."""
    if not word.isprintable() or (" " in word and not _objc_method(word)):
        bad = next(k for k, ch in enumerate(word) if not ch.isprintable() or ch == " ")
        raise DemangleError(s, i + bad, "unprintable character %r in a name" % word[bad])


def _length_prefixed(s: str, i: int, what: str) -> tuple[str, int]:
    length, j = _number(s, i)
    if length == 0 or j + length > len(s):
        raise DemangleError(s, i, "%s length %d runs past the end of the name" % (what, length))
    word = s[j:j + length]
    _check_identifier(s, j, word)
    return word, j + length


def _qualifiers(s: str, i: int, kind: Any, value: Any) -> tuple[int, int]:
    """A run of CV letters and vendor qualifiers, or a type constructor ``U7_Atomic``:
    (end, markers); (i, -1) and no token if ``Ul`` or ``Ut`` is at ``i``."""
    n = len(s)
    j = i
    while j < n:
        c = s[j]
        if c in _CV:
            j += 1
        elif c == "U":
            length = s[j + 1:j + 2]
            if length in _DIGITS and length != "0" and s[j + 2:j + 3] not in _DIGITS:
                end = j + 2 + int(length)  # the common case: a one-digit length
                if end > n:
                    _length_prefixed(s, j + 1, "vendor qualifier")  # raises
                word = s[j + 2:end]
            elif length == "l" or length == "t" or length == "a" or length == "b":
                # a closure or unnamed type's name; Ua9enable_ifI, Ub_ (lexer_legacy)
                if j == i:
                    return i, -1
                break
            else:
                word, end = _length_prefixed(s, j + 1, "vendor qualifier")
            constructor = _TYPE_CONSTRUCTORS.get(word)
            if constructor is not None:
                if j == i:
                    kind(constructor)
                    value(None)
                    return end, OPENCL | OCL_TYPE
                break  # the qualifiers end before the type constructor
            if s.startswith("I", end):  # U <name> <template-args>: a token of its own
                if j == i:
                    kind("VENDOR_QUAL")
                    value(word)
                    return end, CXX
                break
            if j > i and s[j - 1] in _CV and _cv_outside(s, i, j, word, end):
                break  # KU3foo: K qualifies the vendor-qualified type (as both peers read it)
            j = end
        else:
            break
    run = s[i:j]
    found = _qualifier_runs.get(run)
    if found is None:
        try:
            found = _read_qualifiers(run)
        except DemangleError as exc:
            raise DemangleError(s, i + exc.position, exc.reason) from None
        if len(run) <= MAX_CACHED_LENGTH:
            if len(_qualifier_runs) >= MAX_CACHED_QUALIFIERS:
                _qualifier_runs.clear()
            _qualifier_runs[run] = found
    kind("QUALS")
    value(found[0])
    return j, found[1]


def _cv_outside(s: str, i: int, j: int, word: str, end: int) -> bool:
    """Whether the CV letters ``s[i:j]`` before the vendor qualifier ``word`` (which
    ends at ``end``) qualify the vendor-qualified type after them: a C++ name's
    order, not the cv-first order of old SPIR names (``KU3AS1f``), which has an
    address space in the run and is read as one set of qualifiers."""
    if addrspace_from_qualifier(word) is not None or any(c not in _CV for c in s[i:j]):
        return False
    n = len(s)
    while end < n:  # the rest of the run: no address space either
        c = s[end]
        if c in _CV:
            end += 1
        elif c == "U" and s[end + 1:end + 2] in _DIGITS:
            try:
                word, end = _length_prefixed(s, end + 1, "vendor qualifier")
            except DemangleError:
                return True  # (the run's reader reports it)
            if addrspace_from_qualifier(word) is not None:
                return False
        else:
            break
    return True


def numbered_as_vendor(values: list[Any], kinds: list[str]) -> None:
    """The QUALS tokens of a name in the host spelling with ``AS<n>`` read as
    vendor qualifiers, in place: on a host target ``U3AS1`` is the numbered
    address space 1 (``__attribute__((address_space(1)))``), another type than
    ``U8CLglobal`` (clang-19 for x86_64: ``_Z1gPU3AS1iS0_PU8CLglobaliS2_``)."""
    for i, kind in enumerate(kinds):
        if kind == "QUALS":
            space, const, volatile, restrict, others, host, cv_first = values[i]
            if space is not None and not host:
                values[i] = (None, const, volatile, restrict,
                             ("AS%d" % int(space),) + others, False, cv_first)


def _read_qualifiers(run: str) -> tuple[Qualifiers, int]:
    cv = ""
    markers = 0
    space: Optional[AddressSpace] = None
    host = False
    others: list[str] = []
    seen_vendor = cv_after_vendor = False
    i = 0
    while i < len(run):
        if run[i] in _CV:
            if run[i] in cv:  # <CV-qualifiers> ::= [r] [V] [K]: each once
                raise DemangleError(run, i, "repeated qualifier %r" % run[i])
            cv += run[i]
            cv_after_vendor = cv_after_vendor or seen_vendor
            i += 1
            continue
        seen_vendor = True
        word, i = _length_prefixed(run, i + 1, "vendor qualifier")
        markers |= _vendor_markers(word)
        found = addrspace_from_qualifier(word) if space is None else None
        if found is not None:
            space = found
            host = host or not word.startswith("AS")
        else:
            others.append(word)
    # KU3AS1f: every CV letter before the first vendor qualifier (an old SPIR order)
    cv_first = seen_vendor and run[0] in _CV and not cv_after_vendor
    return (space, "K" in cv, "V" in cv, "r" in cv, tuple(others), host, cv_first), markers
