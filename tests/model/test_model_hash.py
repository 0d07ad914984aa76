"""Each model node hashes once: deep models cost linear time in dict lookups.

The mangler keys its substitution table by model nodes (and the printers their
memos); with the dataclasses' own ``__hash__`` every lookup re-hashed the whole
subtree, so mangling a name 192 levels deep (what ``Symbol.alternative`` does
for ~20 readings) took seconds.  The cache is a slot of the common base
``Node``, not a field: the model's shape, equality, repr and pickles stay as
they were.
"""

from __future__ import annotations

import dataclasses
import os
import pickle
import subprocess
import sys

from spirmangle import demangle, mangle
from spirmangle.model import Builtin, Pointer, SourceName, TemplateName
from spirmangle.model.node import Node

DEEP = "_Z3f32" + "1AI" * 192 + "i" + "E" * 192


def _plain_hash_calls(action) -> int:
    """How many dataclass-generated ``__hash__`` bodies run during ``action``."""
    calls = 0

    def profile(frame, event, arg):  # type: ignore[no-untyped-def]
        nonlocal calls
        if event == "call" and frame.f_code.co_name == "__hash__" \
                and frame.f_code.co_filename == "<string>":
            calls += 1

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return calls


def test_mangling_a_deep_model_hashes_each_node_a_bounded_number_of_times():
    entity = demangle(DEEP).entity
    assert str(demangle(mangle(entity))) == str(demangle(DEEP))  # (canonically, 1A is S_)
    nodes = DEEP.count("I") * 3  # an upper bound of the model's node count
    # plain dataclass hashing re-walked every subtree on every lookup: ~ depth**2
    assert _plain_hash_calls(lambda: mangle(demangle(DEEP).entity)) < 4 * nodes


def test_the_cache_is_not_a_field_and_changes_no_shape():
    entity = demangle("_ZN2ns1fIiEEvPKcRA3_S2_").entity
    hash(entity)
    names = [f.name for f in dataclasses.fields(entity)]
    assert "_hash" not in names and "_hash" not in repr(entity)
    assert type(entity).__slots__ == tuple(names)
    assert isinstance(entity, Node)
    twin = demangle("_ZN2ns1fIiEEvPKcRA3_S2_").entity
    assert twin == entity and hash(twin) == hash(entity) and twin is not entity
    changed = dataclasses.replace(entity, params=())
    assert changed != entity


def test_equal_nodes_built_apart_hash_equal_whatever_was_hashed_first():
    a = Pointer(TemplateName(SourceName("v"), (Builtin("int"),)))
    b = Pointer(TemplateName(SourceName("v"), (Builtin("int"),)))
    hash(a.pointee)  # a cached inner node, b's computed from scratch
    assert hash(a) == hash(b) and {a: 1}[b] == 1


def test_a_pickle_does_not_carry_the_cached_hash_to_another_process():
    # string hashes differ between processes: a carried cache would be wrong there
    entity = demangle("_ZN2ns1fIiEEvPKcRA3_S2_").entity
    hash(entity)
    data = pickle.dumps(entity)
    code = ("import pickle, sys\n"
            "from spirmangle import demangle\n"
            "e = pickle.loads(sys.stdin.buffer.read())\n"
            "fresh = demangle('_ZN2ns1fIiEEvPKcRA3_S2_').entity\n"
            "print({fresh: 'found'}.get(e), hash(e) == hash(fresh))\n")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True,
                         env=env, check=True).stdout.decode()
    assert out.split() == ["found", "True"]
