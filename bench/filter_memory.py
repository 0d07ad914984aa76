"""Peak memory and wall time of the stream filter (``spirmangle demangle`` on stdin).

Generates its inputs deterministically (seeded) and runs ``python -m spirmangle
demangle`` on each in a fresh process, reading the child's own peak RSS from
``os.wait4``:

* ``distinct-names``: nm-style lines of distinct nested names, 300-3000 bytes each
  (12 MB; 1 MB with ``--small``);
* ``one-line``: LLVM-IR-like calls on a single line without newline (20 MB; 2 MB);
* ``pathological-name``: one 64 KB name whose template parameter is referenced
  21,800 times (by its candidate, S0_; its demangling is 109 KB);
* ``template-bomb`` (not with ``--small``): a 64 KB name whose 21,000 template
  parameter references each stand for a 1,000-parameter function pointer type.

An output is ``ok`` when it has the input's newlines and, but for the template
bomb (which a demangler may refuse), no ``_Z`` left (every name demangles).  Run from the repository root::

    python bench/filter_memory.py [--small] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
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


INPUTS: dict[str, tuple[Callable[[int], Iterator[bytes]], int, int, bool]] = {
    # name: (generator, size, size with --small (-1: not run), every name must demangle)
    "distinct-names": (distinct_names, 12 * MB, 1 * MB, True),
    "one-line": (one_line, 20 * MB, 2 * MB, True),
    "pathological-name": (pathological_name, 0, 0, True),
    "template-bomb": (template_bomb, 0, -1, False),  # a demangler may rightly refuse it
}


def measure(path: Path, must_demangle: bool = True) -> dict[str, Any]:
    """Run the filter on ``path``: exit status, peak RSS, wall time, output checks."""
    newlines_in = 0
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(MB), b""):
            newlines_in += block.count(b"\n")
    start = time.perf_counter()
    with open(path, "rb") as source:
        proc = subprocess.Popen([sys.executable, "-m", "spirmangle", "demangle"],
                                stdin=source, stdout=subprocess.PIPE)
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
        "output_bytes": out_bytes,
        "output_ok": newlines_out == newlines_in and (left == 0 or not must_demangle),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", action="store_true", help="the smallest meaningful inputs")
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    args = parser.parse_args()
    report = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, (generate, size, small, must_demangle) in INPUTS.items():
            if args.small and small < 0:
                continue
            path = Path(tmp) / name
            with open(path, "wb") as f:
                for piece in generate(small if args.small else size):
                    f.write(piece)
            row: dict[str, Any] = {"input": name, "input_bytes": path.stat().st_size}
            row.update(measure(path, must_demangle))
            path.unlink()
            report.append(row)
            if not args.json:
                print("%-18s %9d bytes in  %6.1f MB peak RSS  %7.2f s  exit %s  output %s"
                      % (name, row["input_bytes"], row["peak_rss_mb"], row["seconds"], row["status"],
                         "ok" if row["output_ok"] else "WRONG"), flush=True)
    if args.json:
        print(json.dumps(report))


if __name__ == "__main__":
    main()
