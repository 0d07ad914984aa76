"""Catalogue family: sync (being written)."""

from .core import Decl

DECLS: list[Decl] = []
