"""c++filt prints the declarator pending round a closure type inside the lambda's
signature (spirmangle.render.gnu_closures): the gnu style prints what it prints;
``format("gnu", exact=True)`` prints the closure type and its declarator apart, as
llvm-cxxfilt-19 does.  libiberty's own suite records the shape
(``_Z7forwardIZ3FoovEUlPA5_T_E1_EOS0_RS0_``); the names below are ours, each
checked against the live c++filt.
"""

from __future__ import annotations

import pytest
from peers import GNU, printed

from spirmangle import demangle, mangle

# (mangled, the text without the rule: format("gnu", exact=True))
NAMES = [
    # a reference, pointers, cv-qualifiers over the closure (a template argument's T_)
    ("_Z3eatIZ3FoovEUlPA5_iE_EvRT_",
     "void eat<Foo()::{lambda(int (*) [5])#1}>(Foo()::{lambda(int (*) [5])#1}&)"),
    ("_Z3eatIZ3FoovEUlPA5_iE_EvPPT_",
     "void eat<Foo()::{lambda(int (*) [5])#1}>(Foo()::{lambda(int (*) [5])#1}**)"),
    ("_Z3eatIZ3FoovEUlPA5_iE_EvRKT_",
     "void eat<Foo()::{lambda(int (*) [5])#1}>(Foo()::{lambda(int (*) [5])#1} const&)"),
    ("_Z3eatIZ3FoovEUlPA5_iE_EvRVKT_",
     "void eat<Foo()::{lambda(int (*) [5])#1}>(Foo()::{lambda(int (*) [5])#1} const volatile&)"),
    ("_Z3eatIZ3FoovEUlPA5_iE_EvOT_",
     "void eat<Foo()::{lambda(int (*) [5])#1}>(Foo()::{lambda(int (*) [5])#1}&&)"),
    # the closure type written in place, a parameter of its own
    ("_Z3eatRZ3FoovEUlPA5_iE_", "eat(Foo()::{lambda(int (*) [5])#1}&)"),
    ("_Z3eatPKZ3FoovEUlPA5_iE_", "eat(Foo()::{lambda(int (*) [5])#1} const*)"),
    # the first array or function declarator of the signature takes it, as written
    ("_Z3eatIZ3FoovEUliPA5_iPA6_iE_EvRT_",
     "void eat<Foo()::{lambda(int, int (*) [5], int (*) [6])#1}>"
     "(Foo()::{lambda(int, int (*) [5], int (*) [6])#1}&)"),
    ("_Z3eatIZ3FoovEUlRA5_iE_EvRT_",
     "void eat<Foo()::{lambda(int (&) [5])#1}>(Foo()::{lambda(int (&) [5])#1}&)"),
    ("_Z3eatIZ3FoovEUlA5_iE_EvRT_",
     "void eat<Foo()::{lambda(int [5])#1}>(Foo()::{lambda(int [5])#1}&)"),
    ("_Z3eatIZ3FoovEUlPFviEE_EvRT_",
     "void eat<Foo()::{lambda(void (*)(int))#1}>(Foo()::{lambda(void (*)(int))#1}&)"),
    ("_Z3eatIZ3FoovEUlFviEE_EvRT_",
     "void eat<Foo()::{lambda(void (int))#1}>(Foo()::{lambda(void (int))#1}&)"),
    ("_Z3eatIZ3FoovEUlPFPA5_ivEE_EvRT_",
     "void eat<Foo()::{lambda(int (*(*)()) [5])#1}>(Foo()::{lambda(int (*(*)()) [5])#1}&)"),
    # a return type: the function's name and parameters print there too (in the lambda's
    # scope: its T_ is auto:1)
    ("_Z3eatIZ3FoovEUlPA5_iE_ERT_v",
     "Foo()::{lambda(int (*) [5])#1}& eat<Foo()::{lambda(int (*) [5])#1}>()"),
    ("_Z3eatIZ3FoovEUlPA5_iE_ET_v",
     "Foo()::{lambda(int (*) [5])#1} eat<Foo()::{lambda(int (*) [5])#1}>()"),
    ("_ZNK1X3eatIZ3FoovEUlPA5_iE_EERT_v",
     "Foo()::{lambda(int (*) [5])#1}& X::eat<Foo()::{lambda(int (*) [5])#1}>() const"),
    ("_Z3fwdIZ3BarvEUlPA3_T_E_EOS0_RS0_",
     "Bar()::{lambda(auto:1 (*) [3])#1}&& fwd<Bar()::{lambda(auto:1 (*) [3])#1}>"
     "(Bar()::{lambda(auto:1 (*) [3])#1}&)"),
]

# Where no declarator is pending, or no parameter takes it, or a template argument list
# or a function's parameters hold the closure type, c++filt prints as usual.
USUAL = [
    "_Z3eatIZ3FoovEUlPA5_iE_EvT_",
    "_Z3eatIZ3FoovEUliE_EvRT_",
    "_Z3eatIZ3FoovEUlPA5_iE_EvR1AIT_E",
    "_Z3eatIZ3FoovEUlPA5_iE_EvPFvT_E",
    "_ZZ3FoovENKUlPA5_iE_clES0_",
]


@pytest.mark.parametrize("name, exact", NAMES)
def test_the_gnu_style_prints_the_declarator_in_the_signature(name: str, exact: str) -> None:
    symbol = demangle(name)
    assert symbol.format("gnu", exact=True) == exact
    assert symbol.format("gnu") != exact
    assert "gnu" in symbol.to_json()["peer_misread"]
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


def test_the_texts_are_what_cxxfilt_prints() -> None:
    names = [n for n, _ in NAMES] + USUAL
    assert [demangle(n).format("gnu") for n in names] == printed(GNU, names)


@pytest.mark.parametrize("name", USUAL)
def test_usual_shapes_print_as_usual(name: str) -> None:
    symbol = demangle(name)
    assert symbol.format("gnu") == symbol.format("gnu", exact=True)
