"""The public demangling API: :func:`demangle` and the :class:`Symbol` it returns
(the record itself and its printing: :mod:`spirmangle.demangler.symbol_record`).

The ``auto`` dialect
--------------------
clang's OpenCL mangling and the plain Itanium rule differ in one place only: a
pointee (or referee) whose only qualifier is the unspelled ``__private`` is a
substitution candidate of its own under clang (a *phantom* candidate); a
dependent one has no address space, and a template argument in the private
address space is one too (an *optional* phantom: spirmangle.demangler.auto_rule, which
states clang's rule).  In order:

* a pipe behind a global pointer (``PU3AS18ocl_pipe``) or an image without its
  access suffix (``11ocl_image2d``): the SPIR 1.2/2.0 text, ``spir``; a
  ``__spirv_`` name: ``spirv`` (with an unspelled pointee, ambiguous: SYCL writes
  it too, its pointee in the default address space, Symbol.alternative);
* a name without markers: the plain rule (one parse that notes where clang's
  rule would make phantoms), clang's where the plain one cannot read it;
* C-like names with OpenCL markers (the builtins): clang's rule, and where the
  plain rule may read them otherwise, both (spirmangle.demangler.auto_rule.settle);
* SYCL markers (``AS0``, a ``sycl`` or ``__spv`` namespace; also in a
  ``__spirv_`` name): the plain rule; a method's ``this`` address space: clang's
  rule;
* else the plain parse, then: where clang's reading differs (an OpenCL marker
  and a phantom before a substitution) or the plain one is none a compiler
  writes, both readings, the canonical one winning (settle); where both read
  it alike, clang's for a name with OpenCL markers (with its optional
  phantoms for C++ for OpenCL's evidence, ``AS4``), else the plain one; where
  clang's makes an unspelled pointee ``__private`` and only named address spaces
  mark the name, SYCL's reading (the default address space) is the alternative.

``Symbol.dialect`` says which rule was applied; ``Symbol.alternative`` is
another canonical reading that prints otherwise, and ``Symbol.ambiguous``
whether there is one.

Clone suffixes
--------------
Compilers name a clone of a function after it with a suffix, ``.cold``,
``.isra.0``, ``.constprop.0.isra.0``, ``.llvm.1234``.  Where the name stops being
readable at a dot, :func:`demangle` reads what follows as clone suffixes by
c++filt's rule (:data:`CLONE_SUFFIX`): each is a dot, lower-case letters, digits
or ``_``, then any number of dot-and-digits groups.  The name reads exactly as
without them; ``Symbol.clone_suffix`` keeps them, and ``Symbol.format`` prints
them as llvm-cxxfilt (``foo(int) (.cold)``, the opencl style too) or c++filt
(``foo(int) [clone .cold]``) do.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional
    from .auto_rule import Reading

from ..config import CLANG, ITANIUM, SPIR_DIALECT, SPIRV, Dialect, get_dialect
from .unwritable import impossible, template_as_type
from .parser import _demangler, _local, parse_name, parse_tokens, spelled_twice
from .reading_mode import ABI_READING, ReadingMode
from ..errors import BadReference, DemangleError, PhantomDepth
from .lexer.core import tokenize
from .lexer.words import ADDRSPACE, CXX, GENERIC, HOST, OCL_TYPE, OPENCL, ORIGIN, SPIR_TEXT, SPIRV_NAME, SYCL, THIS_AS
from ..model import Entity, SpecialName
from ..limits import MIN_OUTPUT, OUTPUT_FACTOR
from .symbol_record import Symbol as Symbol, clone_suffix_text as clone_suffix_text
from .symbol_record import describe_type as describe_type, split_clones as split_clones
from .symbol_record import IMPORT_THUNK, WRAPPED

_NO_PLAIN: frozenset[int] = frozenset()  # (tokenize's plain: no module guesses undone)
# One or more clone suffixes as c++filt reads them (written so that matching is linear:
# after the first, a group of digits continues a clone and a letter or _ starts one).
CLONE_SUFFIX = r"\.[a-z0-9_]+(?:\.(?:[0-9]+|[a-z_][a-z0-9_]*))*"  # (compiled at first use)
# Markers that keep a name with OpenCL markers from the clang rule's direct path.
_NOT_CLANG_AT_ONCE = SYCL | SPIR_TEXT | SPIRV_NAME | CXX | HOST


def _canonical(name: str, entity: object, dialect: Dialect, *rest: Any) -> bool:
    """spirmangle.demangler.auto_rule.canonical, loaded at its first use (most
    names need none of auto_rule: start-up, issue 23)."""
    from .auto_rule import canonical

    return canonical(name, entity, dialect, *rest)


def _reading(*fields: Any) -> Reading:
    """A spirmangle.demangler.auto_rule.Reading (loaded at its first use)."""
    from .auto_rule import Reading

    return Reading(*fields)


def looks_like_opencl(name: str, mode: ReadingMode = ABI_READING) -> bool:
    """Whether ``name`` carries OpenCL markers and no SYCL ones, and, if it is
    something OpenCL C cannot produce, an address space (see module docs)."""
    try:
        markers = tokenize(name, mode=mode)[3]
    except DemangleError:
        return False
    return _opencl(markers)


def _opencl(markers: int) -> bool:
    return bool(markers & OPENCL) and not markers & SYCL and bool(
        markers & ADDRSPACE or not markers & CXX)


def demangle(name: str, dialect: "str | Dialect" = "auto",
             max_output: Optional[int] = None, strip_underscore: bool = False, *,
             mode: ReadingMode = ABI_READING) -> Symbol:
    """Demangle ``name``; ``dialect`` is ``auto`` (default), ``clang``, ``spirv``,
    ``spir`` or ``itanium``.  Printing it builds no text longer than ``max_output``
    characters (default: 64 KiB or 256 times the name, whichever is more).  Clone
    suffixes after the name (``.cold``) are kept apart (see module docs).
    ``strip_underscore``: first drop one leading ``_`` (Mach-O's, as both peers'
    ``-_``: ``__Z1fv`` is ``f()``); ``mangled`` is then the name without it.

    ``mode``: how the name is read where g++'s grammar differs from the ABI's
    (spirmangle.demangler.reading_mode; ``spirmangle explain`` reads g++'s readings by it).

    Raises :class:`spirmangle.DemangleError` (with ``.position`` in ``name``) on bad input.
    """
    if strip_underscore and name.startswith("_"):
        try:
            return demangle(name[1:], dialect, max_output, mode=mode)
        except DemangleError as exc:
            raise DemangleError(name, exc.position + 1, exc.reason) from None
    if name.startswith(("_GLOBAL_", "_ZGr")):  # g++'s older forms (spirmangle.demangler.symbol_special)
        from .symbol_special import read_global, read_java_resource  # (on first use: start-up)

        def plain(entity: SpecialName) -> Symbol:
            return Symbol(name, entity, "itanium", False, max_output=max_output)
        if name.startswith("_ZGr"):
            return read_java_resource(name, plain)  # type: ignore[return-value]
        return read_global(  # type: ignore[return-value]
            name, lambda inner: demangle(inner, dialect, max_output, mode=mode), plain)
    try:
        if name.startswith(WRAPPED):
            if name.startswith(IMPORT_THUNK):
                from .symbol_special import read_import_thunk

                return read_import_thunk(  # type: ignore[return-value]
                    name, lambda inner: demangle(inner, dialect, max_output, mode=mode))
            return _demangle(name, dialect, max_output, True, mode)
        try:  # _demangle's common case, at once (one call less per name)
            symbol = _read(name, dialect, max_output, mode)
        except DemangleError as error:
            symbol = _reread(name, dialect, max_output, error, mode)
        if mode is ABI_READING and symbol.short_then_digit:  # (the lexer's: _<digit><digit>)
            _greedy_twin(symbol, name, dialect, max_output)
        return symbol
    except DemangleError as exc:
        # The name stops at a dot that starts clone suffixes (not one inside a source name).
        split = name.find(".", exc.position)
        if split < 0 or not re.fullmatch(CLONE_SUFFIX, name[split:]) or name.startswith(IMPORT_THUNK):
            raise  # (an import thunk's inner name read its clone suffixes already)
        failed = exc
    symbol = _demangle(name[:split], dialect, max_output, True, mode)
    if name[failed.position:split].isdigit():
        from .symbol_special import bare_end

        if bare_end(symbol):
            raise failed  # (digits are a discriminator only where they end the name)
    if mode is ABI_READING and symbol.short_then_digit:
        _greedy_twin(symbol, name[:split], dialect, max_output)
    symbol.clone_suffix = name[split:]
    return symbol


def _greedy_twin(symbol: Symbol, name: str, dialect: "str | Dialect",
                 max_output: Optional[int]) -> None:
    """Where a digit follows a local name's one-digit discriminator (``_6 6Kernel``,
    as clang writes it) or g++'s internal name's (``L1f_1 2ab``), c++filt reads
    ``_<number>`` greedily (``_66``, then K e r n e l: spirmangle.demangler.reading_mode):
    that reading, where it reads, is kept as ``Symbol.gxx`` for the gnu style; where
    it does not, c++filt leaves the name unread and the gnu style prints the ABI's
    reading.  (Called where the lexer saw such a discriminator: Symbol.short_then_digit.)"""
    if symbol.gxx is not None:
        return
    try:
        symbol.gxx = _read(name, dialect, max_output, ABI_READING._replace(
            greedy_discriminators=True))
    except DemangleError:
        return


def _demangle(name: str, dialect: "str | Dialect", max_output: Optional[int],
              whole: bool = True, mode: ReadingMode = ABI_READING) -> Symbol:
    if whole and name.startswith(WRAPPED):  # _ZGR..., ___Z... (spirmangle.demangler.symbol_special)
        from .symbol_special import read_wrapped

        return read_wrapped(  # type: ignore[return-value]
            name, lambda inner: _demangle(inner, dialect, max_output, False, mode))
    try:
        return _read(name, dialect, max_output, mode)
    except DemangleError as error:
        return _reread(name, dialect, max_output, error, mode)


def read_unwrapped(name: str, dialect: str, mode: ReadingMode = ABI_READING) -> Symbol:
    """``name`` read as :func:`demangle` reads a wrapper's inner name: not as a
    wrapper (``_ZGR...``) itself, nor with clone suffixes."""
    return _demangle(name, dialect, None, False, mode)


def _reread(name: str, dialect: "str | Dialect", max_output: Optional[int],
            error: DemangleError, mode: ReadingMode = ABI_READING) -> Symbol:
    """A name the ABI's reading refused (``error``): g++'s sr <type> may read it
    (spirmangle.demangler.gxx_scope), or g++'s cv T_ <args> <args>, LLVM's cv
    S<n>_ <args>, a type requirement T <n>_... (spirmangle.demangler.reading_mode);
    else ``error`` stands."""
    from .gxx_scope import attempt, reread  # (names the ABI's reading refuses: start-up)

    def read(mode: ReadingMode) -> Symbol:
        return _read(name, dialect, max_output, mode)

    symbol = reread(name, read, mode)
    if symbol is None and "cv" in name:
        symbol = _tt_conversion(name, read, mode)
        if symbol is None:  # cv P S1_ I...E: the operator's arguments, as LLVM reads them
            symbol = attempt(name, read, mode._replace(subst_conversions=True))
    if symbol is None and ("rq" in name or "rQ" in name) and not mode.req_types:
        # T <n> _ a type requirement of a name starting with _ (clang's T5_IterIT_E)
        symbol = attempt(name, read, mode._replace(req_types=True))
    if symbol is None:
        raise error
    return symbol


def _tt_conversion(name: str, read: Callable[[ReadingMode], Symbol],
                   mode: ReadingMode) -> Optional[Symbol]:
    """``name`` read with ``cv T_ I`` as a template template parameter's
    arguments, if it parses and mangles back to ``name``; else None."""
    from .gxx_scope import attempt

    return attempt(name, read, mode._replace(tt_conversions=True))


def _read(name: str, dialect: "str | Dialect", max_output: Optional[int],
          mode: ReadingMode = ABI_READING) -> Symbol:
    if dialect != "auto":
        return _demangle_as(name, get_dialect(dialect), max_output, mode)
    tokens = tokenize(name) if mode is ABI_READING else tokenize(name, _NO_PLAIN, mode)
    markers = tokens[3]
    if not markers & ORIGIN:  # the most common case: _auto's last, at once (no OpenCL, C++...
        # markers; SHORT_THEN_DIGIT says nothing of where a name comes from)
        try:
            plain, stats = (_local.__dict__.get("parser") or _demangler()).parse(
                name, tokens, ITANIUM, True, None, mode)
        except BadReference:  # (the parse consumed the tokens)
            return _auto(name, tokenize(name, _NO_PLAIN, mode), max_output, mode)
        if not stats.private_pointees or not stats.agrees:
            return _new_symbol(name, plain, "itanium", None if stats.phantoms else False,
                               stats, max_output)
        return _marked(name, plain, "clang", False, stats, max_output)
    if markers & OPENCL and not markers & _NOT_CLANG_AT_ONCE:  # the next most common
        try:
            entity, stats = (_local.__dict__.get("parser") or _demangler()).parse(
                name, tokens, CLANG, False, None, mode)
        except PhantomDepth as error:
            return _plain_within_bound(name, max_output, error, mode)
        except BadReference:  # (an optional phantom may read it: the general way)
            return _auto(name, tokenize(name, _NO_PLAIN, mode), max_output, mode)
        if stats.phantoms and stats.late_lookups or stats.fn_returns and not _canonical(
                name, entity, CLANG, stats.host_addrspaces):
            # The plain rule may read it too; or a function type's return type written
            # __private, a phantom nothing marks, may read it as clang wrote it.
            return _settled(name, markers, _plain(name, mode), None, max_output, mode)
        symbol = _new_symbol(name, entity, "clang", None if stats.phantoms else False,
                             stats, max_output)
        return _sycl_too(symbol, name, markers, bool(stats.private_pointees),
                         _plain_parse(name, mode))
    return _auto(name, tokens, max_output, mode)


# What says a name is OpenCL's, not SYCL's, where both read it alike but for an
# unspelled pointee (auto_rule.prefers_clang's evidence).
_OPENCL_EVIDENCE = GENERIC | THIS_AS | OCL_TYPE


def _plain_parse(name: str, mode: ReadingMode) -> Callable[[], tuple[Entity, Any]]:
    def read() -> tuple[Entity, Any]:
        entity, stats = parse_name(name, ITANIUM, mode)
        return entity, stats
    return read


def _sycl_too(symbol: Symbol, name: str, markers: int, unspelled: bool,
              reading: Callable[[], tuple[Entity, Any]]) -> Symbol:
    """``symbol``, clang's reading of a name the plain rule reads alike but for an
    ``unspelled`` pointee that clang's makes ``__private``, with SYCL's reading (the
    plain one, ``reading``) as the alternative: SYCL device code spells the named
    address spaces (``U3AS3``) and leaves its default (generic) one unspelled, so
    ``_ZN3cts3BoxIiE3getEPU3AS3iPi`` is its ``cts::Box<int>::get(__local int *, int *)``
    as well as C++ for OpenCL's (without the generic address space) or OpenCL C's
    with ``__private int *``.  Not where OpenCL's evidence decides (a ``__generic``, a
    ``this`` address space, an OpenCL type, a builtin's name: looked up only when
    the alternative is asked for)."""
    if unspelled and markers & ADDRSPACE and not markers & _OPENCL_EVIDENCE:
        def sycl() -> tuple[Entity, Any]:
            from .auto_rule import builtin_name  # (on first use: start-up)

            if builtin_name(name):
                raise DemangleError(name, 0, "a builtin's name: OpenCL's, no SYCL reading")
            return reading()
        symbol.sycl_reading = sycl
    return symbol


def _translators(name: str, tokens: Any, max_output: Optional[int],
                 mode: ReadingMode) -> Optional[Symbol]:
    """A ``__spirv_`` name read by the translator's rule, or None where that rule
    cannot have written it: a substitution past its candidates, or a parameter
    qualified at its top level (``_Z18__spirv_ocl_frexp3PiPU3AS3iS0_S0_``: ``__local
    int`` by value).  Clang writes such names from OpenCL C or C++ for OpenCL
    source (libclc's, a user's), with its phantom ``__private`` candidates: the
    default reading's general path reads them."""
    try:
        entity, stats = parse_tokens(name, tokens, SPIRV, note_clang=True, mode=mode)
    except BadReference:
        return None
    if impossible(entity, stats, True):
        return None
    symbol = _marked(name, entity, "spirv", None, stats, max_output)
    if stats.clang_private or stats.phantom_pointers:
        # An unspelled pointee: the translator's __private, or SYCL's default
        # (generic) address space, where SYCL spells __private AS0
        # (__spirv_ocl_fract(float, float *) of SYCL's headers): the name alone
        # cannot decide, SYCL's reading is the other one (Symbol.alternative).
        symbol.sycl_reading = lambda: (entity, stats)
    return symbol


