"""g++'s ``sr <type>``: an unresolved name's scope numbered g++'s way beside the
ABI's (spirmangle.demangler.gxx_scope).

g++ writes ``A<T>::x`` in an expression as ``sr`` and a type: a nested name
after ``srN`` (``srN1W1XIT_EE1y``) or a template type after ``sr``
(``sr1AIT_E1b``), every prefix of which is a substitution candidate; the ABI's
``srN <unresolved-type> <level>* E`` (as llvm-cxxfilt-19 reads it) makes none of
its levels one, so a later ``S<seq>_`` means another thing.  c++filt reads
``srN`` g++'s way.  A name read both ways prints the ABI's reading in the llvm
style (as llvm-cxxfilt-19) and g++'s in the gnu style (as c++filt); a name only
g++'s numbering reads (or mangles back) is ``Symbol.numbering == "g++"``, and
the llvm style prints the ABI's numbering of it as llvm-cxxfilt-19 does; a name
only the ABI's numbering mangles back prints g++'s in the gnu style, as c++filt
(spirmangle.demangler.peer_styles).

The names are g++'s and clang-19's for bench/cxx_sources/gxx_sr.cpp (compiled
again below when both compilers are installed) and corpus names; the expected
texts are the peers' output, checked live.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from peers import GNU, LLVM, printed

from spirmangle import DemangleError, demangle, mangle
from spirmangle.demangler.lexer.core import tokenize
from spirmangle.demangler.reading_mode import ABI_READING, ReadingMode
from spirmangle.demangler.gxx_scope import modes
from spirmangle.model import (Builtin, Decltype, Function, NamedType, NestedName, SourceName,
                              TemplateName, TemplateParam, TemplateParamName, UnresolvedName)

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCE = ROOT / "bench" / "cxx_sources" / "gxx_sr.cpp"
MISREADS_TSV = ROOT / "tests" / "data" / "peer_misreads.tsv"

# (mangled, llvm-cxxfilt-19 (None: it does not read the name), c++filt, numbering,
#  whether g++'s reading is kept beside the ABI's)
PEERS = [
    # g++: srN and a nested name that starts with a namespace: g++'s numbering only
    ("_Z2f1IlE3ArrIXsrN2ns2in2fvIT_Lin1EEE5valueEES4_S6_", None,
     "Arr<ns::in::fv<long, -1>::value> f1<long>(long, Arr<ns::in::fv<long, -1>::value>)",
     "g++", False),
    ("_Z2f2IiEDTplsrN1W1XIT_EE1yLi1EES2_", None,
     "decltype (W::X<int>::y+(1)) f2<int>(int)", "g++", False),
    ("_Z2f3IiE3ArrIXsrN1W1XIT_E1ZIS3_EE1vEES3_S4_", None,
     "Arr<W::X<int>::Z<int>::v> f3<int>(int, W::X<int>)", "g++", False),
    # g++: sr and a template type, no E (c++filt's second try)
    ("_Z2g1IiE3ArrIXsr1AIT_E1bEES2_S3_", None, "Arr<A<int>::b> g1<int>(int, A<int>)",
     "g++", False),
    ("_Z2g3I1QE3ArrIXsr1AINT_4typeEE1bEES3_S4_", None,
     "Arr<A<Q::type>::b> g3<Q>(Q, Q::type)", "g++", False),
    # srNT_4typeE5value: the same characters from both compilers.  g++'s f4: S3_ is
    # T::type to g++, Arr<T::type::value> to the ABI; both mangle back.
    ("_Z2f4I1QE3ArrIXsrNT_4typeE5valueEES2_S3_",
     "Arr<Q::type::value> f4<Q>(Q, Arr<Q::type::value>)",
     "Arr<Q::type::value> f4<Q>(Q, Q::type)", "abi", True),
    # g++'s f5: its S4_ is past the ABI's candidates
    ("_Z2f5I1QE3ArrIXsrNT_4typeE5valueEES2_S3_S4_", None,
     "Arr<Q::type::value> f5<Q>(Q, Q::type, Arr<Q::type::value>)", "g++", False),
    # clang's f4, f5: T::type written out (NS2_4typeE), so g++'s reading, whose S3_ is
    # T::type already, does not mangle back
    ("_Z2f4I1QE3ArrIXsrNT_4typeE5valueEES2_NS2_4typeE",
     "Arr<Q::type::value> f4<Q>(Q, Q::type)", "Arr<Q::type::value> f4<Q>(Q, Q::type)",
     "abi", False),
    ("_Z2f5I1QE3ArrIXsrNT_4typeE5valueEES2_NS2_4typeES3_",
     "Arr<Q::type::value> f5<Q>(Q, Q::type, Arr<Q::type::value>)",
     "Arr<Q::type::value> f5<Q>(Q, Q::type, Q::type)", "abi", False),
    # srN with a substitution as its scope: S2_ is W<int>::X to g++, T_ to the ABI
    ("_ZN1WIiE1mIiEEDTplsrNS0_1XIT_EE1yLm1EES2_",
     "decltype(W<int>::X<int>::y + 1ul) W<int>::m<int>(int)",
     "decltype (W<int>::X<int>::y+(1ul)) W<int>::m<int>(W<int>::X)", "abi", True),
    # A template template parameter with arguments as the scope (both compilers write
    # these): T_<int> is S3_, the ABI's unresolved-type; LLVM records T_ alone
    ("_Z2h1I1BE3ArrIXsrT_IiE1bEES3_S3_",
     "Arr<B<int>::b> h1<B>(Arr<B<int>::b>, Arr<B<int>::b>)",
     "Arr<B<int>::b> h1<B>(B<int>, B<int>)", "abi", False),
    ("_Z2h2I1BE3ArrIXsrNT_IiE1XIlEE1cEES3_S3_",
     "Arr<B<int>::X<long>::c> h2<B>(Arr<B<int>::X<long>::c>, Arr<B<int>::X<long>::c>)",
     "Arr<B<int>::X<long>::c> h2<B>(B<int>, B<int>)", "abi", False),
    ("_Z2h3I1BE3ArrIXsrT_IiE1vIS3_EEES3_", None, "Arr<B<int>::v<B<int> > > h3<B>(B<int>)",
     "abi", False),
    # Eigen (g++): topRows(NRowsType) takes the template parameter, long (SA_ is T_ to
    # g++); the ABI's SA_ is the return type
    ("_ZN5Eigen9DenseBaseINS_5BlockINS_6MatrixIdLin1ELi1ELi0ELin1ELi1EEELin1ELin1ELb0EEEE7topRows"
     "IlEENS5_13NRowsBlockXprIXsrNS_8internal15get_fixed_valueIT_Lin1EEE5valueEE4TypeESA_",
     "Eigen::DenseBase<Eigen::Block<Eigen::Matrix<double, -1, 1, 0, -1, 1>, -1, -1, false>>::"
     "NRowsBlockXpr<Eigen::internal::get_fixed_value<long, -1>::value>::Type Eigen::DenseBase"
     "<Eigen::Block<Eigen::Matrix<double, -1, 1, 0, -1, 1>, -1, -1, false>>::topRows<long>("
     "Eigen::DenseBase<Eigen::Block<Eigen::Matrix<double, -1, 1, 0, -1, 1>, -1, -1, false>>::"
     "NRowsBlockXpr<Eigen::internal::get_fixed_value<long, -1>::value>::Type)",
     "Eigen::DenseBase<Eigen::Block<Eigen::Matrix<double, -1, 1, 0, -1, 1>, -1, -1, false> >::"
     "NRowsBlockXpr<Eigen::internal::get_fixed_value<long, -1>::value>::Type Eigen::DenseBase"
     "<Eigen::Block<Eigen::Matrix<double, -1, 1, 0, -1, 1>, -1, -1, false> >::topRows<long>("
     "long)", "abi", True),
]

# Where a peer misreads the name (its style reproduces it, spirmangle.demangler.peer_styles):
# (style, name) -> why; the model is the ABI's reading in every case.
MISREADS = {
    ("gnu", "_Z2f5I1QE3ArrIXsrNT_4typeE5valueEES2_NS2_4typeES3_"):
        "gnu-gxx-sr-scope: clang's name; c++filt numbers srN's nested name g++'s way, a "
        "reading that does not mangle back (T::type is S3_ already, clang writes NS2_4typeE)",
    ("llvm", "_Z2h1I1BE3ArrIXsrT_IiE1bEES3_S3_"):
        "llvm-sr-tparam-args: LLVM does not record T_<int>, the ABI's unresolved-type",
    ("llvm", "_Z2h2I1BE3ArrIXsrNT_IiE1XIlEE1cEES3_S3_"):
        "llvm-sr-tparam-args: LLVM does not record T_<int>, the ABI's unresolved-type",
}


def _row_ids() -> list[str]:
    return [row[0][:40] for row in PEERS]


def test_the_peers_print_the_table() -> None:
    names = [row[0] for row in PEERS]
    for (name, llvm, gnu, _, _), theirs_llvm, theirs_gnu in zip(
            PEERS, printed(LLVM, names), printed(GNU, names)):
        assert theirs_llvm == (name if llvm is None else llvm), name
        assert theirs_gnu == gnu, name


@pytest.mark.parametrize("row", PEERS, ids=_row_ids())
def test_read_printed_and_mangled_back(row: tuple[str, "str | None", str, str, bool]) -> None:
    name, llvm, gnu, numbering, both = row
    sym = demangle(name)
    assert sym.numbering == numbering
    assert (sym.gxx is not None) == both
    if llvm is not None:
        assert sym.format("llvm") == llvm
    assert sym.format("gnu") == gnu
    for style in ("llvm", "gnu"):  # the styles print the peers' misreadings, the model's apart
        # (read both ways: the gnu style prints g++'s reading, the model is the ABI's)
        misread = (style, name) in MISREADS or (style == "gnu" and both and gnu != sym.format(
            "gnu", exact=True))
        assert (style in sym.to_json()["peer_misread"]) == misread, (style, name)
        if misread:
            assert sym.format(style, exact=True) != sym.format(style)
    assert mangle(sym.entity, dialect=sym.dialect) == name
    if sym.gxx is not None:  # g++'s reading mangles back too, with its numbering
        assert mangle(sym.gxx.entity, dialect=sym.gxx.dialect) == name


def test_a_template_template_parameters_arguments_make_one_candidate() -> None:
    # Both compilers write one name for h1<B>(B<int>, B<int>); S3_ is B<int> (T_<int>),
    # recorded after T_ (S2_) and its arguments; written back so.
    name = "_Z2h1I1BE3ArrIXsrT_IiE1bEES3_S3_"
    sym = demangle(name)
    assert sym.format("cxx") == "Arr<B<int>::b> h1<B>(B<int>, B<int>)"
    assert mangle(sym.entity, dialect=sym.dialect) == name
    # g++'s reading of sr is the same here: one numbering
    assert demangle(name, mode=ReadingMode(sr_types=1)).format("cxx") == sym.format("cxx")
    srn = demangle("_Z2h2I1BE3ArrIXsrNT_IiE1XIlEE1cEES3_S3_")
    assert srn.gxx is None and srn.numbering == "abi"  # S3_ comes before the numberings part
    assert srn.format("cxx").endswith("h2<B>(B<int>, B<int>)")
    # llvm-cxxfilt-19 records T_ alone (llvm-sr-tparam-args): the llvm style prints its text
    assert srn.format("llvm").endswith("h2<B>(Arr<B<int>::X<long>::c>, Arr<B<int>::X<long>::c>)")


def test_a_substituted_template_parameter_with_arguments_makes_no_candidate() -> None:
    # srNSD_IT0_Lin1EEE5value (Eigen, g++): SD_ is a T_ candidate to the ABI, and a
    # substitution with arguments is no unresolved-type of its own: no candidate, so
    # the ABI's reading prints as LLVM's (and mangles back); the gnu style prints g++'s.
    name = ("_ZN5Eigen9DenseBaseINS_3RefINS_6MatrixIdLin1ELin1ELi0ELin1ELin1EEELi0ENS_11Outer"
            "StrideILin1EEEEEE17bottomRightCornerINS_8internal19VariableAndFixedIntILin1EEESB_EE"
            "NS7_13FixedBlockXprIXsrNS9_15get_fixed_valueIT_Lin1EEE5valueEXsrNSD_IT0_Lin1EEE5"
            "valueEE4TypeESE_SG_")
    sym = demangle(name)
    assert sym.numbering == "abi" and sym.gxx is not None
    assert sym.format("llvm") == printed(LLVM, [name])[0]
    assert sym.format("gnu") == printed(GNU, [name])[0]
    assert mangle(sym.entity, dialect=sym.dialect) == name


def test_a_deviation_prints_what_the_other_compiler_writes_for_the_source() -> None:
    # clang's and g++'s f5 are one function: c++filt prints g++'s right and clang's
    # wrong; the gnu style prints each as c++filt does, the exact reading g++'s.
    clang, gxx = ("_Z2f5I1QE3ArrIXsrNT_4typeE5valueEES2_NS2_4typeES3_",
                  "_Z2f5I1QE3ArrIXsrNT_4typeE5valueEES2_S3_S4_")
    theirs = printed(GNU, [clang, gxx])
    assert theirs[0] != theirs[1]
    assert [demangle(clang).format("gnu"), demangle(gxx).format("gnu")] == theirs
    assert demangle(clang).format("gnu", exact=True) == theirs[1]
    assert demangle(clang).format("llvm") == printed(LLVM, [clang])[0]


def test_the_json_and_the_model_are_the_abis_reading() -> None:
    sym = demangle("_Z2f4I1QE3ArrIXsrNT_4typeE5valueEES2_S3_")
    data = sym.to_json()
    assert data["llvm"] == sym.format("llvm") == "Arr<Q::type::value> f4<Q>(Q, Arr<Q::type::value>)"
    assert data["demangled"] == sym.format("opencl")
    assert "Q::type)" in sym.format("gnu") and "Q::type)" not in sym.format("opencl")
    assert sym.gxx is not None and sym.gxx.format("llvm").endswith("(Q, Q::type)")


def _unresolved(value: object, found: list[UnresolvedName], depth: int = 0) -> None:
    """Every UnresolvedName inside a model (a small walk for small names)."""
    assert depth < 60
    if type(value) is UnresolvedName:
        found.append(value)
    if isinstance(value, (tuple, list)):
        for v in value:
            _unresolved(v, found, depth + 1)
    elif hasattr(value, "__dataclass_fields__"):
        for field in value.__dataclass_fields__:  # type: ignore[union-attr]
            _unresolved(getattr(value, field), found, depth + 1)


def test_the_model_carries_the_numbering() -> None:
    # The same function from both compilers prints alike; g++'s model has a class type
    # as its sr scope (written out, prefixes candidates), clang's qualifier levels.
    gxx, clang = demangle("_Z2f2IiEDTplsrN1W1XIT_EE1yLi1EES2_"), \
        demangle("_Z2f2IiEDTplsr1W1XIT_EE1yLi1EES0_")
    assert (gxx.numbering, clang.numbering) == ("g++", "abi")
    for style in ("llvm", "gnu", "opencl"):
        assert gxx.format(style) == clang.format(style)
    mine: list[UnresolvedName] = []
    theirs: list[UnresolvedName] = []
    _unresolved(gxx.entity, mine)
    _unresolved(clang.entity, theirs)
    assert [u.form for u in mine] == ["sr"] and type(mine[0].scope) is NamedType
    assert type(mine[0].scope.name) is NestedName  # type: ignore[union-attr]
    assert [u.form for u in theirs] == ["sr"] and theirs[0].scope is None and theirs[0].levels
    assert mangle(gxx.entity, dialect=gxx.dialect) == "_Z2f2IiEDTplsrN1W1XIT_EE1yLi1EES2_"
    assert mangle(clang.entity, dialect=clang.dialect) == "_Z2f2IiEDTplsr1W1XIT_EE1yLi1EES0_"


def test_only_an_sr_scope_is_written_out_as_a_class_type() -> None:
    from spirmangle import MangleError
    from spirmangle.model import DestructorExpr

    scope = NamedType(NestedName((SourceName("W"), TemplateName(SourceName("X"),
                                                                (TemplateParam(0),)))))

    def f(u: UnresolvedName) -> Function:
        return Function(TemplateName(SourceName("f"), (Builtin("int"),)), (TemplateParam(0),),
                        Decltype(u, False))

    entity = f(UnresolvedName(SourceName("y"), "sr", scope))
    name = mangle(entity, dialect="itanium")
    assert name.startswith("_Z1fIiEDTsrN1W1XIT_EE1yE")  # T_ is S2_ after W and W::X
    assert demangle(name).numbering == "g++" and demangle(name).entity == entity
    for u in (UnresolvedName(SourceName("y"), "srN", scope),  # the ABI's srN has levels
              UnresolvedName(DestructorExpr(scope), "sr", TemplateParam(0))):
        with pytest.raises(MangleError):
            mangle(f(u), dialect="itanium")


def test_a_name_neither_numbering_reads_is_rejected_with_the_abis_error() -> None:
    name = "_Z2f2IiEDTplsrN1W1XIT_EE1yLi1EES9_"  # S9_: past g++'s candidates too
    with pytest.raises(DemangleError):
        demangle(name)
    with pytest.raises(DemangleError) as abi:
        demangle("_Z2f4I1QE3ArrIXsrNT_4typeE5valueEES2_S9_")
    assert "S9_" in abi.value.reason


@pytest.mark.parametrize("prefix,sr", [("srN1A", 1), ("sr", 2)])
def test_deep_scopes_are_rejected_cleanly(prefix: str, sr: int) -> None:
    depth = 5000
    name = ("_Z1fIiEDT" + prefix + "1BI" * depth + "T_" + "E" * depth
            + ("E" if sr == 1 else "") + "1yEv")
    with pytest.raises(DemangleError):
        demangle(name)
    with pytest.raises(DemangleError) as deep:  # g++'s reading itself
        demangle(name, mode=ReadingMode(sr_types=sr))
    assert "deeper" in deep.value.reason


def test_modes_follow_cxxfilts_order() -> None:
    assert modes("_Z1fIiEDTsrNT_1AE1yEv") == [1]
    assert modes("_Z1fIiEDTsr1AIT_E1yEv") == [2]
    assert modes("_Z1fIiEDTplsrNT_1AE1ysr1AIT_E1yEv") == [1, 2]
    assert modes("_Z1fIiEvT_") == []


def test_the_reading_mode_is_an_argument_not_a_switch() -> None:
    # The mode is passed down (spirmangle.demangler.reading_mode): it changes how the
    # lexer reads sr where it is given, and nothing else, in this thread or another.
    gxx = "_Z2g1IiE3ArrIXsr1AIT_E1bEES2_S3_"  # read by g++'s second try (sr <digit>)
    clang = "_Z2g1IiE3ArrIXsr1AIT_EE1bEES1_1AIS1_E"
    assert "SR_TYPE" not in tokenize(gxx)[0]
    assert "SR_TYPE" in tokenize(gxx, mode=ReadingMode(sr_types=2))[0]
    expected = demangle(clang).format("llvm")
    assert demangle(gxx).numbering == "g++"
    assert demangle(clang).format("llvm") == expected  # (nothing stays switched)
    seen: list[str] = []

    def under_gxx() -> None:
        for _ in range(50):
            demangle(gxx, mode=ReadingMode(2, True))

    worker = threading.Thread(target=under_gxx)
    worker.start()
    for _ in range(50):
        seen.append(demangle(clang).format("llvm"))
    worker.join()
    assert set(seen) == {expected}
    assert tokenize(gxx)[0] == tokenize(gxx, mode=ABI_READING)[0]


def _gxx_corpus_rows() -> list[str]:
    rows = []
    for line in MISREADS_TSV.read_text(encoding="ascii").splitlines():
        if line and not line.startswith("#"):
            style, reason, name = line.split("\t")
            if reason == "llvm-gxx-sr-scope":
                rows.append(name)
    return rows


def test_corpus_names_only_gxx_reads_are_gxx_and_cxxfilts() -> None:
    names = _gxx_corpus_rows()
    assert names
    for name, theirs, llvm in zip(names, printed(GNU, names), printed(LLVM, names)):
        sym = demangle(name)
        assert sym.numbering == "g++" and sym.gxx is None, name
        assert sym.format("gnu") == theirs, name
        # llvm-cxxfilt-19 reads the ABI's numbering, which does not mangle back
        assert sym.format("llvm") == llvm != sym.format("llvm", exact=True), name
        # the ABI's reading parses, and does not mangle back
        abi = demangle(name, mode=ReadingMode(0, True))
        assert mangle(abi.entity, dialect=abi.dialect) != name


def _compile(compiler: str, tmp: Path) -> list[str]:
    obj = tmp / (compiler.replace("+", "x") + ".o")
    subprocess.run([compiler, "-std=c++17", "-c", str(SOURCE), "-o", str(obj)], check=True,
                   capture_output=True)
    out = subprocess.run(["nm", str(obj)], check=True, capture_output=True, text=True).stdout
    return sorted({line.split()[-1] for line in out.splitlines()
                   if line.split() and line.split()[-1].startswith("_Z2")})


@pytest.mark.skipif(not (shutil.which("g++") and shutil.which("clang++-19") and shutil.which("nm")),
                    reason="g++, clang++-19 or nm not installed")
def test_names_compiled_now_print_as_the_peers_and_alike(tmp_path: Path) -> None:
    gxx, clang = _compile("g++", tmp_path), _compile("clang++-19", tmp_path)
    assert len(gxx) == len(clang) == 10
    texts: dict[str, dict[str, set[str]]] = {}
    for names in (gxx, clang):
        for name, llvm, gnu in zip(names, printed(LLVM, names), printed(GNU, names)):
            sym = demangle(name)
            assert mangle(sym.entity, dialect=sym.dialect) == name
            if llvm != name:
                assert sym.format("llvm") == llvm, name
            assert sym.format("gnu") == gnu, name
            for style in ("llvm", "gnu"):
                texts.setdefault(style, {}).setdefault(sym.base_name, set()).add(sym.format(style))
    # One function, one text whichever compiler wrote it: in the gnu style (g++'s
    # reading where both read) but for f1's -1, which clang writes ngLi1E, -(1) to
    # c++filt, and clang's f5, which c++filt misreads (gnu-gxx-sr-scope); in the llvm
    # style but for g++'s f4, read both ways (the ABI's reading, as LLVM's).
    assert {base for base, found in texts["gnu"].items() if len(found) > 1} == {"f1", "f5"}
    assert {base for base, found in texts["llvm"].items() if len(found) > 1} == {"f4"}


# Random g++ scopes: a nested-name type (its first part a source name, a template or
# T_) as the scope of sr <type> y in f<int>'s decltype return type, then parameters
# that name its prefixes (the mangler writes them as substitutions of g++'s candidates).
_ARGS = st.lists(st.sampled_from([TemplateParam(0), Builtin("int")]), max_size=2)
_PARTS = st.tuples(st.sampled_from(["A", "B", "C"]), _ARGS).map(
    lambda t: TemplateName(SourceName(t[0]), tuple(t[1])) if t[1] else SourceName(t[0]))
_SCOPES = st.tuples(st.one_of(_PARTS, st.just(TemplateParam(0))), st.lists(_PARTS, min_size=1,
                                                                          max_size=3))


def _gxx_function(scope: tuple[object, list[object]], picks: list[int]) -> Function:
    parts = (scope[0], *scope[1])
    prefixes = [NamedType(NestedName(parts[:k])) if k > 1 else parts[0] for k in range(1, len(parts) + 1)]
    prefixes = [p if type(p) in (NamedType, TemplateParam) else NamedType(p) for p in prefixes]
    params = tuple(prefixes[i % len(prefixes)] for i in picks) or (TemplateParam(0),)
    expr = UnresolvedName(SourceName("y"), "sr", prefixes[-1])
    return Function(TemplateName(SourceName("f"), (Builtin("int"),)), params, Decltype(expr, False))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(_SCOPES, st.lists(st.integers(0, 3), max_size=3)), min_size=20,
                max_size=20))
def test_random_gxx_scopes_read_back_and_print_as_cxxfilt(
        cases: list[tuple[tuple[object, list[object]], list[int]]]) -> None:
    names = []
    for scope, picks in cases:
        entity = _gxx_function(scope, picks)
        name = mangle(entity, dialect="itanium")
        sym = demangle(name)
        gxx = sym if sym.numbering == "g++" else sym.gxx
        if gxx is None:  # no later reference past the scope: one reading, the ABI's model
            assert sym.format("gnu") and mangle(sym.entity, dialect=sym.dialect) == name
        else:
            assert gxx.entity == entity, name
        names.append(name)
    for name, theirs in zip(names, printed(GNU, names)):
        assert demangle(name).format("gnu") == theirs, name


# Random template template parameters with arguments as the scope (sr T_ <args> y):
# T_<args> is a candidate, so parameters that repeat it are S<n>_ of it.
_TT_ARGS = st.lists(st.sampled_from([Builtin("int"), Builtin("char"), TemplateParam(1)]),
                    min_size=1, max_size=3)


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(_TT_ARGS, st.lists(st.booleans(), max_size=3)), min_size=20,
                max_size=20))
def test_random_template_template_scopes_read_back_and_print_as_cxxfilt(
        cases: list[tuple[list[object], list[bool]]]) -> None:
    names = []
    for args, picks in cases:
        scope = NamedType(TemplateName(TemplateParamName(TemplateParam(0)), tuple(args)))
        params = tuple(scope if pick else TemplateParam(1) for pick in picks) or (scope,)
        entity = Function(TemplateName(SourceName("h"), (NamedType(SourceName("B")), Builtin("long"))),
                          params, Decltype(UnresolvedName(SourceName("b"), "sr", scope), False))
        name = mangle(entity, dialect="itanium")
        assert "srT_I" in name
        sym = demangle(name)
        assert (sym.numbering, sym.gxx) == ("abi", None) and sym.entity == entity, name
        names.append(name)
    for name, theirs in zip(names, printed(GNU, names)):
        assert demangle(name).format("gnu") == theirs, name


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))


def test_explain_shows_both_numberings_demangles_first() -> None:
    from spirmangle.explain.core import explain
    from spirmangle.explain.format import to_json, to_text

    both = explain("_Z2f4I1QE3ArrIXsrNT_4typeE5valueEES2_S3_", style="llvm")
    assert [r.numbering for r in both.readings] == ["abi", "g++"]
    abi, gxx = both.readings
    assert abi.demangled == demangle("_Z2f4I1QE3ArrIXsrNT_4typeE5valueEES2_S3_").format("llvm")
    assert [c.text for c in abi.candidates][3:] == ["Q", "Arr<Q::type::value>"]
    assert [c.text for c in gxx.candidates][3:] == ["Q", "Q::type", "Arr<Q::type::value>"]
    assert "(g++ numbering)" in to_text(both)
    only = explain("_Z2f2IiEDTplsrN1W1XIT_EE1yLi1EES2_")
    assert [r.numbering for r in only.readings] == ["g++", "abi"]
    assert only.readings[0].error is None and only.readings[1].error is not None
    assert [r["numbering"] for r in to_json(only)["readings"]] == ["g++", "abi"]
    plain = explain("_Z2f4I1QE3ArrIXsrNT_4typeE5valueEES2_NS2_4typeE")
    assert [r.numbering for r in plain.readings] == [""]
