"""Grammar-aware name generator for the fuzzer (bench/fuzz_demangle.py --mode grammar).

Builds structurally plausible Itanium names from the ABI's grammar and the
SPIR/OpenCL extensions, so that most of them get deep into the parser instead
of failing at the first byte a random mutation broke: nested names ``N..E``
with cv, ref and explicit-object qualifiers, template arguments with literals,
expressions and packs, template parameters (``T_``, ``TL0__``), substitutions,
function types with ref-qualifiers and exception specs, pointers to members,
vendor qualifiers (``U3AS1``, ``U7_Atomic``, ``U13block_pointer``), vectors,
local names with discriminators and string literals, closure and unnamed
types at odd places, ABI tags, special names, conversion operators,
constructors and destructors (inheriting ones too), ``decltype``, ``requires``
clauses and module attachments.

The generator keeps a rough count of the substitution candidates it has made
and of the template arguments in scope, and draws ``S<n>_`` / ``T<n>_`` /
``TL<l>_<n>_`` indices mostly within that range, sometimes just past it.  The
counts are approximate on purpose: a name slightly off is as useful as an exact
one.  :func:`grammar_name` depends only on the ``random.Random`` it is given.
"""

from __future__ import annotations

import random
from typing import Callable

from .grammar_exprs import IDENTIFIERS, NAME_OPS, OCL_TYPES, ExprGen, seq_id, source_name  # noqa: F401


BUILTINS = tuple("vwbcahstijlmxynofdegz") + (
    "Dd", "De", "Df", "Dh", "Di", "Ds", "Du", "Da", "Dc", "Dn", "DF16_", "DF32x", "DF16b",
    "DB8_", "DU17_", "Dk", "u6__bf16",
)
COMMON_BUILTINS = tuple("vbcijlmfdhs") + ("Dh",)
ADDRSPACES = (
    "U3AS0", "U3AS1", "U3AS2", "U3AS3", "U3AS4", "U3AS5", "U3AS9", "U4AS10", "U4AS99",
    "U8CLglobal", "U7CLlocal", "U10CLconstant", "U9CLprivate", "U9CLgeneric",
    "U11SYglobal", "U10SYlocal", "U12SYprivate", "U11SYdevice", "U9SYhost",
)
VENDOR_QUALS = ("U7_Atomic", "U5__ptr", "U6__ptr32", "U6__ptr64", "U5__sptr", "U5__uptr",
                "U8__strong", "U3foo", "U6__weak")
ABI_TAGS = ("5cxx11", "3abi", "1a", "4tag1", "2v1")
CLONES = (".cold", ".constprop.0", ".isra.0", ".part.1", ".llvm.123", ".lto_priv.0", ".cold.12")


