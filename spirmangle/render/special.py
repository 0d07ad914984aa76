"""Printing modules, literal operators, structured bindings, external names and
the rarer special names (for :class:`spirmangle.render.core.Printer`).

===================================  ===================================================
mangled                              printed (llvm-cxxfilt-19; c++filt where it differs)
===================================  ===================================================
``_ZW3geo9use_twicev``               ``use_twice@geo()``
``_ZGIW3geoWP6shapes``               ``initializer for module geo:shapes``
``_ZN2spli3_kmEy``                   ``sp::operator"" _km(unsigned long long)``
``_ZN2sp5innerDC2ra2rbEE``           ``sp::inner::[ra, rb]``
``_Z1fIL_Z1xEEvv``                   ``void f<x>()``
``_ZTCSd0_Si``                       ``construction vtable for std::istream-in-std::iostream``
``_ZTch0_v0_n24_N1A1fEv``            ``covariant return thunk to A::f()``
``_ZGRN2sp8ref_tempE_``              ``reference temporary for sp::ref_temp``
                                     (gnu: ``reference temporary #0 for sp::ref_temp``)
``_ZTALi1E``                         ``template parameter object for 1``
``_Z1fILd3ff8000000000000EEvv``      ``void f<0x1.8p+0>()``
                                     (gnu: ``void f<(double)[3ff8000000000000]>()``)
``___Z3foov_block_invoke_2``         ``invocation function for block in foo()``
``_GLOBAL__I__Z2fnv``                ``global constructors keyed to fn()`` (c++filt's;
                                     llvm-cxxfilt-19 reads none)
``__imp__ZSt6futureIvE``             ``import thunk for std::future<void>``
===================================  ===================================================
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ..model.bounds import template_args
from ..model.floats import llvm_text
from ..model import ComplexType, Builtin, ExternalName, FloatLiteral, Function, LiteralOperatorName, ModuleEntity, ModuleName, Name, SpecialName, StructuredBinding, Variable, VendorOperatorName

SPECIAL_NAME_KINDS = frozenset({ModuleEntity, ModuleName, LiteralOperatorName, StructuredBinding,
                                VendorOperatorName})
SPECIAL_KINDS = frozenset({"construction vtable", "covariant return thunk", "reference temporary",
                           "module initializer", "template parameter object", "hidden alias",
                           "block invocation", "global constructors", "global destructors",
                           "java resource", "import thunk"})
_ENTITIES = (Function, Variable, SpecialName)
_JAVA_ESCAPES = {"S": "/", "_": ".", "$": "$"}
_WORDS = {"covariant return thunk": "covariant return thunk to ",
          "reference temporary": "reference temporary for ",
          "module initializer": "initializer for module ",
          "template parameter object": "template parameter object for ",
          "hidden alias": "hidden alias for ",
          "block invocation": "invocation function for block in ",
          "global constructors": "global constructors keyed to ",
          "global destructors": "global destructors keyed to ",
          "import thunk": "import thunk for "}


def module_text(m: ModuleName) -> str:
    """``geo``, ``geo.users``, ``geo:shapes``."""
    words = []
    node = m
    while True:
        words.append(node.identifier)
        if node.parent is not None:
            words.append(":" if node.partition else ".")
            node = node.parent
        else:
            if node.partition:
                words.append(":")
            break
    return "".join(reversed(words))


def special_name_text(printer: Any, n: Name) -> str:
    if isinstance(n, ModuleEntity):
        inner: str = printer.name(n.name)
        return inner + "@" + module_text(n.module)
    if isinstance(n, ModuleName):
        return module_text(n)
    if isinstance(n, LiteralOperatorName):
        return 'operator"" ' + n.identifier
    if isinstance(n, StructuredBinding):
        return "[%s]" % ", ".join(n.names)
    if isinstance(n, VendorOperatorName):  # both peers: the name, not the arity
        return "operator " + n.identifier
    raise TypeError("not a name: %r" % (n,))


def external_text(printer: Any, a: ExternalName) -> str:
    """The entity an external-name template argument names: ``x``, ``bar()``."""
    entity = a.entity
    if type(entity) is Variable:
        return in_entity_scope(printer, entity, lambda: printer.name(entity.name))
    return in_entity_scope(printer, entity, lambda: printer._entity(entity))


def external_parts(printer: Any, a: ExternalName) -> tuple[str, str]:
    """An external name where a type goes (a substitution or ``T_`` that stands for
    it): one word, but in the llvm style a function's encoding in the two halves
    LLVM's FunctionEncoding prints, its return type and name left of a declarator,
    its parameters (and the rest) right: ``void f<int>(*)(char)`` for ``P T_`` with
    ``T_`` = ``L_Z1fIiEvcE`` (c++filt prints it whole: ``void f<int>(char)*``)."""
    entity = a.entity
    if printer.style != "llvm" or type(entity) is not Function:
        return external_text(printer, a), ""
    heads: list[str] = []

    def run() -> str:
        text: str = printer._entity(entity)
        name: str = printer.name(entity.name)
        ret = entity.return_type
        if ret is not None:  # as Printer._function_text: the return type's left half first
            left = printer._parts(ret)[0]
            name = left + ("" if printer.has_rhs(ret) else " ") + name
        heads.append(name)
        return text

    text = in_entity_scope(printer, entity, run)
    head = heads[0]
    if not text.startswith(head):  # (no such entity: printed whole)
        return text, ""
    return head, text[len(head):]


def in_entity_scope(printer: Any, entity: Any, run: Any) -> str:
    """``run()`` where template parameters refer to the arguments of ``entity``
    (an external name's encoding: ``L_Z <encoding> E``)."""
    from .names import in_scope
    args = template_args(entity)
    if not args and not printer.template_args:
        return str(run())
    return in_scope(printer, args, run)


def float_text(printer: Any, a: FloatLiteral) -> str:
    """A floating-point literal: its value in hexadecimal (llvm, opencl) or its
    digits in brackets after its type (gnu, and llvm where LLVM reads no value)."""
    if type(a.type) is ComplexType:  # L C <float> <real> _ <imag> E: its digits, as c++filt
        return "(%s)%s" % (printer.type(a.type), a.digits)
    if type(a.type) is not Builtin:
        raise TypeError("a floating-point literal's type is a builtin: %r" % (a,))
    if printer.style != "gnu":
        text = llvm_text(a.type.name, a.digits)
        if text is not None:
            return text
    return "(%s)[%s]" % (printer.type(a.type), a.digits)


def special_text(printer: Any, e: SpecialName) -> str:
    """A special name of :data:`SPECIAL_KINDS`."""
    target = e.target
    text: str
    if e.kind == "construction vtable":
        text = "construction vtable for %s-in-%s" % (printer.type(e.base), printer.type(target))
        return text
    if e.kind == "template parameter object":
        text = _WORDS[e.kind] + printer.template_arg(target)
        return text
    if e.kind == "java resource":  # gcj's: $S, $_ and $$ are /, . and $
        text = "java resource " + re.sub(r"\$(.)", lambda m: _JAVA_ESCAPES[m.group(1)],
                                         target.identifier)  # type: ignore[union-attr]
        return text
    words = _WORDS[e.kind]
    if e.kind == "import thunk":  # (of any entity: a function, a variable, a special name)
        return words + printer._entity(target)  # type: ignore[no-any-return]
    if e.kind == "reference temporary" and printer.style == "gnu":
        # c++filt numbers the temporaries from 0 (GCC's old form, without a trailer, is #0).
        words = "reference temporary #%s for " % (e.offsets[0] if e.offsets else 0)
    if e.kind == "global constructors" or e.kind == "global destructors":
        if type(target) in _ENTITIES:  # keyed to an encoding
            text = words + printer._entity(target)
        else:  # or to other text, as written
            text = words + target.identifier  # type: ignore[union-attr]
        return text
    text = words + (printer._entity(target) if type(target) is Function else printer.name(target))
    return text
