"""C++20 constraints (issue #10): requires-clauses ``Q <expression>`` ending a
template argument list and after a function's parameters, requires-expressions
``rq``/``rQ`` with simple, type, compound and nested requirements, template
parameters of a constraint (``T_``, ``TL0__``) and in expressions.  The names
are clang-19's (bench/cxx_sources/constraints.cpp and the sources below); the
expected texts are llvm-cxxfilt-19's.  c++filt (binutils 2.40) reads none of
them: the gnu style prints the same shape in its own expression syntax."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from spirmangle import DemangleError, demangle, mangle

LLVM = shutil.which("llvm-cxxfilt-19")
GNU = shutil.which("c++filt")


def _peer(tool: str, name: str) -> str:
    return subprocess.run([tool, name], capture_output=True, text=True).stdout.strip()


# name, llvm-cxxfilt-19's text = spirmangle's llvm style.  Sources: template <class T>
# struct W { int simple() requires requires(T t) { t + t; }; ... } and constraints.cpp.
CASES = [
    # a trailing requires-clause of a class template's member: T_ is the class's parameter
    ("_ZN2cx6HolderIiE3getEvQ5SmallIT_E", "cx::Holder<int>::get() requires Small<T>"),
    ("_ZN2cx6HolderIdE3getEvQnt5SmallIT_E", "cx::Holder<double>::get() requires !Small<T>"),
    ("_ZN2cx6HolderIiEF2frES1_Q5SmallIT_E",
     "cx::Holder<int>::friend fr(cx::Holder<int>) requires Small<T>"),
    # requires-expressions: simple, type, compound (noexcept, -> type-constraint), nested
    ("_ZN1WIiE6simpleEvQrQT__Xplfp_fp_E", "W<int>::simple() requires requires (T) { fp + fp; }"),
    ("_ZN1WI1SE4typeEvQrqTNT_4typeEE", "W<S>::type() requires requires { typename T::type; }"),
    ("_ZN1WIiE8compoundEvQrQT__Xplfp_fp_RSt7same_asIS1_EE",
     "W<int>::compound() requires requires (T) { {fp + fp} -> std::same_as<T>; }"),
    ("_ZN1WIiE2nxEvQrQT__Xplfp_fp_NE", "W<int>::nx() requires requires (T) { {fp + fp} noexcept; }"),
    ("_ZN1WIiE4bothEvQrQT__Xngfp_NRSt14convertible_toIS1_EE",
     "W<int>::both() requires requires (T) { {-fp} noexcept -> std::convertible_to<T>; }"),
    ("_ZN1WIiE6nestedEvQrqQgtstT_Li2EE",
     "W<int>::nested() requires requires { requires sizeof (T) > 2; }"),
    ("_ZN1WIiE8noparamsEvQrqXtlT_EE", "W<int>::noparams() requires requires { T{}; }"),
    ("_ZN1WI1SE8combinedEvQoorQT_S2__Xplfp_fp0_TNS2_4typeEE5SmallIS2_E",
     "W<S>::combined() requires requires (T, T) { fp + fp0; typename T::type; } || Small<T>"),
    # a template parameter of the member template (TL0__) in a fold
    ("_ZN1WIiE4packIJicEEEiDpT_Qfraa5SmallITL0__E",
     "int W<int>::pack<int, char>(int, char) requires ((Small<TL0_>...) && ...)"),
    # libstdc++'s __detail::_Synth3way: compound requirements in a trailing clause
    ("_ZNKSt8__detail10_Synth3wayclIPiS2_EEDaRKT_RKT0_QrqXltfp_fp0_RNS_18__boolean_testableE"
     "Xltfp0_fp_RNS_18__boolean_testableEE",
     "auto std::__detail::_Synth3way::operator()<int*, int*>(int* const&, int* const&) const "
     "requires requires { {fp < fp0} -> std::__detail::__boolean_testable; "
     "{fp0 < fp} -> std::__detail::__boolean_testable; }"),
    ("_Z1gIiEvT_QrQS0__Xplfp_Li1EE", "void g<int>(int) requires requires (int) { fp + 1; }"),
    # a requires-clause in template arguments whose candidates the signature does not use
    ("_ZN2cx11cp_auto_reqITnDaLi4EQ8PositiveIXT_EEEEiv", "int cx::cp_auto_req<4>()"),
]

# llvm-constraint-param (also tests/data/peer_misreads.tsv): a substitution outside the
# constraint for a candidate recorded inside it, which llvm-cxxfilt-19 reads where it was
# recorded (T) and the llvm style reproduces.  (name, the ABI's reading in the cxx
# style, llvm-cxxfilt-19's text.)
DEVIATIONS = [
    ("_ZN2cx4headIiQ5SmallIT_EEEiS1_", "int cx::head<int>(int)", "int cx::head<int>(T)",
     "int cx::head<int>(int) requires Small<int>"),
    ("_Z3memI1MQrQT__XdtfL0p_1xEEiS1_", "int mem<M>(M)", "int mem<M>(T)",
     "int mem<M>(M) requires requires (M) { {parm#1}.x; }"),
    # the parameter pack of a fold: DpS1_ expands it
    ("_ZN2cx8fold_reqIJisEQfraa5SmallIT_EEEiDpS1_", "int cx::fold_req<int, short>(int, short)",
     "int cx::fold_req<int, short>(T...)",
     "int cx::fold_req<int, short>(int, short) requires ((Small<T>)&&...)"),
    # a member template of a class template: the constraint's T_ is the class's
    # parameter, clang's template-parameter-0-0, which in the member's own signature
    # is its first parameter (U, float): clang writes it as the same candidate
    ("_ZN2cx6HolderIiE4withIfQ8SameSizeIT_TL0__EEEiS3_", "int cx::Holder<int>::with<float>(float)",
     "int cx::Holder<int>::with<float>(T)",
     "int cx::Holder<int>::with<float>(float) requires SameSize<T, TL0_>"),
    ("_ZN2cx6rq_allINS_1XEQrQT_S2__XplfL0p_fL0p0_TNS2_4typeEXcldtfL0p_3fooEQ5SmallIS2_EEEEiS2_",
     "int cx::rq_all<cx::X>(cx::X)", "int cx::rq_all<cx::X>(T)",
     "int cx::rq_all<cx::X>(cx::X) requires requires (cx::X, cx::X) { {parm#1}+{parm#2}; "
     "typename cx::X::type; ({parm#1}.foo)(); requires Small<cx::X>; }"),
]


@pytest.mark.parametrize("name,llvm", CASES)
def test_constraints_print_as_llvm_does(name: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    assert sym.format("gnu") and sym.format("opencl")
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if LLVM:
        assert _peer(LLVM, name) == llvm
    if GNU:
        assert _peer(GNU, name) == name  # (c++filt 2.40 reads no constraint)


@pytest.mark.parametrize("name,ours,peer,gnu", DEVIATIONS)
def test_a_constraints_candidate_outside_it_is_that_places_parameter(
        name: str, ours: str, peer: str, gnu: str) -> None:
    sym = demangle(name)
    assert sym.format("cxx") == ours  # the ABI's reading
    assert sym.format("llvm") == peer  # llvm-cxxfilt-19's, which the llvm style reproduces
    assert sym.to_json()["peer_misread"] == ["llvm"]
    # c++filt 2.40 reads none; the gnu style prints the same reading, and the template
    # head's requires-clause after the function as newer libiberty does (below)
    assert sym.format("gnu") == gnu and gnu.startswith(ours + " requires ")
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if LLVM:
        assert _peer(LLVM, name) == peer


# (name, llvm-cxxfilt-19, the gnu style: newer libiberty's text, its demangle-expected's for the
# first two; a constraint's T_ is the function's argument where no enclosing class is a template)
NEWER_LIBIBERTY = [
    ("_Z1fIiQ1CIT_EEvv", "void f<int>()", "void f<int>() requires C<int>"),
    ("_Z1fIiEvvQ1CIT_E", "void f<int>() requires C<T>", "void f<int>() requires C<int>"),
    ("_Z1gIiJfdEEvvQ1CIT_E", "void g<int, float, double>() requires C<T>",
     "void g<int, float, double>() requires C<int>"),
    # T_ of a member template of a class template is the class's: printed by name
    ("_ZN1AIiE1fIcEEvvQ1CIT_E", "void A<int>::f<char>() requires C<T>",
     "void A<int>::f<char>() requires C<T>"),
]


@pytest.mark.parametrize("name,llvm,gnu", NEWER_LIBIBERTY)
def test_gnu_prints_requires_clauses_as_newer_libiberty(name: str, llvm: str, gnu: str) -> None:
    sym = demangle(name)
    assert (sym.format("llvm"), sym.format("gnu")) == (llvm, gnu)
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if LLVM:
        assert _peer(LLVM, name) == llvm
    if GNU:
        assert _peer(GNU, name) == name  # (c++filt 2.40 reads no constraint)


def test_the_gnu_style_prints_constraints_in_its_expression_syntax() -> None:
    sym = demangle("_ZN1WI1SE8combinedEvQoorQT_S2__Xplfp_fp0_TNS2_4typeEE5SmallIS2_E")
    assert sym.format("gnu") == ("W<S>::combined() requires (requires (T, T) { {parm#1}+{parm#2}; "
                                 "typename T::type; })||(Small<T>)")


def test_a_requires_clause_ending_template_arguments_prints_after_the_function_in_gnu() -> None:
    # LLVM drops it; newer libiberty prints it after the function, its template parameters
    # as the function's arguments where they are its own (its demangle-expected has
    # _Z1fIiQ1CIT_EEvv as void f<int>() requires C<int>; c++filt 2.40 reads no Q).
    # (A template argument that is a template: c++filt's closing brackets stay apart.)
    sym = demangle("_Z4headI1AIiEQ5SmallIT_EEvv")
    assert sym.format("llvm") == "void head<A<int>>()"
    assert sym.format("gnu") == "void head<A<int> >() requires Small<A<int> >"
    assert sym.to_json()["llvm"] == "void head<A<int>>()"
    if LLVM:
        assert _peer(LLVM, "_Z4headI1AIiEQ5SmallIT_EEvv") == "void head<A<int>>()"


def test_a_pack_in_the_constraint_is_one_candidate_with_the_signatures_pack() -> None:
    # clang keys a template parameter by depth, index and whether it is a pack: the
    # constraint's non-pack T_ (the class's parameter) and the operator's pack T_ are
    # two candidates, written T_ again (range-v3's logical_negate::operator())
    name = "_ZNR6ranges14logical_negateINS_8equal_toEEclIJRiS4_EQ9predicateIRT_DpTL0__EEEbDpOT_"
    sym = demangle(name)
    assert sym.format("llvm") == ("bool ranges::logical_negate<ranges::equal_to>::operator()"
                                  "<int&, int&>(int&, int&) &")
    assert mangle(sym.entity, dialect=sym.dialect) == name


@pytest.mark.parametrize("name", [
    "_Z1fIiEvvQrqE",  # a requires-expression without requirements
    "_Z1fIiEvvQrQiXfp_E",  # rQ's parameters end with _
    "_Z1fIiQ5SmallIT_EEvv Q",  # (a blank)
    "_Z1fIiQ5SmallIT_E",  # the template arguments never end
    "_Z1fIiEvvQrqXfp_R",  # R without its type-constraint
    "_Z1fIiEvvQrqXfp_NN",  # N twice
    "_Z1fIiQ5SmallIT_EEvT0_",  # the requires-clause is no template argument T0_ refers to
    "_Z1fIiEvP1AIXTL0__EE",  # a level's template parameter as an expression outside a constraint
    # T_ written again where the constraint's candidate stands (clang writes S1_)
    "_ZN2cx4headIiQ5SmallIT_EEEiT_",
])
def test_bad_constraints_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_deep_requirements_are_bounded() -> None:
    name = "_Z1fIiEvvQ" + "rqQ" * 600 + "Li1E" + "E" * 600
    with pytest.raises(DemangleError):
        demangle(name)
    shallow = "_Z1fIiEvvQ" + "rqQ" * 20 + "Li1E" + "E" * 20
    sym = demangle(shallow)
    assert sym.format("llvm").count("requires") == 41
    assert mangle(sym.entity, dialect=sym.dialect) == shallow


# A requires-clause after a lambda's template head, Ul <decls> Q <expression> <types> E
# (spirmangle.demangler.lexer.lambdas counts the expression's operands: its parameter types follow
# at once).  The first names are clang-19's (-std=c++20; the lambdas of inline auto
# cx::lambdas(cx::X), []<class T> requires Small<T> () ...); the others vary the
# expression's form, written by hand.  name, llvm-cxxfilt-19's text = spirmangle's.
LAMBDA_CASES = [
    ("_ZZN2cx7lambdasENS_1XEENKUlTyQ5SmallIT_EvE_clIiEEDav",
     "auto cx::lambdas(cx::X)::'lambda'<typename $T> requires Small<T> ()::operator()<int>() const"),
    # a lambda as a template argument (L <closure-type-name> E)
    ("_Z1fILUlTyQLb1EvE_EEvv", "void f<[]<typename $T> requires true (){...}>()"),
    ("_Z1fIXLUlTyQ5SmallIT_ES_E_EEEvv", "void f<[]<typename $T> requires Small<T> (f){...}>()"),
] + [("_ZZ1fvENKUlTyQ%svE_clIiEEDav" % form,
      "auto f()::'lambda'<typename $T> requires %s ()::operator()<int>() const" % text) for form, text in [
    ("Li1E", "1"),
    ("aaLb1ELb0E", "true && false"),
    ("qucvb_EtrLi1E", "(bool)() ? throw : 1"),
    ("cvb_Li1EE", "(bool)(1)"),
    ("nw_iE", "new int"),
    ("gsnw_iE", "::new int"),
    ("cl1fLi1EE", "f(1)"),
    ("tlT_Li1EE", "T{1}"),
    ("LN1A1BE1E", "(A::B)1"),
    ("L_Z1gvE", "g()"),
    ("dtfp_1x", "fp.x"),
    ("ptLi1E1x", "1->x"),
    ("ng1xIiE", "-x<int>"),
    ("sr1A1BE1c", "A::B::c"),
    ("srT_1x", "T::x"),
    ("dnT_", "~T"),
    ("fpT", "this"),
    ("stT_", "sizeof (T)"),
    ("frooT_", "((T...) || ...)"),
    ("fLaaLb1ET_", "(true && ... && (T...))"),
    ("onplIiE", "operator+<int>"),
    ("u8__uuidoftT_", "__uuidof(T)"),
]]

# llvm-constraint-param in a lambda's signature (tests/data/peer_misreads.tsv): the
# parameter types after the clause name the constraint's candidate (clang's S1_ for T_),
# which LLVM reads as the constraint's T and the ABI as the lambda's own parameter
# ($T); the call operator's parameters are its template argument (tparam-scope).
# (name, the ABI's reading in the cxx style, its gnu style, llvm-cxxfilt-19's text,
# which the llvm style reproduces.)
_LX = "auto cx::lambdas(cx::X)::"
LAMBDA_DEVIATIONS = [
    ("_ZZN2cx7lambdasENS_1XEENKUlTyQ5SmallIT_ES1_E_clIiEEDaS1_",
     _LX + "'lambda'<typename $T> requires Small<T> ($T)::operator()<int>(int) const",
     _LX + "{lambda<typename $T0> requires Small<T> ($T0)#1}::operator()<int>(int) const",
     _LX + "'lambda'<typename $T> requires Small<T> (T)::operator()<int>(T) const"),
    ("_ZZN2cx7lambdasENS_1XEENKUlTyQnt5SmallIT_ES1_iE_clIdEEDaS1_i",
     _LX + "'lambda'<typename $T> requires !Small<T> ($T, int)::operator()<double>(double, int) const",
     _LX + "{lambda<typename $T0> requires !(Small<T>) ($T0, int)#1}::operator()<double>(double, "
     "int) const",
     _LX + "'lambda'<typename $T> requires !Small<T> (T, int)::operator()<double>(T, int) const"),
    ("_ZZN2cx7lambdasENS_1XEENKUlTyTyQaa4SameIT_T0_E5SmallIS1_ES1_S2_E_clIiiEEDaS1_S2_",
     _LX + "'lambda'<typename $T, typename $T0> requires Same<T, T0> && Small<T> ($T, $T0)"
     "::operator()<int, int>(int, int) const",
     _LX + "{lambda<typename $T0, typename $T1> requires (Same<T, T0>)&&(Small<T>) ($T0, $T1)#1}"
     "::operator()<int, int>(int, int) const",
     _LX + "'lambda'<typename $T, typename $T0> requires Same<T, T0> && Small<T> (T, T0)"
     "::operator()<int, int>(T, T0) const"),
    ("_ZZN2cx7lambdasENS_1XEENKUlTpTyQfraa5SmallIT_EDpS1_E_clIJiiEEEDaS2_",
     _LX + "'lambda'<typename ...$T> requires ((Small<T>...) && ...) ($T...)"
     "::operator()<int, int>(int, int) const",
     _LX + "{lambda<typename... $T0> requires ((Small<T>)&&...) (($T0)...)#1}"
     "::operator()<int, int>(int, int) const",
     _LX + "'lambda'<typename ...$T> requires ((Small<T>...) && ...) (T...)"
     "::operator()<int, int>(T...) const"),
    ("_ZZN2cx7lambdasENS_1XEENKUlTyQrQT__XplfL0p_fL0p_ES1_E_clIiEEDaS1_",
     _LX + "'lambda'<typename $T> requires requires (T) { fp + fp; } ($T)::operator()<int>(int) const",
     _LX + "{lambda<typename $T0> requires requires (T) { {parm#1}+{parm#1}; } ($T0)#1}"
     "::operator()<int>(int) const",
     _LX + "'lambda'<typename $T> requires requires (T) { fp + fp; } (T)::operator()<int>(T) const"),
    # a T_ in the types after the clause (no candidate of the clause): only tparam-scope
    ("_ZZN2cx7lambdasENS_1XEENKUlTniQgtT_Li1ERAT__iE_clILi3EEEDaS2_",
     _LX + "'lambda'<int $N> requires T > 1 (int (&) [$N])::operator()<3>(int (&) [3]) const",
     _LX + "{lambda<int $N0> requires ((T)>(1)) (int (&) [$N0])#1}::operator()<3>(int (&) [3]) const",
     _LX + "'lambda'<int $N> requires T > 1 (int (&) [$N])::operator()<3>(int (&) [$N]) const"),
]


@pytest.mark.parametrize("name,llvm", LAMBDA_CASES)
def test_a_lambdas_requires_clause_prints_as_llvm_does(name: str, llvm: str) -> None:
    sym = demangle(name)
    assert sym.format("llvm") == llvm
    assert " requires " in sym.format("gnu") and sym.format("opencl")
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if LLVM:
        assert _peer(LLVM, name) == llvm
    if GNU:
        assert _peer(GNU, name) == name  # (c++filt reads no lambda's requires-clause)


@pytest.mark.parametrize("name,ours,gnu,peer", LAMBDA_DEVIATIONS)
def test_a_lambdas_requires_clause_candidate_is_the_lambdas_parameter(
        name: str, ours: str, gnu: str, peer: str) -> None:
    sym = demangle(name)
    assert sym.format("cxx") == ours  # the ABI's reading
    assert sym.format("llvm") == peer  # llvm-cxxfilt-19's, which the llvm style reproduces
    assert sym.format("gnu") == gnu
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if LLVM:
        assert _peer(LLVM, name) == peer
    if GNU:
        assert _peer(GNU, name) == name


@pytest.mark.parametrize("name", [
    "_ZZ1fvENKUlTyQE_clIiEEDav",  # no expression
    "_ZZ1fvENKUlTyQplLi1EE_clIiEEDav",  # an operand missing
    "_ZZ1fvENKUlTyQ5SmallIT_EE_clIiEEDav",  # no parameter types after it
    "_ZZ1fvENKUlTyQ5SmallIT_E",  # the signature never ends
    "_ZZ1fvENKUlTyQ5SmallIT_ES1_E_clIiEEDaS1_",  # S1_: no such candidate (f is none)
    "_ZZ1fvENKUlTyQsrT_1xT_E_clIiEEDav",  # T_ written again where S_ stands for it
])
def test_bad_lambda_requires_clauses_are_rejected(name: str) -> None:
    with pytest.raises(DemangleError):
        demangle(name)


def test_a_deep_lambda_requires_clause_is_bounded() -> None:
    for form in ("nt" * 600 + "Li1E", "pl" * 600 + "Li1E" * 601, "plLi1E" * 600 + "Li1E"):
        with pytest.raises(DemangleError):
            demangle("_ZZ1fvENKUlTyQ%svE_clIiEEDav" % form)
    shallow = "_ZZ1fvENKUlTyQ" + "pl" * 20 + "Li1E" * 21 + "vE_clIiEEDav"
    sym = demangle(shallow)
    assert sym.format("llvm").count("+") == 20
    assert mangle(sym.entity, dialect=sym.dialect) == shallow


@pytest.mark.parametrize("name, llvm", [
    ("_ZN1aIPU9CLgenericiE1bIcEES_vQTL0__", "a a<int CLgeneric*>::b<char>() requires TL0_"),
    ("_ZN1aIiE1bIcEES_PU9CLgenericivQTL0__", "a a<int>::b<char>(int CLgeneric*, void) requires TL0_"),
])
def test_constraint_check_mangles_host_spellings_for_a_host(name: str, llvm: str) -> None:
    """A name with a constraint must mangle back as written (its candidates read
    outside it); host address-space spellings (U9CLgeneric) are a host target's,
    so the check mangles for one (for spir64, U3AS4, the name was refused)."""
    symbol = demangle(name)
    assert symbol.host_addrspaces and symbol.format("llvm") == llvm
    assert mangle(symbol.entity, target="x86_64", dialect=symbol.dialect) == name
    if shutil.which("llvm-cxxfilt-19"):
        assert subprocess.run(["llvm-cxxfilt-19", name], capture_output=True,
                              text=True).stdout.strip() == llvm
