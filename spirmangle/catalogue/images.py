"""Catalogue family: image read, write and query functions (OpenCL C 3.0 s6.15.15).

An image parameter is the placeholder ``IMG``, whose row value names access and
shape (``read_only image2d_t``): it resolves to ``Image(shape, access)`` in the
model, which the clang dialect mangles ``14ocl_image2d_ro``.  ``I``, ``F`` and
``G`` are the shape's integer, float and gradient coordinate types.

Requirements come from the shape (1D, 1D buffer and array images are OpenCL C
1.2 types; depth images need cl_khr_depth_images, multi-sample images
cl_khr_gl_msaa_sharing) and from the access (read_write images exist since
OpenCL C 2.0 with __opencl_c_read_write_images; writing or read-write access to
a 3D image needs cl_khr_3d_image_writes).  The mipmap overloads of
cl_khr_mipmap_image(_writes) are OpenCL C 2.0 only in clang's header.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Optional, TypedDict

from ..config import CL_VERSIONS
from ..model.node import dataclass  # (dataclasses.dataclass, made cheaply: start-up)
from .core import Decl

if TYPE_CHECKING:
    from typing_extensions import Unpack

RO, WO, RW = "read_only", "write_only", "read_write"
READ, WRITE, ANY = (RO, RW), (WO, RW), (RO, WO, RW)

DEPTH_EXT = ("cl_khr_depth_images",)
MSAA_EXT = ("cl_khr_gl_msaa_sharing",)
MIPMAP_EXT = ("cl_khr_mipmap_image",)
MIPMAP_WRITES_EXT = ("cl_khr_mipmap_image_writes",)
FP16 = ("cl_khr_fp16",)


@dataclass(frozen=True)
class Shape:
    """An image type: its coordinate types and what it needs to exist."""

    int_coord: str
    float_coord: Optional[str] = None   # sampled coordinate; None: no sampler reads
    gradient: Optional[str] = None      # cl_khr_mipmap_image gradient type
    since: str = "CL1.0"
    extensions: tuple[str, ...] = ()


SHAPES = {
    "image1d": Shape("int", "float", "float", "CL1.2"),
    "image1d_buffer": Shape("int", since="CL1.2"),
    "image1d_array": Shape("int2", "float2", "float", "CL1.2"),
    "image2d": Shape("int2", "float2", "float2"),
    "image2d_array": Shape("int4", "float4", "float2", "CL1.2"),
    "image3d": Shape("int4", "float4", "float4"),
    "image2d_depth": Shape("int2", "float2", "float2", "CL1.2", DEPTH_EXT),
    "image2d_array_depth": Shape("int4", "float4", "float2", "CL1.2", DEPTH_EXT),
    "image2d_msaa": Shape("int2", since="CL1.2", extensions=MSAA_EXT),
    "image2d_array_msaa": Shape("int4", since="CL1.2", extensions=MSAA_EXT),
    "image2d_msaa_depth": Shape("int2", since="CL1.2", extensions=MSAA_EXT),
    "image2d_array_msaa_depth": Shape("int4", since="CL1.2", extensions=MSAA_EXT),
}

SAMPLED = ("image1d", "image1d_array", "image2d", "image2d_array", "image3d")
PLAIN = SAMPLED + ("image1d_buffer",)            # sampler-less reads and writes
DEPTH = ("image2d_depth", "image2d_array_depth")
MSAA = ("image2d_msaa", "image2d_array_msaa")
MSAA_DEPTH = ("image2d_msaa_depth", "image2d_array_msaa_depth")
ALL_SHAPES = tuple(SHAPES)
PLANAR = ("image2d", "image2d_array") + DEPTH + MSAA + MSAA_DEPTH   # get_image_dim -> int2
ARRAYS = ("image1d_array", "image2d_array", "image2d_array_depth", "image2d_array_msaa",
          "image2d_array_msaa_depth")
MIPMAPPED = SAMPLED + DEPTH

# read_imagef/i/ui and write_imagef/i/ui: suffix and colour type
COLORS = (("f", "float4"), ("i", "int4"), ("ui", "uint4"))

_ACCESS_SINCE = {RO: "CL1.0", WO: "CL1.0", RW: "CL2.0"}
_ACCESS_EXT = {RW: ("__opencl_c_read_write_images",)}


def _latest(*versions: str) -> str:
    return max(versions, key=CL_VERSIONS.__getitem__)


class ImageOptions(TypedDict, total=False):
    """The keyword arguments of :func:`image_decls` that the read and write
    families pass through (all but ``attributes``)."""

    since: str
    extensions: tuple[str, ...]
    section: Optional[str]


def image_decls(template: str, shapes: Iterable[str], accesses: Iterable[str], *,
                since: str = "CL1.0", extensions: tuple[str, ...] = (),
                section: Optional[str] = None, attributes: tuple[str, ...] = ()) -> list[Decl]:
    """``template`` over every access x shape, one Decl per distinct requirement set.

    Without an explicit ``section``, multi-sample overloads cite
    cl_khr_gl_msaa_sharing and the others s6.15.15.
    """
    groups: dict[tuple[str, tuple[str, ...], str], list[dict[str, str]]] = {}
    for access in accesses:
        for name in shapes:
            shape = SHAPES[name]
            exts = extensions + shape.extensions + _ACCESS_EXT.get(access, ())
            if name == "image3d" and access != RO:
                exts += ("cl_khr_3d_image_writes",)
            first = _latest(since, shape.since, _ACCESS_SINCE[access])
            sect = section or (MSAA_EXT[0] if shape.extensions == MSAA_EXT else "6.15.15")
            row = {"IMG": "%s %s_t" % (access, name), "I": shape.int_coord}
            if shape.float_coord:
                row["F"] = shape.float_coord
            if shape.gradient:
                row["G"] = shape.gradient
            groups.setdefault((first, exts, sect), []).append(row)
    return [Decl(template, tuple(rows), section=sect, since=first, extensions=exts,
                 attributes=attributes)
            for (first, exts, sect), rows in groups.items()]


def _reads(params: str, shapes: Iterable[str], accesses: Iterable[str], *,
           depth: Iterable[str] = (), half: bool = False, **kw: Unpack[ImageOptions]
           ) -> list[Decl]:
    """read_imagef/i/ui (and read_imageh) over ``shapes``; read_imagef returning
    ``float`` over the depth shapes ``depth``."""
    shapes, accesses = tuple(shapes), tuple(accesses)
    pure = ("pure",)
    out = [d for suffix, ret in COLORS
           for d in image_decls("%s read_image%s(%s)" % (ret, suffix, params), shapes, accesses,
                                attributes=pure, **kw)]
    out += image_decls("float read_imagef(%s)" % params, depth, accesses, attributes=pure, **kw)
    if half:
        fp16: ImageOptions = {**kw, "extensions": kw.get("extensions", ()) + FP16}
        out += image_decls("half4 read_imageh(%s)" % params, shapes, accesses,
                           attributes=pure, **fp16)
    return out


def _writes(params: str, shapes: Iterable[str], *, depth: Iterable[str] = (),
            half: bool = False, **kw: Unpack[ImageOptions]) -> list[Decl]:
    """write_imagef/i/ui (and write_imageh) taking ``params`` then the colour."""
    shapes = tuple(shapes)
    out = [d for suffix, color in COLORS
           for d in image_decls("void write_image%s(%s, %s color)" % (suffix, params, color),
                                shapes, WRITE, **kw)]
    out += image_decls("void write_imagef(%s, float depth)" % params, depth, WRITE, **kw)
    if half:
        fp16: ImageOptions = {**kw, "extensions": kw.get("extensions", ()) + FP16}
        out += image_decls("void write_imageh(%s, half4 color)" % params, shapes, WRITE, **fp16)
    return out


SAMPLER = "IMG image, sampler_t sampler"
MIPMAP: ImageOptions = {"since": "CL2.0", "extensions": MIPMAP_EXT, "section": MIPMAP_EXT[0]}

READS = [
    # with a sampler: read_only images only
    *_reads(SAMPLER + ", I coord", SAMPLED, (RO,), depth=DEPTH, half=True),
    *_reads(SAMPLER + ", F coord", SAMPLED, (RO,), depth=DEPTH, half=True),
    # sampler-less reads (OpenCL C 1.2), also of read_write images
    *_reads("IMG image, I coord", PLAIN, READ, depth=DEPTH, half=True, since="CL1.2"),
    # multi-sample images: a sample index instead of a sampler
    *_reads("IMG image, I coord, int sample", MSAA, READ, depth=MSAA_DEPTH),
    # cl_khr_mipmap_image: explicit level of detail, or gradients; clang also
    # declares these for read_write images
    *_reads(SAMPLER + ", F coord, float lod", SAMPLED, READ, depth=DEPTH, **MIPMAP),
    *_reads(SAMPLER + ", F coord, G gradient_x, G gradient_y", SAMPLED, READ, depth=DEPTH,
            **MIPMAP),
]

WRITES = [
    *_writes("IMG image, I coord", PLAIN, depth=DEPTH, half=True),
    *_writes("IMG image, I coord, int lod", SAMPLED, depth=DEPTH, since="CL2.0",
             extensions=MIPMAP_WRITES_EXT, section=MIPMAP_WRITES_EXT[0]),
]

CONST = ("const",)
QUERIES = [
    *image_decls("int get_image_width(IMG image)", ALL_SHAPES, ANY, attributes=CONST),
    *image_decls("int get_image_height(IMG image)", PLANAR + ("image3d",), ANY,
                 attributes=CONST),
    *image_decls("int get_image_depth(IMG image)", ("image3d",), ANY, attributes=CONST),
    *image_decls("int2 get_image_dim(IMG image)", PLANAR, ANY, attributes=CONST),
    *image_decls("int4 get_image_dim(IMG image)", ("image3d",), ANY, attributes=CONST),
    *image_decls("size_t get_image_array_size(IMG image)", ARRAYS, ANY, attributes=CONST),
    *image_decls("int get_image_channel_data_type(IMG image)", ALL_SHAPES, ANY,
                 attributes=CONST),
    *image_decls("int get_image_channel_order(IMG image)", ALL_SHAPES, ANY, attributes=CONST),
    *image_decls("int get_image_num_samples(IMG image)", MSAA + MSAA_DEPTH, ANY,
                 attributes=CONST),
    # not __cnfn in clang's header
    *image_decls("int get_image_num_mip_levels(IMG image)", MIPMAPPED, ANY, **MIPMAP),
]

DECLS: list[Decl] = READS + WRITES + QUERIES
