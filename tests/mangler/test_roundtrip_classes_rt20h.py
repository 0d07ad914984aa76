"""Round-trip classes of the issue 20 campaign taken by the rt-20h branch: each
name is read, mangled back under its dialect and read again to the same model
(tests/support/roundtrip), and the live peers read both spellings as we print
them where they read them."""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from roundtrip import peers_agree, remangled
from spirmangle import demangle


# A constraint inside a substitution candidate recorded after a constraint was
# read: a local entity's function with a trailing requires-clause (Z 4_Z1f v QT_ E 1g),
# a template-id whose arguments end with one (1X IiQT_E).  A candidate recorded
# inside a constraint reads, outside it, with the constraint's T_ the template
# parameter of that place (spirmangle.demangler.requires); the constraint's own
# T_ inside such a candidate is read inside its constraint wherever the
# candidate is written, so it stays the constraint's.  The substitution read it
# as a template parameter: another model than the type it stands for (the
# mangler wrote the type in full, the campaign's name), or a T_ with no referent
# (the name refused, which both peers read).
@pytest.mark.parametrize("name, again", [
    ("_ZNW3std2clILn4294967296EEEFDv3_jrKORKZ4_Z1fvQT_E1gS4_REi",
     "_ZW3std2clILn4294967296EEFDv3_jrKORKZ4_Z1fvQT_E1gS4_REi"),
    ("_Z1fRZ1gvQT_E1hS0_", None),
    ("_Z1f1XIiQT_ES0_", None),
])
def test_a_constraint_inside_a_candidate_stays_the_constraints(name, again):
    assert remangled(name) == (again or name)
    peers_agree(name, again or name)
    params = demangle(name).entity.params
    if len(params) == 2:  # (the substitution is the type it stands for)
        assert params[0] == params[1]
    assert printed(LLVM, [name]) == [demangle(name).format("llvm")]
    assert printed(GNU, [name])[0] in (name, demangle(name).format("gnu"))
