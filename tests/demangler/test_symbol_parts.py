"""Symbol.parts: the pieces of a name's printed text, as LLVM's ItaniumPartialDemangler
cuts them (getFunctionName, getFunctionBaseName, getFunctionDeclContextName,
getFunctionParameters, getFunctionReturnType).  The oracle is LLVM's own partial
demangler, built from tests/tools/llvm_partial_demangler.cpp against llvm-19's
libLLVMDemangle.a where it is installed; every piece is also checked against the
printed text it comes from, in every style."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from peers import LLVM, printed

from spirmangle import DemangleError, demangle

ROOT = Path(__file__).resolve().parent.parent.parent
LLVM_PREFIX = Path("/usr/lib/llvm-19")
SAMPLE = ROOT / "bench" / "data" / "cxx_corpus_sample.txt"

# (name, name, base name, context, parameters, return type) in the llvm style.
PARTS = [
    ("_ZNSsC1EmcRKSaIcE", "std::basic_string<char, std::char_traits<char>, std::allocator<char>>::basic_string",
     "basic_string", "std::basic_string<char, std::char_traits<char>, std::allocator<char>>",
     "(unsigned long, char, std::allocator<char> const&)", ""),
    ("_ZNSsixEm", "std::string::operator[]", "operator[]", "std::string", "(unsigned long)", ""),
    ("_ZN1Scv7MuncherIJDpPT_EEIJFivEA_iEEEv", "S::operator Muncher<int (*)(), int (*) []><int (), int []>",
     "operator Muncher<int (*)(), int (*) []>", "S", "()", ""),
    ("_ZN2ns1fB5cxx11IiEEvT_", "ns::f[abi:cxx11]<int>", "f", "ns", "(int)", "void"),
    ("_ZZ1fvENK3$_0clEi", "f()::$_0::operator()", "operator()", "f()::$_0", "(int)", ""),
    ("_ZZ1gvE1hi", "g()::h", "h", "g()::", "(int)", ""),  # (LLVM keeps the ::)
    ("_Z3fooIcEPFcfEd", "foo<char>", "foo", "", "(double)", "char (*)(float)"),
    ("_ZNK3Foo3barEv", "Foo::bar", "bar", "Foo", "()", ""),
    ("_ZL3bazB3tagv", "baz[abi:tag]", "baz", "", "()", ""),
    ("_ZN2cx6HolderIiEF2frES1_", "cx::Holder<int>::friend fr", "cx::Holder<int>::friend fr", "",
     "(cx::Holder<int>)", ""),
    ("_ZNH1S3bazERKS_", "S::baz", "baz", "S", "(this S const&)", ""),
    ("_Z5fractDv4_fPU3AS1S_", "fract", "fract", "", "(float vector[4], float vector[4] AS1*)", ""),
]


@pytest.mark.parametrize("name,whole,base,context,parameters,return_type", PARTS)
def test_the_parts_of_a_function(name: str, whole: str, base: str, context: str, parameters: str,
                                 return_type: str) -> None:
    parts = demangle(name).parts()
    assert (parts.name, parts.base_name, parts.context, parts.parameters, parts.return_type) == (
        whole, base, context, parameters, return_type)
    symbol = demangle(name)
    assert (symbol.base_name, symbol.context) == (base, context)
    assert (symbol.to_json()["base_name"], symbol.to_json()["context"]) == (base, context)


def test_other_entities_are_cut_alike() -> None:
    assert demangle("_ZTVN2ns1AE").parts() == demangle("_ZN2ns1AE").parts()  # vtable for ns::A: A in ns
    thunk = demangle("_ZThn8_N2ns1A1fEi").parts()
    assert (thunk.name, thunk.context, thunk.parameters) == ("ns::A::f", "ns::A", "(int)")
    assert demangle("_ZTIi").parts().name == ""  # (typeinfo for int: no name)
    assert demangle("_Z3fooi").parts("opencl").parameters == "(int)"
    assert demangle("_Z3foov").parts("opencl").parameters == "(void)"
    gnu = demangle("_ZNSsixEm").parts("gnu")
    assert gnu.context == "std::basic_string<char, std::char_traits<char>, std::allocator<char> >"


def _partial_demangler(tmp_path: Path) -> Path:
    compiler = shutil.which("clang++-19") or shutil.which("g++")
    library = LLVM_PREFIX / "lib" / "libLLVMDemangle.a"
    if compiler is None or not library.exists():
        pytest.skip("no C++ compiler or llvm-19's libLLVMDemangle.a")
    tool = tmp_path / "partial_demangler"
    subprocess.run([compiler, "-std=c++17", "-O1", "-I", str(LLVM_PREFIX / "include"),
                    str(ROOT / "tests" / "tools" / "llvm_partial_demangler.cpp"), str(library),
                    "-o", str(tool)], check=True, capture_output=True)
    return tool


def test_the_parts_are_llvm_partial_demanglers_on_the_corpus(tmp_path: Path) -> None:
    tool = _partial_demangler(tmp_path)
    names = [name for name, *_ in PARTS] + SAMPLE.read_text().split()
    lines = subprocess.run([str(tool)], input="\n".join(names) + "\n", capture_output=True, text=True,
                           check=True).stdout.splitlines()
    texts = printed(LLVM, names)
    compared, wrong = 0, []
    for name, line, text in zip(names, lines, texts):
        fields = line.split("\t")
        if fields[0] != "function":
            continue
        try:
            symbol = demangle(name)
            if symbol.format("llvm") != text:  # (a printing difference: the peer deviations' tests)
                continue
        except DemangleError:
            continue
        compared += 1
        parts = symbol.parts()
        mine = [parts.name, parts.base_name, parts.context, parts.parameters, parts.return_type]
        if mine != fields[1:]:
            wrong.append((name, mine, fields[1:]))
    assert compared > 10_000
    assert not wrong, wrong[:3]


@pytest.mark.parametrize("style", ["llvm", "gnu", "opencl"])
def test_the_parts_are_pieces_of_the_printed_text(style: str) -> None:
    # The name is in the text; the context and base name end it (but a local or
    # friend name); the parameters follow the name (but a function's return type's
    # declarator, and the opencl style's builtin return types, go round it).
    checked = 0
    for name in SAMPLE.read_text().split()[:4000]:
        try:
            symbol = demangle(name)
            text = symbol.format(style)
        except DemangleError:
            continue
        parts = symbol.parts(style)
        assert parts.name in text, name
        if symbol.is_function and not symbol.clone_suffix:
            assert parts.name + parts.parameters in text, name
            if parts.return_type and parts.return_type.split("(")[0] == parts.return_type:
                assert text.startswith(parts.return_type + " "), name
        if parts.context and not parts.context.endswith("::") and "friend " not in parts.name:
            assert parts.name.startswith(parts.context + "::"), name
        checked += 1
    assert checked > 3000
