"""The opencl style spells a vector without an OpenCL typedef (``Dv1_f``,
``Dv2_DF16_``) with GCC's ``vector_size`` attribute (spirmangle.model.vector_spelling);
the C++ reader skipped every attribute but ``abi_tag``, so such a text came back
as the scalar: ``sycl::_V1::vec<float, 1>::vec(float __attribute__((vector_size(4))))``
mangled to ``..C1Ef``, not clang's ``..C1EDv1_f`` (issue 25, SYCL's ``vec`` shapes).
Now the reader makes the vector, or refuses the attribute where it stands
elsewhere."""

from __future__ import annotations

from pathlib import Path

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype

from peers import clang_symbols

SOURCE = """
typedef float f1 __attribute__((ext_vector_type(1)));
typedef int i1 __attribute__((ext_vector_type(1)));
typedef _Float16 h2 __attribute__((ext_vector_type(2)));
typedef _Float16 h3 __attribute__((ext_vector_type(3)));
typedef float f5 __attribute__((vector_size(20)));
namespace mylib {
template <class T, int N, class V> struct vec {
  vec(V v) {}
  operator V() const { return V(); }
  int take(const V *p, V &r) { return 0; }
};
template struct vec<float, 1, f1>;
template struct vec<int, 1, i1>;
template struct vec<_Float16, 2, h2>;
template struct vec<_Float16, 3, h3>;
template struct vec<float, 5, f5>;
}
"""


def _sycl(text: str) -> str:
    return mangle(parse_prototype(text, lang=language(sycl=True)), dialect="itanium")


def _clcpp(text: str) -> str:
    return mangle(parse_prototype(text, lang=language("CLC++2021")), dialect="clang")


@pytest.mark.parametrize("dialect", ["c++17", "clc++2021"])
def test_a_vector_without_typedef_comes_back_from_its_text(dialect: str, tmp_path: Path) -> None:
    names = [n for n in clang_symbols(SOURCE, tmp_path, dialect)
             if "Dv" in n and "C2E" not in n]  # (the complete constructor: the text's)
    assert len(names) >= 10, names  # (each vector: constructor, conversion, take)
    read = _sycl if dialect == "c++17" else _clcpp
    for name in names:
        text = demangle(name).format("opencl")
        assert "__attribute__((vector_size(" in text, text
        assert read(text) == name, text


@pytest.mark.parametrize("text, name", [
    ("void f(float __attribute__((vector_size(4))))", "_Z1fDv1_f"),
    ("void f(_Float16 __attribute__((vector_size(8))) const *)", "_Z1fPKDv4_DF16_"),
    ("void f(const int __attribute__((ext_vector_type(3))) &)", "_Z1fRKDv3_i"),
])
def test_the_attribute_makes_a_vector_of_the_core_type(text: str, name: str) -> None:
    assert _sycl(text) == name


@pytest.mark.parametrize("text, why", [
    ("void f(float __attribute__((vector_size(6))))", "no whole number"),
    ("void f(__global float __attribute__((vector_size(8))))", "qualifies its element"),
    ("void f(float *__attribute__((vector_size(8))))", "cannot write it"),
    ("void f(int) __attribute__((vector_size(8)))", "right after its element type"),
])
def test_a_vector_attribute_it_cannot_apply_is_refused(text: str, why: str) -> None:
    with pytest.raises(PrototypeError) as info:
        _sycl(text)
    assert why in info.value.message, info.value.message
