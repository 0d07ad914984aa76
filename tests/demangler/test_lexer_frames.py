"""The lexer's frames are named (spirmangle.demangler.lexer.frames.Frame, issue 22):
every frame the lexer's source pushes on the lexer's stack is a Frame's value,
and every Frame is pushed somewhere (read from the source, not listed here)."""

from __future__ import annotations

import ast
from pathlib import Path

from spirmangle.demangler.lexer import core, letters
from spirmangle.demangler.lexer.frames import Frame

LEXER = Path(core.__file__).resolve().parent


def _is_stack(node: ast.expr) -> bool:
    """``stack`` or ``lx.stack`` (a reader's, on its Lexer)."""
    return (isinstance(node, ast.Name) and node.id == "stack"
            or isinstance(node, ast.Attribute) and node.attr == "stack")


def _pushed() -> set[str]:
    """The strings in the lexer's ``stack.append(...)`` calls."""
    found: set[str] = set()
    for path in LEXER.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "append" and _is_stack(node.func.value)):
                found |= {c.value for c in ast.walk(node.args[0])
                          if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    return found


def test_every_pushed_frame_is_named_and_every_name_is_pushed() -> None:
    # tokenize pushes the letters of the one-character tokens that open a name or
    # template arguments itself, open_types those of J and F (stack.append(c))
    opened = {c for c, (_, _, action) in core._ONE_CHARACTER.items() if action == core._OPEN}
    assert opened == {"N", "I"}
    opened |= {c for c, reader in letters.READERS.items() if reader is letters.open_types}
    assert opened == {"N", "I", "J", "F"}
    pushed = _pushed() | opened
    named = [value for name, value in vars(Frame).items() if name.isupper()]
    values = set(named)
    assert len(values) == len(named)  # (no two names for one frame)
    assert pushed <= values, pushed - values
    assert values <= pushed, values - pushed
    assert all(len(v) == 1 for v in values)
