"""Renaming a module's builtins to other conventions."""
