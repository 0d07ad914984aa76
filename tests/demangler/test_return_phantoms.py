"""A function pointer's return type written ``__private`` (clang's
``__cl_clang_function_pointers`` extension, C++ for OpenCL and OpenCL C 2.0):
clang's ``mangleQualifiers`` writes nothing for it, but the qualified type is a
substitution candidate of its own, before the parameters' (an optional phantom
nothing in the name marks, spirmangle.demangler.opencl.OptionalPhantoms.fn_return).
Only the numbering shows it, so the reader finds it where the reading without it
refers past the table or is not what clang writes."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from spirmangle import DemangleError, demangle, language, mangle, parse_prototype

CLANG = shutil.which("clang-19")

# (source declaration, opencl-style text of the symbol clang writes)
CASES = [
    ("void g5(__private int (*)(int), __private int (*)(int))",
     "g5(__private int (*)(int), __private int (*)(int))"),
    ("void g6(int (*)(int), __private int (*)(int), int (*)(int))",
     "g6(int (*)(int), __private int (*)(int), int (*)(int))"),
    ("void h5(__private float (*)(int), float *, __private float (*)(int))",
     "h5(__private float (*)(int), __generic float *, __private float (*)(int))"),
    ("void h7(__global int (*)(int), __global int (*)(int))",
     "h7(__global int (*)(int), __global int (*)(int))"),
    # A pointer to that return type after it (PS_): in every OpenCL mode with a generic
    # address space clang gives a function pointer's pointee AS4 (U3AS4F), so the
    # reading of PS_ as a pointer to the bare function type is not clang's.
    ("void h3(__private int (*)(int), __private int *)",
     "h3(__private int (*)(int), __private int *)"),
    ("void h4(__private int (*)(int), int *, __private int *)",
     "h4(__private int (*)(int), __generic int *, __private int *)"),
]


def _clang_names(declarations: list[str]) -> list[str]:
    assert CLANG is not None
    source = "#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable\n" + "".join(
        "%s {}\n" % d for d in declarations)
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "t.clcpp"
        path.write_text(source, encoding="utf-8")
        done = subprocess.run([CLANG, "-cl-std=clc++2021", "-target", "spir64", "-S", "-emit-llvm",
                               "-o", "-", str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return re.findall(r"define [^@]*@(_Z\w+)", done.stdout)


def _ours(text: str) -> str:
    return mangle(parse_prototype(text, lang=language("CLC++2021")), dialect="clang")


@pytest.mark.parametrize("source,text", CASES)
def test_a_private_return_type_is_read_by_its_numbering(source: str, text: str) -> None:
    name = _ours(text)
    symbol = demangle(name)
    assert symbol.format("opencl") == text
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    if CLANG is not None:
        assert _clang_names([source]) == [name]


def test_the_reading_without_it_stays_where_nothing_shows_it() -> None:
    # Both declarations are _Z2g1PU3AS4FiiE: the unwritten one is what programs write.
    assert demangle("_Z2g1PU3AS4FiiE").format("opencl") == "g1(int (*)(int))"


def test_a_bare_function_pointee_beside_an_as4_one_is_not_clangs() -> None:
    # _Z2h3PU3AS4FiiEPS_ read with PS_ a pointer to the bare FiiE would be
    # h3(int (*)(int), int (*)(int)); clang writes that one _Z2h3PU3AS4FiiES1_.
    assert demangle("_Z2h3PU3AS4FiiES1_").format("opencl") == "h3(int (*)(int), int (*)(int))"
    if CLANG is not None:
        assert _clang_names(["void h3(int (*)(int), int (*)(int))"]) == ["_Z2h3PU3AS4FiiES1_"]
    # OpenCL C 1.2 has no generic address space: its function pointees are bare, and
    # PS_ is a pointer to the function type there (clang-19 -cl-std=CL1.2).
    assert demangle("_Z2h3PFiiEPS_").format("opencl") == "h3(int (*)(int), int (*)(int))"


def test_no_return_phantom_in_a_name_without_opencl_markers() -> None:
    # libiberty's _Z1fM1AFivEPS0_ (a member function type's substitution, refused by
    # design) is no C++ for OpenCL name: no __private return type reads it.
    with pytest.raises(DemangleError):
        demangle("_Z1fM1AFivEPS0_")
