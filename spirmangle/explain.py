"""``spirmangle explain``: a mangled name cut into its parts, under one or two dialects.

:func:`explain` reads a name the slow way, apart from the demangler's hot path:
a recording subclass of the demangler's builder runs on its own copy of the
LALR tables (no replayed programs), and the loop here keeps the byte span of
every token and every reduction.  A reading (:class:`Reading`) holds

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
text and JSON forms are in :mod:`spirmangle.explain_format`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .bounds import template_args
from .config import CLANG, ITANIUM, SPIR_DIALECT, Dialect
from .conv_mode import pending, template_template_conversions
from .demangle import _Builder, parse_name
from .demangle_special import InheritNumbering, gxx_inherited, run_guessing
from .errors import DemangleError
from .gxx_mode import reading as gxx_reading
from .gxx_scope import modes
from .lalr import DISCARD, TableDriver
from .lexer import tokenize
from .lexer_special import ModuleGuess
from .limits import MAX_DEPTH
from .model import AddressSpace, Function, Name, NestedName, Pipe, Pointer, Qualified, SpecialName, TemplateParam, Type, Variable
from .render import Printer, format_entity
from .symbol import CLONE_SUFFIX, demangle
from .typecodes import seq_id

__all__ = ["Part", "Candidate", "Reference", "Reading", "Explanation", "explain", "DIALECTS"]

DIALECTS = ("auto", "clang", "spir", "itanium", "spirv")
# The reading each dialect is compared with.
_OTHER = {"clang": "itanium", "itanium": "clang", "spir": "clang", "spirv": "clang"}
VALUE_MAX = 2048  # characters a part's or candidate's printed value may have
# List rules (``list: item | list item``) whose nesting the tree flattens.
_LISTS = frozenset({"params", "template_arg_list", "components", "param_decls", "module"})


@dataclass
class Part:
    """A rule (``rule``) or a token (``token``) of the parse and its bytes ``[start, end)``."""

    rule: str
    start: int
    end: int
    token: str = ""
    value: str = ""  # what it reads as (printed), "" if nothing useful
    candidates: list[str] = field(default_factory=list)  # seq-ids of candidates it added
    children: list["Part"] = field(default_factory=list)
    raw: Any = field(default=None, repr=False, compare=False)  # the parse's value


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
    """Every reading worth showing, the chosen one first; ``differ`` when there are two."""

    mangled: str
    style: str
    readings: list[Reading]
    clone_suffix: str = ""
    note: str = ""

    @property
    def differ(self) -> bool:
        return len(self.readings) > 1


class _Recorder(_Builder):
    """The builder, noting every substitution it looks up and each phantom it counts."""

    def reset(self, name: str, dialect: Dialect, note_clang: bool = False,
              optional: Optional[frozenset[int]] = None, track: bool = False) -> None:
        super().reset(name, dialect, note_clang, optional, track)
        self.lookups: list[tuple[int, int, object]] = []
        self.counted = False

    def _lookup(self, ref: tuple[int, int]) -> object:
        value = super()._lookup(ref)
        self.lookups.append((ref[0], ref[1], value))
        return value

    def _count_phantom(self) -> None:
        super()._count_phantom()
        self.counted = True


@dataclass
class _Slot:
    """A candidate as recorded: the node, its span, and how it came to be."""

    node: object
    start: int
    end: int
    phantom: bool = False
    merged: bool = False


class _SpanParser:
    """The recording builder on its own LALR tables, keeping spans as rules reduce."""

    def __init__(self) -> None:
        self.builder = _Recorder()
        self.driver = TableDriver("mangled.lark", lambda name: getattr(self.builder, name, None),
                                  MAX_DEPTH, restart=self.builder.restart)
        self.slots: list[_Slot] = []
        self.stack: list[Part] = []  # the parts of the last parse (partial after an error)
        self.positions: list[int] = []  # its tokens' positions
        self.contexts: list[int] = []  # where the first component of each open nested name starts

    def run(self, kinds: list[str], values: list[Any], positions: list[int], text: str) -> Any:
        """The value of one parse (the signature :func:`run_guessing` calls)."""
        self.slots = []
        self.stack = []
        self.positions = positions
        self.contexts = []
        return self._parse(kinds, values, positions, text)

    def _parse(self, kinds: list[str], values: list[Any], positions: list[int], text: str) -> Any:
        states = self.driver.states
        state = self.driver.start_state
        state_stack = [state]
        value_stack: list[Any] = []
        parts = self.stack
        for index, kind in enumerate(kinds):
            while True:
                action = states[state].get(kind)
                if action is None:
                    where = positions[index]
                    if kind == "$END":
                        raise DemangleError(text, where, "unexpected end of name")
                    raise DemangleError(text, where, "unexpected %r" % text[where:where + 1])
                if action.__class__ is int:
                    state = action
                    state_stack.append(state)
                    value_stack.append(values[index])
                    token = Part("", positions[index], positions[index + 1], token=kind)
                    token.raw = values[index]  # printed later
                    parts.append(token)
                    if len(state_stack) > self.driver.max_depth:
                        raise DemangleError(text, positions[index],
                                            "nesting deeper than %d levels" % self.driver.max_depth)
                    break
                size, callback, origin = action
                if callback is None:  # a ?rule with one child: it stays
                    state = states[state_stack[-2]][origin]
                    state_stack[-1] = state
                    continue
                children = value_stack[-size:]
                kids = parts[-size:]
                del value_stack[-size:], state_stack[-size:], parts[-size:]
                part = _rule_part(callback, origin, kids)
                value = None if callback is DISCARD else self._reduce(callback, children, part,
                                                                    text, positions[index])
                state = states[state_stack[-1]][origin]
                if state == self.driver.end_state and kind == "$END":
                    parts.append(part)
                    return value
                state_stack.append(state)
                value_stack.append(value)
                parts.append(part)
        raise DemangleError(text, len(text), "unexpected end of name")  # pragma: no cover

    def _reduce(self, callback: Callable[[list[Any]], Any], children: list[Any], part: Part,
                text: str, where: int) -> Any:
        """Call one rule's callback; the candidates it added get the rule's span."""
        b = self.builder
        before = list(b.table)
        context = b.contexts[-1] if b.contexts else None
        b.counted = False
        try:
            value = callback(children)
        except ModuleGuess:
            raise
        except DemangleError as exc:
            if exc.position >= 0:
                raise
            raise DemangleError(text, where, exc.reason) from None
        part.raw = value  # printed later, when the entity is known
        prefix = None
        if context is not None and self.contexts:
            prefix = (context, self.contexts[-1])
        self._reconcile(before, b.table, part, prefix)
        # The first component of a nested name opened here starts after N and its qualifiers.
        del self.contexts[len(b.contexts):]
        self.contexts.extend([part.end] * (len(b.contexts) - len(self.contexts)))
        return value

    def _reconcile(self, before: list[object], after: list[object], part: Part,
                   prefix: Optional[tuple[Any, int]]) -> None:
        """Keep ``self.slots`` in step with the builder's table after one reduction.
        A nested name's prefix (``prefix``: the open context and where its first
        component starts) is recorded when the next component is read: its span
        ends where this rule starts."""
        if len(after) == len(before) and all(a is b for a, b in zip(after, before)):
            return
        old = {id(slot.node): slot for slot in self.slots}
        slots: list[_Slot] = []
        last = part.children[-1] if part.children else part
        for position, node in enumerate(after):
            slot = old.get(id(node))
            if slot is None and len(after) == len(before):  # replaced in place (a merge)
                previous = self.slots[position]
                slot = _Slot(node, previous.start, previous.end, previous.phantom, True)
            elif slot is None:
                phantom = (self.builder.counted and type(node) is Qualified
                           and node.addrspace is AddressSpace.PRIVATE)
                start, end = (last.start, last.end) if phantom else (part.start, part.end)
                if prefix is not None and _is_prefix(node, prefix[0].parts):
                    start, end = prefix[1], part.start
                slot = _Slot(node, start, end, phantom)
            slots.append(slot)
        self.slots = slots


def _is_prefix(node: object, parts: list[Name]) -> bool:
    """Whether ``node`` is the key of a prefix of a nested name's ``parts``."""
    if parts and node is parts[0]:
        return True
    inner = getattr(node, "parts", None)
    return (type(node) is NestedName and inner is not None and len(inner) <= len(parts)
            and all(a is b for a, b in zip(inner, parts)))


