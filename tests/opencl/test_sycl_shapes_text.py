"""Issue 25: the opencl-style text of names shaped like intel/llvm's SYCL headers
reads back, as a declaration of the language that wrote them, to the name.

bench/probe_sycl_shapes.py (``check_text``) does it for every topic and
configuration; it found SYCL's ``vec<T, 1>`` constructors and conversions
(``Dv1_f``, printed ``float __attribute__((vector_size(4)))``, read back as
``float``: tests/opencl/test_vector_attribute_cxx.py) and ``multi_ptr``'s
conversion templates (tests/opencl/test_conversion_template_text.py).  Here,
live, those two topics."""

from __future__ import annotations

import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "support"))

import make_cxx_opencl_corpus as maker  # noqa: E402
import probe_sycl_shapes as probe  # noqa: E402


@pytest.mark.parametrize("config, topics", [("sycl", {"vec", "multi_ptr"}),
                                            ("clcpp2021", {"vec"})])
def test_sycl_shaped_names_text_comes_back(config: str, topics: set[str]) -> None:
    missing = maker.missing_tools()
    if missing:
        pytest.skip("not installed: " + ", ".join(missing))
    with tempfile.TemporaryDirectory(prefix="spirmangle-syclshapes-") as tmp:
        found = probe.rows(config, Path(tmp), topics=topics)
    assert len(found) > 1500
    outcomes = Counter()
    wrong = []
    for row in found:
        kind, detail = probe.check_text(config, row.mangled)
        outcomes[kind] += 1
        if kind != "text ok":
            wrong.append(detail)
    assert wrong == [], outcomes
