"""The math family (math, integer max/min/clamp, common, geometric, relational)
against the clang 19 corpus, and a few overloads spelled out."""

from __future__ import annotations

import pytest

import catalogue_check
import corpus
from spirmangle.catalogue import family_decls
from spirmangle.catalogue.core import expand
from spirmangle.config import get_target, language

needs_corpus = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())

FLOAT_WORDS = ("float", "double", "half")


def _integer_dot(row: corpus.Row) -> bool:
    """The integer ``dot`` (cl_khr_integer_dot_product) belongs to the vendor family."""
    return row.name == "dot" and not any(w in row.signature for w in FLOAT_WORDS)


@pytest.fixture(scope="module")
def comparison():
    return catalogue_check.compare(["math"])


@needs_corpus
@pytest.mark.parametrize("config", list(corpus.CONFIGS))
def test_no_extra_no_missing(comparison, config):
    extra, missing, _ = comparison[config]
    assert extra == []
    assert [r.mangled for r in missing if not _integer_dot(r)] == []


def _overloads(target: str, cl_std: str, cl_ext: str = ""):
    return {o.mangled: o for o in expand(family_decls("math"), get_target(target),
                                         language(cl_std, cl_ext))}


def test_pointer_overloads_per_address_space():
    cl12 = _overloads("spir", "CL1.2")
    # __private pointee: unspelled, yet a substitution candidate of its own (S_)
    assert "_Z5fractDv4_fPS_" in cl12
    assert "_Z5fractDv4_fPU3AS1S_" in cl12
    assert "_Z6remquoDv2_fS_PU3AS3Dv2_i" in cl12
    assert "_Z5fractDv4_fPU3AS4S_" not in cl12
    cl20 = _overloads("spir64", "CL2.0")
    assert "_Z5fractDv4_fPU3AS4S_" in cl20
    assert "_Z5fractDv4_fPU3AS1S_" not in cl20
    nogeneric = _overloads("spir64", "CL3.0", "-__opencl_c_generic_address_space")
    assert {"_Z6sincosdPd", "_Z6sincosdPU3AS1d", "_Z6sincosdPU3AS3d"} <= set(nogeneric)


def test_scalar_argument_variants_and_integer_overloads():
    found = _overloads("spir64", "CL3.0")
    assert found["_Z4fmaxDv4_ff"].prototype == "float4 fmax(float4 x, float y)"
    assert "_Z5ldexpDv3_di" in found
    assert "_Z4stepDhDv8_Dh" in found
    assert "_Z3nanDv16_t" in found
    assert "_Z5clampDv2_mmm" in found
    assert found["_Z3maxcc"].section == "6.15.3"
    assert found["_Z3maxff"].section == "6.15.4"
    assert found["_Z6selectDv4_fS_Dv4_j"].prototype == "float4 select(float4 a, float4 b, uint4 c)"
    assert found["_Z7isequalDv2_dS_"].prototype == "long2 isequal(double2 x, double2 y)"


def test_extensions_and_attributes():
    found = _overloads("spir64", "CL3.0")
    assert found["_Z3sinDh"].extensions == ("cl_khr_fp16",)
    assert found["_Z3sind"].extensions == ("cl_khr_fp64",)
    assert found["_Z3sinf"].attributes == ("const",)
    assert found["_Z5fractfPU3AS4f"].attributes == ()
    no_fp64 = _overloads("spir64", "CL3.0", "-cl_khr_fp64")
    assert "_Z3sind" not in no_fp64 and "_Z3sinf" in no_fp64
    assert not any(o.name.startswith(("half_", "native_")) and "float" not in o.prototype
                   for o in found.values())
