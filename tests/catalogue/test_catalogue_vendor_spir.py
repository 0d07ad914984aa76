"""The vendor family against the clang 19 corpus; the spir family against the SPIR 2.0 text."""

from __future__ import annotations

import pytest

import catalogue_check
import corpus
from spirmangle.catalogue import family_decls
from spirmangle.catalogue.core import expand
from spirmangle.config import get_target, language

needs_corpus = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())

FLOAT_WORDS = ("float", "double", "half")


def _float_dot(row: corpus.Row) -> bool:
    """The geometric ``dot`` of the math family shares its name with the integer dot."""
    return row.name == "dot" and any(w in row.signature for w in FLOAT_WORDS)


@needs_corpus
@pytest.mark.parametrize("config", list(corpus.CONFIGS))
def test_vendor_matches_corpus(config: str) -> None:
    extra, missing, _ = catalogue_check.compare(["vendor"], [config])[config]
    assert extra == []
    assert [r.mangled for r in missing if not _float_dot(r)] == []


@needs_corpus
def test_vendor_with_math_covers_every_dot() -> None:
    cl20 = language("CL2.0")
    if not any(o.name == "dot" for o in expand(family_decls("math"), get_target("spir"), cl20)):
        pytest.skip("the math family does not declare dot yet")
    for config, (_, missing, _) in catalogue_check.compare(["math", "vendor"]).items():
        assert [r.mangled for r in missing if r.name == "dot"] == [], config


# ------------------------------------------------------------------ spir


def _spir(target: str = "spir", cl_std: str = "CL2.0", cl_ext: str = "") -> dict[str, str]:
    """mangled -> builtin name of the spir family in the spir dialect."""
    return {o.mangled: o.name for o in expand(family_decls("spir"), get_target(target),
                                              language(cl_std, cl_ext), "spir")}


PIPE_BUILTINS = {
    "read_pipe", "write_pipe", "reserve_read_pipe", "reserve_write_pipe", "commit_read_pipe",
    "commit_write_pipe", "work_group_reserve_read_pipe", "work_group_reserve_write_pipe",
    "work_group_commit_read_pipe", "work_group_commit_write_pipe", "sub_group_reserve_read_pipe",
    "sub_group_reserve_write_pipe", "sub_group_commit_read_pipe", "sub_group_commit_write_pipe",
    "get_pipe_num_packets", "get_pipe_max_packets",
}

SPEC_EXAMPLES = (
    "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj",                      # SPIR 2.0 s2.10.7
    "_Z8to_localPU3AS4v",                                        # s2.10.8
    "_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerFvvE",  # s2.1.3.7 example 2
    "_Z6printfPU3AS2Kcz",                                        # s2.10.5
)


@pytest.mark.parametrize("target", ["spir", "spir64"])
def test_spir_spec_examples(target: str) -> None:
    produced = _spir(target)
    for name in SPEC_EXAMPLES:
        assert name in produced


def test_spir_pipe_builtins_take_size_and_alignment() -> None:
    produced = _spir()
    assert PIPE_BUILTINS <= set(produced.values())
    for mangled, name in produced.items():
        if name in PIPE_BUILTINS:
            prefix = "_Z%d%sPU3AS18ocl_pipe" % (len(name), name)
            assert mangled.startswith(prefix) and mangled.endswith("jj"), mangled
    # The data pointer of read_pipe/write_pipe is a generic void pointer.
    assert "_Z10write_pipePU3AS18ocl_pipe13ocl_reserveidjPU3AS4vjj" in produced


def test_spir_address_space_and_enqueue_forms() -> None:
    produced = set(_spir())
    for space in ("global", "local", "private"):
        name = "to_" + space
        assert "_Z%d%sPU3AS4v" % (len(name), name) in produced
        assert "_Z%d%sPU3AS4Kv" % (len(name), name) in produced
    assert ("_Z14enqueue_kernel9ocl_queuei9ndrange_tjPU3AS4K12ocl_clkeventPU3AS4S1_"
            "U13block_pointerFvPU3AS3vzEjz") in produced
    assert "_Z26get_kernel_work_group_sizeU13block_pointerFvvE" in produced


def test_spir_family_is_spir_dialect_only() -> None:
    decls = family_decls("spir")
    assert all(d.dialects == ("spir",) for d in decls)
    assert list(expand(decls, get_target("spir64"), language("CL3.0"), "clang")) == []


def test_spir_builtins_follow_features() -> None:
    assert set(_spir(cl_std="CL1.2").values()) == {"printf"}
    off = "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"
    assert set(_spir("spir64", "CL3.0", off).values()) == {"printf"}
    assert set(_spir("spir64", "CL3.0").values()) == set(_spir("spir64").values())


def test_vendor_images_in_spir_dialect_have_no_access_suffix() -> None:
    produced = {o.mangled for o in expand(family_decls("vendor"), get_target("spir"),
                                          language("CL2.0"), "spir")}
    assert "_Z26intel_sub_group_block_read11ocl_image2dDv2_i" in produced
    assert not any("ocl_image2d_" in m for m in produced)
