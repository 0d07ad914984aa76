"""Access to the clang 19 conformance corpus in ../shared (tests skip without it)."""

from __future__ import annotations

import csv
import os
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

CORPUS_DIR = Path(os.environ.get(
    "SPIRMANGLE_CORPUS",
    Path(__file__).resolve().parent.parent.parent / "shared" / "conformance" / "clang19"))

# configuration -> (target, cl_std, cl_ext), the options the issue prescribes.
CONFIGS = {
    "CL1.2_spir": ("spir", "CL1.2", ""),
    "CL2.0_spir": ("spir", "CL2.0", ""),
    "CL2.0_spir64": ("spir64", "CL2.0", ""),
    "CL3.0_spir64": ("spir64", "CL3.0", ""),
    "CL3.0-nogenericas_spir64": (
        "spir64", "CL3.0",
        "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue"),
}


class Row(NamedTuple):
    mangled: str
    name: str
    signature: str
    llvm_demangled: str

    def prototype(self) -> str:
        """``<return> <name>(<params>)`` built from the signature column."""
        ret, _, params = self.signature.partition(" (")
        return "%s %s(%s" % (ret, self.name, params)


def available() -> bool:
    return all((CORPUS_DIR / (c + ".tsv")).is_file() for c in CONFIGS)


@lru_cache(maxsize=None)
def rows(config: str) -> tuple[Row, ...]:
    with open(CORPUS_DIR / (config + ".tsv"), newline="", encoding="utf-8") as f:
        reader = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        next(reader)
        return tuple(Row(*r) for r in reader)
