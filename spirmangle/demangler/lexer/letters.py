"""The readers of the tokens that :func:`spirmangle.demangler.lexer.core.tokenize`
does not read in its loop: those that start with a rarer letter
(:data:`READERS`, by that letter: ``J`` and ``F`` among them; ``U``, whose
qualifier runs are rarer than ``K``'s) and an operator's name where a name may
stand.  Each takes the :class:`~spirmangle.demangler.lexer.state.Lexer` at the token's
first character (its position already recorded) and leaves its cursor after
the token, with ``names`` (and ``internal``, ``elaborated``, ``modules``,
``markers`` where the token sets them) updated."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional

from ...errors import DemangleError
from ...model import ConstraintParam, ConstructorName, DestructorName, FriendName, InternalName, LevelTemplateParam, Name, OperatorName, StdAbbreviation, TaggedName
from ...model.typecodes import OPERATORS
from .literals import BUILTINS, D_BUILTINS as _D_BUILTINS, literal as _literal
from .names import AFTER_UNIT, AWAITING_TYPE, LITERAL_FRAMES, LOCAL_FRAMES, array_dimension as _array, closure_or_unnamed as _closure_or_unnamed, discriminator, finish_type, greedy_discriminator, number as _number, template_param as _template_param, tt_conversion, type_done, unit_done
from .packs import DECL_LETTERS, param_decl
from .special import binding as _binding, literal_operator as _literal_operator, module as _module, vendor_operator as _vendor_operator
from .state import Lexer
from .types import d_extension, extended_type as _extended_type, float_n
from .words import ADDRSPACE, CXX, OPENCL, SHORT_THEN_DIGIT, THIS_AS, _length_prefixed, _qualifiers

_ELABORATED = {"s": "struct", "u": "union", "e": "enum"}
# Sa Sb Ss Si So Sd (the model is immutable: one node each serves every name)
ABBREVIATION_NODES = {c: StdAbbreviation("S" + c) for c in "absiod"}
_OPERATOR_NAMES = {code: OperatorName(code) for code in OPERATORS}
_LOWERCASE = frozenset("abcdefghijklmnopqrstuvwxyz")
_DIGITS = frozenset("0123456789")
_NONZERO_DIGITS = frozenset("123456789")
# After these a type follows, no literal (L1a is an internal name there)
_TYPE_AWAITED = frozenset({"PTR", "LREF", "RREF", "QUALS", "MEMBER", "DV", "ATOMIC", "COMPLEX",
                           "ARRAY", "EXPANSION", "STD"})
# ...and a module's name (W1M L1a: a module's internal name, never a literal)
_NAME_AWAITED = _TYPE_AWAITED | {"MODULE", "MODULE_SUBST"}
_HALF = BUILTINS["Dh"]
_STRUCTOR_DIGITS = frozenset("12345")
_OPEN_EXCEPTION = frozenset({"NOEXCEPT_OPEN", "THROW_OPEN"})  # their E closes an "X" frame
_TYPE_TOKENS = frozenset({"BUILTIN", "BITINT"})  # D-prefixed tokens that are whole types
_DECLTYPE = frozenset(("t", "T"))  # Dt, DT: decltype
_ARRAY_DIMENSION = frozenset("0123456789T_")  # what A <dimension> starts with, but expressions


def operator_name(lx: Lexer) -> None:
    """A lower-case letter where a name may stand: ``cv`` (a conversion operator,
    its type follows) or an operator's name."""
    s, i, stack = lx.text, lx.cursor, lx.stack
    if s.startswith("cv", i):
        lx.kinds.append("CONVERSION")
        lx.values.append(None)
        stack.append("C")
        lx.names = False
        lx.cursor = i + 2
        return
    i = operator(s, i, lx.kinds, lx.values)
    if not stack:
        lx.names = False
    elif stack[-1] in LOCAL_FRAMES:
        i, lx.names = unit_done(s, i, stack, lx.kinds.append, lx.values.append,
                                lx.positions.append)
    elif lx.elaborated and stack[-1] != "N":
        lx.names = lx.elaborated = False
    lx.cursor = i


def operator(s: str, i: int, kinds: list[str], values: list[Any]) -> int:
    """The OPERATOR token of the two-letter operator name at ``i`` (with any ABI
    tags): its end."""
    code = s[i:i + 2]
    node: Optional[Name] = _OPERATOR_NAMES.get(code)
    if node is None:
        if code[:1] == "v" and code[1:] in _DIGITS:  # a vendor extended operator
            node, i = _vendor_operator(s, i)
        elif code != "li":
            raise DemangleError(s, i, "unknown operator name %r" % code)
        else:
            node, i = _literal_operator(s, i)
    else:
        i += 2
    if i < len(s) and s[i] == "B":
        node, i = tagged(node, s, i)
    kinds.append("OPERATOR")
    values.append(node)
    return i


