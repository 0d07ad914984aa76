"""OpenCL C prototype parser: ``float4 fract(float4 x, __global float4 *iptr)`` -> Function.

The syntax lives in ``grammar/prototype.lark``; this module turns the parse into
the shared model, resolving typedef names for the target and giving unqualified
pointees the default address space of the OpenCL C version.
"""

from __future__ import annotations

import os
import re
import threading
from typing import TYPE_CHECKING, Any, NamedTuple, Optional, Union, cast

from .builder import VOID, pipe, qualified
from .clones import Declaration, split_clone_suffix
from .tags import TAG, Tags, attribute_abi_tags, check_attribute_tags
from .type_names import UNKNOWN_HINT, check_type_names, typedefs
from ..config import SPIR64, LanguageOptions, Target, get_target, language
from ..model import Entity, Variable, AddressSpace, Atomic, BitInt, BlockPointer, Builtin, Function, FunctionType, Image, InternalName, Name, NamedType, Pipe, Pointer, Qualified, SourceName, TaggedName, Type
from ..grammar import load_lalr
from .prototype_fast import FastParser, Token, lark_parser, stored_parser
from ..limits import MAX_DEPTH
from ..model.depths import Depths
from ..model.node import dataclass  # (dataclasses.dataclass, made cheaply: start-up)
from ..errors import PrototypeError
from ..model.typecodes import BUILTIN_ROWS, C_WORDS, CXX_TYPE_WORDS, WORD_ALIASES
from ..model.vector_spelling import read_vector_attribute, vector_of

if TYPE_CHECKING:  # (Lark only reads what the lean parser cannot: errors)
    from lark import Lark, UnexpectedInput


class _TooDeep(ValueError):
    """A model nesting deeper than MAX_DEPTH levels; ``token`` is where (it has no
    position when the fast parser read it)."""

    def __init__(self, token: Optional[Token]) -> None:
        super().__init__("nesting deeper than %d levels" % MAX_DEPTH)
        self.line: Optional[int] = getattr(token, "line", None)
        self.column: Optional[int] = getattr(token, "column", None)


# --------------------------------------------------------------- typedefs

_WORDS = C_WORDS  # (the OpenCL C spellings of the table's rows: spirmangle.model.typecodes)
# The table's other builtin types that a name spells (__int128, char8_t, decimal32...):
# an error in OpenCL C, never a class name.
_OTHER_BUILTINS = frozenset((*CXX_TYPE_WORDS, *(row.name for row in BUILTIN_ROWS
                                               if not row.c and row.name.isidentifier())))


def _builtin_from_words(words: tuple[str, ...]) -> Builtin:
    words = tuple(WORD_ALIASES.get(w, w) for w in words)
    name = _WORDS.get(words) or _WORDS.get(tuple(sorted(words, key=("signed", "unsigned",
                                                                     "short", "long").index)
                                                     if all(w in ("signed", "unsigned", "short",
                                                                  "long") for w in words)
                                                     else words))
    if name is None:
        raise ValueError("invalid type specifier '%s'" % " ".join(words))
    return Builtin(name)


# ------------------------------------------------------------- transformer


class _Direct(NamedTuple):
    """The direct part of a parameter declarator: arrays, block or function pointer."""

    kind: str
    value: Any
    token: Optional[Token] = None  # the name, ^ or *: where a too deep declarator is reported


class _PointerPart(NamedTuple):
    """One ``*`` of a declarator and the qualifiers after it."""

    qualifiers: tuple[Any, ...]
    star: Token