def _rule_part(callback: Any, origin: str, kids: list[Part]) -> Part:
    """The part of one reduction; list rules are flattened into one part."""
    name = origin if callback is DISCARD or origin in _LISTS else getattr(callback, "__name__", origin)
    if kids and kids[0].rule == name and name in _LISTS:
        kids = kids[0].children + kids[1:]
    start = kids[0].start if kids else 0
    end = kids[-1].end if kids else 0
    return Part(name, start, end, children=kids)


_local = threading.local()


def _parser() -> _SpanParser:
    found = getattr(_local, "parser", None)
    if found is None:
        found = _local.parser = _SpanParser()
    return found


def _concrete(dialect: str) -> tuple[Dialect, bool]:
    """The builder's dialect for a reading, and whether it notes clang's rule."""
    if dialect == "spirv":
        return ITANIUM, True
    return {"clang": CLANG, "spir": SPIR_DIALECT, "itanium": ITANIUM}[dialect], False


def read(name: str, dialect: str, style: str = "opencl") -> Reading:
    """One dialect's reading of ``name`` (without clone suffixes)."""
    parser = _parser()
    b = parser.builder
    concrete, note = _concrete(dialect)
    b.reset(name, concrete, note)
    reading = Reading(dialect)
    try:
        tokens = tokenize(name)
    except DemangleError as exc:
        reading.error = (exc.position, exc.reason)
        return reading
    kinds, values, positions, _ = tokens
    entity = None
    try:
        try:
            entity = parser.run(kinds, values, positions, name)
        except ModuleGuess as exc:
            entity, kinds, values = run_guessing(parser, b, name, tokens, exc)
        except InheritNumbering:  # g++'s numbering after CI1
            entity = gxx_inherited(parser, b, name, tokens)
        reading.demangled = demangle(name, dialect).format(style)
    except DemangleError as exc:
        reading.error = (exc.position, exc.reason)
    printer = Printer(style, template_args(entity) if entity is not None else (),
                      b.host_addrspaces, dialect == "itanium", VALUE_MAX, name)
    reading.components = _components(name, parser.stack, printer)
    if reading.error is None and reading.components:
        top = reading.components[-1]
        top.value = reading.demangled  # (the SPIR text's pipes read as pipes)
        if concrete.pipe_as_global_pointer:
            _note_spir_pipes(top, printer.type(_SPIR_PIPE))
    reading.candidates = [_candidate(i, slot, printer) for i, slot in enumerate(parser.slots)]
    _attach(reading.components, reading.candidates)
    reading.references = _references(kinds, values, parser.positions, b.lookups, printer)
    return reading


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
        if p.token and type(p.raw) is tuple and len(p.raw) == 6:  # QUALS
            p.value = _qualifiers(p.raw)
        elif p.raw is not None:
            p.value = describe(p.raw, printer)
        if len(p.children) == 1 and p.children[0].token and not p.children[0].children \
                and (p.children[0].start, p.children[0].end) == (p.start, p.end):
            child = p.children[0]
            p.token, p.children = child.token, []
            if not p.value and type(child.raw) is tuple and len(child.raw) == 6:
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
    """A value of the parse printed: a type, a name, an entity or a list of them."""
    try:
        if isinstance(value, list):
            return ", ".join(describe(v, printer) for v in value)
        if isinstance(value, Type):
            return printer.type(value)
        if isinstance(value, Name):
            return printer.name(value)
        if isinstance(value, (Function, Variable, SpecialName)):
            return format_entity(value, printer.style, printer.host_addrspaces, printer.spell_private,
                                 printer.max_output, printer.mangled)
    except DemangleError:
        return "(longer than %d characters)" % printer.max_output
    except RecursionError:
        return "(too deeply nested to print)"
    return ""


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


