"""Catalogue family: enqueue (being written)."""

from .core import Decl

DECLS: list[Decl] = []