def _respelled(name: str, markers: int, plain: Entity, stats: Any, max_output: Optional[int],
               mode: ReadingMode) -> Symbol:
    """A C++ name the plain rule reads as a spelling no compiler writes (the same
    pointer twice, where a compiler substitutes: spirmangle.demangler.parser.spelled_twice).
    C++ for OpenCL writes it so, with an optional phantom between
    (``_Z3t48IiEDaPT_PFvPS0_ES2_``, ``t48<int>(__private T *, void (*)(T *), __private T *)``;
    ``_Z2t2I3FooEDaPA2_T_PPS2_S4_``, ``t2<__private Foo>``): clang's canonical reading,
    where there is one; the llvm and gnu styles print the plain one, as both peers do
    (``Symbol.peer_reading``; LLVM's test name ``_Z1iIJfEEPDwiDpT_EFivEPS2_``).  Else
    the plain one, with clang's the other reading (Symbol.alternative)."""
    settled = _settled(name, markers, _reading(plain, stats, "itanium", _canonical(
        name, plain, ITANIUM, stats.host_addrspaces, stats.heads)), None, max_output, mode)
    if settled.dialect == "itanium":
        return settled
    symbol = _new_symbol(name, plain, "itanium", None, stats, max_output)
    try:
        if settled.format("llvm") == symbol.format("llvm"):
            return settled
    except DemangleError:
        return symbol
    if _canonical(name, settled._entity, CLANG, settled.host_addrspaces):
        settled.peer_reading = symbol
        return settled
    return symbol


