"""Hostile input at the command line: bytes in any locale, the stream filter's
chunking and bounds, deep and long prototypes, many near misses."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spirmangle import limits
from spirmangle.cli import demangle as cli_demangle
from spirmangle.cli.main import main
from spirmangle.cli.demangle import filter_stream

ROOT = Path(__file__).resolve().parent.parent.parent

# Each environment decodes argv and the standard streams differently.
ENVIRONMENTS = {
    "utf8-strict": {"PYTHONIOENCODING": "utf-8"},
    "c-locale": {"LC_ALL": "C", "LANG": "C"},
    "ascii-strict": {"PYTHONIOENCODING": "ascii"},
    "c-no-coercion": {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"},
}


def spirmangle(env_name: str, *argv: "str | bytes", stdin: bytes = b"") -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONIOENCODING", "LC_ALL", "LANG", "PYTHONUTF8", "PYTHONCOERCECLOCALE")}
    env.update(ENVIRONMENTS[env_name])
    result = subprocess.run([sys.executable, "-m", "spirmangle", *argv], input=stdin,
                            capture_output=True, env=env, timeout=120)
    assert b"Traceback" not in result.stderr, result.stderr.decode("utf-8", "replace")
    return result


every_env = pytest.mark.parametrize("env", sorted(ENVIRONMENTS))
# check expands the catalogue (a second per run): the two strictest decoders only
strict_envs = pytest.mark.parametrize("env", ["utf8-strict", "c-no-coercion"])


# ------------------------------------------------------- byte transparency


@every_env
def test_demangle_json_on_stdin_with_invalid_bytes(env):
    result = spirmangle(env, "demangle", "--json", stdin=b"_Z1fi \xff\xfe _Z1gv\n\xc3\xa9 _Zbad\n")
    assert result.returncode == 0
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["mangled"] for r in rows] == ["_Z1fi", "_Z1gv", "_Zbad"]
    assert rows[0]["demangled"] == "f(int)" and "error" in rows[2]


@every_env
def test_demangle_names_round_trip_their_bytes(env):
    names = [b"_Z1f\xff", b"caf\xc3\xa9", b"_Z1fi", b"\xff"]
    result = spirmangle(env, "demangle", *names)
    assert result.returncode == 0
    assert result.stdout.split(b"\n") == [b"_Z1f\xff", b"caf\xc3\xa9", b"f(int)", b"\xff", b""]


@every_env
def test_demangle_strict_reports_names_with_their_bytes(env):
    result = spirmangle(env, "demangle", "--strict", b"_Z1f\xff", b"_Z1fi")
    assert result.returncode == 1
    assert result.stdout == b"f(int)\n"
    assert result.stderr.startswith(b"error: _Z1f\xff: 4: ")


@every_env
def test_demangle_json_name_argument_with_invalid_bytes(env):
    result = spirmangle(env, "demangle", "--json", b"_Z1f\xff", b"_Z1fi")
    assert result.returncode == 0
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert os.fsencode(first["mangled"]) == b"_Z1f\xff" and "error" in first
    assert second["demangled"] == "f(int)"


@every_env
def test_filter_copies_invalid_bytes(env):
    data = b"\xff\xfe @_Z1fi(\xc3\xa9) \x00\x80 _Z1gv\n"
    result = spirmangle(env, "demangle", stdin=data)
    assert result.returncode == 0
    assert result.stdout == b"\xff\xfe @f(int)(\xc3\xa9) \x00\x80 g(void)\n"


# LLVM IR with bytes that are no characters (an ELF header or NUL bytes would make
# it binary data of another format: test_modules_input.py checks that error)
BINARY_IR = (b"\x7f\x01\xff\xfe garbage\n"
             b"declare spir_func void @_Z7no_suchi(i32) ; \xff\xfe caf\xc3\xa9\n"
             b"\xff call void @_Z7no_suchi(i32 1)\n"
             b"declare spir_func void @_Z8no_such2i(i32)\n")


@strict_envs
def test_check_stdin_with_binary_input(env):
    result = spirmangle(env, "check", "-", stdin=BINARY_IR)
    assert result.returncode == 1
    assert result.stdout.splitlines() == [b"<stdin>:2: unknown builtin _Z7no_suchi",
                                          b"<stdin>:4: unknown builtin _Z8no_such2i"]


@strict_envs
def test_check_stdin_elf_is_an_error(env):
    result = spirmangle(env, "check", "-", stdin=b"\x7fELF\x02\x01\x01\x00" + BINARY_IR)
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.splitlines() == [b"error: <stdin>: an ELF object or executable, "
                                          b"not an LLVM IR, LLVM bitcode or SPIR-V module"]


@strict_envs
def test_check_file_with_binary_content_and_name(env, tmp_path):
    path = tmp_path / os.fsdecode(b"bad\xff\xc3\xa9.ll")
    path.write_bytes(BINARY_IR)
    result = spirmangle(env, "check", os.fsencode(path))
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == os.fsencode(path) + b":2: unknown builtin _Z7no_suchi"
    missing = spirmangle(env, "check", os.fsencode(path) + b"\xfe")
    assert missing.returncode == 2 and os.fsencode(path) + b"\xfe" in missing.stderr


@every_env
def test_mangle_stdin_with_invalid_bytes_continues(env):
    result = spirmangle(env, "mangle", stdin=b"void f(int)\nvoid \xff(int)\n\xc3\xa9\nvoid g(int)\n")
    assert result.returncode == 1
    assert result.stdout == b"_Z1fi\n\n\n_Z1gi\n"  # one line per input line
    errors = [e for e in result.stderr.splitlines() if e.startswith(b"error: ")]
    assert len(errors) == 2
    assert errors[0].startswith(b"error: 2:6: ") and errors[1].startswith(b"error: 3:1: ")


@every_env
def test_demangle_filter_options_with_invalid_bytes(env):
    result = spirmangle(env, "demangle", "--strict", "-t", "-p", "--style", "llvm",
                        stdin=b"\xff _Z1fS_ i\xfe _Z3fooi.cold\n\xc3\xa9_Zbad")
    assert result.returncode == 1
    assert result.stdout == b"\xff _Z1fS_ int\xfe foo\n\xc3\xa9_Zbad"
    assert result.stderr == (b"error: 1:3: _Z1fS_: substitution S_ refers to candidate #1 but only 0 exist\n"
                             b"error: 2:3: _Zbad: unknown operator name 'ba'\n")
    result = spirmangle(env, "demangle", "--strict", "-t", b"n\xffme", b"\xff_Z1fv", "Dv4_f")
    assert result.returncode == 1 and result.stdout == b"float4\n"
    assert result.stderr.startswith(b"error: n\xffme: 1: ") and b"\nerror: \xff_Z1fv: 0: " in result.stderr


@every_env
def test_mangle_and_lookup_arguments_with_invalid_bytes(env):
    result = spirmangle(env, "mangle", b"void f\xff(int)", b"void g(int)")
    assert result.returncode == 1 and result.stdout == b"\n_Z1gi\n"
    assert result.stderr.startswith(b"error: 1:7: ")
    assert result.stderr.endswith(b"\nvoid f\xff(int)\n      ^\n")  # the caret
    result = spirmangle(env, "lookup", b"fr\xffct")
    assert result.returncode == 1 and b"no builtin fr\xffct in " in result.stderr


# ------------------------------------------------------------ stream filter


def render_stub(name: str) -> Optional[str]:
    """A cheap stand-in for the demangler: [name], or None for names ending in 'X'."""
    return None if name.endswith("X") else "[%s]" % name


def type_stub(word: str) -> Optional[str]:
    """A stand-in for -t's type printer: <word> for words without a 'q'."""
    return None if "q" in word else "<%s>" % word


