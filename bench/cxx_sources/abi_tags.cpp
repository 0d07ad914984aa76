// ABI tags: on functions, variables, classes, inline namespaces, templates and
// their arguments, plus the libstdc++ cxx11 tag through std::string and std::list.
// corpus-flags: -std=c++20
#include <list>
#include <string>

namespace tags {

[[gnu::abi_tag("v1")]] int tagged_fn(int x) { return x; }
[[gnu::abi_tag("v1", "beta")]] int two_tags() { return 0; }
struct [[gnu::abi_tag("cls")]] Tagged { int f(); Tagged(); ~Tagged(); operator int() const { return 0; } };
int Tagged::f() { return 1; }
Tagged::Tagged() {}
Tagged::~Tagged() {}
Tagged make_tagged() { return Tagged(); }
int use_tagged(Tagged t) { return t.f(); }
[[gnu::abi_tag("var")]] int tagged_var = 3;
inline namespace [[gnu::abi_tag("ns")]] v2 {
struct InNs { int g(); };
int InNs::g() { return 2; }
int ns_fn(InNs) { return 0; }
}  // namespace v2
template <class T> struct [[gnu::abi_tag("tpl")]] TTagged { T t; T get() const { return t; } };
template struct TTagged<int>;
template <class T> T from_tagged(TTagged<T> t) { return t.get(); }
template long from_tagged<long>(TTagged<long>);

std::string str_ret(const std::string& s) { return s + "!"; }
std::list<int> list_ret() { return {1, 2}; }
int str_param(std::string s, std::wstring w) { return static_cast<int>(s.size() + w.size()); }
struct Failure { std::string what() const; Failure(std::string); };
std::string Failure::what() const { return "x"; }
Failure::Failure(std::string) {}
template <class T> std::string describe(T) { return "t"; }
template std::string describe<int>(int);
template std::string describe<std::string>(std::string);
std::string local_tag() { static std::string cache = "c"; return cache; }

}  // namespace tags
