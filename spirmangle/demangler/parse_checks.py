"""What a parse checks and reports after the grammar has run: the expansion
bounds of :mod:`spirmangle.limits` (:func:`check_expansion`) and the parse's
statistics (:class:`ParseStats`), which :mod:`spirmangle.demangler.symbol` uses to choose
a dialect's reading.  ``b`` is the builder of :mod:`spirmangle.demangle`."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any

from ..model.bounds import TemplateParamError, check_template_params, measure
from .lexer.words import OPENCL, SHORT_THEN_DIGIT
from .opencl import distinct_pointees
from ..errors import DemangleError, PhantomDepth
from ..limits import MAX_DEPTH, MAX_EXPANDED_NODES, MIN_OUTPUT
from ..model import Entity, Name, NestedName, StructuredBinding, TaggedName, TemplateName, innermost


SHALLOW_NESTING = min(MAX_DEPTH, MIN_OUTPUT, MAX_EXPANDED_NODES) // 4


def check_expansion(name: str, entity: Entity, kinds: list[str], values: list[Any],
                     b: Any, nesting: int) -> tuple[int, int]:
    """Reject an entity whose expansion is too deep or too large, or whose template
    parameters have no referent: (depth, a lower bound on the printed characters;
    0 when not measured).

    ``nesting`` bounds the depth as written: the parser's deepest stack plus the
    components of the longest nested name plus the phantom candidates (made or
    noted).  Each reference (a substitution or a template parameter) adds at most
    the depth so far and at most doubles the size, so only names whose bounds
    could be exceeded are measured."""
    references = b.substitutions + len(b.tparams)
    estimate = nesting * (references + 1)
    try:
        if not b.scoped and estimate <= MAX_DEPTH and (
                len(name) << min(references, 64) <= min(MIN_OUTPUT, MAX_EXPANDED_NODES)) and (
                "EXPANSION" not in kinds):  # an expansion multiplies: measured
            if b.tparams:
                check_template_params(entity, b.tparams)
            if b.constraint_from < 1 << 62:  # a constraint was read (demangle_requires)
                b.check_constraint_candidates(entity)
            return estimate, 0
        # Scopes matter only to template parameters: local names without any are
        # measured as any name is (their nodes once each, by identity).
        scoped = b.scoped and bool(b.tparams or "CLOSURE_OPEN" in kinds)
        depth, nodes, chars = measure(entity, scoped, max(MAX_EXPANDED_NODES, len(name)),
                                      "PACK" in kinds)
    except TemplateParamError as exc:
        where = next((v[1] for k, v in zip(kinds, values) if k == "TPARAM"), 0)
        raise DemangleError(name, where, str(exc)) from None
    if b.note_clang:  # clang's reading may wrap that many more pointees: if that is too
        if depth <= MAX_DEPTH < depth + b.phantoms:  # deep, the plain reading is kept
            b.clang_deep = True
        else:
            depth += b.phantoms
    if depth > MAX_DEPTH:
        # Past the bound only with clang's phantoms made: the plain reading may fit.
        error = PhantomDepth if b.phantoms and depth - b.phantoms <= MAX_DEPTH else DemangleError
        raise error(name, 0, "nesting deeper than %d levels with substitutions and "
                    "template parameters expanded" % MAX_DEPTH)
    if nodes > max(MAX_EXPANDED_NODES, len(name)):
        raise DemangleError(name, 0, "substitutions expand beyond %d nodes"
                            % max(MAX_EXPANDED_NODES, len(name)))
    if b.constraint_from < 1 << 62:
        b.check_constraint_candidates(entity)
    return depth, chars


class ParseStats:
    """What a parse noticed: phantom candidates made, pointees made __private, host
    spellings; the expanded depth (or a bound on it) and a lower bound on the text.

    Under ``note_clang``: ``clang_private`` (qualified pointees clang would mark
    ``__private``), ``phantom_pointers`` (pointers whose pointee clang would wrap
    in ``__private``), and ``agrees``: whether clang's rule reads the name the
    same and would mangle that reading without new substitutions: no substitution
    comes after clang's first phantom candidate, and no two phantoms are equal
    (``alike``), and its phantoms do not nest it past the bound (``clang_deep``).
    Made by :func:`new_stats` (no ``__init__``: the per-name path calls no class)."""

    __slots__ = ("phantoms", "private_pointees", "host_addrspaces", "clang_private",
                 "phantom_pointers", "late_lookups", "depth", "chars", "scopes", "clang_deep",
                 "lookups", "tracking", "fn_returns", "mode", "ref_pointee", "clang_same",
                 "short_then_digit")

    phantoms: int
    private_pointees: int
    host_addrspaces: bool
    clang_private: list[Any]
    phantom_pointers: list[Any]
    late_lookups: bool
    depth: int
    chars: int
    scopes: Any  # what spirmangle.render.peer_scopes needs, for a name a peer may misread (or None)
    clang_deep: bool  # (note_clang) clang's reading would nest past MAX_DEPTH
    lookups: int  # substitutions read
    tracking: Any  # what the parse noted for spirmangle.demangler.auto_rule, or None
    fn_returns: int  # function types read
    mode: Any  # the ReadingMode the parse read under (spirmangle.demangler.reading_mode)
    ref_pointee: bool  # a pointer to a reference was read (no type; a reference to one collapses)
    # (note_clang) clang's rule without optional phantoms reads the very same model: no
    # OpenCL marker, no phantom, no pointee made __private, no function type (a return
    # type may be a site)
    clang_same: bool
    # the lexer read a discriminator under 10 with a digit right after it (``_6 6Kernel``),
    # which c++filt reads greedily (lexer.words.SHORT_THEN_DIGIT; Symbol.short_then_digit)
    short_then_digit: bool

    # (spirmangle.demangler.opencl.Tracking's, for a parse that noted them)
    @property
    def sites(self) -> list[int]:
        """The kinds of clang's optional phantom sites, as read."""
        return self.tracking.kinds if self.tracking is not None else []

    @property
    def targ_hits(self) -> int:
        """The substitutions that read a template argument made __private."""
        return self.tracking.targ_hits if self.tracking is not None else 0

    @property
    def redundant(self) -> bool:
        """Whether a pointer was read twice: the reading does not mangle back."""
        return self.tracking is not None and bool(self.tracking.redundant)

    @property
    def heads(self) -> set[int]:
        """The candidates that name a template (by id)."""
        return self.tracking.heads if self.tracking is not None else set()

    @property
    def targ_ids(self) -> set[int]:
        """The template arguments made __private (optional phantoms, by id)."""
        return self.tracking.targ_phantoms if self.tracking is not None else set()

    @property
    def agrees(self) -> bool:
        return self.alike and not self.clang_deep

    @property
    def alike(self) -> bool:
        """Whether clang's rule reads the name the same (within bounds or not)."""
        return not self.phantoms or (not self.late_lookups
                                     and distinct_pointees(self.phantom_pointers))


