"""`spirmangle table` lists exactly the builtins clang 19 declares, per corpus configuration.

For each configuration of tests/support/corpus.py, the set of ``mangled`` values of
``spirmangle table --format csv`` must equal the corpus TSV's ``mangled``
column (printf is the one unmangled row in the clang dialect).  This holds only
once every family module is complete.
"""

from __future__ import annotations

import csv
import io

import pytest

import corpus
from spirmangle.cli.main import main

pytestmark = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())


def config_argv(config: str) -> list[str]:
    """The ``--target/--cl-std/--cl-ext`` options of a corpus configuration."""
    target, cl_std, cl_ext = corpus.CONFIGS[config]
    argv = ["--target", target, "--cl-std", cl_std]
    return argv + (["--cl-ext=" + cl_ext] if cl_ext else [])


def _sample(names: set[str], limit: int = 10) -> str:
    shown = sorted(names)[:limit]
    return ", ".join(shown) + (" ..." if len(names) > limit else "")


@pytest.mark.parametrize("config", list(corpus.CONFIGS))
def test_table_symbols_equal_corpus(config, capsys):
    assert main(["table", "--format", "csv"] + config_argv(config)) == 0
    out = capsys.readouterr().out
    records = list(csv.DictReader(io.StringIO(out)))
    ours = [r["mangled"] for r in records]
    assert len(ours) == len(set(ours)), "a mangled name is listed twice"
    expected = {r.mangled for r in corpus.rows(config)}
    extra, missing = set(ours) - expected, expected - set(ours)
    if extra or missing:
        pytest.fail("%s: %d extra (%s); %d missing (%s)"
                    % (config, len(extra), _sample(extra), len(missing), _sample(missing)))
