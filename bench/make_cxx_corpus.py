"""Build the C++ symbol corpus: every C++ name of real Debian binaries, plus the
names of the C++ sources in bench/cxx_sources/ as clang-19 and g++ mangle them.

    python bench/make_cxx_corpus.py [--install] [--out-dir DIR] [--sample FILE] [--sample-bytes N] [--no-sample]

Sources:

* libraries (LIBRARY_SOURCES): ``nm -D --defined-only`` and ``nm --defined-only``
  of each shared library (the second finds the static symbols of unstripped
  ones), ``nm --defined-only`` of each static archive: libstdc++, libLLVM-19 and
  LLVM's static libraries, libclang-cpp19 and clang's static libraries, Qt 6 and
  Qt 5, boost, ICU, gtkmm and the other *mm bindings, protobuf, abseil, OpenCV,
  poppler, TBB, {fmt} and spdlog and a few more.  A missing library is skipped; ``--install``
  first installs the Debian packages that ship them (``apt-get``, as root).
* compiled sources (bench/cxx_sources/): each ``*.cpp`` is compiled with
  ``clang++-19`` and ``g++`` at -O0 and -O2 (``-c``; clang at -O2 also with
  ``-funique-internal-linkage-names``) and ``nm`` lists the object's symbols,
  defined and undefined; ``modules/*.cppm`` are C++20 modules (and
  ``modules/*.cpp`` import them); ``opencl/*.clcpp`` are C++ for OpenCL, read
  from the ``define``/``declare`` names of ``clang-19 -cc1 -emit-llvm``;
  ``sycl/*.cpp`` are compiled with ``clang-19 -cc1 -fsycl-is-device``, and the
  kernel type names ``__builtin_sycl_unique_stable_name`` puts in string
  constants are read too.  A header comment ``// corpus-flags: ...`` gives a
  file's flags and ``// corpus-compilers: clang`` (or ``gcc``) limits it to one
  compiler.  ``// corpus-label: NAME`` files the names of both compilers under
  ``src:NAME`` instead of ``src:clang``/``src:gcc``: a source of its own in the
  sample (``src:expr``, the expression files, all kept; ``src:headers``, the
  header-only libraries, one share of the sample, not four).  ``// corpus-requires: HEADER...`` names headers (relative to
  /usr/include, /usr/local/include or a ``-I`` of its flags) without which the
  file is skipped with a note, not compiled (header-only libraries: Eigen,
  range-v3, {fmt}, nlohmann/json); ``// corpus-packages: PKG...`` are the Debian
  packages that ship them, for ``--install``.

A C++ symbol is a name that starts with ``_Z`` (a version suffix ``@...`` is
removed), or a clang block invocation ``___Z..._block_invoke[_N]``.

Outputs, in --out-dir (default $SPIRMANGLE_CORPUS_DIR, else
/tmp/spirmangle-corpus), whose path is printed at the end:

* ``cxx_corpus.txt``: every name, sorted and deduplicated, one a line;
* ``cxx_corpus_sources.tsv``: ``name<TAB>source,source...`` for each name;
* ``cxx_corpus_manifest.json``: per source its files, its names and the names
  found in no other source; the tools' versions.

and the committed sample (--sample, default bench/data/cxx_corpus_sample.txt):
at most --sample-bytes, stratified over sources and over *shapes*: each
source's names are grouped by the set of mangling constructs they contain
(:func:`features`), the groups are visited round-robin (a name's place in its
group is fixed by a hash of the name, so the choice does not depend on what
else is installed), and the sources are interleaved round-robin, so a small
source and a rare construct are kept before common ones repeat.  The output is
the same for the same installed packages and compilers.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
SOURCES_DIR = ROOT / "bench" / "cxx_sources"
DEFAULT_SAMPLE = ROOT / "bench" / "data" / "cxx_corpus_sample.txt"
DEFAULT_OUT_DIR = Path(os.environ.get("SPIRMANGLE_CORPUS_DIR") or "/tmp/spirmangle-corpus")
LIBDIRS = ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib")
SAMPLE_MAX_NAME = 2000  # longer names stay in the full corpus only

SYMBOL = re.compile(r"^(?:_Z[\x21-\x7e]+|___Z[\x21-\x7e]+_block_invoke(?:_\d+)?)$")
IR_NAME = re.compile(r'@"?((?:_Z|___Z)[^\s"(),]+)')
IR_STRING = re.compile(r'c"((?:_Z|___Z)[^"\\]+)\\00"')


@dataclass(frozen=True)
class LibrarySource:
    """A group of libraries: a label, globs (``{lib}`` stands for each of LIBDIRS)
    and the Debian packages that ship them (for --install)."""

    label: str
    patterns: tuple[str, ...]
    packages: tuple[str, ...] = ()


LIBRARY_SOURCES: tuple[LibrarySource, ...] = (
    LibrarySource("libstdc++", ("{lib}/libstdc++.so.6", "/usr/lib/gcc/*/*/libstdc++.a",
                                "/usr/lib/gcc/*/*/libstdc++fs.a"), ("libstdc++6", "libstdc++-12-dev")),
    LibrarySource("libLLVM-19", ("{lib}/libLLVM.so.19*", "{lib}/libLLVM-19.so*"), ("libllvm19",)),
    LibrarySource("llvm-19-static", ("/usr/lib/llvm-19/lib/libLLVM*.a",), ("llvm-19-dev",)),
    LibrarySource("libclang-cpp19", ("{lib}/libclang-cpp.so.19*",), ("libclang-cpp19",)),
    LibrarySource("clang-19-static", ("/usr/lib/llvm-19/lib/libclang[A-Z]*.a",), ("libclang-19-dev",)),
    LibrarySource("libLLVM-15", ("{lib}/libLLVM-15.so*",), ()),
    LibrarySource("libLLVM-14", ("{lib}/libLLVM-14.so*",), ()),
    LibrarySource("libclang-cpp14", ("{lib}/libclang-cpp.so.14*",), ()),
    LibrarySource("Qt6", ("{lib}/libQt6*.so.6*",),
                  ("libqt6core6", "libqt6gui6", "libqt6widgets6", "libqt6network6", "libqt6xml6")),
    LibrarySource("Qt5", ("{lib}/libQt5*.so.5*",),
                  ("libqt5core5a", "libqt5gui5", "libqt5widgets5", "libqt5network5")),
    LibrarySource("boost", ("{lib}/libboost_*.so.*",),
                  ("libboost-thread1.74.0", "libboost-locale1.74.0", "libboost-log1.74.0",
                   "libboost-serialization1.74.0", "libboost-date-time1.74.0", "libboost-chrono1.74.0",
                   "libboost-system1.74.0", "libboost-atomic1.74.0", "libboost-filesystem1.74.0",
                   "libboost-wave1.74.0", "libboost-graph1.74.0")),
    LibrarySource("ICU", ("{lib}/libicu*.so.[0-9]*", "{lib}/libicu*.a"), ("libicu72", "libicu-dev")),
    LibrarySource("gtkmm", ("{lib}/lib*mm-[0-9]*.so.*", "{lib}/libsigc-*.so.*"),
                  ("libglibmm-2.4-1v5", "libgtkmm-3.0-1v5")),
    LibrarySource("protobuf", ("{lib}/libprotobuf*.so.*", "{lib}/libprotoc.so.*"), ("libprotobuf32",)),
    LibrarySource("abseil", ("{lib}/libabsl_*.so.*",), ("libabsl20220623",)),
    LibrarySource("opencv", ("{lib}/libopencv_*.so.*",), ("libopencv-core406",)),
    LibrarySource("poppler", ("{lib}/libpoppler*.so.*",), ("libpoppler126",)),
    LibrarySource("tbb", ("{lib}/libtbb*.so.*",), ("libtbb12",)),
    LibrarySource("z3", ("{lib}/libz3.so.*",), ("libz3-4",)),
    LibrarySource("fmt-spdlog", ("{lib}/libfmt.so.*", "{lib}/libspdlog.so.*"), ("libfmt9", "libspdlog1.10")),
    LibrarySource("misc", ("{lib}/libapt-pkg.so.*", "{lib}/libjsoncpp.so.*", "{lib}/libx265.so.*",
                           "{lib}/libsource-highlight.so.*", "{lib}/libopencsd*.so.*", "{lib}/libgprofng.so.*",
                           "{lib}/libLerc.so.*", "{lib}/libgnutlsxx.so.*", "{lib}/libgmpxx.so.*",
                           "{lib}/libubsan.so.*", "{lib}/libheif.so.*"), ()),
)


# -- libraries ---------------------------------------------------------------------------


def expand(patterns: Iterable[str]) -> list[str]:
    """The ELF files matching ``patterns``, each real file once, sorted by path."""
    found: dict[str, str] = {}
    for pattern in patterns:
        dirs = LIBDIRS if "{lib}" in pattern else ("",)
        for directory in dirs:
            for path in sorted(glob.glob(pattern.replace("{lib}", directory))):
                real = os.path.realpath(path)
                if os.path.isfile(real) and is_object_file(real):
                    found.setdefault(real, real)
    return sorted(found)


def is_object_file(path: str) -> bool:
    with open(path, "rb") as f:
        magic = f.read(8)
    return magic.startswith(b"\x7fELF") or magic == b"!<arch>\n"


def symbols_of_text(text: str) -> set[str]:
    """The C++ symbols of ``nm`` output (last field of each line, version removed)."""
    names = set()
    for line in text.splitlines():
        fields = line.split()
        if fields:
            name = fields[-1].split("@", 1)[0]
            if SYMBOL.match(name):
                names.add(name)
    return names


def run_nm(path: str, *options: str) -> set[str]:
    out = subprocess.run(["nm", *options, path], capture_output=True, text=True, errors="replace").stdout
    return symbols_of_text(out)


def library_symbols(path: str) -> set[str]:
    if path.endswith(".a"):
        return run_nm(path, "--defined-only")
    return run_nm(path, "-D", "--defined-only") | run_nm(path, "--defined-only")


def install_packages(sources: Sequence[LibrarySource], extra: Sequence[str] = ()) -> None:
    packages = sorted({p for s in sources for p in s.packages} | set(extra))
    print("installing: " + " ".join(packages), file=sys.stderr)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", *packages], env=env, check=False)


# -- compiled sources --------------------------------------------------------------------


@dataclass(frozen=True)
class Tools:
    clangxx: Optional[str]
    clang: Optional[str]
    gxx: Optional[str]
    resource_dir: Optional[str]

    @staticmethod
    def find() -> "Tools":
        clang = shutil.which("clang-19")
        resource = None
        if clang:
            resource = subprocess.run([clang, "-print-resource-dir"], capture_output=True, text=True).stdout.strip()
        return Tools(shutil.which("clang++-19"), clang, shutil.which("g++"), resource or None)


def header(path: Path, key: str) -> list[str]:
    """The words of a ``// corpus-KEY: ...`` line of ``path``."""
    for line in path.read_text().splitlines()[:12]:
        m = re.match(r"\s*//\s*corpus-%s:(.*)" % re.escape(key), line)
        if m:
            return m.group(1).split()
    return []


