"""The demangler's callbacks for local names, closure types, arrays, pointers to
members and qualified function types (mixed into :class:`spirmangle.demangler.core._Builder`).

Candidates: a local name adds none of its own (as a class type it is one, like
any class type: ``class_type`` records it); the inner encoding's candidates
(its nested-name prefixes, its parameter types) and those of a closure's
signature are recorded as their rules reduce, in the one table of the whole
name, which is the order their manglings finish (Itanium 5.1.8, as LLVM's
demangler and both compilers number them).  A closure or unnamed type is a
candidate only as a prefix of a nested name, like any component.

A template parameter inside a local name's encoding refers to that encoding's
template arguments, one in a closure's signature to the lambda's ``auto``
parameters: the printer and :func:`spirmangle.model.bounds.measure` resolve each
where it stands, so ``scoped`` tells the parse to measure such names.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional, TypeVar

from .types import with_cv
from ..errors import DemangleError
from .lexer.core import BUILTINS
from .lexer.names import BareDiscriminator, LegacyDiscriminator
from ..render.peer_numbering import GNU
from .reading_mode import ReadingMode
from ..model import ArrayType, Builtin, ClosureName, DataMember, DefaultArgument, FunctionType, LocalName, is_member_name, LValueReference, MemberPointer, Pointer, RValueReference, OperatorName, QualifiedFunctionType, TemplateName, TemplateParam, Type, UnnamedTypeName

# Types that are no class: the <class type> of a pointer to member (Itanium 5.1.5:
# M <class type> <member type>) is none of them.  Both peers print such garbage
# differently (int [] A::* chains, libiberty's own suite expects them unread).
_NO_CLASS = frozenset({Builtin, ArrayType, Pointer, LValueReference, RValueReference, MemberPointer,
                       FunctionType, QualifiedFunctionType})

_VOID = BUILTINS["v"]
# A discriminator's value type -> LocalName.discriminator_form (the ABI's forms: none)
_FORMS = {LegacyDiscriminator: "legacy", BareDiscriminator: "bare"}
if TYPE_CHECKING:
    _Node = TypeVar("_Node")


MEMBER_FUNCTION_TYPE = "a member function's type"  # its table entry: (this, the type)
_MEMBER_FUNCTIONS = (FunctionType, QualifiedFunctionType)


class NameCallbacks:
    """Reduction callbacks of ``local_name``, ``default_arg_name`` and ``closure``."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    scoped: bool  # a local name or closure type was read (set by _Builder.reset)
    # Scopes read (spirmangle.render.peer_scopes): (first, end, node) over ``tparams``, where a
    # local name, closure type or external name was opened and closed; None: none yet.
    scope_spans: Optional[list[tuple[int, int, object]]]
    scope_opens: list[int]  # ``len(tparams)`` where each open scope began
    renumbered: int  # peers that number candidates otherwise (spirmangle.render.peer_numbering)
    mode: ReadingMode  # the parse's reading mode: its ``peer`` numbering (_Builder's)
    table: list[object]  # the substitution candidates (_Builder's)
    tparams: list[TemplateParam]  # every template parameter read (_Builder's)
    substituted: object  # what the last substitution read (_Builder's)

    def _add(self, node: object) -> None:
        self.table.append(node)

    contexts: list[Any]  # the open nested names (_Builder's)

    def flush_prefix(self) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _fail(self, reason: str) -> DemangleError:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def std_nested(self, ctx: Any) -> None:
        """A nested name of ``St`` and at most one name: ``St`` alone is refused.
        ``N St <name> E`` (libiberty's ``_ZNStDC1aEE``, which both peers read) is
        read as ``St <name>``, the same name and candidates, which clang and g++
        write (``_ZStDC1aE``): a non-canonical spelling, mangled back as ``St
        <name>`` (tests/demangler/test_noncanonical.py lists it)."""
        if len(ctx.parts) == 1:
            raise self._fail("std:: needs a name after it")

    def note_scopes(self) -> None:
        """Note the name's scopes from here on (spirmangle.render.peer_scopes: a peer
        may read its template parameters otherwise than the ABI)."""
        if self.scope_spans is None:
            self.scope_spans, self.scope_opens = [], []

    def scope_open(self) -> None:
        """A local name or closure type begins: the template parameters read from
        here on are its (spirmangle.render.peer_scopes)."""
        self.note_scopes()
        self.scope_opens.append(len(self.tparams))

    def scope_close(self, node: _Node) -> _Node:
        """The scope opened last ends with ``node``."""
        self.scope_span(self.scope_opens.pop(), node)
        return node

    def scope_span(self, first: int, node: Any) -> None:
        self.note_scopes()
        self.scope_spans.append((first, len(self.tparams), node))  # type: ignore[union-attr]

    def unnamed_part(self, part: UnnamedTypeName) -> None:
        """c++filt records an unnamed type of a nested name as a candidate of its own,
        after the prefix before it (spirmangle.render.peer_numbering)."""
        self.renumbered |= GNU
        self.note_scopes()
        if self.mode.peer == GNU:
            self.flush_prefix()
            self.table.append(part)

    def local_open(self, items: list[Any]) -> None:
        self.scoped = True
        self.scope_open()

    def local_name(self, items: list[Any]) -> LocalName:
        # LOCAL encoding END entity [DISCRIMINATOR]; the entity may be a StringLiteral
        discriminator = items[4] if len(items) == 5 else None
        form = _FORMS.get(type(discriminator))
        if form is not None and discriminator is not None:
            return self.scope_close(LocalName(items[1], items[3], int(discriminator), form))
        return self.scope_close(LocalName(items[1], items[3], discriminator))

    def default_arg_name(self, items: list[Any]) -> LocalName:
        # LOCAL encoding END DEFAULT_ARG entity
        return self.scope_close(LocalName(items[1], DefaultArgument(items[4], items[3])))

    def comp_data_member(self, items: list[Any]) -> None:
        """``M`` after a data member's name in an open nested name: that name,
        read here (no substitution) with any template arguments, becomes a
        :class:`DataMember`; a component after it is the lexer's to demand."""
        ctx = self.contexts[-1]
        if not ctx.parts or not ctx.pending or not is_member_name(ctx.parts[-1]):
            raise self._fail("M (a data member prefix) follows a data member's source name")
        ctx.parts[-1] = DataMember(ctx.parts[-1])

    def closure_open(self, items: list[Any]) -> None:
        self.scoped = True
        self.scope_open()
        # The nested-name prefix before the closure is a candidate before the
        # closure's signature (LLVM and the compilers number it so).
        self.flush_prefix()

    def closure(self, items: list[Any]) -> ClosureName:
        params = items[1]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        return self.scope_close(ClosureName(tuple(params), items[2]))

    # ------------------------------------------ arrays, members, function types
    def array(self, items: list[Any]) -> ArrayType:
        (size, parameter), element = items
        dimension = None
        if parameter is not None:  # an expression, not a type: no candidate
            dimension = TemplateParam(parameter[0])
            self.tparams.append(dimension)
        node = ArrayType(element, size, dimension)
        self._add(node)
        return node

    def member_pointer(self, items: list[Any]) -> MemberPointer:
        if type(items[1]) in _NO_CLASS:  # (c++filt and libiberty's suite reject such chains)
            raise self._fail("M needs a class type, not %s" % type(items[1]).__name__)
        node = MemberPointer(items[1], items[2])
        if self.table and self.table[-1] is items[2] and type(items[2]) in _MEMBER_FUNCTIONS:
            # A member function's type is a candidate (both peers count it), one no
            # compiler refers to: the same signature written again is F...E again (clang
            # and g++), so S<seq>_ of it as a plain type could not mangle back.
            self.table[-1] = (MEMBER_FUNCTION_TYPE, items[2])
        self._add(node)
        return node

    def ref_function_type(self, items: list[Any]) -> QualifiedFunctionType:
        params = items[2]
        if len(params) == 1 and params[0] is _VOID:
            params = []
        ref = "&" if items[3] is LValueReference else "&&"
        node = QualifiedFunctionType(FunctionType(items[1], tuple(params)), ref_qualifier=ref,
                                     extern_c=bool(items[0]))
        self._add(node)
        return node

    def qualified_function(self, base: Type, quals: Any) -> Optional[QualifiedFunctionType]:
        """``K F...E`` is one cv-qualified function type and one candidate: the
        function type just recorded becomes it.  ``K S_`` of a function type is
        that type too, and a candidate after the substituted one (which stays; no
        compiler writes it: the canonical spelling is ``K F...E``, as both peers
        read it).  None if ``quals`` are no plain cv-qualifiers of a function type
        read right before them."""
        space, const, volatile, restrict, others = quals[:5]
        substituted = self.substituted is base
        if space is not None or others or not substituted and (
                not self.table or self.table[-1] is not base):
            return None
        node = with_cv(base, const, volatile, restrict)
        if node is None:
            return None
        if substituted:
            self.table.append(node)
        else:
            self.table[-1] = node
        return node
