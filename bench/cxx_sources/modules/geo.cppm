// Module geo: exported and module-linkage functions, classes, templates,
// lambdas, local statics, variables and vtables attached to the module.
// corpus-flags: -std=c++20
export module geo;
export import :shapes;

export namespace geo {
struct Point { int x, y; Point(int a, int b) : x(a), y(b) {} int dot(const Point& o) const; virtual ~Point() = default; };
int area(Point p);
template <class T> T twice(T t) { return t + t; }
template <class T> struct Grid { T cells[4]; T sum() const; };
template <class T> T Grid<T>::sum() const { T s{}; for (T c : cells) s += c; return s; }
inline int counter() { static int n = 0; return ++n; }
extern int exported_var;
}  // namespace geo

export int use_twice() { return geo::twice(3) + static_cast<int>(geo::twice(1.5)); }
export auto make_lambda() { return [](int v) { return v * 2; }; }

namespace geo {
int Point::dot(const Point& o) const { return x * o.x + y * o.y; }
int area(Point p) { return p.x * p.y; }
int exported_var = 1;
int module_linkage(Point p, Circle c) { return p.x + static_cast<int>(c.r); }
static int internal_static(int x) { return x; }
namespace { int anon_in_module(int x) { return x; } }
template struct Grid<int>;
template struct Rect<float>;
int user(int v) {
  auto l = [v](Point p) { return p.x + v; };
  return l(Point{1, 2}) + internal_static(v) + anon_in_module(v) + counter() + Rect<float>{1, 2}.area();
}
}  // namespace geo
