"""The spirmangle command line: mangle and demangle."""

import io
import subprocess
import sys

import pytest

from spirmangle.cli.main import main
from spirmangle.cli.demangle import filter_stream, _renderer


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_mangle_arguments_with_options(capsys):
    status, out, _ = run(capsys, "mangle", "--cl-std", "CL1.2", "--target", "spir",
                         "float4 fract(float4 x, float4 *iptr)", "size_t f(size_t)")
    assert status == 0
    assert out.splitlines() == ["_Z5fractDv4_fPS_", "_Z1fj"]


def test_mangle_spir_dialect_examples(capsys):
    status, out, _ = run(capsys, "mangle", "--dialect", "spir",
                         "int read_pipe(read_only pipe int p, __generic void *ptr, uint size, uint align)",
                         "void *to_local(__generic void *p)",
                         "int enqueue_kernel(queue_t q, kernel_enqueue_flags_t f, ndrange_t r, void (^b)(void))")
    assert status == 0
    assert out.splitlines() == ["_Z9read_pipePU3AS18ocl_pipePU3AS4vjj", "_Z8to_localPU3AS4v",
                                "_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerFvvE"]


def test_mangle_cl_ext_turns_off_generic(capsys):
    status, out, _ = run(capsys, "mangle", "--cl-ext=-__opencl_c_generic_address_space", "void f(int *)")
    assert out.strip() == "_Z1fPi"
    status, out, _ = run(capsys, "mangle", "void f(int *)")
    assert out.strip() == "_Z1fPU3AS4i"


def test_mangle_stdin_reports_bad_lines_and_continues(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("void f(int)\nvoid g(int x,\n\nvoid h(__global float *)\n"))
    status, out, err = run(capsys, "mangle")
    assert status == 1
    # One output line per input line: an empty one for a failed or blank line.
    assert out.splitlines() == ["_Z1fi", "", "", "_Z1hPU3AS1f"]
    assert err == "error: 2:14: unexpected end of input\nvoid g(int x,\n             ^\n"


def test_mangle_x86_64_host_spelling(capsys):
    _, out, _ = run(capsys, "mangle", "--target", "x86_64", "void f(__global int *, int *)")
    assert out.strip() == "_Z1fPU8CLglobaliPU9CLgenerici"


def test_demangle_names_and_styles(capsys):
    status, out, _ = run(capsys, "demangle", "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj")
    # A pipe behind a global pointer is the SPIR text's mangling; the catalogue knows the return type.
    assert status == 0 and out.strip() == "int read_pipe(pipe void, __generic void *, uint, uint)"
    _, out, _ = run(capsys, "demangle", "--style", "llvm", "_Z5fractDv4_fPU3AS1S_")
    assert out.strip() == "fract(float vector[4], float vector[4] AS1*)"
    _, out, _ = run(capsys, "demangle", "--style", "gnu", "_Z5fractDv4_fPU3AS1S_")
    assert out.strip() == "fract(float __vector(4), float __vector(4) AS1*)"


def test_demangle_bad_name_unchanged_or_strict_error(capsys):
    status, out, err = run(capsys, "demangle", "_Z1fS_", "_Z1fi")
    assert status == 0 and out.splitlines() == ["_Z1fS_", "f(int)"]
    status, out, err = run(capsys, "demangle", "--strict", "_Z1fS_", "_Z1fi")
    assert status == 1
    assert out.splitlines() == ["f(int)"]
    assert err == ("error: _Z1fS_: 4: substitution S_ refers to candidate #1 but only 0 exist\n"
                   "_Z1fS_\n    ^\n")


def test_demangle_json(capsys):
    import json

    # f(int *, int *&) in C++; f(__private int *, __private int &) under clang's rule
    _, out, _ = run(capsys, "demangle", "--json", "_Z1fPiRS_", "_Zbad")
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["dialect"] == "itanium" and first["ambiguous"] is True
    assert first["params"][0]["kind"] == "pointer"
    assert second["error"]["position"] == 2


