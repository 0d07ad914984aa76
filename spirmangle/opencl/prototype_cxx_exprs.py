"""The expressions of ``decltype(...)`` in C++ declarations as the opencl style
prints them (spirmangle.opencl.prototype_cxx): function parameters ``fp``, ``fp0``...,
integer literals, ``nullptr`` (clang's ``LDnE``), prefix ``* & - + ! ~ ++ --`` and
``throw``, postfix ``++ --`` and subscripts ``fp[1]``, the binary arithmetic, shift,
comparison and logical operators, assignments (``fp = fp``, ``fp += 1``...) and
conditionals ``a ? b : c``, parenthesized; calls (``fp(fp0...)``,
``make_tuple(fp...)``, ``std::forward<T>(fp)``: a callee named by identifiers is
an unresolved name, ``sr ... E`` when qualified), an argument ``E...`` expanding
a pack (``sp``); fold expressions as the opencl style prints them, the pack in
parentheses: ``((fp...) + ...)`` (``fr``), ``(... + (fp...))`` (``fl``),
``(0 + ... + (fp...))`` (``fL``), ``((fp...) + ... + 0)`` (``fR``), over every
binary operator, assignments, ``,``, ``.*`` and ``->*``; a with-clause's value
(``Ts`` of ``int ...Ts``) is its template parameter.  A name that is a type's
(a class, a typedef, a with-clause's type) is no expression here.

A template argument ``&entity`` is the address of a function or a variable
(``X ad L_Z <encoding> E E``): ``&ns::f(int)``, ``&S::get(void) const``,
``&ns::var``, ``&S::member``.  An array's bound may be an expression of a
with-clause's values (``[T % 3 + (T << 1)]``)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator, NamedTuple, Optional, Protocol

from ..model import ArrayType, ExprArg, ExternalName, Function, LocalName, Name, SourceName, TemplateName, TemplateParam, Type, Variable
from ..model.exprs import BinaryExpr, CallExpr, CastExpr, ConditionalExpr, Decltype, ExprParam, FoldExpr, FunctionParam, NullptrLiteral, SizeofPack, TypeExpr, UnaryExpr, UnresolvedName
from .prototype_cxx_lex import Cursor, fail
from ..model.typecodes import C_TYPE_WORDS, CXX_TYPE_WORDS, WORD_ALIASES
from .prototype_cxx_names import TemplateArgs, anonymous_at, cast_follows, literal
from ..model.sfinae import names_param, through_params

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
_FOLD = {**_BINARY, **_ASSIGN, ",": "cm", "->*": "pm", ".*": "ds"}
# (after a with-clause's value, an operator makes the template argument an expression)
_ARG_OPERATORS = frozenset(_BINARY) - {">", ">>"}
# words that start no unresolved name
_KEYWORDS = frozenset({"sizeof", "alignof", "typeid", "noexcept", "new", "delete", "this",
                       "static_cast", "dynamic_cast", "const_cast", "reinterpret_cast",
                       "decltype", "operator", "requires", "template", "typename", "throw",
                       "true", "false", "nullptr", "auto", "const", "volatile", "restrict",
                       "struct", "class", "union", "enum", "signed", "unsigned"}) \
    | frozenset(C_TYPE_WORDS) | frozenset(CXX_TYPE_WORDS) | frozenset(WORD_ALIASES)


# words that start a type (besides a typedef's, a class's or a with-clause's name)
_TYPE_WORDS = frozenset({"const", "volatile", "struct", "class", "union", "enum", "signed",
                         "unsigned", "decltype"}) | frozenset(C_TYPE_WORDS) \
    | frozenset(CXX_TYPE_WORDS) | frozenset(WORD_ALIASES)


class Env(Protocol):
    """What the expression reader asks of the declaration's reader."""

    cur: Cursor
    table: dict[str, Type]
    classes: set[str]
    values: dict[str, int]
    packs: dict[int, str]
    angle: bool  # (in a template argument: a ``>`` outside parentheses closes it)

    def type_id(self, nested: bool) -> Type: ...

    def template_args(self) -> TemplateArgs: ...


