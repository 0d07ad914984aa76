"""The text and JSON forms of :class:`spirmangle.explain.core.Explanation`.

JSON schema (``spirmangle-explain/1``), one object per name::

    {"schema": "spirmangle-explain/1",
     "mangled": str,            # the name explained (without clone suffixes)
     "clone_suffix": str,       # ".cold" and the like, "" for none
     "style": str,              # how types and names are printed: opencl, llvm, gnu
     "differ": bool,            # the dialects read it differently (two readings follow;
                                # with --compare two follow either way)
     "note": str,               # e.g. that another dialect numbers candidates differently
     "readings": [{             # the chosen dialect's first
        "dialect": str,         # clang, spir, itanium or spirv
        "numbering": str,       # only where an unresolved name's scope reads both
                                # ways (spirmangle.demangler.gxx_scope): "abi" or "g++"
        "demangled": str,       # "" when the name does not read under it
        "error": null | {"position": int, "reason": str},
        "components": [part],   # the parse (partial up to an error)
        "candidates": [{"seq_id": "S_", "index": int, "text": str, "start": int,
                        "end": int, "mangled": str, "phantom": bool, "note": str}],
        "references": [{"kind": "substitution" | "template_parameter", "text": "S0_",
                        "start": int, "end": int, "index": int, "target": str,
                        "candidate": "S0_" | ""}]}]}

    part = {"rule": str,        # the grammar rule (alias) reduced, "" for a token alone
            "token": str,       # the lexer's token kind, "" for a rule over several children
            "start": int, "end": int, "mangled": str,   # bytes [start, end) of the name
            "value": str,       # what it reads as, printed ("" if nothing useful)
            "candidates": [str],  # seq-ids of candidates with exactly this span
            "children": [part]}

Spans are byte offsets into ``mangled``; a phantom candidate (clang's
``__private`` pointee) has the span of the pointee it wraps.
"""

from __future__ import annotations

import json
from typing import Any

from ..limits import headroom
from .core import Candidate, Explanation, Part, Reading, Reference

SCHEMA = "spirmangle-explain/1"
_TEXT_WIDTH = 36  # the widest mangled text (with its indent) before the label column


def to_json(e: Explanation) -> dict[str, Any]:
    """The JSON-ready form of an explanation (see the module docs for the schema)."""
    return {
        "schema": SCHEMA,
        "mangled": e.mangled,
        "clone_suffix": e.clone_suffix,
        "style": e.style,
        "differ": e.differ,
        "note": e.note,
        "readings": [_reading_json(e.mangled, r) for r in e.readings],
    }


def to_json_text(e: Explanation) -> str:
    """:func:`to_json` encoded: its components nest as deep as the parse (the
    nesting bound MAX_DEPTH and a few levels per part, past the interpreter's
    default recursion limit), so they are encoded with the headroom that takes
    (the command's ``--json``, and bench/fuzz_demangle.py's check)."""
    with headroom():
        return json.dumps(to_json(e))


def _reading_json(name: str, r: Reading) -> dict[str, Any]:
    data = {"dialect": r.dialect, "numbering": r.numbering} if r.numbering else {
        "dialect": r.dialect}
    return data | {
        "demangled": r.demangled,
        "error": None if r.error is None else {"position": r.error[0], "reason": r.error[1]},
        "components": [_part_json(name, p) for p in r.components],
        "candidates": [{"seq_id": c.seq_id, "index": c.index, "text": c.text, "start": c.start,
                        "end": c.end, "mangled": name[c.start:c.end], "phantom": c.phantom,
                        "note": c.note} for c in r.candidates],
        "references": [{"kind": f.kind, "text": name[f.start:f.end], "start": f.start,
                        "end": f.end, "index": f.index, "target": f.target,
                        "candidate": f.candidate} for f in r.references],
    }


def _part_json(name: str, p: Part) -> dict[str, Any]:
    """A part and its children (without recursion: a refused name's parse may be
    deeper than Python's recursion limit allows)."""
    top: dict[str, Any] = {}
    stack = [(p, top)]
    while stack:
        part, data = stack.pop()
        children: list[dict[str, Any]] = [{} for _ in part.children]
        data.update({"rule": part.rule, "token": part.token, "start": part.start,
                     "end": part.end, "mangled": name[part.start:part.end], "value": part.value,
                     "candidates": list(part.candidates), "children": children})
        stack.extend(zip(part.children, children))
    return top


