"""The demangler's callbacks for clang's vendor forms outside the Itanium ABI
that LLVM's demangler reads (mixed into :class:`spirmangle.demangler.core._Builder`;
the tokens are :mod:`spirmangle.demangler.lexer.legacy`'s): ``enable_if`` attributes and
lambdas as template arguments or operands."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from .fastnodes import new_function, new_template
from ..model import Function, LambdaLiteral, MemberConversion


class LegacyCallbacks:
    """Reduction callbacks of the vendor forms."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    def function(self, items: list[Any]) -> Any:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def function_enable_if(self, items: list[Any]) -> Function:
        """``name ENABLE_IF <template-arg>+ E params``: clang's ``enable_if``
        attributes after the function's name (before its return type)."""
        f: Function = self.function([items[0], items[4]])
        return new_function(f.name, f.params, f.return_type, None, tuple(items[2]))

    def lambda_literal(self, items: list[Any]) -> LambdaLiteral:
        """``LAMBDA_OPEN closure END``: ``L <closure-type-name> E``, no candidate."""
        return LambdaLiteral(items[1])

    def empty_template(self, items: list[Any]) -> Any:
        """``SOURCE TARGS END`` in an unresolved name: ``f<>`` (clang writes
        ``1fIE`` for a call of a template with its arguments all deduced)."""
        return new_template(items[0], ())


    def member_conversion(self, items: list[Any]) -> MemberConversion:
        """``MEMBER_CONV type expression MEMBER_CONV_END``."""
        return MemberConversion(items[1], items[2], items[3])
