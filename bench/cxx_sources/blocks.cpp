// Clang blocks (-fblocks): invocation functions are named ___Z..._block_invoke[_N].
// corpus-compilers: clang
// corpus-flags: -std=c++17 -fblocks
namespace bl {
int run(int (^b)(int)) { return b(1); }
int outer(int x) {
  int y = run(^(int v) { return v + x; });
  y += run(^(int v) { return v * 2; });
  return y;
}
template <class T> T tpl(T t) { return run(^(int v) { return v + static_cast<int>(t); }); }
template int tpl<int>(int);
struct S { int m(int z) { return run(^(int v) { return v + z; }); } };
int use() { return S().m(1); }
}  // namespace bl
int top_level(void (^cb)(void)) { cb(); return ^{ return 3; }(); }
