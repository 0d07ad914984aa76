"""``spirmangle lookup --json``: one object per query.

``{"query", "configuration": {"target", "cl_std", "cl_ext", "dialect"},
"found": [overload], "elsewhere": [configuration + "extensions"],
"closest": [overload]}``, an overload being ``{"name", "mangled", "prototype",
"since", "until", "extensions", "attributes", "section"}``; ``elsewhere`` and
``closest`` are filled only when nothing is found.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    from .core import Overload
    from .where import Place


def overload_json(o: "Overload") -> dict[str, Any]:
    return {"name": o.name, "mangled": o.mangled, "prototype": o.prototype, "since": o.since,
            "until": o.until, "extensions": list(o.extensions), "attributes": list(o.attributes),
            "section": o.section}


def lookup_json(args: argparse.Namespace, found: Sequence["Overload"],
                near: Sequence["Overload"], places: Sequence["Place"]) -> str:
    return json.dumps({
        "query": args.query,
        "configuration": {"target": args.target, "cl_std": args.cl_std, "cl_ext": args.cl_ext,
                          "dialect": args.dialect},
        "found": [overload_json(o) for o in found],
        "elsewhere": [p.to_json() for p in places],
        "closest": [overload_json(o) for o in near],
    })
