"""The optional compiled build (hatch_build.py, issue 23): ``SPIRMANGLE_COMPILE=1
pip install .`` compiles the same sources with Cython; it must print byte for byte
what the pure-Python package prints, and a build that cannot compile falls back to
pure Python.  ``.ci/run`` runs the suite on both builds, telling each run which one
it installed (``SPIRMANGLE_EXPECT_COMPILED``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spirmangle.config import compiled
from spirmangle.cli.main import main

ROOT = Path(__file__).resolve().parent.parent.parent
EXPECTED = os.environ.get("SPIRMANGLE_EXPECT_COMPILED")


@pytest.mark.skipif(EXPECTED is None, reason="SPIRMANGLE_EXPECT_COMPILED is not set (.ci/run sets it)")
def test_the_build_running_is_the_one_installed() -> None:
    assert compiled() is (EXPECTED == "1")
    import spirmangle.demangler.core as core

    assert core.__file__.endswith(".py") is (EXPECTED != "1")


def test_the_version_says_which_build_runs(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith("spirmangle ") and out.endswith(" (compiled)") is compiled()


def _digest(tmp: Path, which: str, *extra: str) -> list[str]:
    out = tmp / which
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "compare_outputs.py"), str(out),
                           *extra], capture_output=True, text=True, check=False, cwd=tmp)
    assert done.returncode == 0, done.stderr[-2000:]
    return out.read_text(encoding="utf-8").splitlines()


def test_the_modules_compiled_are_there_and_on_the_per_name_path() -> None:
    """hatch_build.HOT names the modules compiled: each one exists (a module
    renamed or split must not silently drop out of the compiled build)."""
    names = _hot()
    assert len(names) == len(set(names)) >= 10
    missing = [name for name in names if not (ROOT / "spirmangle" / name).is_file()]
    assert not missing
    assert {"demangler/core.py", "demangler/lalr.py", "demangler/lexer/core.py",
            "render/fast.py"} <= set(names)
    if compiled():
        from importlib.util import find_spec

        for name in names:
            spec = find_spec("spirmangle." + name[:-3].replace("/", "."))
            assert spec is not None and not (spec.origin or "").endswith(".py"), name
        spec = find_spec("spirmangle.cli.main")
        assert spec is not None and (spec.origin or "").endswith(".py")


def _hot() -> list[str]:
    """hatch_build.HOT, read from its source (hatchling may be absent)."""
    import ast

    tree = ast.parse((ROOT / "hatch_build.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "HOT":
            return list(ast.literal_eval(node.value))
    raise AssertionError("hatch_build.py has no HOT")


@pytest.mark.skipif(not compiled(), reason="the pure-Python build is running")
def test_the_compiled_build_prints_what_the_pure_one_prints(tmp_path: Path) -> None:
    """Every style, the JSON and the mangler's round trip of every name of the
    committed corpora (and clang-19's, where present), from the checkout's pure
    sources and from the installed compiled package."""
    pure = _digest(tmp_path, "pure.txt")
    ours = _digest(tmp_path, "compiled.txt", "--installed")
    assert len(pure) > 100_000
    differ = [(a, b) for a, b in zip(pure, ours) if a != b]
    assert len(pure) == len(ours) and not differ, differ[:5]


# ------------------------------------------------------------- the build hook

def _hook(monkeypatch: pytest.MonkeyPatch, setting: str) -> Any:
    pytest.importorskip("hatchling", reason="hatchling (the build backend) is not installed")
    sys.path.insert(0, str(ROOT))
    try:
        import hatch_build
    finally:
        sys.path.remove(str(ROOT))
    monkeypatch.setenv("SPIRMANGLE_COMPILE", setting)

    def no_compiler(root: Path, work: Path) -> list[tuple[Path, str]]:
        raise RuntimeError("error: command 'cc' failed: No such file or directory")

    monkeypatch.setattr(hatch_build, "_compile", no_compiler)
    hook = object.__new__(hatch_build.CompiledBuild)
    monkeypatch.setattr(type(hook), "target_name", property(lambda self: "wheel"))
    monkeypatch.setattr(type(hook), "root", property(lambda self: str(ROOT)))
    return hook


def test_without_a_compiler_the_build_is_pure_python(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    hook = _hook(monkeypatch, "1")
    assert hook.dependencies() == ["cython>=3.0", "setuptools>=61"]
    build_data: dict[str, Any] = {"force_include": {}, "pure_python": True, "infer_tag": False}
    hook.initialize("standard", build_data)
    assert build_data == {"force_include": {}, "pure_python": True, "infer_tag": False}
    assert "the compiled build failed (RuntimeError: error: command 'cc' failed" \
        in capsys.readouterr().err


def test_a_required_compiled_build_fails_without_a_compiler(monkeypatch: pytest.MonkeyPatch) -> None:
    hook = _hook(monkeypatch, "require")
    with pytest.raises(RuntimeError, match="'cc' failed"):
        hook.initialize("standard", {"force_include": {}, "pure_python": True, "infer_tag": False})


def test_the_default_build_and_editable_installs_are_not_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    hook = _hook(monkeypatch, "")
    assert hook.dependencies() == []
    build_data: dict[str, Any] = {"force_include": {}, "pure_python": True, "infer_tag": False}
    hook.initialize("standard", build_data)
    monkeypatch.setenv("SPIRMANGLE_COMPILE", "1")
    hook.initialize("editable", build_data)
    assert build_data == {"force_include": {}, "pure_python": True, "infer_tag": False}
