"""The opencl style's with-clause (issue 25): a function template specialization
whose plain text cannot say which of its types the template wrote through its
parameters prints them by name, ``void g(T, int) [with T = int]``, and the C++
reader reads that back to clang-19's symbol; names whose plain text reads back
keep it.  Sources are compiled live by clang-19 (C++ for OpenCL 2021 and SYCL
device code, spir64)."""

from __future__ import annotations

import shutil

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype
from spirmangle.cli.main import main
from peers import LLVM, printed
from test_prototype_cxx import clang_symbols, needs_clang

CLASSES = ("Foo", "U", "M", "C")

# (source, the symbol's opencl-style text): clang's symbol is the one of the module
# whose text this is; each reads back.  Foo, Tpl and the AS_ macros: test_prototype_cxx's prelude.
OPENCL_CASES = [
    # the issue's first name: which Foo is T?
    ("template <class T> T *t8(const T *, AS_G T *, const T *, const Foo &) { return 0; }\n"
     "template AS_G Foo *t8<AS_G Foo>(const AS_G Foo *, AS_G Foo *, const AS_G Foo *, const Foo &);",
     "T * t8(const T *, __global T *, const T *, const __generic Foo &) [with T = __global Foo]"),
    ("template <class T> void g(T, int) {}\ntemplate void g<int>(int, int);",
     "void g(T, int) [with T = int]"),
    # two parameters, one written as the argument's type
    ("template <class T, class X> void two(T *, X *, AS_G float *) {}\n"
     "template void two<int, AS_G float>(int *, AS_G float *, AS_G float *);",
     "void two(T *, U *, __global float *) [with T = int, U = __global float]"),
    # a non-type argument
    ("template <class T, int N> void nt(T, int) {}\ntemplate void nt<int, 3>(int, int);",
     "void nt(T, int) [with T = int, int U = 3]"),
    ("template <class T, bool B> void nb(T, int) {}\ntemplate void nb<int, true>(int, int);",
     "void nb(T, int) [with T = int, bool U = true]"),
    # a member template, a constructor template (complete and base variants)
    ("struct M { template <class T> void tm(T *, AS_G int *); };\n"
     "template <class T> void M::tm(T *, AS_G int *) {}\n"
     "template void M::tm<AS_G int>(AS_G int *, AS_G int *);",
     "void M::tm(T *, __global int *) __generic [with T = __global int]"),
    ("struct C { template <class X> C(X *, AS_L float *); };\n"
     "template <class X> C::C(X *, AS_L float *) {}\n"
     "void use_c(AS_L float *p) { C c(p, p); }",
     "C::C(T *, __local float *) __generic [with T = __local float]"),
    # a class named U: the second parameter is V
    ("struct U { int u; };\ntemplate <class A, class B> void nm(A, B, int, U) {}\n"
     "template void nm<int, int>(int, int, int, U);",
     "void nm(T, V, int, U) [with T = int, V = int]"),
    # a reference collapsed: T && with T = int &
    ("template <class T> void fw(T &&, int &) {}\n"
     "void use_fw(int &i) { fw<int &>(i, i); }",
     "void fw(T &&, __generic int &) [with T = __generic int &]"),
]

SYCL_CASES = [
    # the issue's SYCL name: const int written as T, and __private T
    ("template <class T> void t0(T (*)[2], AS_P T *, T (*)[2]) {}\n"
     "template void t0<const int>(const int (*)[2], AS_P const int *, const int (*)[2]);",
     "void t0(T (*) [2], __private T *, T (*) [2]) [with T = const int]"),
    ("namespace N { struct In { template <class X> void g(X, int); }; }\n"
     "template <class X> void N::In::g(X, int) {}\n"
     "template void N::In::g<int>(int, int);",
     "void N::In::g(T, int) [with T = int]"),
]

# Specializations whose plain text reads back: no with-clause.
PLAIN_CASES = [
    ("template <class T> void h(T *) {}\ntemplate void h<int>(int *);", "void h<int>(int *)"),
    ("template <class T> T hr(T, const T &) { return T(); }\ntemplate Foo hr<Foo>(Foo, const Foo &);",
     "Foo hr<Foo>(Foo, const Foo &)"),
]


def _texts(source: str, sycl: bool) -> dict[str, str]:
    """The opencl-style text of each function symbol of clang's module -> the symbol."""
    out = {}
    for name in clang_symbols(source, sycl):
        symbol = demangle(name, dialect="itanium" if sycl else "auto")
        out[symbol.format("opencl")] = name
    return out


def _mangle(text: str, sycl: bool, base: bool = False) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES,
                         base_structors=base)
    return mangle(fn, dialect="itanium" if sycl else "clang")


@needs_clang
@pytest.mark.parametrize("sycl, source, text", [(False, *case) for case in OPENCL_CASES]
                         + [(True, *case) for case in SYCL_CASES])
def test_text_names_the_parameters_and_mangles_back(sycl: bool, source: str, text: str) -> None:
    texts = _texts(source, sycl)
    assert text in texts, sorted(texts)
    symbol = texts[text]
    assert _mangle(text, sycl, base="C2I" in symbol) == symbol
    # (the plain text, with the arguments in the name, reads as another symbol)
    plain = demangle(symbol, dialect="itanium" if sycl else "auto").format("llvm")
    assert "[with" not in plain


