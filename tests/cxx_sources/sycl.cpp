// SYCL device code without headers (a stand-in for sycl::handler and queue):
// tests/test_cxx_names.py compiles it with clang-19 -cc1 -fsycl-is-device.
namespace sycl { inline namespace _V1 {
struct handler { template <typename Name, typename F> void parallel_for(F f); };
template <typename Name, typename F> __attribute__((sycl_kernel)) void kernel_single_task(const F &f) { f(); }
template <typename Name, typename F> void handler::parallel_for(F f) { kernel_single_task<Name>(f); }
struct queue { template <typename F> void submit(F f) { handler h; f(h); } };
} }
template <typename T> struct Acc { T *p; void operator()() const { *p = 1; } };
int main() {
  sycl::queue q;
  int *ptr = nullptr;
  q.submit([&](sycl::handler &h) {
    h.parallel_for<class Named>([=]() { *ptr = 0; });
    h.parallel_for<struct Other>(Acc<int>{ptr});
    h.parallel_for<decltype([]{})>([=]() { static int local = 0; (void)local; });
  });
  q.submit([&](sycl::handler &h) { h.parallel_for<class N2>([=]() { int a[3] = {1,2,3}; (void)a; }); });
}
