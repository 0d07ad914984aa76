"""Which types of a function template specialization are written through its
template parameters (issue 25).

Clang mangles a specialization's signature as the template wrote it: ``void
g<int>(int *)`` is ``_Z1gIiEvPT_`` where the template said ``T *``, ``T_i`` where
it said ``T, int``.  A declaration's text that names the arguments' types only
(``g<int>(int *)``) is read by the rule of :func:`through_template_params`; the
opencl style checks here (:func:`needs_with_clause`) whether a name's text read
by that rule comes back, and prints its template parameters by name where not
(``void g(T, int) [with T = int]``, spirmangle.render.with_clause).

The rules of C++ for OpenCL's default address spaces (:func:`with_defaults`)
are here too: the reader applies them after the template parameters, and the
check compares what it would read.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional

from . import AddressSpace, ArgumentPack, ArrayType, Builtin, ConstrainedAuto, ConversionName, DeclaredArg, Function, FunctionType, IntegerLiteral, InternalName, LValueReference, MemberPointer, NestedName, Pointer, Qualified, NamedType, QualifiedFunctionType, RValueReference, SourceName, StdName, TemplateName, TemplateParam, TemplateParamDecl, TemplateParamName, Type
from .bounds import children, walk
from .exprs import Decltype, ExprArg
from .node import replace as _replace
from .rewrite import COMPOSITE_CLASSES, map_nodes, with_fields
from .sfinae import names_param, spelled_value, writable_dependent

_REFERENCES = (LValueReference, RValueReference)


def qualified(base: Type, addrspace: Optional[AddressSpace] = None, const: bool = False,
              volatile: bool = False, restrict: bool = False,
              vendor: tuple[str, ...] = ()) -> Type:
    """Add qualifiers to ``base``, merging with any it already has."""
    if isinstance(base, Qualified):
        if addrspace is None:
            addrspace = base.addrspace
        const |= base.const
        volatile |= base.volatile
        restrict |= base.restrict
        vendor = base.vendor + tuple(v for v in vendor if v not in base.vendor)
        base = base.base
    if addrspace is None and not (const or volatile or restrict or vendor):
        return base
    return Qualified(base, addrspace, const, volatile, restrict, vendor)


def rebuild(node: Any, replace: Callable[[Any], Any]) -> Any:
    """``node`` with ``replace`` applied top-down: where it returns a node, that is
    the node's replacement (not walked further); where None, the children are.
    Each distinct node (by identity: substitutions share them) is done once."""
    memo: dict[int, Any] = {}

    def field(value: Any) -> Any:  # (a field's leaf, a string or a number, as it is)
        return walk(value) if _is_node(value) else value

    def walk(n: Any) -> Any:
        key = id(n)
        if key in memo:
            return memo[key]
        found = replace(n)
        if found is None:
            kind = type(n)
            found = with_fields(n, kind, field) if kind in COMPOSITE_CLASSES else n
        memo[key] = found
        return found

    return walk(node)


def _is_node(value: object) -> bool:
    """A model node with fields (one without, as ``StdName()``, is kept as is)."""
    return type(value) in COMPOSITE_CLASSES


def own_template_args(fn: Function) -> tuple[object, ...]:
    """The template arguments of a function's own name (plain, qualified or
    static; not a local entity's), which ``T_`` in its signature refers to."""
    name = _own_name(fn)
    return name.args if isinstance(name, TemplateName) else ()


def _own_name(fn: Function) -> Any:
    """The last component of a function's own name (plain, qualified or static)."""
    name: Any = fn.name
    if isinstance(name, InternalName):
        name = name.name
    if isinstance(name, NestedName):
        name = name.parts[-1]
    return name


