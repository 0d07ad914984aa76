"""Printing expressions (for :mod:`spirmangle.render`).

llvm (and opencl) style follows llvm-cxxfilt-19: each node has a precedence
and an operand is parenthesized when its precedence is not tighter than its
context asks (``printAsOperand``); a ``>`` or ``>>`` directly in a template
argument list is parenthesized whole.  gnu style follows c++filt: an operand
is parenthesized unless it is a name, a function parameter or a braced list.
"""

from __future__ import annotations

from typing import Any

from .errors import DemangleError
from .model import (
    BinaryExpr,
    BracedInit,
    CallExpr,
    CastExpr,
    ConditionalExpr,
    Decltype,
    DestructorExpr,
    ExprArg,
    ExprParam,
    ExternalName,
    FloatLiteral,
    FoldExpr,
    FunctionParam,
    IntegerLiteral,
    NullptrLiteral,
    OperatorName,
    Rethrow,
    SizeofArgs,
    SizeofPack,
    SourceName,
    TemplateName,
    TypeExpr,
    UnaryExpr,
    UnresolvedName,
)
from .typecodes import OPERATORS

EXPR_KINDS = frozenset({
    BinaryExpr, BracedInit, CallExpr, CastExpr, ConditionalExpr, ExprParam, FoldExpr,
    FunctionParam, NullptrLiteral, Rethrow, SizeofArgs, SizeofPack, TypeExpr, UnaryExpr,
    UnresolvedName})

# LLVM's Node::Prec, tightest first.
(PRIMARY, POSTFIX, UNARY, CAST, PTRMEM, MULTIPLICATIVE, ADDITIVE, SHIFT, SPACESHIP,
 RELATIONAL, EQUALITY, AND, XOR, IOR, ANDIF, ORIF, CONDITIONAL, ASSIGN, COMMA, DEFAULT) = range(20)
_BINARY_PREC = {
    "aN": ASSIGN, "aS": ASSIGN, "aa": ANDIF, "an": AND, "cm": COMMA, "dV": ASSIGN,
    "dv": ASSIGN,  # (sic: llvm-cxxfilt-19's table)
    "eO": ASSIGN, "eo": XOR, "eq": EQUALITY, "ge": RELATIONAL, "gt": RELATIONAL,
    "lS": ASSIGN, "le": RELATIONAL, "ls": SHIFT, "lt": RELATIONAL, "mI": ASSIGN, "mL": ASSIGN,
    "mi": ADDITIVE, "ml": MULTIPLICATIVE, "ne": EQUALITY, "oR": ASSIGN, "oo": ORIF, "or": IOR,
    "pL": ASSIGN, "pl": ADDITIVE, "rM": ASSIGN, "rS": ASSIGN, "rm": MULTIPLICATIVE,
    "rs": SHIFT, "ss": SPACESHIP, "ix": POSTFIX, "dt": POSTFIX, "pt": POSTFIX,
    "ds": PTRMEM, "pm": PTRMEM}
_SYMBOL = dict(OPERATORS, ds=".*", dt=".")
_UNARY_WORDS = {"sz": "sizeof ", "az": "alignof ", "te": "typeid ", "nx": "noexcept "}
_TYPE_WORDS = {"st": "sizeof ", "at": "alignof ", "ti": "typeid "}
_CAST_WORDS = {"sc": "static_cast", "dc": "dynamic_cast", "cc": "const_cast",
               "rc": "reinterpret_cast"}


def _precedence(e: object) -> int:
    kind = type(e)
    if kind is BinaryExpr:
        return _BINARY_PREC[e.code]  # type: ignore[attr-defined]
    if kind is UnaryExpr:
        code = e.code  # type: ignore[attr-defined]
        if code in ("pp", "mm", "pp_", "mm_", "te"):
            return POSTFIX
        return PRIMARY if code in ("sp", "tw") else UNARY
    if kind is ConditionalExpr:
        return CONDITIONAL
    if kind is CallExpr:
        return POSTFIX
    if kind is CastExpr:
        return CAST if e.code == "cv" else POSTFIX  # type: ignore[attr-defined]
    if kind is TypeExpr:
        return POSTFIX if e.code == "ti" else UNARY  # type: ignore[attr-defined]
    return PRIMARY


