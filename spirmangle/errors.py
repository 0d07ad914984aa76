"""Errors raised while reading mangled names."""

from __future__ import annotations


class DemangleError(ValueError):
    """A name that cannot be demangled; ``position`` is the 0-based offset of the problem."""

    def __init__(self, name: str, position: int, reason: str) -> None:
        self.name = name
        self.position = position
        self.reason = reason
        super().__init__("%s: %d: %s" % (name, position, reason))
