#include "llvm/Demangle/Demangle.h"
#include <cstdlib>
#include <iostream>
#include <string>

// The pieces LLVM's ItaniumPartialDemangler cuts a name into, for spirmangle's tests
// (tests/test_thirdparty_items.py builds it against llvm-19's libLLVMDemangle.a).
// One line per name on stdin: "error", "data", or "function" and the function's name,
// base name, declaration context, parameters and return type, tab-separated.
int main() {
  llvm::ItaniumPartialDemangler d;
  std::string line;
  char *buf = nullptr;
  size_t size = 0;
  while (std::getline(std::cin, line)) {
    if (d.partialDemangle(line.c_str())) { std::cout << "error\n"; continue; }
    if (!d.isFunction()) { std::cout << "data\n"; continue; }
    std::cout << "function";
    char *(llvm::ItaniumPartialDemangler::*parts[])(char *, size_t *) const = {
        &llvm::ItaniumPartialDemangler::getFunctionName, &llvm::ItaniumPartialDemangler::getFunctionBaseName,
        &llvm::ItaniumPartialDemangler::getFunctionDeclContextName,
        &llvm::ItaniumPartialDemangler::getFunctionParameters,
        &llvm::ItaniumPartialDemangler::getFunctionReturnType};
    for (auto part : parts) {
      char *got = (d.*part)(buf, &size);
      if (got) buf = got;
      std::cout << '\t' << (got ? got : "<null>");
    }
    std::cout << '\n';
  }
  std::free(buf);
}