class ExprPrinter:
    """Expression text for a :class:`spirmangle.render.Printer` (mixed in)."""

    style: str

    def type(self, t: Any) -> str:  # pragma: no cover - TypePrinter's
        raise NotImplementedError

    def name(self, n: Any) -> str:  # pragma: no cover - Printer's
        raise NotImplementedError

    def template_arg(self, a: object) -> str:  # pragma: no cover - Printer's
        raise NotImplementedError

    def _join(self, texts: list[str]) -> str:  # pragma: no cover - Printer's
        raise NotImplementedError

    def _pack_length(self, pattern: Any) -> Any:  # pragma: no cover - PackPrinter's
        raise NotImplementedError

    pack_index: Any
    _names: Any
    _types: Any

    # ------------------------------------------------------------ entry points
    def expr_arg(self, a: ExprArg) -> str:
        """A template argument ``X <expression> E``."""
        if self.style == "gnu":
            return self.gnu(a.expr)
        return self.llvm(a.expr, False)

    def decltype_text(self, t: Decltype) -> str:
        if self.style == "gnu":
            return "decltype (%s)" % self.gnu(t.expr)
        return "decltype(%s)" % self.llvm(t.expr, True)

    def expr_text(self, e: object) -> str:
        """An expression where a type may stand (an array's dimension)."""
        if self.style == "gnu":
            return self.gnu(e)
        return self.llvm(e, True)

    def expansion_of(self, pattern: Any, print_one: Any) -> str:
        """``print_one()`` once per element of the pack ``pattern`` names (joined
        by commas), or once followed by ``...`` if it names none."""
        length = self._pack_length(pattern)
        if length is None:
            return str(print_one()) + "..."
        saved = self.pack_index, self._names, self._types
        texts = []
        try:
            for index in range(length):
                self.pack_index = index
                if saved[1] is not None:  # a pattern prints differently for each element
                    self._names, self._types = {}, {}
                texts.append(print_one())
        finally:
            self.pack_index, self._names, self._types = saved
        return self._join(texts)

    # ------------------------------------------------------------- llvm
    def operand(self, e: object, prec: int = DEFAULT, strictly: bool = False,
                gt: bool = True) -> str:
        if _precedence(e) >= prec + strictly:
            return "(" + self.llvm(e, True) + ")"
        return self.llvm(e, gt)

    def llvm(self, e: object, gt: bool) -> str:
        """``e`` in llvm style; ``gt``: a ``>`` needs no parentheses here."""
        kind = type(e)
        if kind is FunctionParam:
            if e.index is None:  # type: ignore[attr-defined]
                return "this"
            return "fp" if not e.index else "fp%d" % (e.index - 1)  # type: ignore[attr-defined]
        if kind is BinaryExpr:
            return self._llvm_binary(e, gt)  # type: ignore[arg-type]
        if kind is UnaryExpr:
            return self._llvm_unary(e, gt)  # type: ignore[arg-type]
        if kind is UnresolvedName:
            return self.unresolved(e)  # type: ignore[arg-type]
        if kind is ExprParam:
            return self.type(e.param)  # type: ignore[attr-defined]
        if kind is CallExpr:
            return "%s(%s)" % (self.llvm(e.callee, gt), self._args(e.args))  # type: ignore[attr-defined]
        if kind is ConditionalExpr:
            prec = CONDITIONAL
            return "%s ? %s : %s" % (self.operand(e.condition, prec, gt=gt),  # type: ignore[attr-defined]
                                     self.operand(e.then, gt=gt),  # type: ignore[attr-defined]
                                     self.operand(e.otherwise, ASSIGN, True, gt))  # type: ignore[attr-defined]
        if kind is CastExpr:
            if e.code == "cv":  # type: ignore[attr-defined]
                return "(%s)(%s)" % (self.type(e.type), self._args(e.args))  # type: ignore[attr-defined]
            return "%s<%s>(%s)" % (_CAST_WORDS[e.code], self.type(e.type),  # type: ignore[attr-defined]
                                   self.operand(e.args[0]))  # type: ignore[attr-defined]
        if kind is TypeExpr:
            return "%s(%s)" % (_TYPE_WORDS[e.code], self.type(e.type))  # type: ignore[attr-defined]
        if kind is NullptrLiteral:
            return "nullptr"
        if kind is Rethrow:
            return "throw"
        if kind is FoldExpr:
            return self._llvm_fold(e)  # type: ignore[arg-type]
        if kind is BracedInit:
            head = self.type(e.type) if e.type is not None else ""  # type: ignore[attr-defined]
            return "%s{%s}" % (head, self._args(e.items))  # type: ignore[attr-defined]
        if kind is SizeofPack:
            pack = e.pack  # type: ignore[attr-defined]
            if type(pack) is FunctionParam:
                return "sizeof... (%s)" % self.llvm(pack, True)
            return "sizeof...(%s)" % self._expansion(pack)
        if kind is SizeofArgs:
            return "sizeof... (%s)" % self._join([self.template_arg(a) for a in e.args])  # type: ignore[attr-defined]
        if kind is Decltype:
            return self.decltype_text(e)  # type: ignore[arg-type]
        return self.template_arg(e)  # a literal, an external name

    def _args(self, args: tuple[object, ...]) -> str:
        return self._join([self.operand(a, COMMA) for a in args])

    def _llvm_binary(self, e: BinaryExpr, gt: bool) -> str:
        code = e.code
        prec = _BINARY_PREC[code]
        if code == "ix":
            return "%s[%s]" % (self.operand(e.left, prec, gt=gt), self.llvm(e.right, True))
        if code in ("dt", "pt", "ds", "pm"):
            return (self.operand(e.left, prec, True, gt) + _SYMBOL[code]
                    + self.operand(e.right, prec, False, gt))
        paren = not gt and code in ("gt", "rs")
        if paren:
            gt = True
        assign = prec == ASSIGN
        left = self.operand(e.left, ORIF if assign else prec, not assign, gt)
        right = self.operand(e.right, prec, assign, gt)
        symbol = _SYMBOL[code]
        text = left + ("" if code == "cm" else " ") + symbol + " " + right
        return "(" + text + ")" if paren else text

    def _llvm_unary(self, e: UnaryExpr, gt: bool) -> str:
        code = e.code
        if code == "sp":
            return self._expansion(e.operand)
        if code in _UNARY_WORDS:
            return "%s(%s)" % (_UNARY_WORDS[code], self.llvm(e.operand, True))
        if code == "tw":
            return "throw " + self.llvm(e.operand, gt)
        if code in ("dl", "da"):
            return "%sdelete%s %s" % ("::" if e.global_ else "", "[]" if code == "da" else "",
                                      self.llvm(e.operand, gt))
        if code in ("pp", "mm"):
            return self.operand(e.operand, POSTFIX, True, gt) + _SYMBOL[code]
        prec = POSTFIX if code in ("pp_", "mm_") else UNARY
        return _SYMBOL[code.rstrip("_")] + self.operand(e.operand, prec, gt=gt)

    def _llvm_fold(self, e: FoldExpr) -> str:
        symbol = _SYMBOL[e.op]
        left_fold = e.code in ("fl", "fL")
        if e.second is None:
            pack, init = e.first, None
        elif left_fold:
            init, pack = e.first, e.second
        else:
            pack, init = e.first, e.second
        packed = "(" + self._expansion(pack) + ")"
        text = ""
        if not left_fold or init is not None:
            text = (self.operand(init, CAST, True) if left_fold else packed) + " " + symbol + " "
        text += "..."
        if left_fold or init is not None:
            text += " " + symbol + " " + (packed if left_fold else self.operand(init, CAST, True))
        return "(" + text + ")"

    def _expansion(self, pattern: object) -> str:
        """A pack expansion: the pattern once per element of the pack it names,
        or the pattern and ``...`` if it names none."""
        return self.expansion_of(pattern, lambda: self.llvm(pattern, True)
                                 if self.style != "gnu" else self.gnu(pattern))

    # ------------------------------------------------------------ names
    def unresolved(self, e: UnresolvedName) -> str:
        words = []
        if e.scope is not None:
            scope = e.scope
            text = self.name(scope) if not hasattr(scope, "__len__") and _is_name(scope) \
                else self.type(scope)
            if e.scope_targs:
                text = self.name(TemplateName(SourceName(text), e.scope_args))
            words.append(text)
        words.extend(self.name(level) for level in e.levels)
        words.append(self._base(e.base))
        return ("::" if e.global_ else "") + "::".join(words)

    def _base(self, base: Any) -> str:
        if type(base) is DestructorExpr:
            target = base.target
            return "~" + (self.name(target) if _is_name(target) else self.type(target))
        if type(base) is TemplateName and type(base.name) is OperatorName:
            return self.name(base)
        return self.name(base)

    # ------------------------------------------------------------- gnu
    def gnu_sub(self, e: object) -> str:
        if type(e) is ExternalName and type(e.entity).__name__ == "Variable":
            return self.gnu(e)
        if type(e) in (FunctionParam, UnresolvedName, BracedInit) and not _gnu_template(e):
            return self.gnu(e)
        return "(" + self.gnu(e) + ")"

    def gnu(self, e: object) -> str:
        kind = type(e)
        if kind is FunctionParam:
            if e.index is None:  # type: ignore[attr-defined]
                return "this"
            return "{parm#%d}" % (e.index + 1)  # type: ignore[attr-defined]
        if kind is BinaryExpr:
            code = e.code  # type: ignore[attr-defined]
            if code == "ix":
                return "%s[%s]" % (self.gnu_sub(e.left), self.gnu(e.right))  # type: ignore[attr-defined]
            text = self.gnu_sub(e.left) + _SYMBOL[code] + self.gnu_sub(e.right)  # type: ignore[attr-defined]
            return "(" + text + ")" if code == "gt" else text
        if kind is UnaryExpr:
            code = e.code  # type: ignore[attr-defined]
            if code == "sp":
                return self._expansion(e.operand)  # type: ignore[attr-defined]
            if code in ("pp", "mm"):
                return self.gnu_sub(e.operand) + _SYMBOL[code]  # type: ignore[attr-defined]
            if code in ("dl", "da"):
                return "%sdelete%s %s" % ("::" if e.global_ else "",  # type: ignore[attr-defined]
                                          "[]" if code == "da" else "", self.gnu_sub(e.operand))  # type: ignore[attr-defined]
            if code == "tw":
                return "throw " + self.gnu_sub(e.operand)  # type: ignore[attr-defined]
            if code in ("sz", "az"):
                return _UNARY_WORDS[code] + self.gnu_sub(e.operand)  # type: ignore[attr-defined]
            operand = e.operand  # type: ignore[attr-defined]
            if code == "ad" and type(operand) is ExternalName and type(operand.entity).__name__ \
                    == "Function" and type(operand.entity.name).__name__ == "NestedName":
                return "&" + self.name(operand.entity.name)  # c++filt: no parameter list
            if code in ("ps", "ng", "ad", "de", "co", "nt", "pp_", "mm_"):
                return _SYMBOL[code.rstrip("_")] + self.gnu_sub(e.operand)  # type: ignore[attr-defined]
        if kind is UnresolvedName:
            return self.unresolved(e)  # type: ignore[arg-type]
        if kind is ExprParam:
            return self.type(e.param)  # type: ignore[attr-defined]
        if kind is CallExpr:
            return "%s(%s)" % (self.gnu_sub(e.callee),  # type: ignore[attr-defined]
                               self._join([self.gnu(a) for a in e.args]))  # type: ignore[attr-defined]
        if kind is ConditionalExpr:
            return "%s?%s : %s" % (self.gnu_sub(e.condition), self.gnu_sub(e.then),  # type: ignore[attr-defined]
                                   self.gnu_sub(e.otherwise))  # type: ignore[attr-defined]
        if kind is CastExpr:
            if e.code == "cv":  # type: ignore[attr-defined]
                if not e.list:  # type: ignore[attr-defined]
                    return "(%s)%s" % (self.type(e.type), self.gnu_sub(e.args[0]))  # type: ignore[attr-defined]
                return "(%s)(%s)" % (self.type(e.type),  # type: ignore[attr-defined]
                                     self._join([self.gnu(a) for a in e.args]))  # type: ignore[attr-defined]
            return "%s<%s>(%s)" % (_CAST_WORDS[e.code], self.type(e.type),  # type: ignore[attr-defined]
                                   self.gnu(e.args[0]))  # type: ignore[attr-defined]
        if kind is TypeExpr and e.code in ("st", "at"):  # type: ignore[attr-defined]
            return "%s(%s)" % (_TYPE_WORDS[e.code], self.type(e.type))  # type: ignore[attr-defined]
        if kind is NullptrLiteral:
            return "(decltype(nullptr))0"
        if kind is Rethrow:
            return "throw"
        if kind is BracedInit:
            head = self.type(e.type) if e.type is not None else ""  # type: ignore[attr-defined]
            return "%s{%s}" % (head, self._join([self.gnu(a) for a in e.items]))  # type: ignore[attr-defined]
        if kind is Decltype:
            return self.decltype_text(e)  # type: ignore[arg-type]
        if kind is FoldExpr:
            symbol = _SYMBOL[e.op]  # type: ignore[attr-defined]
            first = self.gnu_sub(e.first)  # type: ignore[attr-defined]
            if e.code == "fl":  # type: ignore[attr-defined]
                return "(..." + symbol + first + ")"
            if e.code == "fr":  # type: ignore[attr-defined]
                return "(" + first + symbol + "...)"
            return "(%s%s...%s%s)" % (first, symbol, symbol, self.gnu_sub(e.second))  # type: ignore[attr-defined]
        if kind in (IntegerLiteral, FloatLiteral, ExternalName):
            return self.template_arg(e)
        raise DemangleError("", 0, "this expression is not printed in gnu style yet")


def _is_name(node: object) -> bool:
    from .model import Name
    return isinstance(node, Name)


def _gnu_template(e: object) -> bool:
    """An unresolved name that is a template-id alone (c++filt parenthesizes it)."""
    return (type(e) is UnresolvedName and not e.form  # type: ignore[attr-defined]
            and type(e.base) is TemplateName)  # type: ignore[attr-defined]
