"""The parser: the builder of :mod:`spirmangle.demangler.core` wired to the LALR
tables of ``grammar/mangled.lark``, one per thread, and the parse entry points
(:func:`parse_name`, :func:`parse_tokens`) with what a finished parse leaves to
inspect (:func:`last_sites`, :func:`spelled_twice`).  The driver's loop is
:mod:`spirmangle.demangler.lalr`'s; after it, the checks of a whole reading
(expansion bounds, lambda levels, level parameters, SPIR pipes)."""

from __future__ import annotations

from _thread import _local as thread_local  # (threading.local, without importing threading)

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from ..config import CLANG, Dialect, get_dialect
from ..limits import MAX_DEPTH
from ..model import AddressSpace, Entity, Function, LValueReference, NamedType, Pipe, Pointer, Qualified, RValueReference, Type
from ..render.peer_numbering import GNU
from .core import _NO_RUNS, _TRACKED, _Builder
from .lalr import TableDriver
from .lexer.core import Tokens, tokenize
from .lexer.words import HOST, numbered_as_vendor
from .parse_checks import SHALLOW_NESTING, ParseStats, check_expansion, new_stats
from .reading_mode import ABI_READING, ReadingMode
from .requires import check_args_requires
from .special import InheritNumbering, gxx_inherited, inherit_canonical, run_guessing
from .lexer.special import ModuleGuess
from .vendor_runs import run_texts


class Parser:
    """The builder wired to the LALR tables of ``grammar/mangled.lark``."""

    def __init__(self) -> None:
        self.builder = _Builder()
        self.driver = TableDriver("mangled.lark", lambda name: getattr(self.builder, name, None),
                                  MAX_DEPTH, restart=self.builder.restart)

    def parse(self, name: str, tokens: Tokens, dialect: Dialect, note_clang: bool = False,
              optional: Optional[frozenset[int]] = None,
              mode: ReadingMode = ABI_READING) -> tuple[Entity, ParseStats]:
        """``optional``: the sites of clang's optional phantoms that get one
        (demangle_opencl.OptionalPhantoms; the parse runs the tables, not a replay);
        ``mode``: the reading ``tokens`` were read under (spirmangle.demangler.reading_mode)."""
        b = self.builder
        kinds, values, positions, markers = tokens
        if optional is None and mode is ABI_READING and not markers & HOST:
            # begin's and run_parse's common case, at once (two calls less a name)
            b.inherit_keep = False
            b.reset(name, dialect, note_clang, None, markers & _TRACKED == _TRACKED)
            b.mode = mode
            if b.tracking is not None:
                b.tracking.mode = mode
            b.scope_tokens = (kinds, positions)
            b.run_texts = _NO_RUNS
            try:
                entity = self.driver.run(kinds, values, positions, name)
            except (ModuleGuess, InheritNumbering) as exc:
                entity, kinds, values = _reread(self.driver, b, name, tokens, exc, mode)
            if b.inherit_ambiguous >= 0:  # clang's or g++'s numbering: the one that mangles back
                entity = inherit_canonical(self.driver, b, name, tokens, entity, dialect)
        else:
            begin(b, name, tokens, dialect, note_clang, optional, mode)
            entity, kinds, values = run_parse(
                self.driver, b, name, tokens, dialect, mode,
                self.driver.run if optional is None else self.driver.run_tables)
        nesting = self.driver.deepest + b.most_parts + b.phantoms
        if b.substitutions or b.tparams or b.scoped or nesting > SHALLOW_NESTING:
            depth, chars = check_expansion(name, entity, kinds, values, b, nesting)
        else:  # the common case: nothing to expand, and shallow
            depth, chars = nesting, 0
        if b.constraint_from < 1 << 62:  # a constraint was read: it ends its arguments
            check_args_requires(name, entity, kinds, positions)
        if b.scoped and "CLOSURE_OPEN" in kinds:  # lambdas: their template parameters'
            moved: dict[int, tuple[Any, Any]] = {}  # levels (spirmangle.demangler.levels)
            from .levels import lambda_levels  # (on first use: start-up, issue 23)

            entity = lambda_levels(name, entity, moved)
            if moved and (b.phantom_pointers or b.merged):  # (noted by identity: the
                # rebuilt nodes, which clang's reading of the plain one marks __private)
                b.phantom_pointers = [moved.get(id(p), (p, p))[1] for p in b.phantom_pointers]
                b.merged = [moved.get(id(p), (p, p))[1] for p in b.merged]
        if b.level_params:  # TL..._ stand where a level is declared, within its reach
            from .levels import check_level_params, check_level_reach

            check_level_params(name, entity)
            check_level_reach(name, entity)
        if dialect.pipe_as_global_pointer and type(entity) is Function:
            entity = Function(entity.name, tuple(_spir_pipe(p) for p in entity.params),
                              entity.return_type, entity.requires, entity.enable_if)
        return entity, new_stats(b, depth, chars, markers)


