"""Catalogue family: vendor and integer dot product extensions.

* cl_intel_subgroups and cl_intel_subgroups_short: shuffles, broadcast,
  reductions and scans, sub-group block reads and writes on ``image2d_t`` and
  ``__global`` pointers (``_ui``/``_us`` forms);
* cl_intel_device_side_avc_motion_estimation: the ``intel_sub_group_avc_*``
  family over its opaque payload and result types;
* cl_amd_media_ops and cl_amd_media_ops2;
* cl_arm_integer_dot_product_* and cl_khr_integer_dot_product.  Only the
  integer ``dot``/``dot_acc_sat`` overloads live here; the floating-point
  ``dot`` is a geometric function (math family).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..config import LanguageOptions
from .core import FLOATN, INTN, UINTN, ULONGN, Decl, DeclConditions, DeclOptions, rows, vec

# ------------------------------------------------------ cl_intel_subgroups

INTEL = "cl_intel_subgroups"
INTEL_SHORT = "cl_intel_subgroups_short"
CONV = ("convergent",)

# Vectors up to 16 for float/int/uint; long, ulong, half and double are scalar only.
SHUFFLE_TYPES = rows(T=FLOATN + INTN + UINTN + ["long", "ulong", "half", "double"])
SHORT_TYPES = rows(T=vec("short") + vec("ushort"))
BROADCAST_SHORT = rows(T=vec("short", (1, 2, 3, 4, 8)) + vec("ushort", (1, 2, 3, 4, 8)))

# Images in block reads/writes: OpenCL C 2.0 and later (clang's __opencl_c_images);
# read_write images need __opencl_c_read_write_images as well.
IMAGES = ("__opencl_c_images",)


def _image_row_ok(values: Mapping[str, str], lang: LanguageOptions) -> bool:
    return "read_write" not in values.get("IMG", "") or lang.has("__opencl_c_read_write_images")


def _shuffles(types: Sequence[Mapping[str, str]], ext: str) -> list[Decl]:
    common: DeclOptions = {"section": ext, "extensions": (ext,), "attributes": CONV}
    return [
        Decl("T intel_sub_group_shuffle(T x, uint c)", types, **common),
        Decl("T intel_sub_group_shuffle_down(T cur, T next, uint c)", types, **common),
        Decl("T intel_sub_group_shuffle_up(T prev, T cur, uint c)", types, **common),
        Decl("T intel_sub_group_shuffle_xor(T x, uint c)", types, **common),
    ]


def _block_io(suffix: str, elem: str, ext: str, write_images: Sequence[str]) -> list[Decl]:
    """intel_sub_group_block_read<suffix>N / _write<suffix>N for N = 1, 2, 4, 8."""
    on_pointer: DeclOptions = {"section": ext, "extensions": (ext,), "attributes": CONV}
    on_image: DeclOptions = {**on_pointer, "since": "CL2.0", "extensions": (ext,) + IMAGES,
                             "row_when": _image_row_ok}
    read_images = rows(IMG=["read_only image2d_t", "read_write image2d_t"])
    decls = []
    for n in ("", "2", "4", "8"):
        t = elem + n
        read = "intel_sub_group_block_read%s%s" % (suffix, n)
        write = "intel_sub_group_block_write%s%s" % (suffix, n)
        decls += [
            Decl("%s %s(IMG image, int2 coord)" % (t, read), read_images, **on_image),
            Decl("%s %s(const __global %s *p)" % (t, read, elem), **on_pointer),
            Decl("void %s(IMG image, int2 coord, %s data)" % (write, t),
                 rows(IMG=list(write_images)), **on_image),
            Decl("void %s(__global %s *p, %s data)" % (write, elem, t), **on_pointer),
        ]
    return decls


INTEL_SUBGROUPS = (
    _shuffles(SHUFFLE_TYPES, INTEL)
    + _block_io("", "uint", INTEL, ["write_only image2d_t", "read_write image2d_t"])
    + _shuffles(SHORT_TYPES, INTEL_SHORT)
    + [Decl("T intel_sub_group_broadcast(T x, uint sub_group_local_id)", BROADCAST_SHORT,
            section=INTEL_SHORT, extensions=(INTEL_SHORT,), attributes=CONV)]
    + [Decl("T intel_sub_group_%s_%s(T x)" % (kind, op), rows(T=["short", "ushort"]),
            section=INTEL_SHORT, extensions=(INTEL_SHORT,), attributes=CONV)
       for kind in ("reduce", "scan_exclusive", "scan_inclusive") for op in ("add", "min", "max")]
    # clang declares the image form of block_write_ui on a read_only image (block_write
    # and block_write_us take write_only ones); kept as clang declares it.
    + _block_io("_ui", "uint", INTEL_SHORT, ["read_only image2d_t", "read_write image2d_t"])
    + _block_io("_us", "ushort", INTEL_SHORT, ["write_only image2d_t", "read_write image2d_t"])
)

# ----------------------------------- cl_intel_device_side_avc_motion_estimation

AVC = "cl_intel_device_side_avc_motion_estimation"
KINDS = ("ime", "ref", "sic")


def _avc(text: str, images: bool = False) -> list[Decl]:
    """One Decl per ';'-separated prototype of ``text``, in which ``{P}`` abbreviates
    ``intel_sub_group_avc_``; ``images`` marks the functions that read images."""
    extra: DeclConditions = ({"since": "CL2.0", "extensions": (AVC,) + IMAGES} if images
                             else {"extensions": (AVC,)})
    return [Decl(" ".join(p.split()), section=AVC, **extra)
            for p in text.replace("{P}", "intel_sub_group_avc_").split(";") if p.strip()]


MCE = _avc("""
    uchar {P}mce_get_default_inter_base_multi_reference_penalty(uchar slice_type, uchar qp);
    ulong {P}mce_get_default_inter_shape_penalty(uchar slice_type, uchar qp);
    uchar {P}mce_get_default_inter_direction_penalty(uchar slice_type, uchar qp);
    uint {P}mce_get_default_intra_luma_shape_penalty(uchar slice_type, uchar qp);
    uint2 {P}mce_get_default_inter_motion_vector_cost_table(uchar slice_type, uchar qp);
    uchar {P}mce_get_default_intra_luma_mode_penalty(uchar slice_type, uchar qp);
    uint2 {P}mce_get_default_high_penalty_cost_table(void);
    uint2 {P}mce_get_default_medium_penalty_cost_table(void);
    uint2 {P}mce_get_default_low_penalty_cost_table(void);
    uint {P}mce_get_default_non_dc_luma_intra_penalty(void);
    uchar {P}mce_get_default_intra_chroma_mode_base_penalty(void);
