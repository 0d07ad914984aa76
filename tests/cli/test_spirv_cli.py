"""The SPIR-V friendly side of the command line: ``lookup`` of ``__spirv_*`` names
and symbols (both sides), ``lookup --spirv`` and ``table --spirv``."""

from __future__ import annotations

import csv
import io

from spirmangle.cli.main import main


def run(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_lookup_spirv_symbol_gives_the_opencl_side(capsys):
    status, out, _ = run(capsys, "lookup", "_Z15__spirv_ocl_sinDv4_f")
    assert status == 0
    assert out.splitlines() == ["_Z15__spirv_ocl_sinDv4_f",
                                "  from:       _Z3sinDv4_f  float4 sin(float4 x)"]


def test_lookup_spirv_name_lists_every_overload(capsys):
    status, out, _ = run(capsys, "lookup", "__spirv_ocl_u_max", "--cl-std", "CL1.2",
                         "--target", "spir")
    assert status == 0
    assert "_Z17__spirv_ocl_u_maxDv4_jS_" in out.splitlines()
    assert "  from:       _Z3maxDv4_jj  uint4 max(uint4 x, uint y)" in out
    assert "  from:       _Z3maxDv4_jS_  uint4 max(uint4 x, uint4 y)" in out
    status, out, _ = run(capsys, "lookup", "_Z33__spirv_BuiltInGlobalInvocationIdi")
    assert status == 0 and "_Z13get_global_idj  size_t get_global_id(uint dimindx)" in out


def test_lookup_misspelt_spirv_name(capsys):
    status, out, err = run(capsys, "lookup", "__spirv_ocl_sinn")
    assert status == 1 and out == ""
    assert "closest SPIR-V friendly name: __spirv_ocl_sin" in err
    status, _, err = run(capsys, "lookup", "_Z15__spirv_ocl_sinDv4_i")
    assert status == 1 and "closest SPIR-V friendly name: _Z15__spirv_ocl_sinDv4_f" in err


def test_lookup_opencl_with_spirv(capsys):
    status, out, _ = run(capsys, "lookup", "_Z3sinDv4_f", "--spirv")
    assert status == 0 and out.splitlines()[-1] == "  spirv:      _Z15__spirv_ocl_sinDv4_f"
    status, out, _ = run(capsys, "lookup", "_Z12convert_int4Dv4_f", "--spirv")
    assert out.splitlines()[-1] == "  spirv:      instruction fptosi"
    status, out, _ = run(capsys, "lookup", "_Z7amd_bfeDv16_iDv16_jS0_", "--spirv")
    assert out.splitlines()[-1] == "  spirv:      kept"


def test_table_spirv_column(capsys):
    status, out, _ = run(capsys, "table", "--cl-std", "CL1.2", "--target", "spir", "--spirv")
    assert status == 0
    rows = {r["mangled"]: r for r in csv.DictReader(io.StringIO(out))}
    assert rows["_Z3sinDv4_f"]["spirv"] == "_Z15__spirv_ocl_sinDv4_f"
    assert rows["_Z13get_global_idj"]["spirv"] == "_Z33__spirv_BuiltInGlobalInvocationIdi"
    assert rows["_Z6vload4jPU3AS1Kf"]["spirv"] == "_Z26__spirv_ocl_vloadn_Rfloat4iPU3AS1fi"
    status, plain, _ = run(capsys, "table", "--cl-std", "CL1.2", "--target", "spir")
    assert "spirv" not in plain.splitlines()[0]


# ------------------------------------------------------------------ check

import shutil  # noqa: E402
import subprocess  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

DATA = Path(__file__).resolve().parent.parent / "data"
KERNEL = DATA / "spirv_kernel.cl"          # a kernel calling common builtins
SPVIR = DATA / "spirv_kernel.spvir.ll"     # its SPV-IR (clang-15, llvm-spirv-15 there and back)
TOOLS = ("clang-15", "llvm-spirv-15", "llvm-dis-15")


def test_check_spirv_friendly_ir_is_clean(capsys):
    status, out, _ = run(capsys, "check", str(SPVIR), "--cl-std", "CL2.0")
    assert (status, out) == (0, "")


def test_check_reports_misspelt_spirv_calls(capsys, tmp_path):
    # (ControlBarrier with unsigned operands, jjj, is SYCL's declaration and
    # accepted; with float operands it is no form anyone writes)
    bad = tmp_path / "bad.ll"
    bad.write_text(SPVIR.read_text().replace("_Z15__spirv_ocl_sinDv4_f", "_Z16__spirv_ocl_sinnDv4_f")
                   .replace("_Z22__spirv_ControlBarrieriii", "_Z22__spirv_ControlBarrierfff"))
    status, out, _ = run(capsys, "check", str(bad), "--cl-std", "CL2.0")
    assert status == 1
    lines = out.splitlines()
    assert any(line.endswith("unknown SPIR-V friendly builtin _Z16__spirv_ocl_sinnDv4_f")
               for line in lines)
    assert any(line.endswith("closest SPIR-V friendly builtin: _Z15__spirv_ocl_sinDv4_f")
               for line in lines)
    assert any(line.endswith("closest SPIR-V friendly builtin: _Z22__spirv_ControlBarrieriii")
               for line in lines)


@pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                    reason="needs clang-15, llvm-spirv-15 and llvm-dis-15")
def test_check_fresh_spirv_friendly_ir(capsys, tmp_path):
    steps = [["clang-15", "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=CL2.0",
              "-finclude-default-header", "-no-opaque-pointers", "-O0", "-emit-llvm-bc",
              str(KERNEL), "-o", "k.bc"],
             ["llvm-spirv-15", "--spirv-ext=+all", "k.bc", "-o", "k.spv"],
             ["llvm-spirv-15", "-r", "--spirv-target-env=SPV-IR", "k.spv", "-o", "k.spvir.bc"],
             ["llvm-dis-15", "k.spvir.bc", "-o", "k.ll"]]
    for argv in steps:
        subprocess.run(argv, cwd=tmp_path, check=True, capture_output=True)
    text = (tmp_path / "k.ll").read_text()
    assert "__spirv_ocl_sin" in text
    status, out, _ = run(capsys, "check", str(tmp_path / "k.ll"), "--cl-std", "CL2.0")
    assert (status, out) == (0, "")


