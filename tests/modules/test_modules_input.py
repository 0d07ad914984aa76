"""Reading modules without any tool: SPIR-V word streams built by hand, LLVM IR text,
format detection, the bitcode readers' fallbacks, and `check`/`symbols`/`demangle`
on them (see test_check_kernels.py for modules compiled by clang)."""

from __future__ import annotations

import io
import json
import struct
import sys
import types

import pytest

from spirmangle.cli import streams as cli_io
from spirmangle.modules import input as modules_input
from spirmangle.cli.main import main
from spirmangle.modules.input import ModuleInputError, detect_format, read_ir, read_module
from spirmangle.modules.spirv_module import SpirvError, opencl_std_name, read_spirv, source_cl_std

# ------------------------------------------------------------ word streams


def string_words(text: str) -> list[int]:
    """A SPIR-V literal string: UTF-8, zero-terminated, padded, four bytes a word."""
    data = text.encode() + b"\0"
    data += b"\0" * (-len(data) % 4)
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def op(opcode: int, *operands: object) -> list[int]:
    words: list[int] = []
    for o in operands:
        words += string_words(o) if isinstance(o, str) else [int(o)]  # type: ignore[call-overload]
    return [(len(words) + 1) << 16 | opcode] + words


def module(*instructions: list[int], big_endian: bool = False, bound: int = 100) -> bytes:
    words = [0x07230203, 0x00010000, 0, bound, 0] + [w for i in instructions for w in i]
    return struct.pack("%s%dI" % (">" if big_endian else "<", len(words)), *words)


# ids: 1 OpenCL.std, 2 void, 3 fn type, 10 kernel, 11 helper, 12 import, 13 unnamed, 14 float
KERNEL_MODULE = module(
    op(17, 4), op(17, 5), op(17, 6),                       # OpCapability Addresses Linkage Kernel
    op(11, 1, "OpenCL.std"),                               # OpExtInstImport
    op(14, 2, 2),                                          # OpMemoryModel Physical64 OpenCL
    op(15, 6, 10, "k", ),                                  # OpEntryPoint Kernel %10 "k"
    op(3, 3, 200000),                                      # OpSource OpenCL_C 200000
    op(5, 10, "k"), op(5, 11, "_Z6helperf"), op(5, 12, "ignored_opname"),
    op(71, 11, 41, "_Z6helperf", 0),                       # LinkageAttributes Export
    op(71, 12, 41, "_Z7no_suchi", 1),                      # LinkageAttributes Import
    op(19, 2), op(22, 14, 32), op(33, 3, 2),               # void, float, fn type
    op(54, 2, 12, 0, 3), op(56),                           # the import: no body
    op(54, 2, 11, 0, 3), op(248, 20), op(12, 14, 21, 1, 57, 22), op(253), op(56),
    op(54, 2, 10, 0, 3), op(248, 30), op(57, 2, 31, 12), op(57, 2, 32, 11),
    op(12, 14, 33, 1, 30, 34), op(253), op(56),
    op(54, 2, 13, 0, 3), op(248, 40), op(253), op(56),
)


def test_read_spirv_functions_and_module_facts():
    m = read_spirv(KERNEL_MODULE)
    assert (m.addressing, m.memory_model, m.source_language, m.source_version) == (
        "Physical64", "OpenCL", "OpenCL_C", 200000)
    assert m.version == (1, 0) and m.ext_imports == ("OpenCL.std",)
    assert [(f.name, f.defined, f.linkage, f.kernel, f.called) for f in m.functions] == [
        ("_Z7no_suchi", False, "import", False, True),   # the linkage name wins over OpName
        ("_Z6helperf", True, "export", False, True),
        ("k", True, "", True, False),
        ("%13", True, "", False, False),
    ]
    assert m.ext_instructions == (("OpenCL.std", "fract"), ("OpenCL.std", "sin"))


def test_read_spirv_either_byte_order():
    assert read_spirv(module(*_body(KERNEL_MODULE), big_endian=True)) == read_spirv(KERNEL_MODULE)


