"""Reading a module in any of the forms SPIR people hold: LLVM IR text, LLVM bitcode, SPIR-V.

:func:`load_module` tells the format by the first bytes and returns one
:class:`ModuleInfo`: the format, the target (``spir``, ``spir64``, ``x86_64``)
and OpenCL version the module states, and its functions (defined or declared,
exported or imported, called or not).

* **LLVM IR text** is read in one pass, line by line (memory holds a line and the
  distinct function names): ``define``/``declare`` lines, ``@name(`` uses,
  ``target triple`` and the ``!opencl.ocl.version``, ``!opencl.spir.version`` and
  ``!opencl.cxx.version`` metadata.
* **LLVM bitcode** (raw magic ``BC\\xC0\\xDE`` or the wrapper ``0x0B17C0DE``) is
  disassembled by ``llvm-dis`` (``llvm-dis-19``, ``llvm-dis``, then any other
  version on the PATH), or else by llvmlite (``pip install 'spirmangle[bitcode]'``),
  and its text read as above; line numbers are then not the file's and are not kept.
* **SPIR-V** (magic ``0x07230203``, either byte order) is read by
  :mod:`spirmangle.modules.spirv_module`.

Anything else (empty, ELF, other binary data, text that is no LLVM IR) raises
:class:`ModuleInputError` with a one-line message.
"""

from __future__ import annotations

import os
import re
from typing import BinaryIO, Iterable, Iterator, Optional

from os import fsdecode as decode  # (as the command line decodes its input)
from ..config import CL_VERSIONS
from ..model.node import dataclass, field, replace  # (dataclasses', made cheaply: start-up)
from .spirv_module import SOURCE_LANGUAGES, SpirvError, is_spirv, read_spirv, source_cl_std

__all__ = ["ModuleInputError", "ModuleFunction", "ModuleInfo", "FORMATS", "detect_format",
           "module_dialect", "read_dialect",
           "load_module", "read_module", "binary_module_kind", "read_ir", "disassemble_bitcode", "llvm_dis_tools",
           "BITCODE_INSTALL_HINT"]

IR, BITCODE, SPIRV = "llvm-ir", "llvm-bitcode", "spirv"
FORMATS = (IR, BITCODE, SPIRV)
HEAD = 1 << 16  # bytes looked at to tell the format
CHUNK = 1 << 16
BITCODE_INSTALL_HINT = ("reading LLVM bitcode needs llvm-dis (apt-get install llvm-19) "
                        "or llvmlite (pip install 'spirmangle[bitcode]')")
DISASSEMBLE_TIMEOUT = 300.0  # seconds


class ModuleInputError(Exception):
    """A module that cannot be read; ``str()`` is a one-line message."""


@dataclass(frozen=True)
class ModuleFunction:
    """A function of a module.  ``linkage`` is ``export`` or ``import`` (SPIR-V's
    words; an IR ``define`` with external linkage exports, a ``declare`` imports),
    ``internal``, ``linkonce_odr``, ``weak``... or ``""`` when the module says
    nothing.  ``line`` is where the name first appears in IR text (0: unknown)."""

    name: str
    defined: bool
    linkage: str = ""
    kernel: bool = False
    called: bool = False
    line: int = 0
    # LLVM IR: the words before the name (linkage, return type) and the text after
    # its "(" (the parameters), as spirmangle.modules.signature reads them.
    signature: Optional[tuple[str, str]] = field(default=None, compare=False)


