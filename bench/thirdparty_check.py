"""Every difference between spirmangle and the live peers on lists of names (no data here).

    python bench/thirdparty_check.py LIST [LIST...] [--show N] [--kinds K,K] [--names-out DIR]

Each LIST has one mangled name a line (bench/thirdparty_names.py writes them from
third-party test suites).  Every name is given to llvm-cxxfilt-19 and c++filt (a
peer *reads* a name when its line differs from the name) and to
``spirmangle.demangle``; each name is filed under the first kind that applies:

* ``reject``: a peer reads it, spirmangle does not (``reject-llvm``: only
  llvm-cxxfilt reads it, ``reject-gnu``: only c++filt, ``reject``: both);
* ``accept``: spirmangle reads it and no peer does;
* ``llvm``: our llvm style differs from llvm-cxxfilt-19's line;
* ``gnu``: our gnu style differs from c++filt's line (where c++filt reads it);
* ``roundtrip``: ``mangle(sym.entity, dialect=sym.dialect)`` is not the name;
* ``opencl``: the opencl style's text parses back with the prototype parser
  (``parse_prototype``, OpenCL C 3.0 with every feature, then 2.0) to another name,
  or does not parse though it is C (no ``::``, ``<`` or clone suffix: those are C++
  or tool texts, which the prototype grammar does not read; counted as
  ``opencl-not-c``, not a difference).

A text difference that one of bench/classify_deviations.py's rules explains (a peer
that prints a class of names wrong) is filed as ``llvm (reason)``.  A name may count
under several kinds (``llvm`` and ``gnu``); the totals count each
(name, kind) once.  A text difference listed in tests/data/peer_deviations.tsv (the
peer prints the name wrong, with a reason) counts as ``listed-llvm``/``listed-gnu``,
not as a difference.  A name with one leading dot is read as the command line reads
it (``._Z3fooi`` is ``.foo(int)``).  --names-out writes each kind's names to
DIR/KIND.txt.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from spirmangle import DemangleError, PrototypeError, demangle, mangle, parse_prototype  # noqa: E402
from spirmangle.mangler.core import MangleError  # noqa: E402
from spirmangle.model import NamedType, SourceName  # noqa: E402
from spirmangle.model.bounds import walk  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from classify_deviations import propose  # noqa: E402

PEERS = {"llvm": "llvm-cxxfilt-19", "gnu": "c++filt"}
DEVIATIONS_FILE = ROOT / "tests" / "data" / "peer_deviations.tsv"


def listed_deviations() -> set[tuple[str, str]]:
    """(style, name) of every difference tests/data/peer_deviations.tsv lists."""
    found = set()
    for line in DEVIATIONS_FILE.read_text().splitlines():
        if line and not line.startswith("#"):
            style, _, name = line.split("\t")
            found.add((style, name))
    return found


LISTED = listed_deviations()
OPENCL_STDS = (("CL3.0", "+all"), ("CL2.0", ""), ("CL1.2", ""))


def peer_lines(tool: str, names: list[str]) -> list[Optional[str]]:
    out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True, text=True,
                         errors="replace").stdout
    lines = out.split("\n")[: len(names)]
    return [None if line == name else line for name, line in zip(names, lines)]


_CXX_TEXT = re.compile(r"::|<|&|\boperator\b|\(\.|'|\{|\[abi:")


def _class_names(entity: object) -> tuple[str, ...]:
    """The class types ``entity`` names by a plain identifier (the opencl text
    names them unqualified: its reader is told, as the command's ``--class``)."""
    return tuple(sorted({node.name.identifier for node in walk([entity])  # type: ignore[attr-defined]
                         if type(node) is NamedType and type(node.name) is SourceName}))  # type: ignore[attr-defined]


def _parses_back(text: str, name: str, dialect: str, classes: tuple[str, ...] = ()) -> Optional[bool]:
    """Whether the opencl text parses back to ``name``; None where it is no C."""
    if _CXX_TEXT.search(text):
        return None
    for cl_std, ext in OPENCL_STDS:
        try:
            fn = parse_prototype(text, cl_std=cl_std, cl_ext=ext, classes=classes)
            if mangle(fn, dialect=dialect) == name:
                return True
        except (PrototypeError, MangleError, ValueError):
            continue
    return False


def check(name: str, llvm: Optional[str], gnu: Optional[str]) -> list[tuple[str, str]]:
    """The kinds that apply to ``name``, each with a detail line."""
    if name.startswith(".") and not name.startswith(".."):  # (the command line's reading)
        found = check(name[1:], llvm[1:] if llvm else None, gnu[1:] if gnu else None)
        return [(kind, detail) for kind, detail in found if kind not in ("opencl", "opencl-not-c")]
    try:
        sym = demangle(name)
    except DemangleError as error:
        if llvm is None and gnu is None:
            return []
        kind = "reject" if llvm is not None and gnu is not None else (
            "reject-llvm" if llvm is not None else "reject-gnu")
        return [(kind, "%s | peer: %s" % (error, llvm if llvm is not None else gnu))]
    found: list[tuple[str, str]] = []
    texts = {}
    for style in ("llvm", "gnu", "opencl"):
        try:
            texts[style] = sym.format(style)
        except DemangleError as error:
            texts[style] = "<error %s>" % error
    if llvm is None and gnu is None:
        found.append(("accept", texts["llvm"]))
    reasons: dict[str, str] = {}
    if (llvm is not None and texts["llvm"] != llvm) or (gnu is not None and texts["gnu"] != gnu):
        reasons = dict(propose(name, (texts["llvm"], texts["gnu"]), llvm or name, gnu or name))
    for style, peer in (("llvm", llvm), ("gnu", gnu)):
        if peer is not None and texts[style] != peer:
            kind = "listed-" + style if (style, name) in LISTED else style
            if style in reasons and kind == style:  # a class tests/render/test_peer_deviations.py checks
                kind += " (%s)" % reasons[style]
            found.append((kind, "ours: %s\n    peer: %s" % (texts[style], peer)))
    bare = name[: len(name) - len(sym.clone_suffix)] if sym.clone_suffix else name
    try:
        back = mangle(sym.entity, dialect=sym.dialect)
    except (MangleError, ValueError) as error:
        back = "<error %s>" % error
    if back != bare and not name.startswith("__"):
        found.append(("roundtrip", "back: %s" % back))
    parsed = _parses_back(texts["opencl"], bare, sym.dialect,
                          _class_names(sym.entity)) if sym.is_function else None
    if parsed is False:
        found.append(("opencl", "text: %s" % texts["opencl"]))
    elif parsed is None:
        found.append(("opencl-not-c", ""))
    return found


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("lists", nargs="+")
    ap.add_argument("--show", type=int, default=5, help="examples shown per kind")
    ap.add_argument("--kinds", default="", help="show only these kinds (comma-separated)")
    ap.add_argument("--names-out", default="", help="write each kind's names to DIR/KIND.txt")
    args = ap.parse_args()
    shown = set(filter(None, args.kinds.split(",")))
    per_kind: dict[str, list[str]] = defaultdict(list)
    grand: Counter[str] = Counter()
    for path in args.lists:
        names = [line for line in Path(path).read_text().split("\n") if line and not line.startswith("#")]
        peers = {style: peer_lines(tool, names) for style, tool in PEERS.items()}
        counts: Counter[str] = Counter()
        for name, llvm, gnu in zip(names, peers["llvm"], peers["gnu"]):
            for kind, detail in check(name, llvm, gnu):
                counts[kind] += 1
                per_kind[kind].append(name)
                if counts[kind] <= args.show and (not shown or kind in shown):
                    print("[%s] %s\n    %s" % (kind, name, detail))
        total = sum(v for k, v in counts.items() if k != "opencl-not-c" and not k.startswith("listed"))
        print("%s: %d names, %d differences %s" % (Path(path).name, len(names), total,
                                                   dict(sorted(counts.items()))))
        grand.update(counts)
        grand["names"] += len(names)
        grand["differences"] += total
    if len(args.lists) > 1:
        print("all: %s" % dict(sorted(grand.items())))
    if args.names_out:
        out = Path(args.names_out)
        out.mkdir(parents=True, exist_ok=True)
        for kind, names in per_kind.items():
            (out / (kind + ".txt")).write_text("".join(n + "\n" for n in names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
