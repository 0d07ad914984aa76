"""``spirmangle explain``: a mangled name cut into its parts, under one or two dialects.

:func:`explain` reads a name the slow way, apart from the demangler's hot path:
a recording subclass of the demangler's builder runs on the LALR tables (no
replayed programs), and the observer of :mod:`spirmangle.explain.parse` keeps
the byte span of every token and every reduction.  A reading (:class:`Reading`) holds

* ``components``: the parse as a tree of :class:`Part` (a grammar rule or a
  token, its byte span ``[start, end)`` in the name, and what it reads as);
* ``candidates``: the substitution table as the builder built it, in order
  (seq-id ``S_``, ``S0_``..., the candidate printed, the span of the mangling it
  stands for, and whether it is a *phantom*: clang's ``__private`` pointee, a
  candidate no bytes of the name spell, given the pointee's span);
* ``references``: each ``S<n>_`` and ``T<n>_`` of the name and what it resolved to.

When another dialect reads the name differently (clang's phantom candidates
shift the seq-ids of the plain Itanium rule; the SPIR 1.2/2.0 text reads
``PU3AS18ocl_pipe`` as a pipe), :class:`Explanation` holds both readings.  The
text and JSON forms are in :mod:`spirmangle.explain.format`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Optional

from ..model.bounds import children, template_args
from ..model.node import Node
from ..config import CLANG, ITANIUM, SPIR_DIALECT, SPIRV, Dialect
from ..errors import DemangleError
from ..demangler.reading_mode import ABI_READING, ReadingMode
from ..demangler.gxx_scope import modes
from ..demangler.lexer.core import tokenize
from ..demangler.parser import begin, run_parse
from ..limits import MAX_DEPTH, OUTPUT_FACTOR, headroom
from .parse import LISTS as _LISTS, Part, Slot as _Slot, SpanParser as _SpanParser
from .parse import parser as _parser
from ..model import AddressSpace, Builtin, Function, FunctionType, LValueReference, Name, NestedName, TemplateName, Pipe, Pointer, Qualified, RValueReference, SourceName, SpecialName, TemplateParam, Type, Variable
from ..render.core import Printer, format_entity
from ..demangler.symbol import CLONE_SUFFIX, demangle, looks_like_opencl, read_unwrapped
from ..demangler.symbol_record import Symbol
from ..model.typecodes import seq_id

__all__ = ["Part", "Candidate", "Reference", "Reading", "Explanation", "explain", "DIALECTS"]

DIALECTS = ("auto", "clang", "spir", "itanium", "spirv")
# The reading each dialect is compared with.
_OTHER = {"clang": "itanium", "itanium": "clang", "spir": "clang", "spirv": "clang"}
VALUE_MAX = 2048  # characters a part's or candidate's printed value may have
# ... and all values of a reading together: a chain as deep as a name may be, each
# level its own part, plus the output bound of demangle (spirmangle.limits).
VALUES_MAX = 2 * MAX_DEPTH * VALUE_MAX
@dataclass
class Candidate:
    """A substitution candidate: ``seq_id`` is how a substitution names it."""

    index: int
    seq_id: str
    text: str
    start: int
    end: int
    phantom: bool = False
    note: str = ""


@dataclass
class Reference:
    """An ``S<n>_`` (``kind`` substitution) or ``T<n>_`` (template_parameter) of the name."""

    kind: str
    start: int
    end: int
    index: int
    target: str
    candidate: str = ""  # the seq-id a substitution refers to


@dataclass
class Reading:
    """The name as one dialect reads it; ``error`` (position, reason) if it does not."""

    dialect: str
    demangled: str = ""
    components: list[Part] = field(default_factory=list)
    candidates: list[Candidate] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    error: Optional[tuple[int, str]] = None
    numbering: str = ""  # "abi" or "g++": an unresolved name's scope read both ways


@dataclass
class Explanation:
    """Every reading worth showing, the chosen one first; ``differ`` when the two
    read the name differently (``alike``: a second reading shown on request that
    reads it alike)."""

    mangled: str
    style: str
    readings: list[Reading]
    clone_suffix: str = ""
    note: str = ""
    alike: bool = False

    @property
    def differ(self) -> bool:
        return len(self.readings) > 1 and not self.alike


def _concrete(dialect: str) -> tuple[Dialect, bool]:
    """The builder's dialect for a reading, and whether it notes clang's rule."""
    if dialect == "spirv":  # (ITANIUM's reading, an explicit U3AS0 kept: symbol._demangle_as)
        return SPIRV, True
    return {"clang": CLANG, "spir": SPIR_DIALECT, "itanium": ITANIUM}[dialect], False


def read(name: str, dialect: str, style: str = "opencl",
         optional: Optional[frozenset[int]] = None, mode: ReadingMode = ABI_READING) -> Reading:
    """One dialect's reading of ``name`` (without clone suffixes); ``optional``: the
    sites of clang's optional phantoms demangle's reading has (Symbol.optional_sites);
    ``mode``: the reading's switches (spirmangle.demangler.reading_mode)."""
    parser = _parser()
    b = parser.builder
    concrete, note = _concrete(dialect)
    reading = Reading(dialect)
    try:
        tokens = tokenize(name, mode=mode)
    except DemangleError as exc:
        reading.error = (exc.position, exc.reason)
        return reading
    kinds, values, positions, _ = tokens
    # The builder's state and the rereads of demangle's parse (demangler.parser), on
    # the recording parser: the same tokens (the host spelling's numbered address
    # spaces), mode, optional sites and numbering (after a wrong module guess, CI1).
    begin(b, name, tokens, concrete, note, optional if dialect == "clang" else None, mode)
    entity = None
    try:
        entity, kinds, values = run_parse(parser, b, name, tokens, concrete, mode, parser.run)
        # As demangle reads it, not as a wrapper again: read_any passes a reference
        # temporary's inner name (_ZGR <name> <seq> _ without "<seq> _").
        reading.demangled = read_unwrapped(name, dialect, mode).format(style)
    except DemangleError as exc:
        reading.error = (exc.position, exc.reason)
    # A name demangle refuses may hold template parameters without referents, or
    # referring to themselves (_Z1fIT_Evv): its parts print them unresolved.
    kind = _Values if reading.error is None else _Unresolved
    printer = kind(style, template_args(entity) if entity is not None else (),
                   b.host_addrspaces, dialect == "itanium", VALUE_MAX, name)
    printer.budget = VALUES_MAX + OUTPUT_FACTOR * len(name)
    printer.floors = {}
    with headroom():  # (a name read is at most MAX_DEPTH deep; a refused one may not print)
        _print_reading(reading, name, parser, printer, kinds, values)
    return reading