@dataclass(frozen=True)
class ModuleInfo:
    """What a module says about itself, in any of the three formats."""

    path: str
    format: str
    target: Optional[str] = None  # spir, spir64 or x86_64; None if the module does not say
    triple: Optional[str] = None
    addressing: Optional[str] = None  # SPIR-V addressing model
    cl_std: Optional[str] = None  # CL1.2, CL2.0, CL3.0, CLC++1.0, CLC++2021...
    source: Optional[str] = None  # "OpenCL C 2.0", "C++ for OpenCL 2021"
    functions: tuple[ModuleFunction, ...] = ()
    ext_imports: tuple[str, ...] = ()
    ext_instructions: tuple[tuple[str, str], ...] = ()  # SPIR-V (set, instruction) used
    reader: Optional[str] = field(default=None, compare=False)  # the bitcode disassembler
    # LLVM IR: the text has a pointer in address space 4 somewhere (an addrspacecast to
    # __generic, a memcpy.p0.p4): the module has the generic address space
    generic_pointers: bool = field(default=False, compare=False)

    def to_json(self) -> dict[str, object]:
        """The record as JSON-ready data."""
        return {
            "path": self.path, "format": self.format, "target": self.target,
            "triple": self.triple, "addressing": self.addressing, "cl_std": self.cl_std,
            "source": self.source, "reader": self.reader,
            "functions": [{"name": f.name, "defined": f.defined, "linkage": f.linkage,
                           "kernel": f.kernel, "called": f.called, "line": f.line or None}
                          for f in self.functions],
            "ext_imports": list(self.ext_imports),
            "ext_instructions": [{"set": s, "name": n} for s, n in self.ext_instructions],
        }


# ----------------------------------------------------------------- languages

_OPENCL_SOURCES = ("OpenCL C", "C++ for OpenCL")


def module_dialect(info: "ModuleInfo") -> str:
    """The dialect a module's names are read with, from the language it states:
    ``clang`` for OpenCL C and C++ for OpenCL (``!opencl.ocl.version``,
    ``!opencl.cxx.version``, SPIR-V ``OpSource``), whose compiler makes phantom
    ``__private`` candidates; ``itanium`` for SYCL (SPIR-V ``OpSource SYCL``;
    DPC++'s modules, which say OpenCL C++ (``OpSource OpenCL_CPP``, IR
    ``!spirv.Source``) or carry its ``sycl-device`` flag, whatever OpenCL version
    metadata they have; LLVM IR for spir/spir64 without OpenCL metadata: upstream
    clang's ``-fsycl-is-device`` writes none, nor any SYCL flag), which has none;
    ``auto`` where the module does not say (the names decide)."""
    if info.cl_std is not None or (info.source or "").startswith(_OPENCL_SOURCES):
        return "clang"
    if (info.source or "").startswith("SYCL"):
        return "itanium"
    if info.format in (IR, BITCODE) and info.target in ("spir", "spir64"):
        return "itanium"
    return "auto"


def read_dialect(name: str, dialect: str) -> str:
    """The dialect to read ``name`` of a module with :func:`module_dialect`
    ``dialect``: a ``__spirv_`` name is the SPIR-V translator's (or SYCL's
    headers'), whose manglers make no phantoms: ``auto`` reads it as such."""
    return "auto" if dialect == "clang" and "__spirv_" in name else dialect


# ----------------------------------------------------------------- formats

_BITCODE_MAGICS = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")
_OTHER_BINARIES = (
    (b"\x7fELF", "an ELF object or executable"),
    (b"!<arch>\n", "an ar archive"),
    (b"\x1f\x8b", "gzip-compressed data"),
    (b"PK\x03\x04", "a zip archive"),
)
_CONTROL = bytes(c for c in range(32) if c not in b"\t\n\r\f\v") + b"\x7f"


def detect_format(head: bytes) -> str:
    """``llvm-ir``, ``llvm-bitcode`` or ``spirv`` from a module's first bytes; raises
    :class:`ModuleInputError` for anything else."""
    if not head:
        raise ModuleInputError("empty input: not an LLVM IR, LLVM bitcode or SPIR-V module")
    if head[:4] in _BITCODE_MAGICS:
        return BITCODE
    if is_spirv(head):
        return SPIRV
    for magic, what in _OTHER_BINARIES:
        if head.startswith(magic):
            raise ModuleInputError("%s, not an LLVM IR, LLVM bitcode or SPIR-V module" % what)
    controls = sum(head.count(c) for c in _CONTROL)
    if b"\0" in head or controls * 4 > len(head):
        raise ModuleInputError("binary data of unknown format, not an LLVM IR, LLVM bitcode "
                               "or SPIR-V module")
    return IR


def binary_module_kind(head: bytes) -> Optional[str]:
    """``LLVM bitcode`` or ``SPIR-V`` if ``head`` starts a module of that binary format."""
    if head[:4] in _BITCODE_MAGICS:
        return "LLVM bitcode"
    return "SPIR-V" if is_spirv(head) else None


