"""The demangler's callbacks for C++ types beyond OpenCL's (mixed into
:class:`spirmangle.demangle._Builder`): exception specifications, _BitInt,
complex and imaginary types, vendor extended types.

Candidates (Itanium 5.1.8, as clang mangles and LLVM's demangler reads them):
a function type with an exception specification is one candidate, recorded
after the types of a ``throw(T...)`` (which the specification's rule records
as they reduce); the template parameter of ``noexcept(T_)`` is an expression,
no candidate.  ``_BitInt``, complex, imaginary and vendor extended types are
candidates, unlike builtin types (a vendor type once, with its template
arguments).
"""

from __future__ import annotations

from typing import Any, Optional

from .model import (
    BitInt,
    ComplexType,
    ExceptionSpec,
    FunctionType,
    QualifiedFunctionType,
    TemplateArg,
    TemplateParam,
    Type,
    VendorType,
)


class TypeCallbacks:
    """Reduction callbacks of the C++ type rules of ``grammar/mangled.lark``."""

    table: list[object]  # the substitution candidates (_Builder's)
    tparams: list[TemplateParam]  # every template parameter read (_Builder's)

    def _add(self, node: object) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _fail(self, reason: str) -> Exception:  # pragma: no cover - _Builder's
        raise NotImplementedError

    # ------------------------------------------------ exception specifications
    def noexcept_spec(self, items: list[Any]) -> ExceptionSpec:
        # NOEXCEPT, or NOEXCEPT_OPEN condition END
        return ExceptionSpec(items[1]) if len(items) == 3 else _NOEXCEPT

    def throw_spec(self, items: list[Any]) -> ExceptionSpec:
        return ExceptionSpec(None, tuple(items[1]))

    def expression_tparam(self, items: list[Any]) -> TemplateParam:
        """A template parameter as an expression: checked, but no candidate."""
        node = TemplateParam(items[0][0])
        self.tparams.append(node)
        return node

    def except_function(self, items: list[Any]) -> QualifiedFunctionType:
        """The function type just recorded, with its exception specification,
        is the one candidate."""
        spec, base = items
        if type(base) is FunctionType:
            node = QualifiedFunctionType(base, exception=spec)
        else:  # ref-qualified
            node = QualifiedFunctionType(base.function, ref_qualifier=base.ref_qualifier,
                                         exception=spec)
        self.table[-1] = node
        return node

    # --------------------------------------------------------- other types
    def bit_int(self, items: list[Any]) -> BitInt:
        node: BitInt = items[0]
        self._add(node)
        return node

    def complex_type(self, items: list[Any]) -> ComplexType:
        node = ComplexType(items[1], items[0])
        self._add(node)
        return node

    def vendor_type(self, items: list[Any]) -> VendorType:
        # VENDOR_TYPE [TARGS template_arg_list END]
        args: tuple[TemplateArg, ...] = tuple(items[2]) if len(items) == 4 else ()
        node = VendorType(items[0], args)
        self._add(node)
        return node


_NOEXCEPT = ExceptionSpec()


def with_cv(base: Type, const: bool, volatile: bool,
            restrict: bool) -> Optional[QualifiedFunctionType]:
    """``base`` (a function type without cv-qualifiers) with these; None if it
    is no such function type."""
    if type(base) is FunctionType:
        return QualifiedFunctionType(base, const, volatile, restrict)
    if type(base) is QualifiedFunctionType and not (base.const or base.volatile or base.restrict):
        return QualifiedFunctionType(base.function, const, volatile, restrict,
                                     base.ref_qualifier, base.exception)
    return None
