"""Names in C++ for OpenCL and SYCL declarations (spirmangle.opencl.prototype_cxx):
qualified names, ``std::`` and its abbreviations, operators, constructors and
destructors, template argument lists and literals."""

from __future__ import annotations

import difflib
from dataclasses import replace
from typing import Callable, Optional

from ..model import Builtin, Function, InternalName, LocalName, ConstructorName, ConversionName, DestructorName, IntegerLiteral, Name, NestedName, OperatorName, SourceName, StdAbbreviation, StdName, TaggedName, TemplateArg, TemplateName, Type
from .prototype_cxx_lex import Cursor, Tok, fail
from ..model.typecodes import OPERATORS

# operator text -> code; + - & * are binary here, unary by the parameter count
_OPERATOR_CODES = {text: code for code, text in OPERATORS.items()
                   if code not in ("ps", "ng", "ad", "de")}
_UNARY = {"pl": "ps", "mi": "ng", "an": "ad", "ml": "de"}
# std::<name> -> the ABI's abbreviation (as clang writes std::allocator<T>)
_STD_ABBREVIATIONS = {"allocator": "Sa", "basic_string": "Sb"}
ANONYMOUS_NAMESPACE = "_GLOBAL__N_1"
_SUFFIXES = {"": "int", "u": "uint", "l": "long", "ul": "ulong", "lu": "ulong",
             "ll": "long long", "ull": "unsigned long long", "llu": "unsigned long long"}


def operator_code(cur: Cursor) -> Optional[str]:
    """After ``operator``: the code of the operator written next, taken, or None
    (a conversion operator's type follows)."""
    if cur.at("new", "delete"):
        word = cur.take().text
        if cur.at("[") and cur.peek().text == "]":
            cur.take()
            cur.take()
            return "na" if word == "new" else "da"
        return "nw" if word == "new" else "dl"
    if cur.at("co_await"):
        cur.take()
        return "aw"
    for pair, code in ((("(", ")"), "cl"), (("[", "]"), "ix")):
        if cur.at(pair[0]) and cur.peek().text == pair[1]:
            cur.take()
            cur.take()
            return code
    if cur.tok.kind == "punct" and cur.tok.text in _OPERATOR_CODES:
        return _OPERATOR_CODES[cur.take().text]
    return None


def unary_or_binary(code: str, params: int, member: bool) -> str:
    """``operator+`` and its kin are unary with no operand besides ``this`` (a
    member's) or one (a free function's)."""
    if code in _UNARY and params == (0 if member else 1):
        return _UNARY[code]
    return code


def operator_arity(parts: list[Name], params: int) -> list[Name]:
    """A qualified name's parts with its last, ``operator+`` and its kin (maybe
    tagged or a template), unary or binary by the count of ``params``."""
    last = parts[-1]
    base = last.name if isinstance(last, TemplateName) else last
    op = base.name if isinstance(base, TaggedName) else base
    if not isinstance(op, OperatorName):
        return parts
    new: Name = OperatorName(unary_or_binary(op.code, params, len(parts) > 1))
    if isinstance(base, TaggedName):
        new = TaggedName(new, base.tags)
    if isinstance(last, TemplateName):
        new = TemplateName(new, last.args)
    return parts[:-1] + [new]


def literal(cur: Cursor, type_id: Callable[[], Type]) -> Optional[IntegerLiteral]:
    """A non-type template argument: ``3``, ``-3``, ``3u``, ``4l``, ``true``,
    ``(char)65``; None if none starts here."""
    if cur.at("true", "false"):
        return IntegerLiteral(Builtin("bool"), int(cur.take().text == "true"))
    if cur.at("(") and cast_follows(cur):
        cur.take()
        t = type_id()
        cur.expect(")")
        return IntegerLiteral(t, _number(cur)[0])
    if cur.tok.kind == "num" or (cur.at("-") and cur.peek().kind == "num"):
        value, kind = _number(cur)
        return IntegerLiteral(Builtin(kind), value)
    return None


def cast_follows(cur: Cursor) -> bool:
    """``(type)N``: a closing parenthesis before a number, nothing else open."""
    j = cur.i + 1
    depth = 0
    while j < len(cur.toks) - 1:
        text = cur.toks[j].text
        if text in ("(", "<"):
            depth += 1
        elif text in (")", ">") and depth:
            depth -= 1
        elif text == ")":
            after = cur.toks[j + 1]
            return after.kind == "num" or (after.text == "-" and cur.toks[j + 2].kind == "num")
        j += 1
    return False


def _number(cur: Cursor) -> tuple[int, str]:
    negative = cur.accept("-")
    if cur.tok.kind != "num":
        cur.error("expected a number")
    tok = cur.take()
    digits = tok.text.rstrip("uUlL")
    kind = _SUFFIXES.get(tok.text[len(digits):].lower())
    if kind is None or not digits.isdigit():
        cur.i -= 1
        cur.error("invalid integer literal")
    return (-int(digits) if negative else int(digits)), kind


def std_name(parts: list[Name]) -> Name:
    """A qualified name's parts as the model has them: ``std`` first is StdName,
    ``std::allocator`` is ``Sa``; ``std::x<A>`` is TemplateName(std::x, A)."""
    if len(parts) > 1 and parts[0] == SourceName("std"):
        parts = [StdName()] + parts[1:]
        last = parts[1]
        base = last.name if isinstance(last, TemplateName) else last
        if isinstance(base, SourceName) and base.identifier in _STD_ABBREVIATIONS:
            abbreviation = StdAbbreviation(_STD_ABBREVIATIONS[base.identifier])
            parts[1] = TemplateName(abbreviation, last.args) \
                if isinstance(last, TemplateName) else abbreviation
            parts = parts[1:]
    if len(parts) == 1:
        return parts[0]
    return NestedName(tuple(parts))


