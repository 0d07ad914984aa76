"""The public demangling API: :func:`demangle` and the :class:`Symbol` it returns.

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
  ``__spirv_`` name: ``spirv``;
* a name without markers: the plain rule (one parse that notes where clang's
  rule would make phantoms), clang's where the plain one cannot read it;
* C-like names with OpenCL markers (the builtins): clang's rule, and where the
  plain rule may read them otherwise, both (spirmangle.demangler.auto_rule.settle);
* SYCL markers (``AS0``, a ``sycl`` namespace): the plain rule; a method's
  ``this`` address space: clang's rule;
* else the plain parse, then: where clang's reading differs (an OpenCL marker
  and a phantom before a substitution) or the plain one is none a compiler
  writes, both readings, the canonical one winning (settle); where both read
  it alike, clang's for a name with OpenCL markers (with its optional
  phantoms for C++ for OpenCL's evidence, ``AS4``), else the plain one.

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
from contextlib import nullcontext
from typing import Any, Optional, Sequence

from ..config import CLANG, ITANIUM, SPIR_DIALECT, SPIRV, Dialect, get_dialect
from .auto_rule import Reading, canonical, clang_reading, impossible, other_reading, peers_reading, settle
from .core import _demangler, parse_name, parse_tokens
from .private import mark_private
from .conv_mode import substitution_conversions, template_template_conversions
from ..errors import BadReference, DemangleError, PhantomDepth
from .gxx_scope import attempt, reread
from .lexer.core import tokenize
from .lexer.words import ADDRSPACE, CXX, GENERIC, HOST, OPENCL, SPIR_TEXT, SPIRV_NAME, SYCL, THIS_AS
from ..model import Entity, Function, Name, NamedType, Qualified, SpecialName, Type
from ..model.bounds import template_args
from ..limits import MIN_OUTPUT, OUTPUT_FACTOR, headroom
from .returns import return_type_of
from ..render.core import NO_LLVM_TEXT, Printer, format_entity
from ..render.parts import NameParts, entity_parts
from ..render.fast import llvm_text
from .peer_styles import misread_styles, peer_twin
from .symbol_special import IMPORT_THUNK, WRAPPED, read_global, read_import_thunk, read_java_resource, read_wrapped

_SHALLOW = 100  # levels the printers handle within Python's default recursion limit
_UNKNOWN = object()  # (Symbol.alternative not computed yet)
_NO_HEADROOM = nullcontext()
# One or more clone suffixes as c++filt reads them (written so that matching is linear:
# after the first, a group of digits continues a clone and a letter or _ starts one).
CLONE_SUFFIX = r"\.[a-z0-9_]+(?:\.(?:[0-9]+|[a-z_][a-z0-9_]*))*"
_CLONE_SUFFIX = re.compile(CLONE_SUFFIX)
# Markers that keep a name with OpenCL markers from the clang rule's direct path.
_NOT_CLANG_AT_ONCE = SYCL | SPIR_TEXT | SPIRV_NAME | CXX | HOST


def split_clones(suffix: str) -> list[str]:
    """The clones of a suffix, as c++filt prints them: ``.constprop.0.isra.0`` is
    ``.constprop.0`` and ``.isra.0``."""
    clones: list[str] = []
    for part in suffix.split(".")[1:]:
        if clones and part.isdigit():
            clones[-1] += "." + part
        else:
            clones.append("." + part)
    return clones


def clone_suffix_text(suffix: str, style: str) -> str:
    """How ``style`` prints a clone suffix after the name (empty for none)."""
    if not suffix:
        return ""
    if style == "gnu":
        return "".join(" [clone %s]" % clone for clone in split_clones(suffix))
    return " (%s)" % suffix


def looks_like_opencl(name: str) -> bool:
    """Whether ``name`` carries OpenCL markers and no SYCL ones, and, if it is
    something OpenCL C cannot produce, an address space (see module docs)."""
    try:
        markers = tokenize(name)[3]
    except DemangleError:
        return False
    return _opencl(markers)


def _opencl(markers: int) -> bool:
    return bool(markers & OPENCL) and not markers & SYCL and bool(
        markers & ADDRSPACE or not markers & CXX)


class Symbol:
    """A demangled name: the model entity plus how it was read.

    ``mangled`` is the name read; ``clone_suffix`` what followed it (see module docs).
    ``numbering`` is ``"g++"`` for a name only g++'s numbering of an unresolved
    name's scope reads, else ``"abi"``; ``gxx`` is g++'s reading where the ABI's
    reads the name too, which the gnu style prints (see :mod:`spirmangle.demangler.gxx_scope`).
    """

    clone_suffix = ""
    gxx: Optional["Symbol"] = None
    numbering = "abi"
    _scopes: Any = None  # the parse's scopes, where a peer may misread (spirmangle.demangler.peer_styles)
    # the other numbering of an unresolved name's scope, which does not mangle back, where a
    # peer reads it so (spirmangle.demangler.gxx_scope): LLVM's (the ABI's), c++filt's (g++'s)
    abi_numbering: Optional["Symbol"] = None
    gxx_numbering: Optional["Symbol"] = None
    _alternative: object = _UNKNOWN
    # clang's optional phantoms in this reading (spirmangle.demangler.auto_rule): the sites, for explain
    optional_sites: Optional[frozenset[int]] = None

    def __init__(self, mangled: str, entity: Entity, dialect: str, ambiguous: Optional[bool],
                 host_addrspaces: bool = False,
                 private_pointees: tuple[Sequence[Qualified], Sequence[Type]] = ((), ()),
                 stats: Any = None, max_output: Optional[int] = None) -> None:
        self.mangled = mangled
        # The expanded depth (or a bound on it) and a lower bound on the printed text,
        # from the parse's stats (spirmangle.demangler.parse_checks.ParseStats).
        if stats is not None:
            self._depth = stats.depth
            self._chars = stats.chars
            self._scopes = stats.scopes
            host_addrspaces = host_addrspaces or stats.host_addrspaces
            if stats.tracking is not None and stats.tracking.optional:
                self.optional_sites = stats.tracking.optional
        else:
            self._depth = self._chars = 0
        if max_output is None:
            max_output = max(MIN_OUTPUT, OUTPUT_FACTOR * len(mangled))  # limits.max_output
        self.max_output = max_output
        self._entity = entity
        # clang's reading of a plain parse: these pointees are __private in it.
        # Only the opencl style (and the model) shows that, so it is applied on demand.
        self._private_pointees = private_pointees
        self.dialect = dialect
        self._ambiguous = ambiguous
        self.host_addrspaces = bool(host_addrspaces)

    # ---------------------------------------------------------- fields
    @property
    def entity(self) -> Entity:
        """The model of the name: a :class:`Function`, :class:`Variable` or
        :class:`SpecialName`."""
        if self._private_pointees[0] or self._private_pointees[1]:
            with self._room():
                self._entity = mark_private(self._entity, *self._private_pointees)
            self._private_pointees = ((), ())
        return self._entity

    def _room(self) -> Any:
        """Recursion headroom for walking this symbol's model, if it is deep."""
        return headroom(self._depth) if self._depth > _SHALLOW else _NO_HEADROOM

    def _too_large(self) -> DemangleError:
        return DemangleError(self.mangled, 0, "output too large (more than %d characters)"
                             % self.max_output)

    @property
    def _function(self) -> Optional[Function]:
        """The function the name encodes: itself, or a thunk's target."""
        e = self.entity
        if type(e) is SpecialName:
            e = e.target  # type: ignore[assignment]
        return e if type(e) is Function else None

    @property
    def _name(self) -> Optional[Name]:
        e: Any = self.entity
        if type(e) is SpecialName:
            e = e.target
            if isinstance(e, Name):
                return e
            if type(e) is NamedType:
                return e.name
            if type(e) is not Function:
                return None
        return e.name  # type: ignore[no-any-return]

    @property
    def base_name(self) -> str:
        """The unqualified name, as the llvm style prints it: ``fract``, ``bar`` of
        ``ns::bar<int>``; for a special name, that of its class, variable or function
        (empty for other types).  ``parts("llvm").base_name``."""
        return self._llvm_parts().base_name

    @property
    def context(self) -> str:
        """The enclosing scope as the llvm style prints it (``ns::Foo``), empty for a
        global name.  ``parts("llvm").context``."""
        return self._llvm_parts().context

    def _llvm_parts(self) -> NameParts:
        """``parts("llvm")``; the gnu style's where the llvm style has no text (Lb2E)."""
        try:
            return self.parts("llvm")
        except DemangleError as error:
            if error.reason != NO_LLVM_TEXT:
                raise
            return self.parts("gnu")

    def parts(self, style: str = "llvm") -> NameParts:
        """The pieces of the name's text in ``style``, as LLVM's
        ``ItaniumPartialDemangler`` cuts them (:mod:`spirmangle.render.parts`):
        ``name`` (getFunctionName), ``base_name`` (getFunctionBaseName), ``context``
        (getFunctionDeclContextName), ``parameters`` (getFunctionParameters) and
        ``return_type`` (getFunctionReturnType).  A variable's are cut alike (no
        parameters); a special name's are its function's, variable's or class's
        (``vtable for ns::A``: ``A`` in ``ns``); all empty where there is no name."""
        peer = True
        if style == "cxx":
            style, peer = "llvm", False
        elif style != "opencl":  # (as _print: the peer's reading)
            if style == "gnu" and self.gxx is not None:
                return self.gxx.parts(style)
            if self._scopes is not None:
                twin = peer_twin(self, style)
                if twin is not None:
                    parts: NameParts = twin.parts(style)
                    return parts
        name = self._name
        if name is None:
            return NameParts("", "", "")
        if style != "opencl" and not self.host_addrspaces:
            entity = self._entity  # (as _print: llvm and gnu never spell __private here)
        else:
            entity = self.entity
        if type(entity) is SpecialName and type(entity.target) is Function:
            entity = entity.target
        if type(entity) is Function:
            name = entity.name
        printer = Printer(style, template_args(entity), self.host_addrspaces,
                          self.dialect == "itanium", self.max_output, self.mangled, peer)
        with self._room():
            return entity_parts(printer, entity, name)

    @property
    def params(self) -> tuple[Type, ...]:
        """The parameter types of the function (or of a thunk's target)."""
        function = self._function
        return function.params if function is not None else ()

    @property
    def return_type(self) -> Optional[Type]:
        """The return type, where the mangling encodes it (template functions)."""
        function = self._function
        return function.return_type if function is not None else None

    @property
    def is_function(self) -> bool:
        return type(self.entity) is Function

    @property
    def special(self) -> Optional[str]:
        """The kind of a special name (``vtable``, ``typeinfo``, ``non-virtual thunk``...)."""
        return self.entity.kind if type(self.entity) is SpecialName else None

    @property
    def alternative(self) -> Optional["Symbol"]:
        """The other rule's reading (clang's OpenCL rule for a name read by the plain
        one, the plain one for clang's) where a compiler could have written the name
        so too and it prints differently: the name is ambiguous (see module docs).
        None when there is none."""
        if self._alternative is _UNKNOWN:
            self._alternative = None
            if self._ambiguous is not False and self.numbering == "abi":
                try:
                    printed = self._print("cxx")  # (the model's reading, as auto_rule prints one)
                except DemangleError:  # (too large to print: no reading to show)
                    return None
                with self._room():  # (its readings are mangled and printed: as deep as this)
                    reading = other_reading(self.mangled, self.dialect, printed)
                if reading is not None:
                    other = Symbol(self.mangled, reading.entity, reading.dialect, True,
                                   stats=reading.stats, max_output=self.max_output)
                    other._alternative = self
                    self._alternative = other
        return self._alternative  # type: ignore[return-value]

    @property
    def ambiguous(self) -> bool:
        """Whether the name is ambiguous: :attr:`alternative` reads it too."""
        return self.alternative is not None

    # --------------------------------------------------------- printing
    def format(self, style: str = "opencl", exact: bool = False) -> str:
        """Print in ``opencl``, ``llvm`` (llvm-cxxfilt-19's text), ``gnu`` (c++filt's)
        or ``cxx`` style.  The llvm and gnu styles print a name as their peer
        does, also where the peer misreads it (:mod:`spirmangle.demangler.peer_styles`);
        ``exact``: the model's reading (the ABI's) in that style's format instead;
        ``cxx`` is the llvm style's format of the model's reading."""
        if exact:
            if style == "llvm":
                style = "cxx"
            elif style == "gnu":
                return self._print(style, peer=False) + clone_suffix_text(self.clone_suffix, style)
        if ((style == "llvm" and self._scopes is None or style == "cxx")
                and not self.host_addrspaces and self._depth <= _SHALLOW
                and self._chars <= self.max_output and not self.clone_suffix):
            # The common case at once: what _print and format_entity do for it
            # (the model as read, within the default recursion limit), without them.
            text = llvm_text(self._entity, False, self.dialect == "itanium", self.max_output)
            if text is not None:
                return text
            return self._print(style, fast=False)  # (the fast path gave up: not twice)
        if self.clone_suffix:
            return self._print(style) + clone_suffix_text(self.clone_suffix, style)
        return self._print(style)

    def _print(self, style: str, fast: bool = True, peer: bool = True) -> str:
        """The text in ``style``; ``fast`` False where :meth:`format` already tried
        the llvm style's fast path on the same entity and it gave up; ``peer``
        False: the model's reading in that style's format (cxx is llvm's)."""
        if style == "cxx":
            style, peer = "llvm", False
        elif peer and style != "opencl":
            if style == "gnu" and self.gxx is not None:
                return self.gxx._print(style)
            if self._scopes is not None:
                twin = peer_twin(self, style)
                if twin is not None:
                    text: str = twin._print(style)
                    return text
        if self._chars > self.max_output:
            raise self._too_large()
        if style != "opencl" and not self.host_addrspaces:
            # llvm and gnu never spell __private here: no need to apply it.
            entity = self._entity
        else:
            entity = self.entity
        if self._depth > _SHALLOW:
            with headroom(self._depth):
                return self._format(entity, style, peer)
        return format_entity(entity, style, self.host_addrspaces, self.dialect == "itanium",
                             self.max_output, self.mangled, fast, peer)

    def _format(self, entity: Entity, style: str, peer: bool = True) -> str:
        return format_entity(entity, style, self.host_addrspaces,
                             spell_private=self.dialect == "itanium",
                             max_output=self.max_output, mangled=self.mangled, peer=peer)

    def _llvm_text(self) -> Optional[str]:
        """The llvm style, or None where llvm-cxxfilt-19 prints no text for the
        name though the other styles do (a bool literal other than 0 and 1)."""
        try:
            return self.format("llvm")
        except DemangleError as error:
            if error.reason == NO_LLVM_TEXT:
                return None
            raise

    def __str__(self) -> str:
        """The command line's line for the name: the opencl style, with the return
        type first for a builtin the catalogue knows (the mangled name does not
        encode it; :meth:`format` prints what the name encodes)."""
        text = self.format("opencl")
        if self.is_function and self.return_type is None:
            returns = return_type_of(self.mangled)
            if returns:
                return returns + " " + text
        return text

    def __repr__(self) -> str:
        return "Symbol(%r, %r)" % (self.mangled, self.format("opencl"))

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready description (see the README for the fields)."""
        spell = self.dialect == "itanium"
        printer = Printer("opencl", template_args(self.entity), self.host_addrspaces, spell,
                          self.max_output, self.mangled)
        parts = self._llvm_parts()
        data: dict[str, Any] = {
            "mangled": self.mangled + self.clone_suffix,
            "demangled": self.format("opencl"),
            "llvm": self._llvm_text(),
            "kind": "function" if self.is_function else "special" if self.special else "variable",
            "base_name": parts.base_name,
            "context": parts.context,
            "dialect": self.dialect,
            "ambiguous": self.ambiguous,
            "peer_misread": misread_styles(self),
        }
        if "llvm" in data["peer_misread"]:  # the model's reading as the llvm style formats it
            data["cxx"] = self.format("cxx")
        other = self.alternative
        if other is not None:
            data["alternative"] = {"dialect": other.dialect, "demangled": other.format("opencl"),
                                   "llvm": other.format("llvm")}
        if self.special:
            data["special"] = self.special
        if self.clone_suffix:
            data["clone_suffix"] = self.clone_suffix
        if self._function is not None:
            with self._room():
                data["params"] = [describe_type(p, printer) for p in self.params]
                data["return_type"] = (describe_type(self.return_type, printer)
                                       if self.return_type is not None else None)
        return data


def describe_type(t: Type, printer: Printer) -> dict[str, Any]:
    """Kind, OpenCL spelling, and for pointers the pointee's address space and qualifiers."""
    kind = type(t).__name__.lower()
    info: dict[str, Any] = {"kind": kind, "opencl": printer.type(t)}
    pointee = getattr(t, "pointee", None) or getattr(t, "referee", None)
    if pointee is not None:
        if type(pointee) is Qualified:
            space = pointee.addrspace
            info["address_space"] = space.keyword if space is not None else None
            info["qualifiers"] = [q for q, on in (("const", pointee.const), ("volatile", pointee.volatile),
                                                  ("restrict", pointee.restrict)) if on] + list(pointee.vendor)
        else:
            info["address_space"] = None
            info["qualifiers"] = []
    return info


