"""The llvm style's fast path: the common node kinds printed directly.

Most names (every OpenCL builtin, most C++ library symbols) are made of a few
node kinds: builtin, named, vector, pointer, reference and qualified types,
source, nested and template names.  In the llvm style none of them has a
declarator part right of the name, so each prints as one string, left to
right, without :class:`spirmangle.render.core.Printer`'s (left, right) halves,
per-style tests and dispatch.  :func:`llvm_text` prints those and gives up
(None) at the first node of another kind, or when the text grows past the
output bound; the generic printer then prints the entity (and reports the
error).  So every text here must be byte for byte what the generic printer
prints: each branch names the code it mirrors.

Like the generic printer, composite names are printed once per entity (keyed
by identity): substitutions share subtrees, and a name whose expansion is
huge is cut short by the bound, not printed exponentially often.
"""

from __future__ import annotations

from _thread import _local as thread_local  # (threading.local, without importing threading)

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..model.bounds import template_args
from ..config import CLANG, SPIR_DIALECT, image_source_name
from ..model import OPAQUE_TYPES, STD_ABBREVIATIONS, AddressSpace, ArgumentPack, Atomic, Builtin, ConstructorName, ConversionName, DeclaredArg, DestructorName, Function, Image, IntegerLiteral, InternalName, LValueReference, NamedType, NestedName, Opaque, OperatorName, Pipe, Pointer, Qualified, RValueReference, SourceName, SpecialName, StdAbbreviation, StdName, TaggedName, TemplateName, TemplateParam, Type, Variable, Vector
from .special import SPECIAL_KINDS
from .words import ABBREVIATION_CLASS, FULL_ABBREVIATIONS, SPECIAL_WORDS, abi_tags, identifier
from ..model.typecodes import LLVM_SPELLING, OPERATORS


class _Slow(Exception):
    """A node the fast path does not print (or a text past the bound).  Raised
    afresh each time (``raise _Slow``): a shared instance would gather every
    raise's traceback, and so keep the frames of each alive."""

_BUILTINS = LLVM_SPELLING
# Printer.name of an operator name.
_OPERATOR_TEXT = {code: ("operator " + text if text[0].isalpha() else "operator" + text)
                  for code, text in OPERATORS.items()}
_LLVM_ABBREVIATIONS = FULL_ABBREVIATIONS["llvm"]
_STRUCTORS = (ConstructorName, DestructorName)
# IntegerLiteral suffixes of Printer.template_arg (types printed as plain numbers).
_INTEGER_SUFFIX = {"int": "", "uint": "u", "long": "l", "ulong": "ul", "long long": "ll",
                   "unsigned long long": "ull"}
_PRIVATE = AddressSpace.PRIVATE
_PRINTERS = thread_local()


def llvm_text(e: object, host_addrspaces: bool, spell_private: bool,
              max_output: int) -> Optional[str]:
    """``e`` in the llvm style, as ``Printer("llvm", ...).entity(e)`` prints it, or
    None when the fast path does not print it."""
    # One printer per thread, reset for each entity (cheaper than a new one).
    printer = _PRINTERS.__dict__.get("llvm")
    if printer is None:
        printer = _PRINTERS.llvm = _LlvmFast()
    printer.root = e
    printer.host = host_addrspaces
    printer.spell_private = spell_private or host_addrspaces
    printer.max_output = max_output
    printer.args = None
    printer.memo.clear()
    try:
        if type(e) is Function and e.requires is None and not e.enable_if:  # (most entities)
            text = printer.function(e)
        else:
            text = printer.entity(e)
    except _Slow:
        return None
    return text if len(text) <= max_output else None


