"""Modules, the rarer special names, literal operators, inheriting constructors,
structured bindings, explicit object parameters, external names and block
invocations: read, printed as llvm-cxxfilt-19 (llvm) and c++filt (gnu) print
them, and mangled back with the substitutions clang makes.

The expectations are the tools' output (the live tests run them where they are
installed); where a peer does not read a name the ABI has, DEVIATIONS says what
we print and why.  Sources: bench/cxx_sources/modules (clang-19 -std=c++20) and
C++23 code compiled by clang-19 (``this`` parameters, ``using B::B``,
``operator""_km``, ``auto [ra, rb]``, a covariant ``clone``).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from peers import printed as _printed

from spirmangle import DemangleError, demangle, mangle
from spirmangle.model.bounds import measure

# (mangled, llvm-cxxfilt-19, c++filt or None when it prints the same)
PEERS = [
    ('_ZW3geo9use_twicev',
     'use_twice@geo()',
     None),
    ('_ZN3geoW3geo5PointD0Ev',
     'geo::Point@geo::~Point()',
     None),
    ('_ZN3geoW3geo5PointC1ERKS1_',
     'geo::Point@geo::Point(geo::Point@geo const&)',
     None),
    ('_ZN3geoW3geo12_GLOBAL__N_1S0_14anon_in_moduleEi',
     'geo::(anonymous namespace)@geo::anon_in_module@geo(int)',
     None),
    ('_ZN3geoW3geo14module_linkageENS_S0_5PointENS_S0_6CircleE',
     'geo::module_linkage@geo(geo::Point@geo, geo::Circle@geo)',
     None),
    ('_ZN5usersW3geoW5users6scaledIiEET_N3geoS0_4GridIS3_EES3_',
     'int users::scaled@geo.users<int>(geo::Grid@geo<int>, int)',
     None),
    ('_ZN3geoW3geo1kENS_S0_1PES0_1SS1_',
     'geo::k@geo(geo::P@geo, S@geo, geo::P@geo)',
     None),
    ('_ZN3geoW3geo1kENS_S0_1PE1XS1_S2_',
     'geo::k@geo(geo::P@geo, X, geo::P@geo, X)',
     None),
    ('_ZN3geoW3geo1fENS_1XES1_',
     'geo::f@geo(geo::X, geo::X)',
     None),
    ('_ZW3geo1fS_1SS0_',
     'f@geo(S@geo, S@geo)',
     None),
    ('_ZW3geo1hS_3BoxIS_1SES0_IiE',
     'h@geo(Box@geo<S@geo>, Box@geo<int>)',
     None),
    # A module's substitution before a structured binding or an operator name (it was
    # taken for a prefix, and the name refused: clang writes S0_ for the module).
    ('_ZN1xW1MDC1aEEN1yS0_DC1bEE',
     'x::[a]@M(y::[b]@M)',
     None),
    ('_ZW1M1aN1xS_DC1bEE',
     'a@M(x::[b]@M)',
     None),
    ('_ZN1xW1M1aEN1yS0_plEv',
     'x::a@M(y::operator+@M, void)',
     None),
    # ...and as a type: a module's operator keeps its N ... E (S_ pl as a type reads as
    # nothing; it was mangled so), a module's binding reads after the substitution.
    ('_ZW1M1fNS_plE',
     'f@M(operator+@M)',
     None),
    ('_Z1fNW1MplE',
     'f(operator+@M)',
     None),
    ('_ZW1M1fS_DC1aE',
     'f@M([a]@M)',
     None),
    ('_ZW3geoplS_1SS0_',
     'operator+@geo(S@geo, S@geo)',
     None),
    ('_ZL2stW3geoW5users1Q',
     'st(Q@geo.users)',
     None),
    ('_ZW3geo1fS_W5users1Q',
     'f@geo(Q@geo.users)',
     None),
    ('_ZW3geoL1xv',
     'x@geo()',
     None),
    ('_ZW3geoWP4part1fv',
     'f@geo:part()',
     None),
    ('_ZW3geo1xB3tag',
     'x@geo[abi:tag]',
     None),
    ('_ZN3geoW3geoL15internal_staticEi',
     'geo::internal_static@geo(int)',
     None),
    ('_ZZN3geoW3geo4userEiENKUlNS_S0_5PointEE_clES1_',
     "geo::user@geo(int)::'lambda'(geo::Point@geo)::operator()(geo::Point@geo) const",
     'geo::user@geo(int)::{lambda(geo::Point@geo)#1}::operator()(geo::Point@geo) const'),
    ('_ZTVN3geoW3geo5PointE',
     'vtable for geo::Point@geo',
     None),
    ('_ZGIW3geo',
     'initializer for module geo',
     None),
    ('_ZGIW3geoW5users',
     'initializer for module geo.users',
     None),
    ('_ZGIW3geoWP6shapes',
     'initializer for module geo:shapes',
     None),
    ('_ZGIW3geoW5usersWP4part',
     'initializer for module geo.users:part',
     None),
    ('_ZTCSd0_Si',
     'construction vtable for std::istream-in-std::iostream',
     'construction vtable for std::basic_istream<char, std::char_traits<char> >-in-std::basic_iostream<char, std::char_traits<char> >'),
    ('_ZTCN1A1BIiEE0_NS_1CIS1_EE',
     'construction vtable for A::C<A::B<int>>-in-A::B<int>',
     'construction vtable for A::C<A::B<int> >-in-A::B<int>'),
    ('_ZTch0_v0_n24_N2sp4CovD5cloneEv',
     'covariant return thunk to sp::CovD::clone()',
     None),
    ('_ZTch0_h8_N2sp3Cov5cloneEv',
     'covariant return thunk to sp::Cov::clone()',
     None),
    ('_ZTcv0_n24_v0_n24_N2sp3Cov5cloneEv',
     'covariant return thunk to sp::Cov::clone()',
     None),
    ('_ZGRZ1fvE1x_',
     'reference temporary for f()::x',
     'reference temporary #0 for f()::x'),
    ('_ZGR3foo',
     'reference temporary for foo',
     'reference temporary #0 for foo'),
    ('_ZTALi1E',
     'template parameter object for 1',
     None),
    ('_ZTAL_Z3fooE',
     'template parameter object for foo',
     None),
    # the template parameter object as an external name (TEMPLATE_OBJECT_SOURCE)
    ('_Z1fIXtl1SLi1ELi2EEEXadL_ZTAXtlS0_Li1ELi2EEEEEEvv',
     'void f<S{1, 2}, &template parameter object for S{1, 2}>()',
     'void f<S{1, 2}, &(template parameter object for S{1, 2})>()'),
    ('_Z1hIXtl1SLi9ELi10EEEL_ZTAXtlS0_Li9ELi10EEEEEvv',
     'void h<S{9, 10}, template parameter object for S{9, 10}>()',
     None),
    ('_ZN2spli3_kmEy',
     'sp::operator"" _km(unsigned long long)',
     None),
    ('_Zli3_kmy',
     'operator"" _km(unsigned long long)',
     None),
    ('_ZN2spli3_kmIcEEvv',
     'void sp::operator"" _km<char>()',
     None),
    ('_ZN2sp1DCI1NS_1BEEi',
     'sp::D::D(int)',
     'sp::D::B(int)'),
    ('_ZN2sp1DCI2NS_1BEEdPNS_1BE',
     'sp::D::D(double, sp::B*)',
     'sp::D::B(double, sp::B*)'),
    ('_ZN1DCI11BEi',
     'D::D(int)',
     'D::B(int)'),
    ('_ZN2sp2TDCI1NS_2TBIiEEEii',
     'sp::TD::TD(int, int)',
     'sp::TD::TB(int, int)'),
    ('_ZN2sp2TDCI1NS_2TBIiEEIdEET_',
     'sp::TD::TD<double>(double)',
     'sp::TD::TB<double>(double)'),
    # A base class that is an unscoped template takes its arguments (LLVM reads
    # them greedily); the list after them is the constructor's (clang-19).
    ('_ZN1DCI2St1BIiEIcEET_',
     'D::D<char>(char)',
     'D::B<char>(char)'),
    ('_ZN2sp5innerDC2ra2rbEE',
     'sp::inner::[ra, rb]',
     None),
    ('_ZDC2ra2rbE',
     '[ra, rb]',
     None),
    ('_ZGVDC1a1bE',
     'guard variable for [a, b]',
     None),
    ('_ZN1SDC1a1bE5innerE',
     'S::[a, b]::inner',
     None),
    ('_ZN2ty8nttp_refIL_ZNS_10global_intEEEEiv',
     'int ty::nttp_ref<ty::global_int>()',
     None),
    ('_Z3fooIL_Z3barvEEvv',
     'void foo<bar()>()',
     None),
    ('_Z1fIL_ZN1A1fEvEEvv',
     'void f<A::f()>()',
     None),
    ('_Z1fIL_Z3fooIiEvvEEvv',
     'void f<void foo<int>()>()',
     None),
    ('_ZN3geoW3geo5PointD0Ev.localalias',
     'geo::Point@geo::~Point() (.localalias)',
     'geo::Point@geo::~Point() [clone .localalias]'),
    ('_ZGRZN5clang6pseudoL16getTerminalNamesB5cxx11EvE13TerminalNamesB5cxx11_.0',
     'reference temporary for clang::pseudo::getTerminalNames[abi:cxx11]()::TerminalNames[abi:cxx11] (.0)',
     'reference temporary #0 for clang::pseudo::getTerminalNames[abi:cxx11]()::TerminalNames[abi:cxx11] [clone .0]'),
]

# (mangled, llvm, gnu, (the peer, what it prints), why we print otherwise)
DEVIATIONS = [
    # The ABI's GR <name> [<seq-id>] _ (what g++ and clang emit): c++filt 2.40 reads
    # only GCC's old GR <name> <number>, so it leaves these alone.  We number the
    # temporaries as c++filt does its old form (#0 for the first, _).
    ("_ZGRN2sp8ref_tempE_", "reference temporary for sp::ref_temp",
     "reference temporary #0 for sp::ref_temp", ("c++filt", "_ZGRN2sp8ref_tempE_"),
     "c++filt does not read the ABI's reference temporaries"),
    ("_ZGRN2sp8ref_tempE0_", "reference temporary for sp::ref_temp",
     "reference temporary #1 for sp::ref_temp", ("c++filt", "_ZGRN2sp8ref_tempE0_"),
     "c++filt does not read the ABI's reference temporaries (0_ is the second)"),
    ("_ZGR1xE_", "reference temporary for x", "reference temporary #15 for x",
     ("c++filt", "_ZGR1xE_"), "the seq-id E_ after the name x (as LLVM reads it)"),
    ("_ZGRZ1fvE1x_0_", "reference temporary for f()::x", "reference temporary #0 for f()::x",
     ("c++filt", "_ZGRZ1fvE1x_0_"), "a local name's discriminator _0, then the first temporary"),
    ("_ZGRN5clang4tidy8bugprone12_GLOBAL__N_133AssignmentOverloadedOperatorKindsE_",
     "reference temporary for clang::tidy::bugprone::(anonymous namespace)::"
     "AssignmentOverloadedOperatorKinds",
     "reference temporary #0 for clang::tidy::bugprone::(anonymous namespace)::"
     "AssignmentOverloadedOperatorKinds",
     ("c++filt", "_ZGRN5clang4tidy8bugprone12_GLOBAL__N_133AssignmentOverloadedOperatorKindsE_"),
     "c++filt does not read the ABI's reference temporaries"),
    # C++23 explicit object parameters (clang-19 -std=c++23): binutils 2.40 predates them.
    ("_ZNH2sp1S1fERKS0_i", "sp::S::f(this sp::S const&, int)", "sp::S::f(this sp::S const&, int)",
     ("c++filt", "_ZNH2sp1S1fERKS0_i"), "c++filt 2.40 does not read NH"),
    ("_ZNH2sp1S1gIRS0_EEvOT_S0_", "void sp::S::g<sp::S&>(this sp::S&, sp::S)",
     "void sp::S::g<sp::S&>(this sp::S&, sp::S)", ("c++filt", "_ZNH2sp1S1gIRS0_EEvOT_S0_"),
     "c++filt 2.40 does not read NH"),
    ("_ZNH2sp1S1hES0_", "sp::S::h(this sp::S)", "sp::S::h(this sp::S)",
     ("c++filt", "_ZNH2sp1S1hES0_"), "c++filt 2.40 does not read NH"),
    # ...also in a local name's entity (a method of a local class).
    ("_ZZN3Foo3fooEiENH4Foo24foo2EOKS0_", "Foo::foo(int)::Foo2::foo2(this Foo2 const&&)",
     "Foo::foo(int)::Foo2::foo2(this Foo2 const&&)",
     ("c++filt", "_ZZN3Foo3fooEiENH4Foo24foo2EOKS0_"), "c++filt 2.40 does not read NH"),
    ("_ZZNH2ns3Foo3fooES0_iENH4Foo24foo2EOKS1_",
     "ns::Foo::foo(this ns::Foo, int)::Foo2::foo2(this Foo2 const&&)",
     "ns::Foo::foo(this ns::Foo, int)::Foo2::foo2(this Foo2 const&&)",
     ("c++filt", "_ZZNH2ns3Foo3fooES0_iENH4Foo24foo2EOKS1_"), "c++filt 2.40 does not read NH"),
    # Block invocation functions (clang -fblocks): only LLVM's demangler reads them.
    ("___ZN2bl1S1mEi_block_invoke", "invocation function for block in bl::S::m(int)",
     "invocation function for block in bl::S::m(int)",
     ("c++filt", "___ZN2bl1S1mEi_block_invoke"), "c++filt does not read blocks"),
    ("___ZN2bl1S1mEi_block_invoke_2", "invocation function for block in bl::S::m(int)",
     "invocation function for block in bl::S::m(int)",
     ("c++filt", "___ZN2bl1S1mEi_block_invoke_2"), "c++filt does not read blocks"),
    ("___ZN2bl1S1mEi_block_invoke.3", "invocation function for block in bl::S::m(int)",
     "invocation function for block in bl::S::m(int)",
     ("c++filt", "___ZN2bl1S1mEi_block_invoke.3"),
     "c++filt does not read blocks (LLVM drops what follows a dot)"),
    ("___Z1x_block_invoke", "invocation function for block in x",
     "invocation function for block in x", ("c++filt", "___Z1x_block_invoke"),
     "c++filt does not read blocks"),
    # GCC's hidden aliases: only libiberty reads them.
    ("_ZGAN1A1fEv", "hidden alias for A::f()", "hidden alias for A::f()",
     ("llvm-cxxfilt-19", "_ZGAN1A1fEv"), "llvm-cxxfilt-19 does not know GA"),
    # The ABI's <offset number> may be negative (n8); c++filt reads no sign there.
    ("_ZTCSdn8_Si", "construction vtable for std::istream-in-std::iostream",
     "construction vtable for std::basic_istream<char, std::char_traits<char> >-in-"
     "std::basic_iostream<char, std::char_traits<char> >", ("c++filt", "_ZTCSdn8_Si"),
     "c++filt reads no negative construction vtable offset"),
]

# The opencl style: C++ as written, (void) for no parameters.
OPENCL = [
    ("_ZW3geo9use_twicev", "use_twice@geo(void)"),
    ("_ZGIW3geoWP6shapes", "initializer for module geo:shapes"),
    ("_ZN2spli3_kmEy", 'sp::operator"" _km(unsigned long long)'),
    ("_ZN2sp1DCI1NS_1BEEi", "sp::D::D(int)"),
    ("_ZN2sp5innerDC2ra2rbEE", "sp::inner::[ra, rb]"),
    ("_ZNH2sp1S1hES0_", "sp::S::h(this sp::S)"),
    ("_Z3fooIL_Z3barvEEvv", "void foo<bar(void)>(void)"),
    ("___Z3foov_block_invoke_2", "invocation function for block in foo(void)"),
]

# What LLVM's demangler rejects, and so do we (c++filt reads two of them, leniently).
INVALID = [
    "_ZGIW3geoP4part",  # P only after W
    "_ZW3geoP4part1fv",
    "_ZGIW3geo1x",  # a module initializer names a module only
    "_ZW3geoW5usersS_1x",  # a module name is W... or a substitution before them
    "_ZW3geo1fS_",  # a module is no type
    "_ZN3geoW3geoC1Ev",  # a constructor is attached to no module (c++filt: geo::geo@geo())
    "_ZGR1x5",  # a seq-id ends with _ (c++filt: GCC's old form, reference temporary #5 for x)
    "_ZDCE",  # a structured binding names a variable or more
    "_ZTch0_N1A1fEv",  # two call offsets
    "_ZTCSd0Si",  # the offset ends with _
    "_ZNKH1S1fEv",  # H excludes cv-qualifiers
    "_ZN1SH1fEv",
    "_Zli1",
    "___Z3foov_block_invokex",
    "_ZTAL_Z3fooIT_EvvE",  # (we read no template parameter in an external name)
]


@pytest.mark.parametrize("name, llvm, gnu", PEERS)
def test_prints_like_the_peers(name: str, llvm: str, gnu: "str | None") -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (gnu or llvm)
    json.dumps(symbol.to_json())


@pytest.mark.parametrize("name", [case[0] for case in PEERS] + [case[0] for case in DEVIATIONS])
def test_mangles_back(name: str) -> None:
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) + symbol.clone_suffix == name
    measure(symbol.entity)  # every node is walkable


@pytest.mark.parametrize("name, llvm, gnu, peer, reason", DEVIATIONS)
def test_deviations_from_a_peer(name: str, llvm: str, gnu: str, peer: tuple[str, str],
                                reason: str) -> None:
    symbol = demangle(name)
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu), reason
    json.dumps(symbol.to_json())


@pytest.mark.parametrize("name, opencl", OPENCL)
def test_opencl_style(name: str, opencl: str) -> None:
    assert str(demangle(name)) == opencl


@pytest.mark.parametrize("name", INVALID)
def test_rejects_what_llvm_rejects(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_module_candidates_in_order() -> None:
    """Each W adds a candidate after the prefix before it: S_ geo, S0_ module geo,
    S1_ geo::Point@geo; a substitution for a module may stand before a name."""
    entity = demangle("_ZN3geoW3geo5PointC1ERKS1_").entity
    assert demangle("_ZN3geoW3geo5PointC1ERKS1_").format("llvm") == \
        "geo::Point@geo::Point(geo::Point@geo const&)"
    assert mangle(entity) == "_ZN3geoW3geo5PointC1ERKS1_"


def test_a_wrong_module_guess_is_read_again() -> None:
    """S1_ before 1X is the type geo::P@geo, not a module: read again as plain."""
    symbol = demangle("_ZN3geoW3geo1kENS_S0_1PE1XS1_S2_")
    assert symbol.format("llvm") == "geo::k@geo(geo::P@geo, X, geo::P@geo, X)"


_run = _printed  # the peer's line for each name (skips without the peer)


@pytest.mark.parametrize("tool, column", [("llvm-cxxfilt-19", 1), ("c++filt", 2)])
def test_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    assert _run(tool, [case[0] for case in PEERS]) == [case[column] or case[1] for case in PEERS]


@pytest.mark.parametrize("tool", ["llvm-cxxfilt-19", "c++filt"])
def test_deviations_are_what_the_tools_print(tool: str) -> None:
    cases = [(name, peer[1]) for name, _, _, peer, _ in DEVIATIONS if peer[0] == tool]
    assert _run(tool, [name for name, _ in cases]) == [text for _, text in cases]


def test_llvm_rejects_the_invalid_names() -> None:
    assert _run("llvm-cxxfilt-19", INVALID) == INVALID


# A structured binding attached to a module (W <module> DC ... E): both peers
# print the module after the binding.
@pytest.mark.parametrize("name,text", [
    ("_ZW3FooDC1a1bE", "[a, b]@Foo"),
    ("_ZN1NW3FooDC1a1bEE", "N::[a, b]@Foo"),
    ("_ZW3FooW3BarDC1a1bE", "[a, b]@Foo.Bar"),
])
def test_module_structured_bindings(name: str, text: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == symbol.format("gnu") == text
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    for tool in ("llvm-cxxfilt-19", "c++filt"):
        if shutil.which(tool):
            assert subprocess.run([tool, name], capture_output=True, text=True).stdout.strip() == text


# clang-19 -std=c++20 names a class-type template parameter's object where a later
# parameter's default argument refers to it: L_Z TA <template-arg> E, inside an
# expression (&s) or as the argument itself (a reference parameter).
TEMPLATE_OBJECT_SOURCE = """\
struct S { int a, b; };
template <S s, const S* p = &s> void f() {}
template void f<S{1, 2}>();
template <S s, const S& r = s> void h() {}
template void h<S{9, 10}>();
"""


def test_clang_writes_template_parameter_objects_as_external_names(tmp_path: Path) -> None:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    src, obj = tmp_path / "a.cpp", tmp_path / "a.o"
    src.write_text(TEMPLATE_OBJECT_SOURCE)
    subprocess.run(["clang-19", "--target=x86_64-linux-gnu", "-std=c++20", "-c", str(src), "-o",
                    str(obj)], check=True)
    nm = subprocess.run(["nm", "--defined-only", str(obj)], capture_output=True, text=True,
                        check=True).stdout
    written = {line.split()[-1] for line in nm.splitlines()}
    assert written == {"_Z1fIXtl1SLi1ELi2EEEXadL_ZTAXtlS0_Li1ELi2EEEEEEvv",
                       "_Z1hIXtl1SLi9ELi10EEEL_ZTAXtlS0_Li9ELi10EEEEEvv"}