def _print_reading(reading: Reading, name: str, parser: _SpanParser, printer: "_Values",
                   kinds: list[str], values: list[Any]) -> None:
    """The values of a reading's parts, its candidates and references."""
    b = parser.builder
    concrete = b.last_reset[1]
    reading.components = _components(name, parser.stack, printer)
    if reading.error is None and reading.components:
        top = reading.components[-1]
        top.value = reading.demangled  # (the SPIR text's pipes read as pipes)
        if concrete.pipe_as_global_pointer:
            _note_spir_pipes(top, printer.type(_SPIR_PIPE))
    reading.candidates = [_candidate(i, slot, printer) for i, slot in enumerate(parser.slots)]
    _attach(reading.components, reading.candidates)
    reading.references = _references(kinds, values, parser.positions, b.lookups, printer)


class _Values(Printer):
    """The printer of a reading's values (parts, candidates, references): each at
    most VALUE_MAX characters, and all of them together at most VALUES_MAX and
    the output bound demangle has for the name (``budget``; past it they print as
    OMITTED), so that an explanation's memory is linear in the name.  ``floors``:
    the lower bounds on the nodes' texts measured so far (:func:`_text_floor`)."""

    budget = 0
    floors: dict[int, tuple[object, int]]


OMITTED = "(not printed: the explanation's output bound is reached)"
_LONGER = "(longer than %d characters)"


