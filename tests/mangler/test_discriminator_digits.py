"""A local name's discriminator followed by a digit (issue 21).

The decision, and why.  The Itanium ABI writes a discriminator under 10 as
``_ <digit>`` (one digit) and one of 10 or more as ``__ <number> _``, so
``_9`` then ``11return_type`` is discriminator 9 and the class type
``return_type``.  clang-19 writes the discriminator without looking at what
follows (ItaniumMangle.cpp, mangleLocalName: ``Out << '_' << disc`` under 10,
``"__" << disc << '_'`` from 10), and g++ writes the same names (the sources
below compile to identical symbols); llvm-cxxfilt-19 reads ``_<digit>`` as one
digit.  Only c++filt (libiberty's d_discriminator reads ``_<number>`` greedily,
the grammar before GCC 7) leaves such a name unread.

Our mangler used to write ``_9N11return_typeE`` there (commits 19c22f5 and
e2fbd8e, tests/mangler/test_roundtrip_classes.py) so that c++filt read the
name too; that is a spelling no compiler writes, so the round trip of clang's
and g++'s names was not exact and the reader refused their spelling.  Now the
reader takes ``_<digit>`` as one digit wherever more of the name follows, and
the mangler writes what clang writes.  Old g++'s ``_<number>`` of 10 or more is
still read where it ends the name (its only unambiguous place).

Ground truth: C++ sources compiled live with clang-19 and g++ (skipped with
the reason when missing), each symbol checked against llvm-cxxfilt-19 and
c++filt, read and mangled back byte-identically.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from peers import GNU, LLVM, printed
from spirmangle import DemangleError, demangle, mangle
from spirmangle.model import LocalName

SOURCE = Path(__file__).resolve().parents[2] / "bench" / "cxx_sources" / "discriminator_digits.cpp"


def source() -> str:
    """Local names of every kind, in 13 blocks of f() each (discriminators none, 0..9,
    10 and 11), followed by a digit and by a non-digit: a local class's member
    function (_ZZ1fvEN1S1gE_911return_type), a local class as a template argument
    (Z1fvE1T_9 then 11return_type or i), a local static's reference temporaries
    (_ZGRZ1fvE1x_9_, then seq-ids 0_ and 1_ right after the discriminator), a local
    class in a closure's call operator, a closure type local to f()."""
    return SOURCE.read_text()


def compiled(compiler: str, tmp: Path) -> list[str]:
    """The symbols ``compiler`` defines for :func:`source` (``nm``)."""
    tool = shutil.which(compiler)
    if tool is None:
        pytest.skip(compiler + " is not installed")
    if shutil.which("nm") is None:
        pytest.skip("nm is not installed")
    src = tmp / "discriminator_digits.cpp"
    src.write_text(source())
    obj = tmp / (compiler + ".o")
    subprocess.run([tool, "-std=c++17", "-c", str(src), "-o", str(obj)], check=True)
    out = subprocess.run(["nm", "--defined-only", str(obj)], capture_output=True, text=True,
                         check=True).stdout
    return sorted({line.split()[-1] for line in out.splitlines() if " _Z" in line})


@pytest.fixture(scope="module")
def clang_names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return compiled("clang++-19", tmp_path_factory.mktemp("clang"))


@pytest.fixture(scope="module")
def gxx_names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return compiled("g++", tmp_path_factory.mktemp("gxx"))


def _locals(node: object) -> list[object]:
    from spirmangle.model.bounds import walk
    return [n for n in walk([node]) if type(n) is LocalName]


def test_the_source_has_the_issue_names(clang_names: list[str], gxx_names: list[str]) -> None:
    for names in (clang_names, gxx_names):
        assert "_ZZ1fvEN1S1gE_911return_type" in names
        assert "_ZZ1fvEN1S1gE__10_11return_type" in names
        assert "_Z2tgIZ1fvE1T_911return_typeEvv" in names
        assert "_Z2tgIZ1fvE1T_9iEvv" in names
        assert "_ZGRZ1fvE1x_90_" in names
        assert "_ZZ1fvEN1S1kE_66Kernel" in names
    shared = set(clang_names) & set(gxx_names)
    assert len(shared) > 100  # (the compilers agree on these names)


@pytest.mark.parametrize("compiler", ["clang", "gxx"])
def test_every_name_reads_and_mangles_back_exactly(compiler: str, clang_names: list[str],
                                                   gxx_names: list[str]) -> None:
    names = clang_names if compiler == "clang" else gxx_names
    for name in names:
        sym = demangle(name)
        assert mangle(sym.entity, dialect=sym.dialect) + sym.clone_suffix == name


