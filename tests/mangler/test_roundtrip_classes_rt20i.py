"""Round-trip classes of the issue 20 campaign (tests/data/campaign20_roundtrip.tsv)
taken by the rt-20i branch, against the live peers (and clang-19 where installed)."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import demangle


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
