"""The tokens of expressions (for :mod:`spirmangle.demangler.lexer.core`).

:func:`spirmangle.demangler.lexer.core.tokenize` enters here where an expression starts: a
template argument ``X <expression> E``, a ``decltype`` type ``Dt``/``DT``, an
array dimension ``A <expression> _``.  In an expression a two-letter lower-case
code is an operator whose token kind carries its arity, so the grammar stays
LALR(1) without looking at the code:

================  ===========================================================
EXPR_UNARY        ``ng``, ``nt``, ``pp_``, ``pp`` (postfix), ``sz``, ``sp``...
EXPR_BINARY       ``pl``, ``aS``, ``ix``, ``dt``, ``pt``...; EXPR_TERNARY ``qu``
EXPR_CALL         ``cl``, its callee and arguments up to ``E``
EXPR_CAST         ``cv``, ``sc``, ``dc``, ``cc``, ``rc`` (a type, then the
                  operand; EXPR_LIST ``_`` opens ``cv``'s list)
EXPR_TYPE         ``st``, ``at``, ``ti`` (a type)
FUNC_PARAM        ``fp_``, ``fp0_``, ``fL0p_``, ``fpT`` -> :class:`FunctionParam`
FOLD, FOLD_INIT   ``fl``/``fr`` <op>, ``fL``/``fR`` <op> -> (code, op)
SR, SR_N, GLOBAL  ``sr``, ``srN``, ``gs`` (unresolved names); ON_OPERATOR
                  ``on <op>``; DESTRUCT ``dn``
================  ===========================================================

The lexer's stack of open constructs gets these frames: "{" (``X ... E``),
"D" (a ``decltype`` read where a type stands: its ``E`` completes a type), "("
(a list inside an expression that ``E`` closes), "a" (an array dimension,
closed by ``_``), "b" (a ``_BitInt``'s width, closed by ``_``) and "y": a type (or template arguments) inside an expression,
which :func:`spirmangle.demangler.lexer.core.tokenize` reads; when it is complete,
:func:`spirmangle.demangler.lexer.names.type_done` calls :func:`resume` to go on.  The
loop here is flat: nesting lives on the stack, not in Python's.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ...errors import DemangleError
from ...model.floats import FLOAT_DIGITS
from .names import AWAITING_TYPE, MAX_NUMBER_DIGITS, finish_type, literal_value, number, type_done
from .lambdas import LAMBDA_FRAMES, operand
from .requires import REQUIREMENT as _REQUIREMENT, requirement, requirement_starts
from .subexprs import bare_operator, member_bare_operator
from .subexprs import expr_substitution as _subst, expr_template_param as _tparam
from .types import float_literal
from .frames import Frame as F, frames, mode_of
from ...model import Builtin, FunctionParam, IntegerLiteral, NullptrLiteral, OperatorName, Rethrow, SourceName
from ...model.typecodes import CODE_BUILTIN, OPERATORS

TEMPLATE_OBJECT = "template parameter object"  # (the kind of _Z TA <template-arg>)

EXPR_FRAMES = frames(F.EXPR, F.DECLTYPE, F.OPERANDS, F.DIMENSION, F.NEW, F.NEW_PLACEMENT,
                     F.REQUIRES, F.ARGS_REQUIRES, F.REQUIRES_EXPR)
UUIDOF_TYPE = "u8__uuidoft"  # clang's old mangling of __uuidof(type), LLVM reads it
_STD_ABBREVIATIONS = frozenset("tabsiod")  # St, Sa, Sb, Ss, Si, So, Sd  # frames in which an expression is read
_LOWERCASE = frozenset("abcdefghijklmnopqrstuvwxyz")
_DIGITS = frozenset("0123456789")
_TPARAM_ARGS = re.compile(r"T(?:0|[1-9][0-9]*)?_I")  # sr T_ <template-args>
_SEQ = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_LITERAL_BUILTINS = {c: Builtin(name) for c, name in CODE_BUILTIN.items() if len(c) == 1}
_CHAR_LITERALS = {c[1]: Builtin(CODE_BUILTIN[c]) for c in ("Di", "Ds", "Du")}
BINARY_CODES = frozenset(
    "aN aS aa an cm dV dv eO eo eq ge gt lS le ls lt mI mL mi ml ne oR oo or pL pl rM rS rm rs ss "
    "ix ds dt pm pt".split())
FOLD_OPERATORS = BINARY_CODES - {"ix", "dt", "pt"}
_PREFIX = frozenset("ps ng ad de co nt sz az te nx tw sp dl da".split())
_POSTFIX = frozenset(("pp", "mm"))
_CASTS = frozenset("cv sc dc cc rc".split())
_TYPE_OPERATORS = frozenset("st at ti".split())
_NULLPTR = NullptrLiteral(True)
_BARE_NULLPTR = NullptrLiteral(False)
_RETHROW = Rethrow()


def template_arg(s: str, i: int, stack: list[str], kind: Any, value: Any,
                 position: Any) -> tuple[int, bool]:
    """``X`` at ``i``: a template argument ``X <expression> E``."""
    kind("EXPR_OPEN")
    value(None)
    stack.append("{")
    return resume(s, i + 1, stack, kind, value, position)


def noexcept_expr(s: str, i: int, stack: list[str], kind: Any, value: Any,
                  position: Any) -> tuple[int, bool]:
    """``DO`` at ``i`` before an expression other than a template parameter or a
    literal (which the lexer reads as it reads a template argument's):
    ``DO <expression> E``, the condition of ``noexcept``."""
    kind("NOEXCEPT_EXPR")
    value(None)
    stack.append("{")
    return resume(s, i + 2, stack, kind, value, position)


def requires(s: str, i: int, stack: list[str], kind: Any, value: Any,
             position: Any) -> tuple[int, bool]:
    """``Q`` at ``i`` after a function's parameters: its requires-clause, an
    expression that the end of the name (or of the enclosing encoding) closes."""
    kind("REQUIRES")
    value(None)
    stack.append("q")
    return resume(s, i + 1, stack, kind, value, position)


def args_requires(s: str, i: int, stack: list[str], kind: Any, value: Any,
                  position: Any) -> tuple[int, bool]:
    """``Q`` at ``i`` after a template argument: the requires-clause after a
    template head, ``Q <expression>``, whose end the argument list's ``E`` is
    (:mod:`spirmangle.demangler.lexer.requires`)."""
    kind("ARGS_REQUIRES")
    value(None)
    stack.append("Q")
    return resume(s, i + 1, stack, kind, value, position)


def decltype(s: str, i: int, stack: list[str], kind: Any, value: Any,
             position: Any) -> tuple[int, bool]:
    """``Dt`` or ``DT`` at ``i`` where a type stands."""
    kind("DECLTYPE")
    value(s[i + 1] == "t")
    stack.append("D")
    return resume(s, i + 2, stack, kind, value, position)


def array(s: str, i: int, stack: list[str], kind: Any, value: Any,
          position: Any) -> tuple[int, bool]:
    """``A`` at ``i`` before a dimension that is an expression (``A <expr> _``)."""
    kind("ARRAY_EXPR")
    value(None)
    stack.append("a")
    return resume(s, i + 1, stack, kind, value, position)


def nullptr(s: str, i: int, kind: Any, value: Any) -> int:
    """``LDn0E`` or ``LDnE`` at ``i`` (``L`` read): the NULLPTR token."""
    if s.startswith("0E", i + 3):
        kind("NULLPTR")
        value(_NULLPTR)
        return i + 5
    if s.startswith("E", i + 3):
        kind("NULLPTR")
        value(_BARE_NULLPTR)
        return i + 4
    raise DemangleError(s, i, "bad nullptr literal")


def _await(stack: list[str], i: int) -> tuple[int, bool]:
    """A type (or template arguments) follows at ``i``: tokenize reads it, then
    :func:`resume` goes on."""
    stack.append("y")
    return i, False


def _lowercase(s: str, i: int, stack: list[str], kind: Any, value: Any,
               position: Any) -> tuple[int, bool]:
    """An operator code at ``i`` in an expression (for :func:`resume`): (end,
    whether a type or template arguments, which tokenize reads, come next)."""
    c = s[i]
    if c == "s" and s[i + 1:i + 2] == "r" and s[i + 2:i + 3] in ("T", "S"):
        after = bare_operator(s, i, kind, value, position)
        if after and (s.startswith("I", after) or s[after - 2:after] == "cv"):
            return _await(stack, after)[0], True  # the type or template arguments
        if after:
            return after, False
    elif c in "dp" and s[i + 1:i + 2] == "t" and s.startswith("fp", i + 2):
        after = member_bare_operator(s, i, kind, value, position)
        if after:
            return after, False
    return _code(s, i, stack, kind, value)


def resume(s: str, i: int, stack: list[str], kind: Any, value: Any,
           position: Any) -> tuple[int, bool]:
    """Read expression tokens from ``i`` until a type or template arguments
    (which tokenize reads) or the end of the expression: (end, whether a name
    may stand next)."""
    n = len(s)
    if stack[-1] in "vko":
        i = _after_operand_type(s, i, stack, kind, value, position)
    while True:
        if (stack[-1] in LAMBDA_FRAMES or i >= n or (s[i] == "E" and stack[-1] in "qQ")) \
                and _clause_ends(s, i, stack, kind, value, position):
            return i, False
        c = s[i]
        position(i)
        if c == "u" and (s.startswith(UUIDOF_TYPE, i) or s[i + 1:i + 2] in _DIGITS):
            return _vendor(s, i, stack, kind, value)
        if stack[-1] == "r" and c in _REQUIREMENT and requirement_starts(
                s, i, mode_of(stack).req_types):
            i, waits = requirement(s, i, stack, kind, value)
            if waits:
                return i, False
            continue
        if c in _LOWERCASE:
            i, waits = _lowercase(s, i, stack, kind, value, position)
            if waits:
                return i, False
        elif c == "E":
            top = stack[-1]
            if top == "a" or top == "n" or top == "b":
                raise DemangleError(s, i, "an array dimension, a placement or a _BitInt's "
                                    "width ends with '_'")
            stack.pop()
            kind("END")
            value(None)
            i += 1
            if top != "(" and top != "w" and top != "r":
                return _closed(s, i, top, stack, kind, value, position)
        elif c == "_":
            i += 1
            if stack[-1] == "a":  # the end of an array's dimension: its element type follows
                stack.pop()
                kind("END")
                value(None)
                return i, False
            if stack[-1] == "b":  # the end of a _BitInt's width: the type is complete
                stack.pop()
                kind("END")
                value(None)
                return _closed(s, i, "b", stack, kind, value, position)
            if stack[-1] == "n":  # the end of a new-expression's placement: its type follows
                stack.pop()
                kind("NEW_TYPE")
                value(None)
                return _await(stack, i)
            kind("EXPR_LIST")  # cv <type> _ <expression>* E
            value(None)
            stack.append("(")
        elif c in _DIGITS:
            end = _source_end(s, i)
            kind("SOURCE")
            value(SourceName(s[end[0]:end[1]]))
            i = end[1]
            if s.startswith("I", i):
                return _await(stack, i)
        elif c == "T" or c == "S":
            i = _tparam(s, i, stack, kind, value) if c == "T" else _subst(s, i, kind, value)
            if s.startswith("I", i):
                return _await(stack, i)
        elif c == "D" and s[i + 1:i + 2] in ("t", "T") and s[i + 1:i + 2]:
            kind("DECLTYPE")
            value(s[i + 1] == "t")
            stack.append("(")
            i += 2
        elif c == "L":
            i, done = _literal(s, i, stack, kind, value, position)
            if done:
                return i, done == 2
        else:
            raise DemangleError(s, i, "unexpected character %r in an expression" % c)


def _clause_ends(s: str, i: int, stack: list[str], kind: Any, value: Any,
                 position: Any) -> bool:
    """Whether a constraint's expression ends at ``i`` (its END token written
    where one is due): a lambda's requires-clause whose operands are all read
    (its parameter types follow), a requires-clause at the end of its encoding, or
    the ``E`` of the template argument list it ends (which tokenize reads)."""
    if stack[-1] in LAMBDA_FRAMES:  # a lambda's requires-clause (spirmangle.demangler.lexer.lambdas)
        if stack[-1] == "h":  # complete: its parameter types follow
            stack.pop()
            position(i)
            kind("END")
            value(None)
            return True
        operand(s, i, stack)
    if i >= len(s) or (s[i] == "E" and stack[-1] in "qQ"):
        if stack[-1] == "Q":  # the template argument list's E ends it: tokenize reads it
            stack.pop()
            return True
        if stack[-1] != "q":
            raise DemangleError(s, i, "unterminated expression")
        stack.pop()  # the requires-clause ends with its encoding
        position(i)
        kind("END")
        value(None)
        return True
    return False


def _vendor(s: str, i: int, stack: list[str], kind: Any, value: Any) -> tuple[int, bool]:
    """``u`` at ``i``: clang's old ``__uuidof(type)`` (``u8__uuidoft <type>``) or a
    vendor's extended expression ``u <source-name> <template-arg>* E``."""
    if s.startswith(UUIDOF_TYPE, i):
        kind("EXPR_TYPE")
        value(UUIDOF_TYPE)
        return _await(stack, i + len(UUIDOF_TYPE))
    end = _source_end(s, i + 1)
    kind("VENDOR_EXPR")
    value(SourceName(s[end[0]:end[1]]))
    stack.append("y")
    stack.append("I")  # template arguments up to E
    return end[1], False


