"""The lexer part of the demangler."""
