"""Fold expressions and calls in ``decltype`` (issue 25): the opencl style prints
a fold's pack in parentheses (``((fp...) + ...)``, ``(... * (fp...))``,
``(0 | ... | (fp...))``, ``((fp0...) , ... , fp)``), a call's callee as a
function parameter or a name (``fp(fp0...)``, ``h(fp...)``,
``h(nn::fwd<Ts>(fp)...)``), and the C++ reader reads them back.  Sources are
compiled live by clang-19 (C++ for OpenCL 2021 and SYCL device code, spir64):
every symbol with a ``decltype`` mangles back from its opencl-style text, and
each declaration written by hand mangles as clang-19 mangles its source."""

from __future__ import annotations

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype
from test_prototype_cxx import clang_symbols, needs_clang

SOURCE = r"""
namespace fx {
template <class... Ts> int h(Ts...) { return 0; }
namespace nn { template <class T> T &&fwd(T &t) { return static_cast<T &&>(t); } }
template <class... Ts> auto fr(Ts... xs) -> decltype((xs + ...)) { return (xs + ...); }
template <class... Ts> auto fl(Ts... xs) -> decltype((... * xs)) { return (... * xs); }
template <class... Ts> auto fL(Ts... xs) -> decltype((0 | ... | xs)) { return (0 | ... | xs); }
template <class T, class... Ts> auto fR(T t, Ts... xs) -> decltype((xs , ... , t)) { return (xs , ... , t); }
template <class T, class... Ts> auto fa(T &t, Ts &... xs) -> decltype((t += ... += xs)) { return (t += ... += xs); }
template <class... Ts> auto fo(Ts... xs) -> decltype((xs && ...)) { return (xs && ...); }
template <class F, class... Ts> auto call(F f, Ts... xs) -> decltype(f(xs...)) { return f(xs...); }
template <class... Ts> auto adl(Ts... xs) -> decltype(h(xs...)) { return h(xs...); }
template <class... Ts> auto qual(Ts... xs) -> decltype(h(nn::fwd<Ts>(xs)...)) { return h(nn::fwd<Ts>(xs)...); }
template <class... Ts> auto nest(Ts... xs) -> decltype((h(xs) + ... + 1)) { return (h(xs) + ... + 1); }
struct M { int a; };
template <class T, class... Ps> auto pm(T t, Ps... ps) -> decltype((t .* ... .* ps)) { return (t .* ... .* ps); }
struct Fn { int operator()(int a, long b) const { return a; } };
}
void use() {
  int i = 1; long l = 2; char c = 3;
  fx::fr(1, 2, 3); fx::fr(1L); fx::fl(1, 2.0f); fx::fL(); fx::fL(1, 2); fx::fR(1, 2, 3);
  fx::fa(i, l, c); fx::fo(true, 1); fx::call(fx::Fn{}, 1, 2L); fx::adl(1, 2.0f); fx::adl();
  fx::qual(1, c); fx::nest(1, 2); fx::pm(fx::M{}, &fx::M::a);
}
"""

# (our declaration, its symbol; the same in C++ for OpenCL and SYCL: no pointer in them)
CASES = [
    ("decltype(((fp...) + ...)) fx::fr(Ts ...) [with Ts = {int, int, int}]",
     "_ZN2fx2frIJiiiEEEDTfrplfp_EDpT_"),
    ("decltype((... * (fp...))) fx::fl(Ts ...) [with Ts = {int, float}]",
     "_ZN2fx2flIJifEEEDTflmlfp_EDpT_"),
    ("decltype((0 | ... | (fp...))) fx::fL(Ts ...) [with Ts = {}]",
     "_ZN2fx2fLIJEEEDTfLorLi0Efp_EDpT_"),
    ("decltype(((fp0...) , ... , fp)) fx::fR(T, Us ...) [with T = int, Us = {int, int}]",
     "_ZN2fx2fRIiJiiEEEDTfRcmfp0_fp_ET_DpT0_"),
    ("decltype(((fp...) && ...)) fx::fo(Ts ...) [with Ts = {bool, int}]",
     "_ZN2fx2foIJbiEEEDTfraafp_EDpT_"),
    ("decltype(h(fp...)) fx::adl(Ts ...) [with Ts = {int, float}]",
     "_ZN2fx3adlIJifEEEDTcl1hspfp_EEDpT_"),
    ("decltype(h(fp...)) fx::adl(Ts ...) [with Ts = {}]", "_ZN2fx3adlIJEEEDTcl1hspfp_EEDpT_"),
    ("decltype(h(nn::fwd<Ts>(fp)...)) fx::qual(Ts ...) [with Ts = {int, char}]",
     "_ZN2fx4qualIJicEEEDTcl1hspclsr2nnE3fwdIT_Efp_EEEDpS1_"),
    ("decltype(fp(fp0...)) fx::call(T, Us ...) [with T = fx::Fn, Us = {int, long}]", None),
    ("decltype(((h(fp)...) + ... + 1)) fx::nest(Ts ...) [with Ts = {int, int}]", None),
]


