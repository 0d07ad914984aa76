"""Worker processes under a watchdog: the fuzzer's hang guard (bench/fuzz_demangle.py).

A Python signal handler runs only when the interpreter gets control back: a loop
that stays inside compiled code (the Cython build compiles every module) or
runs with the signal blocked never lets it run, so a timer in the checking
process cannot be trusted to stop it.  Here the names are checked in worker
processes, and the parent only watches: before each name a worker publishes
its progress in memory shared with the parent (a tick, which moves at every
name, and the name's position; :class:`PublishedStage` mirrors the stage the
check is in), and the parent kills (SIGKILL, which no code can block) a worker
whose tick has not moved for the wall limit; it still reads where the worker
was (:attr:`Worker.position`, :attr:`Worker.stage`) after the kill.

A worker is ``target(conn, *args)`` run in a child process; it talks with the
parent over ``conn`` (a :func:`multiprocessing.Pipe`) and calls :func:`publish`
before each name.  It sends ``("ready",)`` once it can take requests.
:class:`Runner` runs the fuzzer's slices on such workers (a slice whose worker
stalls is continued by a fresh one after the name that stalled it) and
:class:`Checker` checks names one at a time (--check, the shrinker).
"""

from __future__ import annotations

import ctypes
import multiprocessing
import signal
import time
from collections import deque
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection, wait
from typing import Any, Callable, Optional

from .checks import Failure
from .report import Report

_SIGKILL = getattr(signal, "SIGKILL", 9)
STAGE_BYTES = 64  # the stage's text, clipped
START_LIMIT = 300.0  # wall seconds a worker may take to load before it is ready

# In a worker: its shared progress ([tick, position]) and stage buffer.
_ticks: Any = None
_stage: Any = None


def publish(position: int) -> None:
    """Worker: the name at ``position`` starts (nothing outside a worker)."""
    ticks = _ticks
    if ticks is not None:
        ticks[1] = position
        ticks[0] += 1


def publish_stage(stage: str) -> None:
    """Worker: the check is now in ``stage`` (nothing outside a worker)."""
    if _stage is not None:
        _stage.value = stage.encode("ascii", "replace")[:STAGE_BYTES - 1]


class PublishedStage(list):  # type: ignore[type-arg]
    """A one-item list (fuzzlib.checks.STAGE) whose item, when set, is also
    published for the parent (:func:`publish_stage`)."""

    def __init__(self, stage: str) -> None:
        super().__init__([stage])
        publish_stage(stage)

    def __setitem__(self, index: Any, value: Any) -> None:
        super().__setitem__(index, value)
        publish_stage(value)


def _child(target: Callable[..., None], conn: Connection, ticks: Any, stage: Any, *args: Any) -> None:
    global _ticks, _stage
    _ticks, _stage = ticks, stage
    target(conn, *args)


