// Every overloadable operator as member, free function and template, plus
// new/delete forms, the spaceship, co_await, and conversion operators.
// corpus-flags: -std=c++20
#include <compare>
#include <cstddef>
#include <new>

namespace op {

struct N {
  int v;
  N() = default; N(int x) : v(x) {} N(const N&) = default;
  N operator+(const N&) const; N operator-(const N&) const; N operator*(const N&) const;
  N operator/(const N&) const; N operator%(const N&) const; N operator^(const N&) const;
  N operator&(const N&) const; N operator|(const N&) const; N operator~() const; bool operator!() const;
  N& operator=(const N&); N& operator=(N&&) noexcept; bool operator<(const N&) const; bool operator>(const N&) const;
  N& operator+=(const N&); N& operator-=(const N&); N& operator*=(const N&); N& operator/=(const N&);
  N& operator%=(const N&); N& operator^=(const N&); N& operator&=(const N&); N& operator|=(const N&);
  N operator<<(int) const; N operator>>(int) const; N& operator<<=(int); N& operator>>=(int);
  bool operator==(const N&) const; bool operator!=(const N&) const; bool operator<=(const N&) const;
  bool operator>=(const N&) const; std::strong_ordering operator<=>(const N&) const;
  bool operator&&(const N&) const; bool operator||(const N&) const; N& operator++(); N operator++(int);
  N& operator--(); N operator--(int); N operator,(const N&) const; N* operator->*(int) const; N* operator->();
  int operator()(int, char) const; int operator[](std::size_t) const; N operator-() const; N operator+() const;
  int* operator&(); int operator*() const;
  static void* operator new(std::size_t); static void* operator new[](std::size_t);
  static void operator delete(void*) noexcept; static void operator delete[](void*) noexcept;
  static void* operator new(std::size_t, std::align_val_t); static void operator delete(void*, std::size_t) noexcept;
  operator int() const; operator N*(); operator const N&() const;
};

#define DEF_BIN(opname) N N::operator opname(const N& o) const { return N{v opname o.v}; }
DEF_BIN(+) DEF_BIN(-) DEF_BIN(*) DEF_BIN(/) DEF_BIN(%) DEF_BIN(^) DEF_BIN(&) DEF_BIN(|)
#define DEF_CASSIGN(opname) N& N::operator opname(const N& o) { v opname o.v; return *this; }
DEF_CASSIGN(+=) DEF_CASSIGN(-=) DEF_CASSIGN(*=) DEF_CASSIGN(/=) DEF_CASSIGN(%=) DEF_CASSIGN(^=) DEF_CASSIGN(&=) DEF_CASSIGN(|=)
#define DEF_CMP(opname) bool N::operator opname(const N& o) const { return v opname o.v; }
DEF_CMP(<) DEF_CMP(>) DEF_CMP(==) DEF_CMP(!=) DEF_CMP(<=) DEF_CMP(>=) DEF_CMP(&&) DEF_CMP(||)
N N::operator~() const { return N{~v}; }
bool N::operator!() const { return !v; }
N& N::operator=(const N& o) { v = o.v; return *this; }
N& N::operator=(N&& o) noexcept { v = o.v; return *this; }
N N::operator<<(int s) const { return N{v << s}; }
N N::operator>>(int s) const { return N{v >> s}; }
N& N::operator<<=(int s) { v <<= s; return *this; }
N& N::operator>>=(int s) { v >>= s; return *this; }
std::strong_ordering N::operator<=>(const N& o) const { return v <=> o.v; }
N& N::operator++() { ++v; return *this; }
N N::operator++(int) { return N{v++}; }
N& N::operator--() { --v; return *this; }
N N::operator--(int) { return N{v--}; }
N N::operator,(const N& o) const { return o; }
N* N::operator->*(int) const { return nullptr; }
N* N::operator->() { return this; }
int N::operator()(int a, char b) const { return a + b; }
int N::operator[](std::size_t i) const { return static_cast<int>(i); }
N N::operator-() const { return N{-v}; }
N N::operator+() const { return *this; }
int* N::operator&() { return &v; }
int N::operator*() const { return v; }
void* N::operator new(std::size_t s) { return ::operator new(s); }
void* N::operator new[](std::size_t s) { return ::operator new[](s); }
void N::operator delete(void* p) noexcept { ::operator delete(p); }
void N::operator delete[](void* p) noexcept { ::operator delete[](p); }
void* N::operator new(std::size_t s, std::align_val_t a) { return ::operator new(s, a); }
void N::operator delete(void* p, std::size_t) noexcept { ::operator delete(p); }
N::operator int() const { return v; }
N::operator N*() { return this; }
N::operator const N&() const { return *this; }

struct F { int v; };
F operator+(F a, F b) { return F{a.v + b.v}; }
F operator-(F a) { return a; }
bool operator==(const F&, const F&) { return true; }
auto operator<=>(const F& a, const F& b) { return a.v <=> b.v; }
F& operator<<(F& f, const char*) { return f; }
template <class T> struct W { T t; };
template <class T> W<T> operator*(W<T> a, W<T> b) { return a; }
template <class T, class U> bool operator<(const W<T>&, const W<U>&) { return false; }
template <class T> W<T>& operator++(W<T>& w) { return w; }
int use() {
  W<int> a{1}, b{2}; W<double> c{3};
  F f{1};
  return (a * b).t + (a < c) + (++a).t + (f + f).v + (-f).v + (f == f) + ((f <=> f) < 0) + (f << "x").v;
}

}  // namespace op

void* operator new(std::size_t s, int tag, const char*) { return ::operator new(s + tag); }
void operator delete(void* p, int, const char*) noexcept { ::operator delete(p); }
