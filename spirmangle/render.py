"""Printing the model as text, in three styles.

* ``opencl``: OpenCL C (``fract(float4, __global float4 *)``); parses back with
  the prototype parser to the same symbol.
* ``llvm``: byte-identical to llvm-cxxfilt (``fract(float vector[4], float vector[4] AS1*)``).
* ``gnu``: GNU c++filt's format (``float __vector(4)``).

Declarators print in two halves, left and right of the name, as LLVM's
ItaniumDemangle does, so pointers to functions and blocks come out right.
"""

from __future__ import annotations

from typing import Optional, Sequence

from .bounds import template_args
from .errors import DemangleError
from .limits import MIN_OUTPUT
from .model import (
    OPAQUE_TYPES,
    STD_ABBREVIATIONS,
    AddressSpace,
    Atomic,
    BlockPointer,
    Builtin,
    ConstructorName,
    ConversionName,
    DefaultArgument,
    DestructorName,
    Entity,
    Function,
    FunctionType,
    Image,
    IntegerLiteral,
    InternalName,
    LocalName,
    LValueReference,
    Name,
    NamedType,
    NestedName,
    Opaque,
    OperatorName,
    Pipe,
    Pointer,
    Qualified,
    RValueReference,
    SourceName,
    SpecialName,
    StdAbbreviation,
    StdName,
    TaggedName,
    TemplateName,
    TemplateParam,
    Type,
    Variable,
    Vector,
    innermost,
)
from .render_types import DECLARATOR_KINDS, declarator_parts, is_array
from .render_names import NAME_KINDS, UNNAMED_KINDS, method_suffix, name_text, structor_owner
from .typecodes import GNU_SPELLING, LLVM_SPELLING, OPERATORS

STYLES = ("opencl", "llvm", "gnu")
_BUILTIN_SPELLING = {"opencl": {name: name for name in LLVM_SPELLING},
                     "llvm": LLVM_SPELLING, "gnu": GNU_SPELLING}
_ATOMIC_NAMES = {"int", "uint", "long", "ulong", "float", "double", "half"}