""")

# Payload setters and result getters the MCE defines and IME/REF/SIC wrap.
WRAPPED_SETTERS = """
    {X}payload_t {P}{K}_set_inter_base_multi_reference_penalty(
        uchar reference_base_penalty, {X}payload_t payload);
    {X}payload_t {P}{K}_set_inter_shape_penalty(ulong packed_shape_penalty, {X}payload_t payload);
    {X}payload_t {P}{K}_set_inter_direction_penalty(uchar direction_cost, {X}payload_t payload);
    {X}payload_t {P}{K}_set_motion_vector_cost_function(ulong packed_cost_center_delta,
        uint2 packed_cost_table, uchar cost_precision, {X}payload_t payload);
    {X}payload_t {P}{K}_set_ac_only_haar({X}payload_t payload);
    {X}payload_t {P}{K}_set_source_interlaced_field_polarity(
        uchar src_field_polarity, {X}payload_t payload);
    {X}payload_t {P}{K}_set_single_reference_interlaced_field_polarity(
        uchar ref_field_polarity, {X}payload_t payload);
    {X}payload_t {P}{K}_set_dual_reference_interlaced_field_polarities(
        uchar fwd_ref_field_polarity, uchar bwd_ref_field_polarity, {X}payload_t payload);
"""
WRAPPED_GETTERS = """
    ulong {P}{K}_get_motion_vectors({X}result_t result);
    ushort {P}{K}_get_inter_distortions({X}result_t result);
    ushort {P}{K}_get_best_inter_distortion({X}result_t result);
    uchar {P}{K}_get_inter_major_shape({X}result_t result);
    uchar {P}{K}_get_inter_minor_shapes({X}result_t result);
    uchar {P}{K}_get_inter_directions({X}result_t result);
    uchar {P}{K}_get_inter_motion_vector_count({X}result_t result);
    uint {P}{K}_get_inter_reference_ids({X}result_t result);
    uchar {P}{K}_get_inter_reference_interlaced_field_polarities(uint packed_reference_ids,
        uint packed_reference_parameter_field_polarities, {X}result_t result);