def begin(b: _Builder, name: str, tokens: Tokens, dialect: Dialect, note_clang: bool,
          optional: Optional[frozenset[int]], mode: ReadingMode) -> None:
    """The builder's state before a parse of ``name`` (:meth:`Parser.parse`'s, and
    ``spirmangle explain``'s, which must read a name as demangle does): the
    tokens of the host spelling made numbered address spaces, too."""
    b.inherit_keep = False
    kinds, values, positions, markers = tokens
    # (what auto_rule checks a reading by: in a C++ name with OpenCL markers)
    b.reset(name, dialect, note_clang, optional, markers & _TRACKED == _TRACKED)
    b.mode = mode
    if b.tracking is not None:  # (the mode its optional sites were read under)
        b.tracking.mode = mode
    b.scope_tokens = (kinds, positions)
    if markers & HOST:  # the host spelling (CLglobal...): AS<n> is a numbered address space
        numbered_as_vendor(values, kinds)
    # (c++filt's numbering: each QUALS run's text, spirmangle.demangler.vendor_runs)
    b.run_texts = run_texts(name, kinds, values, positions) if mode.peer == GNU else _NO_RUNS


def run_parse(driver: Any, b: _Builder, name: str, tokens: Tokens, dialect: Dialect,
              mode: ReadingMode, run: Any) -> tuple[Any, list[str], list[Any]]:
    """A parse of ``tokens`` after :func:`begin`, (entity, kinds, values: the tokens
    it read, another reading's after a wrong module guess): ``run(kinds, values,
    positions, name)``, read again where a substitution guessed a module's is none,
    or only g++'s numbering after ``CI1`` reads it, or clang's and g++'s read it
    differently (the one that mangles back).  ``driver.run`` rereads (a
    :class:`TableDriver`, or explain's recording parser)."""
    kinds, values, positions, _ = tokens
    try:
        entity = run(kinds, values, positions, name)
    except (ModuleGuess, InheritNumbering) as exc:
        entity, kinds, values = _reread(driver, b, name, tokens, exc, mode)
    if b.inherit_ambiguous >= 0:  # clang's or g++'s numbering: the one that mangles back
        entity = inherit_canonical(driver, b, name, tokens, entity, dialect)
    return entity, kinds, values


def _reread(driver: Any, b: _Builder, name: str, tokens: Tokens,
            exc: "ModuleGuess | InheritNumbering",
            mode: ReadingMode) -> tuple[Any, list[str], list[Any]]:
    """The reading after a first parse of ``tokens`` raised ``exc``: (entity, kinds, values)."""
    if isinstance(exc, ModuleGuess):  # a substitution read as a module is none: read it again
        return run_guessing(driver, b, name, tokens, exc, mode)
    # only g++'s numbering after CI1 reads it (spirmangle.demangler.special)
    return gxx_inherited(driver, b, name, tokens), tokens[0], tokens[1]


_SPIR_PIPE = Pointer(Qualified(Pipe(), AddressSpace.GLOBAL))


def _spir_pipe(t: Type) -> Type:
    return Pipe() if t == _SPIR_PIPE else t


_local = thread_local()


def _demangler() -> Parser:
    d = getattr(_local, "parser", None)
    if d is None:
        d = _local.parser = Parser()
    return d


def parse_name(name: str, dialect: "str | Dialect" = CLANG,
               mode: ReadingMode = ABI_READING) -> tuple[Entity, Any]:
    """Parse ``name`` under one concrete dialect: (entity, stats).  Raises DemangleError."""
    return _demangler().parse(name, tokenize(name, mode=mode), get_dialect(dialect), mode=mode)


def parse_tokens(name: str, tokens: Tokens, dialect: Dialect, note_clang: bool = False,
                 optional: Optional[frozenset[int]] = None,
                 mode: ReadingMode = ABI_READING) -> tuple[Entity, Any]:
    """Parse ``name`` from its :func:`~spirmangle.demangler.lexer.core.tokenize` result, which the
    parse consumes.  With ``note_clang`` (under a dialect without phantoms), the
    stats note what clang's rule would read differently: ``phantoms`` (> 0 when
    the readings diverge) and ``clang_private``, the pointees clang would mark
    ``__private``."""
    return _demangler().parse(name, tokens, dialect, note_clang, optional, mode)


def last_sites() -> list[int]:
    """The kinds of the optional phantom sites this thread's last parse read
    before it ended (spirmangle.demangler.auto_rule, after a failed parse)."""
    tracking = _demangler().builder.tracking
    return list(tracking.kinds) if tracking is not None else []


def spelled_twice() -> bool:
    """Whether this thread's last parse made the same pointer or reference twice
    (``PT_`` ... ``PS0_`` with ``S0_`` the ``T_``): a spelling the rule it was read
    under does not write, where a compiler substitutes.  Under clang's rule an
    optional phantom (spirmangle.demangler.auto_rule) may make it one: C++ for
    OpenCL without the generic address space writes ``_Z3t48IiEDaPT_PFvPS0_ES2_``
    (``t48<int>(__private T *, void (*)(T *), __private T *)``).  The table's
    nodes are alive, so their ids are theirs."""
    seen: set[tuple[type, int]] = set()
    table: list[Any] = _demangler().builder.table
    for node in table:
        kind = type(node)
        if kind is Pointer:
            child = node.pointee
        elif kind is LValueReference or kind is RValueReference:
            child = node.referee
        else:
            continue
        # (a class's candidate is its name: each substitution of it is a new NamedType)
        key = (kind, id(child.name) if type(child) is NamedType else id(child))
        if key in seen:
            return True
        seen.add(key)
    return False


def forget_replays() -> None:
    """Drop this thread's recorded reduction programs (and the table walks'
    checkpoints), so the next parses start cold (benchmarks use it to measure names whose shapes are new)."""
    _demangler().driver.forget()
