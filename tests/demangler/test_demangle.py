"""Demangler behaviour: dialects, output styles, C++ names, bad input."""

import time

import pytest

from spirmangle import DemangleError, demangle, mangle
from spirmangle.opencl.builder import FLOAT, INT, block, function, pointer, GLOBAL, VOID
from spirmangle.model import AddressSpace, Pointer, Qualified
from spirmangle.demangler.returns import return_type_of
from spirmangle.demangler.symbol import looks_like_opencl


@pytest.mark.parametrize("name, llvm, opencl", [
    ("_Z5fractDv4_fPU3AS1S_", "fract(float vector[4], float vector[4] AS1*)",
     "fract(float4, __global float4 *)"),
    ("_Z1fPU3AS1VKi", "f(int const volatile AS1*)", "f(const volatile __global int *)"),
    ("_Z1fPU3AS4VU7_Atomici", "f(int _Atomic volatile AS4*)", "f(volatile __generic atomic_int *)"),
    ("_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i",
     "read_imagef(ocl_image2d_ro, ocl_sampler, int vector[2])",
     "read_imagef(__read_only image2d_t, sampler_t, int2)"),
    ("_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerFvvE",
     "enqueue_kernel(ocl_queue, int, ndrange_t, void () block_pointer)",
     "enqueue_kernel(queue_t, int, ndrange_t, void (^)(void))"),
    ("_Z1fPPU3AS1iS2_", "f(int AS1**, int AS1**)", "f(__global int *__private *, __global int *__private *)"),
    ("_Z1fPU8CLglobali", "f(int CLglobal*)", "f(__global int *)"),
    ("_Z1fPU3AS1rPi", "f(int* restrict AS1*)", "f(__private int *restrict __global *)"),
])
def test_styles(name, llvm, opencl):
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("opencl") == opencl
    # str() is the command line's line: a known builtin's return type comes first.
    returns = return_type_of(name)
    assert str(symbol) == (returns + " " + opencl if returns else opencl)


def test_gnu_style_spells_vectors_like_cxxfilt():
    assert demangle("_Z5fractDv4_fPU3AS1S_").format("gnu") == \
        "fract(float __vector(4), float __vector(4) AS1*)"
    assert demangle("_Z1fU13block_pointerFviE").format("gnu") == "f(void ( block_pointer)(int))"


@pytest.mark.parametrize("name, llvm", [
    ("_ZN3foo3barIiEEvT_", "void foo::bar<int>(int)"),
    ("_Z3fooIiEvT_", "void foo<int>(int)"),
    ("_ZNSt3foo3barEv", "std::foo::bar()"),
    ("_ZSt3foov", "std::foo()"),
    ("_Z1fSaIcE", "f(std::allocator<char>)"),
    ("_Z3fooIjLj5EEvT_", "void foo<unsigned int, 5u>(unsigned int)"),
    ("_Z3fooILin5EEvv", "void foo<-5>()"),
    ("_Z3fooILb1EEvv", "void foo<true>()"),
    ("_ZN3foo3barIiEEvT_S0_", "void foo::bar<int>(int, foo::bar)"),
    ("_Z1fP3FooS0_", "f(Foo*, Foo*)"),
    ("_ZN3FooC1Ev", "Foo::Foo()"),
    ("_ZN3FooIiED2Ev", "Foo<int>::~Foo()"),
    ("_ZNK3foo3barEv", "foo::bar() const"),
    ("_Z1f3FooI3BarIiEE", "f(Foo<Bar<int>>)"),  # LLVM 15+; c++filt: "> >"
    ("_Z1fPFviE", "f(void (*)(int))"),
    ("_ZN2ns3fooE", "ns::foo"),
    ("_Z1fiz", "f(int, ...)"),
    # SPIR-V friendly IR (SPIRV-LLVM-Translator)
    ("_Z26__spirv_ocl_vloadn_Rfloat4lPU3AS4fi", "__spirv_ocl_vloadn_Rfloat4(long, float AS4*, int)"),
    ("_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_iif",
     "__spirv_ImageSampleExplicitLod_Rfloat4(__spirv_SampledImage__void_1_0_0_0_0_0_0 AS1*, "
     "int vector[2], int, float)"),
    ("_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_",
     "float vector[4] __spirv_ImageRead<float vector[4], ocl_image2d_ro, int vector[2]>"
     "(ocl_image2d_ro, int vector[2])"),
])
def test_cxx_names_match_llvm_cxxfilt(name, llvm):
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert mangle(symbol.entity, dialect=symbol.dialect) == name


