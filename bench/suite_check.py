"""Measure spirmangle on names taken from a demangler test suite (a local copy; no data here).

    python bench/suite_check.py NAMES [NAMES...] [--style llvm|gnu|both] [--show N]

Each NAMES file is a local copy of a suite file, read by its name: LLVM's
``DemangleTestCases.inc`` or ``test_demangle.pass.cpp`` (its ``{"mangled",
"expected"}`` cases; the ``invalid_cases`` of the latter, which must be rejected,
are counted apart), libiberty's ``demangle-expected`` (its gnu-v3/auto cases),
or any other file with one case a line: the mangled name, optionally followed by
a TAB and the expected text (lines starting with '#' are skipped).  Every case
is measured: a symbol (``_Z``, ``___Z`` block invocations, ``_GLOBAL__I_``...)
as :func:`spirmangle.demangle` reads it; a Mach-O name (``__Z``, ``____Z``)
with its underscore stripped (``strip_underscore``, the peers' ``-_``); any
other word as a type (:func:`spirmangle.demangle_type`, the peers' ``-t``;
a word that is no type must be left alone).  Every
name is given to the live peers (llvm-cxxfilt-19 for the llvm style, c++filt
for the gnu style), which are the reference; the suite's expected text, where
given, is only reported when it differs from the peer, and where the installed
peer does not read a name its newer suite prints, a text equal to the suite's
counts as ``equal to newer suite text``.  Each failure is filed
as: ``expr`` (the name holds an expression: X, Dt/DT, L_Z, fp, ...), ``reject``
(the peer reads it, spirmangle does not), ``text`` (both read it, the texts
differ), ``accept`` (spirmangle reads what the peer rejects), ``roundtrip``
(read but not mangled back to the name).

A name the tests document (see :func:`documented`) is counted apart: a
non-canonical spelling whose text equals the peer's and which mangles back to
the canonical name the tests record counts as agreement (``non-canonical,
documented``); a name refused by design, or read otherwise than a peer misreads
it, with the reason in a test, is filed as ``documented deviation: <class>``.
"""

from __future__ import annotations

import argparse
import importlib
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from spirmangle import DemangleError, demangle, demangle_type, mangle, mangle_type  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from classify_deviations import propose  # noqa: E402

PEERS = {"llvm": "llvm-cxxfilt-19", "gnu": "c++filt"}
# Expression markers: a template argument expression, decltype, function parameters,
# an external-name literal, a requires-clause, a fold, sizeof...
# (looked for in the name with its source names taken out).
_EXPR = re.compile(r"X|D[tT]|fp|fL\d|LZ|L_Z|sZ|sP|rq|rQ|Dv_")
_SOURCE_NAME = re.compile(r"(?<![SATD_])(\d+)")


def kind_of(name: str) -> str:
    """``symbol``, ``macho`` (read without its underscore) or ``type``."""
    if name.startswith(("_Z", "___Z", "_GLOBAL_")):
        return "symbol"
    if name.startswith(("__Z", "____Z")):
        return "macho"
    return "type"


_PEER_FLAGS = {"symbol": [], "macho": ["-_"], "type": ["-t"]}


def peer_outputs(tool: str, names: list[str]) -> list[Optional[str]]:
    """What ``tool`` prints for each name, None where it leaves the name alone."""
    found: dict[str, Optional[str]] = {}
    for kind, flags in _PEER_FLAGS.items():
        group = [n for n in names if kind_of(n) == kind]
        if not group:
            continue
        out = subprocess.run([tool, *flags], input="\n".join(group) + "\n",
                             capture_output=True, text=True).stdout
        for name, line in zip(group, out.split("\n")):
            found[name] = None if line == name else line
    return [found.get(name) for name in names]


def ours(name: str, style: str) -> tuple[Optional[str], bool]:
    text, back, _ = ours_and_back(name, style)
    return text, back


def ours_and_back(name: str, style: str) -> tuple[Optional[str], bool, Optional[str]]:
    """(the text, whether it mangles back to the name, what it mangles back to)."""
    kind = kind_of(name)
    try:
        if kind == "type":
            typed = demangle_type(name)
            text = typed.format(style)
            try:
                again = mangle_type(typed.type, dialect=typed.dialect)
                return text, again == name, again
            except Exception:  # noqa: BLE001 - a failure to mangle back is reported, not raised
                return text, False, None
        sym = demangle(name, strip_underscore=kind == "macho")
        text = sym.format(style)
    except DemangleError:
        return None, True, None
    read = sym.mangled
    try:
        back: Optional[str] = mangle(sym.entity, dialect=sym.dialect)
    except Exception:  # noqa: BLE001 - a failure to mangle back is reported, not raised
        back = None
    return text, back is not None and back in (read, read.split(".")[0], name), back