class _Unresolved(_Values):
    """The printer of a refused reading's parts: every template parameter prints
    as written (``T_``), in every scope, since it may have no referent or stand
    for itself; nothing a refused reading holds is expanded."""

    @property
    def template_args(self) -> tuple[object, ...]:
        return ()

    @template_args.setter
    def template_args(self, value: object) -> None:
        pass


def _components(name: str, parts: list[Part], printer: Printer) -> list[Part]:
    """The prefix before the first token and the parse's parts, their values printed."""
    first = parts[0].start if parts else len(name)
    result = [Part("prefix", 0, first, value="mangled name")] if first else []
    for part in parts:
        _print_values(part, printer)
    return result + parts


_SPIR_PIPE = Pointer(Qualified(Pipe(), AddressSpace.GLOBAL))


def _note_spir_pipes(top: Part, spelling: str) -> None:
    """Mark the parameters that the SPIR 1.2/2.0 text's rule reads as pipes."""
    for params in top.children:
        if params.rule == "params":
            for p in params.children:
                if p.value == spelling:
                    p.value += " (the SPIR 1.2/2.0 text's spelling of a pipe parameter)"


def _attach(parts: list[Part], candidates: list[Candidate]) -> None:
    """Name each candidate at the deepest part (not a list) of exactly its span."""
    spans: dict[tuple[int, int], Part] = {}
    stack = list(reversed(parts))
    while stack:
        p = stack.pop()
        if p.rule not in _LISTS:
            spans[p.start, p.end] = p
        stack.extend(reversed(p.children))
    for c in candidates:
        found = spans.get((c.start, c.end))
        if found is not None:
            found.candidates.append(c.seq_id + (" (phantom)" if c.phantom else ""))


def _print_values(part: Part, printer: Printer) -> None:
    """Print every part's value, and make a rule whose one child is a token of
    the same span one part (``subst`` over ``SUBST``)."""
    stack = [part]
    while stack:
        p = stack.pop()
        if p.token and type(p.raw) is tuple and len(p.raw) == 7:  # QUALS
            p.value = _qualifiers(p.raw)
        elif p.raw is not None:
            p.value = describe(p.raw, printer)
        if len(p.children) == 1 and p.children[0].token and not p.children[0].children \
                and (p.children[0].start, p.children[0].end) == (p.start, p.end):
            child = p.children[0]
            p.token, p.children = child.token, []
            if not p.value and type(child.raw) is tuple and len(child.raw) == 7:
                p.value = _qualifiers(child.raw)
            elif not p.value:
                p.value = describe(child.raw, printer)
        stack.extend(p.children)


def _qualifiers(quals: tuple[Any, ...]) -> str:
    """The words of a QUALS token's value (address space, cv, vendor qualifiers)."""
    space, const, volatile, restrict, others = quals[:5]
    words = [space.keyword] if space is not None else []
    words += [w for w, on in (("const", const), ("volatile", volatile), ("restrict", restrict)) if on]
    return " ".join(words + [str(getattr(q, "name", q)) for q in others])


def describe(value: Any, printer: Printer) -> str:
    """A value of the parse printed: a type, a name, an entity or a list of them
    (within the budget of a :class:`_Values` printer)."""
    if isinstance(value, list):
        text = ", ".join(describe(v, printer) for v in value)
        return text if len(text) <= printer.max_output else _LONGER % printer.max_output
    if not isinstance(printer, _Values):
        return _describe(value, printer)
    if printer.budget <= 0:
        return OMITTED
    text = _describe(value, printer)
    printer.budget -= len(text)
    return text


def _describe(value: Any, printer: Printer) -> str:
    floors = printer.floors if isinstance(printer, _Values) else {}
    if _text_floor(value, floors, printer.max_output) > printer.max_output:  # (not printed to be cut)
        return _LONGER % printer.max_output
    try:
        if isinstance(value, (Type, Name)):
            # (a name demangle refuses may expand to 2**60 types, and so does a part
            # of it: its text is past the bound, and refused, before it is built)
            with printer.memoized():
                return printer.type(value) if isinstance(value, Type) else printer.name(value)
        if isinstance(value, (Function, Variable, SpecialName)):
            if type(printer) is _Unresolved:
                return printer.entity(value)
            return format_entity(value, printer.style, printer.host_addrspaces, printer.spell_private,
                                 printer.max_output, printer.mangled)
    except DemangleError:
        return _LONGER % printer.max_output
    except RecursionError:
        return "(too deeply nested to print)"
    return ""