def _mangle(text: str, sycl: bool) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=("M",))
    return mangle(fn, dialect="itanium" if sycl else "clang")


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_every_decltype_symbol_mangles_back_from_its_text(sycl: bool) -> None:
    symbols = {n for n in clang_symbols(SOURCE, sycl) if "DT" in n}
    assert len(symbols) >= 14, sorted(symbols)
    for name in sorted(symbols):
        text = demangle(name, dialect="itanium" if sycl else "auto").format("opencl")
        assert _mangle(text, sycl) == name, (name, text)


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_declarations_mangle_as_clang_does(sycl: bool) -> None:
    symbols = clang_symbols(SOURCE, sycl)
    for text, name in CASES:
        got = _mangle(text, sycl)
        assert got in symbols, (text, got)
        if name is not None:
            assert got == name


ERRORS = [
    ("decltype((fp...)) f(Ts ...) [with Ts = {int}]", 10, "stands only in a fold expression"),
    ("decltype(((fp...) + ... + (fp...))) f(Ts ...) [with Ts = {int}]", 10,
     "one pack in parentheses"),
    ("decltype((fp + ... + 1)) f(Ts ...) [with Ts = {int}]", 10, "one pack in parentheses"),
    ("decltype((fp + ...)) f(Ts ...) [with Ts = {int}]", 10, "needs a pack in parentheses"),
    ("decltype(((fp...) + ... - 1)) f(Ts ...) [with Ts = {int}]", 25,
     "two operators must be the same"),
    ("decltype((... + fp)) f(Ts ...) [with Ts = {int}]", 10, "needs a pack in parentheses"),
    ("decltype(h) f(int)", 10, "a name stands only as a function called"),
    ("decltype(ns::v + fp) f(int)", 10, "a name stands only as a function called"),
    ("decltype((Tpl<int>)(fp)) f(int)", 11, "a name stands only as a function called"),
    ("decltype(T(fp)) f(T) [with T = int]", 10, "expected an expression"),
    ("decltype(int(fp)) f(int)", 10, "expected an expression"),
]


@pytest.mark.parametrize("text, column, message", ERRORS)
def test_what_is_not_read_is_an_error(text: str, column: int, message: str) -> None:
    """A pack outside a fold, a fold without its pack, names that may be a
    variable's (``L_Z...E`` prints alike) or a type's (a cast) are refused."""
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021", sycl=True))
    error = caught.value
    assert message in str(error), str(error)
    assert (error.line, error.column) == (1, column), str(error)


# ------------------------------------------------- arrays with expression bounds

ARRAYS = r"""
namespace ab {
template <int N> char (*arith(char (&a)[N * 2 + 1]))[N % 3 + (N << 1)] { return 0; }
template <bool... Bs> char (*any())[(... || Bs) + 1] { return 0; }
template <int... Ns> char (*prod())[(1 * ... * Ns)] { return 0; }
template <int N, int M> void two(int (&)[N + M], int (*)[M - N]) {}
}
void use_arrays() {
  char a[7]; int b[5]; int (*c)[1] = 0;
  ab::arith<3>(a); ab::any<true, false>(); ab::prod<2, 3>(); ab::two<2, 3>(b, c);
}
"""

# (our declaration in SYCL, its symbol)
ARRAY_CASES = [
    ("char (*ab::arith(char (&) [T * 2 + 1])) [T % 3 + (T << 1)] [with int T = 3]",
     "_ZN2ab5arithILi3EEEPAplrmT_Li3ElsT_Li1E_cRAplmlT_Li2ELi1E_c"),
    ("char (*ab::any(void)) [(... || (Ts...)) + 1] [with bool ...Ts = {true, false}]",
     "_ZN2ab3anyIJLb1ELb0EEEEPAplflooT_Li1E_cv"),
    ("char (*ab::prod(void)) [(1 * ... * (Ts...))] [with int ...Ts = {2, 3}]",
     "_ZN2ab4prodIJLi2ELi3EEEEPAfLmlLi1ET__cv"),
    ("void ab::two(int (&) [T + U], int (*) [U - T]) [with int T = 2, int U = 3]", None),
]


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_array_bounds_read_back(sycl: bool) -> None:
    """Every symbol with an expression as an array's bound mangles back from its
    text; the declarations (SYCL's spelling) mangle as clang-19's sources."""
    symbols = {n for n in clang_symbols(ARRAYS, sycl) if n.startswith("_ZN2ab")}
    assert len(symbols) == 4, sorted(symbols)
    for name in sorted(symbols):
        text = demangle(name, dialect="itanium" if sycl else "auto").format("opencl")
        assert _mangle(text, sycl) == name, (name, text)
    if sycl:
        for text, name in ARRAY_CASES:
            got = _mangle(text, sycl)
            assert got in symbols and (name is None or got == name), (text, got)


