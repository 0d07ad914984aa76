"""The classes of names of the public demangler suites (LLVM's DemangleTestCases.inc,
libiberty's demangle-expected) that spirmangle read differently from the peers
(issue 21, item 5), each with our own cases: types and Mach-O names given
without ``_Z`` (``demangle_type``, ``strip_underscore``), ``_BitInt`` of a
dependent width, template argument lists that are empty, g++'s global
constructors keyed to a name, gcj's ``J`` return type, and the substitution
candidates of a run of vendor qualifiers.  The expected texts are what
llvm-cxxfilt-19 and c++filt (binutils 2.40) print; the tests marked so run the
tools (and clang-19) on the same names when installed.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from peers import GNU, LLVM, printed, prints_and_mangles_back

from spirmangle import DemangleError, TypeSymbol, demangle, demangle_type, mangle, mangle_type
from spirmangle.cli.main import main
from spirmangle.model import Builtin, DependentBitInt, Function, SourceName, SpecialName, TemplateParam


def _run(tool: str, args: list[str], names: list[str]) -> list[str]:
    if shutil.which(tool) is None:
        pytest.skip(tool + " is not installed")
    out = subprocess.run([tool, *args], input="\n".join(names) + "\n", capture_output=True,
                         text=True, check=True).stdout
    return out.splitlines()


# ----------------------------------------------------------------- types without _Z
# (type, llvm-cxxfilt-19 -t, c++filt -t): LLVM's suite has the first four
# (its demangler reads a type where no _Z starts the text), libiberty's the next four.
TYPES = [
    ("i", "int", "int"),
    ("PKFvRiE", "void (*)(int&) const", "void (*)(int&) const"),
    ("PVFvRmOE", "void (*)(unsigned long&) volatile &&", "void (*)(unsigned long&) volatile &&"),
    ("PFvRmOE", "void (*)(unsigned long&) &&", "void (*)(unsigned long&) &&"),
    ("St9bad_alloc", "std::bad_alloc", "std::bad_alloc"),
    ("U4_farrVKPi", "int* const volatile restrict _far", "int* const volatile restrict _far"),
    ("2CBIL_Z3foocEE", "CB<foo(char)>", "CB<foo(char)>"),
    ("2CBIL_Z7IsEmptyEE", "CB<IsEmpty>", "CB<IsEmpty>"),
    ("Dv4_f", "float vector[4]", "float __vector(4)"),
    ("PU3AS1Kf", "float const AS1*", "float const AS1*"),
    ("v", "void", "void"),
    ("Ki", "int const", "int const"),
    ("A3_i", "int [3]", "int [3]"),
    ("M1AKFivE", "int (A::*)() const", "int (A::*)() const"),
    ("KFvvOE", "void () const &&", "void () const &&"),
]
# Words that are no (one) type: both peers leave them alone (-t reads _Z1fv as the
# symbol it is, which demangle_type refuses: it reads types only).
NOT_TYPES = ["ii", "_X11TransParseAddress", "foo", "PS_", "Pi.cold", "T_", "", "_Z1fv"]


@pytest.mark.parametrize("text, llvm, gnu", TYPES)
def test_types_print_like_the_peers_and_mangle_back(text: str, llvm: str, gnu: str) -> None:
    typed = demangle_type(text)
    assert isinstance(typed, TypeSymbol)
    assert (typed.format("llvm"), typed.format("gnu")) == (llvm, gnu)
    assert str(typed) == typed.format("opencl")
    assert mangle_type(typed.type, dialect=typed.dialect) == text
    assert typed.mangled == text


def test_the_opencl_style_of_a_type() -> None:
    assert str(demangle_type("PU3AS1Kf")) == "const __global float *"
    assert demangle_type("Dv4_f").format("opencl") == "float4"
    assert demangle_type("v").type == Builtin("void")


@pytest.mark.parametrize("text", NOT_TYPES)
def test_words_that_are_no_type_are_refused(text: str) -> None:
    with pytest.raises(DemangleError) as info:
        demangle_type(text)
    assert info.value.name == text
    assert 0 <= info.value.position <= len(text)


@pytest.mark.parametrize("tool, column", [(LLVM, 1), (GNU, 2)])
def test_type_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    left = [w for w in NOT_TYPES if w and not w.startswith("_Z")]
    assert _run(tool, ["-t"], [case[0] for case in TYPES] + left) \
        == [case[column] for case in TYPES] + left


def test_an_error_in_a_type_is_placed_in_the_text() -> None:
    with pytest.raises(DemangleError) as info:
        demangle_type("PFiS0_E")
    assert info.value.name == "PFiS0_E" and info.value.position == 3


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def test_the_command_line_types_are_the_apis(capsys: pytest.CaptureFixture[str]) -> None:
    words = [text for text, _, _ in TYPES]
    assert _cli(capsys, "demangle", "--style", "gnu", "-t", *words).splitlines() \
        == [gnu for _, _, gnu in TYPES]
    assert _cli(capsys, "demangle", "--style", "llvm", "-t", "-_", "_Dv4_f", "__Z1fv") \
        == "float vector[4]\nf()\n"


# --------------------------------------------------- Mach-O's underscore (-_)
MACHO = [  # (name, llvm-cxxfilt-19 -_, c++filt -_)
    ("__Z1fv", "f()", "f()"),
    ("__Z1fx", "f(long long)", "f(long long)"),
    ("__ZN1A1gEv", "A::g()", "A::g()"),
]


@pytest.mark.parametrize("name, llvm, gnu", MACHO)
def test_strip_underscore_reads_a_mach_o_name(name: str, llvm: str, gnu: str) -> None:
    symbol = demangle(name, strip_underscore=True)
    assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu)
    assert symbol.mangled == name[1:]
    assert mangle(symbol.entity, dialect=symbol.dialect) == name[1:]
    with pytest.raises(DemangleError):  # (without -_ neither peer reads it either)
        demangle(name)


def test_strip_underscore_drops_one_underscore_only() -> None:
    # ____Z: Mach-O's underscore before a block invocation ___Z (llvm-cxxfilt -_ reads it)
    block = demangle("____Z3foo_block_invoke.25", strip_underscore=True)
    assert block.format("llvm") == "invocation function for block in foo"
    with pytest.raises(DemangleError) as info:
        demangle("_Z1fv", strip_underscore=True)  # Z1fv is no name
    assert info.value.name == "_Z1fv"
    with pytest.raises(DemangleError) as info:
        demangle("__Z1fQ", strip_underscore=True)
    assert info.value.name == "__Z1fQ" and info.value.position == 5  # (in the name given)
    assert demangle_type("_i", strip_underscore=True).format("llvm") == "int"


@pytest.mark.parametrize("tool, column", [(LLVM, 1), (GNU, 2)])
def test_mach_o_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    assert _run(tool, ["-_"], [case[0] for case in MACHO]) == [case[column] for case in MACHO]
    assert _run(tool, ["-_"], ["_Z1fv"]) == ["_Z1fv"]


# ------------------------------------------------- _BitInt of a dependent width
# DB <expression> _ and DU <expression> _ (Itanium 5.1.5.2): LLVM's suite has the
# first two; clang-19 writes the others for bench-style sources (see the last test).
BIT_INTS = [  # (name, llvm-cxxfilt-19)
    ("_Z1fIfEvDUstPT__", "void f<float>(unsigned _BitInt(sizeof (float*)))"),
    ("_Z1fIiEvDBstPT__", "void f<int>(_BitInt(sizeof (int*)))"),
    ("_Z1hIsEvDBmlstT_Li8E_S0_", "void h<short>(_BitInt(sizeof (short) * 8), short)"),
    ("_Z1kILi9EEvDBT__", "void k<9>(_BitInt(9))"),
    # as a return type (a word, as _BitInt(9) is: a space before the name)
    ("_Z4growILi12EEDBplT_Li1E_DBT__", "_BitInt(12 + 1) grow<12>(_BitInt(12))"),
    ("_Z4growILi12EEDUplT_Li1E_DBT__", "unsigned _BitInt(12 + 1) grow<12>(_BitInt(12))"),
    # a conversion operator template to one: its own arguments after the width (absl's)
    ("_ZNK1ScvDBT__ILi256EEEv", "S::operator _BitInt(256)<256>() const"),
]
# (name, llvm style, gnu style): clang-19's names whose later substitution counts
# the _BitInt (a candidate, as clang mangles it); llvm-cxxfilt-19 makes none of it and
# rejects them (LLVM's demangler since counts it); c++filt 2.40 reads no DB/DU.
BIT_INTS_LLVM_REJECTS = [
    ("_Z1fILi3EEvPDBT__S1_", "void f<3>(_BitInt(3)*, _BitInt(3)*)",
     "void f<3>(_BitInt(3)*, _BitInt(3)*)"),
    ("_Z1gILi4EEvDUplT_Li1E_RS0_", "void g<4>(unsigned _BitInt(4 + 1), unsigned _BitInt(4 + 1)&)",
     "void g<4>(unsigned _BitInt((4)+(1)), unsigned _BitInt((4)+(1))&)"),
]


@pytest.mark.parametrize("name, llvm", BIT_INTS)
def test_bit_ints_of_an_expression_print_like_llvm(name: str, llvm: str) -> None:
    prints_and_mangles_back(name, llvm, None)
    symbol = demangle(name)
    assert any(type(p) is DependentBitInt for p in symbol.params) or "DBT__" in name


@pytest.mark.parametrize("name, llvm, gnu", BIT_INTS_LLVM_REJECTS)
def test_bit_ints_are_substitution_candidates(name: str, llvm: str, gnu: str) -> None:
    prints_and_mangles_back(name, llvm, gnu)


def test_bit_int_expectations_are_what_the_tools_print() -> None:
    assert printed(LLVM, [n for n, _ in BIT_INTS]) == [t for _, t in BIT_INTS]
    rejected = [n for n, _, _ in BIT_INTS_LLVM_REJECTS]
    assert printed(LLVM, rejected) == rejected
    everything = [n for n, _ in BIT_INTS] + rejected
    assert printed(GNU, everything) == everything


@pytest.mark.parametrize("name", ["_Z1fDBT_", "_Z1fIiEvDBplT_E_", "_Z1fIiEvDBplT_", "_Z1fDU_"])
def test_bad_bit_int_widths_are_refused(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


_BIT_INT_SOURCE = """
template<int N> void f(_BitInt(N)*, _BitInt(N)*) {}
template<int N> void g(unsigned _BitInt(N+1), unsigned _BitInt(N+1)&) {}
template<class T> void h(_BitInt(sizeof(T)*8), T) {}
template<int N> struct S { void m(_BitInt(N) const&) {} template<int M> void n(_BitInt(M+N)) {} };
struct C { template<int N> operator _BitInt(N)() const { return 0; } };
void use() { _BitInt(3) a; f<3>(&a, &a); unsigned _BitInt(5) b; g<4>(b, b); h<short>(0, 0);
             S<7>().m(0); S<7>().n<2>(0); C().operator _BitInt(256)(); }