class _Spec:
    """The decl-specifiers of one declaration, before the declarator applies."""

    def __init__(self, core: Type) -> None:
        self.core = core
        self.addrspace: Optional[AddressSpace] = None
        self.const = self.volatile = self.restrict = False
        self.access: Optional[str] = None
        self.pipe = False
        self.vectors: tuple[tuple[str, int], ...] = ()  # vector attributes, in order
        self.abi_tags: tuple[str, ...] = ()  # abi_tag attributes (the function's, among its return type's)
        self.element_addrspace: Optional[AddressSpace] = None  # one written before them

    def type(self) -> Type:
        core = self.core
        if self.vectors:  # (spirmangle.model.vector_spelling)
            if self.pipe or not isinstance(core, (Builtin, BitInt, NamedType)):
                raise ValueError("a vector attribute applies to a scalar type")
            core = qualified(core, self.element_addrspace)
            for kind, value in self.vectors:
                core = vector_of(core, kind, value)
        if self.pipe:
            return qualified(self._pipe(), self.addrspace)
        if isinstance(core, _UnknownPipeElement):
            raise ValueError("'void#%d' is a pipe's element type: 'pipe void#%d'"
                             % (core.ordinal + 1, core.ordinal + 1))
        if isinstance(core, Image):
            core = Image(core.shape, self.access or "read_only")
        return qualified(core, self.addrspace, self.const, self.volatile, self.restrict)

    def _pipe(self) -> Pipe:
        """``pipe T``: const and volatile in the specifiers qualify the element type
        (as in clang); ``void`` and ``void#n`` are unknown element types."""
        access = self.access or "read_only"
        if access == "read_write":
            raise ValueError("a pipe is read_only or write_only, not read_write")
        core = self.core
        cv = self.const or self.volatile or self.restrict
        if isinstance(core, _UnknownPipeElement):
            if cv:
                raise ValueError("a pipe of unknown element type takes no qualifiers")
            return pipe(None, access, core.ordinal)
        return pipe(qualified(core, None, self.const, self.volatile, self.restrict), access)


@dataclass(frozen=True, slots=True)  # (a Node's: slotted)
class _UnknownPipeElement(Type):
    """``void#n`` as read, before ``pipe`` makes it a pipe's unknown element type."""

    ordinal: int


_QUAL_KIND = {"const": "const", "__const": "const", "volatile": "volatile",
              "__volatile__": "volatile", "restrict": "restrict", "__restrict": "restrict",
              "__restrict__": "restrict"}


def _qualifier_token(tok: Token) -> Union[str, AddressSpace]:
    text = str(tok)
    if tok.type == "ADDRSPACE":
        return AddressSpace[text.lstrip("_").upper()]
    return _QUAL_KIND[text]


