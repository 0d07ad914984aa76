// range-v3 (librange-v3-dev): views and actions whose names carry C++20 constraints,
// decltype return types and pipe/adaptor closures.
// corpus-label: headers
// corpus-requires: range/v3/all.hpp
// corpus-packages: librange-v3-dev
// corpus-flags: -std=c++20
#include <map>
#include <string>
#include <vector>
#include <range/v3/all.hpp>

namespace rv {

int views(std::vector<int>& v, const std::vector<std::string>& s, std::map<int, std::string>& m) {
  using namespace ranges;
  int r = 0;
  for (int i : v | views::filter([](int x) { return x % 2; }) | views::transform([](int x) { return x * x; }))
    r += i;
  for (auto [a, b] : views::zip(v, s)) r += a + int(b.size());
  for (int i : views::iota(0, 10) | views::reverse | views::take(3) | views::drop(1)) r += i;
  for (auto ch : v | views::chunk(2)) r += accumulate(ch, 0);
  for (auto sl : v | views::sliding(3)) r += distance(sl);
  for (auto&& e : views::enumerate(s)) r += int(e.first);
  for (char c : s | views::join) r += c;
  for (auto&& w : s | views::join(',')) r += w;
  for (int i : views::concat(v, views::single(7), views::repeat_n(1, 3))) r += i;
  for (auto&& p : views::cartesian_product(v, v)) r += std::get<0>(p);
  for (int k : m | views::keys) r += k;
  for (auto& val : m | views::values) r += int(val.size());
  for (auto&& g : v | views::group_by([](int a, int b) { return a < b; })) r += distance(g);
  for (int i : v | views::stride(2) | views::cycle | views::take(5)) r += i;
  for (int i : v | views::unique | views::tail) r += i;
  for (auto w : views::split(s.front(), ' ')) r += distance(w);
  auto sorted = v | copy | actions::sort | actions::unique;
  std::vector<int> out = v | views::transform([](int x) { return x + 1; }) | to<std::vector>();
  r += accumulate(sorted, 0) + accumulate(out, 0) + count_if(v, [](int x) { return x > 2; });
  r += *max_element(v) + *find(v, 3) + (all_of(v, [](int x) { return x >= 0; }) ? 1 : 0);
  r += inner_product(v, v, 0) + distance(views::ints(0, 5) | views::remove_if([](int x) { return x & 1; }));
  sort(v, std::greater<>{}, [](int x) { return -x; });
  return r + (equal(v, out) ? 1 : 0) + int(to<std::string>(s | views::join).size());
}

}  // namespace rv
