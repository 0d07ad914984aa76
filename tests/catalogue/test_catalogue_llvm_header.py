"""``spirmangle header --lang llvm``: declarations and attributes equal clang's.

* Real kernels (tests/llvm_header_kernels: math, images and samplers, async
  copies and events, atomics, work-group and sub-group functions, pipes and
  device enqueue, vload/vstore, conversions, printf) are compiled with clang-19
  (the LLVM 17+ form) and clang-15 (the LLVM 15 form; with -no-opaque-pointers
  the LLVM 14 form) for several configurations: every ``declare`` of the kernel
  IR equals the header's line for the same symbol, its attribute group resolved
  to its attribute set.  Only LLVM intrinsics and clang's runtime calls
  (``__enqueue_kernel_basic``, ``__read_pipe_2``...) are not builtins.
* Every overload of a configuration, called once from a generated function,
  compiles to the header's declaration (the whole catalogue, per form).
* The catalogue's declarative ``const``/``pure``/``convergent`` attributes equal
  what clang-19's opencl-c.h declares (``__cnfn``, ``__purefn``, ``__conv``).
* The header is valid IR for llvm-as-19 (and llvm-as-15 for the older forms).
"""

from __future__ import annotations

import re
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

import llvm_decls
from llvm_decls import ARM_MACROS, Declared, clang_argv, compile_ir, declarations, which
from spirmangle.catalogue import overloads
from spirmangle.catalogue.header import llvm_declarations
from spirmangle.catalogue.llvm_ir import OPAQUE, TARGET, TYPED, declaration, ir_form
from spirmangle.cli.main import main
from spirmangle.config import language

CLANG19, CLANG15 = which("clang-19"), which("clang-15")
KERNELS = Path(__file__).resolve().parent.parent / "llvm_header_kernels"
NO_GENERIC = "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"

# (target, -cl-std, -cl-ext) the kernels are compiled for, as the clang defaults of spir targets
CONFIGS = {
    "CL1.2_spir": ("spir", "CL1.2", ""),
    "CL2.0_spir": ("spir", "CL2.0", ""),
    "CL2.0_spir64": ("spir64", "CL2.0", ""),
    "CL3.0_spir64": ("spir64", "CL3.0", ""),
    "CL3.0-nogenericas_spir64": ("spir64", "CL3.0", NO_GENERIC),
    "CLC++2021_spir64": ("spir64", "CLC++2021", ""),
}
# the clang of each LLVM form, and the options it needs for it
FORMS = {17: ("clang-19", ()), 15: ("clang-15", ()), 14: ("clang-15", ("-no-opaque-pointers",))}
NOT_BUILTINS = re.compile(r"^(llvm\.|__)")  # intrinsics and clang's runtime calls


def _clang(version: int):
    name, options = FORMS[version]
    path = CLANG19 if name == "clang-19" else CLANG15
    if path is None:
        pytest.skip("%s not installed" % name)
    return path, options


@lru_cache(maxsize=None)
def _catalogue(config: str):
    target, cl_std, cl_ext = CONFIGS[config]
    return tuple(overloads(target, cl_std, cl_ext))


@lru_cache(maxsize=None)
def header(config: str, version: int) -> dict[str, Declared]:
    """The header's declarations of a configuration, by symbol."""
    target, cl_std, cl_ext = CONFIGS[config]
    return declarations(llvm_declarations(_catalogue(config), target, llvm_version=version,
                                          lang=language(cl_std, cl_ext)))


def _compare(theirs: dict[str, Declared], ours: dict[str, Declared]) -> tuple[int, list[str]]:
    """(builtins compared, differences) between clang's declarations and the header's."""
    compared, problems = 0, []
    for symbol, declared in sorted(theirs.items()):
        if symbol not in ours:
            if not NOT_BUILTINS.match(symbol):
                problems.append("%s: not in the header" % symbol)
            continue
        compared += 1
        mine = ours[symbol]
        if declared.text != mine.text:
            problems.append("clang:  %s\nheader: %s" % (declared.text, mine.text))
        if declared.attributes != mine.attributes:
            problems.append("%s attributes\nclang:  { %s }\nheader: { %s }"
                            % (symbol, declared.attributes, mine.attributes))
    return compared, problems


