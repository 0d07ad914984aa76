"""A template parameter written as a nested name's prefix whose argument is not a
type (issue 20): the peer styles substitute T_'s argument where it stood, and an
expression argument there escaped with TypeError ("not a name").  Both peers
print such an argument as its value (``+1::x``); so do we."""

from __future__ import annotations

import pytest
from peers import LLVM, printed

from spirmangle import DemangleError, demangle
from spirmangle.explain.core import explain
from spirmangle.explain.format import to_text

NAMES = ["_Z1fIXpsLi1EEEvNT_1xE", "_Z1fILi1EEvNT_1xE"]

# Shrunk from the campaign's _Z1SIPS_XpssZfL1p1_EJDv0_T0_L_ZNOS2_L12_GLOBAL__N_1...
# (T0_ = X1_E, written again as the prefix of an external name inside a pack).
CAMPAIGN = ["_Z1SIPS_X1_EJT0_LZNS1_mLEEEEbf", "_Z1SIPS_X1_EJT0_LZNS2_mLEEEEbf",
            "_Z1SIPS_XpssZfL1p1_EJDv0_T0_L_ZNOS2_L12_GLOBAL__N_11bUt0_IPU3AS5rhLDnEEmLEdES7_"
            "EEbfvlT_"]


def test_a_non_type_argument_as_a_prefix_prints_as_llvm_cxxfilt():
    for name, llvm in zip(NAMES, printed(LLVM, NAMES)):
        assert llvm != name  # (llvm-cxxfilt reads each)
        assert demangle(name).format("llvm") == llvm, name


def test_the_campaigns_names_are_refused_where_they_are_read():
    # The external name L_Z N S1_ mL E E refers to the candidate T0_ (S2_ in clang's
    # numbering, after a phantom).  Inside L_Z ... E a template parameter is the
    # external name's own (clang keys the candidate T0_ by its depth and index), and
    # this one has no arguments: T0_ has no referent, and the name is refused, by
    # demangle and explain alike.  llvm-cxxfilt resolves it in the outer scope and
    # prints _::operator*= for the first; it and c++filt refuse the others.
    for name in CAMPAIGN:
        with pytest.raises(DemangleError):
            demangle(name)
        assert explain(name).readings[0].error is not None
        to_text(explain(name))
    assert "_::operator*=" in printed(LLVM, CAMPAIGN[:1])[0]
    with pytest.raises(DemangleError, match="T0_ has no referent"):
        demangle(CAMPAIGN[0])
