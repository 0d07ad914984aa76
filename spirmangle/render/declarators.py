"""Printing arrays and pointers to members (for :class:`spirmangle.render.types.TypePrinter`;
its ``_function`` prints qualified function types), as declarators in two halves
like LLVM's ItaniumDemangle: ``int (*) [3]``, ``int A::*``, ``int (A::*)() const``.

========================  =============================  ===========================
mangled                   llvm (llvm-cxxfilt-19)         gnu (c++filt)
========================  =============================  ===========================
``A3_i``, ``A_i``         ``int [3]``, ``int []``        the same
``PA3_A4_i``              ``int (*) [3][4]``             the same
``RAT0__T_``              ``int (&) [3]`` (T0_ = 3)      the same
``M1Ai``                  ``int A::*``                   the same
``M1AKFivE``              ``int (A::*)() const``         the same
``M1AA3_i``               ``int(A::*) [3]``              ``int (A::*) [3]``
``KFvvOE``                ``void () const &&``           the same
========================  =============================  ===========================
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional

from .legacy import level_param_text, unresolved_level_text
from ..model import ExprArg, ArrayType, BitInt, ComplexType, DependentBitInt, ExceptionSpec, FunctionType, MemberPointer, Qualified, QualifiedFunctionType, Type, VendorType, ElaboratedType, ConstrainedAuto, VendorQualified, LevelTemplateParam, ArgsRequires, ConstraintParam

# C99 _Complex and _Imaginary, as each style spells them after the type.
_COMPLEX_WORDS = {("llvm", False): " complex", ("llvm", True): " imaginary",
                  ("gnu", False): " _Complex", ("gnu", True): " _Imaginary"}


def is_array(t: Type) -> bool:
    """Whether ``t`` prints as an array declarator (a pointer to it needs parentheses)."""
    return type(t) is ArrayType or (type(t) is Qualified and type(t.base) is ArrayType)


def declarator_parts(printer: Any, t: Type, wrap: Optional[str] = None) -> tuple[str, str]:
    """(left, right) halves of an array, a pointer to member, a complex type
    (and the simple types _BitInt, vendor types and elaborated class types)."""
    parts = DECLARATOR_PRINTERS.get(type(t))
    if parts is None:
        raise TypeError("cannot print %r" % (t,))
    return parts(printer, t, wrap)


def _bit_int(printer: Any, t: BitInt, wrap: Optional[str]) -> tuple[str, str]:
    return ("" if t.signed else "unsigned ") + "_BitInt(%d)" % t.bits, ""


def _dependent_bit_int(printer: Any, t: DependentBitInt, wrap: Optional[str]) -> tuple[str, str]:
    # (as llvm-cxxfilt-19 prints it)
    return ("" if t.signed else "unsigned ") + "_BitInt(%s)" % printer.expr_text(t.width), ""


def _vendor_type(printer: Any, t: VendorType, wrap: Optional[str]) -> tuple[str, str]:
    if not t.args:
        return t.name, ""
    return "%s(%s)" % (t.name, printer._join([printer.template_arg(a) for a in t.args])), ""


def _elaborated(printer: Any, t: ElaboratedType, wrap: Optional[str]) -> tuple[str, str]:
    return "%s %s" % (t.keyword, printer.name(t.name)), ""


def _level_param(printer: Any, t: LevelTemplateParam, wrap: Optional[str]) -> tuple[str, str]:
    if printer.decl_levels:  # in a declaration
        return level_param_text(printer, t), ""
    return unresolved_level_text(t), ""  # as LLVM prints one: TL0__ as TL0_, TL0_0_ as TL0_0


def _constraint_param(printer: Any, t: ConstraintParam, wrap: Optional[str]) -> tuple[str, str]:
    # (spirmangle.model.requires) as LLVM: T_ as T, T0_ as T0
    if printer.constraint_args:  # gnu, newer libiberty: the function template's argument
        arg = printer.argument(t.index)
        if isinstance(arg, Type):  # (its demangle-expected: f<int>() requires C<int>)
            parts: tuple[str, str] = printer._parts(arg)
            return parts
    return "T" if t.index == 0 else "T%d" % (t.index - 1), ""


def _args_requires(printer: Any, t: ArgsRequires, wrap: Optional[str]) -> tuple[str, str]:
    return "", ""  # a requires-clause ending template arguments: neither peer prints it


def _vendor_qualified(printer: Any, t: VendorQualified, wrap: Optional[str]) -> tuple[str, str]:
    # both peers: the type, then the qualifier
    qualifier = "%s<%s>" % (t.name, printer._join([printer.template_arg(a) for a in t.args]))
    if printer.style == "gnu" and printer.gnu_shape(t.base) == "chain":
        # c++filt: inside a function's declarator, as a cv-qualifier (void ( rp<3>*)(int))
        left, right = printer._parts(t.base, "cv")
        return left + " " + qualifier, right
    left, right = printer._parts(t.base)
    return left + right + " " + qualifier, ""


def _constrained_auto(printer: Any, t: ConstrainedAuto, wrap: Optional[str]) -> tuple[str, str]:
    return printer.name(t.constraint) + (" decltype(auto)" if t.decltype_auto else " auto"), ""


def _array(printer: Any, t: ArrayType, wrap: Optional[str]) -> tuple[str, str]:
    left, right = printer._parts(t.element)
    if t.dimension is not None:
        dimension = printer.template_arg(t.dimension)
    else:
        dimension = "" if t.size is None else str(t.size)
    pending = printer.gnu_pending
    if pending is not None:  # c++filt prints its pending declarator here (render.Printer)
        printer.gnu_pending = None
        printer.gnu_pending_used = True
        return left, " (%s) [%s]%s" % (pending, dimension,
                                       right[1:] if right.startswith(" [") else right)
    # llvm-cxxfilt and c++filt: a space before the first bracket only (int [2][3]).
    return left, " [%s]%s" % (dimension, right[1:] if right.startswith(" [") else right)


def _member_pointer(printer: Any, t: MemberPointer, wrap: Optional[str]) -> tuple[str, str]:
    member = printer._resolve(t.member)
    owner = printer.type(t.class_type) + "::*"
    if type(member) in (FunctionType, QualifiedFunctionType) or printer.llvm_encoding(member):
        if printer.style == "gnu":  # libiberty: like a qualifier round the function
            left, right = printer._parts(member, "cv")
            return left + owner, right
        left, right = printer._parts(member)
        return left + "(" + owner, ")" + right
    left, right = printer._parts(member)
    if printer._is_array(member):  # llvm-cxxfilt-19 leaves no space here, c++filt does
        return left + ("(" if printer.style == "llvm" else " (") + owner, ")" + right
    return left + " " + owner, right


def _complex(printer: Any, t: ComplexType, wrap: Optional[str]) -> tuple[str, str]:
    """``float complex`` (llvm), ``float _Complex`` (gnu), ``_Complex float``
    (opencl, as C spells it); round a function or array the word stands where a
    qualifier would (``int (* _Complex)()``)."""
    if printer.style == "opencl":
        left, right = printer._parts(t.element)
        return ("_Imaginary " if t.imaginary else "_Complex ") + left, right
    word = _COMPLEX_WORDS[printer.style, t.imaginary]
    if printer.style == "gnu" and printer._is_function(t.element):
        left, right = printer._parts(t.element, "cv")
        return left + word, right
    left, right = printer._parts(t.element)
    if printer._is_array(t.element):
        return left + " (" + word.lstrip(" " if printer.style == "llvm" else ""), ")" + right
    return left + word, right


def exception_text(printer: Any, spec: ExceptionSpec) -> str:
    """``noexcept``, ``noexcept(B)`` or ``throw(T...)``."""
    if spec.types:
        return "throw(%s)" % printer._join([printer.type(t) for t in spec.types])
    if spec.condition is None:
        return "noexcept"
    if type(spec.condition) is ExprArg:  # noexcept(<expression>): no template argument
        return "noexcept(%s)" % printer.expr_text(spec.condition.expr)
    return "noexcept(%s)" % printer.template_arg(spec.condition)


# The printer of each declarator kind, by model class (the same function in every style,
# which each reads): (printer, the type, what wraps it) -> (left, right).
DECLARATOR_PRINTERS: dict[type, Callable[[Any, Any, Optional[str]], tuple[str, str]]] = {
    ArrayType: _array,
    MemberPointer: _member_pointer,
    ComplexType: _complex,
    BitInt: _bit_int,
    DependentBitInt: _dependent_bit_int,
    VendorType: _vendor_type,
    ElaboratedType: _elaborated,
    ConstrainedAuto: _constrained_auto,
    VendorQualified: _vendor_qualified,
    LevelTemplateParam: _level_param,
    ConstraintParam: _constraint_param,
    ArgsRequires: _args_requires,
}
DECLARATOR_KINDS = frozenset(DECLARATOR_PRINTERS)
