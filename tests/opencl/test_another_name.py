"""Texts that mangled silently to another name (issue 25, the last kinds).

The opencl style's text of a name is read back by the C++ reader
(bench/measure_text_roundtrip.py); a text that cannot say its name must be
refused, with where and why, never read as another name.  Each kind here is
a name clang-19 writes (compiled live), printed, and read back: it comes back,
or the reader refuses it.

* a requires-clause (``Q...``, after a function template's arguments or after its
  parameters): the opencl style prints it (``... requires (... && Small<T>)``), and
  the reader refuses it (it cannot write constraints);
* a non-type template parameter whose type names the others through an
  expression (``TnNSt9enable_ifIX...EiE4typeELi0E``, SFINAE's ``enable_if<...>::type = 0``):
  the with-clause declares it (``[with T = int, std::enable_if<std::is_small<T>::value,
  int>::type U = 0]``; the text used to print no declaration, as if clang wrote none),
  and the reader reads it back where the text says it (tests/opencl/test_sfinae.py),
  else refuses it (a variable template's value prints as a type); so where the value
  is an expression, refused (``TnPFiT_EXadL_Z2fniEE``: ``[with T = int, int (*)(T) U =
  &fn(int)]``);
* a vendor qualifier on a pointer (``U3fooPi``, ``U3AS9Pi``): printed after the ``*``
  it read as the parameter's name (``int *foo``); the opencl style prints it as an
  attribute there (``int *__attribute__((foo))``, ``__attribute__((address_space(9)))``),
  which the reader refuses;
"""

from __future__ import annotations

from pathlib import Path

import pytest

from spirmangle import PrototypeError, demangle, language, mangle, parse_prototype

from peers import clang_symbols

REQUIRES = """
template <class T> concept Small = sizeof(T) <= 4;
namespace cx {
template <class... Ts> requires (Small<Ts> && ...) int fold_req(Ts...) { return 0; }
template int fold_req<int, short>(int, short);
template <class T> int tail(T) requires Small<T> { return 0; }
template int tail<int>(int);
template <Small T> int plain(T) { return 0; }
template int plain<int>(int);
}
"""

SFINAE = """
namespace std {
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_small { static const bool value = sizeof(T) <= 4; };
}
namespace ei {
template <class T, typename std::enable_if<std::is_small<T>::value, int>::type = 0>
int pick(T) { return 0; }
template int pick<int>(int);
template <class... Ts, typename std::enable_if<std::is_small<int>::value, int>::type = 0>
int packs(Ts...) { return 0; }
template int packs<char, short>(char, short);
}
int fn(int);
template <int (*F)(int)> struct A {};
template <class T, int (*F)(T)> int m(A<F>) { return 0; }
template int m<int, &fn>(A<&fn>);
"""


def _read(text: str) -> str:
    return mangle(parse_prototype(text, lang=language(sycl=True)), dialect="itanium")


def _refused(text: str, why: str) -> PrototypeError:
    with pytest.raises(PrototypeError) as info:
        _read(text)
    assert why in info.value.message, info.value.message
    return info.value


