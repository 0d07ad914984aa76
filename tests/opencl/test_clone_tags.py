"""Clone suffixes and ABI tags in declaration text (issue 25): ``f(int) (.cold)``,
``f(int) [clone .cold]``, ``f[abi:cxx11](int)``, ``S[abi:t]::m(S[abi:t])``, in
the OpenCL C, C++ for OpenCL and SYCL readers: the corpus's names read back from
their opencl-style text, g++ -O2's clones (gnu and opencl text), clang-19's
``abi_tag`` declarations."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

import pytest

from spirmangle import (Declaration, MangleError, PrototypeError, demangle, language, mangle,
                        parse_declaration, parse_prototype)
from spirmangle.cli.main import main
from spirmangle.demangler.symbol import CLONE_SUFFIX
from spirmangle.model import NamedType, SourceName, TaggedName
from spirmangle.model.bounds import walk
from spirmangle.opencl import clones

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import compare_outputs  # noqa: E402

GXX = shutil.which("g++")
NM = shutil.which("nm")
CXXFILT = shutil.which("c++filt")
CLANG = shutil.which("clang-19")
# (label, language, dialect): the readings bench/measure_text_roundtrip.py tries
READINGS = (("sycl", language("CLC++2021", sycl=True), "itanium"),
            ("clc++2021", language("CLC++2021"), "clang"))


def _classes(entity: object) -> tuple[str, ...]:
    """The class names the model names by a plain identifier (given as --class)."""
    return tuple(sorted({node.name.identifier for node in walk([entity])
                         if type(node) is NamedType and type(node.name) is SourceName}))


def back(name: str, text: str, classes: tuple[str, ...] = ()) -> Optional[str]:
    """The reading whose mangling of ``text`` is ``name`` (None if none is)."""
    base = re.search(r"[CD]2[EI]", name) is not None
    for label, lang, dialect in READINGS:
        try:
            fn, suffix = parse_declaration(text, lang=lang, classes=classes, base_structors=base)
            if mangle(fn, dialect=dialect) + suffix == name:
                return label
        except (PrototypeError, MangleError):
            continue
    return None


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    return compare_outputs.names(compare_outputs.corpus_files())


# ------------------------------------------------------------------ clone suffixes
def test_the_suffix_pattern_is_the_demanglers() -> None:
    assert clones.CLONE_SUFFIX == CLONE_SUFFIX


@pytest.mark.parametrize("text, suffix", [
    ("void f(int) (.cold)", ".cold"),
    ("f(int) (.constprop.0.isra.0)", ".constprop.0.isra.0"),
    ("f(int) [clone .constprop.0] [clone .isra.0]", ".constprop.0.isra.0"),
    ("f(int) [clone .cold];", ".cold"),
    ("f(int) (.part.0) (.cold)", ".part.0.cold"),
    ("f(int)", ""),
])
def test_opencl_c_reader_keeps_the_suffix(text: str, suffix: str) -> None:
    found = parse_declaration(text)
    assert found == Declaration(parse_prototype("f(int)"), suffix) or \
        found == Declaration(parse_prototype("void f(int)"), suffix)


@pytest.mark.parametrize("sycl", [False, True])
def test_cxx_readers_keep_the_suffix(sycl: bool) -> None:
    lang = language("CLC++2021", sycl=sycl)
    fn, suffix = parse_declaration("ns::A::f(int &) const (.isra.0)", lang=lang, classes=("A",))
    assert suffix == ".isra.0"
    assert fn == parse_prototype("ns::A::f(int &) const", lang=lang, classes=("A",))
    dialect = "itanium" if sycl else "clang"
    symbol = demangle(mangle(fn, dialect=dialect) + suffix)
    assert (symbol.entity, symbol.clone_suffix) == (fn, ".isra.0")


@pytest.mark.parametrize("text, column", [
    ("void f(int) (.Cold)", 13),
    ("void f(int) [clone cold]", 13),
    ("void f(int) (.cold) (.x-y)", 21),
])
def test_a_bad_suffix_is_an_error_at_its_column(text: str, column: int) -> None:
    with pytest.raises(PrototypeError, match="invalid clone suffix") as info:
        parse_declaration(text, lang=language("CLC++2021"))
    assert info.value.column == column
    assert info.value.caret().endswith("\n" + " " * (column - 1) + "^")


def test_a_function_alone_refuses_a_suffix() -> None:
    """parse_prototype's Function would mangle to the original, not to the clone."""
    with pytest.raises(PrototypeError, match="parse_declaration") as info:
        parse_prototype("void f(int) (.cold)")
    assert info.value.column == 13


