"""The ``spirmangle explain`` subcommand (see :mod:`spirmangle.explain.core`)."""

from __future__ import annotations

import argparse

from .streams import err, out
from ..errors import internal_error
from ..render.core import TEXT_STYLES as STYLES


# The dialects explain takes (spirmangle.explain.core.DIALECTS: tests check they agree);
# explain itself is imported when the command runs, not at start-up.
DIALECTS = ("auto", "clang", "spir", "itanium", "spirv")


def cmd_explain(args: argparse.Namespace) -> int:
    """Explain each NAME; 1 if one does not read under its (chosen) dialect."""
    from ..explain.core import explain
    from ..explain.format import to_json_text, to_text

    status = 0
    for number, name in enumerate(args.name):
        try:
            e = explain(name, args.dialect, args.style, args.compare)
            if args.json:
                text = to_json_text(e) + "\n"
            else:
                text = ("\n" if number else "") + to_text(e)
        except MemoryError:
            raise
        except Exception as exc:  # one name's bug: reported, and the others go on
            err("error: %s: %s\n" % (name, internal_error(name, exc).reason))
            status = 1
            continue
        if e.readings[0].error is not None:
            status = 1
        out(text)
    return status


def add_subcommand(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    """Register ``explain`` on the top-level parser."""
    p = sub.add_parser(
        "explain", help="cut a mangled name into its parts, with the substitution table",
        description="Show how a mangled name reads: its components with their byte spans, "
                    "the substitution candidates as they are recorded (seq-id, span, phantom "
                    "__private candidates of clang's rule) and what each S<n>_ and T<n>_ "
                    "refers to.  When another dialect reads the name differently, both "
                    "readings are shown.")
    p.add_argument("--dialect", choices=DIALECTS, default="auto",
                   help="the reading to explain (default: auto, as demangle chooses)")
    p.add_argument("--style", choices=STYLES, default="opencl",
                   help="how types and names are printed (default: opencl)")
    p.add_argument("--compare", action="store_true",
                   help="show the other dialect's reading even when it reads the name alike")
    p.add_argument("--json", action="store_true",
                   help="one JSON object per name (schema spirmangle-explain/1, see the README)")
    p.add_argument("name", nargs="+", metavar="NAME")
    p.set_defaults(func=cmd_explain)