def run_filter(data: bytes, chunk: int = cli_demangle.CHUNK,
               max_symbol: int = limits.MAX_FILTER_SYMBOL, render=render_stub, **options) -> bytes:
    out = io.BytesIO()
    filter_stream(io.BytesIO(data), out, render, chunk=chunk, max_symbol=max_symbol, **options)
    return out.getvalue()


STARTS = (b"_Z", b"___Z", b"._Z", b".___Z", b"__imp_")
STRIPPED_STARTS = (b"__Z", b"____Z", b"._Z", b".___Z", b"___imp_")


def reference(data: bytes, max_symbol: int, render=render_stub, types=None,
              strip_underscore: bool = False, failures: Optional[list] = None) -> bytes:
    """The filter's contract over the whole input at once (llvm-cxxfilt-19's words):
    each maximal run of [A-Za-z0-9_.$] is a word, replaced whole or copied whole.  A
    word is a symbol when, after -_'s underscore (else one leading dot, which stays),
    it starts with _Z or ___Z and one more byte, or with neither taken with __imp_ and
    more; the renderer gets it without that underscore or dot.  With ``types``, every
    other word (without -_'s underscore) is offered as a type.  A word longer than
    ``max_symbol`` is copied.  ``failures`` gets (line, column, name) of each symbol
    left as it was."""
    starts = STRIPPED_STARTS if strip_underscore else STARTS
    out, pos = [], 0
    for m in re.finditer(rb"[A-Za-z0-9_.$]+", data):
        s, e = m.span()
        word, text = m.group(0), None
        start = next((p for p in starts if word.startswith(p) and len(word) > len(p)), None)
        column = s - (data.rfind(b"\n", 0, s) + 1) + 1
        line = data.count(b"\n", 0, s) + 1
        if e - s > max_symbol:
            if start is not None and failures is not None:
                failures.append((line, column, word[:min(40, max_symbol)] + b"..."))
        elif start is not None:
            skip = 1 if start[:1] == b"." or strip_underscore else 0
            printed = render(word[skip:].decode())
            if printed is not None:
                text = word[:1] * (start[:1] == b".") + printed.encode()
            elif failures is not None:
                failures.append((line, column, word[skip:]))
        elif types is not None:
            strip = 1 if strip_underscore and word[:1] == b"_" else 0
            if word[strip:]:
                printed = types(word[strip:].decode())
                text = printed.encode() if printed is not None else None
        out.append(data[pos:s] + (word if text is None else text))
        pos = e
    return b"".join(out) + data[pos:]


