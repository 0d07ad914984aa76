"""Sort the names where spirmangle and a peer print differently into the reasons of
tests/render/test_peer_deviations.py, to extend tests/data/peer_deviations.tsv.

    python bench/classify_deviations.py CORPUS [--write] [--show N]

The llvm and gnu styles now reproduce the peers' misreadings of the classes below
(tests/data/peer_misreads.tsv, spirmangle.demangler.peer_styles), so a name the rules still
file under one is a case the emulation misses, to look at, not to list.

Reads every name of CORPUS (one a line) that spirmangle reads, prints it in the
llvm and gnu styles, compares with llvm-cxxfilt-19 and c++filt, and gives each
difference that is not listed yet a reason by the rules below, or none:

* llvm differs, the name has a scope (a local name or a closure) and c++filt
  prints what we print: ``tparam-scope`` (LLVM resolves a T_ candidate where it
  was recorded); c++filt differs too: ``tparam-scope-both`` (for both styles);
  c++filt does not read it: ``tparam-scope-gnu-unread``;
* llvm differs only by leaving out the right part of declarators just before a
  ``>`` (the target type of a cast, ``static_cast<int (*>``): ``llvm-cast-type-right``
  (checked first: such a name is not a scoped-parameter case however it is scoped);
* llvm differs on a constrained parameter pack (``TpTk``) that it expands with a
  trailing ``...``: ``llvm-constrained-pack``; on an empty pack declared by ``TpTn``
  that it prints as ``<...>`` or ``(...)`` where we print ``<>`` or ``()``:
  ``llvm-param-decl-pack``;
* llvm differs on a name with a constraint (``Q``) that c++filt does not read,
  printing template parameters by name (``T``, ``T0``) where we print the
  arguments: ``llvm-constraint-param`` (a constraint's ``T_`` candidate used
  outside it);
* only gnu differs and LLVM prints what we print: ``gnu-empty-pack-comma`` when
  c++filt's text has the comma of an empty pack, ``gnu-lambda-auto`` when it has
  ``auto:N``, ``gnu-structor-name`` when the name has a structor after a scope,
  ``gnu-expr-type-operand`` when alignof or typeid takes a template parameter (at T,
  ti T), ``gnu-declarator-name`` when c++filt puts a text we print elsewhere (the
  enclosing function) in parentheses into a declarator;
* gnu differs, the name has an unnamed type (``Ut``) and c++filt prints an unnamed
  type without its scope where we print none so: ``gnu-unnamed-type-candidate``
  (checked before the scope rules);
* llvm differs and only g++'s numbering of an ``srN`` scope reads the name
  (``Symbol.numbering == "g++"``, spirmangle.demangler.gxx_scope): ``llvm-gxx-sr-scope``;
  gnu differs and only the ABI's numbering reads a name with ``srN``:
  ``gnu-gxx-sr-scope`` (checked before the scope rules); llvm differs and an
  unresolved name's scope is a template parameter with arguments (``srT_I``,
  ``srNT_I``): ``llvm-sr-tparam-args``.

Only a style whose peer reads the name gets a proposal.
The rules only propose: every proposed listing is then checked live by
tests/render/test_peer_deviations.py, and the names left without a reason are printed
(--show) to be looked at by hand.  --write adds the proposals to the TSV.
"""

from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spirmangle import DemangleError, demangle  # noqa: E402

TSV = ROOT / "tests" / "data" / "peer_deviations.tsv"
TOOLS = {"llvm": "llvm-cxxfilt-19", "gnu": "c++filt"}
_SCOPE = re.compile(r"Z|Ul")  # a local name or a closure type somewhere in the name
_STRUCTOR = re.compile(r"(?:C[1-5]|D[0-5])(?:I|E|B|$)")
_EMPTY_PACK = re.compile(r"(?:<|, ), |, >|\(, |, \)")
_BARE_UNNAMED = re.compile(r"(?<!::)\{unnamed type#")
_SR_TPARAM_ARGS = re.compile(r"srN?T[0-9]*_I")  # a template template parameter as a scope


def cast_right_only(ours: str, theirs: str) -> bool:
    """theirs is ours without the right part of some declarators just before a '>'
    (LLVM prints only the left part of a cast's target type)."""
    if len(theirs) >= len(ours):
        return False
    matcher = difflib.SequenceMatcher(None, ours, theirs, autojunk=False)
    for tag, i1, i2, _, _ in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag != "delete" or not ours[i1:i2].startswith(")") or ours[i2:i2 + 1] != ">":
            return False
    return True


def _changes(ours: str, theirs: str) -> list[tuple[str, int, int, int, int]]:
    matcher = difflib.SequenceMatcher(None, ours, theirs, autojunk=False)
    return [op for op in matcher.get_opcodes() if op[0] != "equal"]


