"""C++ names beyond OpenCL: internal linkage, template parameters as candidates,
local names, closure and unnamed types.  The expected texts are what
llvm-cxxfilt-19 and c++filt (binutils 2.40) print; the names were compiled
with g++ 12 and clang 19 (tests/cxx_sources/names.cpp) unless marked."""

import pytest

from spirmangle import DemangleError, demangle, mangle
from spirmangle.model import (
    Builtin,
    Function,
    InternalName,
    NestedName,
    Pointer,
    SourceName,
    TemplateName,
    TemplateParam,
    Variable,
)


def both(name, llvm, gnu=None):
    """Read ``name``; it prints ``llvm`` in llvm style and ``gnu`` (default the same)
    in gnu style, and mangles back to itself."""
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (llvm if gnu is None else gnu)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    return symbol


# ------------------------------------------------------------ internal linkage
@pytest.mark.parametrize("name, text", [
    ("_ZL9NumReMats", "NumReMats"),                       # static int NumReMats;
    ("_ZL7shelperv", "shelper()"),                        # static void shelper();
    ("_ZN2nsL2sfEi", "ns::sf(int)"),                      # namespace ns { static void sf(int); }
    ("_ZN2nsL2svE", "ns::sv"),
    ("_ZN2nsL2tfIiEET_S1_", "int ns::tf<int>(int)"),      # a static function template
    ("_ZStL19piecewise_construct", "std::piecewise_construct"),  # libstdc++
    ("_ZL3fooB5cxx11v", "foo[abi:cxx11]()"),
    ("_ZNL3fooC1Ev", "foo::foo()"),
    ("_ZTVL3foo", "vtable for foo"),
    ("_ZL1fPFvvES0_", "f(void (*)(), void (*)())"),
    # Both peers also read L before a class type's name (no compiler writes it).
    ("_Z1fL3foo", "f(foo)"),
    ("_Z1fPL3foo", "f(foo*)"),
    ("_Z1fN2nsL3fooE", "f(ns::foo)"),
])
def test_internal_linkage_prints_nothing_and_mangles_back(name, text):
    both(name, text)


def test_internal_linkage_is_kept_in_the_model_and_makes_no_candidate():
    entity = demangle("_ZL9NumReMats").entity
    assert entity == Variable(InternalName(SourceName("NumReMats")))
    # ns (S_), ns::tf (S0_), T_ (S1_): the L name is the template's own candidate,
    # the L adds none.
    fn = demangle("_ZN2nsL2tfIiEET_S1_").entity
    assert fn.name == NestedName((SourceName("ns"), TemplateName(
        InternalName(SourceName("tf")), (Builtin("int"),))))
    assert fn.params == (TemplateParam(0),)


@pytest.mark.parametrize("name", [
    "_ZL", "_ZLi", "_ZLL3foo", "_ZL0foo", "_ZN2nsLE", "_ZN2nsLC1Ev",
    "_Z1fIL3fooEEvv",  # in a template argument list L starts a literal
])
def test_internal_linkage_needs_a_source_name(name):
    with pytest.raises(DemangleError):
        demangle(name)
