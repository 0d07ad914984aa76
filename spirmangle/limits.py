"""The designed bounds on hostile input, in one place.

Every recursion that follows the structure of its input (the demangler's
builder and printer, the mangler, the prototype parser, JSON) is bounded by
:data:`MAX_DEPTH` levels of *expanded* nesting: a substitution or a template
parameter counts with the depth of what it stands for, and each component of
a nested name counts as a level.  The printers and the mangler are run with
enough recursion headroom for that depth (:func:`headroom`), so a name the
demangler accepts never hits Python's recursion limit afterwards.
"""

from __future__ import annotations

import os
import sys
from _thread import allocate_lock as Lock, get_ident  # (threading's, without importing it)

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Iterator

class _GeneratorContext:
    """What :func:`contextlib.contextmanager` makes of a generator: its code up
    to its ``yield`` runs on entering, the rest on leaving (an exception raised
    in the block is thrown in at the ``yield``)."""

    __slots__ = ("gen",)

    def __init__(self, gen: Iterator[Any]) -> None:
        self.gen = gen

    def __enter__(self) -> Any:
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ: Any, value: Any, traceback: Any) -> bool:
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)  # type: ignore[attr-defined]
        except StopIteration as exc:
            return exc is not value  # (suppressed, unless it is the block's own)
        except RuntimeError as exc:
            if exc is value or isinstance(value, StopIteration) and exc.__cause__ is value:
                value.__traceback__ = traceback
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            exc.__traceback__ = traceback
            return False
        raise RuntimeError("generator didn't stop after throw()")


def _contextmanager(func: Callable[..., Iterator[Any]]) -> Callable[..., _GeneratorContext]:
    """:func:`contextlib.contextmanager` for the package's modules on the per-name
    path, without importing :mod:`contextlib` (~2% of ``spirmangle demangle
    NAME``'s instructions: start-up, issue 23)."""
    def helper(*args: Any, **kwargs: Any) -> _GeneratorContext:
        return _GeneratorContext(func(*args, **kwargs))

    helper.__name__ = func.__name__
    helper.__qualname__ = func.__qualname__
    helper.__doc__ = func.__doc__
    helper.__wrapped__ = func  # type: ignore[attr-defined]
    return helper


class _NullContext:
    """:class:`contextlib.nullcontext` (of None)."""

    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


if TYPE_CHECKING:
    from contextlib import contextmanager as contextmanager
    from contextlib import nullcontext as nullcontext
else:
    contextmanager = _contextmanager
    nullcontext = _NullContext



MAX_NAME_LENGTH = 256 * 1024  # a longer name is rejected at once (real ones are < 64 KiB)
MAX_DEPTH = 400  # levels of expanded nesting in a name, prototype or model
MAX_EXPANDED_NODES = 200_000  # model nodes with every substitution expanded
MIN_OUTPUT = 64 * 1024  # a demangling may print this many characters...
OUTPUT_FACTOR = 256  # ...or this many times the length of the name, if more
FRAMES_PER_LEVEL = 6  # Python frames the printers or the mangler spend per level
MAX_FILTER_SYMBOL = 1 << 20  # the stream filter copies a longer run of name bytes unchanged
FILTER_CACHE_NAMES = 65536  # the filters' caches (demangle, remangle) hold at most this many names...
FILTER_CACHE_BYTES = 8 << 20  # ...and this much text...
FILTER_CACHE_MAX_NAME = 4096  # ...and no name longer than this
MAX_PROTOTYPE_LINE = 1 << 20  # bytes in one prototype given to ``spirmangle mangle``
MAX_RESPONSE_FILES = 2000  # @FILEs expanded on one command line (c++filt's bound too)...
MAX_RESPONSE_BYTES = 8 << 20  # ...bytes read from them in all...
MAX_RESPONSE_ARGUMENTS = 200_000  # ...and arguments they give
# The caches on the per-name path, each bounded (when full, it starts afresh; the
# pickers stop growing).  With all of them full the stream filter stays under
# 150 MB (bench/filter_memory.py).
MAX_RECORDED_TOTAL = 100_000  # tokens of the recorded parses replayed (lalr), per thread: ~15 MB
MAX_PICKERS = 50_000  # the replays' shared child pickers (lalr): ~8 MB
MAX_PREFIX_WALKS = 10_000  # the LALR walks' checkpoints, to resume a walk of new tokens at (lalr): ~6 MB
MAX_CACHED_NAMES = 50_000  # source names the lexer keeps read: ~12 MB...
MAX_CACHED_QUALIFIERS = 4096  # ...and qualifier runs (real names have a few dozen): ~2 MB...
MAX_CACHED_LENGTH = 64  # ...each at most this long
MAX_CACHED_WORDS = 50_000  # identifiers the prototype reader keeps classified
FILTER_MAX_OUTPUT = 4 << 20  # the filter prints no symbol longer than this (copied through instead)