def test_filter_identifier_glued_across_chunks_is_not_a_symbol():
    data = b"a" * 131072 + b"_Z1fv\n"
    assert run_filter(data) == data
    assert run_filter(b"x$" + b"_Z1fv\n", chunk=2) == b"x$_Z1fv\n"


def test_filter_overlong_symbol_is_copied_whole():
    data = b"x _Z1f" + b"i" * 2 ** 20
    assert run_filter(data) == data
    name = b"_Z1f" + b"i" * 1000
    assert run_filter(b"x " + name + b"\n", chunk=7) == b"x [" + name + b"]\n"


def test_filter_default_renderer_is_whole_or_nothing():
    data = b"x _Z1f" + b"i" * 2 ** 20
    out = io.BytesIO()
    filter_stream(io.BytesIO(data), out, cli_demangle._renderer("opencl", "auto"))
    assert out.getvalue() == data


def test_filter_symbol_at_the_bound():
    name = b"_Z" + b"i" * 98
    assert run_filter(name + b" " + name + b"i", chunk=3, max_symbol=100) == b"[" + name + b"] " + name + b"i"


PIECES = st.one_of(
    st.sampled_from([b"_Z1fi", b"_Z5fractDv4_fPU3AS1S_", b"_ZX", b"_Z", b"_", b"Z", b"$", b"a",
                     b"_Z1fX", b"9", b"_Z_Z1fv", b"__Z1fv", b"___Z1fv", b".", b".cold", b".1", b".x.2", b".C",
                     b"._Z1fv", b"i", b"iq", b"\n"]),
    st.binary(min_size=1, max_size=6).filter(lambda b: not re.fullmatch(rb"[A-Za-z0-9_$.]+", b)),
    st.text(alphabet="_Zaz09$.q", min_size=1, max_size=30).map(str.encode),
)


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(PIECES, max_size=30), chunk=st.integers(1, 9), max_symbol=st.integers(3, 24),
       types=st.booleans(), strip_underscore=st.booleans())
