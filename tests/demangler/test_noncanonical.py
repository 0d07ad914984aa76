"""What demangle() accepts mangles back (issue 20 items 4-5, issue 21 item 3).

Every name demangle() accepts mangles back, ``mangle(sym.entity,
dialect=sym.dialect, target=...)``, to exactly the name (its clone suffix aside),
or it is a non-canonical spelling listed in NONCANONICAL below: another spelling
of the same entity, which reads to the same model as the canonical name (the
one clang writes), mangles to that name, and which the peers read alike.  The
fuzzer (bench/fuzz_demangle.py) checks the rule on every name it makes.

The accept/reject decisions where the peers read a name and we did not (or the
other way round) are in DECISIONS, each checked against both peers live.
"""

from __future__ import annotations

import pytest

from peers import GNU, LLVM, printed
from spirmangle import DemangleError, demangle, mangle


def mangled_back(name: str) -> str:
    symbol = demangle(name)
    target = "x86_64" if symbol.host_addrspaces else "spir64"
    return mangle(symbol.entity, target=target, dialect=symbol.dialect) + symbol.clone_suffix


# ------------------------------------------------------------ exact round trips
# (name, llvm-cxxfilt-19, c++filt; None where the peer does not read it): names
# whose reading was right but whose mangling lost something, or that were misread.
EXACT = [
    # A ref-qualified or explicit-object member of std:: keeps its N ... E (it was
    # mangled as St <name>, dropping the && / & / this).
    ("_ZNOSt1NEv", "std::N() &&", "std::N() &&"),
    ("_ZNRStssEv", "std::operator<=>() &", "std::operator<=>() &"),
    ("_ZNHSt1IEf", "std::I(this float)", None),
    ("_ZNOSt1NIiEEvv", "void std::N<int>() &&", "void std::N<int>() &&"),
    ("_ZNKSt1xEv", "std::x() const", "std::x() const"),
    # In the host spelling (clang for a target without OpenCL address spaces, e.g.
    # C++ with __attribute__((opencl_global)) for x86_64) clang spells every address
    # space, __private too: an unspelled pointee has none and makes no phantom
    # candidate, and AS<n> is a numbered address space, not an OpenCL one.  These
    # are clang-19's (x86_64, C++ and OpenCL C 1.2); they were read with an inferred
    # CLprivate and mangled back with it (S0_ for the second int*).
    ("_Z1fPU8CLglobaliPi", "f(int CLglobal*, int*)", "f(int CLglobal*, int*)"),
    ("_Z1gPU9CLprivateiPi", "g(int CLprivate*, int*)", "g(int CLprivate*, int*)"),
    ("_Z1hPU9CLprivateiPU8CLglobalKdPKd", "h(int CLprivate*, double const CLglobal*, double const*)",
     "h(int CLprivate*, double const CLglobal*, double const*)"),
    ("_Z1gPU3AS1iS0_PU8CLglobaliS2_", "g(int AS1*, int AS1*, int CLglobal*, int CLglobal*)",
     "g(int AS1*, int AS1*, int CLglobal*, int CLglobal*)"),
    ("_Z1fPU8CLglobaliPU9CLprivateiS2_", "f(int CLglobal*, int CLprivate*, int CLprivate*)",
     "f(int CLglobal*, int CLprivate*, int CLprivate*)"),
    ("_Z1gPU8CLglobalfPU9CLgenericfPU7CLlocalfS2_",
     "g(float CLglobal*, float CLgeneric*, float CLlocal*, float CLgeneric*)",
     "g(float CLglobal*, float CLgeneric*, float CLlocal*, float CLgeneric*)"),
    ("_Z6vload3U9CLgenericjPU3AS2Km", "vload3(unsigned int CLgeneric, unsigned long const AS2*)",
     "vload3(unsigned int CLgeneric, unsigned long const AS2*)"),
    # Names that read as nothing without N ... E where they stand (they were mangled
    # bare, and the result was rejected): a literal or vendor operator, a closure or
    # unnamed type with template arguments, St cv <type> as a type.
    ("_ZTVNli1xE", "vtable for operator\"\" x", "vtable for operator\"\" x"),
    ("_Z1fNli1xE", "f(operator\"\" x)", "f(operator\"\" x)"),
    ("_Z1fNv31xE", "f(operator x)", "f(operator x)"),
    ("_Z1fNUt_IiEE", "f('unnamed'<int>)", "f({unnamed type#1}<int>)"),
    ("_Z1fNUlvE_IiEE", "f('lambda'()<int>)", "f({lambda()#1}<int>)"),
    ("_Z1aNStcvPKvE", "a(std::operator void const*)", "a(std::operator void const*)"),
    ("_ZNStF1TEiKm", "std::friend T(int, unsigned long const)", None),
    # An internal name as a template argument: L1a there starts a literal, so it is
    # written N L1a E; after P, R, O or qualifiers (a type follows) it reads bare.
    ("_Z1fINL1aEEvv", "void f<a>()", "void f<a>()"),
    ("_Z1fIPL1aEvv", "void f<a*>()", "void f<a*>()"),
    # A closure or unnamed type's name stands as a name (not as a type), as LLVM
    # reads it: a thunk's, a reference temporary's, std::'s.
    ("_ZThn16_UlvE_v", "non-virtual thunk to 'lambda'()()", "non-virtual thunk to {lambda()#1}()"),
    ("_ZTHUt_", "thread-local initialization routine for 'unnamed'",
     "TLS init function for {unnamed type#1}"),
    ("_ZStUt_v", "std::'unnamed'()", "std::{unnamed type#1}()"),
    ("_Z1fStUt_", "f(std::'unnamed')", "f(std::{unnamed type#1})"),
    ("_ZStUlvE_v", "std::'lambda'()()", "std::{lambda()#1}()"),
    # A local entity that is an operator name beginning with d (or <=>, ss) keeps its
    # N ... E: after Z <encoding> E, d starts a default argument's number and s a
    # string literal, so the bare spelling reads as neither (the peers refuse
    # _ZZ1fvEde) or as another name (_ZZ1fvEssv is f()::string literal(short, void)).
    # No compiler writes one (a function is not a local entity); both peers read these.
    ("_ZZ1fvENdeE", "f()::operator*", "f()::operator*"),
    ("_ZZ1fvENdvEv", "f()::operator/()", "f()::operator/()"),
    ("_ZZ1fvENssEv", "f()::operator<=>()", "f()::operator<=>()"),
    ("_ZZ1fvENdaIiEEvv", "void f()::operator delete[]<int>()", "void f()::operator delete[]<int>()"),
    ("_ZZ1fvENdlB3tagEv", "f()::operator delete[abi:tag]()", "f()::operator delete[abi:tag]()"),
    ("_ZZ1fvENdeE_0", "f()::operator*", "f()::operator*"),
    # A local name whose entity is a local name ends with it: an operator name after
    # the enclosing encoding's E was read as a type (it was refused; it read only in
    # N ... E, a non-canonical spelling).
    ("_ZZZ1fvEZ1gvE1ixEplv", "f()::g()::i(long long)::operator+()",
     "f()::g()::i(long long)::operator+()"),
    ("_ZZZ1fvEZ1gvEsxEawv", "f()::g()::string literal(long long)::operator co_await()",
     "f()::g()::string literal(long long)::operator co_await()"),
    ("_ZZZ1fvEZ1gvEUlvE_xEplv", "f()::g()::'lambda'()(long long)::operator+()",
     "f()::g()::{lambda()#1}(long long)::operator+()"),
    ("_ZZZ1fvEZ1gvEd_St1ixEawv", "f()::g()::std::i(long long)::operator co_await()",
     "f()::g()::{default arg#1}::std::i(long long)::operator co_await()"),
    # A constructor or destructor of a decltype has no name in LLVM's text (it was
    # printed std::std()); c++filt names it after the last source name it read.
    ("_ZNDtLi1EEC1Ev", "decltype(1)::()", None),
    ("_ZNDtLi1EED1Ev", "decltype(1)::~()", None),
    ("_ZNDTcv1TB1a_onppEEC3Ev", "decltype((T[abi:a])(operator++))::()",
     "decltype ((T[abi:a])(operator++))::T()"),
]


