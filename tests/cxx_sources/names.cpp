// C++ that exercises the names spirmangle reads beyond OpenCL: internal
// linkage, template parameters as candidates, local names (statics, classes,
// string literals, default arguments), closure and unnamed types, generic
// lambdas.  tests/test_cxx_names.py compiles it with g++ and clang-19
// (-std=c++20 -c) and compares every symbol with llvm-cxxfilt-19 and c++filt.
// No headers: it compiles anywhere.

static int NumReMats;
int *getp() { return &NumReMats; }
static void shelper() {}
namespace { void helper() {} int hidden_counter; }
namespace ns {
static int sv;
static void sf(int) {}
template <class T> static T tf(T t) { return t; }
int *gsv() { sf(1); tf(sv); return &sv; }
}
void use() { shelper(); helper(); hidden_counter++; }

template <class T> void tmin(T *, T *) {}
template void tmin<float *>(float **, float **);
template <class T> void tref(const T &, T &, T *) {}
template void tref<int>(const int &, int &, int *);
template <class T> void two(T, T) {}
template void two<char>(char, char);
template <class T, class U> void mix(U *, T *, const U *, T *, U **) {}
template void mix<int, long>(long *, int *, const long *, int *, long **);
template <class T> T *ret(T *, T **) { return 0; }
template int *ret<int>(int *, int **);
template <class T> struct V { template <class U> void m(T *, U *, const T *, U &) {} };
template void V<int>::m<char>(int *, char *, const int *, char &);
template <class T> void fp(void (*)(T), T (*)(T *)) {}
template void fp<short>(void (*)(short), short (*)(short *));

struct S { static int f(); };
int S::f() { static int counter = 0; return ++counter; }
inline int g2() {
  static int a = 1;
  { static int a = 2; { static int a = 3; { static int a = 4; { static int a = 5;
  { static int a = 6; { static int a = 7; { static int a = 8; { static int a = 9;
  { static int a = 10; { static int a = 11; { static int a = 12; return a; } } } } } } } } } } }
}
int use_g2() { return g2(); }
inline const char *lit() { static const char *p = "abc"; return p; }
const char *use_lit() { return lit(); }
inline int ll() { auto a = [](int) { return 1; }; auto b = [](int) { return 2; }; return a(0) + b(0); }
int use_ll() { return ll(); }
template <class T> inline int tl(T t) { auto l = [](T x) { return x; }; return l(t); }
int use_tl() { return tl(1); }
struct C { void m(int a = [] { struct L { int f() { return 1; } }; return L().f(); }()) {} };
void use_c() { C().m(); }
inline int ldef(int x = [] { static int q = 4; return q; }()) { return x; }
int use_ldef() { return ldef(); }
inline int twoloc() {
  { struct T { int f() { return 1; } }; T().f(); }
  { struct T { int f() { return 2; } }; return T().f(); }
}
int use_twoloc() { return twoloc(); }
inline int ut() { struct { int f() { return 1; } } a; struct { int g() { return 2; } } b; return a.f() + b.g(); }
int use_ut() { return ut(); }
inline int unn() { struct { int x; } u; u.x = 1; auto p = [](decltype(u) v) { return v.x; }; return p(u); }
int use_unn() { return unn(); }
template <class T> inline int gl(T t) { auto l = [](auto x, T y) { return x + y; }; return l(1, t); }
int use_gl() { return gl(2.0); }
inline int gen2() { auto g = [](auto x, auto *y) { return 1; }; int i; return g(1, &i); }
int use_gen2() { return gen2(); }
template <class T> struct W { static int f() { static int cnt; return cnt; } };
int use_w() { return W<int>::f(); }
template <class T> inline int gp(T *t) { auto l = [](T *y) { return 1; }; return l(t); }
int use_gp() { double d; return gp(&d); }
// clang names the lambdas of a function that is not inline $_0, $_1...
int lam() { auto l = [](int x) { return x + 1; }; auto m = [](double y) { return y; }; return l(1) + m(2.0); }
void gen() { auto g = [](auto x) { return x; }; g(1); g(2.0); }

// pointers to members, arrays, cv- and ref-qualified function types
struct A { int x; int f(); int g() const; int h(int) &&; static int s[4]; };
int A::s[4];
void pm1(int A::*) {}
void pm2(int (A::*)()) {}
void pm3(int (A::*)() const, int (A::*)() const) {}
void pm4(int (A::*)(int) &&) {}
void pm5(int A::**, int A::* const*) {}
void ar1(int (*)[3], int (&)[3], int (*)[2][3]) {}
void ar2(const char (&)[5]) {}
template <class T> struct U {};
void ar3(U<int[]>, U<int[4]>, U<int (*)[4]>, U<int A::*>) {}
template <class T, int N> void ar4(T (&)[N]) {}
template void ar4<int, 3>(int (&)[3]);
typedef int (*Ptr3)[3];
Ptr3 ar6(Ptr3 p) { return p; }
void ar7(int (**)[3][4]) {}
void ar8(int (A::*)[3]) {}
