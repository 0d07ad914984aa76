"""Names llvm-cxxfilt-19 leaves alone that spirmangle reads, by class, each with its
reason, checked against the live tools (issue 21, item 5).

The llvm style is byte-identical to llvm-cxxfilt-19 on every name llvm-cxxfilt-19
reads.  A name it leaves alone that is a name all the same (c++filt reads it, or
clang-19 writes it) is read in every style, as the library reads it everywhere,
and the llvm style prints it in LLVM's manner: with c++filt's words where no LLVM
has a reading (``_GLOBAL__I_abc`` is ``global constructors keyed to abc``), with
LLVM's spellings inside (``'lambda'``, ``>>``, ``vector[4]``, ``complex``).  This
is by design (docs/cli.md, *Styles*; docs/cxx.md, *g++'s older forms*).  The
demangle filter finds ``_Z`` symbols only: it leaves ``_GLOBAL__I_abc`` alone in
every style, as llvm-cxxfilt-19 does (c++filt replaces it), and replaces the
``_Z`` names of these classes, which llvm-cxxfilt-19 copies through.
``bench/suite_check.py`` counts them as documented deviations.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from peers import GNU, LLVM, printed

from spirmangle import demangle, mangle
from spirmangle.cli.main import main

REASONS = {
    "gxx-global": "g++'s global constructors/destructors keyed to a name (_GLOBAL__I_, "
                  "_GLOBAL__D_): c++filt's words; no LLVM demangler reads them",
    "gcj-return": "gcj's J <return type> <parameters> encoding of a Java method's return type "
                  "(libiberty's suite): c++filt reads it, LLVM does not",
    "gcj-resource": "gcj's resource names _ZGr: c++filt's words",
    "gxx-tm": "g++'s transactional memory clones GTt/GTn (-fgnu-tm): c++filt's words",
    "fixed-point": "ISO/IEC TR 18037 fixed-point types DA/DR/DS, which clang-19 writes "
                   "(-ffixed-point); LLVM's partial demangler tests print the same text",
    "float-types": "DF16b (std::bfloat16_t, which clang-19 writes for __bf16) and _Float<N>x: "
                   "c++filt reads them; llvm-cxxfilt-19 does not",
    "vector-expr": "a vector of dependent size in the ABI's (and g++'s) Dv _ <expression> _ "
                   "spelling; LLVM reads clang's Dv <expression> _ only (tests/demangler/"
                   "test_cxx_exprs_more.py)",
    "gxx-old-pack": "an argument pack written I...E, as g++ before the ABI's J wrote it: "
                    "c++filt reads it",
    "gxx-inherited-ctor": "an inheriting constructor whose substitution lies past clang's "
                          "numbering: g++'s, which records the base class as a candidate "
                          "(tests/demangler/test_inheriting_ctors.py); LLVM numbers as clang",
    "local-closure": "the call operator template of a closure named $_N in a function's local "
                     "scope, as clang-19 writes it for a generic lambda: llvm-cxxfilt-19 does "
                     "not resolve its T_, c++filt does",
}

_STRING = "std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char>>"
_GSTRING = _STRING[:-1] + " >"
_MAPPED = "xxx::xxxxxx::xxxxxx::xxxxxxxxxxxxxx"
_PAIR = "std::pair<unsigned short const, %s>" % _MAPPED
_BOOST = ("boost::unordered::iterator_detail::iterator<boost::unordered::detail::grouped_ptr_node<%s>> "
          "boost::unordered::unordered_multimap<unsigned short, %s, boost::hash<unsigned short>, "
          "std::equal_to<unsigned short>, std::allocator<%s>>::emplace<%s>(%s&&)"
          % (_PAIR, _MAPPED, _PAIR, _PAIR, _PAIR))


def _gnu_brackets(text: str) -> str:
    """c++filt's spelling of closing template brackets, ``> >``."""
    while ">>" in text:
        text = text.replace(">>", "> >")
    return text


