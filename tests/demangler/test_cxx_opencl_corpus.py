"""Issue 21: C++ for OpenCL and SYCL names, against clang-19's own declarations.

The corpus (tests/support/make_cxx_opencl_corpus.py, cached by tests/support/cxx_opencl_corpus.py;
thousands of rows a configuration) holds every function clang mangled for
generated sources, with the parameter types and template arguments its AST
declares.  The default reading must read each row to those types and mangle
back to it, or say the name is ambiguous and show the right reading as the
other one (``--strict`` prints both): no silent misread.  SYCL device code has
no phantom candidates and every row reads right.  ``spirmangle symbols`` reads a
module's names under the dialect of the module's language.  Skipped without
clang-19 (the corpus is made with it).
"""

from __future__ import annotations

import io
import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

import pytest

import cxx_opencl_corpus as corpus
from spirmangle import DemangleError, demangle, mangle
from spirmangle.cli.main import main
from spirmangle.modules.input import load_module, module_dialect, read_dialect

OPENCL_DEFAULTS = [c for c in corpus.DEFAULT_CONFIGS if corpus.CONFIGS[c][0] == "opencl"]
# The least share of rows the default reading reads right in C++ for OpenCL (the
# rest are ambiguous and say so): names without an OpenCL marker, whose template
# argument clang deduced __private, read as C++; class templates over __private
# types and explicit instantiations the numbering cannot tell from deduced ones.
DEFAULT_FLOOR = 0.993
MODULE_FLOOR = 0.996
# Without the generic address space nothing marks a C++ for OpenCL name (an unspelled
# pointee and ``this`` are __private): the plain reading is printed where both rules
# read a name canonically, and clang's is the other one (the module decides).
NOGENERIC = "clcpp2021-nogeneric_spir64"
NOGENERIC_FLOOR = 0.93


@pytest.fixture(scope="module")
def directory() -> Path:
    found = corpus.directory()
    if found is None:
        pytest.skip(corpus.skip_reason())
    return found


def _target(config: str) -> str:
    return "spir" if config.endswith("_spir") else "spir64"


def _verdict(row: corpus.Row, dialect: str, target: str) -> tuple[str, str]:
    """("right" | "ambiguous" | "wrong", detail) of the reading of ``row``."""
    try:
        symbol = demangle(row.mangled, dialect)
    except DemangleError as exc:
        return "wrong", "not read: %s" % exc
    problem = corpus.misread(row, symbol)
    if problem is None:
        back = mangle(symbol.entity, target=target, dialect=symbol.dialect)
        return ("right", "") if back == row.mangled else ("wrong", "mangles back to " + back)
    other = symbol.alternative
    if other is None:
        return "wrong", "silent misread: %s" % problem
    if corpus.misread(row, other) is not None:
        return "wrong", "ambiguous, neither reading right: %s" % problem
    if mangle(other.entity, target=target, dialect=other.dialect) != row.mangled:
        return "wrong", "the other reading does not mangle back"
    return "ambiguous", problem


def _tally(rows: Any, dialect_of: Any, target: str) -> tuple[int, int, list[str]]:
    right = ambiguous = 0
    wrong = []
    for row in rows:
        verdict, detail = _verdict(row, dialect_of(row.mangled), target)
        if verdict == "right":
            right += 1
        elif verdict == "ambiguous":
            ambiguous += 1
        else:
            wrong.append("%s: %s" % (row.mangled, detail))
    return right, ambiguous, wrong


def test_sycl_names_read_right_and_mangle_back(directory: Path) -> None:
    rows = corpus.rows("sycl_spir64")
    assert len(rows) > 5000
    right, ambiguous, wrong = _tally(rows, lambda name: "auto", "spir64")
    assert not wrong, wrong[:10]
    assert (right, ambiguous) == (len(rows), 0)


def _new_rows(config: str, rows: Any) -> list[corpus.Row]:
    """The rows of ``config`` that clcpp2021_spir64 does not have (the other C++ for
    OpenCL configurations mostly share its names, with the same truth: those are
    checked once)."""
    if config == "clcpp2021_spir64" or corpus.CONFIGS[config][0] != "opencl":
        return list(rows)
    first = {r.mangled: r for r in corpus.rows("clcpp2021_spir64")}
    shared = [r for r in rows if r.mangled in first]
    assert all(first[r.mangled][3:6] == r[3:6] for r in shared)  # params, targs, type
    return [r for r in rows if r.mangled not in first]


@pytest.mark.parametrize("config", OPENCL_DEFAULTS)
def test_cxx_for_opencl_names_read_right_or_say_they_are_ambiguous(directory: Path,
                                                                   config: str) -> None:
    assert len(corpus.rows(config)) > 5000
    rows = _new_rows(config, corpus.rows(config))
    right, ambiguous, wrong = _tally(rows, lambda name: "auto", _target(config))
    assert not wrong, wrong[:10]
    assert right >= DEFAULT_FLOOR * len(rows) or len(rows) < 100, (right, ambiguous, len(rows))


