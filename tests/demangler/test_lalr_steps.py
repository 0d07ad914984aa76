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


def test_a_walk_resumed_at_a_checkpoint_records_the_fresh_walks_program() -> None:
    # A walk of new kinds resumes at the last checkpoint of its first tokens
    # (TableDriver.prefixes): its program must be the one a walk from the first
    # token records, step for step (the steps are shared, so the same objects).
    driver = Parser().driver
    shapes: list[list[str]] = []
    seen: set[tuple[str, ...]] = set()
    for name in SAMPLE.read_text().split()[:3000]:
        try:
            kinds = tokenize(name)[0]
        except DemangleError:
            continue
        if tuple(kinds) not in seen:
            seen.add(tuple(kinds))
            shapes.append(kinds)
    fresh = []
    for kinds in shapes:
        driver.prefixes.clear()
        fresh.append(driver._walk(kinds))
    driver.prefixes.clear()
    resumed_at = []
    for kinds, expected in zip(shapes, fresh):
        resumed_at.append(driver._resume(kinds)[1])
        found = driver._walk(kinds)
        assert (found is None) == (expected is None), kinds
        if found is not None and expected is not None:
            assert found[0] == expected[0] and [id(s) for s in found[1]] == [id(s) for s in expected[1]], kinds
    assert sum(1 for at in resumed_at if at) > len(shapes) // 4  # (most long shapes resume)
    assert sum(resumed_at) > 5000


def test_long_and_short_names_read_alike_after_many_shapes() -> None:
    # Values of reductions are numbered from MAX_RECORDED_TOKENS on for inputs of
    # more than SHARED_FROM tokens (the replay pads the token values): the same
    # models as a parser that recorded nothing before reads.
    names = _names()[:600]
    warm = Parser()
    for name in names:
        try:
            expected = Parser().parse(name, tokenize(name), ITANIUM)[0]
        except DemangleError:
            continue
        assert warm.parse(name, tokenize(name), ITANIUM)[0] == expected, name
