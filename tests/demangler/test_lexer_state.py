"""The lexer's state object (spirmangle.demangler.lexer.state.Lexer, issue 22): the
loop of tokenize reads the frequent tokens with its state in locals and hands the
others to the readers of spirmangle.demangler.lexer.letters, which take a Lexer
made at the first such token; every character is read by one of them or rejected."""

from __future__ import annotations

import string
from typing import Any

import pytest

from spirmangle.demangler.lexer import core, letters
from spirmangle.demangler.lexer.state import Lexer
from spirmangle.errors import DemangleError


class _Counting(Lexer):
    made = 0

    def __init__(self, *args: Any) -> None:
        _Counting.made += 1
        super().__init__(*args)


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> type[_Counting]:
    monkeypatch.setattr(core, "Lexer", _Counting)
    _Counting.made = 0
    return _Counting


# names whose tokens the loop reads alone (one-character tokens, source names,
# substitutions, std::, qualifier runs with vendor qualifiers, OpenCL's vectors Dv<n>_
# up to 99, the D-prefixed builtin types Dh, Dn...) and names with a rarer token each
LOOP_ONLY = ["_Z1fv", "_ZN3foo3barEv", "_ZNSt6vectorIiSaIiEE9push_backERKi",
             "_ZNK1A1fEPKcS1_", "_Z1fPVKc", "_Z1fOi", "_Z1fDv4_f", "_Z1fPU3AS1f",
             "_Z6vload4mPU3AS1KDv16_f", "_Z1fU7_Atomici", "_Z4fminDhDh", "_Z1fDnDa"]
NEEDS_A_READER = ["_Z1fIiEvT_", "_Z1fILi3EEvv", "_ZN1AC2Ev", "_ZN1AD0Ev", "_Z1fDv128_f",
                  "_Z1fM1AFvvE", "_ZZ1fvE1x", "_Z1fDpT_", "_ZN1AplERKS_", "_ZL1xv",
                  "_ZN1AUt_E", "_Z1fDF16_", "_ZTV1A"]


@pytest.mark.parametrize("name", LOOP_ONLY)
def test_no_lexer_where_the_loop_reads_every_token(name: str, made: type[_Counting]) -> None:
    kinds = core.tokenize(name)[0]
    assert kinds[-1] == "$END"
    assert made.made == 0


@pytest.mark.parametrize("name", NEEDS_A_READER)
def test_one_lexer_per_name_that_needs_a_reader(name: str, made: type[_Counting]) -> None:
    core.tokenize(name)
    assert made.made == (0 if name.startswith("_ZT") else 1)


def test_readers_and_the_loop_share_the_tokens() -> None:
    # a template parameter (a reader) between source names and substitutions (the loop)
    kinds, values, positions, _ = core.tokenize("_ZN1A1fIiEEvT_S0_")
    assert kinds == ["NEST", "SOURCE", "SOURCE", "TARGS", "BUILTIN", "END", "END", "BUILTIN",
                     "TPARAM", "SUBST", "$END"]
    assert positions == [2, 3, 5, 7, 8, 9, 10, 11, 12, 14, 17]
    assert values[8] == (0, 12) and values[9] == (1, 14)


ONE_LETTER = set(core._ONE_CHARACTER)
LOOP_LETTERS = ONE_LETTER | set(string.digits) | {"S"} | core._CV


def test_every_character_has_one_reader_or_is_rejected() -> None:
    assert not LOOP_LETTERS & set(letters.READERS), LOOP_LETTERS & set(letters.READERS)
    for c in string.ascii_letters + string.digits + "_$.":
        if c in LOOP_LETTERS or c in letters.READERS or c == "B":  # (B: a source name's ABI tags)
            continue
        # where no name may stand (after a source name at the top, in a parameter list)
        with pytest.raises(DemangleError) as error:
            core.tokenize("_Z1f" + c)
        assert error.value.position == 4
        assert "unexpected character %r" % c in str(error.value)
