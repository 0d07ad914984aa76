"""The model's classes behave as ``dataclasses.dataclass(frozen=True, slots=True)``
makes them, though spirmangle.model.node makes them cheaply (issue 23: start-up).

Each class is compared with its twin made by the standard decorator from the same
fields: the fields, ``__init__``'s signature, and, on every node of demangled
names, equality, hash values and ``repr``; then immutability, pickling, copying
and ``dataclasses.replace``.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
from typing import Any, Iterator

import pytest

import spirmangle
from spirmangle import model
from spirmangle.model import requires as model_requires
from spirmangle import config
from spirmangle.cli import output as cli_output
from spirmangle.model.node import Node
from spirmangle.render import parts as render_parts

NAMES = [
    "_Z5fractDv4_fPU3AS1S_", "_ZN3foo3barIiEEvT_PU3AS1Kc", "_Z1fIJidEEvDpT_",
    "_ZNSt6vectorIiSaIiEE9push_backERKi", "_Z1fILi3EEvPAT__i", "_ZZ1fvE1x",
    "_Z3maxIiEDTqugtfp_fp0_fp_fp0_ET_S0_", "_ZN1AcviEv", "_Z1fM1AKFivE",
    "_Z1fPFPFivEiE", "_ZTV1A", "_ZThn8_N1A1fEv", "_Z1fDB8_", "_Z1fU7_Atomici",
    "_ZN1AC2Ev", "_Z1fIiEvv", "_Z1fv.cold", "_Z14read_imagef_2d14ocl_image2d_ro11ocl_samplerDv2_f",
]


def classes() -> list[type]:
    """The model's classes, then the other frozen dataclasses model.node makes."""
    found = []
    for module in (model, model.types, model.names, model.exprs, model_requires, config,
                   render_parts, cli_output):
        for value in vars(module).values():
            if (isinstance(value, type) and dataclasses.is_dataclass(value)
                    and value.__module__ == module.__name__ and value not in found):
                found.append(value)
    return found


def twin(cls: type) -> Any:
    """``cls`` made again by the standard decorator from its fields."""
    namespace: dict[str, Any] = {"__annotations__": {}, "__module__": cls.__module__,
                                 "__qualname__": cls.__qualname__}
    for f in dataclasses.fields(cls):
        namespace["__annotations__"][f.name] = f.type
        if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
            namespace[f.name] = dataclasses.field(default=f.default, compare=f.compare,
                                                  default_factory=f.default_factory)
    slots = "__slots__" in cls.__dict__
    return dataclasses.dataclass(frozen=True, slots=slots)(type(cls.__name__, (), namespace))


def nodes(value: Any) -> Iterator[Any]:
    if isinstance(value, tuple):
        for item in value:
            yield from nodes(item)
    elif isinstance(value, Node) and dataclasses.is_dataclass(value):
        yield value
        for f in dataclasses.fields(value):
            yield from nodes(getattr(value, f.name))


def test_every_model_class_is_a_frozen_slotted_dataclass_with_the_standard_fields() -> None:
    found = classes()
    assert len(found) > 80
    for cls in found:
        standard = twin(cls)
        if issubclass(cls, Node):
            assert cls.__slots__ == tuple(f.name for f in dataclasses.fields(cls)
                                          if f.name in cls.__dict__.get("__annotations__", {}))
        mine = [(f.name, f.type, f.default, f.init, f.repr, f.compare, f.hash, f.kw_only)
                for f in dataclasses.fields(cls)]
        theirs = [(f.name, f.type, f.default, f.init, f.repr, f.compare, f.hash, f.kw_only)
                  for f in dataclasses.fields(standard)]
        assert mine == theirs, cls
        assert cls.__match_args__ == standard.__match_args__


def test_nodes_of_demangled_names_equal_hash_and_print_as_the_standard_dataclasses() -> None:
    seen: set[type] = set()
    for name in NAMES:
        for node in nodes(spirmangle.demangle(name).entity):
            cls = type(node)
            values = [getattr(node, f.name) for f in dataclasses.fields(node)]
            standard = twin(cls)(*values)
            assert repr(node) == repr(standard)
            assert hash(node) == hash(standard)
            rebuilt = cls(*values)
            assert rebuilt == node and rebuilt is not node and hash(rebuilt) == hash(node)
            assert (rebuilt != node) is False
            assert inspect.signature(cls).parameters.keys() == inspect.signature(
                type(standard)).parameters.keys()
            seen.add(cls)
    assert len(seen) > 15