def _after_operand_type(s: str, i: int, stack: list[str], kind: Any, value: Any,
                        position: Any) -> int:
    """:func:`resume` after the type of a ``cv`` (frame ``v``: its ``_`` list may
    follow), of an ``mc`` (``k``) or of a ``so`` (``o``: only an external name, or
    its address, may follow)."""
    top = stack[-1]
    if top == "v":  # a conversion's type was read: cv <type> _ <expression>* E?
        stack.pop()
        if s.startswith("_", i):
            if stack[-1] == "K":  # cv's list holds its operands (spirmangle.demangler.lexer.lambdas)
                stack.pop()
            position(i)
            kind("EXPR_LIST")
            value(None)
            stack.append("(")
            i += 1
    elif top == "k" and not s.startswith(("L_Z", "adL_Z"), i):
        raise DemangleError(s, i, "unsupported member pointer conversion (only of an external "
                            "name or its address)")
    elif top == "o" and not s.startswith("L_Z", i):
        raise DemangleError(s, i, "unsupported subobject expression (only of an external name)")
    return i


def _closed(s: str, i: int, top: str, stack: list[str], kind: Any, value: Any,
            position: Any) -> tuple[int, bool]:
    """:func:`resume` after the ``E`` that closed frame ``top`` (no list that
    goes on): a braced list is done; a decltype (or a _BitInt's width) where a type
    stands completes it, a conversion operator's type too (its own template
    arguments may follow: ``cv DB T_ _ I...E``, names.finish_type)."""
    if top == "{":
        return i, False
    if stack and stack[-1] in AWAITING_TYPE:
        return finish_type(s, i, stack, kind, value, position)
    return i, bool(stack) and stack[-1] == "N"


