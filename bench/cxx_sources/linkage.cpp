// Internal linkage: anonymous namespaces (nested, inside named ones), static
// functions and variables, internal lambdas at namespace scope, unnamed types
// given a name by typedef, and templates instantiated on internal types.
// corpus-flags: -std=c++20

namespace {
int hidden_counter = 0;
struct Hidden { int x; int get() const { return x; } static Hidden make() { return {1}; } };
template <class T> T twice(T t) { return t + t; }
namespace inner_anon { int deeper(int x) { return x; } }
}  // namespace

namespace outer {
namespace {
struct Secret { virtual ~Secret() {} virtual int v() { return 2; } };
int secret_fn(Secret* s) { return s->v(); }
}  // namespace
int expose() { Secret s; return secret_fn(&s); }
}  // namespace outer

static int static_fn(int x) { return x + hidden_counter; }
static int static_var = 5;
static const double static_table[4] = {1, 2, 3, 4};
static int (*static_fnptr)(int) = &static_fn;

namespace ns {
static int ns_static(long) { return 1; }
static thread_local int ns_tls = 2;
int use() { return ns_static(1) + ns_tls; }
}  // namespace ns

typedef struct { int a; int f() { return a; } } TypedefStruct;
typedef enum { E_ONE, E_TWO } TypedefEnum;
template <class T> int tag_of(T) { return sizeof(T); }
int use_typedef() { TypedefStruct t{1}; return t.f() + tag_of(E_TWO) + tag_of(t); }

enum { AnonEnumValue = 3 };
template <class T> int anon_enum_tpl(T t) { return t; }
int use_anon_enum() { return anon_enum_tpl(AnonEnumValue); }

struct WithUnnamed {
  struct { int m; int g() { return m; } } member;
  union { int i; float f; };
  enum { Inside } e;
};
int use_with_unnamed() { WithUnnamed w{}; return w.member.g() + tag_of(w.e) + tag_of(w.member); }

auto internal_closure = [](int x) { return static_fn(x) + static_var; };
int use_internal() {
  return internal_closure(1) + twice(2) + Hidden::make().get() + inner_anon::deeper(3) +
         static_cast<int>(static_table[1]) + static_fnptr(4) + (twice<long>(1) != 0);
}

template <class T> struct Registry { static int count; };
template <class T> int Registry<T>::count = 0;
int use_registry() { return Registry<Hidden>::count + Registry<outer::Secret*>::count; }
