"""LLVM IR declarations of catalogue overloads, written the way clang writes them.

Three forms, chosen by the LLVM version (:func:`ir_form`); each reproduces what
a clang of that generation emits for a builtin it calls (``clang -cc1 -triple
spir64-unknown-unknown -finclude-default-header -emit-llvm``: OpenCL optimizes by
default, so declarations carry ``local_unnamed_addr``):

* ``typed`` (LLVM <= 14; clang-15 ``-no-opaque-pointers``): typed pointers, the
  OpenCL types as pointers to opaque structs: ``%opencl.image2d_ro_t
  addrspace(1)*``, ``%opencl.sampler_t addrspace(2)*``, ``%opencl.event_t*``,
  ``%opencl.pipe_ro_t addrspace(1)*``...  (SPIR 2.0 Table 3 names images without
  the access suffix and samplers ``i32``; clang, which this form follows, writes
  these.)
* ``opaque`` (LLVM 15-16; clang-15): ``ptr`` in the address space above.
* ``target`` (LLVM >= 17, the default; clang-19): target extension types
  ``target("spirv.Image", void, <dim>, <depth>, <arrayed>, <ms>, 0, 0, <access>)``,
  ``target("spirv.Sampler")``, ``target("spirv.Event")``...

Integers are i8/i16/i32/i64 (``signext``/``zeroext`` on char and short,
``zeroext i1`` for bool), vectors ``<N x T>``; ``ndrange_t`` is returned through
``sret``.  Every parameter but the OpenCL opaque types is ``noundef`` (and in C++
for OpenCL every non-void return too).

Function attributes come from the catalogue's declarative ``attributes``: a
``const`` builtin (``__cnfn`` in clang's opencl-c.h) does not touch memory, a
``pure`` one (``__purefn``) only reads it.  Every OpenCL function is
``convergent`` (clang marks them all), so ``convergent`` adds nothing in IR.
``printf`` carries the attributes LLVM's optimizer gives the C library function.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, Optional, Sequence

from ..config import LanguageOptions, Target, get_target
from ..model import (
    Atomic,
    BlockPointer,
    Builtin,
    Image,
    NamedType,
    Opaque,
    Pipe,
    Pointer,
    Qualified,
    Type,
    Vector,
)
from ..render.core import Printer, base_name
from ..model.typecodes import BUILTIN_ROWS

if TYPE_CHECKING:
    from .core import Overload

DEFAULT_LLVM_VERSION = 17
LLVM_VERSIONS = (14, 15, 17)  # one per form; any other version maps onto them

_CLANG19_STRINGS = '"no-trapping-math"="true" "stack-protector-buffer-size"="8"'
_CLANG15_STRINGS = '"frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8"'


@dataclass(frozen=True)
class IrForm:
    """How one generation of clang spells OpenCL types and builtin attributes."""

    name: str          # typed, opaque or target
    clang: str         # the clang whose declarations this form reproduces
    datalayout_tail: str
    const: str         # the function attributes of a const builtin
    pure: str          # ... of a pure one
    plain: str         # ... of any other
    library: str       # ... of a C library function the optimizer knows (printf)
    sret: str          # attributes before sret(...)

    @property
    def typed(self) -> bool:
        return self.name == "typed"


_CLANG15 = dict(
    datalayout_tail="",
    const="convergent mustprogress nofree nounwind readnone willreturn " + _CLANG15_STRINGS,
    pure="convergent mustprogress nofree nounwind readonly willreturn " + _CLANG15_STRINGS,
    plain="convergent " + _CLANG15_STRINGS,
    library="convergent nofree nounwind " + _CLANG15_STRINGS,
    sret="",
)
TYPED = IrForm("typed", "clang-15 -no-opaque-pointers", **_CLANG15)
OPAQUE = IrForm("opaque", "clang-15", **_CLANG15)
TARGET = IrForm(
    "target", "clang-19", datalayout_tail="-G1",
    const="convergent mustprogress nofree nounwind willreturn memory(none) " + _CLANG19_STRINGS,
    pure="convergent mustprogress nofree nounwind willreturn memory(read) " + _CLANG19_STRINGS,
    plain="convergent nounwind " + _CLANG19_STRINGS,
    library="convergent nofree nounwind " + _CLANG19_STRINGS,
    sret="dead_on_unwind writable ",
)


def ir_form(llvm_version: int = DEFAULT_LLVM_VERSION) -> IrForm:
    """The form of an LLVM version: <= 14 typed pointers, 15-16 opaque pointers,
    >= 17 target extension types."""
    if llvm_version <= 14:
        return TYPED
    if llvm_version <= 16:
        return OPAQUE
    return TARGET


# ------------------------------------------------------------------ types

# builtin -> (IR type, parameter attribute), from spirmangle.model.typecodes' rows
_SCALARS = {row.name: row.ir for row in BUILTIN_ROWS if row.ir[0]}
_MEMORY = {"bool": "i8", "void": "i8"}  # a pointee's type where it differs
_ENUMS = ("memory_order", "memory_scope")
NDRANGE = "%struct.ndrange_t"

# spirv.Image's dimension (SPIR-V Dim: 1D 0, 2D 1, 3D 2, Buffer 5) per shape prefix
_DIMS = (("image1d_buffer", 5), ("image1d", 0), ("image2d", 1), ("image3d", 2))
_ACCESS = {None: ("ro", 0), "read_only": ("ro", 0), "write_only": ("wo", 1), "read_write": ("rw", 2)}
_TARGET_OPAQUE = {"sampler_t": "Sampler", "event_t": "Event", "clk_event_t": "DeviceEvent",
                  "queue_t": "Queue", "reserve_id_t": "ReserveId"}
_AVC = "intel_sub_group_avc_"


def _target_image(t: Image) -> str:
    dim = next(d for prefix, d in _DIMS if t.shape.startswith(prefix))
    flags = [int("depth" in t.shape), int("array" in t.shape), int("msaa" in t.shape)]
    access = _ACCESS[t.access][1]
    return 'target("spirv.Image", void, %d, %d, %d, %d, 0, 0, %d)' % (dim, *flags, access)


def _target_opaque(name: str) -> str:
    if name in _TARGET_OPAQUE:
        return 'target("spirv.%s")' % _TARGET_OPAQUE[name]
    if name.startswith(_AVC) and name.endswith("_t"):  # ime_payload_t -> AvcImePayloadINTEL
        words = name[len(_AVC):-2].split("_")
        return 'target("spirv.Avc%sINTEL")' % "".join(w.capitalize() for w in words)
    raise ValueError("no LLVM type for %s" % name)


def _struct(t: Type) -> tuple[str, int]:
    """The opaque struct an OpenCL type points to (typed and opaque forms), and
    the address space of that pointer."""
    if type(t) is Image:
        return "%%opencl.%s_%s_t" % (t.shape, _ACCESS[t.access][0]), 1
    if type(t) is Pipe:
        return "%%opencl.pipe_%s_t" % ("wo" if t.access == "write_only" else "ro"), 1
    if type(t) is Opaque:
        if t.name not in _TARGET_OPAQUE and not t.name.startswith(_AVC):
            raise ValueError("no LLVM type for %s" % t.name)
        return "%opencl." + t.name, 2 if t.name == "sampler_t" else 0
    raise ValueError("not an OpenCL opaque type: %r" % (t,))


def _pointer(to: str, space: int, target: Target, form: IrForm) -> str:
    if not target.numbered_addrspaces:
        space = 0
    if form.typed:
        return "%s%s*" % (to, " addrspace(%d)" % space if space else "")
    return "ptr addrspace(%d)" % space if space else "ptr"


def is_special(t: Type) -> bool:
    """Whether ``t`` is an OpenCL opaque type (image, pipe, sampler, event...):
    passed as clang's opaque pointer or target type, never ``noundef``."""
    return type(t) in (Image, Pipe, Opaque)


