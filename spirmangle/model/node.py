"""The common base of the model's nodes, and the decorator that makes them.

Every node is a frozen dataclass with slots (``@dataclass(frozen=True,
slots=True)``), and each caches its hash: a node's dataclass ``__hash__``
hashes the tuple of its fields, and so every node below it again, so a dict
lookup of a node 200 levels deep (the mangler's substitution table, the
printers' memos) would walk all of it; the cached hash is computed once per
node, from its children's cached hashes, and kept in the one slot this base
adds (``_hash``: not a dataclass field, so ``dataclasses.fields``, ``repr``,
equality, JSON and pickling are unchanged; the nodes are immutable, so the hash
cannot go stale).

The model modules (and the few other frozen dataclasses on the demangler's
path) take ``dataclass`` and ``field`` from here.  For the type checker they are
:func:`dataclasses.dataclass` and :func:`dataclasses.field`; at run time
:func:`_frozen_dataclass` makes the same classes (the same
``__dataclass_fields__``, so ``dataclasses.fields``, ``replace`` and
``is_dataclass`` work; the same ``__init__`` signature, equality, hash values,
``repr``, immutability and pickling) about ten times faster, because the
standard decorator compiles seven methods per class: importing the model's
~90 classes took 25-40 ms of every start-up (issue 23).  Only ``__init__`` is
made per class, at its first instance (from model/init_tables.py's compiled
form, else compiled), and with slots it writes them through their descriptors
(twice as fast as ``object.__setattr__``); the other methods are shared by
every class, and a Node's class is made once, by Node's metaclass, as it is
created (the decorator then keeps it).  Nor is :mod:`dataclasses` imported (with
:mod:`inspect`, 8-10 ms) until something asks for the ``dataclasses.Field``
objects: ``__dataclass_fields__`` is made at its first read.
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional


class _NodeType(type):
    """The metaclass of :class:`Node`: a subclass of one base that declares no
    ``__slots__`` is made as it is created what ``dataclass(frozen=True,
    slots=True)`` makes of it (the decorator then keeps it): one class creation,
    not two (the model's ~100 classes made twice took ~5% of a one-name run:
    start-up, issue 23).  A class that declares ``__slots__`` (``Type``,
    ``Name``: the bases of the node kinds) stays as written."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any],
                **kwargs: Any) -> Any:
        if "__slots__" in namespace or len(bases) != 1 or kwargs:
            return super().__new__(mcs, name, bases, namespace, **kwargs)
        own = list(namespace.get("__annotations__", {}))
        specs = _specs(name, bases[0].__mro__, namespace)
        for field_name in own:  # (a slot's name cannot be a class attribute too)
            namespace.pop(field_name, None)
        made: list[type] = []
        namespace["__slots__"] = tuple(own)
        namespace.update(_methods(namespace["__qualname__"], specs, made, True, True))
        new = super().__new__(mcs, name, bases, namespace)
        made.append(new)
        return new


class Node(metaclass=_NodeType):
    """Base of every model node (types, names, expressions, entities)."""

    __slots__ = ("_hash",)


_set_hash = Node.__dict__["_hash"].__set__