def dots_only(ours: str, theirs: str) -> bool:
    """theirs is ours with "..." for an empty list (<...> or (...) for <> or ()),
    or ", ..." after a list's last element."""
    changes = _changes(ours, theirs)
    return bool(changes) and all(
        tag == "insert" and (theirs[j1:j2] == "..." and ours[i1 - 1:i1 + 1] in ("<>", "()")
                             or theirs[j1:j2] == ", ..." and ours[i1:i1 + 1] in (">", ")"))
        for tag, i1, _, j1, j2 in changes)


_TOKENS = re.compile(r"\w+|\s+|.")
_PARAM_WORD = re.compile(r"T\d*$")


def constraint_param_only(ours: str, theirs: str) -> bool:
    """theirs is ours with template parameters named (T, T0...) for some types
    (LLVM prints a constraint's T_ by its name, also where a substitution stands
    for it outside the constraint), and maybe the cast declarators it drops and the
    "..." it prints for an empty pack (llvm-cast-type-right, llvm-param-decl-pack)."""
    pieces = re.split(r"\b(?:T\d*)\b", theirs)
    if 1 < len(pieces) <= 40 and re.fullmatch(
            "(?:.+?)".join(re.escape(p) for p in pieces), ours, re.S):
        return True  # every T (T0...) of theirs stands for some text of ours
    a, b = _TOKENS.findall(ours), _TOKENS.findall(theirs)
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    named = False
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if any(_PARAM_WORD.match(t) for t in b[j1:j2]):
            named = True
        elif not (tag == "delete" and a[i1] == ")" and a[i2:i2 + 1] == [">"]
                  or tag == "insert" and b[j1:j2] == [".", ".", "."]):
            return False
    return named


def read_where_recorded(name: str) -> str:
    """The llvm style of ``name`` with a constraint's candidates read where they
    were recorded, also outside the constraint (as T, as LLVM reads them)."""
    from spirmangle.demangler import requires as demangle_requires
    callbacks = demangle_requires.RequiresCallbacks
    saved = callbacks.read_outside
    callbacks.read_outside = lambda self, index: self.table[index]  # type: ignore[method-assign]
    try:
        return demangle(name).format("llvm")
    finally:
        callbacks.read_outside = saved  # type: ignore[method-assign]


def constraint_param_reading(name: str, ours: str, theirs: str) -> bool:
    """theirs is ours but for a constraint's candidates, which LLVM reads where they
    were recorded (then maybe with llvm-cast-type-right or llvm-param-decl-pack)."""
    if constraint_param_only(ours, theirs):
        return True
    raw = read_where_recorded(name)
    return raw != ours and (raw == theirs or cast_right_only(raw, theirs)
                            or dots_only(raw, theirs))


def function_in_declarator(ours: str, theirs: str) -> bool:
    """theirs is ours with the text after its last space, the function's name and
    parameters, moved in parentheses into a declarator (c++filt: decltype (...
    char const (f<int>(int)) [4]{...} ...) for decltype (... char const [4]{...}
    ...) f<int>(int))."""
    changes = _changes(ours, theirs)
    if len(changes) != 2:
        return False
    (tag1, _, _, j1, j2), (tag2, i1, i2, _, _) = changes
    return (tag1 == "insert" and tag2 == "delete" and i2 == len(ours)
            and theirs[j1:j2] == " (" + ours[i1 + 1:i2] + ")")


def bare_unnamed_type(ours: str, theirs: str) -> bool:
    """c++filt prints an unnamed type without its scope where we print none so."""
    return bool(_BARE_UNNAMED.search(theirs)) and not _BARE_UNNAMED.search(ours)


def gxx_numbering(name: str) -> str:
    """How spirmangle numbers the name's unresolved-name scopes: "g++" when only
    g++'s numbering reads it, "abi" when only the ABI's does (no g++ reading
    beside it), "" otherwise (spirmangle.demangler.gxx_scope)."""
    symbol = demangle(name)
    if symbol.numbering == "g++":
        return "g++"
    return "abi" if symbol.gxx is None else ""


def peer(tool: str, names: list[str]) -> list[str]:
    out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True,
                         text=True, check=True).stdout
    return out.splitlines()


def listed() -> set[tuple[str, str]]:
    rows = set()
    for line in TSV.read_text(encoding="ascii").splitlines():
        if line and not line.startswith("#"):
            style, _, name = line.split("\t")
            rows.add((style, name))
    return rows


def ours(names: list[str]) -> dict[str, tuple[str, str]]:
    found = {}
    for name in names:
        try:
            symbol = demangle(name)
            found[name] = (symbol.format("llvm"), symbol.format("gnu"))
        except DemangleError:
            continue
    return found