def _special(t: Type, target: Target, form: IrForm) -> str:
    if form.name == "target" and target.numbered_addrspaces:
        if type(t) is Image:
            return _target_image(t)
        if type(t) is Pipe:
            return 'target("spirv.Pipe", %d)' % (1 if t.access == "write_only" else 0)
        if type(t) is Opaque:
            return _target_opaque(t.name)
    struct, space = _struct(t)
    return _pointer(struct, space, target, form)


def memory_type(t: Type, target: Target, form: IrForm) -> str:
    """The LLVM type of ``t`` in memory: what a typed pointer points to."""
    if type(t) is Qualified:
        return memory_type(t.base, target, form)
    if type(t) is Builtin and t.name in _MEMORY:
        return _MEMORY[t.name]
    if type(t) is Atomic:
        return memory_type(t.value, target, form)
    return llvm_type(t, target, form)[0]


def llvm_type(t: Type, target: Target, form: IrForm = TARGET) -> tuple[str, str]:
    """(LLVM type, extension attribute) of a by-value parameter or return type."""
    if type(t) is Qualified:  # top-level qualifiers of a by-value type do not matter
        return llvm_type(t.base, target, form)
    if type(t) is Builtin:
        if t.name not in _SCALARS:
            raise ValueError("no LLVM type for %r" % t.name)
        return _SCALARS[t.name]
    if type(t) is Vector:
        return "<%d x %s>" % (t.size, llvm_type(t.element, target, form)[0]), ""
    if type(t) is Atomic:
        return llvm_type(t.value, target, form)
    if type(t) is Pointer:
        pointee = t.pointee
        space = pointee.addrspace if type(pointee) is Qualified and pointee.addrspace else 0
        return _pointer(memory_type(pointee, target, form) if form.typed else "", int(space),
                        target, form), ""
    if is_special(t):
        return _special(t, target, form), ""
    if type(t) is BlockPointer:  # only the spir dialect passes blocks (SPIR 2.0 s2.1.3.7)
        return _pointer("%opencl.block", 0, target, form) if form.typed else \
            _pointer("", 4, target, form), ""
    if type(t) is NamedType:
        name = base_name(t.name)
        if name in _ENUMS:
            return "i32", ""
        if name == "ndrange_t":  # by value in the spir dialect's enqueue_kernel
            return "%s byval(%s) align %d" % (_pointer(NDRANGE, 0, target, form), NDRANGE,
                                              _align(target)), ""
    raise ValueError("no LLVM type for %s" % Printer("opencl").type(t))


