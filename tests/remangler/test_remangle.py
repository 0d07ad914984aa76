"""Remangling between conventions: char, long, half, dialects, targets."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings

import corpus
from model_strategies import functions
from spirmangle import demangle, mangle
from spirmangle.model import FunctionType, Image, Pipe, Qualified
from spirmangle.remangler.core import Conventions, RemangleError, remangle
from spirmangle.model.rewrite import map_nodes, rename_builtins

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CLANG = shutil.which("clang-19")


@pytest.mark.parametrize("name, options, expected", [
    # char: plain c to signed a or unsigned h, and back
    ("_Z3minDv16_cS_", dict(char="signed"), "_Z3minDv16_aS_"),
    ("_Z3minDv16_cS_", dict(char="unsigned"), "_Z3minDv16_hS_"),
    ("_Z3minDv16_aS_", dict(char="plain", from_char="signed"), "_Z3minDv16_cS_"),
    # long: OpenCL's 64-bit long is a 32-bit-long host's long long
    ("_Z3absl", dict(long_bits=32), "_Z3absx"),
    ("_Z8upsampleim", dict(long_bits=32), "_Z8upsampleiy"),
    ("_Z3absx", dict(long_bits=64), "_Z3absl"),
    # half: OpenCL half and C++ _Float16
    ("_Z4sqrtDv4_Dh", dict(half="DF16_"), "_Z4sqrtDv4_DF16_"),
    ("_Z4sqrtDF16_", dict(half="Dh"), "_Z4sqrtDh"),
    # dialects: phantom candidates, image suffixes, pipes, SPIR's private
    ("_Z3fooPiS0_", dict(to_dialect="spir"), "_Z3fooPiS_"),
    ("_Z3fooPiS_", dict(from_dialect="spir", to_dialect="clang"), "_Z3fooPiS0_"),
    ("_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i", dict(to_dialect="spir"),
     "_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i"),
    ("_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i", dict(from_dialect="spir", to_dialect="clang"),
     "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i"),
    ("_Z12write_imagef11ocl_image2dDv2_iDv4_f",
     dict(from_dialect="spir", to_dialect="clang", image_access="write_only"),
     "_Z12write_imagef14ocl_image2d_woDv2_iDv4_f"),
    ("_Z9read_pipePU3AS18ocl_pipePU3AS4vjj", dict(to_dialect="clang"),
     "_Z9read_pipe8ocl_pipePU3AS4vjj"),
    ("_Z9read_pipe8ocl_pipePU3AS4vjj", dict(to_dialect="spir"),
     "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj"),
    ("_Z3fooPiS0_", dict(to_dialect="itanium"), "_Z3fooPU3AS0iS0_"),
    # targets: address-space spelling, and a builtin's size_t
    ("_Z5fractDv4_fPU3AS1S_", dict(to_target="x86_64"), "_Z5fractDv4_fPU8CLglobalS_"),
    ("_Z5fractDv4_fPU8CLglobalS_", dict(to_target="spir64"), "_Z5fractDv4_fPU3AS1S_"),
    ("_Z6vload4mPU3AS1Kf", dict(to_target="spir"), "_Z6vload4jPU3AS1Kf"),
    ("_Z6vload4jPU3AS1Kf", dict(from_target="spir", to_target="spir64"), "_Z6vload4mPU3AS1Kf"),
    ("_Z6vload4jPU3AS1Kf", dict(to_target="spir64"), "_Z6vload4mPU3AS1Kf"),
    # a user function's size_t is not known: uint stays uint
    ("_Z3fooj", dict(to_target="spir64"), "_Z3fooj"),
    # several at once, and clone suffixes kept
    ("_Z6vload4mPU3AS1Kc", dict(to_target="spir", char="signed"), "_Z6vload4jPU3AS1Ka"),
    ("_Z3absl.cold", dict(long_bits=32), "_Z3absx.cold"),
    # templates: substitutions renumbered through template arguments and T_
    ("_Z30__spirv_ImageSampleExplicitLodImDv4_cDv3_fET0_T_T1_iS4_S4_", dict(char="signed"),
     "_Z30__spirv_ImageSampleExplicitLodImDv4_aDv3_fET0_T_T1_iS4_S4_"),
    ("_ZN3fooIlE3barEPll", dict(long_bits=32), "_ZN3fooIxE3barEPxx"),
    ("_Z1fILl3EEvv", dict(long_bits=32), "_Z1fILx3EEvv"),
])
def test_remangle(name: str, options: dict[str, object], expected: str) -> None:
    assert remangle(name, **options) == expected


@pytest.mark.parametrize("name", ["_Z5fractDv4_fPU3AS1S_", "_Z3fooPiS0_", "_ZN3foo3barEv"])
def test_a_name_the_conventions_do_not_touch_is_unchanged(name: str) -> None:
    assert remangle(name, long_bits=32, half="DF16_", char="signed") == name


@pytest.mark.parametrize("options, message", [
    (dict(char="plain"), "--from-char"),
    (dict(char="sort-of"), "--char is one of"),
    (dict(long_bits=16), "--long is 32 or 64"),
    (dict(half="F16"), "--half is one of"),
    (dict(to_target="arm"), "unknown target"),
    (dict(from_dialect="spir", image_access="rw"), "--image-access"),
])
def test_bad_conventions_say_what_is_wrong(options: dict[str, object], message: str) -> None:
    name = "_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i"
    with pytest.raises(RemangleError, match=re.escape(message)):
        remangle(name, **dict(options, to_dialect="clang"))


def _spir_can_say(fn: object) -> bool:
    """No image other than read_only (SPIR does not mangle the access), and no
    pipe but as a parameter of the function: SPIR spells a pipe parameter as a
    pointer to a __global pipe (which OpenCL C cannot declare otherwise), and
    neither dialect reads a nested one back the way it wrote it."""
    found: list[object] = []

    def look(node: object) -> object:
        if type(node) is Image and node.access != "read_only":
            found.append(node)
        if type(node) is FunctionType and any(type(p) is Pipe for p in node.params):
            found.append(node)
        if type(node) is Qualified and type(node.base) is Pipe:
            found.append(node)
        return node

    map_nodes(fn, look)
    return not found


@SETTINGS
@given(functions("clang"))
def test_clang_to_spir_and_back_is_the_identity(fn: object) -> None:
    assume(_spir_can_say(fn))
    name = mangle(fn, dialect="clang")
    spir = remangle(name, from_dialect="clang", to_dialect="spir")
    assert spir == mangle(fn, dialect="spir")  # as mangling the model directly
    assert remangle(spir, from_dialect="spir", to_dialect="clang") == name


@SETTINGS
@given(functions("clang"))
def test_type_conventions_go_and_come_back(fn: object) -> None:
    name = mangle(fn, dialect="clang")
    for there, back, renames in (
            (dict(long_bits=32), dict(long_bits=64), {"long": "long long", "ulong": "unsigned long long"}),
            (dict(char="signed"), dict(char="plain", from_char="signed"), {"char": "signed char"}),
            (dict(char="unsigned"), dict(char="plain", from_char="unsigned"), {"char": "uchar"}),
            (dict(half="DF16_"), dict(half="Dh"), {"half": "_Float16"})):
        if "uchar" in renames.values() and "uchar" in repr(fn):
            continue  # the name already has unsigned char: plain and unsigned merge
        moved = remangle(name, from_dialect="clang", **there)  # type: ignore[arg-type]
        assert moved == mangle(rename_builtins(fn, renames), dialect="clang")
        assert remangle(moved, from_dialect="clang", **back) == name  # type: ignore[arg-type]


@SETTINGS
@given(functions("clang"))
def test_host_target_and_back(fn: object) -> None:
    name = mangle(fn, dialect="clang")
    host = remangle(name, from_dialect="clang", to_target="x86_64")
    assert host == mangle(fn, target="x86_64", dialect="clang")
    assert remangle(host, from_dialect="clang", to_target="spir64") == name


# ------------------------------------------------------------ the corpus

needs_corpus = pytest.mark.skipif(not corpus.available(), reason="the clang corpus is not available")


def _access(name: str) -> str:
    found = set(re.findall(r"ocl_image\w+?_(ro|wo|rw)", name))
    return {"ro": "read_only", "wo": "write_only", "rw": "read_write"}[found.pop()] if found else "read_only"


@needs_corpus
@pytest.mark.parametrize("config", sorted(corpus.CONFIGS))
def test_every_builtin_goes_to_spir_and_back(config: str) -> None:
    target = corpus.CONFIGS[config][0]
    mixed = 0
    for row in corpus.rows(config):
        if not row.mangled.startswith("_Z"):
            continue
        if len(set(re.findall(r"ocl_image\w+?_(ro|wo|rw)", row.mangled))) > 1:
            mixed += 1  # (none today: SPIR could not say which image is which)
            continue
        c = Conventions(from_dialect="clang", to_dialect="spir", from_target=target)
        spir = remangle(row.mangled, c)
        back = Conventions(from_dialect="spir", to_dialect="clang", from_target=target,
                           image_access=_access(row.mangled))  # what SPIR does not mangle
        assert remangle(spir, back) == row.mangled, (row.mangled, spir)
    assert mixed == 0


@needs_corpus
def test_spir_builtins_remangle_to_their_spir64_names() -> None:
    spir = {(r.name, r.signature): r.mangled for r in corpus.rows("CL2.0_spir")}
    spir64 = {(r.name, r.signature): r.mangled for r in corpus.rows("CL2.0_spir64")}
    both = sorted(set(spir) & set(spir64))
    assert len(both) > 10000
    changed = 0
    for key in both:
        if not spir[key].startswith("_Z"):
            continue
        assert remangle(spir[key], from_target="spir", to_target="spir64") == spir64[key], key
        assert remangle(spir64[key], from_target="spir64", to_target="spir") == spir[key], key
        changed += spir[key] != spir64[key]
    assert changed > 300  # vload, vstore, async copies, prefetch...


# ------------------------------------------------- clang as the oracle

KERNELS = """
// (OpenCL C mangles only overloadable functions.)
__attribute__((overloadable)) void user_private(__private int *a, __private int *b, __private float4 *c) {}
__attribute__((overloadable)) void user_global(__global uint *a, __local uint *b, __global uint *c) {}
kernel void k(__global float *out, __global const float *in, __local float *tmp,
              __global char16 *c, __global long *l) {
    size_t i = get_global_id(0);
    float4 v = vload4(i, in);
    vstore4(v, i, out);
    float4 w = vload_half4(i, (__global const half *)in);
    vstore_half4_rte(w, i, (__global half *)out);
    event_t e = async_work_group_copy(tmp, in, 16, 0);
    wait_group_events(1, &e);
    prefetch(in, 8);
    __private int a[2]; __private float4 f[1];
    user_private(a, a, f);
    user_global((__global uint *)out, (__local uint *)tmp, (__global uint *)out);
    c[i] = min(c[i], c[i + 1]);
    l[i] = abs_diff(l[i], l[i + 1]);
}
"""


def _clang_names(tmp: Path, triple: str, std: str) -> list[str]:
    source = tmp / "k.cl"
    source.write_text(KERNELS)
    ir = subprocess.run([CLANG, "-cc1", "-triple", triple, "-cl-std=" + std,
                         "-finclude-default-header", "-emit-llvm", "-O0", "-o", "-", str(source)],
                        check=True, capture_output=True, text=True).stdout
    names: list[str] = []
    for name in re.findall(r"@(_Z\w+)", ir):
        if name not in names:
            names.append(name)
    return names


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("std", ["CL1.2", "CL2.0"])
def test_clang_names_for_spir_remangle_into_those_for_spir64(tmp_path: Path, std: str) -> None:
    spir = _clang_names(tmp_path, "spir-unknown-unknown", std)
    spir64 = _clang_names(tmp_path, "spir64-unknown-unknown", std)
    assert len(spir) == len(spir64) > 10
    assert sum(a != b for a, b in zip(spir, spir64)) >= 5  # size_t differs
    for a, b in zip(spir, spir64):
        assert remangle(a, from_target="spir", to_target="spir64") == b
        assert remangle(b, from_target="spir64", to_target="spir") == a
    # The user functions with __private pointees carry phantom candidates: only
    # clang's rule reads them (the plain rule has no S0_ there).
    private = [n for n in spir if "user_private" in n]
    assert private and all(
        str(demangle(n)) == "user_private(__private int *, __private int *, __private float4 *)"
        and (demangle(n).dialect, demangle(n).ambiguous) == ("clang", False) for n in private)


# The conventions of each call of tests/data/libspirv_cases.clcpp, in order.
LIBSPIRV_CASES = [
    dict(char="signed"),                    # __spirv_ocl_s_min(char16, char16)
    dict(char="signed"),                    # __spirv_ocl_s_abs(char)
    dict(long_bits=32),                     # __spirv_SConvert_Rchar(long)
    dict(long_bits=32),                     # __spirv_UConvert_Ruchar(ulong)
    dict(half="DF16_"),                     # __spirv_ocl_sqrt(half4)
    dict(half="DF16_"),                     # __spirv_ocl_fma(half, half, half)
    dict(char="signed", long_bits=32),      # __spirv_ocl_vloadn_Rchar4(long, const global char *)
    dict(long_bits=32),                     # __spirv_ocl_s_mad_hi(long2, long2, long2)
    dict(half="DF16_"),                     # __spirv_ocl_pown(half2, int2)
    dict(char="signed"),                    # __spirv_ImageSampleExplicitLod<char4, ulong, float3>
]


def _libspirv_names(char: str, long: str, half: str) -> list[str]:
    source = Path(__file__).parent.parent / "data" / "libspirv_cases.clcpp"
    ir = subprocess.run([CLANG, "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=clc++2021",
                         "-cl-ext=+cl_khr_fp16", "-DCHAR=" + char, "-DLONG=" + long, "-DHALF=" + half,
                         "-emit-llvm", "-o", "-", str(source)],
                        check=True, capture_output=True, text=True).stdout
    return re.findall(r"^declare .*?@(_Z\w+)", ir, flags=re.M)


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
def test_libspirv_cases_remangle_to_what_clang_mangles_with_the_target_types() -> None:
    opencl = _libspirv_names("char", "long", "half")
    target = _libspirv_names("signed char", "long long", "_Float16")
    assert len(opencl) == len(target) == len(LIBSPIRV_CASES) == 10
    for name, expected, options in zip(opencl, target, LIBSPIRV_CASES):
        assert name != expected
        assert remangle(name, **options) == expected  # type: ignore[arg-type]
