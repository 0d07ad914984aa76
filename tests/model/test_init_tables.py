"""The stored compiled form of the functions model.node defines from text
(spirmangle/model/init_tables.py, written by tools/make_inits.py: start-up,
issue 23) is current, is what those functions are made from, and is never used
for a text or names it does not hold."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

from spirmangle.model.node import define, init_source

ROOT = Path(__file__).resolve().parent.parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location("make_inits", ROOT / "tools" / "make_inits.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_stored_inits_are_current():
    tool = _tool()
    from spirmangle.model.node import init_tables_text

    assert tool.PATH.read_text(encoding="utf-8") == init_tables_text(tool.functions()), (
        "stale: run python tools/make_inits.py")


def test_model_inits_and_fast_makers_come_from_the_stored_form_and_work():
    from spirmangle.demangler import fastnodes
    from spirmangle.model import Builtin, NamedType, Pointer, Qualified, SourceName

    from spirmangle.model import init_tables

    stored = str(init_tables.__file__)  # (the installed package's: the compiled build's too)
    pointer = Pointer(Builtin("int"))
    qualified = Qualified(Builtin("float"), const=True)
    for function in (Pointer.__init__, Qualified.__init__, fastnodes.new_named,
                     fastnodes.new_qualified):
        assert Path(function.__code__.co_filename).resolve() == Path(stored).resolve(), function
    assert pointer.pointee == Builtin("int") and not qualified.volatile and qualified.const
    assert fastnodes.new_named(SourceName("S")) == NamedType(SourceName("S"))
    assert fastnodes.new_qualified(Builtin("float"), None, True, False, False, ()) == qualified


def test_a_text_or_names_not_stored_are_compiled():
    source, env = init_source(__import__("spirmangle.model", fromlist=["Pointer"]).Pointer)
    f = define("def f(x):\n    return x + _k\n", {"_k": 1}, "f")
    assert f(1) == 2 and f.__code__.co_filename == "<string>"
    other = define(source, dict(env, _extra=0), "__init__")  # (other names: not the stored one)
    assert other.__code__.co_filename == "<string>"


def test_the_tool_checks():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_inits.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
