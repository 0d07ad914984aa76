"""Each catalogue family without exceptions against the clang 19 corpus: it produces
no name clang does not, and misses none of the corpus rows of the builtins it
declares.  (The math and vendor families share "dot": their own tests compare them.)"""

import pytest

import catalogue_check
import corpus

pytestmark = pytest.mark.skipif(not corpus.available(), reason=corpus.skip_reason())

FAMILIES = ["atomics", "sync", "images", "groups", "enqueue", "integer", "conversions", "vectors"]


@pytest.fixture(scope="module", params=FAMILIES)
def comparison(request):
    return catalogue_check.compare([request.param])


@pytest.mark.parametrize("config", list(corpus.CONFIGS))
def test_no_extra_no_missing(comparison, config):
    extra, missing, _ = comparison[config]
    assert extra == []
    assert [r.mangled for r in missing] == []