class _ToModel:
    """Inline LALR transformer: builds model nodes as rules reduce (for the lean
    parser and Lark's; a token is a ``str`` with a ``type``: .prototype_fast.Token)."""

    def __init__(self) -> None:
        self.target: Target = SPIR64
        self.lang = LanguageOptions()
        self.table: dict[str, Type] = typedefs(SPIR64)
        self.depths = Depths()

    def _check_depth(self, node: Any, token: Optional[Token]) -> None:
        if self.depths.depth(node) > MAX_DEPTH:
            raise _TooDeep(token)

    # -- specifiers
    def builtin_words(self, items: list[Token]) -> Type:
        return _builtin_from_words(tuple(str(t) for t in items))

    def type_name(self, items: list[Token]) -> Type:
        name = str(items[0])
        if name == "static":  # (a static after other specifiers, which Lark reads as a name)
            raise ValueError("'static' comes first in a prototype")
        found = self.table.get(name)
        if found is not None:
            return found
        if name in _OTHER_BUILTINS:
            raise ValueError("'%s' is a builtin type that OpenCL C does not have" % name)
        return NamedType(SourceName(name))

    def unknown_pipe_element(self, items: list[Any]) -> Type:
        number = int(items[1])
        if items[0] != VOID or number < 1:
            raise ValueError("'%s#%s': only void takes a pipe number, from 1 ('pipe void#2')"
                             % (items[0].name, number))
        return _UnknownPipeElement(number - 1)

    def struct_name(self, items: list[Any]) -> Type:
        name = SourceName(str(items[0]))
        return NamedType(TaggedName(name, items[1]) if len(items) > 1 else name)

    enum_name = struct_name

    def atomic_of(self, items: list[Any]) -> Type:
        spec: _Spec = items[1]
        t = Atomic(self._apply_pointers(spec.type(), items[2:]))
        self._check_depth(t, items[0])
        return t

    def qualifier(self, items: list[Token]) -> tuple[str, Any]:
        return ("qual", _qualifier_token(items[0]))

    def access(self, items: list[Token]) -> tuple[str, Any]:
        return ("access", str(items[0]).lstrip("_"))

    def pipe(self, items: list[Token]) -> tuple[str, Any]:
        return ("pipe", True)

    def bit_int(self, items: list[Token]) -> Type:
        """``_BitInt(N)``, ``unsigned _BitInt(N)``, ``signed _BitInt(N)``."""
        sign = str(items[0]) if len(items) == 3 else "signed"
        bits = int(items[-1])
        if sign.strip("_") not in ("signed", "unsigned"):
            raise ValueError("invalid type specifier '%s _BitInt'" % sign)
        if bits < (2 if sign.strip("_") == "signed" else 1):
            raise ValueError("_BitInt(%d) has too few bits" % bits)
        return BitInt(bits, sign.strip("_") == "signed")

    def ignored(self, items: list[Any]) -> Any:
        return items[0] if items and isinstance(items[0], tuple) else None  # (a vector attribute)

    def attribute(self, items: list[Any]) -> Any:
        tags = attribute_abi_tags(str(items[0]))
        if tags:
            return ("abi_tag", tags)
        found = read_vector_attribute(str(items[0]))
        return ("vector", found) if found is not None else None

    def abi_tags(self, items: list[Token]) -> Tags:
        return Tags(TAG.search(str(item)).group(1) for item in items)  # type: ignore[union-attr]

    def tagged_type_name(self, items: list[Any]) -> Type:
        return NamedType(TaggedName(SourceName(str(items[0])), items[1]))

    def specifiers(self, items: list[Any]) -> _Spec:
        core = next(i for i in items if isinstance(i, Type))
        spec = _Spec(core)
        for item in items:
            if not isinstance(item, tuple):
                continue
            kind, value = item
            if kind == "vector":
                if not spec.vectors:  # an address space before it qualifies the element
                    spec.element_addrspace, spec.addrspace = spec.addrspace, None
                spec.vectors += (value,)
            elif kind == "qual":
                if isinstance(value, AddressSpace):
                    spec.addrspace = value
                else:
                    setattr(spec, value, True)
            elif kind == "access":
                spec.access = value
            elif kind == "abi_tag":
                spec.abi_tags += value
            else:
                spec.pipe = True
        return spec

    # -- declarators
    def pointer_part(self, items: list[Any]) -> _PointerPart:
        return _PointerPart(tuple(q for _, q in items[1:]), items[0])

    def array(self, items: list[Any]) -> str:
        return "array"

    def named(self, items: list[Any]) -> _Direct:
        return _Direct("arrays", len(items) - 1, items[0])

    def unnamed_array(self, items: list[Any]) -> _Direct:
        return _Direct("arrays", len(items))

    def block(self, items: list[Any]) -> _Direct:
        return _Direct("block", items[-1], items[0])

    def function_pointer(self, items: list[Any]) -> _Direct:
        return _Direct("function_pointer", items[-1], items[0])

    def declarator(self, items: list[Any]) -> tuple[list[Any], Optional[_Direct]]:
        if items and isinstance(items[-1], _Direct):
            return items[:-1], items[-1]
        return items, None

    def _pointee(self, t: Type, default: Optional[AddressSpace] = None) -> Type:
        """Give an unqualified pointee ``default`` or the version's default address space."""
        if isinstance(t, FunctionType):
            return t
        if isinstance(t, Qualified) and t.addrspace is not None:
            return t
        return qualified(t, default if default is not None else self.lang.default_pointee_addrspace)

    def _apply_pointers(self, t: Type, pointers: list[_PointerPart]) -> Type:
        for quals, star in pointers:
            t = Pointer(self._pointee(t))
            space = next((q for q in quals if isinstance(q, AddressSpace)), None)
            t = qualified(t, space, "const" in quals, "volatile" in quals, "restrict" in quals)
            self._check_depth(t, star)
        return t

    def param(self, items: list[Any]) -> Type:
        spec: _Spec = items[0]
        pointers, direct = items[1]
        if spec.pipe:
            _check_pipe_declarator(pointers, direct)
        t = self._apply_pointers(spec.type(), pointers)
        if direct is not None:
            kind, value, _ = direct
            if kind == "arrays" and value:
                if value > 1:
                    raise ValueError("arrays of arrays are not supported in parameters")
                # An array parameter is a __private object in every OpenCL C version,
                # so it decays to a pointer to __private elements (clang: `int a[4]`
                # is `__private int *`, never `__generic int *`).
                t = Pointer(self._pointee(t, AddressSpace.PRIVATE))
            elif kind == "block":
                t = BlockPointer(FunctionType(_by_value(t), value))
            elif kind == "function_pointer":
                t = Pointer(FunctionType(_by_value(t), value))
        t = _by_value(t)
        where = direct.token if direct is not None and direct.token is not None else \
            pointers[-1].star if pointers else None
        self._check_depth(t, where)
        return t

    # -- parameter lists
    def no_params(self, items: list[Any]) -> tuple[Type, ...]:
        return ()

    def params(self, items: list[Any]) -> tuple[Type, ...]:
        types = tuple(Builtin("...") if isinstance(i, str) else i for i in items)
        if types == (Builtin("void"),):
            return ()
        if Builtin("void") in types:
            raise ValueError("'void' must be the only parameter")
        return types

    def only_ellipsis(self, items: list[Any]) -> tuple[Type, ...]:
        return (Builtin("..."),)

    def prototype(self, items: list[Any]) -> Function:
        if any(isinstance(i, tuple) and i[:1] == ("vector",) for i in items):
            raise ValueError("a vector attribute belongs to a type, not to the function")
        items = [i for i in items if i is not None]
        spec = items[0] if isinstance(items[0], _Spec) else None
        name_index = next(k for k, i in enumerate(items) if isinstance(i, str))
        pointers = [i for i in items[:name_index] if isinstance(i, _PointerPart)]
        written = items[name_index + 1] if isinstance(items[name_index + 1], Tags) else Tags()
        params = items[name_index + 1 + bool(written)]
        returns = None
        tags = (*written, *(spec.abi_tags if spec is not None else ()),
                *(t for i in items[name_index + 2:] if isinstance(i, tuple) and i[:1] == ("abi_tag",)
                  for t in i[1]))
        if spec is not None:
            returns = _by_value(self._apply_pointers(spec.type(), pointers))
        name: Name = SourceName(str(items[name_index]))
        if tags:  # (sorted, once each, as clang mangles them)
            name = TaggedName(name, tuple(sorted(set(tags))))
        fn = Function(name, params, returns)
        self._check_depth(fn, items[name_index])
        return fn

    def start(self, items: list[Function]) -> Function:
        return items[0]

    def static_start(self, items: list[Any]) -> Function:
        """``static`` first: internal linkage, mangled ``_ZL`` (as clang does)."""
        fn: Function = items[1]
        return Function(InternalName(fn.name), fn.params, fn.return_type)


