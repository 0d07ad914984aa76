// {fmt} (libfmt-dev): formatting of builtin, standard and user types, compile-time
// format strings (class-type template arguments, C++20), ranges, chrono, ostream.
// corpus-label: headers
// corpus-requires: fmt/format.h
// corpus-packages: libfmt-dev
// corpus-flags: -std=c++20
#include <chrono>
#include <map>
#include <string>
#include <tuple>
#include <vector>
#include <fmt/chrono.h>
#include <fmt/compile.h>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <fmt/color.h>
#include <fmt/xchar.h>

namespace fm {

struct Point { int x, y; };

}  // namespace fm

template <> struct fmt::formatter<fm::Point> {
  constexpr auto parse(format_parse_context& ctx) { return ctx.begin(); }
  template <class Ctx> auto format(const fm::Point& p, Ctx& ctx) const { return fmt::format_to(ctx.out(), "({}, {})", p.x, p.y); }
};

namespace fm {

std::size_t use(int i, double d, const std::string& s, const std::vector<int>& v,
                const std::map<std::string, int>& m, std::chrono::seconds sec) {
  std::string r = fmt::format("{} {:x} {:>8.3f} {:e} {}", i, i, d, d, s);
  r += fmt::format("{} {} {}", v, m, std::make_tuple(i, d, 'c'));
  r += fmt::format("{:%H:%M:%S} {}", sec, std::chrono::milliseconds(5));
  r += fmt::format(FMT_COMPILE("{} and {:08x}"), i, 255u);
  r += fmt::format(FMT_COMPILE("{}"), s);
  r += fmt::format("{} {} {} {}", Point{1, 2}, true, nullptr, static_cast<const void*>(&i));
  r += fmt::format("{:*^10} {:+} {:#b} {:c}", "mid", -3L, 5ull, 'z');
  r += fmt::to_string(42) + fmt::to_string(1.5f) + fmt::format("{}", fmt::join(v, ", "));
  std::wstring w = fmt::format(L"{} {}", i, L"wide");
  fmt::memory_buffer buf;
  fmt::format_to(std::back_inserter(buf), "{}{}", i, s);
  r += std::string(buf.data(), buf.size());
  r += fmt::format(fmt::runtime("{}"), d) + fmt::format("{}", fmt::streamed(Point{3, 4}.x));
  return r.size() + w.size() + fmt::formatted_size("{}", i);
}

}  // namespace fm
