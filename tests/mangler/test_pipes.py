"""Pipes: a pipe's element type and access are not mangled (``8ocl_pipe``), yet
clang keys its substitution candidate by the whole type, so two pipes are one
candidate only when element type and access both match.  A demangled
``8ocl_pipe`` has an unknown element type; each fresh one is a distinct pipe
type (``Pipe.ordinal``), printed ``pipe void``, ``pipe void#2``...

The expected manglings are literals obtained from clang-19 (``-cl-ext=+all``,
``-finclude-default-header``); with clang-19 or libclang at test time the
differential tests ask it again.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spirmangle import demangle, mangle, parse_prototype
from spirmangle.opencl.builder import FLOAT4, GLOBAL, INT, VOID, pipe, pointer
from spirmangle.model import Builtin, Function, Pipe, SourceName
from spirmangle.opencl.prototype import PrototypeError
from spirmangle.render.core import format_entity

from test_differential_clang import PREFIX, Config, clang_backend, disagreements, needs_clang

CONFIGS = [("CL2.0", "spir64"), ("CL2.0", "spir"), ("CL3.0", "spir64")]

# (prototype, clang-19's mangling), the same on every configuration of CONFIGS.
# struct S0 and S1 are declared as in test_differential_clang.USER_TYPES.
CLANG19 = [
    # the two functions
    ("void pipe3(read_only pipe int p, write_only pipe int q)", "_Z5pipe38ocl_pipe8ocl_pipe"),
    ("void pipes(read_only pipe int a, read_only pipe int b, write_only pipe float4 c,"
     " write_only pipe float4 d)", "_Z5pipes8ocl_pipeS_8ocl_pipeS0_"),
    # same element, different access; different element, same access
    ("void acc(read_only pipe int a, write_only pipe int b, read_only pipe int c)",
     "_Z3acc8ocl_pipe8ocl_pipeS_"),
    ("void elem(read_only pipe int a, read_only pipe float b, read_only pipe int c)",
     "_Z4elem8ocl_pipe8ocl_pipeS_"),
    # no access qualifier is read_only; __read_only is read_only
    ("void dflt(pipe int a, read_only pipe int b, __read_only pipe int c, write_only pipe int d,"
     " __write_only pipe int e)", "_Z4dflt8ocl_pipeS_S_8ocl_pipeS0_"),
    # pipes mixed with other candidates
    ("void mix(read_only pipe int a, float4 v, read_only pipe int b, float4 w,"
     " write_only pipe float4 c)", "_Z3mix8ocl_pipeDv4_fS_S0_8ocl_pipe"),
    ("void ptrs(read_only pipe int a, __global int *p, read_only pipe int b, __global int *q)",
     "_Z4ptrs8ocl_pipePU3AS1iS_S1_"),
    ("void img(read_only image2d_t i, read_only pipe int a, read_only image2d_t j,"
     " read_only pipe int b)", "_Z3img14ocl_image2d_ro8ocl_pipeS_S0_"),
    # the element type is not mangled, so struct S0 is no candidate until spelled
    ("void user(read_only pipe struct S0 a, read_only pipe struct S0 b, struct S0 *s,"
     " pipe struct S1 c)", "_Z4user8ocl_pipeS_PU3AS42S08ocl_pipe"),
    # const and volatile anywhere in the specifiers qualify the element type
    ("void cnst(read_only pipe const int a, read_only pipe const int b, read_only pipe int c)",
     "_Z4cnst8ocl_pipeS_8ocl_pipe"),
    ("void cnst2(const read_only pipe int a, read_only pipe int b, read_only pipe int const c)",
     "_Z5cnst28ocl_pipe8ocl_pipeS_"),
    ("void vol(read_only pipe volatile int a, read_only pipe const volatile int b,"
     " read_only pipe volatile const int c, pipe int d)", "_Z3vol8ocl_pipe8ocl_pipeS0_8ocl_pipe"),
    # element types by their canonical type
    ("void chars(read_only pipe char a, read_only pipe uchar b, read_only pipe signed char c,"
     " read_only pipe char d)", "_Z5chars8ocl_pipe8ocl_pipe8ocl_pipeS_"),
    ("void vecs(read_only pipe int2 a, read_only pipe int4 b, read_only pipe int2 c)",
     "_Z4vecs8ocl_pipe8ocl_pipeS_"),
    ("void opaque(read_only pipe event_t a, read_only pipe event_t b, event_t e)",
     "_Z6opaque8ocl_pipeS_9ocl_event"),
    ("void halves(read_only pipe half a, read_only pipe half b)", "_Z6halves8ocl_pipeS_"),
    ("void atom(read_only pipe atomic_int a, read_only pipe int b, read_only pipe atomic_int c)",
     "_Z4atom8ocl_pipe8ocl_pipeS_"),
    # clang accepts void packets: pipe void is read_only pipe void
    ("void voids(pipe void a, read_only pipe void b, write_only pipe void c,"
     " __write_only pipe void d, pipe int e)", "_Z5voids8ocl_pipeS_8ocl_pipeS0_8ocl_pipe"),
]

# size_t is uint on spir and ulong on spir64.
TYPEDEFS = "void typedefs(read_only pipe uint a, read_only pipe unsigned int b," \
           " read_only pipe size_t c, read_only pipe ulong d)"
TYPEDEFS_CLANG19 = {"spir64": "_Z8typedefs8ocl_pipeS_8ocl_pipeS0_",
                    "spir": "_Z8typedefs8ocl_pipeS_S_8ocl_pipe"}

# Prototypes the parser rejects: clang-19 rejects the first two ("pipes packet
# types cannot be of reference type"; "access qualifier 'read_write' can not be
# used for 'read_only pipe int'").  It accepts the third as a pipe of int[2],
# which the model has no type for.
CLANG_REJECTS = ["void ptrpipe(read_only pipe int *p)", "void rwpipe(read_write pipe int p)"]
UNSUPPORTED = ["void arrpipe(read_only pipe int a[2])"]


def _cases(target: str) -> list[tuple[str, str]]:
    return CLANG19 + [(TYPEDEFS, TYPEDEFS_CLANG19[target])]


@pytest.mark.parametrize("cl_std,target", CONFIGS, ids=["%s_%s" % c for c in CONFIGS])
def test_mangling_matches_clang19(cl_std: str, target: str) -> None:
    got = {text: mangle(parse_prototype(text, target=target, cl_std=cl_std), target=target)
           for text, _ in _cases(target)}
    assert got == dict(_cases(target))


def _renamed(text: str) -> tuple[str, str]:
    """(clang-visible name, prototype): the function renamed into the differential prefix."""
    name = PREFIX + re.match(r"void (\w+)\(", text).group(1)
    return name, re.sub(r"^void \w+\(", "void %s(" % name, text)


@needs_clang
@pytest.mark.parametrize("cl_std,target", CONFIGS, ids=["%s_%s" % c for c in CONFIGS])
def test_literals_are_what_clang_says_and_we_agree(cl_std: str, target: str) -> None:
    cases = _cases(target)
    names, prototypes = zip(*(_renamed(text) for text, _ in cases))
    config = Config(cl_std, target)
    assert disagreements(config, list(prototypes), list(names)) == []
    source = "".join("__attribute__((overloadable)) %s;\n" % p for p in prototypes)
    run = clang_backend()(source, target, cl_std)
    for name, (text, expected) in zip(names, cases):
        old = re.match(r"void (\w+)\(", text).group(1)
        renamed = expected.replace("_Z%d%s" % (len(old), old), "_Z%d%s" % (len(name), name), 1)
        assert run[name] == renamed, text


@pytest.mark.parametrize("text", CLANG_REJECTS + UNSUPPORTED)
def test_invalid_or_unmodelled_pipes_are_rejected(text: str) -> None:
    with pytest.raises(PrototypeError):
        parse_prototype(text, cl_std="CL2.0")


@needs_clang
@pytest.mark.parametrize("text", CLANG_REJECTS)
def test_clang_rejects_them_too(text: str) -> None:
    name, prototype = _renamed(text)
    run = clang_backend()("__attribute__((overloadable)) %s;\n" % prototype, "spir64", "CL2.0")
    assert run.errors


# -------------------------------------------------------------- demangling

UNKNOWN = [Pipe(None, None, k) for k in range(3)]


@pytest.mark.parametrize("name, params", [
    ("_Z5pipe38ocl_pipe8ocl_pipe", (UNKNOWN[0], UNKNOWN[1])),
    ("_Z5pipes8ocl_pipeS_8ocl_pipeS0_", (UNKNOWN[0], UNKNOWN[0], UNKNOWN[1], UNKNOWN[1])),
    ("_Z5chars8ocl_pipe8ocl_pipe8ocl_pipeS_", (UNKNOWN[0], UNKNOWN[1], UNKNOWN[2], UNKNOWN[0])),
])
def test_each_fresh_pipe_is_a_distinct_type(name: str, params: tuple) -> None:
    entity = demangle(name).entity
    assert entity.params == params
    assert mangle(entity) == name


# (mangled, opencl style, llvm style = gnu style for these names)
PRINTED = [
    ("_Z5pipe38ocl_pipe8ocl_pipe", "pipe3(pipe void, pipe void#2)", "pipe3(ocl_pipe, ocl_pipe)"),
    ("_Z5pipes8ocl_pipeS_8ocl_pipeS0_", "pipes(pipe void, pipe void, pipe void#2, pipe void#2)",
     "pipes(ocl_pipe, ocl_pipe, ocl_pipe, ocl_pipe)"),
    ("_Z3acc8ocl_pipe8ocl_pipeS_", "acc(pipe void, pipe void#2, pipe void)",
     "acc(ocl_pipe, ocl_pipe, ocl_pipe)"),
    ("_Z4ptrs8ocl_pipePU3AS1iS_S1_", "ptrs(pipe void, __global int *, pipe void, __global int *)",
     "ptrs(ocl_pipe, int AS1*, ocl_pipe, int AS1*)"),
    ("_Z4user8ocl_pipeS_PU3AS42S08ocl_pipe",
     "user(pipe void, pipe void, __generic S0 *, pipe void#2)",
     "user(ocl_pipe, ocl_pipe, S0 AS4*, ocl_pipe)"),
    ("_Z5chars8ocl_pipe8ocl_pipe8ocl_pipeS_", "chars(pipe void, pipe void#2, pipe void#3, pipe void)",
     "chars(ocl_pipe, ocl_pipe, ocl_pipe, ocl_pipe)"),
    ("_Z3img14ocl_image2d_ro8ocl_pipeS_S0_",
     "img(__read_only image2d_t, pipe void, __read_only image2d_t, pipe void)",
     "img(ocl_image2d_ro, ocl_pipe, ocl_image2d_ro, ocl_pipe)"),
]


@pytest.mark.parametrize("name, opencl, llvm", PRINTED)
def test_demangled_pipes_print_and_parse_back(name: str, opencl: str, llvm: str) -> None:
    symbol = demangle(name)
    assert str(symbol) == opencl
    assert symbol.format("llvm") == llvm
    assert symbol.format("gnu") == llvm
    # (the text names a class unqualified: its reader names it, as --class does)
    assert parse_prototype(opencl, classes=("S0",)) == symbol.entity  # one model
    assert mangle(parse_prototype(opencl, classes=("S0",))) == name


def test_mix_prints_vectors_and_pipes() -> None:
    symbol = demangle("_Z3mix8ocl_pipeDv4_fS_S0_8ocl_pipe")
    assert str(symbol) == "mix(pipe void, float4, pipe void, float4, pipe void#2)"
    assert mangle(parse_prototype(str(symbol))) == "_Z3mix8ocl_pipeDv4_fS_S0_8ocl_pipe"


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt-19", "llvm"), ("c++filt", "gnu")])
def test_llvm_and_gnu_styles_match_the_tools(tool: str, style: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip("%s is not installed" % tool)
    names = [name for name, _, _ in PRINTED] + ["_Z3mix8ocl_pipeDv4_fS_S0_8ocl_pipe"]
    done = subprocess.run([tool, *names], capture_output=True, text=True, check=True)
    assert [demangle(n).format(style) for n in names] == done.stdout.splitlines()


def test_cli_mangles_the_printed_text_back(capsys: pytest.CaptureFixture[str]) -> None:
    from spirmangle.cli.main import main

    names = ["_Z5pipe38ocl_pipe8ocl_pipe", "_Z5pipes8ocl_pipeS_8ocl_pipeS0_"]
    assert main(["demangle", *names]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed == ["pipe3(pipe void, pipe void#2)",
                       "pipes(pipe void, pipe void, pipe void#2, pipe void#2)"]
    assert main(["mangle", *printed]) == 0
    assert capsys.readouterr().out.splitlines() == names


def test_spir_dialect_pipes_are_one_type() -> None:
    """The SPIR text mangles every pipe as ``__global ocl_pipe *`` (one LLVM type,
    ``%opencl.pipe_t addrspace(1)*``), so a second pipe is a substitution."""
    fn = parse_prototype("void f(read_only pipe int a, write_only pipe float b)", cl_std="CL2.0")
    name = mangle(fn, dialect="spir")
    assert name == "_Z1fPU3AS18ocl_pipeS1_"
    symbol = demangle(name)
    assert symbol.dialect == "spir" and str(symbol) == "f(pipe void, pipe void)"
    assert mangle(symbol.entity, dialect="spir") == name
    assert mangle(parse_prototype(str(symbol)), dialect="spir") == name



@pytest.mark.parametrize("name, llvm", [
    # a local name's function, a lambda's signature, a function type's parameter
    ("_ZZ1f8ocl_pipe11ocl_image2dE1gv", "f(ocl_pipe, ocl_image2d)::g()"),
    ("_ZZ1fPU3AS18ocl_pipe11ocl_image2dE1gv", "f(ocl_pipe AS1*, ocl_image2d)::g()"),
    ("_ZZ1fvEUlj8ocl_pipeE_11ocl_image2d", "f()::'lambda'(unsigned int, ocl_pipe)(ocl_image2d)"),
    ("_Z1fPF8ocl_pipevE11ocl_image2d", "f(ocl_pipe (*)(), ocl_image2d)"),
    ("_Z1fPFv8ocl_pipeE11ocl_image2d", "f(void (*)(ocl_pipe), ocl_image2d)"),
])
def test_spir_pipes_inside_a_name_keep_their_spelling(name: str, llvm: str) -> None:
    """The SPIR text's ``__global ocl_pipe *`` is read as a pipe in the symbol's own
    parameters only; a pipe anywhere else (a local name's function, a closure's
    signature, a function type) is the type as written, so it mangles back as
    written (it once gained a ``PU3AS1`` on the round trip).  The llvm style
    prints as llvm-cxxfilt-19."""
    symbol = demangle(name)
    assert symbol.dialect == "spir"
    assert mangle(symbol.entity, dialect="spir") == name
    assert symbol.format("llvm") == llvm


# -------------------------------------------------------------- prototypes


@pytest.mark.parametrize("text, params", [
    ("void f(pipe int a)", (Pipe(INT, "read_only"),)),
    ("void f(__write_only pipe float4 a)", (Pipe(FLOAT4, "write_only"),)),
    ("void f(pipe void a, read_only pipe void b, __read_only pipe void#1 c)", (UNKNOWN[0],) * 3),
    ("void f(pipe void#2 a, pipe void #3 b)", (UNKNOWN[1], UNKNOWN[2])),
    ("void f(write_only pipe void a, write_only pipe void#2 b)",
     (Pipe(None, "write_only"), Pipe(None, "write_only", 1))),
])
def test_prototype_pipes(text: str, params: tuple) -> None:
    assert parse_prototype(text).params == params


def test_const_and_volatile_qualify_the_element() -> None:
    fn = parse_prototype("void f(const pipe int a, pipe volatile int b, read_only pipe int c)")
    elements = [p.element for p in fn.params]
    assert [(e.const, e.volatile) for e in elements[:2]] == [(True, False), (False, True)]
    assert elements[2] == INT


@pytest.mark.parametrize("text", [
    "void f(void#2 a)",                    # a mark without pipe
    "void f(pipe int#2 a)",                # only the unknown (void) element is numbered
    "void f(pipe void#0 a)",               # numbering starts at 1
    "void f(pipe const void#2 a)",         # an unknown element takes no qualifiers
])
def test_bad_pipe_marks(text: str) -> None:
    with pytest.raises(PrototypeError):
        parse_prototype(text)


@pytest.mark.parametrize("text", [
    "void f(read_only pipe const int a, write_only pipe float4 b, pipe struct S0 c, pipe int d)",
    "void f(pipe void a, pipe void#2 b, write_only pipe void c, pipe void#3 d, pipe int e)",
    "void f(pipe const volatile uchar16 a, pipe atomic_int b, pipe event_t c, pipe image2d_t d)",
])
def test_prototype_text_round_trips(text: str) -> None:
    fn = parse_prototype(text)
    printed = format_entity(fn)
    # (the printed text names struct S0 unqualified: its reader names the class,
    # as the command's --class does; an unknown type name is an error, issue 25)
    assert parse_prototype(printed, classes=("S0",)) == fn
    assert mangle(parse_prototype(printed, classes=("S0",))) == mangle(fn)


def test_builder_and_model() -> None:
    assert pipe() == pipe(VOID) == Pipe() == Pipe(None, None, 0)
    assert pipe(INT) == Pipe(INT, "read_only")
    assert pipe(None, "write_only", 2) == Pipe(None, "write_only", 2)
    with pytest.raises(ValueError):
        Pipe(INT, "read_only", 1)  # the ordinal tells unknown elements apart only
    with pytest.raises(ValueError):
        Pipe(None, None, -1)


# -------------------------------------------------------------- properties

_OTHERS = [FLOAT4, Builtin("int"), pointer(INT, addrspace=GLOBAL)]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 3 + len(_OTHERS) - 1), min_size=1, max_size=9))
def test_unknown_pipes_survive_demangle_print_parse(labels: list[int]) -> None:
    """Pipes of unknown element, numbered by first appearance, mixed with other
    candidates: mangle, demangle, print and parse back all agree."""
    order: dict[int, int] = {}
    params = []
    for label in labels:
        if label < 3:
            params.append(Pipe(None, None, order.setdefault(label, len(order))))
        else:
            params.append(_OTHERS[label - 3])
    fn = Function(SourceName("f"), tuple(params))
    name = mangle(fn)
    assert name.count("8ocl_pipe") == len(order)
    symbol = demangle(name)
    assert symbol.entity == fn
    assert parse_prototype(str(symbol)) == fn
    assert mangle(parse_prototype(str(symbol))) == name


_ELEMENTS = ["int", "const int", "float", "float4", "uint", "unsigned int", "struct S0", "void",
             "volatile char"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["", "read_only", "__write_only", "write_only"]),
                          st.sampled_from(_ELEMENTS)), min_size=1, max_size=7))
def test_demangling_keeps_which_pipes_are_one_type(pipes: list[tuple[str, str]]) -> None:
    """Two parameters of a parsed prototype are the same pipe type exactly when
    their demangled parameters are."""
    text = "void f(%s)" % ", ".join("%s pipe %s p%d" % (a, e, k) for k, (a, e) in enumerate(pipes))
    fn = parse_prototype(text)
    name = mangle(fn)
    demangled = demangle(name).entity.params
    for i in range(len(pipes)):
        for j in range(i):
            assert (fn.params[i] == fn.params[j]) == (demangled[i] == demangled[j])
    assert mangle(parse_prototype(str(demangle(name)))) == name


SPIR_OWN_PIPES = ["_Z1fPU3AS18ocl_pipe", "_Z1fPU3AS18ocl_pipei", "_Z1fPU3AS18ocl_pipeS1_",
                  "_Z1gPU3AS18ocl_pipeS_", "_Z1g8ocl_pipePU3AS18ocl_pipe", "_Z1fPU3AS1K8ocl_pipe"]


@pytest.mark.parametrize("tool, style", [("llvm-cxxfilt-19", "llvm"), ("c++filt", "gnu")])
def test_spir_own_pipe_parameters_print_as_the_peers(tool: str, style: str) -> None:
    """The SPIR text's own ``PU3AS18ocl_pipe`` parameter is a pipe in the model (and
    the opencl style), but the peers' styles print it as written, ``ocl_pipe AS1*``,
    as both peers do; a pipe written ``8ocl_pipe`` stays ``ocl_pipe``."""
    if shutil.which(tool) is None:
        pytest.skip(tool + " is not installed")
    expected = subprocess.run([tool], input="\n".join(SPIR_OWN_PIPES) + "\n", capture_output=True,
                              text=True, check=True).stdout.splitlines()
    assert [demangle(n, "spir").format(style) for n in SPIR_OWN_PIPES] == expected
    assert demangle("_Z1fPU3AS18ocl_pipe", "spir").format("opencl") == "f(pipe void)"
