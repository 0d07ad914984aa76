"""Structurally plausible mangled names for the hostile-input tests: a small
grammar-aware generator (nested names, template arguments, substitutions and
template parameters, function types with ref-qualifiers and exception
specifications, member pointers, vendor qualifiers and blocks, vectors,
literals, local names, closures and unnamed types, packs, ABI tags, special
names, clone suffixes), with a few names mutated after.  Seeded: ``names(seed,
count)`` is always the same list.  (bench/fuzz_demangle.py has the campaign's
attacker; this one is small enough to run in a test.)"""

from __future__ import annotations

import random
from typing import Callable, Iterator

_BUILTINS = list("vbcahstijlmxynofdegz") + ["Dh", "Dn", "Da", "Dc", "Ds", "Di", "DF16_",
                                             "DU3_"]
_OPERATORS = ["pl", "mi", "ml", "aS", "eq", "ix", "cl", "qu", "dl", "pt", "pm", "ls", "ss",
              "ad", "de", "nt", "lt", "ps", "ng", "pp"]
_IDENTIFIERS = ["a", "b", "f", "A", "x", "Foo", "ocl_pipe", "ocl_image2d_ro", "ocl_event",
                "_GLOBAL__N_1", "__uuidof", "block_pointer", "sycl", "std"]
_QUALIFIERS = ["U3AS1", "U3AS3", "U3AS0", "U7CLlocal", "U9CLgeneric", "U13block_pointer",
               "U7_Atomic", "U5__ptr", "U4fooIiE"]
_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _seq(rng: random.Random) -> str:
    """A <seq-id> and its ``_``: ``_``, ``0_``, ``1_``... (mostly small)."""
    n = rng.choice([0, 0, 0, 1, 1, 2, 3, 5, 11, 37])
    if n == 0:
        return "_"
    n -= 1
    digits = ""
    while True:
        digits = _DIGITS[n % 36] + digits
        n //= 36
        if not n:
            return digits + "_"


