"""A local name's discriminator written as bare digits at the very end of the name
(``_ZZ...E8DOpcodes29``): old Apple compilers wrote it for function-local statics,
and LLVM reads it (ItaniumDemangle.h's parse_discriminator, "extension :=
decimal-digit+ at the end of string"); libcxxabi's test_demangle.pass.cpp holds
51 such names from a real ARM backend.  c++filt reads none of them.

The model keeps the form (``LocalName.discriminator_form == "bare"``), so the name
mangles back to itself; the mangler refuses a bare discriminator anywhere but at
the end of the name, where it would read as another name.  Digits that do not
reach the end (``29.cold``, ``29_``) are no discriminator, as for LLVM.

The same rule reads a name whose last source name is one character short
(``_ZTSZ3barvE11kernel_name3``, a SPIR-V translator test's ``kernel_name3``
written with the length 11) as LLVM does, ``bar()::kernel_name`` with the
discriminator 3: no reading tells the two apart, and the peer's is the one the
libcxxabi suite asks for (an earlier version refused such names by design).
``spirmangle explain`` shows the ``3`` as a DISCRIMINATOR token."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spirmangle import DemangleError, MangleError, demangle, mangle
from spirmangle.model import LocalName, Variable

from peers import GNU, LLVM, printed

# Real names from libcxxabi's suite, and the forms LLVM's rule covers: after a
# nested, a template, an unnamed type or a string literal entity, under a
# special name, nested in another local name, and the number 0.
READ = [
    "_ZZN12_GLOBAL__N_115ARMDAGToDAGISel6SelectEPN4llvm6SDNodeEE8DOpcodes29",
    "_ZZN12_GLOBAL__N_115ARMDAGToDAGISel6SelectEPN4llvm6SDNodeEE9QOpcodes131",
    "_ZZN12_GLOBAL__N_116Thumb2SizeReduce13ReduceSpecialERN4llvm17MachineBasicBlock"
    "EPNS1_12MachineInstrERKNS_11ReduceEntryEbE11NarrowEntry11",
    "_ZZ1fvE1a29",
    "_ZZ1fvE1a0",
    "_ZZ1fIiEvvE1a29",
    "_ZZ1fvE1aIiE29",
    "_ZZ1fvEN1a1bE29",
    "_ZZ1fvEUt_29",
    "_ZZ1fvEs29",
    "_ZZZ1fvE1aE1b29",
    "_ZGVZ1fvE1a29",
    "_ZTSZ1fvE1a29",
    "_ZTSZ3barvE11kernel_name3",
    "_ZZ3barvE1x3",
]

# LLVM reads none of these: the digits do not end the name, follow a default
# argument's name, or follow a discriminator already read.
NOT_READ = ["_ZZ1fvE1a29.cold", "_ZZ1fvE1a29_", "_ZZ1fvEd_1a29", "_ZZ1fvE1a29x", "_Z1f29",
            "___ZZ1fvE1a29_block_invoke"]


def _local(sym: object) -> LocalName:
    entity = sym.entity  # type: ignore[attr-defined]
    name = getattr(entity, "target", entity)
    name = getattr(name, "name", name)
    assert type(name) is LocalName, name
    return name


def test_bare_discriminators_read_as_llvm_cxxfilt_prints_them() -> None:
    for name, line in zip(READ, printed(LLVM, READ)):
        assert line != name, name  # (the peer reads it)
        sym = demangle(name)
        assert sym.format("llvm") == line, name
        assert sym.format("opencl")
        assert mangle(sym.entity, dialect=sym.dialect) == name


def test_the_number_and_its_form_are_in_the_model() -> None:
    local = _local(demangle(READ[0]))
    assert (local.discriminator, local.discriminator_form) == (29, "bare")
    local = _local(demangle("_ZZ1fvE1a0"))
    assert (local.discriminator, local.discriminator_form) == (0, "bare")
    assert _local(demangle("_ZZ1fvE1a_2")).discriminator_form == ""


def test_the_gnu_style_prints_what_it_prints_for_the_abis_spelling() -> None:
    """c++filt reads no bare discriminator; the gnu style prints the name as it
    prints the same entity with the ABI's ``__29_``."""
    assert printed(GNU, ["_ZZ1fvE1a29"]) == ["_ZZ1fvE1a29"]
    for name in READ:
        sym = demangle(name)
        local = _local(sym)
        assert local.discriminator is not None
        n = local.discriminator
        written = ("_%d" % n) if n < 10 else ("__%d_" % n)
        digits = str(n)
        assert name.endswith(digits)
        canonical = demangle(name[:-len(digits)] + written)
        assert sym.format("gnu") == canonical.format("gnu"), name


def test_digits_that_do_not_end_the_name_are_no_discriminator() -> None:
    assert printed(LLVM, NOT_READ) == NOT_READ
    for name in NOT_READ:
        with pytest.raises(DemangleError):
            demangle(name)


def test_a_leading_zero_is_refused_as_it_would_not_mangle_back() -> None:
    """LLVM reads ``01`` too; the number 1 would mangle back as ``1``, another
    name, so spirmangle refuses the spelling rather than misread it."""
    assert printed(LLVM, ["_ZZ1fvE1a01"]) == ["f()::a"]
    with pytest.raises(DemangleError, match="leading zero"):
        demangle("_ZZ1fvE1a01")


def test_the_mangler_writes_a_bare_discriminator_only_at_the_end() -> None:
    """A local class's bare discriminator in the last parameter type ends the
    name (``_Z1gZ1fvE1a29``, LLVM reads it); before another parameter the digits
    would run into it (``_Z1gZ1fvE1a29i``): refused, not written."""
    outer = demangle("_Z1gZ1fvE1a_2i").entity
    param = outer.params[0]  # type: ignore[attr-defined]
    bare = replace(param, name=replace(param.name, discriminator=29, discriminator_form="bare"))
    last = replace(outer, params=(bare,))
    assert mangle(last) == "_Z1gZ1fvE1a29"
    assert printed(LLVM, ["_Z1gZ1fvE1a29", "_Z1gZ1fvE1a29i"]) == ["g(f()::a)", "_Z1gZ1fvE1a29i"]
    assert demangle("_Z1gZ1fvE1a29").entity == last
    with pytest.raises(MangleError, match="reads as another"):
        mangle(replace(outer, params=(bare,) + outer.params[1:]))  # type: ignore[attr-defined]
    local = _local(demangle("_ZZ1fvE1a29"))
    assert mangle(Variable(local)) == "_ZZ1fvE1a29"
    with pytest.raises(MangleError, match="no number"):
        mangle(Variable(replace(local, discriminator=None)))
    with pytest.raises(MangleError, match="form"):
        mangle(Variable(replace(local, discriminator_form="odd")))


def test_a_temporarys_number_is_not_a_discriminator() -> None:
    """``_ZGR <name> [<seq-id>] _``: digits before the trailer are the seq-id
    (``0_``: the second temporary); without a trailer they end the name."""
    names = ["_ZGRZ1fvE1x0_", "_ZGRZ1fvE1x29"]
    for name, line in zip(names, printed(LLVM, names)):
        sym = demangle(name)
        assert sym.format("llvm") == line
        assert mangle(sym.entity, dialect=sym.dialect) == name
    assert demangle("_ZGRZ1fvE1x0_").entity.offsets == (1,)  # type: ignore[attr-defined]
    assert _local(demangle("_ZGRZ1fvE1x29")).discriminator_form == "bare"
