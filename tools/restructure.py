#!/usr/bin/env python3
"""Move spirmangle's flat modules into one subpackage per phase (issue 22).

    python tools/restructure.py [--root REPO] [--dry-run] [--no-git]

Deterministic and idempotent, standard library only.  It

* checks that every ``spirmangle/*.py`` is named in :data:`TABLE` (or stays at
  the top, :data:`TOP_LEVEL`): a module the table does not know stops it, listed,
  before anything changes -- add its row and re-run;
* ``git mv``s each module (and ``grammar/*.lark``) to its new place and writes
  the subpackages' ``__init__.py`` and the documented-path shims (:data:`SHIMS`);
* rewrites every import of the package (relative ones recomputed for the new
  places, inside functions too) and every dotted reference (``spirmangle.cli_io``
  in strings, monkeypatch targets, docs, ``pyproject.toml``) in the package,
  tests/, bench/, tools/, docs/, README.md and CONTRIBUTING.md;
* drops pyproject's grammar force-include (the grammars ship inside the package).

Run twice, the second run finds the layout done and changes nothing.  To extend:
add a row ``"flat_name": "subpackage.module"`` (``subpackage`` alone for its
``__init__``) to :data:`TABLE`; a new subpackage also wants a line in
:data:`PACKAGES` (its docstring and its layer, which tests/test_architecture.py
reads from here).
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from pathlib import Path

PKG = "spirmangle"

# The subpackages, bottom up: name -> (layer, docstring of its __init__).  A module
# may import from a lower layer; one subpackage may not import another of the
# same layer (tests/test_architecture.py).  catalogue/, library/ and spirv/ were
# subpackages already.
PACKAGES: dict[str, tuple[int, str]] = {
    "model": (0, "The immutable typed model of a mangled entity (the bottom layer)."),
    "grammar": (1, "The Lark grammars and their loader."),
    # (the middle row, in the order it imports: the printers mangle c++filt's
    # structor names again; the demangler checks readings by mangling and prints)
    "mangler": (2, "Model -> mangled name, byte-identical to clang 19."),
    "render": (3, "Model -> text: the opencl, llvm, gnu and cxx printers."),
    "demangler": (4, "Mangled name -> model: the lexer, the LALR loop and its parse actions, Symbol."),
    "opencl": (5, "OpenCL C: the prototype parser and the entity builder."),
    "modules": (5, "Reading LLVM IR text, bitcode and SPIR-V; the symbol scanner and text filter."),
    "catalogue": (6, "The catalogue of OpenCL builtins."),
    "spirv": (7, "The SPIR-V friendly map (over the catalogue)."),
    "remangler": (8, "Renaming a module's builtins to other conventions."),
    "explain": (8, "``spirmangle explain``: a mangled name annotated piece by piece."),
    "library": (8, "The library's high-level API."),
    "cli": (9, "The ``spirmangle`` command line."),
}
# Top-level modules: the package face (above everything) and the few facts every
# layer reads; ``builder`` is the documented path of opencl.builder.
TOP_LEVEL: dict[str, int] = {"__init__": 10, "__main__": 10, "config": 1, "errors": 0, "limits": 0,
                             "builder": 10}

# flat module -> new dotted place under spirmangle ("pkg" alone: the package's __init__).
TABLE: dict[str, str] = {
    # model
    "model": "model", "model_exprs": "model.exprs", "model_names": "model.names",
    "model_requires": "model.requires", "model_types": "model.types",
    "model_node": "model.node",
    "typecodes": "model.typecodes", "bounds": "model.bounds", "depths": "model.depths", "rewrite": "model.rewrite",
    "floats": "model.floats", "vector_spelling": "model.vector_spelling",
    # grammar
    "grammars": "grammar",
    # demangler
    "demangle": "demangler.core", "demangle_exprs": "demangler.exprs",
    "demangle_legacy": "demangler.legacy", "demangle_levels": "demangler.levels",
    "demangle_names": "demangler.names", "demangle_opencl": "demangler.opencl",
    "demangle_packs": "demangler.packs", "demangle_requires": "demangler.requires",
    "demangle_special": "demangler.special", "demangle_types": "demangler.types",
    "fastnodes": "demangler.fastnodes", "lalr": "demangler.lalr",
    "parse_checks": "demangler.parse_checks", "auto_rule": "demangler.auto_rule",
    "gxx_mode": "demangler.gxx_mode", "conv_mode": "demangler.conv_mode",
    "gxx_scope": "demangler.gxx_scope", "peer_numbering": "render.peer_numbering",
    "gnu_unscoped": "render.gnu_unscoped",
    "peer_styles": "demangler.peer_styles", "private": "demangler.private",
    "returns": "demangler.returns", "symbol": "demangler.symbol",
    "symbol_special": "demangler.symbol_special", "type_symbol": "demangler.type_symbol",
    "lexer": "demangler.lexer.core", "lexer_exprs": "demangler.lexer.exprs",
    "lexer_lambda": "demangler.lexer.lambdas", "lexer_legacy": "demangler.lexer.legacy",
    "lexer_literals": "demangler.lexer.literals", "lexer_names": "demangler.lexer.names",
    "lexer_packs": "demangler.lexer.packs", "lexer_requires": "demangler.lexer.requires",
    "lexer_special": "demangler.lexer.special", "lexer_subexprs": "demangler.lexer.subexprs",
    "lexer_types": "demangler.lexer.types", "lexer_words": "demangler.lexer.words",
    # mangler
    "mangle": "mangler.core", "mangle_entities": "mangler.entities",
    "mangle_exprs": "mangler.exprs", "mangle_nameparts": "mangler.nameparts",
    "mangle_names": "mangler.names", "mangle_packs": "mangler.packs",
    "mangle_requires": "mangler.requires", "mangle_special": "mangler.special",
    "mangle_types": "mangler.types",
    # render
    "render": "render.core", "render_declarators": "render.declarators",
    "render_exprs": "render.exprs", "render_fast": "render.fast", "render_legacy": "render.legacy",
    "render_names": "render.names", "render_packs": "render.packs", "render_parts": "render.parts",
    "render_requires": "render.requires", "render_special": "render.special",
    "render_types": "render.types", "render_words": "render.words",
    "peer_scopes": "render.peer_scopes", "peer_structors": "render.peer_structors",
    # opencl
    "prototype": "opencl.prototype", "prototype_fast": "opencl.prototype_fast",
    "prototype_cxx": "opencl.prototype_cxx", "prototype_cxx_exprs": "opencl.prototype_cxx_exprs",
    "prototype_cxx_lex": "opencl.prototype_cxx_lex", "prototype_cxx_names": "opencl.prototype_cxx_names",
    "prototype_cxx_types": "opencl.prototype_cxx_types", "prototype_cxx_decl": "opencl.prototype_cxx_decl",
    "builder": "opencl.builder",
    # modules
    "modules_input": "modules.input", "spirv_module": "modules.spirv_module",
    "scan": "modules.scan", "textfilter": "modules.textfilter", "printing": "modules.printing",
    # remangler, explain
    "remangle": "remangler.core", "ir_remangle": "remangler.ir",
    "explain": "explain.core", "explain_format": "explain.format",
    "explain_parse": "explain.parse", "explain_wrapped": "explain.wrapped",
    # cli
    "cli": "cli.main", "cli_argv": "cli.argv", "cli_demangle": "cli.demangle",
    "cli_explain": "cli.explain", "cli_io": "cli.streams", "cli_mangle": "cli.mangle",
    "cli_options": "cli.options", "cli_catalogue": "cli.catalogue", "cli_check": "cli.check", "cli_print": "cli.output", "cli_remangle": "cli.remangle",
    "cli_symbols": "cli.symbols",
}
# Documented import paths of moved modules: a top-level module that stands for the new one.
SHIMS: dict[str, str] = {"builder": "opencl.builder"}
# Non-Python files that move with the package (repository-relative).
DATA_MOVES: dict[str, str] = {"grammar/mangled.lark": "spirmangle/grammar/mangled.lark",
                              "grammar/prototype.lark": "spirmangle/grammar/prototype.lark"}
# Text files outside the package whose references are rewritten (globs, repository-relative).
TEXT_GLOBS = ("tests/**/*.py", "bench/**/*.py", "tools/**/*.py", "docs/**/*.md", "README.md",
              "CONTRIBUTING.md", "tables/README.md", "pyproject.toml", ".ci/run")


class RestructureError(Exception):
    pass


def package_of(module: str) -> str:
    """The layer-owning name of a dotted module under spirmangle (new layout)."""
    head = module.split(".", 1)[0]
    return head


def layer(module: str) -> int:
    """The layer of a module given by its dotted name under spirmangle (either layout)."""
    if module in TABLE and module not in TOP_LEVEL:
        module = TABLE[module]
    head = module.split(".", 1)[0]
    if head in TABLE and head not in PACKAGES and head not in TOP_LEVEL:
        head = TABLE[head].split(".", 1)[0]
    if head in PACKAGES:
        return PACKAGES[head][0]
    if head in TOP_LEVEL:
        return TOP_LEVEL[head]
    raise KeyError(module)


def new_name(module: str) -> str:
    """The new dotted name (under spirmangle) of an old one; unchanged if not moved."""
    if module in TABLE:
        return TABLE[module]
    head, _, rest = module.partition(".")
    if head in TABLE and rest:
        return TABLE[head] + "." + rest
    return module


def old_modules(root: Path) -> set[str]:
    names = set()
    for path in (root / PKG).rglob("*.py"):
        rel = path.relative_to(root / PKG).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            names.add(".".join(parts))
    return names


def check_known(root: Path) -> list[str]:
    flat = sorted(p.stem for p in (root / PKG).glob("*.py"))
    return [m for m in flat if m not in TABLE and m not in TOP_LEVEL]


def is_done(root: Path) -> bool:
    flat = {p.stem for p in (root / PKG).glob("*.py")}
    moved = [m for m in TABLE if m not in SHIMS]
    if not any(m in flat for m in moved if m not in PACKAGES):
        return all(target_path(root, TABLE[m]).is_file() for m in moved)
    return False


def target_path(root: Path, dotted: str) -> Path:
    parts = dotted.split(".")
    if parts[0] in PACKAGES and len(parts) == 1:
        return root / PKG / parts[0] / "__init__.py"
    return root / PKG / Path(*parts).with_suffix(".py")


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True)


# ---------------------------------------------------------------------- imports

def _relative(target: str, package: str) -> str:
    """``from`` text importing absolute ``target`` from a module of ``package``."""
    t, p = target.split("."), package.split(".")
    common = 0
    while common < min(len(t), len(p)) and t[common] == p[common]:
        common += 1
    return "." * (len(p) - common + 1) + ".".join(t[common:])


def _resolve(node: ast.ImportFrom, package: str | None) -> str | None:
    """The absolute module an ImportFrom names (None: not ours)."""
    if node.level:
        if package is None:
            return None
        base = package.split(".")
        base = base[:len(base) - node.level + 1]
        return ".".join(base + ([node.module] if node.module else []))
    if node.module and (node.module == PKG or node.module.startswith(PKG + ".")):
        return node.module
    return None


def _strip(name: str) -> str:
    return name[len(PKG) + 1:] if name.startswith(PKG + ".") else ""


def _rewrite_from(node: ast.ImportFrom, old_package: str | None, new_package: str | None,
                  olds: set[str], toplevel_names: set[str]) -> list[str] | None:
    base = _resolve(node, old_package)
    if base is None:
        return None
    rel_base = _strip(base)

    def spell(absolute: str) -> str:
        if node.level and new_package is not None:
            return _relative(absolute, new_package)
        return absolute

    def absolute(sub: str) -> str:
        return PKG + "." + sub if sub else PKG

    attrs: list[str] = []
    modules: list[tuple[str, str, str]] = []  # (new parent, leaf, bound name)
    for alias in node.names:
        sub = (rel_base + "." if rel_base else "") + alias.name
        is_module = sub in olds and not (rel_base == "" and alias.name in toplevel_names)
        if is_module and new_name(sub) != sub:
            parent, _, leaf = absolute(new_name(sub)).rpartition(".")
            modules.append((parent, leaf, alias.asname or alias.name))
        else:
            attrs.append(alias.name + (" as " + alias.asname if alias.asname else ""))
    new_base = absolute(new_name(rel_base)) if rel_base else PKG
    if not modules and new_base == base and new_package == old_package:
        return None
    lines = []
    if attrs:
        lines.append("from %s import %s" % (spell(new_base), ", ".join(attrs)))
    for parent, leaf, bound in modules:
        lines.append("from %s import %s" % (spell(parent), leaf if leaf == bound
                                              else "%s as %s" % (leaf, bound)))
    return lines


def _rewrite_import(node: ast.Import) -> list[str] | None:
    changed = False
    parts = []
    for alias in node.names:
        name = alias.name
        sub = _strip(name)
        if sub and new_name(sub) != sub:
            name = PKG + "." + new_name(sub)
            changed = True
        parts.append(name + (" as " + alias.asname if alias.asname else ""))
    return ["import " + ", ".join(parts)] if changed else None


def rewrite_text(text: str, old_module: str | None, new_module: str | None, is_init: bool,
                 olds: set[str], toplevel_names: set[str],
                 patterns: tuple[re.Pattern[str], re.Pattern[str]]) -> str:
    """``text`` with its imports of the package rewritten (module names: old and new
    dotted names under spirmangle, None outside the package), and the dotted
    references outside those imports (each piece of text is rewritten once)."""
    tree = ast.parse(text)

    def package(module: str | None, init: bool) -> str | None:
        if module is None:
            return None
        full = PKG + ("." + module if module else "")
        return full if init else full.rpartition(".")[0]

    old_package = package(old_module, is_init)
    new_is_init = new_module is not None and target_is_init(new_module)
    new_package = package(new_module, new_is_init)
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    edits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            new = _rewrite_from(node, old_package, new_package, olds, toplevel_names)
        elif isinstance(node, ast.Import):
            new = _rewrite_import(node)
        else:
            continue
        if new is None:
            continue
        assert node.end_lineno is not None and node.end_col_offset is not None
        start = offsets[node.lineno - 1] + node.col_offset
        end = offsets[node.end_lineno - 1] + node.end_col_offset
        indent = " " * node.col_offset
        edits.append((start, end, ("\n" + indent).join(new)))
    pieces = []
    done = 0
    for start, end, new_text in sorted(edits):
        pieces.append(rewrite_references(text[done:start], patterns))
        pieces.append(new_text)
        done = end
    pieces.append(rewrite_references(text[done:], patterns))
    return "".join(pieces)


def target_is_init(new_module: str) -> bool:
    return new_module in PACKAGES or new_module == ""


# ------------------------------------------------------------------ references

def reference_pattern(toplevel_names: set[str], keep: frozenset[str] = frozenset()
                      ) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The dotted references (and ``from spirmangle import MODULE`` in text: code in
    a string, docs) of moved modules, as one pattern so that each piece of text is
    rewritten once; and their file paths.  ``keep``: names left as they are (the
    documented paths of :data:`SHIMS`, in the docs)."""
    moved = sorted((m for m in TABLE if TABLE[m] != m and m not in keep), key=len, reverse=True)
    plain = "|".join(m for m in moved if m not in toplevel_names) or "(?!)"
    ambiguous = "|".join(m for m in moved if m in toplevel_names) or "(?!)"
    references = (r"\bfrom %s import (?P<fmod>%s)(?: as (?P<fas>\w+))?(?![\w,])"
                  r"|\b%s\.(?:(?P<plain>%s)(?![\w])|(?P<amb>%s)(?=\.[A-Za-z_]))"
                  % (PKG, plain, PKG, plain, ambiguous))
    paths = r"(?:(?<=\bspirmangle/)|(?<=[\s\"'`(]))(%s)\.py\b" % "|".join(moved)
    return re.compile(references), re.compile(paths)


