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


# ----------------------------------------- template parameters as candidates
# Compiled with g++ 12 and clang 19 (identical manglings); both peers print these.
@pytest.mark.parametrize("name, text", [
    ("_Z4tminIPfEvPT_S2_", "void tmin<float*>(float**, float**)"),
    ("_Z4trefIiEvRKT_RS0_PS0_", "void tref<int>(int const&, int&, int*)"),
    ("_Z3twoIcEvT_S0_", "void two<char>(char, char)"),
    ("_Z3mixIilEvPT0_PT_PKS0_S3_PS1_", "void mix<int, long>(long*, int*, long const*, int*, long**)"),
    ("_Z3retIiEPT_S1_PS1_", "int* ret<int>(int*, int**)"),
    ("_ZN1VIiE1mIcEEvPiPT_PKiRS3_", "void V<int>::m<char>(int*, char*, int const*, char&)"),
    ("_Z2fpIsEvPFvT_EPFS0_PS0_E", "void fp<short>(void (*)(short), short (*)(short*))"),
    ("_Z3volIiEvPVT_PVKS0_PKPS0_", "void vol<int>(int volatile*, int const volatile*, int* const*)"),
])
def test_template_parameters_and_types_built_on_them_are_candidates(name, text):
    both(name, text)


def test_the_mangler_records_template_parameter_candidates_in_the_same_order():
    # template <class T> void tmin(T*, T*) with T = float*: S_ tmin, S0_ float*,
    # S1_ T_, S2_ T_*.
    fn = Function(TemplateName(SourceName("tmin"), (Pointer(Builtin("float")),)),
                  (Pointer(TemplateParam(0)), Pointer(TemplateParam(0))), Builtin("void"))
    assert mangle(fn, dialect="itanium") == "_Z4tminIPfEvPT_S2_"
    ref = Function(TemplateName(SourceName("two"), (Builtin("char"),)),
                   (TemplateParam(0), TemplateParam(0)), Builtin("void"))
    assert mangle(ref, dialect="itanium") == "_Z3twoIcEvT_S0_"


def test_a_substitution_past_the_template_parameter_candidates_is_rejected():
    # S3_ does not exist in the plain reading (both peers reject it); only clang's
    # OpenCL rule, with its phantom __private candidates, has that many, and
    # auto reads the name that way and says it is ambiguous.
    with pytest.raises(DemangleError):
        demangle("_Z4tminIPfEvPT_S3_", dialect="itanium")
    symbol = demangle("_Z4tminIPfEvPT_S3_")
    assert (symbol.dialect, symbol.ambiguous) == ("clang", True)
