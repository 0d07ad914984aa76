"""A small reader of SPIR-V binary modules: the functions and what they say about themselves.

SPIR-V is a stream of 32-bit words: a five-word header (magic ``0x07230203``,
version, generator, id bound, schema), then instructions whose first word holds
the word count (high half) and the opcode (low half).  A module written on a
machine of the other byte order has the magic byte-swapped, and so every word.

Only the instructions that name or link functions are read:

* ``OpName`` (names an id), ``OpDecorate ... LinkageAttributes "name" Export|Import``
  (the linker's name: exports are definitions, imports declarations);
* ``OpFunction`` ... ``OpFunctionEnd`` (a function with an ``OpLabel`` has a body),
  ``OpFunctionCall`` (its callee), ``OpEntryPoint`` (kernels);
* ``OpMemoryModel`` (addressing Physical32/Physical64: the target), ``OpSource``
  (OpenCL C or C++ for OpenCL and its version), ``OpExtInstImport`` and
  ``OpExtInst``: translators turn most OpenCL C builtins into ``OpenCL.std``
  extended instructions (``sin``, ``fract``...), which SPIR-V names by number,
  not by mangled name; their names come from the table below (the
  ``OpenCL.std`` grammar of the SPIR-V headers).

Malformed input (a length that is no multiple of four, an instruction running
past the end, a string without its terminating zero) raises :class:`SpirvError`.
"""

from __future__ import annotations

import struct
from typing import Optional

from ..model.node import dataclass, field  # (dataclasses', made cheaply: start-up)

__all__ = ["SpirvError", "SpirvFunction", "SpirvModule", "MAGIC", "is_spirv", "read_spirv",
           "opencl_std_name", "source_cl_std"]

MAGIC = 0x07230203

# Opcodes (SPIR-V specification, section 3.49 and the core grammar).
OP_SOURCE = 3
OP_NAME = 5
OP_EXT_INST_IMPORT = 11
OP_EXT_INST = 12
OP_MEMORY_MODEL = 14
OP_ENTRY_POINT = 15
OP_FUNCTION = 54
OP_FUNCTION_END = 56
OP_FUNCTION_CALL = 57
OP_DECORATE = 71
OP_LABEL = 248

DECORATION_LINKAGE_ATTRIBUTES = 41
EXECUTION_MODEL_KERNEL = 6

ADDRESSING_MODELS = {0: "Logical", 1: "Physical32", 2: "Physical64", 5348: "PhysicalStorageBuffer64"}
MEMORY_MODELS = {0: "Simple", 1: "GLSL450", 2: "OpenCL", 3: "Vulkan"}
SOURCE_LANGUAGES = {0: "Unknown", 1: "ESSL", 2: "GLSL", 3: "OpenCL_C", 4: "OpenCL_CPP", 5: "HLSL",
                    6: "CPP_for_OpenCL", 7: "SYCL"}
LINKAGE_TYPES = {0: "export", 1: "import", 2: "linkonce_odr"}

# OpenCL.std extended instructions, "number:name" (extinst.opencl.std.100.grammar.json).
_OPENCL_STD = """
0:acos 1:acosh 2:acospi 3:asin 4:asinh 5:asinpi 6:atan 7:atan2 8:atanh 9:atanpi 10:atan2pi
11:cbrt 12:ceil 13:copysign 14:cos 15:cosh 16:cospi 17:erfc 18:erf 19:exp 20:exp2 21:exp10
22:expm1 23:fabs 24:fdim 25:floor 26:fma 27:fmax 28:fmin 29:fmod 30:fract 31:frexp 32:hypot
33:ilogb 34:ldexp 35:lgamma 36:lgamma_r 37:log 38:log2 39:log10 40:log1p 41:logb 42:mad
43:maxmag 44:minmag 45:modf 46:nan 47:nextafter 48:pow 49:pown 50:powr 51:remainder 52:remquo
53:rint 54:rootn 55:round 56:rsqrt 57:sin 58:sincos 59:sinh 60:sinpi 61:sqrt 62:tan 63:tanh
64:tanpi 65:tgamma 66:trunc 67:half_cos 68:half_divide 69:half_exp 70:half_exp2 71:half_exp10
72:half_log 73:half_log2 74:half_log10 75:half_powr 76:half_recip 77:half_rsqrt 78:half_sin
79:half_sqrt 80:half_tan 81:native_cos 82:native_divide 83:native_exp 84:native_exp2
85:native_exp10 86:native_log 87:native_log2 88:native_log10 89:native_powr 90:native_recip
91:native_rsqrt 92:native_sin 93:native_sqrt 94:native_tan 95:fclamp 96:degrees 97:fmax_common
98:fmin_common 99:mix 100:radians 101:step 102:smoothstep 103:sign 104:cross 105:distance
106:length 107:normalize 108:fast_distance 109:fast_length 110:fast_normalize 141:s_abs
142:s_abs_diff 143:s_add_sat 144:u_add_sat 145:s_hadd 146:u_hadd 147:s_rhadd 148:u_rhadd
149:s_clamp 150:u_clamp 151:clz 152:ctz 153:s_mad_hi 154:u_mad_sat 155:s_mad_sat 156:s_max
157:u_max 158:s_min 159:u_min 160:s_mul_hi 161:rotate 162:s_sub_sat 163:u_sub_sat 164:u_upsample
165:s_upsample 166:popcount 167:s_mad24 168:u_mad24 169:s_mul24 170:u_mul24 171:vloadn
172:vstoren 173:vload_half 174:vload_halfn 175:vstore_half 176:vstore_half_r 177:vstore_halfn
178:vstore_halfn_r 179:vloada_halfn 180:vstorea_halfn 181:vstorea_halfn_r 182:shuffle
183:shuffle2 184:printf 185:prefetch 186:bitselect 187:select 201:u_abs 202:u_abs_diff
203:u_mul_hi 204:u_mad_hi
"""
OPENCL_STD: dict[int, str] = {int(n): name for n, name in
                              (item.split(":") for item in _OPENCL_STD.split())}


