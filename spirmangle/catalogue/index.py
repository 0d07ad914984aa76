"""The return type of every catalogued builtin, by mangled name.

``spirmangle demangle`` prints a builtin's return type in the opencl style, but
expanding the catalogue takes far longer than a demangle should.  So the
catalogue is expanded once, for every configuration the project tables cover,
into ``return_types.tsv`` beside this module (``mangled<TAB>return type``),
which is committed and shipped; a test regenerates it and fails on any
difference.  Regenerate with ``python -m spirmangle.catalogue.index``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Optional

INDEX_FILE = Path(__file__).resolve().parent / "return_types.tsv"

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
)


def build_index() -> dict[str, str]:
    """mangled name -> OpenCL C return type, over INDEX_CONFIGS."""
    from ..render import Printer
    from . import overloads

    printer = Printer("opencl")
    index: dict[str, str] = {}
    for target, cl_std, cl_ext, dialect in INDEX_CONFIGS:
        for o in overloads(target, cl_std, cl_ext, dialect):
            if o.mangled.startswith("_Z") and o.function.return_type is not None:
                index.setdefault(o.mangled, printer.type(o.function.return_type))
    return index


def render_index(index: dict[str, str]) -> str:
    """The file text: one sorted ``mangled<TAB>return`` line per builtin."""
    return "".join("%s\t%s\n" % (k, index[k]) for k in sorted(index))


@lru_cache(maxsize=1)
def _text() -> str:
    try:
        return "\n" + INDEX_FILE.read_text(encoding="utf-8")
    except OSError:
        return "\n"


@lru_cache(maxsize=1)
def _table() -> dict[str, str]:
    return dict(line.split("\t", 1) for line in _text().splitlines() if "\t" in line)


_lookups = 0


def return_type_of(mangled: str) -> Optional[str]:
    """The OpenCL C return type of a catalogued builtin, or None if unknown."""
    global _lookups
    _lookups += 1
    if _lookups > 32:  # many names: build the table once
        return _table().get(mangled)
    # A few names (the common command line): one substring search beats
    # parsing the whole file at start-up.
    text = _text()
    key = "\n%s\t" % mangled
    start = text.find(key)
    if start < 0:
        return None
    start += len(key)
    end = text.find("\n", start)
    return text[start:end if end >= 0 else len(text)]


def main() -> None:
    """Regenerate the index file."""
    INDEX_FILE.write_text(render_index(build_index()), encoding="utf-8")
    print("wrote", INDEX_FILE)


if __name__ == "__main__":
    main()