def through_template_params(fn: Function, default: Optional[AddressSpace]) -> Function:
    """A function template specialization's parameter and return types written
    through its template parameters: each type equal to a type argument is ``T_``
    (clang mangles the template's signature, ``void f<int>(int *)`` is ``PT_``),
    also under added cv-qualifiers (``const T *``).  A type qualified with the
    ``default`` address space is not dependent (clang gives dependent types none)."""
    args = own_template_args(fn)
    index: dict[object, int] = {}
    for i, arg in enumerate(args):
        if isinstance(arg, Type) and arg != Builtin("..."):
            index.setdefault(arg, i)
    if not index:
        return fn

    def replace(node: Any) -> Any:
        if isinstance(node, IntegerLiteral):
            return node  # (a literal's type is its own: decltype(fp + 1))
        if not isinstance(node, Type):
            return None
        i = index.get(node)
        if i is not None:
            return TemplateParam(i)
        if isinstance(node, Qualified):
            return _under_cv(node, index, replace, default)
        return None

    params = tuple(rebuild(p, replace) for p in fn.params)
    returns = rebuild(fn.return_type, replace) if fn.return_type is not None else None
    return _replace(fn, params=params, return_type=returns)


def _under_cv(node: Qualified, index: dict[object, int], replace: Callable[[Any], Any],
              default: Optional[AddressSpace]) -> Any:
    """``const T`` where T is an address-space-qualified argument; a type in the
    default address space stays as written."""
    for arg, i in index.items():
        if isinstance(arg, Qualified) and arg.base == node.base and \
                arg.addrspace == node.addrspace and not arg.vendor and \
                (arg.const, arg.volatile, arg.restrict) <= (node.const or not arg.const,
                                                           node.volatile or not arg.volatile,
                                                           node.restrict or not arg.restrict) and \
                (node.const, node.volatile, node.restrict) != (arg.const, arg.volatile,
                                                               arg.restrict):
            return qualified(TemplateParam(i), None, node.const and not arg.const,
                             node.volatile and not arg.volatile, node.restrict and not arg.restrict)
    if default is not None and node.addrspace == default:
        return node
    return None


def with_defaults(fn: Function, space: Optional[AddressSpace]) -> Function:
    """Give every unqualified pointee and referee the address space ``space`` (C++
    for OpenCL's default; None: SYCL, none).  A template parameter is dependent
    and gets none; an array's elements get it; a member's type does not."""
    if space is None:
        return fn

    def replace(node: Any) -> Any:
        if isinstance(node, (Pointer, LValueReference, RValueReference)):
            inner = node.pointee if isinstance(node, Pointer) else node.referee
            return type(node)(_qualify(rebuild(inner, replace), space))
        if isinstance(node, MemberPointer):
            return MemberPointer(node.class_type, rebuild(node.member, replace))  # (no default)
        return None

    return rebuild(fn, replace)  # type: ignore[no-any-return]


def _dependent(t: Type) -> bool:
    """Whether ``t`` holds a template parameter (clang deduces no address space for it)."""
    stack: list[object] = [t]
    while stack:
        node = stack.pop()
        if isinstance(node, (TemplateParam, Decltype)):
            return True
        stack.extend(children(node))
    return False


def _qualify(t: Type, space: AddressSpace) -> Type:
    if isinstance(t, Qualified) and t.addrspace is not None or _dependent(t):
        return t
    base = t.base if isinstance(t, Qualified) else t
    if isinstance(base, TemplateParam):
        return t
    if isinstance(t, ArrayType):
        return ArrayType(_qualify(t.element, space), t.size, t.dimension)
    if isinstance(base, QualifiedFunctionType):
        return t
    if isinstance(t, Qualified):
        return _replace(t, addrspace=space)
    if isinstance(t, FunctionType):
        return Qualified(t, space)
    return Qualified(t, space)


def by_value(t: Type) -> Type:
    """Top-level qualifiers of a by-value parameter or return type do not count."""
    return t.base if isinstance(t, Qualified) else t


def read_as(fn: Function, default: Optional[AddressSpace]) -> Function:
    """What the C++ reader makes of ``fn`` as its types are written: a by-value
    parameter's qualifiers dropped (the return type keeps its own: clang-19 mangles
    ``const S f<int>()`` as ``K1S``, ``const int g(T)`` as ``Ki``), the ``default``
    address space given."""
    fn = Function(fn.name, tuple(by_value(p) for p in fn.params), fn.return_type)
    return with_defaults(fn, default)


# ------------------------------------------------------------------ the check
class _Unwritable(Exception):
    """A template parameter whose argument the text cannot put in its place."""