@pytest.mark.parametrize("name, llvm, gnu", EXACT)
def test_names_mangle_back_exactly(name: str, llvm: str, gnu: "str | None") -> None:
    assert demangle(name).format("llvm") == llvm
    if gnu is not None:
        assert demangle(name).format("gnu") == gnu
    assert mangled_back(name) == name


def test_exact_names_print_as_the_peers() -> None:
    names = [n for n, _, _ in EXACT]
    assert printed(LLVM, names) == [llvm for _, llvm, _ in EXACT]
    assert printed(GNU, names) == [gnu if gnu is not None else n for n, _, gnu in EXACT]


# ------------------------------------------------------------ accept / reject
# (name, accepted, llvm-cxxfilt-19's line, c++filt's line, reason).  A peer's line
# equal to the name: it does not read it.  We accept what a peer reads when the
# reading is exact, and reject what no peer reads unless the ABI says it is valid.
DECISIONS = [
    # A template parameter with a level has nothing to refer to outside a lambda, a
    # template parameter's declaration or a constraint (as T_ without template
    # arguments; neither peer reads it): rejected.
    ("_Z1gTL0__", False, "_Z1gTL0__", "_Z1gTL0__", "TL0__ outside any level"),
    ("_Z1gT_", False, "_Z1gT_", "_Z1gT_", "T_ without template arguments"),
    ("_Z1fIiEvTL0__", False, "_Z1fIiEvTL0__", "_Z1fIiEvTL0__", "level 1 is not declared"),
    # A constructor or destructor after what names no class (an operator, a literal
    # operator, a constructor, a structured binding): no entity has that name.
    # c++filt rejects them; LLVM names the structor after the operator (or prints an
    # empty name after a constructor), and reads no pm at all.
    ("_ZNpmD0Ev", False, "_ZNpmD0Ev", "_ZNpmD0Ev", "the destructor of operator->*"),
    ("_ZNplD0Ev", False, "operator+::~operator+()", "_ZNplD0Ev", "LLVM: a class named operator+"),
    ("_ZNplC1Ev", False, "operator+::operator+()", "_ZNplC1Ev", "LLVM: a class named operator+"),
    ("_ZN1AC1C1Ev", False, "A::A::()", "A::A::A()",
     "a constructor of a constructor: the peers print different non-entities"),
    # A closure type as the entity's name (the ABI's <unscoped-name> may be an
    # <unnamed-type-name>, as Ut_ already was): read, as both peers read it.
    ("_ZUlvE_v", True, "'lambda'()()", "{lambda()#1}()", "<unscoped-name>"),
    ("_ZUlvE_", True, "'lambda'()", "{lambda()#1}", "<unscoped-name>"),
    ("_ZUliE0_ii", True, "'lambda0'(int)(int, int)", "{lambda(int)#2}(int, int)", "<unscoped-name>"),
    # N St <name> E: both peers read it; read as St <name> (a non-canonical spelling,
    # below), consistently with NKSt <name> E, which is read and mangled as written.
    ("_ZNSt1xEv", True, "std::x()", "std::x()", "N St <name> E is St <name>"),
    ("_ZNSt1xE", True, "std::x", "std::x", "N St <name> E is St <name>"),
    ("_ZNStDC1aEE", True, "std::[a]", "std::[a]", "libiberty's; St DC1aE"),
    # A vendor extended operator v <digit> <source-name> (the ABI's): read.
    ("_Zv31x", True, "operator x", "operator x", "<operator-name> ::= v <digit> <source-name>"),
    ("_ZN1Av23fooEv", True, "A::operator foo()", "A::operator foo()", "a vendor operator"),
    ("_Zv31xIiEvv", True, "void operator x<int>()", "void operator x<int>()", "a vendor operator"),
    # A conversion operator in std (St cv <type>, the ABI's <unscoped-name>): read.
    ("_ZStcvmv", True, "std::operator unsigned long()", "std::operator unsigned long()",
     "St <unqualified-name>"),
    # A local name whose entity is a local name (the ABI's <entity name> is a <name>).
    ("_ZZ1fvEZ1gvE1a", True, "f()::g()::a", "f()::g()::a", "<local-name> as the entity"),
    ("_ZZ1fvEZ1gvE1a_0", True, "f()::g()::a", "f()::g()::a", "the discriminator is the inner one's"),
    ("_ZZ1fvEZ1gvEs", True, "f()::g()::string literal", "f()::g()::string literal", "a string literal"),
    # K S_ of a function type: read as the cv-qualified function type K F...E (one
    # candidate after the substituted one; a non-canonical spelling, below).  The peers
    # print it each their own way (LLVM "void  const()", c++filt "void ( const)()");
    # we print it as both print K F...E.
    # A member function's qualifiers (K, V, r, R, O, H) on a nested name that is a
    # class type: no compiler writes them; LLVM drops them, c++filt prints them after
    # the type (a & before template arguments): the peers differ, and the reading
    # could not mangle back (S_ I...E of such a name): rejected.
    ("_Z1fNK1aE", False, "f(a)", "f(a const)", "a method's K on a type"),
    ("_Z1fNR1aES_IiE", False, "f(a, a<int>)", "f(a &, a &<int>)", "a method's & on a type"),
    ("_Z1fTsNK1aE", False, "f(struct a)", "_Z1fTsNK1aE", "a method's K on an elaborated type"),
    # A substitution of a template-id given a second argument list (a<int><char>):
    # no C++ entity; it was refused after an unscoped or St name, and read after a
    # nested one, whose mangling back (N S1_ IcE E) was then refused: refused alike.
    ("_Z1f1aIiES0_IcE", False, "f(a<int>, a<int><char>)", "f(a<int>, a<int><char>)",
     "two template argument lists"),
    ("_Z1fSt1aIiES0_IcE", False, "f(std::a<int>, std::a<int><char>)",
     "f(std::a<int>, std::a<int><char>)", "two template argument lists"),
    ("_Z1fN1b1aIiEES1_IcE", False, "f(b::a<int>, b::a<int><char>)",
     "f(b::a<int>, b::a<int><char>)", "two template argument lists"),
    ("_Z1fFvvEKS_S0_", True, "f(void (), void  const(), void  const())",
     "f(void (), void ( const)(), void ( const)())", "a qualified function type"),
    # A class or enum type (the ABI's <class-enum-type> ::= <name>) whose name ends
    # with a structured binding: the grammar's <name> allows it, but it names
    # variables, never a type, and neither peer reads it: rejected.  (A constructor's
    # name as a type, which the grammar allows too, is read where a peer reads it:
    # test_hostile's operator names as types; c++filt reads the inheriting one, with
    # the class as its own base, LLVM does not, as it reads no N ... CI1 S0_ E type.)
    ("_Z1fN1a1bEDC1xE", False, "_Z1fN1a1bEDC1xE", "_Z1fN1a1bEDC1xE", "a structured binding as a type"),
    ("_Z1fIDC1xEEvv", False, "_Z1fIDC1xEEvv", "_Z1fIDC1xEEvv", "a structured binding as a type"),
    ("_ZW1M1aN3abiCI1S0_Ev", True, "_ZW1M1aN3abiCI1S0_Ev", "a@M(abi::abi, void)",
     "an inheriting constructor as a type, c++filt's reading"),
]


