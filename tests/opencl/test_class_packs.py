"""Packs in a class template's arguments (issue 25): the opencl style prints one
in braces, as GCC writes a pack (``tuple<{int, float}>``, the empty
``tuple<{}>``, ``Pk<int, {float, char}>``, ``Ints<{1, 2, 3}>``), and the C++
reader reads the braces as the pack (``J...E``), so that the text of
``_Z1f5tupleIJifEE`` mangles back to it: ``tuple<int, float>`` is another class
(``5tupleIifE``, two arguments and no pack).  Sources are compiled live by
clang-19 (C++ for OpenCL 2021 and SYCL device code, spir64); every function
symbol of each module mangles back from its opencl-style text, and each
hand-written declaration mangles as clang-19 mangles its source."""

from __future__ import annotations

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype
from peers import GNU, LLVM, printed
from test_prototype_cxx import clang_symbols, needs_clang

CLASSES = ("Fn", "Foo")

# the templates (the prelude of test_prototype_cxx declares Foo, Tpl, Vec and std::vec)
TEMPLATES = r"""
template <class... Ts> struct tuple { };
template <class T, class... Ts> struct Pk { };
template <int... Ns> struct Ints { };
template <class T, T... Vs> struct Seq { };
namespace std { template <class... Ts> struct tuple { }; }
template <class... Ts> struct KName { };
struct Fn { void operator()() const {} };
"""

