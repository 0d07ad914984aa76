"""The public functions of the library (re-exported by :mod:`spirmangle`).

Each function imports what it needs when it is called, so ``import spirmangle``
stays as fast as it was.  The configuration keywords are those of the command
line: ``target`` (``spir``, ``spir64``), ``cl_std`` (``CL1.2``, ``CL2.0``,
``CL3.0``, ``CLC++2021``...), ``cl_ext`` (``-cl-ext`` changes, ``"-cl_khr_fp64"``)
and ``dialect`` (``clang``: clang's mangling, ``spir``: the SPIR 1.2/2.0 text's).
"""

from __future__ import annotations

import os
from typing import IO, BinaryIO, Optional, Sequence, Union

from .records import Configuration, Finding, Module, Overload

__all__ = ["lookup", "is_builtin", "other_configurations", "read_module", "check",
           "demangle_text", "demangle_stream", "header"]

PathOrData = Union[str, "os.PathLike[str]", bytes, BinaryIO]


def lookup(name_or_symbol: str, *, cl_std: str = "CL3.0", target: str = "spir64",
           cl_ext: str = "", dialect: str = "clang",
           params: Optional[Sequence[str]] = None) -> list[Overload]:
    """The catalogue's overloads of a builtin name, or the one a mangled symbol is
    (a ``__spirv_*`` name or symbol: the OpenCL C overloads that become it).
    ``params`` (OpenCL C type spellings) keeps the overloads with those parameters.

    >>> import spirmangle
    >>> [o.mangled for o in spirmangle.lookup("fract", params=["float4", "float4 *"])]
    ['_Z5fractDv4_fPU3AS4S_']
    >>> [o.mangled for o in spirmangle.lookup("fract", cl_std="CL1.2",
    ...                                       params=["float4", "__global float4 *"])]
    ['_Z5fractDv4_fPU3AS1S_']
    >>> o = spirmangle.lookup("_Z13get_global_idj")[0]
    >>> o.prototype, o.return_type, o.params, o.spirv
    ('size_t get_global_id(uint dimindx)', 'ulong', ('uint',), ('_Z33__spirv_BuiltInGlobalInvocationIdi',))
    >>> spirmangle.lookup("fract", cl_std="CL1.2", target="spir")[0].mangled
    '_Z5fractfPU3AS1f'

    Raises ValueError for a configuration that does not exist, and
    :class:`~spirmangle.PrototypeError` for a parameter spelling that is no type.
    """
    from .builtins import lookup as find

    return find(name_or_symbol, target, cl_std, cl_ext, dialect, params)


def is_builtin(symbol: str, *, cl_std: str = "CL3.0", target: str = "spir64",
               cl_ext: str = "", dialect: str = "clang") -> bool:
    """Whether ``symbol`` (a mangled name, or an unmangled builtin's such as
    ``printf``) is a builtin of the configuration; :func:`other_configurations`
    says where it is when it is not.

    >>> import spirmangle
    >>> spirmangle.is_builtin("_Z5fractDv4_fPU3AS4S_")
    True
    >>> spirmangle.is_builtin("_Z5fractDv4_fPU3AS1S_", cl_std="CL1.2", target="spir")
    True
    >>> spirmangle.is_builtin("_Z10atomic_incPVi")
    False
    """
    from .builtins import is_builtin as known

    return known(symbol, target, cl_std, cl_ext, dialect)


def other_configurations(name_or_symbol: str, *, cl_std: str = "CL3.0", target: str = "spir64",
                         cl_ext: str = "", dialect: str = "clang") -> list[Configuration]:
    """The configurations other than the given one that have the builtin (the
    same answer ``spirmangle lookup`` and ``spirmangle check`` give): OpenCL C
    1.2, 2.0 and 3.0 in both dialects; if none, C++ for OpenCL and OpenCL 3.0
    without the generic address space; if none, the other target.

    >>> import spirmangle
    >>> [(c.cl_std, c.cl_ext.split(",")[0]) for c in spirmangle.other_configurations("_Z10atomic_incPVi")]
    [('CLC++2021', '-__opencl_c_generic_address_space')]
    >>> [(c.cl_std, c.dialect) for c in spirmangle.other_configurations("to_global")]
    [('CL2.0', 'spir'), ('CL3.0', 'spir')]
    """
    from .builtins import other_configurations as where

    return where(name_or_symbol, target, cl_std, cl_ext, dialect)


def read_module(source: PathOrData, *, dialect: str = "auto", name: Optional[str] = None) -> Module:
    """Read a module (LLVM IR text, LLVM bitcode or SPIR-V, told by its first
    bytes) from a path, its bytes or a binary stream: its format, target,
    language and version, its functions (each demangled under ``dialect``) and
    the ``OpenCL.std`` instructions a SPIR-V module uses.  ``name`` names it
    (default: the path, or ``<bytes>``).

    >>> import spirmangle
    >>> ir = b'target triple = "spir-unknown-unknown"\\n' \\
    ...      b'declare spir_func float @_Z3sinf(float)\\n' \\
    ...      b'define spir_kernel void @k() {\\n  %1 = call float @_Z3sinf(float 1.0)\\n  ret void\\n}\\n'
    >>> m = spirmangle.read_module(ir)
    >>> m.format, m.target, [(f.symbol, str(f.demangled), f.defined, f.kernel) for f in m.functions]
    ('llvm-ir', 'spir', [('_Z3sinf', 'float sin(float)', False, False), ('k', 'None', True, True)])

    Raises :class:`ModuleInputError` for input that is no module, OSError for
    a path that cannot be read.
    """
    from .modules import read_module as read

    return read(source, dialect, name)


