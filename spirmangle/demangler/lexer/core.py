"""The tokenizer for mangled names.

Itanium names are not regular at the token level: ``4read`` is a length
prefix followed by exactly that many characters, ``Dv4_`` a vector width,
``U3AS1`` a vendor qualifier whose name is length-prefixed too.  The tokenizer
reads such units whole and hands the LALR driver coarse tokens named after the
terminals ``%declare``d in ``grammar/mangled.lark``.  It checks and consumes
the ``_Z`` prefix itself.

A token's value is already the model leaf the parser needs, so the grammar
passes it through without a callback:

========  ============================================================
SOURCE    ``4read`` -> ``SourceName("read")``
BUILTIN   ``f`` or ``Dh`` -> ``Builtin("float")``, ``Builtin("half")``
QUALS     a run of CV letters and vendor qualifiers (``U3AS1K``, also the
          old order ``KU3AS1``) -> a :data:`Qualifiers` tuple
LITERAL   ``Li3E`` -> ``IntegerLiteral(Builtin("int"), 3)``
STD       ``St`` -> ``StdName()``;  ABBR ``Sa``... -> ``StdAbbreviation``
CTOR      ``C1`` -> ``ConstructorName(1)``; DTOR ``D0`` -> ``DestructorName(0)``
PTR       ``P``/``R``/``O`` -> the model class (PTR, LREF, RREF)
DV        ``Dv4_`` -> 4
SUBST     ``S_``/``S<seq>_`` -> (candidate index, position); TPARAM the same
ATOMIC    ``U7_Atomic``; BLOCK ``U13block_pointer``; NEST, END, TARGS, FUNC
========  ============================================================

Every construct of the current grammar is decidable from the characters alone,
so tokens are produced in one pass; the driver checks each against the parser
state and reports the first one that does not fit.  Numbers are capped at 9
digits and a length prefix may not run past the end.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional, TypeAlias

from ...errors import DemangleError
from ...limits import MAX_NAME_LENGTH
from ...model import AddressSpace, InternalName, LValueReference, Name, Pointer, RValueReference, SourceName, StdName
from ..reading_mode import ABI_READING, ReadingMode
from .letters import ABBREVIATION_NODES, READERS, operator, operator_name, tagged, unexpected
from .literals import BUILTINS as BUILTINS, D_BUILTINS as _D_BUILTINS, ONE_LETTER_BUILTINS as _ONE_LETTER_BUILTINS
from .frames import for_mode
from .names import AFTER_CLOSE, AFTER_UNIT, AWAITING_TYPE, MAX_NUMBER_DIGITS, SCOPE_FRAMES, bare_discriminator, close_scope, finish_type, internal_discriminator, unit_done
from .packs import BEFORE_OLD_PACK
from .special import MODULE_FOLLOWERS, special as _special
from .state import Lexer
from .words import ADDRSPACE, CXX, OPENCL, SHORT_THEN_DIGIT, THIS_AS, _qualifiers, MAX_CACHED, MAX_CACHED_LENGTH, SPIR_TEXT, _PIPE, _check_identifier, _length_prefixed, _source_names, _word_markers

# tokenize()'s result: kinds, values, positions, markers
Tokens: TypeAlias = "tuple[list[str], list[Any], list[int], int]"

# Tokens of one character: (kind, value, what they do to the open constructs:
# _OPEN (N, I), _CLOSE, _TYPE_DONE, _REF or 0); J and F: READERS.
_OPEN, _CLOSE, _TYPE_DONE, _REF = 1, 2, 3, 4
_ONE_CHARACTER: dict[str, tuple[str, Any, int]] = {
    c: ("BUILTIN", b, _TYPE_DONE) for c, b in _ONE_LETTER_BUILTINS.items()}
_ONE_CHARACTER.update({"P": ("PTR", Pointer, 0), "R": ("LREF", LValueReference, _REF),
                       "O": ("RREF", RValueReference, _REF), "N": ("NEST", None, _OPEN),
                       "E": ("END", None, _CLOSE), "I": ("TARGS", None, _OPEN)})
_LOWERCASE = frozenset("abcdefghijklmnopqrstuvwxyz")
_DIGITS = frozenset("0123456789")
_NONZERO_DIGITS = frozenset("123456789")
_DIGIT_VALUE = {str(d): d for d in range(10)}
_AFTER_NEST = frozenset("Hr")  # what N may have first besides its components
_SEQ_SET = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_CLOSED = SCOPE_FRAMES | {"F"}  # frames whose E _closed reads (besides AFTER_CLOSE below it)
_REFERENCES = frozenset(("LREF", "RREF"))
_AFTER_SUBST = AFTER_UNIT | {"Z", "x"}  # frames a substitution may end a unit in (_subst_done)
_STD = StdName()
_STD_NAMES = frozenset("tabsiod")  # St, Sa Sb Ss Si So Sd: after S, no substitution
_PLAIN_AS1 = (AddressSpace.GLOBAL, False, False, False, (), False, False)  # U3AS1 alone
_CV = frozenset("rVK")
_HALF = BUILTINS["Dh"]
_OPERATOR_NAME: Callable[[Lexer], None] = operator_name


def parse_seq_id(text: str) -> int:
    """Base-36 seq-id digits (``""`` for ``S_``) -> candidate index."""
    if not text:
        return 0
    return int(text, 36) + 1


def _seq(s: str, i: int, what: str) -> tuple[int, int]:
    """Read ``<seq-id>_`` starting at ``i`` -> (index, end)."""
    j = i
    n = len(s)
    while j < n and s[j] in _SEQ_SET:
        j += 1
    if j >= n or s[j] != "_" or j - i > 6:
        raise DemangleError(s, i - 1, "bad " + what)
    return parse_seq_id(s[i:j]), j + 1


def tokenize(s: str, plain: frozenset[int] = frozenset(),
             mode: ReadingMode = ABI_READING) -> Tokens:
    """The tokens of a whole mangled name as parallel lists: kinds, values and
    positions, ending with the ``$END`` token (value ``None``); and the name's
    markers (:data:`OPENCL`, :data:`SYCL`, :data:`SPIR_TEXT` bits).  ``plain``:
    positions of substitutions that are no modules (see spirmangle.demangler.lexer.special).
    ``mode``: g++'s readings where they differ from the ABI's (spirmangle.demangler.reading_mode)."""
    if not s.startswith("_Z"):
        raise DemangleError(s, 0, "not a mangled name (expected '_Z')")
    if len(s) > MAX_NAME_LENGTH:
        raise DemangleError(s, MAX_NAME_LENGTH, "name longer than %d characters" % MAX_NAME_LENGTH)
    stack: list[str] = [] if mode is ABI_READING else for_mode(mode)
    kinds: list[str] = []
    values: list[Any] = []
    positions: list[int] = []
    i, names = 2, True
    if s[2:3] in ("T", "G"):  # a special name's start
        i, names = _special(s, kinds.append, values.append, positions.append)
        if kinds[0] == "CTOR_VTABLE":
            stack.append("c")  # its first type, then an offset
    markers = _read(s, i, names, plain, mode, stack, kinds, values, positions)
    kinds.append("$END")
    values.append(None)
    positions.append(len(s))
    return kinds, values, positions, markers


def _read(s: str, i: int, names: bool, plain: frozenset[int], mode: ReadingMode, stack: list[str],
          kinds: list[str], values: list[Any], positions: list[int], lx: Optional[Lexer] = None) -> int:
    """Read the tokens from ``i`` on: the markers.  (``lx``: the state, once a reader needs it.)"""
    kind, value, position = kinds.append, values.append, positions.append
    internal, elaborated, modules, markers, n = None, False, False, 0, len(s)
    while i < n:
        c = s[i]
        position(i)
        if names and c in _LOWERCASE:  # where a name may stand: an operator's name
            reader = _OPERATOR_NAME
        elif (token := _ONE_CHARACTER.get(c)) is not None:
            k, v, action = token
            kind(k)
            value(v)
            i += 1
            if action == _CLOSE:
                frame = stack.pop() if stack else ""
                names = stack[-1] == "N" if stack else False
                if frame in _CLOSED or stack and stack[-1] in AFTER_CLOSE:
                    i, names = _closed(s, i, frame, stack, kinds, values, positions, names)
            elif action == _OPEN:  # N, I
                stack.append(c)
                markers |= CXX
                names = c == "N"
                if s[i:i + 1] in _AFTER_NEST if names else len(stack) > 1 and stack[-2] in "IJ":
                    i, markers = _opened(s, i, names, stack, kinds, values, positions, markers)
            elif action == _TYPE_DONE and stack and stack[-1] in AWAITING_TYPE:
                i, names = finish_type(s, i, stack, kind, value, position)
            elif action == _REF:  # R, O (a function type's ref-qualifier F ... R E: _closed)
                markers |= CXX
            continue
        elif c in _DIGITS:  # a source name: its length, then that many characters
            j = i + 1
            while j < n and s[j] in _DIGITS:
                j += 1
            end = j + (_DIGIT_VALUE[c] if j == i + 1 else int(s[i:j]))  # (one digit: no int())
            if end <= n and c != "0" and j - i <= MAX_NUMBER_DIGITS:
                word, i = s[j:end], end
                node, marks = _source_names.get(word) or _source_name(s, j, word)
                if marks:
                    markers |= _name_markers(marks, kinds, values)
                kind("SOURCE")
                if internal is not None or i < n and s[i] == "B":  # L <name>, F <name>, ABI tags
                    node, i, internal, markers = _wrapped(s, i, node, internal, stack, mode, markers)
                value(node)
                if not stack:
                    names = False
                elif elaborated or stack[-1] in AFTER_UNIT:
                    i, names, elaborated = _unit(s, i, stack, kinds, values, positions, names, elaborated)
                continue
            reader = _past_the_end  # (no length: a bare discriminator, else an error)
        elif c == "S":  # S_, S <seq-id> _; St, Sa...: std:: and its abbreviations (_std)
            if (nxt := s[i + 1:i + 2]) in _STD_NAMES:
                i, names = _std(s, i, names, stack, kinds, values, positions)
            else:
                index, end = (0, i + 2) if nxt == "_" else _seq(s, i + 1, "substitution")
                kind("SUBST")
                value((index, i))
                if modules or stack and stack[-1] in _AFTER_SUBST \
                        or len(kinds) > 1 and kinds[-2] == "CTOR_INHERIT":
                    i, names = _subst_done(s, i, end, names, stack, kinds, values, positions,
                                           modules and i not in plain, mode)
                else:
                    i, names = end, names if stack else False
            continue
        elif c in _CV or c == "U" and s[i + 1:i + 2] in _NONZERO_DIGITS and not (
                stack and stack[-1] in AWAITING_TYPE):  # r V K U<n>: qualifiers (_vendor_run's)
            i, marks = _qualifiers(s, i, kind, value)  # (NU3AS4...: a C++ for OpenCL method's this)
            markers |= marks | THIS_AS if marks & ADDRSPACE and len(kinds) > 1 and kinds[-2] == "NEST" else marks
            continue
        elif c == "D" and (quick := _d_quick(s, i, stack, kind, value))[0]:  # Dv<n>_, Dh...
            i, markers = quick[0], markers | quick[1]
            continue
        else:  # the tokens of the rarer letters
            reader = READERS.get(c, unexpected)
        lx = lx or Lexer(s, plain, mode, stack, kinds, values, positions)
        lx.cursor, lx.names, lx.internal, lx.elaborated = i, names, internal, elaborated
        reader(lx)
        i, names, internal, elaborated, modules = lx.cursor, lx.names, lx.internal, lx.elaborated, lx.modules
    return markers | lx.markers if lx else markers


def _d_quick(s: str, i: int, stack: list[str], kind: Callable[[str], None],
             value: Callable[[Any], None]) -> tuple[int, int]:
    """At ``i``, OpenCL's vectors ``Dv<n>_`` (``n`` of one or two digits) and the
    ``D``-prefixed builtin types where no type is awaited: their token, (end,
    markers); else no token and (0, 0): ``D``'s reader reads it."""
    nxt = s[i + 1:i + 2]
    builtin = _D_BUILTINS.get(nxt)
    if builtin is not None:
        if stack and stack[-1] in AWAITING_TYPE:
            return 0, 0
        kind("BUILTIN")
        value(builtin)
        return i + 2, OPENCL if builtin is _HALF else 0
    if nxt != "v" or s[i + 2:i + 3] not in _NONZERO_DIGITS:
        return 0, 0
    end = i + 4 if s[i + 3:i + 4] == "_" else i + 5 if s[i + 3:i + 4] in _DIGITS \
        and s[i + 4:i + 5] == "_" else 0
    if end:
        kind("DV")
        value(int(s[i + 2:end - 1]))
    return end, OPENCL


