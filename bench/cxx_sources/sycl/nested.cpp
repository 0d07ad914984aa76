// SYCL device code, deeper: kernels submitted from class templates and member
// templates, lambdas nested four deep, generic lambdas, templated functors,
// kernel names in anonymous namespaces, private (U3AS0), global and local
// pointers in signatures, and the _ZTS names of all of them.
namespace sycl {
inline namespace _V1 {
template <int Dims> struct nd_item { unsigned long get_global_id(int d) const { return d; } };
template <int Dims> struct range { unsigned long v[Dims]; };
namespace ext { namespace oneapi { struct sub_group { int leader() const { return 0; } }; } }
class handler {
 public:
  template <typename Name, typename F> [[clang::sycl_kernel]] void kernel_single(F f) { f(); }
  template <typename Name, typename F, int D> [[clang::sycl_kernel]] void kernel_nd(F f) { nd_item<D> it; f(it); }
  template <typename Name = void, typename F> const char* single_task(F f) {
    kernel_single<Name>(f);
    return __builtin_sycl_unique_stable_name(F);
  }
  template <typename Name = void, int D, typename F> const char* parallel_for(range<D>, F f) {
    kernel_nd<Name, F, D>(f);
    return __builtin_sycl_unique_stable_name(F);
  }
};
struct queue { template <typename G> void submit(G g) { handler h; g(h); } };
}  // namespace _V1
}  // namespace sycl

using priv_int = __attribute__((opencl_private)) int;
using glob_float = __attribute__((opencl_global)) float;
using loc_float = __attribute__((opencl_local)) float;

template <class T> T priv_load(__attribute__((opencl_private)) T* p) { return *p; }
template <class T> void glob_store(__attribute__((opencl_global)) T* p, const T& v) { *p = v; }
int mixed(priv_int& a, glob_float* g, loc_float* l, const __attribute__((opencl_private)) sycl::nd_item<2>& it) {
  return a + (int)(*g + *l) + (int)it.get_global_id(0);
}

namespace {
class AnonKernel;
template <int N> struct AnonFunctor { void operator()() const {} };
}  // namespace

namespace app {
template <class T, int N> struct Scaler {
  T factor;
  void operator()(sycl::nd_item<1> it) const { (void)it; }
};

template <class T> struct Pipeline {
  T bias;
  template <int Stage> void run(sycl::queue& q) {
    q.submit([&](sycl::handler& h) {
      auto outer = [=](int k) {
        auto middle = [=](auto scale) {
          return [=]() {
            return [=](int z) { return static_cast<T>(k * scale + z) + bias; };
          };
        };
        return middle(2)()(k);
      };
      h.single_task([=]() { T r = outer(Stage); (void)r; });
      h.parallel_for(sycl::range<2>{}, [=](sycl::nd_item<2> it) {
        int x = Stage;
        priv_int* px = (priv_int*)&x;
        (void)priv_load(px);
        (void)it;
      });
      h.parallel_for<Scaler<T, Stage>>(sycl::range<1>{}, Scaler<T, Stage>{bias});
    });
  }
};
}  // namespace app

int main() {
  sycl::queue q;
  app::Pipeline<float>{1.0f}.run<0>(q);
  app::Pipeline<int>{2}.run<3>(q);
  q.submit([](sycl::handler& h) {
    h.single_task<AnonKernel>([]() {});
    h.single_task(AnonFunctor<4>{});
    h.single_task([](auto... none) { (void)sizeof...(none); });
    h.parallel_for(sycl::range<1>{}, [](auto it) {
      float v = 0;
      glob_store((glob_float*)nullptr, v);
      sycl::ext::oneapi::sub_group sg;
      (void)sg.leader();
      (void)it;
    });
  });
  return 0;
}
