"""Catalogue family: spir (being written)."""

from .core import Decl

DECLS: list[Decl] = []
