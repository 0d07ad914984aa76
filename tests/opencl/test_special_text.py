"""Special names and variables read from C++ text (issue 25, the refusal class after
clone suffixes and ABI tags): ``vtable for A``, ``typeinfo for T``, ``guard variable
for f()::x``, ``ns::x``... as the opencl style prints them, and as clang-19 names
the ones a small C++ source defines."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_declaration, parse_prototype
from spirmangle.cli.main import main
from spirmangle.model import SpecialName, Variable

CLANG = shutil.which("clang-19")
SYCL = language("CLC++2021", sycl=True)
OPENCL = language("CLC++2021")


def read(text: str, lang: object = SYCL, classes: tuple[str, ...] = ()) -> str:
    entity, suffix = parse_declaration(text, lang=lang, classes=classes)  # type: ignore[arg-type]
    return mangle(entity, dialect="itanium" if lang is SYCL else "clang") + suffix


@pytest.mark.parametrize("name", [
    "_ZTVN2ns1AE", "_ZTV1A", "_ZTT1A", "_ZTI1SB1t", "_ZTIi", "_ZTSN2ns1AE", "_ZTIKi",
    "_ZTIN12_GLOBAL__N_110PPCOperandE", "_ZGVZN1A1fEvE1x", "_ZTHN1A1xE", "_ZTWN1A1xE",
    "_ZN2ns1xE", "_Z13FLAGS_fromenvB5cxx11", "_ZZN1A1fEvE1x", "_ZN2ns3varIiEE",
    "_ZGTtNSt11logic_errorC1EPKc", "_ZGTnN1A1fEv", "_ZTIN2ns1AE.cold",
    # static: the outermost function's internal linkage (ZL1fvE), in every reader
    "_ZZL1fvE1x", "_ZGVZL1fvE1x", "_ZZL1fvEN1A1gEv",
    # local to a method with qualifiers on this: A::f(void) const &::x
    "_ZZNK1A1fEvE1x", "_ZZNKR1A1fEvE1x", "_ZGVZNK1A1fEvE1x", "_ZZNK1A1fEvEN1B1gEv",
])
def test_special_names_and_variables_come_back(name: str) -> None:
    """(as bench/measure_text_roundtrip.py reads them: as SYCL, then as C++ for OpenCL)"""
    symbol = demangle(name)
    text = symbol.format("opencl")
    assert name in (read(text, SYCL), read(text, OPENCL)), text
    if read(text, SYCL) == name:
        assert parse_declaration(text, lang=SYCL).entity == symbol.entity


def test_gnu_spellings_and_a_class_after_vtable() -> None:
    assert read("TLS init function for A::x") == "_ZTHN1A1xE"
    assert read("TLS wrapper function for A::x") == "_ZTWN1A1xE"
    assert read("vtable for Foo;") == "_ZTV3Foo"  # (only a class has a vtable)
    assert isinstance(parse_declaration("VTT for Foo", lang=SYCL).entity, SpecialName)
    assert isinstance(parse_declaration("ns::x", lang=SYCL).entity, Variable)


@pytest.mark.parametrize("text, column, message", [
    ("typeinfo for Flaot", 14, "unknown type name 'Flaot'"),
    ("non-virtual thunk to A::f()", 1, "no call offsets"),
    ("virtual thunk to A::f()", 1, "no call offsets"),
    ("foo", 1, "a variable at namespace scope is not mangled"),
    ("vtable for A::f()", 16, "unexpected '('"),
    ("guard variable for", 19, "expected a name"),
])
def test_errors_are_precise(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError, match=re.escape(message)) as info:
        parse_declaration(text, lang=SYCL)
    assert info.value.column == column, str(info.value)


def test_parse_prototype_says_where_a_special_name_reads() -> None:
    with pytest.raises(PrototypeError, match="names a typeinfo, not a function: parse_declaration"):
        parse_prototype("typeinfo for int", lang=SYCL)
    with pytest.raises(PrototypeError, match="names a variable"):
        parse_prototype("ns::x", lang=SYCL)


def test_cli_mangles_special_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mangle", "--sycl", "vtable for ns::A", "guard variable for f()::x",
                 "ns::x"]) == 0
    assert capsys.readouterr().out.split() == ["_ZTVN2ns1AE", "_ZGVZ1fvE1x", "_ZN2ns1xE"]


_SOURCE = r"""
namespace ns {
struct A { virtual ~A(); virtual int f(); };
A::~A() {}
int A::f() { return 0; }
int x = 3;
thread_local int t = 4;
template <class T> T var = T();
template int var<int>;
}
int *g() { static int x = f_init(); return &x; }
int &h() { return ns::t; }
"""

_TEXTS = [
    "vtable for ns::A", "typeinfo for ns::A", "typeinfo name for ns::A",
    "guard variable for g()::x", "g(void)::x", "ns::x", "ns::var<int>",
    "thread-local wrapper routine for ns::t",
]


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
def test_clang_names_read_from_text() -> None:
    assert CLANG is not None
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "t.cpp"
        path.write_text("int f_init();\n" + _SOURCE, encoding="utf-8")
        done = subprocess.run([CLANG, "-x", "c++", "-std=c++17", "-target", "x86_64-linux-gnu",
                               "-S", "-emit-llvm", "-o", "-", str(path)],
                              capture_output=True, text=True, check=True)
    symbols = set(re.findall(r"@(_Z[A-Za-z0-9_]+)", done.stdout))
    for text in _TEXTS:
        name = read(text)
        assert name in symbols, (text, name, sorted(symbols))
        assert read(demangle(name).format("opencl")) == name


@pytest.mark.parametrize("name", [
    "_Z1fM1AI1BIiEEFviE",  # f(void (A<B<int>>::*)(int)): '>>' before '::*'
    "_Z1fM1AI1BIiEEi",
    "_Z1fMN12_GLOBAL__N_11AEi",  # f(int (anonymous namespace)::A::*)
    "_Z1fMN12_GLOBAL__N_11AEFivE",
    "_ZN4llvm11IntervalMapIjjLj16ENS_23IntervalMapHalfOpenInfoIjEEE10visitNodesEMS3_FvNS_15IntervalMapImpl7NodeRefEjE",
    # a return type in the anonymous namespace before the function's name
    "_ZN12_GLOBAL__N_11fIiEENS_1AET_",
    # a with-clause's type parameter as a member pointer's class: (U::*)(void) const
    "_ZN12_GLOBAL__N_118getSourceRangeImplIN5clang17MSPropertyRefExprES2_EENS1_11SourceRangeEPKNS1_4StmtEMT0_KFS3_vE",
    "_ZN12_GLOBAL__N_110fast_float10digit_compIdEENS0_17adjusted_mantissaERNS0_20parsed_number_stringES2_",
])
def test_template_and_anonymous_classes_come_back(name: str) -> None:
    symbol = demangle(name)
    classes = ("A", "B")
    text = symbol.format("opencl")
    assert name in (read(text, SYCL, classes), read(text, OPENCL, classes)), text
