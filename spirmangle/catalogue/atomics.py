"""Catalogue family: atomics (being written)."""

from .core import Decl

DECLS: list[Decl] = []
