"""Catalogue family: vectors (being written)."""

from .core import Decl

DECLS: list[Decl] = []
