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

from ..model import ArgumentPack, Builtin, Function, IntegerLiteral, InternalName, LocalName, Name, NamedType, NestedName, PackExpansion, TemplateArg, TemplateName, TemplateParam, Type
from ..model.bounds import children
from ..model.exprs import UnaryExpr
from ..model.node import replace
from .prototype_cxx_lex import Cursor, Tok, fail


class WithClause(NamedTuple):
    """A declaration's with-clause: where it starts, its names and arguments."""

    start: Tok
    names: tuple[str, ...]
    args: tuple[TemplateArg, ...]
    values: frozenset[int] = frozenset()  # (the non-type parameters, packs too)

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
    while True:
        if cur.at("=") or cur.tok.kind == "id" and cur.peek().text in ("=", ",", ";", "]"):
            _name(cur, names, words, reader.table)
            cur.expect("=")
            args.append(_types(reader) if cur.at("{") else reader.type_id(True))
        else:
            values.add(len(args))
            args.append(_non_type(reader, names, words))
        if not (cur.accept(",") or cur.accept(";")):
            break
    cur.expect("]")
    if cur.tok.kind != "end":
        cur.error()
    return WithClause(start, tuple(names), tuple(args), frozenset(values))


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


def _non_type(reader: Any, names: list[str], words: frozenset[str]) -> TemplateArg:
    """``int N = 3``, or a pack of values ``int ...Ns = {1, 2}``."""
    cur: Cursor = reader.cur
    type_tok = cur.tok
    t = reader.type_id(True)
    if not isinstance(t, (Builtin, NamedType)):
        fail(cur.text, type_tok.pos, "a non-type template parameter's type must be "
             "an integer or enumeration type")
    pack = cur.accept("...")
    _name(cur, names, words, reader.table)
    cur.expect("=")
    if not pack:
        if cur.at("{"):
            cur.error("a parameter pack is declared with '...' before its name ('%s ...%s')"
                      % (type_tok.text, names[-1]))
        return IntegerLiteral(t, _value(cur, t))
    return braced(cur, lambda: IntegerLiteral(t, _value(cur, t)), "an integer value")


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
    if tok.text in table:
        fail(cur.text, tok.pos, "'%s' names a type; a template parameter needs another name"
             % tok.text)
    if tok.text in names:
        fail(cur.text, tok.pos, "template parameter '%s' is bound twice" % tok.text)
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
    return TemplateName(name, clause.args)
