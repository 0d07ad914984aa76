"""The ``spirmangle`` command line."""
