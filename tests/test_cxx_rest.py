"""The rest of the Itanium names: substitution keys of overloaded function
templates and of local names used as prefixes, closures in data-member
initialisers and variable templates (``<data-member-prefix>``), member-pointer
and floating-point template literals, and GCC's old argument pack spelling
``I <args> E``: read, printed as llvm-cxxfilt-19 (llvm) and c++filt (binutils
2.40, gnu) print them, mangled back byte for byte.

The names are clang-19's and g++'s for the sources quoted (or real library
symbols); the expected strings are the tools' output.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from spirmangle import DemangleError, demangle, mangle

# ---------------------------------------------------------------- round trips

# Names whose substitutions only come out right when the mangler keys them as
# the compilers do; (mangled, what c++filt prints).
ROUND_TRIPS = [
    # template <class T> int f(T) { struct X {}; ... f(X{}); }: one template, S_ again
    ("_Z1fIZS_IiEiT_E1XEiS0_", "int f<f<int>(int)::X>(f<int>(int)::X)"),
    # template <class T, class U> int g(T, U*) { struct Y {}; ... }, template <class T>
    # int g(T&&): two templates named g, so the second 1g is no substitution (both
    # compilers write it again)
    ("_Z1gIRZ1gIiiEiT_PT0_E1YEiOS1_",
     "int g<g<int, int>(int, int*)::Y&>(g<int, int>(int, int*)::Y&)"),
    ("_Z2g2IZ1gIiiEiT_PT0_E1YEiS1_", "int g2<g<int, int>(int, int*)::Y>(g<int, int>(int, int*)::Y)"),
    # void C::run() { struct Event { enum EventType {...}; }; v.emplace_back(1, Event::A); }
    # NS1_9EventTypeE: a local class (S1_) as the prefix of a nested name
    ("_ZNSt6vectorIZN1C3runEvE5EventSaIS1_EE12emplace_backIJiZNS0_3runEvENS1_9EventTypeEEEERS1_DpOT_",
     "C::run()::Event& std::vector<C::run()::Event, std::allocator<C::run()::Event> >::emplace_back"
     "<int, C::run()::C::run()::Event::EventType>(int&&, C::run()::C::run()::Event::EventType&&)"),
]

# Real symbols of LLVM 19 and clang-tidy with the same shapes (round trip only).
REAL_ROUND_TRIPS = [
    "_ZNSt6vectorIZN5clang4tidy27ClangTidyDiagnosticConsumer24removeIncompatibleErrorsEvE5EventSaIS3_EE"
    "12emplace_backIJRjS7_ZNS2_24removeIncompatibleErrorsEvENS3_9EventTypeES7_RiEEERS3_DpOT_",
    "_ZN4llvm23SmallVectorTemplateBaseIZN5clang4Sema24FindCompositePointerTypeENS1_14SourceLocationERPNS1_"
    "4ExprES6_bE4StepLb1EE18growAndEmplaceBackIJZNS2_24FindCompositePointerTypeES3_S6_S6_bENS7_4KindERPKNS1_"
    "4TypeEEEERS7_DpOT_",
    "_ZN4llvm7jitlink19ELFLinkGraphBuilderINS_6object7ELFTypeILNS_10endiannessE1ELb1EEEE21forEachRela"
    "RelocationIZNS6_21forEachRelaRelocationINS0_25ELFLinkGraphBuilder_riscvIS5_EEMSA_FNS_5ErrorERKNS2_12"
    "Elf_Rel_ImplIS5_Lb1EEERKNS2_13Elf_Shdr_ImplIS5_EERNS0_5BlockEEEESB_SJ_PT_OT0_EUlRKSO_RKSQ_RT1_E_EESB_SJ_"
    "OSO_",
    "_ZN4llvm6detail18UniqueFunctionBaseIvJNS_15unique_functionIFvNS_3orc6shared21WrapperFunctionResultEEE"
    "EPKcmEE15CallbacksHolderIZNS3_16ExecutionSession16wrapAsyncWithSPSIFNS4_11SPSExpectedINS4_15SPSExecutor"
    "AddrEEESF_NS4_11SPSSequenceIcEEEZNSC_16wrapAsyncWithSPSISJ_NS3_12COFFPlatformEJNS2_IFvNS_8ExpectedINS3_"
    "12ExecutorAddrEEEEEESN_NS_9StringRefEEEENS2_IFvS7_S9_mEEEPT0_MSU_FvDpT1_EEUlOSQ_OSN_OSR_E_EEST_OSU_EUl"
    "S7_S9_mE_S15_vE9CallbacksE",
]


@pytest.mark.parametrize("name, gnu", ROUND_TRIPS)
def test_substitution_keys_round_trip(name: str, gnu: str) -> None:
    symbol = demangle(name)
    assert symbol.format("gnu") == gnu
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    assert symbol.to_json()["llvm"] == symbol.format("llvm")


@pytest.mark.parametrize("name", REAL_ROUND_TRIPS)
def test_real_names_round_trip(name: str) -> None:
    symbol = demangle(name)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


def _run(tool: str, names: list[str]) -> list[str]:
    if shutil.which(tool) is None:
        pytest.skip(tool + " is not installed")
    out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True, text=True,
                         check=True).stdout
    return out.splitlines()


def test_cxxfilt_prints_the_round_trips_the_same() -> None:
    assert _run("c++filt", [n for n, _ in ROUND_TRIPS]) == [g for _, g in ROUND_TRIPS]
