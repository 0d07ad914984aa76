"""Clone suffixes (``_Z3fooi.llvm.1234``, ``.constprop.0.isra.0``, ``.cold``): read
as both peers read them, kept on the Symbol, printed in each style's spelling.

Expected texts were checked against llvm-cxxfilt-19 and c++filt (binutils 2.40);
the peer test at the end compares directly when the tools are installed."""

import shutil
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spirmangle import DemangleError, demangle, mangle
from spirmangle.demangler.symbol import clone_suffix_text, split_clones


@pytest.mark.parametrize("name, llvm, gnu", [
    ("_Z3fooi.llvm.1234", "foo(int) (.llvm.1234)", "foo(int) [clone .llvm.1234]"),
    ("_Z3fooi.cold", "foo(int) (.cold)", "foo(int) [clone .cold]"),
    ("_Z3fooi.part.1", "foo(int) (.part.1)", "foo(int) [clone .part.1]"),
    ("_Z3fooi.constprop.0.isra.0", "foo(int) (.constprop.0.isra.0)",
     "foo(int) [clone .constprop.0] [clone .isra.0]"),
    ("_Z3fooi.cold.1", "foo(int) (.cold.1)", "foo(int) [clone .cold.1]"),
    ("_Z3fooi.1", "foo(int) (.1)", "foo(int) [clone .1]"),
    ("_Z3fooi._x", "foo(int) (._x)", "foo(int) [clone ._x]"),
    ("_Z3fooi.x_y.2", "foo(int) (.x_y.2)", "foo(int) [clone .x_y.2]"),
    ("_ZN3FooC1Ev.cold", "Foo::Foo() (.cold)", "Foo::Foo() [clone .cold]"),
    ("_ZTV3Foo.cold", "vtable for Foo (.cold)", "vtable for Foo [clone .cold]"),
    ("_ZThn8_N3Foo3barEi.lto_priv.0", "non-virtual thunk to Foo::bar(int) (.lto_priv.0)",
     "non-virtual thunk to Foo::bar(int) [clone .lto_priv.0]"),
    # c++filt does not read a clone suffix after a variable (llvm-cxxfilt does): the gnu
    # style spells it as c++filt spells every other clone.
    ("_ZN3Foo3bazE.cold", "Foo::baz (.cold)", "Foo::baz [clone .cold]"),
])
def test_clone_suffix_is_printed_in_each_style(name, llvm, gnu):
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == gnu


def test_opencl_style_spells_the_suffix_as_llvm_does():
    symbol = demangle("_Z5fractDv4_fPU3AS1S_.constprop.0.isra.0")
    assert symbol.format("opencl") == "fract(float4, __global float4 *) (.constprop.0.isra.0)"
    # str() is the command line's line: a known builtin's return type first.
    assert str(symbol) == "float4 fract(float4, __global float4 *) (.constprop.0.isra.0)"


def test_a_name_with_a_suffix_reads_exactly_as_without():
    for base, suffix in [("_Z5fractDv4_fPU3AS1S_", ".cold"), ("_Z1fPiS_", ".llvm.77"),
                         ("_ZNSt6vectorIiSaIiEE9push_backERKi", ".isra.0"),
                         ("_Z1fPU3AS0iS_", ".part.2")]:
        plain, cloned = demangle(base), demangle(base + suffix)
        assert cloned.clone_suffix == suffix and plain.clone_suffix == ""
        assert cloned.mangled == base
        assert cloned.entity == plain.entity
        assert (cloned.dialect, cloned.ambiguous) == (plain.dialect, plain.ambiguous)
        assert cloned.params == plain.params and cloned.base_name == plain.base_name
        for style in ("opencl", "llvm", "gnu"):
            assert cloned.format(style) == plain.format(style) + clone_suffix_text(suffix, style)
        assert mangle(cloned.entity, dialect=cloned.dialect) == base


