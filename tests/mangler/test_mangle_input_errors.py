"""mangle() takes a model; anything else is a clear MangleError naming what it got and the
way from a declaration's text (parse_prototype), never an AttributeError from inside."""

import pytest

import spirmangle
from spirmangle import MangleError, mangle, mangle_type, parse_prototype


@pytest.mark.parametrize("bad", ["float4 fract(float4 x, __global float4 *p)", 3, None,
                                 b"_Z1fv", ["_Z1fv"]])
def test_mangle_of_something_else_than_a_model_is_a_mangle_error(bad):
    with pytest.raises(MangleError) as info:
        mangle(bad)
    message = str(info.value)
    assert type(bad).__name__ in message
    assert "parse_prototype" in message


def test_a_type_is_no_entity_but_mangle_type_takes_it():
    fn = parse_prototype("void f(int x)")
    with pytest.raises(MangleError, match="mangle_type"):
        mangle(fn.params[0])
    assert mangle_type(fn.params[0]) == "i"


def test_the_text_route_the_message_names_works():
    text = "float4 fract(float4 x, __global float4 *p)"
    assert mangle(spirmangle.parse_prototype(text)) == "_Z5fractDv4_fPU3AS1S_"
