"""The opencl style's text of a function template specialization whose default
text would not mangle back (issue 25): its template parameters printed by name
and bound in a trailing with-clause, as GCC's ``__PRETTY_FUNCTION__`` writes it.

    void t0<const int>(const int (*) [2], const __private int *, const int (*) [2])

cannot say which ``int`` the template wrote as ``T`` (``_Z2t0IKiEvPA2_T_PU3AS0S1_S3_``);

    void t0(T (*) [2], __private T *, T (*) [2]) [with T = const int]

can.  The parameters are named ``T``, ``U``, ``V``, ``W``, then ``T4``, ``T5``...
(skipping a name the signature uses otherwise), in the order of the arguments; a
non-type argument is ``[with int U = 3]``; a pack's name ends in ``s``, its
arguments in braces (``[with Ts = {int, float}]``, ``[with int ...Ts = {1, 2}]``,
``{}`` for none), its expansions ``Ts ...``, ``Ts *...``.  Only where needed
(spirmangle.model.dependent.needs_with_clause: the C++ reader would write the
text's types through other template parameters than the name does); a name
with an expression or a template parameter among its own arguments keeps its
default text.  A declaration clang mangles that the reader cannot write (a
non-type parameter whose type names the others through an expression,
``std::enable_if<std::is_small<T>::value, int>::type U = 0``, or whose value is
an expression, ``int (*)(T) U = &fn(int)``: model.dependent.refused_in_clause) is
declared all the same, for the reader to refuse: without it, the text read as
another name.  A value of such a type is spelled as a template argument's, with
its type unless an int (``U = 0``, ``U = (void *)0``, ``U = 5l``): the reader reads
back the SFINAE parameters it can (spirmangle.model.sfinae).  The C++ reader reads the form back
(spirmangle.opencl.prototype_cxx).
"""

from __future__ import annotations


TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Iterator, Optional

from ..model import ArrayType, FunctionType, LValueReference, NamedType, PackExpansion, Pointer, RValueReference, AddressSpace, ArgumentPack, Builtin, DeclaredArg, Function, IntegerLiteral, InternalName, Name, NestedName, Qualified, SourceName, TemplateName, TemplateParam
from ..model.bounds import walk
from ..model.dependent import deduced, mangles_declaration, needs_with_clause, unwrapped, written_args
from ..model.node import replace
from ..model.sfinae import names_param
from ..limits import contextmanager

_FIRST = ("T", "U", "V", "W")
_AUTO_PLAIN = (Builtin("int"), Builtin("bool"))  # (auto V = 3, auto V = true: no cast)


def with_clause_text(printer: Any, e: Function) -> Optional[str]:
    """``e``'s text with a with-clause, or None where its default text reads back
    (``printer``: an opencl-style Printer)."""
    found = named_form(printer, e)
    if found is None:
        return None
    stripped, names, args = found
    with named_params(printer, names):
        text: str = printer._entity(stripped)
    bindings = [_binding(printer, name, arg, names) for name, arg in zip(names, args)]
    return "%s [with %s]" % (text, ", ".join(bindings))


def named_form(printer: Any, e: Function) -> Optional[tuple[Function, tuple[str, ...],
                                                             tuple[object, ...]]]:
    """Where ``e``'s opencl-style text needs a with-clause: ``e`` without its own
    template arguments, its parameters' names and its arguments; else None."""
    # (C++ for OpenCL's default address space is __generic, or __private without the
    # generic address space: a name that writes none may be either; SYCL's, spelled
    # with __private, have none)
    try:
        if printer.spell_private:
            if not needs_with_clause(e, None):
                return None
        elif not needs_with_clause(e, AddressSpace.GENERIC) or not _mentions_generic(e) \
                and not needs_with_clause(e, AddressSpace.PRIVATE):
            return None
    except RecursionError:  # (a signature too deep to compare: its plain text)
        return None
    args = written_args(e)
    assert args is not None  # (needs_with_clause checked them)
    packs = tuple(type(unwrapped(arg)) is ArgumentPack for arg in args)
    names = param_names(len(args), _identifiers(e), packs)
    return replace(e, name=_without_args(e.name)), names, args


@contextmanager
def named_params(printer: Any, names: tuple[str, ...]) -> Iterator[None]:
    """While it lasts, ``printer`` prints template parameters by these names, with
    memos of its own: a node's text differs there (a pack expansion's ``Ts ...``,
    spirmangle.render.packs), and a node printed in both places (one node where a
    substitution stands for it: ``x<bool ...>`` as a parameter, ``T = bool...``
    in the clause) would print as first printed in both."""
    held = printer.template_args, printer.param_names, printer._names, printer._types
    printer.template_args, printer.param_names = (), names
    printer._names, printer._types = {}, {}
    try:
        yield
    finally:
        printer.template_args, printer.param_names, printer._names, printer._types = held


