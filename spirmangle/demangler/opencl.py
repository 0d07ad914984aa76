"""clang's OpenCL rule for pointees (an unspelled pointee address space is
__private: a phantom candidate of its own, or merged into a qualified pointee
just recorded; :class:`ArrayPointees`), and where it is more than a phantom
around a pointee: a pointer (or reference) to an array, and when two phantoms
would be one.

clang keeps the qualifiers of an array type on its element type, so a pointee
``float [2]`` in the private address space is the array of ``__private float``:
the phantom ``__private`` candidate is the element's, and it comes before the
array's own candidate (``void h(float (*)[2], float *, float (*)[2])`` is
``_Z1hPA2_fPS_S1_``: ``S_`` is ``__private float``, ``S0_`` the array, ``S1_``
the pointer).  An element with a spelled address space (``PA2_U3AS1f``) makes
none, and the array is never wrapped itself.  The builder (spirmangle.demangle)
reads the array before it knows it is a pointee, so the element's ``__private``
is applied when the pointer reduces: the array candidates just recorded are
rebuilt and the phantom inserted before them.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..model.bounds import children
from .lalr import list_rule
from .reading_mode import ReadingMode
from ..model import AddressSpace, ArrayType, Atomic, Builtin, ClosureName, ConstraintParam, Decltype, FunctionType, Image, LocalName, LValueReference, RValueReference, MemberPointer, NamedType, Opaque, PackExpansion, Pipe, Pointer, Qualified, QualifiedFunctionType, SourceName, TemplateParam, Type, Vector

KEEP, MERGE, PHANTOM = 0, 1, 2  # how clang's rule treats a pointee
_FUNCTION_TYPES = (FunctionType, QualifiedFunctionType)
_NO_SPACE = (LValueReference, RValueReference, PackExpansion)  # no optional pointee phantom
# What makes a type dependent: a template parameter, or an expression in decltype
# (clang writes Dt/DT only for an instantiation-dependent one).
_DEPENDENT = frozenset({TemplateParam, Decltype, ConstraintParam, PackExpansion})
_INDEPENDENT = frozenset({Builtin, SourceName})


def builder_dependent(b: Any, t: object) -> bool:
    """:func:`dependent` in builder ``b``'s parse: no type is before a template
    parameter or a decltype is read (the common case, at once)."""
    if not (b.tparams or b.decltypes):
        return False
    memo = b.dependent_memo
    if memo is None:
        memo = b.dependent_memo = {}
    return dependent(t, memo)


def dependent(t: object, memo: dict[int, bool]) -> bool:
    """Whether ``t`` is a dependent type: one with a template parameter in it
    (not inside a closure type's signature, nor in the function of a local
    name: those name a type that is not dependent).  clang gives a dependent
    pointee no address space (Sema's deduceOpenCLPointeeAddrSpace leaves it
    alone), so it is never a phantom candidate: ``PT_`` is ``T *`` whatever T is."""
    kind = type(t)
    if kind in _INDEPENDENT or kind is NamedType and type(t.name) is SourceName:  # type: ignore[attr-defined]
        return False
    if kind in _DEPENDENT:
        return True
    key = id(t)
    found = memo.get(key)
    if found is not None:
        return found
    if kind is ClosureName:
        result = False
    elif kind is LocalName:
        result = dependent(t.entity, memo)  # type: ignore[attr-defined]
    else:
        result = any(dependent(c, memo) for c in children(t))
    memo[key] = result
    return result


def distinct_pointees(pointers: list[Type]) -> bool:
    """Whether no two of these pointers (or references) have equal phantoms (the
    pointee, or an array pointee's element): clang's rule would substitute the
    second's __private type."""
    phantoms = set()
    for p in pointers:
        pointee = p.pointee if type(p) is Pointer else p.referee  # type: ignore[attr-defined]
        phantoms.add(array_chain(pointee)[1] if type(pointee) is ArrayType else pointee)
    return len(phantoms) == len(pointers)


def array_chain(t: ArrayType) -> tuple[list[ArrayType], Type]:
    """The arrays of ``t`` from the outermost in, and their innermost element."""
    chain = [t]
    element = t.element
    while type(element) is ArrayType:
        chain.append(element)
        element = element.element
    return chain, element


def with_element(chain: list[ArrayType], element: Type) -> list[ArrayType]:
    """The arrays of ``chain`` rebuilt around ``element`` (outermost first)."""
    rebuilt: list[ArrayType] = []
    for array in reversed(chain):
        array = ArrayType(element, array.size, array.dimension)
        rebuilt.append(array)
        element = array
    rebuilt.reverse()
    return rebuilt


def private_set(q: Qualified) -> Qualified:
    """``q`` with clang's ``__private`` in its own qualifier set (``const __private
    int``): one candidate, another type than ``q``."""
    return Qualified(q.base, AddressSpace.PRIVATE, q.const, q.volatile, q.restrict, q.vendor)


def private_of(t: Type) -> Qualified:
    """``t`` made ``__private`` as clang's rule makes a pointee: a cv-qualified type
    (no vendor qualifier, no address space) in its own qualifier set, another type
    wrapped."""
    return private_set(t) if type(t) is Qualified and not t.vendor and t.addrspace is None \
        else Qualified(t, AddressSpace.PRIVATE)


def private_element(t: ArrayType) -> ArrayType:
    """``t`` with its innermost element given clang's ``__private`` (wrapped)."""
    chain, element = array_chain(t)
    return with_element(chain, Qualified(element, AddressSpace.PRIVATE))[0]


class ArrayPointees:
    """The builder's handling of pointees under clang's rule, arrays' too (mixin
    of spirmangle.demangler.core._Builder, whose state it uses; its ``pointer``
    callback does the common cases at once)."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    table: list[object]
    fresh: object
    substituted: object  # what the last substitution read (an array there is kept)
    merged: list[Qualified]
    private_pointees: int
    phantoms: int
    lookups_before_phantom: int
    substitutions: int
    dependent_memo: Optional[dict[int, bool]]

    def _add(self, node: object) -> None:  # pragma: no cover - the builder's
        raise NotImplementedError

    def _array_treatment(self, child: ArrayType) -> tuple[int, list[ArrayType], Type]:
        """(how, arrays, element): KEEP an array reached by a substitution or
        whose element has an address space, MERGE __private into a qualified
        element just recorded (just below the arrays), or a PHANTOM element."""
        chain, element = array_chain(child)
        table = self.table
        depth = len(chain)
        if child is self.substituted or len(table) < depth or any(
                table[-1 - i] is not a for i, a in enumerate(chain)):
            return KEEP, chain, element  # the array came from a substitution
        if builder_dependent(self, child):
            return KEEP, chain, element
        if type(element) is Qualified:
            if element.addrspace is not None or any(m is element for m in self.merged):
                return KEEP, chain, element
            if element is self.fresh and len(table) > depth and table[-1 - depth] is element:
                return MERGE, chain, element
        return PHANTOM, chain, element

    def _array_pointee(self, child: ArrayType) -> ArrayType:
        """The array pointee under clang's rule, its element's __private applied and
        recorded (the table is updated in place)."""
        how, chain, element = self._array_treatment(child)
        if how == KEEP:
            return child
        self.private_pointees += 1
        table = self.table
        depth = len(chain)
        new: Type
        if how == MERGE and type(element) is Qualified:
            new = private_set(element)
            table[-1 - depth] = new
        else:  # (an earlier cv-qualified element: one qualifier set, as for a pointee)
            new = private_of(element)
            table.insert(len(table) - depth, new)
            self._count_phantom()
        rebuilt = with_element(chain, new)
        for i, array in enumerate(rebuilt):
            table[-1 - i] = array
        return rebuilt[0]

    def _note_array_pointee(self, child: ArrayType) -> int:
        """What :meth:`_array_pointee` would do, noted without doing it: a qualified
        element to merge goes to ``merged``; PHANTOM is returned for the caller to
        note the pointer (``mark_private`` then wraps the element)."""
        how, _, element = self._array_treatment(child)
        if how == KEEP:
            return how
        self.private_pointees += 1
        if how == MERGE and type(element) is Qualified:
            self.merged.append(element)
        else:
            self._count_phantom()
        return how

    def _clang_pointee(self, child: Type) -> int:
        """How clang's OpenCL rule treats a pointee (every pointee has an address
        space, a function type's too: ``PU3AS4FvvE`` in C++ for OpenCL; an
        unspelled one is __private): KEEP a member function's type, a dependent
        pointee or a spelled address space; MERGE __private into a qualified
        pointee just recorded, in place; otherwise add a PHANTOM, the __private
        pointee as a candidate of its own.  A pointee already merged (noted,
        under note_clang) is kept."""
        if type(child) is QualifiedFunctionType and (
                child.const or child.volatile or child.restrict or child.ref_qualifier):
            return KEEP  # a member function's type: no object, no address space
        if isinstance(child, Qualified):
            if child.addrspace is not None or any(m is child for m in self.merged):
                return KEEP
            if builder_dependent(self, child):
                return KEEP
            if child is self.fresh and self.table and self.table[-1] is child:
                return MERGE
        elif builder_dependent(self, child):
            return KEEP
        return PHANTOM

    def _pointee(self, child: Type) -> Type:
        """The pointee under clang's rule, its __private applied and recorded."""
        if type(child) is ArrayType:
            return self._array_pointee(child)
        how = self._clang_pointee(child)
        if how == KEEP:
            return child
        self.private_pointees += 1
        if how == MERGE and isinstance(child, Qualified):
            merged = private_set(child)
            self.table[-1] = merged
            return merged
        # (An earlier cv-qualified type, ``P S_`` with ``S_`` = ``const int``: clang
        # would make the pointee ``const __private int``, one qualifier set, another
        # type than S_ (written ``PKi``); so read, the reading mangles to that.)
        phantom = private_of(child)
        self._add(phantom)
        self._count_phantom()
        return phantom

    def _count_phantom(self) -> None:
        if not self.phantoms:
            self.lookups_before_phantom = self.substitutions
        self.phantoms += 1

    def _note_pointee(self, child: Type) -> int:
        """What :meth:`_pointee` would do, noted without doing it."""
        if type(child) is ArrayType:
            return self._note_array_pointee(child)
        how = self._clang_pointee(child)
        if how == KEEP:
            return how
        if type(child) in _FUNCTION_TYPES:
            # A pointer to a function (C++ for OpenCL's): a phantom, and where the
            # readings agree the plain one is marked as clang's parse reads it.
            self._count_phantom()
            return PHANTOM
        self.private_pointees += 1
        if how == MERGE and isinstance(child, Qualified):
            self.merged.append(child)
        else:
            self._count_phantom()
        return how


