"""The recorded programs of the LALR driver share their steps (issue 23): a
step (callback, picker) recorded once serves every program with that
reduction, so recording a new shape makes few objects that outlive the parse
(each would be the garbage collector's to walk at every full collection)."""

from __future__ import annotations

import gc
from pathlib import Path

from spirmangle import DemangleError, demangle
from spirmangle.demangler.core import _Parser
from spirmangle.demangler.lexer.core import tokenize
from spirmangle.config import ITANIUM

SAMPLE = Path(__file__).resolve().parent.parent.parent / "bench" / "data" / "cxx_corpus_sample.txt"


def _names() -> list[str]:
    return SAMPLE.read_text().split()[:1500]


def test_the_programs_share_their_steps() -> None:
    parser = _Parser()
    for name in _names():
        try:
            parser.parse(name, tokenize(name), ITANIUM)
        except DemangleError:
            pass
    programs = [program for _, program in parser.driver.programs.values()]
    steps = [step for program in programs for step in program]
    assert len(programs) > 100
    assert len({id(step) for step in steps}) * 2 < len(steps)  # (without sharing: equal)


def test_recording_new_shapes_leaves_few_objects_alive() -> None:
    parser = _Parser()
    names = _names()
    for name in names[:200]:  # warm: the common steps are made
        try:
            parser.parse(name, tokenize(name), ITANIUM)
        except DemangleError:
            pass
    gc.collect()
    before = len(gc.get_objects())
    recorded = len(parser.driver.programs)
    steps = sum(len(p) for _, p in parser.driver.programs.values())
    for name in names[200:]:
        try:
            parser.parse(name, tokenize(name), ITANIUM)
        except DemangleError:
            pass
    gc.collect()
    new_programs = len(parser.driver.programs) - recorded
    new_steps = sum(len(p) for _, p in parser.driver.programs.values()) - steps
    assert new_programs > 100 and new_steps > 10 * new_programs
    # One list per program, and the steps and pickers new to it: far fewer
    # objects than one per step.
    assert len(gc.get_objects()) - before < new_steps // 2
