"""The opencl style's with-clause for parameter packs and non-type parameters
(issue 25): ``void v1(Ts ...) [with Ts = {int, float}]``, ``void n1(int (&) [T])
[with int T = 4]``, ``[with int ...Ts = {1, 2, 3}]``, as GCC's
``__PRETTY_FUNCTION__`` writes them, where the plain text (``void v1<int,
float>(int, float)``) reads back as another symbol.  Sources are compiled live by
clang-19 (C++ for OpenCL 2021 and SYCL device code, spir64); every function
symbol of each module mangles back from its opencl-style text."""

from __future__ import annotations

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype
from peers import LLVM, printed
from test_prototype_cxx import clang_symbols, needs_clang

CLASSES = ("Foo", "Vt", "Seq", "Et", "En")

# the brief's source (issue 25): each explicit instantiation and its text
BRIEF = r"""
template <class... Ts> void v1(Ts... a) {}
template void v1<int, float>(int, float);
template <class... Ts> void v2(Ts *... a) {}
template void v2<int, AS_G float>(int *, AS_G float *);
template <int N> void n1(int (&a)[N]) {}
template void n1<4>(int (&)[4]);
template <int N, class T> void n2(Tpl<T> *, T) {}
template void n2<3, Foo>(Tpl<Foo> *, Foo);
template <class T, int N> T n3(AS_P T *a, AS_G T *b) { return *a; }
template int n3<int, 2>(AS_P int *, AS_G int *);
template <class... Ts> void v3(Tpl<Ts>&... a) {}
template void v3<int, Foo>(Tpl<int>&, Tpl<Foo>&);
template <class T, class... Ts> T v4(T *, Ts &&... a) { return T(); }
template int v4<int, float>(int *, float &&);
template <int... Ns> void n4(Tpl<int> *) {}
template void n4<1,2,3>(Tpl<int> *);
"""

# more: an empty pack, a pack in a class template's arguments and in a function
# type, a value in a template argument, a pack of values as array bounds, bools
MORE = r"""
template <class... Ts> struct Vt {};
template <class... Ts> void e1(Ts... a) {}
template void e1<>();
template <class... Ts> void p1(Vt<Ts...>) {}
template void p1<int, Foo>(Vt<int, Foo>);
template <class... Ts> void p2(void (*)(Ts...)) {}
template void p2<int, float>(void (*)(int, float));
template <class... Ts> void p3(void (*... f)(Ts)) {}
template void p3<int, float>(void (*)(int), void (*)(float));
template <int N> void n5(Vec<float, N> *) {}
template void n5<2>(Vec<float, 2> *);
template <int... Ns> void n6(int (&... a)[Ns]) {}
template void n6<1, 2>(int (&)[1], int (&)[2]);
template <bool... Bs> void n7() {}
template void n7<true, false>();
template <class T, class... Ts> void m1(T, const Ts &...) {}
template void m1<int, char, Foo>(int, const char &, const Foo &);
template <class T, T... Is> struct Seq {};
template <int... Ns> void q1(Seq<int, Ns...>) {}
template void q1<1, 2>(Seq<int, 1, 2>);
template <long N, long... Ns> void q2(Seq<long, Ns...> *, int (&)[N]) {}
template void q2<3, 0, 1>(Seq<long, 0, 1> *, int (&)[3]);
template <En E> struct Et {};
template <unsigned short N> void u1(int (&)[N]) {}
template void u1<3>(int (&)[3]);
template <En E> void u2(Et<E> *) {}
template void u2<EB>(Et<EB> *);
template <char... Cs> void u3(int (&... a)[Cs]) {}
template void u3<'a', 'b'>(int (&)['a'], int (&)['b']);
"""

OPENCL_TEXTS = {
    "_Z2v1IJifEEvDpT_": "void v1(Ts ...) [with Ts = {int, float}]",
    "_Z2v2IJiU3AS1fEEvDpPT_": "void v2(Ts *...) [with Ts = {int, __global float}]",
    "_Z2n1ILi4EEvRAT__i": "void n1(int (&) [T]) [with int T = 4]",
    "_Z2v3IJi3FooEEvDpR3TplIT_E": "void v3(Tpl<Ts> &...) [with Ts = {int, Foo}]",
    "_Z2v4IiJfEET_PS0_DpOT0_": "T v4(T *, Us &&...) [with T = int, Us = {float}]",
    "_Z2n4IJLi1ELi2ELi3EEEvPU3AS43TplIiE":
        "void n4(__generic Tpl<int> *) [with int ...Ts = {1, 2, 3}]",
    "_Z2e1IJEEvDpT_": "void e1(Ts ...) [with Ts = {}]",
    "_Z2p1IJi3FooEEv2VtIJDpT_EE": "void p1(Vt<Ts ...>) [with Ts = {int, Foo}]",
    "_Z2n5ILi2EEvP3VecIfXT_EE": "void n5(Vec<float, T> *) [with int T = 2]",
    "_Z2n7IJLb1ELb0EEEvv": "void n7(void) [with bool ...Ts = {true, false}]",
    "_Z2u1ILt3EEvRAT__i": "void u1(int (&) [T]) [with ushort T = 3]",
    "_Z2u2IL2En1EEvP2EtIXT_EE": "void u2(Et<T> *) [with En T = 1]",
    "_Z2u3IJLc97ELc98EEEvDpRAT__i": "void u3(int (&) [Ts]...) [with char ...Ts = {97, 98}]",
    "_Z2q2ILl3EJLl0ELl1EEEvP3SeqIlJXspT0_EEERAT__i":
        "void q2(Seq<long, Us...> *, int (&) [T]) [with long T = 3, long ...Us = {0, 1}]",
}