class Printer:
    """Renders types, names and entities in one style.

    ``template_args`` resolves ``T_`` references; ``host_addrspaces`` spells
    address spaces ``CLglobal`` (host targets) rather than ``AS1`` in llvm/gnu
    style.  No text longer than ``max_output`` characters is built: a
    :class:`DemangleError` ("output too large") names ``mangled`` instead.
    """

    def __init__(self, style: str = "opencl", template_args: Sequence[object] = (),
                 host_addrspaces: bool = False, spell_private: bool = False,
                 max_output: int = MIN_OUTPUT, mangled: str = "") -> None:
        if style not in STYLES:
            raise ValueError("unknown style %r (choose from %s)" % (style, ", ".join(STYLES)))
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

    # ------------------------------------------------------------- names
    def name(self, n: Name) -> str:
        kind = type(n)
        if kind is SourceName:
            return n.identifier
        if kind is TemplateName or kind is NestedName:
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
        if kind is StdName:
            return "std"
        if kind is TaggedName:
            return self.name(n.name) + _abi_tags(n)
        if kind is OperatorName:
            text = OPERATORS[n.code]
            return "operator " + text if text[0].isalpha() else "operator" + text
        if kind is ConversionName:
            return "operator " + self.type(n.type)
        if kind is StdAbbreviation and self.style != "gnu":
            return STD_ABBREVIATIONS[n.code]
        if kind in (ConstructorName, DestructorName):
            return ("~" if kind is DestructorName else "") + "?"
        if kind is StdAbbreviation and self.style == "gnu":
            return _FULL_ABBREVIATIONS.get(n.code, STD_ABBREVIATIONS[n.code])
        if kind is InternalName:
            return self.name(n.name)
        if kind in NAME_KINDS:
            return name_text(self, n)
        raise TypeError("not a name: %r" % (n,))

    def _composite_name(self, n: Name, kind: type) -> str:
        if kind is TemplateName:
            head = self.name(n.name)
            if self.style == "gnu" and head.endswith("<"):  # c++filt: operator<< <int>
                head += " "
            text = "%s<%s>" % (head, self._join([self.template_arg(a) for a in n.args]))
            # llvm-cxxfilt 14 and c++filt both keep closing brackets apart.
            return text[:-1] + " >" if self.style != "opencl" and text.endswith(">>") else text
        words = []
        parts = n.parts
        for i, p in enumerate(parts):
            part_kind = type(p)
            if part_kind is SourceName:
                words.append(p.identifier)
            elif part_kind is StdName:
                words.append("std")
            elif _is_structor(p):
                # The class name (with "~" for a destructor), then any ABI tags and
                # template arguments of the constructor itself.
                tagged = p.name if part_kind is TemplateName else p
                structor = tagged.name if type(tagged) is TaggedName else tagged
                owner = _class_name(parts[i - 1]) if i else "?"
                if i and type(parts[i - 1]) in UNNAMED_KINDS:
                    owner = structor_owner(self.style, parts[:i])
                word = ("~" if type(structor) is DestructorName else "") + owner
                if type(tagged) is TaggedName:
                    word += _abi_tags(tagged)
                if part_kind is TemplateName:
                    # A temporary node: printed without the identity memo.
                    word = self._composite_name(TemplateName(SourceName(word), p.args), TemplateName)
                words.append(word)
            elif part_kind is StdAbbreviation and (
                    self.style == "gnu" or (i + 1 < len(parts) and _is_structor(parts[i + 1]))):
                words.append(_FULL_ABBREVIATIONS.get(p.code, STD_ABBREVIATIONS[p.code]))
            else:
                words.append(self.name(p))
        return "::".join(words)

    def template_arg(self, a: object) -> str:
        if type(a) is IntegerLiteral:
            if type(a.type) is Builtin and a.type.name == "bool":
                return "true" if a.value else "false"
            suffix = {"uint": "u", "long": "l", "ulong": "ul", "long long": "ll",
                      "unsigned long long": "ull"}.get(getattr(a.type, "name", ""), "")
            if type(a.type) is Builtin and a.type.name in ("int", "uint", "long", "ulong",
                                                            "long long", "unsigned long long"):
                return "%d%s" % (a.value, suffix)
            return "(%s)%d" % (self.type(a.type), a.value)
        return self.type(a)  # type: ignore[arg-type]

    # ------------------------------------------------------------- types
    def type(self, t: Type) -> str:
        """A type on its own (an abstract declarator)."""
        if type(t) is Builtin:
            return self._builtins[t.name]
        memo = self._types
        key = id(t)
        text = memo.get(key) if memo is not None else None
        if text is None:
            left, right = self._parts(t)
            text = (left + right).strip() if self.style == "opencl" else left + right
            if memo is not None:
                memo[key] = text
        return text

    def _addrspace(self, space: AddressSpace) -> str:
        if self.style == "opencl":
            return space.keyword
        if self.host_addrspaces:
            from .config import _HOST_ADDRSPACE

            return _HOST_ADDRSPACE[space]
        return "AS%d" % int(space)

    def _quals(self, q: Qualified) -> list[str]:
        words = [w for w, on in (("const", q.const), ("volatile", q.volatile),
                                 ("restrict", q.restrict)) if on]
        # In llvm/gnu style a __private that the mangling did not spell is not printed.
        if q.addrspace is not None and (self.style == "opencl" or self.spell_private
                                        or q.addrspace != AddressSpace.PRIVATE):
            words.append(self._addrspace(q.addrspace))
        words.extend(q.vendor)
        return words

    def _simple(self, t: Type) -> Optional[str]:
        """The spelling of a type that has no declarator part, or None."""
        kind = type(t)
        style = self.style
        if kind is Builtin:
            return self._builtins[t.name]
        if kind is Vector:
            element = self.type(t.element)
            if style == "opencl":
                return "%s%d" % (element, t.size)
            if style == "llvm":
                return "%s vector[%d]" % (element, t.size)
            return "%s __vector(%d)" % (element, t.size)
        if kind is Image:
            if style == "opencl":
                prefix = "__%s " % t.access if t.access else ""
                return "%s%s_t" % (prefix, t.shape)
            from .mangle import image_source_name
            from .config import CLANG, SPIR_DIALECT

            return image_source_name(t, CLANG if t.access else SPIR_DIALECT)
        if kind is Opaque:
            return t.name if style == "opencl" else OPAQUE_TYPES[t.name]
        if kind is Pipe:
            if style != "opencl":
                return "ocl_pipe"
            if t.element is not None:
                element = self.type(t.element)
            else:  # unknown: pipe void, then pipe void#2, #3... for further distinct ones
                element = "void#%d" % (t.ordinal + 1) if t.ordinal else "void"
            access = "__%s " % t.access if t.access else ""
            return "%spipe %s" % (access, element)
        if kind is NamedType:
            return self.name(t.name)
        if kind is Atomic:
            value = self.type(t.value)
            if style == "opencl":
                if type(t.value) is Builtin and t.value.name in _ATOMIC_NAMES:
                    return "atomic_" + t.value.name
                return "_Atomic(%s)" % value
            return "%s _Atomic" % value
        if kind is TemplateParam:
            if t.index < len(self.template_args):
                return self.template_arg(self.template_args[t.index])
            return "T" if t.index == 0 else "T%d" % (t.index - 1)
        return None

    def _parts(self, t: Type) -> tuple[str, str]:
        """(left, right) halves of the declarator for ``t``."""
        simple = self._simple(t)
        if simple is not None:
            return simple, ""
        kind = type(t)
        opencl = self.style == "opencl"
        if kind is Qualified:
            words = self._quals(t)
            base = t.base
            if type(base) in (Pointer, LValueReference, RValueReference, BlockPointer):
                left, right = self._parts(base)
                if not words:
                    return left, right
                return left + ("" if opencl else " ") + " ".join(words), right
            left, right = self._parts(base)
            if not words:
                return left, right
            if opencl:
                return " ".join(words) + " " + left, right
            return left + " " + " ".join(words), right
        if kind in (Pointer, LValueReference, RValueReference):
            inner = t.pointee if kind is Pointer else t.referee
            sigil = {Pointer: "*", LValueReference: "&", RValueReference: "&&"}[kind]
            if is_array(inner):  # int (*) [3]
                left, right = self._parts(inner)
                return left + " (" + sigil, ")" + right
            if type(inner) is FunctionType:
                ret_left, ret_right = self._parts(inner.return_type)
                return ret_left + " (" + sigil, ")(" + self.param_list(inner.params) + ")" + ret_right
            left, right = self._parts(inner)
            if type(inner) is Qualified and type(inner.base) is FunctionType:
                return left + " (" + sigil, ")" + right
            return left + (" " + sigil if opencl else sigil), right
        if kind is BlockPointer:
            fn = t.function
            ret = self.type(fn.return_type)
            params = self.param_list(fn.params)
            if self.style == "llvm":
                return "%s (%s) block_pointer" % (ret, params), ""
            if self.style == "gnu":
                return ret + " ( block_pointer", ")(" + params + ")"
            return ret + " (^", ")(" + params + ")"
        if kind is FunctionType:
            ret = self.type(t.return_type)
            return ret + " ", "(" + self.param_list(t.params) + ")"
        if kind in DECLARATOR_KINDS:
            return declarator_parts(self, t)
        raise TypeError("cannot print %r" % (t,))

    def param_list(self, params: Sequence[Type]) -> str:
        if not params:
            return "void" if self.style == "opencl" else ""
        return self._join([self.type(p) for p in params])

    def _join(self, texts: list[str]) -> str:
        """``", ".join(texts)``, unless that is too long.  (Each text is within the
        bound, and a list of many long ones is rejected before printing, by the
        lower bound spirmangle.bounds measures.)"""
        text = ", ".join(texts)
        if len(text) > self.max_output:
            raise self._too_large()
        return text

    def _too_large(self) -> DemangleError:
        return DemangleError(self.mangled, 0, "output too large (more than %d characters)"
                             % self.max_output)

    # ---------------------------------------------------------- entities
    def entity(self, e: Entity) -> str:
        """A whole Function or Variable."""
        self._names, self._types = {}, {}
        try:
            text = self._entity(e)
            if len(text) > self.max_output:
                raise self._too_large()
            return text
        finally:
            self._names = self._types = None

    def _entity(self, e: Entity) -> str:
        if type(e) is Variable:
            return self.name(e.name)
        if type(e) is SpecialName:
            return self._special(e)
        text = "%s(%s)" % (self.name(e.name), self.param_list(e.params))
        if type(e.name) is NestedName:
            if e.name.qualifiers is not None:
                words = self._quals(e.name.qualifiers)
                if words:
                    text += " " + " ".join(words)
            if e.name.ref_qualifier:
                text += " " + e.name.ref_qualifier
        elif type(e.name) is LocalName:
            text += method_suffix(self, e.name)
        if e.return_type is not None:
            text = self.type(e.return_type) + " " + text
        return text


    def _special(self, e: SpecialName) -> str:
        words = _SPECIAL_WORDS.get((e.kind, self.style)) or _SPECIAL_WORDS[e.kind, ""]
        target = e.target
        if type(target) is Function:
            text = self._entity(target)
        elif isinstance(target, Name):
            text = self.name(target)
        else:
            text = self.type(target)  # type: ignore[arg-type]
        return words + text


