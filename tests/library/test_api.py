"""The public API as a user meets it: importable, documented, typed, and the
same text as the command line."""

from __future__ import annotations

import io
import os
import pydoc
import re
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from docs_pages import text as docs_text

import spirmangle
from spirmangle.opencl import builder
from spirmangle.cli.main import main
from spirmangle.model import Builtin, Vector
from spirmangle.model.typecodes import VECTOR_ELEMENTS

ROOT = Path(__file__).resolve().parent.parent.parent


def readme_python() -> str:
    """Every ```python block of the README and docs/*.md, in order, as one script."""
    text = docs_text()
    blocks = re.findall(r"^```python\n(.*?)^```$", text, flags=re.S | re.M)
    assert blocks, "the README has no python example"
    return "\n".join(blocks)


def test_every_public_name_is_importable_and_documented() -> None:
    for name in spirmangle.__all__:
        value = getattr(spirmangle, name)
        if callable(value) and not isinstance(value, (str, dict, tuple)):
            assert (value.__doc__ or "").strip(), "%s has no docstring" % name


def test_help_lists_every_public_function_and_class() -> None:
    text = pydoc.render_doc(spirmangle, renderer=pydoc.plaintext)
    for name in spirmangle.__all__:
        if callable(getattr(spirmangle, name)):
            assert re.search(r"\b%s\b" % re.escape(name), text), name
    # Loaded without importing Lark until first use, and still listed.
    assert "parse_prototype(text" in text
    assert "class PrototypeError" in text


def test_prototype_error_is_one_class_wherever_it_is_imported() -> None:
    from spirmangle.opencl import prototype

    assert prototype.PrototypeError is spirmangle.PrototypeError
    with pytest.raises(spirmangle.PrototypeError) as info:
        spirmangle.parse_prototype("float4 fract(flot4 x")
    assert info.value.caret().splitlines()[-1].endswith("^")


@pytest.mark.parametrize("text, column, hint", [
    ("void f(flaot x)", 8, "did you mean 'float'"),
    ("float4 g(int a,\n         flaot4 b)", 10, "did you mean 'float4'"),  # line 2
    ("void f(Foo x)", 8, "write 'struct Foo' or declare it as a class"),
])
def test_an_unknown_opencl_c_type_name_is_an_error_not_a_class(text: str, column: int,
                                                              hint: str) -> None:
    # issue 25: the library says what the command says (never silently a class)
    with pytest.raises(spirmangle.PrototypeError) as info:
        spirmangle.parse_prototype(text)
    assert info.value.column == column and info.value.line == text.count("\n") + 1
    assert hint in info.value.message
    assert info.value.caret().splitlines()[-1] == " " * (column - 1) + "^"


def test_the_unknown_type_check_is_the_readers_with_the_callers_hint() -> None:
    # One check, in spirmangle.opencl.prototype, for every caller of a user's text: the
    # declaration with a clone suffix is refused at the same column, and the command
    # passes its own wording (--class) where the library says "declare it as a class".
    from spirmangle.opencl.prototype import parse_declaration

    with pytest.raises(spirmangle.PrototypeError) as info:
        spirmangle.parse_declaration("void f(Foo x) (.cold)")
    assert (info.value.column, "declare it as a class") == (8, info.value.message[-22:-1])
    with pytest.raises(spirmangle.PrototypeError) as info:
        parse_declaration("void f(Foo x)", cxx=True, unknown_hint=" (pass --class %s)")
    assert info.value.message == "unknown type name 'Foo' (pass --class Foo)"
    # the catalogue's own reading (cxx=False) trusts its names; classes= declares one
    assert parse_declaration("void f(Foo x)").entity.params
    assert spirmangle.parse_prototype("void f(Foo x)", classes=("Foo",)).params


def test_a_declared_or_named_class_is_a_class() -> None:
    foo = spirmangle.parse_prototype("void f(struct Foo x)")
    assert spirmangle.mangle(foo) == "_Z1f3Foo"
    assert spirmangle.parse_prototype("void f(Foo x)", classes=("Foo",)) == foo
    # C++ for OpenCL: the C++ reader's own check, with the same wording
    with pytest.raises(spirmangle.PrototypeError, match="declare it as a class"):
        spirmangle.parse_prototype("void f(Foo x)", cl_std="CLC++2021")


def test_builder_has_every_vector_constant() -> None:
    for element in VECTOR_ELEMENTS:
        for size in (2, 3, 4, 8, 16):
            value = getattr(builder, "%s%d" % (element.upper(), size))
            assert value == Vector(Builtin(element), size)
    assert builder.FLOAT16 == Vector(Builtin("float"), 16)  # float16, as OpenCL C names it
    assert builder.FLOAT16_T == Builtin("_Float16")


def test_readme_examples_run() -> None:
    exec(compile(readme_python(), "README.md", "exec"), {})  # noqa: S102 - our README


def test_readme_examples_pass_mypy_strict(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    script = tmp_path / "readme_examples.py"
    script.write_text(readme_python(), encoding="utf-8")
    env = dict(os.environ, MYPYPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
         "--cache-dir", os.devnull, str(script)],
        cwd=tmp_path, capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("name", [
    "_Z5fractDv4_fPU3AS1S_",
    "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj",
    "_ZN12_GLOBAL__N_114hidden_counterE",
    "_Z4tminIPfEvPT_S3_",
    "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlvE_",
    "_Z3fooi.cold",
])
def test_str_of_a_symbol_is_the_command_line_output(name: str) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        status = main(["demangle", name])
    assert status in (0, None)
    assert out.getvalue() == str(spirmangle.demangle(name)) + "\n"