def to_text(e: Explanation) -> str:
    """The explanation for people: each reading's components, candidates and references."""
    lines = [e.mangled + (" (clone suffix %s)" % e.clone_suffix if e.clone_suffix else "")]
    if len(e.readings) > 1:
        a, b = e.readings[:2]
        lines.append("%s and %s read this name %s; both readings follow."
                     % (_label(a), _label(b), "differently" if e.differ else "alike"))
        if e.note:
            lines.append("note: " + e.note)
        lines += ["", "substitution candidates side by side:"] + _side_by_side(e.mangled, a, b)
    elif e.note:
        lines.append("note: " + e.note)
    for r in e.readings:
        lines += [""] + _reading_text(e.mangled, r, len(e.readings) > 1)
    return "\n".join(lines) + "\n"


def _label(r: Reading) -> str:
    return "%s (%s numbering)" % (r.dialect, r.numbering) if r.numbering else r.dialect


def _reading_text(name: str, r: Reading, labelled: bool) -> list[str]:
    head = "== %s reading ==" % _label(r) if labelled else "dialect: %s" % r.dialect
    lines = [head]
    if r.error is not None:
        position, reason = r.error
        lines += ["error at byte %d: %s" % (position, reason), "  " + name,
                  "  " + " " * position + "^"]
    else:
        lines.append("demangled: " + r.demangled)
    lines += ["", "components:"]
    rows: list[tuple[str, str, str]] = []
    for p in r.components:
        _part_rows(name, p, 0, rows)
    width = min(_TEXT_WIDTH, max((len(t) for _, t, _ in rows), default=0))
    lines += ["  %-9s %-*s  %s" % (span, width, text, label) for span, text, label in rows]
    lines += ["", "substitution candidates:" if r.candidates else "substitution candidates: none"]
    lines += ["  " + row for row in _candidate_rows(name, r.candidates)]
    if r.references:
        lines += ["", "references:"]
        lines += ["  " + _reference_row(name, f) for f in r.references]
    return lines


def _part_rows(name: str, p: Part, depth: int, rows: list[tuple[str, str, str]]) -> None:
    stack = [(p, depth)]
    while stack:
        part, level = stack.pop()
        kind = " ".join(w for w in (part.rule, part.token) if w)
        label = kind + (": " + part.value if part.value else "")
        if part.candidates:
            label += "  = " + ", ".join(part.candidates)
        rows.append((_span(part.start, part.end), "  " * level + name[part.start:part.end], label))
        stack.extend((c, level + 1) for c in reversed(part.children))


def _span(start: int, end: int) -> str:
    return "[%d,%d)" % (start, end)


def _candidate_rows(name: str, candidates: list[Candidate]) -> list[str]:
    width = max((len(name[c.start:c.end]) for c in candidates), default=0)
    rows = []
    for c in candidates:
        text = name[c.start:c.end]
        if c.phantom:
            text = "(%s)" % text
        row = "%-5s %-9s %-*s  %s" % (c.seq_id, _span(c.start, c.end), width + 2, text, c.text)
        rows.append(row + ("   [%s]" % c.note if c.note else ""))
    return rows


def _reference_row(name: str, f: Reference) -> str:
    text = name[f.start:f.end]
    if f.kind == "substitution":
        return "%-9s %-5s -> candidate %s: %s" % (_span(f.start, f.end), text, f.candidate, f.target)
    return "%-9s %-5s -> template argument %d: %s" % (_span(f.start, f.end), text, f.index + 1,
                                                        f.target)


def _side_by_side(name: str, a: Reading, b: Reading) -> list[str]:
    def cell(r: Reading, i: int) -> str:
        if i >= len(r.candidates):
            return ""
        c = r.candidates[i]
        return c.text + (" (phantom)" if c.phantom else "")

    count = max(len(a.candidates), len(b.candidates))
    width = max([len(_label(a))] + [len(cell(a, i)) for i in range(count)])
    rows = ["  %-5s %-*s  %s" % ("", width, _label(a), _label(b))]
    for i in range(count):
        seq = (a.candidates[i] if i < len(a.candidates) else b.candidates[i]).seq_id
        rows.append(("  %-5s %-*s  %s" % (seq, width, cell(a, i), cell(b, i))).rstrip())
    return rows