def _check_pipe_declarator(pointers: list[Any], direct: Optional[_Direct]) -> None:
    """A pipe parameter is a plain name: clang rejects ``pipe int *p`` (a pipe of
    pointers; pointers to pipes do not exist either), and takes ``pipe int a[2]``
    as a pipe of ``int[2]``, which the model has no type for."""
    if pointers:
        raise ValueError("pipes cannot be pointed to, and pipe packets cannot be pointers")
    if direct is not None and direct.kind == "arrays" and direct.value:
        raise ValueError("a pipe of an array type ('pipe int a[2]') is not supported")
    if direct is not None and direct.kind != "arrays":
        raise ValueError("a pipe cannot be a block or function pointer's return type")


def _by_value(t: Type) -> Type:
    """Top-level qualifiers of a by-value parameter or return type do not count."""
    return t.base if isinstance(t, Qualified) else t


_lock = threading.Lock()  # one parse at a time: the transformer holds its options
_transformer = _ToModel()
_parser: Optional[Lark] = None


def _after_fork_in_child() -> None:
    """Only the forking thread runs in the child: a parse another thread was in
    is gone, and the lock it held with it."""
    global _lock
    _lock = threading.Lock()
    _transformer.depths.clear()


if hasattr(os, "register_at_fork"):  # (POSIX)
    os.register_at_fork(after_in_child=_after_fork_in_child)


def _get_parser() -> Lark:
    global _parser
    if _parser is None:
        _parser = load_lalr("prototype.lark", transformer=_transformer)
    return _parser


_fast: Optional[FastParser] = None


def _get_fast_parser() -> FastParser:
    """The lean parser, of the tables stored next to the grammar (no Lark), else of Lark's."""
    global _fast
    if _fast is None:
        _fast = stored_parser(_transformer) or lark_parser(_get_parser(), _transformer)
    return _fast


