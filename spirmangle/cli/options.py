"""Command-line options shared by ``spirmangle mangle`` and the catalogue commands.

Both :mod:`spirmangle.cli.main` and :mod:`spirmangle.cli.catalogue` import this
module, so neither has to import the other.
"""

from __future__ import annotations

import argparse
from typing import Iterable

from .. import __version__
from ..config import LANGUAGE_STANDARDS, TARGETS, compiled


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
