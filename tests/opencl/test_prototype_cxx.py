"""``spirmangle mangle`` of C++ for OpenCL and SYCL declarations (issue 25),
against clang-19: each item of the issue, the corpus of issue 21 read back
from its opencl-style text, errors, and random declarations (hypothesis)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spirmangle import MangleError, PrototypeError, demangle, language, mangle, parse_prototype
from spirmangle.cli.main import main

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

CLANG = shutil.which("clang-19")
needs_clang = pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")

PRELUDE = r"""
#if defined(__OPENCL_CPP_VERSION__)
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
#define AS_G __global
#define AS_L __local
#define AS_P __private
#define AS_N __generic
#define THIS_AS(q) q
#else
#define AS_G __attribute__((opencl_global))
#define AS_L __attribute__((opencl_local))
#define AS_P __attribute__((opencl_private))
#define AS_N __attribute__((opencl_generic))
#define THIS_AS(q)
#endif
struct Foo { int x; };
enum En { EA, EB };
enum class Ec : short { A };
namespace ns { struct A { int a; }; }
namespace std { template <class T> struct allocator { T *p; }; template <class T> struct vec { T *d; }; }
template <class T> struct Tpl { T *p; };
template <class T, int N> struct Vec { float dot(const Vec &) const THIS_AS(__generic); };
"""

CLASSES = ("Foo", "En", "Ec", "O3", "O4")
_OPENCL = ["-x", "clcpp", "-cl-no-stdinc", "-cl-std=clc++2021", "-target", "spir64", "-O0"]
_SYCL = ["-x", "c++", "-std=c++17", "-Xclang", "-fsycl-is-device", "-target", "spir64"]


def clang_symbols(source: str, sycl: bool) -> set[str]:
    """Every mangled name in clang-19's module of ``PRELUDE + source``."""
    assert CLANG is not None
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "t.cpp"
        path.write_text(PRELUDE + source, encoding="utf-8")
        done = subprocess.run([CLANG, *(_SYCL if sycl else _OPENCL), "-w", "-S", "-emit-llvm",
                               "-o", "-", str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return set(re.findall(r"@(_Z[A-Za-z0-9_]+)", done.stdout))


def ours(text: str, sycl: bool, base: bool = False) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES,
                         base_structors=base)
    return mangle(fn, dialect="itanium" if sycl else "clang")


# (clang source, our text in C++ for OpenCL, our text in SYCL): one item each
CASES = [
    # references
    ("void r1(int &, int &&, const AS_G int &) {}",
     "r1(int &, int &&, const __global int &)", None),
    ("int r2(int par, int &par_p) { return 0; }", "int r2(int par, int &par_p)", None),
    ("void r3(AS_L Foo &&, AS_L Foo &&) {}", "r3(__local Foo &&, __local Foo &&)", None),
    ("void r4(int (&)[2], int *&) {}", "void r4(int (&)[2], int *&)", None),
    # qualified names and std::
    ("namespace ns { void q1(A *) {} }", "ns::q1(ns::A *)", None),
    ("namespace std { void q2(allocator<int>, vec<float>) {} }",
     "std::q2(std::allocator<int>, std::vec<float>)", None),
    ("void q3(std::vec<int> *, std::vec<int> *) {}", "q3(std::vec<int> *, std::vec<int> *)", None),
    ("namespace { void q4(int) {} } void q4use() { q4(1); }", "(anonymous namespace)::q4(int)",
     None),
    ("static void q5(int) {} void q5use() { q5(1); }", "static q5(int)", None),
    # members: cv, ref and address-space qualifiers on this; statics
    ("struct M1 { void m(int) const THIS_AS(__global) &; }; void M1::m(int) const THIS_AS(__global) & {}",
     "M1::m(int) const __global &", "M1::m(int) const &"),
    ("struct M2 { void m() volatile &&; }; void M2::m() volatile && {}",
     "M2::m(void) volatile __generic &&", "M2::m(void) volatile &&"),
    ("struct M3 { static void s(int); }; void M3::s(int) {}", "M3::s(int) __generic", "M3::s(int)"),
    ("struct M4 { void m(M4 *); }; void M4::m(M4 *) {}", "M4::m(M4 *) __generic", "M4::m(M4 *)"),
    # constructors and destructors (complete variants by default)
    ("struct C1 { C1(int); ~C1(); }; C1::C1(int) {} C1::~C1() {} void c1use() { C1 c(1); }",
     "C1::C1(int) __generic", "C1::C1(int)"),
    ("struct C2 { C2(); ~C2(); }; C2::C2() {} C2::~C2() {} void c2use() { C2 c; }",
     "C2::~C2(void) __generic", "C2::~C2(void)"),
    ("template <class T> struct C3 { C3(const C3 &) {} }; template struct C3<int>;",
     "C3<int>::C3(const __generic C3<int> &) __generic", "C3<int>::C3(const C3<int> &)"),
    # conversions and operators
    ("struct O1 { operator int(); operator Foo *(); }; O1::operator int() { return 0; }"
     " O1::operator Foo *() { return 0; }", "O1::operator int(void) __generic",
     "O1::operator int(void)"),
    ("struct O1b { operator Foo *(); }; O1b::operator Foo *() { return 0; }",
     "O1b::operator __generic Foo *(void) __generic", "O1b::operator Foo *(void)"),
    ("void *operator new(unsigned long n) { return 0; }", "operator new(ulong)", None),
    ("void *operator new[](unsigned long n, void *p) { return p; }",
     "operator new[](ulong, void *)", None),
    ("void operator delete(void *p) noexcept {}", "operator delete(void *)", None),
    ("struct O2 { int operator+(int); int operator-(); int operator()(int, int); int operator[](int);"
     " O2 &operator+=(const O2 &); bool operator<(O2); int operator->*(int); };"
     " int O2::operator+(int) { return 0; } int O2::operator-() { return 0; }"
     " int O2::operator()(int, int) { return 0; } int O2::operator[](int) { return 0; }"
     " O2 &O2::operator+=(const O2 &) { return *this; } bool O2::operator<(O2) { return 0; }"
     " int O2::operator->*(int) { return 0; }",
     "O2::operator-(void) __generic", "O2::operator-(void)"),
    ("struct O3 {}; bool operator==(O3, O3) { return 1; } O3 operator~(O3 o) { return o; }",
     "operator==(O3, O3)", None),
    ("struct O4 {}; O4 operator-(O4 o) { return o; } O4 operator*(O4 o, int) { return o; }",
     "operator-(O4)", None),
    # templates: type and non-type arguments, signatures through the parameters
    ("template <class T, int N> void t1(T) {} template void t1<int, 3>(int);",
     "void t1<int, 3>(int)", None),
    ("template <class T> void t2(T *, Tpl<T>) {} template void t2<AS_G int>(AS_G int *, Tpl<AS_G int>);",
     "void t2<__global int>(__global int *, Tpl<__global int>)", None),
    ("template <class T> T *t3(T &, int) { return 0; } template AS_G Foo *t3<AS_G Foo>(AS_G Foo &, int);",
     "__global Foo * t3<__global Foo>(__global Foo &, int)", None),
    ("template <bool B, unsigned U, long L> void t4() {} template void t4<true, 3u, 4l>();",
     "void t4<true, 3u, 4l>(void)", None),
    ("template <class T, int N> float Vec<T, N>::dot(const Vec &) const THIS_AS(__generic)"
     " { return 0; } template struct Vec<float, 4>;",
     "Vec<float, 4>::dot(const __generic Vec<float, 4> &) const __generic",
     "Vec<float, 4>::dot(const Vec<float, 4> &) const"),
    ("template <class T> struct B1 { template <class U> void put(U *, int *); };"
     " template <class T> template <class U> void B1<T>::put(U *, int *) {}"
     " template void B1<int>::put<char>(char *, int *);",
     "void B1<int>::put<char>(char *, __generic int *) __generic",
     "void B1<int>::put<char>(char *, int *)"),
    # enums and classes; function pointers and pointers to members
    ("void e1(En, Ec, Foo, struct Bar *) {}", "e1(En, Ec, Foo, struct Bar *)", None),
    ("void p1(void (*)(AS_G int *), int *(*)(int)) {}",
     "p1(void (*)(__global int *), int * (*)(int))", None),
    ("void p2(int Foo::*, void (Foo::*)(int), int (Foo::*)(int) const) {}",
     "p2(int Foo::*, void (Foo::*)(int), int (Foo::*)(int) const)", None),
    # auto and decltype(auto) returns where the name encodes them
    ("template <class T> auto a1(T) { return 1; } template auto a1<int>(int);",
     "auto a1<int>(int)", None),
    ("template <class T> decltype(auto) a2(T t) { return 1; } template decltype(auto) a2<Foo>(Foo);",
     "decltype(auto) a2<Foo>(Foo)", None),
    ("template <class T> auto a3(T t) -> decltype(t + 1) { return t; } template auto a3<int>(int) -> int;",
     "decltype(fp + 1) a3<int>(int)", None),
]


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clc++2021", "sycl"])
def test_each_item_mangles_as_clang_does(sycl: bool) -> None:
    symbols = clang_symbols("\n".join(source for source, _, _ in CASES), sycl)
    wrong = []
    for source, text, sycl_text in CASES:
        text = sycl_text if sycl and sycl_text is not None else text
        got = ours(text, sycl)
        if got not in symbols:
            wrong.append((text, got))
    assert not wrong, wrong


# Pointers to members and to functions with an address space above them: the
# opencl style writes the address space after the declarator's ``*`` (``int
# Foo::*__generic &``), where it qualifies the pointer; before the type it would
# qualify the member (``__generic int Foo::*&`` mangles as ``M3FooU3AS4i``).
MEMBER_POINTERS = """
typedef int (*FP)(void);
typedef int (Foo::*MFP)(void);
void m1(int Foo::*AS_N &a) {}
void m2(AS_N MFP &a) {}
void m3(const AS_N MFP &a) {}
void m4(AS_G MFP *a) {}
void m5(AS_N FP &a) {}
"""


@needs_clang
def test_member_pointer_address_spaces_print_where_they_read_back() -> None:
    symbols = sorted(s for s in clang_symbols(MEMBER_POINTERS, False) if re.match(r"_Z2m[0-9]", s))
    assert len(symbols) == 5, symbols
    wrong = []
    for name in symbols:
        text = demangle(name).format("opencl")
        if ours(text, False) != name:
            wrong.append((name, text, ours(text, False)))
    assert not wrong, wrong


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clc++2021", "sycl"])
def test_base_variants_on_request(sycl: bool) -> None:
    symbols = clang_symbols("struct C1 { C1(int); ~C1(); }; C1::C1(int) {} C1::~C1() {}", sycl)
    this = "" if sycl else " __generic"
    assert ours("C1::C1(int)" + this, sycl, base=True) in symbols
    assert ours("C1::~C1()" + this, sycl, base=True) in symbols
    assert ours("C1::C1(int)" + this, sycl, base=True) != ours("C1::C1(int)" + this, sycl)


def test_every_operator_has_its_code() -> None:
    from spirmangle.model.typecodes import OPERATORS

    for code, spelled in OPERATORS.items():
        if code in ("qu", "ps", "ng", "ad", "de"):  # (?: no operator function; unary below)
            continue
        params = "int" if code not in ("nw", "na", "dl", "da") else "ulong"
        got = ours("X::operator%s%s(%s)" % (" " if spelled[0].isalpha() else "", spelled, params),
                   False)
        assert got.startswith("_ZN1X" + code), (spelled, got)
    for unary, code in (("+", "ps"), ("-", "ng"), ("&", "ad"), ("*", "de")):
        assert ours("X::operator%s(void)" % unary, False).startswith("_ZN1X" + code)
        assert ours("operator%s(Foo)" % unary, False).startswith("_Z" + code)


# ----------------------------------------------------------------- errors


def test_unknown_type_names_are_errors_with_a_caret_and_a_suggestion() -> None:
    with pytest.raises(PrototypeError) as exc:
        parse_prototype("f(int, flaot4)", cl_std="CLC++2021")
    assert (exc.value.line, exc.value.column) == (1, 8)
    assert "did you mean 'float4'" in exc.value.message
    with pytest.raises(PrototypeError) as exc:
        parse_prototype("f(Fooo)", cl_std="CLC++2021", classes=("Foo",))
    assert "did you mean 'Foo'" in exc.value.message
    # declared somehow: a class key, a qualified name, a template-id, the scope, an option
    for text in ("f(struct Foo, Foo)", "f(ns::Foo)", "f(Tpl<int>)", "Foo::f(Foo)"):
        parse_prototype(text, cl_std="CLC++2021")
    parse_prototype("f(Foo)", cl_std="CLC++2021", classes=("Foo",))


@pytest.mark.parametrize("text, column, message", [
    ("f(int &&&)", 9, "a reference cannot be pointed to"),
    ("f(int, )", 8, "expected a parameter type"),
    ("void f<int(int)", 16, "expected '>'"),
    ("f(int) const", 1, "only a member function"),
    ("f(int", 6, "found the end of input"),
    ("f(int @)", 7, "unexpected character '@'"),
])
def test_syntax_errors_say_where(text: str, column: int, message: str) -> None:
    with pytest.raises(PrototypeError) as exc:
        parse_prototype(text, cl_std="CLC++2021")
    assert exc.value.column == column and message in exc.value.message, exc.value.message


def test_opencl_c_rejects_cpp_declarations_with_a_hint(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mangle", "operator new(ulong)"]) == 1
    err = capsys.readouterr().err
    assert "1:1: 'operator' is C++" in err and "--cl-std CLC++2021 or --sycl" in err
    assert main(["mangle", "--cl-std", "CLC++2021", "operator new(ulong)",
                 "int foo(int par, int &par_p)"]) == 0
    assert capsys.readouterr().out.split() == ["_Znwm", "_Z3fooiRU3AS4i"]
    assert main(["mangle", "--sycl", "--class", "Foo,Bar", "f(Foo, Bar *, __global int *)"]) == 0
    assert capsys.readouterr().out.split() == ["_Z1f3FooP3BarPU3AS1i"]
    assert main(["mangle", "--cl-std", "CLC++2021", "f(Fo)"]) == 1
    err = capsys.readouterr().err
    assert "error: 1:3: unknown type name 'Fo'" in err and "f(Fo)\n  ^" in err


# ------------------------------------------------------------- the corpus


def _corpus_rows(config: str) -> list[tuple[str, str]]:
    import cxx_opencl_corpus as corpus

    if corpus.skip_reason():
        pytest.skip(corpus.skip_reason())
    dialect = "itanium" if config.startswith("sycl") else "auto"
    out = []
    for row in corpus.rows(config):
        if not row.mangled.startswith("_Z") or row.mangled.startswith("_ZT"):
            continue  # (typeinfo names are no declarations)
        symbol = demangle(row.mangled, dialect=dialect)
        text = symbol.format("opencl")
        if re.search(r"lambda|\$_|unnamed|'", text):
            continue  # (lambdas and unnamed types have no text that names them)
        if mangle(symbol.entity, dialect=symbol.dialect) != row.mangled:
            continue  # (a reading that is not clang's: the demangler's business)
        out.append((row.mangled, text))
    return out


def _corpus_classes() -> tuple[str, ...]:
    import cxx_opencl_sources

    return tuple(sorted({m for text in cxx_opencl_sources.sources().values()
                         for m in re.findall(r"\b(?:struct|class|enum(?:\s+class)?)\s+(\w+)", text)}))


# What comes back, measured on the corpus of clang-19 (issue 25): every name,
# clcpp2021_spir64 5502 of 5502, sycl_spir64 5782 of 5782 (its sources have no
# packs: tests/opencl/test_with_clause_packs.py and test_class_packs.py have them).
# A specialization whose plain text cannot say which of its
# types the template wrote through its parameters (``T`` and ``int`` in
# ``void g<int>(int, int)``) prints them by name with a with-clause
# (spirmangle.render.with_clause).
MIN_BACK = {"clcpp2021_spir64": 1.0, "sycl_spir64": 1.0}


@pytest.mark.parametrize("config", sorted(MIN_BACK))
def test_corpus_text_mangles_back(config: str) -> None:
    """The opencl-style text of the corpus's C++ for OpenCL and SYCL names mangles
    back to them (``--cl-std CLC++2021`` or ``--sycl``): every one (the default
    reading of a name whose plain reading is no type, ``int &*``, is clang's:
    tests/demangler/test_malformed_plain_reading.py)."""
    sycl = config.startswith("sycl")
    classes = _corpus_classes()
    rows = _corpus_rows(config)
    back, errors, unmangled, missed = 0, [], [], []
    for mangled, text in rows:
        base = bool(re.search(r"[CD]2[EI]", mangled))
        for as_sycl in ((True, False) if sycl else (False, True)):
            try:
                fn = parse_prototype(text, lang=language("CLC++2021", sycl=as_sycl),
                                     classes=classes, base_structors=base)
            except PrototypeError as exc:
                errors.append((text, str(exc)))
                break
            try:
                again = mangle(fn, dialect="itanium" if as_sycl else "clang")
            except MangleError:
                unmangled.append(text)
                break
            if again == mangled:
                back += 1
                break
        else:
            missed.append((mangled, text))
    assert not errors, errors[:10]
    assert not unmangled, unmangled[:5]
    assert not missed, missed[:10]
    assert back / len(rows) >= MIN_BACK[config], (back, len(rows))


# --------------------------------------------------------------- properties

_SPACES = ["", "__global ", "__local ", "__constant ", "__private ", "__generic "]
_CORES = ["int", "char", "float", "unsigned long", "Foo", "En", "ns::A", "Tpl<int>",
          "std::vec<float>", "Tpl<Foo>"]


@st.composite
def _type(draw: st.DrawFn, depth: int = 0) -> str:
    core = draw(st.sampled_from(_CORES))
    const = draw(st.sampled_from(["", "const "]))
    shape = draw(st.sampled_from(["", "*", "&", "&&", "**", "*&", "(&)[2]", "(*)(int)", "Foo::*"]))
    space = draw(st.sampled_from(_SPACES)) if shape else ""
    inner_space = draw(st.sampled_from(_SPACES[:3]))
    if shape == "**":
        return "%s%s%s *%s*" % (const, space, core, inner_space.strip() and " " + inner_space)
    if shape == "(*)(int)":
        return "%s%s%s (*)(int)" % (const, space, core)
    if shape == "Foo::*":
        return "%s%s Foo::*" % (const, core)
    return "%s%s%s %s" % (const, space, core, shape)


@st.composite
def _declarations(draw: st.DrawFn) -> list[tuple[str, str]]:
    """(clang source, our text) of a batch of random declarations."""
    out = []
    for i in range(draw(st.integers(40, 60))):
        params = draw(st.lists(_type(), min_size=0, max_size=4))
        spelled = ", ".join(params) or "void"
        source = ", ".join(p.replace("__", "AS_").replace("AS_global", "AS_G")
                           .replace("AS_local", "AS_L").replace("AS_private", "AS_P")
                           .replace("AS_generic", "AS_N").replace("AS_constant", "AS_C")
                           for p in params)
        if draw(st.booleans()):
            this = draw(st.sampled_from(["", " const", " __global", " const __local", " &&"]))
            name = "R%d" % i
            out.append(("struct %s { void m(%s)%s; }; void %s::m(%s)%s {}"
                        % (name, source, _this(this), name, source, _this(this)),
                        "%s::m(%s)%s" % (name, spelled, _generic_this(this))))
        else:
            out.append(("void g%d(%s) {}" % (i, source), "g%d(%s)" % (i, spelled)))
    return out


def _generic_this(spelled: str) -> str:
    """C++ for OpenCL's ``this`` is ``__generic`` unless the method says otherwise."""
    if "__" in spelled:
        return spelled
    if "&&" in spelled:
        return spelled.replace(" &&", " __generic &&")
    return spelled + " __generic"


def _this(spelled: str) -> str:
    return re.sub(r"__(global|local)", lambda m: "THIS_AS(__%s)" % m.group(1), spelled)


@needs_clang
# Derandomized: the same few hundred declarations every run (CI must not depend on a
# draw). By hand, --hypothesis-seed=N with derandomize off explores others: seeds 1-40
# and 20-32 passed this session; one class is left open (issue 25: a __private return type
# that clang counts and does not write, read as another canonical reading, Tpl<Tpl>).
@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(_declarations())
def test_random_declarations_mangle_as_clang_and_read_back(batch: list[tuple[str, str]]) -> None:
    source = "#define AS_C __constant\n" + "\n".join(s for s, _ in batch)
    symbols = clang_symbols(source, False)
    for _, text in batch:
        got = ours(text, False)
        assert got in symbols, (text, got)
        back = demangle(got, dialect="clang").format("opencl")  # (the module is C++ for OpenCL)
        assert got in (ours(back, False), ours(back, True)), (text, back)


@needs_clang
def test_kernel_is_a_name_in_sycl() -> None:
    # In SYCL device code (plain C++), "kernel" is an identifier: a function may be
    # called so (clang-19 -fsycl-is-device writes _Z6kernelIiEvv).  The reader took it
    # for OpenCL's kernel qualifier and refused "void kernel<int>(void)", the text of
    # that very name; the command called it a kernel, not mangled.  In C++ for OpenCL
    # it stays the qualifier.
    symbols = clang_symbols("template <class T> void kernel(T) {} template void kernel<int>(int);"
                            " namespace ns { void kernel(int) {} }", True)
    for name in ("_Z6kernelIiEvT_", "_ZN2ns6kernelEi"):
        assert name in symbols
        text = demangle(name).format("opencl")
        assert ours(text, True) == name, text
    with pytest.raises(PrototypeError):
        ours("void kernel<int>(int)", False)


def test_the_command_mangles_a_sycl_function_called_kernel(capsys: pytest.CaptureFixture[str]) -> None:
    from spirmangle.cli.main import main

    assert main(["mangle", "--sycl", "void kernel(int)"]) == 0
    assert capsys.readouterr().out.strip() == "_Z6kerneli"
    assert main(["mangle", "--cl-std", "CLC++2021", "kernel void k(int)"]) == 0
    assert "not mangled" in capsys.readouterr().err
