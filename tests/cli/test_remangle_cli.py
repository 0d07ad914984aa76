"""``spirmangle remangle`` on names, stdin and whole LLVM IR modules."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from spirmangle.cli.main import main
from spirmangle.remangler.ir import function_type, remangle_module, _DEFINE
from spirmangle.remangler.core import Conventions, remangle

CLANG = shutil.which("clang-19")
LLVM_AS = shutil.which("llvm-as-19")
LLVM_LINK = shutil.which("llvm-link-19")


def run(argv: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    """The command run in-process: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    sys.stdout, sys.stderr = out, err
    try:
        status = main(["remangle", *argv])
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    return status, out.getvalue(), err.getvalue()


def test_names_are_remangled_one_a_line() -> None:
    status, out, err = run(["--long", "32", "_Z3absl", "_Z5fractDv4_fPU3AS1S_"])
    assert (status, out, err) == (0, "_Z3absx\n_Z5fractDv4_fPU3AS1S_\n", "")


def test_a_name_that_does_not_demangle_is_reported() -> None:
    status, out, err = run(["--long", "32", "_Zbad", "_Z3absl"])
    assert (status, out) == (0, "_Zbad\n_Z3absx\n")
    assert err.startswith("error: _Zbad: ")
    status, out, err = run(["--strict", "--long", "32", "_Zbad", "_Z3absl"])
    assert (status, out) == (1, "_Z3absx\n")


def test_json_names() -> None:
    status, out, _ = run(["--json", "--to-dialect", "spir", "_Z3fooPiS0_", "_Zbad"])
    lines = [json.loads(line) for line in out.splitlines()]
    assert lines[0] == {"old": "_Z3fooPiS0_", "new": "_Z3fooPiS_"}
    assert lines[1]["old"] == "_Zbad" and "error" in lines[1]


def test_bad_conventions_exit_2_with_one_line() -> None:
    status, out, err = run(["--char", "plain", "_Z1fc"])
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and "--from-char" in err


def test_filter_replaces_symbols_and_keeps_every_other_byte() -> None:
    text = b"  call @_Z3absl(i64 %x) ; _Z3absl \xff\xfe x_Z3absl\n_Zbad _Z4sqrtDh\n"
    status, out, _ = run(["--long", "32", "--half", "DF16_"], text)
    assert status == 0
    assert out.encode("utf-8", "surrogateescape") == (
        b"  call @_Z3absx(i64 %x) ; _Z3absx \xff\xfe x_Z3absl\n_Zbad _Z4sqrtDF16_\n")


MODULE = b"""target triple = "spir64-unknown-unknown"

define dso_local spir_func i64 @_Z5myabsl(i64 noundef %x) #0 {
  ret i64 %x
}

define internal spir_func i64 @_Z6hiddenl(i64 %x) {
  ret i64 %x
}

define spir_func <4 x float> @_Z5scaleDv4_fPU3AS1S_l(<4 x float> noundef %v, ptr addrspace(1) noundef %p, i64 noundef %n) {
  %r = call spir_func i64 @_Z5myabsl(i64 %n)
  %s = call spir_func i64 @_Z3absl(i64 %n)
  %t = call spir_func i64 @_Z6hiddenl(i64 %n)
  ret <4 x float> %v
}

declare spir_func i64 @_Z3absl(i64 noundef)

attributes #0 = { nounwind }
"""


def test_module_renames_only_the_names() -> None:
    result = remangle_module(MODULE, Conventions(long_bits=32))
    expected = MODULE
    for old, new in ((b"_Z5myabsl", b"_Z5myabsx"), (b"_Z6hiddenl", b"_Z6hiddenx"),
                     (b"_Z5scaleDv4_fPU3AS1S_l", b"_Z5scaleDv4_fPU3AS1S_x"), (b"_Z3absl", b"_Z3absx")):
        expected = expected.replace(old, new)
    assert result.text == expected
    assert [(r.old, r.new, r.line, r.defined) for r in result.renames] == [
        ("_Z5myabsl", "_Z5myabsx", 3, True), ("_Z6hiddenl", "_Z6hiddenx", 7, True),
        ("_Z5scaleDv4_fPU3AS1S_l", "_Z5scaleDv4_fPU3AS1S_x", 11, True),
        ("_Z3absl", "_Z3absx", 13, False)]


