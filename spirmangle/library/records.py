"""The records of the public library functions (frozen dataclasses)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from ..model.node import dataclass  # (dataclasses.dataclass, made cheaply: start-up)

if TYPE_CHECKING:
    from ..demangler.symbol import Symbol

__all__ = ["Overload", "Configuration", "FunctionEntry", "Module", "Suggestion", "Finding"]


@dataclass(frozen=True)
class Overload:
    """One builtin overload of one configuration.

    ``prototype`` is the OpenCL C declaration, ``return_type`` and ``params`` its
    types as OpenCL C spells them, ``since``/``until`` the OpenCL C versions
    (``until`` exclusive, None: still there), ``extensions`` those it needs,
    ``attributes`` clang's (``const``, ``convergent``...), ``spirv`` the SPIR-V
    friendly call(s) the translator writes for it (empty when it becomes an
    instruction or is not described), ``section`` the specification's section."""

    name: str
    mangled: str
    prototype: str
    return_type: str
    params: tuple[str, ...]
    since: str
    until: Optional[str]
    extensions: tuple[str, ...]
    attributes: tuple[str, ...]
    spirv: tuple[str, ...]
    section: str


@dataclass(frozen=True)
class Configuration:
    """A configuration of the catalogue: target, OpenCL version, ``-cl-ext``
    changes and mangling dialect; ``extensions``: what a builtin found there needs."""

    target: str
    cl_std: str
    cl_ext: str = ""
    dialect: str = "clang"
    extensions: tuple[str, ...] = ()


@dataclass(frozen=True)
class FunctionEntry:
    """A function of a module: its ``symbol`` (the mangled name as the module
    spells it), ``demangled`` (the :class:`~spirmangle.Symbol`, None for a name
    that is not mangled or does not demangle), ``defined`` (the module has its
    body) or declared, ``linkage`` (``export``, ``import``, ``internal``,
    ``linkonce_odr``... or ``""``), ``kernel``, ``called`` (the module calls
    it) and ``line`` (where IR text first names it; 0: unknown)."""

    symbol: str
    demangled: "Optional[Symbol]"
    defined: bool
    linkage: str = ""
    kernel: bool = False
    called: bool = False
    line: int = 0

    @property
    def declared(self) -> bool:
        """Declared only: the module has no body for it."""
        return not self.defined


@dataclass(frozen=True)
class Module:
    """What a module (LLVM IR text, LLVM bitcode or SPIR-V) says about itself.

    ``format`` is ``llvm-ir``, ``llvm-bitcode`` or ``spirv``; ``target``
    ``spir``, ``spir64`` or ``x86_64`` (None: not said); ``language`` ``OpenCL
    C`` or ``C++ for OpenCL`` and ``version`` (``2.0``, ``2021``), ``cl_std`` the
    matching ``--cl-std`` (``CL2.0``, ``CLC++2021``); ``opencl_std`` the
    ``OpenCL.std`` extended instructions a SPIR-V module uses (``sin``...)."""

    path: str
    format: str
    target: Optional[str]
    language: Optional[str]
    version: Optional[str]
    cl_std: Optional[str]
    functions: tuple[FunctionEntry, ...]
    opencl_std: tuple[str, ...] = ()
    triple: Optional[str] = None
    addressing: Optional[str] = None
    reader: Optional[str] = None
    # the dialect its names were read with: ``auto``'s choice from the language the
    # module states (``clang`` for OpenCL C and C++ for OpenCL, ``itanium`` for
    # SYCL; ``auto`` where it says none), or the one asked for
    dialect: str = "auto"

    @property
    def kernels(self) -> tuple[FunctionEntry, ...]:
        """The module's kernels."""
        return tuple(f for f in self.functions if f.kernel)


@dataclass(frozen=True)
class Suggestion:
    """A real builtin near a reported one: its mangled name and (for an OpenCL C
    builtin) its prototype."""

    mangled: str
    prototype: str = ""


@dataclass(frozen=True)
class Finding:
    """One thing :func:`spirmangle.check` reports.

    ``kind`` is ``unknown-builtin`` (a ``_Z`` function no builtin of the
    configuration is), ``unknown-spirv-builtin`` (a ``__spirv_*`` one no
    builtin becomes), ``opencl-in-spirv-friendly-ir`` (with
    ``spirv_friendly=True``: an OpenCL builtin the translator writes as
    ``__spirv_*`` calls, which ``closest`` lists) or ``unmangled-near-miss``
    (an unmangled declaration whose name is nearly a builtin's, ``native_sqr``).
    ``line`` is 0 where the format has no lines; ``configurations`` are those
    where the symbol is a builtin."""

    kind: str
    symbol: str
    line: int = 0
    demangled: Optional[str] = None
    closest: tuple[Suggestion, ...] = ()
    configurations: tuple[Configuration, ...] = ()