def _std(s: str, i: int, names: bool, stack: list[str], kinds: list[str], values: list[Any],
         positions: list[int]) -> tuple[int, bool]:
    """``St`` (``std::``, or ``St <operator-name>`` in a type) or an abbreviation
    ``Sa``... (with its ABI tags) at ``i``: (end, names)."""
    nxt = s[i + 1]
    i += 2
    if nxt == "t":
        kinds.append("STD")
        values.append(_STD)
        if not names and s[i:i + 1] in _LOWERCASE and not s.startswith("cv", i):
            positions.append(i)  # St <operator-name> in a type: std::operator|
            i = operator(s, i, kinds, values)
    else:
        kinds.append("ABBR")
        abbreviation: Name = ABBREVIATION_NODES[nxt]
        if s.startswith("B", i):  # ABI tags on the abbreviation: SsB1X
            abbreviation, i = tagged(abbreviation, s, i)
        values.append(abbreviation)
    if not stack or stack[-1] in "Zx":
        return i, nxt == "t" and names
    if stack[-1] in AFTER_UNIT and nxt != "t":
        return unit_done(s, i, stack, kinds.append, values.append, positions.append)
    return i, names


def _unit(s: str, i: int, stack: list[str], kinds: list[str], values: list[Any],
          positions: list[int], names: bool, elaborated: bool) -> tuple[int, bool, bool]:
    """A source name ended at ``i`` inside ``stack[-1]``, in a frame that a unit ends
    (AFTER_UNIT) or after ``Ts``/``Tu``/``Te`` (``elaborated``): (end, names, elaborated)."""
    if stack[-1] in AFTER_UNIT:
        i, names = unit_done(s, i, stack, kinds.append, values.append, positions.append)
        return i, names, elaborated
    if stack[-1] != "N":  # an elaborated type's name ends with its unit, outside N ... E
        return i, False, False
    return i, names, elaborated


