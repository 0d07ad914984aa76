"""Write bench/data/cxx_seeds.txt: a sample of real C++ symbols for the fuzzer.

    python bench/make_cxx_seeds.py [--max 20000] [--seed 1] [--out bench/data/cxx_seeds.txt] [LIB ...]
    python bench/make_cxx_seeds.py --cache [PATH] [LIB ...]

Runs ``nm -D --defined-only`` (dynamic symbols of shared libraries) and plain
``nm --defined-only`` (static archives, unstripped objects) over the C++
libraries present on this machine (libstdc++, LLVM, clang, boost, ICU, z3,
abseil, ...; the default list is DEFAULT_LIBS, a missing one is skipped) and
keeps the ``_Z`` names.  The sample is deterministic for a given set of
libraries and --seed: names are grouped by *shape* (the name with every
source name and number replaced by a placeholder), the shapes are visited
round-robin in a seeded order, and each visit takes the next shortest name of
that shape, so every shape is kept once before common ones repeat.  The output is sorted and
deduplicated, one name a line, and stays under --max-bytes.

The fuzzer's mutate mode (bench/fuzz_demangle.py) reads only the committed
file: CI has Python but not these libraries.  Rerun this by hand to refresh it.

``--cache`` writes instead every symbol, not a sample, for the fuzzer's
realmutate mode: the ``_Z`` names ``nm -D`` lists for the libraries, defined
and undefined (the undefined ones are other libraries' names as their users
spell them), and those of plain ``nm``, plus every name of the C++ corpus of
bench/make_cxx_corpus.py when it has been built ($SPIRMANGLE_CORPUS_DIR or
/tmp/spirmangle-corpus: the C++ for OpenCL and SYCL names of
bench/cxx_sources/ among them), sorted, one a line, into
bench/.cache/real_symbols.txt (not committed) or PATH.  Without the cache the
fuzzer falls back to the committed samples.
"""

from __future__ import annotations

import argparse
import glob
import os
import random
import re
import shutil
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "bench" / "data" / "cxx_seeds.txt"
DEFAULT_CACHE = ROOT / "bench" / ".cache" / "real_symbols.txt"  # (fuzzlib.mutate.REAL_CACHE)

LIBDIRS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib")
DEFAULT_LIBS = (
    "libstdc++.so.6",
    "libLLVM.so.19*", "libLLVM-1[0-9].so.1", "libclang-cpp.so.1*",
    "libboost_*.so.*", "libicu*.so.[0-9]*", "libz3.so.*", "libabsl_*.so.*",
    "libjsoncpp.so.*", "libapt-pkg.so.*", "libsource-highlight.so.*", "libgmpxx.so.*",
    "libheif.so.*", "libopencsd.so.*", "libx265.so.*", "libubsan.so.*",
    "libicu*.a",
)
GCC_ARCHIVES = ("/usr/lib/gcc/*/*/libstdc++.a", "/usr/lib/gcc/*/*/libstdc++fs.a")
MAX_NAME = 1500  # longer names are left out (a few LLVM templates run to kilobytes)
_NUMBER = re.compile(r"\d+")


def find_libraries(patterns: tuple[str, ...] = DEFAULT_LIBS) -> list[str]:
    """Real files (not symlinks to one already found) matching the patterns."""
    found: dict[str, str] = {}
    for directory in LIBDIRS:
        for pattern in patterns:
            for path in sorted(glob.glob(str(Path(directory) / pattern))):
                real = str(Path(path).resolve())
                found.setdefault(real, path)
    for pattern in GCC_ARCHIVES:
        for path in sorted(glob.glob(pattern))[-1:]:  # the newest GCC only
            found.setdefault(str(Path(path).resolve()), path)
    return sorted(found.values())


def nm_symbols(path: str, dynamic: bool, defined: bool = True) -> set[str]:
    """The ``_Z`` symbols nm lists for ``path`` (version suffixes removed), the
    defined ones only unless ``defined`` is False."""
    cmd = ["nm"] + (["--defined-only"] if defined else []) + (["-D"] if dynamic else []) + [path]
    out = subprocess.run(cmd, capture_output=True, text=True, errors="replace").stdout
    names = set()
    for line in out.splitlines():
        fields = line.split()
        if fields and fields[-1].startswith("_Z"):
            names.add(fields[-1].split("@")[0])
    return names


def library_symbols(path: str) -> set[str]:
    if path.endswith(".a"):
        return nm_symbols(path, dynamic=False)
    return nm_symbols(path, dynamic=True) | nm_symbols(path, dynamic=False)


