"""Every builtin type code has one row (spirmangle.model.typecodes.BUILTIN_ROWS) that
the prototype readers derive from (issue 22, item 4).

The cases come from the table itself: a row added there is read in prototypes,
mangles to its code and agrees with clang-19 without any edit here; a name of a
builtin type that OpenCL C does not have is an error, never a class name, and
an unknown type name under ``--strict`` is an error with a did-you-mean.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from spirmangle import mangle, parse_prototype
from spirmangle.cli.main import main
from spirmangle.opencl.type_names import known_type_names
from spirmangle.errors import PrototypeError
from spirmangle.grammar import grammar_path, load_lalr
from spirmangle.model import Builtin, Pointer, Qualified
from spirmangle.model.typecodes import BUILTIN_ROWS, C_TYPE_WORDS, WORD_ALIASES

C_SPELLINGS = [(row.name, row.code, spelling) for row in BUILTIN_ROWS for spelling in row.c]
CXX_SPELLINGS = [(row.name, row.code, spelling) for row in BUILTIN_ROWS for spelling in row.cxx]
# The table's builtin types that no OpenCL C spelling names, spelled as one name.
OTHER_NAMES = sorted({*(row.name for row in BUILTIN_ROWS if not row.c and row.name.isidentifier()),
                      *(s for row in BUILTIN_ROWS if not row.c for s in row.cxx if s.isidentifier())})
CLANG = shutil.which("clang-19")


def _aliased(spelling: str) -> str:
    """``spelling`` with GNU's alternative keywords (``__signed__ char``)."""
    inverse = {word: alias for alias, word in WORD_ALIASES.items()}
    return " ".join(inverse.get(word, word) for word in spelling.split())


def _pointee(text: str, cl_std: str = "CL3.0") -> object:
    fn = parse_prototype(text, cl_std=cl_std)
    pointer = fn.params[0]
    assert type(pointer) is Pointer, pointer
    pointee = pointer.pointee
    return pointee.base if type(pointee) is Qualified else pointee


def test_the_table_has_opencl_c_and_cxx_spellings() -> None:
    assert len(C_SPELLINGS) > 20 and len(CXX_SPELLINGS) >= 5 and OTHER_NAMES


@pytest.mark.parametrize("name,code,spelling", C_SPELLINGS)
def test_every_opencl_c_spelling_mangles_to_its_code(name: str, code: str, spelling: str) -> None:
    for text in {spelling, _aliased(spelling)}:
        prototype = "void f(__private %s *x);" % text
        assert _pointee(prototype) == Builtin(name)
        assert mangle(parse_prototype(prototype)) == "_Z1fP" + code


@pytest.mark.parametrize("name,code,spelling", CXX_SPELLINGS)
def test_every_cxx_spelling_mangles_to_its_code(name: str, code: str, spelling: str) -> None:
    prototype = "void f(__private %s *x);" % spelling
    assert _pointee(prototype, "CLC++2021") == Builtin(name)
    assert mangle(parse_prototype(prototype, cl_std="CLC++2021")) == "_Z1fP" + code


def _clang_code(spelling: str, cl_std: str) -> str:
    """The code clang-19 mangles ``spelling`` to: on spir64, or on x86_64 for a type
    spir64 does not support (__int128, __bf16)."""
    source = ("#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
              "__attribute__((overloadable)) void f(__private %s *x) {}\n" % spelling)
    for triple in ("spir64", "x86_64-unknown-unknown"):
        run = subprocess.run([CLANG, "-cc1", "-triple", triple, "-cl-std=" + cl_std, "-fchar8_t",
                              "-emit-llvm", "-o", "-", "-x", "cl", "-"],
                             input=source, capture_output=True, text=True)
        if run.returncode == 0:
            found = re.search(r"@_Z1fP(?:U9CLprivate)?(\w+)\(", run.stdout)
            assert found is not None, run.stdout
            return found.group(1)
        assert "is not supported on this target" in run.stderr, run.stderr
    raise AssertionError("clang-19 reads %r on no target" % spelling)


@pytest.mark.skipif(CLANG is None, reason="clang-19 not installed")
@pytest.mark.parametrize("cl_std,spellings", [("CL3.0", C_SPELLINGS), ("clc++2021", CXX_SPELLINGS)])
def test_clang_mangles_every_spelling_to_the_tables_code(cl_std: str, spellings: list[tuple[str, str, str]]) -> None:
    assert [_clang_code(spelling, cl_std) for _, _, spelling in spellings] == [
        code for _, code, _ in spellings]


def test_the_grammars_builtin_words_are_the_tables() -> None:
    assert "@BUILTIN_WORDS@" in grammar_path("prototype.lark").read_text(encoding="utf-8")
    terminal = next(t for t in load_lalr("prototype.lark").terminals if t.name == "BUILTIN_WORD")
    pattern = re.compile(terminal.pattern.to_regexp())
    words = {*C_TYPE_WORDS, *WORD_ALIASES}
    assert all(pattern.fullmatch(word) for word in words)
    alternatives = re.fullmatch(r"\((.*)\)\(\?!\[A-Za-z0-9_\]\)", terminal.pattern.value)
    assert alternatives is not None and set(alternatives.group(1).split("|")) == words


@pytest.mark.parametrize("name", OTHER_NAMES)
def test_a_builtin_type_opencl_c_lacks_is_an_error_not_a_class(name: str) -> None:
    with pytest.raises(PrototypeError, match="'%s' is a builtin type that OpenCL C does not have"
                       % re.escape(name)):
        parse_prototype("void f(%s x);" % name)
    # (declared as a class, it is one)
    assert mangle(parse_prototype("void f(struct %s x);" % name)) == "_Z1f%d%s" % (len(name), name)


def test_unknown_type_names_are_errors_with_a_did_you_mean_under_strict(capsys) -> None:
    known = known_type_names("spir64")
    assert set(C_TYPE_WORDS) <= set(known)
    for word in C_TYPE_WORDS:  # a word one letter off is never taken for a class
        wrong = word[:-1] + ("x" if word[-1] != "x" else "y")
        if wrong in known or wrong in WORD_ALIASES:
            continue
        status = main(["mangle", "--strict", "void f(%s *x)" % wrong])
        out, err = capsys.readouterr()
        assert (status, out) == (1, "\n")
        assert err.startswith("error: 1:8: unknown type name '%s' (did you mean '" % wrong), err
    spellings = ", ".join("%s *x%d" % (s, i) for i, (_, _, s) in enumerate(C_SPELLINGS))
    status = main(["mangle", "--strict", "void g(%s)" % spellings])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "") and out.startswith("_Z1g")