def _host_spelled(name: str, tokens: Any, max_output: Optional[int], mode: ReadingMode) -> Symbol:
    """A name with an address space in the host spelling (``U8CLglobal``): clang
    spells every address space there, ``U9CLprivate`` too, so it makes no phantom
    candidates and an unspelled pointee has none (``_Z1fPU8CLglobaliPi`` is
    ``f(int CLglobal*, int*)``, clang-19's C++ for x86_64); ``AS<n>`` is a
    numbered address space, no OpenCL one (as every parse reads it there,
    spirmangle.demangle).  Read by the plain Itanium rule."""
    entity, stats = parse_tokens(name, tokens, ITANIUM, mode=mode)
    return _new_symbol(name, entity, "itanium", False, stats, max_output)


def _plain_within_bound(name: str, max_output: Optional[int], error: DemangleError,
                        mode: ReadingMode) -> Symbol:
    """A name whose clang reading nests past the bound only by its phantom
    ``__private`` qualifiers (``error``): the plain reading, where it is within
    the bound and clang's rule reads the name alike (else ``error`` stands)."""
    plain, stats = parse_tokens(name, tokenize(name, mode=mode), ITANIUM, note_clang=True, mode=mode)
    if not stats.alike:
        raise error
    return _new_symbol(name, plain, "itanium", None, stats, max_output)


