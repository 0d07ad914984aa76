// Expressions g++ 12 cannot mangle ("sorry, unimplemented: mangling typeid_expr",
// noexcept_expr, offset_ref) or crashes on (a fold over plain assignment): typeid
// of types and expressions, noexcept(expr) as a value, .* with a constant member
// pointer, folds over =; clang-19 only.
// corpus-compilers: clang
// corpus-label: expr
// corpus-flags: -std=c++20
#include <typeinfo>
#include <utility>

namespace xc {

struct S { int m; int foo() const; virtual ~S(); };
int f(int);
template <class T> auto ty_type(T) -> decltype(typeid(T));
template <class T> auto ty_expr(T x) -> decltype(typeid(x));
template <class T> auto ty_name(T x) -> decltype(typeid(x).name());
template <class T> auto ty_eq(T x) -> decltype(typeid(x) == typeid(T));
template <class T> auto nx_value(T x) -> char (*)[noexcept(f(x)) + 1];
template <class T> auto nx_decltype(T x) -> decltype(noexcept(x.foo()));
template <class T> auto nx_and(T x) -> char (*)[noexcept(x + x) && noexcept(T(x)) ? 2 : 1];
template <class T> void nx_fptr_dep(T x, void (*)(T) noexcept(noexcept(f(x))));
void nx_target(int);
template <class T> auto offset(T t) -> decltype(t.*(&S::m));
template <class T> auto offset_arrow(T* t) -> decltype(t->*(&S::m));
template <class... T> auto ur_assign(T&... t) -> decltype((t = ...));
template <class... T> auto ul_assign(T&... t) -> decltype((... = t));
template <class I, class... T> auto br_assign(I& i, T&... t) -> decltype((t = ... = i));
template <class I, class... T> auto bl_assign(I& i, T&... t) -> decltype((i = ... = t));

int use(S& s, S* ps) {
  int a = 1, b = 2, c = 3;
  ty_type(1); ty_expr(s); ty_name(2.0); ty_eq(s); nx_value(1); nx_decltype(s); nx_and(1L);
  nx_fptr_dep(1, nx_target); offset(s); offset_arrow(ps);
  ur_assign(a, b); ul_assign(a, b); br_assign(a, b, c); bl_assign(a, b, c);
  return 0;
}

}  // namespace xc