def _code(s: str, i: int, stack: list[str], kind: Any, value: Any) -> tuple[int, bool]:
    """A two-letter code at ``i`` in an expression: (end, whether a type or
    template arguments follow, which tokenize reads)."""
    code = s[i:i + 2]
    i += 2
    if code in BINARY_CODES:
        kind("EXPR_BINARY")
        value(code)
    elif code in _PREFIX:
        kind("EXPR_UNARY")
        value(code)
    elif code in _POSTFIX:
        kind("EXPR_UNARY")
        if s.startswith("_", i):  # pp_, mm_: prefix
            code += "_"
            i += 1
        value(code)
    elif code in _CASTS or code in _TYPE_OPERATORS:
        kind("EXPR_CAST" if code in _CASTS else "EXPR_TYPE")
        value(code)
        if code == "cv":
            stack.append("v")  # after its type, _ opens its list (resume)
        return _await(stack, i)[0], True
    elif code == "nw" or code == "na":
        kind("EXPR_NEW")  # its placement list ends with _, its type follows
        value(code)
        stack.append("w")  # the new-expression: E, pi ... E or il ... E closes it
        stack.append("n")
    elif code == "pi":
        if stack[-1] != "w":
            raise DemangleError(s, i - 2, "pi (an initializer) outside a new-expression")
        stack[-1] = "("  # its expressions end with the new-expression's E
        kind("PAREN_INIT")
        value(None)
    elif code == "di" or code == "dx":
        kind("DESIGNATE")
        value(code)
    elif code == "dX":
        kind("DESIGNATE_RANGE")
        value(code)
    elif code == "qu":
        kind("EXPR_TERNARY")
        value(code)
    elif code == "cl":
        kind("EXPR_CALL")
        value(code)
        stack.append("(")
    elif code == "fp" or (code == "fL" and s[i:i + 1] in _DIGITS and s[i:i + 1]):
        kind("FUNC_PARAM")
        node, i = _function_param(s, i - 2)
        value(node)
    elif code in ("fl", "fr", "fL", "fR"):
        op = s[i:i + 2]
        if op not in FOLD_OPERATORS:
            raise DemangleError(s, i, "a fold expression needs a binary operator")
        kind("FOLD_INIT" if code in ("fL", "fR") else "FOLD")
        value((code, op))
        i += 2
    else:
        return _name_code(s, i, code, stack, kind, value)
    return i, False


