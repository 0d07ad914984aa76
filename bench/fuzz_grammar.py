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

SUB_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

BUILTINS = tuple("vwbcahstijlmxynofdegz") + (
    "Dd", "De", "Df", "Dh", "Di", "Ds", "Du", "Da", "Dc", "Dn", "DF16_", "DF32x", "DF16b",
    "DB8_", "DU17_", "Dk", "u6__bf16",
)
COMMON_BUILTINS = tuple("vbcijlmfdhs") + ("Dh",)
OCL_TYPES = (
    "11ocl_image1d", "11ocl_image2d", "11ocl_image3d", "14ocl_image2d_ro", "14ocl_image2d_wo",
    "14ocl_image2d_rw", "14ocl_image3d_ro", "20ocl_image1d_buffer_ro", "19ocl_image2d_array_wo",
    "18ocl_image2d_depth_ro", "9ocl_event", "11ocl_sampler", "9ocl_queue", "13ocl_clkevent",
    "13ocl_reserveid", "8ocl_pipe", "12memory_order", "12memory_scope", "9ndrange_t",
    "16ocl_image2d_msaa", "15ocl_intel_sampler",
)
ADDRSPACES = (
    "U3AS0", "U3AS1", "U3AS2", "U3AS3", "U3AS4", "U3AS5", "U3AS9", "U4AS10", "U4AS99",
    "U8CLglobal", "U7CLlocal", "U10CLconstant", "U9CLprivate", "U9CLgeneric",
    "U11SYglobal", "U10SYlocal", "U12SYprivate", "U11SYdevice", "U9SYhost",
)
VENDOR_QUALS = ("U7_Atomic", "U5__ptr", "U6__ptr32", "U6__ptr64", "U5__sptr", "U5__uptr",
                "U8__strong", "U3foo", "U6__weak")
IDENTIFIERS = ("a", "b", "f", "g", "x", "S", "T", "foo", "bar", "std", "sycl", "cl", "vector",
               "_GLOBAL__N_1", "__cxx11", "span", "detail", "Kernel", "abi", "i", "E", "x1",
               "operator", "_", "__", "_Z1f", "cxx11")
ABI_TAGS = ("5cxx11", "3abi", "1a", "4tag1", "2v1")
SUBST_ABBREVS = ("St", "Sa", "Sb", "Ss", "Si", "So", "Sd")
UNARY_OPS = ("ng", "ps", "ad", "de", "co", "nt", "pp", "mm", "sz", "az", "nx", "dl", "da",
             "tw", "sp", "te")
BINARY_OPS = ("pl", "mi", "ml", "dv", "rm", "an", "or", "eo", "aS", "pL", "mI", "mL", "dV",
              "rM", "aN", "oR", "eO", "ls", "rs", "lS", "rS", "eq", "ne", "lt", "gt", "le",
              "ge", "ss", "aa", "oo", "cm", "pm", "ds")
NAME_OPS = ("nw", "na", "dl", "da", "ps", "ng", "ad", "de", "co", "pl", "mi", "ml", "dv", "rm",
            "an", "or", "eo", "aS", "pL", "mI", "mL", "dV", "rM", "aN", "oR", "eO", "ls", "rs",
            "lS", "rS", "eq", "ne", "lt", "gt", "le", "ge", "ss", "nt", "aa", "oo", "pp", "mm",
            "cm", "pm", "pt", "cl", "ix", "qu", "aw")
CLONES = (".cold", ".constprop.0", ".isra.0", ".part.1", ".llvm.123", ".lto_priv.0", ".cold.12")


def seq_id(n: int) -> str:
    """The <seq-id> of the ``n``-th candidate (``S_`` is 0, ``S0_`` 1...)."""
    if n <= 0:
        return ""
    n -= 1
    digits = ""
    while True:
        n, r = divmod(n, 36)
        digits = SUB_DIGITS[r] + digits
        if n == 0:
            return digits


def source_name(text: str) -> str:
    return "%d%s" % (len(text), text)