def test_nodes_are_immutable_and_pickle_copy_and_replace() -> None:
    entity = spirmangle.demangle("_ZN3foo3barIiEEvT_PU3AS1Kc").entity
    for node in nodes(entity):
        field = dataclasses.fields(node)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(node, field, None)
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(node, field)
        assert pickle.loads(pickle.dumps(node)) == node
        assert copy.copy(node) == node and copy.deepcopy(node) == node
        assert dataclasses.replace(node) == node
    q = model.Qualified(model.Builtin("int"), const=True)
    assert dataclasses.replace(q, const=False) == model.Qualified(model.Builtin("int"))
    assert model.ArgumentPack((), spelled_i=True) == model.ArgumentPack(())  # (compare=False)
    assert repr(model.ArgumentPack((), True)) == "ArgumentPack(args=(), spelled_i=True)"
    with pytest.raises(TypeError):
        model.Builtin()  # type: ignore[call-arg]
    with pytest.raises(ValueError):  # Pipe's __post_init__ runs
        model.Pipe(None, ordinal=-1)


def test_the_configuration_classes_too() -> None:
    # frozen dataclasses without slots, one with a default_factory
    a, b = config.LanguageOptions(), config.language("CL3.0")
    assert a == b and hash(a) == hash(b) and a.disabled == frozenset()
    assert repr(a) == repr(twin(config.LanguageOptions)(*[getattr(a, f.name)
                                                          for f in dataclasses.fields(a)]))
    assert hash(config.CLANG) == hash(twin(config.Dialect)(
        *[getattr(config.CLANG, f.name) for f in dataclasses.fields(config.Dialect)]))
    assert dataclasses.replace(a, cl_std="CL2.0").cl_std == "CL2.0"
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.cl_std = "CL1.2"  # type: ignore[misc]
    without = a.with_extensions("-cl_khr_fp64")  # (dataclasses.replace inside)
    assert without.disabled == frozenset({"cl_khr_fp64"}) and without != a


def test_demangling_imports_neither_dataclasses_nor_inspect() -> None:
    import subprocess
    import sys

    code = ("import sys; from spirmangle.cli.main import main; "
            "main(['demangle', '--style', 'llvm', '_ZNSt6vectorIiSaIiEE9push_backERKi']); "
            "print(sorted(m for m in ('dataclasses', 'inspect', 'pathlib', 'lark') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.splitlines()[-1] == "[]"


def test_named_tuples_made_without_typing_behave_as_typing_makes_them() -> None:
    # spirmangle.model.node.NamedTuple: typing.NamedTuple at run time, without
    # importing typing (start-up, issue 23): the classes that use it, compared with
    # twins typing makes from the same fields and defaults.
    import typing

    from spirmangle.demangler.auto_rule import Reading
    from spirmangle.demangler.reading_mode import ABI_READING, ReadingMode
    from spirmangle.model.typecodes import BuiltinRow

    for cls in (Reading, ReadingMode, BuiltinRow):
        twin = typing.NamedTuple(cls.__name__, list(cls.__annotations__.items()))  # type: ignore[misc]
        assert issubclass(cls, tuple) and cls._fields == twin._fields
        assert cls.__module__ not in ("collections", "spirmangle.model.node")
        assert cls.__doc__ == cls.__dict__["__doc__"]
    assert ReadingMode._field_defaults == {f: getattr(ABI_READING, f) for f in ReadingMode._fields}
    assert ReadingMode().peer == 0 and ReadingMode(peer=2)._replace(sr_types=1) == ReadingMode(1, peer=2)
    assert repr(ReadingMode(peer=1)).startswith("ReadingMode(sr_types=0, past_scope=False")
    assert Reading(1, 2, "clang", True) == (1, 2, "clang", True, 0)
    assert pickle.loads(pickle.dumps(ABI_READING)) == ABI_READING
    assert pickle.loads(pickle.dumps(ReadingMode(peer=2))) == ReadingMode(peer=2)


def test_cast_without_typing_returns_its_value() -> None:
    from spirmangle.model.node import cast

    value = object()
    assert cast("int", value) is value


def test_a_node_class_is_made_once_by_its_metaclass_and_the_decorator_keeps_it() -> None:
    # (start-up, issue 23: Node's metaclass makes the frozen slotted dataclass as the
    # class is created; a class that declares __slots__, as Type and Name, stays as written)
    import pytest

    from spirmangle.model import Name, Type
    from spirmangle.model.node import Node, dataclass

    class Plain(Node):
        a: int
        b: str = "x"

    made = dataclass(frozen=True, slots=True)(Plain)
    assert made is Plain and Plain.__slots__ == ("a", "b")
    assert type(Plain.__dict__["b"]).__name__ == "member_descriptor"  # (its default: no attribute)
    assert Plain(1) == Plain(1, "x") and hash(Plain(1)) == hash(Plain(1, "x"))
    assert repr(Plain(2)) == "%s(a=2, b='x')" % Plain.__qualname__
    with pytest.raises(TypeError):
        dataclass(frozen=True)(Plain)  # (a Node's dataclass has slots)
    assert "__node_fields__" not in Type.__dict__ and "__node_fields__" not in Name.__dict__