def _gxx_type(s: str, i: int, sr_types: int) -> bool:
    """Whether g++'s ``sr <type>`` is read at ``i`` (``sr_types`` of the reading
    mode, spirmangle.demangler.reading_mode): a nested-name type after ``srN``, a type
    named by a source name after ``sr``."""
    c = s[i:i + 1]
    return c == "N" or (sr_types == 2 and c in _DIGITS and c != "0" and c != "")


def _sr(s: str, i: int, stack: list[str], kind: Any, value: Any) -> tuple[int, bool]:
    """``sr`` (an unresolved name's scope) after its code: as :func:`_name_code`."""
    if (s.startswith("S", i) and s[i + 1:i + 2] in _STD_ABBREVIATIONS and s[i + 1:i + 2]
            or mode_of(stack).sr_types and _gxx_type(s, i, mode_of(stack).sr_types)
            or _TPARAM_ARGS.match(s, i)):
        # g++'s sr <type> <unqualified-name> with a type under std::
        # (St7is_sameIT_vE), or any class type where the reading mode says so
        # (srN's nested name, sr's template type), or a template parameter with
        # arguments (T_IiE: the ABI's unresolved-type, one candidate, as clang
        # and g++ record it): read as any type, its candidates as any
        kind("SR_TYPE")
        value(None)
        return _await(stack, i)[0], True
    if s.startswith("N", i):
        kind("SR_N")
        i += 1
        stack.append("(")  # its qualifier levels end with E
        # whether a later substitution may refer past the scope (the reading
        # mode's past_scope; the builder's _ambiguous_scope reads it): True or None
        value(mode_of(stack).past_scope or None)
    else:
        kind("SR")
        if s[i:i + 1] in _DIGITS and s[i:i + 1]:
            stack.append("(")  # sr <qualifier-level>+ E
        value(None)
    return i, False


