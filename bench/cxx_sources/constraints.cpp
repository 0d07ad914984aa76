// C++20 constraints: requires-clauses after the template head and trailing ones,
// requires-expressions with simple, type, compound and nested requirements,
// constrained template parameters (template<std::integral T>, template<C auto N>,
// constrained template template parameters), abbreviated function templates,
// constrained generic lambdas and friends whose constraints name the enclosing
// template.  clang-19 mangles the constraints it needs to tell overloads apart
// (Q<expression>, Tk<concept>, Tn/Ty/Tt); g++ 12 mostly leaves them out.
// corpus-label: expr
// corpus-flags: -std=c++20
#include <concepts>
#include <cstddef>
#include <type_traits>
#include <utility>

namespace cx {

template <class T> concept Small = sizeof(T) <= 4;
template <class T> concept HasFoo = requires(T t) { t.foo(); };
template <class T> concept HasType = requires { typename T::type; };
template <class T> concept Addable = requires(T a, T b) {
  a + b;                                       // simple
  { a + b } -> std::convertible_to<T>;         // compound with a type-constraint
  { a - b } noexcept;                          // compound, noexcept
  { -a } noexcept -> std::same_as<T>;          // both
  typename std::common_type_t<T, int>;         // type
  requires sizeof(T) >= 1;                     // nested
};
template <class T, class U> concept SameSize = sizeof(T) == sizeof(U);
template <class... T> concept AllSmall = (Small<T> && ...);
template <auto N> concept Positive = N > 0;

struct X { int foo() const noexcept; using type = int; int operator+(X) const; };
struct Y { int foo() const; };

// a requires-clause after the template head, and a trailing one
template <class T> requires Small<T> int head(T);
template <class T> requires(!Small<T>) int head(T);
template <class T> int trailing(T) requires std::integral<T>;
template <class T> int trailing(T) requires std::floating_point<T>;
template <class T> requires Small<T> int both(T) requires std::signed_integral<T>;
template <class T> requires std::integral<T> && (sizeof(T) > 1) int conj(T);
template <class T> requires std::integral<T> || std::floating_point<T> int disj(T);
template <class T, class U> requires SameSize<T, U> int two(T, U);
// requires-expressions in requires-clauses
template <class T> requires requires(T t) { t.foo(); } int rq_simple(T);
template <class T> requires requires { typename T::type; } int rq_type(T);
template <class T> requires requires(T t) { { t.foo() } -> std::same_as<int>; } int rq_compound(T);
template <class T> requires requires(T t) { { t.foo() } noexcept; } int rq_noexcept(T);
template <class T> requires requires(T t) { { t + t } noexcept -> std::convertible_to<T>; } int rq_both(T);
template <class T> requires requires { requires sizeof(T) > 2; } int rq_nested(T);
template <class T> requires requires(T a, T b) { a + b; typename T::type; { a.foo() }; requires Small<T>; } int rq_all(T);
template <class T> requires requires { T{}; } int rq_noparams(T);
template <class T> requires(requires(T t) { t.foo(); } && !HasType<T>) int rq_combined(T);
// constrained template parameters
template <std::integral T> int cp_integral(T);
template <std::convertible_to<long> T> int cp_with_arg(T);
template <Small T, HasFoo U> int cp_two(T, U);
template <Addable T> int cp_addable(T);
template <Small... T> int cp_pack(T...);
template <Small auto N> int cp_auto();
template <std::integral auto N> int cp_auto2();
template <auto N> requires Positive<N> int cp_auto_req();
template <template <class> class C> int cp_template();
template <template <std::integral> class C> int cp_template_constrained();
template <std::integral T, T N> int cp_dependent_nttp(T);
template <class T> struct Box { T v; };
template <std::integral T> struct IBox { T v; };
// abbreviated function templates
int ab_integral(std::integral auto x);
int ab_two(Small auto x, std::floating_point auto y);
int ab_pack(std::integral auto... x);
int ab_ref(const HasFoo auto& x);
int ab_plain(auto x, auto* p);
int ab_constrained_ret(std::integral auto x) requires Small<decltype(x)>;
// member functions of class templates with constraints on the class's parameters
template <class T> struct Holder {
  int get() requires Small<T>;
  int get() requires(!Small<T>);
  template <class U> requires SameSize<T, U> int with(U);
  template <std::integral U> int cwith(U);
  friend int fr(Holder) requires Small<T> { return 1; }
  friend int fr2(Holder, auto x) requires std::integral<decltype(x)> { return 2; }
  template <class U> friend int fr3(Holder, U) requires SameSize<T, U> { return 3; }
};
// variable-free concepts used in the return type via enable_if and bool NTTPs
template <class T> std::enable_if_t<HasFoo<T>, int> sf_concept(T);
template <class T, bool B = HasType<T>> int bool_arg(T);
template <class T> auto conc_expr(T) -> char (*)[Small<T> + 1];
template <class... T> requires AllSmall<T...> int all_small(T...);
template <class... T> requires(Small<T> && ...) int fold_req(T...);

// generic lambdas with constraints in an inline function: their closure types are
// named by their signatures (Ul<template-param-decl>...E_)
inline int lambdas(X x) {
  auto l1 = []<std::integral T>(T t) { return t; };
  auto l2 = []<class T> requires Small<T>(T t) { return t; };
  auto l3 = [](std::integral auto t) { return t; };
  auto l4 = []<class T>(T t) requires HasFoo<T> { return t.foo(); };
  auto l5 = []<Small auto N>() { return N; };
  auto l6 = []<template <class> class C>() { return C<int>{}.v; };
  auto l7 = []<std::integral... T>(T... t) { return (t + ... + 0); };
  auto l8 = []<class T, std::convertible_to<T> U>(T t, U u) { return t + u; };
  return l1(1) + l2(1) + l3(2L) + l4(x) + l5.operator()<3>() + l6.operator()<Box>() + l7(1, 2L) + l8(1, 'c');
}
inline auto var_lambda = []<std::integral T>(T t) requires Small<T> { return t; };

void use(X x) {
  lambdas(x); var_lambda(1);
  head(1); head(1.0); trailing(1); trailing(1.0); both(1); conj(2L); disj(1.5f); two(1, 1.0f);
  rq_simple(x); rq_type(x); rq_compound(x); rq_noexcept(x); rq_both(1); rq_nested(1);
  rq_all(x); rq_noparams(x); rq_combined(Y{}); rq_nested(2L);
  cp_integral(1); cp_integral('c'); cp_with_arg(1); cp_two(1, x); cp_addable(1); cp_pack(1, 'c');
  cp_auto<1>(); cp_auto<'c'>(); cp_auto2<3>(); cp_auto_req<4>();
  cp_template<Box>(); cp_template_constrained<IBox>(); cp_dependent_nttp<int, 3>(1);
  ab_integral(1); ab_integral(2L); ab_two(1, 2.0); ab_pack(1, 2L, 'c'); ab_pack(); ab_ref(x);
  ab_plain(1, &x); ab_constrained_ret(1);
  Holder<int> hi; Holder<double> hd;
  hi.get(); hd.get(); hi.with(1.0f); hi.cwith(1L); fr(hi); fr2(hi, 1); fr3(hi, 2.0f);
  sf_concept(x); bool_arg(x); conc_expr(1); all_small(1, 'c'); fold_req(1, short());
  auto l1 = []<std::integral T>(T t) { return t; };
  auto l2 = []<class T> requires Small<T>(T t) { return t; };
  auto l3 = [](std::integral auto t) { return t; };
  auto l4 = []<class T>(T t) requires HasFoo<T> { return t.foo(); };
  auto l5 = []<Small auto N>() { return N; };
  auto l6 = []<template <class> class C>() { return C<int>{}.v; };
  l1(1); l2(1); l3(2L); l4(x); l5.operator()<3>(); l6.operator()<Box>();
}

}  // namespace cx
