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

from typing import Any, Optional

from ...errors import DemangleError
from .types import d_extension, extended_type, float_n
from .names import AFTER_CLOSE, AFTER_UNIT, AWAITING_TYPE, LITERAL_FRAMES, LOCAL_FRAMES, MAX_NUMBER_DIGITS, SCOPE_FRAMES, close_scope, finish_type, discriminator, internal_discriminator, tt_conversion, type_done, array_dimension as _array, closure_or_unnamed as _closure_or_unnamed, number as _number, template_param as _template_param, unit_done
from .special import MODULE_FOLLOWERS, binding as _binding, literal_operator as _literal_operator, vendor_operator as _vendor_operator, module as _module, special as _special
from . import exprs as _exprs
from .literals import BUILTINS as BUILTINS, D_BUILTINS as _D_BUILTINS
from .literals import ONE_LETTER_BUILTINS as _ONE_LETTER_BUILTINS, literal as _literal
from . import legacy as _legacy
from . import subexprs as _subexprs
from .lambdas import requires as _lambda_requires
from .packs import BEFORE_OLD_PACK, DECL_LETTERS, param_decl
from .words import ADDRSPACE, CXX, MAX_CACHED, MAX_CACHED_LENGTH, OPENCL, SPIR_TEXT, THIS_AS, _PIPE, _check_identifier, _length_prefixed, _qualifiers, _source_names, _word_markers
from ...limits import MAX_NAME_LENGTH
from ..reading_mode import ABI_READING, ReadingMode
from .frames import for_mode
from ...model import ConstraintParam, LevelTemplateParam, AddressSpace, ConstructorName, DestructorName, InternalName, FriendName, LValueReference, Name, OperatorName, Pointer, RValueReference, SourceName, StdAbbreviation, StdName, TaggedName
from ...model.typecodes import OPERATORS


# (address space, const, volatile, restrict, other vendor qualifiers, host spelling)
# tokenize()'s result: kinds, values, positions, markers
Tokens = tuple[list[str], list[Any], list[int], int]

_ELABORATED = {"s": "struct", "u": "union", "e": "enum"}
# Sa Sb Ss Si So Sd (the model is immutable: one node each serves every name)
_ABBREVIATION_NODES = {c: StdAbbreviation("S" + c) for c in "absiod"}
# Tokens of one character: (kind, value, what they do to the open constructs:
# _OPEN_NAME, _OPEN_TYPES, _CLOSE, _TYPE_DONE or 0).
_OPEN_NAME, _OPEN_TYPES, _CLOSE, _TYPE_DONE, _REF = 1, 2, 3, 4, 5
_ONE_CHARACTER: dict[str, tuple[str, Any, int]] = {
    c: ("BUILTIN", b, _TYPE_DONE) for c, b in _ONE_LETTER_BUILTINS.items()}
_ONE_CHARACTER.update({"P": ("PTR", Pointer, 0), "R": ("LREF", LValueReference, _REF),
                       "O": ("RREF", RValueReference, _REF), "N": ("NEST", None, _OPEN_NAME),
                       "E": ("END", None, _CLOSE), "I": ("TARGS", None, _OPEN_TYPES),
                       "J": ("PACK", None, _OPEN_TYPES),
                       "F": ("FUNC", None, _OPEN_TYPES)})
_OPERATOR_NAMES = {code: OperatorName(code) for code in OPERATORS}
_LOWERCASE = frozenset("abcdefghijklmnopqrstuvwxyz")
_DIGITS = frozenset("0123456789")
_DIGIT_VALUE = {str(d): d for d in range(10)}
_AFTER_NEST = frozenset("Hr")  # what N may have first besides its components
_NONZERO_DIGITS = frozenset("123456789")
# After these a type follows, no literal (L1a is an internal name there)
_TYPE_AWAITED = frozenset({"PTR", "LREF", "RREF", "QUALS", "MEMBER", "DV", "ATOMIC", "COMPLEX",
                           "ARRAY", "EXPANSION", "STD"})
