"""Catalogue family: conversions (being written)."""

from .core import Decl

DECLS: list[Decl] = []
