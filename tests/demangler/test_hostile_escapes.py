"""Hostile input, second campaign (issue 20, items 1 and 3): names a grammar-aware
attacker found that escaped the library with something other than DemangleError,
or that made ``explain`` loop.  One test per class of cause; where the name is
accepted it must print as the peers (llvm-cxxfilt-19, c++filt) print it, live,
and mangle back to itself."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys

import pytest

import hostile_names
from peers import GNU, LLVM, printed
from spirmangle import DemangleError, demangle, mangle
from spirmangle.explain.core import explain
from spirmangle.explain.format import to_json as explain_json
from spirmangle.explain.format import to_text
from spirmangle.config import compiled
from spirmangle.limits import headroom

STYLES = ("opencl", "llvm", "gnu")


def everything(name: str) -> None:
    """Every public way of printing an accepted name, which must not raise."""
    symbol = demangle(name)
    for style in STYLES:
        try:
            symbol.format(style)
        except DemangleError as refusal:  # the gnu style's refusal, where c++filt prints nothing
            assert style == "gnu" and refusal.reason.startswith("c++filt prints no template"), name
            assert printed(GNU, [name]) == [name]
    str(symbol)
    repr(symbol)
    symbol.to_json()
    (symbol.base_name, symbol.context, symbol.params, symbol.return_type, symbol.special,
     symbol.ambiguous)


def as_peers(names: list[str]) -> None:
    """Each name is accepted, prints as both peers print it, and mangles back."""
    for name, llvm, gnu in zip(names, printed(LLVM, names), printed(GNU, names)):
        everything(name)
        symbol = demangle(name)
        assert (symbol.format("llvm"), symbol.format("gnu")) == (llvm, gnu), name
        target = "x86_64" if symbol.host_addrspaces else "spir64"
        assert mangle(symbol.entity, dialect=symbol.dialect, target=target) == name


# ------------------------------------------- block pointers to qualified functions
def _block_names() -> list[str]:
    """Blocks whose function type has a ref-qualifier or ``Y`` (the ABI's function
    type allows both; OpenCL writes neither), bare, behind a pointer or const, as a
    template argument and substituted."""
    names = ["_Z1f" + outer + "U13block_pointerF" + y + ret + params + ref + "E"
             for ret, params, ref, y, outer in itertools.product(
                 ["v", "PFilE", "A3_i", "M1AFvvE"], ["v", "ic", "z"], ["", "R", "O"],
                 ["", "Y"], ["", "P", "RK"])]
    names += ["_Z1fIU13block_pointerFvi%sEEvT_" % ref for ref in "RO"]
    names += ["_Z1fU13block_pointerFPFilEvRE" + ref for ref in ("S_", "S0_", "S1_")]
    return names


def test_a_block_of_a_ref_qualified_or_extern_c_function_type_prints_as_the_peers():
    # Once an AttributeError: the block printers took the function type for a
    # plain FunctionType.  llvm-cxxfilt-19: f(void () & block_pointer).
    as_peers(_block_names())
    symbol = demangle("_Z1fU13block_pointerFvvRE")
    assert symbol.format("opencl") == "f(void (^)(void) &)"


# ------------------------------------ constructors of unnamed and anonymous classes
def _structor_names() -> list[str]:
    """Constructors and destructors (with and without template arguments of their
    own) of named, anonymous-namespace, ABI-tagged, unnamed and closure types."""
    owners = ["1a", "12_GLOBAL__N_1", "12_GLOBAL_.N_1", "1aIiE", "12_GLOBAL__N_1B3abi",
              "UlvE_", "1aUt_", "12_GLOBAL__N_1UlvE_"]
    names = []
    for owner, structor, args in itertools.product(owners, ["C1", "D1", "C2"],
                                                   ["", "IiE", "IJiiEE"]):
        names.append("_ZN1x" + owner + structor + args + "Ev")
    return names + ["_ZNSsC1IiEEv", "_ZNSsD1Ev"]


def test_structors_of_unnamed_and_anonymous_classes_print_as_the_peers():
    # Once an IndexError (llvm style, JSON): a constructor with template arguments of
    # a closure type, whose name llvm-cxxfilt prints empty (a::'lambda'()::<int>()),
    # was printed as a template named by an empty identifier.  And the class name of
    # an anonymous namespace's structor was printed _GLOBAL__N_1 where both peers
    # print (anonymous namespace), unless it had template arguments.
    names = _structor_names()
    as_peers(names)
    assert demangle("_ZN1aUlvE_C1IiEEv").format("llvm") == "a::'lambda'()::<int>()"
    # The campaign's name: a reference temporary of such a constructor (c++filt
    # reads none of it).
    name = "_ZGRZaSvENRUt_C1ILt1EPu8__uuidofFvoEEE0_"
    everything(name)
    assert demangle(name).format("llvm") == printed(LLVM, [name])[0]


# ---------------------------------------- substitutions after a requires-clause
@pytest.mark.parametrize("name", [
    "_ZZ1fIiQLb1EEvM1AFvvES1_E1a",  # once a TypeError: the table's key escaped as a type
    "_Z1fIiQLb1EEvM1AFvvES1_",
])
def test_a_member_functions_type_is_no_substitution_after_a_constraint_either(name):
    # As without the requires-clause (_Z1fIiEvM1AFvvES1_): compilers write a member
    # function's type again, so under the plain rule S1_ referring to it is refused,
    # with the reason.  Under clang's OpenCL rule a __private template argument makes a
    # phantom candidate (clang-19 mangles template void f<__private int>(int A::*, A)
    # in C++ for OpenCL as _Z1fIiEvM1AiS1_, f<int> as _Z1fIiEvM1AiS0_), so S1_ is A
    # there: the auto dialect reads that, and it mangles back.  A local name's
    # function is read alike (it was refused, while the function itself was read):
    # its template arguments are deduced from a call as the function's own are, so
    # the phantom of its __private int is as likely (auto_rule._own).
    without = name.replace("QLb1EE", "E")
    for each in (name, without):
        with pytest.raises(DemangleError) as info:
            demangle(each, "itanium")
        assert "member function's type" in info.value.reason
        symbol = demangle(each)
        assert symbol.dialect == "clang" and "f<__private int>" in symbol.format("opencl")
        assert symbol.format("llvm").startswith("void f<int>(void (A::*)(), A)")
        assert mangle(symbol.entity, dialect=symbol.dialect) == each


# ------------------------------------ a conversion's type and its own arguments
def test_a_conversion_to_an_argument_that_refers_to_itself_is_rejected():
    # Once a RecursionError: the conversion's T_ was measured as argument 0, and
    # argument 0 (X T_ E) was measured with the conversion's bound, not its own.
    name = "_ZN1AcvT_IXT_EEEv"
    with pytest.raises(DemangleError) as info:
        demangle(name)
    assert "no referent" in info.value.reason
    assert printed(LLVM, [name]) == printed(GNU, [name]) == [name]
    # An argument may refer to an earlier one, and the conversion to either.
    as_llvm = ["_ZN1AcvT_IiXT_EEEv", "_ZN1AcvT0_IiXT_EEEv"]
    for name, llvm in zip(as_llvm, printed(LLVM, as_llvm)):
        everything(name)
        assert demangle(name).format("llvm") == llvm == "A::operator int<int, int>()"


# ---------------------------------- template parameters in a noexcept condition
def test_a_template_parameter_in_a_noexcept_condition_needs_a_referent():
    # Once a RecursionError in every printer: the bounds' walk did not see into an
    # exception specification's condition (its field was annotated ``object``), so
    # argument 0's noexcept(T_) referring to argument 0 itself went unchecked.
    for name in ("_Z1fIDOT_EFvvEEvv", "_Z1fIDOT0_EFvvEiEvv", "_Z1fIPDOT_EFvvEEvv"):
        with pytest.raises(DemangleError) as info:
            demangle(name)
        assert "no referent" in info.value.reason
        assert printed(LLVM, [name]) == [name]
    name = "_Z1fIiDOT_EFvvEEvv"  # an earlier argument: read (c++filt reads no DO)
    everything(name)
    assert demangle(name).format("llvm") == printed(LLVM, [name])[0]


# ------------------------------------------------------------------ explain
def _explained(name: str) -> bool:
    """Whether ``explain`` reads ``name`` (its first reading has no error); its
    text and JSON forms are made too."""
    explanation = explain(name)
    to_text(explanation)
    json.dumps(explain_json(explanation))
    return explanation.readings[0].error is None


def test_explain_of_a_template_parameter_that_refers_to_itself_returns():
    # explain's own parse reads _Z1fIT_Evv (demangle refuses it after the parse);
    # its parts were then printed with T_ resolved to argument 0, itself: an
    # endless loop.  A refused reading prints its template parameters as written.
    # (A subprocess, so that a hang fails the test instead of the run.)
    for name in ("_Z1fIT_Evv", "_ZZ1fIT_EvvE1a", "_Z1fIT0_T_Evv"):
        run = subprocess.run([sys.executable, "-m", "spirmangle", "explain", name],
                             capture_output=True, text=True, timeout=300)
        assert run.returncode == 1, run.stderr
        assert "no referent" in run.stdout
        assert not _explained(name)


def test_explain_accepts_exactly_what_demangle_accepts():
    # Generated names (tests/support/hostile_names.py), wrapped ones (_ZGR...) and clone
    # suffixes included: explain's separate parse must agree with demangle both
    # ways, and print the same text for an accepted name.
    checked = accepted = 0
    for name in itertools.chain(hostile_names.names(20, 1500), [
            "_ZGR12__GLOBAL__N_1_", "_ZGRZ12_GLOBAL__N_1IbEE9ocl_event__12__",
            "_ZUt3_PKT_ILt1EXdn5ET_EcE",  # (its part dn5ET_Ec was no printable name)
            # demangle's plain reading refuses these, clang's would read them:
            # explain showed clang's reading, without an error
            "_ZZZZNK1aEPmEN12_GLOBAL__N_11_E_4mlQLi0EEW2clW7__cxx111bIS0_EbvENH8operator6Ker"
            "nelB4tag1Ei",
            "_ZZZNDC1f6vector2__E1xI6KernelLZNS1_F2clIJLm4294967296EEED4IRKPDtLi1EEhbEEvSoE"
            "E1bIf14ocl_image3d_rosE3barI18ocl_image2d_depth_roEEyS8_oT_EN1S14ocl_image2d_roUl"
            "Ty2x1E2_ESG_ENleC5E"]):
        try:
            symbol = demangle(name)
        except DemangleError:
            reads = False
        else:
            reads = True
        assert _explained(name) is reads, name
        if reads and not symbol.clone_suffix:
            assert explain(name, style="llvm").readings[0].demangled == symbol.format("llvm")
        checked += 1
        accepted += reads
    assert accepted > checked // 10  # (the generator's names are read often enough)


def test_explain_takes_linear_work(monkeypatch):
    # Each reduction compared the whole substitution table before and after it,
    # and a list rule copied its children: explaining a name of n parameters took
    # n * n steps (hours at 256 KiB).  Count the table entries each reduction
    # reconciles: at most the candidates it made, plus one it changed.
    from spirmangle.explain import parse as explaining

    visited = []
    reconcile = explaining.SpanParser._reconcile

    def counting(self, after, size, part, prefix):  # type: ignore[no-untyped-def]
        visited.append(len(after) - min(after.low, len(self.slots)))
        return reconcile(self, after, size, part, prefix)

    monkeypatch.setattr(explaining.SpanParser, "_reconcile", counting)
    count = 3000
    explanation = explain("_Z1f" + "3abc" * count)
    assert len(explanation.readings[0].candidates) == count  # (each 3abc is one)
    readings = 4  # explain reads the name under both dialects, in two styles
    assert sum(visited) <= readings * count
    parts = explanation.readings[0].components[-1].children[-1]  # the parameters
    assert parts.rule == "params" and len(parts.children) == count


# ------------------------------------------------ the gnu style's documented refusals
def test_the_gnu_styles_refusal_is_a_demangle_error_naming_the_symbol():
    # Where c++filt prints a construct wrongly (here sizeof... of a pack it cannot
    # count, which it prints as 0) the gnu style refuses, as the README says: a
    # DemangleError that names the symbol (it named "" before), the other styles print.
    name = "_Z1aIeDpDtsZT_EaEDaDxFhblE"
    symbol = demangle(name)
    assert symbol.format("llvm") == printed(LLVM, [name])[0]
    with pytest.raises(DemangleError) as info:
        symbol.format("gnu")
    assert info.value.name == name and "c++filt prints" in info.value.reason


def test_explain_does_not_read_with_the_last_names_numbering():
    # explaining _ZTVCI11b tries g++'s numbering after CI1 (a second parse), which
    # stayed switched on for the next name explained: explain then refused names
    # demangle reads.
    for before, name in (("_ZTVCI11b", "_ZN1xCI11xIPFYclREEEsthb"),
                         ("_ZNStmiB3abiCI114ocl_image2d_roES1_S0_",
                          "_ZNRStli12_GLOBAL__N_1CI14syclIJLc97EcES_EE")):
        try:
            demangle(name)
        except DemangleError:  # (_ZNRStli12_GLOBAL__N_1CI1...: refused since hostile-roundtrip)
            reads = False
        else:
            reads = True
        explain(before)
        assert _explained(name) == reads, name


# ------------------------------------------------------ deep names, every field
def _local(depth: int, inner: str = "1fv", entity: str = "1gv") -> str:
    """A local name nested ``depth`` times: Z Z ... 1fv E 1gv ... E 1gv."""
    encoding = inner
    for _ in range(depth):
        encoding = "Z" + encoding + "E" + entity
    return "_Z" + encoding


@pytest.mark.parametrize("name", [
    _local(130), _local(199), _local(130, "1fIiEvv", "1gIiEvT_"),
    "_ZN" + "1a" * 395 + "Ev", "_Z1f" + "P" * 198 + "i", "_Z1fI" + "P" * 190 + "iEvv",
    "_Z1aI" + "1aI" * 190 + "i" + "E" * 190 + "E", "_Z1f" + "PF" * 130 + "v" + "vE" * 130,
], ids=lambda name: name[:12] + "..%d" % len(name))
def test_every_field_of_a_deep_name_is_within_reach(name):
    # Symbol.context printed a local name's scope without the recursion headroom
    # the printers take for a deep name: a RecursionError in to_json() too.
    everything(name)
    symbol = demangle(name)
    assert symbol.to_json()["context"] == symbol.context


@pytest.mark.parametrize("name", [_local(199), _local(300)], ids=["read", "refused"])
def test_explain_prints_a_deep_name_as_json(name, capsys):
    # The parts of a local name nested 300 times are 600 deep: the JSON form was
    # built recursively (a RecursionError), and json.dumps of it needs the
    # headroom the printers take.
    from spirmangle.cli.main import main

    explanation = explain(name)
    data = explain_json(explanation)  # built without recursion
    assert data["readings"][0]["components"]
    status = main(["explain", "--json", name])
    out, err = capsys.readouterr()
    assert err == "" and status == (0 if name == _local(199) else 1)
    with headroom():  # (so deep a JSON needs it to be read back in Python too)
        assert json.loads(out)["mangled"] == name


def _values(explanation: object) -> list[str]:
    parts = list(explanation.readings[0].components)  # type: ignore[attr-defined]
    found = []
    while parts:
        part = parts.pop()
        found.append(part.value)
        parts.extend(part.children)
    return found


@pytest.mark.parametrize("name", [_local(199), "_Z1f" + "P" * 199 + "i"], ids=["local", "ptr"])
def test_explain_prints_every_part_of_a_deep_name(name):
    # The parts were printed without the printers' recursion headroom: hundreds of
    # a deep name's values read "(too deeply nested to print)".
    demangle(name)
    values = _values(explain(name))
    assert not [v for v in values if v.startswith(("(too deeply", "(not printed"))]


def test_explain_bounds_the_text_of_all_values():
    # Each of 5,000 references to a 1,858-character candidate printed it again:
    # the values of a name are bounded together (VALUES_MAX and the output bound
    # of demangle), then print as OMITTED.
    from spirmangle.explain.core import OMITTED, VALUES_MAX
    from spirmangle.limits import OUTPUT_FACTOR
    from spirmangle.model.typecodes import seq_id

    prefix = "N" + "".join("60" + chr(97 + i % 26) * 60 for i in range(30)) + "E"
    name = "_Z1f" + prefix + seq_id(29) * 5000
    values = _values(explain(name))
    assert OMITTED in values
    assert sum(map(len, values)) <= VALUES_MAX + OUTPUT_FACTOR * len(name) + 2048


def _doubling(levels: int) -> str:
    """f(void (*)(int), void (*)(F0, F0), void (*)(F1, F1), ...): each pointer's
    parameters are the one before it, twice (``PFvS0_S0_E``, as the fuzzer found)."""
    from spirmangle.model.typecodes import seq_id

    return "_Z1fPFviE" + "".join("PFv%s%sE" % (seq_id(2 * k), seq_id(2 * k)) for k in range(levels))


def test_explain_does_not_print_a_value_past_its_bound(monkeypatch):
    # 60 doublings: demangle refuses the name (its expansion is past the bound), and
    # explain printed each part whole before cutting it to VALUE_MAX, 2**60 types
    # (the fuzzer's 2,376-byte name took 25 CPU seconds).  A value whose text is
    # surely longer than VALUE_MAX is not printed (a lower bound on its text,
    # counted once per shared node).
    from spirmangle.explain.core import _LONGER, VALUE_MAX
    from spirmangle.render.core import Printer

    name = _doubling(60)
    with pytest.raises(DemangleError):
        demangle(name)
    calls = [0]
    original = Printer.type

    def counted(self, t, *args, **kwargs):
        calls[0] += 1
        return original(self, t, *args, **kwargs)

    monkeypatch.setattr(Printer, "type", counted)
    values = _values(explain(name))
    assert _LONGER % VALUE_MAX in values
    assert calls[0] < 50 * len(name)  # (was 1,038 a byte: linear in the name, not its expansion)
    short = [v for v in values if v and not v.startswith("(")]
    assert "void (*)(int)" in short  # (the first pointers print as before)


# ------------------------------------- a level template parameter out of reach
def test_a_level_template_parameter_out_of_reach_prints_as_elsewhere():
    # TL1_2_ in a lambda's signature, where one level is open: the printer raised
    # DemangleError for a name demangle had read (in every style and JSON).  It
    # prints as such a parameter prints outside a declaration, as LLVM prints one.
    # (Neither peer reads these names; whether to read them is issue 20 item 5.)
    name = "_Z1fIiEvDpNUlDpTL1_2_E_E"
    try:
        symbol = demangle(name)
    except DemangleError:
        pytest.skip("read no more (issue 20 item 5)")
    everything(name)
    assert "TL1_2" in symbol.format("llvm")


# ------------------------------------------------------------ generated names
def test_generated_names_escape_nothing():
    # The classes above, and whatever else tests/support/hostile_names.py makes: nothing
    # but DemangleError from demangle; nothing from printing an accepted name but
    # the gnu style's documented refusals; nothing but MangleError from mangling it.
    from spirmangle import MangleError

    accepted = 0
    for name in hostile_names.names(30, 3000):
        try:
            symbol = demangle(name)
        except DemangleError:
            continue
        accepted += 1
        try:
            symbol.format("gnu")
        except DemangleError as refusal:
            assert refusal.reason.startswith(("c++filt prints", "this expression is not printed")), name
        for style in ("opencl", "llvm"):
            symbol.format(style)
        json.dumps(symbol.to_json())
        (str(symbol), symbol.base_name, symbol.context, symbol.ambiguous)
        try:
            mangle(symbol.entity, dialect=symbol.dialect,
                   target="x86_64" if symbol.host_addrspaces else "spir64")
        except MangleError:
            pass
    assert accepted > 300


# ------------------- a template template parameter that stands for a literal (campaign 20)
def test_a_template_template_parameter_whose_argument_is_a_literal_prints():
    # The llvm style's peer reading puts T_'s argument, a literal, where T_IhbjE
    # names a template: the printer raised TypeError ("cannot print IntegerLiteral")
    # in format('llvm') and explain.  It prints the argument, as the opencl style does
    # (llvm-cxxfilt-19 reads none of the name).
    name = ("_ZN1g2x1UleOSsIL_ZW1SW14ocl_image2d_ro1EIOcL_Z4spanILn1EET_DeEFYS7_IDhbj"
            "EscOEbEcmET3_EyE_E")
    everything(name)
    assert "(__int128)1<half, bool, unsigned int>" in demangle(name).format("llvm")
    to_text(explain(name))
    json.dumps(explain_json(explain(name)))


def test_a_substitution_for_a_non_type_argument_in_a_parameters_place_prints_as_llvm():
    # S8_ stands for a braced initializer (a non-type template argument) where a
    # parameter's type goes: format('llvm') raised TypeError; llvm-cxxfilt-19 prints
    # the expression's text there, and so do we.
    name = ("_ZW1aW1SquILZW6vectorW2x11EIXtlPU4AS10V1iB5cxx11EEJEERT_Dv16_GTu6vectorA1_1aN7"
            "__cxx111ipsEEJiETe4_Z1fES6_Dp1gFS8_S8_E")
    everything(name)
    assert demangle(name).format("llvm") == printed(LLVM, [name])[0]


# ------------------- explain reads clang's optional phantoms as demangle does (campaign 20)
@pytest.mark.parametrize("name", [
    "_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES6_a",  # a mutated libstdc++ symbol
    "_Z1TIzJEERKS0_v",
    "_ZW4_Z1f1aIiCCS1_E",
    "_ZN4llvm8codeview16CodeViewRecordIO7mapEnumINS0_12ClassOptionsEEENS_5ErrorERT_RKNS6_5TwineE",
    "_Z3barIibEGPT0_T_INS1_L3stdEE",
])
def test_explain_reads_a_name_with_optional_phantoms_as_demangle_does(name):
    # demangle (auto) reads these under clang's rule with an optional phantom (a
    # template argument deduced __private: spirmangle.demangler.auto_rule); explain read them
    # without it and refused them ("S6_ refers to candidate #8 but only 7 exist").
    symbol = demangle(name)
    assert symbol.dialect == "clang" and symbol.optional_sites
    first = explain(name).readings[0]
    assert first.error is None and first.demangled == symbol.format()
    clang = explain(name, "clang").readings[0]
    assert clang.error is None and clang.demangled == demangle(name, "clang").format()


# ------------- a pointer to an extern "C" or transaction_safe function, clang's rule (campaign 20)
@pytest.mark.parametrize("name, plain", [
    ("_Z1fPFYPivE", "_Z1fPFPivE"),
    ("_Z1fPFYPKcvE", "_Z1fPFPKcvE"),
    ("_Z1fPDxFPKcvE", "_Z1fPFPKcvE"),
    ("_ZW1b1SIiEPFYKPU12SYprivaterVKPU3AS1KcbEl", "_ZW1b1SIiEPFKPU12SYprivaterVKPU3AS1KcbEl"),
])
def test_a_private_pointer_to_a_qualified_function_type_prints_as_to_a_function(name, plain):
    # Under clang's rule the pointee, a QualifiedFunctionType (Y: extern "C", Dx:
    # transaction_safe), is __private like a plain function type; the opencl style
    # printed that address space and broke the declarator
    # ("__private __private int *  *(void)"), so a name read twice (auto, then
    # --dialect clang) printed two ways.  It prints as the plain function's does
    # (the opencl style prints neither extern "C" nor an address space on a function).
    clang = demangle(name, "clang").format()
    words = " transaction_safe" if "Dx" in name else ""
    assert (clang.replace(words, "") if words else clang) == demangle(plain, "clang").format()
    assert "__private __private" not in clang and "  " not in clang
    assert demangle(name).format() == clang
    everything(name)


# ------------------------ a pointer to a function, read by auto and by clang (campaign 20)
@pytest.mark.parametrize("name", ["_ZUlPPFsvEyE4_", "_Z1fPFivE", "_Z1fPPFivEi",
                                  "_ZTIPFvPvjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjE"])
def test_auto_and_clang_read_a_pointer_to_a_function_as_one_model(name):
    # Where both rules number the name alike, auto gives the plain parse clang's
    # __private pointees; it left a function type unmarked, which clang's own parse
    # makes __private (C++ for OpenCL: PU3AS4FvvE), so the two readings of one
    # name were two models (and two JSONs) though they printed alike.
    symbol = demangle(name)
    if symbol.dialect != "clang":
        pytest.skip("read as %s" % symbol.dialect)
    with headroom():
        assert symbol.entity == demangle(name, "clang").entity
    assert symbol.to_json() == demangle(name, "clang").to_json()


# Found by million-name fuzz runs: a libclang name, mutated so that an external
# name's argument refers to a candidate of the outer scope that holds T0_.  Inside
# L_Z ... E a template parameter is the external name's own (clang keys a candidate
# T_ by its depth and index), and there T0_ is that argument itself: it has no
# referent, and the name is refused where it is read.  (The opencl style resolved
# it in the inner scope and recursed: a RecursionError escaped in the pure build,
# and the compiled build's printers overflowed the C stack.)  llvm-cxxfilt
# resolves T0_ in the outer scope and prints the names.
SELF_REFERRING = {
    # <S6_, SF_>, SF_ = T0_ const
    "qualified": ("_ZN5clang12ast_matchers7dynamic8internal25variadicMatcherDescriptorINS0_8"
                  "internal15BindableMatcherINS_4DeclEEENS4_7MatcherINS_18CXXConstructorDeclEE"
                  "ETnPFT_N4llvm8ArrayRefIPKT0_EEEXadL_ZNS4_25makeDynCastAllOfCompositeIS6_SF_EE"
                  "NS5_ISB_EENSD_IPKNS8_ISE_EEEEEEEENS1_14VariantMatcherENSC_9StringRefENS1_11"
                  "SourceRangeENSD_INS1_11ParserValueEEEPNS1_11DiagnosticsE"),
    # <S6_, SI_>, SI_ = T_ (*)(llvm::ArrayRef<const T0_ *>): T0_ deep inside itself
    "deeper": ("_ZN5clang12ast_matchers7dynamic8internal25variadicMatcherDescriptorINS0_8internal15"
               "BindableMatcherINS_4TypeEEENS4_7MatcherINS_17VariableArrayTypeEEETnPFT_N4llvm8"
               "ArrayRefIPKT0_EEEXadL_ZNS4_25makeDynCastAllOfCompositeIS6_SI_EENS5_ISB_EENSD_IPKNS8_"
               "ISE_EEEEEEEENS1_14VariantMatcherENSC_9StringRefENS1_11SourceRangeENSD_INS1_"
               "11ParserValueEEEPNS1_11DiagnosticsE"),
}


@pytest.mark.parametrize("shape", sorted(SELF_REFERRING))
def test_an_external_names_parameter_that_is_its_own_argument_is_refused(shape):
    name = SELF_REFERRING[shape]
    with pytest.raises(DemangleError, match="T0_ has no referent"):
        demangle(name)
    assert _explained(name) is False  # (its parts printed, as far as they go)
    assert "T0_ has no referent" in str(explain(name).readings[0].error)
    assert printed(LLVM, [name])[0] != name  # (llvm-cxxfilt prints it)


def test_an_external_names_parameter_inside_an_outer_candidate_is_its_own():
    name = SELF_REFERRING["deeper"]
    # The real name (S9_, a concrete type) prints, its T_ inside the external name
    # its own first argument (clang::Type), as clang means it.
    real = name.replace("IS6_SI_EE", "IS6_S9_EE")
    everything(real)
    assert ("&clang::ast_matchers::internal::BindableMatcher<clang::Type> "
            "clang::ast_matchers::internal::makeDynCastAllOfComposite<clang::Type, "
            "clang::VariableArrayType>(") in demangle(real).format("opencl")
