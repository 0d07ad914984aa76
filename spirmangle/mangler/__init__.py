"""Model -> mangled name, byte-identical to clang 19."""