def test_llvm_style_is_llvm_cxxfilts(clang_names: list[str], gxx_names: list[str]) -> None:
    names = sorted(set(clang_names) | set(gxx_names))
    theirs = printed(LLVM, names)
    for name, line in zip(names, theirs):
        assert line != name, name  # (llvm-cxxfilt-19 reads every one)
        assert demangle(name).format("llvm") == line, name


def test_gnu_style_is_cxxfilts_where_it_reads(clang_names: list[str]) -> None:
    """c++filt reads a discriminator _<number> greedily: it leaves the names with
    a digit right after a one-digit discriminator unread (and a reference
    temporary's after a discriminator), or misreads them where the digits and
    what follows still read (_66Kernel: discriminator 66, then K e r n e l),
    which the gnu style reproduces (peer_misread says so)."""
    names = clang_names
    theirs = printed(GNU, names)
    unread = misread = 0
    for name, line in zip(names, theirs):
        sym = demangle(name)
        if line == name:
            unread += 1
            assert name.startswith("_ZGR") or _digit_follows(name), name
            continue
        assert sym.format("gnu") == line, name
        if sym.format("gnu", exact=True) != line:
            misread += 1
            assert _digit_follows(name) and "gnu" in sym.to_json()["peer_misread"], name
    assert unread and misread
    assert sym.format("gnu") == sym.format("gnu", exact=True)  # (the last name: no misread)


def _digit_follows(name: str) -> bool:
    """(the ABI's reading): a one-digit discriminator written right before a digit."""
    sym = demangle(name)
    for n in _locals(sym.entity):
        d = n.discriminator  # type: ignore[attr-defined]
        if d is not None and d < 10:
            mark = "_%d" % d
            i = name.find(mark)
            while i >= 0:
                if name[i + 2:i + 3].isdigit() and name[i - 1:i] != "_":
                    return True
                i = name.find(mark, i + 1)
    return False


def test_the_issue_name() -> None:
    name = "_ZZ1fvEN1S1gE_911return_type"
    sym = demangle(name)
    assert sym.format("llvm") == "f()::S::g(return_type)"
    assert sym.entity.name.discriminator == 9
    assert mangle(sym.entity, dialect=sym.dialect) == name


# Every discriminator (0-9 written _<digit>, 10 and up __<number>_) in every
# place, followed by a digit and by a non-digit: the name reads to that number
# and mangles back to itself; llvm-cxxfilt-19 prints it as we do.
PLACES = {
    "local function": ("_ZZ1fvEN1S1gE{d}11return_type", "_ZZ1fvEN1S1gE{d}i"),
    "local class": ("_Z2tgIZ1fvE1T{d}11return_typeEvv", "_Z2tgIZ1fvE1T{d}iEvv"),
    "class in a closure": ("_ZZZ1fvENKUlvE_clEvEN1C1gE{d}11return_type",
                           "_ZZZ1fvENKUlvE_clEvEN1C1gE{d}v"),
    "closure's local class": ("_Z2tgIZZ1fvENKUlvE_clEvE1T{d}11return_typeEvv",
                              "_Z2tgIZZ1fvENKUlvE_clEvE1T{d}iEvv"),
    "string literal": ("_ZZ1fvEs{d}11return_type", "_Z1gIXadL_ZZ1fvEs{d}EEiEvv"),
    "reference temporary": ("_ZGRZ1fvE1x{d}1_", "_ZGRZ1fvE1x{d}_"),
}
NUMBERS = list(range(0, 12)) + [99, 100]


def written(d: int) -> str:
    return "_%d" % d if d < 10 else "__%d_" % d


@pytest.mark.parametrize("place", sorted(PLACES))
def test_each_discriminator_in_each_place(place: str) -> None:
    names = [form.format(d=written(d)) for d in NUMBERS for form in PLACES[place]]
    for d, name in zip([d for d in NUMBERS for _ in (0, 1)], names):
        sym = demangle(name)
        found = [n.discriminator for n in _locals(sym.entity)  # type: ignore[attr-defined]
                 if n.discriminator is not None]  # type: ignore[attr-defined]
        assert found == [d], name
        assert mangle(sym.entity, dialect=sym.dialect) == name
    for name, line in zip(names, printed(LLVM, names)):
        assert demangle(name).format("llvm") == line, name


def test_reference_temporary_after_a_one_digit_discriminator() -> None:
    """_ZGRZ1fvE1x_91_ is clang's third temporary (seq-id 1_) of f()::x with
    discriminator 9 (above), not old g++'s discriminator 91 of the first."""
    sym = demangle("_ZGRZ1fvE1x_91_")
    assert sym.entity.target.discriminator == 9
    assert sym.entity.offsets == (2,)
    assert sym.entity.target.discriminator_form == ""


