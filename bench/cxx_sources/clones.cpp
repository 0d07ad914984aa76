// Functions that optimizing compilers clone or split: g++ -O2 makes .isra.N,
// .constprop.N, .part.N and .cold; clang with -funique-internal-linkage-names
// adds .__uniq.N; coroutines give .resume/.destroy/.cleanup (clang) and
// .actor/.destroy (g++).
// corpus-flags: -std=c++20
#include <coroutine>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace cl {

struct Big { int a[16]; std::string s; };

static int __attribute__((noinline)) only_field(Big b) { return b.a[3] + static_cast<int>(b.s.size()); }
int call_only_field(const Big& b) { return only_field(b); }

static int __attribute__((noinline)) with_constant(int x, int mode) {
  if (mode == 3) return x * 3;
  return x + mode;
}
int call_constant(int x) { return with_constant(x, 3) + with_constant(x + 1, 3); }

[[gnu::cold]] [[gnu::noinline]] void report(const char* what) { std::fprintf(stderr, "%s\n", what); std::abort(); }
int __attribute__((noinline)) checked_div(int a, int b) {
  if (__builtin_expect(b == 0, 0)) {
    std::fprintf(stderr, "division by zero %d\n", a);
    std::abort();
  }
  return a / b;
}

static int __attribute__((noinline)) partial(int* p, int n) {
  if (!p) return -1;
  int s = 0;
  for (int i = 0; i < n; ++i) { s += p[i] * p[i]; if (s > 1000) { std::puts("big"); s = 0; } }
  return s;
}
int call_partial(int* p, int n) { return partial(p, n) + partial(nullptr, n); }

template <class T> static T __attribute__((noinline)) tpl_clone(T t, int unused) { return t + t; }
int call_tpl_clone() { return tpl_clone(1, 0) + static_cast<int>(tpl_clone(2.0, 0)); }

namespace {
int __attribute__((noinline)) anon_internal(int x) { return x * 7; }
}
int call_anon(int x) { return anon_internal(x); }

struct Task {
  struct promise_type {
    Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    void return_value(int v) { value = v; }
    void unhandled_exception() {}
    int value = 0;
  };
  std::coroutine_handle<promise_type> h;
};
Task coro(int x) { co_await std::suspend_always{}; co_return x + 1; }
template <class T> Task coro_tpl(T t) { co_return static_cast<int>(t); }
template Task coro_tpl<long>(long);

}  // namespace cl
