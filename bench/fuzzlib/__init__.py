"""The demangler fuzzer's parts (bench/fuzz_demangle.py is the script):

* :mod:`fuzzlib.mutate`: seeds (corpus, committed samples, the cache of real
  symbols) and the mutations;
* :mod:`fuzzlib.grammar` (with :mod:`fuzzlib.grammar_exprs`): the grammar-aware
  name generator;
* :mod:`fuzzlib.checks`: the checks run on each name;
* :mod:`fuzzlib.report`: counts, examples and categories of failures;
* :mod:`fuzzlib.watchdog`: the worker processes and the parent's watchdog
  (the hang guard that holds where no signal handler runs).
"""
