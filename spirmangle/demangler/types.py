"""The demangler's callbacks for C++ types beyond OpenCL's (mixed into
:class:`spirmangle.demangler.core._Builder`): exception specifications, _BitInt,
complex and imaginary types, vendor extended types.

Candidates (Itanium 5.1.8, as clang mangles and LLVM's demangler reads them):
a function type with an exception specification is one candidate, recorded
after the types of a ``throw(T...)`` (which the specification's rule records
as they reduce); the template parameter of ``noexcept(T_)`` is an expression,
no candidate.  ``_BitInt``, complex, imaginary and vendor extended types are
candidates, unlike builtin types (a vendor type once, with its template
arguments).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..errors import DemangleError
from .reading_mode import ReadingMode
from ..render.peer_numbering import GNU
from ..model.node import replace
from ..model import BlockPointer, Decltype, BitInt, ComplexType, ExceptionSpec, ExprArg, FunctionType, NamedType, NestedName, QualifiedFunctionType, TemplateArg, TemplateName, TemplateParam, Type, VendorType, ElaboratedType, ConstrainedAuto, VendorQualified, LevelTemplateParam, Name, Qualified


class Context:
    """An open nested name: its parts so far and whether the prefix still needs recording."""

    __slots__ = ("parts", "pending", "qualifiers", "ref", "explicit")

    parts: list[Name]
    pending: bool
    qualifiers: Optional[Qualified]
    ref: str
    explicit: bool  # NH: an explicit object parameter


_new = object.__new__


def open_context(qualifiers: Optional[Qualified], ref: str) -> Context:
    """A new :class:`Context`.  (Not a Python ``__init__``: calling a class runs
    that through a slow path in C; one a nested name is a few % of a C++ name.)"""
    ctx: Context = _new(Context)
    ctx.parts = []
    ctx.pending = False
    ctx.qualifiers = qualifiers
    ctx.ref = ref
    ctx.explicit = False
    return ctx


class TypeCallbacks:
    """Reduction callbacks of the C++ type rules of ``grammar/mangled.lark``."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    name: str  # the mangled name (_Builder's)
    table: list[object]  # the substitution candidates (_Builder's)
    tparams: list[TemplateParam]  # every template parameter read (_Builder's)
    level_params: bool  # a TL <level> _ <index> _ was read (_Builder's)
    decltypes: int  # decltypes read (_Builder's)
    contexts: list[Context]  # the open nested names (_Builder's)
    scoped: bool  # a local name or closure was read (_Builder's)
    scope_tokens: tuple[list[str], list[int]]  # the name's token kinds and positions (demangler.parser.Parser's)
    mode: ReadingMode  # the parse's reading mode (_Builder's)
    vendor_split_from: int  # (_Builder's: spirmangle.demangler.vendor_runs)

    def _add(self, node: object) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _fail(self, reason: str) -> Exception:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _append(self, part: Any, recorded: bool = False) -> None:  # pragma: no cover
        raise NotImplementedError

    def flush_prefix(self) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def nested(self, items: list[Any]) -> Any:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def subst(self, items: list[Any]) -> Type:  # pragma: no cover - _Builder's
        raise NotImplementedError

    # ------------------------------------------------------------ blocks
    def block(self, items: list[Any]) -> BlockPointer:
        node = BlockPointer(items[1])
        self._add(node)
        return node

    def block_subst(self, items: list[Any]) -> BlockPointer:
        """``U13block_pointer S_``: a block to a function type seen before (clang
        writes the type as any other, a substitution where it is a candidate)."""
        target = self.subst(items[1:])
        if type(target) is not FunctionType and type(target) is not QualifiedFunctionType:
            raise self._fail("a block pointer points to a function type, not %s"
                             % type(target).__name__)
        node = BlockPointer(target)
        self._add(node)
        return node

    # ------------------------------------------- template parameters as types
    def tparam(self, items: list[Any]) -> TemplateParam:
        """``T_`` as a type: a candidate.  A parameter written again is its
        candidate's S<seq>_, so a second ``T_`` of one index where nothing gave
        template parameters scopes (no local name, external name or closure
        before it) is another template level's parameter, which clang writes by
        its index alone (``Outer<T...>::zip<U...>`` -> ``tuple<T, U>`` is
        ``T_T_``): the name does not say which argument it is; refused."""
        index, position = items[0]
        node = TemplateParam(index)
        tparams = self.tparams
        if tparams and not self.scoped:
            table = self.table
            for earlier in tparams:
                if (earlier.index == index and any(c is earlier for c in table)
                        and not self._scope_before(position)):
                    raise DemangleError(self.name, position, "T%s_ again, not by its candidate: "
                                        "a parameter of another template level" % (
                                            index - 1 if index else ""))
        tparams.append(node)
        self._add(node)
        return node

    def _scope_before(self, position: int) -> bool:
        """Whether a local name, an external name or a closure type opens before
        ``position`` (by the tokens: a Z or Ul inside a source name is none)."""
        kinds, positions = self.scope_tokens
        for kind, at in zip(kinds, positions):
            if at >= position:
                return False
            if kind in _SCOPE_KINDS:
                return True
        return False

    # ------------------------------------------- template parameters as names
    def comp_tparam(self, items: list[Any]) -> None:
        """``N T_ ...``: a template parameter as the first component of a nested
        name (``typename T::CType``), a candidate as a prefix like any other."""
        if self.contexts[-1].parts:
            raise DemangleError(self.name, items[0][1], "a template parameter only starts a"
                                " nested name")
        node = TemplateParam(items[0][0])
        self.tparams.append(node)
        self._append(node)

    def comp_decltype(self, items: list[Any]) -> None:
        """``N Dt <expression> E ...``: a decltype as the first component of a
        nested name (``decltype(x)::type``); one candidate, as the prefix (not
        also as a type)."""
        if self.contexts[-1].parts:
            raise DemangleError(self.name, -1, "a decltype only starts a nested name")
        self._append(Decltype(items[1], bool(items[0])))
        self.decltypes += 1  # (a dependent type: spirmangle.demangler.opencl.dependent)

    def conversion_template(self, items: list[Any]) -> None:
        """``cv <type>`` before its operator's template arguments: the nested
        name up to the operator is a candidate before them.  A class type
        written ``N <one component> E`` is refused: its canonical spelling
        would read as that class template's arguments (``cv1BIiEIcE``, a class
        template's arguments and then the operator's, is read)."""
        target = items[0].type
        if type(target) is NamedType and type(target.name) not in (NestedName, TemplateName):
            raise self._fail("a conversion to a class named alone takes no template arguments")
        self._append(items[0])
        self.flush_prefix()

    def conversion_template_name(self, items: list[Any]) -> Any:
        # nested_open components conversion_template template_arg_list END END
        ctx = self.contexts[-1]
        ctx.parts.append(TemplateName(ctx.parts.pop(), tuple(items[3])))
        return self.nested([items[0], items[1], None])

    def conversion_template_name_empty(self, items: list[Any]) -> Any:
        """``cv <type> I E``: a conversion operator template's empty list,
        ``operator int<>`` (both peers read it)."""
        return self.conversion_template_name([items[0], items[1], items[2], [], items[3], items[4]])

    # ------------------------------------------------ exception specifications
    def noexcept_spec(self, items: list[Any]) -> ExceptionSpec:
        # NOEXCEPT, or NOEXCEPT_OPEN condition END
        return ExceptionSpec(items[1]) if len(items) == 3 else _NOEXCEPT

    def noexcept_expr(self, items: list[Any]) -> ExceptionSpec:
        # NOEXCEPT_EXPR expression END: noexcept(<expression>)
        return ExceptionSpec(ExprArg(items[1]))

    def throw_spec(self, items: list[Any]) -> ExceptionSpec:
        return ExceptionSpec(None, tuple(items[1]))

    def expression_tparam(self, items: list[Any]) -> TemplateParam:
        """A template parameter as an expression: checked, but no candidate."""
        node = TemplateParam(items[0][0])
        self.tparams.append(node)
        return node

    def except_function(self, items: list[Any]) -> QualifiedFunctionType:
        """The function type just recorded, with its exception specification
        (and ``Dx``), is the one candidate."""
        spec, base = items[0], items[-1]
        node = replace(_qualified(base), exception=spec, transaction_safe=len(items) == 3)
        self.table[-1] = node
        return node

    def vendor_qualified(self, items: list[Any]) -> VendorQualified:
        # VENDOR_QUAL TARGS template_arg_list END type: one candidate; cv-qualifiers
        # right after it are no candidate of their own (LLVM: U3fooIiEKi is one)
        inner = items[4]
        node = VendorQualified(inner, items[0], tuple(items[2]))
        if type(inner) is Qualified and self.table and self.table[-1] is inner:
            if self.mode.peer == GNU:  # c++filt: both (spirmangle.demangler.vendor_runs)
                self._add(node)
                return node
            self.vendor_split_from = min(self.vendor_split_from, len(self.table) - 1)
            self.table[-1] = node
        else:
            self._add(node)
        return node

    def tparam_level(self, items: list[Any]) -> LevelTemplateParam:
        node: LevelTemplateParam = items[0]  # a candidate, as T_ is
        self._add(node)
        self.level_params = True  # (checked after the parse: demangle_levels)
        return node

    def safe_function(self, items: list[Any]) -> QualifiedFunctionType:
        # TRANSACTION_SAFE function_type: Dx F ... E, one candidate
        node = replace(_qualified(items[1]), transaction_safe=True)
        self.table[-1] = node
        return node

    # --------------------------------------------------------- other types
    def bit_int(self, items: list[Any]) -> BitInt:
        node: BitInt = items[0]
        self._add(node)
        return node

    def complex_type(self, items: list[Any]) -> ComplexType:
        node = ComplexType(items[1], items[0])
        self._add(node)
        return node

    def constrained_auto(self, items: list[Any]) -> ConstrainedAuto:
        # CONSTRAINED_AUTO (unscoped | nested): Dk/DK and the concept's name; no
        # candidate (a placeholder, as LLVM reads it: _Z1fDk1CS_ has no S_)
        return ConstrainedAuto(items[1], items[0])

    def elaborated_type(self, items: list[Any]) -> ElaboratedType:
        # ELABORATED (unscoped | nested | local_name): the whole is the candidate
        name = items[1]
        if type(name) is NestedName and (name.qualifiers is not None or name.ref_qualifier
                                         or name.explicit_object):
            raise DemangleError(self.name, -1, "an elaborated type's nested name has a member "
                                "function's qualifiers (K, V, r, R, O or H)")
        node = ElaboratedType(items[0], name)
        self._add(node)
        return node

    def vendor_type(self, items: list[Any]) -> VendorType:
        # VENDOR_TYPE [TARGS template_arg_list END]
        args: tuple[TemplateArg, ...] = tuple(items[2]) if len(items) == 4 else ()
        node = VendorType(items[0], args)
        self._add(node)
        return node


_NOEXCEPT = ExceptionSpec()
_SCOPE_KINDS = frozenset({"LOCAL", "EXTERNAL_OPEN", "CLOSURE_OPEN", "LAMBDA_OPEN"})  # (scopes)
# The model classes of this module that hold other nodes (for demangle.mark_private).
COMPOSITE_TYPES = frozenset({ExceptionSpec, ComplexType, VendorType})


def with_cv(base: Type, const: bool, volatile: bool,
            restrict: bool) -> Optional[QualifiedFunctionType]:
    """``base`` (a function type without cv-qualifiers) with these; None if it
    is no such function type."""
    if type(base) is FunctionType:
        return QualifiedFunctionType(base, const, volatile, restrict)
    if type(base) is QualifiedFunctionType and not (base.const or base.volatile or base.restrict):
        return replace(base, const=const, volatile=volatile, restrict=restrict)
    return None


def _qualified(base: Type) -> QualifiedFunctionType:
    """A function type just read as a QualifiedFunctionType (to add to)."""
    if type(base) is QualifiedFunctionType:
        return base
    return QualifiedFunctionType(base)  # type: ignore[arg-type]