def opencl_std_name(number: int) -> str:
    """The name of an ``OpenCL.std`` extended instruction (``op<number>`` if unknown)."""
    return OPENCL_STD.get(number, "op%d" % number)


class SpirvError(ValueError):
    """The bytes are not a readable SPIR-V module."""


@dataclass(frozen=True)
class SpirvFunction:
    """One ``OpFunction``: its linkage name, else its ``OpName``, else ``%<id>``."""

    id: int
    name: str
    defined: bool
    linkage: str = ""  # "export", "import", "linkonce_odr" or "" (no LinkageAttributes)
    kernel: bool = False
    called: bool = False


@dataclass(frozen=True)
class SpirvModule:
    """What a SPIR-V module says about its target, its source and its functions."""

    version: tuple[int, int]
    addressing: Optional[str]
    memory_model: Optional[str]
    source_language: Optional[str]
    source_version: Optional[int]
    ext_imports: tuple[str, ...]
    functions: tuple[SpirvFunction, ...]
    # (instruction set, instruction name) of every OpExtInst, once each, sorted
    ext_instructions: tuple[tuple[str, str], ...] = field(default=())


def is_spirv(head: bytes) -> bool:
    """Whether ``head`` starts with the SPIR-V magic number, in either byte order."""
    return len(head) >= 4 and struct.unpack("<I", head[:4])[0] in (MAGIC, 0x03022307)


