"""The library, used through its documented names alone, gives what the command
line prints for the same inputs (issue 24's "done when"): it lists a module's
functions, checks it, looks builtins up and resolves an overload by parameter
types, filters text and writes headers.

This file uses nothing of spirmangle but ``import spirmangle`` and the names of
``spirmangle.__all__`` (no private module, no ``_`` name); the command line
runs as its own process (``python -m spirmangle``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import spirmangle

DATA = Path(__file__).resolve().parent.parent / "data"
MODULES = [DATA / "spirv_kernel.spvir.ll"]
VENDOR_IR = b"""target triple = "spir-unknown-unknown"
declare spir_func float @_Z3sinff(float, float)
declare spir_func i32 @_Z11get_groupidj(i32)
declare spir_func <2 x i32> @_Z35intel_sub_group_media_block_read_uiDv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, ptr addrspace(1))
declare spir_func float @native_sqr(float)
define spir_kernel void @k(ptr addrspace(1) %p) {
  %1 = call spir_func float @_Z3sinf(float 1.0)
  %2 = call spir_func float @native_sqr(float %1)
  ret void
}
declare spir_func float @_Z3sinf(float)
"""


def cli(*argv: str, stdin: bytes = b"") -> tuple[int, str]:
    done = subprocess.run([sys.executable, "-m", "spirmangle", *argv], input=stdin,
                          capture_output=True)
    return done.returncode, done.stdout.decode("utf-8", "surrogateescape")


@pytest.fixture(scope="module")
def modules(tmp_path_factory) -> list[Path]:
    vendor = tmp_path_factory.mktemp("library") / "vendor.ll"
    vendor.write_bytes(VENDOR_IR)
    return MODULES + [vendor]


def test_the_functions_of_a_module_are_what_symbols_lists(modules) -> None:
    for path in modules:
        module = spirmangle.read_module(path)
        status, out = cli("symbols", "--json", str(path))
        listed = json.loads(out)[0]
        assert status == 0 and (module.format, module.target, module.cl_std) == (
            listed["format"], listed["target"], listed["cl_std"])
        mine = [(f.symbol, f.defined, f.linkage, f.kernel, f.called, f.line or None,
                 None if f.demangled is None else str(f.demangled)) for f in module.functions]
        theirs = [(f["name"], f["defined"], f["linkage"], f["kernel"], f["called"], f["line"],
                   f["demangled"]) for f in listed["functions"]]
        assert mine == theirs
        assert module.kernels and all(f.defined for f in module.kernels)


def test_check_reports_what_check_json_reports(modules) -> None:
    for path in modules:
        findings = spirmangle.check(path)
        status, out = cli("check", "--json", str(path))
        report = json.loads(out)[0]
        listed = [(f["kind"], f["symbol"], f["line"] or 0, f["demangled"],
                   [c["mangled"] for c in f["closest"]]) for f in report["findings"]]
        listed += [("unknown-spirv-builtin", f["symbol"], f["line"] or 0, None, f["closest"])
                   for f in report["spirv_findings"]]
        mine = [(f.kind, f.symbol, f.line, f.demangled if f.kind != "unknown-spirv-builtin" else None,
                 [s.mangled for s in f.closest]) for f in findings]
        assert sorted(mine, key=repr) == sorted(listed, key=repr)
        assert status == (1 if findings else 0)
        assert spirmangle.check(spirmangle.read_module(path)) == findings  # a Module or a path
        assert spirmangle.check(path.read_bytes()) == findings  # or its bytes
    vendor = modules[-1]
    kinds = {f.symbol: f.kind for f in spirmangle.check(vendor)}
    assert kinds == {"_Z3sinff": "unknown-builtin", "_Z11get_groupidj": "unknown-builtin",
                     "_Z35intel_sub_group_media_block_read_uiDv2_iii14ocl_image2d_ro": "unknown-builtin",
                     "native_sqr": "unmangled-near-miss"}
    allowed = spirmangle.check(vendor, allow=["intel_sub_group_media_block_*", "native_sqr"])
    status, out = cli("check", "--json", str(vendor), "--allow", "intel_sub_group_media_block_*",
                      "--allow", "native_sqr")
    assert sorted(f.symbol for f in allowed) == sorted(
        f["symbol"] for f in json.loads(out)[0]["findings"]) == ["_Z11get_groupidj", "_Z3sinff"]


@pytest.mark.parametrize("query, options, params", [
    ("fract", {"cl_std": "CL1.2", "target": "spir"}, ["float4", "__global float4 *"]),
    ("fract", {}, ["float2", "float2 *"]),
    ("read_imagef", {"cl_std": "CL2.0"}, ["read_only image2d_t", "sampler_t", "int2"]),
    ("get_global_id", {}, None),
    ("_Z5fractff", {}, None),
])
def test_lookup_resolves_overloads_as_the_command_line(query, options, params) -> None:
    found = spirmangle.lookup(query, params=params, **options)
    argv = ["lookup", "--json", query]
    for key, value in options.items():
        argv += ["--" + key.replace("_", "-"), value]
    if params is not None:
        argv += ["--params", ", ".join(params)]
    status, out = cli(*argv)
    listed = json.loads(out)["found"] if out else []
    assert [(o.mangled, o.prototype, o.since) for o in found] == [
        (o["mangled"], o["prototype"], o["since"]) for o in listed]
    assert status == (0 if found else 1)
    if params is not None:
        assert len(found) == 1 and len(found[0].params) == len(params)
    for o in found:
        assert spirmangle.is_builtin(o.mangled, **options)


def test_where_a_builtin_is_is_what_lookup_says() -> None:
    places = spirmangle.other_configurations("_Z10atomic_incPVi")
    status, out = cli("lookup", "--json", "_Z10atomic_incPVi")
    assert status == 1 and not spirmangle.is_builtin("_Z10atomic_incPVi")
    assert [(c.target, c.cl_std, c.cl_ext, c.dialect) for c in places] == [
        (p["target"], p["cl_std"], p["cl_ext"], p["dialect"]) for p in json.loads(out)["elsewhere"]]
    assert places and all(spirmangle.is_builtin("_Z10atomic_incPVi", target=c.target,
                                                cl_std=c.cl_std, cl_ext=c.cl_ext,
                                                dialect=c.dialect) for c in places)


TEXT = ("call @_Z5fractDv4_fPU3AS1S_(x) ; _Z3fooi.cold ._Z3bari _Zbroken __Z3bazv\n"
        "Dv4_f i @\"_Z12write_imagef14ocl_image2d_woDv2_iDv4_f\"\n")


@pytest.mark.parametrize("style", ["opencl", "llvm", "gnu"])
@pytest.mark.parametrize("flags", [(), ("-t",), ("-_",)], ids=["plain", "types", "underscore"])
def test_filtering_text_is_the_demangle_filter(style, flags) -> None:
    status, out = cli("demangle", "--style", style, *flags, stdin=TEXT.encode())
    assert status == 0
    assert spirmangle.demangle_text(TEXT, style, types="-t" in flags,
                                    strip_underscore="-_" in flags) == out


@pytest.mark.parametrize("options", [
    {"cl_std": "CL1.2", "target": "spir"},
    {"cl_std": "CL2.0", "target": "spir64", "dialect": "spir"},
    {"cl_std": "CL3.0", "lang": "llvm"},
    {"cl_std": "CL3.0", "lang": "opencl", "base": "include"},
])
def test_headers_are_the_header_command(options) -> None:
    argv = ["header"]
    for key, value in options.items():
        argv += ["--" + key.replace("_", "-"), value]
    status, out = cli(*argv)
    assert status == 0 and spirmangle.header(**options) == out