# (name, llvm style, c++filt's text or None where c++filt leaves it alone too, class)
LLVM_UNREAD = [
    ("_GLOBAL__I__Z2fnv", "global constructors keyed to fn()", "global constructors keyed to fn()",
     "gxx-global"),
    ("_GLOBAL__I_abc", "global constructors keyed to abc", "global constructors keyed to abc",
     "gxx-global"),
    ("_GLOBAL__D__Z2fnv", "global destructors keyed to fn()", "global destructors keyed to fn()",
     "gxx-global"),
    ("_ZN4java4lang4Math4acosEJdd", "double java::lang::Math::acos(double)",
     "double java::lang::Math::acos(double)", "gcj-return"),
    ("_ZN4java4lang4Math4acosEJvd", "void java::lang::Math::acos(double)",
     "void java::lang::Math::acos(double)", "gcj-return"),
    ("_ZGr32_java$Sutil$Siso4217$_properties", "java resource java/util/iso4217.properties",
     "java resource java/util/iso4217.properties", "gcj-resource"),
    ("_ZGTtNKSt11logic_error4whatEv", "transaction clone for std::logic_error::what() const",
     "transaction clone for std::logic_error::what() const", "gxx-tm"),
    ("_ZGTnNKSt11logic_error4whatEv", "non-transaction clone for std::logic_error::what() const",
     "non-transaction clone for std::logic_error::what() const", "gxx-tm"),
    # every fixed-point type, as LLVM's PartialDemangleTest.cpp prints them (_Z1fDAs is
    # f(short _Accum), _Z1fDSDRt f(_Sat unsigned short _Fract))
    *(("_Z1f%sD%s%s" % (sat, kind, code), "f(%s%s%s)" % (sat and "_Sat ", width, name), None,
       "fixed-point")
      for sat in ("", "DS") for kind, name in (("A", "_Accum"), ("R", "_Fract"))
      for code, width in (("s", "short "), ("t", "unsigned short "), ("i", ""), ("j", "unsigned "),
                          ("l", "long "), ("m", "unsigned long "))),
    ("_Z1gDF16b", "g(std::bfloat16_t)", "g(std::bfloat16_t)", "float-types"),
    ("_Z3xxxDF32xDF64xDF128xCDF32xVb",
     "xxx(_Float32x, _Float64x, _Float128x, _Float32x complex, bool volatile)",
     "xxx(_Float32x, _Float64x, _Float128x, _Float32x _Complex, bool volatile)", "float-types"),
    ("_Z1fIfLi4EEvDv_T0__T_", "void f<float, 4>(float vector[4])",
     "void f<float, 4>(float __vector(4))", "vector-expr"),
    ("_ZNSt6vectorI1XSaIS0_EE12emplace_backIIS0_EEEvDpOT_",
     "void std::vector<X, std::allocator<X>>::emplace_back<X>(X&&)",
     "void std::vector<X, std::allocator<X> >::emplace_back<X>(X&&)", "gxx-old-pack"),
    # cpp_demangle's test names (boost, a libstdc++ string): g++'s numbering, an I...E pack
    ("_ZN6deluge3gui9menu_item15MasterTransposeCI18MenuItemERKNSt7__cxx1112basic_stringIcSt11char_"
     "traitsIcESaIcEEESB_", "deluge::gui::menu_item::MasterTranspose::MasterTranspose(%s const&, "
     "%s const&)" % (_STRING, _STRING), "deluge::gui::menu_item::MasterTranspose::MenuItem(%s const&, "
     "%s const&)" % (_GSTRING, _GSTRING), "gxx-inherited-ctor"),
    ("_ZN5boost9unordered18unordered_multimapItN3xxx6xxxxxx6xxxxxx14xxxxxxxxxxxxxxENS_4hashItEESt8"
     "equal_toItESaISt4pairIKtS5_EEE7emplaceIISC_EEENS0_15iterator_detail8iteratorINS0_6detail16"
     "grouped_ptr_nodeISC_EEEEDpOT_",
     _BOOST,
     _gnu_brackets(_BOOST),
     "gxx-old-pack"),
    ("_ZZ1gvENK3$_0clIiEEDaT_", "auto g()::$_0::operator()<int>(int) const",
     "auto g()::$_0::operator()<int>(int) const", "local-closure"),
]

# What clang-19 writes for the classes it has (x86_64 Linux): (source, flags, names)
CLANG_WRITES = [
    ("void f(short _Accum) {}\nvoid f(_Sat unsigned short _Fract) {}\nvoid g(__bf16) {}\n",
     ["-ffixed-point"], {"_Z1fDAs", "_Z1fDSDRt", "_Z1gDF16b"}),
    ("void g() { auto l = [](auto x) { return x; }; l(1); }\n", ["-std=c++17"],
     {"_Z1gv", "_ZZ1gvENK3$_0clIiEEDaT_"}),
]


def test_every_class_has_its_reason() -> None:
    assert {c for *_, c in LLVM_UNREAD} == set(REASONS)


def test_llvm_cxxfilt_19_leaves_them_alone() -> None:
    names = [n for n, *_ in LLVM_UNREAD]
    assert printed(LLVM, names) == names


def test_cxxfilt_prints_what_the_gnu_style_prints() -> None:
    names = [n for n, *_ in LLVM_UNREAD]
    expected = [gnu if gnu is not None else n for n, _, gnu, _ in LLVM_UNREAD]
    assert printed(GNU, names) == expected


@pytest.mark.parametrize("name, llvm, gnu, kind", LLVM_UNREAD)
def test_each_style_reads_them_and_they_mangle_back(name: str, llvm: str, gnu: "str | None",
                                                    kind: str) -> None:
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (gnu if gnu is not None else llvm)
    assert symbol.format("opencl")
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


@pytest.mark.parametrize("source, flags, names", CLANG_WRITES)
def test_clang_writes_them(tmp_path: Path, source: str, flags: list[str], names: set[str]) -> None:
    if shutil.which("clang-19") is None:
        pytest.skip("clang-19 is not installed")
    src, obj = tmp_path / "a.cpp", tmp_path / "a.o"
    src.write_text(source)
    subprocess.run(["clang-19", "--target=x86_64-linux-gnu", *flags, "-c", str(src), "-o", str(obj)],
                   check=True)
    nm = subprocess.run(["llvm-nm-19" if shutil.which("llvm-nm-19") else "nm", "--defined-only",
                         str(obj)], capture_output=True, text=True, check=True).stdout
    written = {line.split()[-1] for line in nm.splitlines() if line.split()[-1].startswith("_Z")}
    assert written == names


def test_the_filter_finds_z_symbols_only(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    text = "ctor _GLOBAL__I_abc and f(_Z1fDAs) end"
    monkeypatch.setattr("sys.stdin", io.StringIO(text + "\n"))
    assert main(["demangle", "--style", "llvm"]) == 0
    assert capsys.readouterr().out == "ctor _GLOBAL__I_abc and f(f(short _Accum)) end\n"
    assert printed(LLVM, [text]) == [text]
