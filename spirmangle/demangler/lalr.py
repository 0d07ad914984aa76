"""A lean driver for Lark's LALR tables, which replays what it has parsed before.

Lark compiles ``grammar/mangled.lark`` into LALR tables (cached on disk as
plain data, so start-up does not import Lark).  :class:`TableDriver` runs those
tables over the lexer's parallel lists of token kinds, values and positions and
calls one callback per reduction, as Lark's Transformer would, but without the
machinery a mangled name does not need.

An LALR automaton looks at token kinds only: every input with the same
sequence of kinds takes the same shifts and reductions.  So the first parse of
a kind sequence records its reductions as a *program* (which callback, with
which tokens and earlier results as children), and later inputs with that
sequence replay the program without touching the tables.  Mangled names are
highly repetitive in shape (the ~16,000 OpenCL builtins have about a hundred
shapes), so most names are replayed.  A program is only recorded for an input
the tables accepted, so every syntax error is still found, and reported, by the
tables.
"""

from __future__ import annotations

from operator import itemgetter

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional, Protocol, TypeAlias

from ..errors import DemangleError
from ..grammar import load_tables
from ..limits import MAX_PICKERS, MAX_PREFIX_WALKS, MAX_RECORDED_TOTAL

Step: TypeAlias = "tuple[Callable[[list[Any]], Any], Callable[[list[Any]], Any]]"  # (callback, picker)
Program = list[Step]
Recorded = tuple[int, Program]  # (deepest parser stack, program)
Snapshot: TypeAlias = "tuple[int, tuple[int, ...], tuple[Any, ...], Program, int, int, int, int]"

MAX_RECORDED_TOKENS = 400  # longer inputs are parsed by the tables every time
# An input of more than SHARED_FROM tokens numbers its reductions' values from
# MAX_RECORDED_TOKENS on (the replay pads the token values with None up to there),
# not from its own length: so a walk's state after a prefix does not depend on
# the length, and a walk of a new input resumes where one of an input with the
# same first tokens was, at a multiple of CHECKPOINT tokens (TableDriver.prefixes).
SHARED_FROM = 16
CHECKPOINT = 4
_NONES: list[Any] = [None] * MAX_RECORDED_TOKENS
# MAX_RECORDED_TOTAL: tokens over all recorded programs; then start afresh.
# MAX_PICKERS: distinct child-slot patterns whose pickers are shared (limits.py).


class _ListRule:
    """Marks a list rule's reductions in the tables :meth:`TableDriver._walk` reads."""


LIST_RULE: Any = _ListRule()


def list_rule(callback: Any) -> Any:
    """Flags the callback of a rule ``list: item | list item`` that returns
    ``[item]`` for one child and ``list`` with ``item`` appended for two: a
    replay gathers the items at once (``list(items)``) where the list is used."""
    callback.list_rule = True
    return callback


class _Discard:
    """The callback of a rule whose value nobody reads (it works by side effects
    of its children): no call, value ``None``."""


DISCARD: Any = _Discard()


if TYPE_CHECKING:
    class ParseObserver(Protocol):
        """What watches a parse by the tables (:meth:`TableDriver.run_observed`;
        ``spirmangle explain`` keeps the byte span of every token and rule by it).

        ``shift``: token ``index`` (its kind and value) is shifted.  ``reduce``: a
        rule (its callback, or :data:`DISCARD`, and its origin) reduces its last
        ``size`` children, before its callback is called.  ``reduced``: the value
        the callback returned (``None`` for :data:`DISCARD`); not called when the
        callback raised.  A ``?rule`` with one child is no reduction here."""

        def shift(self, index: int, kind: str, value: Any) -> None: ...

        def reduce(self, callback: Any, origin: str, size: int) -> None: ...

        def reduced(self, value: Any) -> None: ...


