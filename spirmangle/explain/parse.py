"""The parse behind ``spirmangle explain`` (:mod:`spirmangle.explain.core`): the
demangler's builder, recording (:class:`Recorder`), run by the demangler's LALR
loop (:meth:`TableDriver.run_observed`) with an observer that keeps the byte span
of every token and reduction (:class:`SpanParser`) as a tree of :class:`Part`, and the substitution table as
the builder fills it, each candidate with the span it stands for (:class:`Slot`).
The work per reduction is what it changes, so a parse is linear in the name."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Optional

from ..config import Dialect
from ..demangler.core import _Builder
from ..demangler.lalr import DISCARD, TableDriver
from ..limits import MAX_DEPTH
from ..model import AddressSpace, Name, NestedName, Qualified

__all__ = ["LISTS", "Part", "Recorder", "Slot", "SpanParser", "parser"]

# List rules (``list: item | list item``) whose nesting the tree flattens.
LISTS = frozenset({"params", "template_arg_list", "components", "param_decls", "module"})


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


class _Table(list[object]):
    """The builder's substitution table, noting the lowest position changed since
    :meth:`clean` (``low``), so that a reduction's candidates are found without
    comparing the whole table (which made explaining quadratic).  The builder
    changes it by the methods below only (no ``+=``, no slice assignment)."""

    low = 0

    def clean(self) -> None:
        self.low = len(self)

    def _changed(self, index: int) -> None:
        if index < 0:
            index += len(self)
        if index < self.low:
            self.low = max(index, 0)

    def append(self, node: object) -> None:
        self._changed(len(self))
        super().append(node)

    def extend(self, nodes: Any) -> None:
        self._changed(len(self))
        super().extend(nodes)

    def insert(self, index: Any, node: object) -> None:
        self._changed(min(index, len(self)))
        super().insert(index, node)

    def __setitem__(self, index: Any, node: Any) -> None:
        self._changed(index if type(index) is int else 0)
        super().__setitem__(index, node)

    def __delitem__(self, index: Any) -> None:
        self._changed(index if type(index) is int else 0)
        super().__delitem__(index)

    def pop(self, index: Any = -1) -> Any:
        self._changed(index)
        return super().pop(index)

    def remove(self, node: object) -> None:
        self._changed(0)
        super().remove(node)

    def clear(self) -> None:
        self._changed(0)
        super().clear()


class Recorder(_Builder):
    """The builder, noting every substitution it looks up and each phantom it counts."""

    table: _Table

    def reset(self, name: str, dialect: Dialect, note_clang: bool = False,
              optional: Optional[frozenset[int]] = None, track: bool = False) -> None:
        super().reset(name, dialect, note_clang, optional, track)
        self.table = _Table()
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
class Slot:
    """A candidate as recorded: the node, its span, and how it came to be."""

    node: object
    start: int
    end: int
    phantom: bool = False
    merged: bool = False


class SpanParser:
    """The recording builder on the tables (its own driver, which replays
    nothing), observing the parse (:class:`ParseObserver`) to keep spans as rules reduce."""

    def __init__(self) -> None:
        self.builder = Recorder()
        self.driver = TableDriver("mangled.lark", lambda name: getattr(self.builder, name, None),
                                  MAX_DEPTH, restart=self.builder.restart)
        self.slots: list[Slot] = []
        self.stack: list[Part] = []  # the parts of the last parse (partial after an error)
        self.positions: list[int] = []  # its tokens' positions
        self.contexts: list[int] = []  # where the first component of each open nested name starts
        # The reduction under way (reduce() to reduced()): its part and callback, and
        # the builder's table, its size and open nested name before the callback.
        self.part = Part("", 0, 0)
        self.callback: Any = DISCARD
        self.table = _Table()
        self.size = 0
        self.context: Any = None  # (a demangler.core Context)

    def run(self, kinds: list[str], values: list[Any], positions: list[int], text: str) -> Any:
        """The value of one parse (the signature :func:`run_guessing` calls): the
        driver's loop over the tables, observed (:class:`TableDriver.run_observed`)."""
        self.slots = []
        self.stack = []
        self.positions = positions
        self.contexts = []
        self.builder.scope_tokens = (kinds, positions)  # (as demangler.parser.Parser.parse: _scope_before)
        return self.driver.run_observed(kinds, values, positions, text, self)

    def shift(self, index: int, kind: str, value: Any) -> None:
        """A token: its part (printed later)."""
        token = Part("", self.positions[index], self.positions[index + 1], token=kind)
        token.raw = value
        self.stack.append(token)

    def reduce(self, callback: Any, origin: str, size: int) -> None:
        """A rule reduces: its part takes its children's; the builder's state
        before the callback is noted (:meth:`reduced`)."""
        parts = self.stack
        kids = parts[-size:]
        del parts[-size:]
        self.part = _rule_part(callback, origin, kids)
        self.callback = callback
        if callback is not DISCARD:
            b = self.builder
            self.table = b.table
            self.table.clean()
            self.size = len(self.table)
            self.context = b.contexts[-1] if b.contexts else None
            b.counted = False

    def reduced(self, value: Any) -> None:
        """A rule's value: the candidates its callback added get the rule's span."""
        part = self.part
        if self.callback is not DISCARD:
            self._spans(value, part)
        self.stack.append(part)

    def _spans(self, value: Any, part: Part) -> None:
        """After one rule's callback: the candidates it added get the rule's span."""
        b = self.builder
        table, size, context = self.table, self.size, self.context
        part.raw = value  # printed later, when the entity is known
        prefix = None
        if context is not None and self.contexts:
            prefix = (context, self.contexts[-1])
        if b.table is not table:  # (restarted: the table is a new one)
            table, size = b.table, 0
            table.low = 0
        if table.low < size or len(table) != size:
            self._reconcile(table, size, part, prefix)
        # The first component of a nested name opened here starts after N and its qualifiers.
        del self.contexts[len(b.contexts):]
        self.contexts.extend([part.end] * (len(b.contexts) - len(self.contexts)))

    def _reconcile(self, after: _Table, size: int, part: Part,
                   prefix: Optional[tuple[Any, int]]) -> None:
        """Keep ``self.slots`` in step with the builder's table after one reduction,
        which changed it from position ``after.low`` on (it had ``size`` entries).
        A nested name's prefix (``prefix``: the open context and where its first
        component starts) is recorded when the next component is read: its span
        ends where this rule starts."""
        slots = self.slots
        low = min(after.low, len(slots))
        tail = slots[low:]
        del slots[low:]
        old = {id(slot.node): slot for slot in tail}
        last = part.children[-1] if part.children else part
        for position in range(low, len(after)):
            node = after[position]
            slot = old.get(id(node))
            if slot is None and len(after) == size:  # replaced in place (a merge)
                previous = tail[position - low]
                slot = Slot(node, previous.start, previous.end, previous.phantom, True)
            elif slot is None:
                phantom = (self.builder.counted and type(node) is Qualified
                           and node.addrspace is AddressSpace.PRIVATE)
                start, end = (last.start, last.end) if phantom else (part.start, part.end)
                if prefix is not None and _is_prefix(node, prefix[0].parts):
                    start, end = prefix[1], part.start
                slot = Slot(node, start, end, phantom)
            slots.append(slot)


def _is_prefix(node: object, parts: list[Name]) -> bool:
    """Whether ``node`` is the key of a prefix of a nested name's ``parts``."""
    if parts and node is parts[0]:
        return True
    inner = getattr(node, "parts", None)
    return (type(node) is NestedName and inner is not None and len(inner) <= len(parts)
            and all(a is b for a, b in zip(inner, parts)))


def _rule_part(callback: Any, origin: str, kids: list[Part]) -> Part:
    """The part of one reduction; list rules are flattened into one part."""
    name = origin if callback is DISCARD or origin in LISTS else getattr(callback, "__name__", origin)
    if kids and kids[0].rule == name and name in LISTS:
        flat = kids[0].children  # (the inner list's part goes: its children grow in place)
        flat.extend(kids[1:])
        kids = flat
    start = kids[0].start if kids else 0
    end = kids[-1].end if kids else 0
    return Part(name, start, end, children=kids)


_local = threading.local()


def parser() -> SpanParser:
    found = getattr(_local, "parser", None)
    if found is None:
        found = _local.parser = SpanParser()
    return found
