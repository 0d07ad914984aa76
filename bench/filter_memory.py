"""Peak memory and wall time of the stream filter (``spirmangle demangle`` on stdin).

Generates its inputs deterministically (seeded) and runs ``python -m spirmangle
demangle`` on each in a fresh process, reading the child's own peak RSS from
``os.wait4``:

* ``distinct-names``: nm-style lines of distinct nested names, 300-3000 bytes each
  (12 MB; 1 MB with ``--small``); ``text-200mb``: the same, 200 MB (issue 20:
  the README promises under 150 MB; not with ``--small``);
* ``one-line``: LLVM-IR-like calls on a single line without newline (20 MB; 2 MB);
* ``local-names-llvm``: 300,000 distinct local names (``_ZZ5fn123vE3abc``), in
  the llvm style, whose fast printer gives up on them (10,000 with ``--small``);
* ``nm-libraries`` (default and llvm style): ``nm -D`` of libstdc++, libLLVM and
  libicu, where installed (the first 2 MB with ``--small``);
* ``clang-ir``: clang-19's -O0 IR of bench/cxx_sources (C++, C++ for OpenCL,
  SYCL), real IR full of long C++ names (issue 23: no slower than the peer);
* ``cache-filler``: every cache of the per-name path at once: distinct 64-character
  identifiers, distinct vendor qualifier runs, new parse shapes, long texts
  (20 MB; 2 MB);
* ``pathological-name``: one 64 KB name whose template parameter is referenced
  21,800 times (by its candidate, S0_; its demangling is 109 KB);
* ``local-chain``: one 256 KiB name, a chain of local names with template
  parameters (the longest name read);
* ``huge-text``: one 256 KiB name that prints 64 MB (the filter copies it: it
  prints no symbol longer than FILTER_MAX_OUTPUT);
* ``template-bomb`` (not with ``--small``): a 64 KB name whose 21,000 template
  parameter references each stand for a 1,000-parameter function pointer type.

An output is ``ok`` when it has the input's newlines and, for the inputs whose
every name demangles (not nm's, the cache filler's or the huge text's), no
``_Z`` left.  With ``--peer``, llvm-cxxfilt-19 runs on
each input too.  Run from the repository root::

    python bench/filter_memory.py [--small] [--peer] [--only NAME...] [--json]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import random
import shutil
import string
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Iterator

MB = 1 << 20
PARAMS = ("i", "j", "f", "d", "m", "l", "h", "c", "Dv4_f", "Dv2_i", "Dv16_h", "PU3AS1f",
          "PU3AS3Kc", "Pv", "S_")
BUILTINS = ("_Z5fractDv4_fPU3AS1S_", "_Z13get_global_idj", "_Z3maxii", "_Z6vload4mPU3AS1Kf",
            "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj")


def identifier(rng: random.Random) -> str:
    return rng.choice(string.ascii_letters) + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(rng.randint(2, 23)))


def nested_name(rng: random.Random, serial: int, length: int) -> str:
    """A distinct ``_ZN...E<params>`` of about ``length`` bytes."""
    first = "n%d" % serial
    parts = ["%d%s" % (len(first), first)]
    size = 3 + len(parts[0])
    while size < length - 30 or len(parts) < 2:
        word = identifier(rng)
        parts.append("%d%s" % (len(word), word))
        size += len(parts[-1])
    params = "".join(rng.choice(PARAMS) for _ in range(rng.randint(1, 8)))
    return "_ZN%sE%s" % ("".join(parts), params)


def distinct_names(size: int, seed: int = 1) -> Iterator[bytes]:
    rng = random.Random(seed)
    written = serial = 0
    while written < size:
        line = ("%016x T %s\n" % (rng.getrandbits(64), nested_name(rng, serial, rng.randint(300, 3000))))
        serial += 1
        written += len(line)
        yield line.encode()


def one_line(size: int, seed: int = 2) -> Iterator[bytes]:
    rng = random.Random(seed)
    pool = [nested_name(rng, n, rng.randint(30, 600)) for n in range(2000)] + list(BUILTINS) * 50
    written = 0
    while written < size:
        piece = "call spir_func void @%s(i32 %%x%d), " % (rng.choice(pool), rng.randrange(100))
        written += len(piece)
        yield piece.encode()
    yield b"\n"


def template_name(arg: str, ref: str, size: int = 64 * 1024) -> str:
    """f<arg>(T, T, ...): T_ once, then its candidate ``ref`` (as compilers write a
    parameter again; spirmangle refuses a second T_ as another level's)."""
    head = "_Z1fI%sEvT_" % arg
    return head + ref * ((size - len(head)) // len(ref))


def pathological_name(size: int) -> Iterator[bytes]:
    yield b"x " + template_name("i", "S0_").encode() + b" y\n"


def template_bomb(size: int) -> Iterator[bytes]:
    # candidates: f, Dv4_f, the function type, the pointer, then T_ (S3_)
    yield b"x " + template_name("PFvDv4_f" + "S_" * 1000 + "E", "S3_").encode() + b" y\n"


def local_names(count: int, seed: int = 3) -> Iterator[bytes]:
    rng = random.Random(seed)
    for serial in range(count):
        function, variable = "fn%d" % serial, identifier(rng)[:12]
        yield ("_ZZ%d%svE%d%s\n" % (len(function), function, len(variable), variable)).encode()


LIBRARIES = ("libstdc++.so.6", "libLLVM*.so*", "libicu*.so.[0-9]*")


def nm_libraries(size: int) -> Iterator[bytes]:
    """``nm -D`` of the C++ libraries found (at most ``size`` bytes; 0: all)."""
    written = 0
    for pattern in LIBRARIES:
        for path in sorted(glob.glob("/usr/lib/*-linux-gnu/" + pattern) + glob.glob("/usr/lib/" + pattern)):
            if os.path.islink(path) or not shutil.which("nm"):
                continue
            out = subprocess.run(["nm", "-D", path], capture_output=True).stdout
            if size and written + len(out) > size:
                yield out[:out.rfind(b"\n", 0, size - written) + 1]  # (whole lines)
                return
            written += len(out)
            yield out


SOURCES = Path(__file__).resolve().parent / "cxx_sources"
CLANG = "clang-19"


def clang_ir(size: int) -> Iterator[bytes]:
    """Real clang IR: clang-19 -O0 of bench/cxx_sources (C++ with the flags each
    source's ``corpus-flags`` line gives, libraries' headers where installed), its
    C++ for OpenCL and its SYCL device sources (a source that does not compile is
    left out); ``size`` bytes at most (0: all)."""
    if not shutil.which(CLANG):
        return
    jobs = [([CLANG, "-x", "c++", *_flags(path)], path) for path in sorted(SOURCES.glob("*.cpp"))]
    jobs += [([CLANG, "-x", "clcpp", "-cl-std=clc++2021", "-target", "spir64", "-Xclang",
               "-finclude-default-header"], path) for path in sorted(SOURCES.glob("opencl/*.clcpp"))]
    jobs += [([CLANG, "-std=c++17", "-target", "spir64", "-Xclang", "-fsycl-is-device"], path)
             for path in sorted(SOURCES.glob("sycl/*.cpp"))]
    written = 0
    for command, path in jobs:
        out = subprocess.run([*command, "-O0", "-S", "-emit-llvm", "-o", "-", path.name],
                             cwd=path.parent, capture_output=True).stdout
        if size and written + len(out) > size:
            yield out[:out.rfind(b"\n", 0, size - written) + 1]
            return
        written += len(out)
        yield out


def _flags(path: Path) -> list[str]:
    for line in path.read_text(errors="replace").splitlines()[:20]:
        if line.startswith("// corpus-flags:"):
            return line.split(":", 1)[1].split()
    return ["-std=c++17"]


QUALIFIER_PIECES = ("i", "Pi", "PKc", "Dv4_f", "PU3AS1f", "RKi", "N1a1bE", "PFviE", "A3_i", "M1AFvvE",
                    "1AIiE", "S_")


def cache_filler(size: int, seed: int = 4) -> Iterator[bytes]:
    rng = random.Random(seed)
    written = 0
    while written < size:
        kind = rng.randrange(4)
        if kind == 0:  # the lexer's source names
            word = identifier(rng) + "".join(rng.choice(string.ascii_letters) for _ in range(40))
            name = "_Z%d%sv" % (len(word), word)
        elif kind == 1:  # its qualifier runs
            a, b = identifier(rng), identifier(rng)
            name = "_Z1fPU%d%sU%d%sKi" % (len(a), a, len(b), b)
        elif kind == 2:  # new parse shapes (recorded for replay)
            name = "_Z1f" + "".join(rng.choice(QUALIFIER_PIECES) for _ in range(rng.randint(20, 120)))
        else:  # long texts (the filter's cache of demanglings)
            words = "".join("%d%s" % (len(w), w) for w in (identifier(rng) for _ in range(10)))
            name = "_Z1fN%sE" % words + "S8_" * rng.randint(100, 1300)
        line = "x %s y\n" % name
        written += len(line)
        yield line.encode()


def local_chain(size: int) -> Iterator[bytes]:
    head, piece = "_Z1fIiEv", "Z1fIiEvT_E1a"
    yield b"x " + (head + piece * ((256 * 1024 - len(head)) // len(piece))).encode() + b" y\n"


def huge_text(size: int) -> Iterator[bytes]:
    word = "a" * 500  # each S_ prints 500 characters: 250 times the name
    head = "_Z1f%d%s" % (len(word), word)
    yield b"x " + (head + "S_" * ((256 * 1024 - len(head)) // 2)).encode() + b" y\n"


# name: (generator, size, size with --small (-1: not run), every name must demangle, options)
INPUTS: dict[str, tuple[Callable[[int], Iterator[bytes]], int, int, bool, tuple[str, ...]]] = {
    "distinct-names": (distinct_names, 12 * MB, 1 * MB, True, ()),
    "text-200mb": (distinct_names, 200 * MB, -1, True, ()),
    "one-line": (one_line, 20 * MB, 2 * MB, True, ()),
    "local-names-llvm": (local_names, 300_000, 10_000, True, ("--style", "llvm")),
    "nm-libraries": (nm_libraries, 0, 2 * MB, False, ()),
    "nm-libraries-llvm": (nm_libraries, 0, 2 * MB, False, ("--style", "llvm")),
    "clang-ir": (clang_ir, 0, 2 * MB, False, ()),  # (a few _Z words in IR are no names)
    "cache-filler": (cache_filler, 20 * MB, 2 * MB, False, ()),  # (a few shapes are no names)
    "pathological-name": (pathological_name, 0, 0, True, ()),
    "local-chain": (local_chain, 0, 0, True, ()),
    "huge-text": (huge_text, 0, 0, False, ()),  # copied: no symbol prints past FILTER_MAX_OUTPUT
    "template-bomb": (template_bomb, 0, -1, False, ()),  # a demangler may rightly refuse it
}
PEER = "llvm-cxxfilt-19"


def measure(path: Path, must_demangle: bool = True, options: tuple[str, ...] = (),
            command: tuple[str, ...] = ()) -> dict[str, Any]:
    """Run the filter (or ``command``) on ``path``: exit status, peak RSS, wall
    time, output checks."""
    newlines_in = 0
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(MB), b""):
            newlines_in += block.count(b"\n")
    start = time.perf_counter()
    argv = list(command) or [sys.executable, "-m", "spirmangle", "demangle", *options]
    with open(path, "rb") as source:
        proc = subprocess.Popen(argv, stdin=source, stdout=subprocess.PIPE)
        assert proc.stdout is not None
        newlines_out = left = out_bytes = 0
        last = b""
        for block in iter(lambda: proc.stdout.read(MB), b""):  # type: ignore[union-attr]
            out_bytes += len(block)
            newlines_out += block.count(b"\n")
            left += (last + block).count(b"_Z") - last.count(b"_Z")
            last = block[-1:]
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    return {
        "status": proc.returncode,
        "peak_rss_mb": round(usage.ru_maxrss / 1024, 1),  # ru_maxrss is in KiB on Linux
        "seconds": round(time.perf_counter() - start, 2),
        "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 2),  # (robust under load)
        "output_bytes": out_bytes,
        "output_ok": newlines_out == newlines_in and (left == 0 or not must_demangle),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", action="store_true", help="the smallest meaningful inputs")
    parser.add_argument("--peer", action="store_true", help="run %s on each input too" % PEER)
    parser.add_argument("--only", nargs="+", choices=sorted(INPUTS), help="these inputs only")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    args = parser.parse_args()
    report = []
    if not args.json:
        print("%-18s %-13s %11s %9s %9s %8s %5s %7s" % ("input", "options", "bytes in", "peak RSS",
                                                       "seconds", "CPU", "exit", "output"),
              flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, (generate, size, small, must_demangle, options) in INPUTS.items():
            if (args.small and small < 0) or (args.only and name not in args.only):
                continue
            path = Path(tmp) / name
            with open(path, "wb") as f:
                for piece in generate(small if args.small else size):
                    f.write(piece)
            if not path.stat().st_size:
                continue  # (nm or the libraries are missing)
            runs = [("spirmangle", ())]
            if args.peer and shutil.which(PEER):
                runs.append((PEER, (PEER,)))
            for tool, command in runs:
                row: dict[str, Any] = {"input": name, "tool": tool, "options": " ".join(options),
                                       "input_bytes": path.stat().st_size}
                row.update(measure(path, must_demangle, options, command))
                report.append(row)
                if not args.json:
                    print("%-18s %-13s %11d %6.1f MB %8.2fs %7.2fs %5s %7s%s"
                          % (name, row["options"] or "-", row["input_bytes"], row["peak_rss_mb"],
                             row["seconds"], row["cpu_seconds"], row["status"],
                             "ok" if row["output_ok"] else "WRONG",
                             "" if tool == "spirmangle" else "  (%s)" % tool), flush=True)
            path.unlink()
    if args.json:
        print(json.dumps(report))


if __name__ == "__main__":
    main()
