"""``spirmangle header --lang opencl`` compiles on its own: clang-19 with
``-cl-no-stdinc -include h.h`` (no opencl-c.h, no opencl-c-base.h) accepts it, and a
kernel calling builtins through it calls the very symbols it calls through clang's
own opencl-c.h; with clang's header included first the base part steps aside."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

import spirmangle

pytestmark = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")

KERNEL = """
kernel void k(global float4 *p, global int *q, global uint *u, read_only image2d_t img,
              sampler_t s, global half *h) {
  p[0] = fract(p[1], p + 2) + read_imagef(img, s, (int2)(0, 0)) + (float4)(sin(1.0f));
  p[1] = vload4(0, (global float *)q) + convert_float4(as_int4(p[2]));
  q[0] = atomic_add(q + 1, 1) + (int)get_global_id(0) + abs_diff(q[2], q[3]) + popcount(u[0]);
  u[0] = max(u[1], 3u) + rotate(u[2], 1u) + mad24(u[3], 2u, 1u);
  vstore_half(p[0].x, 0, h);
  barrier(CLK_LOCAL_MEM_FENCE);
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  %s
}
"""
CL20 = ("q[1] = work_group_reduce_add(q[2]) + atomic_fetch_add((volatile global atomic_int *)q, 1);"
        " atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);"
        " global int *g = to_global(q);")
CONFIGS = [("CL1.2", "spir", ""), ("CL2.0", "spir64", CL20), ("CL3.0", "spir64", CL20),
           ("CLC++2021", "spir64", CL20)]


def _symbols(source: Path, std: str, target: str, *flags: str) -> set[str]:
    done = subprocess.run(["clang-19", "--target=%s-unknown-unknown" % target, "-cl-std=" + std,
                           *flags, "-x", "cl", "-S", "-emit-llvm", "-o", "-", str(source)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    return set(re.findall(r"call spir_func [^@]*@(_Z\w+)", done.stdout))


@pytest.mark.parametrize("std, target, more", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_the_header_compiles_alone_and_calls_what_clangs_does(tmp_path, std, target, more) -> None:
    header = tmp_path / "h.h"
    header.write_text(spirmangle.header(cl_std=std, target=target))
    source = tmp_path / "k.cl"
    source.write_text(KERNEL % more)
    ours = _symbols(source, std, target, "-cl-no-stdinc", "-include", str(header))
    # clang's opencl-c.h (what the catalogue is checked against; the driver's
    # default, -fdeclare-opencl-builtins, is another list)
    default = ("-cl-no-stdinc", "-Xclang", "-finclude-default-header")
    clangs = _symbols(source, std, target, *default)
    assert len(ours) >= 12 and ours == clangs
    # after clang's own header, the base part is skipped (no redefinition)
    both = _symbols(source, std, target, *default, "-include", str(header))
    assert both == clangs


def test_base_include_and_none(tmp_path) -> None:
    assert spirmangle.header(base="include").startswith("#include <opencl-c-base.h>\n")
    assert "typedef" not in spirmangle.header(base="none").split("__attribute__")[0]
    with pytest.raises(ValueError, match="base is one of"):
        spirmangle.header(base="mine")