def test_old_names_are_kept_as_aliases_of_external_definitions() -> None:
    result = remangle_module(MODULE, Conventions(long_bits=32), keep_old_as_alias=True)
    tail = result.text.decode().split("; spirmangle remangle --keep-old-as-alias\n")[1]
    assert tail == ("@_Z5myabsl = alias i64 (i64), ptr @_Z5myabsx\n"
                    "@_Z5scaleDv4_fPU3AS1S_l = alias <4 x float> (<4 x float>, ptr addrspace(1), i64), "
                    "ptr @_Z5scaleDv4_fPU3AS1S_x\n")
    assert [r.alias for r in result.renames] == [True, False, True, False]


def test_a_rename_onto_a_name_the_module_defines_is_a_clash() -> None:
    module = MODULE + b"\ndefine spir_func i64 @_Z5myabsx(i64 %x) {\n  ret i64 %x\n}\n"
    result = remangle_module(module, Conventions(long_bits=32), keep_old_as_alias=True)
    assert [r.old for r in result.clashes] == ["_Z5myabsl"]
    assert result.text.count(b"define dso_local spir_func i64 @_Z5myabsl(") == 1
    assert b"@_Z5myabsl = alias" not in result.text
    assert result.text.count(b"@_Z5myabsx(") == 1  # no second definition


@pytest.mark.parametrize("line, expected", [
    (b"define spir_func void @_Z1fv() {", "void ()"),
    (b"define dso_local spir_func noundef zeroext i1 @_Z1fPU3AS1ii(ptr addrspace(1) nocapture noundef readonly align 4 %p, i32 %n, ...) {",
     "i1 (ptr addrspace(1), i32, ...)"),
    (b"define spir_kernel void @_Z1kv(target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0) %i, [4 x <2 x i8>] %a, { i32, %struct.S } %s) {",
     'void (target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), [4 x <2 x i8>], { i32, %struct.S })'),
    (b"define void @_Z1gPi(i32 addrspace(1)* %p, float* byval(float) %q) {",
     "void (i32 addrspace(1)*, float*)"),
])
def test_function_types_of_definitions(line: bytes, expected: str) -> None:
    m = _DEFINE.search(line)
    assert m is not None and function_type(line, m) == expected


KERNELS = """
__attribute__((overloadable)) long myabs(long x) { return x < 0 ? -x : x; }
__attribute__((overloadable)) float4 scale(float4 v, __global float4 *p, long n) { return v * (float)n + p[0]; }
__attribute__((overloadable)) char first(__global char16 *c) { return c[0].s0; }
kernel void k(__global long *o, __global float4 *f, __global char16 *c) {
    o[0] = myabs(o[1]) + abs(o[2]) + first(c);
    f[0] = scale(f[1], f, o[3]);
    c[0] = min(c[1], c[2]);
}
"""
CALLER = """
__attribute__((overloadable)) long myabs(long x);
kernel void caller(__global long *o) { o[0] = myabs(o[1]); }
"""