class ArgEnv(Env, Protocol):
    """What reading ``&entity`` asks of the declaration's reader besides."""

    def name(self) -> Name: ...

    def params(self) -> tuple[Type, ...]: ...

    def method_quals(self) -> tuple[Any, str]: ...


def address_arg(env: ArgEnv, function: Callable[[Name, tuple[Type, ...], Any, str], Function]
                ) -> ExprArg:
    """The template argument ``&entity`` (at its ``&``): ``function`` makes the
    Function of a name, its parameters and its qualifiers on ``this``."""
    cur = env.cur
    cur.expect("&")
    start = cur.tok
    name = env.name()
    if isinstance(name, LocalName):
        fail(cur.text, start.pos, "expected a function's or a variable's name")
    entity: "Function | Variable"
    if cur.at("("):
        params = env.params()
        this, ref = env.method_quals()
        entity = function(name, params, this, ref)
    else:
        entity = Variable(name)
    return ExprArg(UnaryExpr("ad", ExternalName(entity)))


class _Pack(NamedTuple):
    """``(E...)``: a fold expression's pack, as the opencl style prints it."""

    expr: Any
    pos: int


def decltype(env: Env) -> Decltype:
    """``decltype(expression)`` after ``decltype(``, up to and with the ``)``."""
    expr = _plain(env, _assignment(env))
    env.cur.expect(")")
    return Decltype(expr, isinstance(expr, FunctionParam))


def array_bound(env: Env) -> Callable[[Type], Type]:
    """A template's dependent array bound (``[T * 2 + 1]``, ``[(... || (Ts...)) + 1]``:
    ``A <expression> _``) after its ``[``, up to and with the ``]``: the step
    that makes the array of a type."""
    bound = _plain(env, _assignment(env))
    env.cur.expect("]")
    return lambda t: ArrayType(t, None, bound)


def expression_follows(env: Env) -> bool:
    """Whether the template argument at the cursor is an expression, as C++ reads
    it: it starts with ``!``, ``~``, ``-`` (not a literal's), ``(`` (not a
    literal's cast), ``sizeof`` or ``alignof``, with a with-clause's value and an
    operator, or with a qualified name through the template parameters that
    ``typename`` does not make a type's (``std::is_integral<T>::value``,
    ``T::value``, ``::trait<T>::value``: an unresolved name, issue 25)."""
    cur = env.cur
    tok, after = cur.tok, cur.peek()
    if tok.kind == "punct" and tok.text in ("!", "~") or cur.at("sizeof", "alignof"):
        return True
    if cur.at("-") and after.kind != "num" or cur.at("(") and not cast_follows(cur) \
            and not anonymous_at(cur.toks, cur.i):  # ((anonymous namespace)::S: a type)
        return True
    if tok.kind == "id" and tok.text in env.values:
        return after.kind == "punct" and after.text in _ARG_OPERATORS
    return _dependent_qualified(env, cur.i)


def _dependent_qualified(env: Env, j: int) -> bool:
    """Whether a qualified name starts at token ``j`` whose qualifiers (all but its
    last part) name a template parameter of the with-clause (or are one)."""
    toks = env.cur.toks
    if toks[j].text == "::":
        j += 1
    dependent = qualified = False
    while toks[j].kind == "id" and toks[j].text not in _KEYWORDS:
        seen = _bound(env, toks[j].text)
        j += 1
        if toks[j].text == "<":
            j, inner = _skip_args(env, j)
            if j < 0:  # (its >> closed an outer list too: the name ends there)
                return False
            seen = seen or inner
        if toks[j].text != "::" or toks[j + 1].kind != "id":
            return qualified and dependent
        dependent, qualified = dependent or seen, True
        j += 1
    return False


def _bound(env: Env, word: str) -> bool:
    return word in env.values or isinstance(env.table.get(word), TemplateParam)


