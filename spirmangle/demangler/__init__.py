"""Mangled name -> model: the lexer, the LALR loop and its parse actions, Symbol."""
