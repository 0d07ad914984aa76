"""The demangler's callbacks for clang's vendor forms outside the Itanium ABI
that LLVM's demangler reads (mixed into :class:`spirmangle.demangle._Builder`;
the tokens are :mod:`spirmangle.lexer_legacy`'s): ``enable_if`` attributes and
lambdas as template arguments or operands."""

from __future__ import annotations

from typing import Any

from .bounds import children
from .errors import DemangleError
from .fastnodes import new_function, new_template
from .model import (ClosureName, Function, LambdaLiteral, LevelTemplateParam, LocalName, Name,
                    TemplateName, TemplateParam)


class LegacyCallbacks:
    """Reduction callbacks of the vendor forms."""

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


def check_lambda_levels(name: str, f: Function) -> None:
    """Reject a lambda in a function template's signature (its parameter or return
    types, as in ``decltype([](T){})``) whose own signature names a template
    parameter: there the function's template parameters are the first level, so
    ``T_`` is the function's and the lambda's own are ``TL0_...`` (as LLVM reads
    them); spirmangle reads ``T_`` in a lambda's signature as the lambda's own,
    which is right only where no enclosing level is open (a local name's entity).
    A local name inside opens a scope of its own and is not looked into."""
    if not _has_template_args(f.name):  # (LLVM: a class template's, A<int>::f, count too)
        return
    stack: list[object] = [*f.params, *([f.return_type] if f.return_type is not None else [])]
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in seen or type(node) is LocalName:
            continue
        seen.add(id(node))
        if type(node) is ClosureName and _names_template_param(node):
            raise DemangleError(name, -1, "a template parameter in the signature of a lambda "
                                "in a function template's signature is not supported")
        stack.extend(children(node))


def _names_template_param(closure: ClosureName) -> bool:
    stack: list[object] = list(children(closure))
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in seen or type(node) is LocalName:
            continue
        seen.add(id(node))
        if type(node) is TemplateParam or type(node) is LevelTemplateParam:
            return True
        stack.extend(children(node))
    return False


def _has_template_args(name: Name) -> bool:
    """Whether a component of ``name`` has template arguments (a local name's
    entity is looked into, not its encoding, which is a scope of its own)."""
    stack: list[object] = [name]
    while stack:
        node = stack.pop()
        if type(node) is TemplateName:
            return True
        if type(node) is LocalName:
            stack.append(node.entity)
        elif type(node) is not ClosureName:
            stack.extend(c for c in children(node) if isinstance(c, Name))
    return False