def _closed(s: str, i: int, frame: str, stack: list[str], kinds: list[str], values: list[Any],
            positions: list[int], names: bool) -> tuple[int, bool]:
    """The ``E`` before ``i`` closed ``frame`` (popped): that closes a scope (a local
    name's encoding, a closure type's signature...), a function type (after its
    ref-qualifier, FUNC_REF), or completes a type or entity: (end, names)."""
    if frame in SCOPE_FRAMES:
        return close_scope(frame, s, i, stack, kinds, values, positions.append)
    if frame == "F" and kinds[-2] in _REFERENCES:  # F ... R E: the R was a ref-qualifier
        kinds[-2] = "FUNC_REF"
    if stack and stack[-1] in AFTER_CLOSE:  # that completed the type or entity
        return finish_type(s, i, stack, kinds.append, values.append, positions.append, unit_done)
    return i, names


def _opened(s: str, i: int, nested: bool, stack: list[str], kinds: list[str], values: list[Any],
            positions: list[int], markers: int) -> tuple[int, int]:
    """After ``N`` (``nested``), what it may have first besides its components at ``i``
    (``H``: an explicit object parameter; ``r``: restrict before a method's ``V`` and
    ``K``, ``NrVK``); after ``I`` in template arguments, GCC's old spelling of an
    argument pack ``I ... E`` where an argument starts: (end, ``markers`` with its own)."""
    if not nested:
        if kinds[-2] in BEFORE_OLD_PACK:
            kinds[-1] = "OLD_PACK"
        return i, markers
    positions.append(i)
    if s[i] == "H":
        kinds.append("EXPLICIT_THIS")
        values.append(None)
        return i + 1, markers
    i, marks = _qualifiers(s, i, kinds.append, values.append)
    return i, markers | marks