def _plain(name: str, mode: ReadingMode) -> Optional[Reading]:
    """The name under the plain rule, whether canonical; None if it does not parse."""
    try:
        entity, stats = parse_name(name, ITANIUM, mode)
    except DemangleError:
        return None
    return _reading(entity, stats, "itanium", _canonical(name, entity, ITANIUM, stats.host_addrspaces,
                                                       stats.heads))


def _settled(name: str, markers: int, plain: Optional[Reading], error: Optional[DemangleError],
             max_output: Optional[int], mode: ReadingMode) -> Symbol:
    """A name both rules may read differently (spirmangle.demangler.auto_rule.settle)."""
    from .auto_rule import peers_reading, settle  # (on first use: start-up)
    reading, ambiguous = settle(name, markers, plain, error, mode)
    symbol = Symbol(name, reading.entity, reading.dialect, ambiguous, stats=reading.stats,
                    max_output=max_output)
    if ambiguous and plain is None:  # both peers' reading, which the plain rule refuses
        other = peers_reading(name, error)
        if other is not None:
            symbol._alternative = Symbol(name, other.entity, "itanium", True, stats=other.stats,
                                         max_output=max_output)
            symbol._alternative._alternative = symbol
    return symbol


def _clang(name: str, max_output: Optional[int], error: Optional[DemangleError] = None,
           ambiguous: Optional[bool] = False, markers: int = OPENCL,
           forced: bool = False, mode: ReadingMode = ABI_READING) -> Symbol:
    """The name under clang's OpenCL rule with its optional phantoms
    (spirmangle.demangler.auto_rule): a name only C++ for OpenCL makes (a method's ``this``
    address space), or one read under ``--dialect clang``."""
    from .auto_rule import clang_reading  # (on first use: start-up)
    reading = clang_reading(name, markers, forced, mode)
    if reading is None:
        if error is not None:
            raise error
        parse_name(name, CLANG, mode)  # raises the error
        raise DemangleError(name, 0, "clang's rule does not read the name")  # pragma: no cover
    return Symbol(name, reading.entity, "clang", ambiguous if reading.canonical else None,
                  stats=reading.stats, max_output=max_output)