class Worker:
    """The parent's handle of one worker process and of its published progress."""

    def __init__(self, target: Callable[..., None], *args: Any) -> None:
        ctx = multiprocessing.get_context()
        self.ticks = ctx.RawArray(ctypes.c_longlong, 2)
        self.stage_buffer = ctx.RawArray(ctypes.c_char, STAGE_BYTES)
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_child, args=(target, child, self.ticks, self.stage_buffer) + args,
                                   daemon=True)
        self.process.start()
        child.close()
        self.ready = False
        self.busy = False  # a request sent and not answered
        self.dead = False  # its process ended (the pipe is closed)
        self.killed = False  # by :meth:`kill` (else it died)
        self.seen = 0
        self.since = time.monotonic()

    @property
    def tick(self) -> int:
        return int(self.ticks[0])

    @property
    def position(self) -> int:
        """The position of the name it is on (or was on when it stopped)."""
        return int(self.ticks[1])

    @property
    def stage(self) -> str:
        return bytes(self.stage_buffer.value).decode("ascii", "replace") or "?"

    def send(self, request: Any) -> None:
        self.seen = self.tick  # before it can move on
        self.conn.send(request)
        self.busy, self.since = True, time.monotonic()

    def messages(self) -> list[Any]:
        """The messages it has sent (``ready`` taken here); ``dead`` set when its pipe is closed."""
        out = []
        try:
            while self.conn.poll():
                message = self.conn.recv()
                if message == ("ready",):
                    self.ready = True
                    self.seen, self.since = self.tick, time.monotonic()
                else:
                    out.append(message)
        except (EOFError, OSError):
            self.dead = True
        return out

    def stalled(self, limit: float, now: float) -> bool:
        """Whether it has been loading, or on one name, for over ``limit`` wall seconds."""
        if not self.ready:
            return now - self.since > max(limit, START_LIMIT)
        if not self.busy:
            return False
        tick = self.tick
        if tick != self.seen:
            self.seen, self.since = tick, now
            return False
        return now - self.since > limit

    def kill(self) -> None:
        """SIGKILL it (what it published stays readable) and reap it; ``killed``
        tells whether that is what ended it (it may have died meanwhile)."""
        alive = self.process.exitcode is None
        if alive:
            self.process.kill()
        self.process.join()
        self.dead = True
        self.killed = alive and self.process.exitcode == -_SIGKILL

    def close(self) -> None:
        """Stop it: asked to when it is idle, killed otherwise or when it does not stop."""
        if not self.dead and not self.busy:
            try:
                self.conn.send(None)
                self.process.join(5.0)
            except (OSError, ValueError):
                pass
        if self.process.is_alive():
            self.kill()
        self.process.join()
        self.conn.close()

    def request(self, message: Any, limit: float, poll: float = 0.1) -> Optional[Any]:
        """Send ``message`` and return the answer; None when it stalled for
        ``limit`` wall seconds (then it is killed) or died."""
        while not self.ready:
            if self.dead or self.stalled(limit, time.monotonic()):
                raise RuntimeError("a fuzz worker did not start (exit code %s)" % self.process.exitcode)
            self.conn.poll(poll)
            self.messages()
        self.send(message)
        while True:
            if self.conn.poll(poll):
                answer = self.messages()
                if answer:
                    self.busy = False
                    return answer[0]
            if self.dead or not self.process.is_alive() or self.stalled(limit, time.monotonic()):
                self.kill()
                return None


# ------------------------------------------------------- the fuzzer's use of it
@dataclass(frozen=True)
class Task:
    """Slice ``index`` (``size`` names) of ``mode`` and ``seed``, from position
    ``start`` on, but for the positions in ``skip`` (names that stopped a worker)."""

    mode: str
    seed: int
    index: int
    size: int
    start: int = 0
    skip: tuple[int, ...] = ()


def stopped_failure(worker: Worker, limit: float) -> Failure:
    """The failure of the name a worker was on when it was killed (a hang) or died."""
    stage = worker.stage
    if worker.killed:
        return Failure("hang", "hang in %s" % stage,
                       "%s made no progress for %g s (wall); worker killed" % (stage, limit))
    code = worker.process.exitcode
    how = "signal %d" % -code if code is not None and code < 0 else "exit code %s" % code
    return Failure("escape", "escape %s worker died (%s)" % (stage, how),
                   "%s: the worker process died (%s)" % (stage, how))


class Checker:
    """Checks names one at a time in a worker (``start()``, which answers
    ``("check", name)`` with ``(accepted, failures)``) under the watchdog (--check,
    the shrinker): a name that hangs it (or kills it) gets that failure, and the
    next name a fresh worker."""

    def __init__(self, start: Callable[[], Worker], limit: float) -> None:
        self.start, self.limit = start, limit
        self.worker: Optional[Worker] = None

    def check(self, name: str, limit: Optional[float] = None) -> tuple[bool, list[Failure]]:
        """The name's ``(accepted, failures)``; a hang after ``limit`` wall seconds
        without an answer (default: the checker's limit)."""
        if self.worker is None:
            self.worker = self.start()
        limit = self.limit if limit is None else limit
        answer = self.worker.request(("check", name), limit)
        if answer is not None:
            accepted, failures = answer
            return bool(accepted), list(failures)
        failure = stopped_failure(self.worker, limit)
        self.close()
        return False, [failure]

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None