# How each special name is introduced (the style's own words, else the common ones).
_SPECIAL_WORDS = {
    ("vtable", ""): "vtable for ",
    ("VTT", ""): "VTT for ",
    ("typeinfo", ""): "typeinfo for ",
    ("typeinfo name", ""): "typeinfo name for ",
    ("guard variable", ""): "guard variable for ",
    ("TLS init", ""): "thread-local initialization routine for ",
    ("TLS init", "gnu"): "TLS init function for ",
    ("TLS wrapper", ""): "thread-local wrapper routine for ",
    ("TLS wrapper", "gnu"): "TLS wrapper function for ",
    ("non-virtual thunk", ""): "non-virtual thunk to ",
    ("virtual thunk", ""): "virtual thunk to ",
    ("transaction clone", ""): "transaction clone for ",
}

_TRAITS = "std::char_traits<char>"
# What c++filt (always) and llvm-cxxfilt (before a constructor) print for Ss/Si/So/Sd.
_FULL_ABBREVIATIONS = {
    "Ss": "std::basic_string<char, %s, std::allocator<char> >" % _TRAITS,
    "Si": "std::basic_istream<char, %s >" % _TRAITS,
    "So": "std::basic_ostream<char, %s >" % _TRAITS,
    "Sd": "std::basic_iostream<char, %s >" % _TRAITS,
}
_ABBREVIATION_CLASS = {"Sa": "allocator", "Sb": "basic_string", "Ss": "basic_string",
                       "Si": "basic_istream", "So": "basic_ostream", "Sd": "basic_iostream"}