def max_output(name_length: int) -> int:
    """The default bound on the text printed for a name of this length."""
    return max(MIN_OUTPUT, OUTPUT_FACTOR * name_length)


def filter_max_output(length: int) -> int:
    """The bound on the text of a symbol of ``length`` in a stream: the library's
    (:func:`max_output`), but at most FILTER_MAX_OUTPUT, so that a stream's memory
    stays bounded (a symbol printing more is copied through unchanged)."""
    return min(max_output(length), FILTER_MAX_OUTPUT)


@contextmanager
def headroom(levels: int = MAX_DEPTH) -> Iterator[None]:
    """Run a recursion over at most ``levels`` levels of a model with the
    interpreter's recursion limit raised to fit it.

    The limit is one for the whole process, so it is shared by every thread in
    a deep section: the first thread that needs more than the limit of the
    time before any section raises it (to the most any thread in a section
    needs), and the last one to leave restores it.  It is never lowered while
    a thread is in a section."""
    need = levels * FRAMES_PER_LEVEL + 200
    frame = sys._getframe()
    depth = 0
    while frame is not None and depth < 10_000:
        frame = frame.f_back  # type: ignore[assignment]
        depth += 1
    want = depth + need
    me = get_ident()
    with _state.lock:
        if not _state.inside:
            base = sys.getrecursionlimit()
            if want <= base:  # enough without raising: no section to keep
                entered = False
            else:
                _state.base = base
                entered = True
        else:
            entered = want > _state.base
        if entered:
            _state.inside[me] = _state.inside.get(me, 0) + 1
            if want > sys.getrecursionlimit():
                sys.setrecursionlimit(want)
    if not entered:
        yield
        return
    try:
        yield
    finally:
        with _state.lock:
            _leave(me)


class _Sections:
    """The threads in a deep section (thread id -> sections it is in) and the
    limit to restore when the last leaves."""

    def __init__(self) -> None:
        self.lock = Lock()
        self.inside: dict[int, int] = {}
        self.base = 0


_state = _Sections()


def _leave(thread: int) -> None:
    left = _state.inside.get(thread, 0) - 1
    if left > 0:
        _state.inside[thread] = left
        return
    _state.inside.pop(thread, None)
    if not _state.inside:
        sys.setrecursionlimit(_state.base)


def _before_fork() -> None:
    _state.lock.acquire()


def _after_fork_in_parent() -> None:
    _state.lock.release()


def _after_fork_in_child() -> None:
    """Only the thread that forked runs in the child: the other threads'
    sections are gone (and the limit they raised with them)."""
    _state.lock = Lock()
    me = get_ident()
    mine = _state.inside.get(me, 0)
    others = len(_state.inside) - (1 if mine else 0)
    _state.inside = {me: mine} if mine else {}
    if others and not mine:
        sys.setrecursionlimit(_state.base)


if hasattr(os, "register_at_fork"):  # (POSIX)
    os.register_at_fork(before=_before_fork, after_in_parent=_after_fork_in_parent,
                        after_in_child=_after_fork_in_child)