@pytest.mark.parametrize("name, accepted, llvm, gnu, reason", DECISIONS)
def test_accept_and_reject_decisions(name: str, accepted: bool, llvm: str, gnu: str,
                                     reason: str) -> None:
    if not accepted:
        with pytest.raises(DemangleError):
            demangle(name)
        return
    symbol = demangle(name)
    for style in ("opencl", "llvm", "gnu"):
        symbol.format(style)
    symbol.to_json()
    canonical = dict((n, c) for n, c, _ in NONCANONICAL).get(name, name)
    assert mangled_back(name) == canonical
    if name in PRINTED_AS_WRITTEN:  # (printed as the peers print the canonical name)
        assert symbol.format("llvm") == demangle(canonical).format("llvm")
        return
    if llvm != name:
        assert symbol.format("llvm") == llvm
    if gnu != name:
        assert symbol.format("gnu") == gnu


def test_decisions_are_the_peers_readings() -> None:
    names = [d[0] for d in DECISIONS]
    assert printed(LLVM, names) == [d[2] for d in DECISIONS]
    assert printed(GNU, names) == [d[3] for d in DECISIONS]


def test_a_structor_of_a_class_still_reads() -> None:
    for name in ("_ZN1AC1Ev", "_ZNSsC1Ev", "_ZN1AIiED0Ev", "_ZN1ApmEv", "_ZN1Apl1bEv"):
        assert mangled_back(name) == name


