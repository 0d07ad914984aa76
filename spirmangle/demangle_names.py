"""The demangler's callbacks for local names and closure types (mixed into
:class:`spirmangle.demangle._Builder`).

Candidates: a local name adds none of its own (as a class type it is one, like
any class type: ``class_type`` records it); the inner encoding's candidates
(its nested-name prefixes, its parameter types) and those of a closure's
signature are recorded as their rules reduce, in the one table of the whole
name, which is the order their manglings finish (Itanium 5.1.8, as LLVM's
demangler and both compilers number them).  A closure or unnamed type is a
candidate only as a prefix of a nested name, like any component.

A template parameter inside a local name's encoding refers to that encoding's
template arguments, one in a closure's signature to the lambda's ``auto``
parameters: the printer and :func:`spirmangle.bounds.measure` resolve each
where it stands, so ``scoped`` tells the parse to measure such names.
"""

from __future__ import annotations

from typing import Any

from .lexer import BUILTINS
from .model import ClosureName, DefaultArgument, LocalName

_VOID = BUILTINS["v"]


class NameCallbacks:
    """Reduction callbacks of ``local_name``, ``default_arg_name`` and ``closure``."""

    scoped: bool  # a local name or closure type was read (set by _Builder.reset)

    def local_open(self, items: list[Any]) -> None:
        self.scoped = True

    def local_name(self, items: list[Any]) -> LocalName:
        # LOCAL encoding END entity [DISCRIMINATOR]; the entity may be a StringLiteral
        discriminator = items[4] if len(items) == 5 else None
        return LocalName(items[1], items[3], discriminator)

    def default_arg_name(self, items: list[Any]) -> LocalName:
        # LOCAL encoding END DEFAULT_ARG entity
        return LocalName(items[1], DefaultArgument(items[4], items[3]))

    def closure_open(self, items: list[Any]) -> None:
        self.scoped = True

    def closure(self, items: list[Any]) -> ClosureName:
        params = items[1]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        return ClosureName(tuple(params), items[2])
