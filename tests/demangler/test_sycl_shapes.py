"""Issue 21: names shaped like intel/llvm's SYCL headers read right by default.

bench/probe_sycl_shapes.py compiles tests/support/sycl_shapes_sources.py's mimics
of the real headers' shapes (``sycl::_V1``, decorated pointers, ``multi_ptr``,
accessors, ``vec`` swizzles, ``atomic_ref``, group algorithms, kernel entry
points, ``__spirv_``/``__spv`` declarations, ``ext::oneapi``) with clang-19 as SYCL
device code and as C++ for OpenCL, and checks every name of the AST and the module
(kernel names too) against the declared types, llvm-cxxfilt-19 (SYCL: the plain
rule) and the address spaces the opencl style prints.  Here, live, the topics
whose names are the likeliest to be misread (the ``__spirv_`` declarations, the
kernels and their user helpers); the probe runs them all."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "support"))

import make_cxx_opencl_corpus as maker  # noqa: E402
import probe_sycl_shapes as probe  # noqa: E402

TOPICS = {"spirv", "kernels"}


@pytest.mark.parametrize("config", ["sycl", "sycl-userns", "clcpp2021"])
def test_sycl_shaped_names_read_as_declared(config: str) -> None:
    missing = maker.missing_tools()
    if missing:
        pytest.skip("not installed: " + ", ".join(missing))
    with tempfile.TemporaryDirectory(prefix="spirmangle-syclshapes-") as tmp:
        found = probe.rows(config, Path(tmp), topics=TOPICS)
    peers = maker.cxxfilt([r.mangled for r in found])
    language = probe.CONFIGS[config][0]
    wrong = []
    for row, peer in zip(found, peers):
        kind, detail = probe.check(language, row, peer)
        if kind not in ("ok", "ambiguous, declared as alternative"):
            wrong.append((kind, detail))
    assert len(found) > 300
    assert wrong == []
