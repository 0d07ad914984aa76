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

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import BinaryIO, Iterator, Optional, TextIO, cast
else:
    def cast(_type: object, value: object) -> object:  # (typing's, without it: no model here)
        return value


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


class OutputError(Exception):
    """Standard output cannot be written: closed, full, or an I/O error (a reader
    that went away is BrokenPipeError, which the command line leaves quiet)."""


class _Checked:
    """A binary writer over standard output whose failures are :class:`OutputError`."""

    def __init__(self, stream: Optional[BinaryIO]) -> None:
        self.stream = stream

    def write(self, data: bytes) -> int:
        try:
            return self._open().write(data)
        except BrokenPipeError:
            raise
        except (OSError, ValueError) as exc:  # (ValueError: a closed file object)
            raise OutputError(_reason(exc)) from None

    def flush(self) -> None:
        try:
            self._open().flush()
        except BrokenPipeError:
            raise
        except (OSError, ValueError) as exc:
            raise OutputError(_reason(exc)) from None

    def _open(self) -> BinaryIO:
        if self.stream is None:
            raise OutputError("standard output is closed")
        return self.stream


class _Quiet:
    """A binary writer over standard error that gives up quietly where it cannot
    write (closed or full: there is nowhere to report it)."""

    def __init__(self, stream: Optional[BinaryIO]) -> None:
        self.stream = stream

    def write(self, data: bytes) -> int:
        try:
            if self.stream is not None:
                self.stream.write(data)
        except (OSError, ValueError):
            self.stream = None
        return len(data)

    def flush(self) -> None:
        try:
            if self.stream is not None:
                self.stream.flush()
        except (OSError, ValueError):
            self.stream = None


def _reason(exc: Exception) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return "standard output is closed" if isinstance(exc, ValueError) else str(exc)


def stdout() -> BinaryIO:
    """The binary layer of ``sys.stdout`` (text written before is flushed), whose
    failures to write (closed, full) are :class:`OutputError`."""
    return cast("BinaryIO", _Checked(_binary(sys.stdout)))


def stderr() -> BinaryIO:
    """The binary layer of ``sys.stderr``, which gives up quietly where it cannot write."""
    return cast("BinaryIO", _Quiet(_binary(sys.stderr)))


def _binary(stream: Optional[TextIO]) -> Optional[BinaryIO]:
    if stream is None:
        return None
    try:
        stream.flush()
    except BrokenPipeError:
        raise
    except (OSError, ValueError) as exc:
        if stream is sys.stderr:
            return None
        raise OutputError(_reason(exc)) from None
    buffer = getattr(stream, "buffer", None)
    if buffer is not None:
        return cast("BinaryIO", buffer)
    return cast("BinaryIO", _TextSink(stream))


def stdin() -> BinaryIO:
    """The binary layer of ``sys.stdin`` (nothing to read if it is closed)."""
    if sys.stdin is None:
        return io.BytesIO()
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        return cast("BinaryIO", buffer)
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
    stdout().write(encode(text))


def err(text: str) -> None:
    """Write ``text`` to stderr as the bytes it came from."""
    sink = stderr()
    sink.write(encode(text))
    sink.flush()
