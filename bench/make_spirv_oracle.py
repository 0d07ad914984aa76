#!/usr/bin/env python3
"""The SPIR-V friendly oracle: what the SPIR-V LLVM translator makes of every builtin.

For one configuration (``CL1.2_spir``, ``CL2.0_spir64``...), every builtin overload
of spirmangle's catalogue gets a one-line wrapper function that calls it with its
own parameters (memory orders, scopes, fence flags and profiling names as
constants: the translator needs them constant).  Batches of wrappers, with the
declarations of the overloads they call (so builtins clang 15's header lacks
still resolve), go through the chain

    clang-15 -cc1 -triple <target>-unknown-unknown -cl-std=<V> -finclude-default-header
             -cl-ext=+all -no-opaque-pointers -O0 -emit-llvm-bc k.cl -o k.bc
    llvm-spirv-15 --spirv-ext=+all k.bc -o k.spv
    llvm-spirv-15 -r --spirv-target-env=SPV-IR k.spv -o k.spvir.bc
    llvm-dis-15 k.spvir.bc -o k.ll

and each wrapper's body in k.ll gives one row, keyed by the overload's clang
mangled name:

    spirv        the ``__spirv_*`` functions it calls (mangled, in order)
    kept         the OpenCL call passes through (other non-intrinsic calls)
    instruction  no call: the instructions that are left (``fptosi``...)
    failed       a stage rejects the overload (bisected out of its batch) + the error

Rows are sorted by mangled name; the snapshot is deterministic.  The committed
snapshots are tests/data/spirv_oracle_<config>.tsv; tests/spirv/test_spirv_oracle.py
compares a fixed sample of a fresh run with them.

    python bench/make_spirv_oracle.py                 # both configurations -> tests/data
    python bench/make_spirv_oracle.py --config CL1.2_spir --only _Z3sinf --stdout
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Iterable, NamedTuple, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
CONFIGS = {
    "CL1.2_spir": ("spir", "CL1.2"),
    "CL2.0_spir64": ("spir64", "CL2.0"),
    "CL2.0_spir": ("spir", "CL2.0"),
    "CL3.0_spir64": ("spir64", "CL3.0"),
}
DEFAULT_CONFIGS = ("CL1.2_spir", "CL2.0_spir64")
TOOLS = ("clang-15", "llvm-spirv-15", "llvm-dis-15")
# opencl-c.h guards arm_dot* with macros clang never defines for spir targets.
ARM_MACROS = ("cl_arm_integer_dot_product_int8", "cl_arm_integer_dot_product_accumulate_int8",
              "cl_arm_integer_dot_product_accumulate_int16",
              "cl_arm_integer_dot_product_accumulate_saturate_int8")
# Parameters the translator needs constant, by the type word the prototype spells.
CONSTANTS = {
    "memory_order": "memory_order_seq_cst",
    "memory_scope": "memory_scope_device",
    "cl_mem_fence_flags": "CLK_GLOBAL_MEM_FENCE",
    "clk_profiling_info": "CLK_PROFILING_COMMAND_EXEC_TIME",
}
# Instructions every -O0 wrapper has: not worth recording.
PLUMBING = frozenset({"alloca", "load", "store", "ret", "br", "bitcast", "addrspacecast",
                      "getelementptr"})


class Row(NamedTuple):
    mangled: str
    kind: str                 # spirv, kept, instruction, failed
    detail: tuple[str, ...]   # calls, instructions or "<stage>: <error>"

    def line(self) -> str:
        return "\t".join((self.mangled, self.kind) + self.detail)


class Wrapper(NamedTuple):
    mangled: str      # the overload's clang mangled name
    declaration: str  # its OpenCL C declaration (one line)
    body: str         # the wrapper's definition, named w_<index> (one line)


def tools_missing() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


def _split_params(prototype: str) -> list[str]:
    """The parameter texts of ``R name(P1, P2...)`` (commas at depth 0)."""
    start = prototype.index("(")
    inner = prototype[start + 1:prototype.rindex(")")]
    out, depth, current = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            out.append(current.strip())
            current = ""
            continue
        depth += ch in "([" and 1 or (ch in ")]" and -1 or 0)
        current += ch
    if current.strip() and current.strip() != "void":
        out.append(current.strip())
    return out


def _declare(text: str, name: str) -> str:
    """``type`` declared as parameter ``name`` (blocks: ``void (^name)(void)``)."""
    if "(^" in text:
        return text.replace("(^", "(^" + name, 1)
    return "%s %s" % (text, name)


def wrapper(index: int, overload: object) -> Wrapper:
    """The wrapper of one catalogue overload."""
    from spirmangle.catalogue.header import declaration
    from spirmangle.render.core import opencl_type

    o = overload
    fn = o.function  # type: ignore[attr-defined]
    texts = _split_params(o.prototype)  # type: ignore[attr-defined]
    params, args = [], []
    for i, p in enumerate(fn.params):
        spelled = opencl_type(p)
        if spelled == "...":
            continue
        word = texts[i].replace("const ", "").split()[0] if i < len(texts) else ""
        constant = CONSTANTS.get(spelled) or CONSTANTS.get(word)
        if constant is not None:
            args.append(constant)
            continue
        params.append(_declare(spelled, "a%d" % i))
        args.append("a%d" % i)
    ret = opencl_type(fn.return_type) if fn.return_type is not None else "void"
    call = "%s(%s)" % (o.name, ", ".join(args))  # type: ignore[attr-defined]
    body = "%s w_%d(%s) { %s%s; }" % (ret, index, ", ".join(params) or "void",
                                      "" if ret == "void" else "return ", call)
    return Wrapper(o.mangled, declaration(o), body)  # type: ignore[attr-defined]


def wrappers(config: str, only: Optional[Iterable[str]] = None) -> list[Wrapper]:
    from spirmangle.catalogue import overloads

    target, cl_std = CONFIGS[config]
    found = overloads(target, cl_std, "", "clang")
    if only is not None:
        keep = set(only)
        found = [o for o in found if o.mangled in keep]
    return [wrapper(i, o) for i, o in enumerate(found)]


# ----------------------------------------------------------------- translation


def _source(batch: Sequence[tuple[int, Wrapper]]) -> tuple[str, dict[int, int]]:
    """The translation unit of a batch, and line number -> wrapper index."""
    lines = ["#pragma OPENCL EXTENSION cl_khr_fp16 : enable",
             "#pragma OPENCL EXTENSION cl_khr_fp64 : enable"]
    owner: dict[int, int] = {}
    for index, w in batch:
        if w.mangled.startswith("_Z"):  # printf and friends: the default header's own
            lines.append(w.declaration)
            owner[len(lines)] = index
    for index, w in batch:
        lines.append(w.body)
        owner[len(lines)] = index
    return "\n".join(lines) + "\n", owner


def _run(argv: list[str]) -> Optional[str]:
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode == 0:
        return None
    return (done.stderr or done.stdout or "exit %d" % done.returncode).strip()


def _first_error(text: str) -> str:
    for line in text.splitlines():
        if "error" in line.lower():
            return re.sub(r"^\S*k\.cl:\d+:\d+: ", "", line.strip())[:200]
    return text.strip().splitlines()[0][:200] if text.strip() else "failed"


_CL_ERROR = re.compile(r"k\.cl:(\d+):\d+: error: (.*)")


def _translate(config: str, batch: Sequence[tuple[int, Wrapper]], tmp: Path,
               failed: dict[int, str]) -> Optional[str]:
    """Compile and translate a batch; the disassembled SPV-IR, or None when a stage
    after compilation fails.  Overloads clang rejects go to ``failed`` and the rest
    is compiled again."""
    target, cl_std = CONFIGS[config]
    batch = list(batch)
    while batch:
        text, owner = _source(batch)
        (tmp / "k.cl").write_text(text, encoding="utf-8")
        argv = ["clang-15", "-cc1", "-triple", "%s-unknown-unknown" % target, "-cl-std=" + cl_std,
                "-finclude-default-header", "-cl-ext=+all", "-no-opaque-pointers", "-O0",
                "-Wno-everything", "-emit-llvm-bc", str(tmp / "k.cl"), "-o", str(tmp / "k.bc")]
        argv[8:8] = ["-D%s=1" % m for m in ARM_MACROS]
        error = _run(argv)
        if error is None:
            break
        bad = {}
        for m in _CL_ERROR.finditer(error):
            index = owner.get(int(m.group(1)))
            if index is not None:
                bad.setdefault(index, "clang-15: " + m.group(2)[:200])
        if not bad:  # an error we cannot place: fail the batch as a whole
            for index, _ in batch:
                failed[index] = "clang-15: " + _first_error(error)
            return None
        failed.update(bad)
        batch = [(i, w) for i, w in batch if i not in bad]
    if not batch:
        return ""
    for name, argv in (
            ("llvm-spirv-15", ["llvm-spirv-15", "--spirv-ext=+all", str(tmp / "k.bc"),
                               "-o", str(tmp / "k.spv")]),
            ("llvm-spirv-15 -r", ["llvm-spirv-15", "-r", "--spirv-target-env=SPV-IR",
                                  str(tmp / "k.spv"), "-o", str(tmp / "k.spvir.bc")]),
            ("llvm-dis-15", ["llvm-dis-15", str(tmp / "k.spvir.bc"), "-o", str(tmp / "k.ll")])):
        error = _run(argv)
        if error is not None:
            return "\0" + name + ": " + _first_error(error)
    return (tmp / "k.ll").read_text(encoding="utf-8")


_DEFINE = re.compile(r"^define .*@w_(\d+)\(")
_CALL = re.compile(r"\bcall [^@]*@(\"[^\"]+\"|[\w.$]+)\(")
_OPCODE = re.compile(r"^\s+(?:%\S+ = )?([a-z]\w*)\b")


def parse_module(text: str) -> dict[int, tuple[str, tuple[str, ...]]]:
    """Wrapper index -> (kind, detail) from the disassembled SPV-IR."""
    out: dict[int, tuple[str, tuple[str, ...]]] = {}
    current: Optional[int] = None
    calls: list[str] = []
    ops: list[str] = []
    for line in text.splitlines():
        m = _DEFINE.match(line)
        if m:
            current, calls, ops = int(m.group(1)), [], []
            continue
        if current is None:
            continue
        if line.startswith("}"):
            out[current] = _classify(calls, ops)
            current = None
            continue
        c = _CALL.search(line)
        if c:
            callee = c.group(1).strip('"')
            if callee not in calls:
                calls.append(callee)
            continue
        o = _OPCODE.match(line)
        if o and o.group(1) not in PLUMBING and o.group(1) not in ops:
            ops.append(o.group(1))
    return out


def _classify(calls: list[str], ops: list[str]) -> tuple[str, tuple[str, ...]]:
    real = [c for c in calls if not c.startswith("llvm.")]
    if any("__spirv_" in c for c in real):
        return "spirv", tuple(calls)
    if real:
        return "kept", tuple(calls)
    return "instruction", tuple(calls) + tuple(ops)


def _batch_rows(config: str, batch: Sequence[tuple[int, Wrapper]],
                failed: dict[int, str]) -> dict[int, tuple[str, tuple[str, ...]]]:
    """Rows of a batch; a batch the translator rejects is bisected."""
    with tempfile.TemporaryDirectory(prefix="spirv-oracle-") as name:
        module = _translate(config, batch, Path(name), failed)
    if module is None:
        return {}
    if module.startswith("\0"):
        live = [(i, w) for i, w in batch if i not in failed]
        if len(live) == 1:
            failed[live[0][0]] = module[1:]
            return {}
        half = len(live) // 2
        rows = _batch_rows(config, live[:half], failed)
        rows.update(_batch_rows(config, live[half:], failed))
        return rows
    return parse_module(module)


def oracle(config: str, only: Optional[Iterable[str]] = None, batch_size: int = 400,
           jobs: int = 2) -> list[Row]:
    """The oracle rows of a configuration (or of the overloads in ``only``)."""
    items = list(enumerate(wrappers(config, only)))
    batches = [items[i:i + batch_size] for i in range(0, len(items), batch_size)]
    failed: dict[int, str] = {}
    results: dict[int, tuple[str, tuple[str, ...]]] = {}
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for part in pool.map(lambda b: _batch_rows(config, b, failed), batches):
            results.update(part)
    rows = []
    for index, w in items:
        if index in failed:
            rows.append(Row(w.mangled, "failed", (failed[index],)))
        elif index in results:
            kind, detail = results[index]
            rows.append(Row(w.mangled, kind, detail))
        else:
            rows.append(Row(w.mangled, "failed", ("no wrapper in the SPV-IR",)))
    return sorted(rows)


def snapshot_path(config: str) -> Path:
    return DATA / ("spirv_oracle_%s.tsv" % config)


def read_snapshot(path: Path) -> list[Row]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            mangled, kind, *detail = line.split("\t")
            rows.append(Row(mangled, kind, tuple(detail)))
    return rows


def write_snapshot(config: str, rows: Sequence[Row], out: Path) -> None:
    head = ["# SPIR-V friendly oracle for %s: clang-15 -O0, llvm-spirv-15 --spirv-ext=+all, "
            "back with -r --spirv-target-env=SPV-IR (bench/make_spirv_oracle.py)" % config,
            "# opencl_mangled\tkind\tdetail (spirv/kept: calls; instruction: instructions; "
            "failed: error)"]
    out.write_text("\n".join(head + [r.line() for r in rows]) + "\n", encoding="utf-8")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--config", action="append", choices=sorted(CONFIGS),
                        help="configuration (repeatable; default: %s)" % ", ".join(DEFAULT_CONFIGS))
    parser.add_argument("--only", action="append", metavar="MANGLED",
                        help="only these overloads (clang mangled names; repeatable)")
    parser.add_argument("--out-dir", type=Path, default=DATA,
                        help="where the spirv_oracle_<config>.tsv files go (default tests/data)")
    parser.add_argument("--stdout", action="store_true", help="print the rows instead")
    parser.add_argument("--batch", type=int, default=400, help="wrappers per translation unit")
    parser.add_argument("--jobs", type=int, default=2, help="parallel translation units")
    args = parser.parse_args(argv)
    missing = tools_missing()
    if missing:
        print("error: missing tools: %s" % ", ".join(missing), file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT))
    for config in args.config or DEFAULT_CONFIGS:
        rows = oracle(config, args.only, args.batch, args.jobs)
        if args.stdout:
            print("\n".join(r.line() for r in rows))
            continue
        path = args.out_dir / ("spirv_oracle_%s.tsv" % config)
        write_snapshot(config, rows, path)
        kinds: dict[str, int] = {}
        for r in rows:
            kinds[r.kind] = kinds.get(r.kind, 0) + 1
        print("%s: %d overloads, %s -> %s" % (config, len(rows), ", ".join(
            "%s %d" % kv for kv in sorted(kinds.items())), path), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