TARG_SITE, POINTEE_SITE, RETURN_SITE = 0, 1, 2  # the kinds of clang's optional phantoms
# Template arguments that may be __private: object types clang writes without a
# qualifier (a reference or function type has no address space; a cv-qualified
# one would merge it in, making no candidate of its own).
_TARG_KINDS = frozenset({Builtin, NamedType, Pointer, Vector, MemberPointer, Atomic, Opaque,
                         Image, Pipe})


class Tracking:
    """What a parse notes for spirmangle.demangler.auto_rule, in a name that may need it (a
    C++ name with OpenCL markers, or a parse with optional phantoms): the
    optional phantom sites (``optional``: the ones that get a phantom; ``kinds``:
    each site's kind, as read), the template arguments made __private
    (``targ_phantoms``, by id) and the substitutions that read them
    (``targ_hits``), the pointers read (by class and pointee: one read twice is
    not what a compiler writes, the second would be a substitution:
    ``redundant``), and the candidates that name a template (``heads``, by id)."""

    __slots__ = ("optional", "kinds", "targ_phantoms", "targ_hits", "pointer_keys", "redundant",
                 "heads", "kept", "mode")

    def __init__(self, optional: Optional[frozenset[int]]) -> None:
        self.optional = optional
        self.kinds: list[int] = []
        self.targ_phantoms: set[int] = set()
        self.targ_hits = 0
        self.pointer_keys: set[tuple[type, int]] = set()
        self.redundant = False
        self.heads: set[int] = set()
        # Every node noted by id stays alive as long as the notes: an id of a node
        # freed during the parse may be reused by a later one (a wrong verdict).
        self.kept: list[object] = []
        self.mode: Any = None  # the parse's ReadingMode (its sites: return_phantoms)

    def head(self, node: object) -> None:
        """Note a candidate that names a template."""
        self.heads.add(id(node))
        self.kept.append(node)


