// Special names and unusual encodings: inheriting constructors, template
// parameter objects, reference temporaries, structured bindings, TLS wrappers and
// initializers, construction vtables, virtual and covariant thunks, literal
// operators, templated conversion operators, explicit object parameters,
// static data members of templates, variable templates, guard variables.
// corpus-flags: -std=c++2b

namespace sp {

struct B { B(int); B(double, char); virtual ~B(); };
B::B(int) {}
B::B(double, char) {}
B::~B() {}
struct D : B { using B::B; };
D d1(1);
D d2(1.0, 'c');
template <class T> struct TB { template <class U> TB(U) {} TB(T, int) {} };
struct TD : TB<int> { using TB<int>::TB; };
TD td1(2.0);
TD td2(1, 2);
struct VB { VB(int) {} virtual ~VB() {} };
struct VD : virtual VB { using VB::VB; };
VD vd(3);

struct Point { int x; int y; constexpr Point(int a, int b) : x(a), y(b) {} };
template <Point P> int tpo() { return P.x + P.y; }
int use_tpo() { return tpo<Point{1, 2}>() + tpo<Point{3, 4}>(); }
#if defined(__cpp_nontype_template_args) && __cpp_nontype_template_args >= 201911L
struct Str { char s[8]; };
template <Str S> const char* str_tpo() { return S.s; }
const char* use_str_tpo() { return str_tpo<Str{"hi"}>(); }
template <double F> double float_nttp() { return F; }
double use_float_nttp() { return float_nttp<1.5>() + float_nttp<-0.25>(); }
#endif

const int& ref_temp = 42;
const Point& ref_temp_pt = Point{5, 6};
int&& rref_temp = 7;

struct Pair { int a; long b; };
Pair make_pair();
auto [first, second] = make_pair();
namespace inner { const auto& [ra, rb] = make_pair(); }

thread_local int tls_plain = 5;
thread_local Pair tls_dyn = make_pair();
struct Tls { static thread_local int member; };
thread_local int Tls::member = 1;
int use_tls() { return tls_plain + tls_dyn.a + Tls::member; }
int use_local_tls() { thread_local int lt = 1; thread_local Pair lp = make_pair(); return lt + lp.a; }

struct V1 { virtual void f(); virtual ~V1(); int v1; };
struct V2 : virtual V1 { void f() override; int v2; };
struct V3 : virtual V1 { int v3; };
struct V4 : V2, V3 { void f() override; ~V4() override; };
void V1::f() {}
V1::~V1() {}
void V2::f() {}
void V4::f() {}
V4::~V4() {}

struct CovB { virtual CovB* clone(); virtual const CovB& self() const; virtual ~CovB(); };
struct CovX { virtual ~CovX(); int x; };
struct CovD : CovX, virtual CovB { CovD* clone() override; const CovD& self() const override; };
CovB* CovB::clone() { return this; }
const CovB& CovB::self() const { return *this; }
CovB::~CovB() {}
CovX::~CovX() {}
CovD* CovD::clone() { return this; }
const CovD& CovD::self() const { return *this; }

unsigned long long operator""_km(unsigned long long x) { return x; }
long double operator""_deg(long double x) { return x; }
const char* operator""_raw(const char* s) { return s; }
int operator""_s(const char* s, decltype(sizeof 0) n) { return static_cast<int>(n); }
template <char... Cs> int operator""_tpl() { return sizeof...(Cs); }
int use_literals() { return static_cast<int>(3_km + 1.5_deg) + *(12_raw) + "ab"_s + 123_tpl; }

struct Conv {
  template <class T> operator T() const { return T(); }
  template <class T> operator T*() const { return nullptr; }
  operator const char*() const { return ""; }
  explicit operator bool() const { return true; }
};
int use_conv() { Conv c; int* p = c; return static_cast<int>(c) + static_cast<int>(static_cast<long>(c)) + (p == nullptr) + bool(c); }

#if defined(__cpp_explicit_this_parameter)
struct Self {
  int f(this const Self& self, int x) { return x; }
  template <class T> int g(this T&& self) { return 1; }
  int h(this Self self) { return 2; }
};
int use_self() { Self s; return s.f(1) + s.g() + static_cast<const Self&>(s).g() + s.h(); }
#endif

template <class T> struct Static { static T value; static int counter; };
template <class T> T Static<T>::value{};
template <class T> int Static<T>::counter = sizeof(T);
template <class T> constexpr T pi = T(3.14159);
template <class T> T var_tpl = T(1);
template <class T> T* var_tpl<T*> = nullptr;
int use_statics() { return Static<int>::value + Static<char>::counter + static_cast<int>(pi<double> + var_tpl<float>) + (var_tpl<int*> == nullptr); }

inline int inline_guard() { static int g = use_statics(); return g; }
int use_guard() { return inline_guard(); }

}  // namespace sp
