"""c++filt-style command-line habits (issue #11, item 5): --version, --cl-ext with a
space, one mangle output line per input line, carets, --strict type names,
kernels, lookup hints and --json, --help without side effects."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from spirmangle import __version__
from spirmangle.config import compiled
from spirmangle.cli.main import main
from spirmangle.cli.argv import attach_values

ROOT = Path(__file__).resolve().parent.parent.parent


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("command", [[], ["demangle"], ["mangle"], ["explain"], ["lookup"],
                                     ["check"], ["table"], ["header"]])
def test_version_everywhere(capsys, command):
    with pytest.raises(SystemExit) as exc:
        main(command + ["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out == "spirmangle %s%s\n" % (
        __version__, " (compiled)" if compiled() else "")


def test_cl_ext_with_a_space_or_an_equals_sign(capsys):
    for argv in (["--cl-ext=-__opencl_c_generic_address_space"],
                 ["--cl-ext", "-__opencl_c_generic_address_space"]):
        assert run(capsys, "mangle", *argv, "void f(int *)") == (0, "_Z1fPi\n", "")
    status, out, _ = run(capsys, "lookup", "--cl-ext", "-__opencl_c_generic_address_space",
                         "_Z5fractfPf")
    assert status == 0 and out.startswith("_Z5fractfPf\n")


def test_attach_values_leaves_names_after_double_dash():
    assert attach_values(["mangle", "--cl-ext", "-x", "--", "--cl-ext", "-y"], ("--cl-ext",)) == [
        "mangle", "--cl-ext=-x", "--", "--cl-ext", "-y"]


def test_mangle_stdin_one_line_per_input_line(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("void f(int)\n\nvoid g(int x,\n   \nvoid h(float)\n"))
    status, out, err = run(capsys, "mangle")
    assert status == 1
    assert out == "_Z1fi\n\n\n\n_Z1hf\n"
    assert err == "error: 3:14: unexpected end of input\nvoid g(int x,\n             ^\n"


def test_mangle_arguments_errors_have_a_caret(capsys):
    status, out, err = run(capsys, "mangle", "void f(int", "void g(int) )")
    assert status == 1 and out == "\n\n"
    assert err == ("error: 1:11: unexpected end of input\nvoid f(int\n          ^\n"
                   "error: 2:13: unexpected ')'\nvoid g(int) )\n            ^\n")


@pytest.mark.parametrize("options", [[], ["--strict"]])
def test_unknown_type_names_are_errors(capsys, options):
    # Never silently a class: flaot4 is a typo, and a typedef of a builtin type is
    # mangled by clang as that type, not as its own name (issues 22 and 25).
    prototype = "float4 f(flaot4 x, struct flaot3 y)"
    status, out, err = run(capsys, "mangle", *options, prototype)
    assert (status, out) == (1, "\n")
    assert err == ("error: 1:10: unknown type name 'flaot4' (did you mean 'float4'?)\n"
                   + prototype + "\n         ^\n")
    status, out, err = run(capsys, "mangle", *options, "void f(MyStruct s)")
    assert (status, out) == (1, "\n")
    assert err.startswith("error: 1:8: unknown type name 'MyStruct' (write 'struct MyStruct' "
                          "or pass --class MyStruct)\n")
    # Declared struct/union/enum names, --class names and every OpenCL C type are fine.
    status, out, _ = run(capsys, "mangle", *options, "void g(struct S *s, image2d_t i, size_t n, "
                         "ndrange_t r, memory_order o, uchar16 v)")
    assert status == 0 and out.startswith("_Z1g")
    assert run(capsys, "mangle", *options, "--class", "MyStruct,Other",
               "void f(MyStruct s, Other *o)") == (0, "_Z1f8MyStructPU3AS45Other\n", "")


@pytest.mark.parametrize("prototype", ["kernel void k(global float *p)",
                                       "__kernel void k(int x, __global int *o)",
                                       "__attribute__((reqd_work_group_size(1,1,1))) kernel void k(int x)"])
def test_kernels_are_not_mangled(capsys, prototype):
    status, out, err = run(capsys, "mangle", prototype)
    assert (status, out) == (0, "k\n")
    assert err == "note: 1: kernel k is not mangled: clang names a kernel by its plain name\n"


def test_a_parameter_named_like_kernel_words_is_no_kernel(capsys):
    assert run(capsys, "mangle", "void kernel_like(int kernel_id)")[1] == "_Z11kernel_likei\n"


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("std", ["CL2.0", "clc++2021"])
def test_clang_names_kernels_plainly(tmp_path, std):
    source = tmp_path / "k.cl"
    source.write_text("kernel void k(global float *p) { p[0] = 1; }\n")
    ir = subprocess.run(["clang-19", "-cc1", "-triple", "spir64-unknown-unknown", "-emit-llvm",
                         "-cl-std=" + std, "-finclude-default-header", "-o", "-", str(source)],
                        capture_output=True, text=True, check=True).stdout
    assert "spir_kernel void @k(" in ir


def test_lookup_says_where_a_missing_builtin_is(capsys):
    status, _, err = run(capsys, "lookup", "--cl-std", "CL1.2", "enqueue_kernel")
    assert status == 1
    assert err == ("no builtin enqueue_kernel in CL1.2, spir64, clang mangling\n"
                   "  it is a builtin of CL2.0 and CL3.0 under --dialect spir "
                   "(with __opencl_c_device_enqueue)\n")
    status, _, err = run(capsys, "lookup", "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj")
    assert status == 1
    assert "  it is a builtin of CL2.0 and CL3.0 under --dialect spir" in err
    assert run(capsys, "lookup", "--dialect", "spir", "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj")[0] == 0
    status, _, err = run(capsys, "lookup", "fractt")
    assert err.endswith("  did you mean fract?\n")


def test_lookup_json(capsys):
    status, out, _ = run(capsys, "lookup", "--json", "_Z5fractff")
    data = json.loads(out)
    assert status == 1 and data["found"] == [] and data["elsewhere"] == []
    assert data["configuration"] == {"target": "spir64", "cl_std": "CL3.0", "cl_ext": "",
                                     "dialect": "clang"}
    assert data["closest"][0]["name"] == "fract"
    status, out, _ = run(capsys, "lookup", "--json", "fract")
    data = json.loads(out)
    assert status == 0 and len(data["found"]) > 10
    assert set(data["found"][0]) == {"name", "mangled", "prototype", "since", "until", "extensions",
                                     "attributes", "section"}
    status, out, _ = run(capsys, "lookup", "--json", "--dialect", "clang",
                         "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj")
    assert {(p["cl_std"], p["dialect"]) for p in json.loads(out)["elsewhere"]} == {
        ("CL2.0", "spir"), ("CL3.0", "spir")}


SCRIPTS = sorted([str(p.relative_to(ROOT)) for p in (ROOT / "bench").glob("*.py")]
                 + ["tests/support/catalogue_check.py"])
MODULES = ["spirmangle", "spirmangle.catalogue.index", "spirmangle.catalogue.table"]


def _snapshot() -> dict[str, float]:
    return {str(p): p.stat().st_mtime for d in ("spirmangle", "bench", "tests")
            for p in (ROOT / d).rglob("*") if p.is_file() and "__pycache__" not in p.parts}


@pytest.mark.parametrize("target", SCRIPTS + ["-m " + m for m in MODULES])
def test_help_has_no_side_effects(target):
    before = _snapshot()
    command = [sys.executable] + target.split() + ["--help"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip(), "no help text"
    assert _snapshot() == before, "--help changed files"
