"""The tokens of argument packs, pack expansions and template parameter
declarations (for :mod:`spirmangle.demangler.lexer.core`).

================  ==============================================================
PACK              ``J``: an argument pack ``J <template-arg>* E`` (a "J" frame,
                  where ``L`` starts a literal as in template arguments)
EXPANSION         ``Dp``: a pack expansion, before its pattern type
DECL_TYPE         ``Ty``: a type template parameter
DECL_NONTYPE      ``Tn``: a non-type template parameter, before its type
DECL_TEMPLATE     ``Tt``: a template template parameter; its declarations up to
                  ``E`` (a "t" frame)
DECL_PACK         ``Tp``: a template parameter pack, before its declaration
DECL_CONSTRAINED  ``Tk``: a constrained type parameter, before the concept's name
================  ==============================================================
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

DECL_LETTERS = frozenset("yntpk")
# Tokens after which an I in template arguments opens GCC's old spelling of an
# argument pack, I <template-arg>* E: the start of the list, or an argument that
# is complete and takes no template arguments (after a name, a substitution or a
# template parameter, I opens its arguments, as c++filt reads it).
BEFORE_OLD_PACK = frozenset({"TARGS", "PACK", "OLD_PACK", "END", "BUILTIN", "LITERAL",
                             "LITERAL_VALUE", "BITINT"})
_DECL_KINDS = {"y": "DECL_TYPE", "n": "DECL_NONTYPE", "t": "DECL_TEMPLATE", "p": "DECL_PACK",
               "k": "DECL_CONSTRAINED"}


def param_decl(s: str, i: int, stack: list[str], kind: Any, value: Any) -> int:
    """The token of the ``T<letter>`` declaration at ``i`` (``s[i + 1]`` is in
    :data:`DECL_LETTERS`): its end.  ``Tt`` opens a frame its ``E`` closes."""
    letter = s[i + 1]
    kind(_DECL_KINDS[letter])
    value(None)
    if letter == "t":
        stack.append("t")
    return i + 2