def test_auto_reads_plain_cxx_by_the_itanium_rule():
    cxx = demangle("_Z1fPiS_")
    assert cxx.dialect == "itanium"
    assert cxx.format("llvm") == "f(int*, int*)"
    # clang's reading below has the phantom as a parameter taken by value, which
    # clang never writes (it drops a parameter's qualifiers): not ambiguous.
    assert not cxx.ambiguous
    # The same characters under clang's OpenCL rule: S_ is the phantom __private int.
    assert demangle("_Z1fPiS_", "clang").format("llvm") == "f(int*, int)"
    opencl = demangle("_Z1fPiS0_")
    assert opencl.dialect == "clang"
    assert str(opencl) == "f(__private int *, __private int *)"


@pytest.mark.parametrize("name, dialect, llvm, opencl", [
    # No phantom under clang's rule: clang's reading, pointees __private.
    ("_Z1fPKc", "clang", "f(char const*)", "f(const __private char *)"),
    # A nested name, a reference: C++ that OpenCL C cannot produce, without an
    # address space: the plain rule.
    ("_ZN2ns1fEPKc", "itanium", "ns::f(char const*)", "ns::f(const char *)"),
    # S_ is the const char clang has made __private: still no phantom.
    ("_Z1fPKcRS_", "itanium", "f(char const*, char const&)", "f(const char *, const char &)"),
    # A bare pointee is a phantom under clang: the plain reading.
    ("_Z1fPKcPcS1_", "itanium", "f(char const*, char*, char*)", None),
])
def test_auto_without_opencl_markers(name, dialect, llvm, opencl):
    symbol = demangle(name)
    assert symbol.dialect == dialect
    assert symbol.format("llvm") == llvm
    if opencl is not None:
        assert str(symbol) == opencl
    assert mangle(symbol.entity, dialect=dialect) == name


@pytest.mark.parametrize("name, opencl", [
    ("_Z1fPU3AS1i", True),
    ("_Z1fPU8CLglobali", True),
    ("_Z1fDv4_f", True),
    ("_Z1fDh", True),
    ("_Z1fU7_Atomici", True),
    ("_Z1f12memory_order", True),
    ("_Z1f14ocl_image2d_ro", True),
    ("_Z1fPU3AS1iPU3AS0i", False),  # AS0 is SYCL's, never OpenCL's
    ("_ZN4sycl1fEPU3AS1i", False),
    ("_Z6aU3AS1v", False),  # the letters are a source name, not a qualifier
    ("_Z1fPi", False),
])
def test_opencl_markers_come_from_tokens(name, opencl):
    assert looks_like_opencl(name) is opencl


def reads_as(name, llvm, gnu=None):
    """``name`` prints as ``llvm`` in the llvm style and ``gnu`` (default: the same)
    in the gnu style, and mangles back; or, when ``llvm`` is None, is refused."""
    if llvm is None:
        with pytest.raises(DemangleError):
            demangle(name)
        return None
    symbol = demangle(name)
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == (gnu or llvm)
    assert mangle(symbol.entity, dialect=symbol.dialect) == name
    return symbol