def _body(data: bytes) -> list[list[int]]:
    words = list(struct.unpack("<%dI" % (len(data) // 4), data))[5:]
    return [words]


@pytest.mark.parametrize("data, message", [
    (KERNEL_MODULE[:-2], "not a whole number of 32-bit words"),
    (KERNEL_MODULE[:16], "shorter than its 5-word header"),
    (module([0x00000011]), "word count of 0"),
    (module([0x00050005, 1]), "runs past the end"),
    (module([0x00030005, 1, 0x41414141]), "without its terminating zero"),
])
def test_read_spirv_malformed(data, message):
    with pytest.raises(SpirvError, match=message):
        read_spirv(data)


def test_source_versions_and_opencl_std_names():
    assert source_cl_std("OpenCL_C", 102000) == "CL1.2"
    assert source_cl_std("OpenCL_C", 300000) == "CL3.0"
    assert source_cl_std("CPP_for_OpenCL", 202100000) == "CLC++2021"
    assert source_cl_std("CPP_for_OpenCL", 100000) == "CLC++1.0"
    assert source_cl_std("GLSL", 450) is None and source_cl_std("OpenCL_C", None) is None
    assert (opencl_std_name(30), opencl_std_name(184), opencl_std_name(204)) == ("fract", "printf", "u_mad_hi")
    assert opencl_std_name(120) == "op120"


def test_opencl_std_table_is_the_grammar():
    from pathlib import Path

    from spirmangle.modules.spirv_module import OPENCL_STD

    grammar = Path("/usr/include/spirv/unified1/extinst.opencl.std.100.grammar.json")
    if not grammar.is_file():
        pytest.skip("spirv-headers not installed (%s)" % grammar)
    data = json.loads(grammar.read_text())
    assert OPENCL_STD == {i["opcode"]: i["opname"] for i in data["instructions"]}


# ------------------------------------------------------------ formats


@pytest.mark.parametrize("head, kind", [
    (b"BC\xc0\xde\x35\x14", "llvm-bitcode"),
    (b"\xde\xc0\x17\x0b\x00\x00", "llvm-bitcode"),
    (KERNEL_MODULE[:8], "spirv"),
    (struct.pack(">I", 0x07230203), "spirv"),
    (b"; ModuleID = 'x'\n", "llvm-ir"),
    (b"declare void @f() ; \xff\xfe\n", "llvm-ir"),
])
def test_detect_format(head, kind):
    assert detect_format(head) == kind


@pytest.mark.parametrize("head, message", [
    (b"", "empty input"),
    (b"\x7fELF\x02\x01\x01\x00", "an ELF object or executable"),
    (b"!<arch>\n", "an ar archive"),
    (b"define void @f()\x00\n", "binary data of unknown format"),
    (bytes(range(1, 32)) * 4, "binary data of unknown format"),
])
def test_detect_format_errors(head, message):
    with pytest.raises(ModuleInputError, match=message):
        detect_format(head)


# ------------------------------------------------------------ LLVM IR text

IR = """\
; ModuleID = 'k.cl'
target triple = "spir-unknown-unknown"

define internal spir_func float @_Z6helperf(float %x) {
  %r = call spir_func float @"_Z3sinf"(float %x)
  ret float %r
}
; call void @_Z9commentedv()
define spir_kernel void @k() {
  call void @llvm.lifetime.start.p0(i64 4, ptr null)
  %a = call spir_func float @_Z6helperf(float 1.0)
  call spir_func void @_Z7no_suchi(i32 1)
  ret void
}
define linkonce_odr spir_func void @_Z4tmplIiEvT_(i32 %x) {
  ret void
}
declare spir_func float @_Z3sinf(float)
declare void @llvm.lifetime.start.p0(i64, ptr)

!opencl.ocl.version = !{!0}
!opencl.spir.version = !{!1}
!0 = !{i32 1, i32 2}
!1 = !{i32 2, i32 0}
"""


def test_read_ir_functions_and_module_facts():
    info = read_ir(IR.splitlines(), "k.ll")
    assert (info.format, info.target, info.triple, info.cl_std, info.source) == (
        "llvm-ir", "spir", "spir-unknown-unknown", "CL1.2", "OpenCL C 1.2")
    assert [(f.name, f.defined, f.linkage, f.kernel, f.called, f.line) for f in info.functions] == [
        ("_Z6helperf", True, "internal", False, True, 4),
        ("_Z3sinf", False, "import", False, True, 5),
        ("k", True, "export", True, False, 9),
        ("_Z7no_suchi", False, "", False, True, 12),
        ("_Z4tmplIiEvT_", True, "linkonce_odr", False, False, 15),
    ]


def test_read_ir_versions():
    cxx = "!opencl.ocl.version = !{!1}\n!opencl.cxx.version = !{!2}\n!1 = !{i32 3, i32 0}\n!2 = !{i32 2021, i32 0}\n"
    info = read_ir(cxx.splitlines(), "x.ll")
    assert (info.cl_std, info.source, info.target) == ("CLC++2021", "C++ for OpenCL 2021", None)
    spir_only = "!opencl.spir.version = !{!0}\n!0 = !{i32 2, i32 0}\n"
    assert read_ir(spir_only.splitlines(), "x.ll").cl_std == "CL2.0"
    odd = 'target triple = "spir64-unknown-unknown"\n!opencl.ocl.version = !{!0}\n!0 = !{i32 2, i32 2}\n'
    info = read_ir(odd.splitlines(), "x.ll")
    assert (info.cl_std, info.source, info.target) == (None, "OpenCL C 2.2", "spir64")
    assert read_ir(['target triple = "x86_64-pc-linux-gnu"'], "x.ll").target == "x86_64"
    assert read_ir(['target triple = "nvptx64-nvidia-cuda"'], "x.ll").target is None


def test_text_that_is_not_ir():
    with pytest.raises(ModuleInputError, match="text that is not LLVM IR"):
        read_module(io.BytesIO(b"kernel void k(void) {}\n"), "k.cl")


def test_read_module_streams_long_text():
    body = b"".join(b"declare void @_Z1fi%d(i32)\n" % i for i in range(20000))  # > one chunk
    info = read_module(io.BytesIO(body + b"declare void @last()"), "big.ll")
    assert len(info.functions) == 20001 and info.functions[-1].name == "last"
    assert info.functions[-1].line == 20001


# ------------------------------------------------------------ bitcode readers

BITCODE = b"BC\xc0\xde" + b"\x00" * 12


def test_bitcode_without_any_reader(monkeypatch):
    monkeypatch.setattr(modules_input, "llvm_dis_tools", lambda: [])
    monkeypatch.setitem(sys.modules, "llvmlite", None)
    with pytest.raises(ModuleInputError) as exc:
        read_module(io.BytesIO(BITCODE), "k.bc")
    assert str(exc.value) == modules_input.BITCODE_INSTALL_HINT
    assert "llvm-dis" in str(exc.value) and "spirmangle[bitcode]" in str(exc.value)


def test_bitcode_through_llvmlite(monkeypatch):
    seen = []

    def parse_bitcode(data: bytes) -> str:
        seen.append(data)
        return IR

    fake = types.ModuleType("llvmlite")
    fake.binding = types.SimpleNamespace(parse_bitcode=parse_bitcode)  # type: ignore[attr-defined]
    monkeypatch.setattr(modules_input, "llvm_dis_tools", lambda: [])
    monkeypatch.setitem(sys.modules, "llvmlite", fake)
    info = read_module(io.BytesIO(BITCODE), "k.bc")
    assert seen == [BITCODE]
    assert (info.format, info.reader, info.cl_std) == ("llvm-bitcode", "llvmlite", "CL1.2")
    assert all(f.line == 0 for f in info.functions)  # the disassembly's lines are not the file's


def test_bitcode_that_no_reader_reads(monkeypatch, tmp_path):
    tool = tmp_path / "llvm-dis-99"
    tool.write_text("#!/bin/sh\necho 'llvm-dis-99: error: Invalid bitcode signature' >&2\nexit 1\n")
    tool.chmod(0o755)
    monkeypatch.setattr(modules_input, "llvm_dis_tools", lambda: [str(tool)])
    monkeypatch.setitem(sys.modules, "llvmlite", None)
    with pytest.raises(ModuleInputError, match=r"no disassembler here reads \(llvm-dis-99: "
                                               r"llvm-dis-99: error: Invalid bitcode signature\)"):
        read_module(io.BytesIO(BITCODE), "k.bc")


def test_llvm_dis_tools_order(monkeypatch, tmp_path):
    for name in ("llvm-dis-14", "llvm-dis-19", "llvm-dis-17", "llvm-dis", "llvm-dis-x"):
        path = tmp_path / name
        path.write_text("#!/bin/sh\n")
        path.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert [p.rsplit("/", 1)[1] for p in modules_input.llvm_dis_tools()] == [
        "llvm-dis-19", "llvm-dis", "llvm-dis-17", "llvm-dis-14"]


# ------------------------------------------------------------ the commands


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_check_spirv_module_by_hand(capsys, tmp_path):
    path = tmp_path / "k.spv"
    path.write_bytes(KERNEL_MODULE)
    status, out, err = run(capsys, "check", str(path))
    assert status == 1 and err == ""
    assert out.splitlines()[0] == "%s: unknown builtin _Z7no_suchi" % path
    status, out, _ = run(capsys, "check", "--json", str(path))
    [report] = json.loads(out)
    assert report["format"] == "spirv"
    assert report["configuration"] == {"target": "spir64", "cl_std": "CL2.0", "cl_ext": "",
                                       "dialect": "clang", "from_module": ["target", "cl_std"]}
    assert [f["symbol"] for f in report["findings"]] == ["_Z7no_suchi"]
    assert report["findings"][0]["line"] is None and report["error"] is None


def test_check_module_configuration_and_flags(capsys, tmp_path):
    path = tmp_path / "cl12.ll"
    path.write_text('target triple = "spir-unknown-unknown"\n'
                    "declare spir_func <4 x float> @_Z5fractDv4_fPS_(<4 x float>, ptr)\n"
                    "!opencl.ocl.version = !{!0}\n!0 = !{i32 1, i32 2}\n")
    assert run(capsys, "check", str(path)) == (0, "", "")
    status, out, _ = run(capsys, "check", "--cl-std", "CL2.0", str(path))  # flags win
    assert status == 1 and out.startswith("%s:2: unknown builtin _Z5fractDv4_fPS_\n" % path)
    status, out, _ = run(capsys, "check", "--json", "--target", "spir64", str(path))
    assert json.loads(out)[0]["configuration"]["from_module"] == ["cl_std"]


def test_check_several_files_and_errors(capsys, tmp_path):
    good, bad, empty, elf = (tmp_path / n for n in ("good.ll", "bad.spv", "empty.ll", "a.out"))
    good.write_text("declare spir_func float @_Z3sinf(float)\n")
    bad.write_bytes(KERNEL_MODULE)
    empty.write_bytes(b"")
    elf.write_bytes(b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 56)
    status, out, err = run(capsys, "check", str(good), str(bad))
    assert status == 1 and out.splitlines()[0] == "%s: unknown builtin _Z7no_suchi" % bad
    status, out, err = run(capsys, "check", str(good), str(empty), str(elf), str(tmp_path / "none.ll"))
    assert status == 2 and out == ""
    assert err.splitlines() == [
        "error: %s: empty input: not an LLVM IR, LLVM bitcode or SPIR-V module" % empty,
        "error: %s: an ELF object or executable, not an LLVM IR, LLVM bitcode or SPIR-V module" % elf,
        "error: %s: No such file or directory" % (tmp_path / "none.ll")]
    status, out, _ = run(capsys, "check", "--json", str(good), str(elf))
    assert status == 2
    assert [(r["path"], r["error"] is None) for r in json.loads(out)] == [(str(good), True), (str(elf), False)]


def test_check_malformed_spirv(capsys, tmp_path):
    path = tmp_path / "cut.spv"
    path.write_bytes(KERNEL_MODULE[:-12])  # OpLabel cut in two
    status, out, err = run(capsys, "check", str(path))
    assert (status, out) == (2, "")
    assert err.startswith("error: %s: malformed SPIR-V: instruction at word " % path)
    assert len(err.splitlines()) == 1


def test_check_judges_spirv_friendly_names_by_what_builtins_become(capsys, tmp_path):
    path = tmp_path / "spv-ir.ll"
    path.write_text("declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)\n"
                    "declare spir_func float @_Z15__spirv_ocl_sinf(float)\n"
                    "declare spir_func float @_Z15__spirv_ocl_sonf(float)\n"
                    "declare spir_func void @_Z7no_suchi(i32)\n")
    status, out, err = run(capsys, "check", str(path))
    lines = out.splitlines()
    assert status == 1 and err == ""
    assert lines[0] == "%s:4: unknown builtin _Z7no_suchi" % path
    assert lines[1] == "%s:3: unknown SPIR-V friendly builtin _Z15__spirv_ocl_sonf" % path
    status, out, err = run(capsys, "check", "--json", str(path))
    report = json.loads(out)[0]
    assert [f["symbol"] for f in report["spirv_findings"]] == ["_Z15__spirv_ocl_sonf"]
    assert err == ""


def test_check_judges_only_global_functions(capsys, tmp_path):
    path = tmp_path / "cxx.ll"
    path.write_text("declare spir_func float @_ZN3img5scaleEf(float)\n"
                    "declare spir_func void @_ZdlPv(ptr)\ndeclare void @external_c(i32)\n"
                    "!opencl.cxx.version = !{!0}\n!0 = !{i32 2021, i32 0}\n")
    assert run(capsys, "check", str(path)) == (0, "", "")


def test_check_stdin_spirv(capsys, monkeypatch):
    monkeypatch.setattr(cli_io, "stdin", lambda: io.BytesIO(KERNEL_MODULE))
    status, out, _ = run(capsys, "check", "-")
    assert status == 1 and out.startswith("<stdin>: unknown builtin _Z7no_suchi\n")


def test_symbols_text_and_json(capsys, tmp_path):
    path = tmp_path / "k.spv"
    path.write_bytes(KERNEL_MODULE)
    status, out, _ = run(capsys, "symbols", str(path))
    assert status == 0
    assert out.splitlines() == [
        "%s: SPIR-V, target spir64 (Physical64 addressing), OpenCL C 2.0" % path,
        "  declared  import               _Z7no_suchi  no_such(int)",
        "  defined   export               _Z6helperf  helper(float)",
        "  defined   -            kernel  k",
        "  defined   -                    %13",
        "  OpenCL.std builtins (extended instructions, not named in SPIR-V): fract sin",
    ]
    status, out, _ = run(capsys, "symbols", "--json", "--style", "llvm", str(path))
    [data] = json.loads(out)
    assert data["functions"][0] == {"name": "_Z7no_suchi", "demangled": "no_such(int)", "defined": False,
                                    "linkage": "import", "kernel": False, "called": True, "line": None}
    assert data["ext_instructions"] == [{"set": "OpenCL.std", "name": "fract"},
                                        {"set": "OpenCL.std", "name": "sin"}]


def test_symbols_ir_and_errors(capsys, tmp_path):
    path, bad = tmp_path / "k.ll", tmp_path / "x.bin"
    path.write_text(IR)
    bad.write_bytes(b"\x00\x01\x02\x03")
    status, out, err = run(capsys, "symbols", str(path), str(bad))
    assert status == 2
    assert out.splitlines()[:3] == [
        "%s: LLVM IR, target spir-unknown-unknown, OpenCL C 1.2" % path,
        "  defined   internal             _Z6helperf  helper(float)",
        "  declared  import               _Z3sinf  float sin(float)"]
    assert err == "error: %s: binary data of unknown format, not an LLVM IR, LLVM bitcode or SPIR-V module\n" % bad


@pytest.mark.parametrize("data, kind", [(KERNEL_MODULE, "SPIR-V"), (BITCODE, "LLVM bitcode")])
@pytest.mark.parametrize("peekable", [False, True])
def test_demangle_filter_refuses_binary_modules(capsys, monkeypatch, data, kind, peekable):
    def stdin():
        return io.BufferedReader(io.BytesIO(data)) if peekable else io.BytesIO(data)

    monkeypatch.setattr(cli_io, "stdin", stdin)
    for argv in (["demangle"], ["demangle", "--json"]):
        status, out, err = run(capsys, *argv)
        assert (status, out) == (2, "")
        assert err == ("error: <stdin> is %s, not text: use `spirmangle symbols FILE` to list "
                       "its functions demangled\n" % kind)


@pytest.mark.parametrize("peekable", [False, True])
def test_demangle_filter_still_copies_text(capsys, monkeypatch, peekable):
    data = b"_Z1fv\x00 @_Z3sinf(\n"
    monkeypatch.setattr(cli_io, "stdin",
                        lambda: io.BufferedReader(io.BytesIO(data)) if peekable else io.BytesIO(data))
    assert run(capsys, "demangle") == (0, "f(void)\x00 @float sin(float)(\n", "")


def test_check_names_the_builtin_a_misspelt_name_means(capsys, tmp_path):
    path = tmp_path / "typo.ll"
    path.write_text("declare spir_func i64 @_Z11get_groupidj(i32)\ndeclare void @_Z7no_suchi(i32)\n")
    status, out, _ = run(capsys, "check", str(path))
    assert status == 1
    assert out.splitlines() == [
        "%s:1: unknown builtin _Z11get_groupidj" % path,
        "%s:1: note: closest overload: _Z12get_group_idj  size_t get_group_id(uint dimindx)" % path,
        "%s:2: unknown builtin _Z7no_suchi" % path]


def test_mutated_spirv_is_read_or_refused_in_one_line():
    import random

    rng = random.Random(11)
    for _ in range(400):
        data = bytearray(KERNEL_MODULE)
        for _ in range(rng.randint(1, 6)):
            at = rng.randrange(4, len(data))  # keep the magic: every mutant is read as SPIR-V
            data[at] = rng.randrange(256)
        if rng.random() < 0.2:
            del data[rng.randrange(20, len(data)):]
        try:
            info = read_module(io.BytesIO(bytes(data)), "m.spv")
        except ModuleInputError as exc:
            assert "\n" not in str(exc) and str(exc).startswith("malformed SPIR-V: ")
        else:
            assert info.format == "spirv"
