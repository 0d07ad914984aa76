"""Round-trip classes of the issue 20 campaign (tests/data/campaign20_roundtrip.tsv)
taken by the rt-20i branch, against the live peers (and clang-19 where installed)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from peers import GNU, LLVM, printed
from spirmangle import demangle, mangle


def _again(name: str) -> tuple[object, object, str]:
    sym = demangle(name)
    target = "x86_64" if sym.host_addrspaces else "spir64"
    again = mangle(sym.entity, target=target, dialect=sym.dialect)
    return sym, demangle(again, sym.dialect), again


# Class (a): a template parameter written again in a closure's signature or a local
# entity with template parameters of its own.  clang-19 (and g++) key a template
# parameter by its level and index; once the enclosing function template is
# instantiated, a generic lambda's own parameters are at the level its parameters
# were, so the lambda's parameter is written as the enclosing encoding's candidate
# (S0_ of f3's T_): that substitution is the lambda's own parameter, not f3's.  The
# source says which: f3<int>'s lambda is called with ('c', t), so its call operator
# takes (char, int).  c++filt reads each as that, and so do we (the opencl and gnu
# styles); llvm-cxxfilt-19 binds the substitution to the scope it was recorded in
# (f3's int: operator()<char>(int, int)), which the llvm style reproduces
# (spirmangle.render.peer_scopes).  A T_ written there instead (no compiler writes
# it) is the same parameter (LLVM reads it so where it reads the name at all), so
# both spellings read to one model, which mangles to the compilers' spelling.
SOURCE = """
template<class T> auto f3(T t) { auto l = [](auto a, T b) { return a + b; }; return l('c', t); }
template<class T> auto f5(T t) {
  auto l = []<class U>(U a, T b, U c) { return a + b; }; return l('c', t, 'd'); }
