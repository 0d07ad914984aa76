"""Template arguments that are the address of a function or a variable (issue 25):
the opencl style prints ``X ad L_Z <encoding> E E`` as ``&`` and the entity's
text (``&li::fn(int)``, ``&li::S::get(void) const``, ``&li::var``,
``&li::S::m``), and the C++ reader reads it back.  Sources are compiled live by
clang-19 (C++ for OpenCL 2021 and SYCL device code, spir64): every template's
symbol mangles back from its opencl-style text, and each declaration written by
hand mangles as clang-19 mangles its source.

Not read back: a parameter whose declaration clang mangles (``TnMT_KFivE`` for
``template <class T, int (T::*M)() const>``, ``TpTnDa`` for ``auto...``), which
the opencl style does not print; its text reads as the undeclared argument."""

from __future__ import annotations

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype
from test_prototype_cxx import clang_symbols, needs_clang

SOURCE = r"""
namespace li {
int fn(int x) { return x; }
long gn(long x, char) { return x; }
int var;
struct S { int m; int get() const { return m; } int put(int *p) { return *p; } };
template <int (*F)(int)> int fref() { return 0; }
template <int *P> int pv() { return 0; }
template <int S::*M> int pm() { return 0; }
template <int (S::*M)() const> int pmf() { return 0; }
template <int (S::*M)(int *)> int pmp() { return 0; }
template <int S::*... Ms> int pms() { return 0; }
template <class T> struct Box { template <long (*G)(long, char)> int with() { return 0; } };
}
void use() {
  li::pm<&li::S::m>(); li::pms<&li::S::m, &li::S::m>();
#if !defined(__OPENCL_CPP_VERSION__)
  li::pmf<&li::S::get>(); li::pmp<&li::S::put>();
  li::pv<&li::var>(); li::fref<li::fn>(); li::fref<&li::fn>(); li::Box<int>().with<li::gn>();
#endif
}
"""

# (our declaration, its symbol in C++ for OpenCL, in SYCL where other; None: SYCL
# only, clang-19 takes no function's address in C++ for OpenCL)
CASES = [
    ("int li::fref<&li::fn(int)>(void)", None, "_ZN2li4frefIXadL_ZNS_2fnEiEEEEiv"),
    ("int li::pv<&li::var>(void)", None, "_ZN2li2pvIXadL_ZNS_3varEEEEEiv"),
    ("int li::pm<&li::S::m>(void)", "_ZN2li2pmIXadL_ZNS_1S1mEEEEEiv", None),
    ("int li::pmf<&li::S::get(void) const>(void)", None,
     "_ZN2li3pmfIXadL_ZNKS_1S3getEvEEEEiv"),
    ("int li::pmp<&li::S::put(int *)>(void)", None, "_ZN2li3pmpIXadL_ZNS_1S3putEPiEEEEiv"),
    ("int li::pms<{&li::S::m, &li::S::m}>(void)",
     "_ZN2li3pmsIJXadL_ZNS_1S1mEEEXadL_ZNS1_1mEEEEEEiv", None),
    ("int li::Box<int>::with<&li::gn(long, char)>(void) __generic", None,
     "_ZN2li3BoxIiE4withIXadL_ZNS_2gnElcEEEEiv"),
]

SYCL_TEXTS = {  # (SYCL: no default address space)
    "int li::Box<int>::with<&li::gn(long, char)>(void) __generic":
        "int li::Box<int>::with<&li::gn(long, char)>(void)",
}


def _mangle(text: str, sycl: bool) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl))
    return mangle(fn, dialect="itanium" if sycl else "clang")


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_every_template_symbol_mangles_back_from_its_text(sycl: bool) -> None:
    symbols = {n for n in clang_symbols(SOURCE, sycl) if "Xad" in n}
    assert len(symbols) >= (7 if sycl else 2), sorted(symbols)
    for name in sorted(symbols):
        text = demangle(name, dialect="itanium" if sycl else "auto").format("opencl")
        assert _mangle(text, sycl) == name, (name, text)


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
def test_declarations_mangle_as_clang_does(sycl: bool) -> None:
    symbols = clang_symbols(SOURCE, sycl)
    for text, name, sycl_name in CASES:
        if sycl:
            text = SYCL_TEXTS.get(text, text)
            name = sycl_name or (name or "").replace("U3AS4", "")
        elif name is None:
            continue
        got = _mangle(text, sycl)
        assert got == name, (text, got)
        assert got in symbols, (text, got)


@pytest.mark.parametrize("text, column, message", [
    ("int f<&>(void)", 8, "expected a name"),
    ("int f<&g(int)::x>(void)", 8, "a function's or a variable's name"),
    ("int f<&g(int>(void)", 13, "expected"),
])
def test_bad_address_arguments(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError) as caught:
        parse_prototype(text, lang=language("CLC++2021", sycl=True))
    assert message in str(caught.value), str(caught.value)
    assert caught.value.column == column, str(caught.value)
