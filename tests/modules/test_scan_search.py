"""The filter's scanner finds symbols' words by ``bytes.find`` (issue 23: a pattern
that starts with a lookbehind tried every byte of the input, 0.45 s of a 5.5 MB
IR file).  Its rule stays llvm-cxxfilt-19's, written here as that pattern: a word
of ``[A-Za-z0-9_.$]`` not glued to the byte before it, starting ``_Z``, ``___Z``,
``._Z``, ``.___Z`` or ``__imp_`` (one more underscore each with ``-_``)."""

from __future__ import annotations

import random
import re

import pytest

from spirmangle.modules.scan import SymbolScanner

PIECES = [b"_Z", b"___Z", b"._Z", b"__imp_", b"_", b"__", b".", b"$", b"a", b"Z", b"3f",
          b" ", b"\n", b"@", b"(", b"x_Z", b"_imp_", b"1"]


def _expected(data: bytes, strip: bool) -> list[tuple[bytes, int, int]]:
    starts = [b"__Z", b"____Z", b"._Z", b".___Z", b"___imp_"] if strip \
        else [b"_Z", b"___Z", b"._Z", b".___Z", b"__imp_"]
    pattern = re.compile(rb"(?<![A-Za-z0-9_.$])(?:%s)[A-Za-z0-9_.$]*"
                         % b"|".join(map(re.escape, starts)))
    found = []
    for m in pattern.finditer(data):
        word = m.group()
        start = next(s for s in starts if word.startswith(s))
        if len(word) <= len(start):
            continue
        skip = 1 if start[0:1] == b"." or strip else 0
        line = data.count(b"\n", 0, m.start()) + 1
        column = m.start() - (data.rfind(b"\n", 0, m.start()) + 1) + 1
        found.append((word[skip:], line, column))
    return found


@pytest.mark.parametrize("seed", range(40))
def test_the_symbols_found_are_llvm_cxxfilts_words_in_any_chunking(seed: int) -> None:
    rng = random.Random(seed)
    data = b"".join(rng.choice(PIECES) for _ in range(rng.randint(1, 400)))
    strip = seed % 2 == 1
    seen: list[tuple[bytes, int, int]] = []

    def symbol(name: bytes, line: int, column: int) -> bytes:
        seen.append((name, line, column))
        return b"<%s>" % name

    scanner = SymbolScanner(symbol, strip_underscore=strip)
    size = rng.choice([1, 2, 3, 7, 64, 10_000])
    out = b"".join(scanner.feed(data[i:i + size]) for i in range(0, len(data), size))
    out += scanner.close()
    assert seen == _expected(data, strip), (data, size)
    assert out.count(b"<") == len(seen)
