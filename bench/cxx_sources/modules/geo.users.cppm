// A second module (geo.users) that imports geo: a dotted module name and
// signatures mixing types of two modules.
// corpus-flags: -std=c++20
export module geo.users;
import geo;

export namespace users {
struct Account { geo::Point home; int id; };
int distance(const Account& a, geo::Point p) { return a.home.dot(p); }
template <class T> T scaled(geo::Grid<T> g, T k) { return g.sum() * k; }
template int scaled<int>(geo::Grid<int>, int);
}  // namespace users
