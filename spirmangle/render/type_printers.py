"""The printers of :class:`spirmangle.render.types.TypePrinter`, by model class.

Each type class of the model has one entry in :data:`PARTS_PRINTERS`, which prints
its two declarator halves (left and right of a declarator's name) in every style
(each function reads ``printer.style``); :data:`SIMPLE_PRINTERS` holds the kinds
that print as one word with no declarator part (``int``, ``float4``, ``pipe int``).
A new type class without an entry fails ``tests/render/test_printer_tables.py``
rather than printing through a fallback.  The printer is the
:class:`spirmangle.render.core.Printer` (typed ``Any`` here: it mixes in the type,
expression and pack printers).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional

from ..errors import DemangleError
from ..model import OPAQUE_TYPES, ArgumentPack, Atomic, BlockPointer, Builtin, Decltype, DependentVector, ExprArg, ExternalName, FloatLiteral, FunctionType, Image, IntegerLiteral, LValueReference, NamedType, Opaque, PackExpansion, Pipe, Pointer, Qualified, QualifiedFunctionType, RValueReference, TemplateParam, Vector
from ..model.vector_spelling import has_typedef, vector_attribute
from .declarators import DECLARATOR_PRINTERS, exception_text
from .exprs import EXPR_KINDS
from .packs import EMPTY, UNRESOLVED
from .special import external_parts

_ATOMIC_NAMES = {"int", "uint", "long", "ulong", "float", "double", "half"}
# Template arguments that a substitution or T_ puts where a type goes (as LLVM prints).
ARGUMENT_KINDS = frozenset({IntegerLiteral, FloatLiteral, ExprArg, ExternalName})

Parts = tuple[str, str]


# ------------------------------------------------------------ simple types
def _vector(printer: Any, t: Vector) -> str:
    element = printer.type(t.element)
    style = printer.style
    if style == "opencl":  # (spirmangle.model.vector_spelling)
        if has_typedef(t):
            return "%s%d" % (element, t.size)
        return "%s %s" % (element, vector_attribute(t))
    if style == "llvm":
        return "%s vector[%d]" % (element, t.size)
    return "%s __vector(%d)" % (element, t.size)


def _dependent_vector(printer: Any, t: DependentVector) -> str:
    # (llvm-cxxfilt-19's vector[...], c++filt's __vector(...))
    element = printer.type(t.element)
    if printer.style == "gnu":
        return "%s __vector(%s)" % (element, printer.gnu(t.dimension))
    return "%s vector[%s]" % (element, printer.expr_text(t.dimension))


def _image(printer: Any, t: Image) -> str:
    if printer.style == "opencl":
        prefix = "__%s " % t.access if t.access else ""
        return "%s%s_t" % (prefix, t.shape)
    from ..config import image_source_name
    from ..config import CLANG, SPIR_DIALECT

    return image_source_name(t, CLANG if t.access else SPIR_DIALECT)


def _pipe(printer: Any, t: Pipe) -> str:
    if printer.style != "opencl":
        return "ocl_pipe"
    if t.element is not None:
        element = printer.type(t.element)
    else:  # unknown: pipe void, then pipe void#2, #3... for further distinct ones
        element = "void#%d" % (t.ordinal + 1) if t.ordinal else "void"
    access = "__%s " % t.access if t.access else ""
    return "%spipe %s" % (access, element)


def _atomic(printer: Any, t: Atomic) -> str:
    value = printer.type(t.value)
    if printer.style == "opencl":
        if type(t.value) is Builtin and t.value.name in _ATOMIC_NAMES:
            return "atomic_" + t.value.name
        return "_Atomic(%s)" % value
    return "%s _Atomic" % value


def _template_param(printer: Any, t: TemplateParam) -> str:
    # a literal, an argument out of reach or no element
    arg = printer.argument(t.index)
    if arg is UNRESOLVED:
        names: tuple[str, ...] = printer.param_names
        if t.index < len(names):  # (named by a with-clause: spirmangle.render.with_clause)
            return names[t.index]
        return "T" if t.index == 0 else "T%d" % (t.index - 1)
    text: str = "" if arg is EMPTY else printer.template_arg(arg)
    return text


def _expr_text(printer: Any, e: object) -> str:  # an array's dimension
    text: str = printer.expr_text(e)
    return text


SIMPLE_PRINTERS: dict[type, Callable[[Any, Any], str]] = {
    Builtin: lambda printer, t: printer._builtins[t.name],
    Vector: _vector,
    DependentVector: _dependent_vector,
    Image: _image,
    Opaque: lambda printer, t: t.name if printer.style == "opencl" else OPAQUE_TYPES[t.name],
    Pipe: _pipe,
    NamedType: lambda printer, t: printer.name(t.name),
    Atomic: _atomic,
    TemplateParam: _template_param,
    PackExpansion: lambda printer, t: printer.expansion(t),
    Decltype: lambda printer, t: printer.decltype_text(t),
    # (a peer's reading: a pack expanded in place, spirmangle.render.peer_scopes)
    ArgumentPack: lambda printer, t: printer.pack_arg(t),
    **{kind: _expr_text for kind in EXPR_KINDS},
}


# ------------------------------------------------------------ declarators
def _reference(printer: Any, t: Any, wrap: Optional[str], drop: frozenset[str]) -> Parts:
    if printer.style == "gnu" and type(t.referee) is TemplateParam and printer.peer:
        parts: Parts = printer._gnu_reference(t)
        return parts
    parts = printer._indirect(t)
    return parts


def _template_param_parts(printer: Any, t: TemplateParam, wrap: Optional[str],
                          drop: frozenset[str]) -> Parts:
    resolved = printer._resolve(t)
    if resolved is not t:
        expanding, key = printer.expanding, (id(printer.template_args), t.index)
        if key in expanding:  # (explain's reading of a name demangle refuses)
            raise DemangleError(printer.mangled, 0, "template parameter T%s_ stands for a type "
                                "that contains it" % (t.index - 1 if t.index else ""))
        printer.expanding = expanding | {key}
        try:
            parts: Parts = printer._parts(resolved, wrap, drop)
        finally:
            printer.expanding = expanding
        return parts
    if printer.llvm_encoding(t):  # (a function's encoding: two halves)
        return external_parts(printer, printer.argument(t.index))
    return _template_param(printer, t), ""


def _qualified_function(printer: Any, t: QualifiedFunctionType, wrap: Optional[str],
                        drop: frozenset[str]) -> Parts:
    # a member function's type: void () const &&
    words = [w for w, on in (("const", t.const), ("volatile", t.volatile),
                             ("restrict", t.restrict)) if on]
    if t.ref_qualifier:
        words.append(t.ref_qualifier)
    if t.exception is not None:  # c++filt puts it first, LLVM last
        spec = exception_text(printer, t.exception)
        words = [spec, *words] if printer.style == "gnu" else [*words, spec]
    if t.transaction_safe and printer.style != "llvm":  # (llvm-cxxfilt-19 drops it)
        words.insert(0, "transaction_safe")  # c++filt: before noexcept
    parts: Parts = printer._function(t.function, wrap, words)
    return parts


def _simple_parts(simple: Callable[[Any, Any], str]) -> Callable[[Any, Any, Optional[str], frozenset[str]], Parts]:
    return lambda printer, t, wrap, drop: (simple(printer, t), "")


def _declarator(parts: Callable[[Any, Any, Optional[str]], Parts]) -> Callable[[Any, Any, Optional[str], frozenset[str]], Parts]:
    return lambda printer, t, wrap, drop: parts(printer, t, wrap)


# (printer, the type, what wraps it (gnu style: PTR, CV or None), the cv-qualifiers
# directly above it (gnu style)) -> (left, right)
PARTS_PRINTERS: dict[type, Callable[[Any, Any, Optional[str], frozenset[str]], Parts]] = {
    **{kind: _simple_parts(simple) for kind, simple in SIMPLE_PRINTERS.items()},
    Qualified: lambda printer, t, wrap, drop: printer._qualified(t, wrap, drop),
    Pointer: lambda printer, t, wrap, drop: printer._indirect(t),
    LValueReference: _reference,
    RValueReference: _reference,
    TemplateParam: _template_param_parts,
    FunctionType: lambda printer, t, wrap, drop: printer._function(t, wrap),
    QualifiedFunctionType: _qualified_function,
    BlockPointer: lambda printer, t, wrap, drop: printer._block(t),
    **{kind: _declarator(parts) for kind, parts in DECLARATOR_PRINTERS.items()},
    # a substitution or T_ that stands for a non-type argument where a type goes
    **{kind: (lambda printer, t, wrap, drop: (printer.template_arg(t), ""))
       for kind in ARGUMENT_KINDS},
    ExternalName: lambda printer, t, wrap, drop: external_parts(printer, t),  # (llvm: two halves)
}
