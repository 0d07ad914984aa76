"""The SPIR-V friendly oracle (bench/make_spirv_oracle.py) and its committed snapshots.

The snapshots tests/data/spirv_oracle_<config>.tsv record, for every builtin
overload of CL1.2/spir and CL2.0/spir64, what clang-15 + llvm-spirv-15 (there and
back to SPV-IR) make of a call to it.  A full run takes about three minutes, so
the live test translates a fixed sample (every 60th overload and a few chosen
ones) and compares it with the snapshot; regenerate with

    python bench/make_spirv_oracle.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from spirmangle.catalogue import overloads

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))
import make_spirv_oracle as oracle  # noqa: E402

CONFIGS = oracle.DEFAULT_CONFIGS
CHOSEN = ("_Z3sinDv4_f", "_Z12convert_int4Dv4_f", "_Z13get_global_idj", "_Z7barrierj", "printf",
          "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i", "_Z7amd_bfeDv16_iDv16_jS0_",
          "_Z10ndrange_2DPKm", "_Z16atomic_fetch_addPU3AS1VU7_AtomicDhDh")

# The overloads llvm-spirv-15 rejects (an assertion fails), and why.
TRANSLATOR_FAILURES = {
    "ndrange_2D": "OCLToSPIRV expects a GEP operand for the array argument (cast<GEPOperator>)",
    "ndrange_3D": "OCLToSPIRV expects a GEP operand for the array argument (cast<GEPOperator>)",
    "atomic_fetch_add": "half: SPIRVAtomicFAddEXTInst asserts float32/float64",
    "atomic_fetch_sub": "half: SPIRVAtomicFAddEXTInst asserts float32/float64",
    "atomic_fetch_add_explicit": "half: SPIRVAtomicFAddEXTInst asserts float32/float64",
    "atomic_fetch_sub_explicit": "half: SPIRVAtomicFAddEXTInst asserts float32/float64",
    "atomic_compare_exchange_weak": "float/double: visitCallAtomicCmpXchg bitcasts only integers",
    "atomic_compare_exchange_strong": "float/double: visitCallAtomicCmpXchg bitcasts only integers",
    "atomic_compare_exchange_weak_explicit": "float/double: visitCallAtomicCmpXchg",
    "atomic_compare_exchange_strong_explicit": "float/double: visitCallAtomicCmpXchg",
}


def snapshot(config: str) -> dict[str, oracle.Row]:
    return {r.mangled: r for r in oracle.read_snapshot(oracle.snapshot_path(config))}


@pytest.mark.parametrize("config", CONFIGS)
def test_snapshot_lists_every_overload(config):
    target, cl_std = oracle.CONFIGS[config]
    expected = {o.mangled for o in overloads(target, cl_std, "", "clang")}
    assert set(snapshot(config)) == expected


@pytest.mark.parametrize("config", CONFIGS)
def test_snapshot_failures_are_the_known_ones(config):
    names = {o.mangled: o.name for o in overloads(*oracle.CONFIGS[config], "", "clang")}
    failed = [r for r in snapshot(config).values() if r.kind == "failed"]
    unknown = [r.line()[:200] for r in failed if names[r.mangled] not in TRANSLATOR_FAILURES]
    assert not unknown
    assert all(r.detail[0].startswith("llvm-spirv-15:") for r in failed)


def test_snapshot_kinds():
    rows = snapshot("CL2.0_spir64")
    assert rows["_Z3sinDv4_f"] == oracle.Row("_Z3sinDv4_f", "spirv", ("_Z15__spirv_ocl_sinDv4_f",))
    assert rows["_Z12convert_int4Dv4_f"].detail == ("fptosi",)
    assert rows["_Z7amd_bfeDv16_iDv16_jS0_"].kind == "kept"
    assert rows["_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i"].detail == (
        "_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler",
        "_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0"
        "Dv2_iif")


def test_help_has_no_side_effects(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "make_spirv_oracle.py"), "--help",
                           "--out-dir", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0 and "usage:" in done.stdout
    assert list(tmp_path.iterdir()) == []


def test_parse_module():
    text = "\n".join([
        "define spir_func <4 x i32> @w_3(<4 x float> %a0) #0 {",
        "  %1 = alloca <4 x float>, align 16",
        "  %2 = fptosi <4 x float> %1 to <4 x i32>",
        "  ret <4 x i32> %2", "}",
        "define spir_func void @w_4(i32 %a0) {",
        "  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 528)",
        "  ret void", "}"])
    assert oracle.parse_module(text) == {3: ("instruction", ("fptosi",)),
                                         4: ("spirv", ("_Z22__spirv_ControlBarrieriii",))}


@pytest.mark.skipif(bool(oracle.tools_missing()),
                    reason="needs %s (apt-get install clang-15 llvm-15 llvm-spirv-15)"
                    % ", ".join(oracle.TOOLS))
@pytest.mark.parametrize("config", CONFIGS)
def test_live_sample_equals_snapshot(config):
    rows = snapshot(config)
    names = sorted(rows)
    sample = set(names[::60]) | {n for n in CHOSEN if n in rows}
    fresh = oracle.oracle(config, sample, batch_size=200, jobs=2)
    assert len(fresh) == len(sample)
    diffs = [(r.line(), rows[r.mangled].line()) for r in fresh if r != rows[r.mangled]]
    assert not diffs[:20]
