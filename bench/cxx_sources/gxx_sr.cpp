// Unresolved names with a scope, A<T>::x in an expression: g++ writes its
// sr <type> x (srN and a nested-name type, or sr and a template type, every
// prefix a substitution candidate), clang the ABI's sr/srN qualifier levels
// (none a candidate); later substitutions past the scope number differently
// (spirmangle.gxx_scope, tests/test_gxx_scope.py).
// corpus-label: expr
// corpus-flags: -std=c++17
namespace W {
template <class T> struct X {
  static const int y = 1;
  template <class U> struct Z { static const int v = 2; };
};
}  // namespace W
template <class T> struct A {
  static const int b = 1;
  typedef int type;
};
namespace ns {
namespace in {
template <class T, int N> struct fv { static const int value = N; };
}  // namespace in
}  // namespace ns
template <int N> struct Arr {};
struct Q {
  struct type { static const int value = 3; };
};

// srN with a namespace first: only g++'s numbering reads it (LLVM: not at all)
template <class T> Arr<ns::in::fv<T, -1>::value> f1(T, Arr<ns::in::fv<T, -1>::value>);
template <class T> auto f2(T) -> decltype(W::X<T>::y + 1);
template <class T> Arr<W::X<T>::template Z<T>::v> f3(T, W::X<T>);
// srNT_4typeE5value: the same characters from both compilers; g++'s S3_ is T::type,
// the ABI's (and clang's, which writes T::type out) Arr<T::type::value>
template <class T> Arr<T::type::value> f4(T, typename T::type);
template <class T> Arr<T::type::value> f5(T, typename T::type, Arr<T::type::value>);
// sr and a template type without E: g++ only
template <class T> Arr<A<T>::b> g1(T, A<T>);
template <class T> Arr<A<typename T::type>::b> g3(T, typename T::type);

void use() {
  f1(1L, Arr<-1>());
  f2(1);
  f3(1, W::X<int>());
  f4(Q(), Q::type());
  f5(Q(), Q::type(), Arr<3>());
  g1(1, A<int>());
  g3(Q(), Q::type());
}

// A template template parameter with arguments as the scope: T_<args> (the ABI's
// unresolved-type) is a candidate to both compilers (S3_ here), not to LLVM.
template <template <class> class TT> Arr<TT<int>::b> h1(TT<int>, TT<int>);
template <class T> struct B {
  static const int b = 1;
  template <class U> struct X { static const int c = 3; };
  template <class U> static const int v = 4;
};
template <template <class> class TT> Arr<TT<int>::template X<long>::c> h2(TT<int>, TT<int>);
template <template <class> class TT> Arr<TT<int>::template v<TT<int>>> h3(TT<int>);

void use_templates() {
  h1<B>(B<int>(), B<int>());
  h2<B>(B<int>(), B<int>());
  h3<B>(B<int>());
}