@pytest.mark.skipif(not (CLANG and LLVM_AS and LLVM_LINK), reason="clang-19/llvm-19 are not installed")
def test_a_real_module(tmp_path: Path) -> None:
    def compile_cl(text: str, name: str) -> Path:
        (tmp_path / (name + ".cl")).write_text(text)
        out = tmp_path / (name + ".ll")
        subprocess.run([CLANG, "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=CL2.0",
                        "-finclude-default-header", "-emit-llvm", "-O0", "-o", str(out),
                        str(tmp_path / (name + ".cl"))], check=True)
        return out

    module, caller = compile_cl(KERNELS, "k"), compile_cl(CALLER, "caller")
    new = tmp_path / "k2.ll"
    status, _, err = run(["--long", "32", "--char", "signed", "--keep-old-as-alias",
                          str(module), "-o", str(new)])
    assert status == 0
    before, after = module.read_bytes(), new.read_bytes()
    # Only names changed: with every name mapped back, the text is the original.
    renames = re.findall(r"^\S+:\d+: (\S+) -> (\S+)", err, flags=re.M)
    assert len(renames) >= 5
    body = after.split(b"\n; spirmangle remangle --keep-old-as-alias\n")[0]
    for old, new_name in renames:
        body = body.replace(new_name.encode(), old.encode())
    assert body == before
    subprocess.run([LLVM_AS, str(new), "-o", str(tmp_path / "k2.bc")], check=True)
    # A module that calls the old name links against the aliased one.
    subprocess.run([LLVM_AS, str(caller), "-o", str(tmp_path / "caller.bc")], check=True)
    linked = subprocess.run([LLVM_LINK, str(tmp_path / "k2.bc"), str(tmp_path / "caller.bc"),
                             "-S", "-o", "-"], check=True, capture_output=True, text=True).stdout
    assert "@_Z5myabsl = alias" in linked and "declare spir_func i64 @_Z5myabsl" not in linked


@pytest.mark.skipif(not (CLANG and LLVM_AS), reason="clang-19/llvm-19 are not installed")
def test_bitcode_in_and_out(tmp_path: Path) -> None:
    source = tmp_path / "k.cl"
    source.write_text(KERNELS)
    ll, bc = tmp_path / "k.ll", tmp_path / "k.bc"
    for out, flag in ((ll, "-emit-llvm"), (bc, "-emit-llvm-bc")):
        subprocess.run([CLANG, "-cc1", "-triple", "spir64-unknown-unknown", "-cl-std=CL2.0",
                        "-finclude-default-header", flag, "-O0", "-o", str(out), str(source)],
                       check=True)
    assert run(["--long", "32", str(ll), "-o", str(tmp_path / "from_text.ll")])[0] == 0
    assert run(["--long", "32", str(bc), "-o", str(tmp_path / "from_bc.bc")])[0] == 0
    assert (tmp_path / "from_bc.bc").read_bytes()[:4] == b"BC\xc0\xde"
    dis = shutil.which("llvm-dis-19")
    assert dis is not None
    text = subprocess.run([dis, "-o", "-", str(tmp_path / "from_bc.bc")], check=True,
                          capture_output=True, text=True).stdout
    names = sorted(set(re.findall(r"@(_Z\w+)", text)))
    assert names == sorted(set(re.findall(r"@(_Z\w+)", (tmp_path / "from_text.ll").read_text())))
    assert "_Z5myabsx" in names and "_Z5myabsl" not in names


def test_json_report_of_a_file(tmp_path: Path) -> None:
    path = tmp_path / "m.ll"
    path.write_bytes(MODULE)
    status, out, err = run(["--json", "--long", "32", str(path), "-o", str(tmp_path / "out.ll")])
    assert status == 0 and err == ""
    report = json.loads(out)
    assert report["file"] == str(path)
    assert report["renames"][0] == {"old": "_Z5myabsl", "new": "_Z5myabsx", "line": 3, "defined": True}


def test_unreadable_spirv_and_missing_files_get_one_line(tmp_path: Path) -> None:
    bc = tmp_path / "m.bc"
    bc.write_bytes(b"BC\xc0\xde" + b"\0" * 64)
    status, out, err = run(["--long", "32", str(bc)])
    assert (status, out) == (2, "") and err.count("\n") == 1 and "bitcode" in err
    spv = tmp_path / "m.spv"
    spv.write_bytes(bytes.fromhex("03022307") + b"\0" * 16)
    status, out, err = run(["--long", "32", str(spv)])
    assert (status, out) == (2, "") and err.count("\n") == 1 and "SPIR-V" in err
    status, out, err = run(["--long", "32", str(tmp_path / "missing.ll")])
    assert (status, out) == (2, "") and err.count("\n") == 1