def param_names(count: int, taken: set[str], packs: tuple[bool, ...] = ()) -> tuple[str, ...]:
    """``count`` names for template parameters, none of them in ``taken``; a pack's
    (``packs[i]``) ends in ``s`` (``Ts``)."""
    out: list[str] = []
    k = 0
    while len(out) < count:
        name = _FIRST[k] if k < len(_FIRST) else "T%d" % k
        if len(out) < len(packs) and packs[len(out)]:
            name += "s"
        k += 1
        if name not in taken:
            out.append(name)
    return tuple(out)


def _mentions_generic(e: Function) -> bool:
    return any(type(node) is Qualified and node.addrspace is AddressSpace.GENERIC
               for node in walk([e]))


def _identifiers(e: Function) -> set[str]:
    return {node.identifier for node in walk([e]) if type(node) is SourceName}


def _without_args(name: Name) -> Name:
    """``name`` without its own template arguments (which the with-clause gives)."""
    if type(name) is InternalName:
        return InternalName(_without_args(name.name))
    if type(name) is NestedName:
        last = name.parts[-1]
        return replace(name, parts=name.parts[:-1] + (_without_args(last),))
    return name.name if type(name) is TemplateName else name


def typename_needed(arg: object) -> bool:
    """Whether template argument ``arg``'s text starts with a qualified type name through
    the template parameters (``typename std::decay<T>::type &``): where the text names
    them, C++ (and the C++ reader) reads such a name as an expression without
    ``typename`` (``std::is_integral<T>::value``, spirmangle.model.sfinae)."""
    t: Any = arg
    while True:
        kind = type(t)
        if kind is Pointer:
            t = t.pointee
        elif kind is LValueReference or kind is RValueReference:
            t = t.referee
        elif kind is PackExpansion:
            t = t.pattern
        elif kind is ArrayType:
            t = t.element
        elif kind is FunctionType:
            t = t.return_type
        else:
            break
    return type(t) is NamedType and type(t.name) is NestedName and \
        any(names_param(part) for part in t.name.parts[:-1])


def _binding(printer: Any, name: str, arg: object, names: tuple[str, ...]) -> str:
    if type(arg) is DeclaredArg:  # (the parameter's declaration, where clang mangles it)
        if mangles_declaration(arg.decl, arg.arg):
            return _declared(printer, name, arg, names)
        arg = arg.arg
    if type(arg) is ArgumentPack:  # (as GCC: Ts = {int, float}, int ...Ns = {1, 2})
        elements = arg.args
        if elements and type(elements[0]) is IntegerLiteral:
            return "%s ...%s = {%s}" % (printer.type(elements[0].type), name,
                                        ", ".join(_value(e) for e in elements
                                                  if type(e) is IntegerLiteral))
        return "%s = {%s}" % (name, ", ".join(printer.template_arg(e) for e in elements))
    if type(arg) is IntegerLiteral:
        return "%s %s = %s" % (printer.type(arg.type), name, _value(arg))
    return "%s = %s" % (name, printer.template_arg(arg))


def _declared(printer: Any, name: str, arg: DeclaredArg, names: tuple[str, ...]) -> str:
    """``std::integral T = int``, ``auto V = 3``, ``T ...Vs = {97}``, ``int ...Ns = {}``
    (spirmangle.model.dependent.declared_in_clause)."""
    decl, value, dots = arg.decl, arg.arg, ""
    if decl.kind == "pack":
        decl, dots = decl.params[0], "..."
    values = value.args if type(value) is ArgumentPack else (value,)
    if decl.kind == "constrained":
        head, texts = printer.name(decl.constraint), [printer.template_arg(v) for v in values]
    else:
        with named_params(printer, names):  # (T ...Vs: an earlier parameter, by its name)
            head = printer.type(decl.type)
        auto = deduced(decl.type)  # (auto, C auto: a value of another type, (char)99)
        # (a type through the others, SFINAE's: the value as a template argument's,
        # 0, 5l, (char)97, (void *)0, spirmangle.model.sfinae)
        spelled = not auto and type(decl.type) is not TemplateParam
        texts = [("(%s)" % printer.type(v.type) if auto and v.type not in _AUTO_PLAIN else "")
                 + _value(v) if type(v) is IntegerLiteral and not spelled
                 else printer.template_arg(v) for v in values]  # (an expression: refused_in_clause)
    text = "{%s}" % ", ".join(texts) if dots else texts[0]
    return "%s %s%s = %s" % (head, dots, name, text)


def _value(arg: IntegerLiteral) -> str:
    if arg.type == Builtin("bool") and arg.value in (0, 1):
        return "true" if arg.value else "false"
    return str(arg.value)