def _text_floor(value: Any, floors: dict[int, tuple[object, int]], limit: int) -> int:
    """A lower bound on the length of ``value``'s text, past ``printer.max_output``
    only when it is: every source name's identifier, a character for every other
    builtin type than ``void`` and for every pointer or reference, a function
    type's parentheses and its ``void`` return type, a template's brackets and a
    nested name's ``::``, counted for
    every place the node stands in the expansion, and each shared node measured
    once (``floors``, by identity, with the node, kept alive; a name demangle
    refuses may expand to 2**60 types, and so does a part of it).  At most
    ``limit + 1``."""
    cap = limit + 1
    stack: list[tuple[object, bool]] = [(value, False)]
    while stack:
        node, done = stack.pop()
        if id(node) in floors:
            continue
        kind = type(node)
        if kind is SourceName:
            floors[id(node)] = (node, len(node.identifier))  # type: ignore[attr-defined]
        elif kind is Builtin:
            floors[id(node)] = (node, 0 if node == _VOID else 1)
        elif not isinstance(node, Node):  # (a parse value that is no model node)
            floors[id(node)] = (node, 0)
        elif not done:
            stack.append((node, True))
            stack.extend((child, False) for child in children(node) if id(child) not in floors)
        else:
            own = 1 if kind in _INDIRECT else 0
            if kind is FunctionType:  # (its parentheses, and its return type if void)
                own = 6 if node.return_type == _VOID else 2  # type: ignore[attr-defined]
            elif kind is NestedName:  # (a "::" between parts)
                own = 2 * len(node.parts) - 2  # type: ignore[attr-defined]
            elif kind is TemplateName:  # (its brackets)
                own = 2
            total = sum(floors[id(child)][1] for child in children(node) if id(child) in floors)
            floors[id(node)] = (node, min(own + total, cap))
    return floors[id(value)][1] if id(value) in floors else 0


_VOID = Builtin("void")
_INDIRECT = (Pointer, LValueReference, RValueReference)


def _candidate(index: int, slot: _Slot, printer: Printer) -> Candidate:
    note = ""
    if slot.phantom:
        note = "phantom: clang's __private pointee, spelled by no bytes of the name"
    elif slot.merged:
        note = "clang's __private merged into this qualified pointee"
    text = describe(slot.node, printer) or type(slot.node).__name__
    return Candidate(index, seq_id(index), text, slot.start, slot.end, slot.phantom, note)


def _references(kinds: list[str], values: list[Any], positions: list[int],
                lookups: list[tuple[int, int, object]], printer: Printer) -> list[Reference]:
    """The substitutions looked up, and the template parameters among the tokens."""
    ends = {p: q for p, q in zip(positions, positions[1:])}
    refs = [Reference("substitution", where, ends.get(where, where), index,
                      describe(target, printer), seq_id(index))
            for index, where, target in lookups]
    for kind, value in zip(kinds, values):
        if kind == "TPARAM" and isinstance(value, tuple) and len(value) == 2:
            index, where = int(value[0]), int(value[1])
            target = describe(TemplateParam(index), printer)
            refs.append(Reference("template_parameter", where, ends.get(where, where), index,
                                  target))
    refs.sort(key=lambda r: r.start)
    return refs


def _split_clones(name: str, dialect: str, mode: ReadingMode) -> tuple[str, str]:
    """``name`` without the clone suffixes its reading stops at, and those suffixes."""
    import re

    try:
        demangle(name, dialect, mode=mode)
    except DemangleError:
        return name, ""
    if name.startswith(("_GLOBAL_", "_ZGr")):  # (c++filt's older forms: read whole)
        return name, ""
    dot = name.find(".", 2)
    while dot >= 0:
        if re.fullmatch(CLONE_SUFFIX, name[dot:]):
            try:
                demangle(name[:dot], dialect, mode=mode)
            except DemangleError:
                pass
            else:
                return name[:dot], name[dot:]
        dot = name.find(".", dot + 1)
    return name, ""


