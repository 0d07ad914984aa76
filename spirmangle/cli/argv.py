"""``@file`` response files on the command line, as c++filt and llvm-cxxfilt read them.

An argument ``@FILE`` is replaced by the arguments written in FILE: separated by
ASCII white space, grouped by single or double quotes, a backslash taking the
next character literally (inside quotes too), and ``@FILE`` arguments in it
expanded in turn (a relative name is taken from the current directory, as both
peers do).  A FILE that does not exist leaves the argument as it is (both
peers); a directory, an unreadable file, a file that includes itself and
expansions past the bounds of :mod:`spirmangle.limits` are errors.  The file's
bytes become arguments the way argv's do (see :mod:`spirmangle.cli.streams`), so any
byte goes through.
"""

from __future__ import annotations

import os
import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Iterator, Optional

from .streams import decode
from ..limits import MAX_RESPONSE_ARGUMENTS, MAX_RESPONSE_BYTES, MAX_RESPONSE_FILES

_SPACE = " \t\n\r\f\v"
_SPLIT = re.compile(r"[ \t\n\r\f\v]+")


class ResponseFileError(Exception):
    """A response file that cannot be read."""


def expand(argv: list[str]) -> list[str]:
    """``argv`` with every ``@FILE`` argument replaced by the arguments in FILE.

    Expanded without recursion (a chain of files may be as long as the bound),
    and bounded as c++filt bounds it: at most :data:`MAX_RESPONSE_FILES` files
    expanded in all (so files that include the next one twice stop), at most
    :data:`MAX_RESPONSE_BYTES` read from them in all (``@/dev/zero`` stops) and
    :data:`MAX_RESPONSE_ARGUMENTS` arguments; past one, :class:`ResponseFileError`."""
    result: list[str] = []
    read = _Budget()
    # The arguments still to go through, and the @FILE each list came from (its
    # file in the chain of files being expanded, which none may include again).
    stack: list[tuple[Iterator[str], str]] = [(iter(argv), "")]
    chain: list[str] = []
    while stack:
        arg = next(stack[-1][0], None)
        if arg is None:
            if stack.pop()[1]:
                chain.pop()
            continue
        words = _read(arg, chain, read) if arg.startswith("@") and len(arg) > 1 else None
        if words is None:
            if len(stack) > 1:  # an argument from a file
                read.arguments += 1
                if read.arguments > MAX_RESPONSE_ARGUMENTS:
                    raise ResponseFileError("%s: more than %d arguments in response files"
                                            % (stack[-1][1], MAX_RESPONSE_ARGUMENTS))
            result.append(arg)
            continue
        chain.append(os.path.realpath(arg[1:]))
        stack.append((iter(words), arg))
    return result


class _Budget:
    """What the response files of one command line have used so far."""

    def __init__(self) -> None:
        self.files = 0
        self.bytes = 0
        self.arguments = 0


def _read(arg: str, chain: list[str], budget: _Budget) -> Optional[list[str]]:
    """The arguments in the file ``arg`` names, or None if there is no such file."""
    path = arg[1:]
    if os.path.realpath(path) in chain:
        raise ResponseFileError("%s: the response file includes itself" % arg)
    if os.path.isdir(path):
        raise ResponseFileError("%s: is a directory" % arg)
    try:
        with open(path, "rb") as f:
            budget.files += 1
            if budget.files > MAX_RESPONSE_FILES:
                raise ResponseFileError("%s: more than %d response files expanded (an @FILE "
                                        "included again and again?)" % (arg, MAX_RESPONSE_FILES))
            left = MAX_RESPONSE_BYTES - budget.bytes
            data = f.read(left + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ResponseFileError("%s: %s" % (arg, exc.strerror or exc)) from None
    budget.bytes += len(data)
    if len(data) > left:
        raise ResponseFileError("%s: response files larger than %d bytes in all"
                                % (arg, MAX_RESPONSE_BYTES))
    return split(decode(data))


def attach_values(argv: list[str], options: tuple[str, ...]) -> list[str]:
    """``argv`` with ``OPTION VALUE`` written ``OPTION=VALUE`` for each of ``options``
    (argparse takes a value that starts with '-' for an option of its own); the
    arguments after ``--`` are left alone."""
    result: list[str] = []
    index = 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--":
            return result + argv[index:]
        if arg in options and index + 1 < len(argv):
            result.append(arg + "=" + argv[index + 1])
            index += 2
            continue
        result.append(arg)
        index += 1
    return result


def split(text: str) -> list[str]:
    """The arguments of a response file's text."""
    if not any(c in text for c in "'\"\\"):
        return [word for word in _SPLIT.split(text) if word]
    words: list[str] = []
    word: list[str] = []
    started = escaped = False
    quote = ""
    for c in text:
        if escaped:
            word.append(c)
            escaped = False
        elif c == "\\":
            escaped = started = True
        elif quote:
            if c == quote:
                quote = ""
            else:
                word.append(c)
        elif c in "'\"":
            quote, started = c, True
        elif c in _SPACE:
            if started:
                words.append("".join(word))
                word, started = [], False
        else:
            word.append(c)
            started = True
    if started:
        words.append("".join(word))
    return words
