"""The model's expressions (see :mod:`spirmangle.model`, which re-exports them):
``<expression>`` of the Itanium ABI, in template arguments ``X <expression> E``,
``decltype`` types ``Dt``/``DT`` and array dimensions.  Imports only
:mod:`spirmangle.model.types` and :mod:`spirmangle.model.names`.

An operand (:data:`Expr`) is an expression node, a literal
(:class:`~spirmangle.model.names.IntegerLiteral`, ``FloatLiteral``,
``ExternalName``, :class:`NullptrLiteral`), a :class:`FunctionParam`, an
:class:`ExprParam` (``T_`` as an expression) or an :class:`UnresolvedName`.
Operators are kept by their mangled codes (``pl``, ``pp_``...), so every node
mangles back to the characters it was read from.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from .node import Node, cache_hashes, dataclass

from .names import Name
from .types import Type

Expr = object  # any expression node or literal (the annotation bounds.children walks)


@dataclass(frozen=True, slots=True)
class Decltype(Type):
    """``Dt <expression> E`` (``decltype(id)``) or ``DT <expression> E``
    (``decltype(expr)``): a type, a substitution candidate like any."""

    expr: Expr
    id_expression: bool = False  # Dt


@dataclass(frozen=True, slots=True)
class ExprArg(Node):
    """A template argument ``X <expression> E``."""

    expr: Expr


@dataclass(frozen=True, slots=True)
class NullptrLiteral(Node):
    """``LDn0E`` (``zero``) or ``LDnE``: ``nullptr``."""

    zero: bool = True


@dataclass(frozen=True, slots=True)
class FunctionParam(Node):
    """A function parameter: ``fp [<cv>] [<n>] _`` (``level`` 0) or ``fL <level-1>
    p [<cv>] [<n>] _``; ``index`` 0 for the first (``fp_``), n+1 for ``fp<n>_``,
    None for ``fpT`` (``this``); ``cv`` the top-level qualifier letters."""

    index: Optional[int]
    level: int = 0
    cv: str = ""


@dataclass(frozen=True, slots=True)
class ExprParam(Node):
    """A template parameter ``T_`` used as an expression (no substitution candidate)."""

    param: Type  # a TemplateParam


@dataclass(frozen=True, slots=True)
class UnaryExpr(Node):
    """A prefix or postfix operator, or an operator-like keyword, on one operand:
    ``code`` is ``ng``, ``nt``, ``ps``, ``ad``, ``de``, ``co``, ``pp_``, ``mm_``
    (prefix), ``pp``, ``mm`` (postfix), ``sz``, ``az``, ``te``, ``nx``, ``tw``,
    ``sp`` (a pack expansion), ``dl``, ``da`` (``global_``: ``gs`` before it)."""

    code: str
    operand: Expr
    global_: bool = False


@dataclass(frozen=True, slots=True)
class BinaryExpr(Node):
    """A binary operator ``code`` (``pl``, ``aS``, ``cm``...), also ``ix``
    (``a[b]``), the member accesses ``dt``, ``pt``, ``ds``, ``pm``."""

    code: str
    left: Expr
    right: Expr


@dataclass(frozen=True, slots=True)
class ConditionalExpr(Node):
    """``qu <condition> <then> <else>``."""

    condition: Expr
    then: Expr
    otherwise: Expr


@dataclass(frozen=True, slots=True)
class CallExpr(Node):
    """``cl <callee> <argument>* E``."""

    callee: Expr
    args: tuple[Expr, ...] = ()


@dataclass(frozen=True, slots=True)
class CastExpr(Node):
    """``cv <type> <expr>`` (``list`` False) or ``cv <type> _ <expr>* E``, and the
    named casts ``sc``, ``dc``, ``cc``, ``rc`` ``<type> <expr>``."""

    code: str
    type: Type
    args: tuple[Expr, ...]
    list: bool = False


@dataclass(frozen=True, slots=True)
class TypeExpr(Node):
    """``st <type>`` (sizeof), ``at <type>`` (alignof), ``ti <type>`` (typeid)."""

    code: str
    type: Type


@dataclass(frozen=True, slots=True)
class SizeofPack(Node):
    """``sZ <template-param>`` or ``sZ <function-param>``: ``sizeof...(pack)``."""

    pack: Expr


@dataclass(frozen=True, slots=True)
class SizeofArgs(Node):
    """``sP <template-arg>* E``: ``sizeof...`` of a pack captured from an alias template."""

    args: tuple[Expr, ...] = ()


@dataclass(frozen=True, slots=True)
class Rethrow(Node):
    """``tr``: ``throw`` with no operand."""


@dataclass(frozen=True, slots=True)
class FoldExpr(Node):
    """``fl``/``fr <op> <pack>`` and ``fL``/``fR <op> <e1> <e2>`` (in mangled order)."""

    code: str
    op: str
    first: Expr
    second: Optional[Expr] = None


@dataclass(frozen=True, slots=True)
class BracedInit(Node):
    """``il <braced>* E`` (``type`` None) or ``tl <type> <braced>* E``."""

    type: Optional[Type]
    items: tuple[Expr, ...] = ()


@dataclass(frozen=True, slots=True)
class UnresolvedName(Node):
    """``<unresolved-name>``: ``base`` (a source name, maybe with template arguments
    (a TemplateName), an ``on``-prefixed operator name, a :class:`DestructorExpr`),
    after the qualifier ``scope`` (an unresolved type: T_, a decltype or a
    substitution's referent; or, form ``sr``, a class type g++ writes out with
    its prefixes as candidates: spirmangle.demangler.gxx_scope), with ``scope_args``
    after it if ``scope_targs`` and the
    qualifier levels ``levels`` (source names or TemplateNames).  ``form``: ""
    (no ``sr``), ``sr`` or ``srN``; ``global_``: ``gs`` first."""

    base: Name
    form: str = ""
    scope: Optional["Type | Name"] = None
    scope_args: tuple[Expr, ...] = ()
    scope_targs: bool = False  # template arguments after the scope (``scope_args``)
    levels: tuple[Name, ...] = ()
    global_: bool = False
    bare_operator: bool = False  # sr <type> <operator-name> without on (old g++)


@dataclass(frozen=True, slots=True)
class DestructorExpr(Name):
    """``dn <destructor-name>``: ``~`` a simple id or an unresolved type."""

    target: Expr


@dataclass(frozen=True, slots=True)
class NewExpr(Node):
    """``[gs] nw|na <expression>* _ <type> E`` (no initializer), ``... pi
    <expression>* E`` (``paren``: ``init`` the parenthesized initializers) or
    ``... il <braced>* E`` (``braced``, a :class:`BracedInit`)."""

    code: str  # nw, na
    placement: tuple[Expr, ...]
    type: Type
    init: tuple[Expr, ...] = ()
    paren: bool = False
    braced: Optional[Expr] = None
    global_: bool = False


@dataclass(frozen=True, slots=True)
class VendorExpr(Node):
    """``u <source-name> <template-arg>* E``: a vendor's extended expression,
    printed as a call of ``name`` with the arguments."""

    name: Name
    args: tuple[Expr, ...] = ()


@dataclass(frozen=True, slots=True)
class StringLiteralExpr(Node):
    """``L <type> E`` of an array type (``LA4_KcE``): a string literal."""

    type: Type


@dataclass(frozen=True, slots=True)
class DesignatedInit(Node):
    """A designator in a braced list: ``di <field> <init>`` (``.field = init``),
    ``dx <index> <init>`` (``[index] = init``), ``dX <first> <last> <init>``
    (``[first ... last] = init``)."""

    code: str
    field: Expr
    init: Expr
    last: Optional[Expr] = None


@dataclass(frozen=True, slots=True)
class SubobjectExpr(Node):
    """``so <referent type> <expr> [<offset number>] <union-selector>* [p] E``: the
    subobject of ``type`` at byte ``offset`` (as written: ``""`` for none, ``n8``
    for -8) of the object ``expr``; ``selectors`` the numbers of the union
    selectors ``_ [<number>]`` (``""`` for a bare ``_``), ``past_end`` for ``p``
    (a pointer one past the end)."""

    type: Type
    expr: Expr
    offset: str = ""
    selectors: tuple[str, ...] = ()
    past_end: bool = False


@dataclass(frozen=True, slots=True)
class LambdaLiteral(Node):
    """``L <closure-type-name> E``: a lambda as a template argument or an operand
    (``LUlvE_E``; LLVM prints ``[](){...}``).  No substitution candidate."""

    closure: Name


@dataclass(frozen=True, slots=True)
class DependentVector(Type):
    """A vector whose size is an expression: ``Dv _ <expression> _ <element>`` (the
    ABI's, g++'s) or, ``underscore`` False, ``Dv <expression> _ <element>`` (clang's)."""

    element: Type
    dimension: Expr
    underscore: bool = True


@dataclass(frozen=True, slots=True)
class DependentBitInt(Type):
    """``DB <expression> _`` (C23 ``_BitInt(expr)``, a width that depends on a
    template parameter) or, unsigned, ``DU <expression> _``; a substitution
    candidate, as :class:`BitInt`."""

    width: Expr
    signed: bool = True


@dataclass(frozen=True, slots=True)
class MemberConversion(Node):
    """``mc <type> <expr> [<offset number>] E``: the pointer to member ``expr``
    converted to ``type`` (``offset`` as written: ``""`` for none, ``n8`` for -8);
    LLVM prints ``(type)(expr)``."""

    type: Type
    expr: Expr
    offset: str = ""


cache_hashes(globals())
