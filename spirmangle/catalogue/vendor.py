"""Catalogue family: vendor (being written)."""

from .core import Decl

DECLS: list[Decl] = []