def _signature(reading: Reading) -> tuple[object, ...]:
    """What two readings must share to read a name alike."""
    return (reading.error is None, reading.demangled,
            tuple((r.kind, r.start, r.target) for r in reading.references))


def explain(name: str, dialect: str = "auto", style: str = "opencl",
            compare: bool = False) -> Explanation:
    """Explain ``name`` under ``dialect`` (``auto``: the one :func:`~spirmangle.demangle`
    chooses); the other dialect's reading is added when it reads the name differently
    (``compare``: always)."""
    if dialect not in DIALECTS:
        raise ValueError("unknown dialect %r (choose from %s)" % (dialect, ", ".join(DIALECTS)))
    # demangle's second and third readings of cv T_ I and cv [P] S<n>_ I
    # (spirmangle.demangler.reading_mode)
    return _explain(name, dialect, style, compare, _conversion_mode(name))


def _explain(name: str, dialect: str, style: str, compare: bool,
             mode: ReadingMode) -> Explanation:
    """:func:`explain` under a reading ``mode``."""
    chosen = dialect
    refused: Optional[DemangleError] = None
    optional: Optional[frozenset[int]] = None  # demangle's optional phantoms (auto_rule)
    sites_mode = mode  # the mode demangle read them under (return_phantoms)
    if dialect == "auto":
        try:
            symbol = demangle(name, mode=mode)
            chosen, optional = symbol.dialect, _sites(symbol)
            sites_mode = _sites_mode(symbol, mode)
        except DemangleError as exc:  # the reading demangle tried last, and its verdict
            chosen = "clang" if looks_like_opencl(name, mode) else "itanium"
            refused = exc
    elif dialect == "clang":
        try:
            symbol = demangle(name, "clang", mode=mode)
            optional, sites_mode = _sites(symbol), _sites_mode(symbol, mode)
        except DemangleError:
            pass
    from .wrapped import read_any
    reader = partial(read, optional=optional, mode=sites_mode)
    plain = partial(read, mode=mode)

    base, suffix = _split_clones(name, chosen, mode)
    # (where demangle refuses the name, its verdict stands: the dialect explain shows
    # may read it with g++'s numbering, as auto's does not: its SPIR reading of
    # sr 11ocl_image2d... does not mangle back)
    numberings = _gxx_readings(base, chosen, style, mode) if refused is None else False
    if isinstance(numberings, list):
        return Explanation(base, style, numberings, suffix, _GXX_NOTE)
    if numberings:  # only the ABI's numbering of an srN scope reads it, a substitution
        # referring past the scope (ReadingMode.past_scope), as demangle's reading did
        mode, sites_mode = mode._replace(past_scope=True), sites_mode._replace(past_scope=True)
        reader = partial(read, optional=optional, mode=sites_mode)
    first = read_any(base, chosen, style, reader, mode)
    if refused is not None and first.error is None:  # (that dialect reads it; auto does not)
        first.error, first.demangled = (refused.position, refused.reason), ""
    readings = [first]
    other = read_any(base, _OTHER[chosen], style, plain, mode)
    # Printed alike in llvm's format (the dialects differ in spelling __private only):
    # the model's readings (cxx), not the peer's text (the spir text's pipe parameter
    # prints as written there).
    alike = (_signature(read_any(base, chosen, "cxx", reader, mode))
             == _signature(read_any(base, other.dialect, "cxx", plain, mode)))
    if compare or not alike:
        readings.append(other)
    note = ""
    if alike and _tables(first) != _tables(other):
        note = ("%s numbers the candidates differently (%s), but every reference "
                "resolves alike" % (other.dialect, _phantom_words(first, other)))
    return Explanation(base, style, readings, suffix, note, alike)


