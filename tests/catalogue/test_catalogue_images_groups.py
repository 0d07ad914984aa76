"""The images, groups and enqueue catalogue families: overloads spelled out (the corpus comparison is
in test_catalogue_families.py)."""

import pytest

import corpus

pytestmark = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())


def _mangled(family, target, cl_std, cl_ext="", dialect="clang"):
    from spirmangle.catalogue import family_decls
    from spirmangle.catalogue.core import expand
    from spirmangle.config import get_target, language

    return {o.mangled: o for o in expand(family_decls(family), get_target(target),
                                         language(cl_std, cl_ext), dialect)}


def test_image_access_is_mangled_only_in_clang():
    clang = _mangled("images", "spir64", "CL2.0")
    spir = _mangled("images", "spir64", "CL2.0", dialect="spir")
    assert "_Z15get_image_width14ocl_image2d_rw" in clang
    assert "_Z15get_image_width11ocl_image2d" in spir
    assert not any("_rw" in m or "_ro" in m or "_wo" in m for m in spir)


def test_read_write_images_and_3d_writes_follow_their_requirements():
    cl12 = _mangled("images", "spir", "CL1.2")
    assert not any("_rw" in m for m in cl12)
    assert "_Z12write_imagef14ocl_image3d_woDv4_iDv4_f" in cl12
    no_3d = _mangled("images", "spir", "CL1.2", "-cl_khr_3d_image_writes")
    assert "_Z12write_imagef14ocl_image3d_woDv4_iDv4_f" not in no_3d
    assert "_Z15get_image_depth14ocl_image3d_ro" in no_3d


def test_sub_group_guard_is_the_extension_then_the_feature():
    cl20 = _mangled("groups", "spir", "CL2.0")["_Z18get_sub_group_sizev"]
    cl30 = _mangled("groups", "spir64", "CL3.0")["_Z18get_sub_group_sizev"]
    assert cl20.extensions == ("cl_khr_subgroups",)
    assert cl30.extensions == ("__opencl_c_subgroups",)
    assert "_Z18get_sub_group_sizev" not in _mangled("groups", "spir64", "CL3.0",
                                                     "-__opencl_c_subgroups")


def test_ndrange_arrays_point_to_private_memory():
    names = _mangled("enqueue", "spir64", "CL3.0")
    assert "_Z10ndrange_2DPKmS0_S0_" in names
    assert not _mangled("enqueue", "spir64", "CL3.0", "-__opencl_c_device_enqueue,"
                                                      "-__opencl_c_pipes")