@pytest.mark.parametrize("name, llvm, gnu", [
    ("_ZTVSt9bad_alloc", "vtable for std::bad_alloc", None),
    ("_ZTTSd", "VTT for std::iostream",
     "VTT for std::basic_iostream<char, std::char_traits<char> >"),
    ("_ZTIPKc", "typeinfo for char const*", None),
    ("_ZTSN2ns1AE", "typeinfo name for ns::A", None),
    ("_ZGVZN2ns1AE", None, None),  # local names are not read yet: an error
    ("_ZGVN2ns1xE", "guard variable for ns::x", None),
    ("_ZTHN1a1bE", "thread-local initialization routine for a::b", "TLS init function for a::b"),
    ("_ZTWN1a1bE", "thread-local wrapper routine for a::b", "TLS wrapper function for a::b"),
    ("_ZThn16_N1A1fEv", "non-virtual thunk to A::f()", None),
    ("_ZTv0_n24_N1A1fEi", "virtual thunk to A::f(int)", None),
    ("_ZGTtNKSt11logic_error4whatEv", "transaction clone for std::logic_error::what() const", None),
])
def test_special_names(name, llvm, gnu):
    symbol = reads_as(name, llvm, gnu)
    if symbol is not None:
        assert symbol.to_json()["special"] == symbol.special


@pytest.mark.parametrize("name, llvm, gnu", [
    ("_Zplii", "operator+(int, int)", None),
    ("_ZN1AnwEm", "A::operator new(unsigned long)", None),
    ("_ZNKSsixEm", "std::string::operator[](unsigned long) const",
     "std::basic_string<char, std::char_traits<char>, std::allocator<char> >"
     "::operator[](unsigned long) const"),
    ("_ZlsIiEvT_", "void operator<<<int>(int)", "void operator<< <int>(int)"),
    ("_ZN1AcviEv", "A::operator int()", None),
    # The prefix A is a candidate before the conversion's type refers to it.
    ("_ZN1AcvPS_Ev", "A::operator A*()", None),
    # llvm-cxxfilt-19 does not read it (test_cxx_printing.DEVIATIONS); c++filt does.
    ("_ZN1AcvSt6vectorIiSaIiEEEv", "A::operator std::vector<int, std::allocator<int>>()",
     "A::operator std::vector<int, std::allocator<int> >()"),
    ("_ZN1AzzEv", None, None),  # not an operator
])
def test_operator_names(name, llvm, gnu):
    reads_as(name, llvm, gnu)


@pytest.mark.parametrize("name, llvm", [
    ("_ZNKSt3_V214error_category10_M_messageB5cxx11Ei",
     "std::_V2::error_category::_M_message[abi:cxx11](int) const"),
    ("_ZTINSt8ios_base7failureB5cxx11E", "typeinfo for std::ios_base::failure[abi:cxx11]"),
    ("_Z1fB3fooB3barv", "f[abi:foo][abi:bar]()"),
    ("_ZN1AC1B5cxx11Ev", "A::A[abi:cxx11]()"),
    ("_ZN1AplB1xEi", "A::operator+[abi:x](int)"),
    # llvm-cxxfilt 14 drops this constructor's name; c++filt and later LLVM do not.
    ("_ZNSt8ios_base7failureB5cxx11C1EPKc",
     "std::ios_base::failure[abi:cxx11]::failure(char const*)"),
])
def test_abi_tags(name, llvm):
    reads_as(name, llvm)


@pytest.mark.parametrize("name, llvm", [
    ("_ZNSt12__shared_ptrINSt10filesystem4_DirELN9__gnu_cxx12_Lock_policyE2EEaSEOS4_",
     "std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>::operator="
     "(std::__shared_ptr<std::filesystem::_Dir, (__gnu_cxx::_Lock_policy)2>&&)"),
    ("_Z1fIL1En3EEvv", "void f<(E)-3>()"),
    ("_Z1fIL1EEEvv", None),  # no value
])
def test_literals_of_class_and_enum_types(name, llvm):
    reads_as(name, llvm)


def test_thunk_symbol_describes_its_function():
    symbol = demangle("_ZTv0_n24_N2ns1A1fEPi")
    assert (symbol.special, symbol.base_name, symbol.context) == ("virtual thunk", "f", "ns::A")
    assert symbol.entity.offsets == (0, -24)
    # A method (a nested name, C++) without an address space: the plain rule.
    assert symbol.params == (Pointer(INT),)
    assert symbol.format("llvm") == "virtual thunk to ns::A::f(int*)"