_new = object.__new__


def _sycl_fallback(name: str, max_output: Optional[int], error: BadReference, markers: int,
                   mode: ReadingMode) -> Symbol:
    """A SYCL name the plain rule refuses (``error``): read under clang's rule
    (:func:`_clang`), unless that reading makes a parameter's type a template's
    name without its arguments (``S7_`` naming ``bar`` of ``bar<>``): no type, no
    reading (both peers refuse such names), and the plain rule's error stands."""
    from .auto_rule import clang_reading  # (on first use: start-up)
    reading = clang_reading(name, markers, False, mode)
    if reading is None or not reading.canonical and reading.stats.heads and template_as_type(
            reading.entity, reading.stats.heads):
        raise error
    return Symbol(name, reading.entity, "clang", False if reading.canonical else None,
                  stats=reading.stats, max_output=max_output)


def _new_symbol(mangled: str, entity: Entity, dialect: str, ambiguous: Optional[bool],
                stats: Any, max_output: Optional[int]) -> Symbol:
    """``Symbol(mangled, entity, dialect, ambiguous, stats=stats, max_output=max_output)``
    on the per-name path: calling a class runs its Python ``__init__`` through a
    slow path in C, a function does not.  (Sets what ``__init__`` sets.)"""
    symbol: Symbol = _new(Symbol)
    symbol.mangled = mangled
    symbol._depth = stats.depth
    symbol._chars = stats.chars
    symbol._scopes = stats.scopes
    symbol.reading_mode = stats.mode
    symbol._clang_same = stats.clang_same
    symbol.short_then_digit = stats.short_then_digit
    if max_output is None:  # limits.max_output: max(MIN_OUTPUT, OUTPUT_FACTOR * len), no call
        max_output = OUTPUT_FACTOR * len(mangled)
        if max_output < MIN_OUTPUT:
            max_output = MIN_OUTPUT
    symbol.max_output = max_output
    symbol._entity = entity
    symbol._private_pointees = ((), ())
    symbol.dialect = dialect
    symbol._ambiguous = ambiguous
    symbol.host_addrspaces = stats.host_addrspaces  # (a bool: the builder's)
    return symbol


