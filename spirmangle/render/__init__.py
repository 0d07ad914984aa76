"""Model -> text: the opencl, llvm, gnu and cxx printers."""
