"""`check` and `symbols` on real kernels compiled in every form SPIR people hold them.

The OpenCL C sources are in tests/data/kernels (a reduction with barriers and
atomics, image sampling, vector math, work-group functions, a C++ for OpenCL
kernel and a seeded bad module).  They are compiled per configuration with
clang-19 to LLVM IR text and bitcode, and with clang-15 + llvm-spirv-15 to
SPIR-V; each test skips, naming the missing tool, when one is not installed.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Optional

import pytest

from spirmangle.modules import input as modules_input
from spirmangle.cli.main import main
from spirmangle.modules.spirv_module import read_spirv

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
CONFIGS = {"CL1.2": "spir", "CL2.0": "spir64", "CL3.0": "spir64", "CLC++2021": "spir64"}
VALID = {  # kernel source -> the configurations it is written for
    "reduce.cl": tuple(CONFIGS), "image.cl": tuple(CONFIGS), "vecmath.cl": tuple(CONFIGS),
    "workgroup.cl": ("CL2.0", "CL3.0", "CLC++2021"), "cxx.clcpp": ("CLC++2021",),
}
FORMATS = ("ll", "bc", "spv")
TOOLS = {"ll": ("clang-19",), "bc": ("clang-19",), "spv": ("clang-15", "llvm-spirv-15")}


def _missing(fmt: str) -> Optional[str]:
    missing = [t for t in TOOLS[fmt] if shutil.which(t) is None]
    if fmt == "bc" and not modules_input.llvm_dis_tools():
        try:
            import llvmlite.binding  # noqa: F401
        except ImportError:
            missing.append("llvm-dis (llvm-19) or llvmlite")
    return " and ".join(missing) or None


def _compile(source: Path, cl_std: str, fmt: str, out: Path) -> Path:
    common = ["-triple", CONFIGS[cl_std] + "-unknown-unknown", "-cl-std=" + cl_std,
              "-finclude-default-header", "-x", "cl", str(source)]
    if fmt == "spv":
        bitcode = out.with_suffix(".15.bc")
        subprocess.run(["clang-15", "-cc1", "-no-opaque-pointers", "-emit-llvm-bc", *common,
                        "-o", str(bitcode)], check=True, capture_output=True)
        subprocess.run(["llvm-spirv-15", str(bitcode), "-o", str(out)], check=True, capture_output=True)
    else:
        emit = "-emit-llvm" if fmt == "ll" else "-emit-llvm-bc"
        subprocess.run(["clang-19", "-cc1", emit, *common, "-o", str(out)], check=True, capture_output=True)
    return out


class Built:
    """The compiled modules of the session, made on first use (two at a time)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.done: dict[tuple[str, str, str], Path] = {}

    def get(self, kernel: str, cl_std: str, fmt: str) -> Path:
        missing = _missing(fmt)
        if missing:
            pytest.skip("%s not installed" % missing)
        key = (kernel, cl_std, fmt)
        if key not in self.done:
            self.prepare(fmt)
        if key not in self.done:
            name = "%s-%s.%s" % (kernel.split(".")[0], cl_std, fmt)
            self.done[key] = _compile(KERNELS / kernel, cl_std, fmt, self.directory / name)
        return self.done[key]

    def prepare(self, fmt: str) -> None:
        """Compile every module of one format at once, on both cores."""
        wanted = [(k, s) for k, stds in {**VALID, "bad.cl": tuple(CONFIGS)}.items() for s in stds
                  if (k, s, fmt) not in self.done]
        paths = {(k, s): self.directory / ("%s-%s.%s" % (k.split(".")[0], s, fmt)) for k, s in wanted}
        with ThreadPoolExecutor(max_workers=2) as pool:
            made = list(pool.map(lambda ks: _compile(KERNELS / ks[0], ks[1], fmt, paths[ks]), wanted))
        for (k, s), path in zip(wanted, made):
            self.done[(k, s, fmt)] = path


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    return Built(tmp_path_factory.mktemp("kernels"))


def run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, out, err


VALID_CASES = [(k, s, f) for f in FORMATS for k, stds in VALID.items() for s in stds]


@pytest.mark.parametrize("kernel, cl_std, fmt", VALID_CASES, ids=["-".join(c) for c in VALID_CASES])
def test_valid_modules_check_clean_without_flags(built, capsys, kernel, cl_std, fmt):
    path = built.get(kernel, cl_std, fmt)
    assert run(capsys, "check", path) == (0, "", "")


@pytest.mark.parametrize("fmt", FORMATS)
def test_module_states_its_configuration(built, capsys, fmt):
    paths = [built.get("reduce.cl", s, fmt) for s in CONFIGS]
    status, out, _ = run(capsys, "check", "--json", *paths)
    assert status == 0
    found = [(r["configuration"]["target"], r["configuration"]["cl_std"]) for r in json.loads(out)]
    # clang-15 + llvm-spirv-15 write OpSource OpenCL_C 300000 for C++ for OpenCL 2021
    cxx = "CL3.0" if fmt == "spv" else "CLC++2021"
    assert found == [("spir", "CL1.2"), ("spir64", "CL2.0"), ("spir64", "CL3.0"), ("spir64", cxx)]
    assert all(r["configuration"]["from_module"] == ["target", "cl_std"] for r in json.loads(out))