# ...and a module's name (W1M L1a: a module's internal name, never a literal)
_NAME_AWAITED = _TYPE_AWAITED | {"MODULE", "MODULE_SUBST"}
_SEQ_SET = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_CV = frozenset("rVK")
_STD = StdName()
_HALF = BUILTINS["Dh"]
_PLAIN_AS1 = (AddressSpace.GLOBAL, False, False, False, (), False, False)  # U3AS1 alone
_STRUCTOR_DIGITS = frozenset("12345")
_OPEN_EXCEPTION = frozenset({"NOEXCEPT_OPEN", "THROW_OPEN"})  # their E closes an "X" frame
_TYPE_TOKENS = frozenset({"BUILTIN", "BITINT"})
_DECLTYPE = frozenset(("t", "T"))  # Dt, DT: decltype
_ARRAY_DIMENSION = frozenset("0123456789T_")  # what A <dimension> starts with, but expressions  # D-prefixed tokens that are whole types

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
    kinds: list[str] = []
    values: list[Any] = []
    positions: list[int] = []
    kind = kinds.append
    value = values.append
    position = positions.append
    n = len(s)
    i = 2
    markers = 0
    # Lower-case letters are builtin types, except where an unqualified name may
    # stand (the start of the encoding, or a component of N...E): there they
    # begin an operator name.  ``stack`` holds the open constructs: "N" (name
    # components), "I" and "F" (types), "C" (the type of a conversion operator),
    # "L" (a literal's type), and those of spirmangle.demangler.lexer.names: "Z" (a local
    # name's encoding), "e" (its entity), "l" (a closure type's signature).
    stack: list[str] = [] if mode is ABI_READING else for_mode(mode)
    names = True
    internal: Any = None  # InternalName after an ``L``, FriendName after a friend's ``F``: wraps the next source name
    modules = False  # a module name was read: a substitution may stand for one
    elaborated = False  # Ts/Tu/Te opened a name: the type ends with its unit (outside N ... E)
    if s[2:3] in ("T", "G"):
        i, names = _special(s, kind, value, position)
        if kinds[0] == "CTOR_VTABLE":
            stack.append("c")  # its first type, then an offset
    one_character = _ONE_CHARACTER
    while i < n:
        c = s[i]
        position(i)
        if names and c in _LOWERCASE:
            code = s[i:i + 2]
            i += 2
            if code == "cv":
                kind("CONVERSION")
                value(None)
                stack.append("C")
                names = False
                continue
            i = _operator(s, i - 2, kind, value)
            if not stack:
                names = False
            elif stack[-1] in LOCAL_FRAMES:
                i, names = unit_done(s, i, stack, kind, value, position)
            elif elaborated and stack[-1] != "N":
                names = elaborated = False
            continue
        token = one_character.get(c)
        if token is not None:
            kind(token[0])
            value(token[1])
            i += 1
            action = token[2]
            if not action:
                continue
            if action == _TYPE_DONE:
                if stack and stack[-1] in AWAITING_TYPE:
                    i, names = finish_type(s, i, stack, kind, value, position)
            elif action == _CLOSE:
                frame = stack.pop() if stack else ""
                if frame in SCOPE_FRAMES:
                    i, names = close_scope(frame, s, i, stack, kinds, values, position)
                    continue
                names = bool(stack) and stack[-1] == "N"
                if stack and stack[-1] in AFTER_CLOSE:  # that completed the type or entity
                    i, names = finish_type(s, i, stack, kind, value, position, unit_done)
            elif action == _OPEN_NAME:
                stack.append("N")
                names = True
                markers |= CXX
                nxt = s[i:i + 1]
                if nxt not in _AFTER_NEST:
                    continue
                if nxt == "H":  # NH: an explicit object parameter
                    position(i)
                    kind("EXPLICIT_THIS")
                    value(None)
                    i += 1
                elif nxt == "r":  # restrict before the method's V and K: NrVK
                    position(i)
                    i, marks = _qualifiers(s, i, kind, value)
                    markers |= marks
            elif action == _OPEN_TYPES:
                if not stack and c == "J" and i > 3:  # gcj's J <return type> <parameters>
                    kinds[-1] = "JAVA_RETURN"
                    continue
                if c == "F" and names and (stack[-1:] == ["N"] or not stack and kinds[-2:-1] == ["STD"]) \
                        and s[i:i + 1] in _NONZERO_DIGITS:  # (St F1T: std::friend T, as LLVM)
                    kinds.pop()  # F <source-name> in a nested name: a member-like friend
                    values.pop()
                    positions.pop()
                    internal = FriendName
                    continue
                stack.append(c)
                names = False
                if c == "F" and s.startswith("Y", i):  # extern "C": F Y <types> E
                    values[-1] = True
                    i += 1
                if c == "I":
                    markers |= CXX
                    if len(stack) > 1 and stack[-2] in "IJ" and kinds[-2] in BEFORE_OLD_PACK:
                        kinds[-1] = "OLD_PACK"  # GCC's I...E pack, where an argument starts
            else:  # _REF: a function type's ref-qualifier: F ... R E
                markers |= CXX
                if stack and stack[-1] == "F" and s.startswith("E", i):
                    kinds[-1] = "FUNC_REF"
        elif c in _DIGITS:  # a source name: its length, then that many characters
            j = i + 1
            if j < n and s[j] in _DIGITS:
                j += 1
                while j < n and s[j] in _DIGITS:
                    j += 1
                end = j + int(s[i:j])
            else:  # a one-digit length (most names): no int()
                end = j + _DIGIT_VALUE[c]
            if end > n or c == "0" or j - i > MAX_NUMBER_DIGITS:
                _bad_length(s, i)
            word = s[j:end]
            i = end
            found = _source_names.get(word)
            if found is None:
                found = _source_name(s, j, word)
            node: Name
            node, marks = found
            if marks:
                if marks & _PIPE and kinds[-2:] == ["PTR", "QUALS"] and values[-1] == _PLAIN_AS1:
                    marks |= SPIR_TEXT
                markers |= marks
            kind("SOURCE")
            if i < n and s[i] == "B":
                node, i = _tagged(node, s, i)
            if internal is not None:
                node, i = internal_discriminator(internal(node), s, i, stack)
                internal = None
            value(node)
            if not stack:
                names = False
            elif stack[-1] in AFTER_UNIT:
                i, names = unit_done(s, i, stack, kind, value, position)
            elif elaborated and stack[-1] != "N":
                names = elaborated = False
        elif c == "S":
            nxt = s[i + 1:i + 2]
            if nxt == "t":
                kind("STD")
                value(_STD)
                i += 2
                if not names and s[i:i + 1] in _LOWERCASE and not s.startswith("cv", i):
                    position(i)  # St <operator-name> in a type: std::operator|
                    i = _operator(s, i, kind, value)
            elif nxt in _ABBREVIATION_NODES:
                kind("ABBR")
                abbreviation: Name = _ABBREVIATION_NODES[nxt]
                i += 2
                if s.startswith("B", i):  # ABI tags on the abbreviation: SsB1X
                    abbreviation, i = _tagged(abbreviation, s, i)
                value(abbreviation)
            elif nxt == "_":
                kind("SUBST")
                value((0, i))
                i += 2
            else:
                index, j = _seq(s, i + 1, "substitution")
                kind("SUBST")
                value((index, i))
                i = j
            if modules and kinds[-1] == "SUBST" and i < n and positions[-1] not in plain and (
                    s[i] in MODULE_FOLLOWERS and (s[i] != "L" or s[i + 1:i + 2] in _NONZERO_DIGITS)
                    or s.startswith("DC", i)  # a binding's, where a name
                    or names and s[i] in _LOWERCASE and not s.startswith("cv", i)):  # stands: an operator's
                kinds[-1] = "MODULE_SUBST"  # a guess (see spirmangle.demangler.lexer.special)
                continue  # (after CI1 too: the base's module, CI1 S0_ WP1T 3foo)
            if kinds[-1] == "SUBST" and len(kinds) > 1 and kinds[-2] == "CTOR_INHERIT":
                kinds[-1] = "INHERIT_SUBST"  # the inherited base (spirmangle.demangler.special)
            if not stack or stack[-1] in "Zx":
                names = nxt == "t" and names
            elif stack[-1] == "C" and kinds[-1] == "SUBST" and s.startswith("I", i) \
                    and mode.subst_conversions:  # cv P S1_ I: the operator's arguments
                i, names = finish_type(s, i, stack, kind, value, position)
            elif stack[-1] in AFTER_UNIT and nxt != "t":
                i, names = unit_done(s, i, stack, kind, value, position)
        elif c in _CV or c == "U":
            end, marks = _qualifiers(s, i, kind, value)
            if marks >= 0:
                i = end
                markers |= marks
                if marks & ADDRSPACE and len(kinds) > 1 and kinds[-2] == "NEST":
                    markers |= THIS_AS  # NU3AS4...: a C++ for OpenCL method's this
            elif s[i + 1] in "ab":  # Ua9enable_ifI, Ub_: clang's (spirmangle.demangler.lexer.legacy)
                i, names = _legacy.u_form(s, i, stack, kind, value, position)
            else:  # Ul or Ut: a closure or unnamed type's name
                i, names = _closure_or_unnamed(s, i, stack, kind, value, position)
        elif c == "T":
            if s[i + 1:i + 2] in DECL_LETTERS:  # a template parameter's declaration
                i = param_decl(s, i, stack, kind, value)
                continue
            if s[i + 1:i + 2] in _ELABORATED:  # Ts, Tu, Te: an elaborated class type
                kind("ELABORATED")
                value(_ELABORATED[s[i + 1]])
                i += 2
                names = elaborated = True
                continue
            if s.startswith("L", i + 1):  # TL <level-1> _ [<index-1>] _ (in a lambda's
                # signature, spirmangle.demangler.levels checks its level)
                level, j = _number(s, i + 2)
                if not s.startswith("_", j):
                    raise DemangleError(s, i, "bad template parameter")
                index, j = _template_param(s, j + 1)
                kind("TPARAM_LEVEL")
                value(LevelTemplateParam(level + 1, index))
            else:
                index, j = _template_param(s, i + 1)
                if "Q" in stack or "q" in stack or "h" in stack:  # in a constraint (lexer_requires)
                    kind("CONSTRAINT_PARAM")
                    value(ConstraintParam(index))
                else:
                    kind("TPARAM")
                    value((index, i))
            i = j
            if stack and stack[-1] in AWAITING_TYPE and not (
                    stack[-1] == "y" and s.startswith("I", i)  # T_ <args> in an expression
                    or stack[-1] == "C" and s.startswith("I", i) and tt_conversion(stack)):
                i, names = finish_type(s, i, stack, kind, value, position)
        elif c == "D":
            if s[i + 1:i + 2] == "v" and s[i + 2:i + 3] not in _DIGITS and s[i + 2:i + 3]:
                i, names = _subexprs.vector(s, i, stack, kind, value, position)  # Dv _ <expr> _
            elif s[i + 1:i + 2] == "v":  # a vector Dv<n>_
                j = i + 2
                while j < n and s[j] in _DIGITS:
                    j += 1
                if j == i + 2 or j - i > 6 or j >= n or s[j] != "_":
                    raise DemangleError(s, i, "bad vector type")
                kind("DV")
                value(int(s[i + 2:j]))
                i = j + 1
                markers |= OPENCL
            elif s[i + 1:i + 2] in _DECLTYPE:
                i, names = _exprs.decltype(s, i, stack, kind, value, position)
            elif s[i + 1:i + 2] in ("B", "U") and s[i + 2:i + 3] not in _DIGITS and s[i + 2:i + 3]:
                i, names = _subexprs.bit_int(s, i, stack, kind, value, position)  # DB <expr> _
            elif s[i + 1:i + 2] == "O" and s[i + 2:i + 3] not in ("T", "L"):
                i, names = _exprs.noexcept_expr(s, i, stack, kind, value, position)
            else:
                i = _d_prefixed(s, i, kind, value)
                if values[-1] is _HALF:
                    markers |= OPENCL
                elif kinds[-1] in _OPEN_EXCEPTION:
                    stack.append("X")
                    names = False
                if stack and stack[-1] in AWAITING_TYPE and kinds[-1] in _TYPE_TOKENS:
                    i, names = type_done(s, i, stack, kind, value, position)
                elif kinds[-1] == "BINDING":  # a name unit, as a source name
                    if not stack:
                        names = False
                    elif stack[-1] in AFTER_UNIT:
                        i, names = unit_done(s, i, stack, kind, value, position)
        elif c == "L" and (names or s[i + 1:i + 2] in _NONZERO_DIGITS
                           and (not stack or stack[-1] not in LITERAL_FRAMES
                                or kinds[-1] in _NAME_AWAITED)):
            # Internal linkage: ``L`` before a source name where a name may stand,
            # or before a class type's name (outside template arguments, where L
            # starts a literal, but after P, R, O or qualifiers: a type).
            if s[i + 1:i + 2] not in _NONZERO_DIGITS:
                raise DemangleError(s, i, "expected a name after 'L' (internal linkage)")
            positions.pop()  # the source name is the token
            internal = InternalName
            i += 1
        elif c == "L":
            i = _literal(s, i, kind, value)
            if kinds[-1] == "LITERAL_OPEN":
                stack.append("j" if s[i] == "C" else "L")
                names = False
            elif kinds[-1] == "EXTERNAL_OPEN" or kinds[-1] == "LAMBDA_OPEN":
                stack.append("x")
                names = True
        elif c == "C" and names and s[i + 1:i + 2] in _STRUCTOR_DIGITS:
            kind("CTOR")
            ctor: Name = ConstructorName(int(s[i + 1]))
            i += 2
            if i < n and s[i] == "B":
                ctor, i = _tagged(ctor, s, i)
            value(ctor)
        elif c == "C" and s[i + 1:i + 2] == "I" and s[i + 2:i + 3] in ("1", "2", "3", "4", "5"):
            kind("CTOR_INHERIT")  # the base class's name follows
            value(int(s[i + 2]))
            i += 3
        elif c == "C":
            kind("COMPLEX")  # C <type>: a complex type (C1...C5 in a name are constructors)
            value(False)
            i += 1
        elif c == "W":
            kind("MODULE")
            module, i = _module(s, i)
            value(module)
            modules = True
        elif c == "A" and s[i + 1:i + 2] not in _ARRAY_DIMENSION:
            i, names = _exprs.array(s, i, stack, kind, value, position)
        elif c == "A":
            kind("ARRAY")
            dimension, i = _array(s, i)
            value(dimension)
        elif c == "M":
            kind("MEMBER")
            value(None)
            i += 1
            if stack and stack[-1] in AWAITING_TYPE:  # two types complete this one
                stack.append("M")
            elif stack and stack[-1] == "N" and s[i:i + 1] in ("I", "E", "M", ""):
                raise DemangleError(s, i, "a data member prefix needs a name after it")
        elif c == "Z":
            markers |= CXX
            kind("LOCAL")
            value(None)
            stack.append("Z")
            names = True
            i += 1
        elif c == "_" and stack and stack[-1] == "P":  # rQ <types> _: its requirements follow
            kind("END")
            value(None)
            stack.pop()
            i, names = _exprs.resume(s, i + 1, stack, kind, value, position)
        elif c == "_":
            kind("DISCRIMINATOR")
            number, i = discriminator(s, i)
            value(number)
        elif c == "G" or c == "u":  # an imaginary type, a vendor extended type
            i, names = extended_type(s, i, stack, kind, value, position, names)
        elif c == "Q" and stack and stack[-1] in ("I", "t"):  # Q <expression> E ending template
            # arguments, or a template template parameter's declarations (Tt ... Q ... E)
            i, names = _exprs.args_requires(s, i, stack, kind, value, position)
        elif c == "Q" and stack and stack[-1] == "l":  # Ul <decls> Q <expression> <types> E
            i, names = _lambda_requires(s, i, stack, kind, value, position)
        elif c == "Q":  # a trailing requires-clause: Q <expression>
            i, names = _exprs.requires(s, i, stack, kind, value, position)
        elif c == "X":  # a template argument that is an expression
            i, names = _exprs.template_arg(s, i, stack, kind, value, position)
        else:
            raise DemangleError(s, i, "unexpected character %r" % c)
    kind("$END")
    value(None)
    position(n)
    return kinds, values, positions, markers


