// Types: pointers to members (data, functions, cv- and ref-qualified), arrays
// (sized, unsized, dependent, of pointers, pointers and references to arrays),
// function types in declarators, noexcept function types, reference collapsing,
// vendor and extended builtin types, vectors and address spaces.
// corpus-flags: -std=c++20

namespace ty {

struct Obj {
  int data;
  const double cdata = 0;
  int f(int);
  int g(long) const;
  int h() volatile;
  int cv() const volatile;
  int lref() &;
  int rref() &&;
  int clref() const&;
  int nx() noexcept;
  static int sfn();
};

int take_mdata(int Obj::*p) { return p ? 1 : 0; }
int take_cmdata(const double Obj::*p) { return p ? 1 : 0; }
int take_mfn(int (Obj::*p)(int)) { return p ? 1 : 0; }
int take_cmfn(int (Obj::*p)(long) const) { return p ? 1 : 0; }
int take_vmfn(int (Obj::*p)() volatile) { return p ? 1 : 0; }
int take_cvmfn(int (Obj::*p)() const volatile) { return p ? 1 : 0; }
int take_lmfn(int (Obj::*p)() &) { return p ? 1 : 0; }
int take_rmfn(int (Obj::*p)() &&) { return p ? 1 : 0; }
int take_clmfn(int (Obj::*p)() const&) { return p ? 1 : 0; }
int take_nxmfn(int (Obj::*p)() noexcept) { return p ? 1 : 0; }
int take_mfn_ref(int (Obj::*&p)(int)) { return p ? 1 : 0; }
int take_mptr_array(int Obj::*(&arr)[2]) { return arr[0] ? 1 : 0; }
int (Obj::*ret_mfn())(int) { return &Obj::f; }
int Obj::*ret_mdata() { return &Obj::data; }
template <class C, class M> int member_of(M C::*) { return 1; }
int use_member_of() { return member_of(&Obj::data) + member_of(&Obj::f) + member_of(&Obj::g); }

int arr1(int (&a)[3]) { return a[0]; }
int arr2(int (*a)[4][5]) { return (*a)[0][0]; }
int arr3(int a[6]) { return a[0]; }
int arr4(const char (&s)[], int) { return s[0]; }
int arr5(int* (&ptrs)[2]) { return *ptrs[0]; }
int arr6(int (*(&fns)[3])(int)) { return fns[0](1); }
int arr7(const volatile int (&a)[2][3][4]) { return a[0][0][0]; }
template <class T, int N> int arr_tpl(T (&)[N]) { return N; }
template <int N> int arr_dep(char (*)[N + 1]) { return N; }
template <class T> int arr_unsized(T (&)[]) { return 0; }
extern int unsized_ints[];
int use_arrays() {
  int a[7] = {};
  double d[2][3] = {};
  char c[5] = {};
  return arr_tpl(a) + arr_tpl(d) + arr_dep<4>(&c) + arr_unsized(unsized_ints);
}

int (*fnptr_ret(int))(long) { return nullptr; }
void (*(*fnptr_ret2())(int))(double) { return nullptr; }
int (&fnref_ret())(char);
template <class T> int (*outer2(T))(long) { return nullptr; }
template int (*outer2<short>(short))(long);
int (*array_of_fns[4])(int);
int (*(*ptr_to_array_of_fns)[4])(int);
int (Obj::*(*mfn_factory)(int))(int);
void takes_fnptr(int (*)(int, ...), void (*)(), void (&)(int));
void use_fnptr() { takes_fnptr(nullptr, nullptr, *static_cast<void (*)(int)>(nullptr)); }

using NxFn = void() noexcept;
void nx_param(NxFn* f, void (*g)() noexcept, void (Obj::*h)() noexcept) {}
template <bool B> void nx_dep(void (*)() noexcept(B)) {}
template void nx_dep<true>(void (*)() noexcept(true));
template void nx_dep<false>(void (*)() noexcept(false));

template <class T> void collapse(T&, T&&, const T&) {}
template <class T> void collapse_outer(T t) { int i = 0; collapse<T&>(i, i, i); collapse<T&&>(i, static_cast<int&&>(i), i); }
template void collapse_outer<int>(int);
template <class T> struct Ref { using L = T&; using R = T&&; static void f(L, R) {} };
template struct Ref<int&>;
template struct Ref<int&&>;
template struct Ref<const int&>;

__int128 i128(__int128, unsigned __int128) { return 0; }
long double ld(long double, __float128) { return 0; }
char8_t chars(char8_t, char16_t, char32_t, wchar_t, signed char, unsigned char) { return 0; }
decltype(nullptr) nullptr_type(decltype(nullptr), void*) { return nullptr; }
_Complex double complex_types(_Complex float, _Complex long double) { return 0; }
#ifdef __clang__
_BitInt(37) bitints(_BitInt(37), unsigned _BitInt(128), _BitInt(2)) { return 0; }
template <int N> _BitInt(N) bitint_dep(_BitInt(N) x) { return x; }
template _BitInt(12) bitint_dep<12>(_BitInt(12));
void address_spaces(__attribute__((address_space(1))) int*, __attribute__((address_space(3))) const float*) {}
typedef float ext4 __attribute__((ext_vector_type(4)));
ext4 ext_vec(ext4 v, ext4*) { return v; }
__bf16 bf16(__bf16 x) { return x; }
#endif
_Float16 f16(_Float16 x) { return x; }
typedef int v4i __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef short v8s __attribute__((vector_size(16)));
v4i vec(v4i a, const v2d&, v8s*) { return a; }
template <class T> T vec_tpl(T t) { return t; }
template v4i vec_tpl<v4i>(v4i);
template v2d vec_tpl<v2d>(v2d);

auto auto_ret(int x) { return x; }
template <class T> auto tpl_auto(T t) { return t; }
template <class T> decltype(auto) tpl_dauto(T& t) { return (t); }
int use_auto() { int i = 0; return tpl_auto(1) + tpl_dauto(i) + static_cast<int>(tpl_auto(2.0)); }

template <auto V> int nttp_auto() { return static_cast<int>(V); }
int use_nttp_auto() { return nttp_auto<1>() + nttp_auto<'c'>() + nttp_auto<true>() + nttp_auto<2u>() + nttp_auto<(short)3>(); }
int global_int;
template <int* P> int nttp_ptr() { return *P; }
template <int& R> int nttp_ref() { return R; }
template <int Obj::*M> int nttp_mptr() { return 0; }
template <int (Obj::*MF)(int)> int nttp_mfptr() { return 0; }
template <int (*F)(int (&)[3])> int nttp_fn() { return 0; }
int use_nttp() {
  return nttp_ptr<&global_int>() + nttp_ref<global_int>() + nttp_mptr<&Obj::data>() + nttp_mfptr<&Obj::f>() +
         nttp_fn<&arr1>() + nttp_mptr<nullptr>();
}

struct Cv { int m; };
void cv_params(const Cv*, volatile Cv*, const volatile Cv*, Cv* __restrict, const Cv* const* volatile*) {}
void ptrs(int**, int***, const int* const*, int*&, int*&&, int (*&)[2]) {}

template <class T> void tparam_subst(T*, T*, const T*, T&, T**, T* const&) {}
template void tparam_subst<float>(float*, float*, const float*, float&, float**, float* const&);
template void tparam_subst<int*>(int**, int**, int* const*, int*&, int***, int** const&);

}  // namespace ty