def _align(target: Target) -> int:
    return 8 if target.pointer_bits == 64 else 4


def _is_ndrange(t: Optional[Type]) -> bool:
    return type(t) is NamedType and getattr(t.name, "identifier", "") == "ndrange_t"


# ----------------------------------------------------------- declarations

class LibraryFunction(NamedTuple):
    """What LLVM's optimizer adds to the declaration of a C library function."""

    returns: str
    params: tuple[str, ...]


# InferFunctionAttrs knows printf: it never frees, captures nor writes its format.
LIBRARY = {"printf": LibraryFunction("noundef", ("nocapture noundef readonly",))}


class IrDeclaration(NamedTuple):
    """One ``declare`` line (without its attribute group) and its function attributes."""

    symbol: str
    text: str
    attributes: str


def _param(t: Type, target: Target, form: IrForm, override: str = "") -> str:
    text, ext = llvm_type(t, target, form)
    words = [text]
    if override:
        words.append(override)
    elif not is_special(t) and "byval(" not in text:
        words.append("noundef")
    if ext:
        words.append(ext)
    return " ".join(words)


def _return(t: Type, target: Target, form: IrForm, cxx: bool, library: str) -> str:
    text, ext = llvm_type(t, target, form)
    words = [library] if library else []
    if cxx and not library and text != "void" and not is_special(t):
        words.append("noundef")
    return " ".join(words + ([ext] if ext else []) + [text])


def function_attributes(o: "Overload", form: IrForm = TARGET) -> str:
    """The function attribute set clang gives the builtin's declaration."""
    if o.mangled in LIBRARY:
        return form.library
    if "const" in o.attributes:
        return form.const
    if "pure" in o.attributes:
        return form.pure
    return form.plain


