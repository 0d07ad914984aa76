"""Issue 21: the gnu style refuses the names c++filt cannot print because a
template parameter stands where libiberty has no template in scope
(spirmangle.render.gnu_unscoped): the name's own template arguments, a local name's
entity, a vtable's class.  c++filt copies such a name through; so does our
filter, and ``format("gnu")`` raises DemangleError naming the symbol.  The
places where libiberty does have a scope (the signature, a lambda's signature,
a conversion operator template's type, a reference it printed before in the
return type) still print.  Every case is compared with c++filt live."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest

from peers import GNU, LLVM, printed
from spirmangle import DemangleError, demangle

# c++filt copies these through (the brief's cases, and more of the same rule)
REFUSED = [
    "_Z1aIiT_Evv", "_Z1aIiDtsZT_EEvv", "_Z1aIiN1bIT_EEEvv", "_ZN1b1aIiT_EEvv",
    "_ZZ1aIiT_EvvE1x", "_ZZ1avEN1bIiT_EE", "_Z1aIeDpDtsZT_EaEDaDxFhblE",
    "_Z1aIiRT_EvS1_", "_Z1aIiRT_ES0_v", "_ZZ1aIiRT_ES1_vE1x",
]
# ... and so do we, in every style (the model reads no such name)
UNREAD = ["_ZTV1aIiT_E", "_ZZ1fIiEvvEN1g1hIT_EEvv"]
# c++filt prints these (libiberty has a template in scope there)
PRINTED = [
    "_Z1aIiRT_ES1_v",  # the return type's reference saved the scope
    "_ZZ1fvENKUlT_E_clIiEEDaS_",  # a lambda's signature: auto:1
    "_ZN1AIiEcvT_IcEEv", "_ZN1AcvT_IiEEv",  # a conversion operator template's type
    "_Z1fIL_Z1gIiEvT_EEvv",  # an encoding's own signature
    "_ZZ1fIiEvvEN1g1hIcEEvT_", "_ZZ1fIiEvT_E1x", "_ZGVZ1fIiEvT_E1x", "_ZTh0_N1AIiE1fIcEEvT_",
    "_Z1fIiEvDTcl1gIT_EEE",
]


def _gnu(name: str) -> str:
    """What the gnu style's filter prints for ``name``: its text, or the name itself."""
    try:
        return demangle(name).format("gnu")
    except DemangleError:
        return name


@pytest.mark.parametrize("name", REFUSED + UNREAD + PRINTED)
def test_the_gnu_style_prints_what_cxxfilt_prints(name: str) -> None:
    assert _gnu(name) == printed(GNU, [name])[0]


@pytest.mark.parametrize("name", REFUSED)
def test_a_refused_name_is_a_demangle_error_naming_it_and_other_styles_print(name: str) -> None:
    symbol = demangle(name)  # (the model reads it: LLVM prints most of them)
    with pytest.raises(DemangleError) as info:
        symbol.format("gnu")
    assert info.value.name == name and "c++filt prints no template parameter" in info.value.reason
    symbol.format("cxx")  # the exact reading prints
    llvm = printed(LLVM, [name])[0]
    if llvm != name:
        assert symbol.format("llvm") == llvm


def test_the_filter_copies_a_refused_name_through() -> None:
    text = "call _Z1aIiT_Evv then _Z1aIiEvT_\n"
    done = subprocess.run([sys.executable, "-m", "spirmangle", "demangle", "--style", "gnu"],
                          input=text, capture_output=True, text=True, check=True)
    assert done.stdout == printed(GNU, [text.rstrip("\n")])[0] + "\n"
    assert done.stdout == "call _Z1aIiT_Evv then void a<int>(int)\n"


# ------------------------------------------------------------ generated names
ENTITIES = ("_Z1aI{}E{}", "_ZN1b1aI{}EE{}", "_ZZ1aI{}E{}E1x", "_ZZ1avEN1bI{}EE{}",
            "_ZN1bI{}E1aIcEE{}", "_ZTV1aI{}E{}")
ARGS = ("iT_", "iPT_", "iRT_", "iN1cIT_EE", "iDtsZT_EE", "iFT_vE", "iLi1E", "icvT_",
        "iDpT_", "iA2_T_", "iL_Z1gIiEvT_E", "iUlT_E_")
SIGNATURES = ("vv", "vT_", "vS1_", "S1_v", "T0_v", "vRT_", "vPT_")


def _generated() -> list[str]:
    return [entity.format(arg, "" if entity.startswith("_ZTV") else sig)
            for entity, arg, sig in itertools.product(ENTITIES, ARGS, SIGNATURES)]


def test_generated_names_print_as_cxxfilt_prints_them() -> None:
    names = sorted(set(_generated()))
    theirs = printed(GNU, names)
    read = refused = 0
    wrong = []
    for name, text in zip(names, theirs):
        try:
            demangle(name, "itanium")
        except DemangleError:
            # (the model refuses it, or reads it in OpenCL only: clang's phantom
            # candidates, which c++filt does not know, give S1_ of _ZN1b1aIiEES1_v)
            continue
        read += 1
        ours = _gnu(name)
        refused += ours == name
        if ours != text:
            wrong.append((name, ours, text))
    assert not wrong, wrong[:10]
    assert read > 150 and 30 < refused < read, (read, refused)


def test_json_names_the_gnu_style_as_misreading_a_refused_name() -> None:
    assert demangle("_Z1aIiT_Evv").to_json()["peer_misread"] == ["gnu"]
    assert demangle("_Z1aIiEvT_").to_json()["peer_misread"] == []