def _skip_args(env: Env, j: int) -> tuple[int, bool]:
    """After the template argument list opening at token ``j``: (the index of the
    token after it, or -1 where its ``>>`` closes an outer list too, whether it
    names a template parameter)."""
    toks = env.cur.toks
    depth, parens, seen = 0, 0, False
    while toks[j].kind != "end":
        text = toks[j].text
        parens += {"(": 1, ")": -1}.get(text, 0)
        if not parens:
            depth += {"<": 1, ">": -1, ">>": -2}.get(text, 0)
        seen = seen or toks[j].kind == "id" and _bound(env, text)
        j += 1
        if depth <= 0 and not parens:
            return (j if depth == 0 else -1), seen
    return j, seen


@contextmanager
def _angle(env: Env, angle: bool) -> Iterator[None]:
    """While it lasts, whether a ``>`` closes a template argument (outside parentheses)."""
    saved = env.angle
    env.angle = angle
    try:
        yield
    finally:
        env.angle = saved


def template_arg_expr(env: Env) -> ExprArg:
    """A template argument that is an expression (:func:`expression_follows`), up to
    the ``,`` or ``>`` after it: ``X <expression> E``."""
    with _angle(env, True):
        return ExprArg(_plain(env, _assignment(env)))


def _plain(env: Env, expr: Any) -> Any:
    """``expr``, which must be no fold's pack."""
    if isinstance(expr, _Pack):
        fail(env.cur.text, expr.pos, "a pack expansion in parentheses (E...) stands only in "
                                     "a fold expression")
    return expr


def _fold_follows(cur: Cursor) -> bool:
    """An operator and ``...`` (a fold) follow."""
    if cur.at(".") and cur.peek().text == "*":
        return cur.peek(2).text == "..."
    return cur.tok.kind == "punct" and cur.tok.text in _FOLD and cur.peek().text == "..."


def _fold_operator(cur: Cursor) -> str:
    if cur.at(".") and cur.peek().text == "*":
        cur.i += 2
        return _FOLD[".*"]
    if cur.tok.kind != "punct" or cur.tok.text not in _FOLD:
        cur.error("expected a fold expression's operator")
    return _FOLD[cur.take().text]


def _assignment(env: Env) -> Any:
    """An assignment or a conditional (both right-associative), or looser."""
    cur = env.cur
    if cur.at("throw"):
        cur.take()
        return UnaryExpr("tw", _plain(env, _assignment(env)))
    left = _binary(env, 0)
    if cur.tok.kind == "punct" and cur.tok.text in _ASSIGN and cur.peek().text != "...":
        code = _ASSIGN[cur.take().text]
        return BinaryExpr(code, _plain(env, left), _plain(env, _assignment(env)))
    if cur.accept("?"):
        then = _plain(env, _assignment(env))
        cur.expect(":")
        return ConditionalExpr(_plain(env, left), then, _plain(env, _assignment(env)))
    return left


def _binary(env: Env, level: int) -> Any:
    if level == len(_LEVELS):
        return _unary(env)
    cur = env.cur
    left = _binary(env, level + 1)
    while cur.tok.kind == "punct" and cur.tok.text in _LEVELS[level] and cur.peek().text != "..." \
            and not (env.angle and cur.tok.text in (">", ">>")):
        code = _BINARY[cur.take().text]
        left = BinaryExpr(code, _plain(env, left), _plain(env, _binary(env, level + 1)))
    return left


def _unary(env: Env) -> Any:
    cur = env.cur
    if cur.tok.kind == "punct" and cur.tok.text in _UNARY and \
            not (cur.tok.text == "-" and cur.peek().kind == "num"):
        code = _UNARY[cur.take().text]
        return UnaryExpr(code, _plain(env, _unary(env)))
    found = _primary(env)
    while True:
        if cur.tok.kind == "punct" and cur.tok.text in _POSTFIX:
            found = UnaryExpr(_POSTFIX[cur.take().text], _plain(env, found))
        elif cur.accept("["):
            with _angle(env, False):
                found = BinaryExpr("ix", _plain(env, found), _plain(env, _assignment(env)))
            cur.expect("]")
        elif cur.at("(") and not isinstance(found, _Pack):
            cur.take()
            found = CallExpr(found, _call_args(env))
        elif cur.at(".", "->") and cur.peek().kind == "id":  # (fp.m, fp->get(): dt, pt)
            code = "dt" if cur.take().text == "." else "pt"
            found = BinaryExpr(code, _plain(env, found),
                               UnresolvedName(SourceName(cur.take().text)))
        else:
            return found