def _split_clones(name: str, dialect: str) -> tuple[str, str]:
    """``name`` without the clone suffixes its reading stops at, and those suffixes."""
    import re

    try:
        demangle(name, dialect)
    except DemangleError:
        return name, ""
    dot = name.find(".", 2)
    while dot >= 0:
        if re.fullmatch(CLONE_SUFFIX, name[dot:]):
            try:
                demangle(name[:dot], dialect)
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
    if pending() is None and _tt_conversion(name):  # demangle's second reading (conv_mode)
        with template_template_conversions():
            return explain(name, dialect, style, compare)
    chosen = dialect
    if dialect == "auto":
        try:
            chosen = demangle(name).dialect
        except DemangleError:
            chosen = "clang"
    from .explain_wrapped import read_any

    base, suffix = _split_clones(name, chosen)
    numberings = _gxx_readings(base, chosen, style)
    if numberings is not None:
        return Explanation(base, style, numberings, suffix, _GXX_NOTE)
    first = read_any(base, chosen, style, read)
    readings = [first]
    other = read_any(base, _OTHER[chosen], style, read)
    # Printed alike in llvm style (the dialects differ in spelling __private only).
    if compare or (_signature(read_any(base, chosen, "llvm", read))
                   != _signature(read_any(base, other.dialect, "llvm", read))):
        readings.append(other)
    note = ""
    if len(readings) == 1 and _tables(first) != _tables(other):
        note = ("%s numbers the candidates differently (%s), but every reference "
                "resolves alike" % (other.dialect, _phantom_words(first, other)))
    return Explanation(base, style, readings, suffix, note)


