"""Access to the clang 19 OpenCL conformance corpus.

Where the corpus comes from, first found wins:

1. ``$SPIRMANGLE_CORPUS``, a directory of ``<config>.tsv`` files, when set;
2. ``../shared/conformance/clang19`` beside the repository;
3. regenerated from clang-19's own header by tests/support/make_clang_corpus.py when
   clang-19 and llvm-cxxfilt-19 are installed, once, into a cache directory
   keyed on the tools' versions and the script (``$SPIRMANGLE_CORPUS_CACHE``,
   else ``<tmp>/spirmangle-clang-corpus``), about 20 seconds the first time.

Without any of them the tests that need the corpus skip with ``skip_reason()``.
"""

from __future__ import annotations

import csv
import os
import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Optional

SHARED_DIR = Path(__file__).resolve().parent.parent.parent.parent / "shared" / "conformance" / "clang19"

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


def _complete(directory: Path) -> bool:
    return all((directory / (c + ".tsv")).is_file() for c in CONFIGS)


def cache_root() -> Path:
    """Where regenerated corpora are kept, one subdirectory per tools key."""
    return Path(os.environ.get("SPIRMANGLE_CORPUS_CACHE")
                or Path(tempfile.gettempdir()) / "spirmangle-clang-corpus")


def regenerated_dir() -> Path:
    """The corpus made by tests/support/make_clang_corpus.py, made now unless cached.

    Raises RuntimeError when clang-19 or llvm-cxxfilt-19 is missing or fails.
    """
    import make_clang_corpus as maker

    missing = maker.missing_tools()
    if missing:
        raise RuntimeError("not installed: " + ", ".join(missing))
    final = cache_root() / maker.tools_key()
    if _complete(final):
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=final.name + ".", dir=final.parent))
    try:
        maker.write_corpus(work)
        try:
            work.rename(final)  # atomic; another session may have won the race
        except OSError:
            if not _complete(final):
                raise
    finally:
        if work.exists():
            shutil.rmtree(work)
    return final


@lru_cache(maxsize=None)
def _resolve() -> tuple[Optional[Path], str]:
    """(corpus directory or None, why there is none)."""
    explicit = os.environ.get("SPIRMANGLE_CORPUS")
    if explicit:
        if _complete(Path(explicit)):
            return Path(explicit), ""
        return None, "$SPIRMANGLE_CORPUS=%s lacks the corpus files" % explicit
    if _complete(SHARED_DIR):
        return SHARED_DIR, ""
    try:
        return regenerated_dir(), ""
    except (RuntimeError, OSError, ValueError, subprocess.SubprocessError) as error:
        return None, (
            "no clang 19 conformance corpus: %s is absent, and it cannot be regenerated from "
            "clang-19's header with tests/support/make_clang_corpus.py (%s; apt-get install clang-19 "
            "llvm-19)" % (SHARED_DIR, error))


def directory() -> Optional[Path]:
    """The corpus directory (regenerating it if needed), or None."""
    return _resolve()[0]


def available() -> bool:
    return directory() is not None


def skip_reason() -> str:
    """Why the corpus is not available ('' when it is)."""
    return _resolve()[1]


def __getattr__(name: str) -> Path:
    # CORPUS_DIR is resolved on first use: regenerating is not free.
    if name == "CORPUS_DIR":
        return directory() or SHARED_DIR
    raise AttributeError(name)


@lru_cache(maxsize=None)
def rows(config: str) -> tuple[Row, ...]:
    found = directory()
    if found is None:
        raise FileNotFoundError(skip_reason())
    with open(found / (config + ".tsv"), newline="", encoding="utf-8") as f:
        reader = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        next(reader)
        return tuple(Row(*r) for r in reader)
