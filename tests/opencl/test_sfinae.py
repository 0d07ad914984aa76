"""SFINAE non-type template parameters read back from their text (issue 25).

clang-19 mangles a function template's non-type parameter whose type names the
other parameters (``std::enable_if_t<std::is_integral<U>::value, int> = 0``,
``typename std::enable_if<...>::type * = nullptr``) with its declaration
(``TnNSt9enable_ifIXsr3std11is_integralIT_EE5valueEiE4typeELi0E``).  The opencl
style declares it in the with-clause, its value spelled as a template
argument's (``0`` an int, ``(void *)0``, ``(char)97``, ``5l``), and the C++
reader reads it back: a dependent qualified name as a template argument without
``typename`` (``std::is_integral<T>::value``, ``T::value``) is an expression (an
unresolved name, ``sr``), as C++ reads it; the conditions' operators (``!``,
``&&``, ``||``, ``==``, ``(a > b)``, ``sizeof (T)``) too.

A variable template's value (``std::is_integral_v<T>``, which would read as a
type) is in parentheses where it leads the argument: ``(std::is_integral_v<T>)``.

The sources are compiled live by clang-19, as SYCL device code and as C++ for
OpenCL 2021 with its default header; every function they define is demangled,
printed in the opencl style and read back (``spirmangle mangle --sycl``, or
``--cl-std CLC++2021``) to clang's very name.  A text that cannot say its name
(the same without the parentheses) is refused, with why.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype

CLANG = shutil.which("clang-19")
needs_clang = pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
_SYCL = ["-x", "c++", "-std=c++17", "-Xclang", "-fsycl-is-device", "-target", "spir64"]
_OPENCL = ["-x", "clcpp", "-cl-std=clc++2021", "-target", "spir64",
           "-Xclang", "-finclude-default-header"]
CLASSES = ("vec", "S", "box", "P")

PRELUDE = r"""
namespace std {
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_integral { static constexpr bool value = true; };
template <> struct is_integral<double> { static constexpr bool value = false; };
template <class T> constexpr bool is_integral_v = is_integral<T>::value;
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };
}
template <class T> struct trait {
  static constexpr bool value = true;
  struct x { static constexpr bool value = true; };
};
struct S { struct x { static constexpr bool value = true; }; static constexpr int n = 1;
           static constexpr bool value = true; };
struct vec { int x; };
"""

SOURCE = PRELUDE + r"""
template <class U, std::enable_if_t<std::is_integral<U>::value, int> = 0>
vec operator+(vec a, U) { return a; }
template <class U, typename std::enable_if<std::is_integral<U>::value>::type * = nullptr>
int g(U) { return 0; }
template <class U, std::enable_if_t<!std::is_integral<U>::value, int> = 0> int h(U) { return 0; }
template <class U, class V,
          std::enable_if_t<std::is_same<U, V>::value && std::is_integral<U>::value, int> = 0>
