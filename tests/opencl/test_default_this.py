"""A C++ for OpenCL member function's default ``this`` address space (issue 25).

clang-19 gives every member function of a class in C++ for OpenCL the default
address space on ``this`` where the declaration writes none: ``void S::m(int)``
is ``_ZNU3AS41S1mEi``, and so are constructors, destructors, operators,
conversions, static members and the methods of class templates.  The reader
used to give such a text no address space, so ``spirmangle mangle --cl-std
CLC++2021 'void S::m(int)'`` wrote ``_ZN1S1mEi``: another function, silently.
A qualified name's scope is a class where the caller names it (``--class S``,
``classes=``; the text cannot tell a class from a namespace); SYCL has no
default, and an explicit ``__private`` stays (clang writes nothing for it).
"""

from __future__ import annotations

from pathlib import Path

from spirmangle import demangle, language, mangle, parse_prototype

from peers import clang_symbols

SOURCE = """
struct S { void m(int); static void sm(int); S(); void c(int) const; void p(int) __private; };
void S::m(int) {}
void S::sm(int) {}
S::S() {}
void S::c(int) const {}
void S::p(int) __private {}
template <class T> struct Box { T v; T get() const; ~Box(); int operator+(int); operator int(); };
template <class T> T Box<T>::get() const { return v; }
template <class T> Box<T>::~Box() {}
template <class T> int Box<T>::operator+(int) { return 0; }
template <class T> Box<T>::operator int() { return 0; }
template struct Box<int>;
namespace ns { struct S { void m(); }; void S::m() {} void f(int) {} }
"""
CLASSES = ("S", "Box")


def _mangled(text: str, sycl: bool = False) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES,
                         base_structors=True)
    return mangle(fn, dialect="itanium" if sycl else "clang")


def test_a_member_written_without_an_address_space_has_the_default(tmp_path: Path) -> None:
    names = clang_symbols(SOURCE, tmp_path)
    assert len(names) == 11 and sum("NU3AS4" in n for n in names) == 9
    for name in names:
        text = demangle(name).format("opencl")
        if "NU3AS4" not in name:  # (S::p(int) __private and ns::f: the text reads back as SYCL,
            assert _mangled(text, sycl=True) == name, text  # as measure_text_roundtrip reads it)
            continue
        assert _mangled(text) == name, text  # (as printed: __generic written)
        assert _mangled(text.removesuffix(" __generic")) == name, text  # (as a person writes it)


def test_a_namespace_sycl_and_private_have_none() -> None:
    assert _mangled("void ns::f(int)") == "_ZN2ns1fEi"
    assert _mangled("void N::f(int)") == "_ZN1N1fEi"  # (N: no class named so)
    assert _mangled("void S::m(int)", sycl=True) == "_ZN1S1mEi"
    assert _mangled("void S::p(int) __private") == "_ZN1S1pEi"
    assert _mangled("void S::m(int) __global") == "_ZNU3AS11S1mEi"