def parse_declaration(text: str, target: "str | Target" = SPIR64, cl_std: str = "CL3.0",
                      cl_ext: str = "", lang: Optional[LanguageOptions] = None,
                      dialect: object = None, classes: "tuple[str, ...] | frozenset[str]" = (),
                      base_structors: bool = False, cxx: bool = False,
                      unknown_hint: str = UNKNOWN_HINT) -> Declaration:
    """:func:`parse_prototype`, and the clone suffixes written after the declaration
    (``f(int) (.cold)``, ``f(int) [clone .cold]``: spirmangle.opencl.clones), which
    the Function, as the demangler's model, does not hold; and in C++ the special
    names and variables the opencl style prints (``typeinfo for A``, ``ns::x``:
    spirmangle.opencl.prototype_cxx_special)."""
    head, suffix, _ = split_clone_suffix(text)
    try:
        entity = _parse_entity(head, target, cl_std, cl_ext, lang, classes, base_structors, cxx,
                               unknown_hint)
    except PrototypeError as exc:
        raise PrototypeError(exc.message, exc.line, exc.column, text) from None
    return Declaration(entity, suffix)


def parse_prototype(text: str, target: "str | Target" = SPIR64, cl_std: str = "CL3.0",
                    cl_ext: str = "", lang: Optional[LanguageOptions] = None,
                    dialect: object = None, classes: "tuple[str, ...] | frozenset[str]" = (),
                    base_structors: bool = False, cxx: bool = False,
                    unknown_hint: str = UNKNOWN_HINT) -> Function:
    """Parse an OpenCL C prototype into a Function.

    With ``cxx`` in C++ for OpenCL (``cl_std`` CLC++...), and always in SYCL
    (``lang.sycl``), the text is a C++ declaration (spirmangle.opencl.prototype_cxx):
    ``classes`` names its class types, ``base_structors`` makes ``X::X`` and
    ``X::~X`` the base variants (C2, D2).  (The catalogue reads its OpenCL C
    prototypes in every language.)  With ``cxx``, a user's text: an OpenCL C type
    name that the language does not know and neither the text (``struct Foo``) nor
    ``classes`` declares is an error, with a did-you-mean where a known name is
    close, else ``unknown_hint`` (``%s``: the name).  A C++ for OpenCL declaration written with
    OpenCL C's own syntax (pipes, image access qualifiers, blocks, ``_Atomic``)
    is read as OpenCL C.

    ``cl_std``/``cl_ext`` (or a ready ``lang``) decide where unqualified pointers
    point; ``target`` resolves size_t and friends.  ``dialect`` is accepted for
    symmetry with :func:`mangle`: the model is the same in every dialect.
    Raises :class:`PrototypeError` with line and column on bad input.
    """
    _, suffix, at = split_clone_suffix(text)
    if suffix:  # (mangling the Function alone would name another symbol, the original)
        line = text.count("\n", 0, at) + 1
        raise PrototypeError("a clone suffix ('%s') is no part of a Function: "
                             "parse_declaration keeps it" % suffix, line,
                             at - (text.rfind("\n", 0, at) + 1) + 1, text)
    entity = _parse_entity(text, target, cl_std, cl_ext, lang, classes, base_structors, cxx,
                           unknown_hint)
    if not isinstance(entity, Function):
        raise PrototypeError("this names a %s, not a function: parse_declaration reads it"
                             % ("variable" if isinstance(entity, Variable) else entity.kind),
                             1, 1, text)
    return entity


def _parse_entity(text: str, target: "str | Target", cl_std: str, cl_ext: str,
                  lang: Optional[LanguageOptions], classes: "tuple[str, ...] | frozenset[str]",
                  base_structors: bool, cxx: bool, unknown_hint: str) -> Entity:
    tgt = get_target(target)
    options = lang if lang is not None else language(cl_std, cl_ext)
    if options.sycl or cxx and options.cxx and not _OPENCL_ONLY.search(text):
        from .prototype_cxx import parse_cxx

        try:
            return parse_cxx(text, tgt, options, typedefs(tgt), frozenset(classes),
                             base_structors, options.sycl)
        except RecursionError:  # (the C++ reader recurses once or more per level of nesting)
            offset = _deepest(text)
            line = text.count("\n", 0, offset) + 1
            column = offset - (text.rfind("\n", 0, offset) + 1) + 1
            raise PrototypeError("the declaration nests too deeply", line, column, text) from None
    entity = _parse_opencl_c(text, tgt, options)
    if cxx and not options.cxx:  # (a user's text; C++ text is read as C++ unless OpenCL-only)
        check_type_names(entity, text, tgt.name, classes, unknown_hint)
    return entity


