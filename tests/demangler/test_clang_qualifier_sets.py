"""clang's OpenCL rule gives a pointee (or an array's element) its address space
in the same qualifier set as its cv-qualifiers: ``const __private int`` is one
candidate, another type than an earlier ``const int``; a function pointee is
``__generic`` in every mode with a generic address space; and no type has two
address spaces.  Readings that break these are no compiler's, so the reader
looks further (the optional phantoms of spirmangle.demangler.opencl).  Found by
tests/opencl/test_prototype_cxx.py's random declarations; each case is checked
against live clang-19 (C++ for OpenCL, with function pointers)."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from spirmangle import demangle, language, mangle, parse_prototype
from spirmangle.demangler.auto_rule import clang_readings
from spirmangle.demangler.unwritable import two_address_spaces
from spirmangle.render.core import format_entity

CLANG = shutil.which("clang-19")
PRELUDE = ("#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable\n"
           "struct Foo {}; enum En { e0 }; template <class T> struct Tpl {};\n")

# (clang source, our text of it)
CASES = [
    # the return type's const __private int, then a pointer to it: PS_
    ("void q1(const __private int (*)(int), const __private int *) {}",
     "q1(const __private int (*)(int), const __private int *)"),
    # PU3AS1S3_ is no __global __generic Foo: the return type's phantom comes first
    ("void q2(__private int (*)(int), Foo *, __global Foo *) {}",
     "q2(__private int (*)(int), Foo *, __global Foo *)"),
    ("void q3(__private int (*)(int), int *, En *, const En *) {}",
     "q3(__private int (*)(int), int *, En *, const En *)"),
    # an array's element: const __private char, not the return type's const char
    ("void q4(const __private char (*)(int), const __private char (&)[2]) {}",
     "q4(const __private char (*)(int), const __private char (&)[2])"),
    # a written const __private return type is another candidate than const Tpl<int>
    ("void q5(const Tpl<int> (*)(int), const __private Tpl<int> (*)(int)) {}",
     "q5(const Tpl<int> (*)(int), const __private Tpl<int> (*)(int))"),
    # a const __private return type, then a member of type const int: another candidate
    ("void q7(int, const __private int (*)(int), const int Foo::*) {}",
     "q7(int, const __private int (*)(int), const int Foo::*)"),
    # the return type's phantom after a function pointee's AS4 one
    ("void q6(int (*)(int), __private int (*)(int)) {}",
     "q6(int (*)(int), __private int (*)(int))"),
]


def _ours(text: str) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021"), classes=["Foo", "En", "Tpl"])
    return mangle(fn, dialect="clang")


def _declared(text: str) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021"), classes=["Foo", "En", "Tpl"])
    return format_entity(fn, "opencl")


def _clang(source: str) -> str:
    assert CLANG is not None
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "t.clcpp"
        path.write_text(PRELUDE + source + "\n", encoding="utf-8")
        done = subprocess.run([CLANG, "-cl-std=clc++2021", "-target", "spir64", "-S", "-emit-llvm",
                               "-o", "-", str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return re.findall(r"define [^@]*@(_Z\w+)", done.stdout)[0]


@pytest.mark.parametrize("source,text", CASES)
def test_the_reading_mangles_back_and_the_declared_one_is_found(source: str, text: str) -> None:
    name = _ours(text)
    if CLANG is not None:
        assert _clang(source) == name
    for dialect in ("auto", "clang"):
        symbol = demangle(name, dialect=dialect)
        printed = symbol.format("opencl")
        assert _ours(printed) == name, (dialect, printed)
    # the declared reading is one the reader finds; where it finds more than one,
    # the name alone cannot choose, and says so
    found = [format_entity(r.entity, "opencl") for r in clang_readings(name)]
    assert _declared(text) in found
    if len(found) > 1:
        assert demangle(name).ambiguous


def test_no_type_has_two_address_spaces() -> None:
    symbol = demangle("_Z2q2PU3AS4FiiEPU3AS43FooPU3AS1S3_")
    assert not two_address_spaces(symbol.entity)
    assert "__global __generic" not in symbol.format("opencl")
    assert symbol.alternative is None or not two_address_spaces(symbol.alternative.entity)


def test_auto_reads_a_private_return_type_as_the_clang_dialect_does() -> None:
    # A campaign name (issue 20): auto's last branch took the plain reading, which does
    # not mangle back (its return type's L1T), while --dialect clang and explain found
    # the canonical one (a __private return type): one reading now, which mangles back.
    name = ("_ZZ1EmPU3AS3Ts1TmENDTLi0EE2x1UlvE_L4span5cxx11IRKoXgtfprVK_Li0EEE3stdIODv5_"
            "mMTe1_FL1TvEE2__E_1")
    auto, clang = demangle(name), demangle(name, dialect="clang")
    assert auto.format("opencl") == clang.format("opencl")
    assert "__private T (enum _::*)(void)" in auto.format("opencl")
    assert mangle(auto.entity, dialect=auto.dialect) == name


def test_either_return_type_may_be_the_private_one() -> None:
    # q6 and its twin with the other function pointee's return type __private: clang-19
    # writes one name for both (neither phantom is spelled, and each is a candidate of its
    # own), so the name alone cannot choose; both readings are as likely and it says so.
    texts = {"q6(int (*)(int), __private int (*)(int))", "q6(__private int (*)(int), int (*)(int))"}
    names = {_ours(text) for text in texts}
    assert len(names) == 1
    if CLANG is not None:
        assert {_clang(source) for source in (
            "void q6(int (*)(int), __private int (*)(int)) {}",
            "void q6(__private int (*)(int), int (*)(int)) {}")} == names
    symbol = demangle(names.pop())
    assert symbol.ambiguous and symbol.alternative is not None
    assert {symbol.format("opencl"), symbol.alternative.format("opencl")} == texts