@pytest.fixture(scope="module")
def constrained(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return clang_symbols(REQUIRES, tmp_path_factory.mktemp("requires"), "c++20")


def test_a_requires_clause_is_printed_and_refused(constrained: list[str]) -> None:
    with_clause = [name for name in constrained if "Q" in name]
    assert len(with_clause) == 2, constrained  # (fold_req's after its arguments, tail's last)
    for name in with_clause:
        text = demangle(name).format("opencl")
        assert " requires " in text, text
        error = _refused(text, "requires-clause")
        assert (error.line, error.column) == (1, text.index("requires") + 1)


def test_a_constrained_parameter_without_a_clause_comes_back(constrained: list[str]) -> None:
    (name,) = [name for name in constrained if "5plain" in name]
    assert _read(demangle(name).format("opencl")) == name


@pytest.fixture(scope="module")
def sfinae(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return clang_symbols(SFINAE, tmp_path_factory.mktemp("sfinae"), "c++17")


def test_a_declaration_through_an_expression_is_printed_and_comes_back(sfinae: list[str]) -> None:
    declared = [name for name in sfinae if "TnNSt9enable_if" in name]
    assert len(declared) == 1, sfinae  # (packs' type names no parameter: no declaration)
    text = demangle(declared[0]).format("opencl")
    assert text.endswith("[with T = int, std::enable_if<std::is_small<T>::value, int>::type "
                         "U = 0]"), text
    assert _read(text) == declared[0]  # (tests/opencl/test_sfinae.py: its shapes)


def test_a_declaration_with_an_expression_value_is_printed_and_refused(sfinae: list[str]) -> None:
    (name,) = [name for name in sfinae if name.startswith("_Z1m")]
    assert "TnPFiT_EXadL_Z2fniEE" in name
    text = demangle(name).format("opencl")
    assert text == "int m(A<U>) [with T = int, int (*)(T) U = &fn(int)]", text
    error = _refused(text, "cannot write")
    assert error.column == text.index("int (*)") + 1


def test_an_undeclared_sfinae_parameter_comes_back(sfinae: list[str]) -> None:
    (name,) = [name for name in sfinae if "5packs" in name]
    assert _read(demangle(name).format("opencl")) == name


@pytest.mark.parametrize("name, attribute", [
    ("_Z1fU3fooPi", "__attribute__((foo))"),
    ("_Z1fU3AS9Pi", "__attribute__((address_space(9)))"),
    ("_Z1fU3fooPU3AS2rKPmS3_", "__attribute__((foo))"),  # (a corpus name)
    ("_Z1fU3fooRi", "__attribute__((foo))"),
])
def test_a_vendor_qualifier_on_a_pointer_is_refused(name: str, attribute: str) -> None:
    text = demangle(name).format("opencl")
    assert attribute in text, text
    error = _refused(text, "vendor qualifier")
    assert error.column == text.index(attribute) + 1


def test_a_vendor_qualifier_before_a_type_is_refused() -> None:
    text = demangle("_Z1fPU3fooi").format("opencl")
    assert text == "f(__private foo int *)"
    _refused(text, "")  # (foo names no type)


CORPUS = [  # (names of bench/data's corpus that read as another name before)
    "_ZN2cx8fold_reqIJisEQfraa5SmallIT_EEEiDpS1_",
    "_ZN2cx9all_smallIJicEQ8AllSmallIDpT_EEEiS2_",
    "_ZNSt5tupleIJidcEEC2IJRiRdcELb1ETnNSt9enable_ifIXclsr4_TCCIXT0_EEE29__is_implicitly_constru"
    "ctibleIDpT_EEEbE4typeELb1EEEDpOS5_",
    "_ZN5clang12ast_matchers7dynamic8internal23makeMatcherAutoMarshallINS0_8internal30TypeTraver"
    "sePolymorphicMatcherINS_8QualTypeENS4_26TypeMatcherinnerTypeGetterENS4_19TypeTraverseMatcher"
    "EFvNS4_8TypeListIJNS_9ParenTypeEEEEEEENS4_7MatcherIS6_EETnPFT_N4llvm8ArrayRefIPKT0_EEEXadL_Z"
    "NSD_6createENSI_IPKSF_EEEEEESt10unique_ptrINS2_17MatcherDescriptorESt14default_deleteIST_EEN"
    "S4_16VariadicFunctionISG_SJ_XT1_EEENSH_9StringRefE",
    "_Z1fU3fooPU3AS2rKPmS3_",
]


@pytest.mark.parametrize("name", CORPUS)
def test_corpus_names_are_refused_in_both_readings(name: str) -> None:
    text = demangle(name).format("opencl")
    for sycl in (True, False):
        with pytest.raises(PrototypeError):
            parse_prototype(text, lang=language("CLC++2021", sycl=sycl))


def test_a_corpus_sfinae_name_comes_back() -> None:  # (refused before: issue 25's SFINAE)
    name = ("_ZN8nlohmann16json_abi_v3_11_26detail11concat_intoINSt7__cxx1112basic_stringIcSt11"
            "char_traitsIcESaIcEEES8_JcETnNSt9enable_ifIXsr24detect_string_can_appendIT_T0_EE5val"
            "ueEiE4typeELi0EEEvRSA_OSB_DpOT1_")
    text = demangle(name).format("opencl")
    assert text.endswith("std::enable_if<detect_string_can_append<T, U>::value, int>::type "
                         "W = 0]"), text
    assert _read(text) == name


@pytest.mark.parametrize("name", ["_ZN2cx7cp_autoITnDkNS_5SmallELc99EEEiv",
                                  "_ZN2cx8cp_auto2ITnDkSt8integralLi3EEEiv"])
def test_corpus_names_of_a_concepts_auto_come_back(name: str) -> None:
    assert _read(demangle(name).format("opencl")) == name


FUNCTION_ARGS = """
namespace li {
int fn(int);
struct R {};
template <int (&F)(int)> int rref() { return 0; }
template <class T> int ftype() { return 0; }
template int rref<fn>();
template int ftype<R(int)>();
}
"""


def test_a_functions_name_as_an_argument_is_refused_and_a_function_type_comes_back(
        tmp_path: Path) -> None:
    # A reference to a function as a template argument (L_ZNS_2fnEiE) prints as
    # llvm-cxxfilt prints it, li::fn(int), which read as the function type
    # returning li::fn (FN2li2fnEiE): another name.  The styles print a function
    # type with a space (li::R (int)): name(...) is refused; so is a call
    # (cl12__assignable...E, __assignable<...>()).
    names = clang_symbols(FUNCTION_ARGS, tmp_path, "c++17")
    (ref,) = [name for name in names if "4rref" in name]
    (ftype,) = [name for name in names if "5ftype" in name]
    assert "L_ZNS_2fnEiE" in ref
    text = demangle(ref).format("opencl")
    assert text == "int li::rref<li::fn(int)>(void)"
    error = _refused(text, "a call or a function's name")
    assert error.column == text.index("(int)") + 1
    assert _read(demangle(ftype).format("opencl")) == ftype