class _NonType(Exception):
    """A non-type template parameter in the signature (the text prints its value)."""


def written_args(fn: Function) -> Optional[tuple[object, ...]]:
    """The own template arguments of specialization ``fn`` if a with-clause can
    bind them all (types and integer literals, and packs of them, none naming a
    template parameter; with the declaration of their parameter where clang
    mangles it and a with-clause can say it: :func:`declared_in_clause`), else None."""
    args = own_template_args(fn)
    if not args or not _plain(args) or any(names_param(unwrapped(arg)) for arg in args):
        return None
    return args


def unwrapped(arg: object) -> object:
    """A template argument without its parameter's declaration (DeclaredArg's)."""
    return arg.arg if isinstance(arg, DeclaredArg) else arg


def _plain(args: tuple[object, ...]) -> bool:
    """Whether each argument is a type or an integer literal (no expression), or a
    pack of types or of integer literals of one type; a declared one where the
    clause can declare it."""
    for arg in args:
        if isinstance(arg, DeclaredArg):
            if mangles_declaration(arg.decl, arg.arg):
                if not declared_in_clause(arg.decl, arg.arg) and \
                        not refused_in_clause(arg.decl, arg.arg):  # (which check its values)
                    return False
                continue
            arg = arg.arg  # (a declaration clang does not write: the text binds the value)
        if not (_plain_pack(arg) if isinstance(arg, ArgumentPack) else _plain_arg(arg)):
            return False
    return True


def mangles_declaration(decl: TemplateParamDecl, arg: object) -> bool:
    """Whether clang-19 mangles a function template's parameter declaration
    ``decl`` before its argument ``arg`` (TemplateArgManglingInfo::
    needToMangleTemplateParam: where the argument alone does not say the
    parameter): a constrained type parameter, ``Tk``; a non-type one whose type is
    ``auto`` or names another parameter, ``TnDa``, ``TnT_``; an empty pack of
    non-type ones, ``TpTni``.  The printer declares what this says
    (:func:`declared_in_clause`), and the C++ reader writes a declaration by it."""
    if decl.kind == "pack" and len(decl.params) == 1:
        if decl.params[0].kind == "non-type" and isinstance(arg, ArgumentPack) and not arg.args:
            return True
        decl = decl.params[0]
    if decl.kind == "constrained":
        return True
    return decl.kind == "non-type" and (deduced(decl.type) or names_param(decl.type))


def deduced(t: object) -> bool:
    """``auto`` or a concept's ``C auto`` (``Da``, ``Dk``: clang's deduced types)."""
    return t == Builtin("auto") or isinstance(t, ConstrainedAuto)


def declared_in_clause(decl: TemplateParamDecl, arg: object) -> bool:
    """Whether a with-clause says ``decl``, a declaration clang mangles before
    ``arg`` (:func:`mangles_declaration`): ``std::integral T = int``, ``auto V = 3``
    (``(char)99``), ``T ...Vs = {97}``, ``int ...Ns = {}``, and their packs (a
    concept's, not empty); SFINAE's ``std::enable_if<std::is_integral<T>::value,
    int>::type U = 0`` (``(void *)0`` a pointer's: spirmangle.model.sfinae)."""
    unpacked = _unpacked(decl, arg)
    if not mangles_declaration(decl, arg) or unpacked is None:  # (not canonical: dropped)
        return False
    decl, values = unpacked
    if decl.kind == "constrained":  # (no element: {} reads as a pack of values)
        return decl.constraint is not None and bool(values) and \
            all(isinstance(v, Type) for v in values)
    if decl.kind == "non-type" and writable_dependent(decl.type):  # (SFINAE's, issue 25)
        return bool(values) and all(spelled_value(decl.type, v) for v in values)
    literals = [v for v in values if isinstance(v, IntegerLiteral)]
    if decl.kind != "non-type" or len(literals) != len(values):
        return False
    if deduced(decl.type):  # (of another type than int: (char)99)
        return all(isinstance(v.type, Builtin) for v in literals) and \
            (not isinstance(decl.type, ConstrainedAuto) or _plain_concept(decl.type.constraint))
    return isinstance(decl.type, (Builtin, TemplateParam)) or \
        isinstance(decl.type, NamedType) and _plain_name(decl.type)  # (an enumeration)


