"""Printing argument packs, pack expansions and template parameter declarations
(mixed into :class:`spirmangle.render.types.TypePrinter`).

A template parameter whose argument is a pack stands for one element at a time:
inside a pack expansion ``Dp <pattern>`` the pattern is printed once per element
of the first pack it names (each time with that element), the texts joined by
``, ``; an empty pack prints nothing, and a list drops the empty item with its
comma.  Outside an expansion (a name no compiler writes) llvm-cxxfilt prints
the first element, c++filt the element of the last expansion's last index.  A
pattern that names no pack prints whole, then ``...`` (c++filt puts it in
parentheses unless it is a plain name).

========================  ========================================  =====================================
mangled                   llvm (llvm-cxxfilt-19)                    gnu (c++filt)
========================  ========================================  =====================================
``_Z1fIJifEEvDpOT_``      ``void f<int, float>(int&&, float&&)``    the same
``_Z1fIJEEvDpT_``         ``void f<>()``                            the same
``_Z1fIiEvDpT_``          ``void f<int>(int...)``                   ``void f<int>((int)...)``
``TnDaLb1E`` (an arg)     ``true``: a declaration prints nothing    the same
``UlTyTniRAT0__T_E_``     ``'lambda'<typename $T, int $N>``         ``{lambda<typename $T0, int $N1>``
                          ``($T (&) [$N])``                         ``($T0 (&) [$N1])#1}``
========================  ========================================  =====================================

LLVM numbers the parameters it invents for declarations per kind (``$T``,
``$T0``, ``$T1``...; ``$N``...; ``$TT``...) in the order the declarations stand
in the whole name; c++filt numbers a lambda's by their position in its list.
"""

from __future__ import annotations

from collections.abc import Sequence

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from .legacy import in_level
from ..errors import DemangleError
from ..model import ArgumentPack, Builtin, ClosureName, DeclaredArg, ExprArg, ExternalName, FoldExpr, Function, LocalName, NamedType, NestedName, PackExpansion, SizeofArgs, SizeofPack, SourceName, TemplateName, TemplateParam, TemplateParamDecl, TemplateParamName, Type, UnaryExpr

if TYPE_CHECKING:  # (the type checker's base: what self has from the other mixins)
    from .needs import PrinterNeeds as _Mixin
else:
    _Mixin = object

UNRESOLVED = object()  # a template parameter out of reach of the arguments
EMPTY = object()  # a pack's element past its end (an empty pack)
_AUTO = Builtin("auto")
LLVM_KINDS = {"type": "$T", "constrained": "$T", "non-type": "$N", "template": "$TT"}