def rewrite_references(text: str, patterns: tuple[re.Pattern[str], re.Pattern[str]]) -> str:
    references, paths = patterns

    def reference_sub(match: re.Match[str]) -> str:
        if match.group("fmod"):
            parent, _, leaf = (PKG + "." + TABLE[match.group("fmod")]).rpartition(".")
            bound = match.group("fas") or match.group("fmod")
            return "from %s import %s" % (parent, leaf if leaf == bound else "%s as %s" % (leaf, bound))
        return PKG + "." + TABLE[match.group("plain") or match.group("amb")]

    def path_sub(match: re.Match[str]) -> str:
        return str(target_path(Path(""), TABLE[match.group(1)]).relative_to(PKG)).replace("\\", "/")

    return paths.sub(path_sub, references.sub(reference_sub, text))


def rewrite_pyproject(text: str) -> str:
    text = re.sub(r'\n\[tool\.hatch\.build\.targets\.wheel\.force-include\]\n"grammar" = "spirmangle/grammar"\n',
                  "", text)
    return text.replace('include = ["spirmangle", "grammar", ', 'include = ["spirmangle", ')


def fix_file_paths(text: str, depth: int) -> str:
    """A flat module's ``Path(__file__).resolve().parent`` was the package directory."""
    if depth == 0:
        return text
    return text.replace("Path(__file__).resolve().parent", "Path(__file__).resolve().parents[%d]" % depth)