def test_old_gxx_discriminator_still_reads_at_the_end() -> None:
    """Old g++'s _<number> (10 or more) ends the name: the one place where it
    cannot be _<digit> followed by more of the name."""
    sym = demangle("_ZZ1fvE1x_12")
    assert sym.entity.name.discriminator == 12
    assert sym.entity.name.discriminator_form == "legacy"
    assert mangle(sym.entity, dialect=sym.dialect) == "_ZZ1fvE1x_12"


def test_cxxfilts_misreading_with_a_clone_suffix() -> None:
    name = "_ZZ1fvEN1S1kE_66Kernel.cold"
    sym = demangle(name)
    assert [sym.format("llvm"), sym.format("gnu")] == printed(LLVM, [name]) + printed(GNU, [name])
    assert sym.format("gnu") != sym.format("gnu", exact=True)


# Discriminators (0, 5, 9, 10, 12) before types of every first character (a source
# name, a digit alone, a substitution, a template parameter, a builtin, a vector...)
# in every place: where llvm-cxxfilt-19 reads the name we print its text, where c++filt
# reads it the gnu style prints its text, we refuse no name LLVM reads, and a name we
# read mangles back to itself or to a spelling of the same model.
TYPES = ("11return_type", "9ocl_event", "i", "PKc", "3FooIiE", "St6vectorIiE", "N2ns1AE", "S_",
         "Dv4_f", "1A1B", "0", "12", "1", "5Kernel_3", "RS0_", "T_", "14ocl_image2d_ro")
FORMS = ("_ZZ1fvEN1S1gE{d}{t}", "_Z2tgIZ1fvE1T{d}{t}Evv", "_ZZZ1fvENKUlvE_clEvEN1C1gE{d}{t}",
         "_ZZ1fvEs{d}{t}", "_ZL1f{d}{t}", "_ZGRZ1fvE1x{d}{t}_", "_Z1gIZ1fvE1S{d}E{t}")


def test_discriminators_before_every_kind_of_type_against_the_peers() -> None:
    names = [form.format(d=written(d), t=t) for form in FORMS for d in (0, 5, 9, 10, 12)
             for t in TYPES]
    read = 0
    for name, llvm, gnu in zip(names, printed(LLVM, names), printed(GNU, names)):
        try:
            sym = demangle(name)
        except DemangleError:
            assert llvm == name, name
            continue
        read += 1
        assert llvm == name or sym.format("llvm") == llvm, name
        assert gnu == name or sym.format("gnu") == gnu, name
        again = mangle(sym.entity, dialect=sym.dialect)
        assert again == name or demangle(again).entity == sym.entity, name
    assert read > len(names) // 2


def test_the_lexers_fact_misses_no_greedy_twin(clang_names: list[str],
                                               gxx_names: list[str]) -> None:
    # demangle() reads a name c++filt's way (Symbol.gxx) only where the lexer read a
    # discriminator under 10 with a digit right after it (Symbol.short_then_digit).  On
    # the clang-19 and g++ names of the source, the committed C++ sample and the names
    # of every discriminator before every kind of type, the model walk it replaced (a
    # local or internal name with a discriminator under 10, then the greedy reading)
    # finds no reading that prints otherwise where the lexer saw no such discriminator.
    from spirmangle.demangler.reading_mode import ABI_READING
    from spirmangle.demangler.symbol import _read
    from spirmangle.model import InternalName
    from spirmangle.model.bounds import walk

    greedy = ABI_READING._replace(greedy_discriminators=True)
    sample = Path(__file__).resolve().parents[2] / "bench" / "data" / "cxx_corpus_sample.txt"
    names = [line.split("\t")[0] for line in sample.read_text().splitlines() if line]
    names += clang_names + gxx_names + [
        form.format(d=written(d), t=t) for form in FORMS for d in (0, 5, 9, 10, 12) for t in TYPES]
    names += ["_ZZ1fvEN1S1gE_911return_type", "_ZZ1fvE1x_01", "_ZN1aL1b_12plEv", "_ZL1f_12ab",
              "_ZZZ1fvEN1S1gEvE1y_4", "_ZZ1fvE1x_9_ZZ1fvE1x_9", "_ZZ1fvEL1b_12ab"]
    walked = twins = 0
    for name in names:
        try:
            symbol = demangle(name)
        except DemangleError:
            continue
        if not any(type(n) in (LocalName, InternalName) and n.discriminator is not None
                   and n.discriminator < 10 for n in walk([symbol._entity])):
            assert not symbol.short_then_digit, name
            continue
        walked += 1
        try:
            text = _read(name.split(".")[0], "auto", None, greedy).format("gnu")
        except DemangleError:
            continue
        if text != demangle(name.split(".")[0]).format("gnu", exact=True):
            twins += 1
            assert symbol.short_then_digit and symbol.gxx is not None, name
            assert symbol.gxx.format("gnu") == text, name
    assert walked > 100 and twins > 10
