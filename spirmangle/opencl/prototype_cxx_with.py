"""The with-clause of a C++ for OpenCL or SYCL declaration (spirmangle.opencl.prototype_cxx):
``void g(T, int) [with T = int]`` is the specialization ``g<int>`` of a template
that wrote its first parameter as ``T`` and its second as ``int``
(``_Z1gIiEvT_i``), as the opencl style prints such a name where the plain text
cannot say it (spirmangle.render.with_clause).

The clause binds its names to the template parameters in order (the first is
``T_``, the next ``T0_``...): ``NAME = type`` for a type, ``type NAME = value``
for an integer or enumeration value (``[with T = int, int N = 3]``); bindings are
separated by commas (or semicolons, as GCC writes them).  A parameter pack's
arguments are in braces: ``Ts = {int, float}`` for types, ``int ...Ns = {1, 2}``
for values, ``Ts = {}`` for none (``J...E``).  In the declaration a bound type
name is that template parameter (``T *`` is ``PT_``), a bound value's name an
array bound or a template argument (``int (&)[N]`` is ``RAT__i``, ``Tpl<N>``
``3TplIXT_EE``), a pack's name is expanded by ``...`` after a parameter or a
template argument (``Ts *...`` is ``DpPT_``, ``Tpl<Ts...>`` ``3TplIJDpT_EE``);
every other type is as written.  The declared name takes the clause's
arguments, and must have none of its own.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Optional

from ..model import Pointer, ArgumentPack, Builtin, ConstrainedAuto, DeclaredArg, Function, IntegerLiteral, InternalName, LocalName, Name, NamedType, NestedName, PackExpansion, TemplateArg, TemplateName, TemplateParam, TemplateParamDecl, Type
from ..model.bounds import children
from ..model.dependent import deduced, mangles_declaration, refused_in_clause
from ..model.sfinae import spelled_value, writable_dependent
from ..model.exprs import UnaryExpr
from ..model.node import replace
from .prototype_cxx_lex import Cursor, Tok, fail
from .prototype_cxx_names import literal


class WithClause(NamedTuple):
    """A declaration's with-clause: where it starts, its names and arguments."""

    start: Tok
    names: tuple[str, ...]
    args: tuple[TemplateArg, ...]
    values: frozenset[int] = frozenset()  # (the non-type parameters, packs too)
    decls: tuple[Optional[TemplateParamDecl], ...] = ()  # (where clang mangles one)

    def mangled_args(self) -> tuple[TemplateArg, ...]:
        """The arguments, each after its parameter's declaration where clang mangles
        it (see :func:`_declared`)."""
        return tuple(arg if decl is None else DeclaredArg(decl, arg)
                     for decl, arg in zip(self.decls or (None,) * len(self.args), self.args))

    def bound_types(self) -> dict[str, Type]:
        """The names bound to types (or packs of types), each as its template parameter."""
        return {name: TemplateParam(i) for i, (name, arg) in enumerate(zip(self.names, self.args))
                if isinstance(arg, (Type, ArgumentPack)) and i not in self.values}

    def bound_values(self) -> dict[str, int]:
        """The names bound to values (or packs of values), each as its parameter's index."""
        return {name: i for i, name in enumerate(self.names) if i in self.values}

    def packs(self) -> frozenset[int]:
        """The indices of the parameter packs."""
        return frozenset(i for i, arg in enumerate(self.args) if isinstance(arg, ArgumentPack))


def split_with(cur: Cursor) -> Optional[Cursor]:
    """Where ``cur``'s tokens hold ``[with``, end them there and return a cursor on
    the clause; else None."""
    toks = cur.toks
    for j in range(len(toks) - 1):
        if toks[j].text == "[" and toks[j].kind == "punct" and toks[j + 1].text == "with" \
                and toks[j + 1].kind == "id":
            clause = Cursor(cur.text, toks[j:])
            cur.toks = toks[:j] + [Tok("end", "", toks[j].pos)]
            return clause
    return None


