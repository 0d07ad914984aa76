"""The lexer's stack of open constructs (:class:`Frames`), which carries the
reading mode of the name being read (:mod:`spirmangle.demangler.reading_mode`)
to every lexer function that is handed the stack."""

from __future__ import annotations

from typing import Optional

from ..reading_mode import ABI_READING, ReadingMode


class Frames(list[str]):
    """The open constructs, innermost last (see :func:`~spirmangle.demangler.lexer.core.tokenize`),
    and the reading's switches: ``mode`` and, under ``mode.tt_conversions``,
    ``conversions``: the stack depths of the conversions whose ``T_`` took
    template arguments and still wait for the operator's (None otherwise)."""

    __slots__ = ("mode", "conversions")

    def __init__(self, mode: ReadingMode = ABI_READING) -> None:
        super().__init__()
        self.mode = mode
        self.conversions: Optional[list[int]] = [] if mode.tt_conversions else None
