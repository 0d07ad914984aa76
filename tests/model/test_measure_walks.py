"""The expansion measure (spirmangle.model.bounds.measure) walks a model
recursively within ``_RECURSION`` levels and with an explicit stack past them,
continuing in the same order (the last child first).  Both ways must give the
same measures, and raise the same error for the same template parameter,
whichever level the recursion stops at; and :func:`children` (compiled per
class) must give each node's fields' nodes in field order, as
``dataclasses.fields`` lists them."""

import dataclasses
from pathlib import Path

import pytest

from spirmangle import DemangleError, demangle
from spirmangle.model import bounds
from spirmangle.model.bounds import TemplateParamError, check_template_params, children, measure

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = ROOT / "bench" / "data" / "cxx_corpus_sample.txt"


def sample_entities(limit: int = 3000) -> list[object]:
    found = []
    for name in SAMPLE.read_text(encoding="ascii").split()[:limit]:
        try:
            found.append(demangle(name).entity)
        except DemangleError:
            continue
    return found


def outcome(call, *args):
    try:
        return call(*args)
    except TemplateParamError as exc:
        return "error: %s" % exc


@pytest.mark.parametrize("stop", [0, 1, 3])
def test_the_explicit_stack_measures_as_the_recursion(monkeypatch, stop):
    entities = sample_entities()
    assert len(entities) > 1000
    recursive = [outcome(measure, e, False, None, True) for e in entities]
    monkeypatch.setattr(bounds, "_RECURSION", stop)  # past `stop` levels: the explicit stack
    assert [outcome(measure, e, False, None, True) for e in entities] == recursive


def test_a_template_parameter_without_referent_is_found_alike(monkeypatch):
    # f<int>(T0_): T0_ refers to a second argument the name lacks; N...E's part T_
    # refers to nothing at all
    for name in ("_Z1fIiEvT0_", "_ZN1aIT_E1fIiEEvv"):
        with pytest.raises(DemangleError) as first:
            demangle(name)
        monkeypatch.setattr(bounds, "_RECURSION", 0)
        with pytest.raises(DemangleError) as second:
            demangle(name)
        monkeypatch.undo()
        assert str(first.value) == str(second.value)


def test_a_model_deeper_than_the_recursion_is_measured():
    # 300 pointers, then the whole pointer again through a substitution: the
    # recursion stops at _RECURSION levels and the explicit stack goes on
    depth = 300
    name = "_Z1f" + "P" * depth + "iS%s_" % _seq_id(depth - 2)
    symbol = demangle(name)
    entity = symbol.entity
    found = measure(entity, False, None, False)
    assert found[0] > bounds._RECURSION
    assert found == _plain_measure(entity)
    check_template_params(entity, [])


def _seq_id(index: int) -> str:
    digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    text = ""
    while True:
        index, rest = divmod(index, 36)
        text = digits[rest] + text
        if not index:
            return text


def _plain_measure(entity: object) -> tuple[int, int, int]:
    """(depth, nodes, chars) by the definition: a plain walk of the expanded tree
    (a signature without template parameters), each node counted as often as it
    is reached."""
    memo: dict[int, tuple[int, int, int]] = {}
    order = []
    stack = [entity]
    while stack:  # post-order by an explicit stack (the model is deep)
        node = stack.pop()
        order.append(node)
        stack.extend(children(node))
    for node in reversed(order):
        if id(node) not in memo:
            memo[id(node)] = bounds.combine(node, [memo[id(k)] for k in children(node)]) \
                if children(node) else bounds.leaf(node)
    return memo[id(entity)]


def test_children_follow_the_dataclass_fields():
    seen = set()
    for entity in sample_entities(1500):
        stack = [entity]
        while stack:
            node = stack.pop()
            if type(node) in seen:
                stack.extend(children(node))
                continue
            seen.add(type(node))
            expected = []
            for field in dataclasses.fields(node):
                if field.name not in dict(bounds._node_fields(type(node))):
                    continue
                value = getattr(node, field.name)
                if value is None:
                    continue
                expected.extend(value if isinstance(value, tuple) else [value])
            kids = children(node)
            assert kids == expected and kids is not children(node), type(node).__name__
            stack.extend(kids)
    assert len(seen) > 20