INCLUDE_DIRS = ("/usr/include", "/usr/local/include")


def missing_headers(path: Path) -> list[str]:
    """The ``corpus-requires`` headers of ``path`` found in no include directory."""
    flags = header(path, "flags")
    dirs = [f[2:] for f in flags if f.startswith("-I") and len(f) > 2] + list(INCLUDE_DIRS)
    return [h for h in header(path, "requires") if not any(os.path.isfile(os.path.join(d, h)) for d in dirs)]


def source_packages() -> list[str]:
    """The Debian packages the ``corpus-packages`` lines of bench/cxx_sources/ name."""
    return sorted({p for path in SOURCES_DIR.glob("*.cpp") for p in header(path, "packages")})


def compilers_for(path: Path, tools: Tools) -> list[tuple[str, str]]:
    """(family, executable) of the C++ compilers that build ``path``."""
    wanted = header(path, "compilers") or ["clang", "gcc"]
    pairs = [("clang", tools.clangxx), ("gcc", tools.gxx)]
    return [(family, exe) for family, exe in pairs if exe and family in wanted]


def compile_and_nm(cmd: list[str], obj: Path, cwd: Path, what: str) -> set[str]:
    result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace")
    if result.returncode != 0 or not obj.exists():
        first = next((l for l in result.stderr.splitlines() if "error" in l), result.stderr.strip()[:200])
        print("warning: %s failed: %s" % (what, first), file=sys.stderr)
        return set()
    return run_nm(str(obj))