# a non-type parameter the signature does not use: the plain text reads back
PLAIN_TEXTS = {
    "_Z2n2ILi3E3FooEvP3TplIT0_ES2_": "void n2<3, Foo>(Tpl<Foo> *, Foo)",
    "_Z2n3IiLi2EET_PS0_PU3AS1S0_": "int n3<int, 2>(int *, __global int *)",
}


def _module(source: str, sycl: bool) -> dict[str, str]:
    """clang-19's function symbols of ``source`` -> their opencl-style text."""
    out = {}
    for name in clang_symbols(source, sycl):
        if name.startswith("_ZN3Vec"):  # (the prelude's)
            continue
        out[name] = demangle(name, dialect="itanium" if sycl else "auto").format("opencl")
    return out


def _mangle(text: str, sycl: bool) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES)
    return mangle(fn, dialect="itanium" if sycl else "clang")


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
@pytest.mark.parametrize("source", [BRIEF, MORE], ids=["brief", "more"])
def test_every_symbol_mangles_back_from_its_text(sycl: bool, source: str) -> None:
    texts = _module(source, sycl)
    assert len(texts) >= 8, texts
    for name, text in texts.items():
        assert _mangle(text, sycl) == name, (name, text)


@needs_clang
def test_texts_of_packs_and_non_type_parameters() -> None:
    texts = {**_module(BRIEF, False), **_module(MORE, False)}
    for name, text in OPENCL_TEXTS.items():
        assert texts.get(name) == text, (name, texts.get(name))
    for name, text in PLAIN_TEXTS.items():  # (and it reads back: the test above)
        assert texts.get(name) == text, (name, texts.get(name))


@needs_clang
def test_sycl_texts_have_no_address_space_defaults() -> None:
    texts = _module(BRIEF, True)
    assert texts["_Z2v2IJiU3AS1fEEvDpPT_"] == "void v2(Ts *...) [with Ts = {int, __global float}]"
    assert texts["_Z2n4IJLi1ELi2ELi3EEEvP3TplIiE"] == \
        "void n4(Tpl<int> *) [with int ...Ts = {1, 2, 3}]"


@pytest.mark.parametrize("name", ["_Z2v1IJifEEvDpT_", "_Z2n1ILi4EEvRAT__i",
                                  "_Z2n4IJLi1ELi2ELi3EEEvPU3AS43TplIiE"])
def test_only_the_opencl_style_changes(name: str) -> None:
    """llvm is llvm-cxxfilt-19's text (live), with the arguments in the name."""
    symbol = demangle(name)
    assert "[with" in symbol.format("opencl")
    for style in ("llvm", "gnu", "cxx"):
        assert "[with" not in symbol.format(style)
    assert [symbol.format("llvm")] == printed(LLVM, [name])


def test_plain_text_of_a_pack_reads_as_another_name() -> None:
    """Why the clause: ``v1<int, float>(int, float)`` is no pack (``IifE``, ``T_T0_``)."""
    plain = demangle("_Z2v1IJifEEvDpT_").format("llvm")
    assert _mangle(plain, False) == "_Z2v1IifEvT_T0_"


# ------------------------------------------------------------------- errors
ERRORS = [
    ("void f(Ts) [with Ts = {int}]", 8, "parameter pack 'Ts' must be expanded with '...'"),
    ("void f(Tpl<Ts>) [with Ts = {int}]", 8, "parameter pack 'Ts' must be expanded"),
    ("void f(int ...) [with Ts = {int}]", 12, "'...' expands a parameter pack; 'int' names none"),
    ("void f(int (&)[Ns]) [with int ...Ns = {1}]", 8, "parameter pack 'Ns' must be expanded"),
    ("void f(T) [with int T = {1}]", 25, "declared with '...' before its name ('int ...T')"),
    ("void f(Ts ...) [with Ts = {int, }]", 33, "expected a type"),
    ("void f(Ts ...) [with Ts = {int, float]", 38, "expected '}'"),
    ("void f(Ts ...) [with int ...Ts = {1,}]", 37, "expected an integer value"),
    ("void f(Ts ...) [with int ...Ts = {1, x}]", 38, "expected an integer value"),
    ("void f(Ts ...) [with int ...Ts = 1]", 34, "expected '{'"),
    ("void f(Tpl<T...>) [with int T = 1]", 13, "'...' expands a parameter pack; 'T' names none"),
    ("void f(Tpl<Ns>) [with int ...Ns = {1}]", 8, "parameter pack 'Ns' must be expanded"),
]


@pytest.mark.parametrize("text, column, message", ERRORS)
def test_bad_pack_clause(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021"), classes=("Tpl",))
    error = caught.value
    assert message in str(error)
    assert (error.line, error.column) == (1, column), str(error)
