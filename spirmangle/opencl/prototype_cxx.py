"""C++ for OpenCL and SYCL declarations: ``Vec<float, 4>::dot(__generic float &) const``
-> Function (issue 25).

A recursive-descent reader of the declarations the opencl style prints for C++
names (and of hand-written ones): references, qualified names and ``std::``,
methods with cv-, ref- and address-space qualifiers on ``this`` (written after
the parameter list, as the opencl style prints them), constructors and
destructors (``X::X``, ``X::~X``: complete variants, or the base ones with
``base_structors``), operators and conversions, template-ids with type and
non-type arguments, function pointers, pointers to members, ``auto`` and
``decltype(auto)`` returns.

Address spaces (spirmangle.model.dependent.with_defaults): C++ for OpenCL
gives an unqualified pointee or referee the version's default (``__generic``
where there is one); SYCL none.  A function template specialization's
parameter types are written through its template parameters wherever they
equal one of its type arguments (clang mangles the template's signature):
``void f<int>(int *)`` is ``_Z1fIiEvPT_``; where the text names the parameters
in a with-clause, ``void f(T, int) [with T = int]``, its types are as written
(spirmangle.opencl.prototype_cxx_with).

Class names: a type name must be an OpenCL type, or be qualified, or a
template-id, or follow ``struct``/``class``/``union``/``enum``, or name a scope
of the declared function (``Foo::f(Foo)``), or be given in ``classes``; any
other name is an error with a did-you-mean.

Refused, with where and why, for a text that cannot say its name (never read as
another): a requires-clause (clang mangles it, ``Q...``), a vendor qualifier
after ``*`` or ``&`` (``int *__attribute__((foo))``, ``U3fooPi``), and a with-clause's
declaration clang mangles that the reader cannot write (``Tn...`` through a variable
template's value or an expression it does not read: spirmangle.model.dependent.refused_in_clause).

A qualified name through a with-clause's parameters used as a template argument
without ``typename`` is an expression, as C++ reads it (``std::is_integral<T>::value``,
``T::value``: ``sr``; spirmangle.opencl.prototype_cxx_exprs.expression_follows), so SFINAE's
``std::enable_if<std::is_integral<T>::value, int>::type U = 0`` reads back
(spirmangle.model.sfinae); ``typename T::x`` is a type, ``N T_ 1x E``.
"""

from __future__ import annotations

from typing import Optional

from ..model import Entity, SpecialName, Variable, AddressSpace, ArgumentPack, ArrayType, BitInt, ExceptionSpec, ExprArg, ExprParam, TemplateParam, UnaryExpr, Builtin, ConversionName, DestructorName, Function, FunctionType, LocalName, LValueReference, Name, NamedType, OperatorName, Pointer, QualifiedFunctionType, RValueReference, SourceName, TemplateArg, TemplateName, Type
from ..config import LanguageOptions, Target
from ..errors import PrototypeError
from .prototype_cxx_exprs import address_arg, array_bound, decltype, expression_follows, template_arg_expr
from .prototype_cxx_lex import Cursor, Tok, fail
from .prototype_cxx_names import ANONYMOUS_NAMESPACE, TemplateArgs, abi_tags, anonymous_at, attribute_tags, check_names, has_function_part, literal, operator_code, std_name
from ..model.vector_spelling import read_vector_attribute, vector_of
from ..model.typecodes import C_TYPE_WORDS, CXX_TYPE_WORDS, WORD_ALIASES
from .prototype_cxx_types import rebuild, builtin_words, default_this, read_as, through_template_params, with_defaults
from .prototype_cxx_special import FUNCTION_KINDS, NAME_KINDS, TYPE_KINDS, read_name_target, read_type_target, read_variable, special_kind
from .prototype_cxx_decl import Op as _Op, Quals as _Quals, array as _array, build as _build, by_value as _by_value, declaration as _declaration, function as _function, member_pointer as _member_pointer, outer_params as _outer_params, pointer as _pointer, with_this
from .prototype_cxx_with import braced, check_unexpanded, expand, give_args, read_with, split_with

_CV = {"const": "const", "__const": "const", "volatile": "volatile", "__volatile__": "volatile",
       "restrict": "restrict", "__restrict": "restrict", "__restrict__": "restrict"}
