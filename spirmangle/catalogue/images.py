"""Catalogue family: images (being written)."""

from .core import Decl

DECLS: list[Decl] = []
