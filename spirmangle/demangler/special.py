"""The demangler's callbacks for C++20 module names, inheriting constructors,
external names and the rarer special names (mixed into
:class:`spirmangle.demangler.core._Builder`).

Candidates (Itanium 5.1.5, as clang mangles and LLVM's demangler reads them):
each ``W <source-name>`` of a module name adds the module name so far
(``geo``, then ``geo.users``), after the nested-name prefix before it; a
substitution may stand for a module name, before a name or before more
``W``s.  A name attached to a module is a candidate as any other name is.  The
base class named by an inheriting constructor ``CI1 <name>`` is read as a name
(its prefixes are candidates, the whole name is not), after the class whose
constructor it is.  An external name ``L _Z <encoding> E`` records its
encoding's candidates in the one table.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..errors import BadReference, DemangleError
from .lexer.core import tokenize
from ..limits import MAX_DEPTH
from .lexer.special import ModuleGuess
from .lexer.words import HOST, numbered_as_vendor
from .reading_mode import ABI_READING, ReadingMode
from ..model import ConstructorName, ConversionName, ExternalName, ModuleEntity, ModuleName, NamedType, NestedName, Name, TemplateName, SpecialName, TaggedName, TemplateParam, TemplateParamName
from ..model.typecodes import seq_id


class InheritNumbering(BadReference):
    """A substitution past clang's numbering after ``CI1 <base>``: read the name
    again with g++'s (:func:`gxx_inherited`)."""


