"""Catalogue family: integer (being written)."""

from .core import Decl

DECLS: list[Decl] = []