def read_with(reader: Any, words: frozenset[str]) -> WithClause:
    """The clause at ``reader.cur`` (types read by ``reader.type_id``); ``words``:
    the identifiers that are no parameter's name (type words, qualifiers)."""
    cur: Cursor = reader.cur
    start = cur.expect("[")
    cur.expect("with")
    names: list[str] = []
    args: list[TemplateArg] = []
    values: set[int] = set()
    decls: list[Optional[TemplateParamDecl]] = []
    while True:
        if cur.at("=") or cur.tok.kind == "id" and cur.peek().text in ("=", ",", ";", "]"):
            _name(cur, names, words, reader.table)
            cur.expect("=")
            args.append(_types(reader) if cur.at("{") else reader.type_id(True))
            decls.append(None)
        else:
            arg, decl, value = _declared(reader, names, words, args, values)
            if value:
                values.add(len(args))
            args.append(arg)
            decls.append(decl)
        if len(args) - 1 not in values:  # (T ...Vs: a later parameter's type is this one)
            reader.table = {**reader.table, names[-1]: TemplateParam(len(args) - 1)}
        else:  # (a later parameter's type may name this value: enable_if<(N > 1)>::type)
            reader.values = {**reader.values, names[-1]: len(args) - 1}
        if isinstance(args[-1], ArgumentPack):  # (and Ts... expands it there)
            reader.packs = {**reader.packs, len(args) - 1: names[-1]}
        if not (cur.accept(",") or cur.accept(";")):
            break
    cur.expect("]")
    if cur.tok.kind != "end":
        cur.error()
    return WithClause(start, tuple(names), tuple(args), frozenset(values), tuple(decls))


def _types(reader: Any) -> ArgumentPack:
    """A pack of types, ``{int, float}`` (``{}``: none)."""
    return braced(reader.cur, lambda: reader.type_id(True), "a type")


def braced(cur: Cursor, item: Callable[[], TemplateArg], what: str) -> ArgumentPack:
    """A braced pack of ``item()``s, ``{a, b}`` (``{}``: none; no trailing comma)."""
    cur.expect("{")
    found: list[TemplateArg] = []
    while not cur.at("}"):
        found.append(item())
        if not cur.accept(","):
            break
        if cur.at("}"):
            cur.error("expected " + what)
    cur.expect("}")
    return ArgumentPack(tuple(found))