def _wrapped(s: str, i: int, node: Name, internal: Any, stack: list[str],
             mode: ReadingMode, markers: int) -> tuple[Name, int, None, int]:
    """The source name ``node`` that ends at ``i`` with its ABI tags, in the
    InternalName or FriendName (``internal``) an ``L`` or ``F`` before it asked
    for: (the name, end, None: no wrapper for the next, ``markers`` and
    SHORT_THEN_DIGIT where the InternalName's discriminator is under 10 and a
    digit follows it, ``L1f_1 2ab``)."""
    if i < len(s) and s[i] == "B":
        node, i = tagged(node, s, i)
    if internal is not None:
        node, i = internal_discriminator(internal(node), s, i, stack,
                                         mode.greedy_discriminators)
        if type(node) is InternalName and node.discriminator is not None \
                and node.discriminator < 10 and s[i:i + 1] in _DIGITS:
            markers |= SHORT_THEN_DIGIT
    return node, i, None, markers


def _name_markers(marks: int, kinds: list[str], values: list[Any]) -> int:
    """The markers of a source name (``marks``, before its token): a pipe's
    name after ``PU3AS1`` (alone) marks SPIR text too."""
    if marks & _PIPE and kinds[-2:] == ["PTR", "QUALS"] and values[-1] == _PLAIN_AS1:
        marks |= SPIR_TEXT
    return marks


