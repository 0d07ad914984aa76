"""The expansion measure of names with local names (issue 20, item 7: a 256 KiB
chain of local names took 1.5 s to demangle).  A name whose local names hold no
template parameter and no closure type is measured as any name is (scopes only
matter to template parameters); a scoped one looks each node's highest
parameter up in one memo filled per scope.  Both must measure what the full
scoped walk measures."""

from functools import lru_cache
from pathlib import Path

import pytest

from spirmangle import DemangleError, demangle
from spirmangle.model.bounds import _max_params, _scope_children, children, measure
from spirmangle.model import ClosureName, ExternalName, LocalName, TemplateParam

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = ROOT / "bench" / "data" / "cxx_corpus_sample.txt"


def nodes(entity: object) -> list[object]:
    seen, stack, found = set(), [entity], []
    while stack:
        node = stack.pop()
        if id(node) not in seen:
            seen.add(id(node))
            found.append(node)
            stack.extend(children(node))
    return found


@lru_cache(maxsize=1)
def local_symbols() -> list[tuple[str, object]]:
    found = []
    for name in SAMPLE.read_text(encoding="ascii").split():
        if "Z" not in name[2:]:
            continue
        try:
            found.append((name, demangle(name).entity))
        except DemangleError:
            continue
    return found


def test_local_names_without_template_parameters_measure_alike_both_ways():
    checked = 0
    for name, entity in local_symbols():
        kinds = {type(n) for n in nodes(entity)}
        if TemplateParam in kinds or ClosureName in kinds or not kinds & {LocalName, ExternalName}:
            continue
        assert measure(entity, True, 1 << 30) == measure(entity, False, 1 << 30), name
        checked += 1
    assert checked > 500


def highest_param(node: object) -> int:
    """The reference: the highest template parameter index in the node's own scope."""
    own = node.index if type(node) is TemplateParam else -1
    return max([own] + [highest_param(k) for k in _scope_children(node)])


def test_highest_parameters_per_scope_match_a_plain_recursion():
    checked = 0
    for name, entity in local_symbols():
        if not any(type(n) is TemplateParam for n in nodes(entity)):
            continue
        memo: dict[int, int] = {}
        for node in nodes(entity):
            assert _max_params(node, memo) == highest_param(node), name
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("piece", ["Z1fIiEvT_E1a", "Z1gvE1A", "Z1gvEUlvE_", "Z1gIiEvT_EUlT_E_"])
def test_long_chains_of_local_names_read_and_print(piece):
    # (bench/bench_long_names.py times them at 256 KiB)
    name = ("_Z1fIiEv" if "T_" in piece else "_Z1f") + piece * (32 * 1024 // len(piece))
    symbol = demangle(name)
    assert symbol.format("llvm").count("::") >= name.count("E1") + name.count("EUl")
    for style in ("opencl", "gnu"):
        symbol.format(style)
    symbol.to_json()