# ----------------------------------------------------------------- header

import re  # noqa: E402


def _opaque(line: str) -> str:
    """A typed-pointer declare line of LLVM 15 with opaque pointers and no attribute groups."""
    line = re.sub(r"(?:<[^>]*>|%?[\w.]+) addrspace\((\d+)\)\*", r"ptr addrspace(\1)", line)
    line = re.sub(r"(?:<[^>]*>|%?[\w.]+)\*", "ptr", line)
    return re.sub(r"\s*#\d+$", "", line)


def test_header_spirv_friendly_declares_what_the_translator_declares(capsys):
    status, out, _ = run(capsys, "header", "--lang", "llvm", "--spirv-friendly",
                         "--cl-std", "CL2.0")
    assert status == 0
    ours = set(out.splitlines())
    translator = [_opaque(line) for line in SPVIR.read_text().splitlines()
                  if line.startswith("declare spir_func") and "__spirv_" in line]
    assert len(translator) == 13
    assert [line for line in translator if line not in ours] == []


def test_header_spirv_friendly_needs_llvm(capsys):
    status, _, err = run(capsys, "header", "--spirv-friendly")
    assert status == 2 and "--lang llvm" in err


@pytest.mark.skipif(shutil.which("llvm-as-19") is None, reason="llvm-as-19 not installed")
def test_header_spirv_friendly_assembles(capsys, tmp_path):
    for extra in (["--cl-std", "CL2.0"], ["--cl-std", "CL1.2", "--target", "spir"]):
        status, out, _ = run(capsys, "header", "--lang", "llvm", "--spirv-friendly", *extra)
        path = tmp_path / "decls.ll"
        path.write_text(out)
        done = subprocess.run(["llvm-as-19", "-o", "/dev/null", str(path)],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


def test_check_spirv_friendly_reports_opencl_calls(capsys, tmp_path):
    mixed = tmp_path / "mixed.ll"
    mixed.write_text(SPVIR.read_text().replace("@_Z15__spirv_ocl_sinDv4_f", "@_Z3sinDv4_f"))
    status, out, _ = run(capsys, "check", str(mixed), "--cl-std", "CL2.0")
    assert (status, out) == (0, "")  # an OpenCL builtin: fine for ordinary IR
    status, out, _ = run(capsys, "check", "--spirv-friendly", str(mixed), "--cl-std", "CL2.0")
    assert status == 1
    assert [line.split(": ", 1)[1] for line in out.splitlines()] == [
        "OpenCL builtin _Z3sinDv4_f in SPIR-V friendly IR",
        "note: the translator writes _Z15__spirv_ocl_sinDv4_f"]
    status, out, _ = run(capsys, "check", "--spirv-friendly", str(SPVIR), "--cl-std", "CL2.0")
    assert (status, out) == (0, "")