def tagged(name: Name, s: str, i: int) -> tuple[TaggedName, int]:
    """``name`` with the ABI tags ``B<source-name>...`` at ``i``: (tagged name, end)."""
    tags = []
    while i < len(s) and s[i] == "B":
        tag, i = _length_prefixed(s, i + 1, "ABI tag")
        tags.append(tag)
    return TaggedName(name, tuple(tags)), i


def open_types(lx: Lexer) -> None:
    """``J`` (an argument pack, or gcj's ``J <return type> <parameters>`` at the
    top) or ``F`` (a function type ``F [Y] ... E``, or a friend's ``F
    <source-name>`` in a nested name)."""
    s, i, stack, kinds = lx.text, lx.cursor, lx.stack, lx.kinds
    c = s[i]
    kinds.append("PACK" if c == "J" else "FUNC")
    lx.values.append(None)
    lx.cursor = i = i + 1
    if not stack and c == "J" and i > 3:  # gcj's J <return type> <parameters>
        kinds[-1] = "JAVA_RETURN"
        return
    if c == "F" and lx.names and (stack[-1:] == ["N"] or not stack and kinds[-2:-1] == ["STD"]) \
            and s[i:i + 1] in _NONZERO_DIGITS:  # (St F1T: std::friend T, as LLVM)
        kinds.pop()  # F <source-name> in a nested name: a member-like friend
        lx.values.pop()
        lx.positions.pop()
        lx.internal = FriendName
        return
    if c == "F" and lx.names and stack[-1:] == ["N"] and s[i:i + 2] in _OPERATOR_NAMES \
            and not s.startswith("cv", i):
        kinds.pop()  # F <operator-name>: a member-like friend operator (clang's constrained
        lx.values.pop()  # friend operator*, _ZN2ns1YIiEFdeES1_QLb1E), at F's position
        lx.cursor = operator(s, i, kinds, lx.values)
        lx.values[-1] = FriendName(lx.values[-1])
        return
    stack.append(c)
    lx.names = False
    if c == "F" and s.startswith("Y", i):  # extern "C": F Y <types> E
        lx.values[-1] = True
        lx.cursor = i + 1


def qualifiers(lx: Lexer) -> None:
    """``r``, ``V``, ``K`` or ``U``: a run of qualifiers; or clang's ``Ua``/``Ub``
    (spirmangle.demangler.lexer.legacy), a closure's ``Ul`` or an unnamed type's ``Ut``."""
    s, i, kinds = lx.text, lx.cursor, lx.kinds
    end, marks = _qualifiers(s, i, kinds.append, lx.values.append)
    if marks >= 0:
        lx.cursor = end
        lx.markers |= marks
        if kinds[-1] == "VENDOR_QUAL" and lx.stack and lx.stack[-1] in AWAITING_TYPE:
            # (U3foo I...E <type> as a conversion's or a literal's type: its E
            # completes no type, the type after it does: names.vendor_args_closed)
            lx.stack.append("U")
        if marks & ADDRSPACE and len(kinds) > 1 and kinds[-2] == "NEST":
            lx.markers |= THIS_AS  # NU3AS4...: a C++ for OpenCL method's this
    elif s[i + 1] in "ab":  # Ua9enable_ifI, Ub_: clang's (spirmangle.demangler.lexer.legacy)
        from . import legacy as _legacy  # (the rarer readers load on first use: start-up, issue 23)

        lx.cursor, lx.names = _legacy.u_form(s, i, lx.stack, kinds.append, lx.values.append,
                                             lx.positions.append)
    else:  # Ul or Ut: a closure or unnamed type's name
        lx.cursor, lx.names = _closure_or_unnamed(s, i, lx.stack, kinds.append,
                                                  lx.values.append, lx.positions.append)


def template_param(lx: Lexer) -> None:
    """``T``: a template parameter (``T_``, ``TL...``), its declaration (``Ty``...)
    or an elaborated class type (``Ts``, ``Tu``, ``Te``)."""
    s, i, stack, kind, value = lx.text, lx.cursor, lx.stack, lx.kinds.append, lx.values.append
    if s[i + 1:i + 2] in DECL_LETTERS:  # a template parameter's declaration
        lx.cursor = param_decl(s, i, stack, kind, value)
        return
    if s[i + 1:i + 2] in _ELABORATED:  # Ts, Tu, Te: an elaborated class type
        kind("ELABORATED")
        value(_ELABORATED[s[i + 1]])
        lx.cursor = i + 2
        lx.names = lx.elaborated = True
        return
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
        i, lx.names = finish_type(s, i, stack, kind, value, lx.positions.append)
    lx.cursor = i