def propose(name: str, mine: tuple[str, str], llvm: str, gnu: str) -> list[tuple[str, str]]:
    """(style, reason) for each style that differs and the rules explain."""
    ours_llvm, ours_gnu = mine
    gnu_reads = gnu != name
    llvm_reads = llvm != name
    scoped = bool(_SCOPE.search(name[2:]))
    found = []
    llvm_differs = llvm_reads and ours_llvm != llvm
    gnu_differs = gnu_reads and ours_gnu != gnu
    if llvm_differs and cast_right_only(ours_llvm, llvm):
        found.append(("llvm", "llvm-cast-type-right"))
        llvm_differs = False
    if gnu_differs and "Ut" in name and bare_unnamed_type(ours_gnu, gnu):
        found.append(("gnu", "gnu-unnamed-type-candidate"))
        gnu_differs = False
    if (llvm_differs or gnu_differs) and "sr" in name:
        numbering = gxx_numbering(name)
        if llvm_differs and numbering == "g++":
            found.append(("llvm", "llvm-gxx-sr-scope"))
            llvm_differs = False
        if gnu_differs and numbering == "abi" and "srN" in name:
            found.append(("gnu", "gnu-gxx-sr-scope"))
            gnu_differs = False
        if llvm_differs and _SR_TPARAM_ARGS.search(name):
            found.append(("llvm", "llvm-sr-tparam-args"))
            llvm_differs = False
    if llvm_differs and not gnu_reads and "Q" in name and constraint_param_reading(
            name, ours_llvm, llvm):
        found.append(("llvm", "llvm-constraint-param"))
    elif llvm_differs and "TpTk" in name and re.search(r"\.\.\.\)$", llvm):
        found.append(("llvm", "llvm-constrained-pack"))
    elif llvm_differs and "TpTn" in name and dots_only(ours_llvm, llvm):
        found.append(("llvm", "llvm-param-decl-pack"))
    elif llvm_differs and scoped:
        if not gnu_reads:
            found.append(("llvm", "tparam-scope-gnu-unread"))
        elif ours_gnu == gnu:
            found.append(("llvm", "tparam-scope"))
        elif gnu_differs:
            found.append(("llvm", "tparam-scope-both"))
            found.append(("gnu", "tparam-scope-both"))
    elif gnu_differs and ours_llvm == llvm:
        if _EMPTY_PACK.search(gnu) and "JE" in name:
            found.append(("gnu", "gnu-empty-pack-comma"))
        elif re.search(r"auto:\d", gnu):
            found.append(("gnu", "gnu-lambda-auto"))
        elif scoped and _STRUCTOR.search(name):
            found.append(("gnu", "gnu-structor-name"))
        elif re.search(r"(?:at|ti)T", name):
            found.append(("gnu", "gnu-expr-type-operand"))
        elif function_in_declarator(ours_gnu, gnu):
            found.append(("gnu", "gnu-declarator-name"))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--write", action="store_true", help="add the proposals to the TSV")
    parser.add_argument("--show", type=int, default=10, help="unexplained names shown")
    args = parser.parse_args()
    names = [line.strip() for line in open(args.corpus, encoding="ascii", errors="replace")
             if line.startswith("_Z")]
    mine = ours(names)
    read = sorted(mine)
    llvm = dict(zip(read, peer(TOOLS["llvm"], read)))
    gnu = dict(zip(read, peer(TOOLS["gnu"], read)))
    known = listed()
    proposals: set[tuple[str, str, str]] = set()
    unexplained: list[tuple[str, str]] = []
    for name in read:
        differs = [s for s, theirs, i in (("llvm", llvm[name], 0), ("gnu", gnu[name], 1))
                   if mine[name][i] != theirs and theirs != name and (s, name) not in known]
        if not differs:
            continue
        got = propose(name, mine[name], llvm[name], gnu[name])
        explained = {s for s, _ in got}
        proposals.update((s, r, name) for s, r in got if (s, name) not in known)
        unexplained += [(s, name) for s in differs if s not in explained]
    print("names read %d; new proposals %d; unexplained %d"
          % (len(read), len(proposals), len(unexplained)))
    for reason in sorted({r for _, r, _ in proposals}):
        print("  %5d  %s" % (sum(1 for _, r, _ in proposals if r == reason), reason))
    for style, name in unexplained[:args.show]:
        print("unexplained %s: %s" % (style, name))
    if args.write and proposals:
        rows = [line for line in TSV.read_text(encoding="ascii").splitlines() if line]
        header = [r for r in rows if r.startswith("#")]
        body = sorted(set(r for r in rows if not r.startswith("#"))
                      | {"\t".join(p) for p in proposals})
        TSV.write_text("\n".join(header + body) + "\n", encoding="ascii")
        print("wrote", TSV)


if __name__ == "__main__":
    main()