def cxx_file_symbols(path: Path, tools: Tools, tmp: Path) -> dict[str, set[str]]:
    """Symbols of one C++ source, per compiler family, at -O0 and -O2."""
    found: dict[str, set[str]] = defaultdict(set)
    flags = header(path, "flags")
    for family, exe in compilers_for(path, tools):
        for opt in ("-O0", "-O2"):
            extra = ["-funique-internal-linkage-names"] if family == "clang" and opt == "-O2" else []
            obj = tmp / ("%s.%s%s.o" % (path.stem, family, opt))
            cmd = [exe, *flags, opt, *extra, "-c", path.name, "-o", str(obj)]
            found[family] |= compile_and_nm(cmd, obj, path.parent, "%s %s %s" % (exe, opt, path.name))
    return found


def module_symbols(directory: Path, tools: Tools, tmp: Path) -> dict[str, set[str]]:
    """Symbols of the C++20 modules in ``directory`` (``*.cppm``, built in dependency
    order by retrying) and of the ``*.cpp`` that import them."""
    found: dict[str, set[str]] = {}
    units = sorted(directory.glob("*.cppm"))
    users = sorted(directory.glob("*.cpp"))
    if not units:
        return found
    if tools.clangxx:
        found["clang"] = clang_modules(units, users, tools.clangxx, tmp / "clang-modules")
    if tools.gxx:
        found["gcc"] = gcc_modules(units, users, tools.gxx, tmp / "gcc-modules")
    return found