"""
# SIC results only carry the inter distortions of the MCE getters.
SIC_GETTERS = "ushort {P}{K}_get_inter_distortions({X}result_t result);"


def _for(kind: str, text: str) -> str:
    """Instantiate a wrapper block: ``{K}`` is the kind, ``{X}`` its type prefix."""
    return text.replace("{K}", kind).replace("{X}", "intel_sub_group_avc_%s_" % kind)


CONVERSIONS = _avc("".join(
    _for(k, "{X}payload_t {P}mce_convert_to_{K}_payload(intel_sub_group_avc_mce_payload_t p);"
            "intel_sub_group_avc_mce_payload_t {P}{K}_convert_to_mce_payload({X}payload_t p);"
            "{X}result_t {P}mce_convert_to_{K}_result(intel_sub_group_avc_mce_result_t r);"
            "intel_sub_group_avc_mce_result_t {P}{K}_convert_to_mce_result({X}result_t r);")
    for k in KINDS))

WRAPPERS = _avc(_for("mce", WRAPPED_SETTERS + WRAPPED_GETTERS)
                + "".join(_for(k, WRAPPED_SETTERS) for k in KINDS)
                + _for("ime", WRAPPED_GETTERS) + _for("ref", WRAPPED_GETTERS)
                + _for("sic", SIC_GETTERS))

# IME: search setup, streamout results and streamin records (single and dual reference).
IME = _avc("""
    intel_sub_group_avc_ime_payload_t {P}ime_initialize(
        ushort2 src_coord, uchar partition_mask, uchar sad_adjustment);
    intel_sub_group_avc_ime_payload_t {P}ime_set_single_reference(
        short2 ref_offset, uchar search_window_config, intel_sub_group_avc_ime_payload_t payload);
    intel_sub_group_avc_ime_payload_t {P}ime_set_dual_reference(short2 fwd_ref_offset,
        short2 bwd_ref_offset, uchar search_window_config,
        intel_sub_group_avc_ime_payload_t payload);
    intel_sub_group_avc_ime_payload_t {P}ime_set_max_motion_vector_count(
        uchar max_motion_vector_count, intel_sub_group_avc_ime_payload_t payload);
    intel_sub_group_avc_ime_payload_t {P}ime_set_unidirectional_mix_disable(
        intel_sub_group_avc_ime_payload_t payload);
    intel_sub_group_avc_ime_payload_t {P}ime_set_early_search_termination_threshold(
        uchar threshold, intel_sub_group_avc_ime_payload_t payload);
    intel_sub_group_avc_ime_payload_t {P}ime_set_weighted_sad(
        uint packed_sad_weights, intel_sub_group_avc_ime_payload_t payload);
    ushort2 intel_sub_group_ime_ref_window_size(uchar search_window_config, char dual_ref);
    ushort2 {P}ime_ref_window_size(uchar search_window_config, char dual_ref);
    short2 {P}ime_adjust_ref_offset(short2 ref_offset, ushort2 src_coord,
        ushort2 ref_window_size, ushort2 image_size);

    intel_sub_group_avc_ime_single_reference_streamin_t {P}ime_get_single_reference_streamin(
        intel_sub_group_avc_ime_result_single_reference_streamout_t result);
    intel_sub_group_avc_ime_dual_reference_streamin_t {P}ime_get_dual_reference_streamin(
        intel_sub_group_avc_ime_result_dual_reference_streamout_t result);
    intel_sub_group_avc_ime_result_t {P}ime_strip_single_reference_streamout(
        intel_sub_group_avc_ime_result_single_reference_streamout_t result);
    intel_sub_group_avc_ime_result_t {P}ime_strip_dual_reference_streamout(
        intel_sub_group_avc_ime_result_dual_reference_streamout_t result);
    uint {P}ime_get_streamout_major_shape_motion_vectors(
        intel_sub_group_avc_ime_result_single_reference_streamout_t result, uchar major_shape);
    ushort {P}ime_get_streamout_major_shape_distortions(
        intel_sub_group_avc_ime_result_single_reference_streamout_t result, uchar major_shape);
    uchar {P}ime_get_streamout_major_shape_reference_ids(
        intel_sub_group_avc_ime_result_single_reference_streamout_t result, uchar major_shape);
    uint {P}ime_get_streamout_major_shape_motion_vectors(
        intel_sub_group_avc_ime_result_dual_reference_streamout_t result, uchar major_shape,
        uchar direction);
    ushort {P}ime_get_streamout_major_shape_distortions(
        intel_sub_group_avc_ime_result_dual_reference_streamout_t result, uchar major_shape,
        uchar direction);
    uchar {P}ime_get_streamout_major_shape_reference_ids(
        intel_sub_group_avc_ime_result_dual_reference_streamout_t result, uchar major_shape,
        uchar direction);

    uchar {P}ime_get_border_reached(uchar image_select, intel_sub_group_avc_ime_result_t result);
    uchar {P}ime_get_truncated_search_indication(intel_sub_group_avc_ime_result_t result);
    uchar {P}ime_get_unidirectional_early_search_termination(
        intel_sub_group_avc_ime_result_t result);
    uint {P}ime_get_weighting_pattern_minimum_motion_vector(
        intel_sub_group_avc_ime_result_t result);
    ushort {P}ime_get_weighting_pattern_minimum_distortion(
        intel_sub_group_avc_ime_result_t result);
