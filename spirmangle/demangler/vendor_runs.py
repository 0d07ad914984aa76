"""c++filt's substitution candidates of a run of vendor qualifiers.

clang's mangler writes a type's qualifiers as one run, its vendor qualifiers
(``U3AS1``, ``U3foo``) before its CV letters, and records the qualified type as
one candidate; LLVM's demangler reads it so (``U3fooU4bart1X`` is one candidate
after ``1X``; only CV letters written *before* the first vendor qualifier, a C++
``const`` on a vendor-qualified type, qualify a candidate of their own).  That is
the ABI's reading and the model's.

libiberty's cp-demangle.c reads each vendor qualifier as a type constructor
around the type after it, and a group of CV letters so too, each recording a
candidate: ``U3fooU4bart1X`` is ``X``, ``X bart``, ``X bart foo``, and
``PU3AS1Kf`` is ``float const``, ``float const AS1``, the pointer.  So a
substitution after such a run refers to another type for c++filt
(``_ZlsRKU3fooU4bart1XS0_`` is ``operator<<(X bart foo const&, X bart)`` to it,
``..., X bart foo)`` to LLVM and clang).  The gnu style prints what c++filt
prints: the parse notes where the numberings part (``vendor_split_from``, a
substitution at or after it marks the name renumbered for c++filt,
:mod:`spirmangle.render.peer_numbering`), and the gnu style's second reading
(``ReadingMode(peer=GNU)``) records c++filt's candidates (:func:`gnu_steps`).
"""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up, issue 23)
if TYPE_CHECKING:
    from typing import Any, Optional

from .lexer.words import Qualifiers, _read_qualifiers

__all__ = ["gnu_steps", "run_texts", "splits"]

_CV = "rVK"


def splits(quals: Qualifiers) -> bool:
    """Whether c++filt records more than one candidate for a run read as ``quals``
    (two vendor qualifiers, or one and CV letters)."""
    words = len(quals[4]) + (quals[0] is not None)
    return words > 1 or words == 1 and (quals[1] or quals[2] or quals[3])


def run_texts(name: str, kinds: list[str], values: list[Any],
              positions: list[int]) -> dict[int, str]:
    """The text of each QUALS token, by its value's id (the builder gets the value)."""
    found = {}
    for i, kind in enumerate(kinds):
        if kind == "QUALS" and i + 1 < len(positions):
            found[id(values[i])] = name[positions[i]:positions[i + 1]]
    return found


def _segments(run: str) -> Optional[list[str]]:
    """The run cut where c++filt reads a type constructor: each vendor qualifier,
    each group of CV letters (None if the text is no run)."""
    parts: list[str] = []
    i = 0
    while i < len(run):
        if run[i] in _CV:
            j = i
            while j < len(run) and run[j] in _CV:
                j += 1
        elif run[i] == "U":
            j = i + 1
            while j < len(run) and run[j].isdigit():
                j += 1
            if j == i + 1:
                return None
            j += int(run[i + 1:j])
            if j > len(run):
                return None
        else:
            return None
        parts.append(run[i:j])
        i = j
    return parts


def gnu_steps(run: str, quals: Qualifiers) -> list[Qualifiers]:
    """The qualifier sets of the candidates c++filt records for a run before the
    whole qualified type's, innermost first (empty where the text does not read
    back as ``quals``: the ABI's numbering stands)."""
    parts = _segments(run)
    if parts is None or len(parts) < 2:
        return []
    try:
        whole = _read_qualifiers(run)[0]
        steps = [_read_qualifiers("".join(parts[i:]))[0] for i in range(len(parts) - 1, 0, -1)]
    except Exception:  # noqa: BLE001 - (a text that is no run: no steps)
        return []
    if whole != quals:  # the host spelling: AS<n> is a numbered vendor qualifier
        whole = _numbered(whole)  # (spirmangle.demangler.lexer.words.numbered_as_vendor)
        if whole != quals:
            return []
        steps = [_numbered(step) for step in steps]
    return steps


def _numbered(quals: Qualifiers) -> Qualifiers:
    space, const, volatile, restrict, others, host, cv_first = quals
    if space is None or host:
        return quals
    return None, const, volatile, restrict, ("AS%d" % int(space),) + others, False, cv_first