def _declared(reader: Any, names: list[str], words: frozenset[str], args: list[TemplateArg],
              values: set[int]) -> tuple[TemplateArg, Optional[TemplateParamDecl], bool]:
    """A parameter declared with a type or a concept: ``int N = 3``, ``int ...Ns = {1, 2}``,
    ``auto V = 3`` (``auto ...Vs = {1, (char)99}``), ``T ...Vs = {97}`` (``T`` bound
    before), ``std::integral T = int``,
    ``Small ...Ts = {int, char}``: (its argument, the declaration clang mangles
    before it or None, whether it is a value).  clang-19 mangles a function
    template's parameter declaration where the argument alone does not say it:
    spirmangle.model.dependent.mangles_declaration, the rule the printer declares by."""
    cur: Cursor = reader.cur
    type_tok = cur.tok
    t = _constrained_auto(reader, reader.type_id(True), type_tok)
    type_end = cur.tok.pos
    pack = cur.accept("...")
    _name(cur, names, words, reader.table)
    cur.expect("=")
    sfinae = writable_dependent(t)  # (std::enable_if<std::is_integral<T>::value, int>::type)
    if isinstance(t, NamedType) and not sfinae and _type_follows(cur):  # (a concept's, not an enum's)
        reader.unknown[:] = [tok for tok in reader.unknown if tok is not type_tok]  # (a concept)
        inner = TemplateParamDecl("constrained", constraint=t.name)
        arg = _types(reader) if pack else reader.type_id(True)
        return arg, TemplateParamDecl("pack", params=(inner,)) if pack else inner, False
    one = IntegerLiteral(Builtin("int"), 0)  # (any value: whether the type can be written)
    if refused_in_clause(TemplateParamDecl("non-type", type=t), one) and not sfinae:
        fail(cur.text, type_tok.pos, "a non-type template parameter of type '%s': clang mangles "
             "its declaration (Tn...), which the C++ reader cannot write (%s)"
             % (cur.text[type_tok.pos:type_end].strip(), _UNWRITABLE))
    literal = Builtin("int") if sfinae else _literal_type(cur, t, type_tok, args, values)
    auto = deduced(t)  # (auto, C auto)

    def item() -> IntegerLiteral:  # (auto's: true, or (char)99: a value of another type)
        if sfinae:
            return _spelled(reader, t)
        typed = reader.type_id(True) if auto and cur.accept("(") else None
        if typed is not None:
            cur.expect(")")
        elif auto and cur.at("true", "false"):
            typed = Builtin("bool")
        return IntegerLiteral(typed or literal, _value(cur, typed or literal))

    if not pack:
        if cur.at("{"):
            cur.error("a parameter pack is declared with '...' before its name ('%s ...%s')"
                      % (type_tok.text, names[-1]))
        value: TemplateArg = item()
    else:
        value = braced(cur, item, "an integer value")
    inner = TemplateParamDecl("non-type", type=t)
    decl = TemplateParamDecl("pack", params=(inner,)) if pack else inner
    return value, decl if mangles_declaration(decl, value) else None, True


_UNWRITABLE = ("a template-id of the parameters as a template argument, std::is_integral_v<T>, "
               "may be a variable template's value or a class: the text does not say which; "
               "and a type the text cannot say whose names are types")


def _spelled(reader: Any, t: Type) -> IntegerLiteral:
    """The value of a non-type parameter whose type is written through the others
    (spirmangle.model.sfinae): a literal that says its type (``0``, ``5l``,
    ``(char)97``, ``true``, ``(void *)0`` for a pointer's)."""
    cur: Cursor = reader.cur
    tok = cur.tok
    found = literal(cur, lambda: reader.type_id(True))
    if found is None or not spelled_value(t, found):
        fail(cur.text, tok.pos, "expected the value of a parameter of a dependent type, "
             "spelled with its type: %s" % ("a null pointer, (void *)0" if isinstance(t, Pointer)
                                            else "an integer, 0, 5l, (char)97 or true"))
    return found


def _constrained_auto(reader: Any, t: Type, type_tok: Tok) -> Type:
    """``t``, or the placeholder it constrains where ``auto`` or ``decltype(auto)``
    follows a concept's name: ``cx::Small auto`` (``DkNS_5SmallE``), ``C decltype(auto)``
    (``DK1C``)."""
    cur: Cursor = reader.cur
    decltype_auto = cur.at("decltype") and cur.peek().text == "(" and cur.peek(2).text == "auto"
    if not isinstance(t, NamedType) or not (cur.at("auto") or decltype_auto):
        return t
    if decltype_auto:
        for word in ("decltype", "(", "auto"):
            cur.expect(word)
        cur.expect(")")
    else:
        cur.expect("auto")
    reader.unknown[:] = [tok for tok in reader.unknown if tok is not type_tok]  # (a concept)
    return ConstrainedAuto(t.name, decltype_auto)


def _type_follows(cur: Cursor) -> bool:
    """Whether the argument after ``=`` is a type (or a pack of types), not a value."""
    tok = cur.peek() if cur.at("{") else cur.tok
    if cur.at("{") and tok.text == "}":
        return False  # ({}: a pack of values, as the opencl style prints none of a concept's)
    return not (tok.kind == "num" or tok.text in ("-", "true", "false"))


