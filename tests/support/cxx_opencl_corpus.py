"""The C++ for OpenCL and SYCL ground-truth corpus (issue 21): where it comes
from, and what reading a row right means (:func:`misread`).

The corpus is made by tests/support/make_cxx_opencl_corpus.py with clang-19 (about half
a minute), once, into a cache directory keyed on clang's and llvm-cxxfilt's
versions and the scripts (``$SPIRMANGLE_CXXCL_CACHE``, else
``<tmp>/spirmangle-cxxcl-corpus``); ``$SPIRMANGLE_CXXCL_CORPUS`` names a
directory of ``<config>.tsv`` files to use instead.  Without clang-19 the tests
that need it skip with :func:`skip_reason`.

A row is read right when the name's reading, in the opencl style, has the
declared parameter types (for a method, its qualifiers; for a function template
specialization, its template arguments) as clang's AST prints them, compared
after :func:`normal`; a row whose truth is llvm-cxxfilt-19's text is compared
with our llvm style.
"""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

import make_cxx_opencl_corpus as maker
from make_cxx_opencl_corpus import CONFIGS, DEFAULT_CONFIGS, Row

__all__ = ["CONFIGS", "DEFAULT_CONFIGS", "Row", "rows", "skip_reason", "misread", "normal"]


def cache_root() -> Path:
    return Path(os.environ.get("SPIRMANGLE_CXXCL_CACHE")
                or Path(tempfile.gettempdir()) / "spirmangle-cxxcl-corpus")


def _complete(directory: Path) -> bool:
    return all((directory / (c + ".tsv")).is_file() for c in CONFIGS)


@lru_cache(maxsize=None)
def _resolve() -> tuple[Optional[Path], str]:
    explicit = os.environ.get("SPIRMANGLE_CXXCL_CORPUS")
    if explicit:
        if _complete(Path(explicit)):
            return Path(explicit), ""
        return None, "$SPIRMANGLE_CXXCL_CORPUS=%s lacks the corpus files" % explicit
    missing = maker.missing_tools()
    if missing:
        return None, "not installed: %s (the C++ for OpenCL/SYCL corpus is made with them)" \
            % ", ".join(missing)
    try:
        final = cache_root() / maker.tools_key()
        if not _complete(final):
            final.parent.mkdir(parents=True, exist_ok=True)
            work = Path(tempfile.mkdtemp(prefix=final.name + ".", dir=final.parent))
            try:
                maker.write_corpus(work)
                try:
                    work.rename(final)  # atomic; another session may have won the race
                except OSError:
                    if not _complete(final):
                        raise
            finally:
                if work.exists():
                    shutil.rmtree(work)
        return final, ""
    except (RuntimeError, OSError, subprocess.SubprocessError) as error:
        return None, "the C++ for OpenCL/SYCL corpus could not be made: %s" % error


def directory() -> Optional[Path]:
    return _resolve()[0]


def skip_reason() -> str:
    return _resolve()[1]


@lru_cache(maxsize=None)
def rows(config: str) -> tuple[Row, ...]:
    found = directory()
    if found is None:
        raise FileNotFoundError(skip_reason())
    with open(found / (config + ".tsv"), newline="", encoding="utf-8") as f:
        reader = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        next(reader)
        return tuple(Row(*r) for r in reader)


# ------------------------------------------------------------------ comparing

# The typedefs of tests/support/cxx_opencl_sources.py, spelled out (the AST prints the
# typedef name a parameter was declared with).
TYPEDEFS = {"Td": "int", "FooAlias": "Foo", "gint": "__global int", "gintp": "__global int *",
            "intp": "int *", "FooP": "Foo *", "LRef": "__local float &"}
_TYPEDEF = re.compile(r"\b(%s)\b" % "|".join(TYPEDEFS))
_LAMBDA_AT = re.compile(r"\(lambda at [^)]*\)")
_QUALIFIERS = re.compile(r"(?:\b(?:const|volatile|restrict|__global|__local|__constant|__private"
                         r"|__generic)\s+)+")
_DECLTYPE = re.compile(r"decltype\([^()]*\)")
_KEYWORDS = re.compile(r"\b(?:struct|class|enum|union)\s+")
_LOOSE = re.compile(r"\b(?:__private|__generic)\b")
_SPACE = re.compile(r"\s+")


def _strip_scopes(text: str) -> str:
    """``text`` without the scopes before each ``::`` (a scope may be a name with
    template arguments, a function's signature, ``(anonymous namespace)``)."""
    out: list[str] = []
    i = 0
    while i < len(text):
        if text.startswith("::", i):
            _drop_scope(out)
            i += 2
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


_OPEN = {")": "(", ">": "<"}


def _drop_scope(out: list[str]) -> None:
    """Remove the scope just written to ``out`` (before a ``::``)."""
    while out:
        c = out[-1]
        if c in _OPEN:
            depth = 0
            while out:
                d = out.pop()
                if d in _OPEN:
                    depth += 1
                elif d in "(<":
                    depth -= 1
                    if depth == 0:
                        break
            continue
        if c.isalnum() or c in "_$'~":
            out.pop()
            continue
        if c == " " and len(out) > 1 and out[-2] in ")>":  # "void f<int>(int) const ::"
            out.pop()
            continue
        break


