"""Helpers of the LLVM header tests: read ``declare`` lines and attribute groups
out of LLVM IR text, and write OpenCL C that calls every overload of a list.

Compiled with clang, such a file declares each builtin exactly as clang does;
:func:`declarations` resolves every declaration's ``#N`` to its attribute set,
so a clang module and a spirmangle header compare symbol by symbol.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Iterable, NamedTuple, Optional, Sequence

from spirmangle.model import BlockPointer, Builtin
from spirmangle.render.core import Printer

_DECLARE = re.compile(r'^(declare .*?@("[^"]*"|[^\s(]+)\(.*?\)(?: local_unnamed_addr)?)(?: #(\d+))?$')
_GROUP = re.compile(r"^attributes #(\d+) = \{ (.*) \}$")

# opencl-c.h guards arm_dot* with these macros, which clang 19 never defines for
# spir targets (not even with -cl-ext=+all); the catalogue lists those builtins.
ARM_MACROS = ("cl_arm_integer_dot_product_int8", "cl_arm_integer_dot_product_accumulate_int8",
              "cl_arm_integer_dot_product_accumulate_int16",
              "cl_arm_integer_dot_product_accumulate_saturate_int8")


class Declared(NamedTuple):
    text: str        # the declare line without its attribute group
    attributes: str  # the function attributes the group holds ("" without one)


def declarations(ir: str) -> dict[str, Declared]:
    """symbol -> its declaration, for every ``declare`` of an IR module."""
    groups = {}
    for line in ir.splitlines():
        m = _GROUP.match(line)
        if m:
            groups[m.group(1)] = m.group(2)
    found = {}
    for line in ir.splitlines():
        m = _DECLARE.match(line)
        if m:
            symbol = m.group(2).strip('"')
            found[symbol] = Declared(m.group(1), groups.get(m.group(3), "") if m.group(3) else "")
    return found


def wrappers(overloads: Iterable) -> str:
    """OpenCL C with one function per overload that calls it with its own parameters
    (a variadic one without variable arguments; blocks cannot be parameters:
    overloads taking one are left out)."""
    printer = Printer("opencl")
    out = ["#pragma OPENCL EXTENSION cl_khr_fp16 : enable",
           "#pragma OPENCL EXTENSION cl_khr_fp64 : enable"]
    for i, o in enumerate(overloads):
        fn = o.function
        params = [t for t in fn.params if not (type(t) is Builtin and t.name in ("void", "..."))]
        if any(type(t) is BlockPointer for t in params) or not o.mangled.startswith("_Z"):
            continue
        names = ["a%d" % k for k in range(len(params))]
        ret = printer.type(fn.return_type) if fn.return_type else "void"
        decl = ", ".join("%s %s" % (printer.type(t), n) for t, n in zip(params, names)) or "void"
        call = "%s(%s)" % (o.name, ", ".join(names))
        body = ("return %s;" % call) if ret != "void" else call + ";"
        out.append("%s w%d(%s) { %s }" % (ret, i, decl, body))
    return "\n".join(out) + "\n"


def clang_argv(clang: str, target: str, cl_std: str, extra: Sequence[str] = ()) -> list[str]:
    """``clang -cc1`` emitting LLVM IR for one configuration."""
    return [clang, "-cc1", "-triple", "%s-unknown-unknown" % target, "-cl-std=" + cl_std,
            "-finclude-default-header", "-Wno-deprecated-declarations", *extra,
            "-emit-llvm", "-o", "-"]


_UNDECLARED = re.compile(r":(\d+):\d+: error: use of undeclared identifier")


def compile_ir(argv: Sequence[str], source: str, directory: Path,
               drop_undeclared: bool = False) -> subprocess.CompletedProcess[str]:
    """Compile ``source`` with ``argv``; with ``drop_undeclared``, the lines calling
    a builtin this clang does not declare (an older opencl-c.h) are dropped first."""
    path = directory / "source.cl"
    path.write_text(source, encoding="utf-8")
    done = subprocess.run([*argv, str(path)], capture_output=True, text=True)
    if done.returncode and drop_undeclared:
        bad = {int(n) for n in _UNDECLARED.findall(done.stderr)}
        if bad:
            lines = source.splitlines()
            kept = [line for n, line in enumerate(lines, 1) if n not in bad]
            path.write_text("\n".join(kept) + "\n", encoding="utf-8")
            done = subprocess.run([*argv, str(path)], capture_output=True, text=True)
    return done


def which(name: str) -> Optional[str]:
    return shutil.which(name)
