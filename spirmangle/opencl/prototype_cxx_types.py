"""Types of C++ for OpenCL and SYCL declarations (spirmangle.opencl.prototype_cxx): builtin
words, template parameters in a specialization's signature, and the default
address spaces of pointees and referees."""

from __future__ import annotations

from ..model import Builtin, Type
from ..model.dependent import by_value, read_as, rebuild, through_template_params, with_defaults
from ..model.typecodes import CXX_WORDS

_CXX_WORDS = CXX_WORDS  # (the spellings C++ adds to OpenCL C's: spirmangle.model.typecodes)


def builtin_words(words: tuple[str, ...]) -> Type:
    """``unsigned long`` -> ulong...; ValueError for an invalid combination."""
    from .prototype import _builtin_from_words

    if words in _CXX_WORDS:
        return Builtin(_CXX_WORDS[words])
    return _builtin_from_words(words)


__all__ = ["builtin_words", "by_value", "read_as", "rebuild", "through_template_params", "with_defaults"]