def _call_args(env: Env) -> tuple[Any, ...]:
    """A call's arguments after its ``(``, up to and with the ``)``; ``E...`` expands."""
    with _angle(env, False):
        return _call_args_in(env)


def _call_args_in(env: Env) -> tuple[Any, ...]:
    cur = env.cur
    args: list[Any] = []
    if not cur.accept(")"):
        while True:
            arg = _plain(env, _assignment(env))
            args.append(UnaryExpr("sp", arg) if cur.accept("...") else arg)
            if not cur.accept(","):
                break
        cur.expect(")")
    return tuple(args)


def _primary(env: Env) -> Any:
    cur = env.cur
    if cur.at("(") and cur.peek().text != ")":
        found = literal(cur, lambda: env.type_id(True))
        return found if found is not None else _parenthesized(env)
    if cur.accept("nullptr"):
        return NullptrLiteral(zero=False)
    tok = cur.tok
    if tok.kind == "id" and tok.text.startswith("fp") and (tok.text[2:].isdigit() or tok.text == "fp"):
        cur.take()
        return FunctionParam(0 if tok.text == "fp" else int(tok.text[2:]) + 1)
    if cur.at("sizeof", "alignof"):
        return _sizeof(env)
    found = literal(cur, lambda: env.type_id(True))
    if found is None and tok.kind in ("id", "punct") and tok.text not in _KEYWORDS:
        found = _name(env)
        if isinstance(found, UnresolvedName) and not cur.at("(") and not through_params(found) \
                and not names_param(found.base):  # (std::is_integral_v<T>: a variable's)
            # (a name not called may be a variable's, L_Z...E, which prints alike)
            fail(cur.text, tok.pos, "expected an expression: a name stands only as a "
                                    "function called")
    if found is None:
        cur.error("expected an expression")
    return found


def _parenthesized(env: Env) -> Any:
    """After ``(``: a parenthesized expression, a fold's pack ``(E...)`` or a fold."""
    with _angle(env, False):
        return _parenthesized_in(env)


def _parenthesized_in(env: Env) -> Any:
    cur = env.cur
    start = cur.take()
    if _type_follows(env):  # ((T &&)(fp): a cast of one operand, cv <type> <expression>)
        t = env.type_id(True)
        cur.expect(")")
        cur.expect("(")
        args = _call_args(env)
        if len(args) != 1 or isinstance(args[0], UnaryExpr) and args[0].code == "sp":
            fail(cur.text, start.pos, "a cast (type)(expression) has one operand")
        return CastExpr("cv", t, args)
    if cur.accept("..."):  # (... op (E...))
        code = _fold_operator(cur)
        pack = _unary(env)
        if not isinstance(pack, _Pack):
            fail(cur.text, start.pos, "a left fold (... op (E...)) needs a pack in parentheses")
        cur.expect(")")
        return FoldExpr("fl", code, pack.expr)
    inner = _assignment(env)
    if cur.at("...") and cur.peek().text == ")":
        cur.i += 2
        return _Pack(_plain(env, inner), start.pos)
    if not _fold_follows(cur):
        cur.expect(")")
        if isinstance(inner, (CallExpr, UnresolvedName)) and cur.at("("):
            # ((f(x))(y), (std::pair<T, int>)(fp, 1): a cast (T)(x) prints alike)
            cur.error("expected an expression: a cast (type)(...) is not read")
        return _plain(env, inner)
    code = _fold_operator(cur)
    cur.expect("...")
    if cur.accept(")"):  # ((E...) op ...)
        if not isinstance(inner, _Pack):
            fail(cur.text, start.pos, "a right fold ((E...) op ...) needs a pack in parentheses")
        return FoldExpr("fr", code, inner.expr)
    if _fold_operator(cur) != code:
        cur.i -= 1
        cur.error("a fold expression's two operators must be the same")
    right = _assignment(env)
    cur.expect(")")
    if isinstance(inner, _Pack) and not isinstance(right, _Pack):
        return FoldExpr("fR", code, inner.expr, right)
    if isinstance(right, _Pack) and not isinstance(inner, _Pack):
        return FoldExpr("fL", code, inner, right.expr)
    fail(cur.text, start.pos, "a binary fold has one pack in parentheses (E...) and one "
                              "initial value")


