// GCC transactional memory (-fgnu-tm): transaction clones _ZGTt.
// corpus-compilers: gcc
// corpus-flags: -std=c++17 -fgnu-tm
namespace tm {
int shared_value;
[[gnu::transaction_safe]] int bump(int x) { return shared_value += x; }
[[gnu::transaction_safe]] int maybe(int x) { return x + 1; }
struct Counter { __attribute__((transaction_safe)) void inc(); int n; };
void Counter::inc() { ++n; }
int use() { int r = 0; __transaction_atomic { r = bump(1) + maybe(2) > 0; } return r; }
}  // namespace tm
