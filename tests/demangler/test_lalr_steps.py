"""The recorded programs of the LALR driver share their steps (issue 23): a
step (callback, picker) recorded once serves every program with that
reduction, so recording a new shape makes few objects that outlive the parse
(each would be the garbage collector's to walk at every full collection)."""

from __future__ import annotations

from pathlib import Path

from spirmangle import DemangleError, demangle
from spirmangle.demangler.parser import Parser
from spirmangle.demangler.lexer.core import tokenize
from spirmangle.config import ITANIUM

SAMPLE = Path(__file__).resolve().parent.parent.parent / "bench" / "data" / "cxx_corpus_sample.txt"


def _names() -> list[str]:
    return SAMPLE.read_text().split()[:1500]


def test_the_programs_share_their_steps() -> None:
    parser = Parser()
    for name in _names():
        try:
            parser.parse(name, tokenize(name), ITANIUM)
        except DemangleError:
            pass
    programs = [program for _, program in parser.driver.programs.values()]
    steps = [step for program in programs for step in program]
    assert len(programs) > 100
    assert len({id(step) for step in steps}) * 2 < len(steps)  # (without sharing: equal)


def test_recording_new_shapes_makes_few_new_steps() -> None:
    parser = Parser()
    names = _names()
    for name in names[:200]:  # warm: the common steps are made
        try:
            parser.parse(name, tokenize(name), ITANIUM)
        except DemangleError:
            pass
    old = list(parser.driver.programs.values())  # (kept alive: their ids stay theirs)
    old_steps = {id(step) for _, program in old for step in program}
    for name in names[200:]:
        try:
            parser.parse(name, tokenize(name), ITANIUM)
        except DemangleError:
            pass
    old_programs = {id(program) for _, program in old}
    new = [program for _, program in parser.driver.programs.values()
           if id(program) not in old_programs]
    new_steps = [step for program in new for step in program]
    assert len(new) > 100 and len(new_steps) > 10 * len(new)
    # The steps new programs made (each an object the garbage collector walks
    # while the program lives): far fewer than their steps.
    made = {id(step) for step in new_steps} - old_steps
    assert len(made) < len(new_steps) // 2
