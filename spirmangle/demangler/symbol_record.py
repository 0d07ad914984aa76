"""The :class:`Symbol` a reading of a mangled name gives (:func:`spirmangle.demangler.symbol.demangle`
chooses the reading): its entity and dialect, its parts, its text in every style
within its output bound, its alternative reading and its JSON; and how clone
suffixes print after it (:func:`clone_suffix_text`)."""

from __future__ import annotations


TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional, Sequence
    from .auto_rule import Reading

from .parser import parse_tokens
from .lexer.core import tokenize
from ..config import SPIR_DIALECT, Dialect
from .private import mark_private
from ..errors import DemangleError
from ..model import AddressSpace, Entity, Function, Name, NamedType, Pipe, Pointer, Qualified, SpecialName, Type
from ..model.bounds import template_args
from ..limits import MIN_OUTPUT, OUTPUT_FACTOR, headroom, nullcontext
from .returns import return_type_of
from ..render.core import NO_LLVM_TEXT, Printer, format_entity
from ..render.parts import NameParts, entity_parts
from ..render.fast import llvm_text

# The prefixes of the wrapped forms symbol_special reads (here, where demangle()
# tests them without loading that module: start-up, issue 23)
WRAPPED = ("_ZGR", "___Z", "__imp_")
IMPORT_THUNK = "__imp_"
_SHALLOW = 100  # levels the printers handle within Python's default recursion limit
_UNKNOWN = object()  # (Symbol.alternative not computed yet)
_NO_HEADROOM = nullcontext()
_PIPE = Pipe()
_SPIR_PIPE = Pointer(Qualified(Pipe(), AddressSpace.GLOBAL))  # (the SPIR text's pipe parameter)
_SPIR_AS_WRITTEN = Dialect(SPIR_DIALECT.name, SPIR_DIALECT.substitution,  # (its pipes as written)
                           SPIR_DIALECT.image_access_suffix, False, SPIR_DIALECT.spell_private)


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
    # The reading mode optional_sites were read under (spirmangle.demangler.reading_mode:
    # return_phantoms makes function types' return types sites), as explain rereads them.
    optional_mode: Any = None
    # The reading mode the name was read under (ABI_READING's switches unless a reread's:
    # g++'s cv T_ <args> <args>, LLVM's cv S<n>_ I...), as explain rereads it.
    reading_mode: Any = None
    # The parse noted that clang's rule without optional phantoms reads the same model
    # (spirmangle.demangler.parse_checks.ParseStats.clang_same): no other reading there.
    _clang_same = False
    # The parse read a discriminator under 10 with a digit right after it (``_6 6Kernel``,
    # ParseStats.short_then_digit): c++filt reads it greedily, so demangle() tries g++'s
    # reading (``gxx``) of this name, and of no other.
    short_then_digit = False
    _printed: Optional[dict[tuple[str, bool], str]] = None  # (_print's texts)
    _printed_for: tuple[object, ...] = ()  # (the fields they were printed from: _printed_from)
    # The reading both peers print where it is not the model's: the plain rule's of a
    # name that reads so only as a spelling no compiler writes, and that clang's OpenCL
    # rule writes (spirmangle.demangler.symbol._respelled).  The llvm and gnu styles print it.
    peer_reading: Optional["Symbol"] = None
    # A name read with an unspelled pointee __private (a __spirv_ name as the
    # translator's, or clang's OpenCL reading) that SYCL writes too, its pointee in
    # SYCL's default address space: the plain parse's (entity, stats), made on
    # demand, the alternative where no other reading is (spirmangle.demangler.symbol).
    sycl_reading: Optional[Callable[[], tuple[Entity, Any]]] = None

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
            self.reading_mode = stats.mode
            self._clang_same = stats.clang_same
            self.short_then_digit = stats.short_then_digit
            host_addrspaces = host_addrspaces or stats.host_addrspaces
            if stats.tracking is not None and stats.tracking.optional:
                self.optional_sites = stats.tracking.optional
                self.optional_mode = stats.tracking.mode
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
            if self.peer_reading is not None:
                return self.peer_reading.parts(style)
            if style == "gnu" and self.gxx is not None:
                return self.gxx.parts(style)
            if self._scopes is not None:
                from .peer_styles import peer_twin  # (on first use: start-up, issue 23)

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
            mode = self.reading_mode  # (g++'s sr <type> read it: its numbering, not the ABI's,
            # whichever reading demangle was asked for: the other rules read by the ABI's;
            # a type requirement T <n>_... read only after the ABI's lexing was refused)
            from .auto_rule import MAX_SEARCHED, other_reading, tied_reading  # (start-up)

            if self._ambiguous is not False and self.numbering == "abi" and not (
                    mode is not None and (mode.sr_types or mode.req_types)):
                try:
                    with self._room():  # (its readings are mangled and printed: as deep as this)
                        reading = other_reading(  # (printed as auto_rule prints a reading)
                            self.mangled, self.dialect, lambda: self._print("cxx"),
                            self._clang_same, self.optional_sites is None)
                except DemangleError:  # (too large to print: no reading to show)
                    return None
                if reading is not None:
                    self._pair(reading)
            if self._alternative is None and self.dialect == "clang" and self.numbering == "abi" \
                    and self.optional_sites is not None and len(self.mangled) <= MAX_SEARCHED:
                # clang's readings with optional phantoms elsewhere, as likely as this one
                with self._room():
                    reading = tied_reading(self.mangled, self._prints_otherwise())
                if reading is not None:
                    self._pair(reading)
            if self._alternative is None and self.sycl_reading is not None:
                try:
                    self._pair_sycl(*self.sycl_reading())
                except DemangleError:
                    pass
        return self._alternative  # type: ignore[return-value]

    def _pair_sycl(self, entity: Entity, stats: Any) -> None:
        """SYCL's reading of a __spirv_ name (:attr:`sycl_reading`) as the
        alternative, where it prints otherwise in the opencl style."""
        other = Symbol(self.mangled, entity, "itanium", True, stats=stats,
                       max_output=self.max_output)
        try:
            if other._print("opencl") == self._print("opencl"):
                return
        except DemangleError:
            return
        other._alternative = self
        self._alternative = other

    def _reading_symbol(self, reading: Reading) -> "Symbol":
        return Symbol(self.mangled, reading.entity, reading.dialect, True,
                      stats=reading.stats, max_output=self.max_output)

    def _pair(self, reading: Reading) -> None:
        other = self._reading_symbol(reading)
        other._alternative = self
        self._alternative = other

    def _prints_otherwise(self) -> Callable[[Reading], bool]:
        """Whether a reading prints otherwise than this symbol in the opencl or the
        llvm (cxx) style: False where either is too large to print.  This symbol's
        texts are printed once, not for each reading."""
        try:
            own = (self._print("opencl"), self._print("cxx"))
        except DemangleError:
            return lambda reading: False

        def differs(reading: Reading) -> bool:
            other = self._reading_symbol(reading)
            try:
                return (other._print("opencl"), other._print("cxx")) != own
            except DemangleError:
                return False
        return differs

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
        if ((style == "llvm" and self._scopes is None and self.peer_reading is None
             or style == "cxx")
                and not self.host_addrspaces and self._depth <= _SHALLOW and self.dialect != "spir"
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
        False: the model's reading in that style's format (cxx is llvm's).  Printed
        once per style (``to_json`` and ``ambiguous`` ask for a style again)."""
        if style == "cxx":
            style, peer = "llvm", False
        printed = self._printed
        if printed is not None and self._printed_from():
            text = printed.get((style, peer))
            if text is not None:
                return text
        else:
            printed = {}
            self.__dict__.pop("_peer_twins", None)  # (spirmangle.demangler.peer_styles's)
        text = printed[style, peer] = self._print_once(style, fast, peer)
        self._printed = printed  # (after: printing may apply __private, a new _entity)
        self._printed_for = (self._entity, self.gxx, self.peer_reading, self.gxx_numbering,
                             self.abi_numbering)
        return text

    def _printed_from(self) -> bool:
        """Whether the fields the texts in ``_printed`` were printed from are the
        symbol's still: the readers set some after a text was printed while the
        name was read (a reading check; a wrapper's inner name's ``ambiguous``; the
        gxx reading, the other numbering, the peers' reading)."""
        entity, gxx, peer_reading, gxx_numbering, abi_numbering = self._printed_for
        return (entity is self._entity and gxx is self.gxx and peer_reading is self.peer_reading
                and gxx_numbering is self.gxx_numbering and abi_numbering is self.abi_numbering)

    def _print_once(self, style: str, fast: bool, peer: bool) -> str:
        if peer and style != "opencl":
            if self.peer_reading is not None:
                return self.peer_reading._print(style)
            if style == "gnu" and self.gxx is not None:
                return self.gxx._print(style)
            if self._scopes is not None:
                from .peer_styles import peer_twin  # (on first use: start-up, issue 23)

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
        if peer and style != "opencl" and self.dialect == "spir":  # (the peers' styles)
            entity = self._pipes_as_written(entity)
        if self._depth > _SHALLOW:
            with headroom(self._depth):
                return self._format(entity, style, peer)
        return format_entity(entity, style, self.host_addrspaces, self.dialect == "itanium",
                             self.max_output, self.mangled, fast, peer)

    def _pipes_as_written(self, entity: Entity) -> Entity:
        """Under the SPIR text, the symbol's own pipe parameters as the name writes
        them, for the peers' styles: the model's ``pipe`` where a pointer to a
        global pipe (``PU3AS18ocl_pipe``) stands, which both peers print as such
        (``f(ocl_pipe AS1*)``); a pipe written as one stays."""
        if type(entity) is not Function or _PIPE not in entity.params:
            return entity
        written = parse_tokens(self.mangled, tokenize(self.mangled), _SPIR_AS_WRITTEN)[0]
        if type(written) is not Function or len(written.params) != len(entity.params):
            return entity  # (not expected: the one reading differs in pipes only)
        params = tuple(w if p == _PIPE and w == _SPIR_PIPE else p
                       for p, w in zip(entity.params, written.params))
        return Function(entity.name, params, entity.return_type, entity.requires,
                        entity.enable_if, entity.explicit_return)

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
        from .peer_styles import misread_styles

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