def load_module(path: str, source: Optional[BinaryIO] = None) -> ModuleInfo:
    """Read the module at ``path`` (or from ``source``, named ``path``, e.g. stdin).
    Raises :class:`ModuleInputError` (unknown format, unreadable bitcode) and OSError."""
    if source is not None:
        return read_module(source, path)
    with open(path, "rb") as f:
        return read_module(f, path)


def read_module(source: BinaryIO, path: str) -> ModuleInfo:
    """Read a module from an open binary stream."""
    head = _read_head(source)
    kind = detect_format(head)
    if kind == IR:
        return read_ir((decode(line) for line in _lines(head, source)), path)
    data = head + source.read()
    if kind == SPIRV:
        return _from_spirv(data, path)
    text, tool = disassemble_bitcode(data)
    info = read_ir(text.splitlines(), path, fmt=BITCODE, keep_lines=False)
    return replace(info, reader=tool)


def _read_head(source: BinaryIO) -> bytes:
    parts = []
    size = 0
    while size < HEAD:
        data = source.read(HEAD - size)
        if not data:
            break
        parts.append(data)
        size += len(data)
    return b"".join(parts)


def _lines(head: bytes, source: BinaryIO) -> Iterator[bytes]:
    """The lines of ``head`` and the rest of ``source`` (a line ends at a newline only)."""
    pending = bytearray()
    data = head
    while data:
        if b"\n" in data:
            parts = data.split(b"\n")
            pending += parts[0]
            yield bytes(pending)
            yield from parts[1:-1]
            pending = bytearray(parts[-1])
        else:
            pending += data
        data = source.read(CHUNK)
    if pending:
        yield bytes(pending)


# ----------------------------------------------------------------- SPIR-V

_SOURCE_NAMES = {"OpenCL_C": "OpenCL C", "CPP_for_OpenCL": "C++ for OpenCL"}
# SYCL as DPC++ (intel/llvm's clang) marks its device modules: SPIR-V's OpenCL C++
# (OpenCL_CPP, 4; no other compiler writes it: clang and the translator write C++ for
# OpenCL as OpenCL_C or CPP_for_OpenCL), in IR !spirv.Source or OpSource; in IR also
# its "sycl-device" module flag and "sycl-module-id" function attributes.
_DPCPP_LANGUAGE = 4  # (SOURCE_LANGUAGES: OpenCL_CPP)
SYCL_SOURCE = "SYCL"