def demangle(name: str, dialect: "str | Dialect" = "auto",
             max_output: Optional[int] = None, strip_underscore: bool = False) -> Symbol:
    """Demangle ``name``; ``dialect`` is ``auto`` (default), ``clang``, ``spirv``,
    ``spir`` or ``itanium``.  Printing it builds no text longer than ``max_output``
    characters (default: 64 KiB or 256 times the name, whichever is more).  Clone
    suffixes after the name (``.cold``) are kept apart (see module docs).
    ``strip_underscore``: first drop one leading ``_`` (Mach-O's, as both peers'
    ``-_``: ``__Z1fv`` is ``f()``); ``mangled`` is then the name without it.

    Raises :class:`spirmangle.DemangleError` (with ``.position`` in ``name``) on bad input.
    """
    if strip_underscore and name.startswith("_"):
        try:
            return demangle(name[1:], dialect, max_output)
        except DemangleError as exc:
            raise DemangleError(name, exc.position + 1, exc.reason) from None
    if name.startswith(("_GLOBAL_", "_ZGr")):  # g++'s older forms (spirmangle.demangler.symbol_special)
        def plain(entity: SpecialName) -> Symbol:
            return Symbol(name, entity, "itanium", False, max_output=max_output)
        if name.startswith("_ZGr"):
            return read_java_resource(name, plain)  # type: ignore[return-value]
        return read_global(  # type: ignore[return-value]
            name, lambda inner: demangle(inner, dialect, max_output), plain)
    try:
        if name.startswith(WRAPPED):
            if name.startswith(IMPORT_THUNK):
                return read_import_thunk(  # type: ignore[return-value]
                    name, lambda inner: demangle(inner, dialect, max_output))
            return _demangle(name, dialect, max_output)
        try:  # _demangle's common case, at once (one call less per name)
            return _read(name, dialect, max_output)
        except DemangleError as error:
            return _reread(name, dialect, max_output, error)
    except DemangleError as exc:
        # The name stops at a dot that starts clone suffixes (not one inside a source name).
        split = name.find(".", exc.position)
        if split < 0 or not _CLONE_SUFFIX.fullmatch(name, split) or name.startswith(IMPORT_THUNK):
            raise  # (an import thunk's inner name read its clone suffixes already)
    symbol = _demangle(name[:split], dialect, max_output)
    symbol.clone_suffix = name[split:]
    return symbol