# ------------------------------------------------------------ real kernels

KERNEL_FILES = sorted(p.name for p in KERNELS.glob("*.cl"))
KERNEL_CASES = [(c, v) for c in CONFIGS for v in FORMS if not (c.startswith("CLC++") and v < 17)]


@lru_cache(maxsize=None)
def compiled_kernels(config: str, version: int) -> dict[str, Declared]:
    """The declarations of every kernel file, compiled as one translation unit."""
    clang, options = _clang(version)
    target, cl_std, cl_ext = CONFIGS[config]
    extra = ["-I", str(KERNELS), *options] + (["-cl-ext=" + cl_ext] if cl_ext else [])
    source = "".join('#include "%s"\n' % name for name in KERNEL_FILES)
    done = subprocess.run(clang_argv(clang, target, cl_std, extra) + ["-x", "cl", "-"],
                          input=source, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[:3000]
    return declarations(done.stdout)


@pytest.mark.parametrize("config, version", KERNEL_CASES)
def test_kernel_declarations_equal_the_header(config, version):
    compared, problems = _compare(compiled_kernels(config, version), header(config, version))
    assert not problems, "\n".join(problems[:20])
    assert compared >= 100, compared


def test_the_kernels_cover_every_kind_of_builtin():
    """Images with samplers, events, queues, device events, reserve ids, ndrange_t,
    pointers in every address space, printf, and all three attribute sets."""
    if CLANG19 is None:
        pytest.skip("clang-19 not installed")
    found = compiled_kernels("CL2.0_spir64", 17)
    text = "\n".join(d.text for s, d in found.items() if not NOT_BUILTINS.match(s))
    for piece in ('target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)',   # image2d_t read_only
                  'target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1)',   # write_only
                  'target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2)',   # read_write
                  'target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0)',   # image3d_t
                  'target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0)',   # image2d_array_t
                  'target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0)',   # image1d_buffer_t
                  'target("spirv.Sampler")', 'target("spirv.Event")', 'target("spirv.Queue")',
                  'target("spirv.DeviceEvent")', 'target("spirv.ReserveId")',
                  "sret(%struct.ndrange_t)", "ptr addrspace(1)", "ptr addrspace(2)",
                  "ptr addrspace(3)", "ptr addrspace(4)", "@printf(", "signext", "zeroext"):
        assert piece in text, piece
    attributes = {d.attributes for s, d in found.items() if not NOT_BUILTINS.match(s)}
    assert {TARGET.const, TARGET.pure, TARGET.plain, TARGET.library} <= attributes


# ------------------------------------------------------- the whole catalogue

# every form, 32-bit and 64-bit, generic and named address spaces (the other
# configurations and forms pass too, C++ for OpenCL included: about 7 s each, left
# out for time; the kernels above run on all of them)
CATALOGUE_CASES = [("CL3.0_spir64", 17), ("CL2.0_spir", 15), ("CL1.2_spir", 14)]


@pytest.mark.parametrize("config, version", CATALOGUE_CASES)
def test_every_overload_declares_as_clang_does(config, version, tmp_path):
    clang, options = _clang(version)
    target, cl_std, cl_ext = CONFIGS[config]
    extra = ["-cl-ext=+all", *options] + (["-cl-ext=" + cl_ext] if cl_ext else [])
    extra += ["-D%s=1" % m for m in ARM_MACROS]
    # clang-15's opencl-c.h lacks a few newer builtins (cl_khr_kernel_clock): dropped
    done = compile_ir(clang_argv(clang, target, cl_std, extra),
                      llvm_decls.wrappers(_catalogue(config)), tmp_path,
                      drop_undeclared=version < 17)
    assert done.returncode == 0, done.stderr[:3000]
    theirs = declarations(done.stdout)
    compared, problems = _compare(theirs, header(config, version))
    assert not problems, "%d differences:\n%s" % (len(problems), "\n".join(problems[:20]))
    assert compared >= len(_catalogue(config)) - (20 if version < 17 else 1)


# ----------------------------------------------- attributes: opencl-c.h oracle

_ATTRS = {"ConstAttr": "const", "PureAttr": "pure", "ConvergentAttr": "convergent"}
_FUNCTION = re.compile(r'"kind": "FunctionDecl"')
_MANGLED = re.compile(r'"mangledName": "([^"]*)"')
_ATTR = re.compile(r'"kind": "(ConstAttr|PureAttr|ConvergentAttr)"')


def opencl_c_h_attributes(target: str, cl_std: str) -> dict[str, frozenset[str]]:
    """mangled name -> the const/pure/convergent attributes clang-19's default header
    declares it with (from the AST: ``__cnfn``, ``__purefn``, ``__conv``)."""
    argv = [CLANG19, "-cc1", "-triple", "%s-unknown-unknown" % target, "-cl-std=" + cl_std,
            "-finclude-default-header", "-cl-ext=+all", *("-D%s=1" % m for m in ARM_MACROS),
            "-ast-dump=json", "-x", "cl", "-"]
    dump = subprocess.run(argv, input="", capture_output=True, text=True, check=True).stdout
    found: dict[str, set[str]] = {}
    for chunk in _FUNCTION.split(dump)[1:]:
        m = _MANGLED.search(chunk)
        if m:
            found.setdefault(m.group(1), set()).update(_ATTRS[a] for a in _ATTR.findall(chunk))
    return {k: frozenset(v) for k, v in found.items()}


@pytest.mark.skipif(CLANG19 is None, reason="clang-19 not installed")
@pytest.mark.parametrize("config", ["CL1.2_spir", "CL3.0_spir64"])
def test_catalogue_attributes_are_opencl_c_h_attributes(config):
    target, cl_std, _ = CONFIGS[config]
    clang = opencl_c_h_attributes(target, cl_std)
    wrong = ["%s: catalogue %s, opencl-c.h %s" % (o.mangled, sorted(o.attributes),
                                                   sorted(clang[o.mangled]))
             for o in _catalogue(config)
             if o.mangled in clang and frozenset(o.attributes) != clang[o.mangled]]
    assert not wrong, "\n".join(wrong[:20])
    kinds = {a for o in _catalogue(config) for a in o.attributes}
    assert kinds == {"const", "pure", "convergent"}


# ------------------------------------------------- spellings, without clang

def _one(config: str, symbol: str):
    return next(o for o in _catalogue(config) if o.mangled == symbol)


SPELLINGS = [
    # (config, symbol, LLVM 17 line, LLVM 15 line, LLVM 14 line): clang-19 and clang-15 output
    ("CL2.0_spir64", "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i",
     'declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i('
     'target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), '
     '<2 x i32> noundef) local_unnamed_addr',
     "declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i("
     "ptr addrspace(1), ptr addrspace(2), <2 x i32> noundef) local_unnamed_addr",
     "declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i("
     "%opencl.image2d_ro_t addrspace(1)*, %opencl.sampler_t addrspace(2)*, <2 x i32> noundef) "
     "local_unnamed_addr"),
    ("CL2.0_spir64", "_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event",
     'declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event('
     'ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) '
     'local_unnamed_addr',
     "declare spir_func ptr @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event("
     "ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, ptr) local_unnamed_addr",
     "declare spir_func %opencl.event_t* @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event("
     "float addrspace(3)* noundef, float addrspace(1)* noundef, i64 noundef, %opencl.event_t*) "
     "local_unnamed_addr"),
    ("CL2.0_spir64", "_Z17wait_group_eventsiPU3AS49ocl_event",
     "declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, "
     "ptr addrspace(4) noundef) local_unnamed_addr",
     "declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, "
     "ptr addrspace(4) noundef) local_unnamed_addr",
     "declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, "
     "%opencl.event_t* addrspace(4)* noundef) local_unnamed_addr"),
    ("CL2.0_spir64", "_Z10ndrange_1Dm",
     "declare spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable "
     "sret(%struct.ndrange_t) align 8, i64 noundef) local_unnamed_addr",
     "declare spir_func void @_Z10ndrange_1Dm(ptr sret(%struct.ndrange_t) align 8, i64 noundef) "
     "local_unnamed_addr",
     "declare spir_func void @_Z10ndrange_1Dm(%struct.ndrange_t* sret(%struct.ndrange_t) align 8, "
     "i64 noundef) local_unnamed_addr"),
    ("CL2.0_spir64", "_Z19is_valid_reserve_id13ocl_reserveid",
     'declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid('
     'target("spirv.ReserveId")) local_unnamed_addr',
     "declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) local_unnamed_addr",
     "declare spir_func zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid("
     "%opencl.reserve_id_t*) local_unnamed_addr"),
    ("CL2.0_spir64", "_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_",
     'declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_('
     'target("spirv.Queue"), i32 noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) '
     'local_unnamed_addr',
     "declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_("
     "ptr, i32 noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr",
     "declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_("
     "%opencl.queue_t*, i32 noundef, %opencl.clk_event_t* addrspace(4)* noundef, "
     "%opencl.clk_event_t* addrspace(4)* noundef) local_unnamed_addr"),
    ("CL1.2_spir", "_Z8upsamplech",
     "declare spir_func signext i16 @_Z8upsamplech(i8 noundef signext, i8 noundef zeroext) "
     "local_unnamed_addr",
     "declare spir_func signext i16 @_Z8upsamplech(i8 noundef signext, i8 noundef zeroext) "
     "local_unnamed_addr",
     "declare spir_func signext i16 @_Z8upsamplech(i8 noundef signext, i8 noundef zeroext) "
     "local_unnamed_addr"),
    ("CL1.2_spir", "printf",
     "declare spir_func noundef i32 @printf(ptr addrspace(2) nocapture noundef readonly, ...) "
     "local_unnamed_addr",
     "declare spir_func noundef i32 @printf(ptr addrspace(2) nocapture noundef readonly, ...) "
     "local_unnamed_addr",
     "declare spir_func noundef i32 @printf(i8 addrspace(2)* nocapture noundef readonly, ...) "
     "local_unnamed_addr"),
]


@pytest.mark.parametrize("config, symbol, v17, v15, v14", SPELLINGS)
def test_spellings_per_form(config, symbol, v17, v15, v14):
    o = _one(config, symbol)
    target, cl_std, cl_ext = CONFIGS[config]
    for form, expected in ((TARGET, v17), (OPAQUE, v15), (TYPED, v14)):
        assert declaration(o, target, form, language(cl_std, cl_ext)).text == expected


def test_attribute_sets_per_form():
    assert TARGET.const == ('convergent mustprogress nofree nounwind willreturn memory(none) '
                            '"no-trapping-math"="true" "stack-protector-buffer-size"="8"')
    assert TARGET.plain == ('convergent nounwind "no-trapping-math"="true" '
                            '"stack-protector-buffer-size"="8"')
    assert OPAQUE.pure == TYPED.pure == (
        'convergent mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" '
        '"no-trapping-math"="true" "stack-protector-buffer-size"="8"')
    assert OPAQUE.plain == ('convergent "frame-pointer"="none" "no-trapping-math"="true" '
                            '"stack-protector-buffer-size"="8"')
    barrier = _one("CL1.2_spir", "_Z7barrierj")
    assert declaration(barrier, "spir", TARGET).attributes == TARGET.plain
    assert "convergent" in barrier.attributes
    assert declaration(_one("CL1.2_spir", "_Z3sinf"), "spir", TARGET).attributes == TARGET.const
    assert declaration(_one("CL1.2_spir", "_Z6vload4jPU3AS1Kf"), "spir", TARGET).attributes \
        == TARGET.pure


def test_cxx_returns_are_noundef():
    o = _one("CLC++2021_spir64", "_Z3sinf")
    text = declaration(o, "spir64", TARGET, language("CLC++2021")).text
    assert text == "declare spir_func noundef float @_Z3sinf(float noundef) local_unnamed_addr"


@pytest.mark.parametrize("version, form", [(10, TYPED), (14, TYPED), (15, OPAQUE), (16, OPAQUE),
                                           (17, TARGET), (19, TARGET), (25, TARGET)])
def test_llvm_versions_map_onto_three_forms(version, form):
    assert ir_form(version) is form


# --------------------------------------------------------------------- CLI


def _run(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_cli_llvm_versions(capsys):
    status, out17, _ = _run(capsys, "header", "--lang", "llvm", "--cl-std", "CL1.2",
                            "--target", "spir")
    assert status == 0
    lines = out17.splitlines()
    assert 'target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-' \
           'v256:256-v512:512-v1024:1024-G1"' in lines
    sin = next(line for line in lines if "@_Z3sinf(" in line)
    group = re.search(r"#(\d+)$", sin).group(1)
    assert "attributes #%s = { %s }" % (group, TARGET.const) in lines
    assert "%opencl" not in out17
    _, out14, _ = _run(capsys, "header", "--lang", "llvm", "--llvm-version", "14",
                       "--cl-std", "CL1.2", "--target", "spir")
    assert "%opencl.image2d_ro_t = type opaque" in out14.splitlines()
    assert "%opencl.event_t = type opaque" in out14.splitlines()
    assert "readnone" in out14 and "memory(none)" not in out14
    _, out16, _ = _run(capsys, "header", "--lang", "llvm", "--llvm-version", "16",
                       "--cl-std", "CL1.2", "--target", "spir")
    assert "%opencl" not in out16 and "target(" not in out16 and "ptr addrspace(1)" in out16


def test_cli_llvm_version_needs_llvm(capsys):
    status, _, err = _run(capsys, "header", "--llvm-version", "15")
    assert status == 2 and "--llvm-version applies to --lang llvm" in err


# ------------------------------------------------------------ valid IR


# (test_catalogue_tools.py assembles the 17 form of every committed table's configuration)
@pytest.mark.parametrize("version, assembler, config, dialect", [
    (17, "llvm-as-19", "CL3.0_spir64", "clang"),
    *((v, "llvm-as-15", c, d) for v in (15, 14)
      for c, d in (("CL3.0_spir64", "clang"), ("CL1.2_spir", "clang"), ("CL2.0_spir64", "spir")))])
def test_header_is_valid_ir(version, assembler, config, dialect, tmp_path):
    if which(assembler) is None:
        pytest.skip("%s not installed" % assembler)
    target, cl_std, cl_ext = CONFIGS[config]
    found = overloads(target, cl_std, cl_ext, dialect) if dialect != "clang" else _catalogue(config)
    path = tmp_path / "header.ll"
    path.write_text(llvm_declarations(found, target, config, version, language(cl_std, cl_ext)))
    done = subprocess.run([assembler, "-o", "/dev/null", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[:2000]


def test_readme_example(capsys):
    """The catalogue page's LLVM IR header example is the command's output."""
    page = (Path(__file__).resolve().parent.parent.parent / "docs" / "catalogue.md").read_text(encoding="utf-8")
    section = page[page.index("## LLVM IR headers"):]
    block = re.search(r"\n    \$ spirmangle (header [^|\n]*?) \|[^\n]*\n((?:    [^\n]*\n)+)", section)
    assert block
    _, out, _ = _run(capsys, *block.group(1).split())
    for line in block.group(2).splitlines():
        assert line[4:] in out.splitlines()