# ----------------------------------------------------- SPIR images' access

def _spir_image_builtins(target: str) -> list[str]:
    from spirmangle.catalogue import overloads

    return sorted({o.mangled for o in overloads(target, "CL2.0", "", "spir") if "ocl_image" in o.mangled})


def test_spir_image_builtins_get_the_access_of_a_real_overload() -> None:
    """SPIR 2.0 does not mangle an image's access; clang does.  Of the 534 SPIR
    image builtins (267 a target), 102 have no read_only overload (write_imagef
    has write_only and read_write ones): each goes to a real overload, and where
    several accesses fit (206), a note says so."""
    from spirmangle import demangle
    from spirmangle.catalogue.lint import catalogue
    from spirmangle.remangler.core import remangle_explained

    no_read_only = several = 0
    for target in ("spir", "spir64"):
        clang = catalogue(target, "CL2.0", "", "clang")
        names = _spir_image_builtins(target)
        assert len(names) == 267
        for name in names:
            c = Conventions(from_dialect="spir", to_dialect="clang", from_target=target)
            new, note = remangle_explained(demangle(name, "spir"), c)
            assert new in clang.by_symbol, (name, new)
            read_only = Conventions(from_dialect="spir", to_dialect="clang", from_target=target,
                                    image_access="read_only")
            if remangle_explained(demangle(name, "spir"), read_only)[0] not in clang.by_symbol:
                no_read_only += 1
            several += note is not None
    assert (no_read_only, several) == (102, 412)


def test_remangle_says_which_access_it_chose() -> None:
    status, out, err = run(["--from-dialect", "spir", "--to-dialect", "clang",
                            "_Z12write_imagef11ocl_image2dDv2_iDv4_f"])
    assert (status, out) == (0, "_Z12write_imagef14ocl_image2d_woDv2_iDv4_f\n")
    assert "images made write_only; read_write would name an overload too" in err
    status, out, err = run(["--from-dialect", "spir", "--to-dialect", "clang", "--image-access",
                            "read_write", "_Z12write_imagef11ocl_image2dDv2_iDv4_f"])
    assert (status, out, err) == (0, "_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f\n", "")
    status, out, err = run(["--from-dialect", "spir", "--to-dialect", "clang",
                            "_Z3foo11ocl_image2d"])  # no builtin: OpenCL C's default
    assert (status, out, err) == (0, "_Z3foo14ocl_image2d_ro\n", "")


def test_json_report_of_a_file_goes_to_stdout(tmp_path: Path) -> None:
    path = tmp_path / "m.ll"
    path.write_bytes(MODULE)
    status, out, err = run(["--json", "--long", "32", str(path)])
    report = json.loads(out)  # stdout is the JSON alone
    assert status == 0 and err == "" and report["file"] == str(path)
    assert {r["old"] for r in report["renames"]} >= {"_Z5myabsl"}


def test_remangle_of_one_builtin_expands_no_whole_catalogue() -> None:
    """A retargeted builtin is found by its name alone (spirmangle.catalogue.named):
    the configurations' catalogues are never expanded whole."""
    from spirmangle.catalogue.lint import Catalogue

    before = Catalogue.overloads
    expanded: list[object] = []

    def spy(self: Catalogue) -> object:  # pragma: no cover - must not run
        expanded.append(self.config)
        return before.fget(self)  # type: ignore[attr-defined]

    Catalogue.overloads = property(spy)  # type: ignore[assignment]
    try:
        assert remangle("_Z6vload4mPU3AS1Kf", to_target="spir") == "_Z6vload4jPU3AS1Kf"
        assert remangle("_Z3foom", to_target="spir") == "_Z3foom"
    finally:
        Catalogue.overloads = before  # type: ignore[assignment]
    assert expanded == []
