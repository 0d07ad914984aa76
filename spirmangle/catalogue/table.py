"""Tables of the builtin catalogue: one row per overload, as CSV, JSON or Markdown.

``spirmangle table`` prints one configuration.  The committed tables in the
top-level ``tables/`` directory hold the configurations listed in
:data:`TABLE_CONFIGS`; regenerate them with

    python -m spirmangle.catalogue.table --regenerate [--dir tables]

and check them (what the test suite does) with ``--check``.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Mapping, Optional, Sequence

if TYPE_CHECKING:
    from .core import Overload

COLUMNS = ("name", "mangled", "prototype", "since", "until", "extensions", "attributes", "section")
FORMATS = ("csv", "json", "md")

TABLES_DIR = Path(__file__).resolve().parent.parent.parent / "tables"


@dataclass(frozen=True)
class TableConfig:
    """One committed table: its file stem and the configuration it expands."""

    stem: str
    target: str
    cl_std: str
    cl_ext: str = ""
    dialect: str = "clang"
    description: str = ""

    @property
    def filename(self) -> str:
        return self.stem + ".csv"

    def command(self) -> str:
        """The ``spirmangle table`` command line that prints this table."""
        words = ["spirmangle table", "--cl-std " + self.cl_std, "--target " + self.target]
        if self.cl_ext:
            words.append("--cl-ext=" + self.cl_ext)
        if self.dialect != "clang":
            words.append("--dialect " + self.dialect)
        return " ".join(words + ["--format csv"])


NO_GENERIC = "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"

# The five configurations of the clang 19 conformance corpus, plus the SPIR 2.0 text's dialect.
TABLE_CONFIGS = (
    TableConfig("CL1.2_spir", "spir", "CL1.2", description="OpenCL C 1.2, 32-bit SPIR, clang mangling"),
    TableConfig("CL2.0_spir", "spir", "CL2.0", description="OpenCL C 2.0, 32-bit SPIR, clang mangling"),
    TableConfig("CL2.0_spir64", "spir64", "CL2.0",
                description="OpenCL C 2.0, 64-bit SPIR, clang mangling"),
    TableConfig("CL3.0_spir64", "spir64", "CL3.0",
                description="OpenCL C 3.0 with every optional feature, 64-bit SPIR, clang mangling"),
    TableConfig("CL3.0-nogenericas_spir64", "spir64", "CL3.0", NO_GENERIC,
                description="OpenCL C 3.0 without the generic address space, pipes and device "
                            "enqueue (named-address-space overloads), 64-bit SPIR, clang mangling"),
    TableConfig("CL2.0_spir64_spirdialect", "spir64", "CL2.0", dialect="spir",
                description="OpenCL C 2.0, 64-bit SPIR, mangled as the SPIR 2.0 specification "
                            "text does (ocl_image2d, pipes as __global ocl_pipe *, printf mangled)"),
)


def row(o: "Overload") -> dict[str, object]:
    """The table row of one overload (lists stay lists; ``until`` may be None)."""
    return {
        "name": o.name,
        "mangled": o.mangled,
        "prototype": o.prototype,
        "since": o.since,
        "until": o.until,
        "extensions": list(o.extensions),
        "attributes": list(o.attributes),
        "section": o.section,
    }


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(value)
    return str(value)


def format_csv(rows: Iterable[dict[str, object]], columns: Sequence[str] = COLUMNS) -> str:
    """CSV with a header line; list cells are space separated, a missing ``until`` is empty."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(columns)
    for r in rows:
        writer.writerow([_cell(r[c]) for c in columns])
    return buf.getvalue()


def format_json(rows: Iterable[dict[str, object]], columns: Sequence[str] = COLUMNS) -> str:
    """A JSON array of objects, one per overload."""
    return json.dumps(list(rows), indent=1) + "\n"


def format_md(rows: Iterable[dict[str, object]], columns: Sequence[str] = COLUMNS) -> str:
    """A Markdown (GitHub) table."""
    def esc(text: str) -> str:
        return text.replace("|", "\\|")

    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for r in rows:
        lines.append("| " + " | ".join(esc(_cell(r[c])) for c in columns) + " |")
    return "\n".join(lines) + "\n"


_FORMATTERS = {"csv": format_csv, "json": format_json, "md": format_md}


def render(overloads: Sequence["Overload"], fmt: str = "csv",
           extra: "Optional[Mapping[str, Callable[[Overload], object]]]" = None) -> str:
    """The table of ``overloads`` in ``fmt`` (csv, json or md); ``extra`` adds columns
    (name -> the cell of an overload) after the standard ones."""
    try:
        formatter = _FORMATTERS[fmt]
    except KeyError:
        raise ValueError("unknown format %r (choose from %s)" % (fmt, ", ".join(FORMATS))) from None
    more = dict(extra or {})
    columns = COLUMNS + tuple(more)

    def full_row(o: "Overload") -> dict[str, object]:
        r = row(o)
        r.update((name, cell(o)) for name, cell in more.items())
        return r

    return formatter((full_row(o) for o in overloads), columns)


def table_text(config: TableConfig) -> str:
    """The CSV text of one committed table, computed from the catalogue."""
    from . import overloads

    return render(overloads(config.target, config.cl_std, config.cl_ext, config.dialect), "csv")


def regenerate(directory: Path = TABLES_DIR) -> list[Path]:
    """Write every table of TABLE_CONFIGS into ``directory``; returns the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for config in TABLE_CONFIGS:
        path = directory / config.filename
        path.write_text(table_text(config), encoding="utf-8")
        written.append(path)
    return written


def stale_tables(directory: Path = TABLES_DIR) -> list[str]:
    """The file names in ``directory`` that are missing or differ from the catalogue."""
    stale = []
    for config in TABLE_CONFIGS:
        path = directory / config.filename
        try:
            current = path.read_text(encoding="utf-8")
        except OSError:
            current = None
        if current != table_text(config):
            stale.append(config.filename)
    return stale


REGENERATE_COMMAND = "python -m spirmangle.catalogue.table --regenerate"


def main(argv: Optional[list[str]] = None) -> int:
    """``python -m spirmangle.catalogue.table --regenerate | --check [--dir DIR]``."""
    parser = argparse.ArgumentParser(prog="python -m spirmangle.catalogue.table",
                                     description="Regenerate or check the committed catalogue tables.")
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--regenerate", action="store_true", help="write every table")
    action.add_argument("--check", action="store_true", help="exit 1 if a table is stale")
    parser.add_argument("--dir", type=Path, default=TABLES_DIR, help="tables directory")
    args = parser.parse_args(argv)
    if args.regenerate:
        for path in regenerate(args.dir):
            print("wrote %s (%d overloads)" % (path, path.read_text(encoding="utf-8").count("\n") - 1))
        return 0
    stale = stale_tables(args.dir)
    for name in stale:
        print("stale: %s" % name)
    if stale:
        print("regenerate with: %s" % REGENERATE_COMMAND)
    return 1 if stale else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