def _test_module(name: str) -> Any:
    """A test module by its file name (the tests live in subfolders mirroring the
    package, their shared helpers in tests/support)."""
    tests = ROOT / "tests"
    found = sorted(tests.rglob(name + ".py"))
    for folder in (tests / "support", *(f.parent for f in found[:1])):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
    return importlib.import_module(name)


def documented() -> tuple[dict[str, str], set[str]]:
    """What the tests record: (each non-canonical spelling's canonical name, the names
    read otherwise than a peer prints them or refused, each with its reason)."""
    canonical: dict[str, str] = {}
    deviations: set[str] = set()
    try:
        noncanonical = _test_module("test_noncanonical")
        llvm_suite = _test_module("test_llvm_suite")
        cxx_suites = _test_module("test_cxx_suites")
        classes = _test_module("test_cxx_suite_classes")
        unread = _test_module("test_peer_unread")
        auto_rule = _test_module("test_auto_rule")
        inheriting = _test_module("test_inheriting_ctors")
    except ImportError:  # (pytest is not installed: nothing is counted as documented)
        return canonical, deviations
    canonical.update((c[0], c[1]) for c in noncanonical.NONCANONICAL)
    canonical.update((c[0], c[3]) for c in llvm_suite.NONCANONICAL)
    canonical.update((c[0], c[2]) for c in llvm_suite.NONCANONICAL_GNU_REFUSED)
    canonical.update((c[0], c[1]) for c in cxx_suites.GXX_LONGER)
    deviations.update(c[0] for c in llvm_suite.DEVIATIONS)
    deviations.update(llvm_suite.INVALID)
    deviations.update(c[0] for c in cxx_suites.DEVIATIONS)
    deviations.update(c[0] for c in cxx_suites.REFUSED_BY_DESIGN)
    deviations.update(c[0] for c in classes.NO_CLASS)
    deviations.update(classes.NO_CLASS_CHAINS)
    deviations.update(c[0] for c in unread.LLVM_UNREAD)  # read where llvm-cxxfilt-19 reads nothing
    deviations.update(c[0] for c in auto_rule.EXPLICIT_PRIVATE)  # C++ for OpenCL's numbering
    deviations.update(inheriting.AMBIGUOUS)  # g++'s and clang's numberings differ: refused
    return canonical, deviations


def _without_source_names(name: str) -> str:
    out, i = [], 0
    for m in _SOURCE_NAME.finditer(name):
        if m.start() < i:
            continue
        out.append(name[i:m.start()])
        i = min(len(name), m.end() + int(m.group(1)))
    return "".join(out) + name[i:]


def is_expression(name: str) -> bool:
    return bool(_EXPR.search(_without_source_names(name[2:])))


_C_STRING = r'"(?:[^"\\]|\\.)*"'
_C_STRINGS = r"%s(?:\s*%s)*" % (_C_STRING, _C_STRING)  # adjacent literals are one string
_LLVM_CASE = re.compile(r"\{\s*(%s)\s*,\s*(%s)\s*\}" % (_C_STRINGS, _C_STRINGS))
_INVALID = re.compile(r"invalid_cases\[\]\s*=\s*\{(.*?)\};", re.S)
_NOT_FP80 = re.compile(r"#if !LDBL_FP80\n.*?#endif", re.S)


def _c_string(text: str) -> str:
    parts = re.findall(_C_STRING, text)
    return "".join(bytes(p[1:-1], "utf-8").decode("unicode_escape").encode("latin-1").decode(
        "utf-8", "replace") for p in parts)


def _itanium(name: str) -> bool:
    return bool(name) and not name.startswith("#")


def _llvm_cases(text: str) -> tuple[list[tuple[str, Optional[str]]], list[str]]:
    invalid_block = _INVALID.search(text)
    body = text[:invalid_block.start()] if invalid_block else text
    cases = [(_c_string(m.group(1)), _c_string(m.group(2))) for m in _LLVM_CASE.finditer(body)]
    # (x86-64's long double is x87's 80 bits: the cases invalid only without it are valid here)
    block = _NOT_FP80.sub("", invalid_block.group(1)) if invalid_block else ""
    invalid = [_c_string(m) for m in re.findall(_C_STRINGS, block)]
    return cases, invalid  # type: ignore[return-value]


