"""Compare catalogue expansions with the clang 19 corpus (a checking aid, never a source).

    python tests/support/catalogue_check.py math sync        # report per family and config

``compare(families)`` returns, per configuration, the mangled names the given
families produce that clang does not (extra) and the corpus names *owned by*
those families that they do not produce (missing).  A corpus name is owned by
the families that declare a builtin of that name.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.append(str(Path(__file__).resolve().parent.parent.parent))  # source tree if not installed

import corpus  # noqa: E402
from spirmangle.catalogue import family_decls  # noqa: E402
from spirmangle.catalogue.core import expand  # noqa: E402
from spirmangle.config import get_target, language  # noqa: E402


def compare(families, configs=None):
    """{config: (extra, missing)} for the union of ``families``."""
    decls = [d for f in families for d in family_decls(f)]
    expanded = {config: {o.mangled: o for o in expand(decls, get_target(target),
                                                       language(cl_std, cl_ext))}
                for config, (target, cl_std, cl_ext) in corpus.CONFIGS.items()}
    # every name the families declare in any configuration owns its corpus rows
    names = {o.name for produced in expanded.values() for o in produced.values()}
    result = {}
    for config in configs or corpus.CONFIGS:
        produced = expanded[config]
        expected = {r.mangled: r for r in corpus.rows(config) if r.name in names}
        extra = sorted(set(produced) - set(expected))
        missing = sorted(set(expected) - set(produced))
        result[config] = (extra, [expected[m] for m in missing], [produced[e] for e in extra])
    return result


def main(argv):
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return
    families = argv or ["math"]
    for config, (extra, missing, extra_o) in compare(families).items():
        print("%-28s extra %5d  missing %5d" % (config, len(extra), len(missing)))
        for o in extra_o[:8]:
            print("   extra  ", o.mangled, "|", o.prototype)
        for r in missing[:8]:
            print("   missing", r.mangled, "|", r.name, r.signature)


if __name__ == "__main__":
    main(sys.argv[1:])
