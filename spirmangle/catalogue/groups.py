"""Catalogue family: groups (being written)."""

from .core import Decl

DECLS: list[Decl] = []
