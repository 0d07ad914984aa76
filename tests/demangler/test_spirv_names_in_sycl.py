"""Issue 21: ``__spirv_`` names that SYCL code writes.

SPIRV-LLVM-Translator's SPIR-V friendly names (and OpenCL C's) leave a
``__private`` pointee unspelled: ``_Z18__spirv_AtomicIAddPiiii`` takes a private
pointer there (the ``spirv`` dialect).  SYCL's headers (intel/llvm's
sycl/__spirv/spirv_ops.hpp) declare the same builtins for clang's
``-fsycl-is-device``, whose unqualified pointer is the default (generic) address
space and whose ``__private`` is spelled ``U3AS0`` (tests/demangler/test_sycl_dialect.py):
``__spirv_AtomicIAdd(int *P, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag, int)``
is ``_Z18__spirv_AtomicIAddPiN5__spv5Scope4FlagENS0_19MemorySemanticsMask4FlagEi``,
an ``int *`` that is no ``__private int *``.  The ``__spv`` namespace (SYCL's
SPIR-V types, which intel's libclc spells by hand to link with SYCL code) and
the SYCL markers (``AS0``, a ``sycl`` namespace) are evidence of SYCL's rule:
``auto`` reads such a name as SYCL does (the ``itanium`` dialect).  Checked live
with clang-19 on a source that declares them as the headers do."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import demangle, language, mangle, parse_prototype

SOURCE = r"""
#define SYCL_EXTERNAL __attribute__((sycl_device))
#define GLOBAL __attribute__((opencl_global))
#define PRIVATE __attribute__((opencl_private))
namespace __spv {
struct Scope { enum Flag : unsigned { CrossDevice = 0, Device = 1, Workgroup = 2 }; };
struct MemorySemanticsMask { enum Flag : unsigned { None = 0, SequentiallyConsistent = 0x10 }; };
struct StorageClass { enum Flag : unsigned { CrossWorkgroup = 5, Function = 7 }; };
}
extern SYCL_EXTERNAL int __spirv_AtomicIAdd(int *, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag, int);
extern SYCL_EXTERNAL int __spirv_AtomicIAdd(GLOBAL int *, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag, int);
extern SYCL_EXTERNAL GLOBAL void *__spirv_GenericCastToPtrExplicit_ToGlobal(const void *, __spv::StorageClass::Flag);
extern SYCL_EXTERNAL PRIVATE void *__spirv_GenericCastToPtrExplicit_ToPrivate(void *, __spv::StorageClass::Flag);
extern SYCL_EXTERNAL float __spirv_ocl_sincos(float, PRIVATE float *);
extern SYCL_EXTERNAL float __spirv_ocl_fract(float, float *, __spv::Scope::Flag);
SYCL_EXTERNAL void use(GLOBAL int *g, int *p, float *f) {
  __spirv_AtomicIAdd(p, __spv::Scope::Device, __spv::MemorySemanticsMask::None, 1);
  __spirv_AtomicIAdd(g, __spv::Scope::Device, __spv::MemorySemanticsMask::None, 1);
  __spirv_GenericCastToPtrExplicit_ToGlobal(p, __spv::StorageClass::CrossWorkgroup);
  __spirv_GenericCastToPtrExplicit_ToPrivate(p, __spv::StorageClass::Function);
  float x; __spirv_ocl_sincos(1.0f, (PRIVATE float *)&x); __spirv_ocl_fract(1.0f, f, __spv::Scope::Device);
}
"""


def declared_spirv_names(source: str, tmp: Path) -> list[str]:
    """The ``__spirv_`` functions clang-19 ``-fsycl-is-device`` declares for ``source``."""
    clang = shutil.which("clang-19")
    if clang is None:
        pytest.skip("clang-19 is not installed")
    (tmp / "s.cpp").write_text(source)
    ir = subprocess.run([clang, "-Xclang", "-fsycl-is-device", "-std=c++17", "-target", "spir64",
                         "-S", "-emit-llvm", "-o", "-", str(tmp / "s.cpp")],
                        capture_output=True, text=True, check=True).stdout
    return sorted({line.split("@", 1)[1].split("(", 1)[0] for line in ir.splitlines()
                   if line.startswith("declare") and "@_Z" in line and "__spirv_" in line})


@pytest.fixture(scope="module")
def names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    found = declared_spirv_names(SOURCE, tmp_path_factory.mktemp("spirv_sycl"))
    assert len(found) == 6, found
    return found


def test_sycl_spirv_names_read_as_sycl_writes_them(names: list[str]) -> None:
    """Every one reads under SYCL's rule: its text, read back as SYCL code,
    is the name; an unqualified pointer prints no address space."""
    for name in names:
        symbol = demangle(name)
        assert symbol.dialect == "itanium", name
        text = symbol.format("opencl")
        assert "__private" not in text or "U3AS0" in name, (name, text)
        assert mangle(symbol.entity, dialect=symbol.dialect) == name
        again = parse_prototype(text, lang=language("CLC++2021", sycl=True))
        assert mangle(again, dialect="itanium") == name, (name, text)


def test_the_generic_atomic_is_no_private_one(names: list[str]) -> None:
    name = "_Z18__spirv_AtomicIAddPiN5__spv5Scope4FlagENS0_19MemorySemanticsMask4FlagEi"
    assert name in names
    assert demangle(name).format("opencl") == (
        "__spirv_AtomicIAdd(int *, __spv::Scope::Flag, __spv::MemorySemanticsMask::Flag, int)")


def test_the_translators_names_keep_their_rule() -> None:
    """Without SYCL evidence a ``__spirv_`` name is the translator's: an
    unspelled pointee is ``__private``."""
    symbol = demangle("_Z18__spirv_AtomicIAddPiiii")
    assert symbol.dialect == "spirv"
    assert symbol.format("opencl") == "__spirv_AtomicIAdd(__private int *, int, int, int)"
    symbol = demangle("_Z18__spirv_AtomicIAddPU3AS1iii")
    assert symbol.dialect == "spirv"


# DPC++'s own spelling of SPIR-V builtins it calls through a generic pointer (intel/llvm's
# sycl/__spirv headers for -fsycl-is-device: an unqualified pointer is the default, generic,
# address space): its tests call _Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi with a
# `ptr addrspace(4)`.  The translator spells that operand PU3AS4 and writes an unqualified
# pointer only for __private.  The characters cannot tell the two apart.
DPCPP_SOURCE = r"""
#define SYCL_EXTERNAL __attribute__((sycl_device))
#define GLOBAL __attribute__((opencl_global))
extern SYCL_EXTERNAL GLOBAL void *__spirv_GenericCastToPtrExplicit_ToGlobal(void *, int);
extern SYCL_EXTERNAL float __spirv_ocl_fract(float, float *);
template <typename T> extern SYCL_EXTERNAL T __spirv_SubgroupShuffleINTEL(T *, unsigned);
SYCL_EXTERNAL void use(int *p, float *f) {
  __spirv_GenericCastToPtrExplicit_ToGlobal(p, 5);
  __spirv_ocl_fract(1.0f, f);
  __spirv_SubgroupShuffleINTEL<int>(p, 1u);
}
"""


@pytest.fixture(scope="module")
def dpcpp_names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    found = declared_spirv_names(DPCPP_SOURCE, tmp_path_factory.mktemp("spirv_dpcpp"))
    assert len(found) == 3, found
    return found


def test_an_unqualified_pointer_in_a_spirv_name_is_ambiguous(dpcpp_names: list[str]) -> None:
    """Without SYCL evidence the translator's reading stays the default, and the
    name is flagged: SYCL's reading (the declaration's) is the alternative, and
    its text reads back, as SYCL code, to the name."""
    plain = [name for name in dpcpp_names if "SubgroupShuffle" not in name]
    assert plain == ["_Z17__spirv_ocl_fractfPf", "_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi"]
    for name in plain:
        symbol = demangle(name)
        assert symbol.dialect == "spirv"
        assert "__private" in symbol.format("opencl")
        assert symbol.ambiguous, name
        other = symbol.alternative
        assert other is not None and other.dialect == "itanium"
        text = other.format("opencl")
        assert "__private" not in text, text
        again = parse_prototype(text, lang=language("CLC++2021", sycl=True))
        assert mangle(again, dialect="itanium") == name, (name, text)


def test_a_templated_spirv_name_is_no_translators(dpcpp_names: list[str]) -> None:
    """The translator writes no template arguments: a ``__spirv_`` function
    template is SYCL's (or C++'s) and reads by the plain rule."""
    name = "_Z28__spirv_SubgroupShuffleINTELIiET_PS0_j"
    assert name in dpcpp_names
    symbol = demangle(name)
    assert symbol.dialect == "itanium"
    assert "__private" not in symbol.format("opencl")


def test_spirv_names_that_agree_are_not_ambiguous() -> None:
    """Where every pointee is spelled, both rules print the same text."""
    for name in ("_Z18__spirv_AtomicIAddPU3AS1iii", "_Z22__spirv_ControlBarrierjjj",
                 "_Z18__spirv_ocl_printfPU3AS2Kcz"):
        assert not demangle(name).ambiguous, name
