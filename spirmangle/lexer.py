"""The tokenizer for mangled names.

Itanium names are not regular at the token level: ``4read`` is a length
prefix followed by exactly that many characters, ``Dv4_`` a vector width,
``U3AS1`` a vendor qualifier whose name is length-prefixed too.  The tokenizer
reads such units whole and hands the LALR driver coarse tokens (one per source
name, one per qualifier run, one per literal), ``(TYPE, value, position)``
tuples named after the terminals ``%declare``d in ``grammar/mangled.lark``.

Every construct of the current grammar is decidable from the characters alone,
so tokens are produced in one pass; the driver checks each against the parser
state (the acceptable terminals) and reports the first one that does not fit.
Numbers are capped at 9 digits and a length prefix may not run past the end.
"""

from __future__ import annotations

from .errors import DemangleError
from .typecodes import CODE_BUILTIN

MAX_NUMBER_DIGITS = 9

Token = tuple  # (type, value, position)

_ONE_LETTER_BUILTINS = frozenset(c for c in CODE_BUILTIN if len(c) == 1)
_D_BUILTINS = {c[1]: c for c in CODE_BUILTIN if len(c) == 2 and c[0] == "D"}
_ABBREVIATIONS = frozenset("abssiod")  # Sa Sb Ss Si So Sd
_SIMPLE = {"P": "PTR", "R": "LREF", "O": "RREF", "N": "NEST", "E": "END", "I": "TARGS",
           "F": "FUNC"}
_DIGITS = frozenset("0123456789")
_SEQ_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SEQ_SET = frozenset(_SEQ_DIGITS)
_CV = frozenset("rVK")


def parse_seq_id(text: str) -> int:
    """Base-36 seq-id digits (``""`` for ``S_``) -> candidate index."""
    if not text:
        return 0
    return int(text, 36) + 1


def _number(s: str, i: int, max_digits: int = MAX_NUMBER_DIGITS) -> tuple[int, int]:
    j = i
    n = len(s)
    while j < n and s[j] in _DIGITS:
        j += 1
    if j == i:
        raise DemangleError(s, i, "expected a number")
    if j - i > max_digits:
        raise DemangleError(s, i, "number too large")
    return int(s[i:j]), j


def _seq(s: str, i: int, what: str) -> tuple[int, int]:
    """Read ``<seq-id>_`` starting at ``i`` -> (index, end)."""
    j = i
    n = len(s)
    while j < n and s[j] in _SEQ_SET:
        j += 1
    if j >= n or s[j] != "_" or j - i > 6:
        raise DemangleError(s, i - 1, "bad " + what)
    return parse_seq_id(s[i:j]), j + 1


def tokenize(s: str) -> list[Token]:
    """The tokens of a whole mangled name, ending with ``("$END", None, len(s))``."""
    if not s.startswith("_Z"):
        raise DemangleError(s, 0, "not a mangled name (expected '_Z')")
    out: list[Token] = [("Z", "_Z", 0)]
    append = out.append
    n = len(s)
    i = 2
    builtins = _ONE_LETTER_BUILTINS
    simple = _SIMPLE
    while i < n:
        c = s[i]
        if c in builtins:
            append(("BUILTIN", c, i))
            i += 1
        elif c in _DIGITS:
            length, j = _number(s, i)
            if length == 0 or j + length > n:
                raise DemangleError(s, i, "length %d runs past the end of the name" % length)
            append(("SOURCE", s[j:j + length], i))
            i = j + length
        elif c in simple:
            append((simple[c], c, i))
            i += 1
        elif c == "U":
            length, j = _number(s, i + 1)
            if length == 0 or j + length > n:
                raise DemangleError(s, i, "vendor qualifier length runs past the end")
            word = s[j:j + length]
            if word == "_Atomic":
                append(("ATOMIC", word, i))
            elif word == "block_pointer":
                append(("BLOCK", word, i))
            else:
                append(("VQUAL", word, i))
            i = j + length
        elif c in _CV:
            j = i + 1
            while j < n and s[j] in _CV:
                j += 1
            append(("CV", s[i:j], i))
            i = j
        elif c == "S":
            nxt = s[i + 1:i + 2]
            if nxt == "t":
                append(("STD", "St", i))
                i += 2
            elif nxt and nxt in _ABBREVIATIONS:
                append(("ABBR", "S" + nxt, i))
                i += 2
            else:
                index, j = _seq(s, i + 1, "substitution")
                append(("SUBST", index, i))
                i = j
        elif c == "T":
            index, j = _seq(s, i + 1, "template parameter")
            append(("TPARAM", index, i))
            i = j
        elif c == "D":
            i = _d_prefixed(s, i, append)
        elif c == "L":
            i = _literal(s, i, append)
        elif c == "C" and s[i + 1:i + 2] in ("1", "2", "3", "4", "5"):
            append(("CTOR", int(s[i + 1]), i))
            i += 2
        else:
            raise DemangleError(s, i, "unexpected character %r" % c)
    append(("$END", None, n))
    return out


def _d_prefixed(s: str, i: int, append) -> int:
    nxt = s[i + 1:i + 2]
    if nxt == "v":
        size, j = _number(s, i + 2)
        if j >= len(s) or s[j] != "_":
            raise DemangleError(s, i, "bad vector type")
        append(("DV", size, i))
        return j + 1
    if nxt == "F":
        for code in ("DF16_", "DF16b"):
            if s.startswith(code, i):
                append(("BUILTIN", code, i))
                return i + 5
        raise DemangleError(s, i, "unsupported floating-point type")
    if nxt and nxt in "012345":
        append(("DTOR", int(nxt), i))
        return i + 2
    code = _D_BUILTINS.get(nxt)
    if code is None:
        raise DemangleError(s, i, "unsupported type 'D%s'" % nxt)
    append(("BUILTIN", code, i))
    return i + 2


def _literal(s: str, i: int, append) -> int:
    """``L<builtin><number>E`` as one token whose value is (code, int)."""
    n = len(s)
    j = i + 1
    code = s[j] if j < n else ""
    if code not in _ONE_LETTER_BUILTINS:
        raise DemangleError(s, i, "unsupported template literal")
    j += 1
    negative = j < n and s[j] == "n"
    if negative:
        j += 1
    value, j = _number(s, j, 20)  # literal values are up to 64-bit
    if j >= n or s[j] != "E":
        raise DemangleError(s, i, "unterminated literal")
    append(("LITERAL", (code, -value if negative else value), i))
    return j + 1
