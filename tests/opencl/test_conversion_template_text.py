"""A conversion operator template whose type names its own template parameters
(``template <class T> operator T()``, SYCL's ``multi_ptr`` conversion
``template <access::decorated D> operator multi_ptr<E, S, D>() const``) printed
its arguments in place (``operator int<int>``), which the C++ reader reads as a
conversion to a type that names none (``cviIiE``, not clang's ``cvT_IiE``): the
same text, another name.  The opencl style now binds the parameters in a
with-clause (``operator T(void) [with T = int]``), and the text comes back
(issue 25, found on SYCL's shapes: 231 names).  (A conversion template whose type
names no parameter cannot be instantiated: C++ gives a conversion no explicit
arguments, and there is nothing to deduce.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from spirmangle import demangle, language, mangle, parse_prototype

from peers import clang_symbols

SOURCE = """
namespace ns {
enum class decorated { no, yes, legacy };
template <class T, int S, decorated D> struct multi_ptr {};
template <class T> struct B {};
struct A {
  template <class T> operator T() const { return T(); }
  template <class T> operator B<T>() { return B<T>(); }
  template <class T> operator T *() { return 0; }
  template <decorated D> operator multi_ptr<int, 1, D>() const { return {}; }
};
template A::operator int() const;
template A::operator B<float>();
template A::operator char *();
template A::operator multi_ptr<int, 1, decorated::yes>() const;
}
"""


@pytest.mark.parametrize("dialect", ["c++17", "clc++2021"])
def test_a_conversion_templates_text_comes_back(dialect: str, tmp_path: Path) -> None:
    names = [n for n in clang_symbols(SOURCE, tmp_path, dialect) if "cv" in n]
    assert len(names) == 4, names
    lang = language(sycl=True) if dialect == "c++17" else language("CLC++2021")
    for name in names:
        symbol = demangle(name)
        text = symbol.format("opencl")
        again = mangle(parse_prototype(text, lang=lang), dialect=symbol.dialect)
        assert again == name, text
        assert "[with " in text, text
