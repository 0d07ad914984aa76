"""Catalogue family: math (being written).

BRIEF FOR THE HELPER WRITING THIS FILE (delete this block when you write the module):

## Context (read this first)
You are helping build **spirmangle** at /work/main (a git repo): a Python toolkit for Itanium C++ ABI
name mangling with the SPIR/OpenCL extensions. Several helpers work in the same tree at the same time,
so obey the file ownership rules below strictly.

Read before writing code:
- /work/shared/MANGLING-FACTS.md (domain facts; read fully).
- /work/main/spirmangle/model.py, builder.py, config.py, prototype.py (the OpenCL C prototype parser),
  mangle.py, and especially /work/main/spirmangle/catalogue/core.py (the declarative catalogue core:
  `Decl`, `rows`, `product`, `vec`, type lists such as FLOATN, the `AS` address-space placeholder,
  `pointer_spaces`, automatic double->cl_khr_fp64 / half->cl_khr_fp16 extensions, `when`/`row_when`
  predicates, `dialects`, `unmangled_in`) and /work/main/spirmangle/catalogue/__init__.py (registry).
- The conformance corpus /work/shared/conformance/clang19/<config>.tsv (columns mangled, name, signature,
  llvm_demangled): what clang 19 emits for every builtin of its OpenCL header per configuration.
  Configurations and their options are in /work/main/tests/corpus.py (CONFIGS). All extensions are
  enabled (-cl-ext=+all) except that CL3.0-nogenericas disables __opencl_c_generic_address_space,
  __opencl_c_pipes, __opencl_c_device_enqueue. `LanguageOptions.has(name)` is True unless that name
  was disabled, in every version, so gate version-specific things with `since=`/`until=` (until is
  exclusive) and `when=lambda lang: ...` (e.g. `lang.version >= 300 and lang.has("__opencl_c_pipes")`).
- Facts about which overloads exist come from the OpenCL C specification (use the `search` tool, corpus
  "docs" or "pages") and clang's headers on disk: /usr/lib/llvm-19/lib/clang/19/include/opencl-c.h and
  opencl-c-base.h (read them for facts: which overloads, which #if guards). **Never generate the
  catalogue from the corpus or mechanically from the header**: write declarative Decls by hand the way
  the spec describes builtins (gentype families expanded in lock-step, address-space variants, versions,
  extensions). The corpus only checks your work.
- Check your work with `cd /work/main && python3 tests/catalogue_check.py <family> [<family>...]`: per
  configuration it lists mangled names your declarations produce that clang does not (extra) and corpus
  rows whose builtin *name* you declare that you do not produce (missing). Goal: 0 extra, 0 missing in
  all five configurations.

## Rules
- Do NOT run `git commit`, `git add`, `git stash`, `git checkout` or anything that changes git state; the
  lead engineer commits. Do not create files outside the ones you own. Do not edit other files, except:
  if the catalogue core truly lacks something, you may make a *small additive* change to
  spirmangle/catalogue/core.py (re-read the file right before editing, use a precise str_replace, never
  change existing behaviour) and say so in your report.
- Each Decl carries: `section` (OpenCL C 3.0 spec section, e.g. "6.15.2" math, "6.15.3" integer,
  "6.15.4" common, "6.15.5" geometric, "6.15.6" relational, "6.15.7" vector load/store, "6.15.8"
  synchronization, "6.15.9" legacy explicit fences, "6.15.10" address space qualifier functions,
  "6.15.11" async copies and prefetch, "6.15.12" atomic functions, "6.15.13" misc vector, "6.15.14"
  printf, "6.15.15" image functions, "6.15.16" work-group, "6.15.17" pipes, "6.15.18" enqueue,
  "6.15.19" sub-group; extension builtins cite the extension name, e.g. "cl_khr_subgroup_ballot"),
  `since`/`until`, `extensions` (real extension or feature names that must be enabled), `attributes`
  (use "const" for clang's __cnfn, "pure" for __purefn, "convergent" for __conv).
- Readable code: short module docstring, comments only where the why is not obvious, type hints, no
  module over ~600 lines (split into two files you own if needed: tell the lead to register them).
- Write a test `tests/test_catalogue_<family>.py` that asserts `tests/catalogue_check.compare([...])` gives
  no extra and no missing names for every configuration (use `import catalogue_check` — tests/conftest.py
  puts tests/ on sys.path — and skip with pytest.mark.skipif when `corpus.available()` is False).
- The machine has 2 cores shared with other helpers: run only your own tests, e.g.
  `python3 -m pytest -q tests/test_catalogue_<family>.py`.
- Work for at most about 60 minutes. Finish with a short report: files written, per-config residual
  diff (ideally none), anything you noticed and left alone, any core.py change.
"""

from .core import Decl

DECLS: list[Decl] = []