def test_filter_replaces_symbols_and_keeps_other_bytes():
    text = (b"declare spir_func <4 x float> @_Z5fractDv4_fPU3AS1S_(<4 x float>, ptr)\n"
            b"\xff\xfe raw bytes _Zbad x_Z1fi (_Z1fi) _Z1fi.\n")
    out = io.BytesIO()
    filter_stream(io.BytesIO(text), out, _renderer("llvm", "auto"))
    assert out.getvalue() == (
        b"declare spir_func <4 x float> @fract(float vector[4], float vector[4] AS1*)(<4 x float>, ptr)\n"
        b"\xff\xfe raw bytes _Zbad x_Z1fi (f(int)) _Z1fi.\n")  # (a dot is a name byte, as in both peers)


def test_filter_handles_symbols_across_chunk_boundaries():
    from spirmangle.cli import demangle as cli_demangle

    line = b"call @_Z5fractDv4_fPU3AS1S_(x) ; "
    data = line * 5000  # many times the chunk size
    out = io.BytesIO()
    filter_stream(io.BytesIO(data), out, _renderer("opencl", "auto"))
    # As for NAMEs, the opencl style prints the catalogue's return type.
    expected = b"call @float4 fract(float4, __global float4 *)(x) ; " * 5000
    assert len(data) > 2 * cli_demangle.CHUNK
    assert out.getvalue() == expected


def test_console_script_runs_as_module():
    result = subprocess.run([sys.executable, "-m", "spirmangle", "demangle",
                             "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj"], capture_output=True, text=True)
    assert result.returncode == 0
    assert "read_pipe" in result.stdout


def test_each_command_builds_its_own_parser_and_the_same_as_the_full_one():
    # ``spirmangle COMMAND`` registers that command alone (start-up, issue 23):
    # the table of commands is the full parser's, and each command's parser is the
    # one the full parser has.
    from spirmangle.cli.main import COMMANDS, build_parser

    def subparsers(parser):
        action = next(a for a in parser._actions if a.dest == "command")
        return action.choices

    full = subparsers(build_parser())
    assert list(full) == list(COMMANDS)
    for command in COMMANDS:
        alone = subparsers(build_parser(command))
        assert command in alone
        assert alone[command].format_help() == full[command].format_help()