def _from_spirv(data: bytes, path: str) -> ModuleInfo:
    try:
        module = read_spirv(data)
    except SpirvError as exc:
        raise ModuleInputError("malformed SPIR-V: %s" % exc) from None
    target = {"Physical32": "spir", "Physical64": "spir64"}.get(module.addressing or "")
    source = None
    if module.source_language == SOURCE_LANGUAGES[_DPCPP_LANGUAGE]:
        source = SYCL_SOURCE
    elif module.source_language is not None:
        source = _SOURCE_NAMES.get(module.source_language, module.source_language)
        if module.source_version is not None:
            source += " %d.%d" % (module.source_version // 100000, module.source_version // 1000 % 100)
    functions = _merged(ModuleFunction(f.name, f.defined, f.linkage, f.kernel, f.called)
                        for f in module.functions)
    return ModuleInfo(path, SPIRV, target=target, addressing=module.addressing,
                      cl_std=source_cl_std(module.source_language, module.source_version),
                      source=source, functions=functions, ext_imports=module.ext_imports,
                      ext_instructions=module.ext_instructions)


def _merged(functions: Iterable[ModuleFunction]) -> tuple[ModuleFunction, ...]:
    """One record per name: llvm-spirv writes a kernel twice, the exported function
    and an unnamed entry-point wrapper that calls it (named by its OpEntryPoint)."""
    by_name: dict[str, ModuleFunction] = {}
    for f in functions:
        old = by_name.get(f.name)
        by_name[f.name] = f if old is None else ModuleFunction(
            f.name, old.defined or f.defined, old.linkage or f.linkage, old.kernel or f.kernel,
            old.called or f.called)
    return tuple(by_name.values())


# ----------------------------------------------------------------- bitcode


def llvm_dis_tools() -> list[str]:
    """The ``llvm-dis`` programs to try, best first: llvm-dis-19, llvm-dis, then the
    other versions on the PATH, newest first."""
    import glob  # (these three only for bitcode: start-up, issue 23)
    import shutil

    found: list[str] = []
    for name in ("llvm-dis-19", "llvm-dis"):
        where = shutil.which(name)
        if where and where not in found:
            found.append(where)
    versions = []
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        for where in glob.glob(os.path.join(glob.escape(directory or "."), "llvm-dis-*")):
            suffix = os.path.basename(where)[len("llvm-dis-"):]
            if suffix.isdigit() and os.access(where, os.X_OK):
                versions.append((-int(suffix), where))
    for _, where in sorted(versions):
        if where not in found and os.path.basename(where) not in map(os.path.basename, found):
            found.append(where)
    return found


def disassemble_bitcode(data: bytes) -> tuple[str, str]:
    """The LLVM IR text of bitcode ``data`` and the name of what disassembled it."""
    import subprocess

    failures: list[str] = []
    for tool in llvm_dis_tools():
        try:
            done = subprocess.run([tool, "-o", "-", "-"], input=data, capture_output=True,
                                  timeout=DISASSEMBLE_TIMEOUT)
        except (OSError, subprocess.TimeoutExpired) as exc:
            failures.append("%s: %s" % (os.path.basename(tool), exc))
            continue
        if done.returncode == 0:
            return decode(done.stdout), os.path.basename(tool)
        message = decode(done.stderr).strip().splitlines()
        failures.append("%s: %s" % (os.path.basename(tool), message[-1] if message else "failed"))
    text = _llvmlite_disassemble(data, failures)
    if text is not None:
        return text, "llvmlite"
    if failures:
        raise ModuleInputError("LLVM bitcode that no disassembler here reads (%s)" % "; ".join(failures))
    raise ModuleInputError(BITCODE_INSTALL_HINT)


def _llvmlite_disassemble(data: bytes, failures: list[str]) -> Optional[str]:
    try:
        from llvmlite import binding  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return None
    try:
        return str(binding.parse_bitcode(data))
    except Exception as exc:  # llvmlite raises RuntimeError; be safe with the rest
        failures.append("llvmlite: %s" % (str(exc).strip().splitlines() or ["failed"])[-1])
        return None


# ----------------------------------------------------------------- IR text

_NAME = r'("(?:[^"\\]|\\.)*"|[-A-Za-z0-9_$.]+)'
_DEFINITION = re.compile(r"\s*(define|declare)\b([^@]*)@" + _NAME + r"\s*\(")
_USE = re.compile(r"@" + _NAME + r"\s*\(")
_TRIPLE = re.compile(r'\s*target\s+triple\s*=\s*"([^"]*)"')
_NAMED_VERSION = re.compile(r"\s*!(?:opencl\.(ocl|spir|cxx)\.version|spirv\.(Source))\s*=\s*!\{\s*!(\d+)")
_VERSION_NODE = re.compile(r"\s*!(\d+)\s*=\s*(?:distinct\s+)?!\{\s*i32\s+(\d+)\s*,\s*i32\s+(\d+)\s*\}")
_IR_LINE = re.compile(r"\s*(define\b|declare\b|target\b|source_filename\b|attributes\b|[@!]|"
                      r"%\S+\s*=\s*type\b|; ModuleID)")
_LINKAGES = ("private", "internal", "linkonce_odr", "linkonce", "weak_odr", "weak", "common",
             "available_externally", "extern_weak", "appending")
_MAX_VERSION_NODES = 100000
_TARGETS = {"spir": "spir", "spir64": "spir64", "spirv32": "spir", "spirv64": "spir64",
            "x86_64": "x86_64"}


class _Function:
    """What one pass over IR text found of one function."""

    __slots__ = ("line", "defined", "linkage", "kernel", "called", "signature")

    def __init__(self, line: int) -> None:
        self.line = line
        self.defined = False
        self.linkage = ""
        self.kernel = False
        self.called = False
        self.signature: Optional[tuple[str, str]] = None


class _IrScan:
    """The state of one pass over IR text."""

    def __init__(self) -> None:
        self.functions: dict[str, _Function] = {}  # in order of first appearance
        self.triple: Optional[str] = None
        self.named: dict[str, str] = {}  # ocl/spir/cxx/Source -> node number
        self.sycl = False  # DPC++'s "sycl-device" module flag or "sycl-module-id" attribute
        self.nodes: dict[str, tuple[int, int]] = {}
        self.looks_like_ir = False
        self.generic_pointers = False

    def line(self, number: int, text: str) -> None:
        if not self.looks_like_ir and _IR_LINE.match(text):
            self.looks_like_ir = True
        if not self.generic_pointers and "addrspace(4)" in text:
            self.generic_pointers = True
        if "@" in text and not text.lstrip().startswith(";"):
            self._functions(number, text)
        elif text.lstrip().startswith("!"):
            self._metadata(text)
        elif text.startswith("attributes"):
            if not self.sycl and '"sycl-module-id"' in text:
                self.sycl = True
        elif self.triple is None:
            m = _TRIPLE.match(text)
            if m:
                self.triple = m.group(1)

    def _functions(self, number: int, text: str) -> None:
        start = 0
        m = _DEFINITION.match(text)
        if m:
            record = self._record(_unquote(m.group(3)), number)
            words = m.group(2).split()
            linkage = next((w for w in words if w in _LINKAGES), "")
            if record.signature is None or m.group(1) == "define":
                record.signature = (m.group(2), text[m.end():])
            if m.group(1) == "define":
                record.defined = True
                record.linkage = "internal" if linkage in ("private", "internal") else linkage or "export"
                record.kernel = "spir_kernel" in words
            elif not record.defined:
                record.linkage = linkage or "import"
            start = m.end()
        for use in _USE.finditer(text, start):
            self._record(_unquote(use.group(1)), number).called = True

    def _record(self, name: str, number: int) -> _Function:
        record = self.functions.get(name)
        if record is None:
            record = self.functions[name] = _Function(number)
        return record

    def _metadata(self, text: str) -> None:
        m = _NAMED_VERSION.match(text)
        if m:
            self.named[m.group(1) or m.group(2)] = m.group(3)
            return
        if not self.sycl and '"sycl-device"' in text:
            self.sycl = True
        m = _VERSION_NODE.match(text)
        if m and len(self.nodes) < _MAX_VERSION_NODES:
            self.nodes[m.group(1)] = (int(m.group(2)), int(m.group(3)))

    def version(self) -> tuple[Optional[str], Optional[str]]:
        """(--cl-std, source description) from the metadata."""
        cxx = self.nodes.get(self.named.get("cxx", ""))
        source = self.nodes.get(self.named.get("Source", ""))
        if cxx is None and (self.sycl or source is not None and source[0] == _DPCPP_LANGUAGE):
            return None, SYCL_SOURCE  # (DPC++ writes OpenCL's version metadata too)
        if cxx is not None:
            std = {(1, 0): "CLC++1.0", (2021, 0): "CLC++2021"}.get(cxx)
            return std, "C++ for OpenCL %s" % ("2021" if cxx == (2021, 0) else "%d.%d" % cxx)
        for key in ("ocl", "spir"):
            found = self.nodes.get(self.named.get(key, ""))
            if found is not None:
                std = "CL%d.%d" % found
                return (std if std in CL_VERSIONS else None), "OpenCL C %d.%d" % found
        return None, None


def _unquote(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


def read_ir(lines: Iterable[str], path: str, fmt: str = IR, keep_lines: bool = True) -> ModuleInfo:
    """The module record of LLVM IR text (one pass over ``lines``)."""
    scan = _IrScan()
    for number, text in enumerate(lines, 1):
        scan.line(number, text)
    if not scan.looks_like_ir:
        raise ModuleInputError("text that is not LLVM IR (no define, declare, target or "
                               "metadata line)")
    functions = tuple(
        ModuleFunction(name, r.defined, r.linkage, r.kernel, r.called, r.line if keep_lines else 0,
                       r.signature)
        for name, r in scan.functions.items() if not name.startswith("llvm."))
    cl_std, source = scan.version()
    arch = scan.triple.split("-")[0] if scan.triple else ""
    return ModuleInfo(path, fmt, target=_TARGETS.get(arch), triple=scan.triple, cl_std=cl_std,
                      source=source, functions=functions, generic_pointers=scan.generic_pointers)
