"""How a name is read where the ABI's grammar and g++'s differ: a value passed
down explicitly (to :func:`~spirmangle.demangler.lexer.core.tokenize`, the
builder's parse and the readings of :mod:`spirmangle.demangler.symbol`), never a
switch held elsewhere.  It imports nothing, so the lexer can import it.

**g++'s ``sr <type>``** (``sr_types``, ``past_scope``).  g++ writes ``A<T>::x``
in an expression as its ``sr <type> <name>``: ``srN`` and a nested-name type
(``srN1W1XIT_EE1y``, ``srNT_4typeE5value``) or a plain type (``sr1AIT_E1b``),
whose prefixes are substitution candidates as in any type.  The ABI's
``srN <unresolved-type> <qualifier-level>* E`` (clang's, LLVM's reading) makes
none of its levels a candidate.  :mod:`spirmangle.demangler.gxx_scope` reads a
name both ways.  ``sr_types``: 0 reads the ABI's grammar; 1 reads ``srN`` as
g++'s ``sr <type>``; 2 reads ``sr <digit>`` so too (c++filt's second try, see
:func:`spirmangle.demangler.gxx_scope.modes`).  ``past_scope``: a substitution
may refer past an ``srN`` scope (the ABI reading, kept beside the g++ one); else
the builder rejects it.

**g++'s ``cv T_ I <args> E I <args> E``** (``tt_conversions``): a conversion
operator template to a template template parameter with arguments.  After
``cv T_`` (a conversion to a template parameter) an ``I`` opens the operator's
own template arguments, as LLVM and c++filt read ``_ZN1AcvT_I1CEEv``
(``A::operator C<C>()``).  libiberty's cp-demangle.c reads ``T_ <args>`` as a
template template parameter with arguments instead when a second ``I`` follows
those arguments: ``_ZN1AcvT_IiEI1CEEv`` is ``A::operator C<int><C>()`` (T_ and
T_<int> are candidates, as in any type).  spirmangle reads it so only after the
first reading is rejected (a second list never follows the operator's
arguments); a reading where no second list follows is rejected.

**LLVM's ``cv [P...] S<n>_ I <args> E``** (``subst_conversions``): where the
substitution is a type already (a template parameter, a template-id), the ``I``
opens the operator's own template arguments, as llvm-cxxfilt-19 reads clang's
``_ZN1DIZ1fIiEvT_EUlvE_EcvPS1_IivvEEv`` (``operator int*<int, void, void>``);
a second reading, after the first is rejected, kept where it mangles back.

**Both peers' member function types** (``member_function_types``): a
substitution may refer to a member pointer's function type, which clang and g++
write again (``PFvS3_E``); both peers read it
(spirmangle.demangler.auto_rule.peers_reading: an ambiguous name's alternative).

**A peer's candidate numbering** (``peer``: 0, the ABI's, or
spirmangle.render.peer_numbering's ``LLVM`` or ``GNU``): where llvm-cxxfilt or
c++filt records other substitution candidates than the ABI, its style reads the
name again so (spirmangle.demangler.peer_styles).

**A function pointer's return type written ``__private``** (``return_phantoms``):
under clang's OpenCL rule, in a name with OpenCL markers, a function type's
return type is one more site of an optional phantom
(spirmangle.demangler.opencl.OptionalPhantoms.fn_return); in other names it is
no site, so the other sites keep their numbers.

**A type requirement of a name that starts with ``_``** (``req_types``): in a
requires-expression, clang writes ``typename _Iter<T>;`` as ``T5_IterIT_E``,
whose ``T5_`` reads as a template parameter too (an operand of the expression
requirement before it: ``X pl T0_ T1_``).  The lexer does not count operands:
it reads the template parameter, and the type requirement after that reading
is rejected (spirmangle.demangler.lexer.requires), as LLVM reads both.

**c++filt's discriminator** (``greedy_discriminators``): libiberty's
d_discriminator reads ``_`` and then every digit (the grammar before GCC 7), so
clang's ``_6 6Kernel`` (discriminator 6, the class Kernel) is discriminator 66 and
the parameters K e r n e l to it; the gnu style prints that reading
(spirmangle.demangler.symbol, ``Symbol.gxx``), where it reads.  demangle() reads it
only where the lexer read a discriminator under 10 with a digit right after it
(spirmangle.demangler.lexer.words.SHORT_THEN_DIGIT, ``Symbol.short_then_digit``).
"""

from __future__ import annotations

from ..model.node import NamedTuple

__all__ = ["ABI_READING", "ReadingMode"]


class ReadingMode(NamedTuple):
    """The switches of one reading (see module docs); :data:`ABI_READING` is the ABI's."""

    sr_types: int = 0  # 0, 1 or 2: how the lexer reads ``sr``
    past_scope: bool = False  # a substitution may refer past an ``srN`` scope
    tt_conversions: bool = False  # ``cv T_ I`` opens a template template parameter's arguments
    subst_conversions: bool = False  # ``cv [P] S<n>_ I``: the ``I`` opens the operator's arguments
    member_function_types: bool = False  # a substitution may be a member function's type
    peer: int = 0  # a peer's candidate numbering (spirmangle.render.peer_numbering: LLVM, GNU)
    return_phantoms: bool = False  # a function type's return type is an optional phantom site
    req_types: bool = False  # ``T <n> _`` at a requirement's start is a type requirement
    greedy_discriminators: bool = False  # c++filt's ``_ <number>``: every digit after ``_``


ABI_READING = ReadingMode()
