"""The ``spirmangle demangle`` subcommand (placeholder until the demangler lands)."""

from __future__ import annotations

import argparse
import sys


def cmd_demangle(args: argparse.Namespace) -> int:
    sys.stderr.write("error: demangling is not implemented yet\n")
    return 2


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = sub.add_parser("demangle", help="demangle names (not yet)")
    p.add_argument("name", nargs="*")
    p.set_defaults(func=cmd_demangle)
