"""The return type of every catalogued builtin, by mangled name.

``spirmangle demangle`` prints a builtin's return type in the opencl style, but
expanding the catalogue takes far longer than a demangle should.  So the
catalogue is expanded once, for every configuration the project tables cover,
into ``return_types.tsv`` beside this module (``mangled<TAB>return type``),
which is committed and shipped; a test regenerates it and fails on any
difference.  Regenerate with ``python -m spirmangle.catalogue.index``.

One mangled name is one builtin in every configuration, but its return type
need not be one type: ``size_t get_global_id(uint)`` is ``_Z13get_global_idj``
on spir (where size_t is uint) and on spir64 (ulong).  Such a type is recorded
as the declaration spells it, which is right on every target; any other
disagreement between configurations fails the build.  (A return type the
configurations agree on is printed resolved, like the parameters.)
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Iterator, Optional

if TYPE_CHECKING:
    from .core import Overload

from ..demangler.returns import INDEX_FILE  # (the lookup is spirmangle.demangler.returns.return_type_of)

# (target, cl_std, cl_ext, dialect): the configurations the index covers.
INDEX_CONFIGS = (
    ("spir", "CL1.2", "", "clang"),
    ("spir", "CL2.0", "", "clang"),
    ("spir64", "CL2.0", "", "clang"),
    ("spir64", "CL3.0", "", "clang"),
    ("spir64", "CL3.0",
     "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue", "clang"),
    ("spir", "CL2.0", "", "spir"),
    ("spir64", "CL2.0", "", "spir"),
    ("spir64", "CLC++2021", "", "clang"),
    ("spir64", "CLC++2021",
     "-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue", "clang"),
)


def target_typedefs() -> frozenset[str]:
    """The typedef names whose type depends on the target (``size_t``, ``ptrdiff_t``...)."""
    from ..config import get_target
    from ..opencl.type_names import typedefs

    spir, spir64 = typedefs(get_target("spir")), typedefs(get_target("spir64"))
    return frozenset(name for name, t in spir.items() if spir64.get(name) != t)


@lru_cache(maxsize=None)
def _declaration(name: str) -> "re.Pattern[str]":
    return re.compile(r"\s*(.*?)\s*\b%s\s*\(" % re.escape(name))


def declared_return(o: "Overload") -> Optional[str]:
    """The return type as the declaration spells it (``size_t``), or None."""
    m = _declaration(o.name).match(o.prototype)
    return " ".join(m.group(1).split()) if m else None


def merge_return_types(entries: Iterable[tuple[str, Optional[str], str]]) -> dict[str, str]:
    """mangled -> return type, from (mangled, declared spelling, printed type) per
    configuration.  Where the configurations print different types, the declared
    spelling is kept if it is one target-dependent typedef (``size_t``
    get_global_id is ``uint`` on spir and ``ulong`` on spir64); any other
    disagreement is an error, never one configuration's pick."""
    declared: dict[str, set[Optional[str]]] = {}
    printed: dict[str, set[str]] = {}
    for mangled, spelled, resolved in entries:
        declared.setdefault(mangled, set()).add(spelled)
        printed.setdefault(mangled, set()).add(resolved)
    typedef_names = target_typedefs()
    index: dict[str, str] = {}
    for mangled, types in printed.items():
        spellings = declared[mangled]
        if len(types) == 1:
            index[mangled] = next(iter(types))
        elif len(spellings) == 1 and next(iter(spellings)) in typedef_names:
            index[mangled] = next(iter(spellings))  # type: ignore[assignment]
        else:
            raise ValueError("%s: the configurations disagree on the return type (%s)"
                             % (mangled, ", ".join(sorted(types))))
    return index


def build_index() -> dict[str, str]:
    """mangled name -> OpenCL C return type, over INDEX_CONFIGS."""
    from ..render.core import Printer
    from . import overloads

    printer = Printer("opencl")

    def entries() -> Iterator[tuple[str, Optional[str], str]]:
        for target, cl_std, cl_ext, dialect in INDEX_CONFIGS:
            for o in overloads(target, cl_std, cl_ext, dialect):
                if o.mangled.startswith("_Z") and o.function.return_type is not None:
                    yield o.mangled, declared_return(o), printer.type(o.function.return_type)

    return merge_return_types(entries())


def render_index(index: dict[str, str]) -> str:
    """The file text: one sorted ``mangled<TAB>return`` line per builtin."""
    return "".join("%s\t%s\n" % (k, index[k]) for k in sorted(index))


def main(argv: Optional[list[str]] = None) -> int:
    """``python -m spirmangle.catalogue.index [--check]``: regenerate the index file
    (or with ``--check`` exit 1 if it is stale)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m spirmangle.catalogue.index",
                                     description="Regenerate %s, the return type of every "
                                                 "catalogued builtin." % INDEX_FILE.name)
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if the file differs from the catalogue")
    args = parser.parse_args(argv)
    text = render_index(build_index())
    if args.check:
        current = INDEX_FILE.read_text(encoding="utf-8") if INDEX_FILE.exists() else None
        print("up to date" if current == text else "stale: %s" % INDEX_FILE)
        return 0 if current == text else 1
    INDEX_FILE.write_text(text, encoding="utf-8")
    print("wrote", INDEX_FILE)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