def _demangle(name: str, dialect: "str | Dialect", max_output: Optional[int],
              whole: bool = True) -> Symbol:
    if whole and name.startswith(WRAPPED):  # _ZGR..., ___Z... (spirmangle.demangler.symbol_special)
        return read_wrapped(  # type: ignore[return-value]
            name, lambda inner: _demangle(inner, dialect, max_output, False))
    try:
        return _read(name, dialect, max_output)
    except DemangleError as error:
        return _reread(name, dialect, max_output, error)


def read_unwrapped(name: str, dialect: str) -> Symbol:
    """``name`` read as :func:`demangle` reads a wrapper's inner name: not as a
    wrapper (``_ZGR...``) itself, nor with clone suffixes."""
    return _demangle(name, dialect, None, False)


def _reread(name: str, dialect: "str | Dialect", max_output: Optional[int],
            error: DemangleError) -> Symbol:
    """A name the ABI's reading refused (``error``): g++'s sr <type> may read it
    (spirmangle.demangler.gxx_scope), or g++'s cv T_ <args> <args> (spirmangle.demangler.conv_mode);
    else ``error`` stands."""
    symbol = reread(name, lambda: _read(name, dialect, max_output))
    if symbol is None and "cv" in name:
        symbol = _tt_conversion(name, lambda: _read(name, dialect, max_output))
        if symbol is None:  # cv P S1_ I...E: the operator's arguments, as LLVM reads them
            symbol = attempt(name, lambda: _read(name, dialect, max_output),
                             substitution_conversions())
    if symbol is None:
        raise error
    return symbol