def refused_in_clause(decl: TemplateParamDecl, arg: object) -> bool:
    """Whether a with-clause prints ``decl``, a declaration clang mangles before
    ``arg`` that the C++ reader cannot write (:func:`declared_in_clause` False): a
    non-type parameter (or a pack of them) whose type names the others otherwise
    than plainly or as spirmangle.model.sfinae says (``std::enable_if<
    std::is_integral_v<T>, int>::type U = 0``: a variable template's value prints as
    a type would), its values integer literals.  Its text says the declaration,
    which the reader refuses, where a text without it would read silently as
    another name; so with an expression's value (``int (*)(T) U = &fn(int)``)."""
    unpacked = _unpacked(decl, arg)
    if not mangles_declaration(decl, arg) or declared_in_clause(decl, arg) or unpacked is None:
        return False
    decl, values = unpacked
    return decl.kind == "non-type" and bool(values) and \
        all(isinstance(v, (IntegerLiteral, ExprArg)) and not names_param(v) for v in values)


def _unpacked(decl: TemplateParamDecl, arg: object
              ) -> Optional[tuple[TemplateParamDecl, tuple[object, ...]]]:
    """(the declaration of one parameter, its values) of ``decl`` and ``arg``: a
    pack's element declaration and its arguments; None where they do not match
    (a pack's declaration and no pack, or the other way round)."""
    if decl.kind == "pack":
        if len(decl.params) != 1 or not isinstance(arg, ArgumentPack):
            return None
        return decl.params[0], arg.args
    return None if isinstance(arg, ArgumentPack) else (decl, (arg,))


def _plain_concept(name: object) -> bool:
    """Whether a concept's name is source names only (``cx::Small``, ``std::integral``)."""
    return isinstance(name, (NestedName, SourceName, StdName)) and _plain_name(NamedType(name))


def _plain_name(t: NamedType) -> bool:
    """Whether ``t`` names a class or enumeration by source names only (no template
    arguments, no expression: a type the C++ reader reads as it is printed)."""
    stack: list[object] = [t.name]
    while stack:
        node = stack.pop()
        if not isinstance(node, (NestedName, SourceName, StdName)):
            return False
        stack.extend(children(node))
    return True


def _plain_arg(arg: object) -> bool:
    return isinstance(arg, (Type, IntegerLiteral)) and not isinstance(arg, ArgumentPack) \
        and arg != Builtin("...")


def _plain_pack(pack: ArgumentPack) -> bool:
    """A pack a with-clause can bind: ``{int, float}`` or ``{1, 2}`` (one type)."""
    if not all(_plain_arg(arg) for arg in pack.args):
        return False
    literals = [arg for arg in pack.args if isinstance(arg, IntegerLiteral)]
    return not literals or len(literals) == len(pack.args) and \
        len({arg.type for arg in literals}) == 1


def needs_with_clause(fn: Function, default: Optional[AddressSpace]) -> bool:
    """Whether ``fn``'s text with each template parameter printed as its argument
    reads back as another signature (by :func:`through_template_params`, with the
    ``default`` address space of C++ for OpenCL, or None for SYCL); False where
    a with-clause cannot say it either (its arguments: :func:`written_args`,
    checked last, as the rarer case).  A pack among the arguments, or a non-type
    parameter in the signature, the text without a clause cannot say."""
    args = own_template_args(fn)
    if not args or not _plain(args):
        return False
    if any(isinstance(arg, (ArgumentPack, DeclaredArg)) for arg in args) \
            or _expression_through_params(fn) or _dependent_conversion(fn):
        # (no pack, no declaration; T in an expression or in the conversion's type)
        return written_args(fn) is not None
    try:
        printed = _as_printed(fn, args)
    except _NonType:  # (a non-type parameter: the text has its value only)
        return written_args(fn) is not None
    except _Unwritable:
        return False
    again = through_template_params(printed, default)
    # (read_as gives both readings the same by-value and default address spaces)
    if (again.params, again.return_type) == (fn.params, fn.return_type):
        return False
    return written_args(fn) is not None