class Gen:
    """One name's generation state."""

    def __init__(self, rng: random.Random, budget: int) -> None:
        self.rng = rng
        self.budget = budget  # nodes left: past it, only leaves
        self.subs = 0  # substitution candidates made (approximately)
        self.targs = 0  # template arguments of the innermost list in scope for T_
        self.levels = 0  # template parameter lists in scope (lambdas' auto, requires)
        self.depth = 0
        self.templated = False  # whether the last name ended in template arguments

    # ----------------------------------------------------------- helpers
    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def spend(self) -> bool:
        """Take one node from the budget; False when the name should stop growing."""
        self.budget -= 1
        return self.budget > 0 and self.depth < 60

    def index(self, count: int) -> int:
        """An index mostly below ``count``, sometimes just at or past it."""
        r = self.rng.random()
        if count > 0 and r < 0.85:
            # Recent candidates more often (they are the interesting ones).
            return count - 1 - min(count - 1, int(self.rng.expovariate(0.4)))
        if r < 0.97:
            return count + self.rng.choice((0, 0, 1, 2))
        return self.rng.choice((36, 37, 1295, 1296, 46655, 10 ** 6))

    def number(self) -> str:
        r = self.rng.random()
        if r < 0.7:
            return str(self.rng.randrange(0, 10))
        if r < 0.9:
            return str(self.rng.randrange(10, 300))
        return self.rng.choice(("4294967295", "2147483648", "18446744073709551615",
                                "99999999999999999999", "0"))

    def ident(self) -> str:
        if self.chance(0.08):
            return self.rng.choice(OCL_TYPES)[2:] if self.chance(0.3) else "ocl_image2d_ro"
        return self.rng.choice(IDENTIFIERS)

    # ------------------------------------------------------- references
    def substitution(self) -> str:
        if self.chance(0.15) or not self.subs and self.chance(0.8):
            return self.rng.choice(SUBST_ABBREVS)
        return "S%s_" % seq_id(self.index(self.subs))

    def template_param(self, fallback: str = "") -> str:
        """T_, T<n>_ or TL<l>_<n>_; where none is in scope, mostly ``fallback`` instead."""
        if fallback and self.targs == 0 and self.levels == 0 and self.chance(0.8):
            return fallback
        r = self.rng.random()
        if r < 0.8 or self.levels == 0 and r < 0.9:
            return "T%s_" % seq_id(self.index(self.targs))
        level = self.index(max(self.levels, 1))
        if self.chance(0.5):
            return "TL%d__" % level
        return "TL%d_%d_" % (level, self.index(2) - 1 if self.chance(0.5) else self.index(2))

    def function_param(self) -> str:
        r = self.rng.random()
        cv = self.rng.choice(("", "", "", "K", "V", "rVK"))
        if r < 0.5:
            return "fp%s_" % cv
        if r < 0.85:
            return "fp%s%d_" % (cv, self.rng.randrange(0, 4))
        return "fL%dp%s%s_" % (self.rng.randrange(0, 3), cv, self.rng.choice(("", "0", "1")))

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

    # -------------------------------------------------------- templates
    def template_args(self) -> str:
        n = self.rng.choice((1, 1, 1, 2, 2, 3, 4))
        args = "".join(self.template_arg() for _ in range(n))
        self.targs = max(self.targs, n)
        out = "I" + args + "E"
        if self.chance(0.04):
            out += "Q" + self.expression()
        return out

    def template_arg(self) -> str:
        if not self.spend():
            return self.leaf_type()
        self.depth += 1
        try:
            r = self.rng.random()
            if r < 0.55:
                return self.type()
            if r < 0.75:
                return self.literal()
            if r < 0.88:
                return "X" + self.expression() + "E"
            return "J" + "".join(self.template_arg() for _ in range(self.rng.randint(0, 3))) + "E"
        finally:
            self.depth -= 1

    def literal(self) -> str:
        r = self.rng.random()
        if r < 0.35:
            t = self.rng.choice(("i", "j", "l", "m", "b", "c", "x", "y", "s", "n", "o"))
            value = self.rng.choice(("0", "1", "n1", "42", "4294967296", "n9223372036854775808"))
            if t == "b":
                value = self.rng.choice(("0", "1", "2"))
            return "L%s%sE" % (t, value)
        if r < 0.5:
            return "L_Z" + self.encoding() + "E"
        if r < 0.6:
            return self.rng.choice(("LDnE", "LDn0E", "LPvE", "LPi0E", "LDnE"))
        if r < 0.7:
            return "L%s%sE" % (self.rng.choice(("f", "d", "e", "Dh", "Df")), self.rng.choice(
                ("3f800000", "0000000000000000", "7ff8000000000000", "bf800000", "3c00", "0", "")))
        if r < 0.8:
            return "L" + self.type() + self.rng.choice(("", "0", "1", "n5")) + "E"
        if r < 0.9:
            return "LA%d_KcE" % self.rng.randrange(0, 10)  # a string literal
        return "LZ" + self.encoding() + "E"

    # ------------------------------------------------------ expressions
    def expression(self) -> str:
        if not self.spend():
            return self.leaf_expression()
        self.depth += 1
        try:
            r = self.rng.random()
            if r < 0.2:
                return self.leaf_expression()
            if r < 0.32:
                return self.rng.choice(UNARY_OPS) + ("_" if self.chance(0.1) else "") + self.expression()
            if r < 0.47:
                return self.rng.choice(BINARY_OPS) + self.expression() + self.expression()
            if r < 0.5:
                return "qu" + self.expression() + self.expression() + self.expression()
            if r < 0.56:
                return "cl" + "".join(self.expression() for _ in range(self.rng.randint(1, 3))) + "E"
            if r < 0.62:
                if self.chance(0.5):
                    return "cv" + self.type() + self.expression()
                return "cv" + self.type() + "_" + "".join(self.expression() for _ in range(self.rng.randint(0, 2))) + "E"
            if r < 0.66:
                return self.rng.choice(("sc", "dc", "cc", "rc")) + self.type() + self.expression()
            if r < 0.7:
                return self.rng.choice(("st", "at", "ti")) + self.type()
            if r < 0.74:
                return self.rng.choice(("sz", "az", "te", "nx")) + self.expression()
            if r < 0.78:
                return self.unresolved_name()
            if r < 0.81:
                return self.rng.choice(("dt", "pt")) + self.expression() + self.unresolved_name()
            if r < 0.84:
                return "sZ" + (self.template_param() if self.chance(0.6) else self.function_param())
            if r < 0.86:
                return "sP" + "".join(self.template_arg() for _ in range(self.rng.randint(0, 2))) + "E"
            if r < 0.88:
                return self.rng.choice(("fl", "fr")) + self.rng.choice(BINARY_OPS) + self.expression()
            if r < 0.9:
                return self.rng.choice(("fL", "fR")) + self.rng.choice(BINARY_OPS) + self.expression() + self.expression()
            if r < 0.92:
                return "tl" + self.type() + "".join(self.expression() for _ in range(self.rng.randint(0, 2))) + "E"
            if r < 0.94:
                return self.rng.choice(("nw", "na")) + "".join(self.expression() for _ in range(self.rng.randint(0, 1))) + "_" + self.type() + self.rng.choice(("E", "piE", "pi" + self.expression() + "E"))
            if r < 0.96:
                return "u" + source_name(self.ident()) + "".join(self.template_arg() for _ in range(self.rng.randint(0, 2))) + "E"
            if r < 0.98:
                return self.requires_expression()
            return self.rng.choice(("tr", "tw" + self.expression(), "sp" + self.expression(), "il" + "E"))
        finally:
            self.depth -= 1

    def leaf_expression(self) -> str:
        r = self.rng.random()
        if r < 0.35:
            return self.template_param(fallback="Li0E")
        if r < 0.6:
            return self.function_param()
        if r < 0.85:
            return self.literal() if self.budget > 0 else "Li1E"
        return source_name(self.ident())

    def unresolved_name(self) -> str:
        r = self.rng.random()
        gs = "gs" if self.chance(0.15) else ""
        if r < 0.4:
            base = source_name(self.ident())
            if self.chance(0.2):
                base += self.template_args()
        elif r < 0.6:
            base = "on" + self.rng.choice(NAME_OPS) + (self.template_args() if self.chance(0.2) else "")
        elif r < 0.7:
            base = "dn" + (source_name(self.ident()) if self.chance(0.6) else self.leaf_type())
        else:
            scope = self.rng.choice((self.template_param(), self.t_decltype(), self.substitution(),
                                     source_name(self.ident())))
            if self.chance(0.4):
                levels = "".join(source_name(self.ident()) + (self.template_args() if self.chance(0.2) else "")
                                 for _ in range(self.rng.randint(1, 2)))
                return gs + "srN" + scope + levels + "E" + source_name(self.ident())
            return gs + "sr" + scope + source_name(self.ident())
        return gs + base

    def requires_expression(self) -> str:
        out = "rQ" if self.chance(0.5) else "rq"
        if out == "rQ":
            out += "".join(self.type() for _ in range(self.rng.randint(0, 2))) + "_"
        for _ in range(self.rng.randint(1, 3)):
            kind = self.rng.random()
            if kind < 0.4:
                out += "X" + self.expression() + ("N" if self.chance(0.2) else "") + (
                    "R" + self.type() if self.chance(0.3) else "")
            elif kind < 0.7:
                out += "T" + self.type()
            else:
                out += "Q" + self.expression()
        return out + "E"

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
