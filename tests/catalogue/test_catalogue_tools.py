"""The catalogue tools: ``spirmangle table``, ``header``, ``lookup`` and ``check``.

Most tests run on a small fixed catalogue (MINI) patched in for the real one,
so they do not move while the families grow; the last ones use the real
catalogue (the committed tables must match it).
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import spirmangle.catalogue as catalogue_pkg
from spirmangle.catalogue import lint, table
from spirmangle.catalogue.core import DOUBLEN, FLOATN, Decl, expand, rows
from spirmangle.catalogue.header import guards, llvm_declarations
from spirmangle.cli.main import main
from spirmangle.config import get_target, language

MINI = (
    Decl("T sin(T x)", rows(T=FLOATN + DOUBLEN), section="6.15.2", attributes=("const",)),
    Decl("T fract(T x, AS T *iptr)", rows(T=FLOATN), section="6.15.2"),
    Decl("size_t get_global_id(uint dimindx)", section="6.15.1", attributes=("const",)),
    Decl("U abs(T x)", rows(T=("char", "short"), U=("uchar", "ushort")), section="6.15.3",
         attributes=("const",)),
    Decl("short upsample(char hi, uchar lo)", section="6.15.3", attributes=("const",)),
    Decl("float4 read_imagef(read_only image2d_t image, sampler_t sampler, int2 coord)",
         section="6.15.15", attributes=("pure",)),
    Decl("void barrier(cl_mem_fence_flags flags)", section="6.15.8", attributes=("convergent",)),
    Decl("void wait_group_events(int num_events, AS event_t *event_list)", section="6.15.11"),
    Decl("ndrange_t ndrange_1D(size_t global_work_size)", since="CL2.0", section="6.15.18"),
    Decl("void atomic_work_item_fence(cl_mem_fence_flags flags, memory_order order, "
         "memory_scope scope)", since="CL2.0", section="6.15.12"),
    Decl("int sub_group_any(int predicate)", since="CL2.0", extensions=("cl_khr_subgroups",),
         section="cl_khr_subgroups", attributes=("convergent",)),
    Decl("int printf(constant const char *restrict format, ...)", section="6.15.14",
         unmangled_in=("clang",)),
)

NO_FP64 = "--cl-ext=-cl_khr_fp64,-__opencl_c_fp64"


@pytest.fixture
def mini(monkeypatch):
    """Replace the real catalogue by MINI for one test."""
    monkeypatch.setattr(catalogue_pkg, "all_decls", lambda: MINI)
    lint.catalogue.cache_clear()
    yield
    lint.catalogue.cache_clear()


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# ------------------------------------------------------------------ table


def test_table_csv(mini, capsys):
    status, out, _ = run(capsys, "table", "--cl-std", "CL2.0")
    assert status == 0
    records = list(csv.DictReader(io.StringIO(out)))
    assert tuple(records[0]) == table.COLUMNS
    by_symbol = {r["mangled"]: r for r in records}
    assert len(by_symbol) == len(records)
    sin4 = by_symbol["_Z3sinDv4_f"]
    assert sin4 == {"name": "sin", "mangled": "_Z3sinDv4_f", "prototype": "float4 sin(float4 x)",
                    "since": "CL1.0", "until": "", "extensions": "", "attributes": "const",
                    "section": "6.15.2"}
    assert by_symbol["_Z3sinDv4_d"]["extensions"] == "cl_khr_fp64"
    assert "_Z5fractDv4_fPU3AS4S_" in by_symbol and "_Z5fractDv4_fPU3AS1S_" not in by_symbol
    assert by_symbol["printf"]["name"] == "printf"


def test_table_configuration_options(mini, capsys):
    _, out, _ = run(capsys, "table", "--cl-std", "CL1.2", "--target", "spir", NO_FP64)
    symbols = {r["mangled"] for r in csv.DictReader(io.StringIO(out))}
    assert "_Z3sinDv4_d" not in symbols and "_Z3sinDv4_f" in symbols
    assert {"_Z5fractDv4_fPU3AS1S_", "_Z5fractDv4_fPU3AS3S_", "_Z5fractDv4_fPS_"} <= symbols
    assert "_Z13get_global_idj" in symbols and "_Z10ndrange_1Dj" not in symbols
    _, out, _ = run(capsys, "table", "--cl-std", "CL2.0", "--dialect", "spir")
    symbols = {r["mangled"] for r in csv.DictReader(io.StringIO(out))}
    assert "_Z6printfPU3AS2Kcz" in symbols and "_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i" in symbols


def test_table_json_and_md(mini, capsys):
    _, out, _ = run(capsys, "table", "--format", "json")
    records = json.loads(out)
    sin_d = next(r for r in records if r["mangled"] == "_Z3sind")
    assert sin_d["extensions"] == ["cl_khr_fp64"] and sin_d["until"] is None
    assert sin_d["attributes"] == ["const"]
    _, md, _ = run(capsys, "table", "--format", "md")
    lines = md.splitlines()
    assert lines[0] == "| " + " | ".join(table.COLUMNS) + " |"
    assert lines[1] == "|---|---|---|---|---|---|---|---|"
    assert len(lines) == len(records) + 2
    assert "| sin | _Z3sinf | float sin(float x) | CL1.0 |  |  | const | 6.15.2 |" in lines


def test_table_bad_extension_list(mini, capsys):
    status, _, err = run(capsys, "table", "--cl-ext=cl_khr_fp64")
    assert status == 2 and "bad -cl-ext item" in err


# ----------------------------------------------------------------- header


def test_opencl_header_shape(mini, capsys):
    status, out, _ = run(capsys, "header", "--cl-std", "CL2.0", "--target", "spir", "--base", "none")
    assert status == 0
    lines = out.splitlines()
    assert "__attribute__((overloadable)) __attribute__((const)) float4 sin(float4);" in lines
    assert "__attribute__((overloadable)) __attribute__((pure)) float4 read_imagef(" \
           "__read_only image2d_t, sampler_t, int2);" in lines
    assert "__attribute__((overloadable)) __attribute__((convergent)) void barrier(uint);" in lines
    assert "int printf(const __constant char *, ...);" in lines  # unmangled: not overloadable
    assert "__attribute__((overloadable)) float4 fract(float4, __generic float4 *);" in lines
    # every double overload sits in one cl_khr_fp64 block, nothing else does
    end = lines.index("#endif /* defined(cl_khr_fp64) */")
    start = max(i for i in range(end) if lines[i] == "#if defined(cl_khr_fp64)")
    block = lines[start + 1:end]
    assert len(block) == 6 and all("double" in line for line in block)
    assert not any("double" in line for line in lines[:start] + lines[end:])
    # sub-group builtins exist with any of the three sub-group macros, as in opencl-c-base.h
    assert ("#if defined(cl_khr_subgroups) || defined(cl_intel_subgroups) || "
            "defined(__opencl_c_subgroups)") in lines
    assert out.count("#if ") == out.count("#endif")


def test_opencl_header_feature_guards_from_3_0(mini, capsys):
    decl = Decl("T cospi(T x)", rows(T=("double",)), extensions=("__opencl_c_fp64",))
    o = next(expand([decl], get_target("spir64"), language("CL2.0")))

    assert guards(o, "CL2.0") == ("cl_khr_fp64",)
    assert guards(o, "CL3.0") == ("__opencl_c_fp64", "cl_khr_fp64")


# As clang-19 declares them (tests/catalogue/test_catalogue_llvm_header.py compiles real kernels);
# groups in order of first use: #0 const, #1 other, #2 pure, #3 printf.
LLVM_EXPECTED = (
    "declare spir_func <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float> noundef, "
    "ptr addrspace(4) noundef) local_unnamed_addr #1",
    "declare spir_func zeroext i8 @_Z3absc(i8 noundef signext) local_unnamed_addr #0",
    "declare spir_func zeroext i16 @_Z3abss(i16 noundef signext) local_unnamed_addr #0",
    "declare spir_func signext i16 @_Z8upsamplech(i8 noundef signext, i8 noundef zeroext) "
    "local_unnamed_addr #0",
    "declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i("
    'target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), '
    "<2 x i32> noundef) local_unnamed_addr #2",
    "declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #0",
    "declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, "
    "ptr addrspace(4) noundef) local_unnamed_addr #1",
    "declare spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable "
    "sret(%struct.ndrange_t) align 8, i64 noundef) local_unnamed_addr #1",
    "declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope("
    "i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1",
    "declare spir_func noundef i32 @printf(ptr addrspace(2) nocapture noundef readonly, ...) "
    "local_unnamed_addr #3",
    "declare spir_func double @_Z3sind(double noundef) local_unnamed_addr #0",
    'attributes #0 = { convergent mustprogress nofree nounwind willreturn memory(none) '
    '"no-trapping-math"="true" "stack-protector-buffer-size"="8" }',
    'attributes #1 = { convergent nounwind "no-trapping-math"="true" '
    '"stack-protector-buffer-size"="8" }',
)


def test_llvm_header(mini, capsys):
    status, out, _ = run(capsys, "header", "--lang", "llvm", "--cl-std", "CL2.0")
    assert status == 0
    lines = out.splitlines()
    for expected in LLVM_EXPECTED:
        assert expected in lines
    assert 'target triple = "spir64-unknown-unknown"' in lines
    assert "%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }" in lines
    _, out32, _ = run(capsys, "header", "--lang", "llvm", "--cl-std", "CL1.2", "--target", "spir")
    assert "declare spir_func i32 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #0" \
        in out32.splitlines()
    assert "declare spir_func <4 x float> @_Z5fractDv4_fPS_(<4 x float> noundef, ptr noundef) " \
        "local_unnamed_addr #1" in out32.splitlines()
    assert "ndrange" not in out32


@pytest.mark.skipif(shutil.which("llvm-as-19") is None, reason="llvm-as-19 not installed")
def test_llvm_header_assembles(mini, capsys, tmp_path):
    for extra in (["--cl-std", "CL2.0"], ["--cl-std", "CL1.2", "--target", "spir"]):
        _, out, _ = run(capsys, "header", "--lang", "llvm", *extra)
        path = tmp_path / "decls.ll"
        path.write_text(out)
        done = subprocess.run(["llvm-as-19", "-o", "/dev/null", str(path)],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


# ----------------------------------------------------------------- lookup


def test_lookup_by_name(mini, capsys):
    status, out, _ = run(capsys, "lookup", "fract", "--cl-std", "CL1.2", "--target", "spir")
    assert status == 0
    symbols = re.findall(r"^(_Z\S+)$", out, re.M)
    assert len(symbols) == 18  # six sizes, three address spaces
    assert "  prototype:  float4 fract(float4 x, __global float4 *iptr)" in out
    assert "  section:    6.15.2" in out and "  versions:   CL1.0+" in out


def test_lookup_by_symbol(mini, capsys):
    status, out, _ = run(capsys, "lookup", "_Z3sinDv4_d")
    assert status == 0
    assert out.splitlines() == [
        "_Z3sinDv4_d", "  prototype:  double4 sin(double4 x)", "  versions:   CL1.0+",
        "  extensions: cl_khr_fp64", "  attributes: const", "  section:    6.15.2"]
    status, out, _ = run(capsys, "lookup", "printf")
    assert status == 0 and out.startswith("printf\n")


def test_lookup_missing(mini, capsys):
    status, out, err = run(capsys, "lookup", "_Z3sinDv4_d", NO_FP64)
    assert status == 1 and out == ""
    assert "no builtin _Z3sinDv4_d" in err and "closest overload: _Z3sinDv4_f" in err
    status, _, err = run(capsys, "lookup", "no_such_builtin")
    assert status == 1 and "no builtin no_such_builtin" in err


def test_versions_text():
    from spirmangle.catalogue.core import Overload

    o = Overload("f", "void f(void)", None, "_Z1fv", "CL1.0", "CL2.0", (), (), "")
    assert lint.versions(o) == "CL1.0 to CL1.2"


# ------------------------------------------------------------------ check

CLEAN_IR = """\
; ModuleID = 'x.cl'
target triple = "spir64-unknown-unknown"