""")

# The evaluate functions read images: (src, ref) or (src, fwd_ref, bwd_ref) plus a sampler.
SINGLE = "read_only image2d_t src_image, read_only image2d_t ref_image, sampler_t vme_sampler"
DUAL = ("read_only image2d_t src_image, read_only image2d_t fwd_ref_image, "
        "read_only image2d_t bwd_ref_image, sampler_t vme_sampler")
STREAMIN = "intel_sub_group_avc_ime_%s_reference_streamin_t streamin"
STREAMOUT = "intel_sub_group_avc_ime_result_%s_reference_streamout_t"
MULTI = ("read_only image2d_t src_image, uint packed_reference_ids, %s"
         "sampler_t vme_sampler, intel_sub_group_avc_%s_payload_t payload")


def _evaluate() -> str:
    """The IME, REF and SIC evaluate functions."""
    payload = "intel_sub_group_avc_ime_payload_t payload"
    result = "intel_sub_group_avc_ime_result_t"
    text = ""
    for ref, images in (("single", SINGLE), ("dual", DUAL)):
        text += "%s {P}ime_evaluate_with_%s_reference(%s, %s);" % (result, ref, images, payload)
        text += "%s {P}ime_evaluate_with_%s_reference_streamout(%s, %s);" % (
            STREAMOUT % ref, ref, images, payload)
        text += "%s {P}ime_evaluate_with_%s_reference_streamin(%s, %s, %s);" % (
            result, ref, images, payload, STREAMIN % ref)
        text += "%s {P}ime_evaluate_with_%s_reference_streaminout(%s, %s, %s);" % (
            STREAMOUT % ref, ref, images, payload, STREAMIN % ref)
        for kind in ("ref", "sic"):
            text += "intel_sub_group_avc_%s_result_t {P}%s_evaluate_with_%s_reference(%s, %s);" % (
                kind, kind, ref, images, "intel_sub_group_avc_%s_payload_t payload" % kind)
    for kind in ("ref", "sic"):
        for polarities in ("", "uchar packed_reference_field_polarities, "):
            text += "intel_sub_group_avc_%s_result_t {P}%s_evaluate_with_multi_reference(%s);" % (
                kind, kind, MULTI % (polarities, kind))
    text += ("intel_sub_group_avc_sic_result_t {P}sic_evaluate_ipe(read_only image2d_t src_image,"
             " sampler_t vme_sampler, intel_sub_group_avc_sic_payload_t payload);")
    return text


EVALUATE = _avc(_evaluate(), images=True)

REF_SIC = _avc("""
    intel_sub_group_avc_ref_payload_t {P}fme_initialize(ushort2 src_coord, ulong motion_vectors,
        uchar major_shapes, uchar minor_shapes, uchar directions, uchar pixel_resolution,
        uchar sad_adjustment);
    intel_sub_group_avc_ref_payload_t {P}bme_initialize(ushort2 src_coord, ulong motion_vectors,
        uchar major_shapes, uchar minor_shapes, uchar directions, uchar pixel_resolution,
        uchar bidirectional_weight, uchar sad_adjustment);
    intel_sub_group_avc_ref_payload_t {P}ref_set_bidirectional_mix_disable(
        intel_sub_group_avc_ref_payload_t payload);
    intel_sub_group_avc_ref_payload_t {P}ref_set_bilinear_filter_enable(
        intel_sub_group_avc_ref_payload_t payload);

    intel_sub_group_avc_sic_payload_t {P}sic_initialize(ushort2 src_coord);
    intel_sub_group_avc_sic_payload_t {P}sic_configure_skc(uint skip_block_partition_type,
        uint skip_motion_vector_mask, ulong motion_vectors, uchar bidirectional_weight,
        uchar skip_sad_adjustment, intel_sub_group_avc_sic_payload_t payload);
    intel_sub_group_avc_sic_payload_t {P}sic_configure_ipe(uchar luma_intra_partition_mask,
        uchar intra_neighbour_availability, uchar left_edge_luma_pixels,
        uchar upper_left_corner_luma_pixel, uchar upper_edge_luma_pixels,
        uchar upper_right_edge_luma_pixels, uchar intra_sad_adjustment,
        intel_sub_group_avc_sic_payload_t payload);
    intel_sub_group_avc_sic_payload_t {P}sic_configure_ipe(uchar luma_intra_partition_mask,
        uchar intra_neighbour_availability, uchar left_edge_luma_pixels,
        uchar upper_left_corner_luma_pixel, uchar upper_edge_luma_pixels,
        uchar upper_right_edge_luma_pixels, ushort left_edge_chroma_pixels,
        ushort upper_left_corner_chroma_pixel, ushort upper_edge_chroma_pixels,
        uchar intra_sad_adjustment, intel_sub_group_avc_sic_payload_t payload);
    uint {P}sic_get_motion_vector_mask(uint skip_block_partition_type, uchar direction);
    intel_sub_group_avc_sic_payload_t {P}sic_set_intra_luma_shape_penalty(
        uint packed_shape_cost, intel_sub_group_avc_sic_payload_t payload);
    intel_sub_group_avc_sic_payload_t {P}sic_set_intra_luma_mode_cost_function(
        uchar luma_mode_penalty, uint luma_packed_neighbor_modes,
        uint luma_packed_non_dc_penalty, intel_sub_group_avc_sic_payload_t payload);
    intel_sub_group_avc_sic_payload_t {P}sic_set_intra_chroma_mode_cost_function(
        uchar chroma_mode_penalty, intel_sub_group_avc_sic_payload_t payload);
    intel_sub_group_avc_sic_payload_t {P}sic_set_skc_bilinear_filter_enable(
        intel_sub_group_avc_sic_payload_t payload);
    intel_sub_group_avc_sic_payload_t {P}sic_set_skc_forward_transform_enable(
        ulong packed_sad_coefficients, intel_sub_group_avc_sic_payload_t payload);
    intel_sub_group_avc_sic_payload_t {P}sic_set_block_based_raw_skip_sad(
        uchar block_based_skip_type, intel_sub_group_avc_sic_payload_t payload);

    uchar {P}sic_get_ipe_luma_shape(intel_sub_group_avc_sic_result_t result);
    ushort {P}sic_get_best_ipe_luma_distortion(intel_sub_group_avc_sic_result_t result);
    ushort {P}sic_get_best_ipe_chroma_distortion(intel_sub_group_avc_sic_result_t result);
    ulong {P}sic_get_packed_ipe_luma_modes(intel_sub_group_avc_sic_result_t result);
    uchar {P}sic_get_ipe_chroma_mode(intel_sub_group_avc_sic_result_t result);
    uint {P}sic_get_packed_skc_luma_count_threshold(intel_sub_group_avc_sic_result_t result);
    ulong {P}sic_get_packed_skc_luma_sum_threshold(intel_sub_group_avc_sic_result_t result);
    ushort {P}sic_get_inter_raw_sads(intel_sub_group_avc_sic_result_t result);