def _caching(plain: Callable[[Any], int]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        try:
            return self._hash  # type: ignore[no-any-return]
        except AttributeError:
            value = plain(self)
            object.__setattr__(self, "_hash", value)  # (a frozen dataclass)
            return value

    __hash__.cached = True  # type: ignore[attr-defined]
    return __hash__


def cache_hashes(namespace: dict[str, Any]) -> None:
    """Make the ``__hash__`` of every node dataclass in ``namespace`` cached
    (those :func:`dataclass` made are already)."""
    for value in list(namespace.values()):
        if not (isinstance(value, type) and issubclass(value, Node)
                and "__node_fields__" not in value.__dict__  # (made by dataclass: cached)
                and is_dataclass_type(value)):
            continue
        plain = value.__dict__.get("__hash__")
        if plain is None or getattr(plain, "cached", False):
            continue
        setattr(value, "__hash__", _caching(plain))


class _Missing:
    """No default (dataclasses.MISSING, without importing dataclasses)."""

    def __repr__(self) -> str:
        return "MISSING"


_MISSING: Any = _Missing()
_FACTORY: Any = _Missing()  # the __init__ default of a field with a default_factory


class FieldSpec:
    """What :func:`field` was given: ``dataclasses.field``'s arguments the model
    uses, and the field's name and annotation once its class is made."""

    __slots__ = ("name", "type", "default", "default_factory", "compare", "repr")

    def __init__(self, default: Any = _MISSING, default_factory: Any = _MISSING,
                 compare: bool = True, repr: bool = True) -> None:
        self.name = ""
        self.type: Any = None
        self.default = default
        self.default_factory = default_factory
        self.compare = compare
        self.repr = repr


def _field(*, default: Any = _MISSING, default_factory: Any = _MISSING, compare: bool = True,
           repr: bool = True) -> Any:
    """``dataclasses.field`` with the arguments the model uses."""
    return FieldSpec(default, default_factory, compare, repr)


def _replace(obj: Any, /, **changes: Any) -> Any:
    """``dataclasses.replace`` for a dataclass (without importing dataclasses for
    one :func:`dataclass` made): a new object with ``changes``."""
    for name in field_names(type(obj)):
        if name not in changes:
            changes[name] = getattr(obj, name)
    return obj.__class__(**changes)


def is_dataclass_type(cls: type) -> bool:
    """``dataclasses.is_dataclass`` of a class (without importing dataclasses for
    one :func:`dataclass` made)."""
    return "__node_fields__" in cls.__dict__ or hasattr(cls, "__dataclass_fields__")


def field_names(cls: type) -> tuple[str, ...]:
    """The names of the fields of a dataclass, in order (without making the
    ``dataclasses.Field`` objects of one :func:`dataclass` made)."""
    return tuple(name for name, _ in field_types(cls))


def field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, annotation) of each field of a dataclass, in order."""
    specs: Optional[tuple[FieldSpec, ...]] = cls.__dict__.get("__node_fields__")
    if specs is not None:
        return tuple((spec.name, spec.type) for spec in specs)
    import dataclasses

    return tuple((f.name, f.type) for f in dataclasses.fields(cls))


class _LazyFields:
    """``__dataclass_fields__`` of a class :func:`dataclass` made: the
    ``dataclasses.Field`` objects, made (and put in its place) at the first read."""

    def __get__(self, instance: Any, owner: type) -> Any:
        import dataclasses

        fields = {}
        for spec in owner.__dict__["__node_fields__"]:
            default: Any = dataclasses.MISSING if spec.default is _MISSING else spec.default
            factory: Any = (dataclasses.MISSING if spec.default_factory is _MISSING
                            else spec.default_factory)
            f: Any = dataclasses.field(default=default, default_factory=factory,
                                       compare=spec.compare, repr=spec.repr)
            f.name = spec.name
            f.type = spec.type
            f._field_type = dataclasses._FIELD  # type: ignore[attr-defined]  # (what fields() lists)
            f.kw_only = False
            fields[spec.name] = f
        type.__setattr__(owner, "__dataclass_fields__", fields)
        return fields


def _frozen_dataclass(cls: Any = None, /, *, frozen: bool = False, slots: bool = False) -> Any:
    """``dataclasses.dataclass(frozen=True, slots=...)``, made cheaply (see the
    module's text); it supports what the model uses: fields with a default, a
    ``default_factory`` or none, ``field(compare=False)``, ``__post_init__``."""
    if not frozen:
        raise TypeError("this dataclass is frozen=True")
    if cls is None:
        return lambda cls: _make_class(cls, slots)
    return _make_class(cls, slots)


def _specs_of(cls: type) -> tuple[FieldSpec, ...]:
    """The fields of ``cls``: its bases' first, then its annotations."""
    return _specs(cls.__name__, cls.__mro__[1:], cls.__dict__)


def _specs(name: str, ancestors: tuple[type, ...], namespace: Any) -> tuple[FieldSpec, ...]:
    """The fields of a class of that name, ancestors (its MRO but itself) and
    namespace: its ancestors' first, then its annotations."""
    found: dict[str, FieldSpec] = {}
    for base in reversed(ancestors):
        if "__node_fields__" in base.__dict__:
            found.update((spec.name, spec) for spec in base.__dict__["__node_fields__"])
        elif hasattr(base, "__dataclass_fields__"):
            raise TypeError("%s: a base made by dataclasses.dataclass" % name)
    for field_name, annotation in namespace.get("__annotations__", {}).items():
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if text.startswith(("ClassVar", "typing.ClassVar", "InitVar", "dataclasses.InitVar")):
            raise TypeError("%s.%s: no ClassVar or InitVar here" % (name, field_name))
        default = namespace.get(field_name, _MISSING)
        spec = default if isinstance(default, FieldSpec) else FieldSpec(default)
        spec.name = field_name
        spec.type = annotation
        found[field_name] = spec
    return tuple(found.values())


def _methods(qualname: str, specs: tuple[FieldSpec, ...], made: list[type], slots: bool,
             node: bool) -> dict[str, Any]:
    """The methods and attributes of a dataclass of these fields (``made``: the
    class, once made; ``node``: a subclass of Node, its hash cached)."""
    compared = [spec.name for spec in specs if spec.compare]
    key: Callable[[Any], Any]
    if len(compared) >= 2:
        key = attrgetter(*compared)
    else:
        key = _one_tuple(compared[0]) if compared else _empty_tuple
    init = _first_init(made, specs, slots)
    init.__qualname__ = "%s.__init__" % qualname
    # (the other methods are shared by every class made here: they read the class's
    # __node_key__, __node_repr__ and __match_args__; making eight closures per
    # class took ~15% of the model's import: start-up, issue 23)
    methods: dict[str, Any] = dict(_SHARED if node else _SHARED_PLAIN)
    if not slots:
        del methods["__getstate__"], methods["__setstate__"]
    methods["__init__"] = init
    methods["__node_key__"] = key
    methods["__node_repr__"] = tuple(spec.name for spec in specs if spec.repr)
    methods["__node_fields__"] = specs
    methods["__dataclass_fields__"] = _LAZY_FIELDS
    methods["__match_args__"] = tuple(spec.name for spec in specs)
    return methods


def _make_class(cls: type, slots: bool) -> type:
    if "__node_fields__" in cls.__dict__:  # (made so by Node's metaclass: with slots)
        if not slots:
            raise TypeError("%s: a Node's dataclass has slots (slots=True)" % cls.__name__)
        return cls
    specs = _specs_of(cls)
    own = list(cls.__dict__.get("__annotations__", {}))
    made: list[type] = []  # (the class, once made: for the methods that test it)
    methods = _methods(cls.__qualname__, specs, made, slots, issubclass(cls, Node))
    if slots:  # (one class made, its methods in its namespace: no type.__setattr__ each)
        namespace = {key: value for key, value in cls.__dict__.items()
                     if key not in own and key not in ("__dict__", "__weakref__")}
        namespace["__slots__"] = tuple(own)
        namespace.update(methods)
        new = type(cls)(cls.__name__, cls.__bases__, namespace)
        new.__qualname__ = cls.__qualname__
    else:
        new = cls
        for name in own:  # (a default stays a class attribute, as dataclasses leaves it)
            if isinstance(cls.__dict__.get(name), FieldSpec):
                spec = cls.__dict__[name]
                if spec.default is _MISSING:
                    delattr(cls, name)
                else:
                    setattr(cls, name, spec.default)
        for name, method in methods.items():
            type.__setattr__(new, name, method)
    made.append(new)
    return new


def _one_tuple(name: str) -> Callable[[Any], tuple[Any, ...]]:
    get = attrgetter(name)
    return lambda self: (get(self),)


def _empty_tuple(self: Any) -> tuple[Any, ...]:
    return ()


def _first_init(made: list[type], specs: tuple[FieldSpec, ...], slots: bool) -> Callable[..., None]:
    """An ``__init__`` that compiles the class's own (``made[0]``'s) at its first
    call and puts it in its place."""

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        cls = made[0]
        init = _compile_init(cls, specs, slots)
        type.__setattr__(cls, "__init__", init)
        init(self, *args, **kwargs)

    return __init__


def _compile_init(cls: type, specs: tuple[FieldSpec, ...], slots: bool) -> Callable[..., None]:
    source, env = init_source(cls, specs, slots)
    init: Callable[..., None] = define(source, env, "__init__")
    init.__qualname__ = "%s.__init__" % cls.__qualname__
    return init


def init_source(cls: type, specs: Optional[tuple[FieldSpec, ...]] = None,
                slots: Optional[bool] = None) -> tuple[str, dict[str, Any]]:
    """The text of the ``__init__`` of a class :func:`dataclass` made (``specs``:
    its fields; ``slots``: whether it has slots), and the names it uses."""
    if specs is None:
        specs = cls.__dict__["__node_fields__"]
    if slots is None:
        slots = "__slots__" in cls.__dict__
    env: dict[str, Any] = {"_FACTORY": _FACTORY, "_setattr": object.__setattr__}
    params = []
    lines = []
    for spec in specs:
        name = spec.name
        if slots:
            env["_set_" + name] = getattr(cls, name).__set__  # (the slot's descriptor)
            setter = "_set_%s(self, %s)" % (name, name)
        else:
            setter = "_setattr(self, %r, %s)" % (name, name)
        if spec.default_factory is not _MISSING:
            env["_factory_" + name] = spec.default_factory
            params.append("%s=_FACTORY" % name)
            lines.append("    if %s is _FACTORY:\n        %s = _factory_%s()" % (name, name, name))
        elif spec.default is not _MISSING:
            env["_default_" + name] = spec.default
            params.append("%s=_default_%s" % (name, name))
        else:
            params.append(name)
        lines.append("    " + setter)
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    source = "def __init__(self, %s):\n%s\n" % (", ".join(params), "\n".join(lines) or "    pass")
    return source, env


# The functions defined from text here (a class's __init__, demangler.fastnodes'
# makers), each (text, the names it uses), in the order asked: tools/make_inits.py
# stores their compiled form.
DEFINED: list[tuple[str, tuple[str, ...]]] = []


def define(source: str, env: dict[str, Any], name: str) -> Any:
    """The function ``name`` that ``exec(source, env)`` defines, whose names
    are ``env``'s.  Its compiled form is stored (model/init_tables.py, written
    by tools/make_inits.py: compiling ~25 functions at run time took ~5% of
    ``spirmangle demangle NAME``, issue 23): the stored function made with
    ``env``'s values, where the text and the names are the same; else compiled."""
    key = (source, tuple(sorted(env)))
    DEFINED.append(key)
    try:
        from .init_tables import FACTORIES
    except ImportError:  # (while it is written)
        FACTORIES = {}
    factory = FACTORIES.get(key)
    if factory is not None:
        return factory(**env)
    namespace = dict(env)
    exec(source, namespace)  # noqa: S102 - our own text, from the field names
    return namespace[name]


def init_tables_text(keys: "list[tuple[str, tuple[str, ...]]]") -> str:
    """The text of model/init_tables.py: a factory of each function (its
    source, indented, in a function of its names), by (source, names)."""
    unique = sorted(set(keys))
    out = ['"""The compiled form of the functions model.node defines from text (the model\'s',
           '__init__ methods, demangler.fastnodes\' makers), written by tools/make_inits.py: do',
           'not edit (tests/model/test_init_tables.py checks it; see model.node.define)."""',
           "# mypy: allow-untyped-defs", "", "TYPE_CHECKING = False", "if TYPE_CHECKING:",
           "    from typing import Any, Callable", "", ""]
    for number, (source, names) in enumerate(unique):
        name = source[4:source.index("(")]
        out.append("def _%d(%s):" % (number, ", ".join(names)))
        out.extend("    " + line for line in source.rstrip("\n").split("\n"))
        out.extend(["    return %s" % name, "", ""])
    out.append("FACTORIES: \"dict[tuple[str, tuple[str, ...]], Callable[..., Any]]\" = {")
    for number, key in enumerate(unique):
        out.append("    %r: _%d," % (key, number))
    out.append("}")
    return "\n".join(out) + "\n"


def __repr__(self: Any) -> str:
    cls = self.__class__
    return "%s(%s)" % (cls.__qualname__, ", ".join(
        "%s=%r" % (name, getattr(self, name)) for name in cls.__node_repr__))


def __eq__(self: Any, other: Any) -> Any:
    cls = self.__class__
    if other.__class__ is cls:
        key = cls.__node_key__  # (from the class: a function is not bound)
        return key(self) == key(other)
    return NotImplemented


def _plain_hash(self: Any) -> int:
    return hash(self.__class__.__node_key__(self))


def _cached_hash(self: Any) -> int:
    try:
        return self._hash  # type: ignore[no-any-return]
    except AttributeError:
        value = hash(self.__class__.__node_key__(self))
        _set_hash(self, value)
        return value


_cached_hash.cached = True  # type: ignore[attr-defined]


def _frozen(name: str, verb: str) -> Exception:
    from dataclasses import FrozenInstanceError

    return FrozenInstanceError("cannot %s field %r" % (verb, name))


def __setattr__(self: Any, name: str, value: Any) -> None:
    cls = type(self)
    if "__node_fields__" in cls.__dict__ or name in cls.__match_args__:
        raise _frozen(name, "assign to")
    object.__setattr__(self, name, value)


def __delattr__(self: Any, name: str) -> None:
    cls = type(self)
    if "__node_fields__" in cls.__dict__ or name in cls.__match_args__:
        raise _frozen(name, "delete")
    object.__delattr__(self, name)


def __getstate__(self: Any) -> list[Any]:
    return [getattr(self, name) for name in self.__match_args__]


def __setstate__(self: Any, state: list[Any]) -> None:
    for name, value in zip(self.__match_args__, state):
        object.__setattr__(self, name, value)


# The methods of a class :func:`dataclass` makes (of a Node: its hash cached)
_SHARED_PLAIN: dict[str, Any] = {
    "__repr__": __repr__, "__eq__": __eq__, "__hash__": _plain_hash, "__setattr__": __setattr__,
    "__delattr__": __delattr__, "__getstate__": __getstate__, "__setstate__": __setstate__}
_SHARED: dict[str, Any] = dict(_SHARED_PLAIN, __hash__=_cached_hash)
_LAZY_FIELDS = _LazyFields()


class _NamedTupleMeta(type):
    """Makes a subclass of :class:`_NamedTuple` a ``collections.namedtuple``,
    as ``typing.NamedTuple`` does (fields from the annotations, in order, and
    their defaults; the other attributes, docstring and methods copied)."""

    def __new__(mcs, name: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> Any:
        if not bases:  # (_NamedTuple itself)
            return super().__new__(mcs, name, bases, namespace)
        from collections import namedtuple  # (already imported by re, functools)

        annotations = namespace.get("__annotations__", {})
        fields = list(annotations)
        defaults = [namespace[f] for f in fields if f in namespace]
        make: Any = namedtuple  # (its first argument is no literal here)
        made: Any = make(name, fields, defaults=defaults, module=namespace["__module__"])
        made.__annotations__ = dict(annotations)
        for key, value in namespace.items():
            if key not in annotations and key not in ("__module__", "__annotations__"):
                setattr(made, key, value)
        return made


class _NamedTuple(metaclass=_NamedTupleMeta):
    """``typing.NamedTuple`` at run time, without importing :mod:`typing` (its
    import is ~5 ms of a start-up: issue 23)."""


def _cast(_type: Any, value: Any) -> Any:
    """``typing.cast`` (its value, unchanged), without importing :mod:`typing`."""
    return value


if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
    from dataclasses import field as field
    from dataclasses import replace as replace
    from typing import NamedTuple as NamedTuple
    from typing import cast as cast
else:
    dataclass = _frozen_dataclass
    field = _field
    replace = _replace
    NamedTuple = _NamedTuple
    cast = _cast