_SPACES = {"__global": AddressSpace.GLOBAL, "__local": AddressSpace.LOCAL,
           "__constant": AddressSpace.CONSTANT, "__private": AddressSpace.PRIVATE,
           "__generic": AddressSpace.GENERIC}
_WORDS = frozenset((*C_TYPE_WORDS, *WORD_ALIASES, *CXX_TYPE_WORDS))  # (spirmangle.model.typecodes)
_IGNORED = frozenset(("inline", "extern", "constexpr", "explicit", "virtual", "typename",
                      "__kernel", "kernel", "friend", "mutable"))
# (OpenCL's kernel qualifier: in SYCL, plain C++, "kernel" names a function)
_IGNORED_SYCL = _IGNORED - {"kernel"}
_CLASS_KEYS = frozenset(("struct", "class", "union", "enum"))
_QUALS = frozenset((*_CV, *_SPACES, "noexcept"))  # (words a function's text may end in)
_NOT_NAMES = frozenset((*_WORDS, *_CV, *_SPACES, *_IGNORED, *_CLASS_KEYS, "auto", "decltype",
                        "operator", "static", "noexcept", "true", "false", "nullptr"))  # (a with-clause's)


class _Reader:
    """One declaration's reader."""

    def __init__(self, text: str, table: dict[str, Type], classes: frozenset[str],
                 sycl: bool = False) -> None:
        self.cur = Cursor(text)
        self.ignored = _IGNORED_SYCL if sycl else _IGNORED
        self.table = table
        self.classes = set(classes)
        self.unknown: list[Tok] = []  # plain type names to check once the name is known
        self.values: dict[str, int] = {}  # a with-clause's non-type parameters' names
        self.packs: dict[int, str] = {}  # its parameter packs' names
        self.depth = 0  # (of parameter lists: a pack is expanded by the outermost's latest)
        self.tags: list[str] = []  # the function's abi_tag attributes
        self.angle = False  # (an expression in a template argument: > closes it)

    # ------------------------------------------------------------ qualifiers
    def quals(self, q: _Quals = _Quals()) -> _Quals:
        cur = self.cur
        while True:
            if cur.at(*_CV):
                kind = _CV[cur.take().text]
                q = q._replace(const=q.const or kind == "const",
                               volatile=q.volatile or kind == "volatile",
                               restrict=q.restrict or kind == "restrict")
            elif cur.at(*_SPACES):
                q = q._replace(space=_SPACES[cur.take().text])
            else:
                return q

    # ---------------------------------------------------------------- names
    def name(self) -> Name:
        """A possibly qualified name (of a type, a scope or a function)."""
        cur = self.cur
        cur.accept("::")
        parts: list[Name] = []
        while True:
            parts.append(self._component())
            if cur.at("(") and not anonymous_at(cur.toks, cur.i) and self._local_scope_follows():
                params = self.params()
                this, ref = self.method_quals()  # (A::f(void) const::x)
                function = Function(with_this(std_name(parts), this, ref), params)
                cur.expect("::")
                return LocalName(function, self.name())
            if cur.at("::") and cur.peek().text != "*" and cur.peek().kind != "end":
                cur.take()
                continue
            scope = self.table.get(parts[0].identifier) if type(parts[0]) is SourceName else None
            if len(parts) > 1 and isinstance(scope, TemplateParam):  # (typename T::x: N T_ 1x E)
                parts[0] = scope  # type: ignore[call-overload]
            return std_name(parts)

    def _local_scope_follows(self) -> bool:
        """``f(int)::X``: the parameter list of a function X is local to."""
        toks, j, depth = self.cur.toks, self.cur.i, 0
        while toks[j].kind != "end":
            depth += {"(": 1, ")": -1}.get(toks[j].text, 0)
            if depth == 0:
                j += 1
                while toks[j].text in _QUALS or toks[j].text in ("&", "&&"):
                    j += 1
                return toks[j].text == "::"
            j += 1
        return False

    def _component(self) -> Name:
        cur = self.cur
        if anonymous_at(cur.toks, cur.i):
            cur.i += 4
            return SourceName(ANONYMOUS_NAMESPACE)
        if cur.accept("~"):
            self._identifier()
            return DestructorName(1)
        part: Name
        if cur.accept("operator"):
            code = operator_code(cur)
            part = OperatorName(code) if code is not None else ConversionName(self.type_id(False))
        else:
            part = SourceName(self._identifier().text)
        part = abi_tags(cur, part)
        if cur.at("<"):
            part = TemplateName(part, self.template_args())
        return part

    def _identifier(self) -> Tok:
        if self.cur.tok.kind != "id":
            self.cur.error("expected a name")
        return self.cur.take()

    def template_args(self) -> TemplateArgs:
        cur = self.cur
        cur.expect("<")
        args: list[object] = []
        if not cur.at(">"):
            while True:
                if cur.at("{"):  # (a pack: tuple<{int, float}>, as the opencl style prints it)
                    args.append(braced(cur, self._pack_element, "a template argument"))
                else:
                    args.append(self._one_arg())
                if not cur.accept(","):
                    break
        cur.close_angle()
        return tuple(args)  # type: ignore[arg-type]

    def _one_arg(self) -> object:
        if self.cur.at("&"):  # (&f(int), &var: X ad L_Z...E E)
            return address_arg(self, lambda n, p, q, r: _function(n, p, None, q, r, False, False))
        if expression_follows(self):  # (std::is_integral<T>::value, !T::value, (N > 1))
            return template_arg_expr(self)
        found = literal(self.cur, lambda: self.type_id(True))
        return found if found is not None else self._template_arg()

    def _pack_element(self) -> TemplateArg:
        """An element of a braced pack (``Ts ...`` expands into it: ``{Ts ..., int}``)."""
        if self.cur.at("{"):
            self.cur.error("a pack's element cannot be a pack")
        found = self._one_arg()
        if type(found) is ArgumentPack:  # (an expansion, Ts ...)
            return found.args[0]
        return found  # type: ignore[return-value]

    def _template_arg(self) -> object:
        """A type, a with-clause's value ``N`` or an expansion ``Ts...``."""
        cur = self.cur
        start = cur.tok
        if start.text in self.values and cur.peek().text in (",", ">", ">>", "..."):
            cur.take()
            value = ExprParam(TemplateParam(self.values[start.text]))
            if cur.at("..."):  # (a pack of values: J X sp T_ E E)
                expand(cur, value.param, start, self.packs)
                return ArgumentPack((ExprArg(UnaryExpr("sp", value)),))  # type: ignore[arg-type]
            return ExprArg(value)
        found = self.type_id(True)
        if cur.at("..."):
            return ArgumentPack((expand(cur, found, start, self.packs),))
        return found  # (a pack in it: expanded further out, else the parameter's error)

    # ----------------------------------------------------------- specifiers
    def specifiers(self, top: bool = False) -> tuple[Optional[Type], _Quals, Optional[Name]]:
        """(core type, qualifiers, and at the ``top`` of a declaration a function
        name read where a type was expected)."""
        cur = self.cur
        words: list[str] = []
        core: Optional[Type] = None
        q = _Quals()
        vectors: list[tuple[tuple[str, int], Tok]] = []
        while True:
            q = self.quals(q)
            tok = cur.tok
            if tok.kind != "id" and not (tok.text in ("::", "(") and core is None and not words):
                break
            if tok.text == "(" and cur.peek().text != "anonymous":
                break
            if tok.text in self.ignored:
                cur.take()
            elif tok.text == "__attribute__":
                found = self._attribute(q)
                if found is not None:
                    vectors.append((found, tok))
            elif tok.text in _WORDS and core is None:
                words.append(cur.take().text)
            elif words or core is not None:
                break
            elif tok.text == "auto":
                cur.take()
                core = Builtin("auto")
            elif tok.text == "decltype":
                core = self._decltype()
            elif tok.text in _CLASS_KEYS:
                cur.take()
                core = self._class_key_name()
            else:
                name = self.name()
                if top and (has_function_part(name) or cur.at("(") and not (
                        cur.peek().text in ("*", "&", "&&") and self._is_type(name)
                        or anonymous_at(cur.toks, cur.i))):
                    return None, q, name
                if has_function_part(name):
                    fail(cur.text, tok.pos, "expected a type name")
                core = self._resolve(name, tok)
        if words:
            try:
                core = builtin_words(tuple(words))
            except ValueError as exc:
                fail(cur.text, cur.tok.pos, str(exc))
        for (kind, value), at in vectors:
            if not isinstance(core, (Builtin, BitInt, NamedType)):
                fail(cur.text, at.pos, "a vector attribute applies to a scalar type")
            try:
                core = vector_of(core, kind, value)
            except ValueError as exc:
                fail(cur.text, at.pos, str(exc))
        return core, q, None

    def _attribute(self, q: _Quals) -> Optional[tuple[str, int]]:
        """An ``__attribute__((...))`` among a declaration's specifiers: a vector
        attribute (``vector_size(N)``, ``ext_vector_type(N)``: the opencl style's
        spelling of a vector without typedef, spirmangle.model.vector_spelling),
        whose element is the core type, or another (:meth:`_skip_attribute`)."""
        first = self.cur.tok
        found = self._skip_attribute(True)
        if found is not None and q.space is not None:  # (clang: the element's address space)
            fail(self.cur.text, first.pos, "an address space before a vector attribute "
                 "qualifies its element: write it after the attribute")
        return found

    def _skip_attribute(self, vector: bool = False) -> Optional[tuple[str, int]]:
        """An ``__attribute__((...))``; its ``abi_tag``s are the declared function's
        where it stands outside the parameters (a parameter's are ignored, as clang does).
        A vector attribute is returned where the ``vector`` may stand (after its
        element type), else refused: skipped, it would name a scalar."""
        cur = self.cur
        first = cur.tok
        tags = attribute_tags(cur)
        if self.depth == 0:
            self.tags.extend(tags)
        last = cur.toks[cur.i - 1]
        try:
            found = read_vector_attribute(cur.text[first.pos:last.pos + len(last.text)])
        except ValueError as exc:
            fail(cur.text, first.pos, str(exc))
        if found is not None and not vector:
            fail(cur.text, first.pos, "a vector attribute stands right after its element "
                 "type (float __attribute__((vector_size(8))))")
        return found

    def _decltype(self) -> Type:
        cur = self.cur
        cur.take()
        cur.expect("(")
        if cur.accept("auto"):
            t = Builtin("decltype(auto)")
        elif cur.accept("nullptr"):
            t = Builtin("decltype(nullptr)")
        else:
            return decltype(self)
        cur.expect(")")
        return t

    def _is_type(self, name: Name) -> bool:
        """``name`` (before ``(*``: a return type's) names a type, not a function."""
        return not isinstance(name, SourceName) or name.identifier in self.table \
            or name.identifier in self.classes

    def _class_key_name(self) -> Type:
        tok = self.cur.tok
        name = self.name()
        if isinstance(name, SourceName):
            self.classes.add(name.identifier)
        elif has_function_part(name):
            fail(self.cur.text, tok.pos, "expected a class name")
        return NamedType(name)

    def _resolve(self, name: Name, tok: Tok) -> Type:
        if isinstance(name, SourceName):  # (a tagged name, S[abi:t], is a class's)
            found = self.table.get(name.identifier)
            if found is not None:
                return found
            if name.identifier not in self.classes:
                self.unknown.append(tok)
        return NamedType(name)

    # ----------------------------------------------------------- declarators
    def type_id(self, nested: bool) -> Type:
        """A type without a name: specifiers and an abstract declarator (``nested``:
        also parenthesized declarators and function types, as in a template argument)."""
        core, q, name = self.specifiers()
        if core is None:
            self.cur.error("expected a type")
        cur = self.cur
        if nested and cur.at("(") and type(core) is not Builtin:
            before = cur.toks[cur.i - 1]
            if before.pos + len(before.text) == cur.tok.pos:
                # (the styles print a function type ret (params), a call or a function
                # a reference refers to name(params): _ZN2li4rrefIL_ZNS_2fnEiEEEiv's
                # li::rref<li::fn(int)>, or cl12__assignable... as __assignable<...>())
                fail(cur.text, cur.tok.pos, "a call or a function's name (name(...)): the C++ "
                     "reader cannot write it (a function type is written ret (params))")
        ops, _ = self.declarator(named=False, nested=nested)
        return _build(q.apply(core), ops)

    def declarator(self, named: bool, nested: bool = True) -> tuple[list[_Op], Optional[Tok]]:
        """The steps of a declarator, innermost type first, and its name if any."""
        cur = self.cur
        ops = self.pointer_ops()
        inner: list[_Op] = []
        name: Optional[Tok] = None
        if nested and cur.at("(") and self._nested_follows():
            cur.take()
            inner, name = self.declarator(named)
            cur.expect(")")
        elif named and cur.tok.kind == "id":
            name = cur.take()
        suffixes: list[_Op] = []
        while nested and cur.at("(") or cur.at("["):
            suffixes.append(self._function_suffix() if cur.at("(") else self._array_suffix())
        return ops + list(reversed(suffixes)) + inner, name

    def _nested_follows(self) -> bool:
        after = self.cur.peek()
        if after.text in ("*", "&", "&&", "(", "^"):
            return True
        return self._member_pointer_follows(self.cur.i + 1)  # (Cls::*), (Tpl<int>::*)

    def pointer_ops(self) -> list[_Op]:
        cur = self.cur
        ops: list[_Op] = []
        while True:
            if ops and ops[-1] in (LValueReference, RValueReference) and \
                    (cur.at("*", "&", "&&") or self._member_pointer_follows()):
                cur.error("a reference cannot be pointed to nor referred to")
            if cur.accept("*"):
                ops.append(_pointer(self.quals()))
            elif cur.accept("&"):
                ops.append(LValueReference)
            elif cur.accept("&&"):
                ops.append(RValueReference)
            elif self._member_pointer_follows():
                cls = self._class_of_member()
                cur.expect("::")
                cur.expect("*")
                ops.append(_member_pointer(cls, self.quals()))
            else:
                return ops
            if cur.at("__attribute__"):  # (the opencl style's vendor qualifier: *__attribute__((foo)))
                cur.error("a vendor qualifier on a pointer or reference (U3foo...): the C++ "
                          "reader cannot write it")

    def _class_of_member(self) -> Type:  # (Cls of Cls::*: a class, or a with-clause's U)
        name = self.name()
        found = self.table.get(name.identifier) if isinstance(name, SourceName) else None
        return found if found is not None else NamedType(name)

    def _member_pointer_follows(self, j: int = -1) -> bool:
        toks, j = self.cur.toks, self.cur.i if j < 0 else j
        if toks[j].kind != "id" and not anonymous_at(toks, j) or toks[j].text in _CV \
                or toks[j].text in _SPACES:
            return False
        depth = 0
        while toks[j].kind != "end":
            if anonymous_at(toks, j):
                j += 4
                continue
            text = toks[j].text
            depth += {"<": 1, ">": -1, ">>": -2}.get(text, 0)
            if depth == 0 and text == "::" and toks[j + 1].text == "*":
                return True
            if depth == 0 and text not in ("::", ">", ">>") and toks[j].kind != "id":
                return False
            j += 1
        return False

    def _array_suffix(self) -> _Op:
        cur = self.cur
        cur.expect("[")
        size: Optional[int] = None
        tok = cur.tok
        if tok.text in self.values and cur.peek().text == "]":  # (a with-clause's int N)
            cur.take()
            cur.expect("]")
            return lambda t: ArrayType(t, None, TemplateParam(self.values[tok.text]))
        if not cur.at("]") and not (tok.kind == "num" and cur.peek().text == "]"):
            return array_bound(self)  # (a dependent bound: [T * 2 + 1])
        if cur.tok.kind == "num":
            tok = cur.take()
            if not tok.text.isdigit():
                fail(cur.text, tok.pos, "invalid array size")
            size = int(tok.text)
        cur.expect("]")
        return _array(size)

    def _function_suffix(self) -> _Op:
        params = tuple(_by_value(p) for p in self.params())
        q, ref = self.quals(), self.cur.take().text if self.cur.at("&", "&&") else ""
        spec = ExceptionSpec() if self.cur.accept("noexcept") else None  # (Do: C++17's type)
        # (clang keeps a function type's return type qualifiers: FU3AS1iiE)
        if q == _Quals() and not ref and spec is None:
            return lambda t: FunctionType(t, params)
        return lambda t: QualifiedFunctionType(FunctionType(t, params), q.const,
                                               q.volatile, q.restrict, ref, spec)

    def method_quals(self) -> tuple[_Quals, str]:
        q, ref = self.quals(), self.cur.take().text if self.cur.at("&", "&&") else ""
        self.cur.accept("noexcept")  # (a function's own exception specification: not mangled)
        return q, ref

    # ------------------------------------------------------------ parameters
    def params(self) -> tuple[Type, ...]:
        cur = self.cur
        cur.expect("(")
        if cur.at("void") and cur.peek().text == ")":
            cur.i += 2
            return ()
        out: list[Type] = []
        self.depth += 1
        while not cur.at(")"):
            if cur.accept("..."):
                out.append(Builtin("..."))
                break
            start = cur.tok
            t = self.param()
            if cur.at("..."):  # (a with-clause's pack: Ts *...)
                t = expand(cur, t, start, self.packs)
            elif self.depth == 1:
                check_unexpanded(cur, t, start, self.packs)
            out.append(t)
            if not cur.accept(","):
                break
            if cur.at(")"):
                cur.error("expected a parameter type")
        self.depth -= 1
        cur.expect(")")
        return tuple(out)

    def param(self) -> Type:
        start = self.cur.tok
        core, q, name = self.specifiers()
        if core is None:
            fail(self.cur.text, start.pos, "expected a parameter type")
        ops, _ = self.declarator(named=True)
        t = _build(q.apply(core), ops)
        t = rebuild(t, _outer_params)  # (decltype(fp) in a parameter: fL0p_)
        if isinstance(t, ArrayType):  # a parameter array is a pointer
            t = Pointer(t.element)
        elif isinstance(t, (FunctionType, QualifiedFunctionType)):
            t = Pointer(t)
        if t == Builtin("void"):
            fail(self.cur.text, start.pos, "'void' must be the only parameter")
        return t  # (by value: its qualifiers go once the template parameters are known)


