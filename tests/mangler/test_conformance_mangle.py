"""Every corpus row: the prototype from the signature column mangles to clang's symbol."""

import pytest

import corpus
from spirmangle import language, mangle, parse_prototype

pytestmark = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())


@pytest.mark.parametrize("config", sorted(corpus.CONFIGS))
def test_corpus_mangles_exactly(config):
    target, cl_std, cl_ext = corpus.CONFIGS[config]
    lang = language(cl_std, cl_ext)
    failures = []
    count = 0
    for row in corpus.rows(config):
        if row.mangled == "printf":
            continue
        count += 1
        got = mangle(parse_prototype(row.prototype(), target=target, lang=lang), target=target)
        if got != row.mangled:
            failures.append((row.prototype(), row.mangled, got))
    assert count > 10000
    assert not failures, "%d of %d differ, first: %s" % (len(failures), count, failures[:5])