class _Slot:
    """A worker of a run, the task it is on and how far its reports go."""

    def __init__(self, worker: Worker) -> None:
        self.worker = worker
        self.task: Optional[Task] = None
        self.flushed = 0  # the positions of the task before this one are in the reports received
        self.sent_tick = 0  # the worker's tick when it got the task
        self.slices = 0


class Runner:
    """Hands the tasks to ``jobs`` workers (``start()``, which answer ``("slice",
    task)`` with messages ``("part", next position, report, done)``), merges their
    reports (``add(report, done)``) and watches them: one on the same name for
    ``limit`` wall seconds is killed, the name (``name_at(task, position)``)
    recorded as a hang, and the rest of its slice handed to a fresh worker.
    ``recycle``: a worker is replaced after that many slices (0: never)."""

    RETRIES = 3  # workers stopped in a row before they started a name: an error

    def __init__(self, start: Callable[[], Worker], jobs: int, limit: float, recycle: int,
                 add: Callable[[Report, bool], None], name_at: Callable[[Task, int], str]) -> None:
        self.start, self.jobs, self.limit, self.recycle = start, jobs, limit, recycle
        self.add, self.name_at = add, name_at
        self.poll = min(0.5, max(0.01, limit / 10))
        self.fruitless = 0

    def run(self, tasks: list[Task]) -> None:
        pending = deque(tasks)
        slots = [_Slot(self.start()) for _ in range(min(self.jobs, len(tasks)))]
        try:
            while pending or any(slot.task is not None for slot in slots):
                for i, slot in enumerate(slots):
                    if slot.task is None and slot.worker.ready and pending:
                        if self.recycle and slot.slices >= self.recycle:
                            slot.worker.close()
                            slots[i] = _Slot(self.start())
                        else:
                            self._assign(slot, pending.popleft())
                wait([slot.worker.conn for slot in slots if not slot.worker.dead], self.poll)
                now = time.monotonic()
                for i, slot in enumerate(slots):
                    self._receive(slot)
                    if slot.worker.dead or not slot.worker.process.is_alive():
                        self._stopped(slot, pending, stalled=False)
                    elif slot.worker.stalled(self.limit, now):
                        self._stopped(slot, pending, stalled=True)
                    else:
                        continue
                    slots[i] = _Slot(self.start())
        finally:
            for slot in slots:
                slot.worker.close()

    def _assign(self, slot: _Slot, task: Task) -> None:
        slot.task, slot.flushed = task, task.start
        slot.worker.send(("slice", task))
        slot.sent_tick = slot.worker.seen

    def _receive(self, slot: _Slot) -> None:
        for _, upto, report, done in slot.worker.messages():
            self.add(report, done)
            slot.flushed = upto
            if done:
                slot.task, slot.worker.busy = None, False
                slot.slices += 1
                self.fruitless = 0

    def _stopped(self, slot: _Slot, pending: deque[Task], stalled: bool) -> None:
        """``slot``'s worker ``stalled`` (it is killed) or died: what it sent is
        merged; the name it was on, unless it moved on just before the kill, gets
        its failure and is skipped; the rest of its task goes first to the next
        free worker."""
        worker = slot.worker
        stalled_tick = worker.seen
        worker.kill()
        self._receive(slot)
        task = slot.task
        if task is None:  # it had finished its task (or had none)
            if not worker.ready:
                raise RuntimeError("a fuzz worker did not start (exit code %s)" % worker.process.exitcode)
            return
        skip = task.skip
        if worker.tick == slot.sent_tick or (stalled and worker.killed and worker.tick != stalled_tick):
            # No name of the task started, or it moved on just before the kill: no name to blame.
            self.fruitless += 1
            if self.fruitless >= self.RETRIES:
                raise RuntimeError("fuzz workers stopped %d times in a row on slice %d before a name"
                                   % (self.fruitless, task.index))
        else:
            position = worker.position
            report = Report(names=1)
            report.add(self.name_at(task, position), stopped_failure(worker, self.limit))
            self.add(report, False)
            skip += (position,)
        pending.appendleft(replace(task, start=slot.flushed, skip=skip))
