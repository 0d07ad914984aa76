"""Triage of fuzzer reports: a Markdown file of the failures by category.

    python bench/fuzz_triage.py REPORT.json... [--out findings.md] [--title TEXT]

Reads the --json reports of bench/fuzz_demangle.py (finished or checkpoints)
and writes, per report, the counts and throughput, then per failure category
(merged over the reports): its count in each report, its five shortest
examples with the detail of the shortest, the shrunk example when the fuzzer
made one, and the branch that owns its kind (OWNERS).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Optional

# Which branch of issue #20 fixes a failure, by the start of its category.
OWNERS = (
    ("escape harness", "fuzz-attacker (the fuzzer itself)"),
    ("escape", "hostile-escapes"),
    ("roundtrip", "hostile-roundtrip"),
    ("explain", "hostile-roundtrip (accept/reject decisions)"),
    ("hang", "hostile-bounds (time bounds)"),
    ("slow", "hostile-bounds (time bounds)"),
)
EXAMPLES = 5


def owner(category: str) -> str:
    for prefix, branch in OWNERS:
        if category.startswith(prefix):
            return branch
    return "?"


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data["_label"] = "%s seed %s" % (data.get("info", {}).get("mode", "?"), data.get("info", {}).get("seed", "?"))
    data["_path"] = str(path)
    return data


def _md(text: str, limit: int = 300) -> str:
    """Inline code, printable ASCII, clipped."""
    shown = ascii(text)[1:-1]
    if len(shown) > limit:
        shown = shown[:limit] + "...(%d chars)" % len(text)
    return "`%s`" % shown.replace("`", "'")


def run_table(reports: list[dict[str, Any]]) -> list[str]:
    lines = ["| run | names | accepted | escapes | hangs | slow | roundtrip | explain | names/s (wall) | "
             "names/s (CPU) | peak RSS MB | done |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for r in reports:
        c = r["counts"]
        cpu_rate = r["names"] / r["cpu"] if r.get("cpu") else 0.0
        lines.append("| %s | %d | %d | %d | %d | %d | %d | %d | %.0f | %.0f | %s | %s |" % (
            r["_label"], r["names"], r["accepted"], c.get("escape", 0), c.get("hang", 0),
            c.get("slow", 0), c.get("roundtrip", 0), c.get("explain", 0),
            r.get("names_per_second", 0.0), cpu_rate,
            "%.0f" % r["max_rss_mb"] if r.get("max_rss_mb") else "?",
            "yes" if r.get("info", {}).get("complete", True) else "running"))
    return lines


def categories(reports: list[dict[str, Any]]) -> list[str]:
    merged: dict[str, dict[str, Any]] = {}
    for r in reports:
        for category, n in r["categories"].items():
            m = merged.setdefault(category, {"total": 0, "per": {}, "examples": [], "shrunk": None})
            m["total"] += n
            m["per"][r["_label"]] = m["per"].get(r["_label"], 0) + n
            for name, detail in r["category_examples"].get(category, []):
                if all(e[0] != name for e in m["examples"]):
                    m["examples"].append((name, detail))
            shrunk = r.get("shrunk", {}).get(category)
            if shrunk and (m["shrunk"] is None or len(shrunk) < len(m["shrunk"])):
                m["shrunk"] = shrunk
    lines: list[str] = []
    order = sorted(merged.items(), key=lambda kv: (owner(kv[0]), -kv[1]["total"], kv[0]))
    current: Optional[str] = None
    for category, m in order:
        if owner(category) != current:
            current = owner(category)
            lines += ["", "### %s" % current]
        examples = sorted(m["examples"], key=lambda e: (len(e[0]), e[0]))[:EXAMPLES]
        per = ", ".join("%s: %d" % kv for kv in sorted(m["per"].items()))
        lines += ["", "- **%s** — %d (%s)" % (category, m["total"], per)]
        for name, _ in examples:
            lines.append("  - %s" % _md(name))
        if m["shrunk"] and examples and m["shrunk"] != examples[0][0]:
            lines.append("  - shrunk: %s" % _md(m["shrunk"]))
        if examples:
            lines.append("  - detail: %s" % _md(examples[0][1], 400))
    return lines


def render(reports: list[dict[str, Any]], title: str) -> str:
    lines = ["# %s" % title, "",
             "Written by bench/fuzz_triage.py from %s." % ", ".join(r["_path"] for r in reports), ""]
    for r in reports:
        info = r.get("info", {})
        lines.append("- %s: %s" % (r["_label"], ", ".join("%s %s" % kv for kv in info.items()
                                                          if kv[0] not in ("mode", "seed"))))
    lines += [""] + run_table(reports) + ["", "## Failure categories, by owner"]
    lines += categories(reports)
    return "\n".join(lines) + "\n"


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reports", nargs="+", type=Path)
    ap.add_argument("--out", type=Path, help="write here (default: standard output)")
    ap.add_argument("--title", default="Fuzz findings")
    args = ap.parse_args(argv)
    reports = [load(p) for p in args.reports if p.is_file()]
    text = render(reports, args.title)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
