"""The round-trip classes of issue 20, part C (operators, expressions, mangler
refusals), one test per class: a name we accept mangles back to a spelling that
we read to the same model and print alike in every style, and that spelling
mangles back to itself; where the live peers read both spellings, they print
them alike (the reference for the llvm and gnu styles)."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from roundtrip import peers_agree, remangled
from spirmangle import DemangleError, demangle


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


# A type requirement of a name that starts with _ (clang writes requires {
# typename _Iter<T>; } as T5_IterIT_E): T5_ reads as a template parameter too, an
# operand of the expression requirement before it.  The lexer reads the template
# parameter, and the requirement after that reading is refused (ReadingMode.
# req_types), as LLVM reads both (c++filt reads no requires-expression).  The
# mangler writes clang's T2__; the campaign's TN2__E reads alike.
_CLANG_REQUIRES = """
template <class T> struct _Iter {};
struct __ {};
template <class T> void f() requires requires { typename _Iter<T>; } {}
template <class T> void g() requires requires { typename __; } {}
template <class T> void k() requires requires { T(); typename _Iter<T>; } {}
template <class T> void m() requires requires (T a) { a + a; typename _Iter<T>; } {}
template <int A, int B> void n() requires requires { A + B; } {}
void use() { f<int>(); g<int>(); k<int>(); m<int>(); n<1, 2>(); }
"""


def test_type_requirement_of_a_name_with_underscore_clang(tmp_path):
    """clang-19's own names read (LLVM's text) and mangle back byte for byte."""
    import shutil
    import subprocess

    if shutil.which("clang++-19") is None:
        pytest.skip("clang++-19 is not installed")
    source = tmp_path / "req.cpp"
    source.write_text(_CLANG_REQUIRES)
    subprocess.run(["clang++-19", "-std=c++20", "-S", "-emit-llvm", "-o", str(tmp_path / "req.ll"),
                    str(source)], check=True)
    import re

    names = sorted(set(re.findall(r"@(_Z[1][fgkmn]\w+)", (tmp_path / "req.ll").read_text())))
    assert len(names) == 5
    assert "_Z1fIiEvvQrqT5_IterIT_EE" in names and "_Z1gIiEvvQrqT2__E" in names
    for name, llvm in zip(names, printed(LLVM, names)):
        symbol = demangle(name)
        assert symbol.format("llvm") == llvm
        assert remangled(name) == name


@pytest.mark.parametrize("name, again", [
    ("_ZSt1TIXrqTN2__EEEbE9ocl_queuev", "_ZSt1TIXrqT2__EEbE9ocl_queuev"),
    ("_ZN2ca6Kernel1iILZclDvqueosPODTLi0EEErQ_TN2__EXccDF2xfL2p_Xfp_ELi0Efp__rlErlEE4mage2olS_",
     "_ZN2ca6Kernel1iILZclDvqueosPODTLi0EEErQ_T2__XccDF2xfL2p_Xfp_ELi0Efp__rlES5_EE4mage2olS_"),
    ("_Z1fIXrqTN2__EEEEvv", "_Z1fIXrqT2__EEEvv"),
    ("_Z1fIiiiEvvQrqXplT_T1_XplT0_T1_E", "_Z1fIiiiEvvQrqXplT_T1_XplT0_T1_E"),  # (operands)
    ("_Z1fIiiiEvvQrqXplT_T0_T1_E", "_Z1fIiiiEvvQrqXplT_T0_T1_E"),  # (typename _)
    ("_Z1fIXrqTL3fooEEEvv", "_Z1fIXrqTNL3fooEEEEvv"),  # (TL <n> <not _>: an internal name)
])
def test_type_requirement_of_a_name_with_underscore(name, again):
    assert remangled(name) == again
    peers_agree(name, again)  # (LLVM refuses the campaign's second name's lambda)


# A vendor qualifier with template arguments (U4AS99 I...E <type>) as a
# conversion operator's type, a sizeof's: the E of its arguments completed the
# awaited type in the lexer, so in N ... E the type after it read as the next
# name (an operator 'dE'): every nested conversion to such a type was refused,
# and the mangler writes a conversion directly in std (St cv..., which both
# peers read; no compiler writes one, a conversion is a member) nested.
@pytest.mark.parametrize("name, again", [
    ("_ZStcvU10LconstantPU12SYprivaterKdIXsp5cxx11EDpjEd",
     "_ZNStcvU10LconstantPU12SYprivaterKdIXsp5cxx11EDpjEdE"),
    ("_ZStcvU4AS99I1EErDF6_NUt_7_cxag1B3abiE", "_ZNStcvU4AS99I1EErDF6_ENUt_7_cxag1B3abiE"),
    ("_ZStcvU4AS99ILcn1EErDF16_RKNUt_7__cxx11B4tag1B3abiE",
     "_ZNStcvU4AS99ILcn1EErDF16_ERKNUt_7__cxx11B4tag1B3abiE"),
    ("_ZStcvU4AS99IiEd", "_ZNStcvU4AS99IiEdE"),
    ("_ZN1AcvU4AS99IiEdEv", "_ZN1AcvU4AS99IiEdEv"),
    ("_ZN1AcvPU4AS99IiEdEv", "_ZN1AcvPU4AS99IiEdEv"),
    ("_ZN1AcvKU4AS99IiEdEv", "_ZN1AcvKU4AS99IiEdEv"),
    ("_ZN1AcvU4AS99IiE1SIiEEv", "_ZN1AcvU4AS99IiE1SIiEEv"),
    ("_ZN1AcvU4AS99IiE1SIiEIcEEv", "_ZN1AcvU4AS99IiE1SIiEIcEEv"),  # (the operator's <char>)
    ("_ZN1AcvU4AS99IiEU3fooIcEdEv", "_ZN1AcvU4AS99IiEU3fooIcEdEv"),
    ("_Z1fIXstU4AS99IiEdEEvv", "_Z1fIXstU4AS99IiEdEEvv"),
])
def test_vendor_qualifier_with_arguments_in_a_conversion(name, again):
    assert remangled(name) == again
    peers_agree(name, again)


def test_vendor_qualifier_with_arguments_in_a_conversion_peers():
    assert printed(LLVM, ["_ZN1AcvU4AS99IiEdEv", "_ZN1AcvU4AS99IiE1SIiEIcEEv"]) == [
        "A::operator double AS99<int>()", "A::operator S<int> AS99<int><char>()"]
    assert printed(GNU, ["_ZN1AcvU4AS99IiEdEv", "_ZNStcvU4AS99IiEdE"]) == [
        "A::operator double AS99<int>()", "std::operator double AS99<int>"]


# A conversion operator with template arguments of its own whose type ends with a
# class named without an E or arguments at its end (St 1B, 1B behind P, R or K,
# St L<name>, with ABI tags): written bare, the operator's arguments read as that
# class template's (cv P St1B IiE: a pointer to std::B<int>, T_ then has no
# referent; with no T_ the name read back as another model).  The mangler
# writes that class N ... E, as the names read and both peers read them.
@pytest.mark.parametrize("name", [
    "_ZN3std1ScvNSt14ocl_image2d_roEIhEET_",
    "_ZNHWP3std1ScvPNStL14ocl_image2d_roEIDhEES3_SofT_l",
    "_ZN1AcvNSt1BEIiEEv",
    "_ZN1AcvPN1BEIiEET_",
    "_ZN1AcvPNSt1BEIiEET_",
    "_ZN1AcvRKNSt1BEIiEET_",
    "_ZN1AcvA5_NSt1BEIiEET_",
    "_ZN1AcvNSt1BB3tagEIiEET_",
    "_ZN1AcvPNL1BEIiEET_",
    "_ZN1AcvPSt1BEv",  # (no arguments of its own: bare)
])
def test_conversion_to_a_bare_class_with_arguments_of_its_own(name):
    assert remangled(name) == name
    peers_agree(name, name)


def test_conversion_to_a_bare_class_with_arguments_of_its_own_peers():
    """(why): bare, both peers read the arguments as the class template's."""
    assert printed(LLVM, ["_ZN1AcvPNSt1BEIiEET_", "_ZN1AcvPSt1BIiEEv"]) == [
        "A::operator std::B*<int>(int)", "A::operator std::B<int>*()"]
    assert printed(GNU, ["_ZN1AcvPNSt1BEIiEET_", "_ZN1AcvPSt1BIiEEv"]) == [
        "A::operator std::B*<int>(int)", "A::operator std::B<int>*()"]


# An inheriting constructor whose base is a conversion operator (no class), read
# under g++'s numbering (a substitution after it counts the base as a type):
# c++filt reads no CI2 cv... at all, LLVM does not number the base (S3_ out of
# range), and N cv <type> E, the base spelled as a type, reads nowhere: refused.
# Without such a substitution (LLVM's reading) it is read and mangles back.
@pytest.mark.parametrize("name", [
    "_ZZNSt3bar4_Z1fB5cxabiCI2cvFDv4_diEES3_FS_IEvEEN14o_image2d_woD4E",
    "_ZN1ACI2cviES0_",
])
def test_conversion_operator_as_a_numbered_inherited_base_is_refused(name):
    with pytest.raises(DemangleError, match="conversion operator"):
        demangle(name)
    assert printed(LLVM, [name]) == [name]
    assert printed(GNU, [name]) == [name]


def test_conversion_operator_as_an_inherited_base_in_llvm_reading():
    for name in ("_ZN1ACI2cviEv", "_ZN1ACI2cviES_"):
        assert remangled(name) == name
        assert printed(LLVM, [name])[0] == demangle(name).format("llvm")
    assert printed(GNU, ["_ZN1ACI2cviEv"]) == ["_ZN1ACI2cviEv"]
