"""Image builtins as SPIR-V friendly calls.

An OpenCL image is an ``OpTypeImage`` (SPIR-V 1.6, 3.32.6) with operands
Sampled Type (void), Dim, Depth, Arrayed, MS, Sampled (0: known at run time),
Image Format (0: Unknown) and Access Qualifier; the translator names the type
after them: ``__spirv_Image__void_<Dim>_<Depth>_<Arrayed>_<MS>_<Sampled>_<Format>_<Access>``
and passes it as a ``__global`` pointer.  Samplers are ``__constant
__spirv_Sampler *``; a sampled read first makes an ``OpSampledImage``.

* ``read_image*`` with a sampler: ``SampledImage`` then ``ImageSampleExplicitLod``
  (coordinate, image-operands mask, then the level of detail, 0 when the builtin
  has none, or the gradients);
* without one: ``ImageRead`` (coordinate, then the mask and the sample of an MSAA
  image; the integer reads add the ``SignExtend``/``ZeroExtend`` mask);
* ``write_image*``: ``ImageWrite`` (coordinate, texel, then the mask and lod);
* queries: ``ImageQuerySizeLod`` (``ImageQuerySize`` for buffers), ``ImageQuerySamples``,
  ``ImageQueryOrder``, ``ImageQueryFormat``, ``ImageQueryLevels``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from ..config import Target
from ..model import (
    AddressSpace,
    Builtin,
    Image,
    NamedType,
    Opaque,
    Pointer,
    Qualified,
    SourceName,
    Type,
    Vector,
)
from .types import call, returns, signless

if TYPE_CHECKING:
    from ..catalogue.core import Overload
    from .mapping import Form

INT, FLOAT = Builtin("int"), Builtin("float")
DIMS = {"image1d": 0, "image2d": 1, "image3d": 2, "image1d_buffer": 5}  # SPIR-V Dim
ACCESS = {None: 0, "read_only": 0, "write_only": 1, "read_write": 2}  # AccessQualifier
# Query builtins -> instruction (operand: the image only).
QUERIES = {"get_image_num_samples": "ImageQuerySamples",
           "get_image_channel_order": "ImageQueryOrder",
           "get_image_channel_data_type": "ImageQueryFormat",
           "get_image_num_mip_levels": "ImageQueryLevels"}
SIZES = frozenset({"get_image_width", "get_image_height", "get_image_depth", "get_image_dim",
                   "get_image_array_size"})
TEXELS = {"f": Vector(FLOAT, 4), "i": Vector(INT, 4), "ui": Vector(INT, 4),
          "h": Vector(Builtin("half"), 4)}
NAMES = frozenset(QUERIES) | SIZES | {"read_image" + k for k in TEXELS} | {
    "write_image" + k for k in TEXELS}


class Shape:
    """The OpTypeImage operands of an OpenCL image type."""

    def __init__(self, image: Image) -> None:
        words = image.shape.split("_")
        base = words[0] + ("_buffer" if "buffer" in words else "")
        self.dim = DIMS[base]
        self.depth = int("depth" in words)
        self.arrayed = int("array" in words)
        self.msaa = int("msaa" in words)
        self.access = ACCESS.get(image.access, 0)
        self.buffer = "buffer" in words

    def suffix(self) -> str:
        return "__void_%d_%d_%d_%d_0_0_%d" % (self.dim, self.depth, self.arrayed, self.msaa,
                                              self.access)

    def coordinates(self) -> int:
        """Components of a size query's result: the dimensions plus the array layer."""
        return {0: 1, 1: 2, 2: 3, 5: 1}[self.dim] + self.arrayed


def _handle(name: str, space: AddressSpace) -> Type:
    return Pointer(Qualified(NamedType(SourceName(name)), space))


def _size(o: "Overload", shape: Shape, image: Type, target: Target) -> "Form":
    from .mapping import Form

    if shape.buffer:
        return Form("spirv", (call("ImageQuerySize" + returns(INT), [image], target),))
    element: Type = INT
    if o.name == "get_image_array_size":
        element = signless(o.function.return_type or INT)
    n = shape.coordinates()
    result = element if n == 1 else Vector(element, n)
    return Form("spirv", (call("ImageQuerySizeLod" + returns(result), [image, INT], target),))


def _read(o: "Overload", shape: Shape, image: Type, target: Target) -> "Form":
    from .mapping import Form

    kind = o.name[len("read_image"):]
    params = list(o.function.params)
    texel: Type = TEXELS[kind]
    if len(params) > 2 and isinstance(params[1], Opaque) and params[1].name == "sampler_t":
        sampled = _handle("__spirv_SampledImage" + shape.suffix(), AddressSpace.GLOBAL)
        sampler = _handle("__spirv_Sampler", AddressSpace.CONSTANT)
        coord, extra = params[2], params[3:]
        operands = [sampled, coord, INT] + (list(extra) if extra else [FLOAT])
        return Form("spirv", (
            call("SampledImage", [image, sampler], target),
            call("ImageSampleExplicitLod" + returns(texel), operands, target)))
    if shape.depth:
        texel = FLOAT
    coord, extra = params[1], params[2:]
    operands = [image, coord]
    if extra or (kind in ("i", "ui")):
        operands.append(INT)
    operands += [signless(e) for e in extra]
    return Form("spirv", (call("ImageRead" + returns(texel), operands, target),))


def _write(o: "Overload", shape: Shape, image: Type, target: Target) -> "Form":
    from .mapping import Form

    kind = o.name[len("write_image"):]
    params = list(o.function.params)
    coord, rest = params[1], params[2:]
    lod, color = (rest[0], rest[1]) if len(rest) == 2 else (None, rest[0])
    operands = [image, coord, signless(color)]
    if lod is not None or kind in ("i", "ui"):
        operands.append(INT)
    if lod is not None:
        operands.append(signless(lod))
    return Form("spirv", (call("ImageWrite", operands, target),))


def image_form(o: "Overload", target: Target) -> "Optional[Form]":
    """The SPIR-V friendly calls of an image builtin; None for other builtins."""
    from .mapping import Form

    params = list(o.function.params)
    if o.name not in NAMES or not params or not isinstance(params[0], Image):
        return None
    shape = Shape(params[0])
    image = _handle("__spirv_Image" + shape.suffix(), AddressSpace.GLOBAL)
    if o.name in QUERIES:
        return Form("spirv", (call(QUERIES[o.name], [image], target),))
    if o.name in SIZES:
        return _size(o, shape, image, target)
    if o.name.startswith("read_image"):
        return _read(o, shape, image, target)
    return _write(o, shape, image, target)
