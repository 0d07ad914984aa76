"""``spirmangle explain``: components with byte spans, the substitution table as built
(phantom candidates included), references, and both readings where dialects differ."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from spirmangle.cli.main import main
from spirmangle.explain.core import Part, explain
from spirmangle.explain.format import SCHEMA, to_json, to_text
from spirmangle.errors import DemangleError
from spirmangle.demangler.symbol import demangle

from peers import LLVM, printed

ROOT = Path(__file__).resolve().parent.parent.parent


def table(reading):
    return [(c.seq_id, c.text, c.start, c.end, c.phantom) for c in reading.candidates]


def refs(reading):
    return [(r.kind, r.start, r.end, r.target, r.candidate) for r in reading.references]


def walk(parts):
    stack = list(parts)
    while stack:
        p = stack.pop()
        yield p
        stack.extend(p.children)


def test_opencl_name_spans_and_table():
    e = explain("_Z5fractDv4_fPU3AS1S_")
    assert not e.differ and e.note == ""
    (r,) = e.readings
    assert r.dialect == "clang" and r.demangled == "fract(float4, __global float4 *)"
    assert table(r) == [("S_", "float4", 8, 13, False),
                        ("S0_", "__global float4", 14, 21, False),
                        ("S1_", "__global float4 *", 13, 21, False)]
    assert refs(r) == [("substitution", 19, 21, "float4", "S_")]
    prefix, function = r.components
    assert (prefix.rule, prefix.start, prefix.end) == ("prefix", 0, 2)
    assert (function.rule, function.start, function.end) == ("function", 2, 21)
    source, params = function.children
    assert (source.token, source.start, source.end, source.value) == ("SOURCE", 2, 8, "fract")
    vector, pointer = params.children
    assert (vector.rule, vector.start, vector.end, vector.value, vector.candidates) == (
        "vector", 8, 13, "float4", ["S_"])
    assert (pointer.start, pointer.end, pointer.candidates) == (13, 21, ["S1_"])


def test_clang_phantoms_shift_the_seq_ids_of_the_itanium_reading():
    e = explain("_Z3fooPiS_")
    assert e.differ
    itanium, clang = e.readings  # auto reads it as plain C++ first
    assert itanium.dialect == "itanium" and itanium.demangled == "foo(int *, int *)"
    assert table(itanium) == [("S_", "int *", 6, 8, False)]
    assert refs(itanium) == [("substitution", 8, 10, "int *", "S_")]
    assert clang.dialect == "clang" and clang.demangled == "foo(__private int *, __private int)"
    # The phantom __private int is S_, spelled by no bytes: it has the pointee's span.
    assert table(clang) == [("S_", "__private int", 7, 8, True),
                            ("S0_", "__private int *", 6, 8, False)]
    assert refs(clang) == [("substitution", 8, 10, "__private int", "S_")]
    text = to_text(e)
    assert "itanium and clang read this name differently" in text
    assert "S_    int *    __private int (phantom)" in text
    assert "== itanium reading ==" in text and "== clang reading ==" in text


def test_dialect_option_chooses_the_first_reading():
    e = explain("_Z3fooPiS_", dialect="clang")
    assert [r.dialect for r in e.readings] == ["clang", "itanium"]


def test_same_reading_with_other_numbering_is_a_note():
    e = explain("_Z1fPi")
    assert not e.differ
    assert e.note == ("itanium numbers the candidates differently (1 phantom __private "
                      "candidate), but every reference resolves alike")
    assert len(explain("_Z1fPi", compare=True).readings) == 2


def test_spir_text_pipe():
    e = explain("_Z9read_pipePU3AS18ocl_pipePU3AS4vjj")
    spir, clang = e.readings
    assert spir.dialect == "spir"
    assert spir.demangled == "read_pipe(pipe void, __generic void *, uint, uint)"
    assert clang.demangled == "read_pipe(__global pipe void *, __generic void *, uint, uint)"
    assert table(spir) == [("S_", "pipe void", 18, 27, False),
                           ("S0_", "__global pipe void", 13, 27, False),
                           ("S1_", "__global pipe void *", 12, 27, False),
                           ("S2_", "__generic void", 28, 34, False),
                           ("S3_", "__generic void *", 27, 34, False)]
    pipe = next(p for p in walk(spir.components) if (p.start, p.end) == (12, 27))
    assert "spelling of a pipe parameter" in pipe.value


def test_cxx_template_parameters_and_phantoms():
    # template <class T> void tmin(T *, T *), T = float *: C++ for OpenCL (clang) only.
    # The pointee T_ is dependent: clang gives it no address space, so no phantom
    # (clang-19 names tmin<float *>(&pf, &pf) so without the generic address space,
    # tests/demangler/test_opencl_cxx.py).
    e = explain("_Z4tminIPfEvPT_S3_")
    clang, itanium = e.readings
    assert clang.dialect == "clang" and clang.error is None
    assert table(clang) == [("S_", "tmin", 2, 7, False),
                            ("S0_", "__private float", 9, 10, True),
                            ("S1_", "__private float *", 8, 10, False),
                            ("S2_", "__private float *", 13, 15, False),
                            ("S3_", "__private float **", 12, 15, False)]
    assert refs(clang) == [("template_parameter", 13, 15, "__private float *", ""),
                           ("substitution", 15, 18, "__private float **", "S3_")]
    assert itanium.error == (15, "substitution S3_ refers to candidate #5 but only 4 exist")
    assert [c.seq_id for c in itanium.candidates] == ["S_", "S0_", "S1_", "S2_"]
    text = to_text(e)
    assert "error at byte 15" in text and "\n                 ^\n" in text


def test_cxx_itanium_name_in_llvm_style():
    e = explain("_Z4tminIPfEvPT_S2_", style="llvm")
    itanium = e.readings[0]
    assert itanium.dialect == "itanium"
    assert itanium.demangled == "void tmin<float*>(float**, float**)"
    assert table(itanium) == [("S_", "tmin", 2, 7, False), ("S0_", "float*", 8, 10, False),
                              ("S1_", "float*", 13, 15, False), ("S2_", "float**", 12, 15, False)]
    assert refs(itanium) == [("template_parameter", 13, 15, "float*", ""),
                             ("substitution", 15, 18, "float**", "S2_")]


def test_nested_name_prefixes_have_their_own_spans():
    r = explain("_ZNSt6vectorIiSaIiEE9push_backERKi").readings[0]
    name = "_ZNSt6vectorIiSaIiEE9push_backERKi"
    assert [(c.seq_id, name[c.start:c.end], c.text) for c in r.candidates] == [
        ("S_", "St6vector", "std::vector"),
        ("S0_", "SaIiE", "std::allocator<int>"),
        ("S1_", "St6vectorIiSaIiEE", "std::vector<int, std::allocator<int>>"),
        ("S2_", "Ki", "const int"),
        ("S3_", "RKi", "const int &")]


def test_wrapped_and_cloned_names():
    e = explain("_Z1fv.cold")
    assert e.mangled == "_Z1fv" and e.clone_suffix == ".cold"
    r = explain("___Z1fv_block_invoke_2").readings[0]
    assert r.error is None and r.components[0].rule == "block_prefix"
    assert [(p.rule, p.start, p.end) for p in r.components][-1] == ("block_invoke", 7, 22)
    r = explain("_ZGRN2sp9rref_tempE_").readings[0]
    assert r.demangled == "reference temporary for sp::rref_temp"
    assert (r.components[-1].rule, r.components[-1].start) == ("reference_temporary", 19)


def test_bad_names_keep_the_parts_read_so_far():
    r = explain("_Z1fS_").readings[0]
    assert r.error == (4, "substitution S_ refers to candidate #1 but only 0 exist")
    assert [(p.rule or p.token, p.start, p.end) for p in r.components] == [
        ("prefix", 0, 2), ("SOURCE", 2, 4)]


def _check_json_part(name: str, part: dict) -> None:
    assert set(part) == {"rule", "token", "start", "end", "mangled", "value", "candidates",
                         "children"}
    assert part["mangled"] == name[part["start"]:part["end"]]
    position = part["start"]
    for child in part["children"]:
        assert child["start"] == position  # children cut their parent without gaps
        position = child["end"]
        _check_json_part(name, child)
    assert not part["children"] or position == part["end"]


def test_json_schema():
    for name in ("_Z3fooPiS_", "_Z4tminIPfEvPT_S3_", "_ZN2ns3FooIiE3barERKS1_"):
        data = json.loads(json.dumps(to_json(explain(name))))
        assert data["schema"] == SCHEMA == "spirmangle-explain/1"
        assert set(data) == {"schema", "mangled", "clone_suffix", "style", "differ", "note",
                             "readings"}
        for reading in data["readings"]:
            assert set(reading) == {"dialect", "demangled", "error", "components", "candidates",
                                    "references"}
            position = 0
            for part in reading["components"]:
                assert part["start"] == position
                position = part["end"]
                _check_json_part(name, part)
            assert position == len(name) or reading["error"]
            for c in reading["candidates"]:
                assert set(c) == {"seq_id", "index", "text", "start", "end", "mangled",
                                  "phantom", "note"}
                assert c["mangled"] == name[c["start"]:c["end"]]
            for r in reading["references"]:
                assert set(r) == {"kind", "text", "start", "end", "index", "target", "candidate"}
                assert r["text"] == name[r["start"]:r["end"]]


def test_cli_explain(capsys):
    assert main(["explain", "_Z5fractDv4_fPU3AS1S_"]) == 0
    out = capsys.readouterr().out
    assert "[8,13)        Dv4_f            vector: float4  = S_" in out
    assert main(["explain", "--json", "_Z1fPi", "_Z3fooPiS_"]) == 0
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert not first["differ"] and second["differ"]
    assert main(["explain", "_Z1fS_"]) == 1
    assert "^" in capsys.readouterr().out


def test_readings_agree_with_demangle_on_real_names():
    sample = (ROOT / "bench" / "data" / "cxx_corpus_sample.txt").read_text().split()
    rng = random.Random(3)
    names = rng.sample(sample, 150) + ["_Z5fractDv4_fPU3AS1S_", "_Z8to_localPU3AS4v"]
    for name in names:
        e = explain(name)
        r = e.readings[0]
        try:
            symbol = demangle(name)
        except DemangleError:
            assert r.error is not None, name
            continue
        assert r.dialect == symbol.dialect, name
        assert r.demangled == demangle(e.mangled, r.dialect).format("opencl"), name
        for c in r.candidates:
            assert 0 <= c.start <= c.end <= len(name)
        for ref in r.references:
            if ref.kind == "substitution":
                assert ref.candidate in [c.seq_id for c in r.candidates]


def test_llvm_style_readings_match_llvm_cxxfilt():
    names = ["_Z4tminIPfEvPT_S2_", "_ZNSt6vectorIiSaIiEE9push_backERKi", "_ZN2ns3FooIiE3barERKS1_"]
    expected = printed(LLVM, names)
    assert [explain(n, "itanium", "llvm").readings[0].demangled for n in names] == expected


def test_explain_stays_off_the_hot_path():
    code = "import spirmangle, sys; spirmangle.demangle('_Z1fi'); print('spirmangle.explain.core' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True)
    assert result.stdout.strip() == "False"


def test_mypy_strict_on_explain_modules():
    pytest.importorskip("mypy")
    paths = ["spirmangle/explain/core.py", "spirmangle/explain/format.py",
             "spirmangle/explain/wrapped.py", "spirmangle/cli/explain.py",
             "spirmangle/cli/mangle.py", "spirmangle/catalogue/where.py",
             "spirmangle/catalogue/lookup_json.py"]
    result = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
                             "--cache-dir", os.devnull, *paths], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_part_is_a_plain_dataclass():
    p = Part("x", 0, 1)
    assert p.children == [] and p.candidates == []


def test_readme_examples_are_current(capsys):
    import re
    import shlex

    from docs_pages import text as docs_text

    text = docs_text()
    blocks = re.findall(r"```console\n\$ spirmangle (explain [^\n]*)\n(.*?)```", text, re.S)
    assert len(blocks) >= 3
    for command, shown in blocks:
        main(shlex.split(command))
        out = capsys.readouterr().out
        if shown.endswith("...\n"):
            assert out.startswith(shown[:-4]), command
        else:
            assert out == shown, command


def test_the_command_line_offers_the_dialects_explain_takes():
    from spirmangle.cli import explain as cli_explain
    from spirmangle.explain import core as explain_module

    assert cli_explain.DIALECTS == explain_module.DIALECTS


def test_explain_sees_the_scopes_demangle_sees():
    # Whether a scope opens before a T_ written again is read from the tokens, in
    # explain's parse too (without them it refused what demangle reads).
    name = "_ZTvn8_n16_DC7__cxx111gEIDv0_vET_IJLZNS_F1_EvEEEjPVKRDpT_"
    demangle(name)
    assert explain(name).readings[0].error is None
    zone = explain("_ZN4Zone1fI1AEEvT_IiEPT_").readings[0]  # (a Z in a source name)
    assert zone.error is not None and "another template level" in zone.error[1]


def test_gxx_numbering_readings_keep_clangs_optional_phantoms():
    # A name read with g++'s numbering of an srN scope, under clang's rule with its
    # optional __private phantoms (auto_rule): explain's g++ reading has them too
    # (without them it refused the substitution S5_ that demangle reads).
    for name in ("_ZZNHSaUlvE_12_GLOBAL__N_1IDhiXscS_IXsrNDtcvv_EE1aE7__cxx11EET_ES_EEvS3_E11ocl_sampler_5S5_1E",
                 "_ZSt1aIsDtaadscodtdlsZfpV_srNDtccl1aE3abiIDhDdf14ocl_image2d_rwE6vectorE4syclfpK_fp_EEDhS4_"):
        symbol = demangle(name)
        assert symbol.optional_sites and (symbol.numbering == "g++" or symbol.gxx is not None)
        first = explain(name).readings[0]
        assert first.numbering == symbol.numbering and first.error is None
        assert first.demangled == symbol.format("opencl")


def test_cxxfilts_greedy_discriminator_is_no_sr_numbering():
    # The gnu style's reading of _66Kernel (c++filt's discriminator 66, Symbol.gxx) is no
    # g++ numbering of an srN scope: explain shows the one reading.
    name = "_ZZ1fvEN1S1kE_66Kernel"
    assert demangle(name).gxx is not None
    found = explain(name)
    assert len(found.readings) == 1 and found.readings[0].error is None
    assert found.readings[0].demangled == "f(void)::S::k(Kernel)"


def test_the_json_of_the_deepest_names_encodes() -> None:
    # (bench/fuzz_demangle.py, seed 21: 101 nested N 1a I ... E, within the nesting bound;
    # the JSON's parts nest past the interpreter's default recursion limit)
    import json
    import sys

    from spirmangle.explain.core import explain as explain_name
    from spirmangle.explain.format import to_json, to_json_text
    from spirmangle.limits import headroom

    name = "_Z1fN" + "1aIN" * 100 + "1aIiE" + "EE" * 100 + "E"
    e = explain_name(name)
    assert e.readings[0].error is None
    text = to_json_text(e)
    with headroom():  # (as deep to read back)
        assert json.loads(text)["mangled"] == name
    limit = sys.getrecursionlimit()
    with pytest.raises(RecursionError):  # (why to_json_text takes the headroom)
        json.dumps(to_json(e))
    assert sys.getrecursionlimit() == limit
