// Local names whose one-digit discriminator a digit follows (issue 21): clang-19 and
// g++ write _ZZ1fvEN1S1gE_911return_type (the ABI's _<digit>), c++filt reads _<number>
// greedily. Each block repeats 13 times: discriminators none, 0..9, 10, 11.
// tests/mangler/test_discriminator_digits.py compiles it.
// corpus-flags: -std=c++17

struct return_type {};
struct Kernel {};
template <class A, class B> void tg() {}
struct P { const int &a; const int &b; };
void f() {
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct S { void g(return_type) {} void h(int) {} void k(Kernel) {} }; S().g(return_type()); S().h(1); S().k(Kernel()); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { struct T {}; tg<T, return_type>(); tg<T, int>(); }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { static P &&x = P{1, 2}; (void)x; }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { [] { struct C { void g(return_type) {} }; C().g(return_type()); }(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
  { struct U {}; auto l = [] {}; tg<U, decltype(l)>(); tg<decltype(l), return_type>(); }
}
