"""A name's reading must not depend on how, or how often, it was asked for: the
issue 20 campaign (grammar seed 11, 72e6420) found ``_Z3f_ZGVooPS_QfraSclT0_E``
accepted by ``demangle(name)`` and refused by ``demangle(name, "clang")`` (its
dialect, as the round trip and explain() read it again).  The cause was no
state: auto read clang's ``__private`` pointee of ``P S_`` (``S_`` = ``Vo``, an
earlier cv-qualified type) by wrapping it (``__private (volatile o)``, which
mangles back ``PS_``), the clang parse as one qualifier set (``volatile __private
o``, which clang writes ``PVo``); and the constraint check (written ``T_`` where
the constraint's candidate stands) refused any clang reading that does not mangle
back, whatever the cause.  Now both readings are clang's one qualifier set, and
the check refuses only where the constraint's candidates make the difference."""

from __future__ import annotations

import subprocess
import sys

import pytest

from peers import GNU, LLVM, printed
from spirmangle import DemangleError, demangle, mangle
from spirmangle.explain.core import explain

NAME = "_Z3f_ZGVooPS_QfraSclT0_E"


def _outcome(name: str, dialect: str = "auto") -> str:
    try:
        sym = demangle(name, dialect)
    except DemangleError as exc:
        return "error: %s" % exc.reason
    return "%s %s" % (sym.dialect, sym.format("opencl"))


@pytest.mark.parametrize("name", [NAME, "_Z1fGVoPS_QfraSclT0_E", "_Z1fVoPS_", "_Z1fGVooPS_"])
def test_read_twice_and_in_its_dialect_alike(name):
    first = demangle(name)
    assert _outcome(name) == _outcome(name) == "%s %s" % (first.dialect, first.format("opencl"))
    again = demangle(name, first.dialect)
    assert again.entity == first.entity
    assert again.format("opencl") == first.format("opencl")
    reading = explain(name).readings[0]
    assert reading.error is None and reading.demangled == first.format("opencl")
    # The reading mangles to a spelling that reads back to it (clang writes PVo).
    canonical = mangle(first.entity, dialect=first.dialect)
    assert demangle(canonical, first.dialect).entity == first.entity
    assert mangle(demangle(canonical).entity, dialect=first.dialect) == canonical


def test_fresh_process_reads_alike():
    # The dialect's reading first, in a process that read nothing before.
    code = ("from spirmangle import demangle\n"
            "for d in ('clang', 'auto'):\n"
            "    s = demangle(%r, d)\n"
            "    print(s.dialect, s.format('opencl'))\n" % NAME)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == [_outcome(NAME, "clang"), _outcome(NAME)]


def test_the_reading_against_the_peers():
    # llvm-cxxfilt-19 reads the plain (Itanium) rule, as our itanium dialect does;
    # c++filt 2.40 does not read fold expressions of this form at all.
    plain = demangle(NAME, "itanium")
    assert printed(LLVM, [NAME]) == [plain.format("llvm")]
    assert printed(GNU, [NAME]) == [NAME]
    assert mangle(plain.entity, dialect="itanium") == NAME
    # clang's reading: the pointee is __private volatile unsigned __int128, one
    # qualifier set, a candidate other than S_ (volatile unsigned __int128).
    assert "volatile __private unsigned __int128 *" in demangle(NAME).format("opencl")


@pytest.mark.parametrize("name", ["_ZN2cx4headIiQ5SmallIT_EEEiT_"])
@pytest.mark.parametrize("dialect", ["auto", "clang", "itanium"])
def test_a_parameter_written_where_the_candidate_stands_is_still_refused(name, dialect):
    with pytest.raises(DemangleError, match="constraint's candidate stands"):
        demangle(name, dialect)
