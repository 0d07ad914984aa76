"""Builtin type codes of the Itanium ABI and their spellings in each output style."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Optional

from .node import NamedTuple

class BuiltinRow(NamedTuple):
    """One builtin type code: every fact the packages derive about it.

    ``c`` are its spellings in OpenCL C prototypes (the prototype grammar's
    ``BUILTIN_WORD`` terminal, the reader's word combinations and the CLI's
    known names derive from them), ``cxx`` its further spellings in C++ for
    OpenCL and SYCL declarations; ``size`` is its size in bytes in OpenCL C on
    spir64 (for ``vector_size``; 0: none); ``ir`` its LLVM IR type and the
    parameter attribute clang gives it (the catalogue's IR declarations).
    """

    name: str  # the model's name (spirmangle.model.Builtin.name, the opencl style)
    code: str  # the mangled code
    llvm: str  # llvm-cxxfilt's spelling
    gnu: str  # c++filt's spelling
    c: tuple[str, ...] = ()
    cxx: tuple[str, ...] = ()
    size: int = 0
    ir: tuple[str, str] = ("", "")


def _row(name: str, code: str, llvm: str = "", gnu: str = "", *, c: tuple[str, ...] = (),
         cxx: tuple[str, ...] = (), size: int = 0, ir: tuple[str, str] = ("", "")) -> BuiltinRow:
    return BuiltinRow(name, code, llvm or name, gnu or llvm or name, c, cxx, size, ir)


BUILTIN_ROWS = (
    _row("void", "v", c=("void",), ir=("void", "")),
    _row("wchar_t", "w", cxx=("wchar_t",)),
    _row("bool", "b", c=("bool", "_Bool"), ir=("i1", "zeroext")),
    _row("char", "c", c=("char",), size=1, ir=("i8", "signext")),
    _row("signed char", "a", c=("signed char",), size=1, ir=("i8", "signext")),
    _row("uchar", "h", "unsigned char", c=("unsigned char",), size=1, ir=("i8", "zeroext")),
    _row("short", "s", c=("short", "short int", "signed short"), size=2, ir=("i16", "signext")),
    _row("ushort", "t", "unsigned short", c=("unsigned short", "unsigned short int"), size=2,
         ir=("i16", "zeroext")),
    _row("int", "i", c=("int", "signed", "signed int"), size=4, ir=("i32", "")),
    _row("uint", "j", "unsigned int", c=("unsigned int", "unsigned"), size=4, ir=("i32", "")),
    _row("long", "l", c=("long", "long int", "signed long"), size=8, ir=("i64", "")),
    _row("ulong", "m", "unsigned long", c=("unsigned long", "unsigned long int"), size=8,
         ir=("i64", "")),
    # (long long is 128 bits in OpenCL C on spir64, but clang's IR declarations say i64)
    _row("long long", "x", c=("long long",), cxx=("long long int",), size=16, ir=("i64", "")),
    _row("unsigned long long", "y", c=("unsigned long long",), cxx=("unsigned long long int",),
         size=16, ir=("i64", "")),
    _row("__int128", "n", cxx=("__int128",)),
    _row("unsigned __int128", "o", cxx=("unsigned __int128",)),
    _row("float", "f", c=("float",), size=4, ir=("float", "")),
    _row("double", "d", c=("double",), size=8, ir=("double", "")),
    _row("long double", "e", c=("long double",)),
    _row("__float128", "g"),
    _row("...", "z"),
    _row("half", "Dh", c=("half",), size=2, ir=("half", "")),
    _row("_Float16", "DF16_", c=("_Float16",), size=2, ir=("half", "")),
    _row("__bf16", "DF16b", "std::bfloat16_t", c=("__bf16",), size=2, ir=("bfloat", "")),
    _row("decimal64", "Dd"),
    _row("decimal128", "De"),
    _row("decimal32", "Df"),
    _row("char32_t", "Di", cxx=("char32_t",)),
    _row("char16_t", "Ds", cxx=("char16_t",)),
    _row("char8_t", "Du", cxx=("char8_t",)),
    _row("auto", "Da"),
    _row("decltype(auto)", "Dc"),
    _row("decltype(nullptr)", "Dn", "std::nullptr_t", "decltype(nullptr)"),
) + tuple(
    # The fixed-point types of ISO/IEC TR 18037 (N1169), as clang mangles them
    # (-ffixed-point): [DS] DA|DR <size>, builtins (no substitution candidates).
    _row("%s%s%s" % (sat, size, kind), "%s%s%s" % (sat_code, kind_code, size_code))
    for sat, sat_code in (("", ""), ("_Sat ", "DS"))
    for kind, kind_code in (("_Accum", "DA"), ("_Fract", "DR"))
    for size, size_code in (("short ", "s"), ("unsigned short ", "t"), ("", "i"), ("unsigned ", "j"),
                            ("long ", "l"), ("unsigned long ", "m"))
)
# (model name, mangled code, llvm-cxxfilt spelling, c++filt spelling)
_BUILTINS = tuple(row[:4] for row in BUILTIN_ROWS)

# GNU's alternative keywords for two words of the spellings.
WORD_ALIASES = {"__signed__": "signed", "__unsigned__": "unsigned"}
# OpenCL C's spellings (words, after WORD_ALIASES) -> model name; C++ adds CXX_WORDS.
C_WORDS = {tuple(spelling.split()): row.name for row in BUILTIN_ROWS for spelling in row.c}
CXX_WORDS = {tuple(spelling.split()): row.name for row in BUILTIN_ROWS for spelling in row.cxx}
# The words that spell OpenCL C builtin types (the prototype grammar's BUILTIN_WORD
# terminal adds WORD_ALIASES), in the table's order.
C_TYPE_WORDS = tuple(dict.fromkeys(w for words in C_WORDS for w in words))
CXX_TYPE_WORDS = tuple(dict.fromkeys(w for words in CXX_WORDS for w in words
                                     if w not in C_TYPE_WORDS))
# Sizes in bytes in OpenCL C (clang-19, spir64), where fixed.
BUILTIN_SIZES = {row.name: row.size for row in BUILTIN_ROWS if row.size}


def float_n_code(name: str) -> Optional[str]:
    """The mangling of ``_Float<N>`` (``DF<N>_``) or ``_Float<N>x`` (``DF<N>x``),
    the ISO/IEC TS 18661-3 types, for any N; None for another name."""
    if not name.startswith("_Float"):
        return None
    digits = name[6:-1] if name.endswith("x") else name[6:]
    if not digits.isdigit() or not digits.isascii() or (digits[0] == "0" and digits != "0"):
        return None
    return "DF%s%s" % (digits, "x" if name.endswith("x") else "_")


class Spellings(dict[str, str]):
    """A style's builtin spellings; ``_Float<N>`` and ``_Float<N>x`` (any N) are
    spelled as named in every style."""

    def __missing__(self, key: str) -> str:
        if float_n_code(key) is None:
            raise KeyError(key)
        return key


BUILTIN_CODE = {name: code for name, code, _, _ in _BUILTINS}
CODE_BUILTIN = {code: name for name, code, _, _ in _BUILTINS}
LLVM_SPELLING = Spellings({name: llvm for name, _, llvm, _ in _BUILTINS})
GNU_SPELLING = Spellings({name: gnu for name, _, _, gnu in _BUILTINS})

# Scalar names OpenCL C allows as vector elements.
VECTOR_ELEMENTS = ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                   "float", "double", "half", "bool")
VECTOR_SIZES = (1, 2, 3, 4, 8, 16)


def seq_id(index: int) -> str:
    """The substitution for candidate ``index``: 0 -> ``S_``, 1 -> ``S0_``, 37 -> ``S10_``."""
    if index == 0:
        return "S_"
    n = index - 1
    digits = ""
    while True:
        n, r = divmod(n, 36)
        digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[r] + digits
        if n == 0:
            break
    return "S" + digits + "_"


def template_param_id(index: int) -> str:
    """``T_`` for index 0, then ``T0_``, ``T1_``... ``T10_`` (decimal, unlike seq-ids)."""
    return "T_" if index == 0 else "T%d_" % (index - 1)


# Itanium special names (5.1.4): kind -> the code after "_Z".  The first four
# precede a type, the next three a name, the rest a function's encoding (the
# thunks after their call offsets).
SPECIAL_CODES = {"vtable": "TV", "VTT": "TT", "typeinfo": "TI", "typeinfo name": "TS",
                 "guard variable": "GV", "TLS init": "TH", "TLS wrapper": "TW",
                 "non-virtual thunk": "Th", "virtual thunk": "Tv", "transaction clone": "GTt",
                 "non-transaction clone": "GTn",
                 # spirmangle.demangler.lexer.special's: TC before two types, GI before a module
                 # name, GR before a name, TA before a template argument, Tc and GA
                 # before an encoding (Tc after two call offsets).
                 "construction vtable": "TC", "module initializer": "GI",
                 "reference temporary": "GR", "template parameter object": "TA",
                 "covariant return thunk": "Tc", "hidden alias": "GA"}

# Operator names (Itanium 5.1.3): code -> what follows "operator".  cv (a
# conversion to a type) is ConversionName's.
OPERATORS = {
    "nw": "new", "na": "new[]", "dl": "delete", "da": "delete[]", "aw": "co_await",
    "ps": "+", "ng": "-", "ad": "&", "de": "*", "co": "~", "pl": "+", "mi": "-",
    "ml": "*", "dv": "/", "rm": "%", "an": "&", "or": "|", "eo": "^", "aS": "=",
    "pL": "+=", "mI": "-=", "mL": "*=", "dV": "/=", "rM": "%=", "aN": "&=", "oR": "|=",
    "eO": "^=", "ls": "<<", "rs": ">>", "lS": "<<=", "rS": ">>=", "eq": "==", "ne": "!=",
    "lt": "<", "gt": ">", "le": "<=", "ge": ">=", "ss": "<=>", "nt": "!", "aa": "&&",
    "oo": "||", "pp": "++", "mm": "--", "cm": ",", "pm": "->*", "pt": "->", "cl": "()",
    "ix": "[]", "qu": "?",
}
