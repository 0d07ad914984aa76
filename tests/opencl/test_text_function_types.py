"""Declaration text whose types clang mangles in full (issue 25): a template's
return type keeps its qualifiers, and a function type keeps ``noexcept``.

clang-19 writes ``const S cs<int>(const int *, char)`` as ``_Z2csIiEK1SPKT_c``
and ``const int ci(T) [with T = int]`` as ``_Z2ciIiEKiT_``: the return type of a
template's signature is mangled as declared, qualifiers and all (only a
parameter's top-level qualifiers leave the function type).  A function type's
``noexcept`` is part of the type from C++17 (``DoFvvE``); a function's own
``noexcept`` is not mangled.  A with-clause's parameter is the class of a
member pointer (``int member_of(U T::*) [with T = ty::Obj, U = int]``: ``MT_T0_``).
The reader used to drop the first two and read ``T`` as a class, so the opencl text
of these names mangled to another name, silently.  Each case: clang-19's
symbol, our text of it, and the text mangled back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from spirmangle import demangle, language, mangle, parse_prototype

from peers import clang_symbols

CLCPP = """
struct S {};
template <class T> const S cs(const T *, char) { return S(); }
template const S cs<int>(const int *, char);
template <class T> const int ci(T) { return 0; }
template const int ci<int>(int);
template <class T> const volatile T cv(T) { return 0; }
template const volatile int cv<int>(int);
template <class T> const T *cp(T) { return 0; }
template const int *cp<int>(int);
"""

CXX = """
namespace ty { struct Obj {};
void take_nxmfn(int (Obj::*)() noexcept) {}
void nx(void (*)() noexcept, void (*)() noexcept) {}
void q(int (Obj::*)() const & noexcept) {}
void plain(void (*)()) {}
void own(int) noexcept {}
template <class T, class U> int member_of(U T::*) { return 0; }
template int member_of<Obj, int>(int Obj::*);
}
"""


def _back(name: str, sycl: bool) -> str:
    text = demangle(name).format("opencl")
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=("S", "ty::Obj"))
    return mangle(fn, dialect="itanium" if sycl else "clang")


def test_a_templates_qualified_return_type_mangles_as_clang_does(tmp_path: Path) -> None:
    names = clang_symbols(CLCPP, tmp_path)
    assert len(names) == 4
    for name in names:
        assert _back(name, sycl=False) == name


def test_noexcept_function_types_and_member_pointers_mangle_as_clang_does(tmp_path: Path) -> None:
    names = clang_symbols(CXX, tmp_path, "c++17")
    assert any("DoF" in n for n in names) and len(names) == 6
    for name in names:
        assert _back(name, sycl=True) == name


@pytest.mark.parametrize("text, name", [
    ("void ty::nx(void (*)(void) noexcept, void (*)(void))", "_ZN2ty2nxEPDoFvvEPFvvE"),
    ("void ty::own(int) noexcept", "_ZN2ty3ownEi"),  # (its own: not mangled)
])
def test_as_a_person_writes_it(text: str, name: str) -> None:
    fn = parse_prototype(text, lang=language(sycl=True))
    assert mangle(fn, dialect="itanium") == name
