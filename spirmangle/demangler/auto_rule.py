"""The ``auto`` dialect's choice between clang's OpenCL rule and the plain
Itanium rule, where the two read a name differently (spirmangle.demangler.symbol).

clang's OpenCL mangling (OpenCL C and C++ for OpenCL) gives every pointee and
referee an address space; one whose address space is ``__private`` and nothing
else is a substitution candidate of its own although ``mangleQualifiers``
writes nothing for it (a *phantom*).  SYCL device code and plain C++ have no
phantoms: clang spells SYCL's private address space ``AS0``, because there the
default address space is not target address space 0.  clang's rule, as its
``CXXNameMangler::mangleType(QualType)`` applies it:

* a non-dependent pointee or referee without a spelled address space is
  ``__private`` (Sema's ``deduceOpenCLPointeeAddrSpace`` gave it the default
  one; a written or deduced ``__generic`` is spelled ``AS4``): a phantom;
* a dependent one (``T *`` in a template's signature, which is what the
  name encodes) has no address space: no phantom, unless written ``__private T *``;
* a template type argument has the address space it was given or deduced:
  ``T`` deduced from ``&local`` is ``__private int``, a phantom (``IiE``).

The last two leave nothing in the name: they are *optional* phantoms
(spirmangle.demangler.opencl.OptionalPhantoms), found by the numbering alone.

A reading is *canonical* when it mangles back to the name under its rule and
no parameter is qualified at its top level (clang and g++ drop those
qualifiers, so a substitution that makes a parameter ``__private int`` or
``const char`` is never what a compiler wrote).  :func:`settle` reads a name
both ways: the one canonical reading wins; where both are, the name is
ambiguous and the evidence decides (:func:`prefers_clang`).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Callable, Iterator, Optional

from ..model.node import NamedTuple
from ..model.bounds import children, template_args, walk
from ..config import CLANG, ITANIUM, X86_64, SPIR64, Dialect
from ..limits import headroom
from .parser import last_sites, parse_tokens
from .opencl import POINTEE_SITE
from ..errors import DemangleError
from .lexer.core import tokenize
from .reading_mode import ABI_READING, ReadingMode
from .lexer.words import GENERIC, OCL_TYPE, OPENCL, THIS_AS
from ..model import MemberPointer, ConstructorName, Function, LocalName, LValueReference, NestedName, Pointer, Qualified, RValueReference, TemplateName, TemplateParam, TemplateParamName, Type, innermost
from ..render.core import format_entity
from .returns import index_text
from .unwritable import REFERENCES, mixed_function_pointees, qualified_param, template_as_type, two_address_spaces

MAX_ATTEMPTS = 64  # parses that try optional phantoms, per name
MAX_SEARCHED = 1 << 14  # and characters they read, per name
MAX_OPTIONAL = 3  # optional phantoms in one reading
MAX_NOTE_OUTPUT = 1 << 16  # characters a reading prints where readings are compared


class Reading(NamedTuple):
    entity: Any
    stats: Any
    dialect: str  # "clang" or "itanium"
    canonical: bool
    optional: int = 0  # clang's optional phantoms in it


def canonical(name: str, entity: object, dialect: Dialect, host: bool,
              heads: Optional[set[int]] = None) -> bool:
    """Whether ``entity`` is what a compiler makes of ``name`` under ``dialect``."""
    if qualified_param(entity) or heads and template_as_type(entity, heads):
        return False
    if not host and "U3AS" in name and (two_address_spaces(entity) or dialect is CLANG
                                        and "U3AS4F" in name and mixed_function_pointees(entity)):
        return False
    from ..mangler.core import MangleError, mangle  # (on first use: start-up, issue 23)

    try:
        return mangle(entity, X86_64 if host else SPIR64, dialect) == name  # type: ignore[arg-type]
    except (MangleError, RecursionError):
        return False


def _read(name: str, dialect: Dialect, optional: Optional[frozenset[int]],
          mode: ReadingMode = ABI_READING) -> Reading:
    entity, stats = parse_tokens(name, tokenize(name, mode=mode), dialect, optional=optional,
                                 mode=mode)
    right = canonical(name, entity, dialect, stats.host_addrspaces, stats.heads)
    if right and dialect is CLANG and structor_template(entity) and undeducible(entity):
        right = False  # (no call deduces its arguments, and none can be given explicitly)
    return Reading(entity, stats, dialect.name, right, len(optional or ()))


def _uses(t: object, index: int, top: bool, found: list[str]) -> None:
    """How the parameter types in ``t`` use template parameter ``index``: "value"
    (a whole parameter), "pointee" (behind ``*`` or ``&``, which an object with
    its address space deduces), "any" (behind ``const &`` or ``&&``, which a
    temporary deduces too)."""
    stack: list[tuple[Any, str]] = [(t, "value" if top else "")]
    while stack:
        node, how = stack.pop()
        kind = type(node)
        if kind is TemplateParam:
            if how and node.index == index:
                found.append(how)
            continue
        if kind is Qualified:
            stack.append((node.base, how))
            continue
        if kind is LValueReference:
            referee = node.referee
            # const T & binds a temporary too, which deduces a plain T
            const = type(referee) is Qualified and referee.const
            stack.append((referee, "any" if const else "pointee"))
            continue
        if kind is Pointer:
            stack.append((node.pointee, "pointee"))
            continue
        if kind is RValueReference:  # T&&: an rvalue deduces a plain T, an xvalue a qualified one
            stack.append((node.referee, "any"))
            continue
        if kind is MemberPointer:  # a member pointer's class deduces a class, no address space
            stack.append((node.class_type, "value"))
            stack.append((node.member, ""))
            continue
        stack.extend((c, "") for c in children(node) if isinstance(c, Type))


def undeducible(entity: object, spaced_only: bool = False) -> int:
    """How many of a function template's type arguments no call could have
    deduced in C++ for OpenCL, where every object has an address space: one
    with an address space (``__private`` included) is deduced from a pointer or
    a reference to it, a plain one from a parameter taken by value or a member
    pointer's class.  ``spaced_only``: of those with an address space only (the
    source gave them explicitly: ``f<__private T>``)."""
    if type(entity) is not Function:
        return 0
    count = 0
    params = entity.params
    for index, arg in enumerate(template_args(entity)):
        if not isinstance(arg, Type) or type(arg) in REFERENCES:
            continue  # (a reference has no address space of its own)
        uses: list[str] = []
        for p in params:
            _uses(p, index, True, uses)
        if not uses:
            continue
        spaced = type(arg) is Qualified and arg.addrspace is not None
        if spaced_only and not spaced:
            continue
        if spaced:
            ok = "value" not in uses and any(u != "value" for u in uses)
        else:
            ok = "pointee" not in uses
        count += not ok
    return count


def _subsets(kinds: list[int], size: int) -> list[frozenset[int]]:
    """The sets of ``size`` sites."""
    return [frozenset(c) for c in combinations(range(len(kinds)), size)]


def _rank(reading: Reading, subset: frozenset[int], kinds: list[int]) -> tuple[int, ...]:
    """Readings, most likely first: fewest substitutions that read a template
    argument made __private (a parameter refers to it through ``T_``), fewest
    template arguments no call could deduce (:func:`undeducible`), fewest
    optional phantoms; then the function's own template arguments (deduced from
    a local), dependent pointees written ``__private``, a class template's
    arguments; template arguments in order, pointees from the last (a
    parameter's before the return type's)."""
    pointees = sorted((i for i in subset if kinds[i] == POINTEE_SITE), reverse=True)
    hits, lost = reading.stats.targ_hits, undeducible(reading.entity)
    if lost and structor_template(reading.entity):
        hits += IMPOSSIBLE  # (no call writes it, and a constructor takes no explicit arguments)
    return (hits, lost, len(subset),
            0 if _own(reading) else 1, len(pointees),
            *sorted(set(subset) - set(pointees)), *(-i for i in pointees))


IMPOSSIBLE = 1 << 8  # (a rank's first place: a reading no program can write)


def structor_template(entity: object) -> bool:
    """Whether ``entity`` is a constructor template's specialization: its template
    arguments are all deduced (there is no syntax to give them explicitly)."""
    if type(entity) is not Function:
        return False
    name: Any = innermost(entity.name)
    last = name.parts[-1] if type(name) is NestedName else name
    return type(last) is TemplateName and type(last.name) is ConstructorName


def _own(reading: Reading) -> bool:
    """Whether every template argument the reading made __private is one of the
    function's own (a function template's, deduced from a call), not a class's."""
    phantoms = reading.stats.targ_ids
    if not phantoms:
        return True
    own = {id(a) for a in template_args(reading.entity)}
    # A local name's functions are functions too (_ZZ1fIiEvM1AFvvES1_E1a reads as
    # _Z1fIiEvM1AFvvES1_ does): their template arguments are deduced alike.
    names = [getattr(reading.entity, "name", None)]
    while names and len(own) < 1 << 16:
        name = names.pop()
        if type(name) is LocalName:
            own.update(id(a) for a in template_args(name.function))
            names += [getattr(name.function, "name", None), name.entity]
    return all(p in own for p in phantoms)


