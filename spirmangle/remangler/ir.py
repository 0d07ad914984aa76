"""Remangling a whole LLVM IR text module (:func:`remangle_module`).

Every ``_Z`` symbol of the text (in declarations, definitions, calls, aliases
and globals alike, found as the ``demangle`` filter finds them) is replaced by
its remangled name; every other byte stays as it was.  A rename whose new name
the module already defines while it also defines the old one would make two
definitions of a name: it is not made, and is reported as a clash.  With
``keep_old_as_alias``, each remangled definition (of a function with external
linkage) also keeps its old name, as an alias: modules that call the old name
still link against it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from typing import Callable, Optional

from ..modules.scan import SymbolScanner
from ..errors import DemangleError, MangleError
from .core import Conventions, RemangleError, remangle, remangle_symbol

# define [linkage...] <type> @name(  (the name quoted or not)
_DEFINE = re.compile(rb'^define\b([^@\n]*)@("?)([A-Za-z0-9_.$]+)\2\(', re.M)
_LOCAL_LINKAGE = frozenset({"internal", "private"})


@dataclass
class Rename:
    """One symbol of the module and what became of it."""

    old: str
    new: str
    line: int  # where it first appears (1-based)
    defined: bool = False
    alias: bool = False
    clash: bool = False
    error: str = ""

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"old": self.old, "new": self.new, "line": self.line,
                                   "defined": self.defined}
        if self.alias:
            data["alias"] = True
        if self.clash:
            data["clash"] = "the module already defines %s" % self.new
        if self.error:
            data["error"] = self.error
        return data


@dataclass
class ModuleResult:
    """The rewritten text and a rename per distinct symbol that changed (or failed)."""

    text: bytes
    renames: list[Rename] = field(default_factory=list)

    @property
    def clashes(self) -> list[Rename]:
        return [r for r in self.renames if r.clash]


def remangle_module(data: bytes, conventions: Conventions,
                    keep_old_as_alias: bool = False,
                    rename: Optional[Callable[[str], str]] = None) -> ModuleResult:
    """``data`` (LLVM IR text) with its symbols remangled (see the module docs).
    A symbol that does not demangle, or cannot be moved, is kept and reported
    with its error.  ``rename`` replaces :func:`remangle` (for tests).  With
    ``from_dialect`` auto, the module's language says how its names read
    (spirmangle.modules.input.module_dialect: clang for OpenCL, itanium for SYCL)."""
    move = rename or _mover(data, conventions)
    defined = {m.group(3).decode("ascii") for m in _DEFINE.finditer(data)}
    found: dict[str, Rename] = {}

    def symbol(name: bytes, line: int, column: int) -> bytes:
        old = name.decode("ascii")
        entry = found.get(old)
        if entry is None:
            entry = found[old] = _rename(old, line, move)
            entry.defined = old in defined
            if entry.new != old and entry.defined and entry.new in defined:
                entry.clash = True
        return name if entry.clash or entry.error else entry.new.encode("ascii")

    scanner = SymbolScanner(symbol)
    text = scanner.feed(data) + scanner.close()
    renames = [r for r in found.values() if r.new != r.old or r.error]
    if keep_old_as_alias:
        text = _with_aliases(data, text, [r for r in renames if _aliased(r)])
    return ModuleResult(text, renames)


def _mover(data: bytes, conventions: Conventions) -> Callable[[str], str]:
    """:func:`remangle` under ``conventions``, reading names as the module reads
    them where ``from_dialect`` is auto: under its language's dialect, and where a
    name alone cannot choose among clang's readings, as its IR signature says
    (spirmangle.modules.readings, as ``symbols`` reads them)."""
    if conventions.from_dialect != "auto":
        return lambda name: remangle(name, conventions)
    from ..modules.input import ModuleInputError, read_ir
    from ..modules.readings import ModuleReader

    try:
        reader = ModuleReader(read_ir((os.fsdecode(line) for line in data.splitlines()), "-"))
    except ModuleInputError:
        return lambda name: remangle(name, conventions)
    moves = {d: replace(conventions, from_dialect=d) for d in {reader.names, "auto"}}

    def move(name: str) -> str:
        c = moves[reader.dialect_of(name)]
        symbol = reader.name(name)
        return remangle(name, c) if symbol is None else remangle_symbol(symbol, c)

    return move


def _rename(old: str, line: int, move: Callable[[str], str]) -> Rename:
    try:
        return Rename(old, move(old), line)
    except (DemangleError, MangleError, RemangleError) as exc:
        reason = exc.reason if isinstance(exc, DemangleError) else str(exc)
        return Rename(old, old, line, error=reason)


def _aliased(r: Rename) -> bool:
    if not r.defined or r.clash or r.error or r.new == r.old:
        return False
    r.alias = True
    return True


def _with_aliases(original: bytes, text: bytes, renames: list[Rename]) -> bytes:
    """``text`` with ``@old = alias <type>, ptr @new`` for each rename whose
    definition is found (a definition with local linkage gets none)."""
    by_old = {r.old: r for r in renames}
    typed_pointers = b" ptr " not in original and b"*" in original
    lines = []
    for m in _DEFINE.finditer(original):
        old = m.group(3).decode("ascii")
        r = by_old.get(old)
        if r is None:
            continue
        head = m.group(1).decode("ascii", "replace").split()
        if _LOCAL_LINKAGE & set(head):
            r.alias = False
            continue
        fn_type = function_type(original, m)
        if fn_type is None:
            r.alias = False
            continue
        pointer = fn_type + "*" if typed_pointers else "ptr"
        lines.append("@%s = alias %s, %s @%s\n" % (old, fn_type, pointer, r.new))
    if not lines:
        return text
    if not text.endswith(b"\n"):
        text += b"\n"
    return text + b"\n; spirmangle remangle --keep-old-as-alias\n" + "".join(lines).encode("ascii")


def function_type(data: bytes, m: "re.Match[bytes]") -> Optional[str]:
    """The function type (``<4 x float> (<4 x float>, ptr addrspace(1))``) of the
    definition that ``m`` (a :data:`_DEFINE` match) starts, or None."""
    head = tokens(m.group(1).decode("ascii", "replace"))
    ret = None
    for i in range(len(head)):
        parsed = parse_type(head, i)
        if parsed is not None and parsed[1] == len(head):
            ret = parsed[0]
            break
    if ret is None:
        return None
    params_text = _balanced(data, m.end() - 1)
    if params_text is None:
        return None
    params = []
    for chunk in _split_top(tokens(params_text)):
        if chunk == ["..."]:
            params.append("...")
            continue
        parsed = parse_type(chunk, 0)
        if parsed is None:
            return None
        params.append(parsed[0])
    return "%s (%s)" % (ret, ", ".join(params))


def _balanced(data: bytes, start: int) -> Optional[str]:
    """The text inside the parentheses that open at ``start``."""
    depth = 0
    for i in range(start, min(len(data), start + (1 << 16))):
        c = data[i:i + 1]
        if c in b"(<[{":
            depth += 1
        elif c in b")>]}":
            depth -= 1
            if depth == 0:
                return data[start + 1:i].decode("ascii", "replace")
        elif c == b"\n":
            return None
    return None


_TOKEN = re.compile(r'"[^"]*"|\.\.\.|[%@][-\w.$]+|[A-Za-z_][\w.]*|\d+|[<>\[\]{}(),*=!#]')


def tokens(text: str) -> list[str]:
    """LLVM IR text as tokens: words, numbers, quoted strings and punctuation."""
    return _TOKEN.findall(text)


def _split_top(toks: list[str]) -> list[list[str]]:
    """Tokens split at the commas outside brackets."""
    parts: list[list[str]] = [[]]
    depth = 0
    for t in toks:
        if t in ("(", "<", "[", "{"):
            depth += 1
        elif t in (")", ">", "]", "}"):
            depth -= 1
        if t == "," and depth == 0:
            parts.append([])
        else:
            parts[-1].append(t)
    return [p for p in parts if p]


_SIMPLE = frozenset({"void", "half", "bfloat", "float", "double", "fp128", "x86_fp80",
                     "ppc_fp128", "label", "metadata", "token", "x86_amx", "x86_mmx"})


def parse_type(toks: list[str], i: int) -> Optional[tuple[str, int]]:
    """The LLVM type that starts at token ``i``: (its text, the index after it)."""
    parsed = _base_type(toks, i)
    if parsed is None:
        return None
    text, i = parsed
    while i < len(toks):
        if toks[i] == "*":
            text, i = text + "*", i + 1
        elif toks[i] == "addrspace" and toks[i + 1:i + 2] == ["("] and toks[i + 4:i + 5] == ["*"]:
            text, i = "%s addrspace(%s)*" % (text, toks[i + 2]), i + 5
        elif toks[i] == "(":
            inner = _group(toks, i)
            if inner is None:
                return None
            args, end = inner
            params = []
            for chunk in _split_top(args):
                sub = ["..."] if chunk == ["..."] else None
                if sub is None:
                    p = parse_type(chunk, 0)
                    if p is None or p[1] != len(chunk):
                        return None
                    params.append(p[0])
                else:
                    params.append("...")
            text, i = "%s (%s)" % (text, ", ".join(params)), end
        else:
            break
    return text, i


def _base_type(toks: list[str], i: int) -> Optional[tuple[str, int]]:
    if i >= len(toks):
        return None
    t = toks[i]
    if t in _SIMPLE or re.fullmatch(r"i\d+", t) or t.startswith("%"):
        return t, i + 1
    if t == "ptr":
        if toks[i + 1:i + 3] == ["addrspace", "("] and toks[i + 4:i + 5] == [")"]:
            return "ptr addrspace(%s)" % toks[i + 3], i + 5
        return "ptr", i + 1
    if t == "target" and toks[i + 1:i + 2] == ["("]:
        inner = _group(toks, i + 1)
        if inner is None:
            return None
        return "target(%s)" % ", ".join(" ".join(c) for c in _split_top(inner[0])), inner[1]
    if t in ("<", "["):
        close = ">" if t == "<" else "]"
        if toks[i + 1:i + 2] == ["{"]:  # a packed struct <{ ... }>
            inner = _group(toks, i + 1)
            if inner is None or toks[inner[1]:inner[1] + 1] != [">"]:
                return None
            fields = [parse_type(c, 0) for c in _split_top(inner[0])]
            if any(f is None for f in fields):
                return None
            return "<{ %s }>" % ", ".join(f[0] for f in fields if f), inner[1] + 1
        j = i + 1
        scalable = toks[j:j + 2] == ["vscale", "x"]
        if scalable:
            j += 2
        if j + 1 >= len(toks) or not toks[j].isdigit() or toks[j + 1] != "x":
            return None
        element = parse_type(toks, j + 2)
        if element is None or toks[element[1]:element[1] + 1] != [close]:
            return None
        return "%s%s%s x %s%s" % (t, "vscale x " if scalable else "", toks[j], element[0], close), \
            element[1] + 1
    if t == "{":
        inner = _group(toks, i)
        if inner is None:
            return None
        fields = [parse_type(c, 0) for c in _split_top(inner[0])]
        if any(f is None for f in fields):
            return None
        return ("{ %s }" % ", ".join(f[0] for f in fields if f)) if fields else "{}", inner[1]
    return None


def _group(toks: list[str], i: int) -> Optional[tuple[list[str], int]]:
    """The tokens inside the bracket that opens at ``i``, and the index after it."""
    depth = 0
    for j in range(i, len(toks)):
        if toks[j] in ("(", "<", "[", "{"):
            depth += 1
        elif toks[j] in (")", ">", "]", "}"):
            depth -= 1
            if depth == 0:
                return toks[i + 1:j], j + 1
    return None
