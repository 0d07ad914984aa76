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

The model modules take ``dataclass`` from here.  For the type checker it is
:func:`dataclasses.dataclass`; at run time it is :func:`_frozen_slots_dataclass`,
which makes the same classes (the same ``__dataclass_fields__``, so
``dataclasses.fields``, ``replace`` and ``is_dataclass`` work; the same
``__init__`` signature, equality, hash values, ``repr``, immutability and
pickling) about ten times faster, because the standard decorator compiles
seven methods per class: importing the model's ~90 classes took 25-40 ms of
every start-up (issue 23).  Only ``__init__`` is compiled, for one class at
its first instance, and it writes the slots through their descriptors (twice
as fast as ``object.__setattr__``); the other methods are shared closures.
"""

from __future__ import annotations

import dataclasses
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable


class Node:
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
        if not (isinstance(value, type) and dataclasses.is_dataclass(value)
                and issubclass(value, Node)):
            continue
        plain = value.__dict__.get("__hash__")
        if plain is None or getattr(plain, "cached", False):
            continue
        setattr(value, "__hash__", _caching(plain))


def _frozen_slots_dataclass(cls: Any = None, /, *, frozen: bool = False,
                            slots: bool = False) -> Any:
    """``dataclasses.dataclass(frozen=True, slots=True)``, made cheaply (see the
    module's text); it supports what the model uses: fields with a default or
    none, ``field(default=..., compare=False)``, ``__post_init__``."""
    if not (frozen and slots):
        raise TypeError("the model's dataclass is frozen=True, slots=True")
    return _make_class if cls is None else _make_class(cls)


def _fields_of(cls: type) -> dict[str, dataclasses.Field[Any]]:
    """The dataclass fields of ``cls``: its bases' first, then its annotations."""
    found: dict[str, dataclasses.Field[Any]] = {}
    for base in reversed(cls.__mro__[1:]):
        found.update(getattr(base, "__dataclass_fields__", {}))
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if text.startswith(("ClassVar", "typing.ClassVar", "InitVar", "dataclasses.InitVar")):
            raise TypeError("%s.%s: no ClassVar or InitVar in the model" % (cls.__name__, name))
        default = cls.__dict__.get(name, dataclasses.MISSING)
        f: Any = default if isinstance(default, dataclasses.Field) else dataclasses.field(default=default)
        if f.default_factory is not dataclasses.MISSING or not f.init:
            raise TypeError("%s.%s: no default_factory or init=False in the model"
                            % (cls.__name__, name))
        f.name = name
        f.type = annotation
        f._field_type = dataclasses._FIELD  # type: ignore[attr-defined]  # (what fields() lists)
        f.kw_only = False
        found[name] = f
    return found


def _make_class(cls: type) -> type:
    fields = _fields_of(cls)
    own = [name for name in cls.__dict__.get("__annotations__", {})]
    names = tuple(fields)
    namespace = {key: value for key, value in cls.__dict__.items()
                 if key not in own and key not in ("__dict__", "__weakref__")}
    namespace["__slots__"] = tuple(own)
    namespace["__dataclass_fields__"] = fields
    namespace["__match_args__"] = names
    new = type(cls)(cls.__name__, cls.__bases__, namespace)
    new.__qualname__ = cls.__qualname__
    compared = [name for name, f in fields.items() if f.compare]
    key: Callable[[Any], Any]
    if len(compared) >= 2:
        key = attrgetter(*compared)
    else:
        key = _one_tuple(compared[0]) if compared else _empty_tuple
    shown = [name for name, f in fields.items() if f.repr]
    methods = {
        "__init__": _first_init(new, fields),
        "__repr__": _repr(shown),
        "__eq__": _eq(key),
        "__hash__": _hash(key, issubclass(new, Node)),
        "__setattr__": _setattr(new, names),
        "__delattr__": _delattr(new, names),
        "__getstate__": _getstate(names),
        "__setstate__": _setstate(new, names),
    }
    for name, method in methods.items():
        method.__qualname__ = "%s.%s" % (new.__qualname__, name)
        setattr(new, name, method)
    return new


def _one_tuple(name: str) -> Callable[[Any], tuple[Any, ...]]:
    get = attrgetter(name)
    return lambda self: (get(self),)


def _empty_tuple(self: Any) -> tuple[Any, ...]:
    return ()


def _first_init(cls: type, fields: dict[str, dataclasses.Field[Any]]) -> Callable[..., None]:
    """An ``__init__`` that compiles the class's own at its first call and
    puts it in its place."""

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init = _compile_init(cls, fields)
        type.__setattr__(cls, "__init__", init)
        init(self, *args, **kwargs)

    return __init__


def _compile_init(cls: type, fields: dict[str, dataclasses.Field[Any]]) -> Callable[..., None]:
    env: dict[str, Any] = {}
    params = []
    lines = []
    for name, f in fields.items():
        env["_set_" + name] = getattr(cls, name).__set__  # (the slot's descriptor)
        if f.default is dataclasses.MISSING:
            params.append(name)
        else:
            env["_default_" + name] = f.default
            params.append("%s=_default_%s" % (name, name))
        lines.append("    _set_%s(self, %s)" % (name, name))
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    source = "def __init__(self, %s):\n%s\n" % (", ".join(params), "\n".join(lines) or "    pass")
    exec(source, env)  # noqa: S102 - our own text, from the field names
    init: Callable[..., None] = env["__init__"]
    init.__qualname__ = "%s.__init__" % cls.__qualname__
    return init


def _repr(shown: list[str]) -> Callable[[Any], str]:
    def __repr__(self: Any) -> str:
        return "%s(%s)" % (self.__class__.__qualname__, ", ".join(
            "%s=%r" % (name, getattr(self, name)) for name in shown))

    return __repr__


def _eq(key: Callable[[Any], Any]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    return __eq__


def _hash(key: Callable[[Any], Any], cached: bool) -> Callable[[Any], int]:
    def plain(self: Any) -> int:
        return hash(key(self))

    if not cached:
        return plain

    def __hash__(self: Any) -> int:
        try:
            return self._hash  # type: ignore[no-any-return]
        except AttributeError:
            value = hash(key(self))
            _set_hash(self, value)
            return value

    __hash__.cached = True  # type: ignore[attr-defined]
    return __hash__


def _setattr(cls: type, names: tuple[str, ...]) -> Callable[[Any, str, Any], None]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError("cannot assign to field %r" % name)
        object.__setattr__(self, name, value)

    return __setattr__


def _delattr(cls: type, names: tuple[str, ...]) -> Callable[[Any, str], None]:
    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError("cannot delete field %r" % name)
        object.__delattr__(self, name)

    return __delattr__


def _getstate(names: tuple[str, ...]) -> Callable[[Any], list[Any]]:
    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, name) for name in names]

    return __getstate__


def _setstate(cls: type, names: tuple[str, ...]) -> Callable[[Any, list[Any]], None]:
    def __setstate__(self: Any, state: list[Any]) -> None:
        for name, value in zip(names, state):
            object.__setattr__(self, name, value)

    return __setstate__


if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:
    dataclass = _frozen_slots_dataclass
