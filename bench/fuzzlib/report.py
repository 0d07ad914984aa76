"""The fuzzer's report: counts, shortest examples and categories of failures."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .checks import Failure

KINDS = ("escape", "slow", "hang", "roundtrip", "explain")
EXAMPLES = 5  # shortest examples kept per failure kind
CATEGORY_EXAMPLES = 5  # ...and per category


def _keep_shortest(examples: list[list[str]], name: str, detail: str, limit: int) -> None:
    """Insert (name, detail) into ``examples``, keeping the ``limit`` shortest names."""
    if any(e[0] == name for e in examples):
        return
    examples.append([name, detail])
    examples.sort(key=lambda e: (len(e[0]), e[0]))
    del examples[limit:]


@dataclass
class Report:
    names: int = 0
    accepted: int = 0
    rejected: int = 0
    counts: dict[str, int] = field(default_factory=lambda: {k: 0 for k in KINDS})
    examples: dict[str, list[list[str]]] = field(default_factory=lambda: {k: [] for k in KINDS})
    categories: dict[str, int] = field(default_factory=dict)
    category_examples: dict[str, list[list[str]]] = field(default_factory=dict)
    max_time: float = 0.0
    max_time_name: str = ""
    max_rss_mb: float = 0.0  # the largest peak resident memory of a worker
    cpu: float = 0.0  # CPU seconds over all names (wall time suffers from other load)
    wall: float = 0.0
    shrunk: dict[str, str] = field(default_factory=dict)  # category -> shrunk example
    info: dict[str, Any] = field(default_factory=dict)  # mode, seed, seeds, complete...

    def add(self, name: str, failure: Failure) -> None:
        self.counts[failure.kind] += 1
        _keep_shortest(self.examples[failure.kind], name, failure.detail, EXAMPLES)
        self.categories[failure.category] = self.categories.get(failure.category, 0) + 1
        _keep_shortest(self.category_examples.setdefault(failure.category, []), name,
                       failure.detail, CATEGORY_EXAMPLES)

    def time(self, name: str, seconds: float) -> None:
        self.cpu += seconds
        if seconds > self.max_time:
            self.max_time, self.max_time_name = seconds, name

    def merge(self, other: "Report") -> None:
        self.names += other.names
        self.accepted += other.accepted
        self.rejected += other.rejected
        self.cpu += other.cpu
        self.max_rss_mb = max(self.max_rss_mb, other.max_rss_mb)
        for kind in KINDS:
            self.counts[kind] += other.counts[kind]
            for name, detail in other.examples[kind]:
                _keep_shortest(self.examples[kind], name, detail, EXAMPLES)
        for category, n in other.categories.items():
            self.categories[category] = self.categories.get(category, 0) + n
            for name, detail in other.category_examples[category]:
                _keep_shortest(self.category_examples.setdefault(category, []), name, detail,
                               CATEGORY_EXAMPLES)
        if other.max_time > self.max_time or (other.max_time == self.max_time
                                              and other.max_time_name < self.max_time_name):
            self.max_time, self.max_time_name = other.max_time, other.max_time_name

    @property
    def failures(self) -> int:
        return sum(self.counts.values())

    def to_json(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["failures"] = self.failures
        data["names_per_second"] = self.names / self.wall if self.wall else 0.0
        data["categories"] = dict(sorted(self.categories.items(), key=lambda kv: (-kv[1], kv[0])))
        return data

    def summary(self) -> str:
        rate = self.names / self.wall if self.wall else 0.0
        lines = ["%-10s %s" % (key, value) for key, value in self.info.items()]
        lines += [
            "names      %d" % self.names,
            "accepted   %d" % self.accepted,
            "rejected   %d" % self.rejected,
            "escapes    %d" % self.counts["escape"],
            "slow       %d" % self.counts["slow"],
            "hangs      %d" % self.counts["hang"],
            "roundtrip  %d" % self.counts["roundtrip"],
            "explain    %d" % self.counts["explain"],
            "max time   %.3f s (CPU) on %s" % (self.max_time, _show(self.max_time_name, 80)),
            "CPU time   %.1f s (all names, all workers)" % self.cpu,
            "peak RSS   %.0f MB (the largest of a worker)" % self.max_rss_mb,
            "wall time  %.1f s" % self.wall,
            "names/s    %.0f" % rate,
        ]
        for kind in KINDS:
            if self.examples[kind]:
                lines.append("")
                lines.append("%s examples (shortest):" % kind)
                for name, detail in self.examples[kind]:
                    lines.append("  %s\n      %s" % (_show(name), _show(detail)))
        if self.categories:
            lines.append("")
            lines.append("categories:")
            for category, n in sorted(self.categories.items(), key=lambda kv: (-kv[1], kv[0])):
                lines.append("  %7d  %s" % (n, category))
                for name, _ in self.category_examples[category]:
                    lines.append("             %s" % _show(name, 160))
                if category in self.shrunk and self.shrunk[category] != self.category_examples[category][0][0]:
                    lines.append("    shrunk:  %s" % _show(self.shrunk[category], 160))
                lines.append("    detail:  %s" % _show(self.category_examples[category][0][1], 240))
        return "\n".join(lines)


def _show(text: str, limit: int = 400) -> str:
    """Printable ASCII (control and non-ASCII characters escaped), clipped."""
    shown = ascii(text)[1:-1]
    return shown if len(shown) <= limit else shown[:limit] + "...(%d chars)" % len(text)