# (clang source, our declaration, its symbol in C++ for OpenCL, in SYCL where other)
CASES = [
    # a variadic class template as a parameter type; the empty pack
    ("void c1(tuple<int, float>) {}", "c1(tuple<{int, float}>)", "_Z2c15tupleIJifEE", None),
    ("void c2(tuple<>) {}", "c2(tuple<{}>)", "_Z2c25tupleIJEE", None),
    # a pack after ordinary arguments (empty too), of values, of a dependent type's values
    ("void c3(Pk<int, float, char>, Pk<Foo>) {}", "c3(Pk<int, {float, char}>, Pk<Foo, {}>)",
     "_Z2c32PkIiJfcEES_I3FooJEE", None),
    ("void c4(Ints<1, 2, 3>, Ints<>) {}", "c4(Ints<{1, 2, 3}>, Ints<{}>)",
     "_Z2c44IntsIJLi1ELi2ELi3EEES_IJEE", None),
    ("void c8(Seq<long, 0, 1>, Seq<char>) {}", "c8(Seq<long, {0l, 1l}>, Seq<char, {}>)",
     "_Z2c83SeqIlJLl0ELl1EEES_IcJEE", None),
    # nested, through pointers, references, address spaces, std::
    ("void c5(tuple<tuple<int>, float> *) {}", "c5(__generic tuple<{tuple<{int}>, float}> *)",
     "_Z2c5PU3AS45tupleIJS_IJiEEfEE", "_Z2c5P5tupleIJS_IJiEEfEE"),
    ("void c6(AS_G tuple<int, Foo> *, const tuple<int, Foo> &) {}",
     "c6(__global tuple<{int, Foo}> *, const __generic tuple<{int, Foo}> &)",
     "_Z2c6PU3AS15tupleIJi3FooEERU3AS4KS1_", "_Z2c6PU3AS15tupleIJi3FooEERKS1_"),
    ("void c7(std::tuple<int, float> &, std::tuple<> *) {}",
     "c7(__generic std::tuple<{int, float}> &, __generic std::tuple<{}> *)",
     "_Z2c7RU3AS4St5tupleIJifEEPU3AS4S_IJEE", "_Z2c7RSt5tupleIJifEEPS_IJEE"),
    ("void c9(tuple<tuple<>, tuple<tuple<>>>) {}", "c9(tuple<{tuple<{}>, tuple<{tuple<{}>}>}>)",
     "_Z2c95tupleIJS_IJEES_IJS0_EEEE", None),
    ("void c10(tuple<AS_G int *> *, tuple<int *>) {}",
     "c10(__generic tuple<{__global int *}> *, tuple<{__generic int *}>)",
     "_Z3c10PU3AS45tupleIJPU3AS1iEES_IJPU3AS4iEE", "_Z3c10P5tupleIJPU3AS1iEES_IJPiEE"),
    # in a function template's arguments, and its signature written through them
    ("template <class T> void t1(T) {}\ntemplate void t1<tuple<int, float>>(tuple<int, float>);",
     "void t1<tuple<{int, float}>>(tuple<{int, float}>)", "_Z2t1I5tupleIJifEEEvT_", None),
    ("template <class T> void t2(T *, tuple<T, float>) {}\n"
     "template void t2<int>(int *, tuple<int, float>);",
     "void t2<int>(int *, tuple<{int, float}>)", "_Z2t2IiEvPT_5tupleIJS0_fEE", None),
    ("template <class T, class U> void t3(Pk<T, U, T>) {}\n"
     "template void t3<Foo, char>(Pk<Foo, char, Foo>);",
     "void t3<Foo, char>(Pk<Foo, {char, Foo}>)", "_Z2t3I3FoocEv2PkIT_JT0_S2_EE", None),
    ("template <class T> void t6() {}\ntemplate void t6<Pk<int, tuple<int>>>();",
     "void t6<Pk<int, {tuple<{int}>}>>(void)", "_Z2t6I2PkIiJ5tupleIJiEEEEEvv", None),
    # a function template's pack expanded inside a class's pack (the with-clause)
    ("template <class... Ts> void t4(tuple<Ts...> &, tuple<int, Ts...>) {}\n"
     "template void t4<char, Foo>(tuple<char, Foo> &, tuple<int, char, Foo>);",
     "void t4(tuple<Ts ...> &, tuple<{int, Ts ...}>) [with Ts = {char, Foo}]",
     "_Z2t4IJc3FooEEvR5tupleIJDpT_EES1_IJiS3_EE", None),
    ("template <int... Ns> void t5(Ints<Ns..., 4>) {}\ntemplate void t5<1, 2>(Ints<1, 2, 4>);",
     "void t5(Ints<{Ts..., 4}>) [with int ...Ts = {1, 2}]",
     "_Z2t5IJLi1ELi2EEEv4IntsIJXspT_ELi4EEE", None),
    # members of a class template over a pack
    ("template <class T> struct M { void get(tuple<T, int>) const {} };\n"
     "template struct M<tuple<float>>;",
     "M<tuple<{float}>>::get(tuple<{tuple<{float}>, int}>) const __generic",
     "_ZNU3AS4K1MI5tupleIJfEEE3getES0_IJS1_iEE", "_ZNK1MI5tupleIJfEEE3getES0_IJS1_iEE"),
    # SYCL kernel-name-like types: a kernel's name type as a template argument
    ("template <typename Name, typename F> KERNEL_ATTR void ks(const F &f) { f(); }\n"
     "void l1() { ks<KName<int, float>>(Fn()); ks<KName<>>(Fn()); }",
     "void ks<KName<{int, float}>, Fn>(const Fn &)", "_Z2ksI5KNameIJifEE2FnEvRKT0_", None),
    ("template <typename Name, typename F> KERNEL_ATTR void ks(const F &f) { f(); }\n"
     "void l2() { ks<Pk<Foo, KName<char>>>(Fn()); }",
     "void ks<Pk<Foo, {KName<{char}>}>, Fn>(const Fn &)",
     "_Z2ksI2PkI3FooJ5KNameIJcEEEE2FnEvRKT0_", None),
]

KERNEL_ATTR = r"""
#if defined(__OPENCL_CPP_VERSION__)
#define KERNEL_ATTR
#else
#define KERNEL_ATTR __attribute__((sycl_kernel))
#endif
"""