def _subst_done(s: str, i: int, end: int, names: bool, stack: list[str], kinds: list[str],
                values: list[Any], positions: list[int], module: bool,
                mode: ReadingMode) -> tuple[int, bool]:
    """After the SUBST token at ``i`` (ending at ``end``) where it may be a module's
    (``module``: after a module name, not in ``plain``), the inherited base of an
    inheriting constructor, or end a unit: (end, names)."""
    if module and end < len(s) and (
            s[end] in MODULE_FOLLOWERS and (s[end] != "L" or s[end + 1:end + 2] in _NONZERO_DIGITS)
            or s.startswith("DC", end)  # a binding's, where a name
            or names and s[end] in _LOWERCASE and not s.startswith("cv", end)):  # stands: an operator's
        kinds[-1] = "MODULE_SUBST"  # a guess (see spirmangle.demangler.lexer.special)
        return end, names  # (after CI1 too: the base's module, CI1 S0_ WP1T 3foo)
    if len(kinds) > 1 and kinds[-2] == "CTOR_INHERIT":
        kinds[-1] = "INHERIT_SUBST"  # the inherited base (spirmangle.demangler.special)
    if not stack or stack[-1] in "Zx":
        return end, False
    if stack[-1] == "C" and kinds[-1] == "SUBST" and s.startswith("I", end) \
            and mode.subst_conversions:  # cv P S1_ I: the operator's arguments
        return finish_type(s, end, stack, kinds.append, values.append, positions.append)
    if stack[-1] in AFTER_UNIT:
        return unit_done(s, end, stack, kinds.append, values.append, positions.append)
    return end, names


def _past_the_end(lx: Lexer) -> None:
    """Digits at the cursor that are no source name's length (past the end of the
    name, a leading zero, too many): where they end a local name, as the last
    characters of the whole name, a bare discriminator (old Apple compilers';
    LLVM reads it); else the length's error."""
    s, i, n = lx.text, lx.cursor, len(lx.text)
    if s[i:].isdigit() and not lx.stack and "LOCAL" in lx.kinds:
        lx.kinds.append("DISCRIMINATOR")
        lx.values.append(bare_discriminator(s, i))
        lx.cursor = n
        return
    _bad_length(s, i)


def _bad_length(s: str, i: int) -> None:
    """Raise the error of the source name length at ``i`` (a leading zero, too many
    digits, or past the end of the name)."""
    if s[i] == "0":
        raise DemangleError(s, i, "a name's length has no leading zero")
    _length_prefixed(s, i, "name")  # raises the right error


def _source_name(s: str, j: int, word: str) -> tuple[Name, int]:
    """A new source name ``word`` at ``j`` (checked), and its markers; kept for reuse."""
    _check_identifier(s, j, word)
    found = (SourceName(word), _word_markers(word))
    if len(word) <= MAX_CACHED_LENGTH:
        if len(_source_names) >= MAX_CACHED:
            _source_names.clear()
        _source_names[word] = found
    return found