class TableDriver:
    """Parses token lists with the tables of one grammar.

    ``callbacks`` maps a rule's callback name (its alias, or its name) to a
    function taking the list of the rule's children, or to :data:`DISCARD`.  A
    ``?rule`` that reduces a single child keeps that child as its value and
    needs no callback.  A callback may raise :class:`DemangleError` with
    position -1: the driver puts in the position of the token where the rule
    reduced (a replayed parse calls ``restart`` and parses again to find it).
    """

    def __init__(self, grammar: str, callbacks: Callable[[str], Any], max_depth: int,
                 max_programs: int = 20_000,
                 restart: Optional[Callable[[], None]] = None) -> None:
        tables = load_tables(grammar)
        self.restart = restart  # resets the callbacks' state for a second parse
        self.start_state = tables.start
        self.end_state = tables.end
        self.max_depth = max_depth
        self.max_programs = max_programs
        # kind sequence -> its recorded program
        self.programs: dict[tuple[str, ...], Recorded] = {}
        self.deepest = 0  # the deepest parser stack of the last input
        self.recorded_tokens = 0  # the length of every key in programs, added up
        # (id of the checkpoint before, the CHECKPOINT kinds after it) -> the walk's
        # state there: (its id, state stack, slot stack, program, its length,
        # next slot, deepest, pending lists); at most MAX_PREFIX_WALKS, then afresh.
        self.prefixes: dict[tuple[Any, ...], Snapshot] = {}
        # The programs share their steps (callback, picker), so that recording
        # one makes few objects that live on (each would be the garbage
        # collector's to walk again): each rule of the walk has a dict of its
        # steps by child slots (list_steps: gathering a list's items), which
        # hold shared_steps steps in all, at most MAX_PICKERS.
        self.list_steps: dict[tuple[int, ...], Step] = {}
        self.shared_steps = 0
        rules = [(size, None if passthrough else _lookup(callbacks, name), origin)
                 for size, name, origin, passthrough in tables.rules]
        # A list rule (its callback flagged by list_rule()) in the walk: its
        # reductions are gathered where the list is used (see _walk).
        walk_rules = {id(rule): (rule[0], LIST_RULE, rule[2], self.list_steps)
                      for rule in rules if getattr(rule[1], "list_rule", False)}
        # A shift or goto is the next state (an int); a reduction is its rule tuple.
        # Indexed by state number (they are 0..n-1): a list is quicker than a dict.
        # Each row is made at its first read (start-up: one name reads few).
        self.states = tables.rows(rules, lazy=True)
        # In the walk, a ?rule with one child (no callback) is its origin's name;
        # another is (size, callback, origin, its steps by child slots).
        self.walk_states = tables.rows([rule[2] if rule[1] is None
                                        else walk_rules.get(id(rule), (*rule, {}))
                                        for rule in rules], lazy=True)

    def run(self, kinds: list[str], values: list[Any], positions: list[int], text: str) -> Any:
        """The value of the start rule for one input's tokens (the last is ``$END``,
        value ``None``).  ``values`` is extended in place."""
        if len(kinds) > MAX_RECORDED_TOKENS:
            return self._parse(kinds, values, positions, text, False)[0]
        key = tuple(kinds)
        found = self.programs.get(key)
        if found is None:
            found = self._walk(kinds)
            if found is None:  # a syntax error: the tables with the callbacks report it
                return self._parse(kinds, values, positions, text, False)[0]
            self._keep(key, found)
        self.deepest, program = found
        if len(kinds) > SHARED_FROM:  # (its values numbered from MAX_RECORDED_TOKENS)
            values += _NONES[len(kinds):]
        push = values.append
        try:
            for callback, children in program:
                push(callback(children(values)))
        except DemangleError as exc:
            if exc.position >= 0 or self.restart is None:
                raise
            # A callback rejected the input without knowing where: parse it again
            # with the tables, which know the token.
            self.restart()
            del values[len(kinds):]
            self._parse(kinds, values, positions, text)
            raise
        return values[-1]

    def run_tables(self, kinds: list[str], values: list[Any], positions: list[int],
                   text: str) -> Any:
        """:meth:`run` without a replay: every reduction calls its callback, a list
        rule's for each item too."""
        return self._parse(kinds, values, positions, text, False)[0]

    def run_observed(self, kinds: list[str], values: list[Any], positions: list[int],
                     text: str, observer: ParseObserver) -> Any:
        """:meth:`run_tables`, telling ``observer`` of every shift and reduction."""
        return self._parse(kinds, values, positions, text, False, observer)[0]

    def _keep(self, key: tuple[str, ...], program: Recorded) -> None:
        """Record a program; the records are bounded by their count and by the
        tokens of their keys (a program has about one reduction a token), and
        when either bound is reached they are all dropped."""
        if (len(self.programs) >= self.max_programs
                or self.recorded_tokens + len(key) > MAX_RECORDED_TOTAL):
            self.forget()
        self.programs[key] = program
        self.recorded_tokens += len(key)

    def forget(self) -> None:
        """Drop the recorded programs and the walks' checkpoints."""
        self.programs.clear()
        self.recorded_tokens = 0
        self.prefixes.clear()

    def _walk(self, kinds: list[str]) -> Optional[Recorded]:
        """The program of an input the tables accept, without calling the
        callbacks (run() replays it): (deepest parser stack, program);
        None for an input the tables reject or nest too deep (:meth:`_parse`
        then reports it where it is, after the callbacks of what came before)."""
        try:
            return self._walk_tables(kinds)
        except KeyError:  # no action for a token: a syntax error
            return None

    def _walk_tables(self, kinds: list[str]) -> Optional[Recorded]:
        """:meth:`_walk`, but a token without an action raises KeyError."""
        states = self.walk_states
        end_state = self.end_state
        max_depth = self.max_depth
        # (none_slot: a None value, $END's or the padding's; slot_stack: where each
        # value sits in the replay's list; pending: lists whose items are not gathered)
        (none_slot, at, checkpoint, parent, state_stack, slot_stack, program, next_slot,
         deepest, pending) = self._resume(kinds)
        state = state_stack[-1]
        record = program.append
        for index, kind in enumerate(kinds[at:] if at else kinds, at):
            while True:
                action = states[state][kind]
                if action.__class__ is int:
                    state = action
                    state_stack.append(state)
                    slot_stack.append(index)
                    if len(state_stack) > deepest:
                        deepest = len(state_stack)
                        if deepest > max_depth:
                            return None
                    if index == checkpoint:  # the first index + 1 tokens' state, kept
                        checkpoint, parent = self._checkpoint(kinds, index, parent, (
                            state_stack, slot_stack, program, next_slot, deepest, pending))
                    break
                if action.__class__ is str:  # a ?rule with one child, which keeps its slot
                    state = states[state_stack[-2]][action]
                    state_stack[-1] = state
                    continue
                size, callback, origin, steps = action
                if size == 1:
                    slots: tuple[Any, ...] = (slot_stack.pop(),)
                    state_stack.pop()
                else:  # (size 0: no children; [-0:] would be every one)
                    slots = tuple(slot_stack[len(slot_stack) - size:])
                    del slot_stack[len(slot_stack) - size:]
                    del state_stack[len(state_stack) - size:]
                if callback is LIST_RULE:
                    # ``list: item | list item``: no step per item; the items
                    # are gathered where a rule uses the list.
                    item = slots[-1]
                    if item.__class__ is tuple:  # a list as an item: gathered first
                        record(self._step(list, item, self.list_steps))
                        item = next_slot
                        next_slot += 1
                        pending -= 1
                    if size == 1:
                        items: Any = (item,)
                        pending += 1
                    else:
                        items = slots[0] + (item,)
                    state = states[state_stack[-1]][origin]
                    state_stack.append(state)
                    slot_stack.append(items)
                    continue
                if pending:
                    gathered = []
                    for slot in slots:
                        if slot.__class__ is tuple:  # a list, all of whose items are read
                            record(self._step(list, slot, self.list_steps))
                            slot = next_slot
                            next_slot += 1
                            pending -= 1
                        gathered.append(slot)
                    slots = tuple(gathered)
                if callback is DISCARD:
                    slot = none_slot
                else:
                    # self._step(callback, slots, steps), its common case at once
                    step = steps.get(slots)
                    record(step if step is not None else self._step(callback, slots, steps))
                    slot = next_slot
                    next_slot += 1
                state = states[state_stack[-1]][origin]
                if state == end_state and kind == "$END":
                    return deepest, program
                state_stack.append(state)
                slot_stack.append(slot)
        return None  # pragma: no cover - $END ends every input

    def _resume(self, kinds: list[str]) -> tuple[Any, ...]:
        """Where the walk of ``kinds`` starts: (the slot of a None value, index,
        the index after which to keep the next checkpoint, the id of the last
        one, state stack, slot stack, program, next slot, deepest, pending
        lists), from the last checkpoint kept of its first tokens if it has
        more than SHARED_FROM (whose values are numbered from MAX_RECORDED_TOKENS)."""
        if len(kinds) <= SHARED_FROM:  # (the $END token's value is None)
            return len(kinds) - 1, 0, -1, 0, [self.start_state], [], [], len(kinds), 0, 0
        prefixes = self.prefixes
        found: Optional[Snapshot] = None
        end = CHECKPOINT
        while end < len(kinds):
            snapshot = prefixes.get((found[0] if found else 0, *kinds[end - CHECKPOINT:end]))
            if snapshot is None:
                break
            found, end = snapshot, end + CHECKPOINT
        if found is None:
            return (MAX_RECORDED_TOKENS - 1, 0, CHECKPOINT - 1, 0, [self.start_state], [], [],
                    MAX_RECORDED_TOKENS, 0, 0)
        parent, states, slots, program, length, next_slot, deepest, pending = found
        return (MAX_RECORDED_TOKENS - 1, end - CHECKPOINT, end - 1, parent, list(states),
                list(slots), program[:length], next_slot, deepest, pending)

    def _checkpoint(self, kinds: list[str], index: int, parent: int,
                    state: tuple[Any, ...]) -> tuple[int, int]:
        """Keep the walk's ``state`` (state stack, slot stack, program, next slot,
        deepest, pending lists) after ``kinds[:index + 1]``, whose checkpoint
        before is ``parent``: (the index of the next checkpoint, this one's id);
        index -1: no more (the checkpoints were dropped)."""
        prefixes = self.prefixes
        key = (parent, *kinds[index + 1 - CHECKPOINT:index + 1])
        found = prefixes.get(key)
        if found is not None:
            return index + CHECKPOINT, found[0]
        if len(prefixes) >= MAX_PREFIX_WALKS:
            prefixes.clear()  # (ids start again: this walk keeps no more)
            return -1, 0
        states, slots, program, next_slot, deepest, pending = state
        ident = len(prefixes) + 1
        prefixes[key] = (ident, tuple(states), tuple(slots), program, len(program), next_slot,
                         deepest, pending)
        return index + CHECKPOINT, ident

    def _step(self, callback: Callable[[list[Any]], Any], slots: tuple[int, ...],
              steps: dict[tuple[int, ...], Step]) -> Step:
        """The program step calling ``callback`` with the values at ``slots``
        (``list``: gathers a list rule's items), kept in ``steps`` (the rule's)
        for the programs to share while they hold at most MAX_PICKERS."""
        step = steps.get(slots)
        if step is None:
            step = (callback, _shared_picker(slots))
            if self.shared_steps < MAX_PICKERS:
                steps[slots] = step
                self.shared_steps += 1
        return step

    def _parse(self, kinds: list[str], values: list[Any], positions: list[int],
               text: str, recording: bool = True,
               observer: Optional[ParseObserver] = None) -> tuple[Any, Program]:
        """Parse with the tables; when ``recording``, record each reduction as
        ``(callback, picker)``: ``picker(values)`` selects the rule's children
        from the token values followed by the results of the earlier reductions,
        which is how :meth:`run` replays it; tell ``observer`` of each step."""
        states = self.states
        end_state = self.end_state
        max_depth = self.max_depth
        state = self.start_state
        state_stack = [state]
        value_stack: list[Any] = []
        slot_stack: list[int] = []  # where each value sits in the replay's list
        program: Program = []
        record = program.append
        none_slot = len(kinds) - 1  # the $END token, whose value is None
        next_slot = len(kinds)
        deepest = 0
        for index, kind in enumerate(kinds):
            while True:
                action = states[state].get(kind)
                if action is None:
                    raise _unexpected(text, positions[index], kind)
                if action.__class__ is int:
                    state = action
                    state_stack.append(state)
                    value_stack.append(values[index])
                    if recording:
                        slot_stack.append(index)
                    if observer is not None:
                        observer.shift(index, kind, values[index])
                    if len(state_stack) > deepest:
                        deepest = len(state_stack)
                        if deepest > max_depth:
                            raise DemangleError(text, positions[index],
                                                "nesting deeper than %d levels" % max_depth)
                    break
                size, callback, origin = action
                if callback is None:
                    # A ?rule with one child: the child stays on the value stack.
                    state = states[state_stack[-2]][origin]
                    state_stack[-1] = state
                    continue
                if size:
                    children = value_stack[-size:]
                    del value_stack[-size:]
                    del state_stack[-size:]
                    if recording:
                        slots = tuple(slot_stack[-size:])
                        del slot_stack[-size:]
                else:
                    children, slots = [], ()
                if observer is not None:
                    observer.reduce(callback, origin, size)
                if callback is DISCARD:
                    value, slot = None, none_slot
                else:
                    try:
                        value = callback(children)
                    except DemangleError as exc:
                        if exc.position >= 0:
                            raise
                        # The callback did not know where it was: at this token.
                        raise type(exc)(text, positions[index], exc.reason) from None
                    if recording:
                        record((callback, _shared_picker(slots)))
                    slot = next_slot
                    next_slot += 1
                if observer is not None:
                    observer.reduced(value)
                state = states[state_stack[-1]][origin]
                if state == end_state and kind == "$END":
                    self.deepest = deepest
                    return value, program
                state_stack.append(state)
                value_stack.append(value)
                if recording:
                    slot_stack.append(slot)
        raise DemangleError(text, len(text), "unexpected end of name")  # pragma: no cover