def _class_arguments(reading: Reading) -> bool:
    """Whether every template argument the reading made __private is an argument of
    a class template (or the function's own), not of a template template
    parameter's specialization (``cv T_ I i E``: a template a name cannot know)."""
    phantoms = reading.stats.targ_ids
    for node in walk([reading.entity]):
        if type(node) is TemplateName and type(node.name) is TemplateParamName \
                and any(id(a) in phantoms for a in node.args):
            return False
    return True


def _optional_readings(name: str, kinds: list[int], mode: ReadingMode, sizes: int,
                       done: Callable[[], bool], at_least: int = 1
                       ) -> Iterator[tuple[frozenset[int], Reading, list[int]]]:
    """The readings of ``name`` under clang's rule with optional phantoms at sets of
    sites (``subset``, the reading, the sites known when it was read): sets of one
    site, then of two... up to ``sizes``, within the name's budget; before each
    size, stop if ``done()``.  Sites past a failure become known as parses get
    further; a parse that fails yields nothing.  Budget: :data:`MAX_SEARCHED` characters, >= ``at_least`` parses."""
    tried: set[frozenset[int]] = {frozenset()}
    attempts = 0
    budget = min(MAX_ATTEMPTS, max(at_least, MAX_SEARCHED // max(1, len(name))))
    for size in range(1, sizes + 1):
        if done() or attempts >= budget:
            return
        pending = _subsets(kinds, size)
        while pending and attempts < budget:
            subset = pending.pop(0)
            if subset in tried:
                continue
            tried.add(subset)
            attempts += 1
            try:
                reading = _read(name, CLANG, subset, mode)
            except DemangleError:
                sites = last_sites()
            else:
                yield subset, reading, kinds
                sites = reading.stats.sites
            if len(sites) > len(kinds):
                kinds = list(sites)
                pending = [s for s in _subsets(kinds, size) if s not in tried]


def _search(name: str, base: Optional[Reading], kinds: list[int], own_only: bool,
            unlike: Optional[str] = None, mode: ReadingMode = ABI_READING,
            fallback: bool = False, at_least: int = 1) -> Optional[Reading]:
    """The most likely canonical reading under clang's rule, with optional
    phantoms at sets of sites (:func:`_rank`): sets of one site, then of two...
    until one reads perfectly likely (no phantom read through a substitution,
    every argument deducible).  ``unlike``: the most likely one that does not
    print so (llvm style).  ``own_only``: only readings that make none but the
    function's own template arguments __private (:func:`_own`), or with
    ``fallback``, where there is none, the most likely other one.  ``at_least``:
    :func:`_optional_readings`'s."""
    best: Optional[tuple[tuple[int, ...], Reading]] = None
    other: Optional[tuple[tuple[int, ...], Reading]] = None

    def differs(reading: Reading) -> bool:
        return unlike is None or _llvm(reading) != unlike

    if base is not None and base.canonical and differs(base):
        best = (_rank(base, frozenset(), kinds), base)
    # Where the reading without optional phantoms is canonical, one phantom may
    # replace it, if it makes every template argument deducible.
    sizes = 1 if best is not None else MAX_OPTIONAL
    for subset, reading, known in _optional_readings(
            name, kinds, mode, sizes, lambda: best is not None and best[0][:2] == (0, 0),
            at_least):
        if reading.canonical and (not own_only or _own(reading)):
            rank = _rank(reading, subset, known)
            if (best is None or rank < best[0] and (sizes > 1 or rank[:2] == (0, 0)
                                                    or best[0][0] >= IMPOSSIBLE)) \
                    and differs(reading):
                best = (rank, reading)
        elif fallback and reading.canonical and differs(reading) and _class_arguments(reading):
            rank = _rank(reading, subset, known)
            if other is None or rank < other[0]:
                other = (rank, reading)
    if best is None:
        best = other
    return best[1] if best is not None else None


def clang_reading(name: str, markers: int, forced: bool = False,
                  mode: ReadingMode = ABI_READING, spelling: bool = True) -> Optional[Reading]:
    """The name under clang's rule: its most likely canonical reading (:func:`_search`:
    without optional phantoms where that reads canonically and every template
    argument could be deduced; in a name without OpenCL markers (``markers``),
    one where no class template's argument is made __private, unless ``forced``
    (``--dialect clang``, where such a reading comes next)); else the reading
    without them (not canonical), or where ``spelling`` the one its canonical
    spelling has (:func:`as_canonical_spelling`); None if none parses.  (In a name with OpenCL
    markers, function types' return types are sites too: ReadingMode.return_phantoms.)"""
    if markers & OPENCL:
        mode = mode._replace(return_phantoms=True)
    base: Optional[Reading] = None
    try:
        read = _read(name, CLANG, frozenset(), mode)
    except DemangleError:
        kinds = last_sites()
    else:
        base = read
        kinds = read.stats.sites
        if read.canonical and (not kinds or _rank(read, frozenset(), kinds)[:2] == (0, 0)):
            return read
    if not markers & OPENCL:  # no class template's argument made __private, if it reads so
        # (else one may be: C++ for OpenCL without the generic address space writes
        # _ZN3BoxIiEC1ERKS1_, Box<__private int>::Box(const __private Box<__private int> &),
        # and nothing marks it; the plain rule does not read it)
        found = _search(name, base, list(kinds), True, mode=mode,
                        fallback=base is None or not base.canonical)
        if found is not None or not forced:
            return found or _spelled(name, markers, base, mode, spelling)
    found = _search(name, base, list(kinds), False, mode=mode)
    return found or _spelled(name, markers, base, mode, spelling)


def _spelled(name: str, markers: int, base: Optional[Reading], mode: ReadingMode,
             spelling: bool) -> Optional[Reading]:
    """``base`` (no canonical reading was found), or where ``spelling`` the reading
    its canonical spelling has (:func:`as_canonical_spelling`)."""
    if base is None or not spelling:
        return base
    return as_canonical_spelling(name, markers, base, mode)


@lru_cache(maxsize=1)
def _builtin_names() -> frozenset[str]:
    """The OpenCL builtins' names (the catalogue's)."""
    names = set()
    text = index_text()
    for line in text.splitlines():
        if line.startswith("_Z"):
            i = 2
            while i < len(line) and line[i].isdigit():
                i += 1
            if i > 2:
                names.add(line[i:i + int(line[2:i])])
    return frozenset(names)


def builtin_name(name: str) -> bool:
    """Whether ``name`` is an unscoped name of an OpenCL builtin (``_Z5fract...``)."""
    i = 2
    while i < len(name) and name[i].isdigit():
        i += 1
    if i == 2:
        return False
    return name[i:i + int(name[2:i])] in _builtin_names()


def prefers_clang(name: str, markers: int) -> bool:
    """Where both rules read a name canonically: clang's rule for a name with
    OpenCL's evidence (a method's ``this`` address space, the generic address
    space, an OpenCL type, a builtin's name); else the plain rule (C++ and SYCL:
    in C++ for OpenCL an unspelled pointee is ``__generic``, so an unspelled one
    that makes a phantom is rare; in SYCL it is the default address space)."""
    return bool(markers & (THIS_AS | GENERIC | OCL_TYPE)) or builtin_name(name)


def malformed(name: str, plain: Optional[Reading], mode: ReadingMode) -> bool:
    """Whether the plain reading is no type at all: a pointer to a reference
    (``_Z3t56IiEDtfp_ERT_PS2_S3_``: ``int &*`` where clang wrote
    ``__private int *``), or a template's name as a parameter's type (the plain
    parse does not note the template names, so it is read again, noting them).
    No evidence for it against clang's reading.  (A parameter qualified at its top
    level is a type, one no compiler spells so: LLVM's test name of
    :func:`explicit_private`.)"""
    if plain is None:
        return False
    if plain.stats.ref_pointee:
        return True
    entity, stats = parse_tokens(name, tokenize(name, mode=mode), ITANIUM,
                                 optional=frozenset(), mode=mode)
    return bool(stats.heads and template_as_type(entity, stats.heads))


def explicit_private(clang: Reading, markers: int) -> bool:
    """Whether clang's reading of a name without OpenCL markers is no evidence
    against the plain one, though that is not canonical: it makes a template
    argument ``__private`` that no call could have deduced so (the source spelled
    ``f<__private T>``, as LLVM's test name ``_ZN2Ty6methodIS_EEvMT_FvPKcES2_`` is
    clang-19's ``Ty::method<__private Ty>``, whose plain reading both peers print:
    ``char const``).  The name is ambiguous; its plain reading is printed."""
    return not markers & OPENCL and clang.optional > 0 and undeducible(clang.entity, True) > 0


def peers_reading(name: str, error: Optional[DemangleError]) -> Optional[Reading]:
    """The plain reading both peers give a name the plain rule refused (``error``)
    for a reference to a member function's type (clang and g++ write the type
    again, ``PFvS3_E``: no compiler's reading, and it does not mangle back); None
    for another error or none.  The alternative of clang's reading of
    ``_ZN2Ty6methodIS_EEvMT_FvPKcES4_`` (:func:`settle`)."""
    if error is None or "member function's type" not in error.reason:
        return None
    try:
        entity, stats = parse_tokens(name, tokenize(name, mode=_PEERS_READING), ITANIUM,
                                     mode=_PEERS_READING)
    except DemangleError:
        return None
    return Reading(entity, stats, "itanium", False)


_PEERS_READING = ReadingMode(member_function_types=True)


def settle(name: str, markers: int, plain: Optional[Reading],
           error: Optional[DemangleError] = None,
           mode: ReadingMode = ABI_READING) -> tuple[Reading, Optional[bool]]:
    """The reading of a name both rules may read differently (``plain``: its
    reading under the plain rule, None where ``error`` stopped it), and whether
    it is ambiguous: True when both readings are canonical (or clang's is, and in a
    name without OpenCL markers is no evidence: :func:`explicit_private`; then the
    plain one wins, and where the plain rule cannot read the name but both peers
    can, :func:`peers_reading`, clang's does), False when one is,
    None when neither is (then clang's where the evidence prefers it, else the
    plain one).  Raises ``error`` when clang's rule cannot read it either."""
    clang = clang_reading(name, markers, False, mode)
    plain_ok = plain is not None and plain.canonical
    if clang is not None and clang.canonical:
        if not plain_ok:
            if explicit_private(clang, markers) and not malformed(name, plain, mode):
                if plain is not None:  # (the other reading is the alternative)
                    return plain, True  # (both peers')
                if peers_reading(name, error) is not None:
                    return clang, True  # (the plain rule cannot read it: Symbol.alternative)
            # In a name without OpenCL markers, other optional phantoms may read it too (a
            # class template's argument made __private, which C++ for OpenCL without the
            # generic address space writes: _ZN3TwoI3FooS0_E1fEPS1_S3_S3_S3_ is
            # Two<__private Foo, Foo>::f(__private Foo *, ...) or Two<Foo, Foo>::f(
            # __private Two<Foo, Foo> *, ...)): Symbol.alternative looks.
            return clang, False if markers & OPENCL else None
        if prefers_clang(name, markers):
            return clang, True
        return (clang, False) if malformed(name, plain, mode) else (plain, True)  # type: ignore[return-value]
    if plain is not None and (plain_ok or clang is None or not prefers_clang(name, markers)):
        return plain, False if plain_ok else None
    if clang is None or plain is None and not markers & OPENCL:
        # (a name without OpenCL markers that only clang's rule reads, and not as a
        # compiler writes it: no reading)
        raise error or DemangleError(name, 0, "neither rule reads the name")
    if plain is not None and _alike(plain, clang):
        # Neither canonical, and clang's reading is the plain one: the plain rule's,
        # whose canonical spelling reads alike (clang's optional phantoms may read
        # that spelling's substitutions otherwise: _ZntB4tag1...E18ocl_image2d_depth_rov).
        return plain, None
    return clang, None


def _alike(plain: Reading, clang: Reading) -> bool:
    try:
        with headroom():
            return bool(plain.entity == clang.entity)
    except RecursionError:
        return False


def as_canonical_spelling(name: str, markers: int, reading: Reading, mode: ReadingMode) -> Reading:
    """Where no reading of ``name`` under clang's rule is canonical (a longer
    spelling no compiler writes, ``Z N1iE ... E`` or ``N St <name> E``), the one
    its canonical spelling has: ``reading`` mangles back to another name, whose
    reading may differ by clang's optional phantoms (the name's parameters
    qualified at the top level without them; with them, they are not); then the
    reading of ``name`` with the optional phantoms that give that model, if one
    does, so that both spellings read alike; else ``reading``."""
    if reading.canonical:
        return reading
    from ..mangler.core import MangleError, mangle, substituting_all

    try:
        target_ = X86_64 if reading.stats.host_addrspaces else SPIR64
        if mangle(reading.entity, target_, CLANG) == name:
            return reading  # (it reads back so)
        again = substituting_all(reading.entity, target_, CLANG)
        if again == name:
            return reading
        target = clang_reading(again, markers, False, mode, False)
        if target is None or not target.canonical or target.entity == reading.entity:
            return reading
        for _, found, _ in _optional_readings(name, list(reading.stats.sites), mode, MAX_OPTIONAL,
                                              lambda: False):
            if found.entity == target.entity:
                return found
    except (MangleError, RecursionError):
        pass
    return reading


def _llvm(reading: Reading) -> str:
    try:
        return format_entity(reading.entity, "llvm", reading.stats.host_addrspaces,
                             reading.dialect == "itanium", max_output=MAX_NOTE_OUTPUT, peer=False)
    except (DemangleError, RecursionError):
        return ""


def other_reading(name: str, dialect: str, printed: Callable[[], str], clang_same: bool = False,
                  own_base: bool = False) -> Optional[Reading]:
    """Another canonical reading of ``name`` than the one a symbol read under
    ``dialect`` has, that prints otherwise than ``printed()`` (llvm style, asked
    for where it is needed: the symbol prints it once, Symbol._print): under
    the other rule (the plain one for clang's reading, clang's for any other,
    with the optional phantoms most likely there), or for clang's reading under
    clang's rule with other optional phantoms; None if there is none (then the
    name is not ambiguous).  (A method's ``this`` address space is C++ for
    OpenCL's: clang's rule only.)

    Past :data:`MAX_SEARCHED` characters no optional phantom is tried: clang's reading
    without them is compared, unless the symbol's parse noted it is that reading
    (``clang_same``: ParseStats'; ``own_base``: a clang reading without optional
    phantoms).  So ``ambiguous`` reads a long name at most once more (issue 20)."""
    searching = len(name) <= MAX_SEARCHED
    if not searching and dialect == "itanium" and clang_same:
        return None
    markers = tokenize(name)[3]
    if dialect == "clang" and not markers & THIS_AS:
        try:
            plain = _read(name, ITANIUM, frozenset())  # (noting what canonical() checks)
        except DemangleError:
            pass
        else:
            if plain.canonical and _llvm(plain) != printed():
                return plain
    if not searching and dialect == "clang" and own_base:
        return None
    mode = ReadingMode(return_phantoms=True) if markers & OPENCL else ABI_READING
    try:
        base: Optional[Reading] = _read(name, CLANG, frozenset(), mode)
    except DemangleError:
        base = None
    kinds = last_sites() if base is None else base.stats.sites
    found = _search(name, base, list(kinds), False, printed(), mode, at_least=int(searching))
    return found if found is not None and _llvm(found) != printed() else None


def clang_readings(name: str) -> list[Reading]:
    """Every canonical reading of ``name`` under clang's rule, with optional
    phantoms at sets of up to :data:`MAX_OPTIONAL` sites (within the budget
    :func:`_search` has), most likely first (:func:`_rank`).  A name alone cannot
    choose among them where several are canonical; a module can
    (spirmangle.modules.signature: its IR says which parameters are pointers, and
    in which address space)."""
    return [reading for _, reading in _ranked_readings(name)]


def _ranked_readings(name: str) -> list[tuple[tuple[int, ...], Reading]]:
    mode = ReadingMode(return_phantoms=True) if tokenize(name)[3] & OPENCL else ABI_READING
    found: list[tuple[tuple[int, ...], Reading]] = []
    try:
        base = _read(name, CLANG, frozenset(), mode)
    except DemangleError:
        kinds = last_sites()
    else:
        kinds = list(base.stats.sites)
        if base.canonical:
            found.append((_rank(base, frozenset(), kinds), base))
    for subset, reading, known in _optional_readings(name, kinds, mode, MAX_OPTIONAL,
                                                     lambda: False):
        if reading.canonical:
            found.append((_rank(reading, subset, known), reading))
    found.sort(key=lambda pair: pair[0])
    return found


LIKELIHOOD = 5  # the places of a rank that say how likely a reading is (_rank): the rest order sites


def tied_reading(name: str, differs: Callable[[Reading], bool]) -> Optional[Reading]:
    """Another canonical reading of ``name`` under clang's rule that is as likely
    as the most likely one (their ranks differ only in which sites the optional
    phantoms are at, :func:`_rank`) and for which ``differs`` is true (it prints
    otherwise than a symbol); None if there is none.  The name alone cannot choose
    between the two (``q6(int (*)(int), __private int (*)(int))``: either
    function pointee's return type may be the __private one)."""
    ranked = _ranked_readings(name)
    if len(ranked) < 2:
        return None
    top = ranked[0][0][:LIKELIHOOD]
    for rank, reading in ranked:
        if rank[:LIKELIHOOD] != top:
            return None
        if differs(reading):
            return reading
    return None