class _LlvmFast:
    __slots__ = ("root", "host", "spell_private", "max_output", "memo", "args")

    def __init__(self) -> None:
        self.root: object = None  # the entity printed
        self.host = False
        self.spell_private = False
        self.max_output = 0
        self.memo: dict[int, str] = {}
        self.args: Optional[tuple[object, ...]] = None  # template_args(root), when needed

    # ---------------------------------------------------------- entities
    def entity(self, e: Any) -> str:
        """Printer._entity / _entity_text (no requires-clause)."""
        kind = type(e)
        if kind is Function:
            if e.requires is not None or e.enable_if:  # (Printer._entity's additions)
                raise _Slow
            return self.function(e)
        if kind is Variable:
            return self.name(e.name)
        if kind is SpecialName and e.kind not in SPECIAL_KINDS:  # Printer._special
            words = SPECIAL_WORDS.get((e.kind, "llvm")) or SPECIAL_WORDS.get((e.kind, ""))
            if words is None:
                raise _Slow
            target = e.target
            if type(target) is Function:
                return words + self.entity(target)
            if isinstance(target, Type):
                return words + self.type(target)
            return words + self.name(target)
        raise _Slow

    def function(self, e: Function) -> str:
        node: Any = e.name
        kind = type(node)
        params = ", ".join(map(self.type, e.params))
        if kind is SourceName:  # (every OpenCL builtin)
            text: str = node.identifier
            if text[0] == "_":
                text = identifier(text, "llvm")
            text += "(" + params + ")"
        elif kind is NestedName:
            if node.explicit_object:
                raise _Slow
            # (Printed once: not memoized; the text's length is checked at the end.)
            text = self.nested(node.parts) + "(" + params + ")"
            q = node.qualifiers
            if q is not None:
                text += "".join([" " + w for w in self.quals(q)])
            if node.ref_qualifier:
                text += " " + node.ref_qualifier
        else:
            text = self.name(node) + "(" + params + ")"
        if e.return_type is None:
            return text
        # A return type without a right half: "left name(params) quals".
        return self.type(e.return_type) + " " + text

    # ------------------------------------------------------------- names
    def name(self, n: Any) -> str:
        """Printer.name."""
        kind = type(n)
        if kind is SourceName:
            text: str = n.identifier
            return identifier(text, "llvm") if text[0] == "_" else text
        if kind is NestedName or kind is TemplateName:
            memo = self.memo
            key = id(n)
            text = memo.get(key)  # type: ignore[assignment]
            if text is None:
                if kind is NestedName:
                    text = self.nested(n.parts)
                else:
                    text = self.template_text(self.name(n.name), n.args)
                if len(text) > self.max_output:
                    raise _Slow
                memo[key] = text
            return text
        if kind is StdName:
            return "std"
        if kind is StdAbbreviation:
            return STD_ABBREVIATIONS[n.code]
        if kind is OperatorName:
            return _OPERATOR_TEXT[n.code]
        if kind is TaggedName:
            return self.name(n.name) + abi_tags(n)
        if kind is InternalName:
            return self.name(n.name)
        if kind is ConversionName:
            return "operator " + self.type(n.type)
        if kind is TemplateParam:
            return self.type(n)
        raise _Slow

    def nested(self, parts: tuple[Any, ...]) -> str:
        """Printer._composite_name of a NestedName."""
        words = []
        for i, p in enumerate(parts):
            kind = type(p)
            if kind is SourceName:
                text = p.identifier
                words.append(identifier(text, "llvm") if text[0] == "_" else text)
            elif kind is StdName:
                words.append("std")
            elif kind is TemplateName and type(p.name) is SourceName:
                words.append(self.name(p))
            elif _is_structor(p):
                words.append(self.structor(p, parts[i - 1] if i else None))
            elif kind is StdAbbreviation:
                full = i + 1 < len(parts) and _is_structor(parts[i + 1])
                words.append(_LLVM_ABBREVIATIONS.get(p.code, STD_ABBREVIATIONS[p.code])
                             if full else STD_ABBREVIATIONS[p.code])
            else:
                words.append(self.name(p))
        return "::".join(words)

    def structor(self, p: Any, owner_part: Any) -> str:
        """A constructor or destructor in a nested name: its class's name."""
        if owner_part is None:
            raise _Slow  # (no class: "?")
        tagged = p.name if type(p) is TemplateName else p
        structor = tagged.name if type(tagged) is TaggedName else tagged
        if type(p) is TemplateName and type(structor) is ConstructorName and structor.inherited:
            raise _Slow  # (the llvm style and cxx print its arguments apart: render)
        while type(owner_part) is TemplateName:  # render._class_name
            owner_part = owner_part.name
        kind = type(owner_part)
        if kind is SourceName:
            owner = owner_part.identifier
            if owner[0] == "_":  # (both peers: ~(anonymous namespace)())
                owner = identifier(owner, "llvm")
        elif kind is StdAbbreviation:
            owner = ABBREVIATION_CLASS[owner_part.code]
        else:
            raise _Slow
        word: str = ("~" if type(structor) is DestructorName else "") + owner
        if type(tagged) is TaggedName:
            word += abi_tags(tagged)
        if type(p) is TemplateName:
            word = self.template_text(word, p.args)
        return word

    def template_text(self, head: str, args: tuple[Any, ...]) -> str:
        # (The text is checked against the bound where it is used: Printer.name.)
        return head + "<" + self.arg_texts(args) + ">"

    def pack(self, a: Any) -> str:
        """PackPrinter.pack_arg of an argument pack: its elements' texts, joined as
        Printer._join joins them (an empty one dropped)."""
        return self.arg_texts(a.args)

    def arg_texts(self, args: tuple[Any, ...]) -> str:
        """Template arguments (a template's, or a pack's elements) as
        Printer.template_arg prints them, joined as Printer._join joins them."""
        texts = []
        for a in args:
            kind = type(a)
            if kind is Builtin:
                texts.append(_BUILTINS[a.name])
            elif kind is NamedType:
                texts.append(self.name(a.name))
            elif kind is ArgumentPack:
                text = self.pack(a)
                if text:  # (Printer._join drops an empty pack, and its ", ")
                    texts.append(text)
            elif kind is IntegerLiteral:
                texts.append(self.integer(a))
            elif isinstance(a, Type):
                texts.append(self.type(a))
            else:
                raise _Slow
        return ", ".join(texts)

    def integer(self, a: Any) -> str:
        t = a.type
        if type(t) is not Builtin:
            if type(t) is NamedType:  # an enumerator: "(%s)%d" % (Printer.type, value)
                return "(%s)%d" % (self.name(t.name), a.value)
            raise _Slow
        if t.name == "bool":
            if a.value != 0 and a.value != 1:
                raise _Slow  # (Lb2E: the generic printer's)
            return "true" if a.value else "false"
        suffix = _INTEGER_SUFFIX.get(t.name)
        if suffix is not None:
            return "%d%s" % (a.value, suffix)
        return "(%s)%d" % (_BUILTINS[t.name], a.value)

    # ------------------------------------------------------------- types
    def type(self, t: Any) -> str:
        """Printer.type: every type here has no right half."""
        kind = type(t)
        if kind is Builtin:
            return _BUILTINS[t.name]
        if kind is Pointer:  # TypePrinter._indirect
            return self.type(t.pointee) + "*"
        if kind is Qualified:
            return self.qualified(t)
        if kind is NamedType:
            return self.name(t.name)
        if kind is LValueReference or kind is RValueReference:
            return self.reference(t)
        if kind is Vector:
            element = t.element
            if type(element) is Builtin:
                return "%s vector[%d]" % (_BUILTINS[element.name], t.size)
            return "%s vector[%d]" % (self.type(element), t.size)
        if kind is TemplateParam:
            return self.type(self.resolve(t))
        if kind is Opaque:
            return OPAQUE_TYPES[t.name]
        if kind is Image:
            return image_source_name(t, CLANG if t.access else SPIR_DIALECT)
        if kind is Pipe:
            return "ocl_pipe"
        if kind is Atomic:
            return self.type(t.value) + " _Atomic"
        raise _Slow

    def qualified(self, t: Qualified) -> str:
        """TypePrinter._qualified (llvm): cv words after the type, then an address space."""
        if t.vendor or t.cv_first or t.private_spelled:
            raise _Slow  # (Objective-C protocols, other vendor words, rare spellings: the generic printer)
        text = self.type(t.base)
        if t.const or t.volatile or t.restrict:
            text += " " + " ".join(_cv(t))
        space = t.addrspace
        if space is not None and (self.spell_private or space != _PRIVATE):
            text += " " + self.addrspace(space)
        return text

    def quals(self, q: Qualified) -> list[str]:
        """TypePrinter._quals (a method's qualifiers)."""
        if q.vendor or q.cv_first or q.private_spelled:
            raise _Slow
        words = _cv(q)
        space = q.addrspace
        if space is not None and (self.spell_private or space != _PRIVATE):
            words.append(self.addrspace(space))
        return words

    def addrspace(self, space: AddressSpace) -> str:
        if self.host:
            from ..config import host_addrspace

            return host_addrspace(space)
        return "AS%d" % int(space)

    def reference(self, t: Any) -> str:
        """TypePrinter._indirect of a reference, collapsed as _collapse does."""
        lvalue = type(t) is LValueReference
        inner = t.referee
        while True:
            u = inner
            while True:  # TypePrinter._unwrap
                if type(u) is TemplateParam:
                    u = self.resolve(u)
                if type(u) is not Qualified or u.const or u.volatile or u.restrict or u.vendor \
                        or u.private_spelled \
                        or u.addrspace is not None and (self.spell_private or u.addrspace != _PRIVATE):
                    break
                u = u.base
            if type(u) is LValueReference:
                lvalue = True
            elif type(u) is not RValueReference:
                break
            inner = u.referee
        return self.type(inner) + ("&" if lvalue else "&&")

    def resolve(self, t: TemplateParam) -> Type:
        """The argument a template parameter stands for (PackPrinter.argument), when
        it is a type (not itself a parameter); else the generic printer."""
        args = self.args
        if args is None:
            args = self.args = template_args(self.root)
        if t.index >= len(args):
            raise _Slow
        arg = args[t.index]
        while type(arg) is DeclaredArg:
            arg = arg.arg
        if not isinstance(arg, Type) or type(arg) is TemplateParam:
            raise _Slow
        return arg


def _cv(q: Qualified) -> list[str]:
    return [w for w, on in (("const", q.const), ("volatile", q.volatile),
                            ("restrict", q.restrict)) if on]


def _is_structor(part: Any) -> bool:
    if type(part) is TemplateName:
        part = part.name
    if type(part) is TaggedName:
        part = part.name
    return type(part) in _STRUCTORS
