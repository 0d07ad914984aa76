"""Hypothesis strategies for model signatures in the canonical form each dialect reads back.

* clang: every pointee carries an address space (``__private`` included) and
  by-value parameters are unqualified, as in clang's function types.
* spir: no ``__private`` qualifier (it is not spelled), images without access,
  pipes as parameters.
* itanium: pointees may be unqualified; an address space is always spelled.
"""

from __future__ import annotations

from hypothesis import strategies as st

from spirmangle.model.bounds import walk

from spirmangle.model import (
    IMAGE_SHAPES,
    OPAQUE_TYPES,
    AddressSpace,
    Atomic,
    BlockPointer,
    Builtin,
    Function,
    FunctionType,
    Image,
    NamedType,
    NestedName,
    Opaque,
    Pipe,
    Pointer,
    Qualified,
    SourceName,
    TemplateName,
    Vector,
)

SCALARS = ["bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
           "float", "double", "half"]
ACCESS = ["read_only", "write_only", "read_write"]

identifiers = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True).filter(
    lambda s: not s.startswith("ocl_"))
scalars = st.sampled_from(SCALARS).map(Builtin)


def types(dialect: str) -> st.SearchStrategy:
    """Types (for parameters) in ``dialect``'s canonical form."""
    if dialect == "spir":
        images = st.sampled_from(IMAGE_SHAPES).map(lambda s: Image(s, None))
        spaces = st.sampled_from([None] + [a for a in AddressSpace if a != AddressSpace.PRIVATE])
    else:
        images = st.builds(Image, st.sampled_from(IMAGE_SHAPES), st.sampled_from(ACCESS))
        spaces = st.sampled_from(list(AddressSpace) + ([None] if dialect == "itanium" else []))
    leaves = st.one_of(
        scalars,
        st.builds(Vector, scalars, st.sampled_from([2, 3, 4, 8, 16])),
        st.builds(Atomic, scalars),
        images,
        st.sampled_from(sorted(OPAQUE_TYPES)).map(Opaque),
        identifiers.map(lambda n: NamedType(SourceName(n))),
        st.just(Pipe()),
    )

    def pointee(inner: st.SearchStrategy) -> st.SearchStrategy:
        def build(base, space, const, volatile):
            if space is None and not (const or volatile):
                return base
            return Qualified(base, space, const, volatile)
        return st.builds(build, inner.filter(lambda t: type(t) is not Pipe or dialect != "spir"),
                         spaces, st.booleans(), st.booleans())

    def extend(inner: st.SearchStrategy) -> st.SearchStrategy:
        params = st.lists(inner.filter(lambda t: type(t) is not Pipe or dialect != "spir"),
                          max_size=3).map(tuple)
        return st.one_of(
            pointee(inner).map(Pointer),
            st.builds(lambda r, p: BlockPointer(FunctionType(r, p)),
                      st.one_of(st.just(Builtin("void")), inner), params),
        )

    return st.recursive(leaves, extend, max_leaves=6)


def functions(dialect: str) -> st.SearchStrategy:
    """Functions with plain, nested and template names."""
    params = st.lists(types(dialect), max_size=5).map(tuple)
    plain = st.builds(lambda n, p: Function(SourceName(n), p), identifiers, params)
    nested = st.builds(lambda ns, n, p: Function(NestedName((SourceName(ns), SourceName(n))), p),
                       identifiers, identifiers, params)
    templated = st.builds(
        lambda n, args, p, r: Function(TemplateName(SourceName(n), args), p, r),
        identifiers, st.lists(scalars, min_size=1, max_size=2).map(tuple), params,
        st.one_of(scalars, st.just(Builtin("void")))).filter(_no_class_named_as_template)
    return st.one_of(plain, nested, templated)


def _no_class_named_as_template(fn: Function) -> bool:
    """Whether no parameter's class has the function template's name: C++ lets a
    class share it, but clang substitutes the class and the template as two
    entities (it writes the class in full), while the model, which knows names
    only, substitutes one spelling; the demangler reads such a name as the template
    used as a type (no compiler's), e.g. ``_Z8a0000000IbcEvU13block_pointerFU7_AtomicbPU3AS4KS_ES2_``."""
    name = fn.name.name  # type: ignore[union-attr]
    return not any(type(n) is NamedType and n.name == name for n in walk(fn.params))