# ---------------------------------------------------------- non-canonical names
# (name, canonical, reason): another spelling of the canonical name's entity, which
# both peers read too; it reads to the same model and mangles to the canonical name
# (which mangles to itself).  Where the peers print the two spellings differently,
# PRINTED_AS_WRITTEN says why.
NONCANONICAL = [
    # N <one name> E: the ABI's <nested-name> has a prefix; compilers write the
    # name alone.
    ("_ZN1fEv", "_Z1fv", "N <one name> E"),
    ("_ZNUt_Ev", "_ZUt_v", "N <one name> E (an unnamed type)"),
    ("_ZNUlvE_E", "_ZUlvE_", "N <one name> E (a closure type)"),
    ("_ZNStplEv", "_ZStplv", "N St <name> E"),
    # ...(whitequark's itanium_demangler tests)
    ("_ZN1fEic", "_Z1fic", "N <one name> E"),
    ("_ZN3fooE", "_Z3foo", "N <one name> E (a variable)"),
    ("_ZN3fooIcEE", "_Z3fooIcE", "N <template name> E (a variable)"),
    ("_ZN1fIEEic", "_Z1fIEic", "N <template name> E (no arguments)"),
    ("_ZN1fIciEEvT_PT0_", "_Z1fIciEvT_PT0_", "N <template name> E"),
    # ...a type constraint's std name (absl's tests; clang-19 writes RSt7same_as...)
    ("_ZNK3$_0clIiEEDaT_QrqXplfp_fp_RNSt7same_asIDtfp_EEEE",
     "_ZNK3$_0clIiEEDaT_QrqXplfp_fp_RSt7same_asIDtfp_EEE", "N St <name> E (a type constraint)"),
    ("_ZNK3$_0clIiEEDaT_QrqXplfp_fp_NRNSt7same_asIDtfp_EEEE",
     "_ZNK3$_0clIiEEDaT_QrqXplfp_fp_NRSt7same_asIDtfp_EEE", "N St <name> E (a type constraint)"),
    # ...around an unscoped template name (Go's demangler tests): its candidates are
    # numbered alike in both spellings (func is S_ either way).
    ("_ZN4funcI2TyEEN6ResultIT_EES_", "_Z4funcI2TyE6ResultIT_ES_", "N <template name> E"),
    ("_ZN4funcI2TyEEN6ResultIT_EES0_", "_Z4funcI2TyE6ResultIT_ES0_", "N <template name> E"),
    ("_ZN4funcI2TyEEN6ResultIT_EES1_", "_Z4funcI2TyE6ResultIT_ES1_", "N <template name> E"),
    ("_ZN4funcI2TyEEN6ResultIT_EES2_", "_Z4funcI2TyE6ResultIT_ES2_", "N <template name> E"),
    ("_ZN4funcI2TyEEN6ResultIT_EES3_", "_Z4funcI2TyE6ResultIT_ES3_", "N <template name> E"),
    ("_ZN4funcINS_6ObjectEEENS0_IT_EEi", "_Z4funcINS_6ObjectEENS0_IT_EEi",
     "N <template name> E, its name a prefix in its own arguments"),
    ("_ZNSt1xEv", "_ZSt1xv", "N St <name> E"),
    ("_ZNSt1xE", "_ZSt1x", "N St <name> E"),
    ("_ZNStDC1aEE", "_ZStDC1aE", "N St <name> E"),
    ("_ZStcvmv", "_ZNStcvmEv", "St cv <type> without N ... E (it reads only at the start)"),
    ("_Z1fI1AEvNT_IiEE", "_Z1fI1AEvT_IiE", "N <template template parameter> <args> E"),
    # ...and the other way round: names that read as nothing or another thing
    # without N ... E somewhere are written with it everywhere: an operator name as a
    # type (Stdv in an expression would read as a division), a friend's name (F alone starts a
    # function type; LLVM reads St F1T at the start of a name, c++filt neither).
    ("_Z1fStor", "_Z1fNStorE", "an operator name as a type, without N ... E"),
    ("_ZStF1Tv", "_ZNStF1TEv", "a friend's name without N ... E"),
    # A type written again where its substitution stands.
    ("_Z1fPiPi", "_Z1fPiS_", "no substitution"),
    ("_Z3ctzDv2_mDv2_m", "_Z3ctzDv2_mS_", "no substitution"),
    ("_Z7isequalDv8_fDv8_f", "_Z7isequalDv8_fS_", "no substitution (a SPIR-V translator test's)"),
    # (a SPIR-V translator test's name whose source-name lengths are one short: 2PU and 3AS1
    # read as class names, written again where their candidates stand)
    ("_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS142__spirv_CooperativeMatrixKHR__half_0_8_16_2P"
     "U3AS143__spirv_CooperativeMatrixKHR__half_1_16_16_2PU3AS144__spirv_CooperativeMatrixKHR__float_2_8_16_2i",
     "_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS142__spirv_CooperativeMatrixKHR__half_0_8_16_2P"
     "U3AS143__spirv_CooperativeMatrixKHR__half_1_16_16_S2_S3_44__spirv_CooperativeMatrixKHR__float_2_8_16_2i", "no substitution"),
    # Leading zeros in numbers both peers read with them.
    ("_Z1fPU03AS1i", "_Z1fPU3AS1i", "a vendor qualifier's length with a leading zero"),
    ("_Z1fPPiS00_", "_Z1fPPiS0_", "a seq-id with a leading zero"),
    # Qualifiers in another order than the ABI's (vendor qualifiers, the address space
    # first, then r V K; the older SPIR order, CV letters before the address space,
    # PKU3AS1i, is kept and mangles back): the peers print them in the written
    # order, we in the ABI's.
    ("_Z1fPKVi", "_Z1fPVKi", "K before V"),
    ("_Z1fPKri", "_Z1fPrKi", "K before r"),
    ("_Z1fPU3fooU3AS1i", "_Z1fPU3AS1U3fooi", "a vendor qualifier before the address space"),
    # K S_ of a function type: clang writes the cv-qualified function type K F...E.
    ("_Z1fFvvEKS_", "_Z1fFvvEKFvvE", "a substituted function type qualified"),
    ("_Z1fFvvEKS_S0_", "_Z1fFvvEKFvvES0_", "a substituted function type qualified"),
]
PRINTED_AS_WRITTEN = {"_Z1fPKVi", "_Z1fPKri", "_Z1fPU3fooU3AS1i", "_Z1fFvvEKS_",
                      "_Z1fFvvEKS_S0_"}


@pytest.mark.parametrize("name, canonical, reason", NONCANONICAL)
def test_noncanonical_spellings_read_as_their_canonical_name(name: str, canonical: str,
                                                             reason: str) -> None:
    symbol = demangle(name)
    again = demangle(canonical, symbol.dialect)
    assert symbol.entity == again.entity
    for style in ("opencl", "llvm", "gnu"):
        assert symbol.format(style) == again.format(style)
    assert mangled_back(name) == canonical
    assert mangled_back(canonical) == canonical


def test_noncanonical_spellings_are_read_alike_by_the_peers() -> None:
    # Each peer prints both spellings alike, or reads neither.
    listed = [(n, c) for n, c, _ in NONCANONICAL if n not in PRINTED_AS_WRITTEN]
    for tool in (LLVM, GNU):
        names = printed(tool, [n for n, _ in listed])
        canonical = printed(tool, [c for _, c in listed])
        for (name, canon), ours, theirs in zip(listed, names, canonical):
            assert ours == theirs or (ours, theirs) == (name, canon), (tool, name)