def d_token(lx: Lexer) -> None:
    """``D``: a vector ``Dv``, ``decltype``, ``_BitInt``, ``noexcept``, a
    destructor, a structured binding or another D-prefixed type."""
    s, i, stack, kinds, values = lx.text, lx.cursor, lx.stack, lx.kinds, lx.values
    kind, value, position = kinds.append, values.append, lx.positions.append
    nxt, third = s[i + 1:i + 2], s[i + 2:i + 3]
    if nxt == "v" and third not in _DIGITS and third:
        from . import subexprs as _subexprs

        lx.cursor, lx.names = _subexprs.vector(s, i, stack, kind, value, position)  # Dv _ <expr> _
    elif nxt == "v":  # a vector Dv<n>_
        j = i + 2
        while j < len(s) and s[j] in _DIGITS:
            j += 1
        if j == i + 2 or j - i > 6 or j >= len(s) or s[j] != "_":
            raise DemangleError(s, i, "bad vector type")
        kind("DV")
        value(int(s[i + 2:j]))
        lx.cursor = j + 1
        lx.markers |= OPENCL
    elif nxt in _DECLTYPE:
        from . import exprs as _exprs

        lx.cursor, lx.names = _exprs.decltype(s, i, stack, kind, value, position)
    elif nxt in ("B", "U") and third not in _DIGITS and third:
        from . import subexprs as _subexprs

        lx.cursor, lx.names = _subexprs.bit_int(s, i, stack, kind, value, position)  # DB <expr> _
    elif nxt == "O" and third not in ("T", "L"):
        from . import exprs as _exprs

        lx.cursor, lx.names = _exprs.noexcept_expr(s, i, stack, kind, value, position)
    else:
        i = _d_prefixed(lx, i)
        if values[-1] is _HALF:
            lx.markers |= OPENCL
        elif kinds[-1] in _OPEN_EXCEPTION:
            stack.append("X")
            lx.names = False
        if stack and stack[-1] in AWAITING_TYPE and kinds[-1] in _TYPE_TOKENS:
            i, lx.names = type_done(s, i, stack, kind, value, position)
        elif kinds[-1] == "BINDING":  # a name unit, as a source name
            if not stack:
                lx.names = False
            elif stack[-1] in AFTER_UNIT:
                i, lx.names = unit_done(s, i, stack, kind, value, position)
        lx.cursor = i


def _d_prefixed(lx: Lexer, i: int) -> int:
    s, kind, value = lx.text, lx.kinds.append, lx.values.append
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
            dtor, i = tagged(dtor, s, i)
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


def l_token(lx: Lexer) -> None:
    """``L``: internal linkage (before a source name where a name may stand, or
    before a class type's name outside template arguments, where ``L`` starts a
    literal, but after P, R, O or qualifiers: a type); else a literal."""
    s, i, stack, kinds = lx.text, lx.cursor, lx.stack, lx.kinds
    if lx.names or s[i + 1:i + 2] in _NONZERO_DIGITS and (
            not stack or stack[-1] not in LITERAL_FRAMES or kinds[-1] in _NAME_AWAITED):
        if s[i + 1:i + 2] not in _NONZERO_DIGITS:
            raise DemangleError(s, i, "expected a name after 'L' (internal linkage)")
        lx.positions.pop()  # the source name is the token
        lx.internal = InternalName
        lx.cursor = i + 1
        return
    i = _literal(s, i, kinds.append, lx.values.append, lx.positions.append)
    if kinds[-1] == "LITERAL_OPEN":
        stack.append("j" if s[i] == "C" else "L")
        lx.names = False
    elif kinds[-1] == "EXTERNAL_OPEN" or kinds[-1] == "LAMBDA_OPEN":
        stack.append("x")
        lx.names = True
    elif kinds[-1] == "TEMPLATE_OBJECT":  # (L_Z TA: a template argument, then E)
        stack.append("x")
        lx.names = False
    lx.cursor = i


def c_token(lx: Lexer) -> None:
    """``C``: a constructor ``C1``...``C5`` where a name may stand, an inheriting
    constructor's ``CI1``/``CI2`` (its base class's name follows), else a complex
    type ``C <type>``."""
    s, i = lx.text, lx.cursor
    nxt = s[i + 1:i + 2]
    if lx.names and nxt in _STRUCTOR_DIGITS:
        lx.kinds.append("CTOR")
        ctor: Name = ConstructorName(int(nxt))
        i += 2
        if i < len(s) and s[i] == "B":
            ctor, i = tagged(ctor, s, i)
        lx.values.append(ctor)
        lx.cursor = i
    elif nxt == "I" and s[i + 2:i + 3] in ("1", "2", "3", "4", "5"):
        lx.kinds.append("CTOR_INHERIT")  # the base class's name follows
        lx.values.append(int(s[i + 2]))
        lx.cursor = i + 3
    else:
        lx.kinds.append("COMPLEX")  # C <type>: a complex type (C1...C5 in a name are constructors)
        lx.values.append(False)
        lx.cursor = i + 1