def all_symbols(path: str) -> set[str]:
    """Every ``_Z`` symbol of a library, defined or not (for --cache)."""
    if path.endswith(".a"):
        return nm_symbols(path, dynamic=False, defined=False)
    return nm_symbols(path, dynamic=True, defined=False) | nm_symbols(path, dynamic=False, defined=False)


def corpus_names() -> set[str]:
    """The names of bench/make_cxx_corpus.py's full corpus, when it has been built."""
    path = Path(os.environ.get("SPIRMANGLE_CORPUS_DIR") or "/tmp/spirmangle-corpus") / "cxx_corpus.txt"
    if not path.is_file():
        return set()
    return {line for line in path.read_text(encoding="ascii", errors="replace").splitlines()
            if line.startswith("_Z")}


def write_cache(libs: list[str], out: Path) -> None:
    names: set[str] = set()
    for lib in libs:
        found = all_symbols(lib)
        print("%8d  %s" % (len(found), lib), file=sys.stderr)
        names |= found
    corpus = corpus_names()
    print("%8d  C++ corpus (bench/make_cxx_corpus.py)" % len(corpus), file=sys.stderr)
    names |= corpus
    out.parent.mkdir(parents=True, exist_ok=True)
    # Only printable ASCII names, one a line.
    kept = sorted(n for n in names if n.isascii() and n.isprintable())
    out.write_text("".join(n + "\n" for n in kept), encoding="ascii")
    print("%d symbols (%d bytes) -> %s" % (len(kept), sum(len(n) + 1 for n in kept), out), file=sys.stderr)


def shape(name: str) -> str:
    """``name`` with each length-prefixed source name replaced by ``#`` and each
    other number by ``0``: symbols that differ only in identifiers share a shape."""
    out = []
    i = 0
    while i < len(name):
        m = _NUMBER.match(name, i)
        if m is None:
            out.append(name[i])
            i += 1
            continue
        n = int(m.group())
        prev = name[i - 1] if i else ""
        # A number after S/T/Dv/A/_ is an index or a size, not a source name's length.
        if prev in "STv_A" or n == 0 or m.end() + n > len(name):
            out.append("0")
            i = m.end()
        else:
            out.append("#")
            i = m.end() + n
    return "".join(out)


def sample(names: set[str], limit: int, max_bytes: int, seed: int) -> list[str]:
    """Up to ``limit`` names, one per shape round-robin in a seeded order."""
    rng = random.Random(seed)
    groups: dict[str, list[str]] = defaultdict(list)
    for name in sorted(names):
        if len(name) <= MAX_NAME:
            groups[shape(name)].append(name)
    order = sorted(groups)
    rng.shuffle(order)
    for key in order:  # the shortest of a shape first: more shapes fit the size bound
        groups[key].sort(key=lambda n: (len(n), n))
    chosen: list[str] = []
    size = 0
    depth = 0
    while len(chosen) < limit and order:
        remaining = []
        for key in order:
            group = groups[key]
            if depth >= len(group):
                continue
            name = group[depth]
            if size + len(name) + 1 > max_bytes or len(chosen) >= limit:
                break
            chosen.append(name)
            size += len(name) + 1
            remaining.append(key)
        else:
            order = remaining
            depth += 1
            continue
        break
    return sorted(chosen)


def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("libs", nargs="*", help="libraries to read (default: the C++ libraries found)")
    ap.add_argument("--max", type=int, default=20_000, help="names to keep")
    ap.add_argument("--max-bytes", type=int, default=1_900_000, help="size bound of the output")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--cache", type=Path, nargs="?", const=DEFAULT_CACHE, metavar="PATH",
                    help="write every symbol (not a sample) here, for the fuzzer's realmutate mode "
                         "(default bench/.cache/real_symbols.txt)")
    args = ap.parse_args(argv)
    if shutil.which("nm") is None:
        print("error: nm (binutils) is needed", file=sys.stderr)
        return 1
    libs = args.libs or find_libraries()
    if args.cache is not None:
        write_cache(libs, args.cache)
        return 0
    names: set[str] = set()
    for lib in libs:
        found = library_symbols(lib)
        print("%8d  %s" % (len(found), lib), file=sys.stderr)
        names |= found
    chosen = sample(names, args.max, args.max_bytes, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(n + "\n" for n in chosen), encoding="ascii")
    shapes = len({shape(n) for n in names})
    print("%d symbols, %d shapes, %d kept (%d bytes) -> %s"
          % (len(names), shapes, len(chosen), sum(len(n) + 1 for n in chosen), args.out),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