def _tt_conversion(name: str, read: Any) -> Optional[Symbol]:
    """``name`` read with ``cv T_ I`` as a template template parameter's
    arguments, if it parses and mangles back to ``name``; else None."""
    return attempt(name, read, template_template_conversions())


def _read(name: str, dialect: "str | Dialect", max_output: Optional[int]) -> Symbol:
    if dialect != "auto":
        return _demangle_as(name, get_dialect(dialect), max_output)
    tokens = tokenize(name)
    markers = tokens[3]
    if not markers:  # the most common case: _auto's last, at once (no OpenCL, C++... markers)
        try:
            plain, stats = _demangler().parse(name, tokens, ITANIUM, True)
        except BadReference:
            return _auto(name, tokenize(name), max_output)  # (the parse consumed the tokens)
        if not stats.private_pointees or not stats.agrees:
            return _new_symbol(name, plain, "itanium", None if stats.phantoms else False,
                               stats, max_output)
        return _marked(name, plain, "clang", False, stats, max_output)
    if markers & OPENCL and not markers & _NOT_CLANG_AT_ONCE:  # the next most common
        try:
            entity, stats = _demangler().parse(name, tokens, CLANG)
        except PhantomDepth as error:
            return _plain_within_bound(name, max_output, error)
        if stats.phantoms and stats.late_lookups:  # the plain rule may read it too
            return _settled(name, markers, _plain(name), None, max_output)
        return _new_symbol(name, entity, "clang", None if stats.phantoms else False,
                           stats, max_output)
    return _auto(name, tokens, max_output)