def abi_tags(cur: Cursor, part: Name) -> Name:
    """``name[abi:cxx11][abi:x]``, the ABI tags after an unqualified name (``B5cxx11``):
    a TaggedName, or ``part`` itself where none follows."""
    tags: list[str] = []
    while cur.at("[") and cur.peek().text == "abi" and cur.peek(2).text == ":":
        cur.i += 3
        if cur.tok.kind not in ("id", "num"):
            cur.error("expected an ABI tag")
        tags.append(cur.take().text)
        cur.expect("]")
    return TaggedName(part, tuple(tags)) if tags else part


def attribute_tags(cur: Cursor) -> list[str]:
    """At ``__attribute__``: the attribute, taken; the tags of its ``abi_tag("x", ...)``."""
    cur.take()
    depth = 0
    tags: list[str] = []
    while True:
        tok = cur.take()
        if tok.kind == "end":
            cur.error()
        if tok.text == "abi_tag" and cur.accept("("):  # ("x", "y")
            while True:
                if cur.tok.kind != "str":
                    cur.error("expected an ABI tag string")
                tags.append(cur.take().text[1:-1])
                if not cur.accept(","):
                    break
            cur.expect(")")
            continue
        depth += {"(": 1, ")": -1}.get(tok.text, 0)
        if depth == 0:
            return tags


def tag_function(fn: Function, tags: list[str]) -> Function:
    """``fn`` with the ``abi_tag`` attribute's ``tags`` on its name (sorted and
    once each with the tags written ``[abi:x]``, as clang mangles them)."""
    if not tags:
        return fn
    return replace(fn, name=_tag_name(fn.name, tags))


def _tag_name(name: Name, tags: list[str]) -> Name:
    if isinstance(name, InternalName):
        return replace(name, name=_tag_name(name.name, tags))
    parts = list(name.parts) if isinstance(name, NestedName) else [name]
    last = parts[-1]
    base = last.name if isinstance(last, TemplateName) else last
    if isinstance(base, TaggedName):
        tags = tags + list(base.tags)
        base = base.name
    if not isinstance(base, (SourceName, OperatorName)):
        raise ValueError("an abi_tag attribute tags a named function or an operator")
    new: Name = TaggedName(base, tuple(sorted(set(tags))))
    if isinstance(last, TemplateName):
        new = TemplateName(new, last.args)
    return replace(name, parts=tuple(parts[:-1]) + (new,)) if isinstance(name, NestedName) else new


def anonymous_at(toks: list[Tok], j: int) -> bool:
    """Whether ``(anonymous namespace)`` starts at token ``j``."""
    return toks[j].text == "(" and [t.text for t in toks[j + 1:j + 4]] == \
        ["anonymous", "namespace", ")"]


def internal(name: Name) -> Name:
    """``static`` before a name: internal linkage, of the outermost function where the
    name is local to one (``static f(void)::x`` is ``ZL1fvE1x``)."""
    if isinstance(name, LocalName):
        return replace(name, function=replace(name.function, name=internal(name.function.name)))
    return InternalName(name)


def _untagged(part: Name) -> Name:
    """A component without its template arguments and ABI tags."""
    if isinstance(part, TemplateName):
        part = part.name
    return part.name if isinstance(part, TaggedName) else part


def structors(parts: list[Name], base_variant: bool) -> list[Name]:
    """``X::X`` is X's constructor, ``X::~X`` its destructor: complete variants
    (C1, D1), or with ``base_variant`` the base ones (C2, D2)."""
    if len(parts) < 2:
        return parts
    last, scope = parts[-1], parts[-2]
    scope_base = _untagged(scope)
    if isinstance(last, DestructorName):
        return parts[:-1] + [DestructorName(2 if base_variant else 1)]
    if isinstance(last, SourceName) and last == scope_base:
        return parts[:-1] + [ConstructorName(2 if base_variant else 1)]
    if isinstance(last, TemplateName) and last.name == scope_base:  # a constructor template
        return parts[:-1] + [TemplateName(ConstructorName(2 if base_variant else 1), last.args)]
    return parts


def identifiers(name: Name) -> list[str]:
    """The identifiers of a name's scopes and itself (the class names it declares)."""
    parts = name.parts if isinstance(name, NestedName) else (name,)
    out = []
    for part in parts:
        part = _untagged(part)
        if isinstance(part, SourceName):
            out.append(part.identifier)
    return out


def has_function_part(name: Name) -> bool:
    """Whether a name can only be a function's: an operator, destructor or conversion."""
    parts = name.parts if isinstance(name, NestedName) else (name,)
    return isinstance(_untagged(parts[-1]), (OperatorName, DestructorName, ConversionName))


TemplateArgs = tuple[TemplateArg, ...]


def check_names(text: str, unknown: list[Tok], classes: set[str], table: dict[str, Type],
                name: Name) -> None:
    """Every plain type name (the ``unknown`` tokens) is declared somehow: a class of
    ``classes``, or a scope of the declared ``name`` (spirmangle.opencl.prototype_cxx)."""
    if isinstance(name, InternalName):
        name = name.name
    if isinstance(name, LocalName):
        name = name.entity
    known = classes | set(identifiers(name))
    for tok in unknown:
        if tok.text not in known:
            choices = sorted(set(table) | known)
            close = difflib.get_close_matches(tok.text, choices, n=1, cutoff=0.6)
            hint = " (did you mean '%s'?)" % close[0] if close else \
                " (write 'struct %s' or declare it as a class)" % tok.text
            fail(text, tok.pos, "unknown type name '%s'%s" % (tok.text, hint))