def test_an_ellipsis_is_no_suffix() -> None:
    assert parse_declaration("A::f(...)", lang=language("CLC++2021"), classes=("A",)).clone_suffix == ""


def test_cli_mangles_the_clone(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mangle", "void f(int) (.cold)", "f(int) [clone .isra.0] [clone .cold]"]) == 0
    assert capsys.readouterr().out.split() == ["_Z1fi.cold", "_Z1fi.isra.0.cold"]
    assert main(["mangle", "f(int) (.Cold)"]) == 1
    assert "1:8: invalid clone suffix" in capsys.readouterr().err


def test_corpus_clones_come_back_as_their_originals_do(corpus: list[str]) -> None:
    """Every corpus name with a clone suffix whose name without it comes back
    from its text comes back with it (and the suffix is no reason to refuse)."""
    checked = 0
    for name in corpus:
        if "." not in name:
            continue
        try:
            symbol = demangle(name)
        except Exception:  # noqa: BLE001 - a name we cannot read is not ours to test here
            continue
        if not symbol.clone_suffix:
            continue
        original = name[:len(name) - len(symbol.clone_suffix)]
        text = symbol.format("opencl")
        classes = _classes(symbol.entity)
        if back(original, demangle(original).format("opencl"), classes) is None:
            continue
        assert back(name, text, classes) is not None, (name, text)
        checked += 1
    assert checked >= 100  # (the corpus holds g++'s .cold, .isra, .constprop, .part clones)


_GXX_SOURCE = r"""
#include <cstdlib>
struct Big { int a[32]; int b; };
__attribute__((cold, noinline)) void fail_hard(int);
namespace {
__attribute__((noinline)) int pick(const Big &big, int k) { return big.b * k + big.a[3]; }
__attribute__((noinline)) int scale(int x, int f) { for (int i = 0; i < f; ++i) x = x * 3 + i; return x; }
}
int check(int x) {
    if (__builtin_expect(x < 0, 0)) { fail_hard(x); fail_hard(x + 1); abort(); }
    return x * 2;
}
int use(const Big &big, int x) { return pick(big, x) + scale(x, 7) + scale(x + 1, 7); }
"""


@pytest.mark.skipif(GXX is None or NM is None or CXXFILT is None,
                    reason="g++, nm or c++filt is not installed")
def test_gxx_clones_come_back_from_cxxfilt_and_opencl_text() -> None:
    assert GXX is not None and NM is not None and CXXFILT is not None
    with tempfile.TemporaryDirectory() as work:
        source, obj = Path(work) / "clones.cpp", Path(work) / "clones.o"
        source.write_text(_GXX_SOURCE, encoding="utf-8")
        subprocess.run([GXX, "-O2", "-c", str(source), "-o", str(obj)], check=True)
        symbols = subprocess.run([NM, str(obj)], capture_output=True, text=True, check=True).stdout
    names = sorted(set(re.findall(r"\b(_Z\S+\.[a-z]\S*)", symbols)))
    suffixes = {name[name.index("."):] for name in names}
    assert {".cold", ".isra.0", ".constprop.0"} <= suffixes, names
    for name in names:
        gnu = subprocess.run([CXXFILT, name], capture_output=True, text=True, check=True).stdout.strip()
        assert "[clone ." in gnu
        for text in (gnu, demangle(name).format("opencl")):
            assert back(name, text, ("Big",)) is not None, (name, text)


# ------------------------------------------------------------------------ ABI tags
@pytest.mark.parametrize("name", [
    "_Z1fB5cxx11i", "_Z1fB1xB1yi", "_Z1g1SB1t", "_ZN1SB1t1mB1yEi", "_ZNU3AS41SB1t1mB1yEi",
    "_Z2tfB1qIiEvT_", "_ZN1AB1xC1Ev", "_ZN1AB1xD1Ev", "_Z1fI1SB1tEvv", "_ZN1AB1xIiE1fEv",
    "_ZN2nsB1a1AB1b1fENS_1XB1cE", "_ZN1SpsB1xEv", "_ZplB1x1AS_", "_ZpsB1x1A",
])
def test_tagged_names_come_back(name: str) -> None:
    symbol = demangle(name)
    assert "[abi:" in symbol.format("opencl")
    assert back(name, symbol.format("opencl"), ("A",)) is not None


def test_a_tagged_class_name_needs_no_declaration() -> None:
    """``S[abi:t]`` names a class (only classes, namespaces and functions carry
    tags); ``S`` alone stays an error."""
    lang = language("CLC++2021")
    fn = parse_prototype("g(S[abi:t])", lang=lang)
    assert fn.params == (NamedType(TaggedName(SourceName("S"), ("t",))),)
    with pytest.raises(PrototypeError, match="unknown type name 'S'"):
        parse_prototype("g(S)", lang=lang)


@pytest.mark.parametrize("text, column, message", [
    ("f[abi:](int)", 7, "expected an ABI tag"),
    ("f[abi:x(int)", 8, "expected ']'"),
])
def test_a_bad_tag_is_an_error_at_its_column(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError, match=re.escape(message)) as info:
        parse_prototype(text, lang=language("CLC++2021"))
    assert info.value.column == column


def test_corpus_tagged_names_are_no_refusal_at_a_tag(corpus: list[str]) -> None:
    """No corpus name whose text has ABI tags is refused at one, and most come back."""
    tagged = came = 0
    for name in corpus:
        if not re.search(r"B[0-9]", name):
            continue
        try:
            symbol = demangle(name)
        except Exception:  # noqa: BLE001
            continue
        text = symbol.format("opencl")
        if "[abi:" not in text:
            continue
        tagged += 1
        classes = _classes(symbol.entity)
        if back(name, text, classes) is not None:
            came += 1
            continue
        for _, lang, _ in READINGS:
            try:
                parse_declaration(text, lang=lang, classes=classes)
            except PrototypeError as error:
                at = text.splitlines()[error.line - 1][error.column - 1:]
                assert not at.startswith(("[abi:", "abi:")), (name, text, str(error))
    assert tagged >= 100 and came * 2 >= tagged, (tagged, came)


_TAGS_SOURCE = r"""
struct __attribute__((abi_tag("t"))) S { int a; S(int); void m(int) THIS_AS(__generic); };
S::S(int) {}
void S::m(int) THIS_AS(__generic) {}
__attribute__((abi_tag("x"))) void f1(int a) {}
__attribute__((abi_tag("y", "x"))) void f2(float) {}
void g1(S s) {}
void g2(S *p, S *q) {}
S make() { return S(1); }
template <class X> __attribute__((abi_tag("q"))) void tf(X) {}
template void tf<int>(int);
template <class X> void tg(X) {}
template void tg<S>(S);
namespace ns { struct __attribute__((abi_tag("n"))) T { void h(T) THIS_AS(__generic); };
               void T::h(T) THIS_AS(__generic) {} }
__attribute__((abi_tag("o"))) int operator+(S, S) { return 0; }
"""

# declaration texts as a person writes them (this's __generic is C++ for OpenCL's only)
_TAG_TEXTS = [
    "S[abi:t]::S(int) THIS", "void S[abi:t]::m(int) THIS",
    "void f1 [abi:x](int)", '__attribute__((abi_tag("x"))) void f1(int a)',
    "void f2[abi:x][abi:y](float)", '__attribute__((abi_tag("y", "x"))) void f2(float);',
    "void g1(S[abi:t] s)", "void g2(S[abi:t] *p, S[abi:t] *q)", "S[abi:t] make[abi:t]()",
    "void tf[abi:q]<int>(int)", "void tg<S[abi:t]>(S[abi:t])",
    "void ns::T[abi:n]::h(ns::T[abi:n]) THIS",
    "int operator+[abi:o](S[abi:t], S[abi:t])",
    'int operator+(S[abi:t], S[abi:t]) __attribute__((abi_tag("o")))',
]


def _clang_symbols(source: str, args: list[str], suffix: str) -> set[str]:
    assert CLANG is not None
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / ("t" + suffix)
        path.write_text(source, encoding="utf-8")
        done = subprocess.run([CLANG, *args, "-target", "spir64", "-w", "-S", "-emit-llvm",
                               "-o", "-", str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return set(re.findall(r"define [^@\n]*@(_Z[A-Za-z0-9_]+)", done.stdout))


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("sycl", [False, True])
def test_abi_tag_declarations_mangle_as_clang(sycl: bool) -> None:
    if sycl:
        symbols = _clang_symbols("#define THIS_AS(q)\n" + _TAGS_SOURCE,
                                 ["-x", "c++", "-std=c++17", "-Xclang", "-fsycl-is-device"], ".cpp")
    else:
        symbols = _clang_symbols("#define THIS_AS(q) q\n" + _TAGS_SOURCE,
                                 ["-x", "clcpp", "-cl-std=clc++2021", "-cl-no-stdinc"], ".clcpp")
    lang = language("CLC++2021", sycl=sycl)
    for text in _TAG_TEXTS:
        text = text.replace(" THIS", "" if sycl else " __generic")
        fn = parse_prototype(text, lang=lang, base_structors=True)  # (clang emits C2 alone)
        name = mangle(fn, dialect="itanium" if sycl else "clang")
        assert name in symbols, (text, name, sorted(symbols))
        # and the opencl text of clang's symbol reads back to it
        assert back(name, demangle(name).format("opencl")) is not None, name


_OPENCL_C_TAGS = r"""
struct __attribute__((abi_tag("t"))) S { int a; };
__attribute__((overloadable, abi_tag("x"))) void f(int a) {}
__attribute__((overloadable)) __attribute__((abi_tag("y", "x"))) void f(float a) {}
__attribute__((overloadable)) void g(struct S s) {}
__attribute__((overloadable)) void g(struct S *p, struct S *q) {}
"""


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("text", [
    "void f[abi:x](int)", '__attribute__((abi_tag("x"))) void f(int)',
    "void f[abi:x][abi:y](float)", 'void f(float) __attribute__((abi_tag("y", "x")))',
    "void g(S[abi:t])", "void g(struct S[abi:t] s)", "void g(struct S[abi:t] *p, S[abi:t] *q)",
])
def test_opencl_c_abi_tags_mangle_as_clang(text: str) -> None:
    symbols = _clang_symbols(_OPENCL_C_TAGS, ["-x", "cl", "-cl-std=CL3.0"], ".cl")
    name = mangle(parse_prototype(text))
    assert name in symbols, (text, name, sorted(symbols))
    assert mangle(parse_prototype(demangle(name).format("opencl"))) == name


@pytest.mark.parametrize("text, column", [
    ('__attribute__((abi_tag(x))) void f(int)', 24),
    ('__attribute__((abi_tag())) void f(int)', 24),
])
@pytest.mark.parametrize("cl_std", ["CL3.0", "CLC++2021"])
def test_a_bad_abi_tag_attribute_is_an_error_at_its_argument(text: str, column: int,
                                                             cl_std: str) -> None:
    with pytest.raises(PrototypeError, match="ABI tag string") as info:
        parse_prototype(text, cl_std=cl_std)
    assert info.value.column == column
