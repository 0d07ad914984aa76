"""The OpenCL C header of `spirmangle header` against clang 19 itself.

For each corpus configuration the header is compiled with

    clang-19 -cc1 -triple <target>-unknown-unknown -cl-std=<V> -finclude-default-header
             -cl-ext=+all [-cl-ext=<config's list>] [-D<arm macros>] -ast-dump=json header.cl

(one run per configuration, about a second: redeclaring the builtins of the
default header is fine when the declarations match).  The JSON dump gives the
mangled name clang chose for every declaration; those after the first location
in header.cl are the header's own.  They must equal the names spirmangle
mangled (the mangler and the OpenCL printer agree with clang) and, once the
families are complete, the configuration's corpus set.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import pytest

import corpus
from spirmangle.catalogue import overloads
from spirmangle.catalogue.header import opencl_header

CLANG = shutil.which("clang-19")
pytestmark = pytest.mark.skipif(CLANG is None, reason="clang-19 not installed")

_MANGLED = re.compile(r'"mangledName": "([^"]*)"')

# opencl-c.h guards arm_dot* with these macros, which clang 19 never defines for spir
# targets (not even with -cl-ext=+all); the corpus lists those builtins, so define them.
ARM_MACROS = ("cl_arm_integer_dot_product_int8", "cl_arm_integer_dot_product_accumulate_int8",
              "cl_arm_integer_dot_product_accumulate_int16",
              "cl_arm_integer_dot_product_accumulate_saturate_int8")


class Compiled(NamedTuple):
    returncode: int
    stderr: str
    declared: frozenset[str]  # clang's mangled names of the header's declarations
    ours: frozenset[str]      # spirmangle's mangled names of the same overloads


@lru_cache(maxsize=None)
def compile_header(config: str) -> Compiled:
    """Compile the configuration's header with clang; collect clang's mangled names."""
    target, cl_std, cl_ext = corpus.CONFIGS[config]
    found = overloads(target, cl_std, cl_ext)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "header.cl"
        path.write_text(opencl_header(found, cl_std, config), encoding="utf-8")
        argv = [CLANG, "-cc1", "-triple", "%s-unknown-unknown" % target, "-cl-std=" + cl_std,
                "-finclude-default-header", "-cl-ext=+all"]
        if cl_ext:
            argv.append("-cl-ext=" + cl_ext)
        argv += ["-D%s=1" % m for m in ARM_MACROS]
        done = subprocess.run(argv + ["-ast-dump=json", str(path)], capture_output=True, text=True)
    start = done.stdout.find('"file": "%s"' % path)
    declared = frozenset(_MANGLED.findall(done.stdout, start)) if start >= 0 else frozenset()
    return Compiled(done.returncode, done.stderr, declared, frozenset(o.mangled for o in found))


def _diff(name_a: str, a: frozenset[str], name_b: str, b: frozenset[str]) -> str:
    def sample(s: frozenset[str]) -> str:
        return ", ".join(sorted(s)[:10]) + (" ..." if len(s) > 10 else "")

    return "only in %s (%d): %s; only in %s (%d): %s" % (
        name_a, len(a - b), sample(a - b), name_b, len(b - a), sample(b - a))


@pytest.mark.parametrize("config", list(corpus.CONFIGS))
def test_header_compiles(config):
    compiled = compile_header(config)
    assert compiled.returncode == 0, compiled.stderr[:3000]
    assert "error:" not in compiled.stderr, compiled.stderr[:3000]


@pytest.mark.parametrize("config", list(corpus.CONFIGS))
def test_clang_mangles_the_header_as_spirmangle_does(config):
    compiled = compile_header(config)
    assert compiled.returncode == 0, compiled.stderr[:3000]
    if compiled.declared != compiled.ours:
        pytest.fail(_diff("clang", compiled.declared, "spirmangle", compiled.ours))


@pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())
@pytest.mark.parametrize("config", list(corpus.CONFIGS))
def test_header_declares_the_corpus_set(config):
    compiled = compile_header(config)
    assert compiled.returncode == 0, compiled.stderr[:3000]
    expected = frozenset(r.mangled for r in corpus.rows(config))
    if compiled.declared != expected:
        pytest.fail(_diff("header", compiled.declared, "corpus", expected))