def _name(env: Env) -> Optional[Any]:
    """A with-clause's value, or an unresolved name: a function's (``f``, ``ns::f``,
    ``std::forward<T>``), or one qualified through the template parameters
    (``std::is_integral<T>::value``, ``T::x::value``, ``::trait<T>::value``); None
    before a type's name or anything else."""
    cur = env.cur
    tok = cur.tok
    if tok.kind != "id" and not (cur.at("::") and cur.peek().kind == "id"):
        return None
    if tok.text in env.values:
        cur.take()
        return ExprParam(TemplateParam(env.values[tok.text]))
    global_ = cur.accept("::")
    scope = env.table.get(cur.tok.text)
    if isinstance(scope, TemplateParam) and cur.peek().text == "::" and \
            cur.peek(2).kind == "id":  # (T::value, T::x::value: sr T_, srN T_ ... E)
        cur.i += 2
    else:
        scope = None
    levels: list[Name] = []
    while True:
        tok = cur.tok
        if tok.kind != "id" or tok.text in _KEYWORDS \
                or tok.text.startswith("__") and not (levels or scope or global_) \
                or not (levels or scope) and (tok.text in env.table or tok.text in env.classes) \
                or tok.text in env.values:
            if levels or scope or global_:
                cur.error("expected a namespace's or a function's name")
            return None
        cur.take()
        base: Name = SourceName(tok.text)
        if cur.at("<"):
            base = TemplateName(base, env.template_args())
        if cur.at("::") and cur.peek().kind == "id":
            cur.take()
            levels.append(base)
            continue
        break
    if scope is not None:
        return UnresolvedName(base, form="srN" if levels else "sr", scope=scope,
                              levels=tuple(levels), global_=global_)
    if levels:
        return UnresolvedName(base, form="sr", levels=tuple(levels), global_=global_)
    if global_ and not names_param(base):
        cur.error("expected a qualified name")
    return UnresolvedName(base, global_=global_)  # (::small_v<T>: gs)



def _type_follows(env: Env) -> bool:
    """A type's name is next (not a qualified name through a template parameter,
    ``T::n``: an expression's, as C++ reads it without ``typename``)."""
    tok = env.cur.tok
    if tok.kind == "id" and isinstance(env.table.get(tok.text), TemplateParam) and \
            env.cur.peek().text == "::":
        return False
    return tok.kind == "id" and (tok.text in _TYPE_WORDS or tok.text in env.table
                                 or tok.text in env.classes or tok.text.startswith("__"))


def _sizeof(env: Env) -> Any:
    """``sizeof...(Ts)`` (sZ), ``sizeof (type)`` (st), ``sizeof (expression)`` (sz), and
    ``alignof`` (at, az), at the word."""
    cur = env.cur
    word = cur.take().text
    if word == "sizeof" and cur.accept("..."):
        cur.expect("(")
        tok = cur.take()
        index = env.values.get(tok.text)
        bound = env.table.get(tok.text)
        if index is None and isinstance(bound, TemplateParam):
            index = bound.index
        if tok.text == "fp" or tok.text.startswith("fp") and tok.text[2:].isdigit():
            pack: Any = FunctionParam(0 if tok.text == "fp" else int(tok.text[2:]) + 1)
        elif index is not None and index in env.packs:
            pack = ExprParam(TemplateParam(index))
        else:
            fail(cur.text, tok.pos, "sizeof... names a parameter pack")
        cur.expect(")")
        return SizeofPack(pack)
    cur.expect("(")
    if _type_follows(env):
        t = env.type_id(True)
        cur.expect(")")
        return TypeExpr("st" if word == "sizeof" else "at", t)
    operand = _plain(env, _assignment(env))
    cur.expect(")")
    return UnaryExpr("sz" if word == "sizeof" else "az", operand)
