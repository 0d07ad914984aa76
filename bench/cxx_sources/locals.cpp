// Local entities: local statics (with discriminators past 10), local classes and
// enums, guard variables, string literals, locals in constructors, destructors,
// operators, lambdas and templates, unnamed local types.
// corpus-flags: -std=c++20

namespace loc {

int counter() {
  static int calls = 0;
  return ++calls;
}

int many_statics(int k) {
  int total = 0;
  { static int s = k; total += s; }
  { static int s = k + 1; total += s; }
  { static int s = k + 2; total += s; }
  { static int s = k + 3; total += s; }
  { static int s = k + 4; total += s; }
  { static int s = k + 5; total += s; }
  { static int s = k + 6; total += s; }
  { static int s = k + 7; total += s; }
  { static int s = k + 8; total += s; }
  { static int s = k + 9; total += s; }
  { static int s = k + 10; total += s; }
  { static int s = k + 11; total += s; }
  { static int s = k + 12; total += s; }
  return total;
}

const char* literal() {
  static const char* text = "in a function";
  static const char buffer[] = "array literal";
  return text + sizeof(buffer);
}

struct Base { virtual int id() const = 0; virtual ~Base() = default; };

Base* make_local() {
  struct Local : Base {
    int id() const override { return 1; }
    static int shared() { static int s = 2; return s; }
  };
  enum LocalEnum { A, B };
  struct { int x; int f() { return x; } } unnamed{3};
  static Local instance;
  return &instance + (unnamed.f() - 3) + (Local::shared() - 2) + (B - 1);
}

template <class T> T* local_in_template() {
  struct Node { T value; Node* next; static Node* head() { static Node n{}; return &n; } };
  static T storage{};
  return &storage + (Node::head() ? 0 : 1);
}
template int* local_in_template<int>();
template double* local_in_template<double>();

struct Ctor {
  Ctor() { static int made = 0; ++made; struct Tag { int t; } tag{made}; (void)tag; }
  ~Ctor() { static int destroyed = 0; ++destroyed; }
  int operator()(int x) const { static int calls = 0; return x + ++calls; }
  operator bool() const { static bool flag = true; return flag; }
};
int use_ctor() { Ctor c; return c(2) + bool(c); }

int in_lambda() {
  auto f = [] { static int inside = 0; struct InLambda { int v; }; return ++inside + InLambda{1}.v; };
  return f();
}

inline int inline_local() {
  static int x = 1;
  struct Inner { static int get() { static int y = 2; return y; } };
  return x + Inner::get();
}
int use_inline_local() { return inline_local(); }

template <class T> struct Outer {
  int method() {
    struct M { T t; int g() { static int z; return z; } };
    static M m{};
    return m.g();
  }
};
int use_outer() { return Outer<char>().method() + Outer<Outer<int>>().method(); }

int shadowed(int a) {
  struct S { int v; } s1{a};
  {
    struct S { long w; } s2{a};
    {
      struct S { char c; } s3{static_cast<char>(a)};
      return s1.v + static_cast<int>(s2.w) + s3.c;
    }
  }
}

// a local class whose member function holds a lambda whose body holds another local class
int deep() {
  struct L1 {
    int f() {
      auto lam = [] {
        struct L2 { int g() { static int deepest = 5; return deepest; } };
        return L2().g();
      };
      return lam();
    }
  };
  return L1().f();
}

}  // namespace loc

extern "C" int c_linkage_static() { static int cs = 0; return ++cs; }