class PackPrinter(_Mixin):
    """The pack half of the type printer (``Printer`` sets the attributes)."""

    style: str
    template_args: Sequence[object]
    _names: Optional[dict[int, str]]
    _types: Optional[dict[int, str]]
    param_names: tuple[str, ...]  # (a with-clause's: spirmangle.render.with_clause)
    pack_index: Optional[int] = None  # the element printed, inside an expansion
    dropped_tail = False  # the last pack printed ended with an empty element (pack_arg)
    gnu_index = 0  # c++filt's index outside an expansion: the last expansion's last
    decl_names: Optional[dict[int, str]] = None  # LLVM's names of declarations, by id
    decl_levels: tuple[tuple[str, ...], ...] = ()  # names of open Tt declarations' own (TL)
    root: object = None  # the entity printed (whose declarations LLVM numbers)
    max_output: int
    mangled: str
    _pack_lengths: Optional[dict[tuple[int, int], tuple[Optional[int], object, object]]] = None
    _naming: frozenset[tuple[int, int]] = frozenset()  # (id of the arguments, index) printing as a name








    # ---------------------------------------------------------- arguments
    def argument(self, index: int) -> object:
        """What template parameter ``index`` stands for here: its argument without
        a declaration, a pack's current element; UNRESOLVED or EMPTY."""
        args = self.template_args
        if index >= len(args):
            return UNRESOLVED
        arg = args[index]
        while True:
            kind = type(arg)
            if kind is DeclaredArg:
                arg = arg.arg  # type: ignore[attr-defined]
            elif kind is ArgumentPack:
                elements = arg.args  # type: ignore[attr-defined]
                at = self.pack_index
                if at is None:
                    at = self.gnu_index if self.style == "gnu" else 0
                elif at < 0:  # (c++filt inside a fold: the whole pack)
                    return arg
                if at >= len(elements):
                    return EMPTY
                arg = elements[at]
            else:
                return arg

    def template_param_name(self, n: TemplateParamName) -> str:
        """A template template parameter as a template's name: its argument."""
        param = n.param
        if type(param) is not TemplateParam:  # (a peer's reading: T_'s argument itself,
            return self.template_arg(param)  # which may be a literal: no compiler's name)
        arg = self.argument(param.index)
        if arg is UNRESOLVED:
            return "T_" if param.index == 0 else "T%d_" % (param.index - 1)
        if arg is EMPTY:
            return ""
        naming, key = self._naming, (id(self.template_args), param.index)
        if key in naming:  # (explain's reading of a name demangle refuses: its
            # argument names the template through the parameter again, without end)
            raise DemangleError(self.mangled, 0, "template parameter T%s_ names a template "
                                "through its own argument" % (param.index - 1 if param.index else ""))
        self._naming = naming | {key}
        try:
            return self.template_arg(arg)
        finally:
            self._naming = naming

    def pack_arg(self, a: object) -> str:
        """A pack's elements (an empty one: nothing), or a declared argument."""
        if type(a) is DeclaredArg:
            return self.template_arg(a.arg)
        elements = a.args  # type: ignore[attr-defined]
        texts = [self.template_arg(e) for e in elements]
        if self.style == "opencl" and not (self.param_names and len(elements) == 1
                                           and _expansion(elements[0])):
            # (the C++ reader's pack, as GCC writes one: tuple<{int, float}>, the
            # empty tuple<{}>; a with-clause's expansion alone stays Vt<Ts ...>)
            return "{%s}" % ", ".join(texts)
        # c++filt drops an empty last element's ", " by shortening its output, whose
        # c++filt drops an empty last element's ", " by shortening its output, whose
        # last character stays the space: a > closing after it gets no space of its own
        self.dropped_tail = len(texts) > 1 and not texts[-1] and any(texts)
        return self._join(texts)

    # ---------------------------------------------------------- expansions
    def expansion(self, t: PackExpansion) -> str:
        length = self._pack_length(t.pattern)
        if length is None:  # no pack: the pattern once, then "..."
            text = self.type(t.pattern)
            if self.style == "gnu" and not _plain_name(t.pattern):
                text = "(" + text + ")"
            elif self.param_names and text[-1:].isalnum():  # (a with-clause's Ts ...)
                text += " "
            return text + "..."
        saved = self.pack_index, self._names, self._types
        texts = []
        size = 0
        try:
            for index in range(length):
                self.pack_index = index
                if saved[1] is not None:  # a pattern prints differently for each element
                    self._names, self._types = {}, {}
                text = self.type(t.pattern)
                size += len(text) + 2
                if size > self.max_output:
                    raise self._too_large()
                texts.append(text)
        finally:
            self.pack_index, self._names, self._types = saved
        if self.style == "gnu" and saved[0] is None and length and self.gnu_index != length - 1:
            self.gnu_index = length - 1
            if saved[1] is not None:  # texts printed with the old index are stale
                self._names, self._types = {}, {}
        return self._join(texts)

    def _pack_length(self, pattern: Type) -> Optional[int]:
        """The length of the first pack the pattern names (in printing order, not
        inside a nested expansion, a lambda's signature or a local name's
        encoding), or None."""
        key = id(pattern), id(self.template_args)
        known = self._pack_lengths
        if known is None:
            known = self._pack_lengths = {}
        found = known.get(key)
        if found is None:  # (the objects keyed by id are kept alive with the answer)
            found = known[key] = (self._find_pack_length(pattern), pattern, self.template_args)
        return found[0]

    def _find_pack_length(self, pattern: Type) -> Optional[int]:
        from ..model.bounds import walk

        for node in walk([pattern], kids=self._pack_search_kids):
            if type(node) is TemplateParam:
                arg = self._argument_of(node)
                if type(arg) is ArgumentPack:
                    return len(arg.args)
        return None

    def _argument_of(self, param: TemplateParam) -> Optional[object]:
        """The template argument ``param`` stands for (past DeclaredArg), if any."""
        args = self.template_args
        if param.index >= len(args):
            return None
        arg = args[param.index]
        while type(arg) is DeclaredArg:
            arg = arg.arg
        return arg

    def _pack_search_kids(self, node: Any) -> Any:
        """Where :meth:`_find_pack_length` looks after ``node``: a template
        parameter's argument, a local name's entity, a node's children (last
        first) but for expansions, closures and external names."""
        kind = type(node)
        if kind is TemplateParam:
            arg = self._argument_of(node)
            return () if arg is None else (arg,)
        if kind is LocalName:
            return (node.entity,)
        if kind is not PackExpansion and kind is not ClosureName and kind is not ExternalName \
                and not (kind in _EXPANDING and _expands(node, self.style)):
            return reversed(_children(node))
        return ()

    # ------------------------------------------------------- declarations
    def lambda_args(self, closure: ClosureName) -> Sequence[object]:
        """What template parameters stand for in a lambda's signature: its explicit
        template parameters' invented names, then ``auto``."""
        names = []
        for position, decl in enumerate(closure.template_params):
            names.append(NamedType(SourceName(self._decl_name(decl, position))))
        return _LambdaArgs(names, self.style == "gnu")

    def lambda_decls(self, closure: ClosureName) -> str:
        """``<typename $T, int $N>`` (empty without explicit template parameters)."""
        if not closure.template_params:
            return ""
        if self.style == "gnu":
            texts = [self._gnu_decl(d, position) for position, d in enumerate(closure.template_params)]
        else:
            texts = [left + right for left, right in
                     (self._llvm_decl(d) for d in closure.template_params)]
        return "<%s>" % ", ".join(texts)

    def _decl_name(self, decl: TemplateParamDecl, position: int) -> str:
        while decl.kind == "pack" and decl.params:
            decl = decl.params[0]
        if self.style == "gnu":
            return "$%s%d" % (LLVM_KINDS.get(decl.kind, "$T")[1:], position)
        names = self.decl_names
        if names is None or self.root is not names.get(0):
            names = self.decl_names = llvm_decl_names(self.root)
            names[0] = self.root  # type: ignore[assignment]
        return names.get(id(decl)) or LLVM_KINDS.get(decl.kind, "$T")

    def _llvm_decl(self, decl: TemplateParamDecl) -> tuple[str, str]:
        kind = decl.kind
        if kind == "pack":
            left, right = self._llvm_decl(decl.params[0])
            return left + "...", right
        name = self._decl_name(decl, 0)
        if kind == "non-type" and decl.type is not None:
            left, right = self._parts(decl.type)
            return left + ("" if self.has_rhs(decl.type) else " "), name + right
        if kind == "template":
            inner = in_level(self, decl, lambda: ", ".join(
                left + right for left, right in map(self._llvm_decl, decl.params)))
            return "template<%s> typename " % inner, name + self._decl_requires(decl)
        if kind == "constrained" and decl.constraint is not None:
            return self.name(decl.constraint) + " ", name
        return "typename ", name

    def _decl_requires(self, decl: TemplateParamDecl) -> str:
        """`` requires <expression>`` after a template template parameter whose
        declarations end with one (Tt ... Q <expression> E), as LLVM prints it
        (c++filt reads none: the gnu style puts it at the same place)."""
        if decl.requires is None:
            return ""
        expr = decl.requires
        return in_level(self, decl, lambda: " requires " + str(
            self.expr_text(expr)))  # type: ignore[attr-defined]

    def _gnu_decl(self, decl: TemplateParamDecl, position: Optional[int]) -> str:
        kind = decl.kind
        name = "" if position is None else " " + self._decl_name(decl, position)
        if kind == "pack":
            return self._gnu_decl(decl.params[0], None) + "..." + name
        if kind == "non-type" and decl.type is not None:
            return self.type(decl.type) + name
        if kind == "template":
            inner = in_level(self, decl, lambda: ", ".join(self._gnu_decl(d, None) for d in decl.params))
            return "template<%s> class%s" % (inner, name) + self._decl_requires(decl)
        if kind == "constrained" and decl.constraint is not None:
            return self.name(decl.constraint) + name
        return "typename" + name


