"""A name without OpenCL markers whose plain reading is no type at all (a pointer
to a reference, a template's name as a parameter's type) is read by clang's rule,
even where clang's reading makes a template argument ``__private`` that no call
deduces (spirmangle.demangler.auto_rule.explicit_private): that evidence against
clang's reading only counts where the plain reading is one a compiler could write.
Issue 21: C++ for OpenCL template instantiations of the corpus
(tests/support/cxx_opencl_sources.py) printed ``int &*`` and ``std::vec`` by default.
The names and the declared parameter types come from live clang-19."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any, Iterator

import cxx_opencl_corpus as corpus
import pytest

from spirmangle import demangle, mangle
from spirmangle.demangler.unwritable import qualified_param

CLANG = shutil.which("clang-19")

SOURCE = """\
template <class T> struct Tpl {};
namespace std { template <class T> struct vec {}; }
template <class T> void t49(__private T * a0, std::vec<T> & a1, __private T * a2) {}
template void t49<const int>(__private const int *, std::vec<const int> &, __private const int *);
template <class T> auto t56(T & a0, __private T * a1, T & a2) -> decltype(a0) { return a0; }
template auto t56<__private int>(__private int &a0, __private int *a1, __private int &a2) -> decltype(a0);
template <class T> auto t45(__private T * a0, Tpl<T> & a1, __private T * a2, int a3) { return 0; }
template auto t45<const int>(__private const int *, Tpl<const int> &, __private const int *, int);
"""

# The plain readings both peers print, which are no types (checked below):
# t56<int>(int&, int&*, int&*), t49<int const>(int const*, std::vec<int const>&, std::vec)
PLAIN = {"_Z3t56IiEDtfp_ERT_PS2_S3_": "int&*"}


def _functions(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if node.get("kind") == "FunctionDecl" and node.get("mangledName", "").startswith("_Z3t"):
            yield node
        for child in node.get("inner", ()):
            yield from _functions(child)


def _declared() -> dict[str, list[str]]:
    """Each instantiation's name -> its parameters' types, from clang-19's AST."""
    assert CLANG is not None
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "t.clcpp"
        path.write_text(SOURCE, encoding="utf-8")
        done = subprocess.run([CLANG, "-cl-std=clc++2021", "-target", "spir64", "-fsyntax-only",
                               "-Xclang", "-ast-dump=json", str(path)],
                              capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, list[str]] = {}
    for fn in _functions(json.loads(done.stdout)):
        params = [p["type"]["qualType"] for p in fn.get("inner", ()) if p.get("kind") == "ParmVarDecl"]
        if not re.search(r"\bT\b", " ".join(params)):  # (an instantiation, not the template)
            found[fn["mangledName"]] = params
    return found


# Names whose plain reading makes a template's name a parameter's type (t49<const int>(
# const int *, std::vec<const int> &, std::vec)): in a C++ name that may be g++'s or
# LLVM's numbering (spirmangle.demangler.gxx_scope), so the plain reading is printed,
# flagged ambiguous, with clang's, the declared one, as the alternative.
FLAGGED = {"_Z3t49IKiEvPT_RSt3vecIS1_ES3_", "_Z3t45IKiEDaPT_R3TplIS1_ES3_i"}


def _params(symbol: Any) -> list[str]:
    return [corpus.normal(corpus.printer(symbol).type(p), loose=True) for p in symbol.params]


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
def test_the_default_reading_is_the_declared_one() -> None:
    declared = _declared()
    assert set(declared) >= FLAGGED | {"_Z3t56IiEDtfp_ERT_PS2_S3_"}, declared
    for name, params in sorted(declared.items()):
        want = [corpus.normal(corpus.declared_param(t), loose=True) for t in params]
        symbol = demangle(name)
        if name in FLAGGED:
            assert symbol.ambiguous and symbol.dialect == "itanium", name
            symbol = symbol.alternative
        else:
            assert not symbol.ambiguous, (name, symbol.format("opencl"))
        assert symbol.dialect == "clang", (name, symbol.format("opencl"))
        assert _params(symbol) == want, (name, symbol.format("opencl"))
        assert mangle(symbol.entity, dialect="clang") == name


@pytest.mark.skipif(shutil.which("llvm-cxxfilt-19") is None, reason="no llvm-cxxfilt-19")
@pytest.mark.parametrize("name,fragment", sorted(PLAIN.items()))
def test_the_plain_reading_is_no_type(name: str, fragment: str) -> None:
    out = subprocess.run(["llvm-cxxfilt-19", name], capture_output=True, text=True,
                         check=True).stdout
    assert fragment in out  # the peer prints the plain reading
    plain = demangle(name, dialect="itanium")
    assert qualified_param(plain.entity)  # a pointer to a reference: no type


# A libLLVM name both peers read plainly: clang's reading of it makes S3_ the
# __private LLVMContext & candidate, so ArrayRef<S3_ *> is a pointer to a reference,
# no type; the name was flagged ambiguous with that reading as the other one.
LLVM_NAME = "_ZN4llvm10DILocationC1ERNS_11LLVMContextENS_8Metadata11StorageTypeEjjNS_8ArrayRefIPS3_EEb"


def test_a_reading_with_a_pointer_to_a_reference_is_no_alternative() -> None:
    symbol = demangle(LLVM_NAME)
    assert "llvm::ArrayRef<llvm::Metadata *>" in symbol.format("opencl")
    assert not symbol.ambiguous and symbol.alternative is None
    clang = demangle(LLVM_NAME, dialect="clang")
    assert qualified_param(clang.entity)  # (clang's rule alone reads it so: ... &*)
