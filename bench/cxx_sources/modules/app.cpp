// A translation unit outside any module that imports geo and geo.users.
// corpus-flags: -std=c++20
import geo;
import geo.users;

int app_main() {
  geo::Point p{1, 2};
  users::Account a{p, 3};
  geo::Grid<int> g{{1, 2, 3, 4}};
  return geo::area(p) + users::distance(a, p) + users::scaled(g, 2) + geo::twice(4) + make_lambda()(1);
}
