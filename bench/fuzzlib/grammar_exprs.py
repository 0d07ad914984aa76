"""Template arguments, literals and expressions of the grammar-aware generator
(bench/fuzzlib/grammar.py), the base of its :class:`~fuzzlib.grammar.Gen`."""

from __future__ import annotations

import random

SUB_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
OCL_TYPES = (
    "11ocl_image1d", "11ocl_image2d", "11ocl_image3d", "14ocl_image2d_ro", "14ocl_image2d_wo",
    "14ocl_image2d_rw", "14ocl_image3d_ro", "20ocl_image1d_buffer_ro", "19ocl_image2d_array_wo",
    "18ocl_image2d_depth_ro", "9ocl_event", "11ocl_sampler", "9ocl_queue", "13ocl_clkevent",
    "13ocl_reserveid", "8ocl_pipe", "12memory_order", "12memory_scope", "9ndrange_t",
    "16ocl_image2d_msaa", "15ocl_intel_sampler",
)
IDENTIFIERS = ("a", "b", "f", "g", "x", "S", "T", "foo", "bar", "std", "sycl", "cl", "vector",
               "_GLOBAL__N_1", "__cxx11", "span", "detail", "Kernel", "abi", "i", "E", "x1",
               "operator", "_", "__", "_Z1f", "cxx11")
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

class ExprGen:
    """The generator's state, its helpers and references, and its expression half;
    :class:`~fuzzlib.grammar.Gen` adds types, names and encodings."""

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

    # ------------------------------------------- defined by grammar.Gen
    def type(self) -> str:
        raise NotImplementedError

    def leaf_type(self) -> str:
        raise NotImplementedError

    def t_decltype(self) -> str:
        raise NotImplementedError

    def encoding(self, function: bool = False) -> str:
        raise NotImplementedError

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