# ------------------------ member access, casts, sizeof and alignof in expressions

MORE = r"""
namespace mx {
struct M { int m; int get() const { return m; } };
template <class... Ts> auto mem(Ts... xs) -> decltype((xs.m + ...)) { return (xs.m + ...); }
template <class... Ts> auto meth(Ts... xs) -> decltype((xs.get() , ...)) { return (xs.get() , ...); }
template <class T> auto arrow(T *p) -> decltype(p->get()) { return p->get(); }
template <class T, class... Us> auto cast(T t, Us... us) -> decltype(((long)(us) + ... + (int)(t))) { return 0; }
template <class... Ts> auto szs(Ts... xs) -> decltype((sizeof(xs) + ...)) { return 0; }
template <class... Ts> char (*count(Ts... xs))[sizeof...(Ts) + 1] { return 0; }
#if !defined(__OPENCL_CPP_VERSION__)  // (clang-19 gives a trailing return's pointer no address space)
template <class... Ts> auto count_fp(Ts... xs) -> char (*)[sizeof...(xs) * 2] { return 0; }
#endif
template <class T> char (*al(T))[alignof(T) + sizeof(T)] { return 0; }
}
void use_more() {
  mx::M a, b; mx::mem(a, b); mx::meth(a); mx::arrow(&a); mx::cast(1, 'c', 2L); mx::szs('a', 1.0);
  mx::count(1, 2.0); mx::al(1L);
#if !defined(__OPENCL_CPP_VERSION__)
  mx::count_fp('c');
#endif
}
"""

MORE_CASES = [  # (our declaration in SYCL, its symbol)
    ("decltype(((fp.m...) + ...)) mx::mem(Ts ...) [with Ts = {mx::M, mx::M}]",
     "_ZN2mx3memIJNS_1MES1_EEEDTfrpldtfp_1mEDpT_"),
    ("decltype(((fp.get()...) , ...)) mx::meth(Ts ...) [with Ts = {mx::M}]",
     "_ZN2mx4methIJNS_1MEEEEDTfrcmcldtfp_3getEEDpT_"),
    ("decltype(fp->get()) mx::arrow(T *) [with T = mx::M]", None),
    ("char (*mx::count(Ts ...)) [sizeof...(Ts) + 1] [with Ts = {int, double}]",
     "_ZN2mx5countIJidEEEPAplsZT_Li1E_cDpT_"),
    ("char (*mx::count_fp(Ts ...)) [sizeof... (fp) * 2] [with Ts = {char}]", None),
    ("char (*mx::al(T)) [alignof (T) + sizeof (T)] [with T = long]", None),
]


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_member_access_casts_and_sizeof_read_back(sycl: bool) -> None:
    """Every symbol mangles back from its text; the declarations (SYCL's
    spelling) mangle as clang-19's sources."""
    symbols = {n for n in clang_symbols(MORE, sycl) if n.startswith("_ZN2mx") and "I" in n}
    assert len(symbols) == (8 if sycl else 7), sorted(symbols)
    for name in sorted(symbols):
        text = demangle(name, dialect="itanium" if sycl else "auto").format("opencl")
        assert _mangle(text, sycl) == name, (name, text)
    if sycl:
        for text, name in MORE_CASES:
            got = _mangle(text, sycl)
            assert got in symbols and (name is None or got == name), (text, got)


@pytest.mark.parametrize("text, column, message", [
    ("char (*f(int)) [sizeof...(T)] [with T = int]", 27, "names a parameter pack"),
    ("decltype((int)(fp, fp)) f(int)", 10, "has one operand"),
    ("decltype(fp.) f(int)", 12, "expected"),
])
def test_bad_sizeof_and_casts(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021", sycl=True))
    assert message in str(caught.value), str(caught.value)
    assert caught.value.column == column, str(caught.value)


@pytest.mark.parametrize("text, column", [
    ("decltype(" + "(" * 3000 + "fp" + ")" * 3000 + ") f(int)", 3009),
    ("decltype(" + "h(" * 2000 + "fp" + ")" * 2000 + ") f(int)", 4009),
    ("int f<" + "&g<" * 2000 + "int" + ">" * 2000 + "(int)>(void)", 6006),
    ("f(" + "Tpl<" * 2000 + "int" + ">" * 2000 + ")", 8002),
])
def test_deep_nesting_is_an_error_not_an_escape(text: str, column: int) -> None:
    """The C++ reader recurses per level of nesting: too deep a declaration is a
    PrototypeError at its deepest bracket (it was a RecursionError)."""
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021", sycl=True), classes=("Tpl",))
    assert "nests too deeply" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (1, column)
