"""What the printer's mixins need from one another, declared once.

:class:`spirmangle.render.core.Printer` is made of mixins
(:class:`~spirmangle.render.packs.PackPrinter`,
:class:`~spirmangle.render.qualifiers.QualifierPrinter`,
:class:`~spirmangle.render.types.TypePrinter`,
:class:`~spirmangle.render.exprs.ExprPrinter`) that call one another's methods.
:class:`PrinterNeeds` lists those methods; for the type checker only, each mixin
derives from it (at run time from ``object``: no stub methods, no change to the
classes' order), so that mypy knows what ``self`` has and checks that ``Printer``
provides all of it.
"""

from __future__ import annotations

from typing import Any, Optional, Protocol


class PrinterNeeds(Protocol):
    """The methods one printer mixin calls on ``self`` that another defines."""

    def type(self, t: Any, /) -> str:
        """A type on its own (TypePrinter)."""
        ...

    def name(self, n: Any, /) -> str:
        """A name (Printer)."""
        ...

    def template_arg(self, a: object, /) -> str:
        """A template argument (Printer)."""
        ...

    def _join(self, texts: list[str], /) -> str:
        """Texts joined by the style's separator (Printer)."""
        ...

    def _too_large(self) -> Exception:
        """The error of an output past the size limit (Printer)."""
        ...

    def _parts(self, t: Any, /) -> tuple[str, str]:
        """A type's text before and after the declarator (TypePrinter)."""
        ...

    def has_rhs(self, t: Any, /) -> bool:
        """Whether a type prints text after its declarator (TypePrinter)."""
        ...

    def _quals(self, q: Any, /) -> list[str]:
        """A qualified type's qualifier words (QualifierPrinter)."""
        ...

    def _pack_length(self, pattern: Any, /) -> Optional[int]:
        """The length of the pack a pattern expands (PackPrinter)."""
        ...
