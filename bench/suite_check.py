"""Measure spirmangle on names taken from a demangler test suite (a local copy; no data here).

    python bench/suite_check.py NAMES [NAMES...] [--style llvm|gnu|both] [--show N]

Each NAMES file has one case a line: the mangled name, optionally followed by a
TAB and the suite's expected text (lines starting with '#' are skipped).  Every
name is given to the live peers (llvm-cxxfilt-19 for the llvm style, c++filt
for the gnu style), which are the reference; the suite's expected text, where
given, is only reported when it differs from the peer.  Each failure is filed
as: ``expr`` (the name holds an expression: X, Dt/DT, L_Z, fp, ...), ``reject``
(the peer reads it, spirmangle does not), ``text`` (both read it, the texts
differ), ``accept`` (spirmangle reads what the peer rejects), ``roundtrip``
(read but not mangled back to the name).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from spirmangle import DemangleError, demangle, mangle  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from classify_deviations import propose  # noqa: E402

PEERS = {"llvm": "llvm-cxxfilt-19", "gnu": "c++filt"}
# Expression markers: a template argument expression, decltype, function parameters,
# an external-name literal, a requires-clause, a fold, sizeof...
# (looked for in the name with its source names taken out).
_EXPR = re.compile(r"X|D[tT]|fp|fL\d|LZ|L_Z|sZ|sP|rq|rQ|Dv_")
_SOURCE_NAME = re.compile(r"(?<![SATD_])(\d+)")


def peer_outputs(tool: str, names: list[str]) -> list[Optional[str]]:
    out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True, text=True).stdout
    lines = out.split("\n")[: len(names)]
    return [None if line == name else line for name, line in zip(names, lines)]


def ours(name: str, style: str) -> tuple[Optional[str], bool]:
    try:
        sym = demangle(name)
    except DemangleError:
        return None, True
    try:
        text = sym.format(style)
    except DemangleError:
        return None, True
    try:
        back = mangle(sym.entity, dialect=sym.dialect) == name.split(".")[0] or mangle(
            sym.entity, dialect=sym.dialect) == name
    except Exception:  # noqa: BLE001 - a failure to mangle back is reported, not raised
        back = False
    return text, back


def _without_source_names(name: str) -> str:
    out, i = [], 0
    for m in _SOURCE_NAME.finditer(name):
        if m.start() < i:
            continue
        out.append(name[i:m.start()])
        i = min(len(name), m.end() + int(m.group(1)))
    return "".join(out) + name[i:]


def is_expression(name: str) -> bool:
    return bool(_EXPR.search(_without_source_names(name[2:])))


def load(paths: list[str]) -> list[tuple[str, Optional[str]]]:
    cases: list[tuple[str, Optional[str]]] = []
    seen: set[str] = set()
    for path in paths:
        for line in Path(path).read_text().splitlines():
            if not line or line.startswith("#"):
                continue
            name, _, expected = line.partition("\t")
            if name not in seen:
                seen.add(name)
                cases.append((name, expected or None))
    return cases


def measure(cases: list[tuple[str, Optional[str]]], style: str, show: int) -> Counter[str]:
    names = [name for name, _ in cases]
    outputs = {s: peer_outputs(tool, names) for s, tool in PEERS.items()}
    peer = outputs[style]
    counts: Counter[str] = Counter()
    for i, ((name, expected), theirs) in enumerate(zip(cases, peer)):
        text, back = ours(name, style)
        counts["names"] += 1
        counts["peer reads"] += theirs is not None
        counts["read"] += text is not None
        if expected is not None and theirs is not None and expected != theirs:
            counts["suite text != peer"] += 1
        kind = ""
        if text is None and theirs is not None:
            kind = "reject"
        elif text is not None and theirs is None:
            kind = "accept"
        elif text is not None and text != theirs:
            kind = "text"
        elif text is not None and not back:
            kind = "roundtrip"
        if not kind:
            counts["equal to peer"] += 1
            continue
        label = ("expr " if is_expression(name) else "") + kind
        if kind == "text":  # a reason of tests/test_peer_deviations.py, where one fits
            mine = (ours(name, "llvm")[0] or "", ours(name, "gnu")[0] or "")
            reasons = [r for s, r in propose(name, mine, outputs["llvm"][i] or name,
                                             outputs["gnu"][i] or name) if s == style]
            if reasons:
                label += " (listed: %s)" % reasons[0]
        counts[label] += 1
        if counts[label] <= show:
            print(f"[{style}] {label}: {name}\n    ours: {text}\n    peer: {theirs}")
    return counts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="+")
    ap.add_argument("--style", choices=("llvm", "gnu", "both"), default="both")
    ap.add_argument("--show", type=int, default=10, help="failures shown per class")
    args = ap.parse_args()
    cases = load(args.names)
    for style in ("llvm", "gnu") if args.style == "both" else (args.style,):
        counts = measure(cases, style, args.show)
        print(f"== {style}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
