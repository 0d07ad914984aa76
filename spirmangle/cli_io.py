"""Byte-transparent standard streams for the command line, in any locale.

The commands read stdin and files as bytes and write bytes, whatever
``PYTHONIOENCODING`` or the locale say.  Text that reaches a command as ``str``
comes from argv, which Python decodes with the file-system encoding and
``surrogateescape``; :func:`decode` reads stdin and file bytes the same way,
and :func:`encode` undoes either exactly, so a byte that is not valid in the
locale's encoding comes out as it went in.
"""

from __future__ import annotations

import io
import os
import sys
from typing import BinaryIO, Iterator, Optional, TextIO, cast


def decode(data: bytes) -> str:
    """Bytes from stdin or a file as ``str``, the way argv is decoded (never fails)."""
    return os.fsdecode(data)


def encode(text: str) -> bytes:
    """The bytes of text from argv, stdin or a file (never fails)."""
    try:
        return os.fsencode(text)
    except UnicodeEncodeError:  # not text any input decodes to: keep what can be kept
        return text.encode("utf-8", "backslashreplace")


class _TextSink:
    """A binary writer over a text stream without a ``buffer`` (a StringIO in tests)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, data: bytes) -> int:
        self.stream.write(data.decode("utf-8", "surrogateescape"))
        return len(data)

    def flush(self) -> None:
        self.stream.flush()


def binary_output(stream: TextIO) -> BinaryIO:
    """The binary layer of ``sys.stdout`` or ``sys.stderr`` (text written before is flushed)."""
    stream.flush()
    buffer = getattr(stream, "buffer", None)
    if buffer is not None:
        return cast(BinaryIO, buffer)
    return cast(BinaryIO, _TextSink(stream))


def stdin() -> BinaryIO:
    """The binary layer of ``sys.stdin``."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        return cast(BinaryIO, buffer)
    return io.BytesIO(sys.stdin.read().encode("utf-8", "surrogateescape"))


def lines(source: BinaryIO, limit: int) -> Iterator[Optional[str]]:
    """The decoded lines of ``source`` (without their newline); None for a line of
    more than ``limit`` bytes, which is skipped without being held in memory."""
    while True:
        line = source.readline(limit + 1)
        if not line:
            return
        if len(line) <= limit or line.endswith(b"\n"):
            yield decode(line.rstrip(b"\r\n"))
            continue
        while not line.endswith(b"\n"):  # the rest of the long line
            line = source.readline(1 << 16)
            if not line:
                break
        yield None


def out(text: str) -> None:
    """Write ``text`` to stdout as the bytes it came from (for a few writes: each one
    flushes what was written to ``sys.stdout`` as text before it)."""
    binary_output(sys.stdout).write(encode(text))


def err(text: str) -> None:
    """Write ``text`` to stderr as the bytes it came from."""
    sink = binary_output(sys.stderr)
    sink.write(encode(text))
    sink.flush()
