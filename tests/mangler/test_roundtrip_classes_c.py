"""The round-trip classes of issue 20, part C (operators, expressions, mangler
refusals), one test per class: a name we accept mangles back to a spelling that
we read to the same model and print alike in every style, and that spelling
mangles back to itself; where the live peers read both spellings, they print
them alike (the reference for the llvm and gnu styles)."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import demangle, mangle


def remangled(name: str) -> str:
    """What ``name`` mangles back to, checked to read as ``name`` does."""
    symbol = demangle(name)
    target = "x86_64" if symbol.host_addrspaces else "spir64"
    again = mangle(symbol.entity, target=target, dialect=symbol.dialect)
    other = demangle(again, symbol.dialect)
    assert other.entity == symbol.entity
    for style in ("opencl", "llvm", "gnu"):
        assert other.format(style) == symbol.format(style)
    assert mangle(other.entity, target=target, dialect=symbol.dialect) == again
    return again


def peers_agree(name: str, again: str) -> None:
    """Each peer that reads ``name`` reads ``again`` alike, as our style prints it."""
    symbol = demangle(name)
    for style, tool in (("llvm", LLVM), ("gnu", GNU)):
        lines = printed(tool, [name, again])
        if lines[0] != name:
            assert lines == [symbol.format(style)] * 2


# A noexcept condition that is a floating-point literal (DO L d <digits> E E):
# both peers read it (LLVM prints nan, c++filt (double)[7ff8...]); the mangler
# wrote only integer literals, template parameters and expressions there.
@pytest.mark.parametrize("name", [
    "_Z1fPDOLd7ff8000000000000EEFvvE",
    "_Z1fPDOLf3f800000EEFvvE",
    "_ZN1i4nB1aEDOLd7ff8000000000000EEFbdES_DU7_",
    "_ZW5cxx111gIJX6detailEEEDv5_N6Kernel12_GLOBAL__N_1DC2cl6detailE1xEDOLf3f800000EEFDv2_T_hEF"
    "11ocl_image2dvE",
])
def test_float_literal_noexcept_condition(name):
    assert remangled(name) == name
    peers_agree(name, name)


def test_float_literal_noexcept_condition_peers():
    """(the reference): both peers read a float condition."""
    name = "_Z1fPDOLd7ff8000000000000EEFvvE"
    assert printed(LLVM, [name]) == ["f(void (*)() noexcept(nan))"]
    assert printed(GNU, [name]) == ["f(void (*)() noexcept((double)[7ff8000000000000]))"]


# An unresolved name's scope (sr S0_, srN S3_ ... E) that is a local entity's name
# prefix, referred to from outside the local scope (in the return type): its key
# there is unscoped, as for a class type (8c41814), so the mangler looks it up
# among the local prefixes; it refused to write it.  Both peers read the small
# ones; c++filt refuses the campaign's name (LLVM reads it).
@pytest.mark.parametrize("name", [
    "_ZZ1fvEN1S1gIiEEDTsrS_1xEv",
    "_ZZ1fvEN1S1T1gIiEEDTsrS0_1xEv",
    "_ZZ1fvEN1S1T1gIiEEDTsrNS0_2xxE1xEv",
    "_ZZ1cDv6_vEN1W1tor1EIJEEEAcl14ocl_image2d_rosrNS3_E2x1E_vf",
])
def test_local_prefix_as_an_unresolved_scope(name):
    assert remangled(name) == name
    peers_agree(name, name)


def test_local_prefix_as_an_unresolved_scope_peers():
    name = "_ZZ1fvEN1S1T1gIiEEDTsrS0_1xEv"
    assert printed(LLVM, [name]) == ["decltype(S::T::x) f()::S::T::g<int>()"]
    assert printed(GNU, [name]) == ["decltype (S::T::x) f()::S::T::g<int>()"]
