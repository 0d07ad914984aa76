// Non-type template arguments of every literal kind: bool, the character types,
// every integer type including __int128, nullptr, enumerators, addresses of objects
// and functions (L_Z...E, XadL_Z...EE), pointers to members, references, floating
// point (C++20: float, double, long double), class types (C++20 structural types:
// aggregates, nested ones, arrays as members, string-literal-like classes, unions),
// subobject addresses, and literals inside expressions in types.
// corpus-label: expr
// corpus-flags: -std=c++20
#include <cstddef>

namespace li {

enum E { e0, e1, e7 = 7 };
enum class SE : short { neg = -3, pos = 4 };
enum class UE : unsigned long long { big = 0xFFFFFFFFFFFFFFFFull };
template <auto V> int a();
template <bool V> int b();
template <char V> int c();
template <signed char V> int sc();
template <unsigned char V> int uc();
template <short V> int s();
template <unsigned short V> int us();
template <int V> int i();
template <unsigned V> int u();
template <long V> int l();
template <unsigned long V> int ul();
template <long long V> int ll();
template <unsigned long long V> int ull();
template <__int128 V> int i128();
template <unsigned __int128 V> int u128();
template <wchar_t V> int wc();
template <char8_t V> int c8();
template <char16_t V> int c16();
template <char32_t V> int c32();
template <std::nullptr_t V> int np();
template <E V> int en();
template <SE V> int sen();
template <UE V> int uen();
template <float V> int fl();
template <double V> int db();
template <long double V> int ld();
template <const int* V> int ptr();
template <int& V> int ref();
template <const int& V> int cref();
template <int (*V)(int)> int fptr();
template <int (&V)(int)> int fref();
template <int* V> int parr();
template <const char* V> int str_ptr();

struct S { int m; double d; int f(int) const; static int st; };
template <int S::*V> int memp();
template <int (S::*V)(int) const> int memfp();

// class-type NTTPs
struct P { int x; int y; };
struct Q { P p; char c; bool b; };
struct A { int v[3]; };
struct F { float f; double d; };
struct Ptr { const int* p; };
struct Empty {};
union U { int i; float f; };
template <std::size_t N> struct Str {
  char s[N];
  constexpr Str(const char (&in)[N]) { for (std::size_t k = 0; k < N; ++k) s[k] = in[k]; }
};
template <P V> int cp();
template <Q V> int cq();
template <A V> int ca();
template <F V> int cf();
template <Ptr V> int cptr();
template <Empty V> int ce();
template <U V> int cu();
template <Str V> int cs();
template <int N, const char (&V)[N]> int arr_ref();

int x, y[4];
const int cx = 5;
int fn(int);
int S::st = 0;
extern const char text[] = "text";
S s_obj{1, 2.0};

// literals inside expressions in types
template <class T> auto e_int(T t) -> decltype(t + 42 + -7 + 0);
template <class T> auto e_big(T t) -> decltype(t + 18446744073709551615ull + 9223372036854775807ll);
template <class T> auto e_char(T t) -> decltype(t + '\0' + '\n' + '~' + (signed char)-1 + (unsigned char)255);
template <class T> auto e_float(T t) -> decltype(t * 0.1f + 1e300 - 1.5e-300L + 0.0);
template <class T> auto e_bool(T t) -> decltype(t ? true : false);
template <class T> auto e_enum(T t) -> decltype(t + e7 + (int)SE::neg);
template <class T> auto e_null(T* t) -> decltype(t != nullptr && t != (T*)0);
template <class T> auto e_addr(T t) -> decltype(t + &x + y[1]);
template <class T> auto e_fn(T t) -> decltype(fn(t) + (&fn)(t));
template <class T> auto e_member(T t) -> decltype(t.m + s_obj.d);
template <class T> auto e_string(T t) -> decltype(t + "abc"[0] + sizeof(u8"x") + sizeof(u"x") + sizeof(U"xy"));
template <class T> auto e_i128(T t) -> decltype(t + (__int128)1 + (unsigned __int128)2);
template <class T> auto e_short(T t) -> decltype(t + (short)-2 + (unsigned short)3 + (long)4 + (unsigned long)5);
template <class T> auto e_wchar(T t) -> decltype(t + L'x' + u'y' + U'z' + u8'w');

int use(S so) {
  int r = 0;
  r += a<true>() + a<false>() + a<'a'>() + a<(signed char)-5>() + a<(unsigned char)200>();
  r += a<(short)-300>() + a<(unsigned short)60000>() + a<-1>() + a<7u>() + a<-8L>() + a<9UL>();
  r += a<-10LL>() + a<11ULL>() + a<(__int128)12>() + a<(__int128)-13>() + a<(unsigned __int128)14>();
  r += a<L'w'>() + a<u8'8'>() + a<u'6'>() + a<U'3'>() + a<nullptr>() + a<e1>() + a<SE::neg>();
  r += a<UE::big>() + a<1.5f>() + a<-2.25>() + a<3.0L>() + a<0.0>() + a<-0.0f>() + a<1e300>();
  r += a<&x>() + a<&cx>() + a<&fn>() + a<&S::m>() + a<&S::f>() + a<&S::st>() + a<y>() + a<&y[2]>();
  r += a<&s_obj.m>() + a<text>() + a<(int*)nullptr>() + a<(int S::*)nullptr>();
  r += a<P{1, 2}>() + a<Q{{3, 4}, 'z', true}>() + a<A{{1, 2, 3}}>() + a<F{1.5f, -2.0}>();
  r += a<Ptr{&x}>() + a<Empty{}>() + a<U{.f = 2.0f}>() + a<U{5}>() + a<Str{"hi"}>() + a<P{}>();
  r += b<true>() + b<false>() + c<'c'>() + c<'\0'>() + sc<-128>() + uc<255>() + s<-32768>() + us<65535>();
  r += i<-2147483647 - 1>() + i<0>() + u<4294967295u>() + l<-9223372036854775807L - 1>() + ul<18446744073709551615UL>();
  r += ll<123456789012345LL>() + ull<0ULL>() + i128<(__int128)1 << 100>() + u128<~(unsigned __int128)0>();
  r += wc<L'\xffff'>() + c8<u8'a'>() + c16<u'\xffff'>() + c32<U'\x10ffff'>() + np<nullptr>();
  r += en<e0>() + en<e7>() + en<(E)3>() + sen<SE::neg>() + sen<SE::pos>() + uen<UE::big>();
  r += fl<0.1f>() + fl<-1.0f>() + db<3.141592653589793>() + db<1e-310>() + ld<2.5L>() + ld<-0.0L>();
  r += ptr<&x>() + ptr<&cx>() + ptr<nullptr>() + ref<x>() + ref<y[1]>() + cref<cx>() + fptr<fn>() + fptr<&fn>();
  r += fref<fn>() + parr<y>() + parr<&y[3]>() + str_ptr<text>() + memp<&S::m>() + memp<nullptr>() + memfp<&S::f>();
  r += cp<P{-1, 2}>() + cq<Q{{0, 0}, 'q', false}>() + ca<A{{4, 5, 6}}>() + cf<F{0.5f, 0.25}>() + cptr<Ptr{nullptr}>();
  r += ce<Empty{}>() + cu<U{.i = 3}>() + cs<"hello">() + cs<"">() + arr_ref<5, text>();
  e_int(1); e_big(1); e_char(1); e_float(1.0); e_bool(1); e_enum(1); e_null(&x); e_addr(1);
  e_fn(1); e_member(so); e_string(1); e_i128(1); e_short(1); e_wchar(1);
  return r;
}

}  // namespace li