def _literal_type(cur: Cursor, t: Type, tok: Tok, args: list[TemplateArg],
                  values: set[int]) -> Type:
    """The type of a non-type parameter's values: ``t``; ``int`` for ``auto``; the
    argument of the type parameter ``t`` names."""
    if deduced(t):
        return Builtin("int")
    if isinstance(t, TemplateParam) and t.index not in values and \
            isinstance(args[t.index], (Builtin, NamedType)):
        return args[t.index]  # type: ignore[return-value]
    if not isinstance(t, (Builtin, NamedType)):
        fail(cur.text, tok.pos, "a non-type template parameter's type must be "
             "an integer or enumeration type")
    return t


def expand(cur: Cursor, t: Type, start: Tok, packs: dict[int, str]) -> PackExpansion:
    """``t ...``: the expansion of the packs (``packs``: index -> name) ``t`` names."""
    tok = cur.expect("...")
    if not _pack_in(t, packs):
        fail(cur.text, tok.pos, "'...' expands a parameter pack; '%s' names none"
             % cur.text[start.pos:tok.pos].strip())
    return PackExpansion(t)


def check_unexpanded(cur: Cursor, t: object, start: Tok, packs: dict[int, str]) -> None:
    """A parameter (or template argument) that names a pack must expand it."""
    found = _pack_in(t, packs)
    if found:
        fail(cur.text, start.pos, "parameter pack '%s' must be expanded with '...'" % found)


def _pack_in(node: object, packs: dict[int, str]) -> str:
    """The name of a pack ``node`` names outside an expansion of its own, or ''."""
    if not packs:
        return ""
    stack: list[object] = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, TemplateParam) and item.index in packs:
            return packs[item.index]
        if not isinstance(item, PackExpansion) and \
                not (isinstance(item, UnaryExpr) and item.code == "sp"):  # (Ns... of values)
            stack.extend(children(item))
    return ""


def _name(cur: Cursor, names: list[str], words: frozenset[str], table: dict[str, Type]) -> None:
    tok = cur.tok
    if tok.kind != "id" or tok.text in words or tok.text == "with":
        cur.error("expected a template parameter's name")
    if tok.text in names:
        fail(cur.text, tok.pos, "template parameter '%s' is bound twice" % tok.text)
    if tok.text in table:
        fail(cur.text, tok.pos, "'%s' names a type; a template parameter needs another name"
             % tok.text)
    names.append(cur.take().text)


def _value(cur: Cursor, t: Type) -> int:
    """A non-type argument's value: a decimal integer, or ``true``/``false`` for a bool."""
    if t == Builtin("bool") and cur.at("true", "false"):
        return int(cur.take().text == "true")
    negative = cur.accept("-")
    tok = cur.tok
    if tok.kind != "num":
        cur.error("expected an integer value")
    if not tok.text.isdigit():
        fail(cur.text, tok.pos, "expected an integer value without a suffix (the type is "
             "the parameter's)")
    cur.take()
    return -int(tok.text) if negative else int(tok.text)


def give_args(fn: Function, clause: WithClause, text: str) -> Function:
    """``fn`` with its name's own template arguments the clause's."""
    name = fn.name
    if isinstance(name, LocalName):
        fail(text, clause.start.pos, "a with-clause gives a function template's arguments; "
             "a local entity's name takes none here")
    return replace(fn, name=_with_args(name, clause, text))


def _with_args(name: Name, clause: WithClause, text: str) -> Name:
    if isinstance(name, InternalName):
        return InternalName(_with_args(name.name, clause, text))
    if isinstance(name, NestedName):
        last = _with_args(name.parts[-1], clause, text)
        return replace(name, parts=name.parts[:-1] + (last,))
    if isinstance(name, TemplateName):
        fail(text, clause.start.pos, "the name has template arguments already; a with-clause "
             "gives them in their place")
    return TemplateName(name, clause.mangled_args())