""")

AVC_DECLS = MCE + WRAPPERS + CONVERSIONS + IME + EVALUATE + REF_SIC

# ------------------------------------------------ cl_amd_media_ops / ops2

AMD, AMD2 = "cl_amd_media_ops", "cl_amd_media_ops2"
U = rows(T=UINTN)


def _amd(ext: str, template: str, values: Sequence[Mapping[str, str]] = U) -> Decl:
    return Decl(template, values, section=ext, extensions=(ext,))


AMD_DECLS = [
    *(_amd(AMD, "T %s(T a, T b, T c)" % name, U)
      for name in ("amd_bitalign", "amd_bytealign", "amd_lerp", "amd_sadhi", "amd_sad")),
    _amd(AMD, "uint amd_pack(float4 v)", ({},)),
    _amd(AMD, "uint amd_sad4(uint4 a, uint4 b, uint c)", ({},)),
    *(_amd(AMD, "F amd_unpack%d(T v)" % i, rows(F=FLOATN, T=UINTN)) for i in range(4)),
    _amd(AMD2, "T amd_bfe(T src0, U src1, U src2)", rows(T=INTN + UINTN, U=UINTN + UINTN)),
    _amd(AMD2, "T amd_bfm(T src0, T src1)"),
    *(_amd(AMD2, "T %s(T src0, T src1, T src2)" % name, rows(T=FLOATN + INTN + UINTN))
      for name in ("amd_max3", "amd_median3", "amd_min3")),
    *(_amd(AMD2, "L %s(L src0, T src1, L src2)" % name, rows(L=ULONGN, T=UINTN))
      for name in ("amd_mqsad", "amd_qsad")),
    *(_amd(AMD2, "T %s(T src0, T src1, T src2)" % name)
      for name in ("amd_msad", "amd_sadd", "amd_sadw")),
]

# ------------------------------------------------------ integer dot products

ARM_8 = rows(R=["uint", "int"], V=["uchar4", "char4"])
ARM_16 = rows(R=["uint", "int"], V=["ushort2", "short2"])


def _arm(template: str, values: Sequence[Mapping[str, str]], ext: str) -> Decl:
    return Decl(template, values, section=ext, extensions=(ext,))


ARM_DECLS = [
    _arm("R arm_dot(V a, V b)", ARM_8, "cl_arm_integer_dot_product_int8"),
    _arm("R arm_dot_acc(V a, V b, R c)", ARM_8, "cl_arm_integer_dot_product_accumulate_int8"),
    _arm("R arm_dot_acc(V a, V b, R c)", ARM_16, "cl_arm_integer_dot_product_accumulate_int16"),
    _arm("R arm_dot_acc_sat(V a, V b, R c)", ARM_8,
         "cl_arm_integer_dot_product_accumulate_saturate_int8"),
]

KHR_DOT = "cl_khr_integer_dot_product"
# Result, first and second operand: unsigned only when both operands are.
DOT_4X8 = rows(R=["uint", "int", "int", "int"], A=["uchar4", "char4", "uchar4", "char4"],
               B=["uchar4", "char4", "char4", "uchar4"])
PACKED = {"uu": "uint", "ss": "int", "us": "int", "su": "int"}


def _khr(template: str, values: Sequence[Mapping[str, str]], feature: str) -> Decl:
    # clang defines cl_khr_integer_dot_product for OpenCL C 2.0 and later only.
    return Decl(template, values, section=KHR_DOT, since="CL2.0",
                extensions=(KHR_DOT, feature), attributes=("const",))


KHR_DOT_DECLS = [
    _khr("R dot(A a, B b)", DOT_4X8, "__opencl_c_integer_dot_product_input_4x8bit"),
    _khr("R dot_acc_sat(A a, B b, R acc)", DOT_4X8, "__opencl_c_integer_dot_product_input_4x8bit"),
    *(_khr("%s dot_4x8packed_%s_%s(uint a, uint b)" % (r, s, r), ({},),
           "__opencl_c_integer_dot_product_input_4x8bit_packed") for s, r in PACKED.items()),
    *(_khr("%s dot_acc_sat_4x8packed_%s_%s(uint a, uint b, %s acc)" % (r, s, r, r), ({},),
           "__opencl_c_integer_dot_product_input_4x8bit_packed") for s, r in PACKED.items()),
]

DECLS: list[Decl] = INTEL_SUBGROUPS + AVC_DECLS + AMD_DECLS + ARM_DECLS + KHR_DOT_DECLS