"""


def _clang_symbols(source: str, tmp_path: Path, *flags: str) -> list[str]:
    if not (shutil.which("clang++-19") and shutil.which("nm")):
        pytest.skip("clang++-19 or nm is not installed")
    src, obj = tmp_path / "src.cpp", tmp_path / "src.o"
    src.write_text(source)
    subprocess.run(["clang++-19", *flags, "-c", str(src), "-o", str(obj)], check=True)
    nm = subprocess.run(["nm", str(obj)], capture_output=True, text=True, check=True).stdout
    return sorted({line.split()[-1] for line in nm.splitlines()
                   if line.split() and line.split()[-1].startswith("_Z")})


def test_clang_bit_int_names_read_and_mangle_back(tmp_path: Path) -> None:
    names = _clang_symbols(_BIT_INT_SOURCE, tmp_path, "-std=c++20")
    assert sum("DB" in n or "DU" in n for n in names) >= 5
    peer = printed(LLVM, names)
    for name, theirs in zip(names, peer):
        symbol = demangle(name)
        assert mangle(symbol.entity, dialect=symbol.dialect) == name
        if theirs != name:  # (where llvm-cxxfilt-19 reads it: the same text)
            assert symbol.format("llvm") == theirs


# ------------------------------------------------- empty template argument lists
# I E: no template argument; the ABI writes one at least, but both peers read it,
# also as a conversion operator template's list (operator int<>).
EMPTY_ARGS = [  # (name, llvm-cxxfilt-19, c++filt)
    ("_ZN1AcviIEEv", "A::operator int<>()", "A::operator int<>()"),
    ("_ZNK1AcviIEEv", "A::operator int<>() const", "A::operator int<>() const"),
    ("_ZN1AcvPKcIEEv", "A::operator char const*<>()", "A::operator char const*<>()"),
    ("_ZN1Acv1BIEEv", "A::operator B<>()", "A::operator B<>()"),
    ("_ZN1Acv1BIiEIEEv", "A::operator B<int><>()", "A::operator B<int><>()"),
    ("_ZN1AcvS_IEEv", "A::operator A<>()", "A::operator A<>()"),
    ("_ZN1A1fIEEvv", "void A::f<>()", "void A::f<>()"),
    ("_Z1fIEvv", "void f<>()", "void f<>()"),
    ("_ZN1AIEC1Ev", "A<>::A()", "A<>::A()"),
    ("_ZN1A1BIE1fEv", "A::B<>::f()", "A::B<>::f()"),
    ("_Z1fISt3mapIEEvv", "void f<std::map<>>()", "void f<std::map<> >()"),
]


@pytest.mark.parametrize("name, llvm, gnu", EMPTY_ARGS)
def test_empty_template_arguments_print_like_the_peers(name: str, llvm: str, gnu: str) -> None:
    prints_and_mangles_back(name, llvm, gnu)


@pytest.mark.parametrize("tool, column", [(LLVM, 1), (GNU, 2)])
def test_empty_argument_expectations_are_what_the_tools_print(tool: str, column: int) -> None:
    assert printed(tool, [c[0] for c in EMPTY_ARGS]) == [c[column] for c in EMPTY_ARGS]


def test_a_conversion_to_a_parameter_of_an_empty_list_is_refused() -> None:
    with pytest.raises(DemangleError):  # T_ refers to none of no arguments (both peers refuse)
        demangle("_ZN1AcvT_IEEv")
    assert printed(LLVM, ["_ZN1AcvT_IEEv"]) == ["_ZN1AcvT_IEEv"]


# --------------------------------------------- g++'s global constructors/destructors
GLOBALS = [  # (name, c++filt); llvm-cxxfilt-19 reads none: the llvm style spells c++filt's
    ("_GLOBAL__I__Z2fnv", "global constructors keyed to fn()"),
    ("_GLOBAL__D__Z2fnv", "global destructors keyed to fn()"),
    ("_GLOBAL_.I__Z1fv", "global constructors keyed to f()"),
    ("_GLOBAL_$I__Z1fv", "global constructors keyed to f()"),
    ("_GLOBAL__I__ZN1AIiE1fIcEEvT_", "global constructors keyed to void A<int>::f<char>(char)"),
    ("_GLOBAL__I__Z3foo", "global constructors keyed to foo"),
    ("_GLOBAL__I__ZTV3Foo", "global constructors keyed to vtable for Foo"),
    ("_GLOBAL__I_foo", "global constructors keyed to foo"),
    ("_GLOBAL__D_foo.cpp", "global destructors keyed to foo.cpp"),
    ("_GLOBAL_.D_foo", "global destructors keyed to foo"),
    ("_GLOBAL__I__GLOBAL__N_1", "global constructors keyed to _GLOBAL__N_1"),  # (text as written)
]
# Neither peer reads these: _GLOBAL__sub_I_<file> (g++'s and clang's initialisers
# of a translation unit today), the anonymous namespace's _GLOBAL__N_1 alone, no name.
NOT_GLOBALS = ["_GLOBAL__sub_I_foo.cpp", "_GLOBAL__sub_D_foo.cpp", "_GLOBAL__N_1", "_GLOBAL__I_",
               "_GLOBAL_.I.foo", "_GLOBAL__I__Zx", "_GLOBAL__I__Z2fnvXX"]


@pytest.mark.parametrize("name, gnu", GLOBALS)
def test_global_constructors_read_as_cxxfilt_reads_them(name: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("gnu") == symbol.format("llvm") == gnu
    assert symbol.special in ("global constructors", "global destructors")
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert symbol.to_json()["special"] == symbol.special


@pytest.mark.parametrize("name", NOT_GLOBALS)
def test_names_that_are_no_global_constructors_are_refused(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_global_expectations_are_what_the_tools_print() -> None:
    assert printed(GNU, [n for n, _ in GLOBALS]) == [t for _, t in GLOBALS]
    assert printed(GNU, NOT_GLOBALS) == NOT_GLOBALS
    everything = [n for n, _ in GLOBALS] + NOT_GLOBALS
    assert printed(LLVM, everything) == everything


def test_the_model_of_a_global_constructor(capsys: pytest.CaptureFixture[str]) -> None:
    symbol = demangle("_GLOBAL__I__Z2fnv")
    assert symbol.entity == SpecialName("global constructors", Function(SourceName("fn")),
                                        suffix="_")
    assert mangle(SpecialName("global destructors", SourceName("a.cc"), suffix=".")) \
        == "_GLOBAL_.D_a.cc"
    assert _cli(capsys, "demangle", "--style", "gnu", "-p", "_GLOBAL__I__Z2fnv") \
        == "global constructors keyed to fn()\n"  # (-p: a special name prints whole)


# ------------------------------------------------------------ gcj's J return type
# <bare-function-type> ::= J <return type> <parameter types>: g++'s Java front end
# (gcj) marked a return type so; c++filt reads it (libiberty's d_bare_function_type),
# llvm-cxxfilt-19 does not: the llvm style prints it as c++filt does.
JAVA = [
    ("_ZN4java4lang4Math4acosEJdd", "double java::lang::Math::acos(double)"),
    ("_ZN4java4lang4Math4acosEJvd", "void java::lang::Math::acos(double)"),
    ("_Z1fJvv", "void f()"),
    ("_Z1fIiEJvT_", "void f<int>(int)"),
]


@pytest.mark.parametrize("name, gnu", JAVA)
def test_java_return_types_read_as_cxxfilt_reads_them(name: str, gnu: str) -> None:
    prints_and_mangles_back(name, gnu, gnu)
    assert demangle(name).entity.explicit_return  # type: ignore[union-attr]


@pytest.mark.parametrize("name", ["_Z1fJv", "_Z1fiJd", "_ZJ1fv"])
def test_a_misplaced_java_return_type_is_refused(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_java_expectations_are_what_the_tools_print() -> None:
    assert printed(GNU, [n for n, _ in JAVA]) == [t for _, t in JAVA]
    assert printed(GNU, ["_Z1fJv", "_Z1fiJd"]) == ["_Z1fJv", "_Z1fiJd"]
    assert printed(LLVM, [n for n, _ in JAVA]) == [n for n, _ in JAVA]


# gcj's resources: Gr <length> _ <text> ($S, $_, $$ are /, . and $), c++filt's
# "java resource"; llvm-cxxfilt-19 reads none.
JAVA_RESOURCES = [
    ("_ZGr32_java$Sutil$Siso4217$_properties", "java resource java/util/iso4217.properties"),
    ("_ZGr5_a$$b", "java resource a$b"),
    ("_ZGr4_a.b", "java resource a.b"),
]
NOT_JAVA_RESOURCES = ["_ZGr4_a$b", "_ZGr2_ab", "_ZGr3_abc", "_ZGr1_", "_ZGr"]


@pytest.mark.parametrize("name, gnu", JAVA_RESOURCES)
def test_java_resources_read_as_cxxfilt_reads_them(name: str, gnu: str) -> None:
    prints_and_mangles_back(name, gnu, gnu)
    assert demangle(name).special == "java resource"


@pytest.mark.parametrize("name", NOT_JAVA_RESOURCES + ["_ZGr02_a"])  # (no leading zero)
def test_bad_java_resources_are_refused(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_java_resource_expectations_are_what_the_tools_print() -> None:
    assert printed(GNU, [n for n, _ in JAVA_RESOURCES]) == [t for _, t in JAVA_RESOURCES]
    assert printed(GNU, NOT_JAVA_RESOURCES) == NOT_JAVA_RESOURCES
    assert printed(LLVM, [n for n, _ in JAVA_RESOURCES]) == [n for n, _ in JAVA_RESOURCES]


# ---------------------------------------------- a run of vendor qualifiers
# Itanium 5.1.5.1: "given a qualified type, the base type is substitutible and the
# type with all the K, V, and r qualifiers plus any vendor extended types in the
# same order-insensitive set is substitutible; however, types with only a subset of
# those qualifiers are not".  clang (ItaniumMangle.cpp's mangleType of a qualified
# type: all qualifiers, then the base, one substitution for the whole) and LLVM's
# demangler count a run U3AS3U11__unaligned <type> once; c++filt counts each vendor
# qualifier as a candidate of its own, and the gnu style prints what it prints
# (spirmangle.demangler.vendor_runs; ``exact=True`` prints the ABI's reading).
# clang-19 -fms-extensions writes these:
VENDOR_RUNS = [  # (name, llvm-cxxfilt-19 = both styles here, what c++filt prints)
    ("_Z1fPU3AS3U11__unalignediPU11__unalignedi",
     "f(int __unaligned AS3*, int __unaligned*)", None),
    ("_Z1gPU3AS3U11__unalignediS0_PU3AS3i",
     "g(int __unaligned AS3*, int __unaligned AS3*, int AS3*)",
     "g(int __unaligned AS3*, int __unaligned AS3, int AS3*)"),
    ("_Z1hPU3AS3U11__unalignedKiPKiPU11__unalignedi",
     "h(int const __unaligned AS3*, int const*, int __unaligned*)", None),
]
_VENDOR_SOURCE = """
#define AS3 __attribute__((address_space(3)))
void f(__unaligned int AS3 *p, __unaligned int *q) {}
void g(__unaligned int AS3 *p, __unaligned int AS3 *q, int AS3 *r) {}
void h(__unaligned const int AS3 *p, const int *q, __unaligned int *r) {}
"""


@pytest.mark.parametrize("name, llvm, gnu_peer", VENDOR_RUNS)
def test_a_run_of_vendor_qualifiers_is_one_candidate(name: str, llvm: str, gnu_peer: "str | None") -> None:
    prints_and_mangles_back(name, llvm, gnu_peer or llvm)
    symbol = demangle(name)
    assert symbol.format("gnu", exact=True) == llvm
    assert ("gnu" in symbol.to_json()["peer_misread"]) == (gnu_peer is not None)


def test_vendor_run_expectations_are_what_the_tools_print() -> None:
    names = [c[0] for c in VENDOR_RUNS]
    assert printed(LLVM, names) == [c[1] for c in VENDOR_RUNS]
    assert printed(GNU, names) == [c[2] or c[1] for c in VENDOR_RUNS]


def test_clang_writes_the_vendor_runs(tmp_path: Path) -> None:
    names = _clang_symbols(_VENDOR_SOURCE, tmp_path, "-fms-extensions")
    assert names == sorted(c[0] for c in VENDOR_RUNS)


# ------------------------- lambdas with auto parameters inside template arguments
# take<F>(F f) instantiated with a generic lambda's closure type: clang-19 writes the
# parameter as the substitution of the closure (take's F), after the lambda's own
# candidates; the source says the parameter is the closure type, which is how
# spirmangle and c++filt read it.  llvm-cxxfilt-19 resolves the substitution to the
# lambda's auto parameter it was recorded beside (take<...>(auto)), and a lambda's
# own auto written as a substitution of the function's T_ (RKS1_) to that T_: a
# deviation of the llvm style, the class tparam-scope of tests/render/test_peer_deviations.py.
_LAMBDA_SOURCE = """
template<class F> void take(F f) {}
template<class T> void tmpl(T t) {
  take([](auto x, auto&& y) {});
  take([t](auto... xs) {});
  take([](const auto& x, T y) {});
}
struct S { template<class U> void m(U u) { take([](auto p, U q) {}); } };
void g() { take([](auto x, auto y) {}); tmpl(1); tmpl('c'); S().m(1.0f); }
"""


def test_a_generic_lambdas_closure_is_the_parameter_its_template_declares(tmp_path: Path) -> None:
    from spirmangle.model.bounds import template_args

    names = [n for n in _clang_symbols(_LAMBDA_SOURCE, tmp_path, "-std=c++20")
             if n.startswith("_Z4takeI") and "$_" not in n]  # (g's $_0: the peers read no $)
    assert len(names) == 7
    llvm = printed(LLVM, names)
    gnu = printed(GNU, names)
    for name, theirs, gnu_text in zip(names, llvm, gnu):
        symbol = demangle(name)
        entity = symbol.entity
        assert type(entity) is Function and len(entity.params) == 1
        # take<F>(F): the closure type (T_, or the closure's substitution)
        assert entity.params in ((TemplateParam(0),), template_args(entity))
        assert mangle(entity, dialect=symbol.dialect) == name
        assert symbol.format("gnu") == gnu_text
        text = symbol.format("cxx")  # the ABI's reading
        closure = text[len("void take<"):][:(len(text) - len("void take<>()")) // 2]
        assert text == "void take<%s>(%s)" % (closure, closure)
        assert "'lambda" in closure and "auto" in closure  # (the source's generic lambdas)
        # llvm-cxxfilt-19: (auto), or tmpl's T for the lambda's auto; the llvm style too
        assert symbol.format("llvm") == theirs != text
        assert symbol.to_json()["peer_misread"] == ["llvm"]


@pytest.mark.parametrize("name, part", [("_GLOBAL__I__Z2fnv", "global_structors"),
                                        ("_GLOBAL__D_foo.cpp", "global destructors"),
                                        ("_ZGr5_a$$b", "java resource")])
def test_explain_reads_the_older_forms(name: str, part: str) -> None:
    from spirmangle.explain.core import explain

    reading = explain(name).readings[0]
    assert reading.error is None
    assert reading.demangled == demangle(name).format("opencl")
    assert reading.components[0].rule == part and reading.components[0].start == 0
    assert max(c.end for c in reading.components) == len(name)


# ------------------------------------------ pointers to members of no class
# M <class type> <member type> (Itanium 5.1.5): a builtin, array, pointer, reference,
# function or member pointer type is no class.  Both peers print some of these, each
# its own way (c++filt nests the declarator again: int int (int ()::*)()::*), and
# c++filt 2.40 and libiberty's suite reject its chains (_Z1KMMM...): refused.
# (name, what llvm-cxxfilt-19 prints, what c++filt prints)
NO_CLASS = [
    ("_Z1fMii", "f(int int::*)", "f(int int::*)"),
    ("_Z1fMA_xo", "f(unsigned __int128 long long []::*)",
     "f(unsigned __int128 long long (long long []::*) []::*)"),
    ("_Z1fMPiFivE", "f(int (int*::*)())", "f(int (int*::*)())"),
    ("_Z1fMRii", "f(int int&::*)", "f(int int&::*)"),
    ("_Z1fMFivEi", "f(int int ()::*)", "f(int int (int ()::*)()::*)"),
    ("_Z1fMM1Aiii", "f(int int A::*::*, int)", "f(int int A::*::*, int)"),
    ("_Z1fMMiijk", None, None),
]
# A class type, a template parameter, a qualified class or a substitution of one: read.
CLASS_MEMBERS = [("_Z1fM1AFivE", "f(int (A::*)())"), ("_Z1fIiEvMT_i", "void f<int>(int int::*)"),
                 ("_Z1fM1AKFivE", "f(int (A::*)() const)"), ("_Z1f1AMS_i", "f(A, int A::*)"),
                 ("_Z1fMN1A1BEi", "f(int A::B::*)"), ("_Z1fM1AM1Bi", "f(int B::* A::*)")]


@pytest.mark.parametrize("name, llvm, gnu", NO_CLASS)
def test_a_pointer_to_member_of_no_class_is_refused(name: str, llvm: "str | None",
                                                   gnu: "str | None") -> None:
    with pytest.raises(DemangleError):
        demangle(name)
    assert printed(LLVM, [name]) == [llvm or name]
    assert printed(GNU, [name]) == [gnu or name]


NO_CLASS_CHAINS = ["_Z1KMMMMMMMMMMMMMMMA_xooooooooooooooo",  # (libiberty's suite's)
                   "_Z1MA_aMMMMA_MMA_MMMMMMMMSt1MS_o11T0000000000t2M0oooozoooo",
                   "_ZdvMMMMMMMMMMMMMrrrrA_DTdvfp_fp_Eededilfdfdfdfd"]  # (of restrict arrays)


def test_libiberty_suites_member_pointer_chains_are_refused() -> None:
    names = NO_CLASS_CHAINS
    for name in names:
        with pytest.raises(DemangleError):
            demangle(name)
    assert printed(GNU, names) == names  # (LLVM prints a text of no type)


@pytest.mark.parametrize("name, llvm", CLASS_MEMBERS)
def test_a_pointer_to_member_of_a_class_reads(name: str, llvm: str) -> None:
    prints_and_mangles_back(name, llvm, None)
    assert printed(LLVM, [name]) == [llvm]


# ------------------------------- a conversion to a substitution, then the operator's arguments
# cv [P] S<n>_ I...E where S<n>_ is a type already (a template parameter, a template-id):
# the I...E is the operator's own template argument list, as llvm-cxxfilt-19 reads it
# (LLVM's real clang names: cvPSB_ISG_vvEE, cvSB_IvJEEE).  The llvm style prints LLVM's
# text (its T_ is the argument of the scope it was read in); the model's T_ in the
# operator's type is the operator's own first argument (clang numbers a template
# parameter by depth and index: the same candidate).  The opencl style binds it in a
# with-clause (a conversion template whose type names its own parameters: issue 25).
SUBST_CONVERSIONS = [
    ("_ZN1DIZ1fIiEvT_EUlvE_EcvPS1_IivvEEv",
     "D<void f<int>(int)::'lambda'()>::operator int*<int, void, void>()",
     "T *(void) [with T = int, U = void, V = void]"),
    ("_ZN1DIZ1fIiEvT_EUlvE_EcvPS1_IcvvEEv",
     "D<void f<int>(int)::'lambda'()>::operator int*<char, void, void>()",
     "T *(void) [with T = char, U = void, V = void]"),
    ("_ZN1AIiEcvS0_IcEEv", "A<int>::operator A<int><char>()", "A<int><char>(void)"),
    ("_ZN1AIiEcvPS0_IcEEv", "A<int>::operator A<int>*<char>()", "A<int> *<char>(void)"),
]


@pytest.mark.parametrize("name, llvm, conversion", SUBST_CONVERSIONS)
def test_a_conversion_to_a_substitution_takes_the_operators_arguments(name: str, llvm: str,
                                                                      conversion: str) -> None:
    prints_and_mangles_back(name, llvm, None)
    assert demangle(name).format("opencl").endswith("::operator " + conversion)
    assert printed(LLVM, [name]) == [llvm]


def test_a_template_names_substitution_still_takes_its_arguments() -> None:
    name = "_ZN1AIiEcvS_IiEEv"  # S_ is the template A: A<int> is the operator's type
    symbol = demangle(name)  # (a longer spelling of _ZN1AIiEcvS0_Ev, which both peers read)
    assert symbol.format("llvm") == symbol.format("gnu") == "A<int>::operator A<int>()"
    assert mangle(symbol.entity, dialect=symbol.dialect) == "_ZN1AIiEcvS0_Ev"
    assert printed(LLVM, [name]) == ["A<int>::operator A<int>()"]
    assert printed(GNU, [name]) == ["A<int>::operator A<int>()"]


LLVM_SUBST_CONVERSIONS = [  # LLVM's test names (llvm-cxxfilt-19 reads them; c++filt does not)
    "_ZNO1A1B1C1DIZN1E1F1GINS3_1HE1IEEvMNS3_1JEFvP1LPKT_PT0_P1KESD_SA_SF_SH_EUlvE_Lb0EEcvPSB_ISG_vvEEv",
    "_ZGVZNK1A1B1CIZNKS0_1DIXadL_ZNS_1EIvE1FEvEES4_EcvNS_1GIFT_DpT0_EEEIvJEvEEvEUlPS4_E_S4_EcvSB_IvJEEEvE1H",
]


def test_llvms_conversions_to_a_substitution_read_as_llvm_reads_them() -> None:
    texts = printed(LLVM, LLVM_SUBST_CONVERSIONS)
    for name, text in zip(LLVM_SUBST_CONVERSIONS, texts):
        assert text != name
        prints_and_mangles_back(name, text, None)