def in_order(units: list[Path], build) -> list[Path]:  # type: ignore[no-untyped-def]
    """Build each unit with ``build(unit) -> bool``, retrying the failed ones while
    any succeeds (a module's imports are built first); returns the built ones."""
    pending, built = list(units), []
    while pending:
        progress = [u for u in pending if build(u)]
        if not progress:
            for unit in pending:
                print("warning: module %s did not build" % unit.name, file=sys.stderr)
            break
        built += progress
        pending = [u for u in pending if u not in progress]
    return built


def clang_modules(units: list[Path], users: list[Path], exe: str, out: Path) -> set[str]:
    out.mkdir(parents=True, exist_ok=True)
    names: set[str] = set()

    def precompile(unit: Path) -> bool:
        cmd = [exe, *header(unit, "flags"), "-fprebuilt-module-path=" + str(out), "--precompile",
               unit.name, "-o", str(out / (unit.stem + ".pcm"))]
        return subprocess.run(cmd, cwd=unit.parent, capture_output=True).returncode == 0

    for unit in in_order(units, precompile):
        obj = out / (unit.stem + ".o")
        cmd = [exe, *header(unit, "flags"), "-fprebuilt-module-path=" + str(out), "-c",
               str(out / (unit.stem + ".pcm")), "-o", str(obj)]
        names |= compile_and_nm(cmd, obj, unit.parent, "%s %s" % (exe, unit.name))
    for user in users:
        obj = out / (user.stem + ".o")
        cmd = [exe, *header(user, "flags"), "-fprebuilt-module-path=" + str(out), "-c", user.name, "-o", str(obj)]
        names |= compile_and_nm(cmd, obj, user.parent, "%s %s" % (exe, user.name))
    return names


def gcc_modules(units: list[Path], users: list[Path], exe: str, out: Path) -> set[str]:
    out.mkdir(parents=True, exist_ok=True)  # g++ keeps its gcm.cache/ in the working directory
    names: set[str] = set()

    def build(unit: Path) -> bool:
        obj = out / (unit.stem + ".o")
        cmd = [exe, *header(unit, "flags"), "-fmodules-ts", "-x", "c++", "-c", str(unit), "-o", str(obj)]
        ok = subprocess.run(cmd, cwd=out, capture_output=True).returncode == 0
        return ok and obj.exists()

    for unit in in_order(units, build):
        names |= run_nm(str(out / (unit.stem + ".o")))
    for user in users:
        obj = out / (user.stem + ".user.o")
        cmd = [exe, *header(user, "flags"), "-fmodules-ts", "-c", str(user), "-o", str(obj)]
        names |= compile_and_nm(cmd, obj, out, "%s %s" % (exe, user.name))
    return names


