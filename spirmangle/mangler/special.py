"""Mangling modules, literal operators, structured bindings, inheriting
constructors, external names and the rarer special names (for
:mod:`spirmangle.mangle`), with the substitutions clang makes: each module
name (``geo``, ``geo.users``) is a candidate once its ``W`` is written.
"""

from __future__ import annotations

import re
from typing import Any

from . import exprs as mangle_exprs
from ..model import CallOffset, Decltype, ConstructorName, ExternalName, Function, LiteralOperatorName, ModuleEntity, ModuleName, NamedType, Name, SourceName, SpecialName, StructuredBinding, Variable, VendorOperatorName
from ..model.typecodes import SPECIAL_CODES, seq_id
from .names import discriminated

# A gcj resource's name as written (its ``$`` escaping ``S``, ``_`` or ``$``);
# spirmangle.demangler.symbol_special reads names by it.
JAVA_TEXT = re.compile(r"(?:[^$]|\$[S_$])+")

SPECIAL_KINDS = frozenset({"construction vtable", "covariant return thunk", "reference temporary",
                           "module initializer", "template parameter object", "hidden alias",
                           "block invocation", "global constructors", "global destructors",
                           "java resource", "import thunk"})
GLOBAL_STRUCTORS = {"global constructors": "I", "global destructors": "D"}


def _error(reason: str) -> Exception:
    from ..errors import MangleError

    return MangleError(reason)


def _source(identifier: str) -> str:
    return "%d%s" % (len(identifier), identifier)


def module(m: Any, node: ModuleName) -> None:
    """``W [P] <source-name>``s of a module name, or its substitution."""
    if m._substitute(node):
        return
    if node.parent is not None:
        module(m, node.parent)
    m.out.append("W" + "P" * node.partition + _source(node.identifier))
    m._add(node)


def unqualified(m: Any, name: Name) -> bool:
    """Append an unqualified name of this module's kinds (False: not one of them)."""
    kind: type = type(name)
    n: Any = name  # (dispatched on its class below)
    if kind is ModuleEntity:
        module(m, n.module)
        m._unqualified(n.name)
    elif kind is LiteralOperatorName:
        m.out.append("li" + _source(n.identifier))
    elif kind is VendorOperatorName:
        m.out.append("v%d%s" % (n.arity, _source(n.identifier)))
    elif kind is StructuredBinding:
        m.out.append("DC" + "".join(map(_source, n.names)) + "E")
    elif kind is Decltype:  # a prefix: its candidate is the prefix's
        m.out.append("Dt" if n.id_expression else "DT")
        mangle_exprs.expression(m, n.expr)
        m.out.append("E")
    elif kind is ConstructorName and n.inherited is not None:
        m.out.append("CI%d" % n.variant)
        if type(n.inherited) is NamedType:
            m.type(n.inherited)
        elif n.as_type:
            m.type(NamedType(n.inherited))
            m.bases[n.inherited] = m._class_key(n.inherited)
        else:
            m.name(n.inherited)
    else:
        return False
    return True


def external(m: Any, a: ExternalName) -> None:
    """``L _Z <encoding> E``."""
    m.out.append("LZ" if a.bare_z else "L_Z")
    if type(a.entity) is Function:  # (L Z L1f_2 ... E reads as nothing: N L1f_2 E)
        m._encoding(a.entity, nested=discriminated(a.entity.name))
    elif type(a.entity) is Variable:
        if discriminated(a.entity.name):
            m.write_nested(a.entity.name)
        else:
            m.name(a.entity.name)
    elif type(a.entity) is SpecialName and a.entity.kind == "template parameter object":
        m.out.append("TA")  # (clang's &s of a class-type template parameter s)
        m.template_arg(a.entity.target)
    else:
        raise _error("an external name is a Function, a Variable or a template parameter object")
    m.out.append("E")


def _call_offset(offset: object) -> str:
    if type(offset) is not CallOffset:
        raise _error("a covariant return thunk has two CallOffsets")
    text = "%s%d_" % ("n" if offset.offset < 0 else "", abs(offset.offset))
    if offset.virtual is None:
        return "h" + text
    return "v%s%s%d_" % (text, "n" if offset.virtual < 0 else "", abs(offset.virtual))


def _signed(number: object) -> str:
    if type(number) is not int:
        raise _error("an offset is a number")
    return "%s%d_" % ("n" if number < 0 else "", abs(number))


def special(m: Any, e: SpecialName) -> None:
    """A special name of :data:`SPECIAL_KINDS` (``_Z`` is written already)."""
    target = e.target
    if e.kind == "import thunk":  # __imp_ and the whole name of its target
        if type(target) not in (Function, Variable, SpecialName):
            raise _error("an import thunk's target is an entity")
        m.out[-1] = "__imp_"
        m.entity(target)
        return
    if e.kind == "block invocation":
        m.out[-1] = "___Z"
        _encoding_or_name(m, target)
        m.out.append("_block_invoke" + e.suffix)
        return
    if e.kind in GLOBAL_STRUCTORS:
        _global_structors(m, e)
        return
    if e.kind == "java resource":  # gcj's Gr <length> _ <text>
        if type(target) is not SourceName or JAVA_TEXT.fullmatch(target.identifier) is None:
            raise _error("a java resource's target is a SourceName ($ escaping S, _ or $)")
        m.out.append("Gr%d_%s" % (len(target.identifier) + 1, target.identifier))
        return
    m.out.append(SPECIAL_CODES[e.kind])
    if e.kind == "construction vtable":
        if e.base is None or len(e.offsets) != 1:
            raise _error("a construction vtable has a base class and an offset")
        m.type(target)
        m.out.append(_signed(e.offsets[0]))
        m.type(e.base)
    elif e.kind == "covariant return thunk":
        if len(e.offsets) != 2:
            raise _error("a covariant return thunk has two call offsets")
        m.out.extend(map(_call_offset, e.offsets))
        _encoding_or_name(m, target)
    elif e.kind == "module initializer":
        if type(target) is not ModuleName:
            raise _error("a module initializer's target is a ModuleName")
        module(m, target)
    elif e.kind == "template parameter object":
        m.template_arg(target)
    else:  # a reference temporary, a hidden alias
        _encoding_or_name(m, target)
        if e.kind == "reference temporary" and e.offsets:
            number = e.offsets[0]
            if type(number) is not int or number < 0:
                raise _error("a reference temporary's number is not negative")
            m.out.append(seq_id(number)[1:])


def _global_structors(m: Any, e: SpecialName) -> None:
    """g++'s ``_GLOBAL_ <. or _ or $> I|D _ <name>`` (``_Z`` and an encoding, or
    any other text, written as it is); ``suffix`` is the character after ``_GLOBAL_``."""
    if e.suffix not in ("_", ".", "$"):
        raise _error("a global constructor's name has '_', '.' or '$' after _GLOBAL_")
    m.out[-1] = "_GLOBAL_%s%s_" % (e.suffix, GLOBAL_STRUCTORS[e.kind])
    target = e.target
    if type(target) is SourceName:
        if not target.identifier or target.identifier.startswith("_Z"):
            raise _error("a global constructor's name is an encoding or other text")
        m.out.append(target.identifier)
    elif type(target) in (Function, Variable, SpecialName):
        m.entity(target)
    else:
        raise _error("a global constructor's target is an entity or a SourceName")


def _encoding_or_name(m: Any, target: object) -> None:
    if type(target) is Function:
        m._encoding(target)
    elif isinstance(target, Name):
        m.name(target)
    else:
        raise _error("this special name's target is a Function or a Name")