def _abi_tags(n: TaggedName) -> str:
    return "".join("[abi:%s]" % tag for tag in n.tags)


def _is_structor(part: Name) -> bool:
    if type(part) is TemplateName:
        part = part.name
    if type(part) is TaggedName:
        part = part.name
    return type(part) in (ConstructorName, DestructorName)


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


def base_name(n: Name) -> str:
    """The unqualified identifier of a name: ``fract``, ``bar`` of ``ns::bar<int>``."""
    while True:
        kind = type(n)
        if kind is SourceName:
            return n.identifier
        if kind is TemplateName:
            n = n.name
        elif kind is NestedName:
            if len(n.parts) > 1 and _is_structor(n.parts[-1]):
                last = n.parts[-1]
                while type(last) in (TemplateName, TaggedName):
                    last = last.name
                return ("~" if type(last) is DestructorName else "") + _class_name(n.parts[-2])
            n = n.parts[-1]
        elif kind is TaggedName:
            n = n.name
        elif kind is InternalName:
            n = n.name
        elif kind is LocalName or kind is DefaultArgument:
            n = innermost(n)
        elif kind in NAME_KINDS:
            return Printer("llvm").name(n)
        elif kind is OperatorName or kind is ConversionName:
            return Printer("llvm").name(n)
        elif kind is StdAbbreviation:
            return STD_ABBREVIATIONS[n.code].split("::")[-1]
        else:
            return "std"


def format_entity(e: Entity, style: str = "opencl", host_addrspaces: bool = False,
                  spell_private: bool = False, max_output: int = MIN_OUTPUT,
                  mangled: str = "") -> str:
    """Print a Function, Variable or SpecialName in ``style``."""
    return Printer(style, template_args(e), host_addrspaces, spell_private, max_output,
                   mangled).entity(e)