class _Generator:
    """One name: every choice from ``rng``, at most ``budget`` nested choices."""

    def __init__(self, rng: random.Random, budget: int) -> None:
        self.rng = rng
        self.budget = budget

    def more(self) -> bool:
        self.budget -= 1
        return self.budget > 0

    def one(self, *options: str) -> str:
        return self.rng.choice(options)

    def source(self) -> str:
        word = self.rng.choice(_IDENTIFIERS)
        return "%d%s" % (len(word), word)

    def tparam(self) -> str:
        if self.rng.random() < 0.8:
            return "T" + _seq(self.rng)
        return "TL%s_%s" % (self.one("0", "1"), _seq(self.rng))

    def targs(self) -> str:
        body = "".join(self.targ() for _ in range(self.rng.choice([1, 1, 2, 3])))
        if self.rng.random() < 0.05:
            body += "Q" + self.expr()
        return "I" + body + "E"

    def targ(self) -> str:
        r = self.rng.random()
        if r < 0.55 or not self.more():
            return self.type()
        if r < 0.75:
            return self.literal()
        if r < 0.85:
            return "X" + self.expr() + "E"
        if r < 0.95:
            return "J" + "".join(self.targ() for _ in range(self.rng.randint(0, 2))) + "E"
        return "Dp" + self.type()

    def literal(self) -> str:
        return self.one("Li1E", "Lb1E", "Lb0E", "Lj4294967295E", "Ln5E", "Lt1E", "LDnE",
                        "L_Z1fvE", "Lf3f800000E", "Lc97E", "L" + self.source() + "1E",
                        "L" + self.type() + "0E")

    def expr(self) -> str:
        if not self.more():
            return self.one("T_", "fp_", "Li1E")
        choices: list[tuple[float, Callable[[], str]]] = [
            (0.2, self.tparam),
            (0.3, self.literal),
            (0.4, lambda: self.one("fp_", "fpK_", "fp0_", "fL0p_")),
            (0.55, lambda: self.rng.choice(_OPERATORS) + self.expr() + self.expr()),
            (0.62, lambda: "st" + self.type()),
            (0.68, lambda: "sr" + self.type() + self.source()),
            (0.74, lambda: "cl" + self.expr() + self.expr() + "E"),
            (0.8, lambda: "cv" + self.type() + self.expr()),
            (0.85, lambda: "sZ" + self.tparam()),
            (0.9, lambda: "tl" + self.type() + self.expr() + "E"),
            (0.95, lambda: "L" + self.encoding() + "E"),
            (1.0, lambda: self.one("dt", "pt") + self.expr() + self.source()),
        ]
        return self._choose(choices)

    def _choose(self, choices: list[tuple[float, Callable[[], str]]]) -> str:
        r = self.rng.random()
        for bound, make in choices:
            if r < bound:
                return make()
        return choices[-1][1]()

    def function_type(self) -> str:
        head = self.one("", "", "", "K", "V", "Do", "Dx", "DO" + self.expr() + "E",
                        "Dw" + self.type() + "E")
        params = "".join(self.type() for _ in range(self.rng.randint(1, 3)))
        return (head + "F" + self.one("", "", "Y") + self.type() + params
                + self.one("", "", "R", "O") + "E")

    def type(self) -> str:
        if not self.more():
            return self.one(*_BUILTINS[:10], "S_", "T_")
        choices: list[tuple[float, Callable[[], str]]] = [
            (0.22, lambda: self.rng.choice(_BUILTINS)),
            (0.32, lambda: self.one("P", "R", "O", "K", "V", "r", "PK") + self.type()),
            (0.40, lambda: self.rng.choice(_QUALIFIERS) + self.type()),
            (0.46, lambda: self.one("", "P") + self.function_type()),
            (0.51, lambda: "M" + self.type() + self.one(self.function_type(), self.type())),
            (0.55, lambda: "A" + self.one("10_", "_", "0_", "X" + self.expr() + "E_")
             + self.type()),
            (0.59, lambda: "Dv" + self.one("4_", "3_", "16_", "_" + self.expr() + "_")
             + self.type()),
            (0.66, lambda: "S" + _seq(self.rng)),
            (0.72, lambda: self.tparam() + (self.targs() if self.rng.random() < 0.2 else "")),
            (0.76, lambda: self.one("Dt", "DT") + self.expr() + "E"),
            (0.80, lambda: "Dp" + self.type()),
            (0.83, lambda: "U13block_pointer" + self.function_type()),
            (0.86, lambda: self.one("Ts", "Tu", "Te") + self.name_part()),
            (1.0, self.class_name),
        ]
        return self._choose(choices)

    def class_name(self) -> str:
        r = self.rng.random()
        if r < 0.4:
            return self.source() + (self.targs() if self.rng.random() < 0.3 else "")
        if r < 0.8:
            return self.nested()
        if r < 0.9:
            return self.local()
        return "St" + self.source()

    def unqualified(self) -> str:
        choices: list[tuple[float, Callable[[], str]]] = [
            (0.5, self.source),
            (0.6, lambda: self.rng.choice(_OPERATORS)),
            (0.65, lambda: "cv" + self.type()),
            (0.72, lambda: "Ul" + "".join(self.type() for _ in range(self.rng.randint(1, 2)))
             + "E" + self.one("", "0", "1") + "_"),
            (0.77, lambda: "Ut" + self.one("", "0", "3") + "_"),
            (0.82, lambda: self.one("C1", "C2", "C3", "D0", "D1", "D2", "CI1" + self.source())),
            (0.86, lambda: "DC" + self.source() + self.source() + "E"),
            (0.9, lambda: "li" + self.source()),
            (1.0, self.source),
        ]
        text = self._choose(choices)
        if self.rng.random() < 0.08:
            text += "B" + self.one("5cxx11", "3abi", "1x")
        return text

    def name_part(self) -> str:
        return self.unqualified() + (self.targs() if self.rng.random() < 0.25 else "")

    def nested(self) -> str:
        text = "N" + self.one("", "", "K", "V", "KV", "R", "O", "KR", "rVKO")
        r = self.rng.random()
        if r < 0.15:
            text += "S" + _seq(self.rng)
        elif r < 0.25:
            text += "St"
        elif r < 0.32:
            text += self.tparam()
        elif r < 0.36:
            text += self.one("Dt", "DT") + self.expr() + "E"
        text += "".join(self.name_part() for _ in range(self.rng.randint(1, 3)))
        return text + "E"

    def local(self) -> str:
        text = "Z" + self.encoding() + "E"
        r = self.rng.random()
        if r < 0.2:
            text += "s"
        elif r < 0.3:
            text += "d" + self.one("", "0", "1") + "_" + self.name_part()
        else:
            text += self.name_part()
        return text + self.one("", "", "_0", "_1", "__12_")

    def name(self) -> str:
        r = self.rng.random()
        if r < 0.3:
            return self.nested()
        if r < 0.45:
            return self.local()
        if r < 0.6:
            return self.source() + self.targs()
        if r < 0.65:
            return "St" + self.unqualified()
        return self.unqualified() + (self.targs() if self.rng.random() < 0.2 else "")

    def encoding(self) -> str:
        name = self.name()
        if self.rng.random() < 0.12:
            return name
        params = "".join(self.type() for _ in range(self.rng.randint(1, 3)))
        if "I" in name and self.rng.random() < 0.6:
            params = self.type() + params  # a template function's return type
        return name + params

    def special(self) -> str:
        r = self.rng.random()
        if r < 0.3:
            return self.one("TV", "TI", "TS", "TT", "TW", "TH", "GV") + self.one(
                self.type(), self.name())
        if r < 0.6:
            return self.one("Th8_", "Tv0_n24_", "Tch0_h4_") + self.encoding()
        if r < 0.8:
            return "GR" + self.name() + self.one("", "_", "0_", "1_")
        return self.one("GTt", "GTn") + self.encoding()

    def symbol(self) -> str:
        text = "_Z" + (self.special() if self.rng.random() < 0.1 else self.encoding())
        if self.rng.random() < 0.03:
            text += self.one(".cold", ".isra.0", ".constprop.0.part.1")
        return text


def _mutate(rng: random.Random, text: str) -> str:
    if len(text) < 3:
        return text
    i = rng.randrange(2, len(text))
    r = rng.random()
    if r < 0.3:
        return text[:i] + text[i + 1:]
    if r < 0.6:
        return text[:i] + rng.choice("EISTNZ_0123PKRFvi") + text[i:]
    if r < 0.8:
        return text[:i] + text[rng.randrange(i, len(text) + 1):]
    return text[:i] + rng.choice(["S_", "S0_", "T_", "T0_", "TL0__", "E", "IiE", "R", "O"]) + text[i:]


def names(seed: int, count: int) -> Iterator[str]:
    """``count`` names, the same for the same ``seed``."""
    rng = random.Random("spirmangle-hostile-names:%d" % seed)
    for _ in range(count):
        text = _Generator(rng, rng.choice([8, 15, 25, 40, 60])).symbol()
        if rng.random() < 0.3:
            text = _mutate(rng, text)
        yield text