class OptionalPhantoms:
    """clang's phantom candidates that nothing in a name marks (mixin of
    spirmangle.demangler.core._Builder): a template type argument in the private
    address space (``T`` deduced from a pointer or reference to a local in C++
    for OpenCL, ``tmin<__private float>``), and a dependent pointee written
    ``__private`` (``__private T *``).  Each such place is a *site*, numbered
    as it is read; a parse with ``optional`` (a set of site numbers) gives those
    sites their __private candidate.  Only parses that run the tables see the
    template arguments one by one (spirmangle.demangler.lalr.TableDriver.run_tables)."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    tracking: Optional[Tracking]
    dependent_memo: Optional[dict[int, bool]]
    fn_returns: int  # function types read (their return types)
    mode: ReadingMode
    table: list[object]  # the builder's substitution candidates

    def _add(self, node: object) -> None:  # pragma: no cover - the builder's
        raise NotImplementedError

    def _count_phantom(self) -> None:  # pragma: no cover - ArrayPointees'
        raise NotImplementedError

    def reset_sites(self, optional: Optional[frozenset[int]], track: bool) -> None:
        """The state of a new parse (the builder's reset): ``optional`` is None (no
        sites), or the sites that get a phantom; ``track``: note what
        spirmangle.demangler.auto_rule checks a reading by (:class:`Tracking`; nothing is
        made for a name without OpenCL markers: the hot path)."""
        self.dependent_memo = None  # (dependent(), made on first use)
        self.decltypes = 0  # decltypes read: with template parameters, what makes types dependent
        self.fn_returns = 0
        self.tracking = Tracking(optional) if track or optional is not None else None

    @list_rule
    def template_arg_list(self, items: list[Any]) -> list[Any]:
        # (a replay gathers the list at once; parses with optional phantoms do not replay)
        tracking = self.tracking
        if tracking is not None and tracking.optional is not None:
            self.template_arg_site(items, tracking)
        if len(items) == 1:
            return items
        items[0].append(items[1])
        return items[0]  # type: ignore[no-any-return]

    def template_arg_site(self, items: list[Any], tracking: Tracking) -> None:
        """The template argument just read (``items[-1]``), made __private if its
        site is chosen."""
        arg = items[-1]
        if type(arg) not in _TARG_KINDS:
            return
        phantom = self.optional_site(tracking, TARG_SITE, arg)
        if phantom is not arg:
            tracking.targ_phantoms.add(id(phantom))
            tracking.kept.append(phantom)
            items[-1] = phantom

    def optional_site(self, tracking: Tracking, kind: int, node: Type) -> Type:
        """One more site of ``kind`` (numbered as read): ``node`` made __private (a
        new candidate) if the parse chose the site, else ``node``."""
        index = len(tracking.kinds)
        tracking.kinds.append(kind)
        if tracking.optional and index in tracking.optional:
            phantom = Qualified(node, AddressSpace.PRIVATE)
            self._add(phantom)
            self._count_phantom()
            return phantom
        return node

    def fn_return(self, items: list[Any]) -> Type:
        """A function type's return type (``F <type> ...``), made __private if its
        site is chosen: clang's ``__cl_clang_function_pointers`` lets a function
        pointer's return type be written ``__private int``, a candidate that
        ``mangleQualifiers`` writes nothing for (``void g(__private int (*)(int),
        __private int (*)(int))`` is ``_Z1gPU3AS4FiiES2_``)."""
        ret = items[0]
        self.fn_returns += 1
        tracking = self.tracking
        if tracking is None or tracking.optional is None or not self.mode.return_phantoms:
            return ret  # type: ignore[no-any-return]
        if type(ret) is Qualified:
            return self.qualified_return_site(ret, tracking)
        if type(ret) not in _TARG_KINDS or type(ret) is Builtin and ret.name == "void":
            return ret  # type: ignore[no-any-return]
        return self.optional_site(tracking, RETURN_SITE, ret)

    def qualified_return_site(self, ret: Qualified, tracking: Tracking) -> Type:
        """A cv-qualified return type just read (``K S0_``), ``__private`` too if its
        site is chosen: ``const __private Tpl<int>`` is one candidate, written as
        ``const Tpl<int>`` is, but another type (clang writes
        ``g(const Tpl<int> (*)(int), const __private Tpl<int> (*)(int))`` as
        ``_Z1gPU3AS4FK3TplIiEiEPU3AS4FKS0_iE``: ``KS0_``, not ``S1_``)."""
        table = self.table
        if ret.addrspace is not None or ret.vendor or type(ret.base) not in _TARG_KINDS \
                or not table or table[-1] is not ret:
            return ret
        index = len(tracking.kinds)
        tracking.kinds.append(RETURN_SITE)
        if not tracking.optional or index not in tracking.optional:
            return ret
        # (not dataclasses.replace: demangling imports neither dataclasses nor inspect)
        private = Qualified(ret.base, AddressSpace.PRIVATE, ret.const, ret.volatile, ret.restrict,
                            ret.vendor, ret.cv_first, ret.private_spelled)
        table[-1] = private
        tracking.kept.append(private)
        return private

    def pointee_site(self, child: Type, tracking: Tracking) -> Type:
        """A dependent pointee without a qualifier, made __private if its site is chosen
        (not a reference, which has no address space, nor a pack expansion: clang
        writes ``Dp`` around the whole pattern, ``DpPT_``, so a pointee is none)."""
        kind = type(child)
        if kind is Qualified or kind is ArrayType or kind in _FUNCTION_TYPES or kind is Builtin \
                or kind in _NO_SPACE or not builder_dependent(self, child):
            return child
        return self.optional_site(tracking, POINTEE_SITE, child)
