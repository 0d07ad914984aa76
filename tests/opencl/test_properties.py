"""Hypothesis properties: demangle(mangle(x)) == x per dialect; only DemangleError escapes."""

import dataclasses
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import corpus
from model_strategies import functions
from spirmangle import DemangleError, demangle, mangle
from spirmangle.demangler.parser import forget_replays
from spirmangle.model import Builtin

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("dialect", ["clang", "spir", "itanium"])
def test_demangle_inverts_mangle(dialect):
    @SETTINGS
    @given(functions(dialect))
    def check(fn):
        name = mangle(fn, dialect=dialect)
        assert demangle(name, dialect).entity == fn
        assert mangle(demangle(name, dialect).entity, dialect=dialect) == name

    check()


def _seed_names():
    if corpus.available():
        rows = corpus.rows("CL3.0_spir64")
        return [r.mangled for r in rows[::97] if r.mangled.startswith("_Z")]
    return ["_Z5fractDv4_fPU3AS1S_", "_ZN3foo3barIiEEvT_S0_", "_Z1fPiS0_"]


SEEDS = _seed_names()
ALPHABET = string.ascii_letters + string.digits + "_"


@settings(max_examples=1500, deadline=None)
@given(st.sampled_from(SEEDS), st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from(
    ["insert", "delete", "replace", "duplicate"]), st.sampled_from(ALPHABET)), max_size=4))
def test_mutated_names_only_raise_demangle_error(seed, edits):
    name = seed
    for position, kind, char in edits:
        i = position % (len(name) + 1)
        if kind == "insert":
            name = name[:i] + char + name[i:]
        elif kind == "delete":
            name = name[:i] + name[i + 1:]
        elif kind == "replace":
            name = name[:i] + char + name[i + 1:]
        else:
            name = name[:i] + name[i:] * 2
    for dialect in ("auto", "spir"):
        try:
            symbol = demangle(name, dialect)
        except DemangleError as exc:
            assert 0 <= exc.position <= len(name)
            continue
        for style in ("opencl", "llvm", "gnu"):
            assert symbol.format(style)


_SWAPS = {"int": "float", "float": "int", "char": "uint", "uint": "char",
          "short": "double", "double": "short", "long": "ulong", "ulong": "long"}


def _swap_builtins(node):
    """The same tree with some builtins exchanged pairwise: the same token kinds."""
    if isinstance(node, Builtin):
        return Builtin(_SWAPS.get(node.name, node.name))
    if isinstance(node, tuple):
        return tuple(_swap_builtins(n) for n in node)
    if dataclasses.is_dataclass(node):
        return dataclasses.replace(node, **{f.name: _swap_builtins(getattr(node, f.name))
                                            for f in dataclasses.fields(node) if f.init})
    return node


@pytest.mark.parametrize("dialect", ["clang", "itanium"])
def test_replayed_parse_equals_table_parse(dialect):
    """A name whose token kinds were seen before is parsed by replaying the recorded
    reductions (spirmangle/demangler/lalr.py): it must read as the tables read it."""
    @SETTINGS
    @given(functions(dialect))
    def check(fn):
        twin = _swap_builtins(fn)
        name, twin_name = mangle(fn, dialect=dialect), mangle(twin, dialect=dialect)
        forget_replays()
        assert demangle(name, dialect).entity == fn  # by the tables
        assert demangle(twin_name, dialect).entity == twin  # replayed when the kinds match
        assert demangle(name, dialect).entity == fn  # replayed

    check()
