"""Hostile input at the command line: bytes in any locale, the stream filter's
chunking and bounds, deep and long prototypes, many near misses."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spirmangle import cli_demangle, limits
from spirmangle.cli import main
from spirmangle.cli_demangle import filter_stream

ROOT = Path(__file__).resolve().parent.parent

# Each environment decodes argv and the standard streams differently.
ENVIRONMENTS = {
    "utf8-strict": {"PYTHONIOENCODING": "utf-8"},
    "c-locale": {"LC_ALL": "C", "LANG": "C"},
    "ascii-strict": {"PYTHONIOENCODING": "ascii"},
    "c-no-coercion": {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"},
}


def spirmangle(env_name: str, *argv: "str | bytes", stdin: bytes = b"") -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONIOENCODING", "LC_ALL", "LANG", "PYTHONUTF8", "PYTHONCOERCECLOCALE")}
    env.update(ENVIRONMENTS[env_name])
    result = subprocess.run([sys.executable, "-m", "spirmangle", *argv], input=stdin,
                            capture_output=True, env=env, timeout=120)
    assert b"Traceback" not in result.stderr, result.stderr.decode("utf-8", "replace")
    return result


every_env = pytest.mark.parametrize("env", sorted(ENVIRONMENTS))


# ------------------------------------------------------------ import cycle


def test_catalogue_commands_do_not_import_the_cli():
    code = ("import argparse, sys\n"
            "from spirmangle.catalogue import commands\n"
            "commands.add_subcommands(argparse.ArgumentParser().add_subparsers())\n"
            "print('spirmangle.cli' in sys.modules)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
