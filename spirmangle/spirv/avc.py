"""cl_intel_device_side_avc_motion_estimation as SPIR-V friendly calls (SPV_INTEL_device_side_avc_motion_estimation).

``intel_sub_group_avc_<unit>_<operation>`` is ``OpSubgroupAvc<Unit><Operation>INTEL``
(the words camel-cased), the AVC types ``intel_sub_group_avc_<x>_t`` are
``__spirv_Avc<X>INTEL *``, other operands keep their OpenCL types.  The
exceptions are the extension's own:

* the IME, REF and SIC forms of the MCE operations convert to the MCE type,
  call the MCE instruction and, for a payload, convert back
  (``OpSubgroupAvcImeConvertToMcePayloadINTEL``...);
* the evaluate operations take ``OpVmeImageINTEL`` images (made from the image and
  the sampler) instead of the images and the sampler;
* a few instruction names differ from the builtin's (``get_best_inter_distortion``
  -> ``GetBestInterDistortions``, the interlaced multi-reference evaluations,
  ``configure_ipe`` -> ``ConfigureIpeLuma``/``ConfigureIpeLumaChroma``, the
  single/dual reference streamout queries).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from ..config import Target
from ..model import AddressSpace, Image, NamedType, Opaque, Pointer, Qualified, SourceName, Type
from .types import call

if TYPE_CHECKING:
    from ..catalogue.core import Overload
    from .mapping import Form

PREFIX = "intel_sub_group_avc_"
# The MCE operations the IME, REF and SIC units share (SPV_INTEL_device_side_avc_...).
MCE_SET = frozenset({
    "set_inter_base_multi_reference_penalty", "set_inter_shape_penalty",
    "set_inter_direction_penalty", "set_motion_vector_cost_function", "set_ac_only_haar",
    "set_source_interlaced_field_polarity", "set_single_reference_interlaced_field_polarity",
    "set_dual_reference_interlaced_field_polarities"})
MCE_GET = frozenset({
    "get_motion_vectors", "get_inter_distortions", "get_best_inter_distortion",
    "get_inter_major_shape", "get_inter_minor_shapes", "get_inter_directions",
    "get_inter_motion_vector_count", "get_inter_reference_ids",
    "get_inter_reference_interlaced_field_polarities"})
RENAMED = {"get_best_inter_distortion": "get_best_inter_distortions",
           "get_inter_minor_shapes": "get_inter_minor_shape",
           "set_skc_bilinear_filter_enable": "set_bilinear_filter_enable"}


def camel(words: str) -> str:
    return "".join(w.capitalize() for w in words.split("_"))


def _handle(name: str) -> Type:
    return Pointer(NamedType(SourceName(name)))


def avc_type(t: Type) -> Type:
    """``intel_sub_group_avc_ime_payload_t`` -> ``__spirv_AvcImePayloadINTEL *``."""
    if isinstance(t, Opaque) and t.name.startswith(PREFIX) and t.name.endswith("_t"):
        return _handle("__spirv_Avc%sINTEL" % camel(t.name[len(PREFIX):-2]))
    return t


def _operation(o: "Overload", unit: str, op: str) -> str:
    params = list(o.function.params)
    op = RENAMED.get(op, op)
    if op.startswith("get_streamout_major_shape_"):
        first = params[0]
        which = "dual" if isinstance(first, Opaque) and "dual" in first.name else "single"
        op = "get_streamout_%s_reference_major_shape_%s" % (
            which, op[len("get_streamout_major_shape_"):])
    elif op == "configure_ipe":
        op = "configure_ipe_luma" if len(params) == 8 else "configure_ipe_luma_chroma"
    elif op == "evaluate_with_multi_reference" and len(params) == 5:
        op += "_interlaced"
    return "SubgroupAvc%s%sINTEL" % (camel(unit), camel(op))


def _vme(o: "Overload", target: Target) -> tuple[list[str], list[Type]]:
    """The OpVmeImageINTEL call and the operands with the images made VME images."""
    from .images import Shape, _handle as image_handle

    before: list[str] = []
    types: list[Type] = []
    sampler = image_handle("__spirv_Sampler", AddressSpace.CONSTANT)
    for p in o.function.params:
        if isinstance(p, Image):
            suffix = Shape(p).suffix()
            image = image_handle("__spirv_Image" + suffix, AddressSpace.GLOBAL)
            made = call("VmeImageINTEL", [image, sampler], target)
            if made not in before:
                before.append(made)
            types.append(Pointer(Qualified(NamedType(SourceName("__spirv_VmeImageINTEL"
                                                                 + suffix)),
                                           AddressSpace.GLOBAL)))
        elif not (isinstance(p, Opaque) and p.name == "sampler_t"):
            types.append(avc_type(p))
    return before, types


def avc_form(o: "Overload", target: Target) -> "Optional[Form]":
    """The SPIR-V friendly calls of an AVC builtin; None for other builtins."""
    from .mapping import Form

    if o.name == "intel_sub_group_ime_ref_window_size":
        unit, op = "ime", "ref_window_size"
    elif o.name.startswith(PREFIX):
        unit, _, op = o.name[len(PREFIX):].partition("_")
    else:
        return None
    if unit in ("ime", "ref", "sic") and (op in MCE_SET or op in MCE_GET):
        kind = "payload" if op in MCE_SET else "result"
        own, mce = _handle("__spirv_Avc%s%sINTEL" % (camel(unit), camel(kind))), _handle(
            "__spirv_AvcMce%sINTEL" % camel(kind))
        types = [mce if avc_type(p) == own else avc_type(p) for p in o.function.params]
        calls = [call("SubgroupAvc%sConvertToMce%sINTEL" % (camel(unit), camel(kind)), [own],
                      target),
                 call(_operation(o, "mce", op), types, target)]
        if kind == "payload":
            calls.append(call("SubgroupAvcMceConvertTo%s%sINTEL" % (camel(unit), camel(kind)),
                              [mce], target))
        return Form("spirv", tuple(calls))
    if any(isinstance(p, Image) for p in o.function.params):
        before, types = _vme(o, target)
        return Form("spirv", tuple(before) + (call(_operation(o, unit, op), types, target),))
    types = [avc_type(p) for p in o.function.params]
    return Form("spirv", (call(_operation(o, unit, op), types, target),))
