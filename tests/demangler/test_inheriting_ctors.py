"""Inheriting constructors, ``CI1``/``CI2 <base class type>``, as clang-19 and g++
compile bench/cxx_sources/inheriting_ctors.cpp (-std=c++20).

The two compilers number the substitution candidates after the base class
differently: g++ records the base class as a type (a candidate, as the ABI's
``<base class type>`` is) and, for a constructor template, the nested name up to
the constructor (the template prefix); clang records neither (only the prefixes
inside the base's name, as for any name); LLVM's demangler the template prefix
only.  A substitution that refers to a candidate from the base class on reads as
different types under the two numberings (g++'s ``n::D::D<int>(int, n::B*)``,
``_ZN1n1DCI1NS_1BEIiEET_PS1_``, is clang's ``(int, int*)``), and nothing in the
name tells whose it is: such names are rejected, never read with a guess; a
name with a substitution past clang's numbering is read with g++'s.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import DemangleError, demangle, mangle

SOURCE = Path(__file__).resolve().parent.parent.parent / "bench" / "cxx_sources" / "inheriting_ctors.cpp"


def peer(tool: str, names: list[str]) -> list[str]:
    out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True, text=True,
                         check=True).stdout
    return out.splitlines()


HAVE_PEERS = shutil.which("llvm-cxxfilt-19") is not None and shutil.which("c++filt") is not None

# Read: no substitution after the base class, or one before it.  (name, llvm-cxxfilt-19,
# c++filt; c++filt names the constructor after the base class, which we follow in gnu style)
READ = [
    # clang-19 and g++ alike
    ("_ZN1n1DCI1NS_1BEIdEET_", "n::D::D<double>(double)", "n::D::B<double>(double)"),
    ("_ZN1n1DCI2NS_1BEIdEET_", "n::D::D<double>(double)", "n::D::B<double>(double)"),
    ("_ZN2DNCI1N1n1BEIlEET_", "DN::DN<long>(long)", "DN::B<long>(long)"),
    ("_ZN2DNCI2N1n1BEIlEET_", "DN::DN<long>(long)", "DN::B<long>(long)"),
    # g++'s CI5 (the name of the comdat group of CI1 and CI2)
    ("_ZN1n1DCI5NS_1BEIdEET_", "n::D::D<double>(double)", "n::D::B<double>(double)"),
    ("_ZN2DNCI5N1n1BEIlEET_", "DN::DN<long>(long)", "DN::B<long>(long)"),
    # clang-19: the type spelled again after the base, or a prefix inside the base (S1_ n::TB)
    ("_ZN1n1DCI2NS_1BEIiEET_PNS_1BE", "n::D::D<int>(int, n::B*)", "n::D::B<int>(int, n::B*)"),
    ("_ZN1n2VDCI1NS_1BEIiEET_PNS_1BE", "n::VD::VD<int>(int, n::B*)", "n::VD::B<int>(int, n::B*)"),
    ("_ZN2DNCI2N1n1BEIiEET_PNS0_1BE", "DN::DN<int>(int, n::B*)", "DN::B<int>(int, n::B*)"),
    ("_ZN1n2TDCI2NS_2TBIiEEEiPNS1_IiEE", "n::TD::TD(int, n::TB<int>*)",
     "n::TD::TB(int, n::TB<int>*)"),
    ("_ZN1n2TDCI2NS_2TBIiEEIdEET_PNS1_IiEEi", "n::TD::TD<double>(double, n::TB<int>*, int)",
     "n::TD::TB<double>(double, n::TB<int>*, int)"),
    ("_ZN2DTCI2N1n2TBIcEEIdEET_PNS1_IcEEc", "DT::DT<double>(double, n::TB<char>*, char)",
     "DT::TB<double>(double, n::TB<char>*, char)"),
]

# Rejected: a substitution after the base class.  g++'s (the ABI's numbering; its
# source types in the comment) then clang's; LLVM reads them with its own numbering
# (the template prefix, not the base) and c++filt with g++'s.
AMBIGUOUS = [
    "_ZN1n1DCI1NS_1BEIiEET_PS1_",          # g++: (int, n::B*); clang's reading: (int, int*)
    "_ZN1n1DCI2NS_1BEIiEET_PS1_",
    "_ZN1n1DCI5NS_1BEIiEET_PS1_",
    "_ZN2DNCI1N1n1BEIiEET_PS1_",           # g++: (int, n::B*)
    "_ZN2DNCI2N1n1BEIiEET_PS1_",
    "_ZN2DNCI5N1n1BEIiEET_PS1_",
    "_ZN1n2TDCI1NS_2TBIiEEIdEET_PS2_i",    # g++: (double, n::TB<int>*, int)
    "_ZN1n2TDCI2NS_2TBIiEEIdEET_PS2_i",
    "_ZN1n2TDCI5NS_2TBIiEEIdEET_PS2_i",
    "_ZN2DTCI1N1n2TBIcEEIdEET_PS2_c",      # g++: (double, n::TB<char>*, char)
    "_ZN2DTCI2N1n2TBIcEEIdEET_PS2_c",
    "_ZN2DTCI5N1n2TBIcEEIdEET_PS2_c",
    "_ZN1n2VDCI1NS_1BEIiEEiPPKvT_PS1_",    # g++ (a VTT parameter): (int, void const**, int, n::B*)
    "_ZN1DCI11BIcEET_PS0_PS2_",            # g++: (char, B*, char*)
    "_ZN1DCI21BIcEET_PS0_PS2_",
    "_ZN1DCI51BIcEET_PS0_PS2_",
    # by hand, a constructor that is no template: both numberings read it and mangle it
    # back (clang's (D*, D*), g++'s (D*, B))
    "_ZN1DCI11BEPS_S0_",
]

# A constructor that is no template, whose substitution after the base both
# numberings read: the reading that mangles back is the compiler's (each candidate
# is written once, by its substitution).  clang-19's: (int, n::B*, n::B*); c++filt
# reads it with g++'s numbering, where n::B spelled again is a candidate of its own,
# and prints (int, n::B*, n::B), which the gnu style reproduces (gnu-inherited-ctor-
# numbering).  (name, ours in llvm style, the model's reading in the gnu style's format,
# c++filt's, reason)
CANONICAL = [
    ("_ZN1n1DCI2NS_1BEEiPNS_1BES2_", "n::D::D(int, n::B*, n::B*)", "n::D::B(int, n::B*, n::B*)",
     "n::D::B(int, n::B*, n::B)",
     "c++filt reads clang's inheriting constructor with g++'s numbering, in which the name "
     "is not as g++ writes it (n::B again, not its substitution)"),
]


@pytest.mark.parametrize("name,llvm,gnu,_gnu_peer,_reason", CANONICAL)
def test_the_numbering_that_mangles_back(name: str, llvm: str, gnu: str, _gnu_peer: str,
                                         _reason: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    assert sym.format("gnu", exact=True) == gnu
    assert sym.format("gnu") == _gnu_peer
    assert sym.to_json()["peer_misread"] == ["gnu"]
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(not HAVE_PEERS, reason="peers not installed")
def test_the_numbering_that_mangles_back_live() -> None:
    names = [c[0] for c in CANONICAL]
    assert peer("llvm-cxxfilt-19", names) == [c[1] for c in CANONICAL]
    assert peer("c++filt", names) == [c[3] for c in CANONICAL]

# Read with g++'s numbering: a substitution past clang's, so only g++'s (the ABI's)
# reads the name; it mangles back with the base class as a type.  LLVM reads none
# (CI1 <name>, not <base class type>); c++filt as we print them in gnu style.
# (name, ours in llvm style, c++filt)
GXX_ONLY = [
    ("_ZN1n1DCI1NS_1BEEiPS1_S2_", "n::D::D(int, n::B*, n::B*)", "n::D::B(int, n::B*, n::B*)"),
    ("_ZN1n1DCI2NS_1BEEiPS1_S2_", "n::D::D(int, n::B*, n::B*)", "n::D::B(int, n::B*, n::B*)"),
    ("_ZN1n1DCI5NS_1BEEiPS1_S2_", "n::D::D(int, n::B*, n::B*)", "n::D::B(int, n::B*, n::B*)"),
    ("_ZN1n2TDCI1NS_2TBIiEEEiPS2_", "n::TD::TD(int, n::TB<int>*)", "n::TD::TB(int, n::TB<int>*)"),
    ("_ZN1n2TDCI2NS_2TBIiEEEiPS2_", "n::TD::TD(int, n::TB<int>*)", "n::TD::TB(int, n::TB<int>*)"),
    ("_ZN1n2TDCI5NS_2TBIiEEEiPS2_", "n::TD::TD(int, n::TB<int>*)", "n::TD::TB(int, n::TB<int>*)"),
    # by hand: a later substitution past clang's numbering decides an earlier one (S1_)
    ("_ZN1n1DCI1NS_1BEIiEET_PS1_S3_", "n::D::D<int>(int, n::B*, int)",
     "n::D::B<int>(int, n::B*, int)"),
    ("_ZN1DCI11BEiPS0_S1_", "D::D(int, B*, B*)", "D::B(int, B*, B*)"),
]
OUT_OF_RANGE = [
    "_ZN1n1DCI1NS_1BEIiEET_PS2_S3_",  # S2_: the constructor template as a type
    "_ZN1n1DCI1NS_1BEIS3_EEiS3_",     # past both numberings
    "_ZN1DCI11BIiEET_S4_",            # the base's list or the constructor's
    "_ZN1DCI1S_IiEEiS1_S1_",          # a substitution base: not read with g++'s numbering
]


@pytest.mark.parametrize("name,llvm,gnu", GXX_ONLY)
def test_gxx_numbering_where_only_it_reads(name: str, llvm: str, gnu: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    assert sym.format("gnu") == gnu
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(not HAVE_PEERS, reason="peers not installed")
def test_gxx_numbering_where_only_it_reads_live() -> None:
    names = [c[0] for c in GXX_ONLY]
    assert peer("c++filt", names) == [c[2] for c in GXX_ONLY]
    assert peer("llvm-cxxfilt-19", names[:6] + names[7:]) == names[:6] + names[7:]


# ... and clang's constructor template of a base that is no template with a
# substitution after it (B is no candidate for clang, one for g++).
NO_REFERENT = [
    "_ZN1DCI21BIcEET_P1BPS0_",  # clang: (char, B*, char*); LLVM: (char, B*, B*)
]

# CI1 <unscoped name> I <args> E with template parameters in the signature: the list
# is the constructor template's (a signature's T_ is a function template's; B is no
# template), D::D<int>(int).  LLVM reads the list as the base's (B<int>) and prints
# D::D(int), which the llvm style reproduces (and the gnu style reads so too: c++filt
# takes one list after CI <name> as the base's, gxx-inherited-ctor-targs); c++filt
# reads none.  (name, the model's reading in the llvm style's format and in the gnu
# style's, llvm-cxxfilt-19's, reason)
DEVIATIONS = [
    (name, "D::D<int>(int)", "D::B<int>(int)", "D::D(int)",
     "LLVM reads the constructor template's arguments as the base class's")
    for name in ("_ZN1DCI11BIiEET_", "_ZN1DCI21BIiEET_", "_ZN1DCI51BIiEET_")
]


@pytest.mark.parametrize("name,llvm,gnu,_peer,_reason", DEVIATIONS)
def test_constructor_templates_of_a_plain_base(name: str, llvm: str, gnu: str, _peer: str,
                                               _reason: str) -> None:
    sym = demangle(name)
    assert sym.format("cxx") == llvm and sym.format("gnu", exact=True) == gnu
    assert sym.format("llvm") == _peer  # (LLVM's reading, reproduced)
    assert sym.format("gnu") == gnu.replace("<int>", "")
    assert sym.to_json()["peer_misread"] == ["llvm", "gnu"]
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(not HAVE_PEERS, reason="peers not installed")
def test_constructor_templates_of_a_plain_base_live() -> None:
    names = [c[0] for c in DEVIATIONS]
    assert peer("llvm-cxxfilt-19", names) == [c[3] for c in DEVIATIONS]
    assert peer("c++filt", names) == names


def test_a_substitution_of_the_plain_base_is_rejected() -> None:
    """g++'s B is S0_ (a candidate as a type), clang's S0_ is T_ (B no template)."""
    with pytest.raises(DemangleError, match="number differently"):
        demangle("_ZN1DCI11BIiEET_S0_")
    demangle("_ZN1DCI11BIiEEPS0_IiE")  # B<int> the base: B a candidate for both


@pytest.mark.parametrize("name,llvm,gnu", READ)
def test_inheriting_constructors_read(name: str, llvm: str, gnu: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    assert sym.format("gnu") == gnu
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.skipif(not HAVE_PEERS, reason="peers not installed")
def test_inheriting_constructors_read_live() -> None:
    names = [c[0] for c in READ]
    assert peer("llvm-cxxfilt-19", names) == [c[1] for c in READ]
    assert peer("c++filt", names) == [c[2] for c in READ]


@pytest.mark.parametrize("name", AMBIGUOUS)
def test_substitutions_after_the_base_class_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError, match="clang and g\\+\\+ number differently"):
        demangle(name)


@pytest.mark.skipif(not HAVE_PEERS, reason="peers not installed")
def test_the_peers_read_substitutions_after_the_base_class_differently() -> None:
    """Why they are rejected: the two peers read every one, with different types."""
    llvm = peer("llvm-cxxfilt-19", AMBIGUOUS)
    gnu = peer("c++filt", AMBIGUOUS)
    for name, a, b in zip(AMBIGUOUS[:-1], llvm, gnu):
        assert a != name and b != name or name.startswith("_ZN1D")  # c++filt: none of 1B
        assert a[a.index("("):] != b[b.index("("):] if b != name else True


@pytest.mark.parametrize("name", OUT_OF_RANGE + NO_REFERENT)
def test_other_inheriting_constructors_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


# An inheriting constructor inside another's base (CI1 N 1x CI1 ... I <args> E E): the
# inner one's template arguments reserved g++'s slots for its base and prefix, which
# the outer one (without arguments) found taken; the issue 20 campaign's name raised
# IndexError.  No compiler writes it and both peers refuse it.
NESTED = "_ZTvn8_n16_NSiCI1N1xCI1NrKDtcv5cxx113stdE4spanEILc1EEEE4syclS7_3bar16ocl_image2d_msaa"


def test_an_inheriting_constructor_in_another_base_is_rejected() -> None:
    with pytest.raises(DemangleError, match="another inheriting constructor"):
        demangle(NESTED)
    if shutil.which("llvm-cxxfilt-19") and shutil.which("c++filt"):
        assert peer("llvm-cxxfilt-19", [NESTED]) == [NESTED]
        assert peer("c++filt", [NESTED]) == [NESTED]


@pytest.mark.skipif(shutil.which("clang++-19") is None or shutil.which("g++") is None
                    or shutil.which("nm") is None, reason="compilers not installed")
@pytest.mark.parametrize("compiler", ["clang++-19", "g++"])
def test_every_compiled_name_is_listed(compiler: str, tmp_path: Path) -> None:
    """Each inheriting constructor the compilers emit is read exactly or rejected above."""
    obj = tmp_path / "o.o"
    subprocess.run([compiler, "-std=c++20", "-c", str(SOURCE), "-o", str(obj)], check=True)
    symbols = subprocess.run(["nm", str(obj)], capture_output=True, text=True,
                             check=True).stdout.split()
    emitted = {s for s in symbols if re.match(r"_ZN.*CI[125]", s)}
    listed = {c[0] for c in READ + DEVIATIONS + GXX_ONLY + CANONICAL} | set(AMBIGUOUS) \
        | set(NO_REFERENT)
    assert emitted and emitted <= listed


# A base class attached to a module whose name is a substitution (the ABI's
# <module-name> ::= <substitution>, as clang writes it: the module's candidate,
# then its partition): read as both peers read it (it was refused, though our
# mangler writes it).  c++filt names the constructor after the base.
MODULE_BASE = [
    ("_ZW1M1aN3abiCI1S_WP1T3fooEv", "a@M(abi::abi, void)", "a@M(abi::foo, void)"),
    ("_ZW1M1aN3abiCI1S_3fooEv", "a@M(abi::abi, void)", "a@M(abi::foo, void)"),
]


@pytest.mark.parametrize("name, llvm, gnu", MODULE_BASE)
def test_a_base_with_a_substituted_module(name: str, llvm: str, gnu: str) -> None:
    symbol = demangle(name)
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    if HAVE_PEERS:
        assert peer("llvm-cxxfilt-19", [name]) == [llvm] and peer("c++filt", [name]) == [gnu]


# The base written N ... E (one name, or a nested one): the template argument list
# after it is the constructor template's, never the base's; both peers print it
# (LLVM after the class's name, c++filt after the base's).  The name mangles back
# as written (the N ... E is kept: without it the list would read as the base's).
BASE_IN_N = ["_ZN1ACI2N1BEIiEEv", "_ZN1ACI2N1BEIiEET_", "_ZN1ACI2N1B1CEIiEEv",
             "_ZN1ACI1N1BEIcLi1EEEv"]


@pytest.mark.parametrize("name", BASE_IN_N)
def test_a_base_written_in_n_keeps_the_constructors_arguments(name: str) -> None:
    if not HAVE_PEERS:
        pytest.skip("llvm-cxxfilt-19 or c++filt is not installed")
    symbol = demangle(name)
    assert [symbol.format("llvm")] == peer("llvm-cxxfilt-19", [name])
    assert [symbol.format("gnu")] == peer("c++filt", [name])
    assert "<" in symbol.format("opencl")
    assert mangle(symbol.entity) == name
