"""C++ types beyond OpenCL: declarators nested inside out, exception
specifications, extended builtin and vendor types, complex types, template
parameters as prefixes and templates, templated conversion operators.

Every expectation is what llvm-cxxfilt-19 (llvm style) and c++filt of
binutils 2.40 (gnu style) print; the last tests run the tools on the same names
where they are installed.  Each name mangles back to itself.  Cases where a
peer does not read a name, or disagrees with the ABI, are in
tests/test_cxx_printing.py DEVIATIONS with the reason.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from typing import Optional

import pytest

from spirmangle import DemangleError, demangle, mangle

# (mangled, llvm-cxxfilt-19, c++filt or None when the same)
DECLARATORS = [
    # A function returning a pointer to member function (std::_Bind's signature).
    ("_ZTSSt5_BindIFMN4llvm4bolt13MCPlusBuilderEKFbRKNS0_6MCInstEEPS2_St12_PlaceholderILi1EEEE",
     "typeinfo name for std::_Bind<bool (llvm::bolt::MCPlusBuilder::* (llvm::bolt::MCPlusBuilder*,"
     " std::_Placeholder<1>))(llvm::MCInst const&) const>",
     "typeinfo name for std::_Bind<bool (llvm::bolt::MCPlusBuilder::*(llvm::bolt::MCPlusBuilder*,"
     " std::_Placeholder<1>))(llvm::MCInst const&) const>"),
    ("_ZTIFM1AFivEvE", "typeinfo for int (A::* ())()", "typeinfo for int (A::*())()"),
    ("_ZTIFM1AKFivEvE", "typeinfo for int (A::* ())() const", "typeinfo for int (A::*())() const"),
    ("_Z1fPFM1AFivEvE", "f(int (A::* (*)())())", "f(int (A::*(*)())())"),
    ("_Z1fPKFM1AFivEvE", "f(int (A::* (*)())() const)", "f(int (A::*(*)() const)())"),
    ("_Z1fM1AKFM1BFivEvE", "f(int (B::* (A::*)())() const)", "f(int (B::* (A::*)() const)())"),
    ("_Z1fIiEM1AFivEv", "int (A::*f<int>())()", None),
    ("_Z1fIiEPM1AFPFivEvEv", "int (* (A::**f<int>())())()", None),
    ("_ZN1A1fIiEEM1BKFivEv", "int (B::*A::f<int>())() const", None),
    # A pointer to member function returning a pointer to function.
    ("_Z1fM1AFPFivEvE", "f(int (* (A::*)())())", None),
    # Functions returning (pointers to) arrays, arrays of pointers to functions.
    ("_Z1fPFPA3_ivE", "f(int (* (*)()) [3])", "f(int (*(*)()) [3])"),
    ("_Z1fPFRA3_ivE", "f(int (& (*)()) [3])", None),
    ("_Z1fIiEPA3_iv", "int (*f<int>()) [3]", None),
    ("_Z1fIiERA3_iv", "int (&f<int>()) [3]", None),
    ("_Z1fIiEM1AA3_iv", "int(A::*f<int>()) [3]", "int (A::*f<int>()) [3]"),
    ("_ZTIFM1AA3_ivE", "typeinfo for int(A::* ()) [3]", "typeinfo for int (A::*()) [3]"),
    ("_Z1fIiEA3_iv", "intf<int>() [3]", "int (f<int>()) [3]"),
    ("_Z1fFA3_ivE", "f(int () [3])", "f(int (()) [3])"),
    ("_Z1fPFA3_ivE", "f(int (*)() [3])", "f(int ((*)()) [3])"),
    ("_Z1fA3_PFivE", "f(int (* [3])())", None),
    ("_Z1fPA3_PFivE", "f(int (* (*) [3])())", None),
    ("_Z1fM1AA3_PFivE", "f(int (*(A::*) [3])())", "f(int (* (A::*) [3])())"),
    ("_Z1fRA3_M1AFivE", "f(int (A::* (&) [3])())", None),
    ("_Z1fA3_M1AFivE", "f(int (A::* [3])())", None),
    # Pointers to members of pointers to members, qualified, behind pointers.
    ("_Z1fM1AM1BFivE", "f(int (B::* A::*)())", None),
    ("_Z1fPM1AFivE", "f(int (A::**)())", None),
    ("_Z1fRKM1AFivE", "f(int (A::* const&)())", None),
    ("_Z1fKM1AFivE", "f(int (A::* const)())", None),
    ("_Z1fPFM1AivE", "f(int A::* (*)())", None),
    ("_Z1fM1APFivE", "f(int (* A::*)())", None),
    ("_Z1fM1APA3_i", "f(int (* A::*) [3])", None),
    ("_Z1fIM1AFivEEvPT_", "void f<int (A::*)()>(int (A::**)())", None),
    ("_Z1fU3AS1M1AFivE", "f(int (A::*)() AS1)", "f(int (A::* AS1)())"),
    ("_Z1fPU3AS1M1AFivE", "f(int (A::*)() AS1*)", "f(int (A::* AS1*)())"),
    ("_Z1fM1AU3AS1FivE", "f(int () AS1 A::*)", "f(int ( AS1 A::*)())"),
]

ALL = DECLARATORS


def check(name: str, llvm: str, gnu: Optional[str]) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (llvm if gnu is None else gnu)
    assert symbol.format("opencl")
    json.dumps(symbol.to_json())
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


@pytest.mark.parametrize("name, llvm, gnu", DECLARATORS)
def test_declarators_nest_inside_out(name: str, llvm: str, gnu: Optional[str]) -> None:
    check(name, llvm, gnu)


def _run(tool: str, names: list[str]) -> list[str]:
    if shutil.which(tool) is None:
        pytest.skip(tool + " is not installed")
    done = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True,
                          text=True, check=True)
    return done.stdout.splitlines()


@pytest.mark.parametrize("tool, column", [("llvm-cxxfilt-19", 1), ("c++filt", 2)])
def test_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    printed = _run(tool, [case[0] for case in ALL])
    assert printed == [case[column] or case[1] for case in ALL]
