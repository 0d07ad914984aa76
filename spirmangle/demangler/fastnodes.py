"""Fast constructors for the model nodes the demangler builds most.

The model's nodes are frozen dataclasses with slots: their ``__init__`` sets
each field through ``object.__setattr__``, which costs about twice what
setting the slots directly does.  The functions here build the very same
objects (equal, equally hashed, printed alike) by writing the slots through
their descriptors; each takes every field, in field order, positionally.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Optional, TypeVar

from ..model import Function, NamedType, NestedName, Qualified, TemplateName
from ..model.node import define, field_names


if TYPE_CHECKING:
    N = TypeVar("N")


def _maker(cls: type[N], defaults: Optional[dict[str, str]] = None) -> Callable[..., N]:
    """A function ``(field values in order) -> cls instance`` (the dataclass's
    ``__init__`` does nothing else: no model node has a ``__post_init__``);
    ``defaults``: the default values (Python text) of its last fields."""
    assert not hasattr(cls, "__post_init__")
    names = field_names(cls)
    env: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    params = [name + "=" + defaults[name] if defaults and name in defaults else name
              for name in names]
    lines = ["def make(%s):" % ", ".join(params), "    o = _new(_cls)"]
    for name in names:
        env["_set_" + name] = cls.__dict__[name].__set__
        lines.append("    _set_%s(o, %s)" % (name, name))
    lines.append("    return o")
    make: Callable[..., N] = define("\n".join(lines) + "\n", env, "make")
    make.__name__ = "new_" + cls.__name__
    return make


# (name, params, return_type, requires=None, enable_if=(), explicit_return=False): the
# maker itself, a call less
new_function = _maker(Function, {"requires": "None", "enable_if": "()", "explicit_return": "False"})
new_nested = _maker(NestedName)  # (parts, qualifiers, ref_qualifier, explicit_object)
new_template = _maker(TemplateName)  # (name, args)
new_named = _maker(NamedType)  # (name,)
# (base, addrspace, const, volatile, restrict, vendor, cv_first=False, private_spelled=False)
new_qualified = _maker(Qualified, {"cv_first": "False", "private_spelled": "False"})
