// Variadic templates: pack expansions in parameters, argument packs (empty, one,
// many, nested), template template parameters and arguments, packs of
// non-types, alias templates, class template partial specializations.
// corpus-flags: -std=c++20
#include <cstddef>

namespace pk {

template <class... Ts> struct List {};
template <class... Ts> int size(Ts...) { return sizeof...(Ts); }
template <class... Ts> int refs(Ts&... ts) { return sizeof...(ts); }
template <class... Ts> int fwd(Ts&&... ts) { return sizeof...(ts); }
template <class... Ts> int ptrs(const Ts*... ts) { return sizeof...(ts); }
template <class... Ts> int lists(List<Ts...>, List<Ts*...>) { return 0; }
template <class T, class... Rest> int first(T, Rest...) { return 1 + sizeof...(Rest); }
template <int... Ns> int ints() { return (0 + ... + Ns); }
template <class T, T... Vs> int typed_vals() { return sizeof...(Vs); }
template <template <class...> class TT, class... Ts> int ttp(TT<Ts...>) { return sizeof...(Ts); }
template <template <class, int> class TT> struct TTHolder {};
template <class T, int N> struct Arr {};
template <class... Ts> struct Tuple { template <class... Us> static int zip(Ts..., Us...) { return 0; } };
template <class... Outer> struct Nest { template <class... Inner> struct In { static int f(List<Outer, Inner>...) { return 0; } }; };
template <class F, class... Args> auto invoke(F f, Args... args) -> decltype(f(args...)) { return f(args...); }
template <class... Ts> using Alias = List<const Ts...>;
template <class... Ts> int alias_use(Alias<Ts...>) { return 0; }
template <class T> struct Spec { static int v() { return 0; } };
template <class T> struct Spec<T*> { static int v() { return 1; } };
template <class R, class... A> struct Spec<R(A...)> { static int v() { return 2; } };
template <class R, class C, class... A> struct Spec<R (C::*)(A...) const> { static int v() { return 3; } };
template <std::size_t... Is> struct Seq {};
template <std::size_t... Is> int seq(Seq<Is...>) { return sizeof...(Is); }
template <class... Ts> void discard(Ts&&...) {}
template <class... Ts> void expand_calls(Ts... ts) { discard(size(ts)...); }
struct C { int m(int) const; };
int add(int a, int b) { return a + b; }

int use() {
  int a = 0; long b = 0; char c = 0;
  List<int, char> l;
  List<int*, char*> lp;
  return size() + size(1) + size(1, 2L, 'c', 1.0) + refs(a, b, c) + fwd(1, a) + ptrs(&a, &b) + lists(l, lp) +
         first(1) + first(1, 2.0, "x") + ints<>() + ints<1, 2, 3>() + typed_vals<char, 'a', 'b'>() +
         typed_vals<bool>() + ttp(List<int, long>{}) + ttp(List<>{}) +
         Tuple<int, char>::zip<double>(1, 'c', 2.0) + Tuple<>::zip<>() +
         Nest<int, char>::In<long, short>::f(List<int, long>{}, List<char, short>{}) + invoke(add, 1, 2) +
         alias_use<int, char>(List<const int, const char>{}) + Spec<int>::v() + Spec<int*>::v() +
         Spec<int(char, long)>::v() + Spec<int (C::*)(int) const>::v() + Spec<void()>::v() +
         seq(Seq<0, 1, 2>{}) + seq(Seq<>{}) + (expand_calls(1, 'c', 2.0), 0) + sizeof(TTHolder<Arr>);
}

template <class... Ts> struct Derived : Ts... { using Ts::operator()...; };
template <class... Ts> Derived(Ts...) -> Derived<Ts...>;
int use_overloaded() {
  auto d = Derived{[](int) { return 1; }, [](double) { return 2; }};
  return d(1) + d(1.0);
}

template <class... Ts> struct Outer { template <Ts... Vs> struct Values { static int f() { return sizeof...(Vs); } }; };
int use_nontype_pack() { return Outer<int, char>::Values<1, 'c'>::f() + Outer<>::Values<>::f(); }

}  // namespace pk
