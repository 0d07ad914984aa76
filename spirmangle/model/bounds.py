"""Measuring a model with every substitution and template parameter expanded.

A demangled entity shares subtrees (a substitution is the same node again), so
its printed size can be exponential in the length of the name, and its depth
can exceed what the parser's stack saw.  :func:`measure` walks an entity once,
with an explicit stack and a memo by node identity, so it costs time linear in
the number of distinct nodes whatever their expansion, and returns:

* ``depth``: levels of nesting with references expanded (each component of a
  nested name counts as a level, since the mangler recurses over them);
* ``nodes``: nodes of the expanded tree;
* ``chars``: a lower bound on the characters any style prints (every leaf of
  the expanded tree prints at least its identifier, or one character).

It also checks that every template parameter has a referent: ``T_`` in the
parameter or return types refers to the template arguments of the entity's
name (:func:`template_args`); inside that argument list, only to an earlier
argument; anywhere else in a name, to nothing (both peers reject those).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, Iterator, Optional

from . import ArgsRequires, ArgumentPack, ClosureName, ConversionName, DeclaredArg, ExternalName, PackExpansion, TemplateParamDecl, Function, LocalName, Name, NestedName, SourceName, SpecialName, TemplateName, TemplateParam, Variable, innermost

Measures = tuple[int, int, int]  # depth, nodes, chars
SILENT_KINDS = frozenset({ArgumentPack, PackExpansion, TemplateParamDecl, DeclaredArg})

_NODE_WORDS = ("Type", "Name", "Function", "Qualified", "TemplateArg", "TemplateParamDecl", "ExceptionSpec",
               "Expr")
_FIELDS: dict[type, tuple[tuple[str, bool], ...]] = {}


def _field_types(kind: type) -> list[tuple[str, Any]]:
    """(name, annotation) of each field of a model class (model.node's
    field_types: the specs its dataclass keeps, so that dataclasses is not imported)."""
    specs = kind.__dict__.get("__node_fields__")
    if specs is not None:
        return [(spec.name, spec.type) for spec in specs]
    import dataclasses

    return [(f.name, f.type) for f in dataclasses.fields(kind)]


def _node_fields(kind: type) -> tuple[tuple[str, bool], ...]:
    """(field, holds a tuple) for each field of a model class that holds nodes,
    read once from the dataclass annotations."""
    found = _FIELDS.get(kind)
    if found is None:
        found = tuple((name, str(annotation).startswith("tuple["))
                      for name, annotation in _field_types(kind)
                      if any(word in str(annotation) for word in _NODE_WORDS))
        _FIELDS[kind] = found
    return found


def children(node: object) -> list[Any]:
    """The model nodes directly inside ``node``, in field order (a new list)."""
    kids = _KIDS.get(type(node))
    if kids is None:
        kids = _KIDS[type(node)] = _kids_function(_node_fields(type(node)))
    return kids(node)


_KIDS: dict[type, Callable[[Any], list[Any]]] = {}


def _kids_function(fields: tuple[tuple[str, bool], ...]) -> Callable[[Any], list[Any]]:
    """:func:`children` for a class with these node fields, compiled once (no
    loop over the fields nor ``getattr`` per node: the walks' commonest call)."""
    lines = ["def kids(node):", "    out = []"]
    for field, many in fields:
        lines.append("    value = node.%s\n    if value is not None:\n        out.%s(value)"
                     % (field, "extend" if many else "append"))
    env: dict[str, Any] = {}
    exec("\n".join(lines + ["    return out"]), env)  # noqa: S102 - our own text, from field names
    kids: Callable[[Any], list[Any]] = env["kids"]
    return kids


def walk(roots: Iterable[object], prune: Optional[Callable[[Any], bool]] = None,
         kids: Callable[[Any], Iterable[Any]] = children,
         seen: Optional[set[int]] = None) -> Iterator[Any]:
    """Each node reachable from ``roots`` once (by id, in ``seen``, which a caller
    may share between walks), depth first: the nodes wait on a stack, the last
    pushed comes first.  A node is yielded before its ``kids`` (default: its
    :func:`children`) are pushed, so a consumer that stops at a node stops there;
    the kids of a node for which ``prune`` is true are not walked."""
    if seen is None:
        seen = set()
    stack = list(roots)
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        yield node
        if prune is None or not prune(node):
            stack.extend(kids(node))


def template_args(e: object) -> tuple[object, ...]:
    """The template arguments ``T_`` refers to in entity ``e``: those of the last
    component of its name (of the function, for a thunk or clone)."""
    if type(e) is SpecialName:
        if type(e.target) is not Function:
            return ()
        e = e.target
    name = e.name  # type: ignore[attr-defined]
    if type(name) is SourceName:  # the common case, at once
        return ()
    name = innermost(name)
    last = name.parts[-1] if type(name) is NestedName else name
    if type(last) is not TemplateName:
        return ()
    args = last.args
    if args and type(args[-1]) is ArgsRequires:  # type: ignore[comparison-overlap]
        return args[:-1]  # (a requires-clause Q <expr> ending them is no argument)
    return args


class TemplateParamError(ValueError):
    """A template parameter without a referent."""


def measure(entity: object, scoped: bool = False, budget: Optional[int] = None,
            packs: bool = True) -> Measures:
    """(depth, nodes, chars) of ``entity`` expanded; raises :class:`TemplateParamError`.

    ``scoped``: the entity may hold local names or closure types, whose template
    parameters refer to other argument lists (see :func:`measure_scoped`).
    ``packs``: it may hold argument packs (a pack expansion counts its pattern
    once per element of the longest pack, see :func:`combine`)."""
    multiplier = longest_pack(entity) if packs else 1
    if scoped:
        return measure_scoped(entity, budget, multiplier)
    args = template_args(entity)
    memo: dict[int, Measures] = {}
    walk = _Walker(memo, args, multiplier)
    name: Optional[Name] = None
    rest: list[Any] = []
    if type(entity) is SpecialName:
        target = entity.target
        if type(target) is Function:
            name, rest = target.name, _signature(target)
        else:
            rest = children(entity)  # the target (and a construction vtable's base)
    elif type(entity) is Function:
        name, rest = entity.name, _signature(entity)
    elif type(entity) is Variable:
        name = entity.name
    else:  # a lone type or name
        rest = [entity]
        args = ()
    if name is not None:
        _measure_name(walk, name, args)
    for node in rest:
        walk.run(node, len(args))
    if type(entity) is SpecialName and type(entity.target) is Function:
        walk.run_composite(entity.target)
    walk.run_composite(entity)
    return memo[id(entity)]


def check_template_params(entity: object, params: list[TemplateParam]) -> None:
    """What :func:`measure` checks of template parameters, without measuring:
    ``params`` are all the template parameters in ``entity``.  Those in the name
    are checked where they stand; any other must refer to the name's arguments."""
    args = template_args(entity)
    target = entity.target if type(entity) is SpecialName else entity
    if type(target) in (Function, Variable):
        _measure_name(_Walker({}, args), target.name, args)  # type: ignore[attr-defined]
    for param in params:
        if param.index >= len(args):
            raise TemplateParamError(
                "template parameter %s has no referent" % _tparam_text(param.index))


def _signature(f: Function) -> list[Any]:
    return (([f.return_type] if f.return_type is not None else []) + list(f.params)
            + ([f.requires] if f.requires is not None else []) + list(f.enable_if))


def _measure_name(walk: "_Walker", name: Name, args: tuple[object, ...]) -> None:
    """The name's parts allow no template parameter, except that an argument of the
    last component's list may refer to an earlier one."""
    last = name.parts[-1] if type(name) is NestedName else name
    if type(name) is NestedName:
        for node in children(name):
            if node is not last:
                walk.run(node, 0)
    if type(last) is TemplateName:
        # A templated conversion operator's type refers to its own arguments.
        walk.run(last.name, len(args) if type(last.name) is ConversionName else 0)
        for position, arg in enumerate(last.args):
            walk.run(arg, position)
        walk.run_composite(last)
    else:
        walk.run(last, 0)
    if type(name) is NestedName:
        walk.run_composite(name)


class _Deep(Exception):
    """The recursive walk went deeper than :data:`_RECURSION` levels."""


_RECURSION = 100  # levels the recursive walk takes (a deeper model: the explicit stack's)


class _Walker:
    """A post-order walk filling ``memo`` (id -> measures), the last child
    first: recursive within :data:`_RECURSION` levels (the common, shallow
    model), else with an explicit stack, which continues in the same order."""

    def __init__(self, memo: dict[int, Measures], args: tuple[object, ...],
                 multiplier: int = 1) -> None:
        self.memo = memo
        self.args = args
        self.multiplier = multiplier

    def run(self, root: object, limit: int) -> Measures:
        found = self.memo.get(id(root))
        if found is not None:
            return found
        try:
            return self._visit(root, limit, 0)
        except _Deep:  # (what is measured stays measured: the rest, as deep as it goes)
            return self._run_stack(root, limit)

    def _visit(self, node: object, limit: int, level: int) -> Measures:
        if level > _RECURSION:
            raise _Deep()
        memo = self.memo
        if type(node) is TemplateParam:
            measures = self._reference(node, limit, level)
        else:
            kids = children(node)
            if not kids:
                measures = leaf(node)
            else:
                for kid in reversed(kids):
                    if id(kid) not in memo:
                        self._visit(kid, limit, level + 1)
                measures = combine(node, [memo[id(kid)] for kid in kids], self.multiplier)
        memo[id(node)] = measures
        return measures

    def _run_stack(self, root: object, limit: int) -> Measures:
        memo = self.memo
        stack: list[tuple[object, Optional[list[Any]]]] = [(root, None)]
        while stack:
            node, kids = stack.pop()
            key = id(node)
            if key in memo:
                continue
            if kids is not None:
                memo[key] = combine(node, [memo[id(child)] for child in kids], self.multiplier)
                continue
            if type(node) is TemplateParam:
                memo[key] = self._reference(node, limit, -1)
                continue
            kids = children(node)
            if not kids:
                memo[key] = leaf(node)
                continue
            stack.append((node, kids))
            stack.extend((child, None) for child in kids if id(child) not in memo)
        return memo[id(root)]

    def _reference(self, node: TemplateParam, limit: int, level: int) -> Measures:
        """A template parameter measures as the argument it stands for (which
        itself may refer to earlier arguments only); ``level``: the recursive
        walk's (-1: the explicit stack's, which measures it by :meth:`run`)."""
        if node.index >= limit:
            raise TemplateParamError(
                "template parameter %s has no referent" % _tparam_text(node.index))
        memo = self.memo
        measured = [memo.get(id(a)) or (self.run(a, node.index) if level < 0
                                        else self._visit(a, node.index, level + 1))
                    for a in stands_for(self.args[node.index])]
        return combine(node, measured)

    def run_composite(self, node: object) -> None:
        """Measure ``node`` whose children are measured already."""
        memo = self.memo
        memo[id(node)] = combine(node, [memo[id(kid)] for kid in children(node)], self.multiplier)



def combine(node: object, measured: list[Measures], multiplier: int = 1) -> Measures:
    """A node's measures from its children's: the deepest plus one level (a nested
    name: one per component), the nodes and the characters added up.  A pack
    expansion's pattern counts ``multiplier`` times (the longest pack's length);
    packs, expansions and declarations print no character that is sure (an empty
    pack prints none, a declaration none in an argument list)."""
    depth = nodes = chars = 0
    for d, n, c in measured:
        if d > depth:
            depth = d
        nodes += n
        chars += c
    kind = type(node)
    step = len(measured) if kind is NestedName else 1
    if kind is TemplateParam and len(measured) != 1:  # a pack's element, one at a time
        nodes = max((n for _, n, _ in measured), default=0)
        chars = min((c for _, _, c in measured), default=0)
    elif kind in SILENT_KINDS:
        if kind is PackExpansion:
            nodes *= multiplier
        chars = 0
    return depth + step, nodes + 1, chars


def leaf(node: object) -> Measures:
    """A node without children: it prints at least its identifier, or a character
    (an empty pack or a type parameter's declaration: none)."""
    kind = type(node)
    return 1, 1, len(node.identifier) if kind is SourceName else 0 if kind in SILENT_KINDS else 1  # type: ignore[attr-defined]


def stands_for(arg: object) -> list[object]:
    """What a template parameter naming ``arg`` prints: the argument without its
    declaration, or one of a pack's elements (any of them)."""
    while type(arg) is DeclaredArg:
        arg = arg.arg
    return list(arg.args) if type(arg) is ArgumentPack else [arg]


def longest_pack(root: object) -> int:
    """The most elements of an argument pack in ``root`` (at least 1)."""
    longest = 1
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if type(node) is ArgumentPack and len(node.args) > longest:
            longest = len(node.args)
        stack.extend(children(node))
    return longest


def _tparam_text(index: int) -> str:
    return "T_" if index == 0 else "T%d_" % (index - 1)


# ----------------------------------------------------- local names and lambdas
# Template parameters have scopes once a name holds local names or closure
# types: one in a local name's encoding refers to that encoding's template
# arguments, one in a closure type's signature to the lambda's ``auto``
# parameters, any other to the entity's arguments.  A substitution stands for
# the same mangling, so a template parameter reached through one is resolved
# where the substitution stands (as both compilers mean it and c++filt prints
# it: ``_ZZ4gen2vENKUlT_PT0_E_clIiiEEDaS_S1_`` is ``(int, int*)``, the call
# operator's arguments).  So the same node may measure differently in two
# scopes: nodes that hold template parameters are measured once per scope.

_LAMBDA = object()  # the scope of a closure type's signature
_SCOPE_KINDS = frozenset({TemplateParam, LocalName, ExternalName, ClosureName})  # _ScopedWalker.kids


class _Scope:
    """The template arguments one encoding's template parameters refer to."""

    __slots__ = ("args",)

    def __init__(self, args: tuple[object, ...]) -> None:
        self.args = args


class ExpansionBudget(Exception):
    """The scoped walk counted more nodes than its budget."""


def _scope_children(node: object) -> list[Any]:
    """The children whose template parameters are in ``node``'s own scope."""
    kind = type(node)
    if kind is LocalName:
        return [node.entity]  # type: ignore[attr-defined]
    if kind is ClosureName or kind is ExternalName:  # (an external name: its own scope)
        return []
    return children(node)


def _max_params(root: object, memo: dict[int, int]) -> int:
    """The highest template parameter index in ``root``'s own scope (-1: none),
    memoized for every node below it (a post-order walk, as :func:`spirmangle.model.depths.fold`'s)."""
    found = memo.get(id(root))
    if found is not None:
        return found
    stack: list[tuple[object, Optional[list[Any]]]] = [(root, None)]
    while stack:
        node, kids = stack.pop()
        if kids is None:
            if id(node) in memo:
                continue
            kids = _scope_children(node)
            missing = [k for k in kids if id(k) not in memo]
            if missing:
                stack.append((node, kids))
                stack.extend((k, None) for k in missing)
                continue
        highest = node.index if type(node) is TemplateParam else -1
        for kid in kids:
            value = memo[id(kid)]
            if value > highest:
                highest = value
        memo[id(node)] = highest
    return memo[id(root)]


def _encodings(entity: object) -> list[object]:
    """The entity and every local name's encoding in it (each once)."""
    found = [entity]
    seen = {id(entity)}
    stack = [entity]
    while stack:
        node = stack.pop()
        if type(node) is LocalName:
            found.append(node.function)
        elif type(node) is ExternalName:  # L_Z <encoding> E: T_ are its own arguments
            found.append(node.entity)
        for kid in children(node):
            if id(kid) not in seen:
                seen.add(id(kid))
                stack.append(kid)
    return found


def _check_scope(encoding: object, maxima: dict[int, int]) -> None:
    """The template parameters of one encoding's own scope have referents: none
    in its name but in the last component's arguments (each to an earlier one);
    in its types, to those arguments."""
    if type(encoding) is SpecialName:
        target = encoding.target
        if isinstance(target, Name):
            encoding = Variable(target)
        elif type(target) is Function:
            encoding = target
        else:
            if max(_max_params(node, maxima) for node in children(encoding)) >= 0:
                raise TemplateParamError("template parameter T_ has no referent")
            return
    args = template_args(encoding)
    name = innermost(encoding.name)  # type: ignore[attr-defined]
    others: list[object] = list(name.parts[:-1]) if type(name) is NestedName else []
    last = name.parts[-1] if type(name) is NestedName else name
    limits: list[tuple[object, int]] = []
    if type(last) is TemplateName:
        if type(last.name) is ConversionName:  # its type refers to its own arguments
            limits.append((last.name, len(args)))
        else:
            others.append(last.name)
        for position, arg in enumerate(last.args):
            if _max_params(arg, maxima) >= position:
                raise TemplateParamError("template parameter %s has no referent"
                                         % _tparam_text(_max_params(arg, maxima)))
    else:
        others.append(last)
    limits += [(node, 0) for node in others]
    if type(encoding) is Function:
        limits += [(node, len(args)) for node in _signature(encoding)]
    for node, limit in limits:
        highest = _max_params(node, maxima)
        if highest >= limit:
            raise TemplateParamError("template parameter %s has no referent"
                                     % _tparam_text(highest))


def measure_scoped(entity: object, budget: Optional[int] = None, multiplier: int = 1) -> Measures:
    """:func:`measure` for an entity with local names or closure types: each
    scope's template parameters are checked, then every node is measured in
    the scope it is printed in (once per scope if it holds template
    parameters, else once).  Past ``budget`` nodes it stops: (0, budget + 1, 0)."""
    maxima: dict[int, int] = {}
    encodings = _encodings(entity)
    for encoding in encodings:  # each scope's nodes at once (_check_scope looks them up)
        _max_params(encoding, maxima)
    for encoding in encodings:
        _check_scope(encoding, maxima)
    scopes = {id(e): _Scope(template_args(e)) for e in encodings}
    try:
        return _ScopedWalker(maxima, scopes, budget, multiplier).run(entity, scopes[id(entity)])
    except ExpansionBudget:
        return 0, (budget or 0) + 1, 0


class _ScopedWalker:
    """An explicit-stack post-order walk over (node, scope) pairs.  A node's
    measures are memoized by its identity, and by its scope too if it holds
    template parameters of its own scope.  ``budget`` bounds the children
    visited (each is at least one node of the expansion)."""

    def __init__(self, maxima: dict[int, int], scopes: dict[int, _Scope],
                 budget: Optional[int], multiplier: int = 1) -> None:
        self.multiplier = multiplier
        self.maxima = maxima
        self.scopes = scopes
        self.budget = budget
        self.memo: dict[object, Measures] = {}

    def key(self, node: object, scope: object) -> object:
        highest = self.maxima.get(id(node))
        if highest is None:
            highest = _max_params(node, self.maxima)
        return id(node) if highest < 0 else (id(node), id(scope))

    def kids(self, of: object, scope: Any) -> list[tuple[object, object]]:
        kind = type(of)
        node: Any = of  # (dispatched on its class below)
        if kind is TemplateParam:
            if scope is _LAMBDA:
                return []
            args = scope.args
            if node.index >= len(args):
                raise TemplateParamError("template parameter %s has no referent"
                                         % _tparam_text(node.index))
            return [(a, scope) for a in stands_for(args[node.index])]
        if kind is LocalName:
            function = node.function
            return [(function, self.scopes[id(function)]), (node.entity, scope)]
        if kind is ExternalName:
            entity = node.entity
            return [(entity, self.scopes[id(entity)])]
        if kind is ClosureName:
            return [(param, _LAMBDA) for param in node.template_params + node.params]
        return [(kid, scope) for kid in children(node)]

    def run(self, root: object, scope: object) -> Measures:
        memo = self.memo
        maxima = self.maxima
        multiplier = self.multiplier
        budget = self.budget if self.budget is not None else -1
        work = 0
        stack: list[tuple[object, object, object, Optional[list[object]]]] = [(root, scope, self.key(root, scope), None)]
        while stack:
            node, where, node_key, keys = stack.pop()
            if keys is not None:
                memo[node_key] = combine(node, [memo[k] for k in keys], multiplier)
                continue
            if node_key in memo:
                continue
            if type(node) in _SCOPE_KINDS:
                pairs = self.kids(node, where)
            else:  # the common case: the children, in the same scope
                pairs = None
                kids = children(node)
            if pairs is not None:
                kids = [kid for kid, _ in pairs]
            if not kids:
                memo[node_key] = leaf(node)
                continue
            work += len(kids)
            if work > budget >= 0:
                raise ExpansionBudget()
            # key(kid, at), at once: by identity, and by scope too if it holds
            # template parameters of its scope
            keys = []
            for index, kid in enumerate(kids):
                at = where if pairs is None else pairs[index][1]
                highest = maxima.get(id(kid))
                if highest is None:
                    highest = _max_params(kid, maxima)
                keys.append(id(kid) if highest < 0 else (id(kid), id(at)))
            stack.append((node, where, node_key, keys))
            for index, kid in enumerate(kids):
                if keys[index] not in memo:
                    stack.append((kid, where if pairs is None else pairs[index][1], keys[index], None))
        return memo[self.key(root, scope)]