def test_filter_chunking_never_changes_the_output(pieces, chunk, max_symbol, types, strip_underscore):
    data = b"".join(pieces)
    options = {"types": type_stub if types else None, "strip_underscore": strip_underscore}
    whole = run_filter(data, chunk=max(len(data), 1), max_symbol=max_symbol, **options)
    assert whole == reference(data, max_symbol, **options)
    assert run_filter(data, chunk=chunk, max_symbol=max_symbol, **options) == whole


@settings(max_examples=300, deadline=None)
@given(pieces=st.lists(PIECES, max_size=30), chunk=st.integers(1, 9))
def test_filter_reports_each_failure_at_its_line_and_column(pieces, chunk):
    data = b"".join(pieces)
    found = []
    run_filter(data, chunk=chunk, max_symbol=20,
               report=lambda line, column, name, reason: found.append((line, column, name)))
    expected: list = []
    reference(data, 20, failures=expected)
    assert found == expected


def test_filter_reports_an_overlong_symbol_after_a_newline():
    for chunk in (1, 4, 100):
        found = []
        run_filter(b"a\n \n_Z1f" + b"i" * 30 + b" _Z1fX", chunk=chunk, max_symbol=20,
                   report=lambda line, column, name, reason: found.append((line, column, name, reason)))
        assert found == [(3, 1, b"_Z1f" + b"i" * 16 + b"...", "symbol longer than 20 bytes"),
                         (3, 36, b"_Z1fX", "not a mangled name")]


def test_filter_cache_is_bounded_in_bytes():
    from spirmangle.modules import textfilter

    cache = textfilter._Cache(lambda name: name * 3, entries=1000, max_bytes=10_000, max_name=200)
    for i in range(500):
        name = b"_Z%d" % i + b"x" * 150
        assert cache.get(name) == name * 3
    assert cache.size_bytes <= 10_000 and len(cache.data) < 500
    long_name = b"_Z" + b"y" * 300
    assert cache.get(long_name) == (long_name * 3)
    assert long_name not in cache.data


def test_filter_memory_bench_smallest_inputs_stay_bounded():
    inputs = {"distinct-names", "one-line", "pathological-name", "local-names-llvm", "cache-filler",
              "huge-text"}
    result = subprocess.run([sys.executable, str(ROOT / "bench" / "filter_memory.py"), "--small", "--json",
                             "--only", *sorted(inputs)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert {r["input"] for r in report} == inputs
    for row in report:
        assert row["status"] == 0 and row["output_ok"], row
        assert row["peak_rss_mb"] < 150, row


# ------------------------------------------------------- deep prototypes


def deep_pointer(stars: int) -> str:
    return "void f(int " + "*" * stars + ")"


def deep_function_pointer(levels: int) -> str:
    return "void f(" + "int (*)(" * levels + "int" + ")" * levels + ")"


@pytest.mark.parametrize("text", [deep_pointer(250), deep_function_pointer(200),
                                  "void f(" + "_Atomic(" * 450 + "int" + ")" * 450 + ")",
                                  "void f(" + "void (^)(" * 250 + "void" + ")" * 250 + ")",
                                  deep_pointer(5000)])
def test_prototype_nesting_deeper_than_the_limit_is_an_error(text):
    from spirmangle.opencl.prototype import PrototypeError, parse_prototype

    with pytest.raises(PrototypeError) as info:
        parse_prototype(text)
    assert info.value.message == "nesting deeper than %d levels" % limits.MAX_DEPTH
    assert info.value.line == 1 and 1 < info.value.column <= len(text)


def test_prototype_nesting_at_the_limit_parses_and_mangles():
    from spirmangle import mangle
    from spirmangle.opencl.prototype import parse_prototype

    # Function, then (Pointer, Qualified) per star, then int: 400 levels.
    symbol = mangle(parse_prototype(deep_pointer(199)))
    assert symbol == "_Z1f" + "PU3AS4" * 199 + "i"
    assert mangle(parse_prototype(deep_function_pointer(99))).startswith("_Z1fPFiPFi")


def test_mangle_batch_survives_deep_lines(capsys, monkeypatch):
    lines = ["void a(int)", deep_pointer(250), deep_function_pointer(200), "void b(int)"]
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO("\n".join(lines).encode())))
    status = main(["mangle"])
    out, err = capsys.readouterr()
    assert status == 1
    assert out.splitlines() == ["_Z1ai", "", "", "_Z1bi"]
    errors = [e for e in err.splitlines() if e.startswith("error: ")]
    assert [e.split(": ")[1].split(":")[0] for e in errors] == ["2", "3"]
    assert all(e.endswith("nesting deeper than %d levels" % limits.MAX_DEPTH) for e in errors)


