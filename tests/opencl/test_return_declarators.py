"""Functions that return an array or a function pointer (issue 25): the C++ reader
reads the declarator round the function's name and parameters, as C++ writes it
and the opencl style prints it (``int (&g1<int>(int *)) [3]``, ``float
(*g2<float>(float))(int)``; a method's qualifiers inside the parentheses, or
last as the opencl style prints them: ``int (*Q::m<int>(int)) [2] const``).
Sources are compiled live by clang-19 (C++ for OpenCL 2021 and SYCL device code,
spir64); every function symbol of the module mangles back from its opencl-style
text, and each hand-written declaration mangles as clang-19 mangles its source."""

from __future__ import annotations

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype
from test_prototype_cxx import clang_symbols, needs_clang

CLASSES = ("Foo", "Q")

SOURCE = r"""
template <class T> T (&g1(T *p))[3] { return *(T (*)[3])p; }
template int (&g1<int>(int *))[3];
template <class T> T (*g2(T))(int) { return 0; }
template float (*g2<float>(float))(int);
template <int N> char (*g3(int))[N] { return 0; }
template char (*g3<4>(int))[4];
template <class T, int N> T (*g4(T (&)[N]))[N] { return 0; }
template Foo (*g4<Foo, 2>(Foo (&)[2]))[2];
struct Q { template <class T> T (*m(T) const)[2] { return 0; } };
template int (*Q::m<int>(int) const)[2];
template <class T> T (*(*g5(T))[2])(T) { return 0; }
template int (*(*g5<int>(int))[2])(int);
"""

# (declaration, C++ for OpenCL symbol, SYCL symbol where other)
CASES = [
    ("int (&g1<int>(int *)) [3]", "_Z2g1IiERA3_T_PS0_", None),
    ("int (&g1<int>(int *))[3]", "_Z2g1IiERA3_T_PS0_", None),
    ("float (*g2<float>(float))(int)", "_Z2g2IfEPFT_iES0_", None),
    ("char (*g3(int)) [T] [with int T = 4]", "_Z2g3ILi4EEPAT__ci", None),
    ("T (*g4(T (&) [U])) [U] [with T = Foo, int U = 2]", "_Z2g4I3FooLi2EEPAT0__T_RS2_", None),
    ("int (* (*g5<int>(int)) [2])(int)", "_Z2g5IiEPA2_PFT_S0_ES0_", None),
    ("int (*Q::m<int>(int)) [2] const __generic", "_ZNU3AS4K1Q1mIiEEPA2_T_S1_",
     "_ZNK1Q1mIiEEPA2_T_S1_"),
    ("int (*Q::m<int>(int) const __generic)[2]", "_ZNU3AS4K1Q1mIiEEPA2_T_S1_",
     "_ZNK1Q1mIiEEPA2_T_S1_"),
]


def _mangle(text: str, sycl: bool) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES)
    return mangle(fn, dialect="itanium" if sycl else "clang")


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_every_symbol_mangles_back_from_its_text(sycl: bool) -> None:
    symbols = {name for name in clang_symbols(SOURCE, sycl)
               if name.startswith(("_Z2g", "_ZNU3AS4K1Q", "_ZNK1Q"))}
    assert len(symbols) == 6, sorted(symbols)
    for name in symbols:
        text = demangle(name, dialect="itanium" if sycl else "auto").format("opencl")
        assert _mangle(text, sycl) == name, (name, text)


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
@pytest.mark.parametrize("text, name, sycl_name", CASES, ids=[case[0] for case in CASES])
def test_declaration_mangles_as_clang(text: str, name: str, sycl_name: str | None,
                                      sycl: bool) -> None:
    expected = sycl_name if sycl and sycl_name else name
    if sycl:
        text = text.replace(" __generic", "")
    assert expected in clang_symbols(SOURCE, sycl)
    assert _mangle(text, sycl) == expected


def test_non_template_return_types_are_not_mangled() -> None:
    assert _mangle("int (&f(int)) [3]", True) == "_Z1fi"
    assert _mangle("int (*(*f(void)) [2])(int)", False) == "_Z1fv"


ERRORS = [
    ("int (f(int)) [3]", 6, "expected '*' or '&'"),
    ("int (&f(int)) x", 15, "expected '[' or '('"),
    ("int (&f(int) [3]", 14, "expected ')'"),
]


@pytest.mark.parametrize("text, column, message", ERRORS)
def test_bad_declarator(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021"))
    error = caught.value
    assert message in str(error)
    assert (error.line, error.column) == (1, column), str(error)


# decltype returns with assignments, increments, subscripts, conditionals, throw
# and nullptr (the reader's expressions: spirmangle.opencl.prototype_cxx_exprs)
EXPRESSIONS = r"""
template <class T> auto e1(T a) -> decltype(a = a) { return a; }
template <class T> auto e2(T a) -> decltype(a *= a) { return a; }
template <class T> auto e3(T a) -> decltype(a <<= 1) { return a; }
template <class T> auto e4(T a) -> decltype(a++) { return a; }
template <class T> auto e5(T a) -> decltype(--a) { return a; }
template <class T> auto e6(T a) -> decltype(a[1]) { return a[1]; }
template <class T> auto e7(T a) -> decltype(a ? a > 1 ? a : 1 : -a) { return a; }
#if !defined(__OPENCL_CPP_VERSION__)
template <class T> auto e8(T a) -> decltype(a ? a : throw a) { return a; }
#define E8(x) e8(x)
#else
#define E8(x)
#endif
template <class T> auto e9(T *a) -> decltype(a == nullptr) { return a; }
void use(int *p) { e1(1); e2(2L); e3(3); e4(4); e5(5); e6(p); e7(7L); E8(8); e9(p); }
"""


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_decltype_expressions_mangle_back(sycl: bool) -> None:
    symbols = {name for name in clang_symbols(EXPRESSIONS, sycl) if name.startswith("_Z2e")}
    assert len(symbols) == (9 if sycl else 8), sorted(symbols)  # (OpenCL has no throw)
    for name in symbols:
        text = demangle(name, dialect="itanium" if sycl else "auto").format("opencl")
        assert "decltype(" in text
        assert _mangle(text, sycl) == name, (name, text)


@pytest.mark.parametrize("text, name", [
    ("decltype(fp = fp) e1<int>(int)", "_Z2e1IiEDTaSfp_fp_ET_"),
    ("decltype(fp <<= 1) e3<int>(int)", "_Z2e3IiEDTlSfp_Li1EET_"),
    ("decltype(fp++) e4<int>(int)", "_Z2e4IiEDTppfp_ET_"),
    ("decltype(--fp) e5<int>(int)", "_Z2e5IiEDTmm_fp_ET_"),
    ("decltype(fp[1]) e6<int *>(int *)", "_Z2e6IPiEDTixfp_Li1EET_"),
    ("decltype(fp ? fp : throw fp) e8<int>(int)", "_Z2e8IiEDTqufp_fp_twfp_ET_"),
    ("decltype(fp == nullptr) e9<int>(int *)", "_Z2e9IiEDTeqfp_LDnEEPT_"),
])
def test_decltype_expression_declarations(text: str, name: str) -> None:
    """As clang-19 writes them (test_decltype_expressions_mangle_back checks the names live)."""
    assert _mangle(text, True) == name
