"""Types of C++ for OpenCL and SYCL declarations (spirmangle.opencl.prototype_cxx): builtin
words, template parameters in a specialization's signature, and the default
address spaces of pointees, referees and a member function's ``this``."""

from __future__ import annotations

from typing import Optional

from ..model import AddressSpace, Builtin, Function, NestedName, Qualified, SourceName, TemplateName, Type
from ..model.node import replace
from ..model.dependent import by_value, read_as, rebuild, through_template_params, with_defaults
from ..model.typecodes import CXX_WORDS

_CXX_WORDS = CXX_WORDS  # (the spellings C++ adds to OpenCL C's: spirmangle.model.typecodes)


def builtin_words(words: tuple[str, ...]) -> Type:
    """``unsigned long`` -> ulong...; ValueError for an invalid combination."""
    from .prototype import _builtin_from_words

    if words in _CXX_WORDS:
        return Builtin(_CXX_WORDS[words])
    return _builtin_from_words(words)


def default_this(fn: Function, classes: "set[str] | frozenset[str]",
                 space: Optional[AddressSpace]) -> Function:
    """C++ for OpenCL: a member function written with no address space after its
    parameters has the default one on ``this`` (``space``, ``__generic``: clang-19
    writes ``void S::m(int)`` as ``_ZNU3AS41S1mEi``, a constructor, destructor,
    operator and static member alike).  A member is a name whose scope is a class
    ``classes`` lists (``--class S``, ``struct S``); any other scope is a
    namespace, as the text cannot tell them apart."""
    name = fn.name
    if space is not AddressSpace.GENERIC or not isinstance(name, NestedName) \
            or len(name.parts) < 2 \
            or name.qualifiers is not None and name.qualifiers.addrspace is not None:
        return fn
    owner = name.parts[-2]
    if isinstance(owner, TemplateName):
        owner = owner.name
    if not isinstance(owner, SourceName) or owner.identifier not in classes:
        return fn
    this = name.qualifiers or Qualified(Builtin("void"))
    return replace(fn, name=replace(name, qualifiers=replace(this, addrspace=space)))


__all__ = ["default_this", "builtin_words", "by_value", "read_as", "rebuild", "through_template_params", "with_defaults"]
