"""Reading LLVM IR text, bitcode and SPIR-V; the symbol scanner and text filter."""
