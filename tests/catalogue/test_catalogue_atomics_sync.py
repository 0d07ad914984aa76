"""The atomics and sync catalogue families: overloads spelled out (the corpus comparison is
in test_catalogue_families.py)."""

import pytest

import corpus

pytestmark = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())


def test_printf_unmangled_only_in_clang():
    from spirmangle.catalogue import family_decls
    from spirmangle.catalogue.core import expand
    from spirmangle.config import get_target, language

    def printf(dialect):
        return [o.mangled for o in expand(family_decls("sync"), get_target("spir"),
                                          language("CL1.2"), dialect) if o.name == "printf"]

    assert printf("clang") == ["printf"]
    assert printf("spir") == ["_Z6printfPU3AS2Kcz"]


def test_compare_exchange_private_expected_is_a_phantom_candidate():
    from spirmangle.catalogue import family_decls
    from spirmangle.catalogue.core import expand
    from spirmangle.config import get_target, language

    names = {o.mangled for o in expand(family_decls("atomics"), get_target("spir64"),
                                       language("CL3.0"), "clang")}
    assert "_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_" in names
