"""Modules for the library: :func:`read_module` and :func:`check` over
:mod:`spirmangle.modules.input` and :mod:`.checking`."""

from __future__ import annotations

import io
import os
from typing import IO, TYPE_CHECKING, Optional, Sequence, Union

from .records import Finding, FunctionEntry, Module

if TYPE_CHECKING:
    from ..modules.input import ModuleFunction, ModuleInfo
    from ..demangler.symbol import Symbol

Source = Union[str, "os.PathLike[str]", bytes, IO[bytes]]


def load(source: Source, name: Optional[str] = None) -> "ModuleInfo":
    """The module record of a path, bytes or binary stream."""
    from ..modules.input import load_module, read_module

    if isinstance(source, (bytes, bytearray)):
        return read_module(io.BytesIO(bytes(source)), name or "<bytes>")
    if hasattr(source, "read"):
        stream = source  # an open binary stream
        return read_module(stream, name or str(getattr(stream, "name", "<stream>")))  # type: ignore[arg-type]
    path = os.fspath(source)
    return load_module(path) if name is None else load_module(name, open(path, "rb"))


def demangled(symbol: str, dialect: str) -> "Optional[Symbol]":
    """The symbol demangled, None if it is not mangled or does not demangle."""
    from ..modules.readings import demangled as read

    return read(symbol, dialect)


def module_symbol(function: "ModuleFunction", dialect: str, generic: bool) -> "Optional[Symbol]":
    """A module's function's name as the module reads it (spirmangle.modules.readings)."""
    from ..modules.readings import module_symbol as read

    return read(function, dialect, generic)


def public_module(info: "ModuleInfo", dialect: str) -> Module:
    """The public record of a module record."""
    language = version = None
    if info.source:  # ("OpenCL C 2.0"; "SYCL" alone where the module gives no version)
        language, _, version = info.source.rpartition(" ") if " " in info.source \
            else (info.source, "", "")
    from ..modules.readings import ModuleReader

    reader = ModuleReader(info, dialect)  # (the module decides, where dialect is auto)
    functions = tuple(FunctionEntry(f.name, reader.function(f), f.defined, f.linkage, f.kernel,
                                    f.called, f.line)
                      for f in info.functions)
    return Module(info.path, info.format, info.target, language, version or None, info.cl_std,
                  functions, tuple(n for s, n in info.ext_instructions if s == "OpenCL.std"),
                  info.triple, info.addressing, info.reader, reader.names)


def read_module(source: Source, dialect: str = "auto", name: Optional[str] = None) -> Module:
    return public_module(load(source, name), dialect)


def module_record(module: Module) -> "ModuleInfo":
    """The :mod:`spirmangle.modules.input` record of a public module."""
    from ..modules.input import ModuleFunction, ModuleInfo

    source = None if module.language is None else (
        module.language + (" " + module.version if module.version else ""))
    return ModuleInfo(module.path, module.format, module.target, module.triple,
                      module.addressing, module.cl_std, source,
                      tuple(ModuleFunction(f.symbol, f.defined, f.linkage, f.kernel, f.called,
                                           f.line) for f in module.functions),
                      reader=module.reader)


def check(module: Union[Module, Source], target: Optional[str], cl_std: Optional[str],
          cl_ext: str, dialect: str, allow: Sequence[str], spirv_friendly: bool) -> list[Finding]:
    from .checking import check_info

    if isinstance(module, Module):  # (its record has no IR signatures: its readings stand)
        info = module_record(module)
        readings = {f.symbol: f.demangled for f in module.functions}
        return list(check_info(info, target, cl_std, cl_ext, dialect, allow, spirv_friendly,
                               readings).findings)
    return list(check_info(load(module), target, cl_std, cl_ext, dialect, allow,
                           spirv_friendly).findings)