def _name_code(s: str, i: int, code: str, stack: list[str], kind: Any,
               value: Any) -> tuple[int, bool]:
    """:func:`_code`'s codes of names, packs, braced lists and designators."""
    if code == "sr":
        return _sr(s, i, stack, kind, value)
    if code == "gs":
        kind("GLOBAL")
        value(None)
    elif code == "on":
        op = s[i:i + 2]
        if op == "cv":  # on cv <type>: a conversion operator
            kind("ON_CONVERSION")
            value(None)
            return _await(stack, i + 2)[0], True
        if op not in OPERATORS:
            raise DemangleError(s, i, "unknown operator name %r" % op)
        kind("ON_OPERATOR")
        value(OperatorName(op))
        i += 2
        if s.startswith("I", i):
            return _await(stack, i)[0], True
    elif code == "dn":
        kind("DESTRUCT")
        value(None)
    elif code == "sZ":
        kind("SIZEOF_PACK")
        value(None)
    elif code == "sP":
        kind("SIZEOF_ARGS")
        value(None)
        stack.append("y")
        stack.append("I")  # template arguments up to E
        return i, True
    elif code == "il":
        if stack[-1] == "w":  # a new-expression's initializer closes it
            stack.pop()
        kind("BRACED")
        value(code)
        stack.append("(")
    elif code == "tl":
        kind("BRACED_TYPE")
        value(code)
        stack.append("(")
        return _await(stack, i)[0], True
    elif code == "tr":
        kind("RETHROW")
        value(_RETHROW)
    elif code == "mc":  # mc <type> <expr> [<offset>] E (spirmangle.demangler.lexer.legacy)
        kind("MEMBER_CONV")
        value(None)
        stack.append("k")
        return _await(stack, i)[0], True
    elif code == "so":
        kind("SUBOBJECT")  # its type, an external name, then subobject_end
        value(None)
        stack.append("o")
        return _await(stack, i)[0], True
    elif code == "rq" or code == "rQ":  # a requires-expression (spirmangle.demangler.lexer.requires)
        kind("REQUIRES_EXPR")
        value(code == "rQ")
        stack.append("r")
        if code == "rQ":
            stack.append("P")  # its parameter types, up to _
            return i, True
    else:
        raise DemangleError(s, i - 2, "unsupported expression %r" % code)
    return i, False