def _mangle(text: str, sycl: bool) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES)
    return mangle(fn, dialect="itanium" if sycl else "clang")


def _symbols(source: str, sycl: bool) -> set[str]:
    return {name for name in clang_symbols(KERNEL_ATTR + TEMPLATES + source, sycl)
            if not name.startswith(("_ZN3Vec", "_ZNU3AS43Vec", "_ZNU3AS4K2Fn", "_ZNK2Fn"))}


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
@pytest.mark.parametrize("source, text, name, sycl_name", CASES,
                         ids=[case[2] for case in CASES])
def test_declaration_mangles_as_clang(source: str, text: str, name: str,
                                      sycl_name: str | None, sycl: bool) -> None:
    """clang-19 writes the name (live), the declaration mangles to it, and the
    name's opencl text is the declaration's (so it mangles back)."""
    expected = sycl_name if sycl and sycl_name else name
    if sycl:  # (SYCL has no default address space: the same text without __generic)
        text = text.replace(" __generic", "").replace("__generic ", "")
    symbols = _symbols(source, sycl)
    assert expected in symbols, sorted(symbols)
    assert _mangle(text, sycl) == expected
    symbol = demangle(expected, dialect="itanium" if sycl else "auto")
    assert symbol.format("opencl") == text
    for name_ in symbols:  # (every symbol of the module comes back from its text)
        text_ = demangle(name_, dialect="itanium" if sycl else "auto").format("opencl")
        assert _mangle(text_, sycl) == name_, (name_, text_)


@pytest.mark.parametrize("name", ["_Z2c15tupleIJifEE", "_Z2c25tupleIJEE",
                                  "_Z2c32PkIiJfcEES_I3FooJEE", "_Z2c44IntsIJLi1ELi2ELi3EEES_IJEE",
                                  "_Z2t4IJc3FooEEvR5tupleIJDpT_EES1_IJiS3_EE"])
def test_only_the_opencl_style_prints_braces(name: str) -> None:
    """llvm and gnu print a pack's elements as llvm-cxxfilt-19 and c++filt do (live)."""
    symbol = demangle(name)
    assert "<{" in symbol.format("opencl") or ", {" in symbol.format("opencl")
    for style in ("llvm", "gnu", "cxx"):
        assert "{" not in symbol.format(style)
    assert [symbol.format("llvm")] == printed(LLVM, [name])
    assert [symbol.format("gnu")] == printed(GNU, [name])


def test_plain_text_is_another_class() -> None:
    """Why the braces: ``tuple<int, float>`` has two arguments and no pack."""
    assert _mangle("void f(tuple<int, float>)", True) == "_Z1f5tupleIifE"
    assert _mangle("void f(tuple<{int, float}>)", True) == "_Z1f5tupleIJifEE"
    assert _mangle("void f(tuple<{int}, {float}>)", True) == "_Z1f5tupleIJiEJfEE"


def test_names_without_packs_print_as_before() -> None:
    for name, text in [("_Z1f5tupleIifE", "f(tuple<int, float>)"),
                       ("_Z1f3TplIiE", "f(Tpl<int>)"),
                       ("_Z2v3IJifEEv2VtIJDpT_EE", "void v3(Vt<Ts ...>) [with Ts = {int, float}]")]:
        assert demangle(name).format("opencl") == text


ERRORS = [
    ("void f(tuple<{int, {float}}>)", 20, "a pack's element cannot be a pack"),
    ("void f(tuple<{int, float>)", 25, "expected '}'"),
    ("void f(tuple<{int, }>)", 20, "expected a template argument"),
    ("void f(tuple<{int; float}>)", 18, "expected '}'"),
    ("void f(tuple<{int}x>)", 19, "expected '>'"),
]


@pytest.mark.parametrize("text, column, message", ERRORS)
def test_bad_pack(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021"), classes=("tuple",))
    error = caught.value
    assert message in str(error)
    assert (error.line, error.column) == (1, column), str(error)