class _LambdaArgs(Sequence[object]):
    """A lambda signature's template arguments: its declared parameters' names,
    then ``auto`` (c++filt numbers those ``auto:1``, ``auto:2``...)."""

    lambda_signature = True

    def __init__(self, names: list[NamedType], gnu: bool) -> None:
        self.names = names
        self.gnu = gnu
        self.autos: dict[int, NamedType] = {}  # kept alive: printer memos are keyed by id

    def __len__(self) -> int:
        return 1 << 62

    def __getitem__(self, index: Any) -> Any:
        if index < len(self.names):
            return self.names[index]
        if not self.gnu:
            return _AUTO
        found = self.autos.get(index)
        if found is None:
            found = self.autos[index] = NamedType(SourceName("auto:%d" % (index + 1)))
        return found


def _plain_name(t: Type) -> bool:
    """c++filt prints a pattern without parentheses if it is a plain name."""
    if type(t) is not NamedType:
        return False
    name = t.name
    return type(name) is SourceName or (type(name) is NestedName
                                        and type(name.parts[-1]) is not TemplateName)


def _children(node: object) -> list[Any]:
    from ..model.bounds import children

    return children(node)


def llvm_decl_names(entity: object) -> dict[int, str]:
    """LLVM's names of the declarations in ``entity`` (by id): per kind, in the
    order they stand in the mangled name (a substitution's are not new)."""
    from ..model.bounds import walk

    counts: dict[str, int] = {}
    names: dict[int, str] = {}
    for node in walk([entity] if entity is not None else [], kids=_in_mangled_order):
        if type(node) is TemplateParamDecl and node.kind != "pack":
            prefix = LLVM_KINDS[node.kind]
            count = counts.get(prefix, 0)
            counts[prefix] = count + 1
            names[id(node)] = prefix + ("" if count == 0 else str(count - 1))
    return names


def _in_mangled_order(node: Any) -> Any:
    """``node``'s children, last first, as :func:`llvm_decl_names` walks them."""
    from ..model.bounds import children

    kind = type(node)
    if kind is Function:
        kids = [node.name] + ([node.return_type] if node.return_type is not None
                              else []) + list(node.params)
    elif kind is ClosureName:
        kids = list(node.template_params) + list(node.params)
    else:
        kids = children(node)
    return reversed(kids)


def _expansion(arg: object) -> bool:
    """A pack expansion, of types (``Dp``) or of values (``X sp <expr> E``)."""
    if type(arg) is PackExpansion:
        return True
    return type(arg) is ExprArg and type(arg.expr) is UnaryExpr and arg.expr.code == "sp"


PACK_ARGS = frozenset({ArgumentPack, DeclaredArg})


_EXPANDING = frozenset({UnaryExpr, SizeofPack, SizeofArgs, FoldExpr})


def _expands(node: Any, style: str) -> bool:
    """An expression that expands the packs in it, so none is left for an
    enclosing expansion: a nested pack expansion (sp); for LLVM also sizeof...
    and a fold (c++filt looks into those)."""
    if type(node) is UnaryExpr:
        return bool(node.code == "sp")
    return style != "gnu"