def test_itanium_dialect_spells_private_as_as0():
    symbol = demangle("_Z1fPU3AS0i", "itanium")
    assert symbol.format("llvm") == "f(int AS0*)"
    assert mangle(symbol.entity, dialect="itanium") == "_Z1fPU3AS0i"


def test_spir_dialect_reads_spec_images_and_pipes():
    symbol = demangle("_Z9read_pipePU3AS18ocl_pipePU3AS4vjj", "spir")
    assert symbol.format("opencl") == "read_pipe(pipe void, __generic void *, uint, uint)"
    assert str(symbol) == "int read_pipe(pipe void, __generic void *, uint, uint)"
    assert mangle(symbol.entity, dialect="spir") == "_Z9read_pipePU3AS18ocl_pipePU3AS4vjj"
    image = demangle("_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i", "spir")
    assert str(image) == "float4 read_imagef(image2d_t, sampler_t, int2)"


def test_auto_reads_spir_text_names_under_the_spir_dialect():
    assert demangle("_Z9read_pipePU3AS18ocl_pipePU3AS4vjj").dialect == "spir"
    assert demangle("_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i").dialect == "spir"
    assert demangle("_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i").dialect == "clang"


def test_accepts_old_cv_first_qualifier_order():
    assert demangle("_Z1fPKU3AS1f").format("opencl") == "f(const __global float *)"


def test_symbol_fields():
    symbol = demangle("_ZN2ns3fooIiEEvT_PU3AS1f")
    assert symbol.base_name == "foo"
    assert symbol.context == "ns"
    assert symbol.return_type == VOID
    assert symbol.params[1] == pointer(FLOAT, addrspace=GLOBAL)
    data = symbol.to_json()
    assert data["params"][1]["address_space"] == "__global"
    assert data["dialect"] == "clang"


def test_demangle_of_mangle_of_builder_model():
    fn = function("g", pointer(INT, addrspace=GLOBAL, const=True), block(VOID, INT))
    assert demangle(mangle(fn)).entity == fn


@pytest.mark.parametrize("name, position", [
    ("_Z", 2),
    ("_Z5fra", 2),
    ("_Z1fS_", 4),
    ("_Z1fPU3AS1S1_", 10),
    ("_Z99999999999999999999f", 2),
    ("_Z1fDv4_", 8),
    ("_Z1fQ", 4),
    ("_Z1fDv8_iNS_1aE", 10),  # S_ names a type where a name prefix is needed
    ("foo", 0),
])
def test_bad_names_raise_with_position(name, position):
    with pytest.raises(DemangleError) as info:
        demangle(name)
    assert info.value.position == position
    assert info.value.name == name


def test_deep_and_exploding_inputs_are_bounded():
    start = time.perf_counter()
    with pytest.raises(DemangleError, match="nesting"):
        demangle("_Z1f" + "P" * 20000 + "i")
    with pytest.raises(DemangleError):
        demangle("_Z1f" + "N1a" * 5000 + "E")
    # Each function type repeats the previous one twice: 2**40 nodes if expanded.
    bomb = "_Z1fFviE" + "".join("FvS%s_S%s_E" % ((hex_seq(i),) * 2) for i in range(40))
    with pytest.raises(DemangleError, match="expand"):
        demangle(bomb)
    assert time.perf_counter() - start < 10


def hex_seq(index):
    """seq-id digits of candidate ``index`` (the part between S and _)."""
    from spirmangle.model.typecodes import seq_id

    return seq_id(index)[1:-1]


def test_one_printer_prints_many_short_lived_entities_right():
    from spirmangle.render.core import Printer

    printer = Printer("llvm")
    for n in range(1, 200):
        size = 2 + n % 3
        text = printer.entity(demangle("_Z1fDv%d_iPU3AS1S_" % size).entity)
        assert text == "f(int vector[%d], int vector[%d] AS1*)" % (size, size)
        assert printer.type(demangle("_Z1fDv%d_f" % size).params[0]) == "float vector[%d]" % size
