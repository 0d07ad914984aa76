// Lambdas: in templates, generic, with explicit template parameters, in default
// arguments, in variable and data-member initializers, nested, capturing packs.
// corpus-flags: -std=c++20
#include <utility>

namespace lam {

template <class T>
T apply_twice(T x) {
  auto f = [](T v) { return v + v; };
  auto g = [&](auto w) { return f(w) + x; };
  return g(f(x));
}
template int apply_twice<int>(int);
template double apply_twice<double>(double);

template <class... Ts>
int count_all(Ts... ts) {
  auto counter = [](auto... vs) { return static_cast<int>(sizeof...(vs)); };
  return counter(ts...) + [&ts...]() { return static_cast<int>(sizeof...(ts)); }();
}
template int count_all<int, char, long>(int, char, long);
template int count_all<>();

inline auto generic = [](auto a, auto&& b, const auto*... rest) { return sizeof...(rest) + sizeof(a) + sizeof(b); };
int use_generic() {
  int i = 0;
  return static_cast<int>(generic(1, i) + generic('c', 2.0, &i, &i));
}

inline auto explicit_tparams = []<class T, int N>(T (&arr)[N]) { return N + sizeof(T); };
inline auto explicit_pack = []<typename... Us>(Us... us) { return sizeof...(Us); };
inline auto tt_lambda = []<template <class> class TT, class U>(TT<U>*) { return 0; };
template <class U> struct Box { U u; };
int use_explicit() {
  int a[3] = {};
  Box<int>* b = nullptr;
  return static_cast<int>(explicit_tparams(a) + explicit_pack(1, 2u, 3l) + tt_lambda(b));
}

struct Widget {
  int run(int x = [] { return 7; }(), int y = [](int z) { return z * 2; }(3));
  static inline auto member_lambda = [](int q) { return q + 1; };
  int field_init = [] { return 4; }();
  template <class T> static T tmember(T t = [] { return T(); }()) { return t; }
};
int Widget::run(int x, int y) { return x + y + member_lambda(field_init); }
int use_widget() { Widget w; return w.run() + w.run(1) + Widget::tmember<int>() + static_cast<int>(Widget::tmember<double>()); }

template <class T> struct Holder {
  T value;
  static Holder make(T v) { return [](T w) { return Holder{w}; }(v); }
  auto get() const { return [this] { return value; }(); }
};
int use_holder() { return Holder<int>::make(3).get() + static_cast<int>(Holder<short>::make(2).get()); }

int nested(int n) {
  auto outer = [n](int a) {
    auto inner = [n, a](int b) {
      auto innermost = [=](auto c) { return n + a + b + c; };
      return innermost(1) + innermost(2L);
    };
    return inner(a) + inner(n);
  };
  auto second = [](int) { return 0; };
  auto third = [](int, int) { return 1; };
  return outer(n) + second(1) + third(1, 2);
}

template <class F> int call(F f) { return f(); }
int use_call() {
  return call([] { return 1; }) + call([] { return 2; }) + call([x = 3] { return x; }) +
         call([]() noexcept { return 4; }) + call([]() mutable { return 5; });
}

inline int inline_fn() {
  static auto counter = [] { static int calls = 0; return ++calls; };
  return counter() + [] { return 1; }();
}
int use_inline_fn() { return inline_fn(); }

template <class T> auto make_adder(T base) {
  return [base](auto... more) { return (base + ... + more); };
}
int use_adder() { return make_adder(1)(2, 3) + static_cast<int>(make_adder(1.0)(2)); }

auto deduced_ret_lambda() { return [](int x) -> long { return x; }; }
long use_deduced() { return deduced_ret_lambda()(3); }

template <int N> struct Fixed {
  static int value() { return [] { return N; }(); }
};
int use_fixed() { return Fixed<1>::value() + Fixed<2>::value() + Fixed<-3>::value(); }

}  // namespace lam

auto global_lambda = [](int x) { return x + 1; };
static auto static_lambda = [](const char* s) { return s[0]; };
namespace { auto anon_lambda = [](double d) { return d; }; }
int use_globals() { return global_lambda(1) + static_lambda("x") + static_cast<int>(anon_lambda(2.0)); }
