"""Printing expressions (for :mod:`spirmangle.render.core`).

llvm (and opencl) style follows llvm-cxxfilt-19: each node has a precedence
and an operand is parenthesized when its precedence is not tighter than its
context asks (``printAsOperand``); a ``>`` or ``>>`` directly in a template
argument list is parenthesized whole.  gnu style follows c++filt: an operand
is parenthesized unless it is a name, a function parameter or a braced list.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional

from ..errors import DemangleError
from ..model import RequiresExpr, BinaryExpr, BracedInit, CallExpr, CastExpr, ConditionalExpr, Decltype, DestructorExpr, ExprArg, ExprParam, ExternalName, FloatLiteral, FoldExpr, FunctionParam, IntegerLiteral, NewExpr, VendorExpr, StringLiteralExpr, DesignatedInit, SubobjectExpr, NullptrLiteral, OperatorName, Rethrow, SizeofArgs, SizeofPack, SourceName, TemplateName, TemplateParam, TypeExpr, UnaryExpr, UnresolvedName, LambdaLiteral, MemberConversion
from .legacy import lambda_literal_text
from .requires import requires_text
from .special import in_entity_scope
from ..model.typecodes import OPERATORS
from ..model.sfinae import arg_in_parentheses

if TYPE_CHECKING:  # (the type checker's base: what self has from the other mixins)
    from .needs import PrinterNeeds as _Mixin
else:
    _Mixin = object

EXPR_KINDS = frozenset({
    BinaryExpr, BracedInit, CallExpr, CastExpr, ConditionalExpr, ExprParam, FoldExpr, NewExpr,
    VendorExpr, StringLiteralExpr, DesignatedInit, SubobjectExpr, LambdaLiteral, RequiresExpr,
    MemberConversion,
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
_TYPE_WORDS = {"st": "sizeof ", "at": "alignof ", "ti": "typeid ", "u8__uuidoft": "__uuidof"}
_CAST_WORDS = {"sc": "static_cast", "dc": "dynamic_cast", "cc": "const_cast",
               "rc": "reinterpret_cast"}


def _precedence(e: Any) -> int:
    kind = type(e)
    if kind is BinaryExpr:
        return _BINARY_PREC[e.code]
    if kind is UnaryExpr:
        code = e.code
        if code in ("pp", "mm", "pp_", "mm_", "te"):
            return POSTFIX
        return PRIMARY if code in ("sp", "tw") else UNARY
    if kind is ConditionalExpr:
        return CONDITIONAL
    if kind is CallExpr:
        return POSTFIX
    if kind is CastExpr:
        return CAST if e.code == "cv" else POSTFIX
    if kind is MemberConversion:
        return CAST
    if kind is TypeExpr:  # (LLVM's __uuidof(type) is primary)
        code = e.code
        return POSTFIX if code == "ti" else PRIMARY if code == "u8__uuidoft" else UNARY
    if kind is NewExpr:
        return UNARY
    if kind is VendorExpr:
        return POSTFIX
    return PRIMARY


class ExprPrinter(_Mixin):
    """Expression text for a :class:`spirmangle.render.core.Printer` (mixed in)."""

    style: str
    mangled: str  # (Printer's: the name its errors name)
    pack_index: Any
    peer = True  # (Printer's: False for the cxx style)
    _names: Any
    _types: Any
    param_names: tuple[str, ...]  # (a with-clause's: spirmangle.render.with_clause)

    # ------------------------------------------------------------ entry points
    def expr_arg(self, a: ExprArg) -> str:
        """A template argument ``X <expression> E``."""
        if self.style == "gnu":
            return self.gnu(a.expr)
        if self.param_names and self.style == "opencl" and arg_in_parentheses(a.expr):
            return "(" + self.llvm(a.expr, True) + ")"  # ((std::is_integral_v<T>): not a type)
        return self.operand(a.expr, COMMA, gt=False)  # (a comma expression in parentheses)

    def decltype_text(self, t: Decltype) -> str:
        if self.style == "gnu":
            return "decltype (%s)" % self.gnu(t.expr)
        return "decltype(%s)" % self.llvm(t.expr, True)

    def expr_text(self, e: object) -> str:
        """An expression where a type may stand (an array's dimension)."""
        if self.style == "gnu":
            return self.gnu(e)
        return self.llvm(e, True)

    def expansion_of(self, pattern: Any, print_one: Any, unexpanded: Any = None) -> str:
        """``print_one()`` once per element of the pack ``pattern`` names (joined
        by commas), or once (``unexpanded(pattern)`` if given) followed by ``...``
        if it names none."""
        length = self._pack_length(pattern)
        if length is None:
            return str(print_one() if unexpanded is None else unexpanded(pattern)) + "..."
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
        printer = LLVM_PRINTERS.get(type(e))
        if printer is None:
            return self.template_arg(e)  # a literal, an external name
        return printer(self, e, gt)

    def _llvm_conditional(self, e: ConditionalExpr, gt: bool) -> str:
        return "%s ? %s : %s" % (self.operand(e.condition, CONDITIONAL, gt=gt),
                                 self.operand(e.then, gt=gt),
                                 self.operand(e.otherwise, ASSIGN, True, gt))

    def _llvm_cast(self, e: CastExpr, gt: bool) -> str:
        if e.code == "cv":
            return "(%s)(%s)" % (self.type(e.type), self._args(e.args))
        # llvm-cxxfilt-19 prints the target type's left part only (its CastExpr
        # calls printLeft): static_cast<int (*>(nullptr) for int (*)() noexcept.
        target = self._parts(e.type)[0] if self.peer else self.type(e.type)
        return "%s<%s>(%s)" % (_CAST_WORDS[e.code], target, self.operand(e.args[0]))

    def _llvm_braced(self, e: BracedInit, gt: bool) -> str:
        head = self.type(e.type) if e.type is not None else ""
        # (braces leave a > as it is: inside template arguments it is parenthesized)
        return "%s{%s}" % (head, self._args(e.items, gt))

    def _llvm_sizeof_pack(self, e: SizeofPack, gt: bool) -> str:
        pack = e.pack
        if type(pack) is FunctionParam:
            return "sizeof... (%s)" % self.llvm(pack, True)
        if self.param_names and type(pack) is ExprParam:  # (a with-clause's: sizeof...(Ts))
            return "sizeof...(%s)" % self.llvm(pack, True)
        return "sizeof...(%s)" % self._expansion(pack)

    def _args(self, args: tuple[object, ...], gt: bool = True) -> str:
        return self._join([self.operand(a, COMMA, gt=gt) for a in args])

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

    def _other(self, e: Any, gnu: bool, gt: bool = True) -> str:
        """A vendor's expression (``name(args)``), a string literal (as LLVM:
        ``"<char const [4]>"``; c++filt reads none) or a designator (``.x = 1``,
        ``[1] = 2``, ``[1 ... 2] = 3``; c++filt: ``.x=(1)``; none between designators)."""
        kind = type(e)
        if kind is VendorExpr:
            return "%s(%s)" % (self.name(e.name), self._join([self.template_arg(a) for a in e.args]))
        if kind is StringLiteralExpr:
            return '"<%s>"' % self.type(e.type)
        show = self.gnu if gnu else (lambda x: self.llvm(x, gt))
        if e.code == "di":
            text = "." + show(e.field)
        elif e.code == "dx":
            text = "[" + show(e.field) + "]"
        else:
            text = "[" + show(e.field) + " ... " + show(e.last) + "]"
        if type(e.init) is DesignatedInit:
            return text + show(e.init)
        if gnu:
            return text + "=" + self.gnu_sub(e.init)
        return text + " = " + show(e.init)

    def _subobject(self, e: SubobjectExpr, gnu: bool) -> str:
        """``so``: ``object.<type at offset N>`` as LLVM prints it (the union
        selectors and ``p`` print nothing); c++filt reads none."""
        offset = e.offset or "0"
        if offset.startswith("n"):
            offset = "-" + offset[1:]
        obj = self.gnu(e.expr) if gnu else self.llvm(e.expr, True)
        return "%s.<%s at offset %s>" % (obj, self.type(e.type), offset)

    def _new(self, e: NewExpr, gnu: bool) -> str:
        """``new``: llvm-cxxfilt-19 writes new(placement) T(init), c++filt
        new (placement) T(init) (and T{...} for il, which LLVM does not read)."""
        text = "::new" if e.global_ else "new"
        if gnu:
            if e.code == "na" and not self.peer:  # c++filt prints new, and an array type garbled
                raise DemangleError(self.mangled, 0, "c++filt prints new[] as new")
            text += " "
            if e.placement:
                text += "(" + self._join([self.gnu(a) for a in e.placement]) + ") "
            text += self.type(e.type)
            if e.paren:
                text += "(" + self._join([self.gnu(a) for a in e.init]) + ")"
            elif e.braced is not None:
                text += self.gnu(e.braced)
            return text
        if e.code == "na":
            text += "[]"
        if e.placement:
            text += "(" + self._args(e.placement) + ")"
        text += " " + self.type(e.type)
        if e.paren and (e.init or not self.peer):  # (llvm-cxxfilt-19 prints new T() as
            text += "(" + self._args(e.init) + ")"  # new T: it prints no empty list)
        elif e.braced is not None:
            text += self.llvm(e.braced, True)
        return text

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
                text = self.name(TemplateName(SourceName(text), e.scope_args))  # type: ignore[arg-type]
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
    # c++filt (libiberty's cp-demangle.c) parenthesizes an operand unless its
    # component is a plain name, a qualified name, a braced list or a function
    # parameter (d_print_subexpr); :func:`_gnu_simple` maps the model onto that.
    def gnu_sub(self, e: object) -> str:
        if _gnu_simple(e):
            return self.gnu(e)
        return "(" + self.gnu(e) + ")"

    def gnu(self, e: object) -> str:
        printer = GNU_PRINTERS.get(type(e))
        if printer is None:
            raise DemangleError(self.mangled, 0, "this expression is not printed in gnu style yet")
        return printer(self, e)

    def _gnu_callee(self, callee: object) -> str:
        """c++filt prints a function called by its encoding (``L_Z...E``) without
        its return and parameter types: the name (with a method's qualifiers),
        as an operand."""
        if type(callee) is ExternalName and type(callee.entity).__name__ == "Function":
            entity: Any = callee.entity
            name: Any = entity.name
            text = in_entity_scope(self, entity, lambda: self.name(name))
            quals = getattr(name, "qualifiers", None)
            ref = getattr(name, "ref_qualifier", "")
            if quals is None and not ref:
                return text if _gnu_plain(name) else "(" + text + ")"
            if quals is not None:
                text += "".join(" " + word for word in self._quals(quals))
            return "(" + text + (" " + ref if ref else "") + ")"
        return self.gnu_sub(callee)

    def _gnu_binary(self, e: BinaryExpr) -> str:
        code = e.code
        if code == "ix":
            return "%s[%s]" % (self.gnu_sub(e.left), self.gnu(e.right))
        text = self.gnu_sub(e.left) + _SYMBOL[code] + self.gnu_sub(e.right)
        return "(" + text + ")" if code == "gt" else text

    def _gnu_unary(self, e: UnaryExpr) -> str:
        code = e.code
        operand = e.operand
        if code == "sp":
            return self.expansion_of(operand, lambda: self.gnu(operand), self.gnu_sub)
        if code in ("pp", "mm"):
            return self.gnu_sub(operand) + _SYMBOL[code]
        if code == "nx":
            return "noexcept(" + self.gnu(operand) + ")"
        if code in ("dl", "da"):
            text = ("delete[] " if code == "da" else "delete ") + self.gnu_sub(operand)
            return "::" + text if e.global_ else text
        if code == "ad" and type(operand) is ExternalName and _gnu_bare_function(operand):
            entity: Any = operand.entity  # c++filt: no parameter list
            return "&" + in_entity_scope(self, entity, lambda: self.name(entity.name))
        words = {"tw": "throw ", "sz": "sizeof ", "az": "alignof ", "te": "typeid "}
        symbol = words.get(code) or _SYMBOL[code.rstrip("_")]
        return symbol + self.gnu_sub(operand)

    def _gnu_cast(self, e: CastExpr) -> str:
        if e.code != "cv":
            return "%s<%s>(%s)" % (_CAST_WORDS[e.code], self.type(e.type), self.gnu(e.args[0]))
        if not e.list:
            return "(%s)%s" % (self.type(e.type), self.gnu_sub(e.args[0]))
        return "(%s)(%s)" % (self.type(e.type), self._join([self.gnu(a) for a in e.args]))

    def _gnu_type_expr(self, e: TypeExpr) -> str:
        if e.code == "st" or e.code == "u8__uuidoft":  # (c++filt reads no u8__uuidoft)
            return "%s(%s)" % ("sizeof " if e.code == "st" else "__uuidof", self.type(e.type))
        # c++filt reads the operand of at and ti as an expression (a template
        # parameter or a name; it reads no other type there)
        text = self.type(e.type)
        simple = type(e.type) is not TemplateParam and not hasattr(e.type, "param")
        return _TYPE_WORDS[e.code] + (text if simple else "(" + text + ")")

    def _gnu_fold(self, e: FoldExpr) -> str:
        """c++filt prints a fold's operands once, a pack in them as its whole list
        of elements (((1, 2, 3)+...+(1)), sizeof (int, long))."""
        symbol = _SYMBOL[e.op]
        saved = self.pack_index, self._names, self._types
        self.pack_index = -1
        if saved[1] is not None:  # texts cached with one element are not the whole pack's
            self._names, self._types = {}, {}
        try:
            first = self.gnu_sub(e.first)
            second = None if e.second is None else self.gnu_sub(e.second)
        finally:
            self.pack_index, self._names, self._types = saved
        if e.code == "fl":
            return "(..." + symbol + first + ")"
        if e.code == "fr":
            return "(" + first + symbol + "...)"
        return "(%s%s...%s%s)" % (first, symbol, symbol, second)

    def _gnu_sizeof_pack(self, e: object) -> str:
        """c++filt prints ``sizeof...`` as the length of the pack, 0 where it finds
        none (a function parameter pack, sZ fp_): the gnu style prints that too;
        ``exact`` (not the peer's) rejects a length it does not know."""
        if type(e) is SizeofPack:
            pack = e.pack
            length = self._pack_length(pack) if type(pack) is ExprParam else None
            if length is None and self.peer:  # (d_find_pack finds no pack: 0)
                length = 0
        else:
            length = self._args_length(e.args)  # type: ignore[attr-defined]
        if length is None:
            raise DemangleError(self.mangled, 0, "c++filt prints sizeof... of an unknown pack as 0")
        return str(length)

    def _args_length(self, args: tuple[object, ...]) -> Optional[int]:
        count = 0
        for a in args:
            if type(a).__name__ == "PackExpansion":  # as many as its pack has
                length = self._pack_length(a.pattern)  # type: ignore[attr-defined]
                if length is None:
                    if not self.peer:
                        return None
                    length = 0  # (c++filt: no pack found)
                count += length
            elif type(a) is ExprArg:
                if not self.peer:
                    return None
                count += 1  # (c++filt counts an expression as one)
            elif type(a).__name__ == "ArgumentPack":
                count += len(a.args)  # type: ignore[attr-defined]
            else:
                count += 1
        return count


# Each expression class's printer in llvm (and opencl) style, (printer, e, gt) -> text,
# and in gnu style, (printer, e) -> text; ExprPrinter.llvm prints any other node (a
# literal, an external name) as a template argument.
LLVM_PRINTERS: dict[type, Callable[[ExprPrinter, Any, bool], str]] = {
    FunctionParam: lambda p, e, gt: ("this" if e.index is None else "fp" if not e.index
                                     else "fp%d" % (e.index - 1)),
    BinaryExpr: ExprPrinter._llvm_binary,
    UnaryExpr: ExprPrinter._llvm_unary,
    UnresolvedName: lambda p, e, gt: p.unresolved(e),
    ExprParam: lambda p, e, gt: p.type(e.param),
    CallExpr: lambda p, e, gt: "%s(%s)" % (p.llvm(e.callee, gt), p._args(e.args)),
    ConditionalExpr: ExprPrinter._llvm_conditional,
    CastExpr: ExprPrinter._llvm_cast,
    TypeExpr: lambda p, e, gt: "%s(%s)" % (_TYPE_WORDS[e.code], p.type(e.type)),
    NewExpr: lambda p, e, gt: p._new(e, False),
    VendorExpr: lambda p, e, gt: p._other(e, False, gt),
    StringLiteralExpr: lambda p, e, gt: p._other(e, False, gt),
    DesignatedInit: lambda p, e, gt: p._other(e, False, gt),
    SubobjectExpr: lambda p, e, gt: p._subobject(e, False),
    LambdaLiteral: lambda p, e, gt: lambda_literal_text(p, e),
    MemberConversion: lambda p, e, gt: lambda_literal_text(p, e),
    NullptrLiteral: lambda p, e, gt: "nullptr",
    Rethrow: lambda p, e, gt: "throw",
    FoldExpr: lambda p, e, gt: p._llvm_fold(e),
    BracedInit: ExprPrinter._llvm_braced,
    SizeofPack: ExprPrinter._llvm_sizeof_pack,
    SizeofArgs: lambda p, e, gt: "sizeof... (%s)" % p._join([p.template_arg(a) for a in e.args]),
    Decltype: lambda p, e, gt: p.decltype_text(e),
    RequiresExpr: lambda p, e, gt: requires_text(p, e, False),
}
GNU_PRINTERS: dict[type, Callable[[ExprPrinter, Any], str]] = {
    FunctionParam: lambda p, e: "this" if e.index is None else "{parm#%d}" % (e.index + 1),
    BinaryExpr: ExprPrinter._gnu_binary,
    UnaryExpr: ExprPrinter._gnu_unary,
    UnresolvedName: lambda p, e: p.unresolved(e),
    ExprParam: lambda p, e: p.type(e.param),
    CallExpr: lambda p, e: "%s(%s)" % (p._gnu_callee(e.callee), p._join([p.gnu(a) for a in e.args])),
    ConditionalExpr: lambda p, e: "%s?%s : %s" % (p.gnu_sub(e.condition), p.gnu_sub(e.then),
                                                  p.gnu_sub(e.otherwise)),
    CastExpr: ExprPrinter._gnu_cast,
    TypeExpr: ExprPrinter._gnu_type_expr,
    NewExpr: lambda p, e: p._new(e, True),
    VendorExpr: lambda p, e: p._other(e, True),
    StringLiteralExpr: lambda p, e: p._other(e, True),
    DesignatedInit: lambda p, e: p._other(e, True),
    SubobjectExpr: lambda p, e: p._subobject(e, True),
    LambdaLiteral: lambda p, e: lambda_literal_text(p, e),
    MemberConversion: lambda p, e: lambda_literal_text(p, e),
    NullptrLiteral: lambda p, e: "(decltype(nullptr))0" if e.zero else "decltype(nullptr)",
    Rethrow: lambda p, e: "throw",
    BracedInit: lambda p, e: "%s{%s}" % ("" if e.type is None else p.type(e.type),
                                         p._join([p.gnu(a) for a in e.items])),
    Decltype: lambda p, e: p.decltype_text(e),
    FoldExpr: ExprPrinter._gnu_fold,
    SizeofPack: ExprPrinter._gnu_sizeof_pack,
    SizeofArgs: ExprPrinter._gnu_sizeof_pack,
    IntegerLiteral: lambda p, e: p.template_arg(e),
    FloatLiteral: lambda p, e: p.template_arg(e),
    ExternalName: lambda p, e: p.template_arg(e),
    RequiresExpr: lambda p, e: requires_text(p, e, True),
}


def _is_name(node: object) -> bool:
    from ..model import Name
    return isinstance(node, Name)


def _gnu_plain(name: object) -> bool:
    """c++filt's component for this name is a plain name (an internal name's L
    is dropped) or a qualified name: no parentheses around it as an operand."""
    kind = type(name).__name__
    return kind == "SourceName" or kind == "InternalName" or _gnu_qualified(name)


def _gnu_qualified(name: Any) -> bool:
    """c++filt's component for this name is a qualified name (std::x, a::b)."""
    kind = type(name).__name__
    if kind == "StdName":
        return True
    if kind == "NestedName":
        return (name.qualifiers is None and not name.ref_qualifier
                and type(name.parts[-1]) is not TemplateName)
    return False


def _gnu_bare_function(e: ExternalName) -> bool:
    """``&`` of a function whose name is qualified (no template arguments, no
    cv- or ref-qualifier): c++filt prints the name without its parameters."""
    entity: Any = e.entity
    return type(entity).__name__ == "Function" and _gnu_qualified(entity.name)


def _gnu_simple(e: Any) -> bool:
    """c++filt prints ``e`` as an operand without parentheses (d_print_subexpr)."""
    kind = type(e)
    if kind is FunctionParam or kind is BracedInit or kind is SubobjectExpr:
        return True
    if kind is UnresolvedName:
        if e.global_ or type(e.base) is TemplateName:
            return False
        return bool(e.form) or type(e.base) is SourceName
    if kind is ExternalName:
        entity = e.entity
        return type(entity).__name__ == "Variable" and _gnu_plain(entity.name)
    return False
