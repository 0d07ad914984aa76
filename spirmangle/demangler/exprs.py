"""The demangler's callbacks for expressions (mixed into
:class:`spirmangle.demangler.core._Builder`; the tokens are
:mod:`spirmangle.demangler.lexer.exprs`', the rules ``grammar/mangled.lark``'s).

Candidates, as LLVM's demangler and the compilers number them: the types in an
expression are candidates as anywhere (they reduce through the type rules); a
``decltype`` is one, as a type and as the scope of an unresolved name; so is
``T_`` as that scope (``sr T_ ...``); ``T_`` as an expression, a function
parameter, a substitution as a scope, the qualifier levels of an unresolved
name and its base are none.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..errors import DemangleError
from .fastnodes import new_function, new_template
from ..render.peer_numbering import GNU, LLVM
from .reading_mode import ReadingMode
from .lalr import list_rule
from ..model.floats import valid_digits
from ..model import Builtin, ComplexType, FloatLiteral, ConversionName, ArrayType, BinaryExpr, BracedInit, CallExpr, CastExpr, ConditionalExpr, Decltype, DestructorExpr, ExprArg, ExprParam, FoldExpr, NamedType, NewExpr, VendorExpr, StringLiteralExpr, SubobjectExpr, DependentBitInt, DependentVector, DesignatedInit, SourceName, SizeofArgs, SizeofPack, TemplateName, TemplateParam, TemplateParamName, TypeExpr, UnaryExpr, UnresolvedName


class ExprCallbacks:
    """Reduction callbacks of ``<expression>`` and its parts."""

    if not TYPE_CHECKING:  # (mypy would check the mixin's assignments against it)
        __slots__ = ()  # the fields are the builder's slots (spirmangle.demangler.core._Builder)

    name: str  # the mangled name (_Builder's)
    table: list[object]  # the substitution candidates (_Builder's)
    tparams: list[TemplateParam]  # every template parameter read (_Builder's)
    renumbered: int  # (spirmangle.render.peer_numbering; _Builder's)
    mode: ReadingMode  # the parse's reading mode: its ``peer`` numbering (_Builder's)
    decltypes: int  # decltypes read (_Builder's)
    gxx_scope_from: int  # the first candidate after an srN scope (_Builder's)
    srn_from: int  # the first candidate after the last srN scope read
    ur_substituted: object  # the last unresolved type read as a substitution
    past_scope: Optional[bool]  # the last srN token's: a substitution may refer past it

    def _lookup(self, ref: tuple[int, int]) -> object:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def _add(self, node: object) -> None:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def function(self, items: list[Any]) -> Any:  # pragma: no cover - _Builder's
        raise NotImplementedError

    def expr_arg(self, items: list[Any]) -> ExprArg:
        return ExprArg(items[1])

    def decltype(self, items: list[Any]) -> Decltype:
        node = Decltype(items[1], bool(items[0]))
        self.decltypes += 1  # (a dependent type: spirmangle.demangler.opencl.dependent)
        self.table.append(node)
        return node

    def expr_array(self, items: list[Any]) -> ArrayType:
        node = ArrayType(items[3], None, items[1])
        self.table.append(node)
        return node

    def dependent_vector(self, items: list[Any]) -> DependentVector:
        node = DependentVector(items[3], items[1], bool(items[0]))
        self.table.append(node)
        return node

    def dependent_bit_int(self, items: list[Any]) -> DependentBitInt:
        node = DependentBitInt(items[1], bool(items[0]))
        self.table.append(node)
        return node

    def expr_unary(self, items: list[Any]) -> UnaryExpr:
        return UnaryExpr(items[0], items[1])

    def expr_binary(self, items: list[Any]) -> BinaryExpr:
        return BinaryExpr(items[0], items[1], items[2])

    def expr_ternary(self, items: list[Any]) -> ConditionalExpr:
        return ConditionalExpr(items[1], items[2], items[3])

    def expr_call(self, items: list[Any]) -> CallExpr:
        return CallExpr(items[1], tuple(items[2]) if len(items) == 4 else ())

    def expr_cast(self, items: list[Any]) -> CastExpr:
        return CastExpr(items[0], items[1], (items[2],))

    def expr_cast_list(self, items: list[Any]) -> CastExpr:
        if items[0] != "cv":
            raise DemangleError(self.name, -1, "only a conversion (cv) takes a list")
        return CastExpr("cv", items[1], tuple(items[3]) if len(items) == 5 else (), True)

    def expr_type(self, items: list[Any]) -> TypeExpr:
        if items[0] in ("at", "ti") and type(items[1]) is TemplateParam:
            # c++filt reads the operand as an expression: T_ there is no candidate
            self.note_scopes()  # type: ignore[attr-defined]  # (spirmangle.render.peer_numbering)
            self.renumbered |= GNU
            if self.mode.peer == GNU and self.table and self.table[-1] is items[1]:
                self.table.pop()
        return TypeExpr(items[0], items[1])

    def expr_fold(self, items: list[Any]) -> FoldExpr:
        code, op = items[0]
        return FoldExpr(code, op, items[1], items[2] if len(items) == 3 else None)

    def expr_tparam(self, items: list[Any]) -> ExprParam:
        param = TemplateParam(items[0][0])
        self.tparams.append(param)
        return ExprParam(param)

    def sizeof_pack(self, items: list[Any]) -> SizeofPack:
        pack = items[1]
        if type(pack) is tuple:  # a TPARAM token's value
            pack = self.expr_tparam(items[1:])
        return SizeofPack(pack)

    def sizeof_args(self, items: list[Any]) -> SizeofArgs:
        return SizeofArgs(tuple(items[1]) if len(items) == 3 else ())

    def braced(self, items: list[Any]) -> BracedInit:
        if items[0] == "il":
            return BracedInit(None, tuple(items[1]) if len(items) == 3 else ())
        return BracedInit(items[1], tuple(items[2]) if len(items) == 4 else ())

    def new_head(self, items: list[Any]) -> tuple[str, tuple[Any, ...], Any]:
        if len(items) == 3:
            return items[0], (), items[2]
        return items[0], tuple(items[1]), items[3]

    def expr_new(self, items: list[Any]) -> NewExpr:
        global_ = items[0] is None  # GLOBAL's value
        if global_:
            items = items[1:]
        code, placement, type_ = items[0]
        if len(items) == 2 and items[1] is None:  # END
            return NewExpr(code, placement, type_, global_=global_)
        if len(items) >= 3:  # PAREN_INIT [expressions] END
            init = tuple(items[2]) if len(items) == 4 else ()
            return NewExpr(code, placement, type_, init, True, global_=global_)
        braced = items[1]
        if type(braced) is not BracedInit or braced.type is not None:
            raise DemangleError(self.name, -1, "a new-expression's initializer is pi ... E "
                                "or il ... E")
        return NewExpr(code, placement, type_, braced=braced, global_=global_)

    def function_requires(self, items: list[Any]) -> Any:
        """``<encoding> Q <expression>``: a function with a trailing requires-clause."""
        f = self.function([items[0], items[1]])
        return new_function(f.name, f.params, f.return_type, items[3])

    def vendor_expr(self, items: list[Any]) -> VendorExpr:
        return VendorExpr(items[0], tuple(items[1]) if len(items) == 3 else ())

    def string_literal(self, items: list[Any]) -> StringLiteralExpr:
        return StringLiteralExpr(items[1])

    def subobject(self, items: list[Any]) -> SubobjectExpr:
        offset, selectors, past_end = items[3]
        return SubobjectExpr(items[1], items[2], offset, selectors, past_end)

    def designated(self, items: list[Any]) -> DesignatedInit:
        code, field = items[0], items[1]
        if code == "di" and (type(field) is not UnresolvedName or field.form or field.global_
                             or type(field.base) is not SourceName):
            raise DemangleError(self.name, -1, "di designates a field by its source name")
        if code == "dX":
            return DesignatedInit(code, field, items[3], items[2])
        return DesignatedInit(code, field, items[2])

    def expr_global_unary(self, items: list[Any]) -> UnaryExpr:
        if items[1] not in ("dl", "da"):
            raise DemangleError(self.name, -1, "gs (::) before an operator other than new "
                                "or delete")
        return UnaryExpr(items[1], items[2], True)

    @list_rule
    def expressions(self, items: list[Any]) -> list[Any]:
        if len(items) == 1:
            return items
        items[0].append(items[1])
        return items[0]  # type: ignore[no-any-return]

    levels = expressions

    # ------------------------------------------------- unresolved names
    def ur_plain(self, items: list[Any]) -> UnresolvedName:
        return UnresolvedName(items[-1], global_=len(items) == 2)

    def ur_scoped(self, items: list[Any]) -> UnresolvedName:
        if len(items) == 3:
            if self.mode.peer == LLVM and type(items[1]) is NamedType:  # sr T_ <args> (SR_TYPE)
                self._llvm_scope(items[1])
            return UnresolvedName(items[2], "sr", items[1])
        return UnresolvedName(items[5], "sr", items[1], tuple(items[3]), True)

    def _llvm_scope(self, scope: NamedType) -> None:
        """llvm-cxxfilt-19 records an unresolved name's scope T_ <args> as T_ alone
        (spirmangle.render.peer_numbering): the candidate T_<args> becomes T_, where T_ stood."""
        name = scope.name
        if type(name) is TemplateName and type(name.name) is TemplateParamName:
            at, param = self.llvm_head  # type: ignore[attr-defined]  # (PackCallbacks.tparam_head)
            if name.name.param is param and name in self.table:
                self.table.remove(name)
                self.table.insert(at, param)

    def ur_bare_operator(self, items: list[Any]) -> UnresolvedName:
        """``sr <unresolved-type> <operator-name>`` without ``on`` (old g++), or
        the operator's code alone after ``dt``/``pt`` (lexer_exprs._member_bare_operator)."""
        if len(items) == 1:
            return UnresolvedName(items[0], bare_operator=True)
        base = items[2]
        if len(items) == 4:  # SR unresolved_type BARE_CONVERSION type (clang before 17)
            base = ConversionName(items[3])
        elif len(items) == 6:  # ... BARE_OPERATOR TARGS template_arg_list END
            base = new_template(items[2], tuple(items[4]))
        return UnresolvedName(base, "sr", items[1], bare_operator=True)

    def ur_levels(self, items: list[Any]) -> UnresolvedName:
        return UnresolvedName(items[-1], "sr", levels=tuple(items[-3]), global_=len(items) == 5)

    def sr_n_scope(self, items: list[Any]) -> Any:
        """``srN <unresolved-type>``: g++ writes its ``sr <type> <name>`` with a
        nested-name type here, the same characters, whose prefixes are candidates
        (clang's, the ABI's qualifier levels are none): a later substitution
        that refers to a candidate from here on reads differently under the two,
        and is rejected (:meth:`_ambiguous_scope`)."""
        self.gxx_scope_from = min(self.gxx_scope_from, len(self.table))
        self.srn_from = len(self.table)  # (sr_n_targs moves it past T_<args>)
        self.past_scope = items[0]  # (the reading mode's, which the lexer put there)
        return items[1]

    def _ambiguous_scope(self, position: int) -> None:
        if self.past_scope:  # the ABI's reading, kept beside g++'s (spirmangle.demangler.gxx_scope)
            return
        raise DemangleError(self.name, position, "a substitution after srN refers to a "
                            "candidate that g++'s sr <type> and the ABI's qualifier levels "
                            "number differently")

    def ur_nested(self, items: list[Any]) -> UnresolvedName:
        levels = tuple(items[1]) if len(items) == 4 else ()
        return UnresolvedName(items[-1], "srN", items[0], levels=levels)

    def sr_n_targs(self, items: list[Any]) -> tuple[Any, tuple[Any, ...]]:
        """``srN T_ <template-args>``: ``T_<args>`` (the ABI's unresolved-type) is a
        candidate after its arguments', as clang and g++ record it (LLVM does not);
        g++'s nested name records it at the same place, so the numberings part after it."""
        scope, args = items[0], tuple(items[2])
        if type(scope) is TemplateParam and scope is not self.ur_substituted:  # T_, not S<n>_
            if self.gxx_scope_from == self.srn_from:
                self.gxx_scope_from = len(self.table) + 1
            self.note_scopes()  # type: ignore[attr-defined]  # (LLVM records T_ alone:
            self.renumbered |= LLVM  # spirmangle.render.peer_numbering)
            if self.mode.peer != LLVM:
                self._add(TemplateName(TemplateParamName(scope), args))
        return scope, args

    def ur_nested_targs(self, items: list[Any]) -> UnresolvedName:
        (scope, args), levels = items[0], tuple(items[1]) if len(items) == 4 else ()
        return UnresolvedName(items[-1], "srN", scope, args, True, levels)

    def ur_subst(self, items: list[Any]) -> object:
        self.ur_substituted = found = self._lookup(items[0])
        return found

    def simple_template(self, items: list[Any]) -> Any:
        return new_template(items[0], tuple(items[2]))

    def on_operator(self, items: list[Any]) -> Any:
        if len(items) == 1:
            return items[0]
        return new_template(items[0], tuple(items[2]))

    def complex_literal(self, items: list[Any]) -> FloatLiteral:
        """``L C <float> <real> _ <imag> E``: a FloatLiteral of the complex type."""
        t = items[1]
        if type(t) is not ComplexType or t.imaginary or type(t.element) is not Builtin \
                or not all(valid_digits(t.element.name, d) for d in items[2].split("_")):
            raise DemangleError(self.name, -1, "a complex literal is of a complex floating type, with the"
                             " hexadecimal digits of its parts")
        return FloatLiteral(t, items[2])

    def on_conversion(self, items: list[Any]) -> ConversionName:
        return ConversionName(items[1])

    def destructor_expr(self, items: list[Any]) -> DestructorExpr:
        return DestructorExpr(items[1])