def _conversion_mode(name: str) -> ReadingMode:
    """The reading demangle reads ``name`` under (Symbol.reading_mode): the ABI's, or
    where only it reads the name, its second (``cv T_ I`` as a template template
    parameter's arguments) or third (``cv [P] S<n>_ I`` with the ``I`` the
    operator's), or a type requirement ``T <n>_...`` (req_types), as
    spirmangle.demangler.symbol rereads a refused name
    (spirmangle.demangler.reading_mode)."""
    if "cv" not in name and "rq" not in name and "rQ" not in name:
        return ABI_READING
    try:  # (demangle's reading says which: a guess tried in another order read them both)
        read_mode = demangle(name).reading_mode
    except DemangleError:
        return ABI_READING
    if read_mode is None:
        return ABI_READING
    return ABI_READING._replace(tt_conversions=read_mode.tt_conversions,
                                subst_conversions=read_mode.subst_conversions,
                                req_types=read_mode.req_types)


_GXX_NOTE = ("g++ makes every prefix of an sr scope's type a substitution candidate, the "
             "ABI's qualifier levels none (spirmangle.demangler.gxx_scope); demangle reads the first "
             "reading, the gnu style prints g++'s")


def _gxx_readings(name: str, dialect: str, style: str,
                  mode: ReadingMode) -> "list[Reading] | bool":
    """The ABI's and g++'s numberings of an unresolved name's scope, demangle's
    choice first; when the name has no g++ reading (spirmangle.demangler.gxx_scope),
    whether demangle's reading of it under ``dialect`` refers past an srN scope
    (ReadingMode.past_scope), as only the ABI's numbering reads."""
    from .wrapped import read_any

    try:
        symbol = demangle(name, dialect, mode=mode)
    except DemangleError:
        return False
    if (symbol.gxx is None or not modes(name)) and symbol.numbering == "abi":
        # (a g++ reading without sr: c++filt's discriminator, spirmangle.demangler.symbol)
        read_mode = symbol.reading_mode
        return read_mode is not None and read_mode.past_scope and not read_mode.sr_types
    # Each numbering's reading with the optional phantoms demangle's reading of it has
    # (Symbol.optional_sites): the phantoms add candidates the references count.
    abi_symbol = symbol if symbol.numbering == "abi" else symbol.abi_numbering
    gxx_symbol = symbol if symbol.numbering == "g++" else symbol.gxx or symbol.gxx_numbering
    abi_mode = mode._replace(sr_types=0, past_scope=True)
    abi = read_any(name, dialect, style, partial(read, optional=_sites(abi_symbol),
                                                 mode=_sites_mode(abi_symbol, abi_mode)), abi_mode)
    gxx = abi
    for sr_types in modes(name):
        gxx_mode = mode._replace(sr_types=sr_types, past_scope=False)
        gxx = read_any(name, dialect, style, partial(
            read, optional=_sites(gxx_symbol), mode=_sites_mode(gxx_symbol, gxx_mode)), gxx_mode)
        if gxx.error is None:
            break
    abi.numbering, gxx.numbering = "abi", "g++"
    return [gxx, abi] if symbol.numbering == "g++" else [abi, gxx]


def _sites(symbol: Optional[Symbol]) -> Optional[frozenset[int]]:
    """The sites of clang's optional phantoms ``symbol``'s reading has, if any."""
    return symbol.optional_sites or None if symbol is not None else None


def _sites_mode(symbol: Optional[Symbol], mode: ReadingMode) -> ReadingMode:
    """``mode`` as demangle's reading of ``symbol`` read its optional sites: with
    function types' return types among them where it did (ReadingMode.return_phantoms)."""
    if symbol is None or not symbol.optional_sites or symbol.optional_mode is None:
        return mode
    return mode._replace(return_phantoms=symbol.optional_mode.return_phantoms)


def _tables(reading: Reading) -> list[tuple[str, bool]]:
    return [(c.text, c.phantom) for c in reading.candidates]


def _phantom_words(a: Reading, b: Reading) -> str:
    count = sum(c.phantom for c in a.candidates) + sum(c.phantom for c in b.candidates)
    return "%d phantom __private candidate%s" % (count, "" if count == 1 else "s")