def module(lx: Lexer) -> None:
    """``W``: a module name (a substitution may stand for one from now on)."""
    lx.kinds.append("MODULE")
    node, lx.cursor = _module(lx.text, lx.cursor)
    lx.values.append(node)
    lx.modules = True


def array(lx: Lexer) -> None:
    """``A``: an array type, its dimension a number, a template parameter, none or
    an expression."""
    s, i = lx.text, lx.cursor
    if s[i + 1:i + 2] not in _ARRAY_DIMENSION:
        from . import exprs as _exprs

        lx.cursor, lx.names = _exprs.array(s, i, lx.stack, lx.kinds.append, lx.values.append,
                                           lx.positions.append)
        return
    lx.kinds.append("ARRAY")
    dimension, lx.cursor = _array(s, i)
    lx.values.append(dimension)


def member(lx: Lexer) -> None:
    """``M``: a pointer to member, its class type then its member type."""
    s, i, stack = lx.text, lx.cursor + 1, lx.stack
    lx.kinds.append("MEMBER")
    lx.values.append(None)
    lx.cursor = i
    if stack and stack[-1] in AWAITING_TYPE:  # two types complete this one
        stack.append("M")
    elif stack and stack[-1] == "N" and s[i:i + 1] in ("I", "E", "M", ""):
        raise DemangleError(s, i, "a data member prefix needs a name after it")


def local(lx: Lexer) -> None:
    """``Z``: a local name's encoding follows."""
    lx.markers |= CXX
    lx.kinds.append("LOCAL")
    lx.values.append(None)
    lx.stack.append("Z")
    lx.names = True
    lx.cursor += 1


def underscore(lx: Lexer) -> None:
    """``_``: the end of ``rQ``'s parameter types, else a discriminator."""
    s, i, stack = lx.text, lx.cursor, lx.stack
    if stack and stack[-1] == "P":  # rQ <types> _: its requirements follow
        lx.kinds.append("END")
        lx.values.append(None)
        stack.pop()
        from . import exprs as _exprs

        lx.cursor, lx.names = _exprs.resume(s, i + 1, stack, lx.kinds.append, lx.values.append,
                                            lx.positions.append)
        return
    lx.kinds.append("DISCRIMINATOR")
    number, lx.cursor = (greedy_discriminator if lx.mode.greedy_discriminators
                         else discriminator)(s, i)
    lx.values.append(number)
    if number < 10 and s[lx.cursor:lx.cursor + 1] in _DIGITS:  # (c++filt reads it greedily)
        lx.markers |= SHORT_THEN_DIGIT


def extended_type(lx: Lexer) -> None:
    """``G`` (an imaginary type) or ``u`` (a vendor extended type)."""
    lx.cursor, lx.names = _extended_type(lx.text, lx.cursor, lx.stack, lx.kinds.append,
                                         lx.values.append, lx.positions.append, lx.names)


def requires(lx: Lexer) -> None:
    """``Q``: a requires-clause, ending template arguments (or a template template
    parameter's declarations, ``Tt ... Q ... E``), a closure type's (``Ul <decls> Q
    <expression> <types> E``) or a function's (trailing)."""
    s, i, stack = lx.text, lx.cursor, lx.stack
    kind, value, position = lx.kinds.append, lx.values.append, lx.positions.append
    from . import exprs as _exprs

    if stack and stack[-1] in ("I", "t"):
        lx.cursor, lx.names = _exprs.args_requires(s, i, stack, kind, value, position)
    elif stack and stack[-1] == "l":
        from .lambdas import requires as _lambda_requires

        lx.cursor, lx.names = _lambda_requires(s, i, stack, kind, value, position)
    else:
        lx.cursor, lx.names = _exprs.requires(s, i, stack, kind, value, position)


def template_arg(lx: Lexer) -> None:
    """``X``: a template argument that is an expression."""
    from . import exprs as _exprs

    lx.cursor, lx.names = _exprs.template_arg(lx.text, lx.cursor, lx.stack, lx.kinds.append,
                                              lx.values.append, lx.positions.append)


def unexpected(lx: Lexer) -> None:
    """A character no token starts with."""
    raise DemangleError(lx.text, lx.cursor, "unexpected character %r" % lx.text[lx.cursor])


READERS: dict[str, Callable[[Lexer], None]] = {
    "J": open_types, "F": open_types, "U": qualifiers, "T": template_param,
    "D": d_token, "L": l_token, "C": c_token, "W": module, "A": array, "M": member, "Z": local,
    "_": underscore, "G": extended_type, "u": extended_type, "Q": requires, "X": template_arg}
