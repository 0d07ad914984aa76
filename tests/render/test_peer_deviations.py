"""Names a peer reads wrong.

The llvm and gnu styles print a name as their peer does, also where the peer
misreads it, wherever the peer's text is a function of the name we model
(spirmangle.demangler.peer_styles); the model, the opencl and cxx styles, ``format(style,
exact=True)`` and JSON's structured fields are the ABI's reading, and JSON's
``peer_misread`` names the styles that print another.  tests/data/peer_misreads.tsv
lists names of each class a style reproduces (MISREADS says why the peer is
wrong); each is checked live: the style prints the peer's text, which is not the
ABI's reading, and ``peer_misread`` says so.

Names a style still prints otherwise than its peer are listed in
tests/data/peer_deviations.tsv with the reason (one of REASONS);
bench/compare_peers.py counts a listed name as a deviation, not as a mismatch.
Each listing is checked: the peer still prints the name differently from
spirmangle, and where the reason says the other peer reads it as spirmangle
does, it does.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from peers import printed as peer

from spirmangle import DemangleError, demangle, mangle

DATA = Path(__file__).resolve().parent.parent / "data" / "peer_deviations.tsv"
MISREAD_DATA = DATA.parent / "peer_misreads.tsv"
TOOLS = {"llvm": "llvm-cxxfilt-19", "gnu": "c++filt"}

# Misreads the peer's style reproduces (tests/data/peer_misreads.tsv): why the peer is wrong.
MISREADS = {
    "tparam-scope": (
        "clang names a template parameter by its depth and index (type-parameter-0-0), so "
        "a T_ recorded as a substitution candidate inside a local name's encoding, a "
        "lambda's signature or an external name is reused, by its S<seq>_, for the "
        "enclosing template's parameter at the same position. The ABI reads a substitution "
        "as the type it stands for where it is used: the enclosing template's argument (or, "
        "inside a generic lambda's signature, its auto parameter). LLVM resolves a T_ as it "
        "reads it and keeps that node in its substitution table, so the S<seq>_ prints the "
        "argument of the scope the candidate was recorded in (auto for a lambda's: "
        "take<closure>(auto)); the llvm style reproduces it (spirmangle.render.peer_scopes); the "
        "source, c++filt and the cxx style have the ABI's reading."),
    "tparam-scope-both": (
        "as tparam-scope, where c++filt too prints the substitution with another place's "
        "arguments: a reference to a template parameter (OT_) keeps the template arguments "
        "of the place c++filt first prints it (libiberty's saved scopes), also where a "
        "substitution puts it under a reference again; the source has the enclosing "
        "template's parameter (llvm::any_of(R &&Range, ...) takes R&&, "
        "std::once_flag::_Prepare_execution(_Callable&) takes the closure, not call_once's "
        "callable). Each style reproduces its peer."),
    "tparam-scope-gnu-unread": (
        "as tparam-scope, in a name c++filt does not read (g++'s, which does not count a "
        "<data-member-prefix> as a candidate, so a substitution names an empty pack outside "
        "its expansion; or clang's, with a template parameter declaration Tn... or a lambda "
        "in an expression): the ABI reads the substitution where it is used, for example "
        "inside an external name L_Z <encoding> E as that encoding's own argument; the llvm "
        "style reproduces LLVM's reading."),
    "llvm-constraint-param": (
        "inside a constraint-expression (Q <expression>: a requires-clause ending template "
        "arguments or after the parameters) llvm-cxxfilt-19 prints a template parameter by "
        "its name (T_ as T, T0_ as T0), and so also a substitution for that candidate used "
        "outside the constraint: int cx::head<int>(T) for _ZN2cx4headIiQ5SmallIT_EEEiS1_ "
        "(the source: template <class T> requires Small<T> int head(T), called with 1). A "
        "substitution stands for what it replaces, there a template parameter of the "
        "function (clang keys parameters by depth and index, so it writes the constraint's "
        "candidate): int cx::head<int>(int); the llvm style reproduces LLVM's text; c++filt "
        "does not read these names."),
    "llvm-cast-type-right": (
        "llvm-cxxfilt-19 prints only the left part of a cast's target type (its CastExpr "
        "prints To->printLeft and no printRight), so a pointer to function or to array loses "
        "its declarator: static_cast<int (*>(nullptr) for static_cast<int (*)() noexcept>"
        "(nullptr) (clang-19 mangles decltype(static_cast<T (*)() noexcept>(nullptr)) as "
        "scPDoFT_vELDnE); the type is the whole declarator, which the cxx style prints; the "
        "llvm style reproduces LLVM's text."),
    "llvm-param-decl-pack": (
        "LLVM keeps a template argument that follows its parameter's declaration "
        "(TpTnm J...E) as the argument pack itself, no parameter pack, so a pack expansion "
        "of T_ prints its elements once and then \"...\" (Seq<...> for an empty pack); the "
        "argument is the pack, whose expansion is its elements ([temp.variadic]); the llvm "
        "style reproduces it; c++filt does not read the name."),
    "llvm-constrained-pack": (
        "as llvm-param-decl-pack for a constrained parameter pack (TpTk <concept>, then DpT_ "
        "of its J...E): int cp_pack<int, char>(int, char...), and (...) for an empty one; a "
        "pack expansion is the list of its elements (the source: template <Small... T> int "
        "cp_pack(T...) called with 1, 'c'); the llvm style reproduces it; c++filt does not "
        "read these names."),
    "gnu-empty-pack-comma": (
        "c++filt keeps the comma of an empty pack expansion in the middle or at the start "
        "of a list (emitOp<>(Opcode, , SourceInfo const&)): it writes \", \" before the rest "
        "of a list and takes it back only when the rest printed nothing; an empty pack "
        "expands to nothing (the ABI, [temp.variadic]); the gnu style reproduces it; LLVM "
        "agrees with the ABI."),
    "gnu-greedy-discriminator": (
        "c++filt reads a local name's discriminator _<number> with every digit after "
        "the _ (libiberty's d_discriminator, the grammar before GCC 7), so clang-19's and "
        "g++'s f()::S::k(Kernel), _ZZ1fvEN1S1kE_66Kernel (the source: the eleventh local "
        "struct S of f() with a member void k(Kernel)), is discriminator 66 and the "
        "parameters K e r n e l; the ABI writes a discriminator under 10 as _<digit>, one "
        "digit (tests/mangler/test_discriminator_digits.py); the gnu style reproduces "
        "c++filt's reading; LLVM agrees with the ABI."),
    "gnu-lambda-auto": (
        "c++filt prints every template parameter inside a lambda's signature as auto:N, "
        "even inside a local name's encoding there, where it is that function's template "
        "argument, and in a lambda in a function's signature, where T_ is the function's "
        "(LLVM's level 1); the gnu style reproduces it; LLVM agrees with the ABI."),
    "llvm-template-template-candidate": (
        "a template template parameter with arguments as a type, T_ <template-args> (TT<T> "
        "in a lambda's signature: PT_IT0_E): the ABI's <template-template-param> is a "
        "candidate of its own before its arguments (clang-19 and c++filt number it so); "
        "llvm-cxxfilt-19 records T_<args> only, so each later S<seq>_ names the candidate "
        "after the right one (S3_ prints auto<auto>* for T_<T0_>); the llvm style reads such "
        "a name again with LLVM's numbering (spirmangle.render.peer_numbering); c++filt agrees "
        "with the ABI."),
    "llvm-sr-tparam-args": (
        "the scope of an unresolved name is a template template parameter with arguments, "
        "sr T_ IiE 1b or srN T_ IiE 1X... E: the ABI's <unresolved-type> ::= <template-param> "
        "[<template-args>] is a substitution candidate, and clang-19 and g++ both record "
        "T_<int> after its arguments (they write the same name, _Z2h1I1BE3ArrIXsrT_IiE1bEES3_S3_ "
        "for h1<B>(B<int>, B<int>): S3_ is B<int>); llvm-cxxfilt-19 records T_ alone, so each "
        "later S<seq>_ names the candidate after the right one; the llvm style reads such a "
        "name again with LLVM's numbering (spirmangle.render.peer_numbering); c++filt reads the "
        "scope as a type and agrees with the ABI."),
    "gnu-structor-name": (
        "c++filt names a constructor or destructor after the last source name it printed "
        "(a name from the enclosing function's parameters or template arguments), not "
        "after its class (a closure type, or a class whose constructor encloses a local "
        "name): libiberty's last_name (spirmangle.render.peer_structors); the gnu style "
        "reproduces it; LLVM agrees with the ABI."),
    "gnu-substitution-ref": (
        "c++filt prints S7_, the candidate RKN...E (a reference to const), without its &, "
        "when an unnamed type (Ut_) is among the template arguments; the candidates are "
        "N...E, KN...E, RKN...E in that order (c++filt resolves the reference to a template "
        "parameter there with the arguments of where it first printed it); the gnu style "
        "reproduces it; LLVM agrees with the ABI."),
    "gnu-unnamed-type-candidate": (
        "c++filt records an unnamed type (Ut_) of a nested name as a substitution candidate "
        "of its own besides the nested name (_Z1fN1AUt_ES0_ -> f(A::{unnamed type#1}, "
        "{unnamed type#1})), so every later S<seq>_ names the candidate before the right one: "
        "Eigen's LS9_3E prints ({unnamed type#1})3 for (Eigen::DenseBase<...>::{unnamed "
        "type#1})3, and SB_ std::is_convertible for enable_if's long (the source: "
        "enable_if<..., T>::type with T = long); the ABI's candidates are the prefixes; the gnu "
        "style reads such a name again with c++filt's numbering (spirmangle.render.peer_numbering); "
        "LLVM agrees with the ABI where it reads the name."),
    "gnu-declarator-name": (
        "c++filt prints the enclosing function's name and parameters into the declarator of "
        "an array type in an expression of its return type: decltype ({parm#1}+(char const "
        "(li::e_string<int>(int)) [4]{...}[0])) for the array char const [4] of the braced "
        "initializer tlA4_Kc...E (the source: t + \"abc\"[0]), and then none after it (its "
        "pending modifiers); the gnu style reproduces it; LLVM agrees with the ABI."),
    "llvm-gxx-sr-scope": (
        "g++ writes A<T>::x in an expression as its sr <type> x, a nested-name type after "
        "srN whose every prefix is a substitution candidate (srNS2_14has_ReturnTypeI...EE5value "
        "adds has_ReturnType and has_ReturnType<...>); llvm-cxxfilt-19 reads the ABI's srN "
        "qualifier levels, which add none, so each later S<seq>_ names a candidate further "
        "on. Here that reading is not one a compiler writes (it does not mangle back: "
        "KSK_ for the candidate SL_ it already is, a template name as a type argument), so "
        "spirmangle reads the name by g++'s numbering (Symbol.numbering 'g++', "
        "spirmangle.demangler.gxx_scope), and keeps the ABI's numbering for the llvm style, which "
        "prints it as LLVM does; c++filt reads srN g++'s way and agrees with the model."),
    "gnu-gxx-sr-scope": (
        "c++filt reads srN's nested name as g++'s sr <type>, every prefix a candidate, also "
        "in a clang name that numbers the ABI's way (srNT_4typeE5value adds T_ alone): a "
        "later S<seq>_ names the candidate before the right one, in a reading that does not "
        "mangle back; spirmangle keeps it for the gnu style (spirmangle.demangler.gxx_scope), which "
        "prints it as c++filt does; LLVM agrees with the model."),
    "gnu-new-array": (
        "c++filt prints new[] (na <expression>* _ <type> [<initializer>] E, the ABI's "
        "new[] (expr-list) type (init)) as new, and an array type after it with the "
        "enclosing function's name inside its declarator (new int (dx::n_new_array<int>(int)) "
        "[3]{1, 2}); the gnu style reproduces it (format(\"gnu\", exact=True) refuses the "
        "name: c++filt's manner has no text for new[]); LLVM prints new[] int where it reads "
        "the name."),
    "gnu-sizeof-param-pack": (
        "c++filt prints sizeof... of a function parameter pack (sZ fp_) as 0, the length "
        "of no pack, where the pack (DpT_ of J c E) has elements: char (*sz_pack_fn<char>"
        "(char)) [(0)+(1)] for [sizeof... (fp) + 1]; the gnu style reproduces it "
        "(format(\"gnu\", exact=True) refuses the name: c++filt's manner prints a length, "
        "which it does not know); LLVM prints sizeof... (fp)."),
    "gnu-expr-type-operand": (
        "c++filt reads the operand of alignof (at) and typeid (ti) as an expression, so a "
        "T_ there is no substitution candidate for it; the ABI's at <type> makes it one "
        "(clang-19 and g++ both mangle align_of<double>(double) -> char (*)[alignof(T)] "
        "with S0_ for that T_); the gnu style reads such a name again with c++filt's numbering "
        "(spirmangle.render.peer_numbering); LLVM agrees with the ABI."),
    "llvm-inherited-ctor-template": (
        "an inheriting constructor template from a base that is no template, CI1 1B IiE T_ "
        "(clang-19 and g++ both write it for template<class T> B(T) inherited by D): the "
        "signature's T_ makes the constructor a template, so the one argument list is the "
        "constructor's, D::D<int>(int); llvm-cxxfilt-19 takes it for the base's and drops it, "
        "D::D(int), which the llvm style reproduces (spirmangle.render.core: both peers read one "
        "list after a base written without its own as the base's); c++filt reads none of "
        "these names."),
    "gnu-inherited-ctor-numbering": (
        "c++filt reads clang's CI2 NS_1BE name with g++'s numbering (the base class type a "
        "candidate of its own), so S2_ names n::B where clang's S2_ is n::B*: "
        "n::D::B(int, n::B*, n::B) for the source's (int, n::B*, n::B*); where only clang's "
        "numbering mangles back spirmangle keeps g++'s for the gnu style "
        "(spirmangle.demangler.special.inherit_canonical), which prints it as c++filt; LLVM "
        "reads clang's numbering and agrees with the model (tests/demangler/test_inheriting_ctors.py)."),
    "gxx-inherited-ctor-targs": (
        "g++ writes the base of an inheriting constructor template as its substitution "
        "candidate, a template-id (CI1 S4_ for std::tuple<int&, int&>), then the "
        "constructor's own template arguments (ILb1ELb1EE); both peers read the arguments "
        "as the base's and drop them; a template-id takes no second list, so they are the "
        "constructor's: forward_tuple_interface<true, true>(int&, int&), as LLVM prints "
        "clang's spelling of the same constructor (CI2 S2_IJS3_S3_EE ILb1E...E); both styles "
        "reproduce their peer."),
}

# Classes a style still prints otherwise than its peer (tests/data/peer_deviations.tsv).
REASONS = {
    "gnu-reference-into-cast": (
        "c++filt moves the & of R DT <expr> E (an lvalue reference to the decltype, "
        "declval<decltype(...)&>) into the declarator of a cast inside the expression: "
        "static_cast<... const& (*&)() noexcept> for scPDoFRSF_vE, a pointer to function, "
        "and drops it after the decltype; the reference is the decltype's (<type> ::= R "
        "<type>); LLVM puts it there too (its text differs by llvm-cast-type-right)."),
}
# Misreads whose exact reading has no text in c++filt's manner: format("gnu", exact=True)
# raises DemangleError.
GNU_REFUSALS = {"gnu-new-array", "gnu-sizeof-param-pack"}
LLVM_AGREES = {"gnu-declarator-name", "gnu-structor-name", "gnu-substitution-ref",
               "gnu-gxx-sr-scope", "gnu-empty-pack-comma", "gnu-greedy-discriminator", "gnu-lambda-auto", "gnu-new-array",
               "gnu-sizeof-param-pack", "gnu-unnamed-type-candidate", "gnu-expr-type-operand"}


def classify():
    """bench/classify_deviations.py, whose checks the listings share."""
    sys.path.insert(0, str(DATA.parent.parent.parent / "bench"))
    try:
        import classify_deviations
    finally:
        sys.path.pop(0)
    return classify_deviations


def rows(data: Path = DATA) -> list[tuple[str, str, str]]:
    found = []
    for line in data.read_text(encoding="ascii").splitlines():
        if line and not line.startswith("#"):
            style, reason, name = line.split("\t")
            found.append((style, reason, name))
    return found


def misreads(reason: str, style: str = "llvm") -> list[str]:
    return [n for s, r, n in rows(MISREAD_DATA) if r == reason and s == style]


def test_listings_are_sorted_unique_and_explained():
    for data, reasons in ((DATA, REASONS), (MISREAD_DATA, MISREADS)):
        listed = rows(data)
        assert listed == sorted(set(listed))
        assert {style for style, _, _ in listed} <= set(TOOLS)
        assert {reason for _, reason, _ in listed} <= set(reasons)
        for style, reason, name in listed:
            demangle(name)  # spirmangle reads every listed name
    assert not set(REASONS) & set(MISREADS)
    assert {reason for _, reason, _ in rows(MISREAD_DATA)} == set(MISREADS)


@pytest.mark.parametrize("style", sorted(TOOLS))
def test_the_peer_still_differs(style):
    if not shutil.which(TOOLS[style]):
        pytest.skip(TOOLS[style] + " not installed")
    listed = [(name, reason) for s, reason, name in rows() if s == style]
    names = [name for name, _ in listed]
    for (name, reason), theirs in zip(listed, peer(TOOLS[style], names)):
        assert theirs != name, "the peer no longer reads %s" % name
        assert demangle(name).format(style) != theirs, "no longer a deviation: %s" % name


@pytest.mark.parametrize("style", sorted(TOOLS))
def test_each_style_reproduces_its_peers_misreads(style):
    listed = [(name, reason) for s, reason, name in rows(MISREAD_DATA) if s == style]
    assert listed
    for (name, reason), theirs in zip(listed, peer(TOOLS[style], [n for n, _ in listed])):
        sym = demangle(name)
        assert theirs != name, "the peer no longer reads %s" % name
        assert sym.format(style) == theirs, (reason, name)
        if reason in GNU_REFUSALS:
            with pytest.raises(DemangleError):
                sym.format(style, exact=True)
        else:
            assert sym.format(style, exact=True) != theirs, "no longer a misread: %s" % name
        assert style in sym.to_json()["peer_misread"], name
        assert mangle(sym.entity, dialect=sym.dialect) + sym.clone_suffix == name  # (the ABI's)
    if style == "llvm":  # the cxx style is the llvm style's format of the model
        assert all(demangle(n).format("cxx") == demangle(n).format("llvm", exact=True)
                   for n, _ in listed)


def test_gnu_refusals_are_read_and_printed_in_llvm_style():
    names = [name for style, reason, name in rows(MISREAD_DATA) if reason in GNU_REFUSALS]
    assert names and all(style == "gnu" for style, reason, _ in rows(MISREAD_DATA)
                         if reason in GNU_REFUSALS)
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        sym = demangle(name)
        if theirs != name:  # (LLVM reads no braced initializer after new)
            assert sym.format("llvm") == theirs, name
        assert "new[]" in sym.format("llvm") or "sizeof... (fp)" in sym.format("llvm")


def test_cxxfilt_reads_the_scoped_parameters_as_the_abi():
    names = misreads("tparam-scope")
    assert names
    for name, theirs in zip(names, peer("c++filt", names)):
        sym = demangle(name)
        assert sym.format("gnu") == sym.format("gnu", exact=True) == theirs, name
        assert sym.to_json()["peer_misread"] == ["llvm"]


def test_llvm_reads_the_gnu_deviations_and_misreads_as_the_abi():
    names = [name for style, reason, name in rows() + rows(MISREAD_DATA) if reason in LLVM_AGREES]
    assert names
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        sym = demangle(name)
        assert theirs == name or sym.format("llvm") == theirs, name
        assert "llvm" not in sym.to_json()["peer_misread"]


def test_llvm_drops_only_the_right_part_of_cast_types():
    cast_right_only = classify().cast_right_only
    names = misreads("llvm-cast-type-right")
    assert names
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        sym = demangle(name)
        assert sym.format("llvm") == theirs
        assert cast_right_only(sym.format("cxx"), theirs), name
    # clang-19: template <class T> auto g(T) -> decltype(static_cast<T (*)() noexcept>(nullptr))
    name = "_Z1gIiEDTscPDoFT_vELDnEES0_"
    sym = demangle(name)
    assert sym.format("cxx") == "decltype(static_cast<int (*)() noexcept>(nullptr)) g<int>(int)"
    assert sym.format("llvm") == "decltype(static_cast<int (*>(nullptr)) g<int>(int)"
    assert peer("llvm-cxxfilt-19", [name]) == [sym.format("llvm")]
    assert sym.to_json()["peer_misread"] == ["llvm"]


def test_llvm_reads_a_constraints_candidates_where_they_were_recorded():
    reading = classify().constraint_param_reading
    names = misreads("llvm-constraint-param")
    assert names
    for name, theirs in zip(names, peer("llvm-cxxfilt-19", names)):
        sym = demangle(name)
        assert sym.format("llvm") == theirs
        assert reading(name, sym.format("cxx"), theirs), name
    if shutil.which("c++filt"):
        assert peer("c++filt", names) == names  # c++filt 2.40 reads none


def test_cxxfilt_counts_an_unnamed_type_as_a_candidate():
    assert peer("c++filt", ["_Z1fN1AUt_ES0_", "_Z1fN1AUt_ES1_"]) == [
        "f(A::{unnamed type#1}, {unnamed type#1})", "f(A::{unnamed type#1}, A::{unnamed type#1})"]
    sym = demangle("_Z1fN1AUt_ES0_")
    assert sym.format("gnu", exact=True) == "f(A::{unnamed type#1}, A::{unnamed type#1})"
    assert sym.format("gnu") == "f(A::{unnamed type#1}, {unnamed type#1})"
    assert sym.to_json()["peer_misread"] == ["gnu"]
    bare_unnamed_type = classify().bare_unnamed_type
    names = misreads("gnu-unnamed-type-candidate", "gnu")
    assert names
    for name, theirs in zip(names, peer("c++filt", names)):
        sym = demangle(name)
        assert "Ut" in name and sym.format("gnu") == theirs, name
        assert bare_unnamed_type(sym.format("gnu", exact=True), theirs), name


def test_scoped_parameter_reading_by_hand():
    # std::__insertion_sort<RandomIt, Compare>(RandomIt, RandomIt, Compare): SC_ is the
    # T_ candidate recorded inside LegalizeUpdates<BasicBlock*>'s encoding, and here it
    # means __insertion_sort's own T_ (clang reuses it: same depth and index); LLVM
    # prints LegalizeUpdates's argument, llvm::BasicBlock*, and so does the llvm style.
    name = ("_ZSt16__insertion_sortIPN4llvm3cfg6UpdateIPNS0_10BasicBlockEEEN9__gnu_cxx5__ops15_"
            "Iter_comp_iterIZNS1_15LegalizeUpdatesIS4_EEvNS0_8ArrayRefINS2_IT_EEEERNS0_15SmallVect"
            "orImplISD_EEbbEUlRKS5_SJ_E_EEEvSC_SC_T0_")
    sym = demangle(name)
    text = sym.format("cxx")
    params = text[text.rindex(">>(") + 3:]
    assert params.startswith("llvm::cfg::Update<llvm::BasicBlock*>*, llvm::cfg::Update<llvm::BasicBlock*>*, ")
    text = sym.format("llvm")
    assert text[text.rindex(">>(") + 3:].startswith("llvm::BasicBlock*, llvm::BasicBlock*, ")
    assert sym.format("gnu") == sym.format("gnu", exact=True)  # (c++filt reads it as the ABI)
    if shutil.which("llvm-cxxfilt-19"):
        assert peer("llvm-cxxfilt-19", [name]) == [text]


def test_cxxfilt_counts_an_unnamed_type_after_st_as_a_candidate():
    # ...after St at the top of the name or as a type too (libiberty's d_unnamed_type
    # records every Ut_ it reads); the gnu style numbered it only in N ... E, so
    # _ZNStUt_E4_Z1fL1_S0_ and its canonical spelling _ZStUt_4_Z1fL1_S0_ printed apart.
    names = ["_ZStUt_4_Z1fL1_S0_", "_ZNStUt_E4_Z1fL1_S0_", "_ZStUt_1bS_", "_Z1fStUt_S_"]
    theirs = peer("c++filt", names)
    assert theirs == ["std::{unnamed type#1}(_Z1f, _, _Z1f)"] * 2 + [
        "std::{unnamed type#1}(b, {unnamed type#1})", "f(std::{unnamed type#1}, {unnamed type#1})"]
    assert [demangle(n).format("gnu") for n in names] == theirs
    assert [demangle(n).format("llvm") for n in names] == peer("llvm-cxxfilt-19", names)