def test_cxx_for_opencl_names_without_generic_read_right_or_say_they_are_ambiguous(
        directory: Path) -> None:
    """Under ``demangle``'s defaults too: no name unread, none misread silently, and
    every one that reads right mangles back (the ones only clang's rule reads, with a
    class template's argument __private; the ones the plain rule reads as a spelling no
    compiler writes, the same pointer twice)."""
    rows = corpus.rows(NOGENERIC)
    assert len(rows) > 5000
    right, ambiguous, wrong = _tally(rows, lambda name: "auto", "spir64")
    assert not wrong, wrong[:10]
    assert right >= NOGENERIC_FLOOR * len(rows), (right, ambiguous, len(rows))


@lru_cache(maxsize=None)
def _module_readings(directory: Path, config: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for path in sorted(directory.glob(config + ".*.ll")):
        info = load_module(str(path))
        for f in info.functions:
            found.setdefault(f.name, read_dialect(f.name, module_dialect(info)))
    return found


@pytest.mark.parametrize("config", sorted(corpus.CONFIGS))
def test_module_names_read_as_their_language_says(directory: Path, config: str) -> None:
    expected = "itanium" if corpus.CONFIGS[config][0] == "sycl" else "clang"
    modules = sorted(directory.glob(config + ".*.ll"))
    assert modules and {module_dialect(load_module(str(p))) for p in modules} == {expected}
    readings = _module_readings(directory, config)
    rows = [r for r in corpus.rows(config) if r.mangled in readings]
    assert len(rows) > 2000
    rows = _new_rows(config, rows) if config != "clcpp2021-nogeneric_spir64" else rows
    right, ambiguous, wrong = _tally(rows, readings.__getitem__, _target(config))
    assert not wrong, wrong[:10]
    assert right >= MODULE_FLOOR * len(rows) or len(rows) < 100, (right, ambiguous, len(rows))


@pytest.mark.parametrize("config", ["clcpp2021_spir64", "clcpp2021-nogeneric_spir64", "sycl_spir64"])
def test_symbols_prints_the_module_dialects_readings(directory: Path, config: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    module = directory / (config + ".params.ll")
    assert main(["symbols", "--json", str(module)]) == 0
    data = json.loads(capsys.readouterr().out)[0]
    assert data["dialect"] == ("itanium" if config.startswith("sycl") else "clang")
    checked = 0
    for f in data["functions"]:
        if f["name"].startswith("_Z"):
            expected: Optional[str] = str(demangle(f["name"], read_dialect(f["name"], data["dialect"])))
            assert f["demangled"] == expected, f["name"]
            checked += 1
    assert checked > 500


@lru_cache(maxsize=None)
def _symbols_readings(directory: Path, config: str) -> dict[str, Any]:
    """Name -> its reading as ``spirmangle symbols`` gives it (the module's language,
    and its IR signature where a name alone cannot decide)."""
    from spirmangle.library.modules import public_module

    found: dict[str, Any] = {}
    for path in sorted(directory.glob(config + ".*.ll")):
        for f in public_module(load_module(str(path)), "auto").functions:
            if f.symbol.startswith("_Z"):
                found.setdefault(f.symbol, f.demangled)
    return found


@pytest.mark.parametrize("config", list(corpus.DEFAULT_CONFIGS))
def test_symbols_reads_every_module_name_as_declared(directory: Path, config: str) -> None:
    """Issue 21's criterion under ``symbols``: every name of the compiled modules reads
    to its declared types and mangles back, the names a name alone cannot decide
    (optional phantoms) too: the IR signature decides them."""
    readings = _symbols_readings(directory, config)
    rows = [r for r in corpus.rows(config) if r.mangled in readings]
    assert len(rows) > 2000
    wrong = []
    for row in rows:
        symbol = readings[row.mangled]
        problem = "not read" if symbol is None else corpus.misread(row, symbol)
        if problem is None and mangle(symbol.entity, target=_target(config),
                                      dialect=symbol.dialect) != row.mangled:
            problem = "does not mangle back"
        if problem is not None:
            wrong.append("%s: %s" % (row.mangled, problem))
    assert not wrong, wrong[:10]


def test_symbols_reads_the_names_of_modules_without_generic(directory: Path) -> None:
    """Without the generic address space every pointer is a plain ``ptr``; the IR
    signature still decides all but a class passed by value that is complete and
    not ``byval`` (not trivially copyable, or a ``__private`` pointer: the module
    does not say which, spirmangle.modules.signature): that name says it is
    ambiguous, with the declared reading as the other one."""
    readings = _symbols_readings(directory, NOGENERIC)
    rows = [r for r in corpus.rows(NOGENERIC) if r.mangled in readings]
    assert len(rows) > 2000
    undecided = []
    for row in rows:
        symbol = readings[row.mangled]
        assert symbol is not None, row.mangled
        assert mangle(symbol.entity, target="spir64", dialect=symbol.dialect) == row.mangled
        if corpus.misread(row, symbol) is not None:
            other = symbol.alternative
            assert other is not None and corpus.misread(row, other) is None, row.mangled
            undecided.append(row.mangled)
    assert undecided == ["_Z3t45I3TplIU3AS1iEEDaPT_RS0_IS3_ES5_i"]