def parse_cxx(text: str, target: Target, lang: LanguageOptions, table: dict[str, Type],
              classes: frozenset[str] = frozenset(), base_structors: bool = False,
              sycl: bool = False) -> Entity:
    """Read a C++ for OpenCL (or, ``sycl``, SYCL) declaration into a Function (or the
    special name or variable its text names: spirmangle.opencl.prototype_cxx_special)."""
    r = _Reader(text, table, classes, sycl)
    clause = kind = variable = None
    space = None if sycl else lang.default_pointee_addrspace
    try:
        at_clause = split_with(r.cur)
        if at_clause is not None:  # (its names are template parameters in the declaration)
            declaration, r.cur = r.cur, at_clause
            clause = read_with(r, _NOT_NAMES)
            r.cur, r.table = declaration, {**table, **clause.bound_types()}
            r.values = clause.bound_values()
            r.packs = {i: clause.names[i] for i in clause.packs()}
        else:
            kind = special_kind(r.cur)
        if kind in TYPE_KINDS:
            t = read_type_target(r, kind, _NOT_NAMES)
            check_names(r.cur.text, r.unknown, r.classes, r.table, SourceName(""))
            return SpecialName(kind, with_defaults(Function(SourceName(""), (t,)), space).params[0])
        if kind in NAME_KINDS:
            fn = Function(read_name_target(r))
        elif kind is None and clause is None and (variable := read_variable(r, _QUALS)) is not None:
            fn = Function(variable)
        else:
            fn = _declaration(r, base_structors)
        if clause is not None:
            fn = give_args(fn, clause, text)
    except ValueError as exc:
        if isinstance(exc, PrototypeError):
            raise
        raise PrototypeError(str(exc), 1, 1, text) from None
    check_names(r.cur.text, r.unknown, r.classes, r.table, fn.name)
    if clause is None:  # (else the types are written through the parameters as they are)
        fn = through_template_params(fn, space)
    fn = default_this(read_as(fn, space), r.classes, space)
    if kind is None:
        return fn if variable is None else Variable(fn.name)
    return SpecialName(kind, fn if kind in FUNCTION_KINDS else fn.name)
