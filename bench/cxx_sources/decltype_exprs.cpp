// decltype in return and parameter types over every kind of expression: calls,
// member calls and accesses, pointer-to-member access, casts of every kind,
// new/delete in all forms, throw, typeid, sizeof/alignof of types and expressions,
// noexcept, unary/binary/ternary operators, <=>, braced initializers, SFINAE with
// std::enable_if on expressions, lambdas in unevaluated contexts.  Most templates
// are only declared: the calls below make the compilers list them as undefined
// symbols, which nm reads as well as the defined ones.
// corpus-label: expr
// corpus-flags: -std=c++20
#include <compare>
#include <cstddef>
#include <new>
#include <type_traits>
#include <typeinfo>
#include <utility>

namespace dx {

struct S {
  int m;
  static constexpr int value = 3;
  using type = long;
  int foo() const;
  int bar(int, double) const;
  template <class T> T tmem(T) const;
  int operator()(int) const;
  S* operator->();
  int operator*() const;
  virtual ~S();
};
struct D : S {};
struct W { int value; };
int f(int);
long g(int, long);
template <class T> T h(T);

// calls: plain, qualified, template-id, with parameters and packs
template <class A, class B> auto add(A a, B b) -> decltype(a + b);
template <class T> auto call(T x) -> decltype(f(x));
template <class T> auto call2(T x) -> decltype(g(x, 1L));
template <class T> auto call_t(T x) -> decltype(h<T>(x));
template <class T> auto call_q(T x) -> decltype(dx::f(x));
template <class F, class... A> auto invoke(F fn, A... a) -> decltype(fn(a...));
template <class F, class... A> auto invoke_fwd(F&& fn, A&&... a) -> decltype(std::forward<F>(fn)(std::forward<A>(a)...));
// member access: . -> .* ->* , static members, member templates
template <class T> auto mcall(T x) -> decltype(x.foo());
template <class T> auto mcall2(T x) -> decltype(x.bar(1, 2.0));
template <class T> auto mcall_t(T x) -> decltype(x.template tmem<int>(0));
template <class T> auto mptr(T* p) -> decltype(p->m);
template <class T> auto mptr_call(T* p) -> decltype(p->foo());
template <class T> auto mdot(T x) -> decltype(x.m);
template <class T> auto svalue(T) -> decltype(T::value);
template <class T> auto stype(T) -> typename T::type;
template <class T, class M> auto pm_dot(T x, M T::*pm) -> decltype(x.*pm);
template <class T, class M> auto pm_arrow(T* x, M T::*pm) -> decltype(x->*pm);
template <class T> auto pm_fn(T x, int (T::*pf)() const) -> decltype((x.*pf)());
template <class T> auto addr_member(T) -> decltype(&T::m);
template <class T> auto addr_fn(T) -> decltype(&T::foo);
// casts
template <class T> auto c_static(T x) -> decltype(static_cast<long>(x));
template <class T> auto c_dynamic(T* x) -> decltype(dynamic_cast<D*>(x));
template <class T> auto c_const(T* x) -> decltype(const_cast<const T*>(x));
template <class T> auto c_reinterpret(T* x) -> decltype(reinterpret_cast<char*>(x));
template <class T> auto c_cstyle(T x) -> decltype((short)x);
template <class T> auto c_functional(T x) -> decltype(long(x));
template <class T> auto c_braced(T x) -> decltype(long{x});
template <class T> auto c_braced2(T x) -> decltype(std::pair<T, int>{x, 1});
template <class T> auto c_paren2(T x) -> decltype(std::pair<T, int>(x, 1));
template <class T> auto c_empty(T) -> decltype(T());
template <class T> auto c_empty_braced(T) -> decltype(T{});
template <class T> auto c_init_list(T x) -> decltype(W{x});
// new and delete
template <class T> auto n_new(T) -> decltype(new T);
template <class T> auto n_new_paren(T x) -> decltype(new T(x));
template <class T> auto n_new_braced(T x) -> decltype(new T{x});
template <class T> auto n_new_array(T x) -> decltype(new T[sizeof(x) + 1]);
template <class T> auto n_new_array_init(T) -> decltype(new T[3]{1, 2});
template <class T> auto n_placement(void* p, T x) -> decltype(new (p) T(x));
template <class T> auto n_global(T) -> decltype(::new T);
template <class T> auto n_nothrow(T) -> decltype(new (std::nothrow) T);
template <class T> auto d_delete(T* p) -> decltype(delete p);
template <class T> auto d_delete_array(T* p) -> decltype(delete[] p);
template <class T> auto d_global(T* p) -> decltype(::delete p);
// throw, noexcept (typeid and noexcept expressions in a type: exprs_clang.cpp)
template <class T> auto t_throw(T x) -> decltype(throw x);
template <class T> auto t_rethrow(T) -> decltype(throw);
template <class T> auto t_cond_throw(T x) -> decltype(x ? x : throw x);
template <class T> auto nx_spec(T x) noexcept(noexcept(f(x))) -> int;
template <class T> auto nx_spec2(T x) noexcept(noexcept(x + x) && sizeof(T) > 2) -> int;
template <class T> auto nx_throw(T x) noexcept(noexcept(throw x)) -> int;
template <bool B> void nx_fptr(void (*)() noexcept(B));
template <class T> void nx_fptr_expr(void (*)(T) noexcept(sizeof(T) > 2));
void nx_target() noexcept;
void nx_target_long(long) noexcept;
// sizeof and alignof of types and expressions
template <class T> auto sz_type(T) -> char (*)[sizeof(T)];
template <class T> auto sz_expr(T x) -> char (*)[sizeof x];
template <class T> auto sz_expr2(T x) -> char (*)[sizeof(x + 1)];
template <class T> auto al_type(T) -> char (*)[alignof(T)];
template <class T> auto al_expr(T x) -> char (*)[__alignof__(x)];
template <class... T> auto sz_pack(T...) -> char (*)[sizeof...(T) + 1];
template <class... T> auto sz_pack_fn(T... t) -> char (*)[sizeof...(t) + 1];
template <int... N> auto sz_pack_nttp() -> char (*)[sizeof...(N) + 1];
// operators: unary
template <class T> auto u_neg(T x) -> decltype(-x);
template <class T> auto u_pos(T x) -> decltype(+x);
template <class T> auto u_not(T x) -> decltype(!x);
template <class T> auto u_compl(T x) -> decltype(~x);
template <class T> auto u_deref(T x) -> decltype(*x);
template <class T> auto u_addr(T x) -> decltype(&x);
template <class T> auto u_preinc(T x) -> decltype(++x);
template <class T> auto u_postinc(T x) -> decltype(x++);
template <class T> auto u_predec(T x) -> decltype(--x);
template <class T> auto u_postdec(T x) -> decltype(x--);
template <class T> auto u_paren(T x) -> decltype((x));
// operators: binary
template <class T> auto b_sub(T x) -> decltype(x - x);
template <class T> auto b_mul(T x) -> decltype(x * x);
template <class T> auto b_div(T x) -> decltype(x / x);
template <class T> auto b_rem(T x) -> decltype(x % x);
template <class T> auto b_and(T x) -> decltype(x & x);
template <class T> auto b_or(T x) -> decltype(x | x);
template <class T> auto b_xor(T x) -> decltype(x ^ x);
template <class T> auto b_shl(T x) -> decltype(x << 1);
template <class T> auto b_shr(T x) -> decltype(x >> 1);
template <class T> auto b_land(T x) -> decltype(x && x);
template <class T> auto b_lor(T x) -> decltype(x || x);
template <class T> auto b_eq(T x) -> decltype(x == x);
template <class T> auto b_ne(T x) -> decltype(x != x);
template <class T> auto b_lt(T x) -> decltype(x < x);
template <class T> auto b_gt(T x) -> decltype(x > x);
template <class T> auto b_le(T x) -> decltype(x <= x);
template <class T> auto b_ge(T x) -> decltype(x >= x);
template <class T> auto b_spaceship(T x) -> decltype(x <=> x);
template <class T> auto b_comma(T x) -> decltype(x, x);
template <class T> auto b_assign(T x) -> decltype(x = x);
template <class T> auto b_addassign(T x) -> decltype(x += x);
template <class T> auto b_subassign(T x) -> decltype(x -= x);
template <class T> auto b_mulassign(T x) -> decltype(x *= x);
template <class T> auto b_divassign(T x) -> decltype(x /= x);
template <class T> auto b_remassign(T x) -> decltype(x %= x);
template <class T> auto b_andassign(T x) -> decltype(x &= x);
template <class T> auto b_orassign(T x) -> decltype(x |= x);
template <class T> auto b_xorassign(T x) -> decltype(x ^= x);
template <class T> auto b_shlassign(T x) -> decltype(x <<= 1);
template <class T> auto b_shrassign(T x) -> decltype(x >>= 1);
template <class T> auto b_subscript(T x) -> decltype(x[1]);
template <class T> auto b_call_op(T x) -> decltype(x(1));
template <class T> auto b_arrow_op(T x) -> decltype(x->m);
template <class T> auto b_nested(T x) -> decltype((x + 1) * (x - 2) / -x % 3);
template <class T> auto b_prec(T x) -> decltype(x + 1 * x - (x << 2) < x == (x & 1));
// ternary
template <class T> auto t_cond(T x) -> decltype(x ? x : T());
template <class T> auto t_cond_nested(T x) -> decltype(x ? x > 1 ? x : 1 : x < 0 ? -x : 0);
// std::declval and nested decltype
template <class T> auto dv(T) -> decltype(std::declval<T&>().foo());
template <class T> auto dv_nested(T x) -> decltype(decltype(x.m)(1) + sizeof(decltype(x)));
template <class T> decltype(std::declval<T>() + 1) dv_param(T, decltype(std::declval<T>() * 2));
// SFINAE with enable_if on expressions
template <class T, class = std::enable_if_t<(sizeof(T) > 2)>> int sf_size(T);
template <class T> std::enable_if_t<std::is_integral_v<T> && (sizeof(T) < 8), int> sf_ret(T);
template <class T> typename std::enable_if<(alignof(T) >= 4), T>::type sf_align(T);
template <class T, std::enable_if_t<std::is_same_v<decltype(std::declval<T>().foo()), int>, int> = 0> int sf_member(T);
template <class T> auto sf_void(T x) -> std::void_t<decltype(x.m), decltype(x.foo())>;
template <class T> auto sf_comma(T x) -> decltype(x.foo(), void(), int());
template <class T, class = decltype(std::declval<T>() < std::declval<T>())> bool sf_less(T);
template <class T, int N = sizeof(T)> auto sf_default(T) -> char (*)[N];
// lambdas in unevaluated contexts (C++20)
// (defined: g++ wants a definition for a function whose type names a lambda)
template <class T> auto lam_ret(T) -> decltype([] { return 1; }()) { return 1; }
template <class T> void lam_param(T, decltype([](int x) { return x; }) = {}) {}
template <class T, class L = decltype([] {})> void lam_default(T) {}
template <auto F> int lam_nttp() { return F(); }
template <class T> auto lam_sizeof(T) -> char (*)[sizeof([](T x) { return x; })] { return nullptr; }
// decltype in parameter types and nested names
template <class T> void p_decltype(T x, decltype(x + 1) y);
template <class T> void p_nested(T x, typename decltype(x)::type);
template <class T> auto nested_name(T x) -> typename decltype(x)::type;
template <class T> auto ret_qual(T x) -> const decltype(x.m)&;
template <class T> auto ret_ptr(T x) -> decltype(&x.m);
// literal operands
template <class T> auto lit_int(T x) -> decltype(x + 1u + 2l + 3ul + 4ll + 5ull);
template <class T> auto lit_char(T x) -> decltype(x + 'a' + L'b' + u'c' + U'd' + u8'e');
template <class T> auto lit_float(T x) -> decltype(x + 1.5f + 2.25 + 3.0L);
template <class T> auto lit_bool(T x) -> decltype(x && true || false);
template <class T> auto lit_nullptr(T* x) -> decltype(x == nullptr);
template <class T> auto lit_string(T) -> decltype(sizeof("abc") + sizeof(L"wide"));

// defined ones: emitted as weak definitions, the mangled name is the same
template <class T> auto def_add(T a, T b) -> decltype(a + b) { return a + b; }
template <class T> auto def_call(T x) -> decltype(f(x)) { return f(x); }
template <class T> auto def_member(T x) -> decltype(x.foo()) { return x.foo(); }

int use(S& s, S* ps, D* pd, int i, long l, double d, int* pi, void* raw) {
  add(1, 2.0); add(i, l); call(i); call2(i); call_t(l); call_q('c');
  invoke(f, 1); invoke(g, 1, 2L); invoke_fwd(f, i);
  mcall(s); mcall2(s); mcall_t(s); mptr(ps); mptr_call(ps); mdot(s); svalue(s); stype(s);
  pm_dot(s, &S::m); pm_arrow(ps, &S::m); pm_fn(s, &S::foo); addr_member(s); addr_fn(s);
  c_static(d); c_dynamic(ps); c_const(pi); c_reinterpret(pi); c_cstyle(i); c_functional(i);
  c_braced(i); c_braced2(d); c_paren2(i); c_empty(i); c_empty_braced(d); c_init_list(i);
  n_new(i); n_new_paren(d); n_new_braced(l); n_new_array(i); n_new_array_init(i);
  n_placement(raw, i); n_global(d); n_nothrow(i); d_delete(pi); d_delete_array(pi); d_global(pi);
  t_throw(i); t_rethrow(i); t_cond_throw(i);
  nx_spec(i); nx_spec2(l); nx_throw(i); nx_fptr<true>(nx_target); nx_fptr<false>(nx_target);
  nx_fptr_expr<long>(nx_target_long);
  sz_type(s); sz_expr(d); sz_expr2(i); al_type(l); al_expr(d); sz_pack(1, 2.0); sz_pack_fn('a');
  sz_pack_nttp<1, 2, 3>();
  u_neg(i); u_pos(d); u_not(i); u_compl(l); u_deref(pi); u_addr(i); u_preinc(i); u_postinc(pi);
  u_predec(d); u_postdec(l); u_paren(i);
  b_sub(i); b_mul(d); b_div(l); b_rem(i); b_and(i); b_or(l); b_xor(i); b_shl(i); b_shr(l);
  b_land(i); b_lor(d); b_eq(i); b_ne(pi); b_lt(d); b_gt(i); b_le(l); b_ge(i); b_spaceship(i);
  b_spaceship(d); b_comma(i); b_assign(i); b_addassign(d); b_subassign(i); b_mulassign(l);
  b_divassign(i); b_remassign(i); b_andassign(l); b_orassign(i); b_xorassign(i);
  b_shlassign(i); b_shrassign(l); b_subscript(pi); b_call_op(s); b_arrow_op(s);
  b_nested(i); b_prec(i); t_cond(i); t_cond_nested(l);
  dv(s); dv_nested(s); dv_param(i, 2); sf_size(i); sf_ret(i); sf_align(l); sf_member(s);
  sf_void(s); sf_comma(s); sf_less(i); sf_default(d);
  lam_ret(i); lam_param(i); lam_default(i); lam_nttp<[] { return 2; }>(); lam_sizeof(i);
  p_decltype(i, 2); p_nested(s, 1L); nested_name(s); ret_qual(s); ret_ptr(s);
  lit_int(i); lit_char(i); lit_float(d); lit_bool(i); lit_nullptr(pi); lit_string(i);
  return def_add(1, 2) + def_call(3) + def_member(s);
}

}  // namespace dx
