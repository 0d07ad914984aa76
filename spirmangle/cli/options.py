"""Command-line options shared by ``spirmangle mangle`` and the catalogue commands.

Both :mod:`spirmangle.cli.main` and :mod:`spirmangle.cli.catalogue` import this
module, so neither has to import the other.
"""

from __future__ import annotations

import argparse
import os
import sys

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Iterable

from .. import __version__
from ..config import LANGUAGE_STANDARDS, TARGETS, compiled


def terminal_columns() -> int:
    """The terminal's width as :func:`shutil.get_terminal_size` gives it (``COLUMNS``,
    else the size of the terminal on stdout, else 80), without importing
    :mod:`shutil` (which loads :mod:`bz2`, :mod:`lzma` and :mod:`zlib`)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        stdout = sys.__stdout__
        try:
            columns = 80 if stdout is None else os.get_terminal_size(stdout.fileno()).columns or 80
        except (AttributeError, ValueError, OSError):
            columns = 80
    return columns


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, the same text: argparse makes one for every
    ``add_argument`` (to check its metavar), and its own imports :mod:`shutil`
    for the terminal's width (start-up, issue 23)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: "int | None" = None) -> None:
        if width is None:
            width = terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)


class ArgumentParser(argparse.ArgumentParser):
    """argparse's parser with :class:`HelpFormatter`; its subcommands' parsers
    are of this class too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)


def version_text() -> str:
    """What ``--version`` prints: the version, and whether this is the compiled build."""
    return "spirmangle %s%s" % (__version__, " (compiled)" if compiled() else "")


def add_config_options(parser: argparse.ArgumentParser, dialects: Iterable[str] = ("clang", "spir")) -> None:
    """The configuration options shared by mangle, table, header, lookup and check."""
    parser.add_argument("--target", choices=sorted(TARGETS), default="spir64",
                        help="target profile (default: spir64)")
    parser.add_argument("--cl-std", choices=LANGUAGE_STANDARDS, default="CL3.0",
                        help="OpenCL C version, or C++ for OpenCL: CLC++ (CLC++1.0) or "
                             "CLC++2021 (default: CL3.0)")
    parser.add_argument("--cl-ext", default="", metavar="LIST",
                        help="clang -cl-ext list, e.g. -__opencl_c_generic_address_space")
    parser.add_argument("--dialect", choices=list(dialects), default="clang",
                        help="mangling dialect (default: clang)")