def _unexpected(text: str, where: int, kind: str) -> DemangleError:
    """The error of a token without an action in the tables."""
    if kind == "$END":
        return DemangleError(text, where, "unexpected end of name")
    return DemangleError(text, where, "unexpected %r" % text[where:where + 1])


def _lookup(callbacks: Callable[[str], Any], name: str) -> Any:
    found: Optional[Any] = callbacks(name)
    if found is None:
        raise TypeError("grammar rule %s has no callback" % name)
    return found


_pickers: dict[tuple[int, ...], Callable[[list[Any]], Any]] = {}


def _shared_picker(slots: tuple[int, ...]) -> Callable[[list[Any]], Any]:
    picker = _pickers.get(slots)
    if picker is None:
        picker = _picker(slots)
        if len(_pickers) < MAX_PICKERS:
            _pickers[slots] = picker
    return picker


def _picker(slots: tuple[int, ...]) -> Callable[[list[Any]], Any]:
    """A fast ``values -> children`` function for a reduction's slots."""
    if not slots:
        return _no_children
    first = slots[0]
    if slots == tuple(range(first, first + len(slots))):
        return itemgetter(slice(first, first + len(slots)))  # a list, as the tables give
    return itemgetter(*slots)  # a tuple: callbacks only read their children


def _no_children(values: list[Any]) -> list[Any]:
    return []