class Gen(ExprGen):
    """One name's generation state."""

    # ------------------------------------------------------------- types
    def type(self) -> str:
        if not self.spend():
            return self.leaf_type()
        self.depth += 1
        try:
            out = self.rng.choices(_TYPE_FORMS, _TYPE_WEIGHTS)[0](self)
        finally:
            self.depth -= 1
        return out

    def leaf_type(self) -> str:
        r = self.rng.random()
        if r < 0.55:
            return self.rng.choice(COMMON_BUILTINS)
        if r < 0.7:
            return self.rng.choice(BUILTINS)
        if r < 0.8 and (self.subs or self.chance(0.05)):
            return self.substitution()
        if r < 0.88:
            return self.template_param(fallback="i")
        if r < 0.94:
            return self.rng.choice(OCL_TYPES)
        return source_name(self.ident())

    def t_builtin(self) -> str:
        return self.leaf_type()

    def t_pointer(self) -> str:
        self.subs += 1
        prefix = self.rng.choice(("P", "P", "P", "R", "O", "PK", "RK", "C", "G"))
        if self.chance(0.3):  # an OpenCL / SYCL pointee address space
            self.subs += 1
            return prefix + self.rng.choice(ADDRSPACES) + self.cv() + self.type()
        return prefix + self.type()

    def t_qualified(self) -> str:
        self.subs += 1
        quals = ""
        if self.chance(0.5):
            q = self.rng.choice(VENDOR_QUALS + ADDRSPACES)
            quals = q + (self.template_args() if self.chance(0.08) else "")
        return quals + self.cv(need=not quals) + self.type()

    def cv(self, need: bool = False) -> str:
        out = self.rng.choice(("", "", "", "K", "V", "VK", "r", "rK", "rVK"))
        return out or ("K" if need else "")

    def t_class(self) -> str:
        self.subs += 1
        r = self.rng.random()
        if r < 0.5:
            return self.nested_name() if self.chance(0.6) else self.unqualified() + (
                self.template_args() if self.chance(0.3) else "")
        if r < 0.6:
            return self.rng.choice(("Ts", "Tu", "Te")) + source_name(self.ident())
        if r < 0.7:
            return self.local_name()
        if r < 0.8:
            return self.substitution() + self.template_args()
        return self.unqualified() + (self.template_args() if self.chance(0.5) else "")

    def t_function(self) -> str:
        self.subs += 1
        out = self.cv() if self.chance(0.2) else ""
        if self.chance(0.15):
            out += self.rng.choice(("Do", "DO" + self.expression() + "E",
                                    "Dw" + self.type() + "E", "Dx"))
        out += "F" + ("Y" if self.chance(0.1) else "") + self.bare_function(return_type=True)
        out += self.rng.choice(("", "", "", "R", "O"))
        return out + "E"

    def t_array(self) -> str:
        self.subs += 1
        r = self.rng.random()
        if r < 0.6:
            dim = self.number()
        elif r < 0.8:
            dim = ""
        else:
            dim = self.expression()
        return "A%s_%s" % (dim, self.type())

    def t_member(self) -> str:
        self.subs += 1
        return "M" + self.t_class() + (self.t_function() if self.chance(0.5) else self.type())

    def t_vector(self) -> str:
        self.subs += 1
        if self.chance(0.1):
            return "Dv_" + self.expression() + "_" + self.type()
        n = self.rng.choice(("2", "3", "4", "8", "16", "1", "0", "5", "32", "1024"))
        return "Dv%s_%s" % (n, self.type() if self.chance(0.4) else self.rng.choice(COMMON_BUILTINS))

    def t_template_param(self) -> str:
        out = self.template_param(fallback="i")
        if self.chance(0.3):
            self.subs += 1
            out += self.template_args()
        return out

    def t_decltype(self) -> str:
        self.subs += 1
        return self.rng.choice(("Dt", "DT")) + self.expression() + "E"

    def t_pack(self) -> str:
        self.subs += 1
        return "Dp" + self.type()

    def t_special_vendor(self) -> str:
        """OpenCL block pointers, _Atomic, and other vendor-extended types."""
        self.subs += 1
        r = self.rng.random()
        if r < 0.35:
            return "U13block_pointer" + self.t_function()
        if r < 0.6:
            return "U7_Atomic" + self.type()
        if r < 0.75:
            return "u" + source_name(self.ident()) + (self.template_args() if self.chance(0.4) else "")
        return "Dk" + self.unqualified()

    # ------------------------------------------------------------- names
    def unqualified(self, nested: bool = False) -> str:
        """An <unqualified-name>; ``nested``: inside N..E after a first component."""
        r = self.rng.random()
        tags = self.chance(0.06)
        if r < 0.6:
            out = source_name(self.ident())
        elif r < 0.72:
            out = self.operator_name()
        elif r < 0.82:
            out = self.unnamed_type()
            tags = tags and self.chance(0.1)
        elif r < 0.86:
            out = "DC" + "".join(source_name(self.ident()) for _ in range(self.rng.randint(1, 3))) + "E"
        elif r < 0.9:
            out = "L" + source_name(self.ident()) + ("" if nested else self.discriminator(0.1))
        elif r < 0.94 and (nested or self.chance(0.1)):
            out = "F" + source_name(self.ident())  # friend
        else:
            out = self.module() + source_name(self.ident())
        if tags:
            out += "".join("B" + self.rng.choice(ABI_TAGS) for _ in range(self.rng.randint(1, 2)))
        return out

    def module(self) -> str:
        return "".join("W" + ("P" if self.chance(0.2) else "") + source_name(self.ident())
                       for _ in range(self.rng.randint(1, 2)))

    def operator_name(self) -> str:
        r = self.rng.random()
        if r < 0.7:
            return self.rng.choice(NAME_OPS)
        if r < 0.85:
            return "cv" + self.type()
        if r < 0.97:
            return "li" + source_name(self.rng.choice(("_km", "_s", "x", "_a")))
        return "v%d%s" % (self.rng.randrange(0, 4), source_name(self.ident()))

    def unnamed_type(self) -> str:
        if self.chance(0.35):
            return "Ut%s_" % (str(self.rng.randrange(0, 4)) if self.chance(0.4) else "")
        return self.closure()

    def closure(self) -> str:
        decls = ""
        self.levels += 1
        for _ in range(self.rng.choice((0, 0, 0, 1, 2))):
            decls += self.template_param_decl()
        params = "v" if self.chance(0.4) else "".join(self.type() for _ in range(self.rng.randint(1, 3)))
        self.levels -= 1
        extra = ""
        if self.chance(0.05):
            extra = "Q" + self.expression()
        n = str(self.rng.randrange(0, 5)) if self.chance(0.3) else ""
        return "Ul%s%s%sE%s_" % (decls, params, extra, n)

    def template_param_decl(self) -> str:
        r = self.rng.random()
        if r < 0.4:
            return "Ty"
        if r < 0.6:
            return "Tn" + self.type()
        if r < 0.75:
            return "Tt" + "".join(self.template_param_decl() for _ in range(self.rng.randint(0, 2))) + "E"
        if r < 0.9:
            return "Tp" + self.template_param_decl()
        return "Tk" + source_name(self.ident()) + (self.template_args() if self.chance(0.3) else "")

    def ctor_dtor(self) -> str:
        r = self.rng.random()
        if r < 0.45:
            return self.rng.choice(("C1", "C2", "C3", "C4", "C5"))
        if r < 0.85:
            return self.rng.choice(("D0", "D1", "D2", "D4", "D5"))
        return self.rng.choice(("CI1", "CI2")) + self.t_class()

    def nested_name(self) -> str:
        out = "N"
        r = self.rng.random()
        if r < 0.12:
            out += "H"
        else:
            out += self.cv() if self.chance(0.25) else ""
            out += self.rng.choice(("R", "O")) if self.chance(0.1) else ""
        n = self.rng.choice((1, 1, 2, 2, 2, 3, 3, 4, 6))
        first = self.rng.random()
        if first < 0.2:
            out += self.substitution()
        elif first < 0.3 and (self.targs or self.levels):
            out += self.template_param()
        elif first < 0.35:
            out += self.t_decltype()
        elif first < 0.45:
            out += "St"
        else:
            first = 1.0
        prefixed = first < 0.45
        self.templated = False
        for k in range(n):
            last = k == n - 1
            if last and (k or prefixed) and self.chance(0.2):
                out += self.ctor_dtor()
            else:
                out += self.unqualified(nested=bool(k or prefixed))
            self.subs += 1
            self.templated = self.chance(0.2)
            if self.templated:
                out += self.template_args()
                self.subs += 1
        if self.chance(0.03):  # a data member's initializer: the closure's scope
            out += "M" + self.closure()
            self.templated = False
        return out + "E"

    def local_name(self) -> str:
        inner = self.encoding(function=True)
        out = "Z" + inner + "E"
        r = self.rng.random()
        if r < 0.15:
            out += "s"
        elif r < 0.25:
            out += "d" + (str(self.rng.randrange(0, 3)) if self.chance(0.5) else "") + "_" + self.name()
        else:
            out += self.name()
        return out + self.discriminator(0.35)

    def discriminator(self, p: float) -> str:
        if not self.chance(p):
            return ""
        r = self.rng.random()
        if r < 0.6:
            return "_%d" % self.rng.randrange(0, 10)
        if r < 0.9:
            return "__%d_" % self.rng.randrange(10, 200)
        return self.rng.choice(("_", "__", "__9_", "__10"))

    def name(self) -> str:
        """A <name>; ``self.templated`` says whether it ends in template arguments
        (a function's then has a return type)."""
        r = self.rng.random()
        if r < 0.4:
            return self.nested_name()
        self.templated = False
        if r < 0.55:
            return self.local_name() if self.spend() else source_name(self.ident())
        if r < 0.65:
            out = "St" + self.unqualified()
        elif r < 0.7:
            out = self.module() + self.unqualified()
        else:
            out = self.unqualified()
        if self.chance(0.3):
            self.subs += 1
            out += self.template_args()
            self.templated = True
        return out

    # ------------------------------------------------------ encodings
    def bare_function(self, return_type: bool = False) -> str:
        out = self.type() if return_type else ""
        n = self.rng.choice((0, 0, 1, 1, 1, 2, 2, 3, 4))
        if n == 0:
            return out + "v"
        params = "".join(self.type() for _ in range(n))
        if self.chance(0.05):
            params += "z"
        return out + params

    def encoding(self, function: bool = False) -> str:
        r = self.rng.random()
        if not function and r < 0.12:
            return self.special_name()
        self.targs = 0
        name = self.name()
        # (a template function without its return type now and then)
        templated = self.templated and self.chance(0.93)
        if not function and r < 0.22:
            return name  # a variable
        out = name + self.bare_function(return_type=templated)
        if self.chance(0.03):
            out += "Q" + self.expression()
        return out

    def special_name(self) -> str:
        r = self.rng.random()
        if r < 0.3:
            if self.chance(0.2):
                return self.rng.choice(("TW", "TH")) + self.name()
            return self.rng.choice(("TV", "TI", "TS", "TT")) + (
                self.t_class() if self.chance(0.8) else self.type())
        if r < 0.45:
            return "Th" + self.rng.choice(("n8", "8", "n16")) + "_" + self.encoding(function=True)
        if r < 0.55:
            return "Tv" + self.rng.choice(("0_n24", "n8_n16", "0_0")) + "_" + self.encoding(function=True)
        if r < 0.6:
            return "Tch" + self.rng.choice(("n8", "0")) + "_h" + self.rng.choice(("0", "n16")) + "_" + self.encoding(function=True)
        if r < 0.7:
            return "GV" + self.name()
        if r < 0.8:
            return "GR" + self.name() + self.rng.choice(("_", "0_", "1_", "", "A_"))
        if r < 0.87:
            return self.rng.choice(("GTt", "GTn")) + self.encoding(function=True)
        if r < 0.94:
            return "TA" + self.template_arg()
        return "TC" + self.type() + self.rng.choice(("0", "8", "16")) + "_" + self.type()


_TYPE_FORMS: tuple[Callable[[Gen], str], ...] = (
    Gen.t_builtin, Gen.t_pointer, Gen.t_qualified, Gen.t_class, Gen.t_function, Gen.t_array,
    Gen.t_member, Gen.t_vector, Gen.t_template_param, Gen.t_decltype, Gen.t_pack,
    Gen.t_special_vendor,
)
_TYPE_WEIGHTS = (30, 18, 8, 14, 7, 3, 3, 5, 5, 2, 2, 3)


def grammar_name(rng: random.Random) -> str:
    """One generated name: mostly small (a few nodes), sometimes large."""
    budget = rng.choice((3, 5, 8, 8, 12, 16, 16, 24, 40, 80))
    gen = Gen(rng, budget)
    r = rng.random()
    if r < 0.02:  # a type, as c++filt -t and explain read them
        body = gen.type()
        return body
    body = "_Z" + gen.encoding()
    if rng.random() < 0.04:
        body += rng.choice(CLONES)
    return body
