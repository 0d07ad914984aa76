// nlohmann/json (nlohmann-json3-dev): its ADL serializer machinery is SFINAE and
// decltype on expressions throughout (from_json/to_json detection, get<T>()).
// corpus-label: headers
// corpus-requires: nlohmann/json.hpp
// corpus-packages: nlohmann-json3-dev
// corpus-flags: -std=c++17
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>
#include <nlohmann/json.hpp>

namespace js {

struct Person { std::string name; int age; std::vector<double> scores; };
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Person, name, age, scores)

std::size_t use(const std::string& text) {
  using nlohmann::json;
  json j = json::parse(text);
  auto v = j["list"].get<std::vector<int>>();
  auto m = j["map"].get<std::map<std::string, double>>();
  auto u = j["umap"].get<std::unordered_map<std::string, std::vector<std::string>>>();
  auto t = j["tuple"].get<std::tuple<int, std::string, bool>>();
  auto p = j["pair"].get<std::pair<long, float>>();
  auto a = j["array"].get<std::array<short, 3>>();
  auto st = j["set"].get<std::set<unsigned>>();
  Person who = j["person"].get<Person>();
  json out = {{"v", v}, {"m", m}, {"who", who}, {"t", t}, {"p", p}, {"a", a}, {"set", st}};
  out["n"] = nullptr;
  out["u"] = u;
  out.push_back(json::object_t::value_type("k", 1.5));
  for (auto& [key, val] : out.items()) v.push_back(int(key.size()) + val.is_number());
  json patch = json::diff(j, out);
  std::vector<std::uint8_t> cbor = json::to_cbor(out);
  json back = json::from_cbor(cbor);
  return out.dump(2).size() + patch.size() + back.size() + v.size() + (j.value("x", 3) + j.contains("y"));
}

}  // namespace js
