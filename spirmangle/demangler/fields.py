"""The fields of the demangler's builder (:class:`spirmangle.demangler.core._Builder`).

The builder keeps a parse's state in some fifty fields, which its mixins (the
callbacks of :mod:`~spirmangle.demangler.names`, :mod:`~spirmangle.demangler.exprs`...)
read and write too; the builder resets them all for each name.  They are the
builder's ``__slots__`` (the mixins have none of their own): slots are read and
written quicker than the keys of an instance dict that large, on the per-name
path.  A new field is added here (else setting it raises AttributeError).
"""

from __future__ import annotations

BUILDER_FIELDS = ("clang_deep", "constraint_from", "contexts", "decltypes", "dependent_memo",
                  "fn_returns", "fresh", "gxx_inherit_reading", "gxx_scope_from",
                  "host_addrspaces", "in_constraint", "inherit_ambiguous", "inherit_base_refs",
                  "inherit_by_subst", "inherit_from", "inherit_gxx", "inherit_keep", "inherit_low",
                  "inherit_slots", "last_reset", "level_params", "llvm_head",
                  "lookups_before_phantom", "merged", "mode", "most_parts", "name", "named_types",
                  "note_clang", "ocl_names", "outside_memo", "past_scope", "phantom",
                  "phantom_pointers", "phantoms", "pipes", "private_pointees", "ref_pointee", "renumbered",
                  "run_texts", "scope_opens", "scope_spans", "scope_tokens", "scoped",
                  "spell_private", "srn_from", "substituted", "substitutions", "table", "tparams",
                  "tracking", "ur_substituted", "vendor_split_from")
