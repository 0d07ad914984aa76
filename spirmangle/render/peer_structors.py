"""The names c++filt gives constructors and destructors.

libiberty names a constructor or destructor after the last source name it read
before it (``d_info.last_name``): a template argument list keeps the name read
before it (what it reads inside is forgotten at its end), an ABI tag does not
change it, a standard abbreviation (``Ss``, ``Sa``...) sets its class's name, and
a substitution sets none.  Where the class is a source name read right before
the ``C1``/``D2`` that is its name, as the ABI has it; where it is a closure or
unnamed type, or a substitution, it is whatever source name came last, in the
encoding of a local name or in a parameter's type (``{lambda()#1}::~StdLibLocation()``).

:func:`cxxfilt_structor_names` finds them by mangling the model again (it mangles
back to the name, in the same order), noting the last source name written
before each constructor or destructor, by the nested name it ends.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..config import SPIR64, get_dialect
from ..errors import MangleError
from ..limits import headroom
from ..mangler.core import _Mangler  # (one mangling run, its order the name's)
from ..model import ConstructorName, DestructorName, NestedName, SourceName, StdAbbreviation
from .words import ABBREVIATION_CLASS

__all__ = ["cxxfilt_structor_names"]


class _LastName(_Mangler):
    """A mangling run that notes c++filt's last source name at each structor."""

    def __init__(self, dialect: str) -> None:
        super().__init__(SPIR64, get_dialect(dialect))
        self.last = ""
        self.nested: Optional[NestedName] = None
        self.found: dict[object, str] = {}

    def _unqualified(self, name: Any) -> None:
        kind = type(name)
        if kind is SourceName:
            self.last = name.identifier
        elif kind is StdAbbreviation:
            self.last = ABBREVIATION_CLASS.get(name.code, self.last)
        elif (kind is DestructorName or kind is ConstructorName and name.inherited is None) \
                and self.nested is not None:  # (an inheriting constructor: its base's name)
            self.found[id(self.nested)] = self.last
            # (by value too, the first one read: an equal nested name written
            # again, where the model has it once, is named as that one)
            self.found.setdefault(self.nested, self.last)
        super()._unqualified(name)

    def template_args(self, args: tuple[object, ...]) -> None:
        hold = self.last
        super().template_args(args)
        self.last = hold

    def _nested_name(self, n: NestedName) -> None:
        hold = self.nested
        self.nested = n
        try:
            super()._nested_name(n)
        finally:
            self.nested = hold


def cxxfilt_structor_names(entity: Any, mangled: str) -> Optional[dict[object, str]]:
    """The name c++filt prints for each constructor or destructor of ``entity``,
    by the id of the nested name it ends (and by the nested name, the first
    one's); where the model does not mangle back to ``mangled`` (a longer
    spelling, that writes a name again where its substitution stands), the
    order of its mangling under the plain rule; None where it does not mangle."""
    fallback = None
    for dialect in ("itanium", "clang"):
        run = _LastName(dialect)
        try:
            with headroom():
                again = run.entity(entity)
        except (MangleError, RecursionError):
            continue
        if again == mangled:
            return run.found
        if fallback is None:
            fallback = run.found
    return fallback