int k(U, V) { return 0; }
template <class U, std::enable_if_t<!trait<U>::value || trait<U>::value, int> = 0>
int k2(U) { return 0; }
template <class U, std::enable_if_t<U::value, int> = 0> int s1(U) { return 0; }
template <class U, std::enable_if_t<U::x::value, int> = 0> int s2(U) { return 0; }
template <class U, std::enable_if_t<trait<U>::x::value, int> = 0> int s3(U) { return 0; }
template <class U, std::enable_if_t<(U::n > 0), int> = 0> int s4(U) { return 0; }
template <class U, std::enable_if_t<U::n + 1 == 2, int> = 0> int s5(U) { return 0; }
template <class U, std::enable_if_t<sizeof(U) == 4, int> = 0> int s6(U) { return 0; }
template <class U, std::enable_if_t<trait<U>::value == true, int> = 0> int s7(U) { return 0; }
template <class U, int N, std::enable_if_t<(N > 1) && trait<U>::value, int> = 0>
int s8(U) { return 0; }
template <class U, std::enable_if_t<trait<U>::value, bool> = true> int v1(U) { return 0; }
template <class U, std::enable_if_t<trait<U>::value, long> = 5> int v2(U) { return 0; }
template <class U, std::enable_if_t<trait<U>::value, char> = 'a'> int v3(U) { return 0; }
template <class U, std::enable_if_t<trait<U>::value, unsigned> = 0> int v4(U) { return 0; }
template <class U, std::enable_if_t<trait<U>::value, int> = -1> int v5(U) { return 0; }
template <class U, typename std::enable_if<trait<U>::value, int>::type * = nullptr>
int v6(U) { return 0; }
template <class U> std::enable_if_t<trait<U>::value, int> r1(U) { return 0; }
template <class U, class = std::enable_if_t<trait<U>::value>> int r2(U) { return 0; }
template <class T> struct box {
  template <class U, std::enable_if_t<std::is_same<T, U>::value, int> = 0> box(U) {}
  template <class U, std::enable_if_t<std::is_integral<U>::value, int> = 0> int m(U) { return 0; }
  template <class U, std::enable_if_t<std::is_integral<U>::value, int> = 0>
  static int st(U) { return 0; }
  template <class U, std::enable_if_t<std::is_integral<U>::value, int> = 0>
  box &operator=(U) { return *this; }
};
void use() {
  vec v; v = v + 1; g(1); h(1.0); k(1, 2); k2(1); S s; s1(s); s2(s); s3(1); s4(s); s5(s); s6(1);
  s7(1); s8<int, 2>(1); v1(1); v2(1); v3(1); v4(1); v5(1); v6(1); r1(1); r2(1);
  box<int> b(1); b.m(2); box<int>::st(3); b = 4;
}
"""

# (dependent types as template arguments: the text says typename where C++ needs it)
TYPES = PRELUDE + r"""
template <class T> struct decay { typedef T type; };
template <class T, class U> struct pair {};
template <int N, class T> struct element { typedef int type; };
template <class... Ts> struct tup {};
template <class T> struct Bar {};
template <class T> Bar<typename decay<T>::type> d1(T) { return {}; }
template <class... Ts> tup<typename decay<Ts>::type...> d2(Ts...) { return {}; }
template <int N, class U, class V> typename element<N, pair<U, V>>::type d3(pair<U, V>) { return 0; }
template <class T> Bar<typename T::x *> d4(T) { return {}; }
template <class T, class U, std::enable_if_t<std::is_same<typename T::x, U>::value, int> = 0>
int d5(T, U) { return 0; }
void use() { d1(1); d2(1, 'c'); d3<0>(pair<int, char>()); d4(S()); d5(S(), S::x()); }
"""

# (a variable template's value: in parentheses where it leads, else it reads as a type)
VARIABLES = PRELUDE + r"""
template <> constexpr bool std::is_integral_v<double> = false;
template <class T> constexpr bool small_v = sizeof(T) <= 4;
namespace a { namespace b { template <class T> constexpr bool deep_v = true; } }
template <class U, std::enable_if_t<std::is_integral_v<U>, int> = 0> int w1(U) { return 0; }
template <class U, std::enable_if_t<small_v<U>, int> = 0> int w2(U) { return 0; }
template <class U, std::enable_if_t<a::b::deep_v<U> && small_v<U>, int> = 0> int w3(U) { return 0; }
template <class U, std::enable_if_t<!std::is_integral_v<U>, int> = 0> int w4(U) { return 0; }
template <class U, std::enable_if_t<::small_v<U>, long> = 2> int w5(U) { return 0; }
void use() { w1(1); w2(1); w3(1); w4(1.0); w5('c'); }
"""


def clang_symbols(source: str, sycl: bool, tmp: Path) -> list[str]:
    """The functions clang-19 defines for ``source`` (SYCL device code, or C++ for
    OpenCL 2021 with its default header), in order, but ``use``."""
    assert CLANG is not None
    path = tmp / ("s.cpp" if sycl else "s.clcpp")
    path.write_text(source, encoding="utf-8")
    done = subprocess.run([CLANG, *(_SYCL if sycl else _OPENCL), "-O0", "-w", "-S", "-emit-llvm",
                           "-o", "-", str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return [name for name in re.findall(r"^define [^@]*@(_Z\w+)", done.stdout, re.M)
            if not name.startswith("_Z3use")]


def text_of(name: str, sycl: bool) -> str:
    return demangle(name, dialect="itanium" if sycl else "auto").format("opencl")


def read_back(text: str, sycl: bool) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES,
                         base_structors=True)
    return mangle(fn, dialect="itanium" if sycl else "clang")


@needs_clang
@pytest.mark.parametrize("sycl", [True, False], ids=["sycl", "clcpp2021"])
def test_every_sfinae_function_comes_back_from_its_text(sycl: bool, tmp_path: Path) -> None:
    names = clang_symbols(SOURCE, sycl, tmp_path)
    assert len(names) == 25, names  # (box's constructor: its base variant only)
    assert sum("TnNSt9enable_if" in n or "TnPNSt9enable_if" in n for n in names) == 23, names
    wrong = []
    for name in names:
        text = text_of(name, sycl)
        try:
            got = read_back(text, sycl)
        except PrototypeError as exc:
            got = "refused: " + exc.message
        if got != name:
            wrong.append((name, text, got))
    assert not wrong, "\n".join(map(str, wrong))


@needs_clang
@pytest.mark.parametrize("sycl", [True, False], ids=["sycl", "clcpp2021"])
def test_values_are_spelled_with_their_type(sycl: bool, tmp_path: Path) -> None:
    texts = {name[:5]: text_of(name, sycl) for name in clang_symbols(SOURCE, sycl, tmp_path)}
    assert texts["_Z1gI"].endswith("std::enable_if<std::is_integral<T>::value, void>::type * U "
                                   "= (%svoid *)0]" % ("" if sycl else "__generic "))
    assert texts["_ZplI"].endswith("std::enable_if<std::is_integral<T>::value, int>::type U = 0]")
    assert texts["_Z2v1"].endswith("bool>::type U = true]")
    assert texts["_Z2v2"].endswith("long>::type U = 5l]")
    assert texts["_Z2v3"].endswith("char>::type U = (char)97]")
    assert texts["_Z2v4"].endswith("uint>::type U = 0u]")
    assert texts["_Z2v5"].endswith("int>::type U = -1]")


@needs_clang
@pytest.mark.parametrize("sycl", [True, False], ids=["sycl", "clcpp2021"])
def test_dependent_types_as_template_arguments_say_typename(sycl: bool, tmp_path: Path) -> None:
    names = clang_symbols(TYPES, sycl, tmp_path)
    assert len(names) == 5, names
    texts = [text_of(name, sycl) for name in names]
    # (d1: a plain text, its argument in place, names no parameter; d3's is no argument;
    # d4's plain text, Bar<S::x *> d4<S>(S), read as S's own x: it says T::x now)
    assert sum("typename " in text for text in texts) == 3, texts
    assert texts[3] == "Bar<typename T::x *> d4(T) [with T = S]", texts[3]
    assert "std::is_same<typename T::x, U>::value, int>::type V = 0]" in texts[4], texts[4]
    assert "tup<typename decay<Ts>::type ...> d2(Ts ...)" in texts[1], texts[1]
    for name, text in zip(names, texts):
        assert read_back(text, sycl) == name, text


@pytest.mark.parametrize("text, name", [
    ("int f(T) [with T = int, std::enable_if<std::is_integral<T>::value, int>::type U = 0]",
     "_Z1fIiTnNSt9enable_ifIXsr3std11is_integralIT_EE5valueEiE4typeELi0EEiS1_"),
    ("int f(T) [with T = int, std::enable_if<T::value, int>::type U = 0]",
     "_Z1fIiTnNSt9enable_ifIXsrT_5valueEiE4typeELi0EEiS1_"),
    ("int f(T) [with T = int, std::enable_if<::trait<T>::value, int>::type U = 0]",
     "_Z1fIiTnNSt9enable_ifIXgssr5traitIT_EE5valueEiE4typeELi0EEiS1_"),
    ("int f(T) [with T = int, std::enable_if<trait<T>::value, long>::type U = 5l]",
     "_Z1fIiTnNSt9enable_ifIXsr5traitIT_EE5valueElE4typeELl5EEiS1_"),
    # (a reserved name as a level: clang-19's name of the same with std::__or_<U>::value)
    ("int f(T) [with T = int, std::enable_if<std::__or_<T>::value, int>::type U = 0]",
     "_Z1fIiTnNSt9enable_ifIXsr3std5__or_IT_EE5valueEiE4typeELi0EEiS1_"),
])
def test_hand_written_declarations(text: str, name: str) -> None:
    assert read_back(text, True) == name


@pytest.mark.parametrize("text, why", [
    # (an int's value needs no type; any other does: the parameter's type is dependent)
    ("int f(T) [with T = int, std::enable_if<trait<T>::value, void>::type * U = 0]",
     "value"),
    # (a variable template's value, std::is_integral_v<T>, prints as a class's type)
    ("int f(T) [with T = int, std::enable_if<std::is_integral_v<T>, int>::type U = 0]",
     "cannot write"),
    # (a dependent name not qualified: a function's or a variable's)
    ("int f(T) [with T = int, std::enable_if<trait<T>, int>::type U = 0]", "cannot write"),
])
def test_what_the_text_cannot_say_is_refused(text: str, why: str) -> None:
    with pytest.raises(PrototypeError) as info:
        read_back(text, True)
    assert why in info.value.message, info.value.message


@needs_clang
@pytest.mark.parametrize("sycl", [True, False], ids=["sycl", "clcpp2021"])
def test_a_variable_templates_value_comes_back_in_parentheses(sycl: bool, tmp_path: Path) -> None:
    names = clang_symbols(VARIABLES, sycl, tmp_path)
    assert len(names) == 5, names
    texts = [text_of(name, sycl) for name in names]
    assert "Xsr3stdE13is_integral_vIT_EE" in names[0]
    assert texts[0].endswith("std::enable_if<(std::is_integral_v<T>), int>::type U = 0]"), texts
    assert "<(a::b::deep_v<T> && small_v<T>), int>" in texts[2], texts[2]
    assert "<!std::is_integral_v<T>, int>" in texts[3], texts[3]  # (! starts an expression)
    assert "<(::small_v<T>), long>::type U = 2l]" in texts[4], texts[4]
    for name, text in zip(names, texts):
        assert read_back(text, sycl) == name, text
    # (without them, the text reads as a type: refused, not read as another name)
    bare = texts[0].replace("(std::is_integral_v<T>)", "std::is_integral_v<T>")
    with pytest.raises(PrototypeError) as info:
        read_back(bare, sycl)
    assert "cannot write" in info.value.message
    assert info.value.column == bare.index("std::enable_if") + 1


def test_the_command_reads_the_issues_examples(capsys: pytest.CaptureFixture[str]) -> None:
    from spirmangle.cli.main import main
    assert main(["mangle", "--sycl", "--class", "vec",
                 "vec operator+(vec, T) [with T = int, std::enable_if<std::is_integral<T>::value, "
                 "int>::type U = 0]",
                 "int g(T) [with T = int, std::enable_if<std::is_integral<T>::value, void>::type "
                 "* U = (void *)0]"]) == 0
    assert capsys.readouterr().out.split() == [
        "_ZplIiTnNSt9enable_ifIXsr3std11is_integralIT_EE5valueEiE4typeELi0EE3vecS4_S1_",
        "_Z1gIiTnPNSt9enable_ifIXsr3std11is_integralIT_EE5valueEvE4typeELPv0EEiS1_"]
    assert main(["mangle", "--cl-std", "CLC++2021",
                 "int g(T) [with T = int, std::enable_if<std::is_integral<T>::value, void>::type "
                 "* U = (__generic void *)0]"]) == 0
    assert capsys.readouterr().out.split() == [
        "_Z1gIiTnPNSt9enable_ifIXsr3std11is_integralIT_EE5valueEvE4typeELPU3AS4v0EEiS1_"]


def test_a_cast_of_a_template_id_is_refused() -> None:  # (corpus: it read as a call)
    name = "_ZN2dx8c_paren2IiEEDTcvSt4pairIT_iE_fp_Li1EEES2_"
    text = demangle(name).format("opencl")
    assert text == "decltype((std::pair<T, int>)(fp, 1)) dx::c_paren2(T) [with T = int]"
    with pytest.raises(PrototypeError) as info:
        read_back(text, True)
    assert "a cast" in info.value.message


def test_a_member_of_a_class_through_the_parameters_needs_no_parentheses() -> None:
    # (sr St7is_sameIS3_cE 5value: a class's scope, not levels; its text reads as an
    # expression as it is, to the levels' spelling, which prints alike: corpus)
    name = ("_ZN3fmt2v96detail10to_pointerIcEEPT_NSt11conditionalIXsrSt7is_sameIS3_cE5valueENS0_8"
            "appenderESt20back_insert_iteratorINS1_6bufferIS3_EEEE4typeEm")
    text = demangle(name).format("opencl")
    assert "std::conditional<std::is_same<T, char>::value, " in text, text
    assert demangle(read_back(text, True)).format("opencl") == text


# (an expression naming the parameters where each parameter's argument would print in
# its place: std::is_integral<int>::value names none, and reads as a type)
INLINE = PRELUDE + r"""
template <int N> struct Arr {};
template <class T, int N> struct vec2 {
  T e[N];
  template <class U> typename std::enable_if<std::is_integral<U>::value, vec2>::type
  operator+(U) const { return *this; }
};
template <class U> std::enable_if_t<std::is_integral<U>::value, U> ident(U u) { return u; }
template <class U> int sz(Arr<sizeof(U)>, U) { return 0; }
void use() { vec2<float, 4> v; v = v + 1; ident(1); sz(Arr<4>(), 1); }
"""


@needs_clang
@pytest.mark.parametrize("sycl", [True, False], ids=["sycl", "clcpp2021"])
def test_expressions_through_the_parameters_are_printed_with_them(sycl: bool,
                                                                  tmp_path: Path) -> None:
    """``vec2<float, 4>::operator+<int>(int)`` returning ``enable_if<is_integral<U>::value,
    vec2>::type`` printed the argument in the parameter's place,
    ``std::enable_if<std::is_integral<int>::value, ...>::type``, which read back
    silently as another name (``is_integral<int>::value`` as a type); such a name
    says its parameters in a with-clause."""
    names = clang_symbols(INLINE, sycl, tmp_path)
    assert len(names) == 3, names
    for name in names:
        text = text_of(name, sycl)
        assert "[with " in text and "<int>::value" not in text and "sizeof (int)" not in text, text
        assert read_back(text, sycl) == name, text


def test_no_with_clause_where_a_template_template_parameter_is_applied() -> None:
    """A with-clause cannot name a template template parameter applied to
    arguments (it would print ``T_<int>``, which no reader reads), in the
    expression or anywhere else in the signature: such a name prints its
    arguments in place, as before the clause was printed for expressions."""
    name = "_Z2h2I1BE3ArrIXsrNT_IiE1XIlEE1cEES3_S3_"  # (the C++ corpus: g++)
    text = demangle(name, dialect="itanium").format("opencl")
    assert text == "Arr<B<int>::X<long>::c> h2<B>(B<int>, B<int>)"
