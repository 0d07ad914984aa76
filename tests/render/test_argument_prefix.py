"""A template parameter written as a nested name's prefix whose argument is not a
type (issue 20): the peer styles substitute T_'s argument where it stood, and an
expression argument there escaped with TypeError ("not a name").  Both peers
print such an argument as its value (``+1::x``); so do we."""

from __future__ import annotations

from peers import LLVM, printed

from spirmangle import DemangleError, demangle
from spirmangle.explain.core import explain
from spirmangle.explain.format import to_text

# Shrunk from the campaign's _Z1SIPS_XpssZfL1p1_EJDv0_T0_L_ZNOS2_L12_GLOBAL__N_1...
# (T0_ = X1_E, written again as the prefix of an external name inside a pack).
NAMES = ["_Z1SIPS_X1_EJT0_LZNS1_mLEEEEbf", "_Z1fIXpsLi1EEEvNT_1xE", "_Z1fILi1EEvNT_1xE"]


def test_a_non_type_argument_as_a_prefix_prints_as_llvm_cxxfilt():
    for name, llvm in zip(NAMES, printed(LLVM, NAMES)):
        assert llvm != name  # (llvm-cxxfilt reads each)
        assert demangle(name).format("llvm") == llvm, name


def test_the_campaigns_name_prints_in_every_style_and_explains():
    # clang's reading (with a phantom candidate) makes S2_ the T0_ that llvm's numbering
    # calls S1_; llvm-cxxfilt and c++filt refuse this one, we print and explain it.
    for name in ["_Z1SIPS_X1_EJT0_LZNS2_mLEEEEbf",
                 "_Z1SIPS_XpssZfL1p1_EJDv0_T0_L_ZNOS2_L12_GLOBAL__N_11bUt0_IPU3AS5rhLDnEEmLEdES7_EEbfvlT_"]:
        symbol = demangle(name)
        assert "::operator*=" in symbol.format("llvm")
        symbol.format("opencl")
        symbol.to_json()
        try:
            symbol.format("gnu")
        except DemangleError as refusal:  # (c++filt prints nothing for it)
            assert refusal.reason.startswith("c++filt prints no template")
        to_text(explain(name))
        assert explain(name, style="llvm").readings[0].demangled == symbol.format("llvm")
