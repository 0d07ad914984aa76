"""The expressions of ``decltype(...)`` in C++ declarations as the opencl style
prints them (spirmangle.opencl.prototype_cxx): function parameters ``fp``, ``fp0``...,
integer literals, ``nullptr`` (clang's ``LDnE``), prefix ``* & - + ! ~ ++ --`` and
``throw``, postfix ``++ --`` and subscripts ``fp[1]``, the binary arithmetic, shift,
comparison and logical operators, assignments (``fp = fp``, ``fp += 1``...) and
conditionals ``a ? b : c``, parenthesized."""

from __future__ import annotations

from typing import Any, Callable

from ..model.exprs import BinaryExpr, ConditionalExpr, Decltype, FunctionParam, NullptrLiteral, UnaryExpr
from .prototype_cxx_lex import Cursor
from .prototype_cxx_names import literal

# loosest first
_LEVELS = (("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", ">", "<=", ">="),
           ("<<", ">>"), ("+", "-"), ("*", "/", "%"))
_BINARY = {"||": "oo", "&&": "aa", "|": "or", "^": "eo", "&": "an", "==": "eq", "!=": "ne",
           "<": "lt", ">": "gt", "<=": "le", ">=": "ge", "<<": "ls", ">>": "rs", "+": "pl",
           "-": "mi", "*": "ml", "/": "dv", "%": "rm"}
_UNARY = {"*": "de", "&": "ad", "-": "ng", "+": "ps", "!": "nt", "~": "co", "++": "pp_",
          "--": "mm_"}
_POSTFIX = {"++": "pp", "--": "mm"}
_ASSIGN = {"=": "aS", "+=": "pL", "-=": "mI", "*=": "mL", "/=": "dV", "%=": "rM", "&=": "aN",
           "|=": "oR", "^=": "eO", "<<=": "lS", ">>=": "rS"}


def decltype(cur: Cursor, type_id: Callable[[], Any]) -> Decltype:
    """``decltype(expression)`` after ``decltype(``, up to and with the ``)``."""
    expr = _assignment(cur, type_id)
    cur.expect(")")
    return Decltype(expr, isinstance(expr, FunctionParam))


def _assignment(cur: Cursor, type_id: Callable[[], Any]) -> Any:
    """An assignment or a conditional (both right-associative), or looser."""
    if cur.at("throw"):
        cur.take()
        return UnaryExpr("tw", _assignment(cur, type_id))
    left = _binary(cur, 0, type_id)
    if cur.tok.kind == "punct" and cur.tok.text in _ASSIGN:
        code = _ASSIGN[cur.take().text]
        return BinaryExpr(code, left, _assignment(cur, type_id))
    if cur.accept("?"):
        then = _assignment(cur, type_id)
        cur.expect(":")
        return ConditionalExpr(left, then, _assignment(cur, type_id))
    return left


def _binary(cur: Cursor, level: int, type_id: Callable[[], Any]) -> Any:
    if level == len(_LEVELS):
        return _unary(cur, type_id)
    left = _binary(cur, level + 1, type_id)
    while cur.tok.kind == "punct" and cur.tok.text in _LEVELS[level]:
        code = _BINARY[cur.take().text]
        left = BinaryExpr(code, left, _binary(cur, level + 1, type_id))
    return left


def _unary(cur: Cursor, type_id: Callable[[], Any]) -> Any:
    if cur.tok.kind == "punct" and cur.tok.text in _UNARY and \
            not (cur.tok.text == "-" and cur.peek().kind == "num"):
        code = _UNARY[cur.take().text]
        return UnaryExpr(code, _unary(cur, type_id))
    found = _primary(cur, type_id)
    while True:
        if cur.tok.kind == "punct" and cur.tok.text in _POSTFIX:
            found = UnaryExpr(_POSTFIX[cur.take().text], found)
        elif cur.accept("["):
            found = BinaryExpr("ix", found, _assignment(cur, type_id))
            cur.expect("]")
        else:
            return found


def _primary(cur: Cursor, type_id: Callable[[], Any]) -> Any:
    if cur.at("(") and cur.peek().text != ")":
        found = literal(cur, type_id)
        if found is not None:
            return found
        cur.take()
        inner = _assignment(cur, type_id)
        cur.expect(")")
        return inner
    if cur.accept("nullptr"):
        return NullptrLiteral(zero=False)
    tok = cur.tok
    if tok.kind == "id" and tok.text.startswith("fp") and (tok.text[2:].isdigit() or tok.text == "fp"):
        cur.take()
        return FunctionParam(0 if tok.text == "fp" else int(tok.text[2:]) + 1)
    found = literal(cur, type_id)
    if found is None:
        cur.error("expected an expression")
    return found