def _gnu_cases(text: str) -> list[tuple[str, Optional[str]]]:
    """demangle-expected: an options line, the name, the expected text (two with
    --no-params); '#' lines are comments, blank lines count."""
    lines = [line for line in text.split("\n") if not line.startswith("#")]
    cases: list[tuple[str, Optional[str]]] = []
    i = 0
    while i + 2 < len(lines) + 1 and i + 1 < len(lines):
        options, name = lines[i], lines[i + 1]
        expected = lines[i + 2] if i + 2 < len(lines) else ""
        i += 4 if "--no-params" in options else 3
        words = options.split()
        fmt = next((w.split("=", 1)[1] for w in words if w.startswith("--format=")),
                   words[0] if words and not words[0].startswith("--") else "auto")
        if any(w.startswith(("--is-v3", "--ret-")) for w in words):
            continue
        # (a word that is no symbol under --format=auto is an old g++ mangling's)
        if fmt == "gnu-v3" or fmt == "auto" and kind_of(name) != "type":
            cases.append((name, expected))
    return cases


def load(paths: list[str]) -> tuple[list[tuple[str, Optional[str]]], list[str], dict[str, str]]:
    """(cases, invalid names, the style of each case's expected text where the file says)."""
    cases: list[tuple[str, Optional[str]]] = []
    invalid: list[str] = []
    styles: dict[str, str] = {}
    for path in paths:
        text = Path(path).read_text(errors="replace")
        if path.endswith((".inc", ".cpp")):
            found, bad = _llvm_cases(text)
            invalid += [n for n in bad if _itanium(n)]
            styles.update((name, "llvm") for name, _ in found)
        elif "demangle-expected" in Path(path).name:
            found = _gnu_cases(text)
            styles.update((name, "gnu") for name, _ in found)
        else:
            found = []
            for line in text.splitlines():
                if line and not line.startswith("#"):
                    name, _, given = line.partition("\t")
                    found.append((name, given or None))
        cases += found
    seen: set[str] = set()
    unique: list[tuple[str, Optional[str]]] = []
    for name, wanted in cases:
        if _itanium(name) and name not in seen:
            seen.add(name)
            unique.append((name, wanted))
    return unique, invalid, styles


def measure(cases: list[tuple[str, Optional[str]]], style: str, show: int,
            expected_style: dict[str, str]) -> Counter[str]:
    names = [name for name, _ in cases]
    outputs = {s: peer_outputs(tool, names) for s, tool in PEERS.items()}
    peer = outputs[style]
    canonical, deviations = documented()
    counts: Counter[str] = Counter()
    for i, ((name, expected), theirs) in enumerate(zip(cases, peer)):
        text, back, again = ours_and_back(name, style)
        counts["names"] += 1
        counts["peer reads"] += theirs is not None
        counts["read"] += text is not None
        if expected is not None and expected_style.get(name, style) == style:
            counts["suite text given"] += 1
            counts["equal to suite text"] += text == expected
            if theirs is not None and expected != theirs:
                counts["suite text != peer"] += 1
        kind = ""
        if text is None and theirs is not None:
            kind = "reject"
        elif text is not None and theirs is None:
            kind = "accept"
        elif text is not None and text != theirs:
            kind = "text"
        elif text is not None and not back:
            kind = "roundtrip"
        if not kind:
            counts["equal to peer"] += 1
            counts["agree"] += 1
            continue
        if (theirs is None and text is not None and text == expected and back
                and expected_style.get(name, style) == style):
            counts["equal to newer suite text"] += 1
            counts["agree"] += 1
            continue
        if kind == "roundtrip" and name in canonical and again == canonical[name]:
            counts["non-canonical, documented"] += 1
            counts["agree"] += 1
            continue
        label = ("expr " if is_expression(name) else "") + kind
        if name in deviations:
            label = "documented deviation: " + label
        if kind == "text":  # a reason of tests/render/test_peer_deviations.py, where one fits
            mine = (ours(name, "llvm")[0] or "", ours(name, "gnu")[0] or "")
            reasons = [r for s, r in propose(name, mine, outputs["llvm"][i] or name,
                                             outputs["gnu"][i] or name) if s == style]
            if reasons:
                label += " (listed: %s)" % reasons[0]
        counts[label] += 1
        if counts[label] <= show:
            print(f"[{style}] {label}: {name}\n    ours: {text}\n    peer: {theirs}")
    return counts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="+")
    ap.add_argument("--style", choices=("llvm", "gnu", "both"), default="both")
    ap.add_argument("--show", type=int, default=10, help="failures shown per class")
    args = ap.parse_args()
    cases, invalid, styles = load(args.names)
    for style in ("llvm", "gnu") if args.style == "both" else (args.style,):
        counts = measure(cases, style, args.show, styles)
        print(f"== {style}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    if invalid:
        accepted = [name for name in invalid if ours(name, "llvm")[0] is not None]
        print(f"== invalid cases: {len(invalid)}, accepted: {len(accepted)}")
        for name in accepted[: args.show]:
            print("    accepted:", name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