def check(module_or_path: Union[Module, PathOrData], *, cl_std: Optional[str] = None,
          target: Optional[str] = None, cl_ext: str = "", dialect: str = "clang",
          allow: Sequence[str] = (), spirv_friendly: bool = False) -> list[Finding]:
    """What ``spirmangle check`` reports on a module: unknown builtins, unknown
    SPIR-V friendly builtins, unmangled near misses (see :class:`Finding`).  The
    target and OpenCL version come from the module unless given; ``allow`` globs
    (over the symbol, its demangling or its function name) leave functions out.

    >>> import spirmangle
    >>> ir = b'declare spir_func float @_Z3sinf(float)\\n' \\
    ...      b'declare spir_func float @_Z3sinff(float, float)\\n' \\
    ...      b'declare spir_func float @native_sqr(float)\\n'
    >>> [(f.kind, f.symbol, f.closest[0].mangled) for f in spirmangle.check(ir)]
    [('unknown-builtin', '_Z3sinff', '_Z3sinf'), ('unmangled-near-miss', 'native_sqr', '_Z11native_sqrtf')]
    >>> spirmangle.check(ir, allow=["sin(float, float)", "native_*"])
    []
    """
    from .modules import check as judge

    return judge(module_or_path, target, cl_std, cl_ext, dialect, allow, spirv_friendly)


def demangle_text(text: str, style: str = "opencl", dialect: str = "auto", *,
                  types: bool = False, strip_underscore: bool = False,
                  no_params: bool = False) -> str:
    """``text`` with every mangled symbol in it replaced by its demangling, by the
    rules of the ``spirmangle demangle`` filter (and llvm-cxxfilt's): a symbol is
    a whole word of ``[A-Za-z0-9_.$]``, a name that does not demangle stays.

    >>> import spirmangle
    >>> spirmangle.demangle_text("call @_Z5fractDv4_fPU3AS1S_(x) ; _Zbad")
    'call @float4 fract(float4, __global float4 *)(x) ; _Zbad'
    >>> spirmangle.demangle_text("_Z3fooi.cold", style="llvm")
    'foo(int) (.cold)'
    """
    import io

    out = io.BytesIO()
    demangle_stream(io.BytesIO(os.fsencode(text)), out, style, dialect, types=types,
                    strip_underscore=strip_underscore, no_params=no_params)
    return os.fsdecode(out.getvalue())


def demangle_stream(infile: IO[bytes], outfile: IO[bytes], style: str = "opencl",
                    dialect: str = "auto", *, types: bool = False,
                    strip_underscore: bool = False, no_params: bool = False) -> int:
    """:func:`demangle_text` over binary streams, read in chunks (bounded memory:
    a word longer than the filter's limit is copied unchanged); returns how many
    symbols did not demangle.

    >>> import io, spirmangle
    >>> out = io.BytesIO()
    >>> spirmangle.demangle_stream(io.BytesIO(b"_Z3sinf _Z3xx"), out)
    1
    >>> out.getvalue()
    b'float sin(float) _Z3xx'
    """
    from .text import demangle_stream as run

    return run(infile, outfile, style, dialect, types, strip_underscore, no_params)


def header(*, cl_std: str = "CL3.0", target: str = "spir64", cl_ext: str = "",
           dialect: str = "clang", lang: str = "opencl", llvm_version: Optional[int] = None,
           spirv_friendly: bool = False, base: str = "own") -> str:
    """Every builtin of the configuration declared: an OpenCL C header (``lang=
    "opencl"``; ``base="own"`` starts it with the vector and other base types and
    macros it needs, so that it compiles with ``clang -cl-no-stdinc -include``,
    ``"include"`` with ``#include <opencl-c-base.h>``, ``"none"`` with neither) or LLVM
    IR declarations (``lang="llvm"``, as clang of ``llvm_version`` writes them,
    default 17; ``spirv_friendly``: the ``__spirv_*`` functions instead).

    >>> import spirmangle
    >>> text = spirmangle.header(cl_std="CL1.2", target="spir")
    >>> "__attribute__((overloadable)) float fract(float, __global float *);" in text
    True
    >>> [line for line in spirmangle.header(lang="llvm").splitlines() if "@_Z3sinf(" in line]
    ['declare spir_func float @_Z3sinf(float noundef) local_unnamed_addr #0']
    """
    from .headers import header as write

    return write(cl_std, target, cl_ext, dialect, lang, llvm_version, spirv_friendly, base)
