"""The llvm style's fast path (spirmangle.render.fast) prints exactly what the
generic printer prints, or leaves the entity to it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from spirmangle import DemangleError, demangle
from spirmangle.model.bounds import template_args
from spirmangle.render.core import Printer
from spirmangle.render.fast import llvm_text

SAMPLE = Path(__file__).resolve().parent.parent.parent / "bench" / "data" / "cxx_corpus_sample.txt"
# Shapes the fast path prints: OpenCL builtins (vectors, address spaces, images,
# pipes), std:: names with abbreviations, constructors, references to collapse,
# template parameters, literals, special names, host address spaces.
NAMES = [
    "_Z5fractDv4_fPU3AS1S_", "_Z11read_imagef14ocl_image1d_ro11ocl_samplerf",
    "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj", "_Z3maxDv8_mS_", "_Z1fPU8CLglobali",
    "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKcm",
    "_ZNKSt5ctypeIwE8do_widenEPKcS2_Pw", "_ZNSsC1ENSs12__sv_wrapperERKSaIcE",
    "_ZNSaIcED2Ev",
    "_ZStrsIcSt11char_traitsIcESaIcEERSt13basic_istreamIT_T0_ES7_RSbIS4_S5_T1_E",
    "_Z1fIiEvOT_", "_Z1fIRiEvOT_", "_Z1fILi3ELb1ELm7EEvv", "_ZTVSt9exception",
    "_ZN12_GLOBAL__N_11fEv", "_ZNK1A1fEv", "_ZNR1A1fEv", "_Z1fPVKi", "_ZN1AcviEv",
    "_ZN1AplERKS_", "_ZL1fv", "_ZTv0_n24_N1A1fEv",
    # argument packs (empty, nested, with literals) and enumerator literals
    "_Z1fIJicEEvv", "_Z1fIJEEvv", "_Z1fIiJEEvv", "_Z1fIJiJcdEEEvv", "_Z1fIJLi1ELi2EEEvv",
    "_ZN1AIJiP1BEE1fEv", "_Z1fIL1E0EEvv", "_Z1fIL1En3EEvv", "_Z1fILN1a1EE2EEvv",
    "_ZTIN4llvm7jitlink18ELFJITLinker_ppc64ILNS_10endiannessE1EEE", "_ZTIN4llvm13format_objectIJaEEE",
]
# Of them, those llvm-cxxfilt-19 prints (its demangler, pydemumble, is the oracle).
PACKS_AND_ENUMERATORS = NAMES[-10:]
# Shapes left to the generic printer (a tagged class's constructor, a function
# pointer, an array, a pack, a local name, a vendor qualifier, clang's enable_if).
OTHERS = [
    "_Z1fUa9enable_ifIXLi1EEEv",
    "_ZNSt8ios_base7failureB5cxx11C1EPKcRKSt10error_code", "_Z1fPFviE", "_Z1fRA3_i",
    "_Z1fIJicEEvDpT_", "_ZZ1fvE1a", "_Z1fPU5Fancyi",
]


def _agree(name: str) -> bool:
    """Whether the fast path printed ``name`` (each dialect, address space
    spelling), failing where it printed something else."""
    printed = False
    for dialect in ("auto", "itanium"):
        try:
            entity = demangle(name, dialect).entity
        except DemangleError:
            continue
        for host in (False, True):
            for spell in (False, True):
                fast = llvm_text(entity, host, spell, 1 << 20)
                if fast is not None:
                    printed = True
                    assert fast == Printer("llvm", template_args(entity), host, spell,
                                           1 << 20, name).entity(entity), name
    return printed


@pytest.mark.parametrize("name", NAMES)
def test_fast_path_prints_what_the_printer_prints(name: str) -> None:
    assert _agree(name)


def _llvm_peer(name: str) -> str:
    """llvm-cxxfilt-19's text of ``name`` (pydemumble's where it is installed: the same
    demangler in process; CI's test extras have the tool, not the package)."""
    try:
        import pydemumble  # type: ignore[import-not-found]
    except ImportError:
        tool = shutil.which("llvm-cxxfilt-19")
        if tool is None:
            pytest.skip("neither pydemumble nor llvm-cxxfilt-19 is installed")
        done = subprocess.run([tool, name], capture_output=True, text=True, check=True)
        return done.stdout.rstrip("\n")
    return str(pydemumble.demangle(name))


@pytest.mark.parametrize("name", PACKS_AND_ENUMERATORS)
def test_packs_and_enumerators_print_as_llvm_prints_them(name: str) -> None:
    expected = _llvm_peer(name)
    assert expected and expected != name
    assert llvm_text(demangle(name).entity, False, True, 1 << 20) == expected
    assert demangle(name).format("llvm") == expected


@pytest.mark.parametrize("name", OTHERS)
def test_other_shapes_are_left_to_the_printer(name: str) -> None:
    assert not _agree(name)


def test_fast_path_agrees_on_the_corpus_sample() -> None:
    names = SAMPLE.read_text().split()[::10]
    printed = sum(_agree(n) for n in names)
    assert printed > len(names) // 3  # (and most of the rest go to the printer)


def test_text_past_the_bound_is_left_to_the_printer() -> None:
    entity = demangle("_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6appendEPKcm").entity
    assert llvm_text(entity, False, False, 40) is None
    with pytest.raises(DemangleError, match="output too large"):
        Printer("llvm", template_args(entity), max_output=40).entity(entity)


# Every field of the classes the fast path prints, as it knows them.  A field added
# to one of them (Function.enable_if was) is printed by render but not by the fast
# path until the fast path is taught it or leaves such nodes to render: this test
# fails first, so the llvm style is never silently short of the field.
CONSTRUCTOR_FIELDS = ("variant", "inherited", "as_type")
KNOWN_FIELDS = {
    "Atomic": ("value",), "Builtin": ("name",), "ConversionName": ("type",),
    "ConstructorName": CONSTRUCTOR_FIELDS,
    "DeclaredArg": ("decl", "arg"), "DestructorName": ("variant",),
    # (explicit_return, gcj's J, prints nothing of its own: the return type prints)
    "Function": ("name", "params", "return_type", "requires", "enable_if", "explicit_return"),
    "Image": ("shape", "access"), "IntegerLiteral": ("type", "value"),
    "InternalName": ("name", "discriminator"), "LValueReference": ("referee",), "NamedType": ("name",),
    "NestedName": ("parts", "qualifiers", "ref_qualifier", "explicit_object"),
    "Opaque": ("name",), "OperatorName": ("code",), "Pipe": ("element", "access", "ordinal"),
    "Pointer": ("pointee",),
    # (cv_first, private_spelled: render_fast leaves such nodes to render)
    "Qualified": ("base", "addrspace", "const", "volatile", "restrict", "vendor", "cv_first",
                  "private_spelled"),
    "RValueReference": ("referee",), "SourceName": ("identifier",),
    "SpecialName": ("kind", "target", "offsets", "base", "suffix"),
    "StdAbbreviation": ("code",), "StdName": (), "TaggedName": ("name", "tags"),
    "TemplateName": ("name", "args"), "TemplateParam": ("index",), "Variable": ("name",),
    "Vector": ("element", "size"),
}


def test_the_fast_path_knows_every_field_of_what_it_prints() -> None:
    import dataclasses

    from spirmangle import model

    fields = {name: tuple(f.name for f in dataclasses.fields(getattr(model, name)))
              for name in KNOWN_FIELDS}
    assert fields == KNOWN_FIELDS

