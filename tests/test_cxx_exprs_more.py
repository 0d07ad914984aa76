"""More expressions of issue #10 (subobjects, decltype prefixes, names only one
peer reads): read, printed as the peers print them, mangled back.  Expected
strings are llvm-cxxfilt-19's and c++filt's (binutils 2.40), checked live when
the peers are installed."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from spirmangle import DemangleError, demangle, mangle
from spirmangle.bounds import children


def peer(tool: str, names: list[str]) -> list[str]:
    out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True, text=True,
                         check=True).stdout
    return out.splitlines()


# so <referent type> <expr> [<offset number>] <union-selector>* [p] E: a subobject
# of a variable as a template argument (clang-19, C++20: f<&s.arr[2]>, f<&u.f> of a
# union, f<&arr[3]> one past the end, g<s.arr[1]> by reference).  c++filt reads none;
# LLVM prints the offset and neither the union selectors nor p.  (name, llvm-cxxfilt-19)
SUBOBJECTS = [
    ("_ZN2so1fITnDaXadsofL_ZNS_1uEE_0EEEEiv", "int so::f<&so::u.<float at offset 0>>()"),
    ("_ZN2so1fITnDaXadsofL_ZNS_1wEE4_0EEEEiv", "int so::f<&so::w.<float at offset 4>>()"),
    ("_ZN2so1fITnDaXadsoiL_ZNS_1sEE12EEEEiv", "int so::f<&so::s.<int at offset 12>>()"),
    ("_ZN2so1fITnDaXadsoiL_ZNS_1sEEEEEEiv", "int so::f<&so::s.<int at offset 0>>()"),
    ("_ZN2so1fITnDaXadsoiL_ZNS_3arrEE12pEEEEiv", "int so::f<&so::arr.<int at offset 12>>()"),
    ("_ZN2so1gIXsoKiL_ZNS_1sEE8EEEEiv", "int so::g<so::s.<int const at offset 8>>()"),
    # by hand: a negative offset, selectors with and without a number
    ("_ZN2so1gIXsoKiL_ZNS_1sEEn8EEEEiv", "int so::g<so::s.<int const at offset -8>>()"),
    ("_ZN2so1gIXsoKiL_ZNS_1sEE8_1_pEEEEiv", "int so::g<so::s.<int const at offset 8>>()"),
    ("_ZN2so1gIXsoKiL_ZNS_1sEE8__2EEEEiv", "int so::g<so::s.<int const at offset 8>>()"),
    # the full corpus's (clang-19, bench/cxx_sources)
    ("_ZN2li7str_ptrIXadsoKcL_ZNS_4textEEEEEEiv", "int li::str_ptr<&li::text.<char const at offset 0>>()"),
]


@pytest.mark.parametrize("name,llvm", SUBOBJECTS)
def test_subobject_expressions(name: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    # c++filt reads none: the gnu style prints the same parts in c++filt's manner
    assert sym.format("gnu") == llvm.replace(">>", "> >")
    assert sym.format("opencl")
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None, reason="llvm-cxxfilt-19 not installed")
def test_subobject_expressions_live() -> None:
    names = [n for n, _ in SUBOBJECTS]
    assert peer("llvm-cxxfilt-19", names) == [t for _, t in SUBOBJECTS]
    if shutil.which("c++filt"):
        assert peer("c++filt", names) == names  # c++filt reads none


@pytest.mark.parametrize("name", [
    "_ZN2so1gIXsoKiL_ZNS_1sEE8EEEiv",  # no E of the subobject
    "_ZN2so1gIXsoKiL_ZNS_1sEE8xEEEEiv",  # junk after the offset
    "_ZN2so1gIXsoKiL_ZNS_1sEE08EEEEiv",  # a leading zero
    "_ZN2so1gIXsoKiL_ZNS_1sEE8_01EEEEiv",  # a selector's leading zero
    "_ZN2so1gIXsoKiEEEiv",  # no expression
])
def test_bad_subobject_expressions_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_a_subobjects_parts_are_model_children() -> None:
    sym = demangle("_ZN2so1gIXsoKiL_ZNS_1sEE8_1_pEEEEiv")
    node = sym.entity.name.parts[-1].args[0].expr
    assert (node.offset, node.selectors, node.past_end) == ("8", ("1", ""), True)
    assert len(children(node)) == 2  # the type and the expression