def declaration(o: "Overload", target: "str | Target", form: IrForm = TARGET,
                lang: Optional[LanguageOptions] = None) -> IrDeclaration:
    """The declaration of one overload as clang writes it in ``form``."""
    tgt = get_target(target)
    fn = o.function
    library = LIBRARY.get(o.mangled)
    params = []
    ret_type = fn.return_type or Builtin("void")
    if _is_ndrange(ret_type):
        params.append("%s %ssret(%s) align %d" % (_pointer(NDRANGE, 0, tgt, form),
                                                  form.sret, NDRANGE, _align(tgt)))
        ret_text = "void"
    else:
        ret_text = _return(ret_type, tgt, form, bool(lang and lang.cxx),
                           library.returns if library else "")
    overrides = library.params if library else ()
    for i, p in enumerate(q for q in fn.params if not (type(q) is Builtin and q.name == "void")):
        if type(p) is Builtin and p.name == "...":
            params.append("...")
        else:
            params.append(_param(p, tgt, form, overrides[i] if i < len(overrides) else ""))
    if tgt.numbered_addrspaces:
        text = "declare spir_func %s @%s(%s) local_unnamed_addr" % (
            ret_text, _llvm_name(o.mangled), ", ".join(params))
    else:
        text = "declare %s @%s(%s)" % (ret_text, _llvm_name(o.mangled), ", ".join(params))
    return IrDeclaration(o.mangled, text, function_attributes(o, form))


def _llvm_name(symbol: str) -> str:
    if all(c.isalnum() or c in "_.$" for c in symbol):
        return symbol
    return '"%s"' % symbol


# ----------------------------------------------------------------- module

DATALAYOUT = {
    32: "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024",
    64: "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024",
}
_NAMED_TYPE = re.compile(r"%(?:opencl\.\w+|struct\.ndrange_t)")


def ndrange_definition(target: Target) -> str:
    """The LLVM struct type of ``ndrange_t`` (SPIR 2.0 Table 3)."""
    word = "i64" if target.pointer_bits == 64 else "i32"
    return "%s = type { i32, [3 x %s], [3 x %s], [3 x %s] }" % (NDRANGE, word, word, word)


def type_definitions(lines: Sequence[str], target: Target) -> list[str]:
    """The named types ``lines`` use, defined in order of first use."""
    seen: dict[str, None] = {}
    for line in lines:
        for name in _NAMED_TYPE.findall(line):
            seen.setdefault(name, None)
    return [ndrange_definition(target) if name == NDRANGE else "%s = type opaque" % name
            for name in seen]


def module(overloads: Sequence["Overload"], target: "str | Target",
           llvm_version: int = DEFAULT_LLVM_VERSION, title: str = "",
           lang: Optional[LanguageOptions] = None) -> str:
    """An LLVM IR module declaring every overload, function attributes as groups."""
    tgt = get_target(target)
    form = ir_form(llvm_version)
    out = ["; OpenCL C builtin declarations%s, generated by spirmangle" % (
        ": " + title if title else ""),
        "; LLVM %d form (%s): declarations as %s writes them" % (llvm_version, form.name,
                                                                  form.clang)]
    if tgt.numbered_addrspaces:
        out.append('target datalayout = "%s%s"' % (DATALAYOUT[tgt.pointer_bits],
                                                   form.datalayout_tail))
        out.append('target triple = "%s-unknown-unknown"' % tgt.name)
    groups: dict[str, int] = {}
    lines = []
    for o in overloads:
        d = declaration(o, tgt, form, lang)
        number = groups.setdefault(d.attributes, len(groups))
        lines.append("%s #%d" % (d.text, number))
    types = type_definitions(lines, tgt)
    if types:
        out += [""] + types
    out += [""] + lines + [""]
    out += ["attributes #%d = { %s }" % (n, attrs) for attrs, n in groups.items()]
    return "\n".join(out) + "\n"