def _tt_conversion(name: str) -> bool:
    """Whether demangle reads ``name`` only with ``cv T_ I`` as a template template
    parameter's arguments (spirmangle.conv_mode)."""
    if "cv" not in name:
        return False
    try:
        parse_name(name, ITANIUM)
        return False
    except DemangleError:
        pass
    try:
        with template_template_conversions():
            demangle(name)
            return True
    except DemangleError:
        return False


_GXX_NOTE = ("g++ makes every prefix of an sr scope's type a substitution candidate, the "
             "ABI's qualifier levels none (spirmangle.gxx_scope); demangle reads the first "
             "reading, the gnu style prints g++'s")


def _gxx_readings(name: str, dialect: str, style: str) -> Optional[list[Reading]]:
    """The ABI's and g++'s numberings of an unresolved name's scope, demangle's
    choice first; None when the name has no g++ reading (spirmangle.gxx_scope)."""
    from .explain_wrapped import read_any

    try:
        symbol = demangle(name, dialect)
    except DemangleError:
        return None
    if symbol.gxx is None and symbol.numbering == "abi":
        return None
    with gxx_reading(0, True):
        abi = read_any(name, dialect, style, read)
    gxx = abi
    for sr_types in modes(name):
        with gxx_reading(sr_types):
            gxx = read_any(name, dialect, style, read)
        if gxx.error is None:
            break
    abi.numbering, gxx.numbering = "abi", "g++"
    return [gxx, abi] if symbol.numbering == "g++" else [abi, gxx]


def _tables(reading: Reading) -> list[tuple[str, bool]]:
    return [(c.text, c.phantom) for c in reading.candidates]


def _phantom_words(a: Reading, b: Reading) -> str:
    count = sum(c.phantom for c in a.candidates) + sum(c.phantom for c in b.candidates)
    return "%d phantom __private candidate%s" % (count, "" if count == 1 else "s")