@pytest.mark.parametrize("fmt", ("ll", "bc"))
def test_flags_override_the_module(built, capsys, fmt):
    path = built.get("vecmath.cl", "CL1.2", fmt)  # fract(float4, __private float4 *): PS_
    assert run(capsys, "check", path)[0] == 0
    status, out, _ = run(capsys, "check", "--cl-std", "CL2.0", "--target", "spir", path)
    assert status == 1 and "unknown builtin _Z5fractDv4_fPS_" in out


SEEDED = ["_Z5fractDv4_fPU3AS1Dv4_d", "_Z11get_groupidj", "_Z3sini"]


@pytest.mark.parametrize("cl_std", CONFIGS)
@pytest.mark.parametrize("fmt", ("ll", "bc"))
def test_seeded_bad_module_llvm(built, capsys, fmt, cl_std):
    path = built.get("bad.cl", cl_std, fmt)
    status, out, err = run(capsys, "check", path)
    assert status == 1 and err == ""
    reported = re.findall(r"^%s(?::\d+)?: unknown builtin (\S+)$" % re.escape(str(path)), out, re.M)
    assert reported == SEEDED
    closest = "_Z5fractDv4_fPU3AS1S_" if cl_std == "CL1.2" else "_Z5fractDv4_fPU3AS4S_"
    assert "note: closest overload: %s " % closest in out
    if fmt == "ll":
        assert re.search(r":\d+: unknown builtin _Z3sini$", out, re.M)


@pytest.mark.parametrize("cl_std", CONFIGS)
def test_seeded_bad_module_spirv(built, capsys, cl_std):
    """llvm-spirv turns the bad fract and sin calls into OpenCL.std instructions (SPIR-V
    names them by number: nothing mangled is left to judge); the misspelt name stays."""
    path = built.get("bad.cl", cl_std, "spv")
    status, out, _ = run(capsys, "check", path)
    assert status == 1
    assert re.findall(r"^\S+: unknown builtin (\S+)$", out, re.M) == ["_Z11get_groupidj"]
    assert "note: closest overload: _Z12get_group_idj " in out
    status, out, _ = run(capsys, "symbols", path)
    assert status == 0 and "OpenCL.std builtins (extended instructions, not named in SPIR-V): fract sin" in out


def _spirv_dis(path: Path) -> str:
    if shutil.which("spirv-dis") is None:
        pytest.skip("spirv-dis (spirv-tools) not installed")
    return subprocess.run(["spirv-dis", "--raw-id", str(path)], check=True, capture_output=True,
                          text=True).stdout


@pytest.mark.parametrize("kernel, cl_std", [("vecmath.cl", "CL1.2"), ("workgroup.cl", "CL2.0"),
                                            ("bad.cl", "CL3.0"), ("image.cl", "CLC++2021")])
def test_spirv_reader_agrees_with_spirv_dis(built, kernel, cl_std):
    path = built.get(kernel, cl_std, "spv")
    text = _spirv_dis(path)
    module = read_spirv(path.read_bytes())
    assert "OpMemoryModel %s %s" % (module.addressing, module.memory_model) in text
    assert "OpSource %s %d" % (module.source_language, module.source_version) in text
    linkage = dict(re.findall(r'OpDecorate %(\d+) LinkageAttributes "[^"]*" (\w+)', text))
    functions = re.findall(r"%(\d+) = OpFunction ", text)
    assert [f.id for f in module.functions] == [int(i) for i in functions]
    for f in module.functions:
        assert f.linkage == linkage.get(str(f.id), "").lower()
    used = set(re.findall(r"OpExtInst %\d+ %\d+ (\w+)", text))
    assert {name for _, name in module.ext_instructions} == used


def test_spirv_friendly_ir_checks_clean(built, capsys, tmp_path):
    spv = built.get("workgroup.cl", "CL2.0", "spv")
    if _missing("bc"):
        pytest.skip("%s not installed" % _missing("bc"))
    bitcode = tmp_path / "spv-ir.bc"
    subprocess.run(["llvm-spirv-15", "-r", "--spirv-target-env=SPV-IR", str(spv), "-o", str(bitcode)],
                   check=True, capture_output=True)
    status, out, err = run(capsys, "check", bitcode)
    assert (status, out, err) == (0, "", "")  # its __spirv_* calls are what builtins become


def test_bitcode_through_llvmlite(built, capsys, monkeypatch):
    pytest.importorskip("llvmlite.binding", reason="llvmlite (spirmangle[bitcode]) not installed")
    path = built.get("reduce.cl", "CL2.0", "bc")
    monkeypatch.setattr(modules_input, "llvm_dis_tools", lambda: [])
    status, out, err = run(capsys, "symbols", "--json", path)
    assert status == 0, err
    [data] = json.loads(out)
    assert data["reader"] == "llvmlite" and data["cl_std"] == "CL2.0"
    assert run(capsys, "check", path) == (0, "", "")


@pytest.mark.parametrize("fmt", FORMATS)
def test_symbols_of_real_modules(built, capsys, fmt):
    path = built.get("reduce.cl", "CL2.0", fmt)
    status, out, _ = run(capsys, "symbols", path)
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("%s: " % path) and "OpenCL C 2.0" in lines[0]
    kernels = [line for line in lines[1:] if re.match(r"  defined +\S+ +kernel +reduce_sum$", line)]
    assert len(kernels) == 1
    if fmt == "spv":  # the builtins became core instructions, built-in variables and OpenCL.std
        assert not any("_Z" in line for line in lines)
    else:
        assert "  declared  import               _Z7barrierj  void barrier(uint)" in lines
        assert any(" _Z10atomic_incPU3AS1Vi " in line for line in lines)