class SpecialCallbacks:
    """Reduction callbacks of modules, ``CI``, ``L_Z...E`` and ``TC``."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    name: str  # the name being read (_Builder's)
    most_parts: int
    contexts: list[Any]  # the open nested names
    table: list[object]
    tparams: list[TemplateParam]
    scoped: bool  # template parameters have scopes (_Builder's)
    inherit_from: int  # the first candidate after a CI1 base class (_Builder's)
    inherit_low: int  # the first candidate of a CI1 base class (_Builder's)
    inherit_base_refs: bool  # a substitution after the base refers to one of its candidates
    inherit_by_subst: bool  # the base is a substitution (CI1 S_)
    inherit_gxx: bool  # read with g++'s numbering after CI1 (gxx_inherited)
    inherit_slots: int  # where the base's and the prefix's candidates go (g++'s)
    inherit_ambiguous: int  # where a substitution clang and g++ number differently is

    def _add(self, node: object) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _lookup(self, ref: tuple[int, int]) -> object:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def flush_prefix(self) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def nested_targs_open(self, items: list[Any]) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _append(self, part: Name, recorded: bool = False) -> None:  # pragma: no cover
        raise NotImplementedError

    def comp_name(self, items: list[Any]) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def comp_targs(self, items: list[Any]) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def nested_open(self, items: list[Any]) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    # ------------------------------------------------------------ modules
    def _module(self, word: tuple[str, bool], parent: Optional[ModuleName]) -> ModuleName:
        node = ModuleName(word[0], word[1], parent)
        self._add(node)
        return node

    def module_first(self, items: list[Any]) -> ModuleName:
        self.flush_prefix()  # a nested name's prefix comes before the module
        return self._module(items[0], None)

    def module_next(self, items: list[Any]) -> ModuleName:
        depth, parent = 0, items[0]
        while parent is not None:
            depth += 1
            if depth >= MAX_DEPTH:
                raise DemangleError(self.name, -1, "a module name of more than %d parts"
                                    % MAX_DEPTH)
            parent = parent.parent
        if depth > self.most_parts:  # the name is measured (spirmangle.model.bounds)
            self.most_parts = depth
        return self._module(items[1], items[0])

    def module_subst(self, items: list[Any]) -> ModuleName:
        self.flush_prefix()
        found = self._lookup(items[0])
        if type(found) is not ModuleName:  # the lexer's guess was wrong: read it again
            raise ModuleGuess(self.name, items[0][1], "substitution %s is no module"
                              % seq_id(items[0][0]))
        return found

    def module_entity(self, items: list[Any]) -> Name:
        module, name = items
        if type(name) is TaggedName:  # the ABI tags come after the module: f@geo[abi:x]
            return TaggedName(ModuleEntity(module, name.name), name.tags)
        return ModuleEntity(module, name)

    def comp_module_name(self, items: list[Any]) -> None:
        self._append(self.module_entity(items))

    # ------------------------------------------------- inheriting constructors
    def inherit_open(self, items: list[Any]) -> int:
        self.flush_prefix()  # the class comes before its base class's name
        self.inherit_low = min(self.inherit_low, len(self.table))
        return items[0]  # type: ignore[no-any-return]

    def inherit_targs_open(self, items: list[Any]) -> None:
        """``<template-args>`` after the base class of ``CI1 <name>``."""
        self.nested_targs_open(items)
        self.inherit_mark()
        if self.inherit_gxx and self.inherit_slots < 0:  # the base's, the prefix's
            self.inherit_slots = len(self.table)
            self.table.extend((_SLOT, _SLOT))

    def inherit_mark(self) -> None:
        """The base class of ``CI1`` is read: g++ (and the ABI, ``CI1 <base class
        type>``) records it as a type, a candidate, and the constructor template's
        prefix too; clang neither (LLVM's demangler the prefix only).  A later
        substitution that refers to a candidate from here on reads differently
        under the two numberings, and is rejected (:meth:`ambiguous_inherit`)."""
        self.inherit_from = min(self.inherit_from, len(self.table))

    def ambiguous_inherit(self, position: int) -> None:
        raise DemangleError(self.name, position, "a substitution after an inheriting "
                            "constructor's base class refers to a candidate that clang and "
                            "g++ number differently (g++ counts the base class type and the "
                            "constructor template's prefix, clang neither)")

    def inherit_lookup(self, index: int, position: int) -> None:
        """A substitution at or after the first candidate of a ``CI1`` base class."""
        if self.inherit_gxx:
            if self.table[index] is _SLOT or index == self.inherit_slots + 1 > 0:
                raise DemangleError(self.name, position, "a substitution of the inheriting "
                                    "constructor template, or of its base in its arguments")
            return
        if index >= self.inherit_from and self.inherit_ambiguous < 0:
            self.inherit_ambiguous = position  # (rejected unless g++'s numbering reads it)
        if self.inherit_from < 1 << 62:  # after the base: a candidate of the base's
            self.inherit_base_refs = True

    def inherited_targs(self, name: Name) -> Name:
        """``N ... CI1 <name> I <args> E E`` whose signature has template parameters:
        the one list is the constructor template's, not the base's (a parameter
        ``T_`` of a signature is a function template's; ``_ZN1DCI11BIiEET_``, of
        ``struct D : B { using B::B; }``, ``template <class T> B(T)``), as clang and
        g++ both write it.  The base, no template then, is no candidate for clang
        (a candidate for g++): a substitution of any candidate from it on is
        rejected."""
        if not self.tparams or self.scoped or self.inherit_by_subst or type(name) is not NestedName:
            return name
        ctor = name.parts[-1]
        if type(ctor) is not ConstructorName or type(ctor.inherited) is not TemplateName:
            return name
        if self.inherit_base_refs and self.inherit_ambiguous < 0:
            self.inherit_ambiguous = len(self.name)
        base = ctor.inherited
        own = TemplateName(ConstructorName(ctor.variant, base.name), base.args)
        return NestedName(name.parts[:-1] + (own,), name.qualifiers,
                          name.ref_qualifier, name.explicit_object)

    def inheriting_constructor(self, items: list[Any]) -> None:
        """The end of ``N ... CI1 <name> [<template-args>] E``: append the constructor."""
        self.inherit_mark()
        if self.inherit_gxx:
            self.gxx_base(items)
            return
        base = items[3]
        if len(items) == 8 and type(base) not in (TemplateName, NestedName, NamedType):
            # CI2 N 1B E I <args> E: the base written N ... E (one name) keeps its
            # N ... E, so the list after it stays the constructor's (both peers)
            base = NestedName((base,), None, "", False)
        self.comp_name([ConstructorName(items[2], base)])
        if len(items) == 8:
            self.comp_targs(items[4:7])

    def gxx_base(self, items: list[Any]) -> None:
        """g++'s numbering: the base class is a candidate as a type, after it the
        constructor template's prefix (the slots reserved before its arguments)."""
        base = items[3]
        if type(base) is ConversionName or type(base) is TemplateName \
                and type(base.name) is ConversionName:
            # (a type in g++'s numbering: c++filt reads no CI1 cv..., LLVM does not
            # number the base; and no N cv <type> E spells it as a type)
            raise DemangleError(self.name, -1, "a substitution after an inheriting constructor "
                                "whose base is a conversion operator (no class)")
        if len(items) != 8 and type(base) is TemplateName:  # B<int> or B and a template's <int>
            raise DemangleError(self.name, -1, "a substitution after an inheriting constructor "
                                "whose one template argument list may be the base's")
        if len(items) == 8 and type(base) not in (TemplateName, NestedName, NamedType):
            base = NestedName((base,), None, "", False)  # (CI1 N 1B E I...E: as in clang's)
        ctor = ConstructorName(items[2], base, True)
        if self.inherit_slots < 0:
            self.table.append(base)
            self.comp_name([ctor])
            return
        if len(items) != 8:  # the slots are an inner CI's (its arguments reserved them)
            raise DemangleError(self.name, -1, "an inheriting constructor in another inheriting "
                                "constructor's base: g++'s numbering of the two is unknown")
        self.table[self.inherit_slots] = base
        self.comp_name([ctor])
        self.contexts[-1].pending = False
        parts = self.contexts[-1].parts
        self.table[self.inherit_slots + 1] = NestedName(tuple(parts), None, "", False)
        self.comp_targs(items[4:7])

    def inherited_subst(self, items: list[Any]) -> Name:
        if self.inherit_gxx:
            raise DemangleError(self.name, -1, "a substitution past clang's numbering after "
                                "an inheriting constructor from a substitution")
        return self.head_subst(items)  # type: ignore[attr-defined, no-any-return]

    def nested_inherit_subst(self, items: list[Any]) -> Name:
        """``N ... CI1 <substitution> [<template-args> [<template-args>]] E``: a
        base that is a template-id already (g++'s ``CI1 S4_ ILb1ELb1EE``) takes
        no arguments, so the list is the constructor's; another takes the first
        list, greedily as LLVM reads it."""
        self.inherit_mark()
        self.inherit_by_subst = True  # (its list stays the base's: inherited_targs)
        items = list(items)
        base = items[3]
        if len(items) == 5 or (len(items) == 8 and type(base) is TemplateName):
            if type(base) is not TemplateParamName:  # a class type, read as its candidate
                items[3] = NamedType(base)
        elif len(items) == 8:
            items = items[:3] + [self.template_name([base, None, items[5]]), items[7]]  # type: ignore[attr-defined]
        elif len(items) == 11:
            items = items[:3] + [self.template_name([base, None, items[5]])] + items[7:]  # type: ignore[attr-defined]
        return self.nested(items)  # type: ignore[attr-defined, no-any-return]

    def nested_open_explicit(self, items: list[Any]) -> None:
        """``NH``: a function with an explicit object parameter."""
        self.nested_open(items[:1])
        self.contexts[-1].explicit = True

    def module_misused(self, ref: tuple[int, int]) -> DemangleError:
        return BadReference(self.name, ref[1], "substitution %s is a module, not a type or name"
                            % seq_id(ref[0]))

    # ----------------------------------------------------- external names
    def external_open(self, items: list[Any]) -> tuple[int, bool]:
        return len(self.tparams), items[0] is not None

    def external_name(self, items: list[Any]) -> ExternalName:
        count, bare = items[0]
        # Its template parameters are its own arguments', and so are those inside
        # an outer candidate it refers to (clang keys a candidate T_ by depth and
        # index): measured in scopes, where a T_ without a referent is refused.
        self.scoped = True
        node = ExternalName(items[1], bare)
        self.scope_span(count, node)  # type: ignore[attr-defined]  # (NameCallbacks')
        return node

    # ------------------------------------------------------ special names
    def ctor_vtable(self, items: list[Any]) -> SpecialName:
        kind, complete, offset, base = items
        return SpecialName(kind, complete, (offset,), base)



MAX_GUESSES = 64  # wrong guesses of module substitutions before a name is given up


_SLOT = object()  # a candidate whose value comes later (SpecialCallbacks.gxx_base)


def gxx_inherited(driver: Any, builder: Any, name: str, tokens: Any) -> Any:
    """Read ``name`` again with g++'s numbering after ``CI1 <base>`` (the ABI's: the
    base class type is a candidate, then the constructor template's prefix): a
    substitution referred past clang's."""
    builder.inherit_keep = True
    builder.restart()
    kinds = tokens[0]
    del tokens[1][len(kinds):]  # (the values of the first parse's reductions)
    return driver.run(kinds, tokens[1], tokens[2], name)


def inherit_canonical(driver: Any, builder: Any, name: str, tokens: Any, clang: Any,
                      dialect: Any) -> Any:
    """A name read with clang's numbering (``clang``) whose substitution after
    ``CI1 <base>`` g++'s numbering reads differently: a compiler writes each
    candidate once, by its substitution, so the reading that mangles back to
    ``name`` is the compiler's; where both or neither do, it is rejected, and so
    is a constructor template (the mangler counts its prefix, as g++ does and
    clang does not)."""
    from ..mangler.core import remangled  # (the mangler is a layer above; only here)

    def canonical(entity: Any) -> bool:
        return remangled(entity, dialect) == name

    position = builder.inherit_ambiguous
    ctor = getattr(getattr(clang, "name", None), "parts", (None,))[-1]
    if type(ctor) is not ConstructorName:  # a template: the mangler counts its prefix
        builder.ambiguous_inherit(position)  # (as LLVM, g++), which clang does not
    clang_ok = canonical(clang)
    gxx = None
    try:
        gxx = gxx_inherited(driver, builder, name, tokens)
        gxx_ok = canonical(gxx)
    except DemangleError:
        gxx_ok = False
    if gxx_ok and not clang_ok:
        return gxx
    if clang_ok and not gxx_ok:  # read it again: the builder's state is clang's then
        builder.inherit_keep = False
        builder.restart()
        del tokens[1][len(tokens[0]):]
        entity = driver.run(tokens[0], tokens[1], tokens[2], name)
        if gxx is not None:  # c++filt reads g++'s numbering (the gnu style: peer_styles)
            builder.gxx_inherit_reading = gxx
            builder.note_scopes()
        return entity
    builder.inherit_ambiguous = position
    builder.ambiguous_inherit(position)


def run_guessing(driver: Any, builder: Any, name: str, tokens: Any, wrong: ModuleGuess,
                 mode: ReadingMode = ABI_READING) -> tuple[Any, list[str], list[Any]]:
    """Read ``name`` again after a substitution the lexer took for a module was
    none (``wrong``, from a parse of ``tokens``): every substitution for that
    candidate is read as a plain one, and so on (under the reading ``mode`` of
    ``tokens``): (entity, kinds, values).  The tokens read again follow the host
    spelling's rule as the first ones did (:func:`~spirmangle.demangler.parser.begin`:
    ``AS<n>`` a numbered address space, lest one spelling of a model read otherwise)."""
    kinds, values = tokens[0], tokens[1]
    plain: frozenset[int] = frozenset()
    for _ in range(MAX_GUESSES):
        index = next(v[0] for k, v in zip(kinds, values)
                     if k == "MODULE_SUBST" and v[1] == wrong.position)
        plain |= {v[1] for k, v in zip(kinds, values) if k == "MODULE_SUBST" and v[0] == index}
        kinds, values, positions, markers = tokenize(name, plain, mode)
        if markers & HOST:
            numbered_as_vendor(values, kinds)
        builder.restart()
        try:
            return driver.run(kinds, values, positions, name), kinds, values
        except ModuleGuess as exc:
            wrong = exc
    raise DemangleError(name, 0, "too many substitutions that may stand for modules")
