// Fold expressions in all four forms (unary right and left, binary right and
// left) over every foldable operator, in return types and array bounds, plus pack
// expansions in expressions and template arguments: f(args...), sizeof...(Ts),
// pack expansions of member accesses and casts, nested packs.
// corpus-label: expr
// corpus-flags: -std=c++20
#include <cstddef>
#include <tuple>
#include <utility>

namespace fo {

template <class... T> auto ur_add(T... t) -> decltype((t + ...));
template <class... T> auto ul_add(T... t) -> decltype((... + t));
template <class I, class... T> auto br_add(I i, T... t) -> decltype((t + ... + i));
template <class I, class... T> auto bl_add(I i, T... t) -> decltype((i + ... + t));
template <class... T> auto ur_sub(T... t) -> decltype((t - ...));
template <class... T> auto ul_sub(T... t) -> decltype((... - t));
template <class I, class... T> auto br_sub(I i, T... t) -> decltype((t - ... - i));
template <class I, class... T> auto bl_sub(I i, T... t) -> decltype((i - ... - t));
template <class... T> auto ur_mul(T... t) -> decltype((t * ...));
template <class... T> auto ul_mul(T... t) -> decltype((... * t));
template <class I, class... T> auto br_mul(I i, T... t) -> decltype((t * ... * i));
template <class I, class... T> auto bl_mul(I i, T... t) -> decltype((i * ... * t));
template <class... T> auto ur_div(T... t) -> decltype((t / ...));
template <class... T> auto ul_div(T... t) -> decltype((... / t));
template <class I, class... T> auto br_div(I i, T... t) -> decltype((t / ... / i));
template <class I, class... T> auto bl_div(I i, T... t) -> decltype((i / ... / t));
template <class... T> auto ur_mod(T... t) -> decltype((t % ...));
template <class... T> auto ul_mod(T... t) -> decltype((... % t));
template <class I, class... T> auto br_mod(I i, T... t) -> decltype((t % ... % i));
template <class I, class... T> auto bl_mod(I i, T... t) -> decltype((i % ... % t));
template <class... T> auto ur_xor(T... t) -> decltype((t ^ ...));
template <class... T> auto ul_xor(T... t) -> decltype((... ^ t));
template <class I, class... T> auto br_xor(I i, T... t) -> decltype((t ^ ... ^ i));
template <class I, class... T> auto bl_xor(I i, T... t) -> decltype((i ^ ... ^ t));
template <class... T> auto ur_band(T... t) -> decltype((t & ...));
template <class... T> auto ul_band(T... t) -> decltype((... & t));
template <class I, class... T> auto br_band(I i, T... t) -> decltype((t & ... & i));
template <class I, class... T> auto bl_band(I i, T... t) -> decltype((i & ... & t));
template <class... T> auto ur_bor(T... t) -> decltype((t | ...));
template <class... T> auto ul_bor(T... t) -> decltype((... | t));
template <class I, class... T> auto br_bor(I i, T... t) -> decltype((t | ... | i));
template <class I, class... T> auto bl_bor(I i, T... t) -> decltype((i | ... | t));
template <class... T> auto ur_shl(T... t) -> decltype((t << ...));
template <class... T> auto ul_shl(T... t) -> decltype((... << t));
template <class I, class... T> auto br_shl(I i, T... t) -> decltype((t << ... << i));
template <class I, class... T> auto bl_shl(I i, T... t) -> decltype((i << ... << t));
template <class... T> auto ur_shr(T... t) -> decltype((t >> ...));
template <class... T> auto ul_shr(T... t) -> decltype((... >> t));
template <class I, class... T> auto br_shr(I i, T... t) -> decltype((t >> ... >> i));
template <class I, class... T> auto bl_shr(I i, T... t) -> decltype((i >> ... >> t));
template <class... T> auto ur_land(T... t) -> decltype((t && ...));
template <class... T> auto ul_land(T... t) -> decltype((... && t));
template <class I, class... T> auto br_land(I i, T... t) -> decltype((t && ... && i));
template <class I, class... T> auto bl_land(I i, T... t) -> decltype((i && ... && t));
template <class... T> auto ur_lor(T... t) -> decltype((t || ...));
template <class... T> auto ul_lor(T... t) -> decltype((... || t));
template <class I, class... T> auto br_lor(I i, T... t) -> decltype((t || ... || i));
template <class I, class... T> auto bl_lor(I i, T... t) -> decltype((i || ... || t));
template <class... T> auto ur_comma(T... t) -> decltype((t , ...));
template <class... T> auto ul_comma(T... t) -> decltype((... , t));
template <class I, class... T> auto br_comma(I i, T... t) -> decltype((t , ... , i));
template <class I, class... T> auto bl_comma(I i, T... t) -> decltype((i , ... , t));
template <class... T> auto ur_eq(T... t) -> decltype((t == ...));
template <class... T> auto ul_eq(T... t) -> decltype((... == t));
template <class I, class... T> auto br_eq(I i, T... t) -> decltype((t == ... == i));
template <class I, class... T> auto bl_eq(I i, T... t) -> decltype((i == ... == t));
template <class... T> auto ur_ne(T... t) -> decltype((t != ...));
template <class... T> auto ul_ne(T... t) -> decltype((... != t));
template <class I, class... T> auto br_ne(I i, T... t) -> decltype((t != ... != i));
template <class I, class... T> auto bl_ne(I i, T... t) -> decltype((i != ... != t));
template <class... T> auto ur_lt(T... t) -> decltype((t < ...));
template <class... T> auto ul_lt(T... t) -> decltype((... < t));
template <class I, class... T> auto br_lt(I i, T... t) -> decltype((t < ... < i));
template <class I, class... T> auto bl_lt(I i, T... t) -> decltype((i < ... < t));
template <class... T> auto ur_gt(T... t) -> decltype((t > ...));
template <class... T> auto ul_gt(T... t) -> decltype((... > t));
template <class I, class... T> auto br_gt(I i, T... t) -> decltype((t > ... > i));
template <class I, class... T> auto bl_gt(I i, T... t) -> decltype((i > ... > t));
template <class... T> auto ur_le(T... t) -> decltype((t <= ...));
template <class... T> auto ul_le(T... t) -> decltype((... <= t));
template <class I, class... T> auto br_le(I i, T... t) -> decltype((t <= ... <= i));
template <class I, class... T> auto bl_le(I i, T... t) -> decltype((i <= ... <= t));
template <class... T> auto ur_ge(T... t) -> decltype((t >= ...));
template <class... T> auto ul_ge(T... t) -> decltype((... >= t));
template <class I, class... T> auto br_ge(I i, T... t) -> decltype((t >= ... >= i));
template <class I, class... T> auto bl_ge(I i, T... t) -> decltype((i >= ... >= t));
// (a fold over plain = crashes g++ 12: in exprs_clang.cpp)
template <class... T> auto ur_addassign(T&... t) -> decltype((t += ...));
template <class... T> auto ul_addassign(T&... t) -> decltype((... += t));
template <class I, class... T> auto br_addassign(I& i, T&... t) -> decltype((t += ... += i));
template <class I, class... T> auto bl_addassign(I& i, T&... t) -> decltype((i += ... += t));
template <class... T> auto ur_subassign(T&... t) -> decltype((t -= ...));
template <class... T> auto ul_subassign(T&... t) -> decltype((... -= t));
template <class I, class... T> auto br_subassign(I& i, T&... t) -> decltype((t -= ... -= i));
template <class I, class... T> auto bl_subassign(I& i, T&... t) -> decltype((i -= ... -= t));
template <class... T> auto ur_mulassign(T&... t) -> decltype((t *= ...));
template <class... T> auto ul_mulassign(T&... t) -> decltype((... *= t));
template <class I, class... T> auto br_mulassign(I& i, T&... t) -> decltype((t *= ... *= i));
template <class I, class... T> auto bl_mulassign(I& i, T&... t) -> decltype((i *= ... *= t));
template <class... T> auto ur_divassign(T&... t) -> decltype((t /= ...));
template <class... T> auto ul_divassign(T&... t) -> decltype((... /= t));
template <class I, class... T> auto br_divassign(I& i, T&... t) -> decltype((t /= ... /= i));
template <class I, class... T> auto bl_divassign(I& i, T&... t) -> decltype((i /= ... /= t));
template <class... T> auto ur_modassign(T&... t) -> decltype((t %= ...));
template <class... T> auto ul_modassign(T&... t) -> decltype((... %= t));
template <class I, class... T> auto br_modassign(I& i, T&... t) -> decltype((t %= ... %= i));
template <class I, class... T> auto bl_modassign(I& i, T&... t) -> decltype((i %= ... %= t));
template <class... T> auto ur_xorassign(T&... t) -> decltype((t ^= ...));
template <class... T> auto ul_xorassign(T&... t) -> decltype((... ^= t));
template <class I, class... T> auto br_xorassign(I& i, T&... t) -> decltype((t ^= ... ^= i));
template <class I, class... T> auto bl_xorassign(I& i, T&... t) -> decltype((i ^= ... ^= t));
template <class... T> auto ur_andassign(T&... t) -> decltype((t &= ...));
template <class... T> auto ul_andassign(T&... t) -> decltype((... &= t));
template <class I, class... T> auto br_andassign(I& i, T&... t) -> decltype((t &= ... &= i));
template <class I, class... T> auto bl_andassign(I& i, T&... t) -> decltype((i &= ... &= t));
template <class... T> auto ur_orassign(T&... t) -> decltype((t |= ...));
template <class... T> auto ul_orassign(T&... t) -> decltype((... |= t));
template <class I, class... T> auto br_orassign(I& i, T&... t) -> decltype((t |= ... |= i));
template <class I, class... T> auto bl_orassign(I& i, T&... t) -> decltype((i |= ... |= t));
template <class... T> auto ur_shlassign(T&... t) -> decltype((t <<= ...));
template <class... T> auto ul_shlassign(T&... t) -> decltype((... <<= t));
template <class I, class... T> auto br_shlassign(I& i, T&... t) -> decltype((t <<= ... <<= i));
template <class I, class... T> auto bl_shlassign(I& i, T&... t) -> decltype((i <<= ... <<= t));
template <class... T> auto ur_shrassign(T&... t) -> decltype((t >>= ...));
template <class... T> auto ul_shrassign(T&... t) -> decltype((... >>= t));
template <class I, class... T> auto br_shrassign(I& i, T&... t) -> decltype((t >>= ... >>= i));
template <class I, class... T> auto bl_shrassign(I& i, T&... t) -> decltype((i >>= ... >>= t));
struct M { int m; int get() const; };
template <class P, class... T> auto pm_dot(P p, T... t) -> decltype((p .* ... .* t));
template <class P, class... T> auto pm_arrow(P* p, T... t) -> decltype((p ->* ... ->* t));
// folds in array bounds (non-type values) and in constant template arguments
template <int... N> auto nt_sum() -> char (*)[(N + ... + 1)];
template <int... N> auto nt_mul() -> char (*)[(1 * ... * N)];
template <bool... B> auto nt_and() -> char (*)[(B && ...) + 1];
template <bool... B> auto nt_or() -> char (*)[(... || B) + 1];
template <unsigned... N> auto nt_shift() -> char (*)[(1u << ... << N)];
template <int N> struct Int {};
template <class... T> auto nt_size() -> Int<(sizeof(T) + ...)>;
template <class... T> auto nt_align() -> Int<(0 + ... + alignof(T))>;
template <class... T> auto nt_count() -> Int<sizeof...(T)>;
template <int... N> auto nt_count_values() -> Int<sizeof...(N) * 2>;
// fold of a complex pattern: calls, members, casts, nested expressions
int f(int);
template <class... T> auto p_call(T... t) -> decltype((f(t) + ...));
template <class... T> auto p_member(T... t) -> decltype((t.m + ...));
template <class... T> auto p_method(T... t) -> decltype((t.get() , ...));
template <class... T> auto p_cast(T... t) -> decltype((static_cast<long>(t) + ...));
template <class... T> auto p_nested(T... t) -> decltype(((t * t + 1) + ... + 0));
template <class... T> auto p_sizeof(T... t) -> decltype((sizeof(t) + ...));
template <class... T> auto p_neg(T... t) -> decltype((-t && ...));
// pack expansions in calls, braced lists, template argument lists
template <class F, class... T> auto x_call(F fn, T... t) -> decltype(fn(t...));
template <class F, class... T> auto x_call2(F fn, T... t) -> decltype(fn(t..., 1));
template <class... T> auto x_tuple(T... t) -> decltype(std::tuple<T...>(t...));
template <class... T> auto x_make(T... t) -> decltype(std::make_tuple(t...));
template <class... T> auto x_braced(T... t) -> decltype(std::tuple<T...>{t...});
template <class... T> auto x_fwd(T&&... t) -> decltype(std::forward_as_tuple(std::forward<T>(t)...));
template <class... T> auto x_call_each(T... t) -> decltype(std::make_tuple(f(t)...));
template <class... T> auto x_targs(T... t) -> std::tuple<decltype(t)...>;
template <class... T> auto x_targs_expr(T... t) -> std::tuple<decltype(t + 1)...>;
template <class... T> auto x_sizeof_each(T...) -> Int<(sizeof(T) * ... * 1)>;
template <std::size_t... I> auto x_index(std::index_sequence<I...>) -> std::tuple<Int<I>...>;
template <std::size_t... I, class Tup> auto x_get(std::index_sequence<I...>, Tup t) -> decltype(std::make_tuple(std::get<I>(t)...));
template <class... T> auto x_sizeof_pack(T... t) -> char (*)[sizeof...(t) + sizeof...(T)];
template <class... T> struct Outer { template <class... U> static auto zip(U... u) -> decltype((std::tuple<T, U>(), ...)); };

// defined ones (weak definitions)
template <class... T> auto def_sum(T... t) -> decltype((t + ... + 0)) { return (t + ... + 0); }
template <class... T> auto def_all(T... t) -> decltype((... && t)) { return (... && t); }

int use(M m, M* pm) {
  int a = 1, b = 2, c = 3;
  ur_addassign(a, b); ul_addassign(a, b); br_addassign(a, b, c); bl_addassign(a, b, c);
  ur_subassign(a, b); ul_subassign(a, b); br_subassign(a, b, c); bl_subassign(a, b, c);
  ur_mulassign(a, b); ul_mulassign(a, b); br_mulassign(a, b, c); bl_mulassign(a, b, c);
  ur_divassign(a, b); ul_divassign(a, b); br_divassign(a, b, c); bl_divassign(a, b, c);
  ur_modassign(a, b); ul_modassign(a, b); br_modassign(a, b, c); bl_modassign(a, b, c);
  ur_xorassign(a, b); ul_xorassign(a, b); br_xorassign(a, b, c); bl_xorassign(a, b, c);
  ur_andassign(a, b); ul_andassign(a, b); br_andassign(a, b, c); bl_andassign(a, b, c);
  ur_orassign(a, b); ul_orassign(a, b); br_orassign(a, b, c); bl_orassign(a, b, c);
  ur_shlassign(a, b); ul_shlassign(a, b); br_shlassign(a, b, c); bl_shlassign(a, b, c);
  ur_shrassign(a, b); ul_shrassign(a, b); br_shrassign(a, b, c); bl_shrassign(a, b, c);
  ur_add(1, 2L); ul_add(1, 2); br_add(1, 2, 3L); bl_add(1L, 2);
  ur_sub(1, 2L); ul_sub(1, 2); br_sub(1, 2, 3L); bl_sub(1L, 2);
  ur_mul(1, 2L); ul_mul(1, 2); br_mul(1, 2, 3L); bl_mul(1L, 2);
  ur_div(1, 2L); ul_div(1, 2); br_div(1, 2, 3L); bl_div(1L, 2);
  ur_mod(1, 2L); ul_mod(1, 2); br_mod(1, 2, 3L); bl_mod(1L, 2);
  ur_xor(1, 2L); ul_xor(1, 2); br_xor(1, 2, 3L); bl_xor(1L, 2);
  ur_band(1, 2L); ul_band(1, 2); br_band(1, 2, 3L); bl_band(1L, 2);
  ur_bor(1, 2L); ul_bor(1, 2); br_bor(1, 2, 3L); bl_bor(1L, 2);
  ur_shl(1, 2L); ul_shl(1, 2); br_shl(1, 2, 3L); bl_shl(1L, 2);
  ur_shr(1, 2L); ul_shr(1, 2); br_shr(1, 2, 3L); bl_shr(1L, 2);
  ur_land(1, 2L); ul_land(1, 2); br_land(1, 2, 3L); bl_land(1L, 2);
  ur_lor(1, 2L); ul_lor(1, 2); br_lor(1, 2, 3L); bl_lor(1L, 2);
  ur_comma(1, 2L); ul_comma(1, 2); br_comma(1, 2, 3L); bl_comma(1L, 2);
  ur_eq(1, 2L); ul_eq(1, 2); br_eq(1, 2, 3L); bl_eq(1L, 2);
  ur_ne(1, 2L); ul_ne(1, 2); br_ne(1, 2, 3L); bl_ne(1L, 2);
  ur_lt(1, 2L); ul_lt(1, 2); br_lt(1, 2, 3L); bl_lt(1L, 2);
  ur_gt(1, 2L); ul_gt(1, 2); br_gt(1, 2, 3L); bl_gt(1L, 2);
  ur_le(1, 2L); ul_le(1, 2); br_le(1, 2, 3L); bl_le(1L, 2);
  ur_ge(1, 2L); ul_ge(1, 2); br_ge(1, 2, 3L); bl_ge(1L, 2);
  pm_dot(m, &M::m); pm_arrow(pm, &M::m);
  nt_sum<1, 2, 3>(); nt_sum<>(); nt_mul<2, 3>(); nt_and<true, false>(); nt_or<true>(); nt_shift<1u, 2u>();
  nt_size<int, char>(); nt_align<long, short>(); nt_count<int, int, int>(); nt_count_values<1, 2>();
  p_call(1, 2); p_member(m, m); p_method(m); p_cast(1, 2.0); p_nested(1, 2L); p_sizeof('c', 1.0); p_neg(1, 2);
  x_call(f, 1); x_call2(f); x_tuple(1, 2.0); x_make(1, 'c'); x_braced(1L); x_fwd(a, 2); x_call_each(1, 2);
  x_targs(1, 'c'); x_targs_expr(1, 2.0); x_sizeof_each(1, 2L); x_index(std::make_index_sequence<3>());
  x_get(std::index_sequence<0, 1>(), std::make_tuple(1, 'c')); x_sizeof_pack(1, 2);
  Outer<int, long>::zip<char, short>('c', 3);
  return def_sum(1, 2, 3) + def_all(true, 1);
}

}  // namespace fo
