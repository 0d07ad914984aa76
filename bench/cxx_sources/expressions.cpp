// Expressions in signatures (decltype, sizeof, alignof, fold expressions, casts,
// member access, noexcept, requires-clauses): the next step of the grammar;
// kept here so the corpus measures it.
// corpus-flags: -std=c++20
#include <cstddef>
#include <utility>

namespace ex {

template <class T, class U> auto add(T t, U u) -> decltype(t + u) { return t + u; }
template <class T> auto deref(T* p) -> decltype(*p) { return *p; }
template <class T> auto member(T t) -> decltype(t.value) { return t.value; }
template <class T> auto call_member(T t) -> decltype(t.get(0)) { return t.get(0); }
template <class T> auto arrow(T* t) -> decltype(t->value) { return t->value; }
template <class T> auto size_of(T) -> char (*)[sizeof(T)] { return nullptr; }
template <class T> auto align_of(T) -> char (*)[alignof(T)] { return nullptr; }
template <class... Ts> auto pack_size(Ts...) -> char (*)[sizeof...(Ts) + 1] { return nullptr; }
template <class... Ts> auto fold_sum(Ts... ts) -> decltype((ts + ...)) { return (ts + ...); }
template <class... Ts> auto fold_init(Ts... ts) -> decltype((0 + ... + ts)) { return (0 + ... + ts); }
template <class T> auto cast(T t) -> decltype(static_cast<long>(t)) { return static_cast<long>(t); }
template <class T> auto cond(T t) -> decltype(t ? t : T()) { return t; }
template <class T> auto nx(T t) noexcept(noexcept(t + t)) -> decltype(t + t) { return t + t; }
template <class T> auto neg(T t) -> decltype(-t) { return -t; }
template <class T> auto subscript(T t) -> decltype(t[0]) { return t[0]; }
template <class T> auto make(T) -> decltype(T{}) { return T{}; }
template <class T> auto make_paren(T) -> decltype(T()) { return T(); }
template <class T> auto fwd(T&& t) -> decltype(std::forward<T>(t)) { return std::forward<T>(t); }
template <class T> auto new_expr(T) -> decltype(new T) { return new T; }
template <int N> auto arith(char (&)[N * 2 + 1]) -> char (*)[N % 3 + (N << 1)] { return nullptr; }
template <class T> requires(sizeof(T) > 1) int constrained(T) { return 1; }
template <class T> int trailing(T) requires(sizeof(T) == 1) { return 2; }
template <class T> concept Small = sizeof(T) <= 4;
template <Small T> int concept_param(T) { return 3; }
int concept_abbrev(Small auto x) { return 4; }

struct V { int value; int get(int) const { return value; } };

int use() {
  V v{1};
  int i = 1;
  char buf[7];
  add(1, 2.0); deref(&i); member(v); call_member(v); arrow(&v); size_of(v); align_of(2.0); pack_size(1, 'c');
  fold_sum(1, 2, 3); fold_init(); fold_init(1L); cast(1.5); cond(3); nx(2); neg(1.0); subscript("x"); make(1);
  make_paren(v); fwd(i); fwd(2); delete new_expr(1); arith<3>(buf);
  return constrained(1) + trailing('c') + concept_param(1) + concept_abbrev(2);
}

}  // namespace ex