def _source_end(s: str, i: int) -> tuple[int, int]:
    """``<length><identifier>`` at ``i``: (start, end) of the identifier."""
    length, j = number(s, i)
    if s[i] == "0" or j + length > len(s):
        raise DemangleError(s, i, "bad source name")
    return j, j + length


def _literal(s: str, i: int, stack: list[str], kind: Any, value: Any,
             position: Any) -> tuple[int, int]:
    """A literal at ``i`` inside an expression: (end, 0 to go on reading the
    expression, 1 when tokenize reads on: a type or an encoding follows, 2 for
    an encoding (a name may stand))."""
    j = i + 1
    nxt = s[j:j + 1]
    builtin = _LITERAL_BUILTINS.get(nxt) if nxt else None
    if builtin is not None:
        if builtin.name in FLOAT_DIGITS:
            return float_literal(s, i, builtin, kind, value), 0
        number_, end = literal_value(s, j + 1, i)
        kind("LITERAL")
        value(IntegerLiteral(builtin, number_))
        return end, 0
    if s.startswith("_Z", j) or s.startswith("Z", j):  # (LZ: old g++)
        kind("EXTERNAL_OPEN")
        value(None if s[j] == "_" else "Z")
        stack.append("x")
        j += 2 - (s[j] == "Z")
        if s.startswith("TA", j):  # a template parameter object: its argument follows
            position(j)
            kind("TEMPLATE_OBJECT")
            value(TEMPLATE_OBJECT)
            return j + 2, 1
        return j, 2
    if s.startswith("Dn", j):
        return nullptr(s, i, kind, value), 0
    if s.startswith("Ul", j):  # a lambda: L <closure-type-name> E (spirmangle.demangler.lexer.legacy)
        kind("LAMBDA_OPEN")
        value(None)
        stack.append("x")
        return j, 1
    if nxt == "D" and s[j + 1:j + 2] in _CHAR_LITERALS:  # char32_t, char16_t, char8_t
        number_, end = literal_value(s, j + 2, i)
        kind("LITERAL")
        value(IntegerLiteral(_CHAR_LITERALS[s[j + 1]], number_))
        return end, 0
    if nxt == "A":  # L <array type> E: a string literal
        kind("STRING_LITERAL")
        value(None)
        stack.append("(")  # its E
        stack.append("y")
        return j, 1
    if nxt and (nxt in "NSMPC" or nxt in _DIGITS):  # (C: L C <float> <real> _ <imag> E)
        kind("LITERAL_OPEN")
        value(None)
        stack.append("j" if nxt == "C" else "L")
        return j, 1
    raise DemangleError(s, i, "unsupported literal in an expression")


def _function_param(s: str, i: int) -> tuple[FunctionParam, int]:
    """``fp...`` or ``fL...`` at ``i``: (the parameter, end)."""
    level = 0
    j = i + 2
    if s[i + 1] == "L":
        level, j = number(s, j)
        level += 1
        if not s.startswith("p", j):
            raise DemangleError(s, i, "bad function parameter")
        j += 1
    elif s.startswith("T", j):
        return FunctionParam(None), j + 1
    start = j
    while s[j:j + 1] in ("r", "V", "K") and s[j:j + 1]:
        j += 1
    cv = s[start:j]
    if s.startswith("_", j):
        return FunctionParam(0, level, cv), j + 1
    index, j = number(s, j, MAX_NUMBER_DIGITS)
    if not s.startswith("_", j) or (s[start + len(cv)] == "0" and index):
        raise DemangleError(s, i, "bad function parameter")
    return FunctionParam(index + 1, level, cv), j + 1
