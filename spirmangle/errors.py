"""The package's errors: reading mangled names and prototypes, mangling."""

from __future__ import annotations

_SHOWN = 120  # characters of a long name shown in an error message


class DemangleError(ValueError):
    """A name that cannot be demangled; ``position`` is the 0-based offset of the problem.

    ``name`` is the whole name; the message shows at most the characters around
    ``position`` of a long one."""

    def __init__(self, name: str, position: int, reason: str) -> None:
        self.name = name
        self.position = position
        self.reason = reason
        super().__init__("%s: %d: %s" % (_excerpt(name, position), position, reason))


class BadReference(DemangleError):
    """A substitution that refers to no candidate, or to one of the wrong kind: the
    one error where another substitution rule (another dialect) may read the name."""


class PhantomDepth(DemangleError):
    """Nesting past the bound only with clang's phantom ``__private`` pointee
    qualifiers counted: the plain Itanium reading may still be within it."""


def _excerpt(name: str, position: int) -> str:
    if len(name) <= _SHOWN:
        return name
    start = max(0, min(position - _SHOWN // 2, len(name) - _SHOWN))
    head = "..." if start else ""
    tail = "..." if start + _SHOWN < len(name) else ""
    return head + name[start:start + _SHOWN] + tail


def internal_error(name: str, exc: Exception) -> DemangleError:
    """The DemangleError that stands for any other exception reading or printing
    ``name`` raised (a bug): a command copies that name through, reports it (one
    line, ``internal error (...)``) and goes on with the others."""
    text = " ".join(("%s: %s" % (type(exc).__name__, exc)).split())
    if len(text) > 200:
        text = text[:200] + "..."
    return DemangleError(name, 0, "internal error (%s)" % text)


class MangleError(ValueError):
    """The model cannot be mangled (for example an unknown builtin name)."""


class PrototypeError(ValueError):
    """A prototype that does not parse; carries 1-based line and column."""

    def __init__(self, message: str, line: int, column: int, text: str = "") -> None:
        self.message = message
        self.line = line
        self.column = column
        self.text = text
        super().__init__("%d:%d: %s" % (line, column, message))

    def caret(self) -> str:
        """The offending line with a caret under the column."""
        lines = self.text.splitlines() or [""]
        src = lines[min(self.line, len(lines)) - 1]
        return src + "\n" + " " * (self.column - 1) + "^"