template<class A, class T> auto f7(T t) { auto l = [](auto a, auto b) { return a + b; }; return l(t, 'c'); }
int main() { f3(1); f5(1); f7<long>(1); }
"""
# clang-19's names of the three call operators (checked against clang-19 below), with
# the parameters each takes (the source's) and the same name with each substitution
# of a template parameter written as T_ / T0_ again
CLANG = [
    ("_ZZ2f3IiEDaT_ENKUlS0_iE_clIcEEDaS0_i", "(char, int)",
     "_ZZ2f3IiEDaT_ENKUlT_iE_clIcEEDaT_i"),
    ("_ZZ2f5IiEDaT_ENKUlTyS0_iS0_E_clIcEEDaS0_iS0_", "(char, int, char)",
     "_ZZ2f5IiEDaT_ENKUlTyT_iT_E_clIcEEDaT_iT_"),
    ("_ZZ2f7IliEDaT0_ENKUlT_S0_E_clIicEEDaS1_S0_", "(int, char)",
     "_ZZ2f7IliEDaT0_ENKUlT_T0_E_clIicEEDaT_T0_"),
]


def test_clang_writes_the_enclosing_candidate_for_a_lambdas_own_parameter(tmp_path):
    clang = shutil.which("clang-19")
    if clang is None:
        pytest.skip("clang-19 is not installed")
    source = tmp_path / "lambdas.cpp"
    source.write_text(SOURCE)
    ir = subprocess.run([clang, "-std=c++20", "-S", "-emit-llvm", "-o", "-", str(source)],
                        capture_output=True, text=True, check=True).stdout
    written = set(re.findall(r"^define [^@]*@(_Z\w+)", ir, re.M))
    assert {name for name, _, _ in CLANG} <= written


@pytest.mark.parametrize("name, params, t_spelling", CLANG, ids=[c[0][:12] for c in CLANG])
def test_a_substitution_in_a_lambda_is_its_own_parameter(name, params, t_spelling):
    sym, again, spelling = _again(name)
    assert spelling == name and again.entity == sym.entity
    gnu = printed(GNU, [name])[0]
    assert gnu.endswith(params + " const") and sym.format("gnu") == gnu  # the lambda's own
    assert sym.format("opencl").endswith(params + " const")
    llvm = printed(LLVM, [name])[0]
    assert sym.format("llvm") == llvm and not llvm.endswith(params + " const")  # LLVM: f's


@pytest.mark.parametrize("name, params, t_spelling", CLANG, ids=[c[0][:12] for c in CLANG])
def test_a_template_parameter_written_again_there_is_the_same_parameter(name, params, t_spelling):
    sym, again, spelling = _again(t_spelling)
    assert spelling == name and again.entity == sym.entity == demangle(name).entity
    assert [sym.format("gnu"), again.format("gnu")] == printed(GNU, [t_spelling, name])
    assert sym.format("opencl") == again.format("opencl")
    assert printed(LLVM, [t_spelling]) == [t_spelling]  # (llvm-cxxfilt-19 refuses it)


# A template parameter whose argument is an external name's function encoding
# (L_Z1fIiEvcE), where a type goes (no compiler writes it: the argument is a
# declaration).  LLVM prints the encoding in two halves, as a function type: its
# return type and name left of the declarator, its parameters right
# (void f<int>(*)(char)); c++filt prints it whole (void f<int>(char)*), as the gnu
# style does.  The campaign's F T_ T_ E row (campaign20_roundtrip.tsv) is of this
# class; its canonical spelling (F S8_ S8_ E) writes the T_ recorded inside the
# external name's encoding, which LLVM binds to that encoding's argument (kind peer).
ENCODINGS = [
    "_Z1gIL_Z1fIiEvcEEvPT_", "_Z1gIL_Z1fIiEvcEEvRT_", "_Z1gIL_Z1fIiEvcEEvKT_",
    "_Z1gIL_Z1fIiEvcEEvA3_T_", "_Z1gIL_Z1fIiEvcEEvM1AT_", "_Z1gIL_Z1fIiEvcEET_v",
    "_Z1gIL_Z1fIiEvcEEvFT_T_E", "_Z1gIL_Z1fIiEvcEEvPFT_iE", "_Z1gIL_Z1fIiEvcEEvT_",
    "_Z1gIL_ZNK1A1fEvEEvPT_", "_Z1gIL_Z1fvEEvPT_", "_Z1gIL_ZN1A1fIiEEPFivEvEEvPT_",
    "_Z1gIL_Z1fIiEPA3_ivEEvPT_",
    "_ZW1aW1SquILZW6vectorW2x11EIXtlPU4AS10V1iB5cxx11EEJEERT_Dv16_GTu6vectorA1_1aN7__cxx111ips"
    "EEJiETe4_Z1fES6_Dp1gFT_T_E",
]


def test_an_external_names_encoding_where_a_type_goes_prints_as_each_peer():
    syms = [demangle(name) for name in ENCODINGS]
    assert [s.format("llvm") for s in syms] == printed(LLVM, ENCODINGS)
    gnu = printed(GNU, ENCODINGS)
    read = [(s.format("gnu"), text) for s, text, name in zip(syms, gnu, ENCODINGS) if text != name]
    assert len(read) >= 12 and all(ours == text for ours, text in read)
    assert syms[0].format("opencl") == "void g<void f<int>(char)>(void f<int>(char) *)"


# A T_ in a local entity's own template argument list (the campaign's b<detail,
# unsigned int, T_> row): the entity's earlier argument, as at top level
# (_Z1fIiT_Evv is f<int, int>) and as llvm-cxxfilt-19 reads it, so not refused; the
# enclosing encoding's candidate written for it (S0_) is the same model, which LLVM
# binds to the enclosing function's argument; c++filt reads neither.
def test_a_template_parameter_in_a_local_entitys_own_arguments():
    names = ["_ZZ1fIiEvT_E1bIcT_E", "_ZZ1fIiEvT_E1bIcS0_E"]
    sym, again, spelling = _again(names[0])
    assert spelling == names[1] and again.entity == sym.entity
    assert [sym.format("llvm"), again.format("llvm")] == printed(LLVM, names)
    assert sym.format("opencl") == again.format("opencl") == "f<int>(int)::b<char, char>"
    assert printed(GNU, names) == names
    assert printed(LLVM, ["_Z1fIiT_Evv"]) == [demangle("_Z1fIiT_Evv").format("llvm")]
