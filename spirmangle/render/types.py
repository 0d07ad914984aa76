"""Printing types as declarators, the way each peer does.

A type prints in two halves, left and right of the place where a declarator's
name goes: a pointer to function is ``int (*`` and ``)(long)``, so a function
returning one prints its name and parameters in between, inside out:
``int (*f(char))(long)``.  Template parameters are replaced by their arguments
before printing (``T_`` = ``void (int)`` makes ``PT_`` ``void (*)(int)``), and a
reference to a reference collapses (``&`` with ``&&`` is ``&``, ``&&`` with ``&&``
is ``&&``), as C++ and both peers do.

The ``llvm`` style follows LLVM's ItaniumDemangle (llvm-cxxfilt-19): each node
prints its left half, then its right half; a pointer puts parentheses round a
function it points to.  The ``gnu`` style follows libiberty (c++filt), which
differs in a few places: the innermost qualifier, pointer or reference round a
function type opens the parentheses (``void ( const*)(int)``); no space follows a
return type that ends in ``(`` or ``*`` (``int (*(*)(char))(long)``); a qualifier
the qualified type has already is printed once.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional, Sequence

from ..errors import DemangleError

from ..model import LevelTemplateParam, ArrayType, BlockPointer, Builtin, FunctionType, LValueReference, MemberPointer, NamedType, Pointer, Qualified, QualifiedFunctionType, RValueReference, SourceName, TemplateParam, Type, Vector

from ..model import BitInt, DependentBitInt, ComplexType, ConstrainedAuto, ConstraintParam, ElaboratedType, ExternalName, Function, VendorQualified, VendorType
from .declarators import DECLARATOR_KINDS
from .gnu_closures import closure_chain
from .qualifiers import QualifierPrinter, objc_protocol as _objc_protocol
from ..model.vector_spelling import has_typedef
from .type_printers import PARTS_PRINTERS

_REFERENCES = (LValueReference, RValueReference)
# What wraps a function type, for the gnu style: a pointer or reference (PTR), or
# a qualifier (CV); either opens the parentheses round the declarator.
PTR, CV = "ptr", "cv"
# How libiberty prints a name inside a type (TypePrinter.gnu_shape).
CHAIN, ARRAY = "chain", "array"

# Declarator kinds LLVM prints whole on the left (no right-hand component): a name
# after them is spaced, _BitInt(37) f<int>(), float complex f<int>(); a constraint's
# template parameter is LLVM's name T (T f<int>(), in llvm-cxxfilt-19's reading).
_NO_RHS = frozenset({ComplexType, BitInt, DependentBitInt, VendorType, ElaboratedType,
                     VendorQualified, ConstraintParam, ConstrainedAuto})


class TypePrinter(QualifierPrinter):
    """The type half of :class:`spirmangle.render.core.Printer` (which sets these)."""

    peer = True  # (Printer's: the peer's reading, see spirmangle.render.core.Printer)
    # (Printer's: a level template parameter past the declared levels raises DemangleError
    # instead of printing unresolved: spirmangle.demangler.levels.check_level_reach)
    strict_levels = False
    # c++filt's declarator still to print (the function's name and parameters while its
    # return type decltype(...) prints), which an array type in the expression takes
    gnu_pending: Optional[str] = None
    # template parameters whose argument's declarator is being printed (a type that
    # contains its own parameter, as A9_ T0_ with T0_ that array, is a DemangleError)
    expanding: frozenset[tuple[int, int]] = frozenset()  # (id of the arguments, index)
    # the names an unresolved template parameter prints as (the opencl style's
    # with-clause, spirmangle.render.with_clause), by index
    param_names: tuple[str, ...] = ()
    gnu_pending_used = False
    # the declarator pending round a closure type, which its lambda's signature prints
    # (spirmangle.render.gnu_closures): (the ClosureName, the modifiers, the function's)
    gnu_mods: Optional[tuple[object, str, Optional[Callable[[], str]]]] = None
    gnu_mods_used = False
    gnu_in_lambda = False  # (printing such a signature: an array or function takes gnu_pending)
    mangled: str
    saved_scopes: Optional[dict[int, tuple[object, Sequence[object]]]] = None  # (_gnu_reference)
    gnu_active: set[int]  # references printed with their saved scope now (_gnu_reference)

    style: str
    template_args: Sequence[object]
    host_addrspaces: bool
    spell_private: bool
    _builtins: dict[str, str]
    _types: Optional[dict[int, str]]

    # ------------------------------------------------------------ entry
    def type(self, t: Type) -> str:
        """A type on its own (an abstract declarator)."""
        kind = type(t)
        node: Any = t  # (the two commonest kinds first, without the tables)
        if kind is Builtin:
            return self._builtins[node.name]
        if kind is NamedType and type(node.name) is SourceName:
            word: str = node.name.identifier
            if word[0] != "_":  # (else perhaps the anonymous namespace)
                return word
        memo = self._types
        key = id(t)
        text = memo.get(key) if memo is not None else None
        if text is None:
            left, right = self._parts(t)
            text = (left + right).strip() if self.style == "opencl" else left + right
            if memo is not None:
                memo[key] = text
        return text

    def param_list(self, params: Sequence[Type]) -> str:
        if not params:
            return "void" if self.style == "opencl" else ""
        pending = self.gnu_pending
        if pending is not None:  # (c++filt prints a function type's parameters without it)
            self.gnu_pending = None
            try:
                return self._join([self.type(p) for p in params])
            finally:
                if not self.gnu_pending_used:
                    self.gnu_pending = pending
        return self._join([self.type(p) for p in params])

    # ------------------------------------------------------- qualifiers
    # (the words of a qualifier: spirmangle.render.qualifiers.QualifierPrinter)
    def _printed_ext(self, q: Qualified) -> list[str]:
        """``_ext(q)``, except that the opencl style prints no address space on a
        reference or a function type (neither is an object in an address space)."""
        if self.style == "opencl" and q.addrspace is not None and type(
                self._resolve(q.base)) in (FunctionType, QualifiedFunctionType, LValueReference,
                                           RValueReference):
            return list(q.vendor)
        return self._ext(q)

    # --------------------------------------------------------- resolving
    def _resolve(self, t: Type) -> Type:
        """``t`` with template parameters replaced by their (type) arguments; a
        parameter whose arguments lead back to it (explain's reading of a name
        demangle refuses) is a DemangleError, not an endless loop."""
        steps = 0
        while type(t) is TemplateParam:
            arg = self.argument(t.index)
            if not isinstance(arg, Type):  # a literal, out of reach, or no element
                break
            steps += 1
            if steps > len(self.template_args):
                raise DemangleError(self.mangled, 0, "template parameter T%s_ refers to itself "
                                    "through its arguments" % (t.index - 1 if t.index else ""))
            t = arg
        return t

    def _unwrap(self, t: Type) -> Type:
        """``t`` resolved, without qualifiers that print nothing (an unspelled
        __private) or, in opencl style, an address space on a reference."""
        while True:
            t = self._resolve(t)
            if type(t) is not Qualified or self._cv(t) or self._printed_ext(t):
                return t
            t = t.base

    def _collapse(self, t: Type) -> tuple[str, Type]:
        """(``&`` or ``&&``, referee) of reference ``t`` after reference collapsing."""
        lvalue = type(t) is LValueReference
        inner = t.referee  # type: ignore[attr-defined]
        while True:
            u = self._unwrap(inner)
            if type(u) is LValueReference:
                lvalue = True
            elif type(u) is not RValueReference:
                return ("&" if lvalue else "&&"), inner
            inner = u.referee

    def has_rhs(self, node: Type) -> bool:
        """LLVM's "right-hand component": a function type, or a pointer, reference
        or cv-qualified type built on one (a vendor qualifier ends the chain)."""
        t: Any = node  # (dispatched on its class below)
        while True:
            t = self._resolve(t)
            kind = type(t)
            if kind in _NO_RHS:  # (the word follows the element's whole text: float complex)
                return False
            if kind is MemberPointer and not self._is_array(t.member):  # int A::* f()
                t = t.member
                continue
            if kind is FunctionType or kind is QualifiedFunctionType or kind in DECLARATOR_KINDS:
                return kind is not LevelTemplateParam or not self.decl_levels  # (a name there)
            if kind is Pointer:
                t = t.pointee
            elif kind in _REFERENCES:
                t = t.referee
            elif kind is Qualified and not self._printed_ext(t):
                t = t.base
            else:  # (llvm: an external name's encoding, which has one: void f<int>g()(char))
                return (kind is TemplateParam or kind is ExternalName) and self.llvm_encoding(t)

    def llvm_encoding(self, t: Any) -> bool:
        """In the llvm style, whether ``t`` (resolved) is an external name's function
        encoding where a type goes (``L_Z1fIiEvcE`` through ``T_``): LLVM prints it in
        two halves, as a function type (spirmangle.render.special.external_parts)."""
        if self.style != "llvm":
            return False
        if type(t) is TemplateParam:
            t = self.argument(t.index)
        return type(t) is ExternalName and type(t.entity) is Function

    def _is_array(self, t: Type) -> bool:
        """An array type, perhaps cv-qualified, perhaps through template parameters."""
        t = self._resolve(t)
        while type(t) is Qualified:
            if (t.addrspace is not None or t.vendor) and self.style != "opencl" and self._printed_ext(t):
                return False  # the peers: a vendor qualifier wraps the array (int [3] AS1*)
            t = self._resolve(t.base)
        return type(t) is ArrayType

    def _is_function(self, node: Type) -> bool:
        """A function type, cv-qualified or not (LLVM's "has function")."""
        t: Any = node  # (dispatched on its class below)
        kind = type(t)
        if kind is QualifiedFunctionType:
            return True
        if kind is Qualified:
            kind = type(t.base)
        if kind is not FunctionType and kind is not TemplateParam and kind is not Qualified \
                and kind is not QualifiedFunctionType and kind is not ExternalName:
            return False  # the common case, at once
        above = []
        while True:
            kind = type(t)
            if kind is Qualified:
                above.append(t)
                t = t.base
            elif kind is TemplateParam:
                t = self._resolve(t)
                if type(t) is TemplateParam:  # (llvm: or an external name's encoding)
                    return self.llvm_encoding(t) and not any(self._printed_ext(q) for q in above)
            else:  # (extern "C" or cv-qualified: a QualifiedFunctionType, __private in clang's)
                return (kind is FunctionType or kind is QualifiedFunctionType
                        or kind is ExternalName and self.llvm_encoding(t)) \
                    and not any(self._printed_ext(q) for q in above)

    def gnu_shape(self, node: Type) -> Optional[str]:
        """How libiberty prints a name (or a function's parameters) inside ``t``:
        CHAIN when the declarator chain of ``t`` ends in a function type, or in
        an array below a pointer, reference or pointer to member (``int (*f())
        [3]``); ARRAY for an array itself (``int (f()) [3]``); None otherwise."""
        t: Any = node  # (dispatched on its class below)
        below = False
        while True:
            t = self._resolve(t)
            kind = type(t)
            if kind is FunctionType or kind is BlockPointer or kind is QualifiedFunctionType:
                return CHAIN
            if kind is ArrayType:
                return CHAIN if below else ARRAY
            if kind is Pointer:
                t = t.pointee
            elif kind in _REFERENCES:
                t = t.referee
            elif kind is MemberPointer:
                t = t.member
            elif kind is Qualified:
                t = t.base
                continue
            else:
                return None
            below = True

    # ------------------------------------------------------------- parts
    def _parts(self, node: Type, wrap: Optional[str] = None,
               drop: frozenset[str] = frozenset()) -> tuple[str, str]:
        """(left, right) halves of the declarator for ``t``.  ``wrap`` (gnu style) is
        what immediately wraps ``t`` (PTR, CV or None); ``drop`` (gnu style) the cv
        qualifiers directly above it, which a qualified ``t`` does not repeat."""
        kind = type(node)
        t: Any = node  # (the commonest kinds first, without the table: their entries say the same)
        if kind is Builtin:
            return self._builtins[t.name], ""
        if kind is Pointer:
            return self._indirect(t)
        if kind is Qualified:
            return self._qualified(t, wrap, drop)
        if kind is NamedType:
            return self.name(t.name), ""
        parts = PARTS_PRINTERS.get(kind)  # (spirmangle.render.type_printers)
        if parts is None:
            raise TypeError("cannot print %r" % (node,))
        return parts(self, node, wrap, drop)

    def _qualified(self, t: Qualified, wrap: Optional[str],
                   drop: frozenset[str]) -> tuple[str, str]:
        if self.style == "opencl":
            return self._opencl_qualified(t)
        if t.cv_first and (t.const or t.volatile or t.restrict) and self._ext(t):
            # VU3AS4 T: both peers read the CV letters as qualifying the
            # vendor-qualified type after them (as KU3foo, spirmangle.demangler.lexer.words).
            inner = Qualified(t.base, t.addrspace, vendor=t.vendor, private_spelled=t.private_spelled)
            return self._qualified(Qualified(inner, None, t.const, t.volatile, t.restrict), wrap, drop)
        base = t.base
        cv = self._cv(t) if t.const or t.volatile or t.restrict else []
        ext = self._ext(t) if t.addrspace is not None or t.vendor else []
        if type(base) is FunctionType and (self.style == "gnu" or not ext):
            # The function's own qualifiers, after its parameters.  (LLVM reads the
            # cv-qualifiers after a vendor qualifier as qualifiers of the type.)
            left, right = self._function(base, CV if ext else wrap, cv)
            cv = []
        elif self.style == "gnu":
            if not ext and cv and self._is_array(base):
                return self._gnu_array_cv([w for w in cv if w not in drop], base)
            if not ext:  # no vendor qualifier between: a cv-qualifier is printed once
                cv = [w for w in cv if w not in drop]
                below = frozenset(cv) | drop
            else:
                below = frozenset(cv)
            gnu_wrap = CV if self._is_function(base) else None
            left, right = self._parts(base, gnu_wrap, below)
        else:
            left, right = self._parts(base)
        if cv and not (self.style == "llvm" and ext and _objc_protocol(t) is not None):
            left += " " + " ".join(cv)
        if not ext:
            return left, right
        if self.style == "llvm":  # LLVM's vendor qualifier prints its type whole
            proto = _objc_protocol(t) if self._no_space(t) else None
            if proto is not None:  # U11objcproto1A: an Objective-C protocol, as LLVM prints it
                typed = "id" if left + right == "objc_object" else left + right
                return typed + "<" + proto + ">" + (" " + " ".join(cv) if cv else ""), ""
            return left + right + " " + " ".join(ext), ""
        if right.startswith(" ["):  # c++filt: an array's vendor qualifier, inside: int ( AS1*) [3]
            return left + " ( " + " ".join(ext), ")" + right
        return left + " " + " ".join(ext), right

    def _gnu_array_cv(self, stack: list[str], node: Type) -> tuple[str, str]:
        """A cv-qualified array in gnu style.  libiberty keeps the qualifiers as pending
        modifiers (``stack``, innermost first) and moves them to the element: each
        array level pushes them again (reversing their order), the element prints its
        own first and skips one it shares, and the innermost level prints the rest in
        its stack's reverse order (``VKA3_i``: ``int volatile const [3]``;
        ``PVKA3_A4_i``: ``int const volatile (*) [3][4]``; ``KT_``, T_ = ``A6_Ki``:
        ``int const [6]``)."""
        t = self._resolve(node)
        if type(t) is Qualified and not (t.addrspace is not None or t.vendor) and self._is_array(t.base):
            return self._gnu_array_cv([w for w in self._cv(t) if w not in stack] + stack, t.base)
        if type(t) is not ArrayType:  # (the resolved node is an array)
            return self._parts(t)
        if self._is_array(t.element):
            left, right = self._gnu_array_cv(stack[::-1], t.element)
        else:
            left, right = self._gnu_array_element(stack[::-1], t.element)
        dimension = self.template_arg(t.dimension) if t.dimension is not None else (
            "" if t.size is None else str(t.size))
        return left, " [%s]%s" % (dimension, right[1:] if right.startswith(" [") else right)

    def _gnu_array_element(self, order: list[str], node: Type) -> tuple[str, str]:
        """An array's element with the array's qualifiers ``order`` after its own."""
        t = self._resolve(node)
        if type(t) is Qualified and not (t.vendor or self._is_function(t.base)):
            words = [w for w in self._cv(t) if w not in order]
            if t.addrspace is not None:
                words += self._ext(t)
            left, right = self._parts(t.base, None, frozenset(self._cv(t)))
            words += order
        else:
            left, right = self._parts(t, CV if self._is_function(t) else None, frozenset(order))
            words = order
        return left + (" " + " ".join(words) if words else ""), right

    def _opencl_qualified(self, t: Qualified) -> tuple[str, str]:
        """Qualifiers before the type (``const __global int``), after a pointer
        (``int *const``); none on a reference or function type but its own cv."""
        base, steps = t.base, 0
        while type(base) is TemplateParam:
            base = self._resolve(base)
            if type(base) is not Qualified:
                break
            # const T with T = const int or __generic int *__private: one set of
            # qualifiers, on the type T is; T's address space where it has one
            # (clang's __private on T * does not apply to T = __global int).
            t = Qualified(base.base, t.addrspace if base.addrspace is None else base.addrspace,
                          t.const or base.const, t.volatile or base.volatile,
                          t.restrict or base.restrict,
                          base.vendor + tuple(v for v in t.vendor if v not in base.vendor))
            base, steps = t.base, steps + 1
            if steps > len(self.template_args):  # (T0_ = const T0_: in another scope)
                raise DemangleError(self.mangled, 0, "a template parameter refers to itself "
                                    "through its arguments")
        kind = type(base)
        cv = self._cv(t)
        if kind is FunctionType:
            left, right = self._function(base, None, cv)  # type: ignore[arg-type]
            return " ".join([*t.vendor, left]), right
        words = cv + (list(t.vendor) if kind in _REFERENCES or kind is QualifiedFunctionType
                      else self._ext(t))  # (no object: no address space)
        left, right = self._parts(base)
        if not words:
            return left, right
        if kind is Pointer or kind in _REFERENCES or kind is BlockPointer or kind is MemberPointer:
            # (int *const, int Foo::*__generic; a vendor word there as an attribute: int *foo
            # would name the parameter, issue 25)
            return left + " ".join(_attribute(w) if w in t.vendor else w for w in words), right
        if kind is Vector and not has_typedef(base):  # (after the attribute, where clang reads them)
            return left + " " + " ".join(words), right
        return " ".join(words) + " " + left, right

    def _gnu_reference(self, t: Any) -> tuple[str, str]:
        """A reference to a template parameter as c++filt prints it: where it
        first prints one (in printing order, outside a lambda's signature) it
        keeps the template arguments of that place for the parameter, and
        resolves the parameter against them wherever a substitution puts it
        under a reference again, unless it prints it inside that parameter's own
        argument (libiberty's saved scopes): ``RS6_`` of a ``T_`` first read in
        ``OT_`` inside a local name's encoding is that encoding's argument, not
        the template parameter of the place it is used."""
        args = self.template_args
        if getattr(args, "lambda_signature", False):
            return self._indirect(t)
        scopes = self.saved_scopes
        if scopes is None:
            scopes = self.saved_scopes = {}
            self.gnu_active = set()
        key = id(t.referee)
        active = self.gnu_active
        found = scopes.get(key)
        if found is None:
            scopes[key] = (t.referee, args)  # (the parameter kept alive with its id)
        elif found[1] is not args and key not in active:
            hold = args, self._names, self._types
            self.template_args = found[1]
            if hold[1] is not None:
                self._names, self._types = {}, {}
            active.add(key)
            try:
                return self._indirect(t)
            finally:
                active.discard(key)
                self.template_args, self._names, self._types = hold
        if key in active:
            return self._indirect(t)
        active.add(key)  # (printing the parameter's argument: beneath it)
        try:
            return self._indirect(t)
        finally:
            active.discard(key)

    def _indirect(self, t: Type) -> tuple[str, str]:
        """A pointer or (collapsed) reference."""
        if type(t) is Pointer:
            sigil, inner = "*", t.pointee
        else:
            sigil, inner = self._collapse(t)
        if (self.style == "llvm" and type(t) is Pointer and type(inner) is Qualified
                and not (inner.const or inner.volatile or inner.restrict)
                and _objc_protocol(inner) is not None and self._no_space(inner)):
            left, right = self._parts(inner)
            if left.startswith("id<"):  # LLVM: a pointer to objc_object<A> is id<A>
                return left, right
        if self._is_array(inner):  # int (*) [3]
            pending = self.gnu_pending if self.gnu_in_lambda else None
            if pending is not None:  # (c++filt: the declarator round a closure, gnu_closures)
                self.gnu_pending = None
                left, right = self._parts(inner)
                return left + " (" + sigil, pending + ")" + right
            left, right = self._parts(inner)
            return left + " (" + sigil, ")" + right
        if self.style == "gnu":
            if self.peer and "Ul" in self.mangled:  # (a closure type may print it all)
                whole = closure_chain(self, t)
                if whole is not None:
                    return whole, ""
            left, right = self._parts(inner, PTR)
            return left + sigil, right
        left, right = self._parts(inner)
        if self._is_function(inner):
            return left + "(" + sigil, ")" + right
        if self.style == "opencl" and not left.endswith(("*", "&")):
            return left + " " + sigil, right  # int *, but int ** (as C is written)
        return left + sigil, right

    def _function(self, t: FunctionType, wrap: Optional[str] = None,
                  cv: Sequence[str] = ()) -> tuple[str, str]:
        """A function type with its own cv-qualifiers ``cv``."""
        ret = t.return_type
        pending = ""
        if self.gnu_in_lambda and self.gnu_pending is not None and self.style == "gnu" and (
                wrap is not None or self.gnu_shape(ret) is None):
            # (c++filt: the declarator round a closure, spirmangle.render.gnu_closures)
            pending, self.gnu_pending = self.gnu_pending, None
        params = "(" + self.param_list(t.params) + ")"
        quals = "".join(" " + w for w in cv)
        left, right = self._parts(ret)
        if self.style == "llvm":  # the qualifiers follow the return type's right half
            return left + " ", params + right + quals
        if self.style == "opencl":  # where C++ puts them: int (*f() const)()
            return left + ("" if self.has_rhs(ret) else " "), params + quals + right
        params += quals
        shape = self.gnu_shape(ret)
        if shape is None:
            if wrap is None:
                if pending:
                    return left + right + " (" + pending + ")", params
                return left + right + " ", params
            return left + right + " (", pending + ")" + params
        if shape == ARRAY:  # a function returning an array: int (()) [3]
            left += " ("
            right = ")" + right
        if wrap is None:  # the return type's declarator takes ours: int (*(char))(long)
            return left, params + right
        last = left[-1:]
        space = last != " " and (wrap == CV or last not in "(*")
        return left + (" (" if space else "("), pending + ")" + params + right

    def _block(self, t: BlockPointer) -> tuple[str, str]:
        """A block: a vendor qualifier on a function type (which may be ref-qualified
        or ``extern "C"``: a QualifiedFunctionType, whose words follow the parameters)."""
        if self.style == "llvm":
            left, right = self._parts(t.function)
            return left + right + " block_pointer", ""
        if self.style == "gnu":
            left, right = self._parts(t.function, CV)
            return left + " block_pointer", right
        left, right = self._parts(t.function)  # opencl: int (^)(void) &
        return left + "(^", ")" + right


def _attribute(word: str) -> str:
    """A vendor qualifier after a declarator's ``*`` or ``&``, in the opencl style:
    ``__attribute__((foo))``, ``__attribute__((address_space(9)))`` for ``AS9``."""
    if word[:2] == "AS" and word[2:].isdigit():
        return "__attribute__((address_space(%s)))" % word[2:]
    return "__attribute__((%s))" % word