def _host_spelled(name: str, tokens: Any, max_output: Optional[int]) -> Symbol:
    """A name with an address space in the host spelling (``U8CLglobal``): clang
    spells every address space there, ``U9CLprivate`` too, so it makes no phantom
    candidates and an unspelled pointee has none (``_Z1fPU8CLglobaliPi`` is
    ``f(int CLglobal*, int*)``, clang-19's C++ for x86_64); ``AS<n>`` is a
    numbered address space, no OpenCL one (as every parse reads it there,
    spirmangle.demangle).  Read by the plain Itanium rule."""
    entity, stats = parse_tokens(name, tokens, ITANIUM)
    return _new_symbol(name, entity, "itanium", False, stats, max_output)


def _plain_within_bound(name: str, max_output: Optional[int], error: DemangleError) -> Symbol:
    """A name whose clang reading nests past the bound only by its phantom
    ``__private`` qualifiers (``error``): the plain reading, where it is within
    the bound and clang's rule reads the name alike (else ``error`` stands)."""
    plain, stats = parse_tokens(name, tokenize(name), ITANIUM, note_clang=True)
    if not stats.alike:
        raise error
    return _new_symbol(name, plain, "itanium", None, stats, max_output)


def _plain(name: str) -> Optional[Reading]:
    """The name under the plain rule, whether canonical; None if it does not parse."""
    try:
        entity, stats = parse_name(name, ITANIUM)
    except DemangleError:
        return None
    return Reading(entity, stats, "itanium", canonical(name, entity, ITANIUM, stats.host_addrspaces,
                                                       stats.heads))


