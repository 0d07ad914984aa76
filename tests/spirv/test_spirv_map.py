"""The OpenCL -> SPIR-V friendly map (spirmangle.spirv) against the oracle snapshot.

For every overload of CL1.2/spir and CL2.0/spir64 whose family the map
describes, the map must give exactly the calls (or the kind: an instruction,
a kept OpenCL call) that clang-15 + llvm-spirv-15 produce
(tests/data/spirv_oracle_<config>.tsv, bench/make_spirv_oracle.py).  Overloads
the translator rejects are listed in tests/spirv/test_spirv_oracle.py with the reason.
"""

from __future__ import annotations

import collections
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from spirmangle import demangle
from spirmangle.catalogue import overloads
from spirmangle.config import get_target
from spirmangle.spirv.mapping import Form, spirv_form

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "bench"))
import make_spirv_oracle as oracle  # noqa: E402
from test_spirv_oracle import TRANSLATOR_FAILURES  # noqa: E402

# Builtins the map does not describe: ndrange_2D/3D, which llvm-spirv-15 cannot translate
# (so nothing checks a description of them).
UNDESCRIBED = {"ndrange_2D", "ndrange_3D"}
# Overloads covered by the map (matching the oracle), per configuration: may only grow.
COVERAGE_FLOOR = {"CL1.2_spir": 12005, "CL2.0_spir64": 12855}


def agrees(form: Form, row: oracle.Row) -> bool:
    if form.kind != row.kind:
        return False
    if form.kind in ("spirv", "kept"):
        return form.calls == row.detail
    return not form.instruction or any(d.startswith(form.instruction) for d in row.detail)


@lru_cache(maxsize=None)
def compare(config: str) -> tuple[int, list[str], list[str], collections.Counter]:
    """(matches, mismatches, unexplained translator failures, uncovered builtin counts)."""
    target, cl_std = oracle.CONFIGS[config]
    rows = {r.mangled: r for r in oracle.read_snapshot(oracle.snapshot_path(config))}
    tgt = get_target(target)
    matches, bad, failures, uncovered = 0, [], [], collections.Counter()
    for o in overloads(target, cl_std, "", "clang"):
        row, form = rows[o.mangled], spirv_form(o, tgt)
        if form is None:
            uncovered[o.name] += 1
        elif row.kind == "failed":
            if o.name not in TRANSLATOR_FAILURES:
                failures.append(row.line()[:200])
        elif agrees(form, row):
            matches += 1
        else:
            bad.append("%s: map %s, oracle %s" % (o.prototype, form.describe(), row.line()))
    return matches, bad, failures, uncovered


@pytest.mark.parametrize("config", oracle.DEFAULT_CONFIGS)
def test_map_equals_oracle(config):
    matches, bad, failures, _ = compare(config)
    assert not bad[:20], "%d mismatches" % len(bad)
    assert not failures


@pytest.mark.parametrize("config", oracle.DEFAULT_CONFIGS)
def test_map_coverage_does_not_shrink(config):
    matches, _, _, uncovered = compare(config)
    assert matches >= COVERAGE_FLOOR[config], uncovered.most_common(20)
    assert set(uncovered) <= UNDESCRIBED


def test_examples():
    tgt = get_target("spir64")
    found = {o.mangled: o for o in overloads("spir64", "CL2.0", "", "clang")}
    cases = {
        "_Z3sinDv4_f": "_Z15__spirv_ocl_sinDv4_f",
        "_Z6vload4mPU3AS4Kf": "_Z26__spirv_ocl_vloadn_Rfloat4lPU3AS4fi",
        "_Z3maxDv4_jj": "_Z17__spirv_ocl_u_maxDv4_jS_",
        "_Z13get_global_idj": "_Z33__spirv_BuiltInGlobalInvocationIdi",
        "_Z10atomic_addPU3AS1Vii": "_Z18__spirv_AtomicIAddPU3AS1iiii",
        "_Z16convert_int4_rteDv4_f": "_Z29__spirv_ConvertFToS_Rint4_rteDv4_f",
    }
    for opencl, spirv in cases.items():
        assert spirv_form(found[opencl], tgt) == Form("spirv", (spirv,)), opencl
    assert spirv_form(found["_Z12convert_int4Dv4_f"], tgt) == Form("instruction",
                                                                  instruction="fptosi")
    assert spirv_form(found["_Z7amd_bfeDv16_iDv16_jS0_"], tgt).kind == "kept"


@pytest.mark.parametrize("config", oracle.DEFAULT_CONFIGS)
def test_every_oracle_spirv_name_demangles(config):
    names = {c for r in oracle.read_snapshot(oracle.snapshot_path(config)) if r.kind == "spirv"
             for c in r.detail if c.startswith("_Z")}
    for name in sorted(names):
        sym = demangle(name)
        for style in ("opencl", "llvm", "gnu"):
            assert sym.format(style)


@pytest.mark.parametrize("config", oracle.DEFAULT_CONFIGS)
def test_reverse_map_equals_oracle(config):
    """For each ``__spirv_*`` name the oracle shows a covered overload calling, the
    overloads the map says produce it are those the oracle shows calling it."""
    from spirmangle.spirv import producers

    target, cl_std = oracle.CONFIGS[config]
    tgt = get_target(target)
    covered = {o.mangled for o in overloads(target, cl_std, "", "clang")
               if spirv_form(o, tgt) is not None}
    seen: dict[str, set[str]] = {}
    for r in oracle.read_snapshot(oracle.snapshot_path(config)):
        if r.kind == "spirv" and r.mangled in covered:
            for name in r.detail:
                seen.setdefault(name, set()).add(r.mangled)
    wrong = [name for name, expected in sorted(seen.items())
             if {o.mangled for o in producers(name, target, cl_std)} != expected]
    assert not wrong[:10], "%d names differ" % len(wrong)
    assert {o.name for o in producers("__spirv_ocl_u_max", target, cl_std)} == {"max"}


@pytest.mark.parametrize("config", oracle.DEFAULT_CONFIGS)
def test_lookup_finds_every_oracle_spirv_name(config):
    """``spirmangle lookup`` answers (describe_spirv) for every ``__spirv_*`` symbol
    the translator writes, with the overloads behind it."""
    from spirmangle.spirv.describe import describe_spirv

    target, cl_std = oracle.CONFIGS[config]
    names = {c for r in oracle.read_snapshot(oracle.snapshot_path(config)) if r.kind == "spirv"
             for c in r.detail if c.startswith("_Z")}
    missing = [n for n in sorted(names) if describe_spirv(n, target, cl_std) is None]
    assert len(names) > 6000 and missing == []
