"""Printing the model as text, in three styles.

* ``opencl``: OpenCL C (``fract(float4, __global float4 *)``); parses back with
  the prototype parser to the same symbol.
* ``llvm``: byte-identical to llvm-cxxfilt-19 (``fract(float vector[4], float vector[4] AS1*)``).
* ``gnu``: GNU c++filt's format (``float __vector(4)``).

Names print here; types print as declarators in two halves, left and right of
the name, as each peer does (:mod:`spirmangle.render.types`).
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Iterator, Optional, Sequence

from ..model.bounds import template_args
from ..model.node import replace
from ..errors import DemangleError
from .gnu_closures import closure_chain
from ..limits import MIN_OUTPUT, contextmanager, headroom
from ..model import STD_ABBREVIATIONS, Builtin, ConstructorName, ConversionName, DefaultArgument, DestructorName, Entity, ExternalName, FloatLiteral, Function, IntegerLiteral, InternalName, FriendName, NamedType, LocalName, ModuleEntity, Name, NestedName, OperatorName, SourceName, SpecialName, StdAbbreviation, StdName, TaggedName, TemplateName, TemplateParamName, TemplateParam, ConstraintParam, ArgsRequires, Type, Variable, innermost
from ..model import ArgumentPack, Decltype, DestructorExpr, ExprArg
from .exprs import EXPR_KINDS, ExprPrinter
from .fast import llvm_text
from .legacy import enable_if_text
from .packs import PACK_ARGS
from .names import NAME_KINDS, UNNAMED_KINDS, method_suffix, name_text, structor_owner
from .special import SPECIAL_KINDS, SPECIAL_NAME_KINDS, external_text, float_text, special_name_text, special_text
from .types import ARRAY, CHAIN, TypePrinter
from .with_clause import typename_needed, with_clause_text
from .words import ABBREVIATION_CLASS as _ABBREVIATION_CLASS, ANONYMOUS_NAMESPACE, FULL_ABBREVIATIONS as _FULL_ABBREVIATIONS, SPECIAL_WORDS as _SPECIAL_WORDS, abi_tags as _abi_tags, identifier as _identifier
from ..model.typecodes import GNU_SPELLING, LLVM_SPELLING, OPERATORS, Spellings

# Why the llvm style has no text for a name the other styles print (Symbol.to_json: null).
NO_LLVM_TEXT = "llvm-cxxfilt reads no bool literal but 0 and 1"
STYLES = ("opencl", "llvm", "gnu")
# The styles of Symbol.format and the command line: ``cxx`` is the llvm style's
# formatting of the ABI's reading where llvm-cxxfilt-19 misreads a name
# (spirmangle.render.peer_scopes); a Printer prints it as the llvm style.
TEXT_STYLES = ("opencl", "llvm", "gnu", "cxx")
_BUILTIN_SPELLING = {"opencl": Spellings({name: name for name in LLVM_SPELLING}),
                     "llvm": LLVM_SPELLING, "gnu": GNU_SPELLING}


def _head_requires(e: Entity) -> Optional[object]:
    """The requires-clause ending the template arguments of function ``e``'s name
    (``IiQ1CIT_EE``), or None."""
    if type(e) is not Function or type(e.name) is SourceName:
        return None
    name = innermost(e.name)
    last = name.parts[-1] if type(name) is NestedName else name
    if type(last) is TemplateName and last.args and type(last.args[-1]) is ArgsRequires:  # type: ignore[comparison-overlap]
        return last.args[-1].expr
    return None


def _own_constraints(e: Entity) -> bool:
    """Whether the template parameters of depth 0 in function ``e``'s requires-clause
    (``T_``: a ConstraintParam) are its own, which it names: no enclosing class is a
    template.  The gnu style then prints their arguments, as newer libiberty does."""
    if type(e) is not Function or type(e.name) is SourceName:
        return False
    name = innermost(e.name)
    parts = name.parts if type(name) is NestedName else (name,)
    return type(parts[-1]) is TemplateName and not any(type(p) is TemplateName for p in parts[:-1])


def _unscoped_template_param(e: Entity) -> bool:
    """render.gnu_unscoped's test, loaded at its first use (c++filt's peer
    reading of names with template parameters only: start-up, issue 23)."""
    from .gnu_unscoped import unscoped_template_param

    return unscoped_template_param(e)


class Printer(TypePrinter, ExprPrinter):
    """Renders types, names and entities in one style.

    ``peer``: the llvm style prints what llvm-cxxfilt-19 prints also where its
    printing loses part of the reading (a cast's target type: its left part
    only); False for the cxx style, which prints the reading whole.

    ``template_args`` resolves ``T_`` references; ``host_addrspaces`` spells
    address spaces ``CLglobal`` (host targets) rather than ``AS1`` in llvm/gnu
    style.  No text longer than ``max_output`` characters is built: a
    :class:`DemangleError` ("output too large") names ``mangled`` instead.
    """

    def __init__(self, style: str = "opencl", template_args: Sequence[object] = (),
                 host_addrspaces: bool = False, spell_private: bool = False,
                 max_output: int = MIN_OUTPUT, mangled: str = "", peer: bool = True) -> None:
        if not peer:
            self.peer = False
        if style not in STYLES:
            if style != "cxx":
                raise ValueError("unknown style %r (choose from %s)"
                                 % (style, ", ".join(TEXT_STYLES)))
            style = "llvm"  # (the model is the ABI's reading: both print it alike)
            self.peer = False
        self.style = style
        self.max_output = max_output
        self.mangled = mangled
        self.template_args = tuple(template_args)
        self.host_addrspaces = host_addrspaces
        self.spell_private = spell_private or host_addrspaces
        self._builtins = _BUILTIN_SPELLING[style]
        # Substitutions share nodes, so an entity often holds the same subtree
        # several times.  While entity() prints one, each subtree is printed
        # once, keyed by identity (stable while the entity is alive).
        self._names: Optional[dict[int, str]] = None
        self._types: Optional[dict[int, str]] = None
        self.gnu_structors: Optional[dict[object, str]] = None  # (_gnu_structor_owner)
        self.constraint_args = False  # (ConstraintParam prints its argument: _own_constraints)

    # ------------------------------------------------------------- names
    def name(self, name: Name) -> str:
        n: Any = name  # (dispatched on its class by NAME_PRINTERS)
        kind = type(n)
        if kind is SourceName:  # (the commonest kind, without the table)
            text = n.identifier
            return _identifier(text, self.style) if text[0] == "_" else text
        if kind is TemplateName or kind is NestedName:  # (the table's entry is this path)
            memo = self._names
            if memo is None:
                return self._composite_name(n, kind)
            key = id(n)
            text = memo.get(key)
            if text is None:
                text = memo[key] = self._composite_name(n, kind)
                if len(text) > self.max_output:
                    raise self._too_large()
            return text
        printer = NAME_PRINTERS.get(kind)
        if printer is not None:
            return printer(self, n)
        if isinstance(n, Type):  # (a peer's reading: a template parameter's type argument
            return self.type(n)  # where it stood as a name, spirmangle.render.peer_scopes)
        if kind is ExprArg or kind is IntegerLiteral or kind is FloatLiteral or kind is ExternalName:
            return self.template_arg(n)  # (a peer's reading: T_'s non-type argument as a
            # prefix, printed as its value: both peers read _Z1fIXpsLi1EEEvNT_1xE as +1::x)
        raise TypeError("not a name: %r" % (n,))

    def _composite_name(self, n: Any, kind: type) -> str:
        if kind is TemplateName:
            return self._with_args(self.name(n.name), n.args)
        return "::".join(self.nested_words(n.parts, n))

    def nested_words(self, parts: Sequence[Any], n: Optional[NestedName] = None) -> list[str]:
        """The text of each component of a nested name, as the name prints them
        (joined by ``::``; spirmangle.render.parts cuts a name's text so)."""
        words = []
        for i, p in enumerate(parts):
            part_kind = type(p)
            if part_kind is SourceName:
                text = p.identifier
                words.append(_identifier(text, self.style) if text[0] == "_" else text)
            elif part_kind is StdName:
                words.append("std")
            elif part_kind is TemplateName and type(p.name) is SourceName:  # not a structor
                words.append(self.name(p))
            elif _is_structor(p):
                # The class name (with "~" for a destructor), then any ABI tags and
                # template arguments of the constructor itself.
                tagged = p.name if part_kind is TemplateName else p
                structor = tagged.name if type(tagged) is TaggedName else tagged
                owner = _class_name(parts[i - 1]) if i else "?"
                if self.style == "gnu" and i and _tagged_abbreviation(parts[i - 1]):
                    owner = _ABBREVIATION_CLASS[parts[i - 1].name.code]
                if self.style == "gnu" and type(structor) is ConstructorName and structor.inherited \
                        and type(structor.inherited) is not NamedType:  # (CI1 S4_: the class's)
                    owner = base_name(structor.inherited)  # type: ignore[arg-type]  # (the base's)
                if i and type(_class_name_of(parts[i - 1])) in UNNAMED_KINDS:  # (<args> too)
                    owner = structor_owner(self.style, parts[:i])
                if self.style == "gnu" and self.peer and n is not None:  # c++filt's: the last name it read
                    owner = self._gnu_structor_owner(n, owner)
                if owner[:1] == "_":  # (both peers: ~(anonymous namespace)())
                    owner = _identifier(owner, self.style)
                word = ("~" if type(structor) is DestructorName else "") + owner
                if type(tagged) is TaggedName:
                    word += _abi_tags(tagged)
                if part_kind is TemplateName and not (self.peer and self.style != "opencl"
                                                      and _base_takes_args(structor)):
                    word = self._with_args(word, p.args)
                words.append(word)
            elif part_kind is StdAbbreviation and (
                    self.style == "gnu" or (i + 1 < len(parts) and _is_structor(parts[i + 1]))):
                full = _FULL_ABBREVIATIONS["gnu" if self.style == "gnu" else "llvm"]
                words.append(full.get(p.code, STD_ABBREVIATIONS[p.code]))
            else:
                words.append(self.name(p))
        return words

    def _with_args(self, head: str, args: tuple[Any, ...]) -> str:
        """``head`` (a template's name as printed) with its template arguments."""
        if self.style == "gnu" and head.endswith("<"):  # c++filt: operator<< <int>
            head += " "
        pending = self.gnu_pending
        if pending is not None:  # (c++filt prints template arguments without it)
            self.gnu_pending = None
            try:
                texts = [self.template_arg(a) for a in args]
            finally:
                if not self.gnu_pending_used:
                    self.gnu_pending = pending
        else:
            texts = [self.template_arg(a) for a in args]
        text = "%s<%s>" % (head, self._join(texts))
        # c++filt keeps closing brackets apart (LLVM 15 and later do not),
        # except after an empty pack it dropped with its ", " (here, or as
        # the last element of the last argument, a pack).
        if self.style == "gnu" and text.endswith(">>") and (
                texts[-1] or len(texts) == 1 or type(args[-1]) is ArgsRequires):
            if not (self.dropped_tail and type(args[-1]) is ArgumentPack):
                return text[:-1] + " >"
        return text

    def template_arg(self, a: object) -> str:
        arg: Any = a  # (dispatched on its class by ARG_PRINTERS, else a type)
        kind = type(arg)
        if kind is Builtin:  # (the commonest kind first, without the table)
            return self._builtins[arg.name]
        printer = ARG_PRINTERS.get(kind)
        text = self.type(arg) if kind is NamedType or printer is None else printer(self, arg)
        # (a with-clause's dependent type, typename X<T>::type: spirmangle.render.with_clause)
        return "typename " + text if self.param_names and typename_needed(arg) else text

    def _integer_arg(self, a: IntegerLiteral) -> str:
        if type(a.type) is Builtin and a.type.name == "bool":
            if a.value == 0 or a.value == 1:
                return "true" if a.value else "false"
            if self.style == "llvm":  # (Lb2E: no compiler writes it)
                raise DemangleError("", 0, NO_LLVM_TEXT)
            return "(bool)%d" % a.value  # as c++filt prints it
        suffix = {"uint": "u", "long": "l", "ulong": "ul", "long long": "ll",
                  "unsigned long long": "ull"}.get(getattr(a.type, "name", ""), "")
        if type(a.type) is Builtin and a.type.name in ("int", "uint", "long", "ulong",
                                                        "long long", "unsigned long long"):
            return "%d%s" % (a.value, suffix)
        if self.style == "gnu" and type(a.type) is Builtin and a.type.name == "__float128":
            return "(__float128)[%d]" % a.value  # c++filt: a floating type's digits
        return "(%s)%d" % (self.type(a.type), a.value)

    def _join(self, texts: list[str]) -> str:
        """``", ".join(texts)``, unless that is too long.  (Each text is within the
        bound, and a list of many long ones is rejected before printing, by the
        lower bound spirmangle.model.bounds measures.)"""
        if "" in texts:  # an empty pack, or an expansion of one, and its comma
            if self.style == "gnu" and self.peer:
                # c++filt drops the ", " before an empty rest of a list only (it writes
                # ", " and takes it back when nothing followed): f<, int>(int, , int)
                while texts and not texts[-1]:
                    texts = texts[:-1]
            else:
                texts = [t for t in texts if t]
        text = ", ".join(texts)
        if len(text) > self.max_output:
            raise self._too_large()
        return text

    def _gnu_structor_owner(self, n: NestedName, owner: str) -> str:
        """The name c++filt gives the constructor or destructor ending ``n``
        (spirmangle.render.peer_structors), else ``owner``."""
        if owner and _one_structor(self.mangled, owner):
            return owner  # (its class's source name is the last read before it)
        found = self.gnu_structors
        if found is None:
            from .peer_structors import cxxfilt_structor_names  # (gnu style, structors only)

            found = self.gnu_structors = cxxfilt_structor_names(
                getattr(self, "root", None), self.mangled) or {}
        name = found.get(id(n))
        if name is None and found:
            try:
                with headroom():
                    name = found.get(n)
            except RecursionError:
                name = None
        return name or owner

    @contextmanager
    def memoized(self) -> Iterator[None]:
        """Inside the block, each shared subtree is printed once, as entity()
        prints: a value printed on its own (a type, a name) that holds the same
        node many times costs its nodes, not its expansion."""
        saved = self._names, self._types
        self._names, self._types = {}, {}
        try:
            yield
        finally:
            self._names, self._types = saved

    def _too_large(self) -> DemangleError:
        return DemangleError(self.mangled, 0, "output too large (more than %d characters)"
                             % self.max_output)

    # ---------------------------------------------------------- entities
    def entity(self, e: Entity) -> str:
        """A whole Function or Variable."""
        if self.style == "gnu" and self.peer and (not self.mangled or re.search(_PARAM, self.mangled)) \
                and _unscoped_template_param(e):
            raise DemangleError(self.mangled, 0, "c++filt prints no template parameter where "
                                "no template is in scope (the name's own template arguments)")
        self._names, self._types = {}, {}
        self.root = e
        try:
            text = None
            if self.style == "opencl" and type(e) is Function and type(e.name) is not SourceName:
                text = with_clause_text(self, e)  # (a specialization's types by name)
            if text is None:
                text = self._entity(e)
            if len(text) > self.max_output:
                raise self._too_large()
            return text
        finally:
            self._names = self._types = None

    def _entity(self, e: Entity) -> str:
        text = self._entity_text(e)
        if type(e) is Function and e.enable_if:  # clang's attributes (spirmangle.render.legacy)
            text += enable_if_text(self, e)
        requires = getattr(e, "requires", None)
        if requires is None and self.style != "llvm":  # newer libiberty prints the template
            requires = _head_requires(e)  # head's requires-clause after the function (the
            # opencl style too: a text without it would read as another name, issue 25)
        if requires is not None:  # a trailing requires-clause
            self.constraint_args = self.style == "gnu" and _own_constraints(e)
            try:
                text += " requires " + self.expr_text(requires)
            finally:
                self.constraint_args = False
        return text

    def _entity_text(self, entity: Entity) -> str:
        return ENTITY_PRINTERS[type(entity)](self, entity)

    def _function_text(self, e: Function) -> str:
        ret = e.return_type
        node: Any = e.name
        kind = type(node)
        if ret is None and kind is not NestedName and kind is not LocalName:
            if kind is InternalName and self.style == "opencl":  # _ZL3bari: static bar(int)
                return "static %s(%s)" % (self.name(node), self.param_list(e.params))
            return "%s(%s)" % (self.name(node), self.param_list(e.params))  # at once
        first = None  # c++filt prints the return type first (its saved scopes follow that order)
        if ret is not None and self.style == "gnu" and self.peer and type(ret) is not Decltype:
            if "Ul" in self.mangled:  # a lambda's signature may print the function's declarator
                whole = closure_chain(self, ret, lambda: self._entity_text(replace(e, return_type=None)))
                if whole is not None:  # (spirmangle.render.gnu_closures)
                    return whole
            first = self._parts(ret)
        name = self.name(node)
        params = "(%s)" % self.param_list(e.params)
        quals = ""
        last = node if kind is NestedName else innermost(node)
        if type(last) is NestedName and last.explicit_object and e.params:
            params = "(this " + params[1:]  # NH: the first parameter is the object
        if kind is NestedName:
            if node.qualifiers is not None:
                quals = "".join(" " + w for w in self._quals(node.qualifiers))
            if node.ref_qualifier:
                quals += " " + node.ref_qualifier
        elif kind is LocalName:
            quals = method_suffix(self, node)
        if ret is None:
            return name + params + quals
        if first is not None:
            left, right = first
        elif self.style == "gnu" and self.peer and type(ret) is Decltype:
            # c++filt: an array type in the expression prints the function's declarator,
            # which is then printed (decltype (new int (f<int>(int)) [3])) and no more
            self.gnu_pending = name + params + quals
            try:
                left, right = self._parts(ret)
            finally:
                self.gnu_pending = None
            if self.gnu_pending_used:
                return left + right
        else:
            left, right = self._parts(ret)
        if self.style == "gnu":
            # libiberty prints the name (with the method's qualifiers) inside a
            # return type's declarator: int (*A::f() const)().
            shape = self.gnu_shape(ret)
            if shape == CHAIN:
                return left + name + params + quals + right
            if shape == ARRAY:  # int (f()) [3]
                return left + " (" + name + params + quals + ")" + right
            return left + right + " " + name + params + quals
        if self.style == "opencl":
            left = left.rstrip()
        space = "" if self.has_rhs(ret) else " "
        return left + space + name + params + right + quals

    def _special(self, e: SpecialName) -> str:
        if e.kind in SPECIAL_KINDS:
            return special_text(self, e)
        words = _SPECIAL_WORDS.get((e.kind, self.style)) or _SPECIAL_WORDS[e.kind, ""]
        target = e.target
        if type(target) is Function:
            text = self._entity(target)
        elif isinstance(target, Name):
            text = self.name(target)
        else:
            text = self.type(target)  # type: ignore[arg-type]
        return words + text


def _is_structor(part: Name) -> bool:
    if type(part) is TemplateName:
        part = part.name
    if type(part) is TaggedName:
        part = part.name
    return type(part) in (ConstructorName, DestructorName)


def _tagged_abbreviation(part: Name) -> bool:
    """``SsB1X``: c++filt names its constructor after the class spelled out
    (``basic_string``), llvm-cxxfilt after the abbreviation (``string``)."""
    return type(part) is TaggedName and type(part.name) is StdAbbreviation


def _class_name_of(part: Name) -> Name:
    """``part`` without its template arguments."""
    while type(part) is TemplateName:
        part = part.name
    return part


def _class_name(part: Name) -> str:
    """The name a constructor or destructor of ``part`` is printed with."""
    while type(part) is TemplateName:
        part = part.name
    if type(part) is StdAbbreviation:
        return _ABBREVIATION_CLASS[part.code]
    return base_name(part)


def opencl_type(t: Type) -> str:
    """The OpenCL C spelling of ``t``."""
    return Printer("opencl").type(t)


def base_name(name: Name) -> str:
    """The unqualified identifier of a name: ``fract``, ``bar`` of ``ns::bar<int>``."""
    n: Any = name  # (dispatched on its class below)
    while True:
        kind = type(n)
        if kind is SourceName:
            identifier: str = n.identifier
            return identifier
        if kind is TemplateName:
            n = n.name
        elif kind is NestedName:
            if len(n.parts) > 1 and _is_structor(n.parts[-1]):
                last = n.parts[-1]
                while type(last) in (TemplateName, TaggedName):
                    last = last.name
                return ("~" if type(last) is DestructorName else "") + _class_name(n.parts[-2])
            n = n.parts[-1]
        elif kind is TaggedName or kind is InternalName or kind is ModuleEntity or kind is FriendName:
            n = n.name
        elif kind is LocalName or kind is DefaultArgument:
            n = innermost(n)
        elif kind in NAME_KINDS or kind in SPECIAL_NAME_KINDS or kind in (OperatorName,
                                                                           ConversionName):
            return Printer("llvm").name(n)
        elif kind is StdAbbreviation:
            return STD_ABBREVIATIONS[n.code].split("::")[-1]
        elif kind is Decltype:  # (a decltype's constructor has no name: decltype(1)::(), LLVM's)
            return ""
        else:
            return "std"


def _base_takes_args(structor: object) -> bool:
    """Whether both peers read an inheriting constructor's template arguments as
    its base's (and print none): the base is written without a list of its own,
    a source name, ``St`` and one, or a substitution (``CI1 1B IiE``, ``CI1 S4_
    ILb1EE``), so the one list after it reads as the base's template-id; the
    constructor's own are a second list (``CI2 St1BIiE IcE``) or follow ``N...E``."""
    base = getattr(structor, "inherited", None)
    if base is None:
        return False
    if type(base) is NestedName:
        return len(base.parts) == 2 and type(base.parts[0]) is StdName
    return type(base) is SourceName or type(base) is NamedType


# (patterns compiled at their first use, by re's cache: start-up, issue 23)
_STRUCTOR_CODE = r"[CD][0-5]"
_PARAM = r"T\d*_"  # (a template parameter: the gnu style checks its scope)


def _one_structor(mangled: str, owner: str) -> bool:
    """Whether ``mangled`` has one constructor or destructor code only, right after
    ``owner``'s source name (then c++filt's last name read is ``owner``)."""
    spelled = "%d%s" % (len(owner), owner)
    found = re.findall(_STRUCTOR_CODE, mangled)
    return len(found) == 1 and (spelled + found[0]) in mangled


def format_entity(e: Entity, style: str = "opencl", host_addrspaces: bool = False,
                  spell_private: bool = False, max_output: int = MIN_OUTPUT,
                  mangled: str = "", fast: bool = True, peer: bool = True) -> str:
    """Print a Function, Variable or SpecialName in ``style`` (``fast`` False: the
    caller already tried the llvm style's fast path on ``e``; ``peer``: see Printer)."""
    if style == "cxx":
        style, peer = "llvm", False
    if fast and style == "llvm":  # the common kinds at once (spirmangle.render.fast)
        text = llvm_text(e, host_addrspaces, spell_private, max_output)
        if text is not None:
            return text
    try:
        return Printer(style, template_args(e), host_addrspaces, spell_private, max_output,
                       mangled, peer).entity(e)
    except RecursionError:  # (the measured depth is within the headroom: a cycle)
        raise DemangleError(mangled, 0, "a template parameter refers to itself through its "
                            "arguments (an outer type holding it, substituted into an "
                            "external name's arguments)") from None


def _source_name(printer: Printer, n: SourceName) -> str:
    text = n.identifier
    return _identifier(text, printer.style) if text[0] == "_" else text


def _operator_name(printer: Printer, n: OperatorName) -> str:
    text = OPERATORS[n.code]
    return "operator " + text if text[0].isalpha() else "operator" + text


def _std_abbreviation(printer: Printer, n: StdAbbreviation) -> str:
    if printer.style != "gnu":
        return STD_ABBREVIATIONS[n.code]
    return _FULL_ABBREVIATIONS["gnu"].get(n.code, STD_ABBREVIATIONS[n.code])


def _friend_name(printer: Printer, n: FriendName) -> str:
    # c++filt 2.40 does not read F: newer libiberty's bar[friend]
    if printer.style == "gnu":
        return printer.name(n.name) + "[friend]"
    return "friend " + printer.name(n.name)


# The printer of each name kind, by model class (the same function in every style,
# which each reads); Printer.name takes SourceName before the table.
NAME_PRINTERS: dict[type, Callable[[Printer, Any], str]] = {
    SourceName: _source_name,
    TemplateName: Printer.name,  # (memoized: Printer.name prints these two before the table)
    NestedName: Printer.name,
    StdName: lambda printer, n: "std",
    TaggedName: lambda printer, n: printer.name(n.name) + _abi_tags(n),
    OperatorName: _operator_name,
    ConversionName: lambda printer, n: "operator " + printer.type(n.type),
    StdAbbreviation: _std_abbreviation,
    ConstructorName: lambda printer, n: "?",
    DestructorName: lambda printer, n: "~?",
    InternalName: lambda printer, n: printer.name(n.name),
    FriendName: _friend_name,
    TemplateParamName: Printer.template_param_name,
    **{kind: name_text for kind in NAME_KINDS},  # (spirmangle.render.names.NAME_TEXTS)
    **{kind: special_name_text for kind in SPECIAL_NAME_KINDS},  # (render.special)
    # a prefix (T::CType, decltype(x)::type), T_IiE, or a template template parameter
    TemplateParam: Printer.type,
    Decltype: Printer.type,
    ConstraintParam: Printer.type,
    DestructorExpr: Printer._base,  # (an unresolved name's base; explain prints it alone)
}

# The printer of each template argument kind that is not a type, by model class (a
# type prints by Printer.type); Printer.template_arg takes Builtin and NamedType first.
ARG_PRINTERS: dict[type, Callable[[Printer, Any], str]] = {
    **{kind: Printer.pack_arg for kind in PACK_ARGS},
    IntegerLiteral: Printer._integer_arg,
    ExternalName: external_text,
    FloatLiteral: float_text,
    ExprArg: Printer.expr_arg,
    **{kind: Printer.expr_text for kind in EXPR_KINDS},  # (nullptr)
}

# The printer of each entity kind (Symbol's whole name), by model class.
ENTITY_PRINTERS: dict[type, Callable[[Printer, Any], str]] = {
    Function: Printer._function_text,
    Variable: lambda printer, e: printer.name(e.name) + _gnu_data_quals(printer, e.name),
    SpecialName: Printer._special,
}


def _gnu_data_quals(printer: Printer, name: Name) -> str:
    """c++filt prints the cv- and ref-qualifiers of a data name's nested name
    (``_ZNK1A1fE``, which no compiler writes: ``A::f const``); llvm-cxxfilt-19
    drops them, and so do the other styles."""
    if printer.style != "gnu" or type(name) is not NestedName:
        return ""
    quals = "".join(" " + w for w in printer._quals(name.qualifiers)) if name.qualifiers else ""
    return quals + (" " + name.ref_qualifier if name.ref_qualifier else "")
