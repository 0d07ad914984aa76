"""The examples in the public library functions' docstrings run and print what
they say (doctest), and every public function of spirmangle.__all__ has one."""

from __future__ import annotations

import doctest

import spirmangle
from spirmangle.library import api


def test_the_library_docstring_examples_pass() -> None:
    result = doctest.testmod(api, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 25
    assert result.failed == 0


def test_every_library_function_has_an_example() -> None:
    for name in api.__all__:
        function = getattr(spirmangle, name)
        assert function is getattr(api, name)
        assert ">>> " in (function.__doc__ or ""), name
