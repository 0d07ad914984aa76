"""The lexer's stack of open constructs, which carries the reading mode of the
name being read (:mod:`spirmangle.demangler.reading_mode`) to every lexer
function that is handed the stack: a plain list for the ABI's reading, a
:class:`Frames` for another (:func:`mode_of`, :func:`conversions_of`)."""

from __future__ import annotations

from typing import Optional

from ..reading_mode import ABI_READING, ReadingMode


class Frames(list[str]):
    """The stack of a reading other than the ABI's (:func:`for_mode`; the ABI's is
    a plain list, the lexer's fastest): its ``mode`` and, under
    ``mode.tt_conversions``, ``conversions``: the stack depths of the conversions
    whose ``T_`` took template arguments and still wait for the operator's."""

    __slots__ = ("mode", "conversions")

    def __init__(self, mode: ReadingMode) -> None:
        super().__init__()
        self.mode = mode
        self.conversions: Optional[list[int]] = [] if mode.tt_conversions else None


def for_mode(mode: ReadingMode) -> list[str]:
    """An empty stack for a reading under ``mode``."""
    return [] if mode is ABI_READING else Frames(mode)


def mode_of(stack: list[str]) -> ReadingMode:
    """The reading mode of the name whose stack ``stack`` is."""
    return stack.mode if type(stack) is Frames else ABI_READING


def conversions_of(stack: list[str]) -> Optional[list[int]]:
    """The conversions waiting for their operator's arguments (None unless the
    reading reads ``cv T_ I`` as a template template parameter's arguments)."""
    return stack.conversions if type(stack) is Frames else None