def ir_symbols(text: str) -> set[str]:
    """The C++ names of an LLVM IR module: defined and declared functions and
    globals, and ``_Z`` string constants (SYCL's unique stable names)."""
    names = set()
    for line in text.splitlines():
        if line.startswith(("define", "declare", "@")):
            m = IR_NAME.search(line)
            if m:
                names.add(m.group(1))
        names.update(IR_STRING.findall(line))
    return {n for n in names if SYMBOL.match(n)}


def cc1_symbols(args: list[str], path: Path, clang: str) -> set[str]:
    cmd = [clang, "-cc1", "-O0", *args, "-emit-llvm", "-o", "-", path.name]
    result = subprocess.run(cmd, cwd=path.parent, capture_output=True, text=True, errors="replace")
    if result.returncode != 0:
        first = next((l for l in result.stderr.splitlines() if "error" in l), result.stderr.strip()[:200])
        print("warning: clang -cc1 %s failed: %s" % (path.name, first), file=sys.stderr)
        return set()
    return ir_symbols(result.stdout)


OPENCL_CONFIGS = (("spir64", "clc++2021"), ("spir", "clc++1.0"))


def opencl_symbols(directory: Path, tools: Tools) -> set[str]:
    names: set[str] = set()
    if not (tools.clang and tools.resource_dir):
        return names
    for path in sorted(directory.glob("*.clcpp")):
        for triple, std in OPENCL_CONFIGS:
            args = ["-triple", triple, "-cl-std=" + std, "-cl-ext=+all", "-finclude-default-header",
                    "-fdeclare-opencl-builtins", "-resource-dir", tools.resource_dir]
            names |= cc1_symbols(args, path, tools.clang)
    return names


def sycl_symbols(directory: Path, tools: Tools) -> set[str]:
    names: set[str] = set()
    if not tools.clang:
        return names
    for path in sorted(directory.glob("*.cpp")):
        for std in ("-std=c++17", "-std=c++20"):
            names |= cc1_symbols(["-triple", "spir64", "-fsycl-is-device", std], path, tools.clang)
    return names


def compiled_sources(tools: Tools, jobs: int = 1) -> dict[str, set[str]]:
    """Source label -> names, for everything under bench/cxx_sources/."""
    sources: dict[str, set[str]] = defaultdict(set)
    with tempfile.TemporaryDirectory(prefix="spirmangle-corpus-") as tmpdir:
        tmp = Path(tmpdir)
        paths = []
        for path in sorted(SOURCES_DIR.glob("*.cpp")):
            missing = missing_headers(path)
            if missing:
                print("note: %s skipped, no %s" % (path.name, " ".join(missing)), file=sys.stderr)
            else:
                paths.append(path)
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            found = pool.map(lambda path: cxx_file_symbols(path, tools, tmp), paths)
            for path, by_family in zip(paths, found):
                label = header(path, "label")[:1]
                for family, names in by_family.items():
                    sources["src:" + (label[0] if label else family)] |= names
        for family, names in module_symbols(SOURCES_DIR / "modules", tools, tmp).items():
            sources["src:modules-" + family] |= names
    sources["src:opencl-c++"] = opencl_symbols(SOURCES_DIR / "opencl", tools)
    sources["src:sycl-device"] = sycl_symbols(SOURCES_DIR / "sycl", tools)
    return {label: names for label, names in sources.items() if names}


# -- shapes and the sample ---------------------------------------------------------------

