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

from typing import Any, Optional

from .legacy import level_param_text, unresolved_level_text
from ..model import ExprArg, ArrayType, BitInt, ComplexType, DependentBitInt, ExceptionSpec, FunctionType, MemberPointer, Qualified, QualifiedFunctionType, Type, VendorType, ElaboratedType, ConstrainedAuto, VendorQualified, LevelTemplateParam, ArgsRequires, ConstraintParam

DECLARATOR_KINDS = frozenset({ArrayType, MemberPointer, ComplexType, BitInt, DependentBitInt, VendorType,
                              ElaboratedType,
                              ConstrainedAuto, VendorQualified, LevelTemplateParam,
                              ConstraintParam, ArgsRequires})
# C99 _Complex and _Imaginary, as each style spells them after the type.
_COMPLEX_WORDS = {("llvm", False): " complex", ("llvm", True): " imaginary",
                  ("gnu", False): " _Complex", ("gnu", True): " _Imaginary"}


def is_array(t: Type) -> bool:
    """Whether ``t`` prints as an array declarator (a pointer to it needs parentheses)."""
    return type(t) is ArrayType or (type(t) is Qualified and type(t.base) is ArrayType)


def declarator_parts(printer: Any, t: Type, wrap: Optional[str] = None) -> tuple[str, str]:
    """(left, right) halves of an array, a pointer to member, a complex type
    (and the simple types _BitInt, vendor types and elaborated class types)."""
    kind = type(t)
    if isinstance(t, BitInt):
        return ("" if t.signed else "unsigned ") + "_BitInt(%d)" % t.bits, ""
    if isinstance(t, DependentBitInt):  # (as llvm-cxxfilt-19 prints it)
        return ("" if t.signed else "unsigned ") + "_BitInt(%s)" % printer.expr_text(t.width), ""
    if isinstance(t, VendorType):
        if not t.args:
            return t.name, ""
        return "%s(%s)" % (t.name, printer._join([printer.template_arg(a) for a in t.args])), ""
    if isinstance(t, ComplexType):
        return _complex(printer, t, wrap)
    if isinstance(t, ElaboratedType):
        return "%s %s" % (t.keyword, printer.name(t.name)), ""
    if isinstance(t, LevelTemplateParam) and printer.decl_levels:  # in a declaration
        return level_param_text(printer, t), ""
    if isinstance(t, LevelTemplateParam):  # as LLVM prints one: TL0__ as TL0_, TL0_0_ as TL0_0
        return unresolved_level_text(t), ""
    if kind is ConstraintParam:  # (spirmangle.model.requires) as LLVM: T_ as T, T0_ as T0
        if printer.constraint_args:  # gnu, newer libiberty: the function template's argument
            arg = printer.argument(t.index)  # type: ignore[attr-defined]
            if isinstance(arg, Type):  # (its demangle-expected: f<int>() requires C<int>)
                return printer._parts(arg)  # type: ignore[no-any-return]
        return "T" if t.index == 0 else "T%d" % (t.index - 1), ""  # type: ignore[attr-defined]
    if kind is ArgsRequires:  # type: ignore[comparison-overlap]
        return "", ""  # a requires-clause ending template arguments: neither peer prints it
    if isinstance(t, VendorQualified):  # both peers: the type, then the qualifier
        qualifier = "%s<%s>" % (t.name, printer._join([printer.template_arg(a) for a in t.args]))
        if printer.style == "gnu" and printer.gnu_shape(t.base) == "chain":
            # c++filt: inside a function's declarator, as a cv-qualifier (void ( rp<3>*)(int))
            left, right = printer._parts(t.base, "cv")
            return left + " " + qualifier, right
        left, right = printer._parts(t.base)
        return left + right + " " + qualifier, ""
    if isinstance(t, ConstrainedAuto):
        return printer.name(t.constraint) + (" decltype(auto)" if t.decltype_auto else " auto"), ""
    if kind is ArrayType:
        left, right = printer._parts(t.element)  # type: ignore[attr-defined]
        if t.dimension is not None:  # type: ignore[attr-defined]
            dimension = printer.template_arg(t.dimension)  # type: ignore[attr-defined]
        else:
            dimension = "" if t.size is None else str(t.size)  # type: ignore[attr-defined]
        pending = printer.gnu_pending
        if pending is not None:  # c++filt prints its pending declarator here (render.Printer)
            printer.gnu_pending = None
            printer.gnu_pending_used = True
            return left, " (%s) [%s]%s" % (pending, dimension,
                                           right[1:] if right.startswith(" [") else right)
        # llvm-cxxfilt and c++filt: a space before the first bracket only (int [2][3]).
        return left, " [%s]%s" % (dimension, right[1:] if right.startswith(" [") else right)
    if kind is MemberPointer:
        member = printer._resolve(t.member)  # type: ignore[attr-defined]
        owner = printer.type(t.class_type) + "::*"  # type: ignore[attr-defined]
        if type(member) in (FunctionType, QualifiedFunctionType):
            if printer.style == "gnu":  # libiberty: like a qualifier round the function
                left, right = printer._parts(member, "cv")
                return left + owner, right
            left, right = printer._parts(member)
            return left + "(" + owner, ")" + right
        left, right = printer._parts(member)
        if printer._is_array(member):  # llvm-cxxfilt-19 leaves no space here, c++filt does
            return left + ("(" if printer.style == "llvm" else " (") + owner, ")" + right
        return left + " " + owner, right
    raise TypeError("cannot print %r" % (t,))


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
