// A module partition (geo:shapes): entities attached to module geo.
// corpus-flags: -std=c++20
export module geo:shapes;

export namespace geo {
struct Circle { double r; double area() const; };
template <class T> struct Rect { T w, h; T area() const { return w * h; } };
double perimeter(const Circle& c);
}  // namespace geo

namespace geo {
double Circle::area() const { return 3.14159 * r * r; }
double perimeter(const Circle& c) { return 2 * 3.14159 * c.r; }
int shapes_internal(int x) { return x + 1; }
}  // namespace geo
