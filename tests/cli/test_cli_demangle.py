"""``spirmangle demangle`` with the conventions of c++filt and llvm-cxxfilt: -p, -t,
-_/-n, @file, --version, ``-`` for stdin, --strict in filter mode, clone suffixes.

The expected texts were checked against llvm-cxxfilt-19 and c++filt (binutils
2.40); ``test_options_match_the_peers`` compares directly when they are installed."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys

import pytest

from spirmangle import __version__
from spirmangle.config import compiled
from spirmangle.cli.main import main
from spirmangle.cli.argv import split


def run(capsys, *argv, stdin: str | None = None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode())))
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def lines(capsys, *argv):
    status, out, err = run(capsys, *argv)
    assert status == 0 and err == ""
    return out.splitlines()


# ------------------------------------------------------------ -p/--no-params

NO_PARAMS = [
    ("_Z3fooi", "foo"),
    ("_Z1fIiEvT_", "f<int>"),                    # no return type either
    ("_ZN3FooC1Ev", "Foo::Foo"),
    ("_ZNKR3Foo3barEv", "Foo::bar"),             # nor method qualifiers
    ("_ZN3FooIiE3barIcEEvT_", "Foo<int>::bar<char>"),
    ("_ZN3FoocviEv", "Foo::operator int"),
    ("_ZplRK1AS1_", "operator+"),
    ("_ZNK3FooclEv", "Foo::operator()"),
    ("_ZN1AcvPFivEEv", "A::operator int (*)()"),
    ("_ZN3Foo3bazE", "Foo::baz"),
    ("_ZTV3Foo", "vtable for Foo"),              # special names print whole
    ("_ZThn8_N3Foo3barEi", "non-virtual thunk to Foo::bar(int)"),
    ("_ZGVN3Foo1xE", "guard variable for Foo::x"),
    ("_Z3fooi.llvm.1234", "foo"),                # a function's clone suffix goes too
]


@pytest.mark.parametrize("style", ["llvm", "gnu"])
def test_no_params_prints_the_name_only(capsys, style):
    names = [name for name, _ in NO_PARAMS]
    assert lines(capsys, "demangle", "--style", style, "-p", *names) == [text for _, text in NO_PARAMS]
    assert lines(capsys, "demangle", "--style", style, "--no-params", *names) == [t for _, t in NO_PARAMS]


def test_no_params_keeps_the_suffix_of_special_names_and_variables_but_in_gnu_style(capsys):
    names = ["_ZTV3Foo.cold", "_ZN3Foo3bazE.cold"]
    assert lines(capsys, "demangle", "-p", "--style", "llvm", *names) == [
        "vtable for Foo (.cold)", "Foo::baz (.cold)"]  # llvm-cxxfilt
    assert lines(capsys, "demangle", "-p", "--style", "gnu", *names) == [
        "vtable for Foo", "Foo::baz"]  # c++filt
    assert lines(capsys, "demangle", "-p", *names) == ["vtable for Foo (.cold)", "Foo::baz (.cold)"]


def test_no_params_in_the_opencl_style_and_the_filter(capsys, monkeypatch):
    assert lines(capsys, "demangle", "-p", "_Z5fractDv4_fPU3AS1S_", "_ZN1AcvPFivEEv") == [
        "fract", "A::operator int (*)(void)"]
    status, out, _ = run(capsys, "demangle", "-p", stdin="call @_Z5fractDv4_fPU3AS1S_(x)\n",
                         monkeypatch=monkeypatch)
    assert (status, out) == (0, "call @fract(x)\n")


def test_no_params_still_reads_the_whole_name(capsys):
    # Both peers print "foo" for these: with -p they stop reading after the name.  A name
    # that does not demangle is no symbol, whatever is asked to be printed of it.
    assert lines(capsys, "demangle", "-p", "_Z3fooS_", "_Z3fooiXYZ") == ["_Z3fooS_", "_Z3fooiXYZ"]


# ---------------------------------------------------------------- -t/--types

TYPES = [
    ("Dv4_f", "float vector[4]", "float __vector(4)", "float4"),
    ("PU3AS1Kf", "float const AS1*", "float const AS1*", "const __global float *"),
    ("i", "int", "int", "int"),
    ("v", "void", "void", "void"),
    ("z", "...", "...", "..."),
    ("3Foo", "Foo", "Foo", "Foo"),
    ("1f", "f", "f", "f"),
    ("N2ns3FooE", "ns::Foo", "ns::Foo", "ns::Foo"),
    ("PFivE", "int (*)()", "int (*)()", "int (*)(void)"),
    # S_ is the type's own first candidate: the name f is none.
    ("PFPiS_E", "int* (*)(int*)", "int* (*)(int*)", "int * (*)(int *)"),
    ("_Z3fooi", "foo(int)", "foo(int)", "foo(int)"),  # a name is still a name
    # No single type: unchanged.
    ("foo", "foo", "foo", "foo"),
    ("iii", "iii", "iii", "iii"),
    ("S_", "S_", "S_", "S_"),
    ("Dv4_fS_", "Dv4_fS_", "Dv4_fS_", "Dv4_fS_"),
    ("i.cold", "i.cold", "i.cold", "i.cold"),
    ("0", "0", "0", "0"),
]


@pytest.mark.parametrize("column, style", [(1, "llvm"), (2, "gnu"), (3, "opencl")])
def test_types_reads_bare_types(capsys, column, style):
    words = [row[0] for row in TYPES]
    assert lines(capsys, "demangle", "-t", "--style", style, *words) == [row[column] for row in TYPES]


def test_without_types_a_type_is_no_name(capsys):
    assert lines(capsys, "demangle", "Dv4_f", "i") == ["Dv4_f", "i"]


def test_types_in_the_filter_replace_every_free_word_that_is_a_type(capsys, monkeypatch):
    text = ("i f v Dv4_f hello 3Foo x=i, PKc;(Pc) _Z3fooi foo.i i.i $i _i S_ 3Foo.cold i.cold\n"
            "call @_Z3fooi(i32 1) Pi\n")
    status, out, _ = run(capsys, "demangle", "-t", "--style", "llvm", stdin=text, monkeypatch=monkeypatch)
    # Exactly llvm-cxxfilt -t's output (c++filt also reads $i, as int).
    assert status == 0 and out == (
        "int float void float vector[4] hello Foo long long=int, char const*;(char*) foo(int) "
        "foo.i i.i $i _i S_ 3Foo.cold i.cold\ncall @foo(int)(i32 1) int*\n")


def test_types_strict_reports_a_word_that_is_neither(capsys):
    status, out, err = run(capsys, "demangle", "-t", "--strict", "iii", "PS_", "i")
    assert status == 1 and out == "int\n"
    assert err.splitlines() == ["error: iii: 0: not a type", "iii", "^",
                                "error: PS_: 1: substitution S_ refers to candidate #1 but only 0 exist",
                                "PS_", " ^"]


# -------------------------------------------------------- -_ and -n (Mach-O)


def test_strip_underscore_reads_mach_o_names(capsys):
    names = ["__Z3fooi", "_Z3fooi", "__Z3fooi.cold", "___Z3fooi", "__ZTV3Foo"]
    assert lines(capsys, "demangle", "--style", "gnu", "-_", *names) == [
        "foo(int)", "_Z3fooi", "foo(int) [clone .cold]", "___Z3fooi", "vtable for Foo"]
    assert lines(capsys, "demangle", "--style", "gnu", *names) == [
        "__Z3fooi", "foo(int)", "__Z3fooi.cold", "___Z3fooi", "__ZTV3Foo"]
    # The last of -_ and -n wins, as in both peers; -n is the default (as on Linux).
    assert lines(capsys, "demangle", "-_", "-n", "__Z3fooi", "_Z3fooi") == ["__Z3fooi", "foo(int)"]
    assert lines(capsys, "demangle", "-n", "--strip-underscore", "__Z3fooi") == ["foo(int)"]
    assert lines(capsys, "demangle", "-_", "-t", "_i", "i", "__i") == ["int", "int", "__i"]


def test_strip_underscore_in_the_filter(capsys, monkeypatch):
    text = "__Z3fooi _Z3fooi i _i ._Z3fooi .__Z3fooi $__Z3fooi __Z3fooi.cold x__Z3fooi\n"
    status, out, _ = run(capsys, "demangle", "--style", "gnu", "-_", stdin=text, monkeypatch=monkeypatch)
    # llvm-cxxfilt-19 -_'s words: the underscore is taken first, and then no dot (c++filt
    # takes the dot first, ._Z3fooi is no name and .__Z3fooi one; it drops the $ of $__Z3fooi).
    assert out == "foo(int) _Z3fooi i _i .foo(int) .__Z3fooi $__Z3fooi foo(int) [clone .cold] x__Z3fooi\n"


BLOCK_TEXT = "x ___ZN2bl1S1mEi_block_invoke y _Z1fv ___Z1fv __Z1fv x___Z1fv_block_invoke\n"
BLOCK_LLVM = "x invocation function for block in bl::S::m(int) y f() ___Z1fv __Z1fv x___Z1fv_block_invoke\n"


def test_the_filter_finds_block_invocations(capsys, monkeypatch):
    # llvm-cxxfilt-19 reads clang's ___Z..._block_invoke in text (c++filt does not read it)
    status, out, _ = run(capsys, "demangle", "--style", "llvm", stdin=BLOCK_TEXT, monkeypatch=monkeypatch)
    assert (status, out) == (0, BLOCK_LLVM)
    status, out, _ = run(capsys, "demangle", "--style", "llvm", "-_", stdin="x ____ZN2bl1S1mEi_block_invoke\n",
                         monkeypatch=monkeypatch)
    assert out == "x invocation function for block in bl::S::m(int)\n"


@pytest.mark.skipif(not shutil.which("llvm-cxxfilt-19"), reason="llvm-cxxfilt-19 not installed")
def test_the_filter_finds_block_invocations_as_llvm_does():
    peer = subprocess.run(["llvm-cxxfilt-19"], input=BLOCK_TEXT, capture_output=True, text=True).stdout
    assert peer == BLOCK_LLVM


def test_a_leading_dot_is_kept_as_both_peers_do(capsys):
    assert lines(capsys, "demangle", "._Z3fooi", "--style", "gnu", "._Z3fooi.cold", ".i", "..x") == [
        ".foo(int)", ".foo(int) [clone .cold]", ".i", "..x"]
    # With -_, as llvm-cxxfilt-19: the underscore is taken first, and then no dot is;
    # a word starting with a dot keeps its underscore (c++filt takes the dot first).
    assert lines(capsys, "demangle", "-_", ".__Z3fooi", "._Z3fooi", "_._Z3fooi") == [
        ".__Z3fooi", ".foo(int)", "_._Z3fooi"]


# ------------------------------------------------------------ clone suffixes


def test_clone_suffixes_as_names_and_in_the_filter(capsys, monkeypatch):
    assert lines(capsys, "demangle", "--style", "llvm", "_Z3fooi.llvm.1234") == ["foo(int) (.llvm.1234)"]
    assert lines(capsys, "demangle", "--style", "gnu", "_Z3fooi.constprop.0.isra.0") == [
        "foo(int) [clone .constprop.0] [clone .isra.0]"]
    text = ("call @_Z3fooi.llvm.1234(i32 1)\n_Z3fooi.cold. _Z3fooi.part.1:x _Z1fv.llvm.12x "
            "_Z1fv.Cold _Z1fv.cold$x\n")
    status, out, _ = run(capsys, "demangle", "--style", "gnu", stdin=text, monkeypatch=monkeypatch)
    # A word ([A-Za-z0-9_.$]+) is replaced whole or left whole, as by both peers; the
    # suffixes c++filt does not read leave it whole (c++filt's output exactly).
    assert out == ("call @foo(int) [clone .llvm.1234](i32 1)\n_Z3fooi.cold. "
                   "foo(int) [clone .part.1]:x _Z1fv.llvm.12x _Z1fv.Cold _Z1fv.cold$x\n")


# ----------------------------------------------------------- --strict filter


def test_strict_filter_reports_each_unreadable_symbol_and_keeps_the_output(capsys, monkeypatch):
    text = "ok _Z1fi\n  _Z1fS_ and _Zbad.cold, _Z1fS_\n\xe9 _Z3fooiXYZ x_Zbad\n"
    status, out, err = run(capsys, "demangle", "--strict", "--style", "llvm", stdin=text,
                           monkeypatch=monkeypatch)
    assert status == 1
    assert out == text.replace("_Z1fi", "f(int)")
    assert err.splitlines() == [
        "error: 2:3: _Z1fS_: substitution S_ refers to candidate #1 but only 0 exist",
        "error: 2:14: _Zbad.cold: unknown operator name 'ba'",
        "error: 2:26: _Z1fS_: substitution S_ refers to candidate #1 but only 0 exist",
        "error: 3:4: _Z3fooiXYZ: unexpected character 'Y' in an expression",  # columns count bytes
    ]
    status, out, err = run(capsys, "demangle", "--strict", stdin="_Z1fi\n", monkeypatch=monkeypatch)
    assert (status, err) == (0, "")


def test_strict_filter_reports_an_overlong_symbol(capsys, monkeypatch):
    from spirmangle import limits

    name = "_Z1f" + "i" * limits.MAX_FILTER_SYMBOL
    status, out, err = run(capsys, "demangle", "--strict", stdin="x " + name + "\n", monkeypatch=monkeypatch)
    assert status == 1 and out == "x " + name + "\n"
    assert err == "error: 1:3: %s...: symbol longer than %d bytes\n" % (name[:40], limits.MAX_FILTER_SYMBOL)


def test_json_strict_exits_1_on_an_error_object(capsys, monkeypatch):
    status, out, _ = run(capsys, "demangle", "--json", "--strict", "_Z1fi", "_Zbad")
    assert status == 1 and [json.loads(x).get("error") is None for x in out.splitlines()] == [True, False]
    status, out, _ = run(capsys, "demangle", "--json", "--strict", stdin="_Z1fi _Zbad\n",
                         monkeypatch=monkeypatch)
    assert status == 1 and len(out.splitlines()) == 2
    status, out, _ = run(capsys, "demangle", "--json", "-_", "__Z3fooi.cold")
    assert json.loads(out)["mangled"] == "_Z3fooi.cold" and json.loads(out)["clone_suffix"] == ".cold"


def test_json_takes_neither_no_params_nor_types(capsys):
    for option in ("-p", "-t"):
        status, out, err = run(capsys, "demangle", "--json", option, "_Z1fi")
        assert status == 2 and out == ""
        assert err == ("spirmangle demangle: error: --json describes whole symbols: "
                       "it takes neither -p/--no-params nor -t/--types\n")


# --------------------------------------------------- -, --version, arguments


def test_dash_filters_stdin_in_its_place(capsys, monkeypatch):
    status, out, _ = run(capsys, "demangle", "--style", "llvm", "_Z1gv", "-", "_Z1hv", stdin="x _Z1fv\n",
                         monkeypatch=monkeypatch)
    assert (status, out) == (0, "g()\nx f()\nh()\n")


def test_options_and_names_mix(capsys):
    assert lines(capsys, "demangle", "_Z1fIiEvT_", "-p", "_Z1gv", "--style", "gnu") == ["f<int>", "g"]
    with pytest.raises(SystemExit) as info:
        main(["demangle", "_Z1fv", "--bogus"])
    assert info.value.code == 2 and "unrecognized arguments: --bogus" in capsys.readouterr().err


def test_version(capsys):
    for argv in (["--version"], ["demangle", "--version"]):
        with pytest.raises(SystemExit) as info:
            main(argv)
        assert info.value.code == 0
        assert capsys.readouterr().out == "spirmangle %s%s\n" % (
            __version__, " (compiled)" if compiled() else "")


# ----------------------------------------------------------- response files


def test_response_file_arguments(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.rsp").write_text("_Z3fooi -p\n\"_Z3barv\" '_Z1fi' _Z1\\gv\n@inner\n")
    (tmp_path / "inner").write_text("_ZN3FooC1Ev\n")
    # As both peers: the file's options apply, nested files are read, quotes and
    # backslashes group; a file that does not exist is an argument as it is.
    assert lines(capsys, "demangle", "@a.rsp") == ["foo", "bar", "f", "g", "Foo::Foo"]
    assert lines(capsys, "demangle", "@missing", "_Z1fv", "@") == ["@missing", "f(void)", "@"]
    (tmp_path / "empty").write_text("")
    status, out, _ = run(capsys, "demangle", "@empty", stdin="_Z1fv\n", monkeypatch=monkeypatch)
    assert out == "f(void)\n"


def test_response_file_errors(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "self").write_text("_Z1fv @self\n")
    (tmp_path / "dir").mkdir()
    for arg, message in [("@self", "@self: the response file includes itself"), ("@dir", "@dir: is a directory")]:
        with pytest.raises(SystemExit) as info:
            main(["demangle", arg])
        assert info.value.code == 2
        assert capsys.readouterr().err == "spirmangle demangle: error: %s\n" % message


def test_response_file_splitting():
    assert split("a  b\tc\n") == ["a", "b", "c"]
    assert split("\"_Z1fi _Z1gv\" _Z1\\ hv 'a\\'b' \"x\\\"y\" # comment") == [
        "_Z1fi _Z1gv", "_Z1 hv", "a'b", 'x"y', "#", "comment"]
    assert split("'' \"\" x\\") == ["", "", "x"]
    assert split("a\u0085b\xa0c") == ["a\u0085b\xa0c"]  # only ASCII white space separates


def test_response_file_bytes_go_through(tmp_path):
    path = tmp_path / "names"
    path.write_bytes(b"_Z1fi n\xffme _Z1gv\n")
    for env_name in ("C", "C.UTF-8"):
        env = dict(os.environ, LC_ALL=env_name, LANG=env_name, PYTHONIOENCODING="")
        result = subprocess.run([sys.executable, "-m", "spirmangle", "demangle", "@%s" % path],
                                capture_output=True, env=env, timeout=120)
        assert result.returncode == 0 and result.stderr == b""
        assert result.stdout == b"f(int)\nn\xffme\ng(void)\n"


# ------------------------------------------------------------------ the peers

PEER_NAMES = ["_Z3fooi", "_Z1fIiEvT_", "_ZN3FooC1Ev", "_ZNKR3Foo3barEv", "_ZN3Foo3bazE", "_ZTV3Foo",
              "_ZThn8_N3Foo3barEi", "_ZplRK1AS1_", "_Z3fooi.llvm.1234", "_ZTV3Foo.cold",
              "_Z3fooi.constprop.0.isra.0", "__Z3fooi", "__Z3fooi.cold", "._Z3fooi", "Dv4_f",
              "PU3AS1Kf", "i", "v", "3Foo", "PFPiS_E", "iii", "S_", "_i", "i.cold", "foo"]
PEER_TEXT = ("call @_Z3fooi(i32 1) x=i, PKc;(Pc) _Z3fooi.cold _i __Z1fv.isra.0 ._Z1fv "
             "3Foo.cold Dv4_f\n_ZTV3Foo _Z1fIiEvT_ _ZN3Foo3bazE v\n")
# What we print differently, and why: (tool, options) -> (the NAMEs we leave as they
# are, {what the peer prints of PEER_TEXT: what we print}).
# * llvm-cxxfilt -t reads __Z3fooi as if -_ were given; without -_ a __Z name is
#   none (as c++filt and llvm-cxxfilt without -t).
# * c++filt -_ takes a leading dot before the underscore (.__Z3fooi); we (and
#   llvm-cxxfilt) take the underscore first, and then no dot: ._Z3fooi is .foo(int).
# * c++filt -p does not read past the name, so with -t it prints 3Foo.cold as Foo and
#   iii as int, foo as float, call as char; we (and llvm-cxxfilt) read a word whole.
_GNU_STRIP = ({}, {" ._Z1fv ": " .f() "}, {"._Z3fooi": ".foo(int)"})
DELIBERATE = {
    ("llvm-cxxfilt-19", "-t"): ({"__Z3fooi", "__Z3fooi.cold"}, {" f() (.isra.0) ": " __Z1fv.isra.0 "}),
    ("llvm-cxxfilt-19", "-p -t"): ({"__Z3fooi", "__Z3fooi.cold"}, {" f ": " __Z1fv.isra.0 "}),
    ("c++filt", "-_"): _GNU_STRIP,
    ("c++filt", "-_ -t"): _GNU_STRIP,
    ("c++filt", "-p -t"): ({"iii", "i.cold", "foo"}, {"char @foo(int 1)": "call @foo(i32 1)",
                                                      " .f Foo ": " .f 3Foo.cold "}),
}


def differences(tool, options, names, theirs):
    """The peer's output with our deliberate differences: for NAMEs (``names``) or
    for PEER_TEXT (``names`` None)."""
    unchanged, text_changes, *changed = DELIBERATE.get((tool, " ".join(options)), (set(), {}))
    if names is None:
        for old, new in text_changes.items():
            theirs = theirs.replace(old, new)
        return theirs
    ours_instead = changed[0] if changed else {}
    return "".join(name + "\n" if name in unchanged else
                   ours_instead[name] + "\n" if name in ours_instead else line
                   for name, line in zip(names, theirs.splitlines(keepends=True)))


def ours(style, options, names=None, text=None):
    argv = [sys.executable, "-m", "spirmangle", "demangle", "--style", style, *options, *(names or [])]
    return subprocess.run(argv, input=text, capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt-19", "llvm"), ("c++filt", "gnu")])
@pytest.mark.parametrize("options", [[], ["-p"], ["-t"], ["-_"], ["-_", "-t"], ["-p", "-t"]])
def test_options_match_the_peers(tool, style, options):
    if not shutil.which(tool):
        pytest.skip(tool + " not installed")
    theirs = subprocess.run([tool, *options, *PEER_NAMES], capture_output=True, text=True, check=True).stdout
    assert ours(style, options, PEER_NAMES) == differences(tool, options, PEER_NAMES, theirs)
    theirs = subprocess.run([tool, *options], input=PEER_TEXT, capture_output=True, text=True,
                            check=True).stdout
    assert ours(style, options, text=PEER_TEXT) == differences(tool, options, None, theirs)


def test_no_params_and_types_at_the_nesting_limit(capsys):
    # The deepest names the demangler reads print with -p and -t as they do without.
    name = "_ZN1AI" + "P" * 197 + "iE1fEv"
    assert lines(capsys, "demangle", "-p", "--style", "llvm", name) == ["A<int" + "*" * 197 + ">::f"]
    opencl = lines(capsys, "demangle", "-p", name)[0]
    assert opencl == "A<int " + "*" * 197 + ">::f"  # C++ (a nested name): the plain rule
    assert lines(capsys, "demangle", "-t", "--style", "llvm", "P" * 199 + "i") == ["int" + "*" * 199]
    # Too deep with clang's __private on each pointee, within the bound without: the
    # plain reading (issue 20); past the bound either way: left as it is.
    assert lines(capsys, "demangle", "-t", "P" * 300 + "i") == ["int " + "*" * 300]
    assert lines(capsys, "demangle", "-t", "P" * 420 + "i") == ["P" * 420 + "i"]


# ------------------------------------------------- peers' misreadings (--style cxx)

# clang-19: in cx::use, a generic lambda [](auto x) called with 1 and written back:
# S1_ is the lambda's T_ candidate; in operator()<int>'s parameters it is int (the ABI,
# c++filt); llvm-cxxfilt-19 prints auto, as the llvm style does (tests/render/test_peer_deviations.py).
MISREAD = "_ZZN2cx3useENS_1XEENKUlT_E_clIiEEDaS1_"


def test_style_cxx_prints_the_exact_reading_in_the_llvm_format(capsys):
    llvm, = lines(capsys, "demangle", "--style", "llvm", MISREAD)
    cxx, = lines(capsys, "demangle", "--style", "cxx", MISREAD)
    gnu, = lines(capsys, "demangle", "--style", "gnu", MISREAD)
    assert llvm == "auto cx::use(cx::X)::'lambda'(auto)::operator()<int>(auto) const"
    assert cxx == "auto cx::use(cx::X)::'lambda'(auto)::operator()<int>(int) const"
    assert gnu.endswith("::operator()<int>(int) const")
    assert lines(capsys, "demangle", "--style", "cxx", "_Z3fooi") == ["foo(int)"]
    if shutil.which("llvm-cxxfilt-19"):
        assert subprocess.run(["llvm-cxxfilt-19", MISREAD], capture_output=True,
                              text=True).stdout.strip() == llvm


def test_json_says_which_peer_styles_misread(capsys):
    data = json.loads(lines(capsys, "demangle", "--json", MISREAD)[0])
    assert data["peer_misread"] == ["llvm"]
    assert data["llvm"].endswith("(auto) const") and data["cxx"].endswith("(int) const")
    plain = json.loads(lines(capsys, "demangle", "--json", "_Z3fooi")[0])
    assert plain["peer_misread"] == [] and "cxx" not in plain