def _bad_length(s: str, i: int) -> None:
    """Raise the error of the source name length at ``i`` (a leading zero, too many
    digits, or past the end of the name)."""
    if s[i] == "0":
        raise DemangleError(s, i, "a name's length has no leading zero")
    _length_prefixed(s, i, "name")  # raises the right error


def _source_name(s: str, j: int, word: str) -> tuple[SourceName, int]:
    """A new source name ``word`` at ``j`` (checked), and its markers; kept for reuse."""
    _check_identifier(s, j, word)
    found = (SourceName(word), _word_markers(word))
    if len(word) <= MAX_CACHED_LENGTH:
        if len(_source_names) >= MAX_CACHED:
            _source_names.clear()
        _source_names[word] = found
    return found


def _operator(s: str, i: int, kind: Any, value: Any) -> int:
    """The OPERATOR token of the two-letter operator name at ``i`` (with any ABI
    tags): its end."""
    code = s[i:i + 2]
    operator: Optional[Name] = _OPERATOR_NAMES.get(code)
    if operator is None:
        if code[:1] == "v" and code[1:] in _DIGITS:  # a vendor extended operator
            operator, i = _vendor_operator(s, i)
        elif code != "li":
            raise DemangleError(s, i, "unknown operator name %r" % code)
        else:
            operator, i = _literal_operator(s, i)
    else:
        i += 2
    if i < len(s) and s[i] == "B":
        operator, i = _tagged(operator, s, i)
    kind("OPERATOR")
    value(operator)
    return i


def _tagged(name: Name, s: str, i: int) -> tuple[TaggedName, int]:
    """``name`` with the ABI tags ``B<source-name>...`` at ``i``: (tagged name, end)."""
    tags = []
    while i < len(s) and s[i] == "B":
        tag, i = _length_prefixed(s, i + 1, "ABI tag")
        tags.append(tag)
    return TaggedName(name, tuple(tags)), i


def _d_prefixed(s: str, i: int, kind: Any, value: Any) -> int:
    nxt = s[i + 1:i + 2]
    if nxt == "F":
        return float_n(s, i, kind, value)
    if nxt == "p":
        kind("EXPANSION")
        value(None)
        return i + 2
    if nxt and nxt in "012345":
        kind("DTOR")
        dtor: Name = DestructorName(int(nxt))
        i += 2
        if s.startswith("B", i):
            dtor, i = _tagged(dtor, s, i)
        value(dtor)
        return i
    builtin = _D_BUILTINS.get(nxt)
    if builtin is None:
        if nxt == "C":
            kind("BINDING")
            node, i = _binding(s, i)
            value(node)
            return i
        return d_extension(s, i, kind, value)
    kind("BUILTIN")
    value(builtin)
    return i + 2
