"""The integer, conversions and vectors catalogue families: overloads spelled out (the corpus comparison is
in test_catalogue_families.py)."""

import pytest

import corpus
from spirmangle.catalogue import family_decls
from spirmangle.catalogue.core import expand
from spirmangle.config import get_target, language

pytestmark = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())


def _names(family, cl_std="CL3.0", cl_ext=""):
    return {o.mangled: o for o in expand(family_decls(family), get_target("spir64"),
                                         language(cl_std, cl_ext))}


def test_float_destinations_have_no_saturating_conversion():
    names = {o.name for o in _names("conversions").values()}
    assert "convert_int4_sat_rtz" in names
    assert "convert_float4_rtz" in names
    assert not any(n.startswith(("convert_float", "convert_double", "convert_half")) and "_sat" in n
                   for n in names)


def test_conversion_between_double_and_half_needs_both_extensions():
    o = _names("conversions")["_Z16convert_half_rtzd"]
    assert set(o.extensions) == {"cl_khr_fp64", "cl_khr_fp16"}
    assert _names("conversions")["_Z12convert_halff"].extensions == ("cl_khr_fp16",)


def test_vload_from_constant_and_named_spaces_without_generic():
    names = _names("vectors", cl_ext="-__opencl_c_generic_address_space")
    assert {"_Z6vload4mPU3AS2Kf", "_Z6vload4mPU3AS1Kf", "_Z6vload4mPU3AS3Kf",
            "_Z6vload4mPKf"} <= set(names)
    assert "_Z6vload4mPU3AS4Kf" not in names
    # a half pointer alone does not need cl_khr_fp16
    assert names["_Z10vload_halfmPKDh"].extensions == ()


def test_shuffle_mask_is_as_wide_as_the_element():
    names = _names("vectors")
    assert "_Z7shuffleDv2_DhDv8_t" in names
    assert "_Z8shuffle2Dv4_dS_Dv16_m" in names


def test_extended_bit_ops_from_opencl_c_2_0():
    assert not any(o.name.startswith("bit") for o in _names("integer", "CL1.2").values())
    assert "_Z23bitfield_extract_signedhjj" in _names("integer")