@needs_clang
def test_issue_names() -> None:
    """The two names of the brief, from clang-19: their text and the way back."""
    opencl = _texts(OPENCL_CASES[0][0], False)
    sycl = _texts(SYCL_CASES[0][0], True)
    assert "_Z2t8IU3AS13FooEPT_PKS2_PU3AS1S2_S5_RU3AS4KS0_" in opencl.values()
    assert "_Z2t0IKiEvPA2_T_PU3AS0S1_S3_" in sycl.values()


@needs_clang
def test_constructor_base_variant() -> None:
    source = OPENCL_CASES[6][0]
    symbols = {name for name in clang_symbols(source, False) if "C2I" in name}
    assert symbols
    for name in symbols:
        text = demangle(name).format("opencl")
        assert text.endswith("[with T = __local float]")
        assert _mangle(text, False, base=True) == name


@needs_clang
@pytest.mark.parametrize("source, text", PLAIN_CASES)
def test_plain_text_where_it_reads_back(source: str, text: str) -> None:
    texts = _texts(source, False)
    assert text in texts, sorted(texts)
    assert _mangle(text, False) == texts[text]


@pytest.mark.parametrize("name, dialect", [("_Z2t8IU3AS13FooEPT_PKS2_PU3AS1S2_S5_RU3AS4KS0_", "auto"),
                                           ("_Z2t0IKiEvPA2_T_PU3AS0S1_S3_", "itanium"),
                                           ("_Z1gIiEvT_i", "auto")])
def test_only_the_opencl_style_changes(name: str, dialect: str) -> None:
    """llvm, gnu and cxx print the name as before: the peers' text (llvm-cxxfilt-19,
    live); JSON's llvm field is the llvm style's."""
    symbol = demangle(name, dialect=dialect)
    assert "[with" in symbol.format("opencl")
    for style in ("llvm", "gnu", "cxx"):
        assert "[with" not in symbol.format(style)
    assert [symbol.format("llvm")] == printed(LLVM, [name])
    assert symbol.to_json()["llvm"] == symbol.format("llvm")


def test_cli_reads_the_clause() -> None:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["mangle", "--cl-std", "CLC++2021", "--class", "Foo",
                     "T * t8(const T *, __global T *, const T *, const __generic Foo &) "
                     "[with T = __global Foo]", "void g(T, int) [with T = int]"]) == 0
    assert out.getvalue().split() == ["_Z2t8IU3AS13FooEPT_PKS2_PU3AS1S2_S5_RU3AS4KS0_",
                                      "_Z1gIiEvT_i"]


# ------------------------------------------------------------------- errors
ERRORS = [
    ("void g(T, int) [with T = int", 29, "expected ']'"),
    ("void g(T, int) [with = int]", 22, "expected a template parameter's name"),
    ("void g(T, int) [with T = int, T = float]", 31, "bound twice"),
    ("void g<int>(T) [with T = int]", 16, "template arguments already"),
    ("void g(X) [with T = int]", 8, "unknown type name 'X'"),
    ("void g(T) [with int = 3]", 17, "expected a template parameter's name"),
    ("void g(T) [with T = int] x", 26, "unexpected 'x'"),
    ("void g(int) [with int *N = 3]", 19, "integer or enumeration type"),
    ("void g(int) [with int N = 3u]", 27, "without a suffix"),
    ("void g(int) [with int N = x]", 27, "expected an integer value"),
    ("void g(float4) [with float4 = int]", 22, "names a type"),
    ("void g(T) [with T]", 18, "expected '='"),
    ("void g(T) [with]", 16, "expected a type"),
]


@pytest.mark.parametrize("text, column, message", ERRORS)
def test_bad_with_clause(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021"))
    error = caught.value
    assert message in str(error)
    assert (error.line, error.column) == (1, column), str(error)


def test_unknown_name_suggests_the_parameter() -> None:
    with pytest.raises(PrototypeError, match=r"1:8: unknown type name 'Itme' \(did you mean 'Item'"):
        parse_prototype("void g(Itme) [with Item = int]", lang=language("CLC++2021"))


def test_cli_error_is_one_line_with_a_caret(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mangle", "--cl-std", "CLC++2021", "void g(T, int) [with T = int, T = float]"]) != 0
    err = capsys.readouterr().err
    assert "1:31: template parameter 'T' is bound twice" in err
    assert "^" in err and "Traceback" not in err


def test_llvm_cxxfilt_agrees_with_the_plain_text() -> None:
    """The peers print the plain text (their style has no with-clause)."""
    tool = shutil.which("llvm-cxxfilt-19")
    if tool is None:
        pytest.skip("llvm-cxxfilt-19 is not installed")
    import subprocess

    name = "_Z1gIiEvT_i"
    out = subprocess.run([tool, name], capture_output=True, text=True, check=True).stdout.strip()
    assert demangle(name).format("llvm") == out == "void g<int>(int, int)"