_NUMBER = re.compile(r"\d+")
_SUBSTITUTION = re.compile(r"S[0-9A-Z]*_")
FEATURES = (  # (feature, regex over the shape without "_Z"): the constructs the sample is stratified by
    ("local", re.compile(r"Z")), ("lambda", re.compile(r"Ul")), ("unnamed-type", re.compile(r"Ut")),
    ("static", re.compile(r"(?:^|N|Z|E|St|#)L#")),
    ("member-ptr", re.compile(r"M[#NSTFK]")), ("array", re.compile(r"A(?:0_|_|T)")),
    ("pack-expansion", re.compile(r"Dp")), ("arg-pack", re.compile(r"J")), ("abi-tag", re.compile(r"B#")),
    ("module", re.compile(r"W#|WP#")), ("expression", re.compile(r"X|D[tT]|s[pZ]|fp")),
    ("template", re.compile(r"I")), ("template-param", re.compile(r"T0?_")), ("function-type", re.compile(r"F")),
    ("vector", re.compile(r"Dv")), ("vendor-qual", re.compile(r"U#")), ("noexcept", re.compile(r"D[oOw]")),
    ("explicit-this", re.compile(r"NH")), ("inheriting-ctor", re.compile(r"CI[12]")),
    ("binding", re.compile(r"DC")), ("literal-op", re.compile(r"li#")),
    ("extended-type", re.compile(r"D[nacuDBUFsi]")), ("ctor-dtor", re.compile(r"C[1-5]|D[0-5]")),
    ("clone", re.compile(r"\.")), ("anon-ns", re.compile(r"_GLOBAL__N")),
)


def shape(name: str) -> str:
    """``name`` with each length-prefixed source name replaced by ``#`` and every other
    number by ``0`` (a constructor's or destructor's digit is kept): what is left are
    the mangling codes.  A heuristic (``E1_`` is read as a closure's number, not as
    the one-letter name ``_``), good enough to group names by construct."""
    out: list[str] = []
    i = 0
    while i < len(name):
        m = _NUMBER.match(name, i)
        tail = "".join(out[-2:])[-2:]  # the codes before: a source name shows as '#'
        if m is None:
            out.append(name[i])
            i += 1
        elif tail[-1:] in ("C", "D") or tail == "CI":  # C1, D0, CI1: a constructor or destructor
            out.append(m.group()[0])
            i += 1
        elif _is_index(name, i, m.end(), tail):
            out.append("0")
            i = m.end()
        else:
            text = name[m.end():m.end() + int(m.group())]
            out.append("#_GLOBAL__N" if text.startswith("_GLOBAL__N") else "#")
            i = m.end() + len(text)
    return "".join(out)


def _is_index(name: str, start: int, end: int, before: str) -> bool:
    """Whether the number at ``name[start:end]``, after the codes ``before``, is an
    index, a size or an offset rather than the length of a source name."""
    prev = before[-1:]
    n = int(name[start:end])
    if n == 0 or end + n > len(name) or prev in ("S", "T", "v", "A", "n") \
            or before in ("DF", "DB", "DU", "Ut", "Th", "Tv"):
        return True
    if prev == "_":  # a discriminator (_3, __12_) at the end, or a name after S_ / T_
        return before == "__" or end == len(name) or name[end] == "_" and before[:1] not in "ST0"
    return prev == "E" and name[end] == "_" and not name.startswith("_GLOBAL__N", end)


def features(name: str) -> tuple[str, ...]:
    """The constructs ``name`` uses (approximately: read from its shape), plus its
    special-name prefix (``special:TV``, ``special:GV``...) or ``block``."""
    body = _SUBSTITUTION.sub("S_", shape(name)[name.index("_Z") + 2:])
    found = [feature for feature, rx in FEATURES if rx.search(body)]
    if "$" in name:
        found.append("closure-$")
    if name.startswith("___Z"):
        found.append("block")
    elif body[:1] in ("T", "G"):
        found.append("special:" + body[:2])
    return tuple(found)


def stable_key(name: str) -> bytes:
    return hashlib.sha1(name.encode()).digest()


def source_order(names: Iterable[str]) -> Iterator[str]:
    """The names of one source, round-robin over its feature groups (each group in
    hash order), so every shape comes before any repeats."""
    groups: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for name in names:
        if len(name) <= SAMPLE_MAX_NAME:
            groups[features(name)].append(name)
    ordered = [sorted(groups[key], key=stable_key) for key in sorted(groups)]
    depth = 0
    while ordered:
        ordered = [g for g in ordered if depth < len(g)]
        for group in ordered:
            yield group[depth]
        depth += 1


def sample(by_source: dict[str, set[str]], max_bytes: int) -> list[str]:
    """Interleave the sources' orders until ``max_bytes``; sorted, deduplicated."""
    orders = [source_order(by_source[label]) for label in sorted(by_source)]
    chosen: set[str] = set()
    size = 0
    while orders:
        alive = []
        for order in orders:
            for name in order:
                if name in chosen:
                    continue
                if size + len(name) + 1 > max_bytes:
                    return sorted(chosen)
                chosen.add(name)
                size += len(name) + 1
                alive.append(order)
                break
        orders = alive
    return sorted(chosen)


