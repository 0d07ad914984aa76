"""The expressions of ``decltype(...)`` in C++ declarations as the opencl style
prints them (spirmangle.opencl.prototype_cxx): function parameters ``fp``, ``fp0``...,
integer literals, prefix ``* & - + ! ~`` and the binary arithmetic, shift,
comparison and logical operators, parenthesized."""

from __future__ import annotations

from typing import Any, Callable

from ..model.exprs import BinaryExpr, Decltype, FunctionParam, UnaryExpr
from .prototype_cxx_lex import Cursor
from .prototype_cxx_names import literal

# loosest first
_LEVELS = (("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", ">", "<=", ">="),
           ("<<", ">>"), ("+", "-"), ("*", "/", "%"))
_BINARY = {"||": "oo", "&&": "aa", "|": "or", "^": "eo", "&": "an", "==": "eq", "!=": "ne",
           "<": "lt", ">": "gt", "<=": "le", ">=": "ge", "<<": "ls", ">>": "rs", "+": "pl",
           "-": "mi", "*": "ml", "/": "dv", "%": "rm"}
_UNARY = {"*": "de", "&": "ad", "-": "ng", "+": "ps", "!": "nt", "~": "co"}


def decltype(cur: Cursor, type_id: Callable[[], Any]) -> Decltype:
    """``decltype(expression)`` after ``decltype(``, up to and with the ``)``."""
    expr = _binary(cur, 0, type_id)
    cur.expect(")")
    return Decltype(expr, isinstance(expr, FunctionParam))


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
    if cur.at("(") and cur.peek().text != ")":
        found = literal(cur, type_id)
        if found is not None:
            return found
        cur.take()
        inner = _binary(cur, 0, type_id)
        cur.expect(")")
        return inner
    tok = cur.tok
    if tok.kind == "id" and tok.text.startswith("fp") and (tok.text[2:].isdigit() or tok.text == "fp"):
        cur.take()
        return FunctionParam(0 if tok.text == "fp" else int(tok.text[2:]) + 1)
    found = literal(cur, type_id)
    if found is None:
        cur.error("expected an expression")
    return found