def _dependent_conversion(fn: Function) -> bool:
    """Whether ``fn`` is a conversion operator template whose type names its own
    template parameters (``template <class T> operator B<T>()``, ``cvNS_1BIT_EEIiE``):
    printed with the arguments in place (``operator B<int><int>``), the C++ reader
    writes the type as it reads it (``cvNS_1BIiEEIiE``), as clang writes a type
    that names no parameter."""
    name = _own_name(fn)
    if not isinstance(name, TemplateName) or not isinstance(name.name, ConversionName):
        return False
    return any(type(node) is TemplateParam for node in walk([name.name.type]))


def _expression_through_params(fn: Function) -> bool:
    """Whether ``fn``'s signature holds a template argument's expression that names
    its template parameters (``enable_if<is_integral<T_>::value, S2_>::type``):
    printed with each parameter's argument in its place, the expression names
    none (``std::is_integral<int>::value``), and the C++ reader reads such a
    qualified name as a type, as C++ reads a name it knows no declaration of.
    False where the signature applies a template template parameter to arguments
    (``T_<int>``), which the with-clause cannot name."""
    roots: list[object] = list(fn.params)
    if fn.return_type is not None:
        roots.append(fn.return_type)
    nodes = list(walk(roots))
    return not any(type(node) is TemplateParamName for node in nodes) and any(
        type(node) is ExprArg and any(type(inner) is TemplateParam for inner in walk([node]))
        for node in nodes)


def _as_printed(fn: Function, args: tuple[object, ...]) -> Function:
    """``fn``'s signature as its text says it where each template parameter is
    printed as its argument: the argument in place, references collapsed and
    qualifiers merged as the text shows them."""

    def substitute(node: Any) -> Any:
        kind = type(node)
        if kind is TemplateParam:
            if node.index >= len(args):
                raise _Unwritable()
            if not isinstance(args[node.index], Type):
                raise _NonType()  # (a non-type argument: a literal where a type goes)
            return _collapse(args[node.index])
        if kind in _COLLAPSING:
            return _collapse(node)
        if kind is NestedName and any(type(p) is NamedType for p in node.parts):
            return _spelled_scope(node)  # (T::x with T = S: the text's S::x, a name)
        return node

    returns = fn.return_type
    whole = map_nodes(FunctionType(returns if returns is not None else _NO_TYPE, fn.params),
                      substitute)  # (one walk: the parameters share nodes)
    return Function(fn.name, whole.params, whole.return_type if returns is not None else None)


def _spelled_scope(name: NestedName) -> NestedName:
    """``name`` whose scope, a template parameter, was put as its argument (a class
    type) as the text spells it: the class's name parts in its place (the C++
    reader reads ``S::x`` as names, which no template parameter is)."""
    parts: list[Any] = []
    for part in name.parts:
        node: Any = part
        inner = node.name if type(node) is NamedType else node
        parts.extend(inner.parts if type(inner) is NestedName else (inner,))
    return _replace(name, parts=tuple(parts))


_NO_TYPE = Builtin("void")
_COLLAPSING = frozenset((LValueReference, RValueReference, Qualified))


def _collapse(t: Any) -> Any:
    """A reference to a reference as one (``T &`` with T = ``int &&`` is ``int &``);
    qualifiers on qualifiers merged; none on a reference."""
    if isinstance(t, _REFERENCES):
        inner = t.referee
        if isinstance(inner, Qualified) and isinstance(inner.base, _REFERENCES):
            inner = inner.base
        if isinstance(inner, _REFERENCES):
            lvalue = isinstance(t, LValueReference) or isinstance(inner, LValueReference)
            return (LValueReference if lvalue else RValueReference)(inner.referee)
        return t
    if isinstance(t, Qualified):
        if isinstance(t.base, _REFERENCES):
            return t.base
        if isinstance(t.base, Qualified):
            inner = t.base
            return Qualified(inner.base, t.addrspace if t.addrspace is not None else inner.addrspace,
                             t.const or inner.const, t.volatile or inner.volatile,
                             t.restrict or inner.restrict,
                             inner.vendor + tuple(v for v in t.vendor if v not in inner.vendor),
                             inner.cv_first, inner.private_spelled)
    return t
