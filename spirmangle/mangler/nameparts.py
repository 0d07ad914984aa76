"""The mangler's names (for :mod:`spirmangle.mangle`): nested and template names,
their prefixes as substitution candidates, unqualified names and template
arguments, as a mixin of its ``_Mangler``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from . import exprs as mangle_exprs
from . import requires as mangle_requires
from . import special as mangle_special
from ..errors import MangleError
from .entities import count as _count
from .names import data_member, overload_key
from .packs import decl, lambda_args, template_arg, tparam_key
from ..model import ArgumentPack, ArrayType, ClosureName, ConstraintParam, ConstructorName, ConversionName, DataMember, DeclaredArg, DestructorName, ExprArg, ExternalName, FloatLiteral, FriendName, IntegerLiteral, LValueReference, InternalName, LambdaLiteral, LiteralOperatorName, LocalName, ModuleEntity, Name, NamedType, NestedName, NullptrLiteral, OperatorName, Pointer, Qualified, RValueReference, SourceName, StdAbbreviation, StdName, StructuredBinding, TaggedName, TemplateName, TemplateParam, TemplateParamName, Type, UnnamedTypeName, VendorOperatorName
from ..model.bounds import walk
from ..model.node import Node
from ..model.typecodes import seq_id, template_param_id

_UNNAMED = (ClosureName, UnnamedTypeName)
_NO_TYPE_ALONE = (OperatorName, ConversionName, ConstructorName, DestructorName,
                  LiteralOperatorName, VendorOperatorName, ClosureName, UnnamedTypeName)


def needs_nesting(name: Name, as_type: bool) -> bool:
    """Whether ``name`` reads as nothing (or as another thing) without ``N ... E``
    around it: as a type, an operator name of any kind (``li1x`` would read as
    long, int...), a structor, a closure or unnamed type name, with or without
    template arguments; anywhere, a closure or unnamed type with template
    arguments, a friend's name ``F <name>`` and a conversion operator after
    ``St`` (``St cv`` reads only at the start of a name).  After ``St`` (``N St
    <name> E`` is written ``St <name>``), a closure or unnamed type name without
    template arguments stands as a type too."""
    templated = std = False
    kind = type(name)
    while True:
        if kind is TaggedName or kind is TemplateName:
            templated = templated or kind is TemplateName
            name = name.name  # type: ignore[attr-defined]
        elif kind is NestedName and not std and _std_name(name):  # type: ignore[arg-type]
            std = True
            name = name.parts[1]  # type: ignore[attr-defined]
        elif kind is ModuleEntity:  # (W1M pl as a type reads as nothing either)
            name = name.name  # type: ignore[attr-defined]
        else:
            break
        kind = type(name)
    if kind is FriendName or templated and kind in _UNNAMED or std and kind is ConversionName:
        return True
    return as_type and kind in _NO_TYPE_ALONE and not (std and kind in _UNNAMED)


def std_unnamed(name: Name) -> bool:
    """``St <closure or unnamed type>`` (with ABI tags or not): as a conversion
    operator's type with ABI tags after it, written ``N ... E``, as both peers
    read ``St Ul...E_`` followed by ``B <tag>`` as the type's tags (the reader's too)."""
    if type(name) is not NestedName or not _std_name(name):
        return False
    last = name.parts[1]
    while type(last) is TaggedName:
        last = last.name
    return type(last) in _UNNAMED


def internal_type(name: Name) -> int:
    """Whether a class type's ``name`` is g++'s internal name ``L <name>`` (with
    template arguments or ABI tags or not): 2 with a discriminator of its own, 1
    without, else 0.  It is written ``N L <name> E`` (both peers read it; no
    compiler writes ``L`` before a type) inside template arguments or an exception
    specification's types, where ``L`` starts a literal (``I Fv L3bar E E``,
    ``Dv_ <expr> _ L3bar``) unless ``P``, ``R``, ``O`` or qualifiers are just
    before it (a type follows); with a discriminator (``L3bar_2``), everywhere
    (a closure's ``Ul L3bar_2 E_`` does not read)."""
    while type(name) is TaggedName or type(name) is TemplateName:
        name = name.name
    if type(name) is not InternalName:
        return 0
    return 2 if name.discriminator is not None else 1


def open_tail(t: object) -> object:
    """The class type that a conversion operator's type ``t`` ends with (through
    pointers, references, qualifiers, arrays), if its name is written without an
    ``E`` or arguments at its end (``1B``, ``St 1B``, ``1B B3tag``, ``St L1B``): before the
    operator's own template arguments it is written ``N ... E``, else they read
    as its (``cv P St1B IiE``: a pointer to std::B<int>, as both peers read it);
    else None."""
    while True:
        kind = type(t)
        if kind is Pointer:
            t = t.pointee  # type: ignore[attr-defined]
        elif kind is LValueReference or kind is RValueReference:
            t = t.referee  # type: ignore[attr-defined]
        elif kind is Qualified or kind is ArrayType:
            t = t.base if kind is Qualified else t.element  # type: ignore[attr-defined]
        else:
            break
    if type(t) is not NamedType:
        return None
    name: object = t.name
    while type(name) is TaggedName:
        name = name.name
    if type(name) is NestedName and _std_name(name):
        name = name.parts[1]
        while type(name) is TaggedName:
            name = name.name
    return t if type(name) is SourceName or type(name) is InternalName else None


def nested_in(name: Name, context: str) -> bool:
    """Whether a class type's ``name`` reads only in ``N ... E`` in ``context``: a
    literal's type (``L <type> <value> E``), a module's name or a structured
    binding; a template argument, an internal name (``L`` starts a literal)."""
    while type(name) is TaggedName or type(name) is TemplateName:
        name = name.name
    if context == "literal":
        return type(name) in (ModuleEntity, StructuredBinding)
    return context == "argument" and type(name) is InternalName


def _std_name(n: NestedName) -> bool:
    """``std::<name>``, written ``St <name>``."""
    return len(n.parts) == 2 and type(n.parts[0]) is StdName and n.qualifiers is None \
        and not n.ref_qualifier and not n.explicit_object


def _source(identifier: str) -> str:
    return "%d%s" % (len(identifier), identifier)


class NameMangler:
    """The name methods of the mangler (``self`` is a ``_Mangler``)."""

    out: list[str]
    scope: Optional[tuple[object, object]]
    local: dict[object, int]
    closures: dict[int, list[tuple[object, object, int]]]
    closure_parts: dict[int, tuple[object, tuple[ClosureName, ...]]]
    bases: dict[object, object]
    tparam_closures: bool
    targs: tuple[object, ...]
    own_template: tuple[object, object]
    reference_end: int
    tt_end = -1  # len(out) after the last T_ <args> (a template template parameter's)
    digit_ends: list[int]  # len(out) after each discriminator _<n> (checked at the end: entities.py)
    literal_lists = 0  # template argument lists (and Dw lists) open, where L starts a literal
    awaited_end = -1  # len(out) after the last P, R, O or qualifiers (a type follows)
    conversion_args = False  # the conversion operator being written takes template arguments
    tagged_conversion = False  # the type of a conversion operator with ABI tags is being written
    conversion_tail: object = None  # the class type a conversion's own arguments follow (open_tail)

    if TYPE_CHECKING:  # the _Mangler's
        def type(self, t: Type) -> None: ...

        def params(self, params: tuple[Type, ...]) -> None: ...

        def qualifiers(self, q: Qualified) -> str: ...

        def _substitute(self, node: object) -> bool: ...

        def _add(self, node: object) -> None: ...

        def _local_name(self, n: LocalName) -> None: ...

        def named_in(self, t: NamedType, context: str) -> None: ...

    def name(self, name: Name) -> None:
        """Append a name (class-type names are recorded as candidates by the caller)."""
        n: Any = name  # (dispatched on its class below)
        kind = type(n)
        if kind is NestedName:
            self._nested_name(n)
        elif kind is TemplateName and needs_nesting(n, False):  # N Ul...E_ <args> E
            self.out.append("N")
            self._template(n, ())
            self.out.append("E")
        elif kind is FriendName:  # N F <name> E (F alone starts a function type)
            self.write_nested(n)
        elif kind is TemplateName:
            self._template(n, ())
        elif kind is LocalName:
            self._local_name(n)
        else:
            self._unqualified(n)

    def write_nested(self, name: Name) -> None:
        """``N <name> E`` around a name that bare reads otherwise (or as nothing)."""
        self.out.append("N")
        if type(name) is TemplateName:
            self._template(name, ())
        else:
            self._unqualified(name)
        self.out.append("E")

    def _unqualified(self, name: Name) -> None:
        n: Any = name  # (dispatched on its class below)
        kind = type(n)
        if kind is SourceName:
            self.out.append(_source(n.identifier))
        elif kind is StdAbbreviation:
            self.out.append(n.code)
        elif kind is StdName:
            self.out.append("St")
        elif kind is ConstructorName and n.inherited is None:
            self.out.append("C%d" % n.variant)
        elif kind is DestructorName:
            self.out.append("D%d" % n.variant)
        elif kind is TaggedName:
            # cv St Ul...E_ B <tag>: the tags would read as the closure type's
            self.tagged_conversion = type(n.name) is ConversionName
            self._unqualified(n.name)
            self.tagged_conversion = False
            self.out.extend("B" + _source(tag) for tag in n.tags)
        elif kind is OperatorName:
            self.out.append(n.code)
        elif kind is InternalName or kind is FriendName:  # L or F before the name
            self.out.append("L" if kind is InternalName else "F")
            self._unqualified(n.name)
            if kind is InternalName and n.discriminator is not None:  # g++'s L <name> _<n>
                number = n.discriminator
                if number < 0:
                    raise MangleError("a discriminator is not negative")
                self.out.append("_%d" % number if number < 10 else "__%d_" % number)
                if number < 10:
                    self.digit_ends.append(len(self.out))
        elif kind is ClosureName:
            self.out.append("Ul")
            saved = self.targs
            self.targs = lambda_args(n) if not n.level else saved  # (level 1: T_ is the function's)
            self.tparam_closures = self.tparam_closures or bool(n.template_params)
            try:
                for d in n.template_params:
                    decl(self, d)
                if n.requires is not None:  # Q <expression> after the template head
                    self.out.append("Q")
                    mangle_requires.constraint(self, n.requires)
                self.params(n.params)
            finally:
                self.targs = saved
            self.out.append("E%s_" % _count(n.number))
        elif kind is UnnamedTypeName:
            self.out.append("U%s%s_" % ("b" if n.block else "t", _count(n.number)))
        elif kind is ConversionName:
            own, self.conversion_args = self.conversion_args, False
            self.out.append("cv")
            tail, self.conversion_tail = self.conversion_tail, open_tail(n.type) if own else None
            try:
                self.type(n.type)
            finally:
                self.conversion_tail = tail
            if not own and self.tt_end == len(self.out):  # cv T_ <args> alone
                raise MangleError("a conversion to T_ <args> without template arguments of its "
                                  "own reads as the operator's (cv T_ I <args> E)")
        elif kind is TemplateParam or kind is ConstraintParam:  # a prefix, a template template parameter
            self.out.append(template_param_id(n.index))
            self.reference_end = len(self.out)
        elif kind is NestedName and len(n.parts) == 2 and type(n.parts[0]) is StdName:
            self.out.append("St")
            self._unqualified(n.parts[1])
        elif not mangle_special.unqualified(self, n):
            raise MangleError("cannot mangle name %r" % (n,))

    def _template(self, part: TemplateName, head: tuple[Name, ...]) -> None:
        """``<template-prefix><template-args>``; the template prefix is a candidate."""
        inner = part.name
        if type(inner) is NestedName and not _std_name(inner):
            # A substitution with template arguments (S1_ IiE, the candidate a
            # nested prefix): keyed as that prefix is (scoped in a local name)
            key = self._scoped(head + inner.parts)
            if not self._substitute(key) and not self._local_prefix(key):
                raise MangleError("a nested name with template arguments after it is written "
                                  "as a nested name or a substitution: %r" % (part,))
            self.template_args(part.args)
            return
        key = self._scoped(head + (part.name,))
        if part is self.own_template[0]:
            key = overload_key(self, key)
        if type(part.name) is TemplateParamName:  # T_IiE: T_ is the candidate
            self.type(part.name.param)
        elif not self._substitute(key) and (head or not self._local_prefix(("template prefix", key))) \
                and not self._shared(head + (part.name,)):
            if head:
                self._prefix(head)
            self.conversion_args = type(part.name) is ConversionName
            self._unqualified(part.name)
            if type(part.name) is not StdAbbreviation:
                self._add(key)
        self.template_args(part.args)
        if type(part.name) is TemplateParamName:
            self.tt_end = len(self.out)

    def _prefix(self, parts: tuple[Name, ...]) -> None:
        """A nested-name prefix: substituted when seen before, else emitted and recorded."""
        key = self._scoped(parts)
        if self._substitute(key) or self._shared(parts):
            return
        if len(parts) == 1 and key is not parts[0] and parts[0] in self.bases \
                and self._substitute(self.bases[parts[0]]):
            # A local entity's first component that is g++'s candidate of an inheriting
            # constructor's base (CI1 4_Z1f ... E N S1_ 1i E): only that substitution,
            # past clang's numbering, reads with the base a candidate (as_type).
            return
        if len(parts) == 1 and type(parts[0]) is OperatorName and parts[0].code[:1] == "r" \
                and key != parts[0] and self._substitute(self._scoped(parts, False)):
            # A local entity's first component operator%, ``N rm``, reads as restrict
            # (``N r m...``): it came from a substitution (``Z3barvENS_6detailE``, S_ the
            # template name ``rm`` outside the scope), which stands for it as read.
            return
        if type(parts[-1]) is DataMember:
            data_member(self, parts)
        else:
            self._component(parts)
        if type(parts[-1]) not in (StdName, StdAbbreviation):
            self._add(key)

    def _shared(self, name: "Name | tuple[Name, ...]") -> bool:
        """A name prefix (or class type) with a closure type with template
        parameters in it that is the very node an earlier candidate holds, read
        through a substitution: that candidate's substitution.  LLVM names a
        closure's template parameters where it reads them, and anew each time (a
        substitution's are not new: render/packs.llvm_decl_names), so the closure
        written again reads as other names ($T0); clang writes one closure type
        once (a closure of another scope is another node).  Where the local
        entity's prefix is keyed by its scope, this finds the encoding's (S3_ in
        ``Z N1i...UlTtE_C2E E N S3_ 1g E``), and outside it, a local closure template
        prefix as a type (``S5_`` after ``E N Ul...E_ IE 2__ E``).  The closure
        may stand anywhere in the prefix: a part, or inside a part's template
        arguments (``St F1x I L_Z St UlTnT0_jbE_ E ... E`` ... ``N S7_ li3_km``)."""
        if not self.tparam_closures:
            return False
        parts: tuple[Name, ...] = name if isinstance(name, tuple) else \
            name.parts if type(name) is NestedName else (name,)
        key: object = None
        for closure in tparam_closures_in(self.closure_parts, parts):
            for seen, core, index in self.closures.get(id(closure), ()):
                if seen is closure:
                    if key is None:
                        key = prefix_key(parts)
                    if core == key:
                        self.out.append(seq_id(index))
                        self.reference_end = len(self.out)
                        return True
        return False

    def _local_prefix(self, key: object) -> bool:
        """A local entity's name prefix referred to from outside its scope (a
        parameter's ``S0_ IiE`` after ``Z1fvE N1S1T1gE``: the model's type is
        unscoped, as for a class type): its substitution, if there is one."""
        index = self.local.get(key) if self.scope is None else None
        if index is None:
            return False
        self.out.append(seq_id(index))
        self.reference_end = len(self.out)
        return True

    def _scoped(self, parts: tuple[Name, ...], scoped: bool = True) -> object:
        """The substitution key of a name prefix; one that starts with a local
        entity's own first component carries its scope (unless not ``scoped``)."""
        first: object = parts[0]  # a pack's T_ is keyed as a pack's (S0_ in DpNS0_4typeE):
        key = tparam_key(self, first) if type(first) is TemplateParam and len(parts) == 1 \
            else prefix_key(parts)
        if self.scope is None or type(parts[0]) is LocalName or not scoped:
            return key  # (a local name as a prefix is scoped by itself)
        head = self.scope[1]
        if parts[0] == head:
            return (self.scope[0], key)
        if len(parts) == 1 and type(head) is TemplateName and parts[0] == head.name:
            # the local entity's own template prefix (Z1fvE 1S I...E): a class
            # type S (no template's name) is another candidate, also outside
            return (self.scope[0], ("template prefix", key))
        return key

    def _component(self, parts: tuple[Name, ...]) -> None:
        """The last part of ``parts`` after its prefix (a template's args included)."""
        last, head = parts[-1], parts[:-1]
        if type(last) is TemplateName:
            self._template(last, head)
        else:
            if head:
                self._prefix(head)
            self._unqualified(last)

    def template_args(self, args: tuple[object, ...]) -> None:
        self.out.append("I")
        self.literal_lists += 1
        try:
            for a in args:
                self.template_arg(a)
        finally:
            self.literal_lists -= 1
        self.out.append("E")

    def template_arg(self, a: object) -> None:
        if type(a) is IntegerLiteral:
            self._literal(a)
        elif type(a) is ExternalName:
            mangle_special.external(self, a)
        elif type(a) is ArgumentPack or type(a) is DeclaredArg or type(a) is FloatLiteral:
            template_arg(self, a)
        elif type(a) is ExprArg:
            self.out.append("X")
            mangle_exprs.expression(self, a.expr)
            self.out.append("E")
        elif type(a) is NullptrLiteral or type(a) is LambdaLiteral:
            mangle_exprs.expression(self, a)
        elif type(a) is NamedType:
            self.named_in(a, "argument")  # (L1a there would start a literal)
        else:
            self.type(a)  # type: ignore[arg-type]

    def _literal(self, a: IntegerLiteral) -> None:
        """``L <type> <value> E``."""
        self.out.append("L")
        if type(a.type) is NamedType:
            self.named_in(a.type, "literal")  # (a module's name reads only in N ... E there)
        else:
            self.type(a.type)
        self.out.append(("n%d" % -a.value) if a.value < 0 else str(a.value))
        self.out.append("E")

    def _nested_name(self, n: NestedName) -> None:
        parts = n.parts
        if _std_name(n) and not needs_nesting(n, False):  # (NOSt1NE keeps its &&)
            last = parts[1]
            if type(last) is TemplateName:
                self._template(last, (parts[0],))
            else:
                self.out.append("St")
                self._unqualified(last)
            return
        self.out.append("NH" if n.explicit_object else "N")
        if n.qualifiers is not None:
            self.out.append(self.qualifiers(n.qualifiers))
        if n.ref_qualifier:
            self.out.append("R" if n.ref_qualifier == "&" else "O")
        self._component(parts)
        self.out.append("E")


def tparam_closures_in(memo: dict[int, tuple[object, tuple[ClosureName, ...]]],
                       parts: "tuple[object, ...] | list[object]") -> list[ClosureName]:
    """The closure types with template parameters anywhere in ``parts`` (a part,
    or inside one: its template arguments), each part walked once (``memo``, by
    identity: the parts of a name's prefixes are shared nodes)."""
    found: list[ClosureName] = []
    for part in parts:
        hit = memo.get(id(part))
        if hit is None:  # (a key's part may be a marker, no node: nothing in it)
            hit = memo[id(part)] = (part, tuple(
                n for n in walk([part]) if type(n) is ClosureName and n.template_params)
                if isinstance(part, Node) else ())
        found.extend(hit[1])
    return found


def prefix_key(parts: tuple[Name, ...]) -> Name:
    """The substitution key of a name prefix: the part itself, or the NestedName."""
    return parts[0] if len(parts) == 1 else NestedName(parts)