def _settled(name: str, markers: int, plain: Optional[Reading], error: Optional[DemangleError],
             max_output: Optional[int]) -> Symbol:
    """A name both rules may read differently (spirmangle.demangler.auto_rule.settle)."""
    reading, ambiguous = settle(name, markers, plain, error)
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
           forced: bool = False) -> Symbol:
    """The name under clang's OpenCL rule with its optional phantoms
    (spirmangle.demangler.auto_rule): a name only C++ for OpenCL makes (a method's ``this``
    address space), or one read under ``--dialect clang``."""
    reading = clang_reading(name, markers, forced)
    if reading is None:
        if error is not None:
            raise error
        parse_name(name, CLANG)  # raises the error
        raise DemangleError(name, 0, "clang's rule does not read the name")  # pragma: no cover
    return Symbol(name, reading.entity, "clang", ambiguous if reading.canonical else None,
                  stats=reading.stats, max_output=max_output)


_new = object.__new__


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


def _demangle_as(name: str, d: Dialect, max_output: Optional[int]) -> Symbol:
    if d is SPIRV:  # (read as ITANIUM, but an explicit U3AS0 is kept: spelled_private)
        entity, stats = parse_tokens(name, tokenize(name), SPIRV, note_clang=True)
        return _marked(name, entity, "spirv", None, stats, max_output)
    if d is CLANG:
        return _clang_as(name, max_output)
    entity, stats = parse_name(name, d)
    return Symbol(name, entity, d.name, None, stats=stats,
                  max_output=max_output)


