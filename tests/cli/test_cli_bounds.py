"""The command line against hostile surroundings (issue 20, item 8): an output
that cannot be written, response files without end.  Each ends in a one-line
error and a non-zero exit status, never a traceback; the bounds are those of
spirmangle.limits (and the README)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spirmangle.limits import MAX_RESPONSE_ARGUMENTS, MAX_RESPONSE_BYTES, MAX_RESPONSE_FILES

ROOT = Path(__file__).resolve().parent.parent.parent
KERNEL = ROOT / "tests" / "data" / "spirv_kernel.spvir.ll"
BAD_MODULE = "declare spir_func float @_Z5fractfPf(float, ptr)\n"


def spirmangle(*argv: str, stdin: bytes = b"", cwd: Any = None, **popen: Any) -> subprocess.CompletedProcess:
    popen.setdefault("stdout", subprocess.PIPE)
    result = subprocess.run([sys.executable, "-m", "spirmangle", *argv], input=stdin,
                            stderr=subprocess.PIPE, cwd=cwd, timeout=300, **popen)
    assert b"Traceback" not in result.stderr, result.stderr.decode("utf-8", "replace")
    return result


def close_stdout() -> None:  # (in the child, before it runs)
    os.close(1)


# Every command that prints on stdout, with what makes it print.
COMMANDS = {
    "demangle NAME": (["demangle", "_Z1fv"], b""),
    "demangle --json NAME": (["demangle", "--json", "_Z1fv"], b""),
    "demangle filter": (["demangle"], b"call @_Z1fv()\n" * 20000),
    "demangle --json filter": (["demangle", "--json"], b"_Z1fv\n"),
    "mangle": (["mangle", "int f(int)"], b""),
    "mangle stdin": (["mangle"], b"int f(int)\n"),
    "explain": (["explain", "_Z5fractDv4_fPU3AS1S_"], b""),
    "symbols": (["symbols", str(KERNEL)], b""),
    "remangle": (["remangle"], b"_Z5fractDv4_fPU3AS1S_\n"),
    "remangle NAME": (["remangle", "--to-dialect", "itanium", "_Z5fractDv4_fPU3AS1S_"], b""),
    "check": (["check", "bad.ll"], b""),
    "lookup": (["lookup", "fract"], b""),
    "header": (["header", "--lang", "llvm"], b""),
    "table": (["table"], b""),
}


@pytest.fixture
def workdir(tmp_path):
    (tmp_path / "bad.ll").write_text(BAD_MODULE)
    return tmp_path


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_closed_stdout_is_a_one_line_error(command, workdir):
    argv, stdin = COMMANDS[command]
    assert spirmangle(*argv, stdin=stdin, cwd=workdir).stdout  # (it does print)
    result = spirmangle(*argv, stdin=stdin, cwd=workdir, stdout=None, preexec_fn=close_stdout)
    assert result.returncode == 1
    assert result.stderr.decode().splitlines()[-1] == (
        "spirmangle: error: cannot write to standard output: standard output is closed")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_full_device_is_a_one_line_error(command, workdir):
    argv, stdin = COMMANDS[command]
    with open("/dev/full", "wb") as full:
        result = spirmangle(*argv, stdin=stdin, cwd=workdir, stdout=full)
    assert result.returncode == 1
    assert result.stderr.decode().splitlines()[-1] == (
        "spirmangle: error: cannot write to standard output: No space left on device")


def test_a_reader_that_goes_away_ends_quietly():
    proc = subprocess.Popen([sys.executable, "-m", "spirmangle", "demangle"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.close()  # before the filter writes anything
    try:
        proc.stdin.write(b"_Z1fv\n" * 200000)
    except BrokenPipeError:
        pass
    _, err = proc.communicate(timeout=300)
    assert (proc.returncode, err) == (0, b"")


@pytest.mark.parametrize("argv", [["demangle"], ["mangle"], ["remangle"]])
def test_a_closed_stdin_is_empty_input(argv):
    # As c++filt and llvm-cxxfilt: nothing to read, nothing printed, status 0.
    result = subprocess.run([sys.executable, "-m", "spirmangle", *argv], capture_output=True,
                            timeout=120, preexec_fn=lambda: os.close(0))
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")


# ------------------------------------------------------------ response files
def chain(directory: Path, length: int, copies: int = 1) -> str:
    """@c0 .. @c<length>: each file names _Z1fv and includes the next ``copies`` times."""
    for i in range(length):
        (directory / ("c%d" % i)).write_text("_Z1fv" + " @c%d" % (i + 1) * copies + "\n")
    (directory / ("c%d" % length)).write_text("_Z1gv\n")
    return "@c0"


def test_a_chain_of_a_thousand_response_files_is_read(tmp_path):
    first = chain(tmp_path, 1000)
    result = spirmangle("demangle", first, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().splitlines() == ["f(void)"] * 1000 + ["g(void)"]
    if shutil.which("c++filt"):  # c++filt reads it too
        peer = subprocess.run(["c++filt", first], cwd=tmp_path, capture_output=True, timeout=60)
        assert peer.stdout.decode().splitlines() == ["f()"] * 1000 + ["g()"]


def test_response_files_that_include_the_next_twice_stop(tmp_path):
    first = chain(tmp_path, 30, copies=2)  # 2**31 expansions
    result = spirmangle("demangle", first, cwd=tmp_path)
    assert result.returncode == 2 and result.stdout == b""
    (line,) = result.stderr.decode().splitlines()
    assert re.fullmatch(r"spirmangle demangle: error: @c\d+: more than %d response files expanded "
                        r"\(an @FILE included again and again\?\)" % MAX_RESPONSE_FILES, line)
    if shutil.which("c++filt"):  # c++filt stops at the same count of files
        peer = subprocess.run(["c++filt", first], cwd=tmp_path, capture_output=True, timeout=60)
        assert peer.returncode != 0 and b"too many @-files" in peer.stderr


def test_exactly_the_bound_of_response_files_is_read(tmp_path):
    first = chain(tmp_path, MAX_RESPONSE_FILES - 1)  # c0 .. c1999: 2000 files
    result = spirmangle("demangle", first, cwd=tmp_path)
    assert result.returncode == 0 and len(result.stdout.splitlines()) == MAX_RESPONSE_FILES
    (tmp_path / ("c%d" % (MAX_RESPONSE_FILES - 1))).write_text("_Z1fv @c%d\n" % MAX_RESPONSE_FILES)
    (tmp_path / ("c%d" % MAX_RESPONSE_FILES)).write_text("_Z1gv\n")
    assert spirmangle("demangle", first, cwd=tmp_path).returncode == 2


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_an_endless_response_file_stops_at_the_byte_bound():
    result = spirmangle("demangle", "@/dev/zero")
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.decode().splitlines() == [
        "spirmangle demangle: error: @/dev/zero: response files larger than %d bytes in all"
        % MAX_RESPONSE_BYTES]


def test_the_byte_bound_counts_every_response_file(tmp_path):
    half = (b"_Z1fv" + b"i" * 994 + b" ") * (MAX_RESPONSE_BYTES // 2000 + 1)  # 1 KB arguments
    (tmp_path / "a").write_bytes(half)
    (tmp_path / "b").write_bytes(half)
    assert spirmangle("demangle", "@a", cwd=tmp_path, stdout=subprocess.DEVNULL).returncode == 0
    result = spirmangle("demangle", "@a", "@b", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.decode().strip().endswith("@b: response files larger than %d bytes in all"
                                                   % MAX_RESPONSE_BYTES)


def test_response_files_give_a_bounded_number_of_arguments(tmp_path):
    (tmp_path / "many").write_text("x " * MAX_RESPONSE_ARGUMENTS)
    assert len(spirmangle("demangle", "@many", cwd=tmp_path).stdout) == 2 * MAX_RESPONSE_ARGUMENTS
    (tmp_path / "many").write_text("x " * (MAX_RESPONSE_ARGUMENTS + 1))
    result = spirmangle("demangle", "@many", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.decode().splitlines() == [
        "spirmangle demangle: error: @many: more than %d arguments in response files"
        % MAX_RESPONSE_ARGUMENTS]
