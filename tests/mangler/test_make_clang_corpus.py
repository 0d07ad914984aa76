"""tests/support/make_clang_corpus.py regenerates the clang 19 corpus byte for byte (compared with
../shared when it is there, and always with the committed SHA-256 of the ../shared files),
and tests/support/corpus.py finds a corpus (../shared, else the regenerated one) or says why not."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

import corpus
import make_clang_corpus as maker

SCRIPT = Path(maker.__file__)
DIGESTS = Path(__file__).resolve().parent.parent / "data" / "clang19_corpus.sha256"
TOOLS_MISSING = maker.missing_tools()
needs_tools = pytest.mark.skipif(bool(TOOLS_MISSING),
                                 reason="not installed: %s" % ", ".join(TOOLS_MISSING))

# Rows per configuration of clang 19.1.7's header (MANGLING-FACTS section 8).
ROW_COUNTS = {"CL1.2_spir": 12005, "CL2.0_spir": 12891, "CL2.0_spir64": 12891,
              "CL3.0_spir64": 13467, "CL3.0-nogenericas_spir64": 13933}


def test_help_describes_the_script():
    done = subprocess.run([sys.executable, str(SCRIPT), "--help"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "out_dir" in done.stdout and "--check" in done.stdout and "--config" in done.stdout


@pytest.mark.parametrize("clang_type, corpus_type", [
    ("__private char", "char"),
    ("__private memory_order", "memory_order"),
    ("__global float *__private", "__global float *"),
    ("__private int *__private", "__private int *"),      # an explicit pointee stays
    ("const __constant char *__private", "const __constant char *"),
    ("__private __read_only image2d_t", "__read_only image2d_t"),
    ("sampler_t", "sampler_t"),
])
def test_the_parameter_loses_only_its_own_private(clang_type, corpus_type):
    assert maker._parameter(clang_type) == corpus_type


def test_signature_of_ast_nodes():
    def node(function_type, params, variadic=False):
        inner = [{"kind": "ParmVarDecl", "type": {"qualType": p}} for p in params]
        inner.append({"kind": "OverloadableAttr"})
        found = {"type": {"qualType": function_type}, "inner": inner}
        if variadic:
            found["variadic"] = True
        return found

    assert maker.signature(node("float4 (__private float4, __private float4 *__private)",
                                ["__private float4", "__private float4 *__private"])) \
        == "float4 (float4, __private float4 *)"
    assert maker.signature(node("int (const __constant char *__private, ...)",
                                ["const __constant char *__private"], variadic=True)) \
        == "int (const __constant char *, ...)"
    assert maker.signature({"type": {"qualType": "uint (void)"}}) == "uint (void)"


def test_without_a_corpus_the_reason_names_both_sources(monkeypatch, tmp_path):
    monkeypatch.delenv("SPIRMANGLE_CORPUS", raising=False)
    monkeypatch.setattr(corpus, "SHARED_DIR", tmp_path / "shared" / "conformance" / "clang19")
    monkeypatch.setattr(maker, "missing_tools", lambda: ["clang-19"])
    corpus._resolve.cache_clear()
    try:
        assert not corpus.available()
        reason = corpus.skip_reason()
    finally:
        monkeypatch.undo()
        corpus._resolve.cache_clear()
    assert "shared/conformance/clang19" in reason
    assert "clang-19" in reason and "make_clang_corpus.py" in reason


def test_an_explicit_corpus_directory_must_hold_the_files(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRMANGLE_CORPUS", str(tmp_path))
    corpus._resolve.cache_clear()
    try:
        assert not corpus.available()
        reason = corpus.skip_reason()
    finally:
        monkeypatch.undo()
        corpus._resolve.cache_clear()
    assert str(tmp_path) in reason


@needs_tools
def test_the_regenerated_corpus_has_every_configuration():
    found = corpus.regenerated_dir()
    for config, count in ROW_COUNTS.items():
        lines = (found / (config + ".tsv")).read_text(encoding="utf-8").splitlines()
        assert lines[0] == "mangled\tname\tsignature\tllvm_demangled"
        assert len(lines) - 1 == count, config
        assert lines[1] == "printf\tprintf\tint (const __constant char *, ...)\tprintf"


@needs_tools
def test_names_llvm_cxxfilt_cannot_read_are_read_from_clangs_types():
    # llvm-cxxfilt-19 prints this phantom-candidate name unchanged (MANGLING-FACTS section 4);
    # the reading comes from the same declaration with the __private pointee in AS7.
    name = "_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_"
    text = (corpus.regenerated_dir() / "CL3.0_spir64.tsv").read_text(encoding="utf-8")
    line = next(r for r in text.splitlines() if r.startswith(name + "\t"))
    assert line.split("\t")[1:] == [
        "atomic_compare_exchange_strong_explicit",
        "bool (volatile __global atomic_int *, __private int *, int, memory_order, memory_order)",
        "atomic_compare_exchange_strong_explicit(int _Atomic volatile AS1*, int*, int, "
        "memory_order, memory_order)"]
    assert maker.cxxfilt(maker.CXXFILT, [name]) == [name]


def committed_digests() -> dict[str, str]:
    """SHA-256 of each ../shared/conformance/clang19 file (sha256sum format), committed so
    that a clone without ../shared still checks the regenerated corpus against it."""
    lines = DIGESTS.read_text(encoding="utf-8").splitlines()
    return {name: digest for digest, name in (line.split("  ") for line in lines)}


def test_the_committed_digests_name_every_configuration():
    assert sorted(committed_digests()) == sorted(c + ".tsv" for c in corpus.CONFIGS)


@needs_tools
@pytest.mark.parametrize("config", sorted(corpus.CONFIGS))
def test_the_regenerated_corpus_equals_the_shared_one(config):
    made = (corpus.regenerated_dir() / (config + ".tsv")).read_bytes()
    if corpus._complete(corpus.SHARED_DIR):
        assert made == (corpus.SHARED_DIR / (config + ".tsv")).read_bytes()
    assert hashlib.sha256(made).hexdigest() == committed_digests()[config + ".tsv"]


@needs_tools
def test_the_script_writes_and_checks(tmp_path):
    reference = tmp_path / "reference"
    reference.mkdir()
    made = corpus.regenerated_dir() / "CL1.2_spir.tsv"
    (reference / made.name).write_bytes(made.read_bytes())
    argv = [sys.executable, str(SCRIPT), str(tmp_path / "out"), "--config", "CL1.2_spir",
            "--check", str(reference)]
    done = subprocess.run(argv, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "identical to" in done.stdout
    (reference / made.name).write_bytes(made.read_bytes()[:-1])
    done = subprocess.run(argv, capture_output=True, text=True)
    assert done.returncode == 1 and "CL1.2_spir.tsv" in done.stderr
