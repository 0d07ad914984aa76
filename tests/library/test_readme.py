"""The console examples of the README and docs/*.md (tests/support/docs_pages.py): each ``$ spirmangle ...`` line run in-process
prints exactly the lines below it (or starts so, when they end with ``...``)."""

from __future__ import annotations

import io
import re
import shlex
import sys
from pathlib import Path

import pytest

from spirmangle.cli.main import main

from docs_pages import text as docs_text



def examples() -> list[tuple[str, str]]:
    text = docs_text()
    found = []
    for block in re.findall(r"^```console\n(.*?)^```$", text, flags=re.S | re.M):
        command, output = None, []
        for line in block.splitlines():
            if line.startswith("$ "):
                if command is not None:
                    found.append((command, "".join(output)))
                command, output = line[2:], []
            else:
                output.append(line + "\n")
        if command is not None:
            found.append((command, "".join(output)))
    return found


def _over_a_module(command: str) -> bool:
    """An example over a module file: tests/catalogue/test_check_kernels.py builds the
    modules and checks those commands."""
    return any(a.endswith((".ll", ".bc", ".spv", ".cl")) for a in shlex.split(command, comments=True))


EXAMPLES = [(c, out) for c, out in examples() if not _over_a_module(c)]


def test_the_readme_has_console_examples() -> None:
    assert len(EXAMPLES) >= 8


@pytest.mark.parametrize("command, expected", EXAMPLES, ids=[c for c, _ in EXAMPLES])
def test_console_example(command: str, expected: str) -> None:
    argv = shlex.split(command, comments=True)
    assert argv[0] == "spirmangle"
    out = io.StringIO()
    old = sys.stdout, sys.stdin
    sys.stdout, sys.stdin = out, io.TextIOWrapper(io.BytesIO(b""))
    try:
        main(argv[1:])
    finally:
        sys.stdout, sys.stdin = old
    if expected.endswith("...\n"):  # the example shows the start of the output
        assert out.getvalue().startswith(expected[:-len("...\n")])
    else:
        assert out.getvalue() == expected