def source_cl_std(language: Optional[str], version: Optional[int]) -> Optional[str]:
    """The ``--cl-std`` of an ``OpSource`` (``OpenCL_C 200000`` -> ``CL2.0``), or None.

    Versions are ``major * 100000 + minor * 1000 + revision``; C++ for OpenCL
    1.0 is ``100000`` and 2021 is ``202100000``."""
    if version is None:
        return None
    if language == "OpenCL_C":
        return "CL%d.%d" % (version // 100000, version // 1000 % 100)
    if language == "CPP_for_OpenCL":
        return {100000: "CLC++1.0", 202100000: "CLC++2021"}.get(version)
    return None


def _words(data: bytes) -> tuple[int, ...]:
    if len(data) % 4:
        raise SpirvError("SPIR-V module of %d bytes, not a whole number of 32-bit words" % len(data))
    if len(data) < 20:
        raise SpirvError("SPIR-V module shorter than its 5-word header")
    order = "<" if struct.unpack("<I", data[:4])[0] == MAGIC else ">"
    if struct.unpack(order + "I", data[:4])[0] != MAGIC:
        raise SpirvError("no SPIR-V magic number")
    return struct.unpack("%s%dI" % (order, len(data) // 4), data)


def _string(operands: tuple[int, ...], at: int) -> tuple[str, int]:
    """The literal string starting at operand ``at`` and the index of the operand after it."""
    raw = bytearray()
    for index in range(at, len(operands)):
        chunk = struct.pack("<I", operands[index])
        end = chunk.find(b"\0")
        if end >= 0:
            raw += chunk[:end]
            return raw.decode("utf-8", "surrogateescape"), index + 1
        raw += chunk
    raise SpirvError("a literal string without its terminating zero")


class _Reader:
    """The state gathered over one pass of the instructions."""

    def __init__(self) -> None:
        self.names: dict[int, str] = {}
        self.linkage: dict[int, tuple[str, str]] = {}  # id -> (name, linkage)
        self.functions: list[int] = []
        self.defined: set[int] = set()
        self.called: set[int] = set()
        self.kernels: dict[int, str] = {}
        self.imports: dict[int, str] = {}
        self.ext_used: set[tuple[str, str]] = set()
        self.addressing: Optional[str] = None
        self.memory_model: Optional[str] = None
        self.source: tuple[Optional[str], Optional[int]] = (None, None)
        self.current: Optional[int] = None

    def instruction(self, opcode: int, ops: tuple[int, ...]) -> None:
        """Take in one instruction (its operands without the opcode word)."""
        if opcode == OP_LABEL:
            if self.current is not None:
                self.defined.add(self.current)
        elif opcode == OP_FUNCTION_CALL and len(ops) >= 3:
            self.called.add(ops[2])
        elif opcode == OP_EXT_INST and len(ops) >= 4:
            self._ext_inst(ops[2], ops[3])
        elif opcode == OP_FUNCTION and len(ops) >= 2:
            self.current = ops[1]
            self.functions.append(ops[1])
        elif opcode == OP_FUNCTION_END:
            self.current = None
        elif opcode == OP_NAME and len(ops) >= 2:
            self.names[ops[0]] = _string(ops, 1)[0]
        elif opcode == OP_DECORATE and len(ops) >= 3 and ops[1] == DECORATION_LINKAGE_ATTRIBUTES:
            name, after = _string(ops, 2)
            kind = LINKAGE_TYPES.get(ops[after], "linkage%d" % ops[after]) if after < len(ops) else ""
            self.linkage[ops[0]] = (name, kind)
        else:
            self._module_level(opcode, ops)

    def _module_level(self, opcode: int, ops: tuple[int, ...]) -> None:
        if opcode == OP_ENTRY_POINT and len(ops) >= 3 and ops[0] == EXECUTION_MODEL_KERNEL:
            self.kernels[ops[1]] = _string(ops, 2)[0]
        elif opcode == OP_MEMORY_MODEL and len(ops) >= 2:
            self.addressing = ADDRESSING_MODELS.get(ops[0], "addressing%d" % ops[0])
            self.memory_model = MEMORY_MODELS.get(ops[1], "memory%d" % ops[1])
        elif opcode == OP_SOURCE and len(ops) >= 2:
            self.source = (SOURCE_LANGUAGES.get(ops[0], "language%d" % ops[0]), ops[1])
        elif opcode == OP_EXT_INST_IMPORT and len(ops) >= 2:
            self.imports[ops[0]] = _string(ops, 1)[0]

    def _ext_inst(self, set_id: int, number: int) -> None:
        name = self.imports.get(set_id, "%%%d" % set_id)
        self.ext_used.add((name, opencl_std_name(number) if name == "OpenCL.std" else "op%d" % number))

    def function(self, fid: int) -> SpirvFunction:
        name, linkage = self.linkage.get(fid, ("", ""))
        name = name or self.names.get(fid) or self.kernels.get(fid) or "%%%d" % fid
        return SpirvFunction(fid, name, fid in self.defined, linkage, fid in self.kernels,
                             fid in self.called)


def read_spirv(data: bytes) -> SpirvModule:
    """The functions, target and source of the SPIR-V module ``data``."""
    words = _words(data)
    reader = _Reader()
    at = 5
    while at < len(words):
        count, opcode = words[at] >> 16, words[at] & 0xFFFF
        if count == 0 or at + count > len(words):
            raise SpirvError("instruction at word %d (opcode %d, %d words) runs past the end"
                             % (at, opcode, count) if count else
                             "instruction at word %d has a word count of 0" % at)
        reader.instruction(opcode, words[at + 1:at + count])
        at += count
    version = ((words[1] >> 16) & 0xFF, (words[1] >> 8) & 0xFF)
    return SpirvModule(
        version=version, addressing=reader.addressing, memory_model=reader.memory_model,
        source_language=reader.source[0], source_version=reader.source[1],
        ext_imports=tuple(reader.imports.values()),
        functions=tuple(reader.function(fid) for fid in reader.functions),
        ext_instructions=tuple(sorted(reader.ext_used)))