def _lambdas(text: str) -> str:
    """Closure types as ``LAMBDA``: clang's ``(lambda at f:l:c)``, and ours:
    ``$_0`` (C++ for OpenCL) or ``'lambda'(int)``."""
    text = _LAMBDA_AT.sub("LAMBDA", text)
    text = re.sub(r"\$_\d+", "LAMBDA", text)
    text = re.sub(r"\{lambda\((?:[^()]|\([^()]*\))*\)#\d+\}", "LAMBDA", text)
    while True:
        m = re.search(r"'lambda\d*'\(", text)
        if not m:
            return text
        depth, j = 0, m.end() - 1
        while j < len(text):
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
            if depth == 0:
                break
        text = text[:m.start()] + "LAMBDA" + text[j:]


_OPENCL_NAMES = {"uchar": "unsigned char", "ushort": "unsigned short", "uint": "unsigned int",
                 "ulong": "unsigned long"}
_OPENCL_NAME = re.compile(r"\b(%s)\b" % "|".join(_OPENCL_NAMES))


def normal(text: str, loose: bool = True) -> str:
    """A type's text as both sides are compared: typedefs spelled out, scopes
    and class keys removed, closure types as LAMBDA, no spaces; ``loose``: no
    ``__private`` or ``__generic`` either (a reading gets the substitutions right
    or wrong whatever these print; which of them an unspelled address space
    is, the name may not say)."""
    text = _TYPEDEF.sub(lambda m: TYPEDEFS[m.group(1)], text)
    text = _OPENCL_NAME.sub(lambda m: _OPENCL_NAMES[m.group(1)], text)
    text = _lambdas(_strip_scopes(text))
    text = _KEYWORDS.sub("", text)
    text = _QUALIFIERS.sub(lambda m: " ".join(sorted(m.group(0).split())) + " ", text)
    text = _DECLTYPE.sub("decltype(...)", text)  # (the AST names the parameter, we say fp)
    if loose:
        text = _LOOSE.sub("", text)
    return _SPACE.sub("", text)


def declared_param(qual_type: str) -> str:
    """A parameter's declared type without the parameter's own ``__private``."""
    for tail in ("*__private", "&__private", "*const __private"):
        if qual_type.endswith(tail):
            return qual_type[:-len("__private")]
    if qual_type.startswith("__private ") and not qual_type.rstrip().endswith(("*", "&")):
        return qual_type[len("__private "):]
    return qual_type


def _tail(function_type: str) -> str:
    """What follows a function type's parameter list: cv, address space, ref."""
    end = function_type.rfind(")")
    return function_type[end + 1:].replace("noexcept", "") if end >= 0 else ""


def misread(row: Row, symbol: Any) -> Optional[str]:
    """Why ``symbol`` (the reading of ``row.mangled``) is not the row's truth, or
    None when it is."""
    if row.truth != "ast" and not row.truth.startswith("_Z"):  # llvm-cxxfilt's text
        ours = symbol.format("llvm")
        return None if ours == row.truth else "llvm style %r, llvm-cxxfilt %r" % (ours, row.truth)
    params = [printer(symbol).type(p) for p in symbol.params]
    demangled = re.sub(r" \[with .*\]$", "", symbol.format("opencl"))  # (its with-clause)
    declared = [declared_param(p) for p in json.loads(row.params)]
    if len(params) != len(declared):
        return "%d parameters, declared %d" % (len(params), len(declared))
    for i, (ours, theirs) in enumerate(zip(params, declared)):
        if normal(ours) != normal(theirs):
            return "parameter %d: %r, declared %r" % (i + 1, ours, theirs)
    targs = json.loads(row.targs)
    if targs:
        ours_args = our_template_args(symbol)
        if ours_args is None or len(ours_args) != len(targs):
            return "template arguments %r, declared %r" % (ours_args, targs)
        for ours, theirs in zip(ours_args, targs):
            if theirs.startswith("="):
                continue  # a non-type argument: its value is in the name as written
            if normal(ours) != normal(theirs):
                return "template argument %r, declared %r" % (ours, theirs)
    if row.kind in ("CXXMethodDecl", "CXXConstructorDecl", "CXXDestructorDecl",
                    "CXXConversionDecl") or (row.kind == "variant" and "N" in row.mangled[:4]):
        ours_tail = normal(_tail(demangled))
        if ours_tail != normal(_tail(row.type)):
            return "method qualifiers %r, declared %r" % (_tail(demangled), _tail(row.type))
    return None


def printer(symbol: Any) -> Any:
    """The opencl style's printer of the symbol's types (as Symbol.to_json has it)."""
    from spirmangle.model.bounds import template_args
    from spirmangle.render.core import Printer

    return Printer("opencl", template_args(symbol.entity), symbol.host_addrspaces,
                   symbol.dialect == "itanium")


def our_template_args(symbol: Any) -> Optional[list[str]]:
    """The opencl-style texts of the template arguments of the function's own name."""
    from spirmangle.model.bounds import template_args
    from spirmangle.model import NestedName, TemplateName, innermost
    from spirmangle.render.core import Printer

    function = symbol.entity
    name: Any = getattr(function, "name", None)
    if name is None:
        return None
    name = innermost(name)
    if type(name) is NestedName:
        name = name.parts[-1]
    if type(name) is not TemplateName:
        return None
    printer = Printer("opencl", template_args(function), symbol.host_addrspaces,
                      symbol.dialect == "itanium")
    return [printer.template_arg(a) for a in name.args]