def test_mangle_batch_reports_overlong_lines(capsys, monkeypatch):
    from spirmangle.cli import main as cli

    monkeypatch.setattr(cli, "MAX_PROTOTYPE_LINE", 40)
    lines = [b"void a(int)", b"void f(" + b"int, " * 20 + b"int)", b"void b(int" + b" " * 29 + b")",
             b"void c(" + b"int, " * 2000 + b"int)", b"void d(int)"]
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\n".join(lines))))
    status = main(["mangle"])
    out, err = capsys.readouterr()
    assert status == 1
    assert out.splitlines() == ["_Z1ai", "", "_Z1bi", "", "_Z1di"]
    assert err.splitlines() == ["error: 2:1: prototype longer than 40 bytes",
                                "error: 4:1: prototype longer than 40 bytes"]
    status = main(["mangle", "void e(int)", "void f(" + "int, " * 20 + "int)"])
    out, err = capsys.readouterr()
    assert (status, out, err) == (1, "_Z1ei\n\n", "error: 2:1: prototype longer than 40 bytes\n")


def test_long_qualifier_runs_parse(capsys):
    from spirmangle.opencl.prototype import PrototypeError, parse_prototype

    # Linear time: these took 30 s when each qualifier copied the run before it.
    consts = "const " * 100_000
    assert parse_prototype("void f(%sint)" % consts).params[0].name == "int"
    with pytest.raises(PrototypeError) as info:
        parse_prototype("void f(%sint x y)" % consts)
    assert info.value.message == "unexpected 'y'"
    assert parse_prototype("void f(int *%s)" % consts).params


# ------------------------------------------------------------ near misses