def _clang_as(name: str, max_output: Optional[int]) -> Symbol:
    """The name under clang's rule, its optional phantoms found where they may
    matter: a C++ name with substitutions (spirmangle.demangler.auto_rule)."""
    tokens = tokenize(name)
    try:
        entity, stats = parse_tokens(name, tokens, CLANG)
    except BadReference as error:
        return _clang(name, max_output, error, None, tokens[3], True)
    if tokens[3] & CXX and stats.lookups:  # (auto_rule.clang_reading: as auto reads it)
        return _clang(name, max_output, None, None, tokens[3], True)
    return Symbol(name, entity, "clang", None, stats=stats, max_output=max_output)


def _marked(name: str, entity: Entity, dialect: str, ambiguous: Optional[bool], stats: Any,
            max_output: Optional[int]) -> Symbol:
    """A plain parse read as clang reads an unspelled pointee address space: __private."""
    return Symbol(name, entity, dialect, ambiguous,
                  private_pointees=(stats.clang_private, stats.phantom_pointers), stats=stats,
                  max_output=max_output)


def _auto(name: str, tokens: Any, max_output: Optional[int]) -> Symbol:
    markers = tokens[3]
    if markers & SPIR_TEXT and not markers & SYCL:  # (no SPIR text spells AS0)
        try:
            entity, stats = parse_tokens(name, tokens, SPIR_DIALECT)
        except DemangleError:
            tokens = tokenize(name)  # the failed parse consumed them
        else:
            return Symbol(name, entity, "spir", None, stats=stats,
                          max_output=max_output)
    if markers & SPIRV_NAME:
        entity, stats = parse_tokens(name, tokens, SPIRV, note_clang=True)
        return _marked(name, entity, "spirv", None, stats, max_output)
    if markers & HOST:
        return _host_spelled(name, tokens, max_output)
    if markers & THIS_AS and not markers & SYCL:  # a C++ for OpenCL method
        return _clang(name, max_output, None, None, markers)
    try:
        plain, stats = parse_tokens(name, tokens, ITANIUM, note_clang=True)
    except BadReference as error:
        if markers & SYCL:  # (SYCL has no phantoms: the plain rule's error stands)
            return _clang(name, max_output, error, markers=markers)
        # Only a phantom candidate can make clang's reading differ.
        return _settled(name, markers, None, error, max_output)
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
        return _settled(name, markers, Reading(plain, stats, "itanium",
                                               canonical(name, plain, ITANIUM,
                                                         stats.host_addrspaces, stats.heads)),
                        None, max_output)
    if not opencl and (not stats.private_pointees or markers & CXX or not stats.agrees):
        # (A name OpenCL C cannot produce, without an OpenCL marker, is C++; with template
        # arguments, clang's optional phantoms may read it otherwise: Symbol.alternative.)
        return _new_symbol(name, plain, "itanium",
                           None if stats.phantoms or markers & CXX else False, stats, max_output)
    if opencl and markers & CXX and stats.lookups:
        if markers & GENERIC:  # C++ for OpenCL's: clang's reading, with its optional phantoms
            return _clang(name, max_output, None, None, markers)
        # The plain reading, which is clang's without optional phantoms, and SYCL's.
        return _new_symbol(name, plain, "itanium", None, stats, max_output)
    # Both rules read the name alike; clang's reading also knows that an unspelled
    # pointee address space is __private.
    return _marked(name, plain, "clang", False, stats, max_output)