def test_to_json_reports_the_suffix():
    data = demangle("_Z3fooi.llvm.1234").to_json()
    assert data["mangled"] == "_Z3fooi.llvm.1234"
    assert data["clone_suffix"] == ".llvm.1234"
    assert data["llvm"] == "foo(int) (.llvm.1234)"
    assert data["demangled"] == "foo(int) (.llvm.1234)"
    assert data["base_name"] == "foo"
    assert "clone_suffix" not in demangle("_Z3fooi").to_json()


@pytest.mark.parametrize("name, position", [
    ("_Z3fooi.", 7),               # a dot alone
    ("_Z3fooi.Cold", 7),           # upper case
    ("_Z3fooi.llvm.123abc", 7),    # a digit group runs into letters
    ("_Z3fooi.llvm.1234.", 7),     # a dot at the end
    ("_Z3fooi.a$b", 7),
    ("_Z3fooi..x", 7),
    ("_Z1fS_.cold", 4),            # the name itself is bad: its own error
])
def test_what_is_not_a_clone_suffix(name, position):
    # c++filt reads none of these (llvm-cxxfilt takes any text after a dot).
    with pytest.raises(DemangleError) as info:
        demangle(name)
    assert info.value.position == position


def test_a_dot_inside_a_source_name_is_not_a_suffix():
    symbol = demangle("_Z3a.bv")
    assert symbol.format("llvm") == "a.b()" and symbol.clone_suffix == ""
    symbol = demangle("_Z3a.bv.cold")
    assert symbol.format("gnu") == "a.b() [clone .cold]" and symbol.mangled == "_Z3a.bv"


def test_split_clones_follows_cxxfilt():
    assert split_clones(".constprop.0.isra.0") == [".constprop.0", ".isra.0"]
    assert split_clones(".cold.1.2") == [".cold.1.2"]
    assert split_clones(".1.x.2") == [".1", ".x.2"]
    assert split_clones(".llvm.1234") == [".llvm.1234"]


def test_long_suffixes_stay_linear():
    name = "_Z3fooi" + ".a" + ".0" * 50_000 + "X"
    with pytest.raises(DemangleError):
        demangle(name)
    assert demangle("_Z3fooi" + ".a.0" * 20_000).clone_suffix == ".a.0" * 20_000


SEGMENT = st.one_of(st.from_regex(r"[a-z_][a-z0-9_]{0,5}", fullmatch=True),
                    st.from_regex(r"[0-9]{1,3}", fullmatch=True))


@settings(max_examples=200, deadline=None)
@given(head=st.from_regex(r"[a-z0-9_]{1,6}", fullmatch=True), rest=st.lists(SEGMENT, max_size=4))
def test_any_cxxfilt_suffix_is_read(head, rest):
    suffix = "." + head + "".join("." + s for s in rest)
    symbol = demangle("_ZN2ns1fEPKc" + suffix)
    assert symbol.clone_suffix == suffix
    assert "".join(split_clones(suffix)) == suffix
    assert symbol.format("llvm") == "ns::f(char const*) (%s)" % suffix


# ----------------------------------------------------------------- the peers

PEER_NAMES = ["_Z3fooi.llvm.1234", "_Z3fooi.cold", "_Z3fooi.part.1", "_Z3fooi.constprop.0.isra.0",
              "_Z3fooi.cold.1", "_ZN3FooC1Ev.cold", "_ZTV3Foo.cold", "_Z3fooi.1.x.2",
              "_ZThn8_N3Foo3barEi.lto_priv.0", "_Z5fractDv4_fPU3AS1S_.isra.0"]


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt-19", "llvm"), ("c++filt", "gnu")])
def test_suffixes_print_like_the_peers(tool, style):
    if not shutil.which(tool):
        pytest.skip(tool + " not installed")
    expected = subprocess.run([tool, *PEER_NAMES], capture_output=True, text=True,
                              check=True).stdout.splitlines()
    assert [demangle(n).format(style) for n in PEER_NAMES] == expected