def near_misses(count: int, seed: int = 1) -> list[str]:
    """``_Z8shuffle2`` with parameter lists no overload has (bench/bench_check.py's)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "bench"))
    try:
        from bench_check import near_misses as generate
    finally:
        sys.path.pop(0)
    return generate(count, seed)  # type: ignore[no-any-return]


def test_closest_matches_a_full_ranking():
    import difflib

    from spirmangle.catalogue import lint

    cat = lint.catalogue("spir64", "CL3.0", "", "clang")

    def naive(symbol: str) -> list:
        name, params = lint.split_symbol(symbol)
        ranked = sorted(cat.by_name.get(name, ()), key=lambda o: -difflib.SequenceMatcher(
            None, params, lint.split_symbol(o.mangled)[1]).ratio())
        return ranked[:3]

    import random

    rng = random.Random(3)
    mutated = []  # real overloads of other builtins with one byte of the parameters changed
    for o in rng.sample(cat.overloads, 80):
        name, params = lint.split_symbol(o.mangled) or (o.name, "")
        at = rng.randrange(len(params) + 1)
        mutated.append("_Z%d%s%s" % (len(name), name, params[:at] + rng.choice("ifjDv4_S") + params[at + 1:]))
    symbols = near_misses(60) + mutated + ["_Z5fractDv4_fPU3AS1S_", "_Z3sinDv4_d", "_Z2nocc", "_Z3sin"]
    for symbol in symbols:
        assert lint.closest(symbol, cat) == naive(symbol), symbol


def test_check_reports_many_near_misses(capsys, tmp_path):
    path = tmp_path / "near.ll"
    symbols = near_misses(300)
    path.write_text("".join("declare void @%s(i32)\n" % s for s in symbols))
    status = main(["check", str(path)])
    out = capsys.readouterr().out.splitlines()
    assert status == 1
    assert [line for line in out if ": unknown builtin " in line] == [
        "%s:%d: unknown builtin %s" % (path, n, s) for n, s in enumerate(symbols, 1)]
    assert len([line for line in out if ": note: closest overload: _Z8shuffle2" in line]) == 900


def test_check_reads_ir_in_one_pass():
    from spirmangle.catalogue import lint

    cat = lint.catalogue("spir64", "CL3.0", "", "clang")
    ir = ["  %1 = call i32 @_Z6helperi(i32 0)", "; @_Z7commenti(", "  call void @_Z7no_suchi(i32 1)",
          'define i32 @"_Z6helperi"(i32 %x) {', "  call <4 x float> @_Z5fractDv4_fPU3AS4S_(<4 x float> %v)",
          "  call void @_Z7no_suchi(i32 2)"]
    findings = lint.check_ir(iter(ir), cat)  # an iterator: it can only be read once
    assert [(f.line, f.symbol) for f in findings] == [(3, "_Z7no_suchi")]


# ----------------------------------------------------------- return types


def test_size_t_builtins_print_size_t(capsys):
    assert main(["demangle", "_Z13get_global_idj", "_Z20get_image_array_size20ocl_image1d_array_ro"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "size_t get_global_id(uint)", "size_t get_image_array_size(__read_only image1d_array_t)"]


def test_filter_and_names_print_the_same_return_types():
    from spirmangle.cli.demangle import _renderer

    names = ["_Z13get_global_idj", "_Z5fractDv4_fPU3AS1S_", "_Z1fi", "_Z3maxIiET_S0_S0_"]
    text = "".join("call @%s(x)\n" % n for n in names).encode()
    out = io.BytesIO()
    filter_stream(io.BytesIO(text), out, _renderer("opencl", "auto"))
    printed = []
    for name in names:
        buffer = io.StringIO()
        from contextlib import redirect_stdout

        with redirect_stdout(buffer):
            main(["demangle", name])
        printed.append(buffer.getvalue().strip())
    assert printed[:3] == ["size_t get_global_id(uint)", "float4 fract(float4, __global float4 *)", "f(int)"]
    assert out.getvalue().decode().splitlines() == ["call @%s(x)" % p for p in printed]


def test_return_type_index_refuses_configurations_that_disagree():
    from spirmangle.catalogue import index

    assert index.merge_return_types([("_Z1fj", "size_t", "uint"), ("_Z1fj", "size_t", "ulong")]) == {
        "_Z1fj": "size_t"}
    assert index.merge_return_types([("_Z1gv", "int", "int"), ("_Z1gv", "int", "int")]) == {"_Z1gv": "int"}
    with pytest.raises(ValueError, match="_Z1hv"):
        index.merge_return_types([("_Z1hv", "int", "int"), ("_Z1hv", "uint", "uint")])


# ------------------------------------------------------------ import cycle


def test_catalogue_commands_do_not_import_the_cli():
    code = ("import argparse, sys\n"
            "from spirmangle.cli import catalogue as commands\n"
            "commands.add_subcommands(argparse.ArgumentParser().add_subparsers())\n"
            "print('spirmangle.cli.main' in sys.modules)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