# -- outputs -----------------------------------------------------------------------------


def tool_versions(tools: Tools) -> dict[str, str]:
    versions = {}
    for label, exe in (("clang++", tools.clangxx), ("g++", tools.gxx), ("nm", shutil.which("nm"))):
        if exe:
            out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout
            versions[label] = out.splitlines()[0] if out else "?"
    return versions


def write_outputs(out_dir: Path, by_source: dict[str, set[str]], files: dict[str, list[str]],
                  tools: Tools) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    owners: dict[str, list[str]] = defaultdict(list)
    for label in sorted(by_source):
        for name in by_source[label]:
            owners[name].append(label)
    names = sorted(owners)
    corpus = out_dir / "cxx_corpus.txt"
    corpus.write_text("".join(n + "\n" for n in names), encoding="ascii", errors="backslashreplace")
    with open(out_dir / "cxx_corpus_sources.tsv", "w", encoding="ascii", errors="backslashreplace") as f:
        for name in names:
            f.write("%s\t%s\n" % (name, ",".join(owners[name])))
    manifest = {
        "total": len(names),
        "sources": {label: {"names": len(by_source[label]),
                            "only_here": sum(1 for n in by_source[label] if len(owners[n]) == 1),
                            "files": files.get(label, [])}
                    for label in sorted(by_source)},
        "tools": tool_versions(tools),
    }
    (out_dir / "cxx_corpus_manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return corpus


def collect_libraries(sources: Sequence[LibrarySource], jobs: int) -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    by_source: dict[str, set[str]] = {}
    files: dict[str, list[str]] = {}
    seen: set[str] = set()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for source in sources:
            paths = [p for p in expand(source.patterns) if p not in seen]
            seen.update(paths)
            names: set[str] = set()
            for found in pool.map(library_symbols, paths):
                names |= found
            if names:
                by_source[source.label] = names
                files[source.label] = paths
            print("%8d  %-16s (%d files)" % (len(names), source.label, len(paths)), file=sys.stderr)
    return by_source, files


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--install", action="store_true", help="apt-get install the libraries' packages first")
    ap.add_argument("--out-dir", type=Path, default=DEFAULT_OUT_DIR,
                    help="where the full corpus goes (default $SPIRMANGLE_CORPUS_DIR or %(default)s)")
    ap.add_argument("--sample", type=Path, default=DEFAULT_SAMPLE, help="the sample file to write")
    ap.add_argument("--sample-bytes", type=int, default=1_900_000, help="size bound of the sample")
    ap.add_argument("--no-sample", action="store_true", help="do not write the sample")
    ap.add_argument("--no-sources", action="store_true", help="skip bench/cxx_sources/ (no compilers)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel nm processes and compilations")
    args = ap.parse_args(argv)
    if shutil.which("nm") is None:
        print("error: nm (binutils) is needed", file=sys.stderr)
        return 1
    if args.install:
        install_packages(LIBRARY_SOURCES, source_packages())
    by_source, files = collect_libraries(LIBRARY_SOURCES, args.jobs)
    tools = Tools.find()
    if not args.no_sources:
        for label, names in sorted(compiled_sources(tools, args.jobs).items()):
            by_source[label] = names
            print("%8d  %s" % (len(names), label), file=sys.stderr)
    corpus = write_outputs(args.out_dir, by_source, files, tools)
    total = len(set().union(*by_source.values())) if by_source else 0
    print("%d distinct names from %d sources" % (total, len(by_source)), file=sys.stderr)
    if not args.no_sample:
        chosen = sample(by_source, args.sample_bytes)
        args.sample.parent.mkdir(parents=True, exist_ok=True)
        args.sample.write_text("".join(n + "\n" for n in chosen), encoding="ascii")
        print("sample: %d names (%d bytes) -> %s" % (len(chosen), sum(len(n) + 1 for n in chosen), args.sample),
              file=sys.stderr)
    print(corpus)
    return 0


if __name__ == "__main__":
    sys.exit(main())