def _demangle_as(name: str, d: Dialect, max_output: Optional[int], mode: ReadingMode) -> Symbol:
    if d is SPIRV:  # (read as ITANIUM, but an explicit U3AS0 is kept: spelled_private)
        entity, stats = parse_tokens(name, tokenize(name, mode=mode), SPIRV, note_clang=True,
                                     mode=mode)
        return _marked(name, entity, "spirv", None, stats, max_output)
    if d is CLANG:
        return _clang_as(name, max_output, mode)
    entity, stats = parse_name(name, d, mode)
    return Symbol(name, entity, d.name, None, stats=stats,
                  max_output=max_output)


def _clang_as(name: str, max_output: Optional[int], mode: ReadingMode) -> Symbol:
    """The name under clang's rule, its optional phantoms found where they may
    matter: a C++ name with substitutions (spirmangle.demangler.auto_rule)."""
    tokens = tokenize(name, mode=mode)
    try:
        entity, stats = parse_tokens(name, tokens, CLANG, mode=mode)
    except DemangleError as error:  # (a BadReference, or a check after the parse: optional
        # phantoms may read it, as auto's clang reading does: spirmangle.demangler.auto_rule)
        return _clang(name, max_output, error, None, tokens[3], True, mode)
    if (stats.lookups or stats.fn_returns) and (
            stats.lookups and tokens[3] & CXX
            or not _canonical(name, entity, CLANG, stats.host_addrspaces, stats.heads)):
        # (auto_rule.clang_reading: as auto reads it; where the parse without optional
        # phantoms is no compiler's reading, _Z1fPDpFivES1_, one with them may be)
        return _clang(name, max_output, None, None, tokens[3], True, mode)
    return Symbol(name, entity, "clang", None, stats=stats, max_output=max_output)


