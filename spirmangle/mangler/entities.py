"""The mangler's entities (for :mod:`spirmangle.mangle`): a whole symbol's
encoding, special names, and local names ``Z <encoding> E <entity>``, as a mixin
of its ``_Mangler``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from . import special as mangle_special
from ..model.bounds import template_args
from ..errors import MangleError
from .names import discriminated, function_template
from ..model import (DISCRIMINATOR_FORMS, DefaultArgument, Entity, Function, InternalName, LocalName, Name, NestedName, OperatorName,
                     SpecialName, StringLiteral, TaggedName, TemplateName, Type, Variable, encodes_return_type)
from ..model.typecodes import SPECIAL_CODES

def count(number: "int | None") -> str:
    """The optional number of ``Ut [<number>] _`` and its kin."""
    if number is None:
        return ""
    if number < 0:
        raise MangleError("a closure, unnamed type or default argument number is not negative")
    return str(number)


def _reads_as_a_marker(entity: Name) -> bool:
    """Whether a local entity's name, written bare after ``Z <encoding> E``, would
    read as a default argument's ``d`` or a string literal's ``s``: an operator
    name ``d...`` or ``ss`` (with template arguments or ABI tags or not).  It is
    written ``N <name> E`` (as both peers read it; no compiler writes one, as a
    function is no local entity)."""
    while type(entity) is TemplateName or type(entity) is TaggedName:
        entity = entity.name
    return type(entity) is OperatorName and (entity.code[0] == "d" or entity.code == "ss")


class EntityMangler:
    """The entity methods of the mangler (``self`` is a ``_Mangler``)."""

    out: list[str]
    digit_ends: list[int]
    scope: Optional[tuple[object, object]]
    targs: tuple[object, ...]
    own_template: tuple[object, object]

    if TYPE_CHECKING:  # the _Mangler's
        def name(self, n: Name) -> None: ...

        def type(self, t: Type) -> None: ...

        def params(self, params: tuple[Type, ...]) -> None: ...

        def parameter_type(self, p: Type) -> Type: ...

        def template_arg(self, a: object) -> None: ...

        def _template(self, part: TemplateName, head: tuple[Name, ...]) -> None: ...

        def _unqualified(self, name: Name) -> None: ...

        def write_nested(self, name: Name) -> None: ...

    def entity(self, e: Entity) -> str:
        self.out.append("_Z")
        if type(e) is SpecialName:
            self._special(e)
        elif type(e) is Variable:
            self.name(e.name)
        else:
            self._encoding(e, True)  # type: ignore[arg-type]  # (the one kind left: a Function)
        if self.digit_ends:
            self._digit_after_discriminator()
        return "".join(self.out)

    def _digit_after_discriminator(self) -> None:
        """A discriminator ``_<digit>`` is one digit wherever more of the name
        follows, also a digit (``_9 11return_type``, as clang-19 and g++ write
        it, tests/mangler/test_discriminator_digits.py); old g++'s ``_<number>``
        (10 or more) and old Apple's bare ``<number>`` read only where they end
        the name.  So a name where digits alone follow a one-digit discriminator,
        or anything follows the other two, would read as another and is refused
        rather than written."""
        out = self.out
        for end in self.digit_ends:
            after, piece = "".join(out[end:]), out[end - 1]
            if after.isdigit() if len(piece) == 2 and piece[0] == "_" else after:
                raise MangleError("a discriminator %s followed by %r reads as another"
                                  % (out[end - 1], after[:8]))

    def _special(self, e: SpecialName) -> None:
        """``TV <type>``, ``GV <name>``, ``Th <offset> <encoding>``... (Itanium 5.1.4)."""
        if e.kind in mangle_special.SPECIAL_KINDS:
            return mangle_special.special(self, e)
        code = SPECIAL_CODES.get(e.kind)
        if code is None:
            raise MangleError("unknown special name kind %r" % e.kind)
        self.out.append(code)
        target = e.target
        if e.kind in ("non-virtual thunk", "virtual thunk", "transaction clone",
                      "non-transaction clone"):
            if type(target) is not Function:
                raise MangleError("a %s needs a function" % e.kind)
            if len(e.offsets) != (2 if e.kind == "virtual thunk" else
                                  1 if e.kind == "non-virtual thunk" else 0):
                raise MangleError("wrong number of call offsets for a %s" % e.kind)
            for offset in e.offsets:
                if type(offset) is not int:
                    raise MangleError("a thunk's call offsets are numbers")
                self.out.append("%s%d_" % ("n" if offset < 0 else "", abs(offset)))
            self._encoding(target)
        elif isinstance(target, Name):
            self.name(target)
        else:
            self.type(target)  # type: ignore[arg-type]

    def _encoding(self, e: Function, whole: bool = False, nested: bool = False) -> None:
        """A function's encoding; ``whole``: the symbol's own function, whose
        parameters take the dialect's parameter_type (the SPIR text's pipes);
        ``nested``: its name is written ``N ... E`` (see nameparts.discriminated)."""
        saved, own = self.targs, self.own_template
        self.targs = template_args(e)
        self.own_template = function_template(e)
        try:
            if nested:
                self.write_nested(e.name)
            else:
                self.name(e.name)
            if e.enable_if:  # clang's attributes: Ua9enable_ifI <template-arg>* E
                self.out.append("Ua9enable_ifI")
                for a in e.enable_if:
                    self.template_arg(a)
                self.out.append("E")
            if e.explicit_return:  # gcj's J <return type>
                if e.return_type is None:
                    raise MangleError("J needs a return type")
                self.out.append("J")
                self.type(e.return_type)
            elif encodes_return_type(e.name):
                if e.return_type is None:
                    raise MangleError("a template function needs a return type")
                self.type(e.return_type)
            self.params(tuple(self.parameter_type(p) for p in e.params) if whole else e.params)
            if e.requires is not None:  # (its candidates stand for T_ after it, as
                from .requires import constraint  # in a local name's entity: clang's
                self.out.append("Q")  # _Z1fIZ1gIiEvvQ1CIT_EE1hEvRS1_S3_)
                constraint(self, e.requires)
        finally:
            self.targs, self.own_template = saved, own



    def _local_name(self, n: LocalName) -> None:
        """``Z <encoding> E <entity> [<discriminator>]``, ``Z <encoding> E s
        [<discriminator>]`` or ``Z <encoding> E d [<number>] _ <entity>``; the
        local name adds no candidate of its own."""
        self.out.append("Z")
        if type(n.function) is Function:
            self._encoding(n.function)
        elif type(n.function) is Variable:
            self.name(n.function.name)
        else:
            raise MangleError("a local name's encoding is a Function or a Variable, not %r"
                              % (n.function,))
        self.out.append("E")
        entity = n.entity
        if type(entity) is StringLiteral:
            self.out.append("s")
        elif type(entity) is DefaultArgument:
            if n.discriminator is not None:
                raise MangleError("a name in a default argument has no discriminator")
            self.out.append("d%s_" % count(entity.number))
            if discriminated(entity.name):  # (d_ L1f_6 reads as nothing)
                self.write_nested(entity.name)
            else:
                self.name(entity.name)
        else:
            # The entity's name prefixes are this scope's: a closure or local class
            # of another function (or another discriminator) is another name.
            outer = self.scope
            head = entity.parts[0] if type(entity) is NestedName else entity
            self.scope = ((n.function, n.discriminator, outer and outer[0]), head)
            try:
                if _reads_as_a_marker(entity) or discriminated(entity):
                    self.write_nested(entity)
                else:
                    self.name(entity)
            finally:
                self.scope = outer
        if n.discriminator is not None:
            self._discriminator(n.discriminator, n.discriminator_form)
        elif n.discriminator_form:
            raise MangleError("a discriminator form (%r) with no number" % n.discriminator_form)

    def _discriminator(self, number: int, form: str) -> None:
        """``_<digit>``, ``__<number>_``, old g++'s ``_<number>`` (10 or more) or old
        Apple's bare ``<number>``; the last two (and the first before a digit) are
        checked at the end (:meth:`_digit_after_discriminator`)."""
        if number < 0:
            raise MangleError("a discriminator is not negative")
        if form and form not in DISCRIMINATOR_FORMS:
            raise MangleError("unknown discriminator form %r" % form)
        if form == "legacy" and number < 10:
            raise MangleError("a discriminator written _<n> (old g++) is 10 or more")
        if not form and number >= 10:
            self.out.append("__%d_" % number)
            return
        self.out.append(("%d" if form == "bare" else "_%d") % number)
        self.digit_ends.append(len(self.out))
