"""Names a peer prints wrong, listed in tests/data/peer_deviations.tsv with the
reason (one of REASONS).  bench/compare_peers.py counts a listed name as a
deviation, not as a mismatch.  Each listing is checked: the peer still prints
the name differently from spirmangle, and where the reason says the other peer
reads it as spirmangle does, it does.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from peers import printed as peer

from spirmangle import DemangleError, demangle

DATA = Path(__file__).resolve().parent / "data" / "peer_deviations.tsv"
TOOLS = {"llvm": "llvm-cxxfilt-19", "gnu": "c++filt"}

REASONS = {
    "tparam-scope": (
        "clang names a template parameter by its depth and index (type-parameter-0-0), so "
        "a T_ recorded as a substitution candidate inside a local name's encoding or a "
        "lambda's signature is reused, by its S<seq>_, for the enclosing template's "
        "parameter at the same position. The ABI reads a substitution as the type it stands "
        "for where it is used: the enclosing template's argument (or, inside a generic "
        "lambda's signature, its auto parameter). LLVM resolves it where the candidate was "
        "recorded and prints the inner template's argument; the source and c++filt agree "
        "with spirmangle."),
    "tparam-scope-both": (
        "as tparam-scope, where c++filt too resolves the substitution where the candidate "
        "was recorded (for example a candidate that wraps the parameter, OT_, or one read "
        "inside a local name in a constructor's template arguments): the source has the "
        "enclosing template's parameter (llvm::any_of(R &&Range, ...) takes R&&, "
        "std::once_flag::_Prepare_execution(_Callable&) takes the closure, not call_once's "
        "callable)."),
    "tparam-scope-gnu-unread": (
        "as tparam-scope, in a name c++filt does not read (g++'s, which does not count a "
        "<data-member-prefix> as a candidate, so a substitution names an empty pack outside "
        "its expansion; or clang's, with a template parameter declaration Tn... or a lambda "
        "in an expression): the ABI reads the substitution where it is used, for example "
        "inside an external name L_Z <encoding> E as that encoding's own argument."),
    "gnu-lambda-auto": (
        "c++filt prints every template parameter inside a lambda's signature as auto:N, "
        "even inside a local name's encoding there, where it is that function's template "
        "argument; LLVM agrees with spirmangle."),
    "gnu-structor-name": (
        "c++filt names a constructor or destructor after the last source name it printed "
        "(a name from the enclosing function's parameters or template arguments), not "
        "after its class (a closure type, or a class whose constructor encloses a local "
        "name); LLVM agrees with spirmangle."),
    "gnu-empty-pack-comma": (
        "c++filt keeps the comma of an empty pack expansion in the middle of a parameter "
        "list (emitOp<>(Opcode, , SourceInfo const&)); an empty pack expands to nothing "
        "(the ABI, [temp.variadic]); LLVM agrees with spirmangle."),
    "gnu-substitution-ref": (
        "c++filt prints S7_, the candidate RKN...E (a reference to const), without its &, "
        "when an unnamed type (Ut_) is among the template arguments; the candidates are "
        "N...E, KN...E, RKN...E in that order; LLVM agrees with spirmangle."),
    "llvm-constrained-pack": (
        "llvm-cxxfilt-19 prints the expansion of a constrained parameter pack (TpTk <concept>, "
        "then DpT_ of its J...E) with a ... after the last element, int cp_pack<int, "
        "char>(int, char...), and an empty one as (...); a pack expansion is the list of its "
        "elements (the source: template <Small... T> int cp_pack(T...) called with 1, 'c'; "
        "clang's own declaration); c++filt does not read these names."),
    "gnu-expr-type-operand": (
        "c++filt reads the operand of alignof (at) and typeid (ti) as an expression, so a "
        "T_ there is no substitution candidate for it; the ABI's at <type> makes it one "
        "(clang-19 and g++ both mangle align_of<double>(double) -> char (*)[alignof(T)] "
        "with S0_ for that T_); LLVM agrees with spirmangle."),
    "llvm-param-decl-pack": (
        "LLVM keeps a template argument that follows its parameter's declaration "
        "(TpTnm J...E) wrapped, so a pack expansion of T_ does not find the (empty) pack "
        "and prints \"...\"; the argument is the empty pack, which expands to nothing "
        "([temp.variadic]); c++filt does not read the name."),
    "llvm-cast-type-right": (
        "llvm-cxxfilt-19 prints only the left part of a cast's target type (its CastExpr "
        "prints To->printLeft and no printRight), so a pointer to function or to array loses "
        "its declarator: static_cast<int (*>(nullptr) for static_cast<int (*)() noexcept>"
        "(nullptr) (clang-19 mangles decltype(static_cast<T (*)() noexcept>(nullptr)) as "
        "scPDoFT_vELDnE); the type is the whole declarator."),
    "llvm-constraint-param": (
        "inside a constraint-expression (Q <expression>: a requires-clause ending template "
        "arguments or after the parameters) llvm-cxxfilt-19 prints a template parameter by "
        "its name (T_ as T, T0_ as T0), and so also a substitution for that candidate used "
        "outside the constraint: int cx::head<int>(T) for _ZN2cx4headIiQ5SmallIT_EEEiS1_ "
        "(the source: template <class T> requires Small<T> int head(T), called with 1). A "
        "substitution stands for what it replaces, there a template parameter of the "
        "function (clang keys parameters by depth and index, so it writes the constraint's "
        "candidate): int cx::head<int>(int); c++filt does not read these names."),
    "gnu-unnamed-type-candidate": (
        "c++filt records an unnamed type (Ut_) of a nested name as a substitution candidate "
        "of its own besides the nested name (_Z1fN1AUt_ES0_ -> f(A::{unnamed type#1}, "
        "{unnamed type#1})), so every later S<seq>_ names the candidate before the right one: "
        "Eigen's LS9_3E prints ({unnamed type#1})3 for (Eigen::DenseBase<...>::{unnamed "
        "type#1})3, and SB_ std::is_convertible for enable_if's long (the source: "
        "enable_if<..., T>::type with T = long); the ABI's candidates are the prefixes; LLVM "
        "agrees with spirmangle where it reads the name."),
    "gnu-declarator-name": (
        "c++filt prints the enclosing function's name and parameters into the declarator of "
        "an array type in an expression of its return type: decltype ({parm#1}+(char const "
        "(li::e_string<int>(int)) [4]{...}[0])) for the array char const [4] of the braced "
        "initializer tlA4_Kc...E (the source: t + \"abc\"[0]); LLVM agrees with spirmangle."),
    "llvm-inherited-ctor-template": (
        "an inheriting constructor template from a base that is no template, CI1 1B IiE T_ "
        "(clang-19 and g++ both write it for template<class T> B(T) inherited by D): the "
        "signature's T_ makes the constructor a template, so the one argument list is the "
        "constructor's, D::D<int>(int); llvm-cxxfilt-19 takes it for the base's and drops it, "
        "D::D(int) (c++filt reads none of these names)."),
    "gnu-inherited-ctor-numbering": (
        "c++filt reads clang's CI2 NS_1BE name with g++'s numbering (the base class type a "
        "candidate of its own), so S2_ names n::B where clang's S2_ is n::B*: "
        "n::D::B(int, n::B*, n::B) for the source's (int, n::B*, n::B*); LLVM reads clang's "
        "numbering and agrees with spirmangle (tests/test_inheriting_ctors.py)."),
    "gxx-inherited-ctor-targs": (
        "g++ writes the base of an inheriting constructor template as its substitution "
        "candidate, a template-id (CI1 S4_ for std::tuple<int&, int&>), then the "
        "constructor's own template arguments (ILb1ELb1EE); both peers read the arguments "
        "as the base's and drop them; a template-id takes no second list, so they are the "
        "constructor's: forward_tuple_interface<true, true>(int&, int&), as LLVM prints "
        "clang's spelling of the same constructor (CI2 S2_IJS3_S3_EE ILb1E...E)."),
    "llvm-gxx-sr-scope": (
        "g++ writes A<T>::x in an expression as its sr <type> x, a nested-name type after "
        "srN whose every prefix is a substitution candidate (srNS2_14has_ReturnTypeI...EE5value "
        "adds has_ReturnType and has_ReturnType<...>); llvm-cxxfilt-19 reads the ABI's srN "
        "qualifier levels, which add none, so each later S<seq>_ names a candidate further "
        "on. Here that reading is not one a compiler writes (it does not mangle back: "
        "KSK_ for the candidate SL_ it already is, a template name as a type argument), so "
        "spirmangle reads the name by g++'s numbering (Symbol.numbering 'g++', "
        "spirmangle.gxx_scope); c++filt reads srN so too and agrees with spirmangle."),
    "llvm-sr-tparam-args": (
        "the scope of an unresolved name is a template template parameter with arguments, "
        "sr T_ IiE 1b or srN T_ IiE 1X... E: the ABI's <unresolved-type> ::= <template-param> "
        "[<template-args>] is a substitution candidate, and clang-19 and g++ both record "
        "T_<int> after its arguments (they write the same name, _Z2h1I1BE3ArrIXsrT_IiE1bEES3_S3_ "
        "for h1<B>(B<int>, B<int>): S3_ is B<int>); llvm-cxxfilt-19 records T_ alone, so each "
        "later S<seq>_ names the candidate after the right one; c++filt reads the scope as a "
        "type and agrees with spirmangle."),
    "gnu-gxx-sr-scope": (
        "c++filt reads srN's nested name as g++'s sr <type>, every prefix a candidate, also "
        "in a clang name that numbers the ABI's way (srNT_4typeE5value adds T_ alone): a "
        "later S<seq>_ names the candidate before the right one, in a reading that does not "
        "mangle back; LLVM agrees with spirmangle."),
    "gnu-new-array": (
        "c++filt prints new[] (na <expression>* _ <type> [<initializer>] E, the ABI's "
        "new[] (expr-list) type (init)) as new, and an array type after it with the "
        "enclosing function's name inside its declarator (new int (dx::n_new_array<int>(int)) "
        "[3]{1, 2}); the gnu style refuses the name rather than print new for new[] "
        "(a gnu refusal); LLVM prints new[] int where it reads the name."),
    "gnu-sizeof-param-pack": (
        "c++filt prints sizeof... of a function parameter pack (sZ fp_) as 0, the length "
        "of no pack, where the pack (DpT_ of J c E) has elements: char (*sz_pack_fn<char>"
        "(char)) [(0)+(1)] for [sizeof... (fp) + 1]; the gnu style refuses the name rather "
        "than print a wrong length (a gnu refusal); LLVM prints sizeof... (fp)."),
    "gnu-reference-into-cast": (
        "c++filt moves the & of R DT <expr> E (an lvalue reference to the decltype, "
        "declval<decltype(...)&>) into the declarator of a cast inside the expression: "
        "static_cast<... const& (*&)() noexcept> for scPDoFRSF_vE, a pointer to function, "
        "and drops it after the decltype; the reference is the decltype's (<type> ::= R "
        "<type>); LLVM puts it there too (its text differs by llvm-cast-type-right)."),
}
# Gnu refusals: names c++filt reads but prints wrong where the gnu style has no text
# of c++filt's manner that is right, so it raises DemangleError (listed for the gnu style).
GNU_REFUSALS = {"gnu-new-array", "gnu-sizeof-param-pack"}
LLVM_AGREES = {"gnu-declarator-name", "gnu-lambda-auto", "gnu-structor-name", "gnu-substitution-ref", "gnu-empty-pack-comma",
               "gnu-expr-type-operand", "gnu-gxx-sr-scope"}


def classify():
    """bench/classify_deviations.py, whose checks the listings share."""
    sys.path.insert(0, str(DATA.parent.parent.parent / "bench"))
    try:
        import classify_deviations
    finally:
        sys.path.pop(0)
    return classify_deviations


def rows() -> list[tuple[str, str, str]]:
    found = []
    for line in DATA.read_text(encoding="ascii").splitlines():
        if line and not line.startswith("#"):
            style, reason, name = line.split("\t")
            found.append((style, reason, name))
    return found


def test_listings_are_sorted_unique_and_explained():
    listed = rows()
    assert listed == sorted(set(listed))
    assert {style for style, _, _ in listed} <= set(TOOLS)
    assert {reason for _, reason, _ in listed} <= set(REASONS)
    for style, reason, name in listed:
        demangle(name)  # spirmangle reads every listed name


@pytest.mark.parametrize("style", sorted(TOOLS))
def test_the_peer_still_differs(style):
    if not shutil.which(TOOLS[style]):
        pytest.skip(TOOLS[style] + " not installed")
    listed = [(name, reason) for s, reason, name in rows() if s == style]
    names = [name for name, _ in listed]
    for (name, reason), theirs in zip(listed, peer(TOOLS[style], names)):
        assert theirs != name, "the peer no longer reads %s" % name
        if reason in GNU_REFUSALS:
            with pytest.raises(DemangleError):
                demangle(name).format(style)
            continue
        assert demangle(name).format(style) != theirs, "no longer a deviation: %s" % name


def test_gnu_refusals_are_read_and_printed_in_llvm_style():
    if not shutil.which("llvm-cxxfilt-19"):
        pytest.skip("llvm-cxxfilt-19 not installed")
    names = [name for style, reason, name in rows() if reason in GNU_REFUSALS]
    assert names and all(style == "gnu" for style, reason, _ in rows() if reason in GNU_REFUSALS)
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        sym = demangle(name)
        if theirs != name:  # (LLVM reads no braced initializer after new)
            assert sym.format("llvm") == theirs, name
        assert "new[]" in sym.format("llvm") or "sizeof... (fp)" in sym.format("llvm")


def test_cxxfilt_reads_the_scoped_parameters_as_we_do():
    if not shutil.which("c++filt"):
        pytest.skip("c++filt not installed")
    names = [name for style, reason, name in rows() if reason == "tparam-scope"]
    assert names
    for name, theirs in zip(names, peer("c++filt", names)):
        assert demangle(name).format("gnu") == theirs, name


def test_llvm_reads_the_gnu_deviations_as_we_do():
    if not shutil.which("llvm-cxxfilt-19"):
        pytest.skip("llvm-cxxfilt-19 not installed")
    names = [name for style, reason, name in rows() if reason in LLVM_AGREES]
    assert names
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        assert demangle(name).format("llvm") == theirs, name


def test_llvm_drops_only_the_right_part_of_cast_types():
    if not shutil.which("llvm-cxxfilt-19"):
        pytest.skip("llvm-cxxfilt-19 not installed")
    cast_right_only = classify().cast_right_only
    names = [name for style, reason, name in rows() if reason == "llvm-cast-type-right"]
    assert names
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        assert cast_right_only(demangle(name).format("llvm"), theirs), name
    # clang-19: template <class T> auto g(T) -> decltype(static_cast<T (*)() noexcept>(nullptr))
    name = "_Z1gIiEDTscPDoFT_vELDnEES0_"
    assert demangle(name).format("llvm") == (
        "decltype(static_cast<int (*)() noexcept>(nullptr)) g<int>(int)")
    assert peer("llvm-cxxfilt-19", [name]) == ["decltype(static_cast<int (*>(nullptr)) g<int>(int)"]


def test_llvm_reads_a_constraints_candidates_where_they_were_recorded():
    if not shutil.which("llvm-cxxfilt-19"):
        pytest.skip("llvm-cxxfilt-19 not installed")
    reading = classify().constraint_param_reading
    names = [name for style, reason, name in rows() if reason == "llvm-constraint-param"]
    assert names
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        assert reading(name, demangle(name).format("llvm"), theirs), name
    if shutil.which("c++filt"):
        assert peer("c++filt", names) == names  # c++filt 2.40 reads none


def test_cxxfilt_counts_an_unnamed_type_as_a_candidate():
    if not shutil.which("c++filt"):
        pytest.skip("c++filt not installed")
    assert peer("c++filt", ["_Z1fN1AUt_ES0_", "_Z1fN1AUt_ES1_"]) == [
        "f(A::{unnamed type#1}, {unnamed type#1})", "f(A::{unnamed type#1}, A::{unnamed type#1})"]
    assert demangle("_Z1fN1AUt_ES0_").format("gnu") == "f(A::{unnamed type#1}, A::{unnamed type#1})"
    bare_unnamed_type = classify().bare_unnamed_type
    names = [name for style, reason, name in rows() if reason == "gnu-unnamed-type-candidate"]
    assert names
    for name, theirs in zip(names, peer("c++filt", names)):
        assert "Ut" in name and bare_unnamed_type(demangle(name).format("gnu"), theirs), name
    if shutil.which("llvm-cxxfilt-19"):
        for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
            assert theirs == name or demangle(name).format("llvm") == theirs, name


def test_scoped_parameter_reading_by_hand():
    # std::__insertion_sort<RandomIt, Compare>(RandomIt, RandomIt, Compare): SC_ is the
    # T_ candidate recorded inside LegalizeUpdates<BasicBlock*>'s encoding, and here it
    # means __insertion_sort's own T_ (clang reuses it: same depth and index).
    name = ("_ZSt16__insertion_sortIPN4llvm3cfg6UpdateIPNS0_10BasicBlockEEEN9__gnu_cxx5__ops15_"
            "Iter_comp_iterIZNS1_15LegalizeUpdatesIS4_EEvNS0_8ArrayRefINS2_IT_EEEERNS0_15SmallVect"
            "orImplISD_EEbbEUlRKS5_SJ_E_EEEvSC_SC_T0_")
    text = demangle(name).format("llvm")
    params = text[text.rindex(">>(") + 3:]
    assert params.startswith("llvm::cfg::Update<llvm::BasicBlock*>*, llvm::cfg::Update<llvm::BasicBlock*>*, ")
