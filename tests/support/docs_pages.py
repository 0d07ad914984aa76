"""The documentation pages whose examples run as tests: the README, docs/*.md and
CONTRIBUTING.md, in reading order (the python examples run as one script)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
ORDER = ["README.md", "docs/cli.md", "docs/catalogue.md", "docs/library.md", "docs/dialects.md",
         "docs/remangling.md", "docs/spirv.md", "docs/cxx.md", "docs/bad-input.md",
         "docs/architecture.md", "CONTRIBUTING.md"]


def pages() -> list[Path]:
    listed = [ROOT / name for name in ORDER if (ROOT / name).is_file()]
    rest = sorted(p for p in (ROOT / "docs").glob("*.md") if p not in listed)
    return listed + rest


def text() -> str:
    """Every page, in order, as one text."""
    return "\n".join(page.read_text(encoding="utf-8") for page in pages())