define spir_func float @_Z6helperf(float %x) {
  %r = call spir_func float @_Z3sinf(float %x)
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call spir_func <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float> zeroinitializer, ptr addrspace(4) null)
  %b = call spir_func float @_Z6helperf(float 1.0)
  %c = call spir_func i32 @printf(ptr addrspace(2) null)
  call void @llvm.lifetime.start.p0(i64 16, ptr null)
  ret void
}

declare spir_func float @_Z3sinf(float)
declare spir_func <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float>, ptr addrspace(4))
declare spir_func i32 @printf(ptr addrspace(2), ...)
declare void @llvm.lifetime.start.p0(i64, ptr)
"""

BAD_IR = """\
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call spir_func <4 x double> @_Z3sinDv4_d(<4 x double> zeroinitializer)
  %b = call spir_func <4 x float> @_Z5fractDv4_fPU3AS1S_(<4 x float> zeroinitializer, ptr addrspace(1) %p)
  %c = call spir_func i32 @"_Z7no_suchi"(i32 0)
  ret void
}
; a comment mentioning @_Z3fooi( is ignored
declare spir_func <4 x double> @_Z3sinDv4_d(<4 x double>)
"""


def test_check_clean(mini, capsys, tmp_path):
    path = tmp_path / "clean.ll"
    path.write_text(CLEAN_IR)
    status, out, err = run(capsys, "check", str(path), "--cl-std", "CL2.0")
    assert (status, out, err) == (0, "", "")
    status, out, _ = run(capsys, "check", str(path), "--cl-std", "CL3.0", NO_FP64)
    assert (status, out) == (0, "")


def test_check_reports_unknown_builtins(mini, capsys, tmp_path):
    path = tmp_path / "bad.ll"
    path.write_text(BAD_IR)
    status, out, _ = run(capsys, "check", str(path), "--cl-std", "CL2.0", NO_FP64)
    assert status == 1
    lines = out.splitlines()
    errors = [line for line in lines if ": unknown builtin " in line]
    assert errors == ["%s:2: unknown builtin _Z3sinDv4_d" % path,
                      "%s:3: unknown builtin _Z5fractDv4_fPU3AS1S_" % path,
                      "%s:4: unknown builtin _Z7no_suchi" % path]
    notes = [line for line in lines if ": note: closest overload: " in line]
    assert notes[0].startswith("%s:2: note: closest overload: _Z3sinDv4_f  float4 sin(float4 x)" % path)
    assert any(line.startswith("%s:3: note: closest overload: _Z5fractDv4_fPU3AS4S_ " % path)
               for line in notes)
    assert not any(line.startswith("%s:4:" % path) for line in notes)  # no builtin of that name
    assert len([n for n in notes if n.startswith("%s:2:" % path)]) <= 3


def test_check_configuration_matters(mini, capsys, tmp_path):
    path = tmp_path / "fract.ll"
    path.write_text("declare spir_func <4 x float> @_Z5fractDv4_fPU3AS1S_(<4 x float>, ptr addrspace(1))\n")
    assert run(capsys, "check", str(path), "--cl-std", "CL2.0")[0] == 1
    assert run(capsys, "check", str(path), "--cl-std", "CL1.2", "--target", "spir") == (0, "", "")
    nogeneric = "--cl-ext=-__opencl_c_generic_address_space"
    assert run(capsys, "check", str(path), "--cl-std", "CL3.0", nogeneric)[0] == 0


def test_check_missing_file(mini, capsys, tmp_path):
    status, _, err = run(capsys, "check", str(tmp_path / "absent.ll"))
    assert status == 2 and "absent.ll" in err


def test_split_symbol():
    assert lint.split_symbol("_Z5fractDv4_fPS_") == ("fract", "Dv4_fPS_")
    assert lint.split_symbol("_Z99x") is None and lint.split_symbol("printf") is None


# ---------------------------------------------------------- real catalogue


def test_check_real_catalogue_examples(capsys, tmp_path):
    path = tmp_path / "examples.ll"
    path.write_text("declare spir_func <4 x double> @_Z3sinDv4_d(<4 x double>)\n"
                    "declare spir_func <4 x float> @_Z5fractDv4_fPU3AS1S_(<4 x float>, ptr addrspace(1))\n")
    status, out, _ = run(capsys, "check", str(path), "--cl-std", "CL2.0", NO_FP64)
    assert status == 1
    assert "%s:1: unknown builtin _Z3sinDv4_d" % path in out
    assert "%s:2: unknown builtin _Z5fractDv4_fPU3AS1S_" % path in out


def test_committed_tables_are_current():
    # The repository's tables/, wherever the package under test is installed.
    stale = table.stale_tables(Path(__file__).resolve().parent.parent.parent / "tables")
    assert not stale, ("tables/ differ from the catalogue: %s; regenerate with `%s`"
                       % (", ".join(stale), table.REGENERATE_COMMAND))


@pytest.mark.skipif(shutil.which("llvm-as-19") is None, reason="llvm-as-19 not installed")
@pytest.mark.parametrize("config", table.TABLE_CONFIGS, ids=lambda c: c.stem)
def test_real_llvm_header_assembles(config, tmp_path):
    """Every type of the real catalogue has an LLVM mapping that llvm-as accepts."""
    found = catalogue_pkg.overloads(config.target, config.cl_std, config.cl_ext, config.dialect)
    path = tmp_path / "decls.ll"
    path.write_text(llvm_declarations(found, config.target, config.stem))
    done = subprocess.run(["llvm-as-19", "-o", "/dev/null", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_command_line_offers_the_languages_and_formats_there_are():
    import argparse

    from spirmangle.cli import catalogue as commands
    from spirmangle.catalogue import header, table

    parser = argparse.ArgumentParser()
    commands.add_subcommands(parser.add_subparsers())
    actions = {a.dest: a for p in parser._subparsers._group_actions[0].choices.values()  # type: ignore[union-attr]
               for a in p._actions}
    assert tuple(actions["lang"].choices) == header.LANGS
    assert tuple(actions["format"].choices) == table.FORMATS
