"""Random declarations whose parameters are class templates with packs (issue 25):
``tuple<...>`` (type packs: empty, one, several, nested), ``Pk<T, ...>`` (a pack
after an argument), ``Ints<...>`` and ``Seq<T, ...>`` (packs of values), through
pointers, references and address spaces.  Each batch is compiled live by clang-19
(C++ for OpenCL 2021 and SYCL device code, spir64): every declaration, written
as the opencl style writes a pack (in braces), mangles as clang-19 mangles its
source, and the symbol's opencl text mangles back to it (hypothesis, derandomized)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spirmangle import demangle, language, mangle, parse_prototype
from test_class_packs import CLASSES, KERNEL_ATTR, TEMPLATES
from test_prototype_cxx import clang_symbols, needs_clang

# (the source's spelling, ours) of a pack's element or an ordinary argument
_LEAVES = [("int", "int"), ("char", "char"), ("float", "float"), ("Foo", "Foo"),
           ("unsigned long", "ulong"), ("const int", "const int"),
           ("AS_G int *", "__global int *"), ("AS_L Foo *", "__local Foo *"),
           ("Tpl<int>", "Tpl<int>")]


@st.composite
def _element(draw: st.DrawFn, depth: int) -> tuple[str, str]:
    if depth < 1 and draw(st.integers(0, 3)) == 0:
        return draw(_class(depth + 1))
    return draw(st.sampled_from(_LEAVES))


@st.composite
def _class(draw: st.DrawFn, depth: int = 0) -> tuple[str, str]:
    """A class template's specialization with a pack among its arguments."""
    kind = draw(st.sampled_from(["tuple", "Pk", "Ints", "Seq", "std::tuple"]))
    if kind in ("Ints", "Seq"):
        values = draw(st.lists(st.integers(-3, 40), max_size=3))
        if kind == "Ints":
            return ("Ints<%s>" % ", ".join(map(str, values)),
                    "Ints<{%s}>" % ", ".join(map(str, values)))
        head = draw(st.sampled_from([("long", "l"), ("int", ""), ("unsigned int", "u")]))
        spelled = ", ".join("%d%s" % (v, head[1]) for v in values if v >= 0 or head[1] != "u")
        kept = [v for v in values if v >= 0 or head[1] != "u"]
        return ("Seq<%s%s>" % (head[0], "".join(", %d" % v for v in kept)),
                "Seq<%s, {%s}>" % ({"unsigned int": "uint"}.get(head[0], head[0]), spelled))
    elements = draw(st.lists(_element(depth), max_size=3))
    source = ", ".join(s for s, _ in elements)
    text = ", ".join(t for _, t in elements)
    if kind == "Pk":
        first = draw(st.sampled_from(_LEAVES))
        return ("Pk<%s%s>" % (first[0], source and ", " + source),
                "Pk<%s, {%s}>" % (first[1], text))
    return "%s<%s>" % (kind, source), "%s<{%s}>" % (kind, text)


@st.composite
def _param(draw: st.DrawFn) -> tuple[str, str]:
    source, text = draw(_class())
    shape = draw(st.sampled_from(["", " *", " &", "const &", "AS_G *", " **"]))
    if shape == "const &":
        return "const %s &" % source, "const %s &" % text
    if shape == "AS_G *":
        return "AS_G %s *" % source, "__global %s *" % text
    return source + shape, text + shape


@st.composite
def _batch(draw: st.DrawFn) -> list[tuple[str, str]]:
    """(clang source, our text) of a batch of declarations."""
    out = []
    for i in range(draw(st.integers(30, 40))):
        params = draw(st.lists(_param(), min_size=1, max_size=3))
        out.append(("void r%d(%s) {}" % (i, ", ".join(s for s, _ in params)),
                    "r%d(%s)" % (i, ", ".join(t for _, t in params))))
    return out


def _mangle(text: str, sycl: bool) -> str:
    fn = parse_prototype(text, lang=language("CLC++2021", sycl=sycl), classes=CLASSES)
    return mangle(fn, dialect="itanium" if sycl else "clang")


@needs_clang
@pytest.mark.parametrize("sycl", [False, True], ids=["clcpp2021", "sycl"])
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck),
          derandomize=True)
@given(batch=_batch())
def test_random_class_packs_mangle_as_clang_and_read_back(
        sycl: bool, batch: list[tuple[str, str]]) -> None:
    symbols = clang_symbols(KERNEL_ATTR + TEMPLATES + "\n".join(s for s, _ in batch), sycl)
    for _, text in batch:
        got = _mangle(text, sycl)
        assert got in symbols, (text, got)
        back = demangle(got, dialect="itanium" if sycl else "auto").format("opencl")
        assert _mangle(back, sycl) == got, (text, back)
