"""Catalogue family: math (being written)."""

from .core import Decl

DECLS: list[Decl] = []