_new = object.__new__


def new_stats(b: Any, depth: int, chars: int, markers: int) -> ParseStats:
    """The stats of builder ``b``'s parse (a function, not an ``__init__``: calling
    a class runs its Python ``__init__`` through a slow path in C); ``markers``: the
    tokens' (OPENCL: clang's rule reads its OpenCL types otherwise; SHORT_THEN_DIGIT)."""
    s: ParseStats = _new(ParseStats)
    s.phantoms = b.phantoms
    s.private_pointees = b.private_pointees
    s.host_addrspaces = b.host_addrspaces
    s.clang_private = b.merged
    s.phantom_pointers = b.phantom_pointers
    s.late_lookups = b.substitutions != b.lookups_before_phantom
    s.depth = depth
    s.chars = chars
    s.scopes = None if b.scope_spans is None and b.constraint_from == 1 << 62 else peer_scopes(b)
    s.clang_deep = b.clang_deep
    s.lookups = b.substitutions
    s.tracking = b.tracking
    s.fn_returns = b.fn_returns
    s.mode = b.mode
    s.ref_pointee = b.ref_pointee
    s.clang_same = b.note_clang and not (markers & OPENCL or b.phantoms or b.private_pointees
                                         or b.fn_returns)
    s.short_then_digit = bool(markers & SHORT_THEN_DIGIT)
    return s


def peer_scopes(b: Any) -> Any:
    """What a parse knows of its scopes (local names, closure types, external names)
    and constraints: ``(tparams, spans, outside, renumbered, gxx)``, the template
    parameters in the order they were read, the scopes' spans over them
    (NameCallbacks.scope_open), (reading, candidate) for each constraint's candidate
    read outside it (RequiresCallbacks.read_outside), which peers number the
    candidates otherwise (spirmangle.render.peer_numbering), and g++'s numbering of an
    inheriting constructor's name where only clang's mangles back (c++filt reads
    it: spirmangle.demangler.special.inherit_canonical); see spirmangle.render.peer_scopes."""
    outside = ([(found, b.table[index]) for index, found in b.outside_memo.items()]
               if b.constraint_from < 1 << 62 else [])
    return b.tparams, b.scope_spans or [], outside, b.renumbered, b.gxx_inherit_reading


def check_type_name(mangled: str, name: Name) -> None:
    """A class or enum type's name (the ABI's ``<class-enum-type> ::= <name>``)
    that ends with a structured binding (``DC 1x E``): it names variables, never a
    type, and neither peer reads it.  (A constructor, destructor or operator name
    as a type, which the grammar allows too and both peers read, is read.)"""
    last: Any = innermost(name)
    if type(last) is NestedName:
        last = last.parts[-1]
    while type(last) is TemplateName or type(last) is TaggedName:
        last = last.name
    if type(last) is StructuredBinding:
        raise DemangleError(mangled, -1, "a structured binding (DC <source-name>+ E) names "
                            "variables, not a type")
