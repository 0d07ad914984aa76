"""``spirmangle check`` on SPIR-V friendly IR: ``__spirv_*`` calls are checked
against the SPIR-V friendly names the configuration's OpenCL builtins become
(:func:`spirmangle.spirv.spirv_index`), not against the OpenCL catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Iterator

from . import function_name, spirv_form, spirv_index
from .describe import closest_spirv

if TYPE_CHECKING:
    from ..catalogue.lint import Catalogue, Finding


def split_spirv(findings: Iterable["Finding"], target: str, cl_std: str,
                cl_ext: str = "") -> "tuple[list[Finding], list[Finding]]":
    """(OpenCL findings, unknown ``__spirv_*`` symbols): the ``__spirv_*`` symbols the
    configuration's builtins become are dropped."""
    plain: list["Finding"] = []
    spirv: list["Finding"] = []
    known = None
    for f in findings:
        if not function_name(f.symbol).startswith("__spirv_"):
            plain.append(f)
            continue
        if known is None:
            known = spirv_index(target, cl_std, cl_ext)
        if f.symbol not in known:
            spirv.append(f)
    return plain, spirv


def format_spirv_finding(path: str, f: "Finding", target: str, cl_std: str,
                         cl_ext: str = "") -> list[str]:
    """``FILE:LINE: unknown SPIR-V friendly builtin SYMBOL`` and the closest real ones."""
    out = ["%s:%d: unknown SPIR-V friendly builtin %s" % (path, f.line, f.symbol)]
    near = closest_spirv(f.symbol, target, cl_std, cl_ext)
    if not near:
        near = closest_spirv(function_name(f.symbol), target, cl_std, cl_ext)
    out += ["%s:%d: note: closest SPIR-V friendly builtin: %s" % (path, f.line, n)
            for n in near]
    return out


class OpenCLCalls:
    """``check --spirv-friendly``: OpenCL C builtins called in SPIR-V friendly IR that
    the translator writes as ``__spirv_*`` calls (a module that mixes the two worlds),
    collected while :func:`spirmangle.catalogue.lint.check_ir` reads the lines."""

    def __init__(self, cat: "Catalogue", target: str) -> None:
        from ..config import get_target

        self.cat = cat
        self.target = get_target(target)
        self.first: dict[str, int] = {}
        self.defined: set[str] = set()

    def watch(self, lines: Iterable[str]) -> Iterator[str]:
        from ..catalogue.lint import _DEFINE, _USE

        for number, line in enumerate(lines, 1):
            if "@_Z" in line or '@"_Z' in line:
                m = _DEFINE.match(line)
                if m:
                    self.defined.add(m.group(1))
                if not line.lstrip().startswith(";"):
                    for use in _USE.finditer(line):
                        symbol = use.group(1)
                        if symbol in self.cat.by_symbol and symbol not in self.first:
                            self.first[symbol] = number
            yield line

    def report(self, path: str) -> list[str]:
        """``FILE:LINE: OpenCL builtin SYMBOL in SPIR-V friendly IR`` and its calls."""
        out = []
        for symbol, number in self.first.items():
            form = spirv_form(self.cat.by_symbol[symbol], self.target)
            if symbol in self.defined or form is None or form.kind != "spirv":
                continue
            out.append("%s:%d: OpenCL builtin %s in SPIR-V friendly IR" % (path, number, symbol))
            out += ["%s:%d: note: the translator writes %s" % (path, number, c)
                    for c in form.calls]
        return out
