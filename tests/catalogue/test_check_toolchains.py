"""`check` on what real toolchains write, and a seeded mistake in each form reported.

* SPIR-V friendly IR: tests/data/spvir/forms.cl (variadic printf with several
  argument types, every pipe builtin, to_global/to_local/to_private, images,
  legacy and C11 atomics, work-group and sub-group functions) compiled with
  clang-15 for OpenCL C 2.0 and 3.0, translated to SPIR-V and back to SPIR-V
  friendly IR by llvm-spirv-15 (``-r --spirv-target-env=SPV-IR``).
* DPC++: the ``__spirv_*`` declarations of intel/llvm's SYCL headers, with the
  ``__spv::Scope::Flag``/``__spv::MemorySemanticsMask::Flag`` enum parameters and
  with plain integers, mangled here by our mangler (as clang mangles them) from
  our own table of what the headers declare.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import spirmangle
from spirmangle.cli.main import main

SOURCE = Path(__file__).resolve().parent.parent / "data" / "spvir" / "forms.cl"
TOOLS = ("clang-15", "llvm-spirv-15", "llvm-dis-15")
FEATURES = ",".join("+" + f for f in (
    "cl_khr_subgroups", "__opencl_c_subgroups", "__opencl_c_pipes",
    "__opencl_c_generic_address_space", "__opencl_c_device_enqueue",
    "__opencl_c_program_scope_global_variables", "__opencl_c_images",
    "__opencl_c_read_write_images", "__opencl_c_3d_image_writes",
    "__opencl_c_work_group_collective_functions", "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_order_acq_rel", "__opencl_c_atomic_scope_device",
    "__opencl_c_atomic_scope_all_devices", "__opencl_c_fp64", "cl_khr_fp64",
    "cl_khr_int64_base_atomics", "cl_khr_int64_extended_atomics"))
needs_tools = pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                                 reason="needs clang-15, llvm-spirv-15 and llvm-dis-15 "
                                        "(apt-get install clang-15 llvm-15 llvm-spirv-15)")


@pytest.fixture(scope="module", params=["CL2.0", "CL3.0"])
def built(request, tmp_path_factory) -> dict[str, Path]:
    """The kernels as clang-15 bitcode, SPIR-V and SPIR-V friendly IR text."""
    if any(shutil.which(t) is None for t in TOOLS):
        pytest.skip("needs clang-15, llvm-spirv-15 and llvm-dis-15")
    std = request.param
    d = tmp_path_factory.mktemp("spvir-" + std)
    bc, spv, back, ll = d / "forms.bc", d / "forms.spv", d / "forms.spvir.bc", d / "forms.spvir.ll"
    subprocess.run(["clang-15", "-cc1", "-no-opaque-pointers", "-emit-llvm-bc", "-triple",
                    "spir64-unknown-unknown", "-cl-std=" + std, "-finclude-default-header",
                    "-cl-ext=" + FEATURES, "-x", "cl", str(SOURCE), "-o", str(bc)],
                   check=True, capture_output=True)
    subprocess.run(["llvm-spirv-15", str(bc), "-o", str(spv)], check=True, capture_output=True)
    subprocess.run(["llvm-spirv-15", "-r", "--spirv-target-env=SPV-IR", str(spv), "-o", str(back)],
                   check=True, capture_output=True)
    subprocess.run(["llvm-dis-15", str(back), "-o", str(ll)], check=True, capture_output=True)
    return {"std": Path(std), "bc": bc, "spv": spv, "spvir": ll}


def _spirv_symbols(path: Path) -> set[str]:
    return {f.symbol for f in spirmangle.read_module(path).functions
            if f.symbol.startswith("_Z") and "__spirv_" in f.symbol}


@needs_tools
def test_every_form_is_in_the_translated_module(built) -> None:
    names = _spirv_symbols(built["spvir"])
    for part in ("__spirv_ocl_printfPU3AS2ci", "__spirv_ocl_printfPU3AS2cd", "__spirv_ReadPipe",
                 "__spirv_ReservedWritePipe", "__spirv_GroupCommitReadPipe",
                 "__spirv_GetMaxPipePackets", "__spirv_GenericCastToPtrExplicit_ToGlobal",
                 "__spirv_GenericCastToPtrExplicit_ToLocal",
                 "__spirv_GenericCastToPtrExplicit_ToPrivate", "__spirv_ImageRead",
                 "__spirv_ImageWrite", "__spirv_ImageSampleExplicitLod", "__spirv_AtomicIAdd",
                 "__spirv_AtomicCompareExchangeWeak", "__spirv_AtomicFlagTestAndSet",
                 "__spirv_GroupIAdd", "__spirv_GroupBroadcast", "__spirv_BuiltInSubgroupSize",
                 "__spirv_ControlBarrier"):
        assert any(part in n for n in names), part
    assert len(names) >= 90


@needs_tools
@pytest.mark.parametrize("form", ["spvir", "spv", "bc"])
def test_the_toolchains_modules_check_clean(built, form, capsys) -> None:
    assert spirmangle.check(built[form]) == []
    assert main(["check", str(built[form])]) == 0
    assert capsys.readouterr().out == ""


@needs_tools
def test_symbols_lists_each_spirv_kernel_once(built) -> None:
    kernels = [f.symbol for f in spirmangle.read_module(built["spv"]).functions if f.kernel]
    assert sorted(kernels) == sorted({"printfs", "pipes", "casts", "images", "atomics", "groups",
                                      "subgroups"})


# A mistake seeded in each form: (what to find in one symbol, what to put instead).
SEEDS = {
    "printf": ("__spirv_ocl_printfPU3AS2ci", "__spirv_ocl_printfPU3AS1ci"),  # format in global
    "pipe": ("__spirv_ReadPipePU3AS115__spirv_Pipe__0", "__spirv_ReadPipePU3AS115__spirv_Pipe__1"),
    "cast": ("_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4", "_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS1"),
    "image": ("__spirv_ImageWritePU3AS1", "__spirv_ImageWritePU3AS3"),
    "atomic": ("_Z18__spirv_AtomicIAddPU3AS1iiii", "_Z18__spirv_AtomicIAddPU3AS1fiif"),
    "group": ("_Z17__spirv_GroupIAddiii", "_Z17__spirv_GroupIAddii"),
    "subgroup": ("_Z27__spirv_BuiltInSubgroupSizev", "_Z27__spirv_BuiltInSubgroupSizei"),
}


@needs_tools
@pytest.mark.parametrize("form", sorted(SEEDS))
def test_a_seeded_mistake_in_each_form_is_reported(built, form) -> None:
    text = built["spvir"].read_text()
    old, new = SEEDS[form]
    symbol = next(n for n in sorted(_spirv_symbols(built["spvir"])) if old in n)
    bad = symbol.replace(old, new)
    findings = spirmangle.check(text.replace(symbol, bad).encode())
    assert [(f.kind, f.symbol) for f in findings] == [("unknown-spirv-builtin", bad)]


# ------------------------------------------------------------------ DPC++

def _enum(name: str) -> object:
    """The model type of ``__spv::<name>`` (``Scope::Flag``), read from a probe."""
    parts = name.split("::")
    mangled = "_Z1fN5__spv" + "".join("%d%s" % (len(p), p) for p in parts) + "E"
    return spirmangle.demangle(mangled).params[0]


SCOPE, SEMANTICS = _enum("Scope::Flag"), _enum("MemorySemanticsMask::Flag")
GROUP_OP = _enum("GroupOperation")


def _dpcpp_names(enums: bool) -> list[str]:
    """The SYCL headers' atomics, barriers and group functions for some types and
    address spaces, mangled as clang does for the device (generic pointers plain)."""
    from spirmangle.opencl import builder
    from spirmangle.model import Builtin

    scope = SCOPE if enums else Builtin("uint")
    sem = SEMANTICS if enums else Builtin("uint")
    op = GROUP_OP if enums else Builtin("uint")
    names = []
    spaces = (builder.GLOBAL, builder.LOCAL, None)
    for element in ("int", "uint", "long", "ulong", "long long", "unsigned long long"):
        t = Builtin(element)
        for space in spaces:
            p = builder.pointer(t, addrspace=space) if space else builder.pointer(t)
            for fn, params in (("AtomicLoad", (p, scope, sem)), ("AtomicStore", (p, scope, sem, t)),
                               ("AtomicExchange", (p, scope, sem, t)),
                               ("AtomicCompareExchange", (p, scope, sem, sem, t, t)),
                               ("AtomicIAdd", (p, scope, sem, t)), ("AtomicISub", (p, scope, sem, t)),
                               ("AtomicSMin", (p, scope, sem, t)), ("AtomicUMax", (p, scope, sem, t)),
                               ("AtomicAnd", (p, scope, sem, t)), ("AtomicXor", (p, scope, sem, t))):
                names.append(spirmangle.mangle(builder.function("__spirv_" + fn, *params)))
    for element in ("float", "double"):
        t = Builtin(element)
        p = builder.pointer(t, addrspace=builder.GLOBAL)
        for fn in ("AtomicFAddEXT", "AtomicFMinEXT", "AtomicFMaxEXT", "AtomicExchange"):
            names.append(spirmangle.mangle(builder.function("__spirv_" + fn, p, scope, sem, t)))
    for fn, params in (("ControlBarrier", (scope, scope, sem)), ("MemoryBarrier", (scope, sem)),
                       ("GroupIAdd", (scope, op, Builtin("int"))),
                       ("GroupNonUniformFMax", (scope, op, Builtin("float"))),
                       ("GroupBroadcast", (scope, Builtin("int"), Builtin("ulong"))),
                       ("GroupAll", (scope, Builtin("bool")))):
        names.append(spirmangle.mangle(builder.function("__spirv_" + fn, *params)))
    return names


def _module(names: list[str]) -> bytes:
    lines = ['target triple = "spir64-unknown-unknown"']
    lines += ["declare spir_func void @%s()" % n for n in names]
    return ("\n".join(lines) + "\n").encode()


def test_the_dpcpp_names_are_the_headers_forms() -> None:
    enum = _dpcpp_names(True)
    assert "_Z18__spirv_AtomicIAddPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi" in enum
    assert "_Z22__spirv_ControlBarrierN5__spv5Scope4FlagES1_NS_19MemorySemanticsMask4FlagE" in enum
    assert "_Z22__spirv_ControlBarrierjjj" in _dpcpp_names(False)
    assert "_Z18__spirv_AtomicLoadPxjj" in _dpcpp_names(False)  # generic: SYCL's plain pointer


@pytest.mark.parametrize("enums", [True, False], ids=["enum-typed", "integer"])
def test_dpcpp_declarations_check_clean(enums: bool) -> None:
    names = _dpcpp_names(enums)
    assert len(names) == 194
    assert spirmangle.check(_module(names)) == []


DPCPP_SEEDS = (  # (a right name, the same with one mistake)
    ("AtomicIAddPU3AS1i", "AtomicIAddPU3AS1f"),     # an integer atomic on float
    ("AtomicLoadPU3AS3l", "AtomicLoadPU3AS3Dv2_l"),  # on a vector
    ("ControlBarrier", "ControlBarrierr"),            # misspelt
)


@pytest.mark.parametrize("enums", [True, False], ids=["enum-typed", "integer"])
@pytest.mark.parametrize("seed", DPCPP_SEEDS, ids=[s[1] for s in DPCPP_SEEDS])
def test_a_seeded_mistake_in_dpcpp_declarations_is_reported(enums: bool, seed) -> None:
    names = _dpcpp_names(enums)
    old, new = seed
    right = next(n for n in names if old in n)
    bad = right.replace(old, new)
    if new.startswith("ControlBarrierr"):  # the length prefix grows with the name
        bad = bad.replace("_Z22__spirv_", "_Z23__spirv_")
    found = spirmangle.check(_module([n for n in names if n != right] + [bad]))
    assert [(f.kind, f.symbol) for f in found] == [("unknown-spirv-builtin", bad)]
    if new.startswith("ControlBarrierr"):  # a misspelling of its family: suggested
        assert any("__spirv_ControlBarrier" in s.mangled for s in found[0].closest)


def test_a_scope_of_the_wrong_type_is_reported() -> None:
    bad = "_Z22__spirv_ControlBarrierfjj"
    assert [f.symbol for f in spirmangle.check(_module([bad]))] == [bad]


# ------------------------------------------------------ vendor builtins, allow

MEDIA = "_Z35intel_sub_group_media_block_read_uiDv2_iii14ocl_image2d_ro"


def test_a_vendor_builtin_is_reported_without_a_far_suggestion(capsys, tmp_path) -> None:
    path = tmp_path / "vendor.ll"
    path.write_bytes(_module([MEDIA, "_Z11get_groupidj"]))
    found = {f.symbol: f for f in spirmangle.check(path)}
    assert found[MEDIA].closest == ()  # no other function is "close"
    assert found["_Z11get_groupidj"].closest[0].mangled == "_Z12get_group_idj"
    assert main(["check", str(path), "--allow", "intel_sub_group_media_block_*"]) == 1
    out = capsys.readouterr().out
    assert MEDIA not in out and "get_groupid" in out
    allow = tmp_path / "allow.txt"
    allow.write_text("# vendor builtins\nintel_sub_group_media_block_*\n\n_Z11get_groupid*\n")
    assert main(["check", str(path), "--allow-file", str(allow)]) == 0
    assert spirmangle.check(path, allow=["*media_block_read_ui(int2, int, int, *)",
                                         "get_groupid"]) == []


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")
def test_an_unmangled_near_miss_of_a_builtin_is_reported(tmp_path, capsys) -> None:
    source = tmp_path / "k.cl"
    source.write_text("float native_sqr(float);\nfloat my_helper(float);\n"
                      "kernel void k(global float *p) { p[0] = native_sqr(p[1]) + my_helper(p[2]); }\n")
    ll = tmp_path / "k.ll"
    subprocess.run(["clang-19", "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=CL2.0",
                    "-finclude-default-header", "-emit-llvm", "-o", str(ll), str(source)],
                   check=True, capture_output=True)
    found = spirmangle.check(ll)
    assert [(f.kind, f.symbol) for f in found] == [("unmangled-near-miss", "native_sqr")]
    assert found[0].closest[0].prototype.startswith("float native_sqrt(float")
    assert main(["check", str(ll)]) == 1
    assert "unmangled function native_sqr is no builtin" in capsys.readouterr().out
    assert main(["check", "--json", str(ll)]) == 1
    data = json.loads(capsys.readouterr().out)[0]["findings"]
    assert [(f["kind"], f["symbol"]) for f in data] == [("unmangled-near-miss", "native_sqr")]


# The SYCL headers' template declarations: any instance whose parameters the
# declaration allows (defaulted ones may be left out), none with others.
TEMPLATE_INSTANCES = [
    "_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iiEvT_T0_T1_",
    "_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_",
    "_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii",
    "_Z28__spirv_TaskSequenceGetINTELIiET_m",
]
TEMPLATE_MISTAKES = [
    "_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iEvT_T0_",  # ImageWrite takes three
    "_Z18__spirv_ImageWrite14ocl_image3d_woDv4_ii",          # declared only as a template
    "_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEib",  # too few
]


def test_template_instances_of_the_sycl_headers() -> None:
    assert spirmangle.check(_module(TEMPLATE_INSTANCES)) == []
    found = spirmangle.check(_module(TEMPLATE_INSTANCES + TEMPLATE_MISTAKES))
    assert [(f.kind, f.symbol) for f in found] == [
        ("unknown-spirv-builtin", n) for n in TEMPLATE_MISTAKES]
