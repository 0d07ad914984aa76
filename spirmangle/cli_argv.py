"""``@file`` response files on the command line, as c++filt and llvm-cxxfilt read them.

An argument ``@FILE`` is replaced by the arguments written in FILE: separated by
ASCII white space, grouped by single or double quotes, a backslash taking the
next character literally (inside quotes too), and ``@FILE`` arguments in it
expanded in turn (a relative name is taken from the current directory, as both
peers do).  A FILE that does not exist leaves the argument as it is (both
peers); a directory, an unreadable file or a file that includes itself is an
error.  The file's bytes become arguments the way argv's do (see
:mod:`spirmangle.cli_io`), so any byte goes through.
"""

from __future__ import annotations

import os
import re
from typing import Optional

from .cli_io import decode

_SPACE = " \t\n\r\f\v"
_SPLIT = re.compile(r"[ \t\n\r\f\v]+")


class ResponseFileError(Exception):
    """A response file that cannot be read."""


def expand(argv: list[str]) -> list[str]:
    """``argv`` with every ``@FILE`` argument replaced by the arguments in FILE."""
    return _expand(argv, [])


def _expand(argv: list[str], chain: list[str]) -> list[str]:
    result: list[str] = []
    for arg in argv:
        words = _read(arg, chain) if arg.startswith("@") and len(arg) > 1 else None
        if words is None:
            result.append(arg)
        else:
            chain.append(os.path.realpath(arg[1:]))
            result.extend(_expand(words, chain))
            chain.pop()
    return result


def _read(arg: str, chain: list[str]) -> Optional[list[str]]:
    """The arguments in the file ``arg`` names, or None if there is no such file."""
    path = arg[1:]
    if os.path.realpath(path) in chain:
        raise ResponseFileError("%s: the response file includes itself" % arg)
    if os.path.isdir(path):
        raise ResponseFileError("%s: is a directory" % arg)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ResponseFileError("%s: %s" % (arg, exc.strerror or exc)) from None
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