def _marked(name: str, entity: Entity, dialect: str, ambiguous: Optional[bool], stats: Any,
            max_output: Optional[int]) -> Symbol:
    """A plain parse read as clang reads an unspelled pointee address space: __private."""
    return Symbol(name, entity, dialect, ambiguous,
                  private_pointees=(stats.clang_private, stats.phantom_pointers), stats=stats,
                  max_output=max_output)


def _auto(name: str, tokens: Any, max_output: Optional[int], mode: ReadingMode) -> Symbol:
    markers = tokens[3]
    if markers & SPIRV_NAME and markers & CXX:  # (the translator writes no template, nested
        markers |= SYCL  # name or reference: SYCL's headers declare such __spirv_ names)
    if markers & SPIR_TEXT and not markers & SYCL:  # (no SPIR text spells AS0)
        try:
            entity, stats = parse_tokens(name, tokens, SPIR_DIALECT, mode=mode)
        except DemangleError:
            tokens = tokenize(name, mode=mode)  # the failed parse consumed them
        else:
            return Symbol(name, entity, "spir", None, stats=stats,
                          max_output=max_output)
    if markers & SPIRV_NAME and not markers & SYCL:  # (SYCL's headers declare them too)
        symbol = _translators(name, tokens, max_output, mode)
        if symbol is not None:
            return symbol
        tokens = tokenize(name, mode=mode)  # (the failed parse consumed them)
    if markers & HOST:
        return _host_spelled(name, tokens, max_output, mode)
    if markers & THIS_AS and not markers & SYCL:  # a C++ for OpenCL method
        return _clang(name, max_output, None, None, markers, mode=mode)
    try:
        plain, stats = parse_tokens(name, tokens, ITANIUM, note_clang=True, mode=mode)
    except BadReference as error:
        if markers & SYCL:  # (SYCL has no phantoms: the plain rule's error stands)
            return _sycl_fallback(name, max_output, error, markers, mode)
        # Only a phantom candidate can make clang's reading differ.
        return _settled(name, markers, None, error, max_output, mode)
    if markers & SYCL:
        return _new_symbol(name, plain, "itanium", None if stats.phantoms else False,
                           stats, max_output)
    # OpenCL markers, or in a name OpenCL C cannot produce (a nested name, template
    # arguments...) an address space: C++ has vectors, half and memory_order too
    opencl = markers & OPENCL and (markers & ADDRSPACE or not markers & CXX)
    if opencl and (not stats.agrees or stats.redundant) or impossible(plain, stats, bool(opencl)):
        # The readings differ, or this one is not what a compiler writes: read it both
        # ways.  (A C++ name that only does not mangle back is a longer spelling,
        # which both peers read: it stays C++.)
        return _settled(name, markers, _reading(plain, stats, "itanium",
                                               _canonical(name, plain, ITANIUM,
                                                         stats.host_addrspaces, stats.heads)),
                        None, max_output, mode)
    if not opencl and (not stats.private_pointees or markers & CXX or not stats.agrees):
        # (A name OpenCL C cannot produce, without an OpenCL marker, is C++; with template
        # arguments, clang's optional phantoms may read it otherwise: Symbol.alternative.)
        if markers & CXX and stats.lookups and spelled_twice():
            return _respelled(name, markers, plain, stats, max_output, mode)
        return _new_symbol(name, plain, "itanium",
                           None if stats.phantoms or markers & CXX else False, stats, max_output)
    if opencl and markers & CXX and stats.lookups:
        if markers & GENERIC:  # C++ for OpenCL's: clang's reading, with its optional phantoms
            return _clang(name, max_output, None, None, markers, mode=mode)
        # The plain reading, which is clang's without optional phantoms, and SYCL's.
        return _new_symbol(name, plain, "itanium", None, stats, max_output)
    if stats.fn_returns and not _canonical(name, plain, CLANG, stats.host_addrspaces, stats.heads):
        # (a function type's return type written __private, a phantom nothing marks,
        # may read it as clang wrote it: as the at-once path and --dialect clang read it)
        return _settled(name, markers, None, None, max_output, mode)
    # Both rules read the name alike; clang's reading also knows that an unspelled
    # pointee address space is __private (SYCL's reading leaves it in its default one).
    return _sycl_too(_marked(name, plain, "clang", False, stats, max_output), name, markers,
                     bool(stats.clang_private or stats.phantom_pointers), lambda: (plain, stats))
