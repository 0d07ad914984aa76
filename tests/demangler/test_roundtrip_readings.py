"""Readings the issue 20/21 fuzz campaigns at 7537f1d found to depend on how a
name was asked for: ``demangle(name)`` (auto) and ``demangle(name, its dialect)``
must read a name alike (the round trip re-reads the mangled-back name under the
symbol's dialect), and explain() as demangle() does."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import DemangleError, demangle, mangle
from spirmangle.demangler.auto_rule import clang_readings
from spirmangle.explain.core import explain
from spirmangle.model import LValueReference, PackExpansion, Qualified, RValueReference
from spirmangle.model.bounds import walk


# A SYCL name (no phantoms) the plain rule refuses, whose reading under clang's
# rule without optional phantoms makes a parameter a template's name without its
# arguments (S7_ is ...::bar of bar<>): no type, so no such reading; both peers
# refuse.  C++ for OpenCL without the generic address space (issue 21's fallback:
# a class template's arguments made __private) numbers the candidates otherwise,
# and there S7_ is the template-id operator^<...> (an operator's name as a type,
# which the reader reads, spirmangle.demangler.parse_checks.check_type_name) or the
# class ...::__cxx11: that reading is a type and mangles back, so it stands.
@pytest.mark.parametrize("name", [
    "_ZN4sycl4spanB5cxx11eoIJEC7__cxx11PxE3barIEEbS7_",
    "_ZN4sycl4spanB5cxx11eoIJEC7__cxx11PxE3barIiEEbS7_",
    "_ZN12_GLOBAL__N_13abiIRU3AS04_Z1fE5cxx11DC1aEIPdE7__cxx11D4IEESB_",
])
def test_template_name_as_a_parameter_type_is_never_read(name):
    assert printed(LLVM, [name]) == [name]
    assert printed(GNU, [name]) == [name]
    try:
        sym = demangle(name)
    except DemangleError:
        assert explain(name).readings[0].error is not None  # (explain refuses it too)
        return
    assert mangle(sym.entity, dialect=sym.dialect) == name
    assert explain(name).readings[0].error is None


# A name with OpenCL markers whose clang parse without optional phantoms is no
# compiler's reading (a parameter __private (int ())... at its top level): auto
# reads it with the optional phantom that makes it canonical; --dialect clang
# read the plain parse.  Both read it alike now, and it mangles back.
@pytest.mark.parametrize("name", [
    "_Z13ocl_reserveidPDpFivES1_",
    "_Z13ocl_reserveidPDpDoFzzES1_",
    "_Z13ocl_reserveidPDpKDoFsbzzEhDuS1_",
])
def test_explicit_clang_reads_as_auto(name):
    auto = demangle(name)
    assert auto.dialect == "clang"
    clang = demangle(name, "clang")
    assert clang.entity == auto.entity
    assert clang.format("opencl") == auto.format("opencl")
    assert mangle(clang.entity, dialect="clang") == name
    reading = explain(name).readings[0]
    assert reading.error is None and reading.demangled == auto.format("opencl")


# A longer spelling no compiler writes (N <one name> E around a local name's
# function or its entity St <name>), with OpenCL markers, whose readings under
# clang's rule are none canonical (it mangles back to the short spelling), while
# the short spelling's one canonical reading has an optional phantom (without it a
# parameter is qualified at its top level, restrict): the long spelling reads as
# the short one does (auto_rule.as_canonical_spelling), and both mangle to it.
@pytest.mark.parametrize("name, short", [
    ("_ZTv0_4_ZN1iE8cl_pipem12memory_orderE3abiIc18ocl_image2d_depth_roEjS3_",
     "_ZTv0_4_Z1i8cl_pipem12memory_orderE3abiIc18ocl_image2d_depth_roEjS3_"),
    ("_ZZZ1aMN1iIE2x1I5x11cjEEhE6detailI18ocl_image2d_depth_rwE_9S_vENSt12_GLOBAL__N_1ES7_",
     "_ZZZ1aMN1iIE2x1I5x11cjEEhE6detailI18ocl_image2d_depth_rwE_9S_vESt12_GLOBAL__N_1S7_"),
    ("_ZZZ1aMN1iIiE2x1I5cxx11cjEEhE6detailI18ocl_image2d_depth_rowE_9S6_vENSt12_GLOBAL__N_1EsS7_wh",
     "_ZZZ1aMN1iIiE2x1I5cxx11cjEEhE6detailI18ocl_image2d_depth_rowE_9S6_vESt12_GLOBAL__N_1sS7_wh"),
])
def test_a_longer_spelling_reads_as_its_canonical_one(name, short):
    symbol = demangle(name)
    other = demangle(short)
    assert (symbol.dialect, other.dialect) == ("clang", "clang")
    assert symbol.entity == other.entity
    assert symbol.format("opencl") == other.format("opencl")
    assert mangle(symbol.entity, dialect="clang") == short
    assert demangle(short, "clang").entity == symbol.entity
    assert demangle(name, "clang").entity == symbol.entity
    reading = explain(name).readings[0]
    assert reading.demangled == symbol.format("opencl")


# clang's optional pointee phantoms are for a dependent object pointee: not a
# reference (it has no address space: __private (T &) is no type) nor a pack
# expansion (clang writes Dp around the pattern, DpPT_, never P Dp).  With those
# sites, --dialect clang read the closure's S9_ (its own second auto, T1_, as
# the mangler writes it and LLVM reads it) as the prefix before it.
@pytest.mark.parametrize("name, again", [
    ("_ZZNDtLl2EEclUt_EPRDpDv4_U3AS3mNDtLm0EE4_Z1fDC2cbEUlT1_T1_E_7__cxx1121cl_imagecl_image2d_woEE3bar",
     "_ZZNDtLl2EEclUt_EPRDpDv4_U3AS3mNDtLm0EE4_Z1fDC2cbEUlT1_S9_E_7__cxx1121cl_imagecl_image2d_woEE3bar"),
])
def test_no_optional_phantom_on_a_reference_or_pack_expansion(name, again):
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) == again
    other = demangle(again, symbol.dialect)
    assert other.entity == symbol.entity
    assert printed(LLVM, [name, again]) == [symbol.format("llvm")] * 2
    for reading in clang_readings(again):
        for node in walk([reading.entity]):
            assert not (type(node) is Qualified and type(node.base) in (
                LValueReference, RValueReference, PackExpansion))


# A closure read in a local name's encoding, brought into the local function's
# signature by a substitution (S8_), is that node: its T_ stays its own auto (as
# LLVM prints it), though the local function has template arguments (vector<double>)
# that a closure first read in the signature would refer to (demangler.levels).
# It printed (double) there and mangled back to a name the reader refused.
NAME_CLOSURE = "_ZZNcl1W3abi3abi1aUlDpFhT_EE_UlvE_14ocl_image2d_roEDv3_cQLi0EESt6vectorIdES8_h"


def test_a_substituted_closure_keeps_its_level():
    symbol = demangle(NAME_CLOSURE)
    assert printed(LLVM, [NAME_CLOSURE]) == [symbol.format("llvm")]
    assert "(double)" not in symbol.format("opencl")
    assert mangle(symbol.entity, dialect=symbol.dialect) == NAME_CLOSURE


# A longer spelling (a type written again where its substitution stands) that
# neither rule reads canonically, and whose reading under clang's rule is the plain
# one (no phantom in it): read under the plain rule, whose canonical spelling reads
# alike; under clang's, the short spelling's only canonical reading has an optional
# phantom that renumbers its substitutions (S6_ S7_: other types).
LONG = ("_ZntB4tag1B4tag1IZZW6dlW2__1_B3abiIDpiT_vE1_zEs_7iEStDC4_Z1fEI18ocl_image2d_depth_rohS_"
        "Eage3d_roE18ocl_image2d_depth_rov")


def test_a_longer_spelling_read_alike_by_both_rules_is_the_plain_rules():
    symbol = demangle(LONG)
    assert symbol.dialect == "itanium"
    short = mangle(symbol.entity, dialect=symbol.dialect)
    assert short.endswith("ES6_S7_v")
    other = demangle(short, symbol.dialect)
    assert other.entity == symbol.entity
    assert printed(LLVM, [LONG, short]) == [symbol.format("llvm"), other.format("llvm")]
    assert explain(LONG).readings[0].demangled == symbol.format("opencl")


# g++'s internal name after a module's name (W1M L1a, or the module's
# substitution S_ L1b): a name, never a literal (inside template arguments
# either), as LLVM reads it; the mangler writes the module's substitution so.
@pytest.mark.parametrize("name", [
    "_Z1fW1M1aS_L1b",
    "_Z1fIW1ML1aEvv",
    "_ZW1iW1xde6deL6_ZS0_L6de_ZW1",
    "_Z1fIiEvS_L1a",  # (S_ no module: two parameters)
])
def test_internal_name_after_a_module(name):
    symbol = demangle(name)
    assert printed(LLVM, [name]) == [symbol.format("llvm")]
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


def test_a_substitution_before_a_literal_is_no_module():
    """S_ L i1 E after a module was read: S_ is a type and L i1 E a literal (only
    L <digit> may follow a module's substitution); the guess made S_ a module and
    the name was refused (the remangled spelling of a local entity's prefix)."""
    name = ("_ZZNDtppaSlSLd0000000000000000EtlL4spanLi1ELi1EE1SEW3bar4syclI7__cxx11EET_vENDtppaSlSL"
            "d0000000000000000EtlS_Li1ELi1EE1SEUlTtExbE_li3_kmUt_Ut3_L6vectorC2El")
    assert printed(LLVM, [name]) == [demangle(name).format("llvm")]


# A class type whose name ends with a structured binding (DC <source-name>+ E)
# names variables, not a type: written in full (N ... DC ... E E) the reader
# refuses it as a type (parse_checks.check_type_name), so a substitution of that
# prefix used as a type is refused too (it mangles back only to the spelling in
# full).  Both peers read both spellings alike (a::[b]); on the campaign's name
# they read S1_ apart (LLVM the binding, c++filt decltype(1)::b).
@pytest.mark.parametrize("name, full", [
    ("_ZN1aDC1bE1cES0_", "_ZN1aDC1bE1cEN1aDC1bEE"),
    ("_ZN1aDC1bE1cEPS0_", "_ZN1aDC1bE1cEPN1aDC1bEE"),
    ("_ZZZ5cxx11fbENODtLi1EE1bDC1E1b4spanE1fE9ocl_eventEStUlS1_E___139_",
     "_ZZZ5cxx11fbENODtLi1EE1bDC1E1b4spanE1fE9ocl_eventEStUlNDtLi1EE1bDC1E1b4spanEEE___139_"),
])
def test_structured_binding_substitution_as_a_type_is_refused(name, full):
    for spelling in (name, full):
        with pytest.raises(DemangleError, match="structured binding"):
            demangle(spelling)
    llvm, gnu = printed(LLVM, [name, full]), printed(GNU, [name, full])
    assert llvm[0] == llvm[1]
    if "DC1bE" in name:
        assert gnu == llvm
    else:
        assert gnu[0] != llvm[0]


def test_structured_binding_prefix_stays_read():
    """(the refusal is of the type only): a::[b]::c itself is read."""
    assert demangle("_ZN1aDC1bE1cEv").format("llvm") == printed(LLVM, ["_ZN1aDC1bE1cEv"])[0]
