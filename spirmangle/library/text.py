"""The text filter for the library (:func:`spirmangle.demangle_stream`): the
command line's filter core (:mod:`spirmangle.modules.textfilter`) with its printers."""

from __future__ import annotations

from typing import IO, Optional


def demangle_stream(infile: IO[bytes], outfile: IO[bytes], style: str, dialect: str,
                    types: bool, strip_underscore: bool, no_params: bool) -> int:
    from ..modules.printing import format_symbol, format_type
    from ..render.core import TEXT_STYLES as STYLES
    from ..demangler.symbol import demangle
    from ..modules.textfilter import filter_max_output, filter_stream

    if style not in STYLES:
        raise ValueError("style is one of %s, not %r" % (", ".join(STYLES), style))
    failures = 0

    def symbol(token: str) -> Optional[str]:
        return format_symbol(demangle(token, dialect, filter_max_output(len(token))), style, no_params)

    def word(token: str) -> Optional[str]:
        return format_type(token, style, dialect)

    def report(line: int, column: int, name: bytes, reason: str) -> None:
        nonlocal failures
        failures += 1

    filter_stream(infile, outfile, symbol, types=word if types else None,  # type: ignore[arg-type]
                  strip_underscore=strip_underscore, report=report)
    return failures