def _parse_opencl_c(text: str, tgt: Target, options: LanguageOptions) -> Entity:
    _reject_cxx(text)
    if "abi_tag" in text:
        check_attribute_tags(text)
    fast = _get_fast_parser()
    with _lock:
        _transformer.target = tgt
        _transformer.lang = options
        _transformer.table = typedefs(tgt)
        try:
            found = fast.parse(text) or _parse_with_lark(text)
        except _TooDeep as exc:
            raise _depth_error(exc, text) from None
        except ValueError as exc:
            raise PrototypeError(str(exc), 1, 1, text) from None
        finally:
            _transformer.depths.clear()
    if isinstance(found, PrototypeError):
        raise found
    return found


def _parse_with_lark(text: str) -> Union[Function, PrototypeError]:
    """What the lean parser cannot read, read by Lark (for its diagnostics), or
    its error (the callbacks' ValueErrors are raised)."""
    from lark.exceptions import UnexpectedInput, VisitError

    try:  # (Lark's parse returns what the inline transformer's start rule builds)
        return cast(Function, _get_parser().parse(text))
    except UnexpectedInput as exc:
        return _syntax_error(exc, text)
    except VisitError as exc:  # pragma: no cover - inline transformers raise directly
        return PrototypeError(str(exc.orig_exc), 1, 1, text)


_OPENCL_ONLY = re.compile(r"(?<![A-Za-z0-9_])(?:(?:__)?(?:read_only|write_only|read_write)|pipe"
                          r"|_Atomic|_BitInt)(?![A-Za-z0-9_])"
                          r"|\(\s*\^")
_CXX_HINT = " (a C++ declaration: --cl-std CLC++2021 or --sycl)"
_CXX_WORD = re.compile(r"(?<![A-Za-z0-9_])operator(?![A-Za-z0-9_])|::")


def _deepest(text: str) -> int:
    """The offset of the first bracket that opens the deepest level of ``text``'s
    nesting (0 if none)."""
    depth, deepest, at = 0, 0, 0
    for i, ch in enumerate(text):
        if ch in "([<{":
            depth += 1
            if depth > deepest:
                deepest, at = depth, i
        elif ch in ")]>}":
            depth = max(depth - 1, 0)
    return at


def _reject_cxx(text: str) -> None:
    """An OpenCL C prototype has no operator functions nor qualified names (read
    as OpenCL C, ``operator new(ulong)`` would be a function ``new``)."""
    m = _CXX_WORD.search(text)
    if m is not None:
        line = text.count("\n", 0, m.start()) + 1
        column = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
        raise PrototypeError("'%s' is C++, not OpenCL C%s" % (m.group(), _CXX_HINT), line,
                             column, text)


def _depth_error(exc: _TooDeep, text: str) -> PrototypeError:
    """The error for a too deep prototype, located: the fast parser's tokens have no
    position, so Lark's parse (which stops at the same reduction) finds it."""
    if exc.column is None:
        from lark.exceptions import UnexpectedInput

        _transformer.depths.clear()
        try:
            _get_parser().parse(text)
        except _TooDeep as located:
            exc = located
        except (UnexpectedInput, ValueError):  # pragma: no cover - both parsers agree
            pass
    return PrototypeError(str(exc), exc.line or 1, exc.column or 1, text)


def _syntax_error(exc: "UnexpectedInput", text: str) -> PrototypeError:
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    line = getattr(exc, "line", 1) or 1
    column = getattr(exc, "column", 1) or 1
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        lines = text.splitlines() or [""]
        line, column = len(lines), len(lines[-1]) + 1
        message = "unexpected end of input"
    elif isinstance(exc, UnexpectedToken):
        message = "unexpected %r" % str(exc.token)
    elif isinstance(exc, UnexpectedCharacters):
        char = text.splitlines()[line - 1][column - 1]
        message = "unexpected character %r" % char + (_CXX_HINT if char in "&<>~:" else "")
    else:
        message = "syntax error"
    return PrototypeError(message, line, column, text)