def test_demangle_loads_no_mangler_front_end_nor_catalogue():
    code = ("import sys; from spirmangle.cli.main import main; main(['demangle', '_Z1fv']); "
            "print(sorted(m for m in sys.modules if m.startswith(('spirmangle.catalogue', "
            "'spirmangle.remangler', 'spirmangle.opencl', 'spirmangle.library', 'lark'))))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.splitlines() == ["f(void)", "[]"]


# What ``spirmangle demangle NAME`` needs not (start-up, issue 23): the mangler
# (a name with one reading is not mangled back), the catalogue and the other
# commands' layers, Lark, and the standard modules argparse's help formatter
# (shutil, and with it bz2, lzma and zlib), threading or copy would bring.
_NOT_FOR_ONE_NAME = ("spirmangle.mangler", "spirmangle.catalogue", "spirmangle.remangler",
                     "spirmangle.opencl", "spirmangle.library", "spirmangle.explain",
                     "spirmangle.spirv", "spirmangle.modules.input", "lark", "shutil", "bz2",
                     "lzma", "zlib", "threading", "copy", "dataclasses", "inspect", "importlib.util",
                     # (names a peer misreads, names the ABI's reading refuses)
                     "spirmangle.demangler.peer_styles", "spirmangle.render.peer_scopes",
                     "spirmangle.demangler.gxx_scope",
                     # (typing: ~5 ms, annotations only; the filter's scanner and cache)
                     "typing", "spirmangle.modules.scan", "spirmangle.modules.textfilter",
                     # (the lexer's readers of expressions, lambdas' requires-clauses,
                     # clang's Ua/Ub forms: on first use)
                     "spirmangle.demangler.lexer.exprs", "spirmangle.demangler.lexer.subexprs",
                     "spirmangle.demangler.lexer.lambdas", "spirmangle.demangler.lexer.requires",
                     "spirmangle.demangler.lexer.legacy",
                     # (g++'s _GLOBAL_ forms, block invocations, import thunks...)
                     "spirmangle.demangler.symbol_special", "spirmangle.demangler.levels",
                     # (auto_rule: where two rules may read a name; contextlib: limits'
                     # contextmanager stands in)
                     "spirmangle.demangler.auto_rule", "contextlib")
_NOT_FOR_ONE_NAME_BUT_GNU = ("spirmangle.render.gnu_unscoped",)  # (c++filt's peer reading's test)
_ARGPARSE = ("argparse", "gettext", "locale",  # (nor these, without an option: nor
             "spirmangle.cli.argv")  # the reader of response files and option values)


@pytest.mark.parametrize("style", [None, "opencl", "llvm", "gnu"])
@pytest.mark.parametrize("name", ["_ZN3foo3barIiEEvT_PU3AS1Kc",  # (bench/bench_startup.py's)
                                  "_Z1fi", "_Z5fractDv4_fPU3AS1S_"])
def test_demangle_name_loads_only_what_it_uses(style, name):
    # (with an option, argparse reads the command line: it loads gettext and locale)
    options = ["--style", style] if style else []
    unwanted = _NOT_FOR_ONE_NAME if style else _NOT_FOR_ONE_NAME + _ARGPARSE
    if style != "gnu":
        unwanted += _NOT_FOR_ONE_NAME_BUT_GNU
    code = ("import sys; from spirmangle.cli.main import main; status = main(sys.argv[1:]); "
            "sys.stdout.flush(); print(sorted(m for m in sys.modules if m in %r "
            "or m.startswith(%r)))" % (unwanted, tuple(m + "." for m in unwanted)))
    result = subprocess.run([sys.executable, "-c", code, "demangle", *options, name],
                            capture_output=True, text=True, check=True)
    expected = subprocess.run([sys.executable, "-m", "spirmangle", "demangle", *options, name],
                              capture_output=True, text=True, check=True).stdout
    assert result.stdout.splitlines() == [expected.rstrip("\n"), "[]"]


@pytest.mark.parametrize("argv", [["demangle", "_Z1fv"], ["demangle", "_Z1fv", "x", "_ZN1A1gEv"],
                                  ["demangle", "_Z1fv", "-"], ["demangle", "-p", "_Z1fv"],
                                  ["demangle", "_Z1fv", "@list"], ["demangle", "", "_Z1fv"],
                                  ["demangle"], ["mangle", "void f(void)"]])
def test_demangle_names_only_reads_them_as_argparse_does(argv):
    # ``spirmangle demangle NAME...`` (no option, '-' or @file) is read without
    # argparse (start-up, issue 23): the same arguments as the parser's, defaults and all.
    from spirmangle.cli.demangle import names_only, plain_arguments
    from spirmangle.cli.main import build_parser, parse_arguments

    names = names_only(argv)
    plain = argv[0] == "demangle" and len(argv) > 1 and all(a[:1] not in ("-", "@", "") for a in argv[1:])
    assert (names is not None) == plain
    if names is not None:
        assert vars(plain_arguments(names)) == vars(parse_arguments(build_parser(), argv))
        assert vars(plain_arguments(names)) == vars(parse_arguments(build_parser("demangle"), argv))


def test_main_loads_the_model_with_the_collector_paused_and_leaves_it_as_it_was():
    # Importing the command line loads no model (its ~100 classes load in main(),
    # with the collector paused: start-up, issue 23); main() leaves the collector
    # on or off as it found it.
    code = ("import gc, sys; from spirmangle.cli.main import main; "
            "print('spirmangle.model' in sys.modules, 'spirmangle.config' in sys.modules); "
            "main(['demangle', '_Z1fv']); print(gc.isenabled(), gc.get_freeze_count() > 0); "
            "gc.disable(); main(['demangle', '_Z1gv']); print(gc.isenabled())")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.splitlines() == ["False False", "f(void)", "True True", "g(void)", "False"]


def test_lookup_runs_with_the_collector_paused_and_leaves_it_as_it_was():
    # (a lookup answers one query: the collector waits until it has run, start-up,
    # issue 23; even when the command fails)
    code = ("import gc, sys; from spirmangle.cli import catalogue, main as m\n"
            "seen = []\n"
            "real = catalogue.cmd_lookup\n"
            "catalogue.cmd_lookup = lambda args: seen.append(gc.isenabled()) or real(args)\n"
            "m.main(['lookup', 'fabs']); print(seen, gc.isenabled(), file=sys.stderr)\n"
            "m.main(['lookup', '--cl-ext', 'bad', 'fabs'])\n"
            "print(seen, gc.isenabled(), file=sys.stderr)\n"
            "gc.disable(); m.main(['lookup', 'fabs']); print(seen, gc.isenabled(), file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert [line for line in result.stderr.splitlines() if line.startswith("[")] == [
        "[False] True", "[False, False] True", "[False, False, False] False"]


@pytest.mark.parametrize("command", [["remangle", "--to-dialect", "spir", "_Z4fabsDv4_f"],
                                     ["symbols", "FILE"]])
def test_remangle_and_symbols_of_text_load_no_parser_generator_nor_subprocess(command, tmp_path):
    # (start-up, issue 23: Lark and the catalogue are for prototypes and builtins;
    # subprocess, shutil and glob for LLVM bitcode, which llvm-dis or llvm-as read)
    module = tmp_path / "k.ll"
    module.write_text("define spir_kernel void @k() {\n  call spir_func void @_Z1fv()\n"
                      "  ret void\n}\ndeclare spir_func void @_Z1fv()\n", encoding="utf-8")
    argv = [str(module) if a == "FILE" else a for a in command]
    unwanted = ("lark", "spirmangle.catalogue", "spirmangle.opencl", "subprocess", "shutil", "glob",
                "pathlib", "threading")
    code = ("import sys; from spirmangle.cli.main import main; status = main(sys.argv[1:]); "
            "sys.stdout.flush(); print(sorted(m for m in sys.modules if m in %r "
            "or m.startswith(%r)))" % (unwanted, tuple(m + "." for m in unwanted)))
    result = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "[]"
    assert len(result.stdout.splitlines()) > 1  # (and it printed what it found)


@pytest.mark.parametrize("argv, status, stdout", [
    (["demangle", "_Z1fv", "_Z1gi"], 0, ["f(void)", "g(int)"]),
    (["demangle", "--strict", "_Zxx"], 1, [])])
def test_demangle_as_the_console_script_ends_its_process_itself(argv, status, stdout):
    # (start-up, issue 23: the interpreter's finalization, ~7% of a one-name run, is
    # skipped once the output is flushed; the exit status and output stay; with
    # threading loaded, or called with argv, the process ends as usual)
    code = ("import atexit, sys; atexit.register(print, 'finalized'); sys.argv[0] = 'spirmangle'; "
            "from spirmangle.cli.main import main; sys.exit(main())")
    result = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True)
    assert (result.returncode, result.stdout.splitlines()) == (status, stdout)
    threads = code.replace("import atexit", "import threading, atexit")
    result = subprocess.run([sys.executable, "-c", threads, *argv], capture_output=True, text=True)
    assert (result.returncode, result.stdout.splitlines()) == (status, stdout + ["finalized"])
    given = code.replace("main()", "main(sys.argv[1:])")
    result = subprocess.run([sys.executable, "-c", given, *argv], capture_output=True, text=True)
    assert (result.returncode, result.stdout.splitlines()) == (status, stdout + ["finalized"])
