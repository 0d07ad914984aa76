"""Builtin type codes of the Itanium ABI and their spellings in each output style."""

from __future__ import annotations

from typing import Optional

# (model name, mangled code, llvm-cxxfilt spelling, c++filt spelling)
_BUILTINS = (
    ("void", "v", "void", "void"),
    ("wchar_t", "w", "wchar_t", "wchar_t"),
    ("bool", "b", "bool", "bool"),
    ("char", "c", "char", "char"),
    ("signed char", "a", "signed char", "signed char"),
    ("uchar", "h", "unsigned char", "unsigned char"),
    ("short", "s", "short", "short"),
    ("ushort", "t", "unsigned short", "unsigned short"),
    ("int", "i", "int", "int"),
    ("uint", "j", "unsigned int", "unsigned int"),
    ("long", "l", "long", "long"),
    ("ulong", "m", "unsigned long", "unsigned long"),
    ("long long", "x", "long long", "long long"),
    ("unsigned long long", "y", "unsigned long long", "unsigned long long"),
    ("__int128", "n", "__int128", "__int128"),
    ("unsigned __int128", "o", "unsigned __int128", "unsigned __int128"),
    ("float", "f", "float", "float"),
    ("double", "d", "double", "double"),
    ("long double", "e", "long double", "long double"),
    ("__float128", "g", "__float128", "__float128"),
    ("...", "z", "...", "..."),
    ("half", "Dh", "half", "half"),
    ("_Float16", "DF16_", "_Float16", "_Float16"),
    ("__bf16", "DF16b", "std::bfloat16_t", "std::bfloat16_t"),
    ("decimal64", "Dd", "decimal64", "decimal64"),
    ("decimal128", "De", "decimal128", "decimal128"),
    ("decimal32", "Df", "decimal32", "decimal32"),
    ("char32_t", "Di", "char32_t", "char32_t"),
    ("char16_t", "Ds", "char16_t", "char16_t"),
    ("char8_t", "Du", "char8_t", "char8_t"),
    ("auto", "Da", "auto", "auto"),
    ("decltype(auto)", "Dc", "decltype(auto)", "decltype(auto)"),
    ("decltype(nullptr)", "Dn", "std::nullptr_t", "decltype(nullptr)"),
) + tuple(
    # The fixed-point types of ISO/IEC TR 18037 (N1169), as clang mangles them
    # (-ffixed-point): [DS] DA|DR <size>, builtins (no substitution candidates).
    ("%s%s%s" % (sat, size, kind), "%s%s%s" % (sat_code, kind_code, size_code), "", "")
    for sat, sat_code in (("", ""), ("_Sat ", "DS"))
    for kind, kind_code in (("_Accum", "DA"), ("_Fract", "DR"))
    for size, size_code in (("short ", "s"), ("unsigned short ", "t"), ("", "i"), ("unsigned ", "j"),
                            ("long ", "l"), ("unsigned long ", "m"))
)
_BUILTINS = tuple((name, code, llvm or name, gnu or name) for name, code, llvm, gnu in _BUILTINS)



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
