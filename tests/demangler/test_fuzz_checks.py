"""The fuzzer's round-trip classifier (bench/fuzzlib/checks.py) calls narrowly
``noncanonical`` what is a peer's manner on two spellings of one entity, and still
flags a real misread as ``roundtrip``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "bench"))

from fuzzlib import checks  # noqa: E402
from peers import LLVM, printed  # noqa: E402
from spirmangle import demangle  # noqa: E402


def kinds(name: str) -> dict[str, str]:
    accepted, failures = checks.check_name(name, explain_rate=0.0)
    assert accepted
    return {f.kind: f.category for f in failures}


# A local entity that starts with a substitution of the enclosing function's
# prefix (Z...E N S5_ ... E) whose closure has template parameters mangles back to
# a spelling that reads alike (tests/mangler/test_roundtrip_local_prefix.py); the prefix written in full
# reads as one model, but LLVM numbers the closure's template parameters in it again
# ($T0, $TT1...): the classifier calls that full spelling noncanonical, not roundtrip.
@pytest.mark.parametrize("name, full", [
    ("_ZZN1T8oratorEN4_ZarILZ3tdvEU3AS4iEUlTylE_1B3abiEENS5_E",
     "_ZZN1T8oratorEN4_ZarILZ3tdvEU3AS4iEUlTylE_1B3abiEEN1T8oratorEN4_ZarILZ3tdvES2_EUlTylE_1BE"),
    ("_ZZNDTcvmfp_EUlTtTnmETtEvE_I12_OBAL__N_11iEEENS0_3aroI9ocl_queueEE",
     "_ZZNDTcvmfp_EUlTtTnmETtEvE_I12_OBAL__N_11iEEENDTcvmfp_EUlTtTnmETtEvE_3aroI9ocl_queueEE"),
])
def test_closure_parameters_numbered_again_are_noncanonical(name, full, monkeypatch):
    assert "roundtrip" not in kinds(name)
    symbol = demangle(name)
    again = checks.mangle(symbol.entity, dialect=symbol.dialect)  # (N S5_ E: N S4_ 1B E)
    assert demangle(again, symbol.dialect).format("llvm") == symbol.format("llvm")
    other = demangle(full, symbol.dialect)
    assert printed(LLVM, [name, full]) == [symbol.format("llvm"), other.format("llvm")]
    assert symbol.format("llvm") != other.format("llvm")
    monkeypatch.setattr(checks, "mangle", lambda *args, **kwargs: full)  # (as before)
    found = kinds(name)
    assert "roundtrip" not in found and found["noncanonical"].startswith("noncanonical")


def test_a_real_misread_is_still_flagged(monkeypatch):
    """A re-read that differs in more than closure parameter names (here: a model
    whose re-read prints another type) stays a roundtrip failure."""
    name = "_ZZN1T8oratorEN4_ZarILZ3tdvEU3AS4iEUlTylE_1B3abiEENS5_E"
    full = "_ZZN1T8oratorEN4_ZarILZ3tdvEU3AS4iEUlTylE_1B3abiEEN1T8oratorEN4_ZarILZ3tdvES2_EUlTylE_1BE"
    real = checks.demangle
    monkeypatch.setattr(checks, "mangle", lambda *args, **kwargs: full)  # (its former spelling)

    def misread(mangled, *args, **kwargs):
        symbol = real(mangled, *args, **kwargs)
        if mangled != name:  # the re-read of the canonical spelling reads another name
            return real("_ZZN1T8oratorEN4_ZarILZ3tdvEU3AS4jEUlTylE_1B3abiEENS5_E", *args, **kwargs)
        return symbol

    monkeypatch.setattr(checks, "demangle", misread)
    found = kinds(name)
    assert found.get("roundtrip", "").startswith("roundtrip")


# The canonical spelling of a name with an inheriting constructor that the reader
# refuses on purpose (clang and g++ number the candidates after the base class
# otherwise: tests/demangler/test_inheriting_ctors.py); the name, a longer spelling
# no compiler writes, is read exactly (tests/data/campaign20_roundtrip.tsv, refused).
REFUSED = "_ZSt3barIRKmL_ZNS_4spanCI1S_IM8operatorPU4AS10rKPKisEEhvDU17_1EEE1EDs"
# (g++'s numbering: its canonical spelling substitutes the inheriting constructor
# template's base in its arguments, S9_, which the reader refuses for that reason)
REFUSED_GXX = ("_ZW4span7__cxx11IL_ZN4sycl1i13ocl_reserveidml8operatorCI2Npl1SIXna_ipidlmLppLi0E"
               "5cxx11EEEEI14ocl_image2d_roEE14ocl_image2d_roDhEEmSi11ocl_image2d")


@pytest.mark.parametrize("name", [REFUSED, REFUSED_GXX])
def test_a_canonical_spelling_refused_on_purpose_is_noncanonical(name):
    found = kinds(name)
    assert "roundtrip" not in found
    assert found["noncanonical"] == "noncanonical canonical spelling refused (inheriting constructor)"


def test_another_refusal_of_the_canonical_spelling_is_flagged(monkeypatch):
    real = checks.demangle

    def refuse(mangled, *args, **kwargs):
        if mangled != REFUSED:
            raise checks.DemangleError(mangled, 0, "unexpected 'E'")
        return real(mangled, *args, **kwargs)

    monkeypatch.setattr(checks, "demangle", refuse)
    assert kinds(REFUSED)["roundtrip"] == "roundtrip re-demangle DemangleError: unexpected 'E'"