# ------------------------------------------------------------------------ main

def toplevel_attribute_names(root: Path) -> set[str]:
    """Names the package's __init__ binds (``from spirmangle import X`` of these is no module)."""
    tree = ast.parse((root / PKG / "__init__.py").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            names.update(a.asname or a.name for a in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def plan(root: Path) -> list[tuple[str, str]]:
    unknown = check_known(root)
    if unknown:
        raise RestructureError(
            "modules tools/restructure.py's TABLE does not place (add a row for each): "
            + ", ".join(unknown))
    missing = [m for m in TABLE if not (root / PKG / (m + ".py")).is_file()]
    if missing:
        raise RestructureError("TABLE rows whose module is not there (remove them?): "
                               + ", ".join(missing))
    return sorted(TABLE.items())


def run(root: Path, use_git: bool = True, dry_run: bool = False) -> int:
    if is_done(root):
        unknown = check_known(root)
        if unknown:
            raise RestructureError("already restructured, but new top-level modules "
                                   "need a place: " + ", ".join(unknown))
        print("already restructured: nothing to do")
        return 0
    moves = plan(root)
    olds = old_modules(root)
    toplevel_names = toplevel_attribute_names(root) - set(TOP_LEVEL)
    patterns = reference_pattern(toplevel_names)
    doc_patterns = reference_pattern(toplevel_names, frozenset(SHIMS))
    if dry_run:
        for old, new in moves:
            print("%s.py -> %s" % (old, target_path(Path(""), new)))
        return 0

    # 1. rewrite the package's own sources in place (old names still resolvable).
    package_sources: dict[Path, str] = {}
    for path in sorted((root / PKG).rglob("*.py")):
        rel = path.relative_to(root / PKG).with_suffix("")
        parts = list(rel.parts)
        is_init = parts[-1] == "__init__"
        old = ".".join(parts[:-1] if is_init else parts)
        new = new_name(old) if old else old
        text = path.read_text(encoding="utf-8")
        text = rewrite_text(text, old, new, is_init, olds, toplevel_names, patterns)
        if old in TABLE and old not in PACKAGES and not target_is_init(new):
            text = fix_file_paths(text, len(new.split(".")) - 1)
        elif old in TABLE and target_is_init(new):
            text = fix_file_paths(text, len(new.split(".")))
        package_sources[path] = text
    for path, text in package_sources.items():
        path.write_text(text, encoding="utf-8")

    # 2. move.
    for package in sorted({new.split(".")[0] for _, new in moves} |
                          {new.rpartition(".")[0] for _, new in moves if "." in new}):
        directory = root / PKG / package.replace(".", "/")
        directory.mkdir(parents=True, exist_ok=True)
    for old, new in moves:
        source = root / PKG / (old + ".py")
        dest = target_path(root, new)
        if use_git:
            git(root, "mv", str(source.relative_to(root)), str(dest.relative_to(root)))
        else:
            source.rename(dest)
    for data, place in sorted(DATA_MOVES.items()):
        if (root / data).is_file():
            (root / place).parent.mkdir(parents=True, exist_ok=True)
            if use_git:
                git(root, "mv", data, place)
            else:
                (root / data).rename(root / place)
    for folder in sorted({(root / d).parent for d in DATA_MOVES}):
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    # 3. the subpackages' faces and the documented-path shims.
    created = []
    for directory in sorted({p.parent for p in (root / PKG).rglob("*.py")}):
        init = directory / "__init__.py"
        if not init.is_file():
            name = ".".join(directory.relative_to(root / PKG).parts)
            doc = PACKAGES.get(name, (0, "The %s part of the %s." % (
                name.rpartition(".")[2], name.rpartition(".")[0] or PKG)))[1]
            init.write_text('"""%s"""\n' % doc, encoding="utf-8")
            created.append(init)
    for old, new in sorted(SHIMS.items()):
        shim = root / PKG / (old + ".py")
        parent, _, leaf = new.rpartition(".")
        shim.write_text(
            '"""``spirmangle.%s``: the documented name of :mod:`spirmangle.%s`."""\n\n'
            "import sys\nfrom typing import TYPE_CHECKING\n\n"
            "from .%s import %s as _module\n\n"
            "if TYPE_CHECKING:\n    from .%s import *  # noqa: F401,F403\n\n"
            "sys.modules[__name__] = _module\n" % (old, new, parent, leaf, new),
            encoding="utf-8")
        created.append(shim)
    if use_git and created:
        git(root, "add", *[str(p.relative_to(root)) for p in created])

    # 4. everything outside the package.
    for pattern in TEXT_GLOBS:
        for path in sorted(root.glob(pattern)):
            if not path.is_file() or path.name == "restructure.py":
                continue
            text = original = path.read_text(encoding="utf-8")
            try:
                if path.suffix != ".py":
                    raise SyntaxError(path.suffix)
                text = rewrite_text(text, None, None, False, olds, toplevel_names, patterns)
            except SyntaxError:
                text = rewrite_references(text, doc_patterns if path.suffix == ".md" else patterns)
            if path.name == "pyproject.toml":
                text = rewrite_pyproject(text)
            if text != original:
                path.write_text(text, encoding="utf-8")
    print("moved %d modules into %s" % (len(moves), ", ".join(sorted(
        {new.split(".")[0] for _, new in moves}))))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--dry-run", action="store_true", help="print the moves only")
    parser.add_argument("--no-git", action="store_true", help="plain renames, no git mv")
    args = parser.parse_args(argv)
    try:
        return run(args.root.resolve(), use_git=not args.no_git, dry_run=args.dry_run)
    except RestructureError as error:
        print("restructure: " + str(error), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
